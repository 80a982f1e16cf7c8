"""Sound effects never block or fail: no device, missing files, mute."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.media.assets import Assets, asset_path
from game.media.sound import SoundPlayer


@pytest.fixture
def mixer() -> Iterator[bool]:
    """The mixer on the dummy audio driver (conftest sets SDL_AUDIODRIVER=dummy)."""
    try:
        pygame.mixer.init()
    except pygame.error:
        yield False
    else:
        yield True
        pygame.mixer.quit()


def write_tone(path: Path) -> None:
    import wave

    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(22050)
        w.writeframes(b"\x00\x10" * 2205)


def test_without_a_device_play_does_nothing(tmp_path: Path) -> None:
    pygame.mixer.quit()
    write_tone(tmp_path / "tick.wav")
    player = SoundPlayer(tmp_path)
    player.play("tick")  # no mixer: silently skipped
    assert not player.available()


def test_missing_files_are_skipped_and_remembered(tmp_path: Path, mixer: bool) -> None:
    if not mixer:
        pytest.skip("no dummy audio driver")
    player = SoundPlayer(tmp_path)
    player.play("nothing_here")
    player.play("nothing_here")
    assert player._cache == {"nothing_here": None}


def test_a_present_file_is_loaded_once_and_played(tmp_path: Path, mixer: bool) -> None:
    if not mixer:
        pytest.skip("no dummy audio driver")
    write_tone(tmp_path / "tick.wav")
    player = SoundPlayer(tmp_path, volume=0.5)
    player.play("tick")
    first = player._cache["tick"]
    assert first is not None
    player.play("tick")
    assert player._cache["tick"] is first


def test_an_unreadable_file_is_skipped(tmp_path: Path, mixer: bool) -> None:
    if not mixer:
        pytest.skip("no dummy audio driver")
    (tmp_path / "broken.wav").write_bytes(b"not a wave file")
    player = SoundPlayer(tmp_path)
    player.play("broken")
    assert player._cache["broken"] is None


def test_mute_and_zero_volume_skip_loading(tmp_path: Path, mixer: bool) -> None:
    write_tone(tmp_path / "tick.wav")
    player = SoundPlayer(tmp_path, muted=True)
    player.play("tick")
    player.configure(volume=0.0, muted=False)
    player.play("tick")
    assert player._cache == {}
    player.configure(volume=3.0, muted=False)
    assert player.volume == 1.0


def test_names_must_be_lower_case(tmp_path: Path, mixer: bool) -> None:
    if not mixer:
        pytest.skip("no dummy audio driver")
    with pytest.raises(ValueError):
        SoundPlayer(tmp_path).play("Tick")


def test_the_game_sounds_folder_does_not_depend_on_the_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The folder the app gives its SoundPlayer (game/app.py: Assets().sounds_dir).
    monkeypatch.chdir(tmp_path)
    sounds = Assets().sounds_dir
    assert sounds == asset_path("sounds")
    assert sounds.is_absolute()
    assert (sounds / "click.wav").is_file()


def test_the_game_sounds_folder_resolves_from_the_package(tmp_path: Path) -> None:
    # The package laid out as a wheel installs it (game/, with assets/ as game/data/) in a folder
    # with no assets/ beside it, imported from yet another folder: the sounds must be found in
    # that copy's game/data/ (tests/test_wheel.py checks a real wheel in a fresh venv).
    root = Path(__file__).resolve().parents[1]
    site = tmp_path / "site"
    shutil.copytree(root / "game", site / "game", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(root / "assets", site / "game" / "data")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    code = (
        "import game.media.assets as a, game.data as d; "
        "print(a.__file__); print(d.__file__); print(a.Assets().sounds_dir)"
    )
    env = {**os.environ, "PYTHONPATH": str(site)}
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=elsewhere, env=env, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    module, data, sounds = (Path(line) for line in out.stdout.splitlines())
    assert module.is_relative_to(site), module  # the copy was imported, not the checkout
    assert data.is_relative_to(site / "game" / "data"), data
    assert sounds == site / "game" / "data" / "sounds", sounds
    assert (sounds / "click.wav").is_file()


def test_a_voice_closed_before_pygame_quits_never_touches_the_mixer() -> None:
    """The speech thread may still hold a voice while the app quits pygame: once
    close_mixer_voices ran, the voice plays nothing, is not busy and stops harmlessly, with the
    mixer gone; a voice made afterwards plays again."""
    import io
    import wave

    from game.media import sound

    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(22050)
        w.writeframes(b"\0\0" * 2205)
    wav = buf.getvalue()
    pygame.mixer.init()
    try:
        voice = sound.MixerVoice()
        voice.play(wav)
        assert voice.sound is not None
        sound.close_mixer_voices()
        voice.sound = None
        pygame.mixer.quit()
        voice.play(wav)  # the mixer is gone: nothing happens, nothing breaks
        assert voice.sound is None and not voice.busy()
        voice.stop()
        pygame.mixer.init()
        voice.play(wav)  # still closed, though a new mixer runs
        assert voice.sound is None
        fresh = sound.MixerVoice()
        fresh.play(wav)
        assert fresh.sound is not None
    finally:
        pygame.mixer.quit()
