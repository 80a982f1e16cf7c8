"""The two charts of the statistics screen, drawn with pygame's primitives."""

from __future__ import annotations

import pygame

from game.scenes.kit import charts


def render(text: str, px: int, colour: pygame.Color) -> pygame.Surface:
    return pygame.Surface((len(text) * px // 2 + 1, px))


def test_the_line_puts_higher_values_higher_and_skips_gaps() -> None:
    surf = pygame.Surface((300, 120))
    rect = pygame.Rect(10, 10, 280, 100)
    points = charts.line_chart(surf, rect, [10.0, None, -5.0, 30.0], render, px=12)
    assert len(points) == 3
    (x0, y0), (x1, y1), (x2, y2) = points
    assert x0 < x1 < x2 and y2 < y0 < y1
    assert all(rect.collidepoint(p) for p in points)
    assert surf.get_at(points[2])[:3] == tuple(charts.theme.GOLD)[:3]


def test_bars_are_as_tall_as_their_rate() -> None:
    surf = pygame.Surface((400, 200))
    rect = pygame.Rect(0, 0, 400, 200)
    bars = charts.bar_chart(
        surf, rect, [("Easy", 1.0, "100%"), ("Hard", 0.5, "50%"), ("X", None, "none")],
        render, px=12,
    )  # fmt: skip
    assert abs(bars[0].height - 2 * bars[1].height) <= 1 and bars[1].height > 0
    assert bars[2].height == 0
    assert bars[0].bottom == bars[1].bottom
    assert charts.nice_range([]) == (0.0, 1.0)
