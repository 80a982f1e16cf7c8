"""Tweens: attributes that move smoothly over time, driven by a passed-in ``dt``.

Modelled on pgzero's ``animation.py``: easing functions live in a name → function registry, and
one entry point, :meth:`Animator.animate`, interpolates any numeric attributes of any object
(numbers, or tuples/lists of numbers such as positions). Time is never read from a clock; the
owner calls :meth:`Animator.update` with the frame's ``dt``, so tests tick by hand.

Every duration is multiplied by the animation-speed factor (``slow`` 1.5, ``normal`` 1,
``fast`` 0.5, ``off`` 0). A scaled duration of zero applies the end values at once and calls
``on_done`` before :meth:`Animator.animate` returns.

>>> class Box: x = 0.0
>>> box, anim = Box(), Animator()
>>> _ = anim.animate(box, 1.0, "linear", x=10.0)
>>> anim.update(0.5); box.x
5.0
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from typing import Any

Easing = Callable[[float], float]
Value = float | Sequence[float]

EASINGS: dict[str, Easing] = {}


def easing(fn: Easing) -> Easing:
    """Register ``fn`` in :data:`EASINGS` under its own name."""
    EASINGS[fn.__name__] = fn
    return fn


@easing
def linear(t: float) -> float:
    return t


@easing
def in_quad(t: float) -> float:
    return t * t


@easing
def out_quad(t: float) -> float:
    return 1.0 - (1.0 - t) * (1.0 - t)


@easing
def in_out_quad(t: float) -> float:
    return 2.0 * t * t if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 2 / 2.0


@easing
def in_cubic(t: float) -> float:
    return t * t * t


@easing
def out_cubic(t: float) -> float:
    return 1.0 - (1.0 - t) ** 3


@easing
def in_out_cubic(t: float) -> float:
    return 4.0 * t * t * t if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 3 / 2.0


@easing
def out_back(t: float) -> float:
    """Overshoots by about 10% then settles: for pops and badges."""
    c1 = 1.70158
    c3 = c1 + 1.0
    return 1.0 + c3 * (t - 1.0) ** 3 + c1 * (t - 1.0) ** 2


def get_easing(name: str) -> Easing:
    """Look up an easing function by name.

    Raises:
        KeyError: the name is unknown; the message suggests the closest registered names.
    """
    try:
        return EASINGS[name]
    except KeyError:
        close = difflib.get_close_matches(name, EASINGS, n=3)
        hint = f" Did you mean {', '.join(map(repr, close))}?" if close else ""  # i18n: skip
        raise KeyError(f"no easing called {name!r}.{hint}") from None


def _lerp(start: Value, end: Value, k: float) -> Value:
    if isinstance(start, int | float) and isinstance(end, int | float):
        return start + (end - start) * k
    if isinstance(start, Sequence) and isinstance(end, Sequence) and len(start) == len(end):
        mixed = [a + (b - a) * k for a, b in zip(start, end, strict=True)]
        return type(start)(mixed) if isinstance(start, tuple | list) else tuple(mixed)
    raise TypeError(f"cannot tween between {start!r} and {end!r}")


class Tween:
    """One animation of some attributes of one target. Made by :meth:`Animator.animate`."""

    def __init__(
        self,
        target: Any,
        duration: float,
        ease: Easing,
        on_done: Callable[[], None] | None,
        targets: dict[str, Value],
        delay: float = 0.0,
    ) -> None:
        self.target = target
        self.duration = duration
        self.delay = delay
        self.ease = ease
        self.on_done = on_done
        self.targets = dict(targets)
        self.starts: dict[str, Value] = {}
        self.elapsed = 0.0
        self.done = False

    def _begin(self) -> None:
        self.starts = {name: getattr(self.target, name) for name in self.targets}

    def _apply(self, k: float) -> None:
        for name, end in self.targets.items():
            start = self.starts[name]
            value = _lerp(start, end, k)
            if isinstance(start, int) and isinstance(end, int) and isinstance(value, float):
                value = round(value)
            setattr(self.target, name, value)

    def step(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; return True once the end values are in place."""
        if self.done:
            return True
        if self.delay > 0.0:
            self.delay -= dt
            if self.delay > 0.0:
                return False
            dt = -self.delay
            self.delay = 0.0
            self._begin()
        elif not self.starts:
            self._begin()
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.complete()
            return True
        self._apply(self.ease(self.elapsed / self.duration))
        return False

    def complete(self) -> None:
        """Jump to the end values (does not call ``on_done``; the animator does)."""
        if not self.starts:
            self._begin()
        for name, end in self.targets.items():
            setattr(self.target, name, list(end) if isinstance(end, list) else end)
        self.done = True

    def drop(self, names: set[str]) -> None:
        """Stop animating ``names`` (they are being taken over by a newer tween)."""
        for name in names:
            self.targets.pop(name, None)
            self.starts.pop(name, None)


