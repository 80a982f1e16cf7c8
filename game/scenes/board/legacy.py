"""(Transitional: the tutorial's copy of the old board base class, until it moves onto Board.)

What the table and the tutorial share: the board's cards, their rest places, pointer input,
dragging, hit tests, the cards and the house marks as drawn, the pulse and the open floor's glow.

:class:`BoardScene` is the common base of :class:`game.scenes.table.TableScene` and
:class:`game.scenes.tutorial.TutorialScene`: it routes mouse and key events to the scene's
``_on_press``/``_on_motion``/``_on_release``/``_on_key`` and holds the helpers that read only the
sprites, the drag and the choice list. The drawing helpers are plain functions of what they
draw. Nothing here decides legality.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, Protocol

import pygame

from game import theme
from game.rules import Move, seat_name
from game.scenes.base import Scene
from game.scenes.cards import CardImages, CardSprite, draw_sprite
from game.scenes.drops import FloorTarget, HouseTarget, LooseTarget, Target
from game.scenes.layout import LIFT, TableLayout
from game.scenes.table_hud import TextCache, badge, lock, team_mark

if TYPE_CHECKING:
    from game.rules.position import House
    from game.scenes.table_widgets import ChoicePanel
    from game.tween import Animator


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
    """The cards of house ``value`` as drawn (its slot while it has none)."""
    rects = [sprite_rect(s) for s in sprites if s.kind == "house" and s.seat == value]
    if not rects:
        return house_rects[value]
    return rects[0].unionall(rects[1:])


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


# ----------------------------------------------------------------------------------------------
# Drawing.


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
    """The dragged card, over everything, with a deeper shadow."""
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
) -> None:
    """Each house's value badge (ringed when pakka; ``pops`` scales it), its owners' marks under
    it and a lock when pakka."""
    r = lay.badge_radius
    dot = lay.owner_dot
    cards = list(sprites)
    for value, rect in house_rects.items():
        house = houses.get(value)
        if house is None:
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
            letter = seat_name(o, players)[0]
            team_mark(surface, (x, y), dot, o & 1, letter=letter, texts=texts)
            x += dot * 2.6
        if house.pakka:
            lock(surface, (x + dot * 0.2, y - dot * 0.15), dot * 1.5)


# ----------------------------------------------------------------------------------------------
# The scene base.


class _Sized(Protocol):
    @property
    def size(self) -> tuple[int, int]: ...


class BoardScene(Scene):
    """A scene with the card board: pointer and key routing, press, click, double-click and
    drag, hit tests, banners.

    Subclasses set the attributes below and implement the hooks that raise
    :class:`NotImplementedError` (``_on_key``, ``_hand_card_at``, ``_target_at``,
    ``_toggle_select``, ``_double_click``, ``_try_target``, ``_slide_home``).
    """

    layout: _Sized
    time: float
    sprites: dict[int, CardSprite]
    house_rects: dict[int, pygame.Rect]
    floor_order: list[int]
    mouse: tuple[int, int]
    selected: int | None
    hint_move: Move | None
    drag: Drag | None
    press: Press | None
    last_click: tuple[int, float] | None
    choice: ChoicePanel | None
    banner: Banner | None

    # Input.

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._on_motion(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 1:
                return self._on_press(event.pos)
            if event.button == 3:
                return self._cancel_all()
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            return self._on_release(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._on_key(event)
        return False

    def pause(self) -> None:
        super().pause()
        if self.drag is not None:
            card = self.drag.card
            self.drag = None
            self._slide_home(card)
        self.press = None

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.drag = None
        self.press = None
        self.animator.finish_all()

    def _pointer_live(self) -> bool:
        """Whether a press may now become a drag, a click or a double-click."""
        return True

    def _on_press(self, pos: tuple[int, int]) -> bool:
        if self._press_on_choice(pos):
            return True
        card = self._hand_card_at(pos)
        self.press = Press(card, pos)
        return card is not None

    def _on_motion(self, pos: tuple[int, int]) -> None:
        if self.drag is not None:
            self._move_drag(pos)
            return
        press = self.press
        if press is None or press.card is None or not self._pointer_live():
            return
        if math.dist(pos, press.pos) >= drag_threshold(self.layout.size):
            self._start_drag(press.card, press.pos)
            self._move_drag(pos)

    def _on_release(self, pos: tuple[int, int]) -> bool:
        """A click on a hand card selects it (twice quickly: a double-click); with a card
        selected, a click elsewhere points it there; the end of a drag drops it."""
        press, self.press = self.press, None
        if self.drag is not None:
            self._drop(pos)
            return True
        if press is None or not self._pointer_live():
            return False
        card = self._hand_card_at(pos)
        if press.card is not None and card == press.card:
            last = self.last_click
            if last is not None and last[0] == card and self.time - last[1] <= DOUBLE_CLICK:
                self.last_click = None
                self.selected = card
                self._double_click(card)
            else:
                self.last_click = (card, self.time)
                self._toggle_select(card)
            return True
        if press.card is None and self.selected is not None:
            target = self._target_at(pos)
            if target is None:
                self.selected = None
                self.hint_move = None
                return True
            self._try_target(self.selected, target, pos, dragged=False)
            return True
        return False

    def _on_key(self, event: pygame.event.Event) -> bool:
        raise NotImplementedError

    def _hand_card_at(self, pos: tuple[int, int]) -> int | None:
        raise NotImplementedError

    def _target_at(self, pos: tuple[int, int]) -> Target | None:
        raise NotImplementedError

    def _toggle_select(self, card: int) -> None:
        raise NotImplementedError

    def _double_click(self, card: int) -> None:
        raise NotImplementedError

    def _try_target(
        self, card: int, target: Target, pos: tuple[int, int], *, dragged: bool
    ) -> None:
        raise NotImplementedError

    def _slide_home(self, card: int) -> None:
        raise NotImplementedError

    def _cancel_all(self) -> bool:
        """A right click: cancel the open list, else drop the selection."""
        if self.choice is not None and self.choice.on_cancel is not None:
            self.choice.cancel()
            return True
        if self.selected is not None:
            self.selected = None
            self.hint_move = None
            return True
        return False

    def _press_on_choice(self, pos: tuple[int, int]) -> bool:
        """A press while the list is open: outside it cancels it (when it may be cancelled).
        True if the list was open (the press is spent)."""
        if self.choice is None:
            return False
        if not self.choice.contains(pos) and self.choice.on_cancel is not None:
            self.choice.cancel()
        return True

    # Dragging.

    def _start_drag(self, card: int, pos: tuple[int, int]) -> None:
        sprite = self.sprites[card]
        self.animator.stop(sprite)
        ox, oy = lift_offset(sprite)
        sprite.x += ox
        sprite.y += oy
        sprite.lift = 0.0
        self.drag = Drag(card, (sprite.x - pos[0], sprite.y - pos[1]))
        self.selected = card
        self.hint_move = None
        sprite.z = 5000

    def _move_drag(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        if drag is None:
            return
        sprite = self.sprites[drag.card]
        nx, ny = pos[0] + drag.grab[0], pos[1] + drag.grab[1]
        drag.vx = drag.vx * 0.6 + (nx - sprite.x) * 0.4
        sprite.x, sprite.y = nx, ny

    def _drop(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        if drag is None:
            return
        target = self._target_at(pos)
        if target is None:
            self._slide_home(drag.card)
            return
        self._try_target(drag.card, target, pos, dragged=True)

    # Hit tests.

    def _lift_offset(self, sprite: CardSprite) -> tuple[float, float]:
        return lift_offset(sprite)

    def _sprite_rect(self, s: CardSprite) -> pygame.Rect:
        return sprite_rect(s)

    def _card_anchor(self, card: int) -> tuple[int, int]:
        s = self.sprites[card]
        return (round(s.x), round(s.y - s.h / 2))

    # Animation.

    def _after(self, seconds: float, fn: Callable[[], None]) -> None:
        self.animator.animate(Beat(), seconds, "linear", lambda: fn(), t=1.0)

    def _show_banner(self, title: str, subtitle: str = "", hold: float = 1.2) -> None:
        b = Banner(title, subtitle)
        self.banner = b

        def gone() -> None:
            if self.banner is b:
                self.banner = None

        def out() -> None:
            self.animator.animate(b, 0.4, "in_quad", gone, delay=hold, alpha=0.0, scale=1.06)

        self.animator.animate(b, 0.4, "out_back", out, alpha=1.0, scale=1.0)
