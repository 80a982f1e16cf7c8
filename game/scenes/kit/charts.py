"""Two small charts drawn with pygame's own primitives (no plotting library for two charts):
a line of points with a zero line, and labelled bars from 0 to 100 %.

Both draw into a rectangle of a surface and return nothing; the labels come from the caller's
text renderer, so the charts use the game's fonts and colours.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.media import theme

#: Renders a label: (text, pixel size, colour) → a surface.
Render = Callable[[str, int, pygame.Color], pygame.Surface]

GRID = pygame.Color(62, 92, 72)  # faint lines on the panel (opaque: the screen has no alpha)


def nice_range(values: Sequence[float]) -> tuple[float, float]:
    """A value range that holds every value and zero, widened to round numbers.

    >>> nice_range([3.0, 12.5])
    (0.0, 15.0)
    >>> nice_range([-4.0, 7.0])
    (-5.0, 10.0)
    """
    lo = min(0.0, *values) if values else 0.0
    hi = max(0.0, *values) if values else 1.0
    if hi == lo:
        hi = lo + 1.0
    step = _step(hi - lo)
    return math.floor(lo / step) * step, math.ceil(hi / step) * step


def _step(span: float) -> float:
    raw = span / 4
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 2.5, 5, 10):
        if m * power >= raw:
            return float(m * power)
    return float(10 * power)  # pragma: no cover


def line_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    values: Sequence[float | None],
    render: Render,
    *,
    colour: pygame.Color = theme.GOLD,
    px: int = 12,
) -> list[tuple[int, int]]:
    """Points joined by a line (a ``None`` is a gap), with a zero line and the range's ends
    labelled on the left. Returns where each value was drawn (for tests)."""
    known = [v for v in values if v is not None]
    lo, hi = nice_range(known)
    label_w = max(render(_num(lo), px, theme.TEXT_DIM).get_width(),
                  render(_num(hi), px, theme.TEXT_DIM).get_width()) + px // 2  # fmt: skip
    plot = pygame.Rect(rect.x + label_w, rect.y + px // 2, rect.width - label_w, rect.height - px)
    if plot.width < 4 or plot.height < 4:
        return []

    def y_of(v: float) -> int:
        return round(plot.bottom - (v - lo) / (hi - lo) * plot.height)

    for v in (lo, hi):
        y = y_of(v)
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y))
    zero = y_of(0.0)
    pygame.draw.line(surface, theme.TEXT_DIM, (plot.x, zero), (plot.right, zero), 1)
    for v in sorted({lo, 0.0, hi}):
        img = render(_num(v), px, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midright=(plot.x - px // 3, y_of(v))))
    n = len(values)
    points: list[tuple[int, int]] = []
    run: list[tuple[int, int]] = []
    radius = max(2, px // 4)
    for i, value in enumerate(values):
        if value is None:
            if len(run) > 1:
                pygame.draw.lines(surface, colour, False, run, max(1, px // 6))
            run = []
            continue
        x = round(plot.x + (plot.width * (i + 0.5) / n))
        point = (x, y_of(value))
        run.append(point)
        points.append(point)
    if len(run) > 1:
        pygame.draw.lines(surface, colour, False, run, max(1, px // 6))
    for point in points:
        pygame.draw.circle(surface, colour, point, radius)
    return points


def bar_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    bars: Sequence[tuple[str, float | None, str]],
    render: Render,
    *,
    colour: pygame.Color = theme.TEAM_US,
    px: int = 12,
) -> list[pygame.Rect]:
    """One bar per ``(label, rate 0-1 or None, value text)``: the label under it, the value
    above. Returns the bars' rectangles (an empty one for ``None``)."""
    n = max(1, len(bars))
    slot = rect.width / n
    base = rect.bottom - round(px * 1.5)
    top = rect.y + round(px * 1.4)
    height = max(1, base - top)
    pygame.draw.line(surface, theme.TEXT_DIM, (rect.x, base), (rect.right, base))
    pygame.draw.line(surface, GRID, (rect.x, top), (rect.right, top))
    out: list[pygame.Rect] = []
    for i, (label, rate, text) in enumerate(bars):
        cx = round(rect.x + slot * (i + 0.5))
        w = max(4, round(slot * 0.5))
        h = 0 if rate is None else round(max(0.0, min(1.0, rate)) * height)
        bar = pygame.Rect(cx - w // 2, base - h, w, h)
        if h:
            pygame.draw.rect(surface, colour, bar, border_top_left_radius=max(1, w // 8),
                             border_top_right_radius=max(1, w // 8))  # fmt: skip
        out.append(bar)
        value = render(text, px, theme.TEXT if rate is not None else theme.TEXT_DIM)
        surface.blit(value, value.get_rect(midbottom=(cx, base - h - px // 4)))
        name = render(label, px, theme.TEXT_DIM)
        surface.blit(name, name.get_rect(midtop=(cx, base + px // 4)))
    return out


def _num(v: float) -> str:
    return str(round(v)) if abs(v - round(v)) < 1e-9 else f"{v:.1f}"
