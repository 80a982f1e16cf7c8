"""The table's keys (:data:`game.text.spoken.KEYS`, F1 lists them): :class:`TableKeys` turns a
key into the scene's actions, the controller's intentions or a spoken answer, and owns the
floor item last read with Up/Down. Pointer events go on to the board (its gestures reach the
:class:`~game.scenes.table.controller.TableController`).

The keys that ask and change nothing work in a list too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from game.context import AppContext
from game.play.narrator import Narrator
from game.rules.cards import value_of
from game.rules.targets import HouseTarget, LooseTarget, Target, moves_of_card
from game.scenes.board.hud import TableLog
from game.scenes.board.layout import TableLayout
from game.scenes.table.controller import TableController
from game.text import table as table_words
from game.text.spoken import KEYS, Spoken, key_list


class KeysHost(Protocol):
    """The scene's actions a key may ask for."""

    ctx: AppContext
    log: TableLog
    layout: TableLayout

    def open_menu(self) -> None: ...

    def toggle_log(self) -> None: ...

    def show_last_play(self) -> None: ...

    def ask_coach(self) -> None: ...

    def hint(self) -> None: ...

    def undo(self) -> None: ...

    def now_text(self) -> str: ...


#: The keys of the ranks: A, 2-9, 0 for ten, J, Q, K (T reads what now). Alone they jump to a
#: card of that rank in the hand; with Shift they say how many of that rank are unseen.
RANK_KEYS = {
    pygame.K_a: 1,
    **{pygame.K_0 + n: n for n in range(2, 10)},
    pygame.K_0: 10,
    pygame.K_j: 11,
    pygame.K_q: 12,
    pygame.K_k: 13,
}


def rank_of(event: pygame.event.Event) -> int | None:
    """The card value of a rank's key (``None``: not one; with Ctrl or Alt neither)."""
    if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
        return None
    return RANK_KEYS.get(event.key)


#: How many of the log's last events [ and ] walk through.
LOG_WALK = 30


class SpokenLog:
    """[ and ]: the log's last :data:`LOG_WALK` events, newest first, each said in full. A walk
    starts again at the newest once something new has happened."""

    def __init__(self) -> None:
        self.back = -1  # 0: the newest event; -1: not walking
        self._newest = ""  # the newest event when the walk began

    def step(self, lines: list[str], older: bool) -> str:
        """One step older (``[``) or newer (``]``); the event's words, or why there is none."""
        recent = list(reversed(lines[-LOG_WALK:]))
        if not recent:
            self.back = -1
            return table_words.log_empty()
        if recent[0] != self._newest or self.back < 0:
            self._newest, self.back = recent[0], -1
        if older:
            self.back = min(self.back + 1, len(recent) - 1)
        else:
            self.back = max(self.back - 1, 0)
        return table_words.log_entry(recent[self.back], self.back, len(recent))


