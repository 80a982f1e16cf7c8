"""The tutorial's input (:class:`TutorialControls`): its keys
(:data:`game.text.spoken.TUTORIAL_KEYS`, F1 lists them) and the gestures its
:class:`~game.scenes.board.Board` reports (it is the board's
:class:`~game.scenes.board.BoardHost`).

As at the table, the rules core says what a gesture can mean (:mod:`game.rules.targets`): one
move is tried (:meth:`LessonController.attempt`), several open the card's list
(:class:`~game.scenes.tutorial.choices.TutorialLists`), none gets the rules core's reason.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.context import AppContext
from game.i18n import _
from game.rules.targets import FloorTarget, Target, moves_for, moves_of_card
from game.scenes.board import Board
from game.scenes.board.choices import cancel_list, press_on_list
from game.scenes.tutorial.bids import BidRow
from game.scenes.tutorial.choices import TutorialLists
from game.scenes.tutorial.controller import LessonController
from game.scenes.tutorial.layout import TutorialLayout
from game.text.rules_reasons import why_not
from game.text.spoken import TUTORIAL_KEYS, Spoken, key_list
from game.text.tutorial import card_plays
from game.text.words import bid_label


class TutorialActions(Protocol):
    """What the tutorial's keys ask of the screen (its buttons do the same)."""

    def next_step(self) -> None: ...

    def previous_step(self) -> None: ...

    def restart_clicked(self) -> None: ...

    def exit_to_title(self) -> None: ...

    def hint(self) -> None: ...

    def bid(self, value: int) -> None: ...

    def open_lessons(self) -> None: ...


@dataclass(eq=False)
class TutorialControls:
    """The tutorial's keys and pointer gestures, turned into the learner's intentions.

    Args:
        ctx: the app context (speech, dialogs).
        board: the board whose gestures these are.
        lessons: the lesson controller (moves are tried on it).
        lists: the open list (it takes keys first).
        bids: the bid row (←/→ and Enter while it is shown).
        spoken: the spoken sentences (kept up to date by the scene).
        actions: the screen's buttons, for their keys.
        layout: the current layout (a card's list is placed in it).
    """

    ctx: AppContext
    board: Board
    lessons: LessonController
    lists: TutorialLists
    bids: BidRow
    spoken: Spoken
    actions: TutorialActions
    layout: Callable[[], TutorialLayout]

    @property
    def interactive(self) -> bool:
        """True while the learner may play (not solved, nothing moving, no list open)."""
        return self.lessons.learner_to_act() and not self.lists.is_open

    # Keys; the board tells us about the pointer (the BoardHost methods below).

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._on_key(event)
        return self.board.handle_event(event)

    def _on_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        choice, actions = self.lists.choice, self.actions
        if choice is not None and choice.handle_key(event):
            return True
        if key == pygame.K_ESCAPE:
            if choice is not None or not self.board.deselect():
                actions.exit_to_title()
        elif key == pygame.K_QUESTION or (key == pygame.K_SLASH and shift) or event.unicode == "?":
            actions.hint()
        elif key == pygame.K_h:
            self.ctx.say(self.spoken.hand(self.lessons.pos, 0), interrupt=True)
        elif key == pygame.K_f:
            self.ctx.say(self.spoken.floor(self.lessons.pos), interrupt=True)
        elif key == pygame.K_t:
            self.lessons.say_step()
            self.lessons.say_feedback(interrupt=False)  # the last answer too, queued after
        elif key == pygame.K_F1:
            self.ctx.dialogs.message(key_list(TUTORIAL_KEYS), title=_("Keys in the tutorial"))
        elif key == pygame.K_l:
            actions.open_lessons()
        elif choice is not None:
            return False
        else:
            return self._on_step_key(key)
        return True

    def _on_step_key(self, key: int) -> bool:
        """The keys of the step itself (no list open)."""
        board, bids, actions = self.board, self.bids, self.actions
        if key == pygame.K_r:
            actions.restart_clicked()
        elif key == pygame.K_n:
            actions.next_step()
        elif key in (pygame.K_b, pygame.K_BACKSPACE):
            actions.previous_step()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            if bids.shown:
                bids.move_focus(step)
                values = [bid_label(v) for v in bids.values]
                self.ctx.say(self.spoken.list_item(values, bids.focus), interrupt=True)
            elif self.interactive:
                board.step_selection(self.lessons.pos.hand(0), step)
                self._say_selected()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.lessons.solved and not board.animator.busy:
                actions.next_step()
            elif bids.shown:
                actions.bid(bids.focused_value())
            elif board.selected is not None:
                self.play_card(board.selected, board.card_anchor(board.selected))
            elif self.interactive:
                board.step_selection(self.lessons.pos.hand(0), 1)
        else:
            return False
        return True

    def _say_selected(self) -> None:
        card = self.board.selected
        if card is None:
            return
        pos = self.lessons.pos
        moves = moves_of_card(pos, card) if pos.phase == "play" else None
        choices = len(card_plays(pos, card, moves)[0]) if moves is not None else None
        self.ctx.say(self.spoken.hand_card(card, moves, pos, choices), interrupt=True)

    def play_card(self, card: int, anchor: tuple[int, int]) -> None:
        """Enter or a double-click: list what ``card`` can do (or refuse, if nothing)."""
        if not self.interactive:
            return
        pos = self.lessons.pos
        moves = moves_of_card(pos, card)
        if moves:
            self.lists.open_moves(self.layout(), card, moves, anchor)
        else:  # before the bid, or a card with no play at all
            held = card if pos.phase == "play" else None
            self.lessons.refuse(why_not(pos, card, FloorTarget()), held)

    # The board's gestures (BoardHost).

    def pointer_live(self) -> bool:
        return self.interactive

    def card_clicked(self, card: int) -> None:
        self.board.toggle_selection(card)

    def card_double_clicked(self, card: int) -> None:
        pos = self.lessons.pos
        if pos.phase != "play":
            return
        moves = moves_of_card(pos, card)
        if len(moves) == 1:
            self.lessons.attempt(moves[0], card=card)
        else:
            self.play_card(card, self.board.card_anchor(card))

    def card_pointed(
        self, card: int, target: Target, point: tuple[int, int], *, dragged: bool
    ) -> None:
        """``card`` was pointed at ``target``: play it, ask which play, or refuse and say why."""
        board, pos, lessons = self.board, self.lessons.pos, self.lessons
        if not self.interactive:
            if dragged:
                board.slide_home(card, pos)
            return
        if pos.phase == "bid":
            lessons.refuse(why_not(pos, card, target), card if dragged else None)
            return
        moves = moves_for(pos, card, target)
        if len(moves) == 1:
            lessons.attempt(moves[0], card=card)
        elif moves:
            board.selected = card
            if dragged:
                board.sprites[card].travelling = True  # it waits where it was dropped
            self.lists.open_moves(self.layout(), card, moves, point, dropped=dragged)
        else:
            lessons.refuse(why_not(pos, card, target), card)

    def card_dropped_nowhere(self, card: int) -> None:
        self.board.slide_home(card, self.lessons.pos)

    def right_click(self) -> bool:
        return cancel_list(self.lists.choice)

    def press_taken(self, point: tuple[int, int]) -> bool:
        return press_on_list(self.lists.choice, point)
