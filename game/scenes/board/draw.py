"""Drawing the board: the cards, the dragged card, the glow of legal targets and the house
marks. Plain functions of what they draw."""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable, Mapping
from typing import TYPE_CHECKING

import pygame

from game.media import theme
from game.rules.seats import team_of
from game.scenes.board.layout import TableLayout
from game.scenes.board.sprites import house_bounds, house_landed, lift_offset
from game.scenes.kit.cards import CardImages, CardSprite, draw_sprite
from game.scenes.kit.drawing import TextCache, badge, lock, seat_letter, team_mark

if TYPE_CHECKING:
    from game.rules.position import House


def draw_outline(surface: pygame.Surface, s: CardSprite, offset: tuple[float, float]) -> None:
    """The gold edge of the selected or dragged card."""
    w, h = s.size()
    a = math.radians(s.angle)
    cx, cy = s.x + offset[0], s.y + offset[1]
    corners = [
        (cx + lx * math.cos(a) + ly * math.sin(a), cy - lx * math.sin(a) + ly * math.cos(a))
        for lx, ly in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))
    ]
    pygame.draw.polygon(surface, theme.GOLD, corners, max(2, round(h * 0.025)))


def draw_cards(
    surface: pygame.Surface,
    images: CardImages,
    sprites: Iterable[CardSprite],
    *,
    dragged: int | None,
    outlined: int | None,
    seat: int | None = None,
    shadow_travelling: bool = False,
) -> None:
    """Every visible card but the dragged one, bottom first; the ``outlined`` hand card (of
    ``seat``, any if ``None``) edged in gold. Cards in a hand, on the floor or in a house cast a
    shadow (and travelling ones, with ``shadow_travelling``)."""
    for s in sorted(sprites, key=lambda s: s.z):
        if not s.visible or s.card == dragged:
            continue
        shadow = 0
        if s.kind in ("hand", "floor", "house") or (shadow_travelling and s.travelling):
            shadow = max(2, round(s.h * 0.025))
        offset = lift_offset(s)
        draw_sprite(surface, images, s, offset=offset, shadow=shadow)
        if s.card == outlined and s.kind == "hand" and (seat is None or s.seat == seat):
            draw_outline(surface, s, offset)


def draw_dragged(surface: pygame.Surface, images: CardImages, s: CardSprite) -> None:
    """The dragged card, solid, over everything, with a deep drop shadow (held high)."""
    draw_sprite(surface, images, s, shadow=max(4, round(s.h * 0.08)))
    draw_outline(surface, s, (0.0, 0.0))


def draw_floor_glow(surface: pygame.Surface, lay: TableLayout, alpha: int) -> None:
    """The gold edge round the open floor (a card may be thrown there)."""
    pygame.draw.rect(
        surface,
        theme.with_alpha(theme.GOLD, alpha),
        lay.table.inflate(lay.gap, lay.gap),
        width=max(2, lay.gap // 3),
        border_radius=lay.gap * 3,
    )


def draw_house_marks(
    surface: pygame.Surface,
    lay: TableLayout,
    texts: TextCache,
    houses: Mapping[int, House],
    house_rects: Mapping[int, pygame.Rect],
    sprites: Iterable[CardSprite],
    *,
    players: int = 4,
    pops: Mapping[int, float] | None = None,
    arriving: Collection[int] = (),
) -> None:
    """Each house's value badge (ringed when pakka; ``pops`` scales it), its owners' marks under
    it and a lock when pakka; the marks of a house still ``arriving`` (just made) come with its
    first card to land, not ahead of it."""
    r = lay.badge_radius
    dot = lay.owner_dot
    cards = list(sprites)
    for value, rect in house_rects.items():
        house = houses.get(value)
        if house is None or (value in arriving and not house_landed(cards, value)):
            continue
        bounds = house_bounds(cards, house_rects, value)
        centre = (bounds.right - r * 0.4, bounds.top + r * 0.2)
        pop = pops.get(value, 1.0) if pops is not None else 1.0
        badge(surface, centre, r, value, texts, pakka=house.pakka, pop=pop)
        y = min(rect.bottom - dot, bounds.bottom + dot * 1.3)
        owners = house.owners
        total = len(owners) * dot * 2.6 + (dot * 3 if house.pakka else 0)
        x = bounds.centerx - total / 2 + dot * 1.3
        for o in owners:
            letter = seat_letter(o, players)
            team_mark(surface, (x, y), dot, team_of(o), letter=letter, texts=texts)
            x += dot * 2.6
        if house.pakka:
            lock(surface, (x + dot * 0.2, y - dot * 0.15), dot * 1.5)