class TableKeys:
    """The keys of the table.

    Args:
        host: the scene (its actions).
        controller: the seat's intentions and the board.
        narrator: says the answers.
        spoken: the table's current sentences (they follow the language).
    """

    def __init__(
        self,
        host: KeysHost,
        controller: TableController,
        narrator: Narrator,
        spoken: Callable[[], Spoken],
    ) -> None:
        self.host = host
        self.controller = controller
        self.narrator = narrator
        self._spoken = spoken
        self.floor_focus = -1  # Up/Down: the floor item last read
        self.floor_key = ""  # and its key: "c<card>" or "h<value>" (the focus ring)
        self._floor_at: tuple[int, int] = (-1, -1)  # the moves made and deals when it was read
        self.log_walk = SpokenLog()  # [ and ]: the log's last events, newest first

    def speak(self, text: str, *, keep: bool = True) -> None:
        self.narrator.say(text, interrupt=True, keep=keep)

    def handle_event(self, event: pygame.event.Event) -> bool:
        host = self.host
        board = self.controller.board
        if event.type == pygame.MOUSEWHEEL and not host.log.collapsed:
            if host.layout.log.collidepoint(board.mouse):
                host.log.scroll(-event.y)
                return True
        if event.type == pygame.KEYDOWN:
            return self._on_key(event)
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and not self.controller.chooser.is_open
            and self.controller.link.skip_pause()  # a click skips the pause
        ):
            return True
        return board.handle_event(event)

    def _on_key(self, event: pygame.event.Event) -> bool:
        controller = self.controller
        board = controller.board
        chooser = controller.chooser
        key = event.key
        if chooser.is_open:
            if key == pygame.K_ESCAPE and chooser.kind != "bid":
                chooser.cancel()
                self.speak(table_words.list_closed(), keep=False)
                return True
            if rank_of(event) is not None and event.mod & pygame.KMOD_SHIFT:
                self._say_unseen(rank_of(event) or 0)
                return True
            if pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 >= len(chooser.moves):
                self.speak(self._spoken().no_such_choice(key - pygame.K_0, len(chooser.moves)))
                return True
            if chooser.handle_key(event):
                return True
            if self._question_key(event):
                return True
            if self._undo_key(event):
                self.host.undo()
                return True
            if key == pygame.K_ESCAPE and chooser.kind == "bid":
                self.host.open_menu()
                return True
            return False
        if key == pygame.K_ESCAPE:
            if not board.deselect():
                self.host.open_menu()
            return True
        if self._question_key(event):
            return True
        if self._undo_key(event):
            self.host.undo()
        elif key == pygame.K_l:
            self.host.toggle_log()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            hand = board.hand_order(controller.position, controller.seat)
            if not hand:  # nothing dealt to the player yet (another player bids): say so
                self.speak(self._spoken().hand(controller.position, controller.seat), keep=False)
                return True
            board.step_selection(hand, -1 if key == pygame.K_LEFT else 1)
            self._speak_selected()
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self._walk_floor(-1 if key == pygame.K_UP else 1)
        elif key in (pygame.K_HOME, pygame.K_END):
            hand = board.hand_order(controller.position, controller.seat)
            if hand:
                board.selected = hand[0] if key == pygame.K_HOME else hand[-1]
                board.hint_move = None
                self._speak_selected()
            else:
                self.speak(self._spoken().hand(controller.position, controller.seat), keep=False)
        elif rank_of(event) is not None:
            value = rank_of(event) or 0
            if event.mod & pygame.KMOD_SHIFT:
                self._say_unseen(value)
            else:
                self._jump_to_rank(value)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if controller.link.skip_pause():
                return True
            if board.selected is not None:
                self._play_selected(board.selected)
            elif controller.my_play_turn():
                self.speak(table_words.choose_a_card(), keep=False)
        else:
            return False
        return True

    def _undo_key(self, event: pygame.event.Event) -> bool:
        """U or Ctrl+Z."""
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        return bool(event.key == pygame.K_u or (event.key == pygame.K_z and ctrl))

    def _question_key(self, event: pygame.event.Event) -> bool:
        """Keys that ask and change nothing (and the hint): they work in a list too."""
        key = event.key
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        link = self.controller.link
        spoken = self._spoken()
        if key == pygame.K_QUESTION or (key == pygame.K_SLASH and shift) or event.unicode == "?":
            self.host.hint()
        elif key == pygame.K_f:
            self.speak(spoken.floor(link.position()))
        elif key == pygame.K_h:
            self.speak(spoken.hand(link.position(), self.controller.seat))
        elif key == pygame.K_n:
            self.speak(spoken.hand_counts(link.position()))
        elif key == pygame.K_s:
            m = link.score()
            self.speak(spoken.score(m.position, m.rules, m.running, m.baazis))
        elif key == pygame.K_t:
            self.speak(self.host.now_text(), keep=False)
        elif key == pygame.K_r:
            if shift:
                self.narrator.step_back()
            else:
                self.narrator.repeat()
        elif key == pygame.K_F1:
            self.host.ctx.dialogs.message(key_list(KEYS), title=table_words.keys_title())
        elif key == pygame.K_c:
            self.host.ask_coach()
        elif key == pygame.K_p:
            self.host.show_last_play()
        elif key in (pygame.K_LEFTBRACKET, pygame.K_RIGHTBRACKET):
            older = key == pygame.K_LEFTBRACKET
            self.speak(self.log_walk.step(self.host.log.lines, older), keep=False)
        else:
            return False
        return True

    def _say_unseen(self, value: int) -> None:
        """Shift and a rank's key: how many of that rank the player has not seen."""
        pos = self.controller.position
        self.speak(self._spoken().unseen(pos, self.controller.seat, value), keep=False)

    def _jump_to_rank(self, value: int) -> None:
        """A rank's key: the next card of that value in the hand (from the chosen one)."""
        controller = self.controller
        board = controller.board
        hand = board.hand_order(controller.position, controller.seat)
        same = [c for c in hand if value_of(c) == value]
        if not same:
            self.speak(self._spoken().no_rank(value), keep=False)
            return
        after = [
            c for c in same if board.selected in hand and hand.index(c) > hand.index(board.selected)
        ]
        board.selected = (after or same)[0]
        board.hint_move = None
        self._speak_selected()

    def _floor_target(self) -> Target | None:
        """The floor item last read with Up/Down, while the floor is as it was read."""
        score = self.controller.link.score()
        if self._floor_at != (score.moves_made, len(score.summaries)):
            return None
        key = self.floor_key
        pos = self.controller.position
        if key.startswith("c") and (pos.loose >> int(key[1:])) & 1:
            return LooseTarget(int(key[1:]))
        if key.startswith("h") and int(key[1:]) in pos.houses:
            return HouseTarget(int(key[1:]))
        return None

    def _play_selected(self, card: int) -> None:
        """Enter: the chosen card's hinted move; else onto the floor item last read (Up/Down)
        when there is one; else the card's only move, or the list of its moves."""
        controller = self.controller
        anchor = controller.board.card_anchor(card)
        target = self._floor_target() if controller.hinted(card) is None else None
        if target is not None and controller.my_play_turn():
            controller.card_pointed(card, target, anchor, dragged=False)
        else:
            controller.play_card(card, anchor)

    def _speak_selected(self) -> None:
        controller = self.controller
        card = controller.board.selected
        if card is None:
            return
        pos = controller.position
        moves = moves_of_card(pos, card) if controller.my_play_turn() else None
        self.speak(self._spoken().hand_card(card, moves, pos), keep=False)

    def _walk_floor(self, step: int) -> None:
        items = self._spoken().floor_items(self.controller.position)
        if not items:
            self.floor_focus = -1
            self.speak(table_words.floor_empty(), keep=False)
            return
        if self.floor_focus < 0:
            self.floor_focus = 0 if step > 0 else len(items) - 1
        else:
            self.floor_focus = (self.floor_focus + step) % len(items)
        key, text = items[self.floor_focus]
        self.floor_key = key
        score = self.controller.link.score()
        self._floor_at = (score.moves_made, len(score.summaries))
        said = table_words.floor_item(text, self.floor_focus + 1, len(items))
        self.speak(said, keep=False)
