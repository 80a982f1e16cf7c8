"""The host's table: the session runs here, in one thread; friends' intentions arrive by a queue.

:class:`HostTable` owns the :class:`~game.play.session.Session` (every remote seat is one of its
``humans``), the :class:`~game.net.remote.RemoteSeat` of each friend, and the
:class:`~game.net.transport.Server`. :meth:`HostTable.pump` is one step of the host's loop: take
what arrived, let the game go on by a step, and tell each seat what it may know. The headless
tool (``python -m game.net host``) runs :meth:`HostTable.run`; the app would call ``pump`` every
frame.
"""

from __future__ import annotations

import logging
import queue
import secrets
import time
from typing import Any

from game.ai import make_bot
from game.net.protocol import ProtocolError, read_move
from game.net.remote import COMPUTER, HELD, OPEN, PRESENT, RemoteSeat
from game.net.transport import Incoming, Server
from game.play.events import DealEnded, DealStarted, MoveMade, StreamEvent
from game.play.savegame import GameSetup
from game.play.session import Pacing, Session
from game.rules import Rules
from game.rules.notation import GameRecord

log = logging.getLogger(__name__)

SUMMARY_WAIT = 30.0  # seconds the deal summary waits for every friend to be ready
IDLE_WAIT = 0.05  # seconds the loop sleeps while it waits for a friend


