"""The host's table: the session runs here, in one thread; friends' intentions arrive by a queue.

:class:`HostTable` owns the :class:`~game.play.session.Session` (every remote seat is one of its
``humans``), the :class:`~game.net.remote.RemoteSeat` of each friend, and the
:class:`~game.net.transport.Server`. :meth:`HostTable.pump` is one step of the host's loop: take
what arrived, let the game go on by a step, and tell each seat what it may know.

Two ways to run it. The headless tool (``python -m game.net host``, no seat of a person here)
runs :meth:`HostTable.run`: ``pump`` drives the game itself, at full speed, and starts the match
once every friend is seated. In the app (:class:`~game.net.app.HostedTable`) one seat's role is
``"host"``, the person at this computer: the match starts when the host says so
(:meth:`HostTable.begin`), the host's table drives the session through its seat link
(:class:`~game.net.hostseat.HostSeat`), and ``pump`` never blocks nor drives.

The table's own news (:class:`~game.play.events.SeatNews`, ``ReactionShown``, ``TurnTimer``)
goes to the friends as messages and to the host's own seat through :meth:`HostTable.tell_locally`.
"""

from __future__ import annotations

import json
import logging
import queue
import secrets
import time
from typing import Any

from game.ai import Search, make_bot
from game.net.pace import ReactionLimit, TurnClock
from game.net.protocol import ProtocolError, read_move
from game.net.remote import COMPUTER, HELD, OPEN, PRESENT, RemoteSeat
from game.net.transport import Incoming, Server
from game.play.events import (
    DealEnded,
    DealStarted,
    MatchOver,
    MoveMade,
    ReactionShown,
    SeatNews,
    StreamEvent,
    TurnTimer,
)
from game.play.savegame import GameSetup
from game.play.session import EventQueue, GameSaver, Pacing, Session, StatsKeeper
from game.rules import Match, PlayerView, Rules
from game.rules.notation import GameRecord

log = logging.getLogger(__name__)

SUMMARY_WAIT = 30.0  # seconds the deal summary waits for every friend to be ready
IDLE_WAIT = 0.05  # seconds the loop sleeps while it waits for a friend
RECORD_PART = 12 * 1024  # characters of the record in one message (under the 16 KiB cap)
TIMER_LEVEL = "hard"  # the player whose move is played when a turn runs out (the hint's)
TIMER_SLICE = 0.004  # seconds of that search a step (a few a frame: the frame stays smooth)


