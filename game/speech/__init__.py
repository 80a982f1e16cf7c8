"""Speech: the game speaks for itself, since no screen reader can see what pygame draws.

One small interface, :class:`~game.speech.speaker.Speaker` (``speak(text, interrupt=False)``,
``stop()``), chosen once at start-up by :func:`~game.speech.choose.open_speaker` from the
``SEEP_SPEECH`` environment variable or the player's setting. Real backends run in a background
thread (:class:`~game.speech.background.BackgroundSpeaker`), so speaking never blocks a frame; a
backend that is missing or fails falls through to the next one, and at the end to silence.

What is said is built elsewhere, by the message builders of :mod:`game.text.spoken`.
This package imports no pygame: the espeak-ng backend plays its WAV through a player the app
passes in.
"""

from game.speech.choose import BACKENDS, SpeechSpec, open_speaker, parse_spec
from game.speech.speaker import MemorySpeaker, RecordingSpeaker, SilentSpeaker, Speaker, Utterance

__all__ = [
    "BACKENDS",
    "MemorySpeaker",
    "RecordingSpeaker",
    "SilentSpeaker",
    "Speaker",
    "SpeechSpec",
    "Utterance",
    "open_speaker",
    "parse_spec",
]
