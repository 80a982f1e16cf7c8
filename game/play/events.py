"""What a session says happened: its own events, in one ordered stream with the rules core's.

A :class:`~game.play.session.Session` publishes, in order, its own events (below) and the rules
core's events of :mod:`game.rules.events`: a :class:`MoveMade` is followed at once by the core
events that the move caused (``CardPlayed``, ``CardsCaptured``, ``SeepMade``, ``CardsDealt``,
``DealOver``, ``DealScored``, ``BaaziWon`` ...), so a subscriber that keeps only the core events
sees exactly what :meth:`game.rules.Match.play` returned, move after move.

The table animates the stream; speech, the replay viewer and the coach subscribe to it too.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules import DealSummary, Move, Position
from game.rules.events import Event as CoreEvent
from game.rules.reasons import Reason
from game.storage.problems import StorageProblem


@dataclass(frozen=True)
class DealStarted:
    """A deal is ready to play. ``how``: ``"new_match"`` (the first deal of a new match),
    ``"next"`` (dealt after the last one), ``"continued"`` (a saved match picked up at the start
    of a deal) or ``"resumed"`` (picked up in the middle of a deal, or at its end)."""

    number: int  # the deal's number in the match (thrown-in deals do not count)
    dealer: int
    bidder: int
    how: str = "next"

    @property
    def resumed(self) -> bool:
        return self.how == "resumed"


@dataclass(frozen=True)
class TurnStarted:
    """``seat`` is to act: ``expects`` is ``"bid"`` or ``"play"``."""

    seat: int
    expects: str
    human: bool


@dataclass(frozen=True)
class MoveMade:
    """``seat`` made ``move`` in ``before``; the core events of the move follow in the stream."""

    seat: int
    move: Move
    before: Position
    after: Position
    events: tuple[CoreEvent, ...]
    human: bool


@dataclass(frozen=True)
class MoveRefused:
    """A human's move that was refused. ``code``: ``"illegal"`` (the rules refused it;
    ``reason`` is the rules core's, a fact) or ``"not_your_turn"`` (no reason). The table words
    it (:func:`game.text.table.refusal`), shows it and speaks it."""

    seat: int
    move: Move
    reason: Reason | None
    code: str = "illegal"


@dataclass(frozen=True)
class ThrowingIn:
    """The bidder holds nothing of 9 or more: the cards are shown before the deal is thrown in
    (the core ``DealThrownIn`` follows after a pause, then a new :class:`DealStarted`)."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class DealEnded:
    """A deal is scored and its summary is due (the session waits for :meth:`next_deal`)."""

    summary: DealSummary
    index: int  # its place in ``match.summaries``
    ours: bool | None  # did the human's team win it (None: drawn, or nobody is human)


@dataclass(frozen=True)
class MatchOver:
    """The match is over (after the last deal's summary)."""

    winner: int | str | None


@dataclass(frozen=True)
class Undone:
    """The human's last play (and the computer plays after it) were taken back."""

    kept: int  # moves of the deal that remain


@dataclass(frozen=True)
class HintReady:
    """The hint asked for ``position``: ``move`` and why, in a few words (``move`` is ``None``
    when no hint could be worked out)."""

    position: Position
    move: Move | None
    why: str


@dataclass(frozen=True)
class Notice:
    """Something the player should be told that is not a move: a save that failed, a damaged
    statistics file (``problem``: the fact; the text layer, :mod:`game.text.storage`, words it).
    ``about`` is ``"save"`` or ``"statistics"``."""

    about: str
    problem: StorageProblem


# -- the friends' table (a HostSeat or a RemoteLink emits them; a LocalSeat never does) --------


@dataclass(frozen=True)
class SeatNews:
    """Who sits at ``seat`` changed: ``kind`` is ``"joined"``, ``"left"`` (a lobby seat is open
    again), ``"held"`` (the friend dropped: the seat waits for them), ``"computer"`` (a computer
    plays it now) or ``"back"`` (the friend is back). ``name``: the friend's name (may be
    empty)."""

    seat: int
    kind: str
    name: str


@dataclass(frozen=True)
class ReactionShown:
    """``seat`` sent a preset reaction: ``code`` is ``"well_played"``, ``"shabash"``,
    ``"oops"``, ``"good_luck"``, ``"thanks"`` or ``"your_turn"``."""

    seat: int
    code: str


@dataclass(frozen=True)
class TurnTimer:
    """The turn timer of ``seat``: a warning (``seconds_left`` left), or ``expired``: the
    computer played the hint's move for the seat (the ``MoveMade`` follows)."""

    seat: int
    seconds_left: float
    expired: bool


@dataclass(frozen=True)
class TableClosed:
    """This seat's table ended before the match: ``code`` is ``"host_left"`` (the connection
    was lost), ``"host_closed"`` (the host closed the table) or ``"bad_message"`` (the host sent
    something that could not be read)."""

    code: str


@dataclass(frozen=True)
class CaughtUp:
    """This seat is back at the table after a drop: what it missed meanwhile (deals ended and
    moves made while it was away); the position it gets is the current one."""

    seat: int
    deals_missed: int
    moves_missed: int


TableEvent = SeatNews | ReactionShown | TurnTimer | TableClosed | CaughtUp

SessionEvent = (
    DealStarted
    | TurnStarted
    | MoveMade
    | MoveRefused
    | ThrowingIn
    | DealEnded
    | MatchOver
    | Undone
    | HintReady
    | Notice
    | TableEvent
)
StreamEvent = SessionEvent | CoreEvent

__all__ = [
    "CaughtUp",
    "CoreEvent",
    "DealEnded",
    "DealStarted",
    "HintReady",
    "MatchOver",
    "MoveMade",
    "MoveRefused",
    "Notice",
    "ReactionShown",
    "SeatNews",
    "SessionEvent",
    "StreamEvent",
    "TableClosed",
    "TableEvent",
    "ThrowingIn",
    "TurnStarted",
    "TurnTimer",
    "Undone",
]