class HostTable:
    """A friends' table: ``roles`` has one entry a seat: ``"remote"`` (a friend), ``"host"``
    (the person at this computer: at most one) or a computer's level.

    ``tokens``: the friends' rejoin tokens by seat (a resumed match: friends rejoin by them)."""

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
        setup: GameSetup | None = None,
        match: Match | None = None,
        saver: GameSaver | None = None,
        stats: StatsKeeper | None = None,
        pacing: Pacing | None = None,
        hints: bool = False,
        timer: float = 0.0,
        timer_warn: float = 10.0,
        table_name: str = "",
        host_name: str = "",
        tokens: dict[int, str] | None = None,
    ) -> None:
        rules = match.rules if match is not None else setup.rules if setup else rules or Rules()
        if len(roles) != rules.num_players:
            raise ValueError(f"{len(roles)} seats for a {rules.num_players}-player game")
        if roles.count("host") > 1:
            raise ValueError("one seat at most is the host's")
        self.roles = list(roles)
        self.host_seat = roles.index("host") if "host" in roles else None
        self.drive = self.host_seat is None  # headless: the loop drives the game itself
        self.seed = setup.seed if setup is not None else seed
        self.grace = grace
        self.fill = fill
        self.summary_wait = summary_wait
        self.hints = hints
        self.table_name = table_name
        self.host_name = host_name
        remote = [s for s, role in enumerate(roles) if role == "remote"]
        tokens = tokens or {}
        self.remote = {s: RemoteSeat(s) for s in remote}
        for s, token in tokens.items():
            if s in self.remote and token:
                self.remote[s].token = token
        people = set(remote) | ({self.host_seat} if self.host_seat is not None else set())
        bots = {
            s: make_bot(role, self.seed * 8 + s) for s, role in enumerate(roles) if s not in people
        }
        if setup is None:
            setup = GameSetup(rules=rules, seed=seed, human=remote[0] if remote else 0)
        self.session = Session(
            setup,
            match,
            bots=bots,
            humans=frozenset(people),
            saver=saver,
            stats=stats,
            pacing=pacing if pacing is not None else Pacing(fixed=0.0),
        )
        self._keep_tokens()
        self.events = self.session.subscribe()
        self.server = Server(code, bind, port)
        self._local: list[EventQueue] = []  # the host's own seat's queues (the table's news)
        self._news: list[SeatNews] = []  # the lobby's news since the app last asked
        self.host_ready = False
        self.begun = False  # the host started the match (headless: once every friend sat)
        self.deal = len(self.session.match.summaries) + (0 if self.session.match.deal_done else 1)
        self.shown = self.session.match.position  # the position as of the last event told
        self.reactions = ReactionLimit()
        self.clock = TurnClock(timer, timer_warn)
        self._timed: Search | None = None  # the move played for a seat whose time ran out
        self._summary_since: float | None = None
        self._by_conn: dict[int, RemoteSeat] = {}

    def _keep_tokens(self) -> None:
        """A friends' table of the app keeps the friends' rejoin tokens in its setup, so the
        save has them and friends rejoin a resumed match (the headless tool keeps no save), and
        the names the people chose, so the kept record names their seats."""
        setup = self.session.setup
        if setup.table:
            n = len(self.roles)
            tokens = tuple(self.remote[s].token if s in self.remote else "" for s in range(n))
            people = {s: r.name for s, r in self.remote.items()}
            if self.host_seat is not None:
                people[self.host_seat] = self.host_name
            names = tuple(people.get(s, "") for s in range(n))
            self.session.setup = setup.with_tokens(tokens).with_names(names)

    def tell_locally(self, queue: EventQueue) -> None:
        """The table's news (not the game's) goes to ``queue`` too: the host's own seat."""
        self._local.append(queue)

    def take_news(self) -> list[SeatNews]:
        """The lobby's news since the last call."""
        news, self._news = self._news, []
        return news

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

    def begin(self, fill_open: bool = False) -> None:
        """The match begins: ``fill_open``: a computer of level :attr:`fill` plays each friend
        seat nobody joined (a friend may still join into it later)."""
        if self.begun:
            return
        open_seats = [r for r in self.remote.values() if r.status == OPEN]
        if open_seats and not fill_open:
            raise ValueError("friend seats are open: begin(fill_open=True) fills them")
        for r in open_seats:
            r.status, r.spare = COMPUTER, True
            self.session.seat_computer(r.seat, make_bot(self.fill, self.seed * 8 + r.seat))
            self._announce(r, "computer")
        self.begun = True
        for r in self.remote.values():
            if r.conn is not None:
                self._send(r.conn, {"type": "start"})
        self.session.start()
        self._tell()

    def pump(self) -> None:
        """One step: what arrived, then (headless) the game by one step, then what each seat is
        told. In the app it never blocks."""
        self._take(0.0)
        self._check_held()
        if not self.begun:
            if self.drive and self.everyone_seated():
                self.begin()
            elif self.drive:
                self._take(IDLE_WAIT)
            return
        told = 0
        s = self.session
        if self.drive:
            s.advance()  # (a deal's summary is told once)
        told = self._tell()
        self._check_summary()
        self._check_timer()
        if self.drive and not told and self._waiting_for_a_friend():
            self._take(IDLE_WAIT)  # until a friend says something (or a while passes)

    def _waiting_for_a_friend(self) -> bool:
        s = self.session
        if s.expecting().what == "summary":
            return True
        return any(s.seat_to_act(seat) for seat in self.remote)

    def host_is_ready(self) -> None:
        """The person at the host is ready for the next deal (after the deal's summary)."""
        self.host_ready = True

    def _check_summary(self) -> None:
        if self._summary_since is None or self.session.expecting().what != "summary":
            return
        present = [r for r in self.remote.values() if r.status == PRESENT]
        host_ready = self.host_seat is None or self.host_ready
        waited = time.monotonic() - self._summary_since >= self.summary_wait
        if (host_ready and all(r.ready for r in present)) or waited:
            self._summary_since = None
            self.host_ready = False
            for r in self.remote.values():
                r.ready = False
            self.session.next_deal()
            self._tell()

    # -- the turn timer ------------------------------------------------------------------------

    def _check_timer(self) -> None:
        if not self.clock.on:
            return
        s = self.session
        seat = next((p for p in sorted(s.humans) if s.seat_to_act(p)), None)
        if seat is None:
            self.clock.stop()
            self._timed = None
            return
        key = (self.deal, len(s.match.moves), seat)
        said = self.clock.check(key)
        if said == "warn":
            self._table_news(TurnTimer(seat, round(self.clock.left(), 1), False))
        elif said == "expired":
            view = PlayerView.of(s.match.position, seat, s.match.deal_history())
            self._timed = make_bot(TIMER_LEVEL, self.seed + len(s.match.moves)).begin(view)
        if self._timed is not None and self._timed.step(TIMER_SLICE):
            move = self._timed.result()
            self._timed = None
            self._table_news(TurnTimer(seat, 0.0, True))
            s.play_as(seat, move)
            self._tell()

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
            elif isinstance(event, DealEnded):
                self._summary_since = time.monotonic()
                self.host_ready = False  # (a ready counts for the summary it answers)
                for r in self.remote.values():
                    r.ready = False
            if isinstance(event, MatchOver):
                self._send_record()  # first: a friend's table counts it on the match's end
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

    def _send_record(self, conn: int | None = None) -> None:
        """The match's record, in parts under the size cap (every hand is public now)."""
        text = json.dumps(self.session.match.record().to_json(), separators=(",", ":"))
        parts = [text[i : i + RECORD_PART] for i in range(0, len(text), RECORD_PART)] or [""]
        conns = [conn] if conn is not None else [r.conn for r in self.remote.values()]
        for c in conns:
            if c is None:
                continue
            for i, part in enumerate(parts):
                self._send(
                    c, {"type": "record_part", "index": i, "count": len(parts), "text": part}
                )

    def _send(self, conn: int, message: dict[str, Any]) -> None:
        try:
            self.server.send(conn, message)
        except ProtocolError as exc:  # our own message too big: a bug, told in the log
            log.error("a message to connection %d was not sent: %s", conn, exc)

    def _broadcast(self, message: dict[str, Any]) -> None:
        for r in self.remote.values():
            if r.conn is not None:
                self._send(r.conn, message)

    def _table_news(self, event: ReactionShown | TurnTimer | SeatNews) -> None:
        """News of the table (not of the game): to the host's own seat and to every friend."""
        for q in self._local:
            q.put(event)
        if isinstance(event, ReactionShown):
            self._broadcast({"type": "reaction", "seat": event.seat, "code": event.code})
        elif isinstance(event, TurnTimer):
            message = {
                "type": "timer",
                "seat": event.seat,
                "seconds_left": event.seconds_left,
                "expired": event.expired,
            }
            self._broadcast(message)

    def _announce(self, seat: RemoteSeat, kind: str) -> None:
        message = {"type": "seat", "seat": seat.seat, "status": seat.status, "name": seat.name}
        self._broadcast({**message, "kind": kind})
        self._broadcast(self.lobby_message())
        news = SeatNews(seat.seat, kind, seat.name)
        self._news.append(news)
        if self.begun:
            self._table_news(news)

    def seat_list(self) -> list[dict[str, Any]]:
        """Who sits where (the lobby's list): plain data, as :class:`~game.net.app.SeatInfo`."""
        now = time.monotonic()
        out = []
        for s, role in enumerate(self.roles):
            r = self.remote.get(s)
            item: dict[str, Any]
            if s == self.host_seat:
                item = {"role": "host", "status": PRESENT, "name": self.host_name, "level": None}
            elif r is not None:
                level = self.fill if r.status == COMPUTER else None
                item = {"role": "friend", "status": r.status, "name": r.name, "level": level}
            else:
                item = {"role": "computer", "status": COMPUTER, "name": "", "level": role}
            held = r is not None and r.status == HELD
            item["held_left"] = round(max(0.0, r.held_until - now), 1) if r and held else None
            out.append({"seat": s, **item})
        return out

    def lobby_message(self) -> dict[str, Any]:
        options = {"hints": self.hints, "timer": self.clock.seconds, "grace": self.grace}
        return {
            "type": "lobby",
            "table": self.table_name,
            "seats": self.seat_list(),
            "options": {**options, "fill": self.fill},
        }

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
        kind = item.message.get("type")
        if item.what == "gone":
            self._gone(seat, item.conn)
        elif kind == "move":
            self._move(seat, item.conn, item.message)
        elif kind == "ready":
            seat.ready = True
        elif kind == "react":
            self.react(seat.seat, str(item.message["code"]))
        elif kind == "bye":
            self.server.close(item.conn)

    def react(self, seat: int, code: str) -> bool:
        """``seat`` sends a reaction; False when it was dropped (unknown, or too many)."""
        if not self.reactions.allow(seat, code):
            return False
        self._table_news(ReactionShown(seat, code))
        return True

    def _seat_for(self, hello: dict[str, Any]) -> RemoteSeat | None:
        token = hello.get("token")
        if isinstance(token, str):
            for r in self.remote.values():
                if secrets.compare_digest(token.encode(), r.token.encode()):
                    return r
        seat = next((r for r in self.remote.values() if r.status == OPEN), None)
        if seat is None and self.begun:
            seat = next((r for r in self.remote.values() if r.spare and r.conn is None), None)
        return seat

    def _join(self, conn: int, hello: dict[str, Any]) -> None:
        seat = self._seat_for(hello)
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
        back = seat.status in (HELD, COMPUTER) and not seat.spare
        if seat.spare:  # a new friend takes a seat a computer kept: a new token is theirs
            seat.spare = False
            seat.token = RemoteSeat(seat.seat).token
            self._keep_tokens()
        seat.conn, seat.name, seat.status = conn, str(hello["name"])[:40], PRESENT
        self._keep_tokens()  # (and the name)
        seat.ready = False
        self._by_conn[conn] = seat
        rules = self.session.match.rules
        welcome = {
            "type": "welcome",
            "seat": seat.seat,
            "token": seat.token,
            "players": rules.num_players,
            "rules": rules.to_json(),
            "roles": self.roles,
        }
        self._send(conn, welcome)
        self._announce(seat, "back" if back else "joined")
        if self.begun:
            self._tell()  # what happened before the rejoin went to the others already
            self._send(conn, {"type": "start"})
            self._catch_up(seat, conn, back)

    def _catch_up(self, seat: RemoteSeat, conn: int, back: bool) -> None:
        s = self.session
        for message in seat.past(s.match, self.deal):
            self._send(conn, message)
        self._send(conn, seat.state(s.match, self.deal))
        if back:
            deals = len(s.match.summaries) - seat.left_at[0]
            moves = len(s.match.moves) if deals else len(s.match.moves) - seat.left_at[1]
            message = {"type": "caught_up", "deals_missed": deals, "moves_missed": max(0, moves)}
            self._send(conn, message)
        if s.expecting().what == "summary" and s.match.summaries:
            last = s.match.summaries[-1]
            ended = DealEnded(last, len(s.match.summaries) - 1, None)
            for message in seat.messages(ended, s.match, self.deal, self.shown):
                self.server.expect(conn)
                self._send(conn, message)
        if s.seat_to_act(seat.seat):
            pos = s.match.position
            turn = {"type": "turn", **seat.cards_fields(self.deal, pos)}
            self.server.expect(conn)
            self._send(conn, {**turn, "seat": seat.seat, "expects": pos.phase})

    def _gone(self, seat: RemoteSeat, conn: int) -> None:
        self._by_conn.pop(conn, None)
        if seat.conn != conn:
            return
        seat.conn = None
        if not self.begun:
            seat.status = OPEN
            self._announce(seat, "left")
            return
        if seat.status == PRESENT:
            seat.status = HELD
            seat.held_until = time.monotonic() + self.grace
            seat.left_at = (len(self.session.match.summaries), len(self.session.match.moves))
            log.info("seat %d dropped: held for %g s", seat.seat, self.grace)
            self._announce(seat, "held")

    def _check_held(self) -> None:
        now = time.monotonic()
        for seat in self.remote.values():
            if seat.status == HELD and now >= seat.held_until:
                seat.status = COMPUTER
                bot = make_bot(self.fill, self.seed * 8 + seat.seat)
                self.session.seat_computer(seat.seat, bot)
                log.info("seat %d: a computer (%s) plays it", seat.seat, self.fill)
                self._announce(seat, "computer")

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

    def close(self, code: str | None = None) -> None:
        """Tell every friend the table closes (``code``: why; by default ``"match_over"`` when
        the match is over, else ``"host_closed"``), and stop listening."""
        if code is None:
            code = "match_over" if self.session.match.finished else "host_closed"
        self._broadcast({"type": "closing", "code": code})
        self.server.stop()


__all__ = ["HostTable"]
