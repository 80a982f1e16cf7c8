"""Two small clocks of the friends' table: the reactions' rate limit and the turn timer. No
pygame; both read :func:`time.monotonic` unless told another clock (tests)."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

REACTIONS = ("well_played", "shabash", "oops", "good_luck", "thanks", "your_turn")
REACT_GAP = 2.0  # seconds between two reactions of a seat
REACT_PER_MINUTE = 5


class ReactionLimit:
    """At most one reaction every :data:`REACT_GAP` seconds and :data:`REACT_PER_MINUTE` a
    minute from one seat; more are dropped quietly (not a disconnect)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._sent: dict[int, deque[float]] = {}

    def allow(self, seat: int, code: str) -> bool:
        if code not in REACTIONS:
            return False
        now = self.clock()
        sent = self._sent.setdefault(seat, deque())
        while sent and now - sent[0] >= 60.0:
            sent.popleft()
        if (sent and now - sent[-1] < REACT_GAP) or len(sent) >= REACT_PER_MINUTE:
            return False
        sent.append(now)
        return True


class TurnClock:
    """The turn timer of a person's turn: ``seconds`` for each turn (0: off), a warning at
    ``warn_at`` seconds left, then the turn runs out. :meth:`check` is asked each step with the
    turn's key; it returns ``"warn"`` or ``"expired"`` once each per turn, else ``None``."""

    def __init__(
        self, seconds: float, warn_at: float = 10.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.seconds = seconds
        self.warn_at = warn_at
        self.clock = clock
        self.key: object = None
        self.since = 0.0
        self.warned = False
        self.expired = False

    @property
    def on(self) -> bool:
        return self.seconds > 0

    def left(self) -> float:
        return max(0.0, self.seconds - (self.clock() - self.since))

    def check(self, key: object) -> str | None:
        if not self.on:
            return None
        if key != self.key:
            self.key, self.since, self.warned, self.expired = key, self.clock(), False, False
        left = self.left()
        if left <= 0 and not self.expired:
            self.expired = self.warned = True
            return "expired"
        if left <= self.warn_at and not self.warned:
            self.warned = True
            return "warn"
        return None

    def stop(self) -> None:
        """No person's turn runs now."""
        self.key = None


__all__ = ["REACTIONS", "ReactionLimit", "TurnClock"]
