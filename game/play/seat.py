"""A seat's link to a game: the one narrow way the table, speech and the coach reach it. No pygame.

Intentions go in (:meth:`SeatLink.play`, :meth:`~SeatLink.undo`, :meth:`~SeatLink.ask_hint`,
:meth:`~SeatLink.ready`, :meth:`~SeatLink.skip_pause`), and out comes the ordered stream of
events as that seat may know them (:meth:`SeatLink.subscribe`, then ``drain()``), with read-only
queries that answer in plain data (frozen dataclasses, positions, tuples): no callables and no
shared mutable objects cross the link, so a link over a network can follow (the friends' table).

:class:`LocalSeat` implements it over a :class:`~game.play.session.Session` in this process. The
seat's time is moved by :meth:`SeatLink.tick` from the app's loop (a remote link would drain its
network queue there instead).

The local link passes the session's own objects (immutable), whose positions carry every
hand and the stock. A friend's link at a friends' table (:class:`game.net.link.RemoteLink`)
knows only its seat's :class:`~game.rules.PlayerView`: its :meth:`~SeatLink.position`,
:meth:`~SeatLink.deal_moves` and the positions inside its events are whole positions whose
hidden hands and stock hold stand-in cards (:mod:`game.net.display`; the board shows them face
down), and its :meth:`~SeatLink.record` comes once the match is over. Its own seat
(:class:`game.net.hostseat.HostSeat` on the host) adds the table's news to the stream
(``SeatNews``, ``ReactionShown``, ``TurnTimer``, ``CaughtUp``, ``TableClosed``), refuses undo
(``SeatStatus.undo_refused``) and allows hints as the host chose (``SeatStatus.hints_allowed``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from game.play.events import StreamEvent
from game.play.savegame import GameSetup
from game.play.session import EventQueue, Pacing, Session
from game.rules import DealSummary, Move, PlayerView, Position, Rules, apply, new_deal
from game.rules.notation import GameRecord


class Standing(Protocol):
    """Where a match stands, as the HUD, the summary and speech read it (a
    :class:`~game.rules.Match` is one, and so is a :class:`Score`)."""

    @property
    def rules(self) -> Rules: ...

    @property
    def position(self) -> Position: ...

    @property
    def running(self) -> Sequence[int]: ...

    @property
    def baazis(self) -> Sequence[int]: ...

    @property
    def summaries(self) -> Sequence[DealSummary]: ...

    @property
    def deal_done(self) -> bool: ...

    @property
    def finished(self) -> bool: ...

    @property
    def winner(self) -> int | str | None: ...


@dataclass(frozen=True)
class Score:
    """Where the match stands: its rules, the deals scored so far, the running score, the
    baazis, the result, and the position as the seat may know it."""

    rules: Rules
    summaries: tuple[DealSummary, ...]
    running: tuple[int, ...]
    baazis: tuple[int, ...]
    deal_done: bool
    finished: bool
    winner: int | str | None
    deal_number: int  # the current deal's number (thrown-in deals do not count)
    moves_made: int  # moves of the current deal so far
    position: Position


@dataclass(frozen=True)
class SeatStatus:
    """What the seat may do now, and what the game is doing."""

    to_act: bool  # this seat may bid or play now
    can_undo: bool
    waiting: bool  # a pause runs (thrown-in cards are shown)
    thinking: int | None  # the computer seat thinking now
    hint_pending: bool
    undo_refused: str | None = None  # why undo is not allowed here (a fact: "friends_table")
    hints_allowed: bool = True  # hints and the coach are allowed at this table


class Events(Protocol):
    """One subscriber's copy of the stream."""

    def drain(self) -> list[StreamEvent]: ...


