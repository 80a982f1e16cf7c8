"""The tutorial's input: its keys (:data:`game.play.spoken.TUTORIAL_KEYS`, F1 lists them) and
the gestures its :class:`~game.scenes.board.Board` reports (the
:class:`~game.scenes.board.BoardHost` methods), in :class:`TutorialInput`, a mixin of
:class:`game.scenes.tutorial.TutorialScene`.

As at the table, the rules core says what a gesture can mean (:mod:`game.rules.targets`): one
move is tried (:meth:`TutorialScene.attempt`), several open the card's list of
:class:`~game.scenes.tutorial_choices.TutorialChoices`, none gets the rules core's reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.play.spoken import TUTORIAL_KEYS, feedback, key_list
from game.play.words import bid_label
from game.rules.targets import FloorTarget, moves_for, moves_of_card
from game.scenes.board.choices import cancel_list, press_on_list
from game.text.rules_reasons import why_not

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from game.context import AppContext
    from game.play.spoken import Spoken
    from game.rules import Move, Position
    from game.rules.targets import Target
    from game.scenes.board import Board
    from game.scenes.table_widgets import ChoicePanel
    from game.scenes.tutorial_hud import Feedback
    from game.tween import Animator


class TutorialInput:
    """The tutorial's keys and pointer gestures. The scene that mixes it in has the attributes
    and methods declared here (:class:`~game.scenes.tutorial.TutorialScene`)."""

    ctx: AppContext
    animator: Animator
    spoken: Spoken
    board: Board
    pos: Position
    solved: bool
    feedback: Feedback | None
    bid_buttons: list[UIButton]
    bid_values: list[int]
    bid_focus: int
    choice: ChoicePanel | None
    choice_dropped: bool

    if TYPE_CHECKING:

        @property
        def interactive(self) -> bool: ...

        def say_step(self) -> None: ...

        def next_step(self) -> None: ...

        def previous_step(self) -> None: ...

        def exit_to_title(self) -> None: ...

        def hint(self) -> None: ...

        def bid(self, value: int) -> None: ...

        def attempt(self, move: Move, *, card: int | None = None) -> bool: ...

        def _refuse(self, text: str, card: int | None, *, legal: bool = False) -> None: ...

        def _restart_clicked(self) -> None: ...

        def _show_bid_focus(self) -> None: ...

        def open_lessons(self) -> None: ...

        def _open_moves(self, card: int, moves: list[Move], anchor: tuple[int, int]) -> None: ...

    # Input: keys here; the board tells us about the pointer (the BoardHost methods below).

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._on_key(event)
        return self.board.handle_event(event)

    def _on_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        board = self.board
        if self.choice is not None and self.choice.handle_key(event):
            return True
        if key == pygame.K_ESCAPE:
            if self.choice is not None or not board.deselect():
                self.exit_to_title()
        elif key == pygame.K_QUESTION or (key == pygame.K_SLASH and shift) or event.unicode == "?":
            self.hint()
        elif key == pygame.K_h:
            self.ctx.say(self.spoken.hand(self.pos, 0), interrupt=True)
        elif key == pygame.K_f:
            self.ctx.say(self.spoken.floor(self.pos), interrupt=True)
        elif key == pygame.K_t:
            self.say_step()
            self._say_feedback_after()
        elif key == pygame.K_F1:
            self.ctx.dialogs.message(key_list(TUTORIAL_KEYS), title=_("Keys in the tutorial"))
        elif key == pygame.K_l:
            self.open_lessons()
        elif self.choice is not None:
            return False
        elif key == pygame.K_r:
            self._restart_clicked()
        elif key == pygame.K_n:
            self.next_step()
        elif key in (pygame.K_b, pygame.K_BACKSPACE):
            self.previous_step()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            if self.bid_buttons:
                self.bid_focus = (self.bid_focus + step) % len(self.bid_buttons)
                self._show_bid_focus()
                values = [bid_label(v) for v in self.bid_values]
                self.ctx.say(self.spoken.list_item(values, self.bid_focus), interrupt=True)
            elif self.interactive:
                board.step_selection(self.pos.hand(0), step)
                self._say_selected()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.solved and not self.animator.busy:
                self.next_step()
            elif self.bid_buttons:
                self.bid(self.bid_values[self.bid_focus % len(self.bid_values)])
            elif board.selected is not None:
                self.play_card(board.selected, board.card_anchor(board.selected))
            elif self.interactive:
                board.step_selection(self.pos.hand(0), 1)
        else:
            return False
        return True

    def _say_selected(self) -> None:
        card = self.board.selected
        if card is None:
            return
        moves = moves_of_card(self.pos, card) if self.pos.phase == "play" else None
        self.ctx.say(self.spoken.hand_card(card, moves, self.pos), interrupt=True)

    def _say_feedback_after(self) -> None:
        """T: the last answer too (queued after the step)."""
        if self.feedback is not None:
            self.ctx.say(feedback(self.feedback.title, self.feedback.lines))

    def play_card(self, card: int, anchor: tuple[int, int]) -> None:
        """Enter or a double-click: list what ``card`` can do (or refuse, if nothing)."""
        if not self.interactive:
            return
        moves = moves_of_card(self.pos, card)
        if moves:
            self._open_moves(card, moves, anchor)
        else:  # before the bid, or a card with no play at all
            held = card if self.pos.phase == "play" else None
            self._refuse(why_not(self.pos, card, FloorTarget()), held)

    def pointer_live(self) -> bool:
        return self.interactive

    def card_clicked(self, card: int) -> None:
        self.board.toggle_selection(card)

    def card_double_clicked(self, card: int) -> None:
        if self.pos.phase != "play":
            return
        moves = moves_of_card(self.pos, card)
        if len(moves) == 1:
            self.attempt(moves[0], card=card)
        else:
            self.play_card(card, self.board.card_anchor(card))

    def card_pointed(
        self, card: int, target: Target, point: tuple[int, int], *, dragged: bool
    ) -> None:
        """``card`` was pointed at ``target``: play it, ask which play, or refuse and say why."""
        board, pos = self.board, self.pos
        if not self.interactive:
            if dragged:
                board.slide_home(card, pos)
            return
        if pos.phase == "bid":
            self._refuse(why_not(pos, card, target), card if dragged else None)
            return
        moves = moves_for(pos, card, target)
        if len(moves) == 1:
            self.attempt(moves[0], card=card)
        elif moves:
            board.selected = card
            if dragged:
                board.sprites[card].travelling = True  # it waits where it was dropped
            self._open_moves(card, moves, point)
            self.choice_dropped = dragged
        else:
            self._refuse(why_not(pos, card, target), card)

    def card_dropped_nowhere(self, card: int) -> None:
        self.board.slide_home(card, self.pos)

    def right_click(self) -> bool:
        return cancel_list(self.choice)

    def press_taken(self, point: tuple[int, int]) -> bool:
        return press_on_list(self.choice, point)
