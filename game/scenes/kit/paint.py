"""Drawing helpers shared by scenes: the felt, shadowed text, translucent panels, focus rings.

The felt is a radial gradient from ``FELT_CENTRE`` to ``FELT_EDGE`` with a faint noise grain,
rendered once per window size (never per frame) and cached.
"""

from __future__ import annotations

import random
from functools import cache

import pygame

from game.media import theme

_NOISE_TILE = 96


def _lerp_colour(a: pygame.Color, b: pygame.Color, k: float) -> pygame.Color:
    return pygame.Color(
        round(a.r + (b.r - a.r) * k),
        round(a.g + (b.g - a.g) * k),
        round(a.b + (b.b - a.b) * k),
    )


@cache
def _noise_tile(seed: int) -> pygame.Surface:
    """A small tile of faint light and dark specks, alpha-blended over the gradient."""
    rng = random.Random(seed)
    tile = pygame.Surface((_NOISE_TILE, _NOISE_TILE), pygame.SRCALPHA)
    for y in range(_NOISE_TILE):
        for x in range(_NOISE_TILE):
            v = rng.random()
            if v < 0.5:
                tile.set_at((x, y), (0, 0, 0, int(18 * (0.5 - v) * 2)))
            else:
                tile.set_at((x, y), (255, 255, 255, int(9 * (v - 0.5) * 2)))
    return tile


def render_felt(size: tuple[int, int], *, seed: int = 7) -> pygame.Surface:
    """The table felt for a window of ``size``.

    The gradient is drawn as concentric circles on a small surface and smooth-scaled up, which
    gives a soft falloff for the cost of a few dozen circle fills.
    """
    w, h = max(1, size[0]), max(1, size[1])
    small = pygame.Surface((max(8, w // 8), max(8, h // 8)))
    sw, sh = small.get_size()
    centre = (sw / 2, sh * 0.44)  # light hangs slightly above the middle of the table
    reach = ((sw / 2) ** 2 + (sh * 0.56) ** 2) ** 0.5
    small.fill(theme.FELT_EDGE)
    steps = 48
    for i in range(steps, 0, -1):
        k = i / steps
        colour = _lerp_colour(theme.FELT_CENTRE, theme.FELT_EDGE, k**1.6)
        pygame.draw.circle(small, colour, centre, reach * k)
    felt = pygame.transform.smoothscale(small, (w, h))
    tile = _noise_tile(seed)
    for y in range(0, h, _NOISE_TILE):
        for x in range(0, w, _NOISE_TILE):
            felt.blit(tile, (x, y))
    return felt.convert() if pygame.display.get_surface() is not None else felt


class FeltCache:
    """Keeps the felt for the current window size."""

    def __init__(self) -> None:
        self._key: tuple[tuple[int, int], tuple[bool, str]] | None = None
        self._surface: pygame.Surface | None = None

    def get(self, size: tuple[int, int]) -> pygame.Surface:
        key = (size, theme.palette_key())
        if self._surface is None or self._key != key:
            self._surface = render_felt(size)
            self._key = key
        return self._surface


def text_with_shadow(
    font: pygame.font.Font,
    text: str,
    colour: pygame.Color,
    *,
    shadow: pygame.Color = theme.SHADOW,
    offset: int = 2,
) -> pygame.Surface:
    """``text`` rendered with a soft drop shadow, on a transparent surface."""
    face = font.render(text, True, colour)
    shade = font.render(text, True, shadow)
    shade.set_alpha(shadow.a)
    out = pygame.Surface(
        (face.get_width() + offset * 2, face.get_height() + offset * 2), pygame.SRCALPHA
    )
    out.blit(shade, (offset * 2, offset * 2))
    out.blit(shade, (offset, offset * 2))
    out.blit(face, (offset // 2, offset // 2))
    return out


def translucent_panel(
    size: tuple[int, int],
    *,
    fill: pygame.Color = theme.PANEL,
    border: pygame.Color | None = None,
    radius: int = 16,
    border_width: int = 2,
) -> pygame.Surface:
    """A rounded, semi-transparent dark-green panel (optionally with a border)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    # A faint inner highlight along the top edge, like light on the felt's raised rim.
    pygame.draw.rect(
        surf,
        (255, 255, 255, 10),
        rect.inflate(-border_width * 4, -border_width * 4),
        width=max(1, border_width // 2),
        border_radius=max(0, radius - border_width * 2),
    )
    if border is not None:
        pygame.draw.rect(surf, border, rect, width=border_width, border_radius=radius)
    return surf


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, *, scale: float) -> None:
    """A gold ring just outside ``rect``, with a soft outer glow."""
    pad = max(3, round(5 * scale))
    width = max(2, round(2.5 * scale))
    radius = max(6, round(14 * scale))
    glow = pygame.Surface((rect.width + pad * 4, rect.height + pad * 4), pygame.SRCALPHA)
    glow_rect = glow.get_rect()
    for i, alpha in enumerate((28, 44, 60)):
        pygame.draw.rect(
            glow,
            theme.with_alpha(theme.GOLD, alpha),
            glow_rect.inflate(-i * pad, -i * pad),
            width=pad,
            border_radius=radius + pad * 2,
        )
    surface.blit(glow, glow.get_rect(center=rect.center))
    pygame.draw.rect(
        surface, theme.GOLD, rect.inflate(pad * 2, pad * 2), width=width, border_radius=radius + pad
    )
