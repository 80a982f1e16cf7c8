"""Pure geometry and theme scaling across the supported window sizes (1024x640 to 2560x1440)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.media import theme
from game.scenes.menus import settings, title

SIZES = [
    (1024, 640),
    (1280, 720),
    (1366, 768),
    (1600, 900),
    (1920, 1080),
    (2560, 1440),
    (1024, 768),
]


@pytest.mark.parametrize("size", SIZES)
def test_title_buttons_fit_and_do_not_overlap(size: tuple[int, int]) -> None:
    lay = title.compute_layout(size)
    screen = pygame.Rect((0, 0), size)
    assert screen.contains(lay.panel)
    for a, b in itertools.combinations(lay.buttons, 2):
        assert not a.colliderect(b)
    assert all(lay.panel.contains(b) for b in lay.buttons)
    assert lay.subtitle_pos[1] < lay.panel.top < lay.panel.bottom < lay.hint_pos[1]


@pytest.mark.parametrize("size", SIZES)
def test_settings_rows_fit_inside_the_panel(size: tuple[int, int]) -> None:
    geo = settings.compute_layout(size)
    assert pygame.Rect((0, 0), size).contains(geo.panel)
    inside = pygame.Rect((0, 0), geo.panel.size)
    rows = [r for column in geo.columns for r in column]
    assert len(rows) == len(settings.ROWS)
    assert all(inside.contains(r) for r in [*rows, geo.back, geo.defaults, geo.heading])
    for a, b in itertools.combinations([*rows, geo.back, geo.defaults], 2):
        assert not a.colliderect(b)


def test_sizes_grow_with_the_window() -> None:
    small = title.compute_layout((1024, 640)).buttons[0]
    large = title.compute_layout((2560, 1440)).buttons[0]
    assert large.height > small.height * 2


def test_ui_scale_is_clamped_and_stepped() -> None:
    assert theme.ui_scale(720) == 1.0
    assert theme.ui_scale(1440) == 2.0
    assert theme.ui_scale(100) == theme.MIN_SCALE
    assert theme.ui_scale(10_000) == theme.MAX_SCALE
    assert theme.ui_scale(725) == 1.0  # small resizes reuse the loaded fonts


def test_scaled_theme_scales_fonts_and_sizes_but_not_colours() -> None:
    base = {
        "button": {
            "font": {"name": "noto_sans", "size": "20"},
            "misc": {"border_width": "1", "padding": "10,4", "shape": "rounded_rectangle"},
            "colours": {"normal_bg": "#112233"},
        }
    }
    out = theme.scaled_theme(base, 0.5)
    assert out["button"]["font"]["size"] == "10"
    assert out["button"]["misc"]["padding"] == "5,2"
    assert out["button"]["misc"]["border_width"] == "1"  # never thinner than a pixel
    assert out["button"]["misc"]["shape"] == "rounded_rectangle"
    assert out["button"]["colours"] == base["button"]["colours"]
    assert base["button"]["font"]["size"] == "20"  # the original is untouched