class HostTable:
    """A friends' table: ``roles`` has one entry a seat, ``"remote"`` or a computer's level."""

    def __init__(
        self,
        roles: list[str],
        *,
        rules: Rules | None = None,
        seed: int = 0,
        code: str,
        bind: str = "127.0.0.1",
        port: int = 0,
        grace: float = 60.0,
        fill: str = "medium",
        summary_wait: float = SUMMARY_WAIT,
    ) -> None:
        rules = rules if rules is not None else Rules()
        if len(roles) != rules.num_players:
            raise ValueError(f"{len(roles)} seats for a {rules.num_players}-player game")
        self.roles = list(roles)
        self.seed = seed
        self.grace = grace
        self.fill = fill
        self.summary_wait = summary_wait
        remote = [s for s, role in enumerate(roles) if role == "remote"]
        self.remote = {s: RemoteSeat(s) for s in remote}
        bots = {s: make_bot(role, seed * 8 + s) for s, role in enumerate(roles) if s not in remote}
        setup = GameSetup(rules=rules, seed=seed, human=remote[0] if remote else 0)
        self.session = Session(setup, bots=bots, humans=frozenset(remote), pacing=Pacing(fixed=0.0))
        self.events = self.session.subscribe()
        self.server = Server(code, bind, port)
        self.deal = 0
        self.shown = self.session.match.position  # the position as of the last event told
        self._summary_since: float | None = None
        self._by_conn: dict[int, RemoteSeat] = {}

    # -- the loop ------------------------------------------------------------------------------

    def listen(self) -> int:
        return self.server.start()

    @property
    def finished(self) -> bool:
        s = self.session
        return s.match.finished and s.expecting().what == "over"

    def everyone_seated(self) -> bool:
        return all(r.status != OPEN for r in self.remote.values())

    def run(self, limit: float = 3600.0) -> None:
        """Wait for every friend, then play the match to its end (``limit``: seconds)."""
        end = time.monotonic() + limit
        while not self.finished:
            if time.monotonic() > end:
                raise TimeoutError("the match did not end in time")
            self.pump()

    def pump(self) -> None:
        """One step: what arrived, then the game by one step, then what each seat is told."""
        self._take(0.0)
        self._check_held()
        told = 0
        if self.everyone_seated():
            s = self.session
            if not s.started:
                s.start()
            elif s.expecting().what == "summary":
                s.advance()  # the deal's summary is due (told once)
                self._summary()
            else:
                s.advance()
            told = self._tell()
        if not told and (not self.everyone_seated() or self._waiting_for_a_friend()):
            self._take(IDLE_WAIT)  # until a friend says something (or a while passes)

    def _waiting_for_a_friend(self) -> bool:
        s = self.session
        if s.expecting().what == "summary":
            return True
        return any(s.seat_to_act(seat) for seat in self.remote)

    def _summary(self) -> None:
        now = time.monotonic()
        if self._summary_since is None:
            self._summary_since = now
        present = [r for r in self.remote.values() if r.status == PRESENT]
        if all(r.ready for r in present) or now - self._summary_since >= self.summary_wait:
            self._summary_since = None
            for r in self.remote.values():
                r.ready = False
            self.session.next_deal()

    # -- telling -------------------------------------------------------------------------------

    def _tell(self) -> int:
        """Tell every seat what happened since the last time; returns how many events."""
        match = self.session.match
        events = self.events.drain()
        for event in events:
            if isinstance(event, DealStarted):
                self.deal = len(match.summaries) + (0 if match.deal_done else 1)
                self.shown = match.position
            elif isinstance(event, MoveMade):
                self.shown = event.after
            self._send_event(event)
        return len(events)

    def _send_event(self, event: StreamEvent) -> None:
        match = self.session.match
        for r in self.remote.values():
            if r.conn is not None:
                for message in r.messages(event, match, self.deal, self.shown):
                    asks = message["type"] == "deal_ended" or (
                        message["type"] == "turn" and message.get("seat") == r.seat
                    )
                    if asks:
                        self.server.expect(r.conn)  # its answer is no flood
                    self._send(r.conn, message)

    def _send(self, conn: int, message: dict[str, Any]) -> None:
        try:
            self.server.send(conn, message)
        except ProtocolError as exc:  # our own message too big: a bug, told in the log
            log.error("a message to connection %d was not sent: %s", conn, exc)

    def _announce(self, seat: RemoteSeat) -> None:
        message = {"type": "seat", "seat": seat.seat, "status": seat.status, "name": seat.name}
        for r in self.remote.values():
            if r.conn is not None:
                self._send(r.conn, message)

    # -- what arrived --------------------------------------------------------------------------

    def _take(self, wait: float) -> None:
        try:
            item = self.server.inbox.get(timeout=wait) if wait > 0 else None
        except queue.Empty:
            return
        while True:
            if item is not None:
                self._handle(item)
            try:
                item = self.server.inbox.get_nowait()
            except queue.Empty:
                return

    def _handle(self, item: Incoming) -> None:
        if item.what == "join":
            self._join(item.conn, item.message)
            return
        seat = self._by_conn.get(item.conn)
        if seat is None:
            return
        if item.what == "gone":
            self._gone(seat, item.conn)
        elif item.message["type"] == "move":
            self._move(seat, item.conn, item.message)
        elif item.message["type"] == "ready":
            seat.ready = True
        elif item.message["type"] == "bye":
            self.server.close(item.conn)

    def _join(self, conn: int, hello: dict[str, Any]) -> None:
        token = hello.get("token")
        seat = None
        if isinstance(token, str):
            for r in self.remote.values():
                if secrets.compare_digest(token.encode(), r.token.encode()):
                    seat = r
        if seat is None:
            seat = next((r for r in self.remote.values() if r.status == OPEN), None)
        if seat is None:
            log.info("connection %d refused: the table is full", conn)
            self._send(conn, {"type": "refused_join", "code": "full"})
            self.server.close(conn)
            return
        if seat.conn is not None and seat.conn != conn:
            self._by_conn.pop(seat.conn, None)
            self.server.close(seat.conn)
        if seat.status == COMPUTER:
            self.session.seat_person(seat.seat)
        back = seat.status in (HELD, COMPUTER)
        seat.conn, seat.name, seat.status = conn, str(hello["name"])[:40], PRESENT
        self._by_conn[conn] = seat
        rules = self.session.match.rules
        self._send(
            conn,
            {
                "type": "welcome",
                "seat": seat.seat,
                "token": seat.token,
                "players": rules.num_players,
                "rules": rules.to_json(),
                "roles": self.roles,
            },
        )
        self._announce(seat)
        if back:
            self._tell()  # what happened before the rejoin went to the others already
            self._send(conn, seat.state(self.session.match, self.deal))
            s = self.session
            if s.expecting().what == "summary" and s.match.summaries:
                seat.ready = False  # the summary is up: it is told again, to be answered
                last = s.match.summaries[-1]
                ended = DealEnded(last, len(s.match.summaries) - 1, None)
                for message in seat.messages(ended, s.match, self.deal, self.shown):
                    self.server.expect(conn)
                    self._send(conn, message)
            if s.seat_to_act(seat.seat):
                pos = s.match.position
                turn = {"type": "turn", **seat.cards_fields(self.deal, pos)}
                self._send(conn, {**turn, "seat": seat.seat, "expects": pos.phase})

    def _gone(self, seat: RemoteSeat, conn: int) -> None:
        self._by_conn.pop(conn, None)
        if seat.conn != conn:
            return
        seat.conn = None
        if not self.session.started:
            seat.status = OPEN
            return
        if seat.status == PRESENT:
            seat.status = HELD
            seat.held_until = time.monotonic() + self.grace
            log.info("seat %d dropped: held for %g s", seat.seat, self.grace)
            self._announce(seat)

    def _check_held(self) -> None:
        now = time.monotonic()
        for seat in self.remote.values():
            if seat.status == HELD and now >= seat.held_until:
                seat.status = COMPUTER
                bot = make_bot(self.fill, self.seed * 8 + seat.seat)
                self.session.seat_computer(seat.seat, bot)
                log.info("seat %d: a computer (%s) plays it", seat.seat, self.fill)
                self._announce(seat)

    def _move(self, seat: RemoteSeat, conn: int, message: dict[str, Any]) -> None:
        s = self.session
        pos = s.match.position
        now = (self.deal, pos.phase, pos.plays_made)
        if (message["deal"], message["phase"], message["plays_made"]) != now:
            refused = {"type": "refused", **seat.cards_fields(self.deal, pos), "code": "stale"}
            self._send(conn, refused)
            return
        try:
            move = read_move(message["move"])
        except ProtocolError as exc:
            log.warning("connection %d cut off: %s", conn, exc)
            self.server.close(conn)
            return
        s.play_as(seat.seat, move)
        self._tell()

    # -- the end -------------------------------------------------------------------------------

    def record(self) -> GameRecord:
        return self.session.match.record()

    def close(self) -> None:
        for r in self.remote.values():
            if r.conn is not None:
                self._send(r.conn, {"type": "closing", "code": "match_over"})
        self.server.stop()


__all__ = ["HostTable"]
