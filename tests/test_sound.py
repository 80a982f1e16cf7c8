"""Sound effects never block or fail: no device, missing files, mute."""

from __future__ import annotations

from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import pygame
import pytest

from game.assets import Assets, asset_path
from game.sound import SoundPlayer


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


@pytest.mark.xfail(
    strict=True,
    reason="assets are found through the repository root, not the package: issue 12",
)
def test_the_game_sounds_folder_resolves_from_the_package() -> None:
    package = Path(str(resources.files("game"))).resolve()
    sounds = Assets().sounds_dir.resolve()
    assert sounds.is_relative_to(package), (sounds, package)
    assert (sounds / "click.wav").is_file()
