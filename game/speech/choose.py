"""Which speaker to use: ``SEEP_SPEECH`` or the player's setting, chosen once at start-up.

``SEEP_SPEECH=auto|off|prism|speechd|espeak|record:PATH`` overrides the setting. ``auto`` tries
the player's screen reader (prismatoid), then speech-dispatcher, then espeak-ng, then silence.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from game.i18n import N_
from game.speech.background import Backend, BackendFactory, BackgroundSpeaker
from game.speech.espeak import EspeakBackend, WavPlayer
from game.speech.speaker import RecordingSpeaker, SilentSpeaker, Speaker

ENV = "SEEP_SPEECH"

#: The backends a player can name, in the order ``auto`` tries them, with their display names.
BACKENDS = {
    "prism": N_("Screen reader (prismatoid)"),  # translated where shown
    "speechd": "speech-dispatcher",
    "espeak": "espeak-ng",
}
CHOICES = ("off", "auto", *BACKENDS)


@dataclass(frozen=True)
class SpeechSpec:
    """``kind`` is ``"off"``, ``"auto"``, a key of :data:`BACKENDS` or ``"record"`` (with
    ``path``)."""

    kind: str
    path: Path | None = None

    @property
    def forced(self) -> bool:
        """Set from the environment to something that speaks (speech on, whatever the
        setting says)."""
        return self.kind != "off"


def parse_spec(text: str) -> SpeechSpec:
    """``'record:out.jsonl'`` → ``SpeechSpec('record', Path('out.jsonl'))``.

    >>> parse_spec("ESPEAK")
    SpeechSpec(kind='espeak', path=None)
    >>> parse_spec("loud")
    Traceback (most recent call last):
    ...
    ValueError: SEEP_SPEECH must be auto, off, prism, speechd, espeak or record:PATH, not 'loud'
    """
    value = text.strip()
    if value.lower().startswith("record:") and len(value) > len("record:"):
        return SpeechSpec("record", Path(value[len("record:") :]))
    if value.lower() in CHOICES:
        return SpeechSpec(value.lower())
    raise ValueError(
        f"{ENV} must be auto, off, prism, speechd, espeak or record:PATH, not {text!r}"
    )


def env_spec(environ: Mapping[str, str] | None = None) -> SpeechSpec | None:
    """The spec in ``SEEP_SPEECH``, or ``None`` when it is unset or empty."""
    value = (os.environ if environ is None else environ).get(ENV, "")
    return parse_spec(value) if value.strip() else None


def _factories(
    kind: str, player: Callable[[], WavPlayer | None]
) -> list[tuple[str, BackendFactory]]:
    def prism() -> Backend:
        from game.speech.prism import PrismBackend

        return PrismBackend()

    def speechd() -> Backend:
        from game.speech.speechd import SpeechdBackend

        return SpeechdBackend()

    def espeak() -> Backend:
        return EspeakBackend(player())

    made: dict[str, BackendFactory] = {"prism": prism, "speechd": speechd, "espeak": espeak}
    names = list(BACKENDS) if kind == "auto" else [kind]
    return [(name, made[name]) for name in names]


def open_speaker(
    spec: SpeechSpec,
    *,
    player: Callable[[], WavPlayer | None] = lambda: None,
    on_delivered: Callable[[str, float], None] | None = None,
) -> Speaker:
    """A speaker for ``spec``. Real backends start in a background thread; this returns at
    once. ``player`` makes the WAV player espeak-ng plays through (``None``: no sound device)."""
    if spec.kind == "off":
        return SilentSpeaker()
    if spec.kind == "record":
        assert spec.path is not None
        return RecordingSpeaker(spec.path)
    return BackgroundSpeaker(_factories(spec.kind, player), on_delivered=on_delivered)
