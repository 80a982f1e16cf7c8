"""Checks on the committed card images and sound effects (see assets/CREDITS.md)."""

from __future__ import annotations

import importlib.util
import os
import sys
import wave
from array import array
from pathlib import Path
from types import ModuleType

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# (the environment above must be set before pygame is imported)
import pygame

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "assets" / "cards"
SOUNDS = ROOT / "assets" / "sounds"

RANKS = "a23456789tjqk"
SUITS = "shdc"
FACES = [r + s for s in SUITS for r in RANKS]
EXPECTED = {f"{name}.png" for name in [*FACES, "back"]}
FOLDERS = {"": 1, "2x": 2, "four": 1, "four/2x": 2}

SOUND_TARGETS = {
    "shuffle": 0.8,
    "deal": 0.12,
    "play": 0.15,
    "capture": 0.35,
    "build": 0.25,
    "seep": 1.2,
    "deal_won": 1.0,
    "deal_lost": 1.0,
    "tick": 0.05,
    "click": 0.04,
}


def _load(path: Path) -> pygame.Surface:
    return pygame.image.load(str(path))


def _sizes(folder: str) -> set[tuple[int, int]]:
    return {_load(CARDS / folder / name).get_size() for name in EXPECTED}


# --------------------------------------------------------------------------- cards


def test_faces_are_distinct_names() -> None:
    assert len(FACES) == 52 and len(set(FACES)) == 52


@pytest.mark.parametrize("folder", list(FOLDERS))
def test_all_cards_present_lower_case(folder: str) -> None:
    names = {p.name for p in (CARDS / folder).glob("*.png")}
    assert names >= EXPECTED, f"missing in {folder!r}: {sorted(EXPECTED - names)}"
    assert all(n == n.lower() for n in names)
    assert names == EXPECTED, f"unexpected extra files: {sorted(names - EXPECTED)}"


@pytest.mark.parametrize("folder", list(FOLDERS))
def test_same_size_within_folder_and_portrait(folder: str) -> None:
    sizes = _sizes(folder)
    assert len(sizes) == 1, f"{folder!r} has mixed sizes {sizes}"
    ((w, h),) = sizes
    assert h > w > 0
    assert h == 240 * FOLDERS[folder]


@pytest.mark.parametrize("base", ["", "four"])
def test_2x_is_twice_the_size(base: str) -> None:
    ((w1, h1),) = _sizes(base)
    ((w2, h2),) = _sizes(f"{base}/2x".lstrip("/"))
    assert (w2, h2) == (2 * w1, 2 * h1)


@pytest.mark.parametrize("folder", list(FOLDERS))
def test_corners_transparent_centre_opaque(folder: str) -> None:
    for name in sorted(EXPECTED):
        img = _load(CARDS / folder / name)
        w, h = img.get_size()
        corners = [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)]
        corners += [(1, 1), (w - 2, 1), (1, h - 2), (w - 2, h - 2)]
        for xy in corners:
            assert img.get_at(xy).a == 0, f"{folder}/{name}: corner {xy} is not transparent"
        assert img.get_at((w // 2, h // 2)).a == 255, f"{folder}/{name}: centre not opaque"


def test_four_colour_differs_only_for_diamonds_and_clubs() -> None:
    def pixels(path: Path) -> bytes:
        return pygame.image.tobytes(_load(path), "RGBA")

    for name in ("as", "kh", "5d", "jc"):
        same = pixels(CARDS / f"{name}.png") == pixels(CARDS / "four" / f"{name}.png")
        assert same == (name[1] in "sh"), name


def test_cards_total_size_reasonable() -> None:
    total = sum(p.stat().st_size for p in CARDS.rglob("*.png"))
    assert total < 15 * 1024 * 1024


# --------------------------------------------------------------------------- sounds


def _read(path: Path) -> tuple[int, int, int, array]:
    """Return ``(rate, sample_width, channels, samples)`` of a 16-bit little-endian WAV."""
    with wave.open(str(path)) as w:
        rate, width, channels = w.getframerate(), w.getsampwidth(), w.getnchannels()
        frames = w.readframes(w.getnframes())
    samples = array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()
    return rate, width, channels, samples


@pytest.mark.parametrize(("name", "target"), list(SOUND_TARGETS.items()))
def test_sound_format_duration_level_fades(name: str, target: float) -> None:
    rate, width, channels, samples = _read(SOUNDS / f"{name}.wav")
    assert rate == 44100
    assert width == 2
    assert channels == 1
    duration = len(samples) / rate
    assert 0.5 * target <= duration <= 1.5 * target, f"{name}: {duration:.3f} s"

    peak = max(abs(s) for s in samples) / 32768
    assert 0.2 <= peak <= 0.99, f"{name}: peak {peak:.3f}"

    edge = round(0.002 * 44100)
    head = max(abs(s) for s in samples[:edge]) / 32768
    tail = max(abs(s) for s in samples[-edge:]) / 32768
    assert head <= 0.02, f"{name}: start not faded ({head:.3f})"
    assert tail <= 0.02, f"{name}: end not faded ({tail:.3f})"


def test_no_unexpected_sound_files() -> None:
    assert {p.stem for p in SOUNDS.glob("*.wav")} == set(SOUND_TARGETS)


def _make_sounds_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_make_sounds_is_deterministic(tmp_path: Path) -> None:
    make_sounds = _make_sounds_module()
    written = make_sounds.generate(tmp_path)
    assert {p.stem for p in written} == set(SOUND_TARGETS)
    for path in written:
        committed = SOUNDS / path.name
        assert path.read_bytes() == committed.read_bytes(), f"{path.name} differs from committed"
