"""Helpers of the friends' table tests: a host in a thread, headless friends, the leak check."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from game.net.client import Connection, HeadlessPlayer
from game.net.host import HostTable
from game.net.protocol import cards_named
from game.rules import Rules, apply, new_deal, seen_cards
from game.rules.notation import GameRecord

CODE = "K7QP2X"
TWO = Rules(num_players=2)


class HostThread:
    """A :class:`HostTable` on 127.0.0.1, a free port, running its match in a thread."""

    def __init__(self, roles: list[str], rules: Rules | None = None, **kw: Any) -> None:
        self.table = HostTable(roles, rules=rules, code=CODE, bind="127.0.0.1", port=0, **kw)
        self.port = self.table.listen()
        self.error: BaseException | None = None
        self.pause_when: Callable[[], bool] | None = None  # then the loop waits for the gate
        self.gate = threading.Event()
        self.gate.set()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        end = time.monotonic() + 60
        try:
            while not self.table.finished:
                if time.monotonic() > end:
                    raise TimeoutError("the match did not end in time")
                if self.pause_when is not None and self.pause_when():
                    self.pause_when = None
                    self.gate.clear()
                self.gate.wait()
                self.table.pump()
        except BaseException as exc:  # the test reads it
            self.error = exc

    def join(self, timeout: float = 60) -> None:
        self.thread.join(timeout)
        assert not self.thread.is_alive(), "the host did not finish"
        assert self.error is None, self.error
        self.table.close()


class FriendThread:
    """A headless friend playing a seat in a thread."""

    def __init__(self, port: int, player: HeadlessPlayer) -> None:
        self.player = player
        self.conn = Connection("127.0.0.1", port, timeout=20)
        self.seat = player.join(self.conn)
        self.finished: bool | None = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self.finished = self.player.play(self.conn)
        except BaseException as exc:  # the test reads it
            self.error = exc
        finally:
            self.conn.close()

    def join(self, timeout: float = 60) -> None:
        self.thread.join(timeout)
        assert not self.thread.is_alive(), "the friend did not finish"
        assert self.error is None, self.error


def hidden_cards_told(record: GameRecord, seat: int, messages: list[dict[str, Any]]) -> list[str]:
    """Every message to ``seat`` that names a card it could not see at the moment the message's
    ``deal``/``phase``/``plays_made`` say (the record replayed to that moment)."""
    problems = []
    for message in messages:
        named = cards_named(message)
        if not named:
            continue
        assert {"deal", "phase", "plays_made"} <= message.keys(), message["type"]
        deal = record.deals[message["deal"] - 1]
        pos = new_deal(record.rules, deal.dealer, deal.deck)
        if message["phase"] != "bid":
            plays = deal.moves[: 1 + message["plays_made"]]  # the bid, then the plays
            for move in plays:
                pos = apply(pos, move)
        assert pos.phase == message["phase"] and pos.plays_made == message["plays_made"]
        visible = pos.hands[seat] or 0
        if message["type"] == "thrown_in":  # the rules show a thrown-in bidder's four cards
            visible |= pos.hands[message["seat"]] or 0
        if pos.phase != "bid":  # during the bid the floor is face down
            visible |= seen_cards(pos)
        for card in named:
            if not visible >> card & 1:
                problems.append(f"{message['type']} at {message['deal']}/{message['plays_made']}")
    return problems
