"""A speaker that runs its backend in a background thread, falling through on failure.

The frame loop only puts text on a queue. The worker thread creates the first backend that can
be created (creating a screen reader's backend can take over a second), speaks each text in
turn, and when a backend fails (it cannot be created, or raises while speaking) moves on to the
next factory, and at the end to silence. ``interrupt=True`` empties the queue and cuts off what
is being said before the new text.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Sequence
from typing import Protocol

log = logging.getLogger(__name__)


class Backend(Protocol):
    """One way of making sound from text. ``speak`` may block until the text is spoken (the
    worker thread calls it); ``cut`` may be called from any thread and must make a blocked
    ``speak`` return soon."""

    name: str

    def speak(self, text: str, interrupt: bool) -> None: ...

    def stop(self) -> None: ...

    def cut(self) -> None: ...

    def close(self) -> None: ...


BackendFactory = Callable[[], Backend]

_CLOSE = object()


class BackgroundSpeaker:
    """Speaks through the first of ``factories`` (name, factory) that works.

    Args:
        factories: backends to try, best first.
        on_delivered: called in the worker thread with ``(text, time.monotonic())`` each time a
            text reaches a backend (the latency benchmark).
    """

    def __init__(
        self,
        factories: Sequence[tuple[str, BackendFactory]],
        *,
        on_delivered: Callable[[str, float], None] | None = None,
    ) -> None:
        self._factories = list(factories)
        self._queue: queue.Queue[object] = queue.Queue()
        self._backend: Backend | None = None
        self._lock = threading.Lock()
        self._on_delivered = on_delivered
        self.failures: list[str] = []  # "name: why", for the settings screen and the log
        self.ready = threading.Event()  # set once a backend is up (or none is left)
        self._pending = 0  # texts queued and not yet handed to a backend
        self._done = threading.Condition(self._lock)
        self._thread = threading.Thread(target=self._run, name="seep-speech", daemon=True)
        self._thread.start()

    @property
    def name(self) -> str:
        backend = self._backend
        if backend is not None:
            return backend.name
        return "silence" if self.ready.is_set() else "starting"

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.speak_styled(text, interrupt, "")

    def speak_styled(self, text: str, interrupt: bool, style: str) -> None:
        """``speak``, with how it is said: ``"voice"`` in a lower voice where the backend can
        (its ``speak_lower``), anything else in the plain voice (the cue is the app's)."""
        if not text:
            return
        if interrupt:
            self._silence()
        with self._lock:
            self._pending += 1
        self._queue.put((text, interrupt, style))

    def stop(self) -> None:
        """Silence now: nothing waiting, nothing being said."""
        self._silence()
        with self._lock:
            self._pending += 1
        self._queue.put(("", True, ""))

    def _silence(self) -> None:
        """Drop what waits and cut what the backend is saying."""
        self._drain()
        with self._lock:
            backend = self._backend
        if backend is not None:
            try:
                backend.cut()
            except Exception as exc:  # a backend must never break the game
                log.debug("speech cut failed: %s", exc)

    def close(self) -> None:
        """Cut what is being said, and end the worker thread (waiting a little for it)."""
        self._silence()
        self._queue.put(_CLOSE)
        self._thread.join(timeout=2.0)

    def busy(self) -> bool:
        """Something is still to be said, or being said (where the backend can tell)."""
        with self._lock:
            if self._pending > 0:
                return True
            backend = self._backend
        speaking = getattr(backend, "speaking", None)
        try:
            return bool(speaking()) if callable(speaking) else False
        except Exception:  # a screen reader's own error: say "not busy" rather than stall the game
            log.debug("the speech backend could not tell whether it is speaking", exc_info=True)
            return False

    def wait_idle(self, timeout: float = 5.0) -> bool:
        """Wait until everything queued has reached the backend (tests, benchmarks)."""
        with self._done:
            return self._done.wait_for(lambda: self._pending == 0, timeout)

    def _drain(self) -> None:
        while True:
            try:
                item = self._queue.get_nowait()
            except queue.Empty:
                return
            if item is _CLOSE:
                self._queue.put(_CLOSE)
                return
            self._handled()

    def _handled(self) -> None:
        with self._done:
            self._pending -= 1
            if self._pending <= 0:
                self._pending = 0
                self._done.notify_all()

    # The worker thread.

    def _next_backend(self) -> Backend | None:
        while self._factories:
            name, factory = self._factories.pop(0)
            try:
                backend = factory()
            except Exception as exc:  # missing library, no daemon, no program
                self.failures.append(f"{name}: {exc}")
                log.info("speech backend %s is not available: %s", name, exc)
                continue
            log.info("speech through %s", backend.name)
            return backend
        return None

    def _run(self) -> None:
        backend = self._next_backend()
        with self._lock:
            self._backend = backend
        self.ready.set()
        while True:
            item = self._queue.get()
            if item is _CLOSE:
                break
            assert isinstance(item, tuple)
            text, interrupt, style = item
            while backend is not None:
                try:
                    if not text:
                        backend.stop()
                        break
                    if interrupt:
                        backend.stop()
                    if self._on_delivered is not None:
                        self._on_delivered(text, time.monotonic())
                    lower = getattr(backend, "speak_lower", None)
                    if style == "voice" and callable(lower):
                        lower(text, interrupt)
                    else:
                        backend.speak(text, interrupt)
                    break
                except Exception as exc:
                    self.failures.append(f"{backend.name}: {exc}")
                    log.warning("speech backend %s failed: %s", backend.name, exc)
                    self._close(backend)
                    backend = self._next_backend()
                    with self._lock:
                        self._backend = backend
            if backend is None and text and self._on_delivered is not None:
                self._on_delivered(text, time.monotonic())  # silence: delivered, unheard
            self._handled()
        if backend is not None:
            self._close(backend)

    @staticmethod
    def _close(backend: Backend) -> None:
        try:
            backend.close()
        except Exception as exc:
            log.debug("closing speech backend %s: %s", backend.name, exc)
