"""``SEEP_AUDIO=off``: the game starts silent without opening the sound device (the test suite
runs so); unset, it opens it (the dummy driver here)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App, Options
from game.media.sound import SoundPlayer, mixer_voice
from game.storage.store import SaveStore


def test_audio_off_opens_no_sound_device(tmp_path: Path) -> None:
    app = App(Options(size=(800, 500)), store=SaveStore(tmp_path))
    try:
        assert pygame.mixer.get_init() is None and not SoundPlayer.available()
        assert mixer_voice() is None
        app.ctx.sounds.play("deal")  # silently nothing
    finally:
        app.close()


@pytest.mark.usefixtures("audio")
def test_unset_the_game_opens_the_sound_device(tmp_path: Path) -> None:
    app = App(Options(size=(800, 500)), store=SaveStore(tmp_path))
    try:
        assert pygame.mixer.get_init() is not None and SoundPlayer.available()
    finally:
        app.close()
