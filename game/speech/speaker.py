"""The speaker interface and the speakers that need no sound: silence, memory, a record file."""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, runtime_checkable

log = logging.getLogger(__name__)


@runtime_checkable
class Speaker(Protocol):
    """Something that speaks. ``speak`` returns at once; ``interrupt=True`` cuts off what is
    being said and anything still waiting (a focus change), else the text waits its turn."""

    @property
    def name(self) -> str: ...

    def speak(self, text: str, interrupt: bool = False) -> None: ...

    def stop(self) -> None: ...

    def close(self) -> None: ...


#: How another player's move can sound (``settings.others_moves``): a short sound cue before
#: it, another voice (lower, where the backend can: espeak-ng, speech-dispatcher), or as the
#: player's own.
STYLES = ("cue", "voice", "none")


@dataclass(frozen=True)
class Utterance:
    """One thing said: ``t`` seconds since the speaker started."""

    t: float
    text: str
    interrupt: bool
    #: How it was said: ``""`` (the plain voice), ``"cue"`` (a sound cue before it) or
    #: ``"voice"`` (another voice: another player's move, see :data:`STYLES`).
    style: str = ""

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"t": round(self.t, 4), "text": self.text}
        out["interrupt"] = self.interrupt
        if self.style:
            out["style"] = self.style
        return out


class SilentSpeaker:
    """Says nothing (speech off, or no backend works)."""

    name = "silence"

    def speak(self, text: str, interrupt: bool = False) -> None:
        del text, interrupt

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


class MemorySpeaker:
    """Keeps every utterance in :attr:`said` (tests)."""

    name = "memory"

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._start = clock()
        self.said: list[Utterance] = []
        self.stops = 0

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.said.append(Utterance(self._clock() - self._start, text, interrupt))

    def speak_styled(self, text: str, interrupt: bool, style: str) -> None:
        self.said.append(Utterance(self._clock() - self._start, text, interrupt, style))

    def stop(self) -> None:
        self.stops += 1

    def close(self) -> None:
        pass

    @property
    def texts(self) -> list[str]:
        return [u.text for u in self.said]

    def clear(self) -> None:
        self.said.clear()


class RecordingSpeaker:
    """Appends every utterance to ``path`` as one JSON line ``{"t": seconds since start,
    "text": ..., "interrupt": true|false}`` (``SEEP_SPEECH=record:PATH``: tests and outside
    checks). Each line is flushed as it is said. A file that cannot be written
    is reported once in the log, and speech goes on silently.

    ``seconds_per_word`` (tests): the record acts as if each utterance took that long a word to
    say, so that :meth:`busy` tells, as a screen reader does, whether it is still speaking (0,
    the default: never busy)."""

    name = "record"

    def __init__(
        self,
        path: Path,
        clock: Callable[[], float] = time.monotonic,
        seconds_per_word: float = 0.0,
    ) -> None:
        self.path = path
        self._clock = clock
        self._start = clock()
        self.seconds_per_word = seconds_per_word
        self._until = self._start  # when what was said would end
        self._lock = threading.Lock()
        self._file = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._file = path.open("a", encoding="utf-8")
        except OSError as exc:
            log.warning("cannot record speech to %s: %s", path, exc)

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.speak_styled(text, interrupt, "")

    def speak_styled(self, text: str, interrupt: bool, style: str) -> None:
        """Record ``text`` with how it is said (``style``, see :class:`Utterance`)."""
        now = self._clock()
        line = Utterance(now - self._start, text, interrupt, style).to_json()
        took = self.seconds_per_word * len(text.split())
        self._until = (now if interrupt else max(now, self._until)) + took
        with self._lock:
            if self._file is None:
                return
            try:
                self._file.write(json.dumps(line, ensure_ascii=False) + "\n")
                self._file.flush()
            except OSError as exc:
                log.warning("cannot record speech to %s: %s", self.path, exc)
                self._file = None

    def stop(self) -> None:
        self._until = self._clock()

    @property
    def ends_at(self) -> float:
        """When what has been said would end (on the record's clock)."""
        return self._until

    def speaking(self) -> bool:
        """Still saying something (only with ``seconds_per_word``)."""
        return self._clock() < self._until

    def busy(self) -> bool:
        return self.speaking()

    def close(self) -> None:
        with self._lock:
            if self._file is not None:
                self._file.close()
                self._file = None


def read_record(path: Path) -> list[Utterance]:
    """The utterances of a record file (tests and tools)."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            obj = json.loads(line)
            t, text, interrupt = float(obj["t"]), str(obj["text"]), bool(obj["interrupt"])
            out.append(Utterance(t, text, interrupt, str(obj.get("style", ""))))
    return out
