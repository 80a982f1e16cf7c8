"""The host's own seat at a friends' table: a :class:`~game.play.seat.SeatLink` for the table
scene that knows nothing of the network. No pygame.

:class:`HostSeat` wraps the :class:`~game.play.seat.LocalSeat` of the host's session (its
``humans`` are the host's seat and the friends' seats) and, on every ``update``/``tick``, pumps
the :class:`~game.net.host.HostTable`: what friends sent is taken, and what happened is told to
them. The differences from a game alone: ``ready`` marks the host ready (the next deal starts
when every present person is ready, or the host's summary wait ends), there is no undo
(``status().undo_refused`` says why), hints only when the host allowed them, and the stream also
carries the table's news (:class:`~game.play.events.SeatNews`, ``ReactionShown``,
``TurnTimer``).
"""

from __future__ import annotations

import dataclasses

from game.net.host import HostTable
from game.play.savegame import GameSetup
from game.play.seat import LocalSeat, Score, SeatStatus
from game.play.session import EventQueue, Pacing
from game.rules import Move, PlayerView, Position
from game.rules.notation import GameRecord

UNDO_REFUSED = "friends_table"


class HostSeat:
    """The host's seat (see the module's docstring)."""

    def __init__(self, table: HostTable) -> None:
        self._table = table
        self._local = LocalSeat(table.session)
        # Made before the match begins: the first subscriber (the table) gets what came before
        # it, the first deal among it.
        self._first: EventQueue | None = self._local.subscribe()
        table.tell_locally(self._first)

    @property
    def table(self) -> HostTable:
        return self._table

    @property
    def seat(self) -> int | None:
        return self._table.host_seat

    @property
    def grace(self) -> float:
        """Seconds a dropped friend's seat is held."""
        return float(self._table.grace)

    def standing_in(self) -> tuple[int, ...]:
        """The friends' seats a computer plays now (the friend dropped, or never came)."""
        return tuple(
            int(i["seat"])
            for i in self._table.seat_list()
            if i["role"] == "friend" and i["status"] == "computer"
        )

    def held_left(self, seat: int) -> float | None:
        """Seconds ``seat`` is still held for its dropped friend (None: not held)."""
        item = next((i for i in self._table.seat_list() if i["seat"] == seat), None)
        if item is None or item["held_left"] is None:
            return None
        return float(item["held_left"])

    # Intentions.

    def start(self) -> None:
        self._table.pump()

    def play(self, move: Move) -> None:
        self._local.play(move)
        self._table.pump()

    def undo(self) -> bool:
        return False

    def ask_hint(self) -> bool:
        return self._table.hints and self._local.ask_hint()

    def ready(self) -> None:
        self._table.host_is_ready()
        self._table.pump()

    def skip_pause(self) -> bool:
        return self._local.skip_pause()

    def set_pacing(self, pacing: Pacing) -> None:
        self._local.set_pacing(pacing)

    def react(self, code: str) -> bool:
        seat = self.seat
        return seat is not None and self._table.react(seat, code)

    # Time.

    def update(self) -> None:
        self._local.update()
        self._table.pump()

    def tick(self, dt: float) -> None:
        self._local.tick(dt)
        self._table.pump()

    def advance(self) -> None:
        self._local.advance()
        self._table.pump()

    # Out.

    def subscribe(self) -> EventQueue:
        """A queue of the stream from now on; the first one also gets what came before it
        (the match began before the table subscribed)."""
        if self._first is not None:
            queue, self._first = self._first, None
            return queue
        queue = self._local.subscribe()
        self._table.tell_locally(queue)
        return queue

    # Queries.

    def setup(self) -> GameSetup:
        return self._local.setup()

    def names(self) -> tuple[str, ...]:
        """Each seat's friend's or host's name where known ("" for a computer or unnamed)."""
        return tuple(
            str(item["name"]) if item["role"] != "computer" else ""
            for item in self._table.seat_list()
        )

    def position(self) -> Position:
        return self._local.position()

    def view(self) -> PlayerView:
        return self._local.view()

    def status(self) -> SeatStatus:
        status = self._local.status()
        return dataclasses.replace(
            status,
            can_undo=False,
            undo_refused=UNDO_REFUSED,
            hints_allowed=self._table.hints,
            hint_pending=status.hint_pending and self._table.hints,
        )

    def score(self) -> Score:
        return self._local.score()

    def deal_moves(self) -> tuple[tuple[Move, Position], ...]:
        return self._local.deal_moves()

    def record(self) -> GameRecord:
        return self._local.record()


__all__ = ["UNDO_REFUSED", "HostSeat"]
