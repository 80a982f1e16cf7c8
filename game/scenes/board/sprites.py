"""The board's cards as things that move: where a card rests, hit tests on sprites, and the
tweens that carry a card to its rest place. Nothing here decides legality."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.rules.targets import FloorTarget, HouseTarget, LooseTarget, Target
from game.scenes.board.layout import LIFT
from game.scenes.kit.cards import CardSprite

if TYPE_CHECKING:
    from game.scenes.kit.tween import Animator


DOUBLE_CLICK = 0.4  # seconds


class Rest(NamedTuple):
    """Where a card belongs in the current position."""

    x: float
    y: float
    angle: float
    h: float
    face: float
    z: int
    kind: str  # hand, floor, house, pile, stock (or "meet": where a capture gathers)
    seat: int  # hand: the holder; house: its value; pile: the team


@dataclass
class Press:
    card: int | None
    pos: tuple[int, int]


@dataclass
class Drag:
    card: int
    grab: tuple[float, float]  # card centre minus pointer
    vx: float = 0.0
    tilt: float = 0.0


@dataclass
class Beat:
    """A dummy tween target: lets the animator call something after a delay."""

    t: float = 0.0


@dataclass
class Pop:
    """The scale of a house badge that pops when the house is built."""

    scale: float = 1.0


@dataclass
class Banner:
    title: str
    subtitle: str
    alpha: float = 0.0
    scale: float = 0.8


@dataclass
class Toast:
    text: str
    left: float
    total: float = 0.0  # how long it was shown for (0: not tracked)


# ----------------------------------------------------------------------------------------------
# Geometry of sprites.


def lift_offset(s: CardSprite) -> tuple[float, float]:
    """How far a lifted (hovered or selected) card is drawn from its place."""
    if s.lift <= 0:
        return (0.0, 0.0)
    d = s.lift * LIFT * s.h
    a = math.radians(s.angle)
    return (-math.sin(a) * d, -math.cos(a) * d)


def sprite_rect(s: CardSprite) -> pygame.Rect:
    w, h = s.size()
    return pygame.Rect(round(s.x - w / 2), round(s.y - h / 2), w, h)


def hand_card_at(
    sprites: Iterable[CardSprite],
    point: tuple[int, int],
    *,
    seat: int | None = None,
    dragged: int | None = None,
) -> int | None:
    """The hand card under ``point`` (topmost first): of ``seat`` (any, if ``None``), not the
    ``dragged`` one, not one travelling."""
    cards = [
        s
        for s in sprites
        if s.kind == "hand" and (seat is None or s.seat == seat) and not s.travelling
    ]
    cards.sort(key=lambda s: s.z, reverse=True)
    for s in cards:
        if dragged is not None and s.card == dragged:
            continue
        ox, oy = lift_offset(s)
        w, h = s.size()
        dx, dy = point[0] - (s.x + ox), point[1] - (s.y + oy)
        a = math.radians(s.angle)
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        reach = h * LIFT * s.lift  # the space a lifted card left below it still counts
        if abs(lx) <= w / 2 and -h / 2 <= ly <= h / 2 + reach:
            return s.card
    return None


def target_at(
    point: tuple[int, int],
    sprites: Mapping[int, CardSprite],
    house_rects: Mapping[int, pygame.Rect],
    floor_order: list[int],
    table: pygame.Rect,
) -> Target | None:
    """What a drop or a click at ``point`` points at: a house, a loose card, the open floor."""
    for value, rect in house_rects.items():
        if rect.collidepoint(point):
            return HouseTarget(value)
    for card in reversed(floor_order):
        s = sprites[card]
        if s.kind == "floor" and sprite_rect(s).collidepoint(point):
            return LooseTarget(card)
    if table.collidepoint(point):
        return FloorTarget()
    return None


def house_bounds(
    sprites: Iterable[CardSprite], house_rects: Mapping[int, pygame.Rect], value: int
) -> pygame.Rect:
    """The cards of house ``value`` as drawn, those still flying to it left out (its slot
    while none has landed)."""
    rects = [
        sprite_rect(s)
        for s in sprites
        if s.kind == "house" and s.seat == value and not s.travelling
    ]
    if not rects:
        return house_rects[value]
    return rects[0].unionall(rects[1:])


def house_landed(sprites: Iterable[CardSprite], value: int) -> bool:
    """True once a card of house ``value`` rests in it (a new house's marks wait for it)."""
    return any(s.kind == "house" and s.seat == value and not s.travelling for s in sprites)


def drag_threshold(size: tuple[int, int]) -> int:
    """How far the pointer moves with the button down before a press becomes a drag."""
    return max(4, round(size[1] * 0.008))


def pulse(time: float) -> float:
    """The glow's strength at ``time``: 0.1 to 1.0, once every 1.2 s."""
    return 0.55 + 0.45 * math.sin(time * math.tau / 1.2)


# ----------------------------------------------------------------------------------------------
# Moving cards.


def snap(s: CardSprite, r: Rest) -> None:
    """Put ``s`` at ``r`` at once."""
    s.x, s.y, s.angle, s.h, s.face = r.x, r.y, r.angle, r.h, r.face
    s.z, s.kind, s.seat = r.z, r.kind, r.seat
    s.travelling = False


def fly(
    animator: Animator,
    s: CardSprite,
    rest: Rest,
    duration: float,
    ease: str = "out_cubic",
    *,
    delay: float = 0.0,
    then: Callable[[], None] | None = None,
    face_time: float | None = None,
    face_delay: float = 0.0,
) -> None:
    """Tween ``s`` to ``rest`` (its kind changes now; it is drawn while travelling)."""
    s.kind, s.seat = rest.kind, rest.seat
    s.travelling = True
    s.z = 1000 + rest.z
    angle = s.angle + ((rest.angle - s.angle + 180.0) % 360.0 - 180.0)
    final_angle = rest.angle

    def done() -> None:
        s.travelling = False
        s.z = rest.z
        s.angle = final_angle
        if then is not None:
            then()

    animator.animate(
        s, duration, ease, done, delay=delay, x=rest.x, y=rest.y, angle=angle, h=rest.h
    )
    if abs(s.face - rest.face) > 1e-3:
        animator.animate(
            s,
            face_time if face_time is not None else duration,
            "linear",
            delay=delay + face_delay,
            face=rest.face,
        )


def at_rest(s: CardSprite, r: Rest) -> bool:
    """True when ``s`` is drawn exactly where ``r`` puts it."""
    return (
        s.kind == r.kind
        and s.seat == r.seat
        and abs(s.x - r.x) < 0.5
        and abs(s.y - r.y) < 0.5
        and abs(s.h - r.h) < 0.5
        and abs((s.angle - r.angle + 180) % 360 - 180) < 0.5
        and abs(s.face - r.face) < 0.01
    )
