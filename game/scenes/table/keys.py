"""The table's input: the keys (:data:`game.play.spoken.KEYS`, F1 lists them) and the gestures
its :class:`~game.scenes.board.Board` reports (the :class:`~game.scenes.board.BoardHost`
methods), in :class:`TableInput`, a mixin of :class:`game.scenes.table.TableScene`.

A gesture or Enter asks the rules core what the card can do (:mod:`game.rules.targets`): one
move is played, several open the list of :class:`~game.scenes.table.choices.TableChoices`, none
gets the rules core's reason. The keys that ask and change nothing work in a list too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.play.spoken import KEYS, key_list
from game.rules.targets import FloorTarget, moves_for, moves_of_card
from game.scenes.board.choices import cancel_list, press_on_list
from game.text.table import cannot_go_there

if TYPE_CHECKING:
    from game.context import AppContext
    from game.play.narrator import Narrator
    from game.play.seat import Score, SeatLink
    from game.play.spoken import Spoken
    from game.play.words import Words
    from game.rules import Move, Position
    from game.rules.targets import Target
    from game.scenes.board import Board
    from game.scenes.board.hud import TableLog
    from game.scenes.layout import TableLayout
    from game.scenes.table_widgets import ChoicePanel
    from game.tween import Animator


class TableInput:
    """The table's keys and pointer gestures. The scene that mixes it in has the attributes
    and methods declared here (:class:`~game.scenes.table.TableScene`)."""

    ctx: AppContext
    animator: Animator
    link: SeatLink
    narrator: Narrator
    spoken: Spoken
    words: Words
    board: Board
    layout: TableLayout
    log: TableLog
    human: int
    overlay_open: bool
    floor_focus: int
    floor_key: str
    choice: ChoicePanel | None
    choice_kind: str

    if TYPE_CHECKING:

        def score(self) -> Score: ...

        @property
        def position(self) -> Position: ...

        def my_turn(self) -> bool: ...

        def _my_play_turn(self) -> bool: ...

        def say(self, text: str) -> None: ...

        def speak(self, text: str, *, keep: bool = True) -> None: ...

        def hint(self) -> None: ...

        def undo(self) -> None: ...

        def open_menu(self) -> None: ...

        def toggle_log(self) -> None: ...

        def show_last_play(self) -> None: ...

        def ask_coach(self) -> None: ...

        def _human_play(self, move: Move) -> None: ...

        def _open_choice(self, moves: list[Move], anchor: tuple[int, int], kind: str) -> None: ...

    # ------------------------------------------------------------------------------------
    # Input: the board tells us about gestures (BoardHost), keys come here.

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and not self.log.collapsed:
            if self.layout.log.collidepoint(self.board.mouse):
                self.log.scroll(-event.y)
                return True
        if event.type == pygame.KEYDOWN:
            return self._on_key(event)
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.choice is None
            and self.link.skip_pause()  # a click skips the pause
        ):
            return True
        return self.board.handle_event(event)

    def pointer_live(self) -> bool:
        return True

    def press_taken(self, point: tuple[int, int]) -> bool:
        return press_on_list(self.choice, point)

    def right_click(self) -> bool:
        return cancel_list(self.choice)

    def card_clicked(self, card: int) -> None:
        self.board.hint_move = None
        self.board.toggle_selection(card)

    def card_double_clicked(self, card: int) -> None:
        self._play_card(card, self.board.card_anchor(card))

    def card_dropped_nowhere(self, card: int) -> None:
        self.board.slide_home(card, self.position)

    def card_pointed(
        self, card: int, target: Target, point: tuple[int, int], *, dragged: bool
    ) -> None:
        """The player pointed ``card`` at ``target``: play, ask which, or refuse and explain."""
        board = self.board
        if not self._my_play_turn():
            if dragged:
                board.slide_home(card, self.position)
            self.say(self._not_now())
            return
        moves = moves_for(self.position, card, target)
        if len(moves) == 1:
            self._human_play(moves[0])
        elif moves:
            board.selected = card
            if dragged:  # the card waits where it was dropped until a play is picked
                board.sprites[card].travelling = True
            self._open_choice(moves, point, "drop" if dragged else "card")
        else:
            if dragged:
                board.slide_home(card, self.position)
            self.say(cannot_go_there(self.position, card, target, self.human))

    def _on_key(self, event: pygame.event.Event) -> bool:
        board = self.board
        key = event.key
        if self.choice is not None:
            if self.choice.handle_key(event):
                return True
            if self._question_key(event):
                return True
            if key == pygame.K_ESCAPE and self.choice_kind == "bid":
                self.open_menu()
                return True
            return False
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        if key == pygame.K_ESCAPE:
            if not board.deselect():
                self.open_menu()
            return True
        if self._question_key(event):
            return True
        if key == pygame.K_u or (key == pygame.K_z and ctrl):
            self.undo()
        elif key == pygame.K_l:
            self.toggle_log()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            hand = board.hand_order(self.position, self.human)
            board.step_selection(hand, -1 if key == pygame.K_LEFT else 1)
            self._speak_selected()
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self._walk_floor(-1 if key == pygame.K_UP else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.link.skip_pause():
                return True
            if board.selected is not None:
                self._play_card(board.selected, board.card_anchor(board.selected))
            elif self._my_play_turn():
                self.speak(_("First choose a card: left and right walk your hand."), keep=False)
        else:
            return False
        return True

    def _question_key(self, event: pygame.event.Event) -> bool:
        """Keys that ask and change nothing (and the hint): they work in a list too."""
        key = event.key
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        pos = self.position
        if key == pygame.K_QUESTION or (key == pygame.K_SLASH and shift) or event.unicode == "?":
            self.hint()
        elif key == pygame.K_f:
            self.speak(self.spoken.floor(pos))
        elif key == pygame.K_h:
            self.speak(self.spoken.hand(pos, self.human))
        elif key == pygame.K_s:
            m = self.score()
            self.speak(self.spoken.score(pos, m.rules, m.running, m.baazis))
        elif key == pygame.K_t:
            self.speak(self.now_text(), keep=False)
        elif key == pygame.K_r:
            if shift:
                self.narrator.step_back()
            else:
                self.narrator.repeat()
        elif key == pygame.K_F1:
            self.ctx.dialogs.message(key_list(KEYS), title=_("Keys at the table"))
        elif key == pygame.K_c:
            self.ask_coach()
        elif key == pygame.K_p:
            self.show_last_play()
        else:
            return False
        return True

    def now_text(self) -> str:
        """T: what is happening now."""
        status = self.link.status()
        score = self.score()
        return self.spoken.now(
            self.position,
            human_to_act=status.to_act,
            thinking=status.thinking,
            summary_open=self.overlay_open and score.deal_done,
            over=score.finished,
        )

    def _speak_selected(self) -> None:
        card = self.board.selected
        if card is None:
            return
        pos = self.position
        moves = moves_of_card(pos, card) if self._my_play_turn() else None
        self.speak(self.spoken.hand_card(card, moves, pos), keep=False)

    def _walk_floor(self, step: int) -> None:
        items = self.spoken.floor_items(self.position)
        if not items:
            self.floor_focus = -1
            self.speak(_("The floor is empty."), keep=False)
            return
        if self.floor_focus < 0:
            self.floor_focus = 0 if step > 0 else len(items) - 1
        else:
            self.floor_focus = (self.floor_focus + step) % len(items)
        key, text = items[self.floor_focus]
        self.floor_key = key
        # Translators: spoken when Up/Down reaches a floor item: the item, its place, how many.
        said = _("{item}. {number} of {count}.").format(
            item=text, number=self.floor_focus + 1, count=len(items)
        )
        self.speak(said, keep=False)

    def _play_card(self, card: int, anchor: tuple[int, int]) -> None:
        """Play ``card`` where it can go: one legal move plays, several open the list."""
        if not self._my_play_turn():
            self.say(self._not_now())
            return
        moves = moves_of_card(self.position, card)
        if len(moves) == 1:
            self._human_play(moves[0])
        elif moves:
            self._open_choice(moves, anchor, "card")
        else:
            self.say(cannot_go_there(self.position, card, FloorTarget(), self.human))

    def _not_now(self) -> str:
        busy = self.animator.busy or self.link.status().waiting
        return self.words.not_now(self.position, busy=busy)
