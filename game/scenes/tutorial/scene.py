"""The tutorial: short lessons, each a few lines of teaching and one or more positions to play.

The lessons are data (:mod:`game.tutorial`, ``lessons.json``). The lesson text sits in a panel on
the left (:mod:`game.scenes.tutorial.hud`); on the right is the table's own board
(:class:`~game.scenes.board.Board`, owned, with :class:`TutorialPlaces`), the learner's hand at
the bottom. The learner plays as at the table: drag a card onto a floor card, a house or the open
floor, or click a card and then its target; a double-click plays a card that has one play.
Keyboard: ←/→ choose a card, Enter lists what it can do (in words, from
:func:`game.rules.describe`), ↑/↓ and Enter pick.

Nothing here decides legality or plays a move: the step is played on the game's own session
(:class:`~game.play.lesson.LessonSession`, held by the :class:`LessonController`). A move the
rules refuse is answered with their reason and an encouraging line; a legal move that is not
what the step asks for, with the step's own words; the right move is played, animated, and the
step's success text shown. Then Next.

Keys: ? hint, N (or Enter once solved) next, B back, R restart the step, L the list of lessons,
Esc back to the title; as at the table, F reads the floor and H the hand, T says the step again,
F1 the keys. Every instruction and every answer is spoken when speech is on
(:mod:`game.text.spoken`). Completed lessons are saved (``tutorial.json``) and shown as gold dots.

The scene composes its parts, each owning its state: the :class:`LessonController` (the open
step, its session, the answers, the progress), the :class:`TutorialControls` (keys and the
board's gestures), the :class:`TutorialLists` (a card's plays, the lessons), the
:class:`BidRow`, the :class:`TutorialHud` (the panel) and the :class:`TutorialView` (drawing).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame_gui.elements import UIButton

from game.context import AppContext
from game.i18n import language
from game.play.coach import Coach
from game.rules import Move, Position
from game.rules.targets import Target
from game.scenes.board import Board
from game.scenes.kit import uikit
from game.scenes.kit.base import Scene
from game.scenes.kit.cards import CardImages
from game.scenes.table.widgets import ChoicePanel
from game.scenes.tutorial.bids import BidRow
from game.scenes.tutorial.choices import TutorialLists
from game.scenes.tutorial.controller import LessonController
from game.scenes.tutorial.controls import TutorialControls
from game.scenes.tutorial.hud import Feedback, TutorialHud, tutorial_buttons
from game.scenes.tutorial.layout import TutorialLayout, TutorialPlaces, compute_layout
from game.scenes.tutorial.view import Frame, TutorialView
from game.text.spoken import Spoken
from game.text.tutorial import NAMES, all_finished, names, next_label, seep_banner
from game.text.words import Words
from game.tutorial import Lesson, Progress, Step, load_lessons

__all__ = ["NAMES", "TutorialScene", "compute_layout", "tutorial_scene"]


class _Unattached:
    """The board's host until the scene's controls take over (a pointer does nothing)."""

    def pointer_live(self) -> bool:
        return False

    def card_clicked(self, card: int) -> None:
        return None

    def card_double_clicked(self, card: int) -> None:
        return None

    def card_pointed(
        self, card: int, target: Target, point: tuple[int, int], *, dragged: bool
    ) -> None:
        return None

    def card_dropped_nowhere(self, card: int) -> None:
        return None

    def right_click(self) -> bool:
        return False

    def press_taken(self, point: tuple[int, int]) -> bool:
        return False


class TutorialScene(Scene):
    """The tutorial screen, composed of its parts (see the module's docstring).

    Args:
        ctx: the app context.
        lessons: the lessons (default: those shipped with the game).
        lesson: the lesson to open (default: the first not yet completed).
    """

    def __init__(
        self, ctx: AppContext, lessons: list[Lesson] | None = None, lesson: int | None = None
    ) -> None:
        super().__init__(ctx)
        self.layout: TutorialLayout = compute_layout(ctx.screen_size)
        self.places = TutorialPlaces(self.layout)
        self.board = Board(self.animator, self.places, _Unattached(), ctx.sounds.play, seat=0)
        self.board.on_seep = self._seep
        self.images = CardImages(ctx.settings.four_colour_deck, ctx.settings.card_back)
        self.hud = TutorialHud(ctx.assets)
        self.view = TutorialView(self.board, self.hud, self.images)
        self.spoken = Spoken(Words(names(), 0))
        self.buttons: dict[str, UIButton] = {}
        self.bids = BidRow(ctx.ui, self.bid)
        self.controller = LessonController(
            ctx,
            self.board,
            lessons if lessons is not None else load_lessons(),
            lesson,
            changed=self.show,
        )
        self.lists = TutorialLists(self, self.board, self.controller, self.spoken, self.go_to)
        self.controls = TutorialControls(
            ctx,
            self.board,
            self.controller,
            self.lists,
            self.bids,
            self.spoken,
            self,
            lambda: self.layout,
        )
        self.board.host = self.controls
        self._leaving = False
        self._language = language()  # the words are in it (a switch rebuilds them)

    # What the screen shows, read-only (the tests and tools/shots.py read it).

    @property
    def lessons(self) -> list[Lesson]:
        return self.controller.lessons

    @property
    def progress(self) -> Progress:
        return self.controller.progress

    @property
    def lesson_index(self) -> int:
        return self.controller.lesson_index

    @property
    def step_index(self) -> int:
        return self.controller.step_index

    @property
    def lesson(self) -> Lesson:
        return self.controller.lesson

    @property
    def step(self) -> Step:
        return self.controller.step

    @property
    def pos(self) -> Position:
        """The position on the board."""
        return self.controller.pos

    @property
    def solved(self) -> bool:
        return self.controller.solved

    @property
    def feedback(self) -> Feedback | None:
        """The answer in the panel's box (a refusal, the hint, the coach, the success)."""
        return self.controller.feedback

    @property
    def history(self) -> list[tuple[int, Move]]:
        """The moves of the step's deal so far, with the seats that made them."""
        return self.controller.history

    @property
    def coach(self) -> Coach:
        """The guided deal's coach."""
        return self.controller.coach

    @property
    def choice(self) -> ChoicePanel | None:
        """The list open over the screen, if any."""
        return self.lists.choice

    @property
    def choice_moves(self) -> list[Move]:
        """The moves the items of an open card's list stand for (in order)."""
        return self.lists.moves

    @property
    def bid_values(self) -> list[int]:
        return self.bids.values

    @property
    def bid_buttons(self) -> list[UIButton]:
        return self.bids.buttons

    @property
    def bid_focus(self) -> int:
        return self.bids.focus

    @property
    def panel_text(self) -> list[str]:
        """What the lesson panel says, paragraph by paragraph."""
        return self.hud.text

    @property
    def interactive(self) -> bool:
        """True while the learner may play (not solved, nothing moving, no list open)."""
        return self.controls.interactive

    # Lessons and steps.

    def go_to(self, lesson: int, step: int = 0) -> None:
        """Open ``step`` of ``lesson`` afresh."""
        self._clear()
        self.controller.open(lesson, step)

    def restart(self) -> None:
        """Put the step's position back and clear what was said."""
        self._clear()
        self.controller.restart()

    def _clear(self) -> None:
        self.lists.close()
        self.animator.clear()
        self.bids.focus = 0

    def restart_clicked(self) -> None:
        self.ctx.sounds.play("click")
        self.restart()

    def next_step(self) -> None:
        if self._leaving:
            return
        self.ctx.sounds.play("click")
        following = self.controller.following()
        if following is not None:
            self.go_to(*following)
        elif not self.controller.all_done():
            self.open_lessons()  # the end, with lessons still to do: pick one
        else:
            self.exit_to_title()
            message, title = all_finished()
            self.ctx.dialogs.message(message, title=title)

    def previous_step(self) -> None:
        preceding = self.controller.preceding()
        if preceding is None:
            return
        self.go_to(*preceding)
        self.ctx.sounds.play("click")

    def exit_to_title(self) -> None:
        if not self._leaving:
            self._leaving = True
            self.ctx.scenes.pop()

    def open_lessons(self) -> None:
        """The list of lessons (completed ones ticked); picking one opens it."""
        self.lists.open_lessons(self.layout)

    def hint(self) -> None:
        """Show the step's hint and point at the move it describes."""
        move = self.controller.hint()
        if move is not None and move.action == "bid":
            self.bids.focus_on(move.value)

    def hint_move(self) -> Move | None:
        """The move the hint points at (see :meth:`LessonController.hint_move`)."""
        return self.controller.hint_move()

    def attempt(self, move: Move, *, card: int | None = None) -> bool:
        """The learner asks for ``move``: refuse it (with the reason) or play it. True if played."""
        return self.controller.attempt(move, card=card)

    def bid(self, value: int) -> None:
        """The learner bids ``value`` (the rules say whether they may)."""
        self.bids.focus_on(value)
        if self.interactive:
            self.attempt(Move.from_json({"action": "bid", "value": value}))

    # Lifecycle.

    def enter(self) -> None:
        super().enter()
        self._build()
        self.restart()

    def resume(self) -> None:
        super().resume()
        self.images.set_four_colour(self.ctx.settings.four_colour_deck)
        self.images.set_back(self.ctx.settings.card_back)

    def pause(self) -> None:
        super().pause()
        self.board.cancel_pointer(self.pos)

    def exit(self) -> None:
        self.lists.close()
        super().exit()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        if self._language != language():
            self._retell()
        self.board.drag = self.board.press = None
        self.animator.finish_all()
        self.layout = self.places.layout = compute_layout(size)
        lists = self.lists
        reopen = lists.kind if lists.is_open else ""
        moves, card = list(lists.moves), lists.card
        lists.close()
        self._build()
        self.board.snap_all(self.pos)
        self._refresh_panel()
        if reopen == "lessons":
            self.open_lessons()
        elif reopen == "moves" and card is not None:
            lists.open_moves(self.layout, card, moves, self.board.card_anchor(card))

    def _retell(self) -> None:
        """The language changed (a switch rebuilds every scene like a resize): the names and
        the words kept from before are made again in it."""
        self._language = language()
        self.spoken.words = Words(names(), 0)
        self.controller.retell()

    # Widgets.

    def _build(self) -> None:
        actions: dict[str, Callable[[], None]] = {
            "back": self.previous_step,
            "hint": self.hint,
            "next": self.next_step,
            "restart": self.restart_clicked,
            "lessons": self.open_lessons,
            "exit": self.exit_to_title,
        }
        with self.building() as box:
            self.buttons = tutorial_buttons(self.ctx.ui, box, self.layout, actions)
            self.bids.forget()  # the container was emptied
            self._sync_bid_row()
        self._refresh_buttons()

    def show(self) -> None:
        """The step changed: the bid row, the panel and the buttons shown afresh."""
        self._sync_bid_row()
        self._refresh_panel()
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        if not self.buttons:
            return
        label = next_label(self.controller.last)
        if self.buttons["next"].text != label:
            self.buttons["next"].set_text(label)
        uikit.set_enabled(self.buttons["back"], not self.controller.first)
        uikit.set_enabled(self.buttons["hint"], not self.solved)

    def _sync_bid_row(self) -> None:
        wanted = self.pos.phase == "bid" and not self.solved
        self.bids.sync(self.container, self.layout, wanted=wanted)

    def _refresh_panel(self) -> None:
        words, reserve = self.controller.panel_words(), self.controller.longest_feedback()
        self.hud.refresh(self.layout, words, reserve=reserve)

    def _seep(self, seat: int, points: int) -> None:
        self.ctx.sounds.play("seep")
        banner, who = seep_banner(seat, points)
        self.board.show_banner(banner, who, hold=1.1)

    # Per frame.

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.controls.handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.board.update(dt, live=not self.solved)
        self.controller.update()

    def draw(self, surface: pygame.Surface) -> None:
        lessons = self.controller
        frame = Frame(
            pos=self.pos,
            completed=lessons.completed(),
            lesson=lessons.lesson_index,
            solved=self.solved,
            interactive=self.interactive,
            busy=self.animator.busy,
            list_open=self.lists.kind if self.lists.is_open else "",
            bidding=self.bids.shown,
        )
        self.view.draw(surface, self.layout, frame)


def tutorial_scene(ctx: AppContext) -> Scene:
    """The title's Tutorial."""
    return TutorialScene(ctx)
