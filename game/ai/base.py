"""The computer players' common shape: a bot sees a :class:`PlayerView` and returns a move.

Every bot can think in slices: :meth:`Bot.begin` returns a :class:`Search` whose :meth:`step`
does a bounded amount of work, so the table keeps drawing at full frame rate while a computer
player thinks. :meth:`Bot.choose` runs a search to the end in one call.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import time
from collections.abc import Callable

from game.rules import Move, PlayerView
from game.rules.notation import position_to_json

log = logging.getLogger(__name__)


class Search:
    """A search in progress. Call :meth:`step` until :attr:`done`, then read :meth:`result`."""

    def __init__(self) -> None:
        self.done = False
        self._result: Move | None = None
        self.iterations = 0

    def step(self, max_seconds: float = 0.005) -> bool:
        """Do up to ``max_seconds`` of work; returns :attr:`done`."""
        raise NotImplementedError

    def result(self) -> Move:
        """The chosen move (only once :attr:`done`).

        Raises:
            RuntimeError: the search has not finished.
        """
        if not self.done or self._result is None:
            raise RuntimeError("the search has not finished")
        return self._result


class SlicedSearch(Search):
    """A search that works in small units until its budget of iterations is spent: subclasses
    set ``budget`` and ``time_cap`` and define :meth:`_work` (one unit) and :meth:`_finish`
    (choose).

    The move depends only on the view, the seed and the budget, never on the time taken or on
    how the work is sliced. ``clock`` (wall-clock seconds) only cuts the work into slices of
    ``max_seconds``. ``time_cap`` is a guard against a hang, far above what a budget takes on a
    slow machine: seconds of the search's own processor time (``guard_clock``, the thread's CPU
    time), so that other programs keeping the machine busy cannot make it fire. When it fires,
    the search chooses from what it has, logs a warning and sets :attr:`guard_fired`."""

    budget: int
    time_cap: float

    def __init__(
        self,
        view: PlayerView,
        seed: int,
        clock: Callable[[], float],
        guard_clock: Callable[[], float] = time.thread_time,
    ) -> None:
        super().__init__()
        self.clock = clock
        self.guard_clock = guard_clock
        self.view = view
        self.pos = view.position
        self.seat = view.seat
        self.team = view.seat & 1
        self.rng = random.Random(seed)
        self.thinking = 0.0  # processor seconds spent so far (on ``guard_clock``)
        self.guard_fired = False

    def step(self, max_seconds: float = 0.005) -> bool:
        if self.done:
            return True
        clock = self.clock
        cpu = self.guard_clock
        end = clock() + max_seconds
        cpu_start = cpu()
        while True:
            self._work()
            if self.iterations >= self.budget:
                self._finish()
                break
            if self.thinking + (cpu() - cpu_start) >= self.time_cap:
                self.guard_fired = True
                log.warning(
                    "a search stopped by its guard against hangs after %.1f s of processor"
                    " time, at %d of %d iterations: this move depends on the machine's speed",
                    self.thinking + (cpu() - cpu_start),
                    self.iterations,
                    self.budget,
                )
                self._finish()
                break
            if clock() >= end:
                break
        self.thinking += cpu() - cpu_start
        return self.done

    def _work(self) -> None:
        raise NotImplementedError

    def _finish(self) -> None:
        raise NotImplementedError


class Finished(Search):
    """A search that was decided at once."""

    def __init__(self, move: Move) -> None:
        super().__init__()
        self.done = True
        self._result = move

    def step(self, max_seconds: float = 0.005) -> bool:
        return True


class Bot:
    """A computer player. Subclasses implement :meth:`begin` (or :meth:`decide`)."""

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, view: PlayerView) -> Move:
        """Choose at once (bots without a search override this)."""
        raise NotImplementedError

    def begin(self, view: PlayerView) -> Search:
        """Start thinking about ``view``; the default decides at once."""
        return Finished(self.decide(view))

    def choose(self, view: PlayerView) -> Move:
        """Think to the end and return the move."""
        search = self.begin(view)
        while not search.step(1.0):
            pass
        return search.result()

    def rng_seed(self, view: PlayerView) -> int:
        """A seed from the bot's seed and the view, so the same view gives the same choice."""
        if view.position.phase == "bid":  # the floor is still face down
            text = str(view.hand)
        else:
            text = json.dumps(position_to_json(view.position), sort_keys=True)
        digest = hashlib.blake2b(f"{self.seed}|{view.seat}|{text}".encode(), digest_size=8)
        return int.from_bytes(digest.digest(), "big")
