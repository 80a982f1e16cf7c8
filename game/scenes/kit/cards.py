"""Card sprites for the table: where each of the 52 cards is drawn, and its cached images.

A :class:`CardSprite` has numeric attributes the :class:`~game.scenes.kit.tween.Animator` moves: the
centre, the rotation, the height in pixels and ``face`` (0 = back up, 1 = face up; a flip
tweens it, and the card narrows to an edge at 0.5 and widens again showing the other side).

:class:`CardImages` loads the card faces once (1x or 2x, normal or four-colour deck), and keeps
scaled and rotated copies in a small least-recently-used cache, so cards at rest cost one blit.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.media.assets import asset_path, report_problem

CARD_ASPECT = 171 / 240  # a card's width over its height (the card images' own shape)

_RANKS = "a23456789tjqk"
_SUITS = "shdc"


def card_file(card: int) -> str:
    """The face image's name: ``'ts'`` for the ten of spades."""
    return _RANKS[card >> 2] + _SUITS[card & 3]


@dataclass(eq=False)
class CardSprite:
    """One card on the table. Its rest place comes from the scene; tweens move it there."""

    card: int
    x: float = 0.0
    y: float = 0.0
    angle: float = 0.0
    h: float = 10.0
    face: float = 0.0
    z: int = 0
    kind: str = "stock"  # where it rests: stock, hand, floor, house, pile
    seat: int = -1  # the holder, for hand cards
    travelling: bool = False  # moving to a pile or out of the deck: drawn though hidden at rest
    lift: float = 0.0  # 0..1 of the hover / selection lift (human's hand only)

    @property
    def visible(self) -> bool:
        return self.travelling or self.kind not in ("stock", "pile")

    def size(self) -> tuple[int, int]:
        h = max(4, round(self.h))
        return (max(3, round(h * CARD_ASPECT)), h)


#: Card back colours (a setting): the drawn back is red; the others are that back recoloured.
CARD_BACKS: dict[str, tuple[int, int, int]] = {
    "red": (255, 255, 255),
    "blue": (70, 120, 235),
    "green": (60, 175, 95),
}


