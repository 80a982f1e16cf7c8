"""The wheel, as a friend's `pip install` gets it: built from a copy of this checkout, installed
into a fresh virtual environment, and played from a folder outside the checkout.

It carries the game's own files inside the package (``game/data/``: cards, sounds, theme,
fonts), no top-level ``assets`` package, and the installed game finds them there: its
screenshot shows real card faces. Takes about ten seconds (pip may use its cache; a fresh CI
machine downloads pygame-ce and the rest from PyPI once).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pygame
import pytest

from tests.cardfaces import colour_counts, shows_card_faces

ROOT = Path(__file__).resolve().parents[1]
NOT_SOURCES = shutil.ignore_patterns(
    ".git",
    ".venv",
    "__pycache__",
    "*.egg-info",
    ".*_cache",
    ".hypothesis",
    "dist",
    "out",  # build/out: PyInstaller's and setuptools' work folders
    "screenshots",
)
FACES = 53  # 52 faces and the back, in each of cards/, cards/2x/, cards/four/, cards/four/2x/


def _run(
    args: list[str | Path], cwd: Path | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    out = subprocess.run(
        [str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=600
    )
    assert out.returncode == 0, f"{args}:\n{out.stdout}\n{out.stderr}"
    return out


def _build_wheel(tmp: Path, *, compiled: bool) -> Path:
    # From a copy, so setuptools' build and egg-info folders never touch the checkout.
    src = tmp / "src"
    shutil.copytree(ROOT, src, ignore=NOT_SOURCES)
    env = {k: v for k, v in os.environ.items() if k not in ("SEEP_PURE", "SEEP_BUILD_DIR")}
    if not compiled:
        env["SEEP_PURE"] = "1"  # setup.py builds no extension: a pure-Python wheel
    before = sorted(p.relative_to(src) for p in src.rglob("*"))
    _run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", tmp / "wheels", src],
        env=env,
    )
    # The pure build writes nothing into the source folder (no seep.egg-info, no build/out/):
    # setup.py's WORK folder is outside it. (A compiled build keeps mypyc's C sources in
    # build/out/mypyc: setuptools accepts only relative paths for an extension's sources.)
    if not compiled:
        assert sorted(p.relative_to(src) for p in src.rglob("*")) == before
    (wheel,) = (tmp / "wheels").glob("seep-*.whl")
    return wheel


def _check_contents(wheel: Path, *, compiled: bool) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names}
    # seep-0.1.0-py3-none-any.whl, or seep-0.1.0-cp311-cp311-<platform>.whl when compiled
    assert tops == {"game", "-".join(wheel.name.split("-")[:2]) + ".dist-info"}, tops  # no assets/
    natives = [n for n in names if n.startswith("game/ai/counter.") and not n.endswith(".py")]
    if compiled:
        # the hot path compiled by mypyc (a compiler is at hand here), with the manifest that
        # lets the installed game trust it (game/_native.py)
        assert "game/_compiled.json" in names
        assert any(n.startswith("game/_compiled__mypyc.") for n in names), names
        assert natives, names
    else:
        assert "game/_compiled.json" not in names and not natives, names
        assert wheel.name.endswith("-py3-none-any.whl"), wheel.name
    data = [n for n in names if n.startswith("game/data/")]
    for folder in ("cards", "cards/2x", "cards/four", "cards/four/2x"):
        pngs = [n for n in data if n.rsplit("/", 1)[0] == f"game/data/{folder}"]
        assert len(pngs) == FACES and all(n.endswith(".png") for n in pngs), folder
    assert len([n for n in data if n.startswith("game/data/sounds/")]) == 10
    for name in (
        "theme.json",
        "CREDITS.md",
        "icon.png",
        "fonts/seep-cards-regular.ttf",
        "fonts/seep-devanagari-regular.ttf",
        "fonts/seep-gurmukhi-bold.ttf",
        "fonts/ofl.txt",
        "locale/glossary.json",
        *(
            f"locale/{code}/{part}.{ext}"
            for code in ("hi", "pa")
            for part in ("game", "lessons", "rulebook")
            for ext in ("po", "mo")
        ),
    ):
        assert f"game/data/{name}" in names, name
    assert "game/tutorial/lessons.json" in names
    assert wheel.stat().st_size < 6 * 1024 * 1024


@pytest.mark.parametrize(
    "compiled",
    [
        # the default run: the pure wheel (quick to build); the executable's smoke run in CI
        # checks the compiled hot path of the build it freezes
        False,
        pytest.param(True, marks=pytest.mark.slow),  # mypyc in pip's isolated build: ~1 min
    ],
    ids=["pure", "compiled"],
)
def test_the_wheel_installs_and_plays_from_any_folder(tmp_path: Path, compiled: bool) -> None:
    wheel = _build_wheel(tmp_path, compiled=compiled)
    _check_contents(wheel, compiled=compiled)

    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", venv])
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / ("python.exe" if os.name == "nt" else "python")
    # this pip installs into the fresh environment (only the wheel and its dependencies)
    _run([sys.executable, "-m", "pip", "--python", python, "install", "-q", wheel])

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        XDG_DATA_HOME=str(tmp_path / "xdg"),
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    where = _run(
        [
            python,
            "-c",
            "import game.media.assets as a, game._native as n; print(a.data_root());"
            " print(a.__file__); print(n.STATE.replace(' ', '_'))",
        ],
        cwd=elsewhere,
        env=env,
    ).stdout.split()
    site = Path(where[1]).parent.parent.parent  # site-packages/game/media/assets.py
    assert Path(where[0]) == site / "game" / "data"
    assert site.is_relative_to(venv) and not site.is_relative_to(ROOT)
    assert not (site / "assets").exists()
    # the installed hot path is the compiled one, or pure Python for the pure wheel
    assert where[2].startswith("compiled" if compiled else "pure:"), where

    shot = tmp_path / "shot.png"
    seep = bindir / ("seep.exe" if os.name == "nt" else "seep")
    out = _run(
        [seep, "--autoplay", "--seed", "3", "--frames", "300", "--screenshot", shot],
        cwd=elsewhere,
        env=env,
    )
    assert "deals played" in out.stdout
    assert "Traceback" not in out.stderr and "game file" not in out.stderr, out.stderr
    image = pygame.image.load(str(shot))
    assert shows_card_faces(image), colour_counts(image)

    # In Punjabi: the installed catalogues (compiled by the build) and the Gurmukhi font.
    said = _run(
        [
            python,
            "-c",
            "from game import i18n; i18n.set_language('pa'); print(i18n._('Tutorial'));"
            " print(i18n.catalog('pa').__class__.__name__, i18n.problems)",
        ],
        cwd=elsewhere,
        env=env,
    ).stdout.split("\n")
    assert said[0] != "Tutorial" and all(0x0A00 <= ord(c) <= 0x0A7F for c in said[0]), said
    assert said[1] == "GNUTranslations []", said
    out = _run([seep, "--lang", "pa", "--frames", "30"], cwd=elsewhere, env=env)
    assert "Traceback" not in out.stderr and "game file" not in out.stderr, out.stderr
