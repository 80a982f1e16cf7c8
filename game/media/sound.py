"""Sound effects: fire-and-forget, and silent when there is nothing to play them on.

``SoundPlayer.play("deal")`` looks for ``assets/sounds/deal.wav`` the first time it is asked and
caches the result (including "not there"). Without an audio device, with a missing or unreadable
file, when muted or at volume 0, it does nothing and raises nothing: a missing sound must never
stop a game (a missing or unreadable file is reported once, see game.media.assets.report_problem).
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

import pygame

from game.media.assets import report_problem

log = logging.getLogger(__name__)


class SoundPlayer:
    """Plays short effects at the player's effects volume.

    Args:
        sounds_dir: the folder holding ``<name>.wav`` files.
        volume: effects volume, 0–1.
        muted: True silences everything.
    """

    def __init__(self, sounds_dir: Path, *, volume: float = 1.0, muted: bool = False) -> None:
        self.sounds_dir = sounds_dir
        self.volume = volume
        self.muted = muted
        self._cache: dict[str, pygame.mixer.Sound | None] = {}

    @staticmethod
    def available() -> bool:
        """True when the mixer is running (an audio device was found at start-up)."""
        try:
            return pygame.mixer.get_init() is not None
        except pygame.error:
            return False

    def configure(self, *, volume: float, muted: bool) -> None:
        self.volume = min(1.0, max(0.0, volume))
        self.muted = muted

    def play(self, name: str) -> None:
        """Start ``name`` playing and return at once; silently skip if it cannot play."""
        if self.muted or self.volume <= 0.0 or not self.available():
            return
        sound = self._load(name)
        if sound is None:
            return
        try:
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error as exc:  # e.g. the device went away mid-game
            log.debug("cannot play %s: %s", name, exc)

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name in self._cache:
            return self._cache[name]
        if name != name.lower() or "/" in name or "\\" in name:
            raise ValueError(f"sound names are lower case, without folders: {name!r}")
        path = self.sounds_dir / f"{name}.wav"
        sound: pygame.mixer.Sound | None = None
        if path.is_file():
            try:
                sound = pygame.mixer.Sound(path)
            except (pygame.error, OSError) as exc:
                report_problem(path, exc)
        else:
            report_problem(path, "missing")
        self._cache[name] = sound
        return sound


# The speech thread plays through the mixer while the main thread may be quitting pygame: a
# call into a mixer that is gone crashes the process. Every call of a MixerVoice holds this
# lock, and :func:`close_mixer_voices` (before pygame quits) ends the voices made so far.
_MIXER_LOCK = threading.Lock()
_generation = 0


def close_mixer_voices() -> None:
    """Stop every :class:`MixerVoice` made so far, for good: called before pygame quits, so
    that a speech thread still finishing a sentence never touches a mixer that is gone."""
    global _generation
    with _MIXER_LOCK:
        _generation += 1


class MixerVoice:
    """Plays speech (espeak-ng's WAVs) on the mixer, one sound at a time, stopped at once;
    from any thread, and harmlessly after :func:`close_mixer_voices`.

    Made only where the mixer runs; :func:`mixer_voice` returns ``None`` otherwise.
    """

    def __init__(self) -> None:
        self.sound: pygame.mixer.Sound | None = None
        self._generation = _generation

    def _live(self) -> bool:
        """(With the lock held.) The mixer this voice was made for is still there."""
        return self._generation == _generation and SoundPlayer.available()

    def play(self, wav: bytes) -> None:
        import io

        with _MIXER_LOCK:
            if not self._live():
                return
            if self.sound is not None:
                self.sound.stop()
            self.sound = pygame.mixer.Sound(file=io.BytesIO(wav))
            self.sound.play()

    def busy(self) -> bool:
        with _MIXER_LOCK:
            sound = self.sound
            return self._live() and sound is not None and sound.get_num_channels() > 0

    def stop(self) -> None:
        with _MIXER_LOCK:
            if self.sound is not None and self._live():
                self.sound.stop()


def mixer_voice() -> MixerVoice | None:
    """A :class:`MixerVoice`, or ``None`` when there is no sound device."""
    return MixerVoice() if SoundPlayer.available() else None
