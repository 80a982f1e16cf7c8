"""A friend's seat link: the table scene plays a seat of a friends' table through it, as it
plays a local game through a :class:`~game.play.seat.LocalSeat`. No pygame.

:class:`RemoteLink` turns the host's messages (read by :class:`~game.net.app.JoinedTable`, which
it polls on ``update``/``tick``/``advance``) into the same stream of events a local seat gives:
``DealStarted``, ``TurnStarted``, ``MoveMade`` (with whole positions: the seat's view with
stand-ins for the cards it cannot see, :mod:`game.net.display`) followed by the rules core's
events of the move (masked by the host for this seat), ``MoveRefused``, ``ThrowingIn``,
``DealEnded``, ``MatchOver``, ``HintReady`` (worked out here, from the seat's view, when the
host allows hints), and the table's own: ``SeatNews``, ``ReactionShown``, ``TurnTimer``,
``CaughtUp``, ``TableClosed``. Intentions go to the host as messages.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from game.ai import Search, make_bot
from game.ai.hint import reason as hint_reason
from game.net.display import StandIns
from game.net.hostseat import UNDO_REFUSED
from game.net.pace import REACTIONS, ReactionLimit
from game.net.protocol import ProtocolError, read_move, view_from_json
from game.net.wire import event_from_json, reason_from_json, summary_from_json
from game.play.events import (
    CaughtUp,
    DealEnded,
    DealStarted,
    HintReady,
    MatchOver,
    MoveMade,
    MoveRefused,
    ReactionShown,
    SeatNews,
    StreamEvent,
    TableClosed,
    ThrowingIn,
    TurnStarted,
    TurnTimer,
)
from game.play.savegame import GameSetup
from game.play.seat import Score, SeatStatus
from game.play.session import SEARCH_SLICE, EventQueue, Pacing
from game.rules import DealSummary, Move, PlayerView, Position, Rules, SeepError
from game.rules.cards import parse_card
from game.rules.events import DealThrownIn
from game.rules.notation import GameRecord, record_from_json
from game.rules.seats import team_of

DEFAULT_GRACE = 60.0  # seconds a dropped seat is held, when the host did not say
MAX_GRACE = 3600.0


class Table(Protocol):
    """What the link needs of its :class:`~game.net.app.JoinedTable`."""

    seat: int | None
    table_rules: Rules | None
    roles: list[str]
    options: dict[str, Any]

    def seats(self) -> Sequence[SeatLike]: ...

    def send(self, message: dict[str, Any]) -> bool: ...

    def poll(self) -> None: ...


class SeatLike(Protocol):
    """A seat of the lobby's list (:class:`~game.net.app.SeatInfo`)."""

    @property
    def seat(self) -> int: ...

    @property
    def role(self) -> str: ...

    @property
    def status(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def held_left(self) -> float | None: ...


log = logging.getLogger(__name__)

HINT_LEVEL = "hard"


class RemoteLink:
    """A friend's seat at a friends' table (see the module's docstring)."""

    def __init__(self, table: Table) -> None:
        self._table = table
        seat = table.seat
        rules = table.table_rules
        if seat is None or rules is None:
            raise ValueError("a seat link is made once the host welcomed the friend")
        self._seat = seat
        self._rules: Rules = rules
        self._queues: list[EventQueue] = []
        self._backlog: list[StreamEvent] = []
        self._past: list[tuple[Move, Position]] = []  # the deal so far, told on a (re)join
        self._past_stand_ins = StandIns()
        self._handlers: dict[str, Callable[[dict[str, Any]], None]] = {
            "past": self._on_past,
            "state": self._on_state,
            "deal": self._on_deal,
            "turn": self._on_turn,
            "move": self._on_move,
            "refused": self._on_refused,
            "thrown_in": self._on_thrown_in,
            "deal_ended": self._on_deal_ended,
            "match_over": self._on_match_over,
            "seat": self._on_seat,
            "reaction": self._on_reaction,
            "timer": self._on_timer,
            "caught_up": self._on_caught_up,
            "record_part": self._on_record_part,
            "closing": self._on_closing,
        }
        self._thrown: tuple[int, tuple[int, ...]] | None = None  # a deal thrown in, not yet gone
        self._stand_ins = StandIns()
        self._view: PlayerView | None = None
        self._whole: Position | None = None
        self._key: tuple[int, str, int] = (0, "", 0)
        self._to_act = False
        self._sent: Move | None = None
        self._summaries: list[DealSummary] = []
        self._running: tuple[int, ...] = (0, 0)
        self._baazis: tuple[int, ...] = (0, 0)
        self._deal_done = False
        self._finished = False
        self._winner: int | str | None = None
        self._number = 0
        self._moves: list[tuple[Move, Position]] = []
        self._parts: dict[int, str] = {}
        self._record: GameRecord | None = None
        self._hint: Search | None = None
        self._hint_key: tuple[int, str, int] | None = None
        self._reactions = ReactionLimit()
        self._deals_seen = 0

    # -- what the JoinedTable hands over ---------------------------------------------------

    @property
    def shown(self) -> bool:
        """True once the seat has a position to show (its first view arrived)."""
        return self._whole is not None

    def _emit(self, event: StreamEvent) -> None:
        if not self._queues:  # nobody listens yet: the first subscriber gets it
            self._backlog.append(event)
        for q in self._queues:
            q.put(event)

    def closed(self, code: str) -> None:
        """The table ended before the match did (``code``: a fact)."""
        self._to_act = False
        self._emit(TableClosed(code))

    def receive(self, message: dict[str, Any]) -> None:
        """One message from the host (checked by its schema; its content is checked here,
        a bad one raises :class:`~game.net.protocol.ProtocolError`)."""
        seat = message.get("seat")
        if isinstance(seat, int) and not 0 <= seat < self._rules.num_players:
            raise ProtocolError("schema", f"no seat {seat}")
        handler = self._handlers.get(message["type"])
        if handler is not None:
            handler(message)

    def _person(self, seat: int) -> bool:
        if seat == self._seat:
            return True
        info = next((s for s in self._table.seats() if s.seat == seat), None)
        return info is not None and info.role != "computer" and info.status != "computer"

    def _set_view(self, message: dict[str, Any]) -> Position:
        view = view_from_json(message["view"])
        if view.seat != self._seat:
            raise ProtocolError("schema", "a view of another seat")
        self._view = view
        self._key = (int(message["deal"]), str(message["phase"]), int(message["plays_made"]))
        self._whole = self._stand_ins.fill(view)
        return self._whole

    def _on_past(self, message: dict[str, Any]) -> None:
        """One move of the deal before this seat (re)joined, with its view before the move."""
        view = view_from_json(message["view"])
        if view.seat != self._seat:
            raise ProtocolError("schema", "a view of another seat")
        if not self._past:
            self._past_stand_ins.reset()
        before = self._past_stand_ins.fill(view)
        move = read_move(message["move"])
        seat = int(message["seat"])
        if seat != self._seat and move.action != "bid":
            before = self._past_stand_ins.before_play(before, seat, move.card)
        self._past.append((move, before))

    def _on_state(self, message: dict[str, Any]) -> None:
        first = self._whole is None
        self._stand_ins.reset()
        pos = self._set_view(message)
        self._deal_done = pos.phase == "over"
        self._moves, self._past = self._past, []
        self._to_act = False
        if "summaries" in message:  # joined or rejoined: the match so far
            self._summaries = [summary_from_json(x) for x in message["summaries"]]
            self._running = self._pair(message.get("running"), "running")
            self._baazis = self._pair(message.get("baazis"), "baazis")
        if first:
            played = sum(1 for x in self._summaries if x.ended_by != "thrown_in")
            self._number = played if self._deal_done else played + 1
            self._emit(DealStarted(self._number, pos.dealer, pos.bidder, "resumed"))

    def _on_deal(self, message: dict[str, Any]) -> None:
        if self._thrown is not None:  # the thrown-in deal is gone: the rules core's event
            dealer, cards = self._thrown
            self._thrown = None
            self._emit(DealThrownIn(dealer, cards))
        self._stand_ins.reset()
        pos = self._set_view(message)
        self._deal_done = False
        self._moves = []
        self._to_act = False
        self._number = int(message["number"])
        how = "new_match" if self._deals_seen == 0 and self._number == 1 else "next"
        self._deals_seen += 1
        self._emit(DealStarted(self._number, pos.dealer, pos.bidder, how))

    def _on_turn(self, message: dict[str, Any]) -> None:
        seat, expects = int(message["seat"]), str(message["expects"])
        key = (int(message["deal"]), str(message["phase"]), int(message["plays_made"]))
        if seat == self._seat and key == self._key:
            self._to_act = True
        self._emit(TurnStarted(seat, expects, self._person(seat)))

    def _on_move(self, message: dict[str, Any]) -> None:
        seat = int(message["seat"])
        move = read_move(message["move"])
        before = self._whole
        if before is None:
            raise ProtocolError("schema", "a move before any view")
        if move.action == "bid":  # the floor turns up where it lies
            floor = view_from_json(message["view"]).position.loose
            before = self._stand_ins.floor_shown(before, floor)
        elif seat != self._seat:
            before = self._stand_ins.before_play(before, seat, move.card)
        events = tuple(event_from_json(e) for e in message.get("events", []))
        after = self._set_view(message)
        if seat == self._seat:
            self._to_act = False
            self._sent = None
        self._moves.append((move, before))
        self._deal_done = after.phase == "over"
        self._emit(MoveMade(seat, move, before, after, events, self._person(seat)))
        for event in events:
            self._emit(event)

    def _on_refused(self, message: dict[str, Any]) -> None:
        code = str(message["code"])
        raw = message.get("reason")
        reason = reason_from_json(raw) if raw is not None else None
        move = self._sent if self._sent is not None else Move(0, 0, 0, 0, 0)
        self._sent = None
        key = (int(message["deal"]), str(message["phase"]), int(message["plays_made"]))
        whole = self._whole
        self._to_act = (
            key == self._key
            and whole is not None
            and whole.to_play == self._seat
            and whole.phase in ("bid", "play")
        )
        shown = "illegal" if reason is not None else "not_your_turn"
        self._emit(MoveRefused(self._seat, move, reason, shown if code != "illegal" else code))

    def _on_thrown_in(self, message: dict[str, Any]) -> None:
        seat = int(message["seat"])
        try:
            cards = tuple(parse_card(c) for c in message.get("cards", []))
        except (SeepError, TypeError) as exc:
            raise ProtocolError("schema", f"thrown_in: {exc}"[:120]) from None
        self._to_act = False
        pos = self._whole
        if pos is not None and seat != self._seat and len(cards) == pos.hand_sizes[seat]:
            self._whole = self._stand_ins.reveal(pos, seat, cards)
        self._thrown = (pos.dealer if pos is not None else 0, cards)
        if pos is not None:  # the match counts a thrown-in deal among its summaries
            running = (self._running[0], self._running[1])
            zero = (0, 0)
            thrown = DealSummary(pos.dealer, pos.bidder, None, zero, zero, zero, running, None)
            self._summaries.append(dataclasses.replace(thrown, ended_by="thrown_in"))
        self._emit(ThrowingIn(seat, cards))

    def _on_deal_ended(self, message: dict[str, Any]) -> None:
        summary = summary_from_json(message["summary"]) if "summary" in message else None
        if summary is None:
            raise ProtocolError("schema", "a deal's end without its summary")
        index = int(message["index"])
        del self._summaries[index:]
        self._summaries.append(summary)
        self._running = self._pair(message["running"], "running")
        if "baazis" in message:
            self._baazis = self._pair(message["baazis"], "baazis")
        self._deal_done = True
        self._to_act = False
        d0, d1 = summary.deal_score
        ours = None if d0 == d1 else (d0 > d1) == (team_of(self._seat) == 0)
        self._emit(DealEnded(summary, index, ours))

    @staticmethod
    def _pair(value: object, what: str) -> tuple[int, int]:
        if not isinstance(value, list) or len(value) != 2:
            raise ProtocolError("schema", what)
        a, b = value
        if type(a) is not int or type(b) is not int:
            raise ProtocolError("schema", what)
        return (a, b)

    def _on_match_over(self, message: dict[str, Any]) -> None:
        winner = message["winner"]
        self._finished = True
        self._winner = winner if isinstance(winner, (int, str)) else None
        self._emit(MatchOver(self._winner))

    def _on_seat(self, message: dict[str, Any]) -> None:
        kind = str(message.get("kind", message["status"]))
        self._emit(SeatNews(int(message["seat"]), kind, str(message["name"])[:40]))

    def _on_reaction(self, message: dict[str, Any]) -> None:
        code = str(message["code"])
        if code in REACTIONS:
            self._emit(ReactionShown(int(message["seat"]), code))

    def _on_timer(self, message: dict[str, Any]) -> None:
        seat, left = int(message["seat"]), float(message["seconds_left"])
        self._emit(TurnTimer(seat, left, bool(message["expired"])))

    def _on_caught_up(self, message: dict[str, Any]) -> None:
        deals, moves = int(message["deals_missed"]), int(message["moves_missed"])
        self._emit(CaughtUp(self._seat, deals, moves))

    def _on_record_part(self, message: dict[str, Any]) -> None:
        count, index = int(message["count"]), int(message["index"])
        if not 0 <= index < count <= 256:
            raise ProtocolError("schema", "record part")
        self._parts[index] = str(message["text"])
        if len(self._parts) == count:
            text = "".join(self._parts[i] for i in range(count))
            self._parts = {}
            try:
                self._record = record_from_json(json.loads(text))
            except Exception as exc:  # the notation's own errors: the host sent a bad record
                raise ProtocolError("schema", f"record: {exc}"[:120]) from None

    def _on_closing(self, message: dict[str, Any]) -> None:
        if message["code"] != "match_over" and not self._finished:
            self.closed("host_closed")

    # -- intentions --------------------------------------------------------------------------

    @property
    def seat(self) -> int | None:
        return self._seat

    def start(self) -> None:
        self._table.poll()

    def play(self, move: Move) -> None:
        if not self._to_act:
            self._emit(MoveRefused(self._seat, Move._make(move), None, "not_your_turn"))
            return
        deal, phase, plays = self._key
        message = {
            "type": "move",
            "move": Move._make(move).to_json(),
            "deal": deal,
            "phase": phase,
            "plays_made": plays,
        }
        self._sent = Move._make(move)
        self._to_act = False
        self._table.send(message)

    def undo(self) -> bool:
        return False

    def _hints_allowed(self) -> bool:
        return bool(self._table.options.get("hints", False))

    def ask_hint(self) -> bool:
        view = self._view
        if not self._hints_allowed() or not self._to_act or view is None:
            return False
        if self._hint_key == self._key and self._hint is not None:
            return True
        self._hint_key = self._key
        self._hint = make_bot(HINT_LEVEL, sum(self._key[::2])).begin(view)
        return True

    def ready(self) -> None:
        self._table.send({"type": "ready"})

    def skip_pause(self) -> bool:
        return False

    def set_pacing(self, pacing: Pacing) -> None:
        """The host paces the computer players."""
        return

    def react(self, code: str) -> bool:
        if code not in REACTIONS or not self._reactions.allow(self._seat, code):
            return False
        return self._table.send({"type": "react", "code": code})

    # -- time ----------------------------------------------------------------------------------

    def update(self) -> None:
        self._table.poll()
        self._step_hint()

    def tick(self, dt: float) -> None:
        self._table.poll()

    def advance(self) -> None:
        self._table.poll()

    def _step_hint(self) -> None:
        search, view = self._hint, self._view
        if search is None or view is None:
            return
        if self._hint_key != self._key or not self._to_act:
            self._hint = None  # the play went on
            return
        if not search.step(SEARCH_SLICE):
            return
        self._hint = None
        move = search.result()
        assert self._whole is not None
        self._emit(HintReady(self._whole, move, hint_reason(view, move)))

    # -- out -----------------------------------------------------------------------------------

    def subscribe(self) -> EventQueue:
        """A queue of the stream from now on; the first one also gets what came before it
        (the seat's first position arrives with the start, before the table subscribes)."""
        queue = EventQueue()
        for event in self._backlog:
            queue.put(event)
        self._backlog = []
        self._queues.append(queue)
        return queue

    # -- queries -------------------------------------------------------------------------------

    @property
    def grace(self) -> float:
        """Seconds the host holds a dropped friend's seat (as its options said; else the
        default)."""
        value = self._table.options.get("grace")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return DEFAULT_GRACE
        return float(value) if 0 <= value <= MAX_GRACE else DEFAULT_GRACE

    def held_left(self, seat: int) -> float | None:
        """Seconds the host still holds ``seat`` for its dropped friend (None: not held, or
        not known yet)."""
        info = next((s for s in self._table.seats() if s.seat == seat), None)
        if info is None or info.status != "held" or info.held_left is None:
            return None
        return max(0.0, float(info.held_left))

    def standing_in(self) -> tuple[int, ...]:
        """The friends' seats a computer plays now (the friend dropped, or never came)."""
        return tuple(
            s.seat for s in self._table.seats() if s.role == "friend" and s.status == "computer"
        )

    def setup(self) -> GameSetup:
        roles = tuple(self._table.roles)
        setup = GameSetup(rules=self._rules, seed=0, human=self._seat, table="friends", roles=roles)
        return setup.with_names(self.names())

    def names(self) -> tuple[str, ...]:
        """Each seat's friend's or host's name where known ("" for a computer or unnamed)."""
        names = [""] * self._rules.num_players
        for info in self._table.seats():
            if 0 <= info.seat < len(names) and info.role != "computer":
                names[info.seat] = info.name
        return tuple(names)

    def position(self) -> Position:
        if self._whole is None:
            raise RuntimeError("no position yet: the table shows once the link is shown")
        return self._whole

    def view(self) -> PlayerView:
        if self._view is None:
            raise RuntimeError("no view yet")
        return self._view

    def status(self) -> SeatStatus:
        return SeatStatus(
            to_act=self._to_act,
            can_undo=False,
            waiting=False,
            thinking=None,
            hint_pending=self._hint is not None,
            undo_refused=UNDO_REFUSED,
            hints_allowed=self._hints_allowed(),
        )

    def score(self) -> Score:
        return Score(
            self._rules,
            tuple(self._summaries),
            self._running,
            self._baazis,
            self._deal_done,
            self._finished,
            self._winner,
            self._number,
            len(self._moves),
            self.position(),
        )

    def deal_moves(self) -> tuple[tuple[Move, Position], ...]:
        return tuple(self._moves)

    def finished_record(self) -> bool:
        """True once the match is over and its record has arrived."""
        return self._finished and self._record is not None

    def record(self) -> GameRecord:
        if not self._finished or self._record is None:
            raise RuntimeError("the match's record is told once the match is over")
        return self._record


__all__ = ["RemoteLink"]
