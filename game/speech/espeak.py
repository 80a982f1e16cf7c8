"""espeak-ng, the system program, rendering a WAV that the game plays through its own mixer.

espeak-ng is called, not bundled (it is GPL). Rendering a sentence takes 6-17 ms here; the worker
thread then waits while the sound plays, so sentences follow each other and do not overlap.
"""

from __future__ import annotations

import shutil
import subprocess
import threading
from typing import Protocol

from game.i18n import VOICES, language

RENDER_TIMEOUT = 10.0


class WavPlayer(Protocol):
    """Plays a WAV file's bytes (the app's mixer; :class:`game.media.sound.MixerVoice`)."""

    def play(self, wav: bytes) -> None: ...

    def busy(self) -> bool: ...

    def stop(self) -> None: ...


LOWER_PITCH = 25  # espeak-ng's pitch (0-99, 50 by default) for another player's move


def espeak_program() -> str | None:
    """The espeak-ng (or espeak) program on PATH, or ``None``."""
    return shutil.which("espeak-ng") or shutil.which("espeak")


def render(
    text: str,
    *,
    voice: str = "en",
    rate: int = 175,
    program: str | None = None,
    pitch: int = 50,
) -> bytes:
    """``text`` spoken into a WAV file's bytes (``pitch`` 0 to 99, espeak-ng's default 50).
    Raises ``OSError`` or ``RuntimeError``."""
    program = program or espeak_program()
    if program is None:
        raise FileNotFoundError("espeak-ng is not installed")
    done = subprocess.run(
        [program, "--stdout", "-v", voice, "-s", str(rate), "-p", str(pitch), "--", text],
        capture_output=True,
        timeout=RENDER_TIMEOUT,
        check=False,
    )
    if done.returncode != 0 or not done.stdout.startswith(b"RIFF"):
        code = done.returncode
        why = done.stderr.decode("utf-8", "replace").strip() or f"exit code {code}"  # i18n: skip
        raise RuntimeError(f"espeak-ng failed: {why}")
    return done.stdout


class EspeakBackend:
    """Speaks by rendering with espeak-ng and playing through ``player``."""

    name = "espeak-ng"

    def __init__(
        self, player: WavPlayer | None, *, voice: str | None = None, rate: int = 175
    ) -> None:
        """``voice``: an espeak-ng voice; by default the current language's (followed live)."""
        program = espeak_program()
        if program is None:
            raise FileNotFoundError("espeak-ng is not installed")
        if player is None:
            raise RuntimeError("no sound device to play speech on")
        self.program = program
        self.player = player
        self.voice = voice
        self.rate = rate
        self._cut = threading.Event()

    def speak(self, text: str, interrupt: bool, pitch: int = 50) -> None:
        del interrupt
        self._cut.clear()
        voice = self.voice or VOICES.get(language(), "en")
        wav = render(text, voice=voice, rate=self.rate, program=self.program, pitch=pitch)
        if self._cut.is_set():
            return
        self.player.play(wav)
        while self.player.busy() and not self._cut.wait(0.01):
            pass

    def speak_lower(self, text: str, interrupt: bool) -> None:
        """Another player's move: a lower voice."""
        self.speak(text, interrupt, pitch=LOWER_PITCH)

    def stop(self) -> None:
        self.player.stop()

    def speaking(self) -> bool:
        return self.player.busy()

    def cut(self) -> None:
        self._cut.set()
        self.player.stop()

    def close(self) -> None:
        self.cut()
