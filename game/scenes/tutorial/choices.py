"""The tutorial's lists (:class:`TutorialLists`): what a card can do, in words (and, after its
moves, the plays it cannot make, for the keyboard to try what the mouse can), and the list of
lessons. Each is spoken as it opens and item by item as the focus moves.
"""

from __future__ import annotations

from collections.abc import Callable

from game.rules import Move
from game.rules.targets import Target
from game.scenes.board import Board
from game.scenes.board.choices import ListHost, open_list
from game.scenes.table.widgets import ChoicePanel
from game.scenes.tutorial.controller import LessonController
from game.scenes.tutorial.layout import TutorialLayout, clear_spot
from game.text.rules_reasons import why_not
from game.text.spoken import Spoken, for_the_ear
from game.text.tutorial import (
    card_plays,
    heard_item,
    lesson_items,
    lessons_note,
    lessons_title,
    list_heading,
)
from game.text.words import which_play


class TutorialLists:
    """The list open over the tutorial (one at most): its kind, and for a card's list the
    moves and the plays to try that its items stand for.

    Args:
        host: the scene (its app context and container).
        board: the board (a card's list goes where it hides the fewest cards).
        lessons: the lesson controller (plays are tried on it; the lessons are listed from it).
        spoken: the spoken sentences (kept up to date by the scene).
        on_lesson: opens the lesson picked from the list.
    """

    def __init__(
        self,
        host: ListHost,
        board: Board,
        lessons: LessonController,
        spoken: Spoken,
        on_lesson: Callable[[int], None],
    ) -> None:
        self.host = host
        self.board = board
        self.lessons = lessons
        self.spoken = spoken
        self._on_lesson = on_lesson
        self.choice: ChoicePanel | None = None
        self.kind = ""  # "moves" or "lessons"
        self.moves: list[Move] = []
        self.tries: list[Target] = []  # after the moves in a card's list: plays to try
        self.card: int | None = None
        self.dropped = False  # the card was dropped where the list asks: it waits there

    @property
    def is_open(self) -> bool:
        return self.choice is not None

    def _open(
        self,
        kind: str,
        anchor: tuple[int, int],
        title: str,
        items: list[str],
        on_pick: Callable[[int], None],
        note: str = "",
        focus: int = 0,
    ) -> None:
        """Open a list and say its heading with the focused item (``focus``) in one breath, so
        that the item does not cut the heading."""
        self.close()
        self.kind = kind
        ctx = self.host.ctx
        heard = [for_the_ear(heard_item(t)) for t in items]
        self.choice = open_list(
            self.host,
            anchor,
            title,
            items,
            on_pick,
            self.cancel,
            note=note,
            prefix=f"tutorial_{kind}",
            on_focus=lambda i: ctx.say(self.spoken.list_item(heard, i), interrupt=True),
        )
        if self.choice is not None:
            self.choice.start_at(focus)
            heading = list_heading(title, note)
            ctx.say(self.spoken.choice_list(heading, heard, self.choice.focus), interrupt=True)

    def close(self) -> None:
        if self.choice is not None:
            self.choice.close()
        self.choice = None
        self.kind = ""
        self.moves, self.tries = [], []
        self.card = None
        self.dropped = False

    def cancel(self) -> None:
        """Close the list; a card dropped to open it goes home."""
        kind, card, dropped = self.kind, self.card, self.dropped
        self.close()
        if kind == "moves" and card is not None and dropped:
            self.board.slide_home(card, self.lessons.pos)

    def open_lessons(self, lay: TutorialLayout) -> None:
        """The list of lessons (completed ones ticked); picking one opens it. Open already:
        it closes."""
        if self.choice is not None and self.kind == "lessons":
            self.cancel()
            return
        self.cancel()
        lessons, progress = self.lessons.lessons, self.lessons.progress
        items = lesson_items(lessons, progress.completed)
        note = lessons_note(progress.count(lessons), len(lessons))
        anchor = (lay.panel.centerx, lay.panel.bottom)
        self._open(
            "lessons",
            anchor,
            lessons_title(),
            items,
            self._pick_lesson,
            note,
            focus=self.lessons.lesson_index,
        )

    def _pick_lesson(self, index: int) -> None:
        self.close()
        self.host.ctx.sounds.play("click")
        self._on_lesson(index)

    def open_moves(
        self,
        lay: TutorialLayout,
        card: int,
        moves: list[Move],
        anchor: tuple[int, int],
        *,
        dropped: bool = False,
    ) -> None:
        """A list of what ``card`` can do, in words; then, so that the keyboard can try what the
        mouse can, the house plays and the throw it cannot make (the rules will say why). The
        list goes where it hides the fewest cards (the learner compares them)."""
        items, tries = card_plays(self.lessons.pos, card, moves)
        self._open("moves", anchor, which_play(card), items, self._pick_move)
        self.moves, self.tries, self.card = list(moves), tries, card
        self.dropped = dropped
        choice = self.choice
        if choice is not None:
            best = clear_spot(lay, choice.rect.size, self.board.sprites.values())
            if best.topleft != choice.rect.topleft:
                choice.panel.set_position(best.topleft)
                choice.rect = best

    def _pick_move(self, index: int) -> None:
        moves, tries, card = self.moves, self.tries, self.card
        self.close()
        if card is None:
            return
        if index < len(moves):
            self.lessons.attempt(moves[index], card=card)
        elif index - len(moves) < len(tries):
            self.lessons.refuse(why_not(self.lessons.pos, card, tries[index - len(moves)]), card)
