"""Work cut into slices: a generator that yields between small units of work, run a few
milliseconds per frame (:meth:`Sliced.step`) or to the end at once (:meth:`Sliced.run`).

The work and its result are the same however it is sliced: only where the frames cut it
depends on the clock.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from typing import Generic, TypeVar, cast

T = TypeVar("T")

#: A generator of work: it yields between units and returns the result.
Steps = Generator[None, None, T]


class Sliced(Generic[T]):
    """``steps`` run in slices: :meth:`step` until :attr:`done`, then :meth:`result`.

    ``clock`` (wall-clock seconds) only decides where a slice ends."""

    def __init__(self, steps: Steps[T], clock: Callable[[], float] = time.perf_counter) -> None:
        self._steps = steps
        self.clock = clock
        self.done = False
        self.units = 0  # units of work done so far
        self._result: T | None = None

    def step(self, max_seconds: float = 0.004) -> bool:
        """Do units of work until ``max_seconds`` have passed (at least one unit); returns
        :attr:`done`."""
        if self.done:
            return True
        end = self.clock() + max_seconds
        try:
            while True:
                next(self._steps)
                self.units += 1
                if self.clock() >= end:
                    return False
        except StopIteration as stop:
            self._result = stop.value
            self.done = True
        return True

    def steps(self) -> Steps[T]:
        """The remaining work as steps, to be run inside another sliced work (``yield from``)."""
        if self.done:
            return self.result()
        result = yield from self._steps
        self._result, self.done = result, True
        return result

    def run(self) -> T:
        """All the work at once; the result."""
        while not self.step(3600.0):
            pass
        return self.result()

    def result(self) -> T:
        """The result (only once :attr:`done`).

        Raises:
            RuntimeError: the work has not finished.
        """
        if not self.done:
            raise RuntimeError("the work has not finished")
        return cast(T, self._result)


__all__ = ["Sliced", "Steps"]
