"""The card-text fonts (assets/fonts/, a subset of Noto Sans KR): they cover every character the
game's text uses, match the full font's metrics, and the theme needs no CJK font of pygame-gui."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pygame
import pytest

from game.media.assets import gui_font_path

ROOT = Path(__file__).resolve().parents[1]
CJK_FONTS = ("NotoSansJP", "NotoSansSC", "NotoSansKR")
WEIGHTS = {"noto_sans_kr": "NotoSansKR-Regular.ttf", "noto_sans_kr_bold": "NotoSansKR-Bold.ttf"}


def _game_characters() -> str:
    """Every non-ASCII character in the game's sources, lessons and theme (its text)."""
    chars: set[str] = set()
    for path in [*(ROOT / "game").rglob("*.py"), *(ROOT / "game").rglob("*.json")]:
        chars |= set(path.read_text(encoding="utf-8"))
    chars |= set((ROOT / "assets" / "theme.json").read_text(encoding="utf-8"))
    return "".join(sorted(c for c in chars if ord(c) > 0x7E and c.isprintable()))


def _resources(node: object) -> list[dict[str, str]]:
    found = []
    if isinstance(node, dict):
        if "resource" in node:
            found.append(node)
        for value in node.values():
            found.extend(_resources(value))
    return found


@pytest.fixture(scope="module", autouse=True)
def _fonts() -> None:
    pygame.font.init()


def test_the_theme_uses_no_cjk_font_and_its_fonts_exist() -> None:
    theme = json.loads((ROOT / "assets" / "theme.json").read_text(encoding="utf-8"))
    named = _resources(theme)
    assert named, "the theme names the card-text fonts"
    for ref in named:
        assert not ref["resource"].startswith(CJK_FONTS), ref
        assert resources.files(ref["package"]).joinpath(ref["resource"]).is_file(), ref


@pytest.mark.parametrize("name", list(WEIGHTS))
def test_card_fonts_have_every_character_the_game_writes(name: str) -> None:
    text = _game_characters()
    assert "♠" in text and "✓" in text  # the sources were read
    full = pygame.font.Font(resources.files("pygame_gui.data") / WEIGHTS[name], 20)
    small = pygame.font.Font(gui_font_path(name), 20)
    for ch, full_metrics, small_metrics in zip(
        text, full.metrics(text), small.metrics(text), strict=True
    ):
        if full_metrics is not None:  # what the full font can draw, the subset draws too
            assert small_metrics is not None, f"no {ch!r} (U+{ord(ch):04X})"
            # the same advance (the outlines are the same; the auto-hinter may move a pixel)
            assert small_metrics[4] == full_metrics[4], f"{ch!r} U+{ord(ch):04X}"
    printable = "".join(chr(c) for c in range(0x20, 0x7F))
    assert all(m is not None for m in small.metrics(printable))


@pytest.mark.parametrize("name", list(WEIGHTS))
def test_card_text_is_as_wide_as_in_the_full_font(name: str) -> None:
    line = "You capture the 5♥ and the 10♠ — a seep! ♦ ♣ ✓ 3×4 …"
    for size in (14, 19, 27):
        full = pygame.font.Font(resources.files("pygame_gui.data") / WEIGHTS[name], size)
        small = pygame.font.Font(gui_font_path(name), size)
        assert small.size(line) == full.size(line), size
        assert small.get_linesize() == full.get_linesize()


def test_card_fonts_are_small() -> None:
    for name in WEIGHTS:
        assert gui_font_path(name).stat().st_size < 200_000
