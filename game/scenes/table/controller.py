"""The table's controller: it holds the seat's link to the game and turns the player's gestures
into intentions.

The board reports gestures here (it is the board's :class:`~game.scenes.board.BoardHost`): a
card pointed at a target asks the rules core what it can mean (:mod:`game.rules.targets`): one
move is sent through the link, several open the :class:`~game.scenes.board.chooser.MoveChooser`,
none gets the rules core's reason (worded in :mod:`game.text.table`). The hint, undo and the
pause skip go through the link too. It also works out, and keeps, what glows for the chosen card
and what a drop would do, so that drawing asks the rules core nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import _
from game.play.events import HintReady
from game.play.seat import SeatLink
from game.rules import Move, Position
from game.rules.targets import FloorTarget, Target, moves_for, moves_of_card, targets_of
from game.scenes.board import Board
from game.scenes.board.chooser import MoveChooser
from game.scenes.kit.tween import Animator
from game.scenes.table.notes import Notes
from game.storage.settings import Settings
from game.text.table import cannot_go_there
from game.text.words import THINKING, Words, drop_preview

HINT_SECONDS = 7.0


class TableController:
    """The human's seat at the table: gestures in, intentions out through ``link``.

    Args:
        link: the seat's link to the game.
        animator: the scene's animator (nothing is played while cards move).
        notes: where answers are shown and said.
        settings: the player's current settings (hints, undo).
        words: the table's current words (they follow the language).
    """

    def __init__(
        self,
        link: SeatLink,
        animator: Animator,
        notes: Notes,
        settings: Callable[[], Settings],
        words: Callable[[], Words],
        *,
        autoplay: bool,
    ) -> None:
        self.link = link
        self.animator = animator
        self.notes = notes
        self._settings = settings
        self._words = words
        self.autoplay = autoplay
        self.seat = link.seat if link.seat is not None else 0
        self.overlay_open = False  # a summary, the result or the menu is over the table
        self.hint_wanted: HintReady | None = None  # a hint worked out, shown on our turn
        self._board: Board | None = None
        self._chooser: MoveChooser | None = None
        self._drop_key: tuple[int, Target, int, int] | None = None
        self._drop_text = ""
        self._targets_key: tuple[int, int, int, Move | None] | None = None
        self._targets: tuple[set[int], set[int], bool] = (set(), set(), False)

    def attach(self, board: Board, chooser: MoveChooser) -> None:
        """The board that reports to this controller, and the list of moves it opens."""
        self._board = board
        self._chooser = chooser

    @property
    def board(self) -> Board:
        assert self._board is not None
        return self._board

    @property
    def chooser(self) -> MoveChooser:
        assert self._chooser is not None
        return self._chooser

    @property
    def position(self) -> Position:
        return self.link.position()

    def forget_preview(self) -> None:
        """The drag's preview is worded again (the language changed)."""
        self._drop_key = None

    # ------------------------------------------------------------------------------------
    # When the human may act.

    def my_turn(self) -> bool:
        """True when the human may act now (and nothing is moving)."""
        return self.link.status().to_act and not self.animator.busy and not self.overlay_open

    def my_play_turn(self) -> bool:
        return self.my_turn() and self.position.phase == "play"

    def not_now(self) -> str:
        busy = self.animator.busy or self.link.status().waiting
        return self._words().not_now(self.position, busy=busy)

    # ------------------------------------------------------------------------------------
    # Intentions.

    def play(self, move: Move) -> None:
        """Send ``move`` through the link (a refusal comes back as an event)."""
        if not self.my_turn():
            return
        self.link.play(move)

    def play_card(self, card: int, anchor: tuple[int, int]) -> None:
        """Play ``card`` where it can go: one legal move plays, several open the list."""
        if not self.my_play_turn():
            self.notes.say(self.not_now())
            return
        pos = self.position
        moves = moves_of_card(pos, card)
        if len(moves) == 1:
            self.play(moves[0])
        elif moves:
            self.chooser.open_plays(moves, anchor, "card", self.hinted(card))
        else:
            self.notes.say(cannot_go_there(pos, card, FloorTarget(), self.seat))

    def hinted(self, card: int) -> Move | None:
        """The hinted move, if it is ``card``'s (the hinted card is still chosen)."""
        hint = self.board.hint_move
        return hint if hint is not None and hint.card == card else None

    def ask_hint(self) -> bool:
        """The Hint button or ?: ask the hard player what it would play here, and why (False:
        not now, and the player was told why)."""
        words = self._words()
        if not self._settings().hints:
            self.notes.say(words.hints_off())
            return False
        if not self.my_turn():
            self.notes.say(words.hint_not_now())
            return False
        self.link.ask_hint()
        return True

    def hint_asked(self) -> None:
        """After the hint was asked and the events read: "thinking" while it is worked out."""
        if self.hint_wanted is None:
            self.notes.say(_(THINKING), seconds=30.0)
        self.show_hint()

    def show_hint(self) -> None:
        """A hint has been worked out: show it once, if it still fits the table."""
        ready = self.hint_wanted
        if ready is None:
            return
        pos = self.position
        notes = self.notes
        if ready.position != pos or not self._settings().hints:
            self.hint_wanted = None  # the play went on (or hints were turned off): forget it
            if notes.toast is not None and notes.toast.text == _(THINKING):
                notes.toast = None
            return
        if not self.my_turn():
            return  # not now (the menu is open): shown when the turn is back
        self.hint_wanted = None
        move = ready.move
        words = self._words()
        if move is None:
            notes.say(words.no_hint())
            return
        notes.say(words.hint(move, ready.why, pos), seconds=HINT_SECONDS)
        if move.action != "bid":
            self.board.hint_move = move
            self.board.selected = move.card
        elif self.chooser.kind == "bid":
            self.chooser.focus_move(move)  # the bid to press

    def undo(self) -> bool:
        """U, Ctrl+Z or the button: take back our last play. False if nothing was asked."""
        if self.autoplay:
            return False
        words = self._words()
        if not self._settings().undo_allowed:
            self.notes.say(words.undo_off())
            return True
        if self.board.drag is not None:
            return False
        if not self.link.status().can_undo:
            self.notes.say(words.nothing_to_undo())
            return True
        self.chooser.close()  # a list open on what is taken back (the bid's opens again)
        self.animator.finish_all()
        if not self.link.undo():
            self.notes.say(self._words().cannot_undo())
        return True

    # ------------------------------------------------------------------------------------
    # The board's gestures (BoardHost).

    def pointer_live(self) -> bool:
        return True

    def press_taken(self, point: tuple[int, int]) -> bool:
        return self.chooser.press_taken(point)

    def right_click(self) -> bool:
        return self.chooser.right_click()

    def card_clicked(self, card: int) -> None:
        """A click on a hand card chooses it (or drops the choice); on the hinted card it
        plays the hinted move (its list, if the card has several, opens on it)."""
        if self.hinted(card) is not None and self.board.selected == card:
            self.play_card(card, self.board.card_anchor(card))
            return
        self.board.hint_move = None
        self.board.toggle_selection(card)

    def card_double_clicked(self, card: int) -> None:
        self.play_card(card, self.board.card_anchor(card))

    def card_dropped_nowhere(self, card: int) -> None:
        self.board.slide_home(card, self.position)

    def card_pointed(
        self, card: int, target: Target, point: tuple[int, int], *, dragged: bool
    ) -> None:
        """The player pointed ``card`` at ``target``: play, ask which, or refuse and explain."""
        board = self.board
        pos = self.position
        if not self.my_play_turn():
            if dragged:
                board.slide_home(card, pos)
            self.notes.say(self.not_now())
            return
        moves = moves_for(pos, card, target)
        if len(moves) == 1:
            self.play(moves[0])
        elif moves:
            board.selected = card
            if dragged:  # the card waits where it was dropped until a play is picked
                board.sprites[card].travelling = True
            kind = "drop" if dragged else "card"
            self.chooser.open_plays(moves, point, kind, self.hinted(card))
        else:
            if dragged:
                board.slide_home(card, pos)
            self.notes.say(cannot_go_there(pos, card, target, self.seat))

    # ------------------------------------------------------------------------------------
    # What glows, what a drop would do (worked out here, kept until the position changes).

    def drop_text(self) -> str | None:
        """While a card is dragged on our turn: what dropping it here would do, from the rules
        core (``None`` when nothing is dragged, or off the table)."""
        board = self.board
        if board.drag is None or not self.my_play_turn():
            return None
        target = board.target_at(board.mouse)
        if target is None:
            return None
        score = self.link.score()
        key = (board.drag.card, target, score.moves_made, len(score.summaries))
        if self._drop_key != key:
            self._drop_key = key
            moves = moves_for(self.position, board.drag.card, target)
            self._drop_text = drop_preview(moves, self.position)
        return self._drop_text

    def legal_targets(self, card: int) -> tuple[set[int], set[int], bool]:
        """The loose cards, houses and open floor that glow for ``card`` (the hinted move's
        alone, when it is hinted)."""
        hint = self.board.hint_move
        score = self.link.score()
        key = (card, score.moves_made, len(score.summaries), hint)
        if self._targets_key != key:
            self._targets_key = key
            moves = [hint] if hint is not None and hint.card == card else None
            self._targets = targets_of(moves or moves_of_card(self.position, card))
        return self._targets