def tinted(surf: pygame.Surface, colour: tuple[int, int, int]) -> pygame.Surface:
    """``surf`` in shades of ``colour`` (its lightness kept, its alpha kept)."""
    grey = pygame.transform.grayscale(surf)
    lift = pygame.Surface(grey.get_size(), pygame.SRCALPHA)
    lift.fill((40, 40, 40, 0))
    grey.blit(lift, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    grey.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return grey


class CardImages:
    """Card faces and backs at any size and angle, cached.

    Args:
        four_colour: use the four-colour deck (diamonds blue, clubs green).
    """

    MAX_CACHED = 700

    def __init__(self, four_colour: bool = False, back: str = "red") -> None:
        self.four_colour = four_colour
        self.back = back if back in CARD_BACKS else "red"
        self._base: dict[tuple[str, bool, bool], pygame.Surface] = {}
        self._cache: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    def set_four_colour(self, four: bool) -> None:
        if four != self.four_colour:
            self.four_colour = four
            self._cache.clear()

    def set_back(self, back: str) -> None:
        """The colour of the card backs (a setting): ``'red'``, ``'blue'`` or ``'green'``."""
        back = back if back in CARD_BACKS else "red"
        if back != self.back:
            self.back = back
            self._cache.clear()
            self._base = {k: v for k, v in self._base.items() if k[0] != "back"}

    def path(self, name: str, big: bool) -> Path:
        """The image file of ``name`` (``'ts'`` or ``'back'``) for the current deck."""
        parts = ["cards"]
        if self.four_colour and name != "back":
            parts.append("four")
        if big:
            parts.append("2x")
        return asset_path(*parts, f"{name}.png")

    def _load(self, name: str, big: bool) -> pygame.Surface:
        key = (name, big, self.four_colour and name != "back")
        surf = self._base.get(key)
        if surf is None:
            path = self.path(name, big)
            try:
                surf = pygame.image.load(str(path))
                if pygame.display.get_surface() is not None:
                    surf = surf.convert_alpha()
            except (pygame.error, OSError) as exc:
                report_problem(path, exc)
                surf = self._fallback(name)
            if name == "back" and self.back != "red":
                surf = tinted(surf, CARD_BACKS[self.back])
            self._base[key] = surf
        return surf

    @staticmethod
    def _fallback(name: str) -> pygame.Surface:
        """A plain card if an image is missing (the game must never stop for a picture)."""
        surf = pygame.Surface((171, 240), pygame.SRCALPHA)
        colour = (40, 60, 120) if name == "back" else (250, 248, 240)
        pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=12)
        return surf

    def image(
        self, card: int | None, size: tuple[int, int], angle: float = 0.0, xscale: float = 1.0
    ) -> pygame.Surface:
        """The face of ``card`` (``None``: the back) at ``size``, turned ``angle``° and squeezed
        horizontally by ``xscale`` (for flips)."""
        name = "back" if card is None else card_file(card)
        w, h = size
        w = max(1, round(w * max(0.02, min(1.0, xscale))))
        a = round(angle * 2) / 2 % 360
        key = (name, self.four_colour, w, h, a)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        base_key = (name, self.four_colour, w, h, 0.0)
        flat = self._cache.get(base_key)
        if flat is None:
            flat = pygame.transform.smoothscale(self._load(name, h > 250), (w, h))
            self._remember(base_key, flat)
        # rotozoom filters as it turns: smooth edges and pips at any angle (plain rotate
        # steps them), cached per half degree.
        surf = flat if a == 0.0 else pygame.transform.rotozoom(flat, a, 1.0)
        self._remember(key, surf)
        return surf

    def shadow(self, size: tuple[int, int], angle: float = 0.0, alpha: int = 70) -> pygame.Surface:
        """A soft dark rounded shape the size of a card, for drop shadows."""
        w, h = size
        a = round(angle * 2) / 2 % 360
        key = ("shadow", w, h, a, alpha)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        pad = max(2, h // 24)
        flat = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
        radius = max(3, w // 12)
        for i in range(pad, 0, -1):
            k = (pad - i + 1) / pad
            rect = flat.get_rect().inflate(-2 * i + 2, -2 * i + 2)
            pygame.draw.rect(flat, (0, 0, 0, round(alpha * k * 0.5)), rect, border_radius=radius)
        pygame.draw.rect(
            flat,
            (0, 0, 0, alpha),
            flat.get_rect().inflate(-pad * 2, -pad * 2),
            border_radius=radius,
        )
        surf = flat if a == 0.0 else pygame.transform.rotate(flat, a)
        self._remember(key, surf)
        return surf

    def _remember(self, key: tuple[object, ...], surf: pygame.Surface) -> None:
        self._cache[key] = surf
        if len(self._cache) > self.MAX_CACHED:
            self._cache.popitem(last=False)

    def clear(self) -> None:
        self._cache.clear()


def draw_sprite(
    surface: pygame.Surface,
    images: CardImages,
    sprite: CardSprite,
    *,
    offset: tuple[float, float] = (0.0, 0.0),
    shadow: int = 0,
    alpha: int = 255,
) -> pygame.Rect:
    """Blit ``sprite`` (and a shadow ``shadow`` px below it; ``alpha`` below 255 lets the
    floor show through, for a dragged card); return the rect drawn."""
    size = sprite.size()
    f = sprite.face
    xscale = abs(1.0 - 2.0 * f)
    card = sprite.card if f >= 0.5 else None
    x, y = sprite.x + offset[0], sprite.y + offset[1]
    if shadow and xscale > 0.6:
        sh = images.shadow((round(size[0] * xscale), size[1]), sprite.angle)
        surface.blit(sh, sh.get_rect(center=(round(x + shadow * 0.5), round(y + shadow))))
    img = images.image(card, size, sprite.angle, xscale)
    rect = img.get_rect(center=(round(x), round(y)))
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, rect)
    return rect
