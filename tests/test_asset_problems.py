"""A missing or damaged file of the game's own (card image, sound, theme, font): the game runs on
with a plain stand-in and tells the player once, in a dialog, which files and that reinstalling
helps; never a traceback."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

import game.media.assets
from game.app import App, Options
from game.media.assets import PROBLEM_TITLE, AssetProblems, asset_path
from game.storage.store import SaveStore
from tests.cardfaces import colour_counts, shows_card_faces

ROOT = Path(__file__).resolve().parents[1]
SMOKE = ["--autoplay", "--seed", "3", "--frames", "60"]


@pytest.fixture
def damaged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of assets/ the game reads instead, with a damaged theme, sound and font, and the
    normal-size card faces gone."""
    data = tmp_path / "data"
    shutil.copytree(ROOT / "assets", data)
    (data / "theme.json").write_text('{"button": {', encoding="utf-8")
    (data / "sounds" / "deal.wav").write_bytes(b"RIFF and nothing more")
    (data / "fonts" / "seep-cards-regular.ttf").write_bytes(b"\0" * 64)
    for face in (data / "cards").glob("*.png"):
        if face.stem != "back":
            face.unlink()
    monkeypatch.setattr(game.media.assets, "data_root", lambda: data)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    yield data


def _site_packages() -> list[str]:
    paths = sysconfig.get_paths()
    return sorted({paths["purelib"], paths["platlib"]})


def _problem_dialogs(app: App) -> list[str]:
    return [d.text for d in app.ctx.dialogs._open if d.title == PROBLEM_TITLE]


def test_damaged_files_are_told_once_and_the_match_plays_on(damaged: Path, tmp_path: Path) -> None:
    assert asset_path("theme.json") == damaged / "theme.json"
    app = App(Options(autoplay=True, seed=3), store=SaveStore(tmp_path / "saves"))
    try:
        app.run(frames=240)
        assert app.frame == 240  # still running: nothing stopped it
        texts = _problem_dialogs(app)
        assert texts, "no dialog about the damaged files"
        told = "\n".join(texts)
        assert "theme.json (damaged)" in told
        assert "fonts/seep-cards-regular.ttf (damaged)" in told
        assert "(missing)" in told and "cards/" in told
        assert "Reinstalling Seep" in told
        assert str(damaged) in told  # where the files belong
        # the table is drawn with plain stand-in faces, not the (gone) pictures
        images = app.table.images if app.table is not None else None
        assert images is not None and images._base, "no card was drawn"
        assert not shows_card_faces(app.screen), colour_counts(app.screen)
        # once a file: more frames, no new dialog about the same files
        count = len(texts)
        app.run(frames=120)
        assert len(_problem_dialogs(app)) == count
    finally:
        app.close()


def test_damaged_theme_fonts_are_told_and_the_screen_still_draws(
    damaged: Path, tmp_path: Path
) -> None:
    # The theme itself intact this time: its card-text fonts (the suits, the check mark) are
    # damaged, and the settings screen, which uses them, still draws.
    shutil.copy(ROOT / "assets" / "theme.json", damaged / "theme.json")
    (damaged / "fonts" / "seep-cards-bold.ttf").write_bytes(b"\0" * 64)
    app = App(Options(open_scene="settings"), store=SaveStore(tmp_path / "saves"))
    try:
        app.run(frames=30)
        told = "\n".join(_problem_dialogs(app))
        assert "fonts/seep-cards-regular.ttf (damaged)" in told
        assert "fonts/seep-cards-bold.ttf (damaged)" in told
        assert "theme.json" not in told
        assert app.frame == 30
    finally:
        app.close()


def test_a_sound_that_cannot_be_read_is_told(damaged: Path) -> None:
    from game.media.sound import SoundPlayer

    try:
        pygame.mixer.init()
    except pygame.error:
        pytest.fail("the dummy audio driver should give a mixer")
    try:
        game.media.assets.problems.clear()
        player = SoundPlayer(damaged / "sounds")
        player.play("deal")
        player.play("deal")
        player.play("nothing")
        text = game.media.assets.take_problem_message()
        assert text is not None
        assert "sounds/deal.wav (damaged)" in text
        assert "sounds/nothing.wav (missing)" in text
        assert text.count("deal.wav") == 1
        assert game.media.assets.take_problem_message() is None  # told once
    finally:
        pygame.mixer.quit()


def test_a_long_list_is_cut_short(tmp_path: Path) -> None:
    problems = AssetProblems()
    for i in range(20):
        problems.report(tmp_path / f"f{i}.png", FileNotFoundError())
    text = problems.take_message()
    assert text is not None
    assert "and 12 more" in text
    assert text.count("(missing)") == 8


def test_without_its_data_folder_the_installed_game_still_starts(tmp_path: Path) -> None:
    # The package as a wheel installs it, but with game/data/ gone altogether: a smoke run
    # exits 0 with no traceback, and the player is told (the log line behind the dialog).
    # -S: no .pth files, so an editable install's finder cannot supply the checkout's assets/.
    site = tmp_path / "site"
    shutil.copytree(ROOT / "game", site / "game", ignore=shutil.ignore_patterns("__pycache__"))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(site), *_site_packages()]),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "XDG_DATA_HOME": str(tmp_path / "xdg"),
    }
    shot = tmp_path / "shot.png"
    out = subprocess.run(
        [sys.executable, "-S", "-m", "game", *SMOKE, "--screenshot", str(shot)],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr
    assert "game file" in out.stderr and "theme.json" in out.stderr
    assert shot.is_file()