class Animator:
    """Owns a set of tweens and advances them together.

    Args:
        speed: the duration multiplier, or a callable returning it (so a settings change applies
            to the next animation without rebuilding the animator).
    """

    def __init__(self, speed: float | Callable[[], float] = 1.0) -> None:
        self._speed = speed
        self._tweens: list[Tween] = []

    @property
    def speed(self) -> float:
        return self._speed() if callable(self._speed) else self._speed

    @speed.setter
    def speed(self, value: float | Callable[[], float]) -> None:
        self._speed = value

    @property
    def busy(self) -> bool:
        """True while any tween is running (input is locked on the table while busy)."""
        return bool(self._tweens)

    def animate(
        self,
        target: Any,
        duration: float,
        ease: str = "out_cubic",
        on_done: Callable[[], None] | None = None,
        *,
        delay: float = 0.0,
        **attrs: Value,
    ) -> Tween:
        """Move ``target``'s attributes to the given end values.

        A running tween on the same target and attribute is replaced: it stops animating that
        attribute, and if nothing is left it is dropped without calling its ``on_done``.

        Args:
            target: any object; its attributes are read now (or after ``delay``) as start values.
            duration: seconds at normal speed; multiplied by :attr:`speed`.
            ease: a name from :data:`EASINGS`.
            on_done: called once, after the end values are in place.
            delay: seconds to wait before starting, also multiplied by :attr:`speed`.
            **attrs: attribute name → end value (number, or tuple/list of numbers).

        Raises:
            KeyError: unknown ``ease`` name.
            ValueError: no attributes given, or a negative duration.
        """
        if not attrs:
            raise ValueError("animate() needs at least one attribute to move")
        if duration < 0 or delay < 0:
            raise ValueError(f"negative duration or delay: {duration}, {delay}")
        fn = get_easing(ease)
        self._release(target, set(attrs))
        factor = max(0.0, self.speed)
        tween = Tween(target, duration * factor, fn, on_done, attrs, delay * factor)
        if tween.duration <= 0.0 and tween.delay <= 0.0:
            self._finish(tween)
            return tween
        self._tweens.append(tween)
        return tween

    def _release(self, target: Any, names: set[str]) -> None:
        for old in self._tweens:
            if old.target is target and names & old.targets.keys():
                old.drop(names)
        self._tweens = [t for t in self._tweens if t.targets]

    @staticmethod
    def _finish(tween: Tween) -> None:
        tween.complete()
        if tween.on_done is not None:
            tween.on_done()

    def update(self, dt: float) -> None:
        """Advance every tween by ``dt`` seconds and run the ``on_done`` of those that end."""
        finished = [t for t in list(self._tweens) if t.step(dt)]
        if not finished:
            return
        self._tweens = [t for t in self._tweens if not t.done]
        for tween in finished:
            if tween.on_done is not None:
                tween.on_done()

    def stop(self, target: Any, *, complete: bool = False) -> None:
        """Stop every tween on ``target``; with ``complete``, jump to the end values first."""
        mine = [t for t in self._tweens if t.target is target]
        self._tweens = [t for t in self._tweens if t.target is not target]
        if complete:
            for tween in mine:
                self._finish(tween)

    def clear(self) -> None:
        """Drop every tween where it stands, without running any ``on_done``."""
        self._tweens.clear()

    def finish_all(self) -> None:
        """Jump every tween to its end and run the callbacks, including tweens those start."""
        for _ in range(1000):  # on_done may start new tweens; a cycle must not hang the game
            if not self._tweens:
                return
            pending, self._tweens = self._tweens, []
            for tween in pending:
                self._finish(tween)
        self._tweens.clear()
