"""The tutorial's lists, in :class:`TutorialChoices`, a mixin of
:class:`game.scenes.tutorial.TutorialScene`: what a card can do, in words (and, after its
moves, the plays it cannot make, for the keyboard to try what the mouse can), and the list of
lessons. Each is spoken as it opens and item by item as the focus moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.play.spoken import for_the_ear
from game.play.words import which_play
from game.scenes.board.choices import open_list
from game.scenes.tutorial_hud import card_plays, lesson_items
from game.scenes.tutorial_layout import clear_spot
from game.text.rules_reasons import why_not

if TYPE_CHECKING:
    from collections.abc import Callable

    from pygame_gui.core import UIContainer

    from game.context import AppContext
    from game.play.spoken import Spoken
    from game.rules import Move, Position
    from game.rules.targets import Target
    from game.scenes.board import Board
    from game.scenes.table_widgets import ChoicePanel
    from game.scenes.tutorial_layout import TutorialLayout
    from game.tutorial import Lesson, Progress


class TutorialChoices:
    """The tutorial's lists. The scene that mixes it in has the attributes and methods declared
    here (:class:`~game.scenes.tutorial.TutorialScene`)."""

    ctx: AppContext
    container: UIContainer | None
    spoken: Spoken
    board: Board
    layout: TutorialLayout
    lessons: list[Lesson]
    progress: Progress
    lesson_index: int
    pos: Position
    choice: ChoicePanel | None
    choice_kind: str
    choice_moves: list[Move]
    choice_tries: list[Target]
    choice_card: int | None
    choice_dropped: bool

    if TYPE_CHECKING:

        def go_to(self, lesson: int, step: int = 0) -> None: ...

        def attempt(self, move: Move, *, card: int | None = None) -> bool: ...

        def _refuse(self, text: str, card: int | None, *, legal: bool = False) -> None: ...

    # The lists: a card's plays, the lessons.

    def _open_list(
        self,
        kind: str,
        anchor: tuple[int, int],
        title: str,
        items: list[str],
        on_pick: Callable[[int], None],
        note: str = "",
    ) -> None:
        self._close_choice()
        self.choice_kind = kind
        prefix = f"tutorial_{kind}"
        # Translators: spoken in place of the tick before a completed lesson in the list.
        done = _("done:")
        heard = [for_the_ear(t.replace("✓", done).strip()) for t in items]
        self.choice = open_list(
            self,
            anchor,
            title,
            items,
            on_pick,
            self._cancel_choice,
            note=note,
            prefix=prefix,
            on_focus=lambda i: self.ctx.say(self.spoken.list_item(heard, i), interrupt=True),
        )
        if self.choice is not None:
            # Translators: spoken as a list opens: its title and the line under it.
            heading = _("{title}. {note}.").format(title=title, note=note) if note else title
            self.ctx.say(self.spoken.choice_list(heading, heard, 0), interrupt=True)

    def _close_choice(self) -> None:
        if self.choice is not None:
            self.choice.close()
        self.choice = None
        self.choice_kind = ""
        self.choice_moves, self.choice_tries = [], []
        self.choice_card = None
        self.choice_dropped = False

    def _cancel_choice(self) -> None:
        kind, card, dropped = self.choice_kind, self.choice_card, self.choice_dropped
        self._close_choice()
        if kind == "moves" and card is not None and dropped:
            self.board.slide_home(card, self.pos)

    def open_lessons(self) -> None:
        """The list of lessons (completed ones ticked); picking one opens it."""
        if self.choice is not None and self.choice_kind == "lessons":
            self._cancel_choice()
            return
        self._cancel_choice()
        items = lesson_items(self.lessons, self.progress.completed)
        # Translators: under the title of the list of lessons: {done} of {count} lessons.
        note = _("{done} of {count} completed").format(
            done=self.progress.count(self.lessons), count=len(self.lessons)
        )
        panel = self.layout.panel
        anchor = (panel.centerx, panel.bottom)
        self._open_list("lessons", anchor, _("Lessons"), items, self._pick_lesson, note)
        if self.choice is not None:
            self.choice.set_focus(self.lesson_index)

    def _pick_lesson(self, index: int) -> None:
        self._close_choice()
        self.ctx.sounds.play("click")
        self.go_to(index, 0)

    def _open_moves(self, card: int, moves: list[Move], anchor: tuple[int, int]) -> None:
        """A list of what ``card`` can do, in words; then, so that the keyboard can try what the
        mouse can, the house plays and the throw it cannot make (the rules will say why). The
        list goes where it hides the fewest cards (the learner compares them)."""
        items, tries = card_plays(self.pos, card, moves)
        self._open_list("moves", anchor, which_play(card), items, self._pick_move)
        self.choice_moves, self.choice_tries, self.choice_card = list(moves), tries, card
        choice = self.choice
        if choice is not None:
            best = clear_spot(self.layout, choice.rect.size, self.board.sprites.values())
            if best.topleft != choice.rect.topleft:
                choice.panel.set_position(best.topleft)
                choice.rect = best

    def _pick_move(self, index: int) -> None:
        moves, tries, card = self.choice_moves, self.choice_tries, self.choice_card
        self._close_choice()
        if card is None:
            return
        if index < len(moves):
            self.attempt(moves[index], card=card)
        elif index - len(moves) < len(tries):
            self._refuse(why_not(self.pos, card, tries[index - len(moves)]), card)
