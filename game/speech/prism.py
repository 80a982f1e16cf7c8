"""prismatoid: the player's own screen reader (NVDA, JAWS, SAPI/OneCore, VoiceOver/AVSpeech,
Orca or speech-dispatcher), through the optional ``seep[speech]`` extra (module ``prism``).

Creating the backend can take over a second (speech-dispatcher on Linux): the worker thread does
it, off the frame loop; ``speak`` then returns in under a millisecond.
"""

from __future__ import annotations

import importlib
from typing import Any


class PrismBackend:
    """The best backend prismatoid finds on this machine."""

    def __init__(self) -> None:
        prism = importlib.import_module("prism")  # the optional extra: ImportError if absent

        self._context: Any = prism.Context()
        self._backend: Any = self._context.create_best()
        self.name = f"prismatoid ({self._backend.name})"  # i18n: skip (program names)

    def speak(self, text: str, interrupt: bool) -> None:
        self._backend.speak(text, interrupt)

    def stop(self) -> None:
        self._backend.stop()

    def speaking(self) -> bool:
        return bool(self._backend.speaking)

    def cut(self) -> None:
        pass  # speaking does not block; the worker stops before an interrupting text

    def close(self) -> None:
        self._backend = None
        self._context = None