class SeatLink(Protocol):
    """One seat's link to a game (see the module's docstring)."""

    @property
    def seat(self) -> int | None:
        """The seat this link plays (``None``: a table of computer players, watched)."""
        ...

    # Intentions.
    def start(self) -> None: ...

    def play(self, move: Move) -> None:
        """Play or bid ``move`` (a refusal comes back as a ``MoveRefused`` event)."""
        ...

    def undo(self) -> bool: ...

    def ask_hint(self) -> bool: ...

    def ready(self) -> None:
        """Ready for the next deal (after the deal summary), or for the match's result."""
        ...

    def skip_pause(self) -> bool: ...

    def set_pacing(self, pacing: Pacing) -> None:
        """This player's pacing wish for the computer players (a remote link may ignore it)."""
        ...

    # Time.
    def update(self) -> None: ...

    def tick(self, dt: float) -> None: ...

    def advance(self) -> None: ...

    # Out.
    def subscribe(self) -> Events: ...

    # Queries.
    def setup(self) -> GameSetup: ...

    def position(self) -> Position: ...

    def view(self) -> PlayerView: ...

    def status(self) -> SeatStatus: ...

    def score(self) -> Score: ...

    def deal_moves(self) -> tuple[tuple[Move, Position], ...]: ...

    def record(self) -> GameRecord:
        """The whole match, every hand face up (only once the match is over)."""
        ...

    def react(self, code: str) -> bool:
        """Send a preset reaction to the table (a friends' table; False: not sent)."""
        ...


class LocalSeat:
    """The human's seat (or a watcher of a table of computers) of a session in this process."""

    def __init__(self, session: Session) -> None:
        self._session = session

    @property
    def session(self) -> Session:
        """The session behind this seat: for the app's wiring and tests (the table holds a
        :class:`SeatLink` and never reads it)."""
        return self._session

    @property
    def seat(self) -> int | None:
        return self._session.human

    # Intentions.

    def start(self) -> None:
        self._session.start()

    def play(self, move: Move) -> None:
        self._session.play(move)

    def undo(self) -> bool:
        return self._session.undo()

    def ask_hint(self) -> bool:
        return self._session.ask_hint()

    def ready(self) -> None:
        self._session.next_deal()

    def skip_pause(self) -> bool:
        return self._session.skip_wait()

    def set_pacing(self, pacing: Pacing) -> None:
        self._session.set_pacing(pacing)

    @property
    def pace(self) -> float | None:
        """The fixed pause factor (tests: 0 = no pauses; ``None``: the speed setting's)."""
        return self._session.pacing.fixed

    # Time.

    def update(self) -> None:
        self._session.update()

    def tick(self, dt: float) -> None:
        self._session.tick(dt)

    def advance(self) -> None:
        self._session.advance()

    # Out.

    def subscribe(self) -> EventQueue:
        return self._session.subscribe()

    # Queries.

    def setup(self) -> GameSetup:
        return self._session.setup

    def position(self) -> Position:
        return self._session.match.position

    def view(self) -> PlayerView:
        seat = self.seat if self.seat is not None else self.position().to_play
        match = self._session.match
        return PlayerView.of(match.position, seat, match.deal_history())

    def status(self) -> SeatStatus:
        s = self._session
        thinking = s.thinking_seat if s.search is not None else None
        return SeatStatus(s.human_to_act(), s.can_undo(), s.waiting, thinking, s.hint_pending)

    def score(self) -> Score:
        s = self._session
        m = s.match
        return Score(
            m.rules,
            tuple(m.summaries),
            tuple(m.running),
            tuple(m.baazis),
            m.deal_done,
            m.finished,
            m.winner,
            s.deal_number(),
            len(m.moves),
            m.position,
        )

    def deal_moves(self) -> tuple[tuple[Move, Position], ...]:
        m = self._session.match
        pos = new_deal(m.rules, m.dealer, m.deck)
        out: list[tuple[Move, Position]] = []
        for _seat, move in m.deal_history():
            out.append((move, pos))
            pos = apply(pos, move)
        return tuple(out)

    def record(self) -> GameRecord:
        """The match's record, every hand face up: told only once the match is over."""
        match = self._session.match
        if not match.finished:
            raise RuntimeError("the match's record is told once the match is over")
        return match.record()

    def react(self, code: str) -> bool:
        """No reactions at a table of one person."""
        return False


__all__ = ["Events", "LocalSeat", "Score", "SeatLink", "SeatStatus", "Standing"]
