"""Pure geometry of the card table, computed from the window size alone.

Everything is a fraction of the window height (``H``), limited by the width where the width is
what runs out (narrow 4:3 windows). Numbers follow ``docs/design/table.md`` at 1280×720 and scale
from 800×500 up to 2560×1440 and beyond. Nothing here draws or reads game state: the table scene
asks for rects and slots, and the tests check that cards never overlap the UI.

Screen sides: the human is always at the ``"bottom"``; in a four-player game the next seat
counter-clockwise sits on the ``"right"``, the partner at the ``"top"``, the last seat on the
``"left"``. In a two-player game the opponent sits at the top.

Zones (four players)::

    +-----------+--------- partner fan ---- plate --------+--- their pile -+
    | score     |                                          |                |
    +-----------+                                          +----------------+
    | W plate   |   houses row (up to 5 houses)   E plate  |  log panel     |
    | W fan     |   loose-card grid                E fan   |                |
    |           |                                          |                |
    | our plate |                                          +----------------+
    | our pile  |        your hand (fanned)                |  Hint/Undo/Menu|
    +-----------+------------------------------------------+----------------+
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple

import pygame

from game.scenes.kit.cards import CARD_ASPECT

#: Card faces are 171×240 (and 342×480 at 2x).
SIDES = ("bottom", "right", "top", "left")

HAND_CARD = 0.17  # human's cards, of the window height
SMALL_CARD = 0.55  # other hands and the piles, of the human's card
FLOOR_CARD = 0.78  # loose cards and houses at full size, of the human's card
HAND_FAN_DEGREES = 12.0  # ± across a full hand
LIFT = 0.12  # a hovered or selected card rises by this much of its height
MAX_HAND = 12
MIN_READ_PX = 14  # nothing a player must read is smaller (the log, the toasts, the score)
TOAST_BAND = 0.065  # the strip under the loose cards for "Your turn", of the window height
SIDE_PLATE = 0.21  # a side seat's plate, of the window height
BUTTONS = ("last", "hint", "undo", "menu")


class Slot(NamedTuple):
    """Where a card rests: its centre and its rotation in degrees (counter-clockwise)."""

    x: float
    y: float
    angle: float


def seat_side(seat: int, players: int, human: int = 0) -> str:
    """The screen side of ``seat`` (the human at the bottom)."""
    if players == 2:
        return "bottom" if seat == human else "top"
    return SIDES[(seat - human) % 4]


FAN_STEP = 4.5  # degrees between two cards of another seat's fan
FAN_RADIUS = 5.0  # the fan's radius, in small-card widths
_FAN_BASE = {"top": 180.0, "left": -90.0, "right": 90.0, "bottom": 0.0}


def fan_offsets(side: str, small: tuple[int, int], count: int) -> list[Slot]:
    """``count`` cards of the seat at ``side`` fanned about a pivot at (0, 0): each card turned
    by its place in the fan, its top toward the table."""
    radius = small[0] * FAN_RADIUS
    base = _FAN_BASE[side]
    out = []
    for i in range(count):
        angle = base + (i - (count - 1) / 2) * FAN_STEP
        a = math.radians(angle)
        out.append(Slot(-radius * math.sin(a), -radius * math.cos(a), angle))
    return out


def fan_box(side: str, small: tuple[int, int]) -> pygame.Rect:
    """The bounds of a full fan (12 cards) about its pivot at (0, 0)."""
    rects = [rotated_bounds(s.x, s.y, small, s.angle) for s in fan_offsets(side, small, MAX_HAND)]
    return rects[0].unionall(rects[1:])


def card_size(height: float) -> tuple[int, int]:
    """A card of ``height`` pixels: (width, height)."""
    h = max(8, round(height))
    return (max(6, round(h * CARD_ASPECT)), h)


def rotated_bounds(x: float, y: float, size: tuple[int, int], angle: float) -> pygame.Rect:
    """The axis-aligned bounding rect of a ``size`` card centred at (x, y), turned ``angle``°."""
    w, h = size
    a = math.radians(angle)
    c, s = abs(math.cos(a)), abs(math.sin(a))
    bw, bh = w * c + h * s, w * s + h * c
    return pygame.Rect(
        math.floor(x - bw / 2), math.floor(y - bh / 2), math.ceil(bw) + 1, math.ceil(bh) + 1
    )


@dataclass(frozen=True)
class TableLayout:
    """Every region of the table for one window size. Build with :func:`compute_layout`."""

    size: tuple[int, int]
    players: int
    margin: int
    gap: int
    card: tuple[int, int]  # the human's cards
    small: tuple[int, int]  # other hands and the piles
    floor_card: tuple[int, int]  # loose cards and houses before any shrinking
    hand: pygame.Rect  # everything the human's hand may cover, lifted cards included
    hand_centre: tuple[int, int]  # centre of the middle card at rest
    hand_span: int  # width a full hand of 12 spreads over (outer card edges)
    fans: dict[str, pygame.Rect]  # other seats' fans (face-down cards)
    plates: dict[str, pygame.Rect]  # name plates, by side (the human's too)
    piles: tuple[pygame.Rect, pygame.Rect]  # our pile, their pile (one small card each)
    pile_labels: tuple[pygame.Rect, pygame.Rect]  # points and seep stars beside each pile
    score: pygame.Rect
    log: pygame.Rect
    buttons: dict[str, pygame.Rect]
    houses: pygame.Rect  # the row of houses
    floor: pygame.Rect  # the grid of loose cards
    table: pygame.Rect  # houses and floor together: the open floor one can drop a card on
    toast_y: int  # centre line of a toast, just above the hand
    font_name: int  # pixel sizes of the table's own text
    font_log: int
    font_small: int
    font_banner: int

    @property
    def screen(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size)

    # Hands.

    def hand_slots(self, count: int) -> list[Slot]:
        """Rest places of the human's cards, left to right: a gentle arc, ±12° at 12 cards."""
        if count <= 0:
            return []
        cw, ch = self.card
        cx, cy = self.hand_centre
        full_step = (self.hand_span - cw) / (MAX_HAND - 1)
        # A short hand is not bunched: its cards spread apart (a small gap between them) as
        # far as the full hand's span allows.
        step = max(full_step, min(cw + self.gap, (self.hand_span - cw) / max(1, count - 1)))
        if count > MAX_HAND:  # never happens in Seep; squeeze rather than overflow
            step = (self.hand_span - cw) / (count - 1)
        half_full = (self.hand_span - cw) / 2
        out = []
        for i in range(count):
            dx = (i - (count - 1) / 2) * step
            k = dx / half_full if half_full > 0 else 0.0
            angle = -HAND_FAN_DEGREES * k
            dy = ch * 0.09 * k * k  # the ends of the arc sit lower
            out.append(Slot(cx + dx, cy + dy, angle))
        return out

    def fan_slots(self, side: str, count: int) -> list[Slot]:
        """Rest places of another seat's face-down cards: a fan held from its side of the
        table (the cards turn about a point behind them), centred in its zone."""
        if count <= 0:
            return []
        area = self.fans[side]
        box = fan_box(side, self.small)
        px, py = area.x - box.x, area.y - box.y  # the pivot
        return [Slot(px + s.x, py + s.y, s.angle) for s in fan_offsets(side, self.small, count)]

    # The floor.

    def floor_slots(self, count: int) -> tuple[list[Slot], tuple[int, int]]:
        """Loose cards in an even grid (row by row, centred), and the card size used.

        Up to 12 cards keep the full floor-card size where the window allows; beyond that the
        cards shrink until the grid fits. Cards never overlap.
        """
        if count <= 0:
            return [], self.floor_card
        area = self.floor
        gap = self.gap
        h = self.floor_card[1]
        while True:
            w = card_size(h)[0]
            cols = max(1, (area.width + gap - 2) // (w + gap))  # 2: rounding
            rows = math.ceil(count / cols)
            if rows * h + (rows - 1) * gap <= area.height - 2 or h <= 24:
                break
            h = int(h * 0.92)
        size = card_size(h)
        w = size[0]
        cols = min(cols, count)
        rows = math.ceil(count / cols)
        grid_h = rows * h + (rows - 1) * gap
        top = area.centery - grid_h / 2
        slots = []
        for i in range(count):
            r, c = divmod(i, cols)
            in_row = min(cols, count - r * cols)
            row_w = in_row * w + (in_row - 1) * gap
            left = area.centerx - row_w / 2
            slots.append(Slot(left + c * (w + gap) + w / 2, top + r * (h + gap) + h / 2, 0.0))
        return slots, size

    def house_slots(self, count: int) -> list[pygame.Rect]:
        """Rects of ``count`` houses side by side in the houses row (value order)."""
        if count <= 0:
            return []
        area = self.houses
        gap = self.gap * 2
        w = min(round(self.floor_card[0] * 2.2), (area.width - (count - 1) * gap) // count)
        total = count * w + (count - 1) * gap
        left = area.centerx - total // 2
        return [pygame.Rect(left + i * (w + gap), area.y, w, area.height) for i in range(count)]

    def house_card_slots(self, slot: pygame.Rect, count: int) -> tuple[list[Slot], tuple[int, int]]:
        """A house's cards as a short fan inside its ``slot``, and the card size used."""
        size = self.house_card(slot)
        w, h = size
        if count <= 0:
            return [], size
        tilt = 2.0 if count > 1 else 0.0
        half = (count - 1) / 2
        edge = rotated_bounds(0, 0, size, tilt * half if count < 4 else 6.0)
        step = min(w * 0.28, (slot.width - edge.width) / max(1, count - 1))
        total = step * (count - 1)
        cy = slot.y + self.badge_radius + h / 2
        out = []
        for i in range(count):
            d = i - half
            angle = -max(-6.0, min(6.0, d * tilt))
            out.append(Slot(slot.centerx - total / 2 + i * step, cy, angle))
        return out, size

    def house_card(self, slot: pygame.Rect) -> tuple[int, int]:
        """The card size inside a house slot (it fits the row's height)."""
        h = min(
            self.floor_card[1],
            slot.height - self.badge_radius - self.owner_dot * 2,
            slot.width * 0.72 / CARD_ASPECT,
        )
        return card_size(h)

    @property
    def badge_radius(self) -> int:
        return max(7, round(self.size[1] * 0.024))

    @property
    def owner_dot(self) -> int:
        return max(6, round(self.size[1] * 0.016))

    # Other places.

    def pile_slot(self, team: int) -> Slot:
        r = self.piles[team]
        return Slot(r.centerx, r.centery, 0.0)

    def deck_slot(self, side: str) -> Slot:
        """Where the dealer's deck sits: just inside the dealer's zone, toward the table."""
        if side == "bottom":
            return Slot(self.hand_centre[0], self.hand.top + self.small[1] * 0.4, 0.0)
        area = self.fans[side]
        if side == "top":  # beside the fan, in the free space of the top band
            return Slot(area.left - self.small[0] * 0.9, area.centery, 0.0)
        if side == "left":
            return Slot(area.right + self.small[0] * 0.4, area.centery, 90.0)
        return Slot(area.left - self.small[0] * 0.4, area.centery, 90.0)


def play_rows(
    table: pygame.Rect, floor_card: tuple[int, int], height: int, gap: int, band: int = 0
) -> tuple[pygame.Rect, pygame.Rect]:
    """The houses row at the top of ``table`` (a floor card tall, with room for the value badge
    and the owner marks) and the loose floor under it, for a window ``height`` tall; ``band``:
    a strip kept free at the bottom of ``table`` ("Your turn" and the toasts)."""
    badge = max(7, round(height * 0.024))
    dot = max(6, round(height * 0.016))
    houses = pygame.Rect(table.x, table.y, table.width, floor_card[1] + badge + dot * 2)
    floor = pygame.Rect(
        table.x, houses.bottom + gap, table.width, table.bottom - band - houses.bottom - gap
    )
    return houses, floor


LARGE_CARDS = 1.25  # the large-cards setting: the hand and the floor this much bigger


def _hand(
    size: tuple[int, int],
    spacing: tuple[int, int],
    card_h: float,
    axis: int,
    zones: tuple[int, int],
) -> tuple[tuple[int, int], float, tuple[int, int], pygame.Rect]:
    """The human's hand: its card size, its span, the centre of its arc and its bounds."""
    W, H = size
    m, gap = spacing
    left_zone, right_zone = zones
    card = card_size(card_h)
    overhang = rotated_bounds(0, 0, card, HAND_FAN_DEGREES).width - card[0] + 2 * gap
    room = 2 * min(axis - left_zone, W - right_zone - axis)
    span = min(W * 0.6, room - overhang)
    if span < card[0] * 4:  # a very narrow window: smaller cards rather than overlap
        card = card_size(max(card_h * 0.6, span / 4 / CARD_ASPECT))
    cw, ch = card
    del overhang
    lift = ch * LIFT
    centre_x = axis
    edge = rotated_bounds(0, 0, card, HAND_FAN_DEGREES)
    centre_y = math.floor(H - m * 0.5 - ch * 0.09 - edge.height / 2)  # the arc's ends fit too
    # Bounds of a full hand: rotated edge cards, the arc, the lift.
    corner = rotated_bounds(0, 0, card, HAND_FAN_DEGREES)
    hand = pygame.Rect(0, 0, round(span - cw + corner.width) + 2 * gap, 0)
    hand.centerx = centre_x
    hand.top = round(centre_y - ch / 2 - lift - gap)
    hand.height = H - hand.top
    return card, span, (centre_x, centre_y), hand


def _seats(
    players: int,
    spacing: tuple[int, int],
    small: tuple[int, int],
    plate: tuple[int, int],
    columns: tuple[int, int, int, int],
    corners: tuple[pygame.Rect, pygame.Rect, pygame.Rect],
) -> tuple[dict[str, pygame.Rect], dict[str, pygame.Rect], int]:
    """The other seats' fans and plates (and the human's plate), and where the play area's top
    is: the partner (or the two-player opponent) at the top, the side seats left and right in
    columns mirrored about the axis, their fans between their plates and the hand's top."""
    m, gap = spacing
    plate_w, plate_h = plate
    axis, east_x, side_w, bottom = columns
    score, pile_label_1, plate_bottom = corners
    # The partner (or the two-player opponent) at the top, its fan on the axis, the plate beside
    # it; the fan gives way (narrower, or off the axis) only where the window is too small.
    fans: dict[str, pygame.Rect] = {}
    plates: dict[str, pygame.Rect] = {"bottom": plate_bottom}
    box = fan_box("top", small)
    top_fan = pygame.Rect(0, m, box.width, box.height)
    top_fan.centerx = axis
    # The top plate takes the room beside the fan (up to half as wide again as the others): its
    # level and "partner" read whole at small windows and in every language.
    beside = pile_label_1.left - gap - (top_fan.right + gap * 2)
    top_w = max(plate_w, min(round(plate_w * 1.5), beside))
    plates["top"] = pygame.Rect(top_fan.right + gap * 2, m, top_w, plate_h)
    if plates["top"].right > pile_label_1.left - gap:
        plates["top"].right = pile_label_1.left - gap
        top_fan.right = min(top_fan.right, plates["top"].left - gap * 2)
    deck_room = score.right + gap + round(small[0] * 1.5)  # the dealer's deck left of the fan
    if top_fan.left < deck_room:
        right = top_fan.right
        top_fan.left = deck_room
        top_fan.width = max(small[0] * 2, right - deck_room)
    fans["top"] = top_fan
    top_bottom = max(top_fan.bottom, plates["top"].bottom) + gap
    # The score panel's corner: the play area starts below it only where it would reach under
    # it (a narrow window); the side columns, where their plates would.
    if score.right + gap > 2 * axis - east_x + gap * 2:
        top_bottom = max(top_bottom, score.bottom + gap)
    side_top = top_bottom
    if score.right + gap > 2 * axis - east_x - side_w:
        side_top = max(side_top, score.bottom + gap)

    if players == 4:
        box = fan_box("right", small)
        east_plate = pygame.Rect(east_x, side_top, side_w, plate_h)
        east_fan = pygame.Rect(0, 0, box.width, box.height)
        east_fan.centerx = east_plate.centerx
        room = pygame.Rect(0, east_plate.bottom + gap, 1, bottom - east_plate.bottom - gap * 2)
        east_fan.top = room.top + max(0, (room.height - east_fan.height) // 2)
        west_plate = east_plate.copy()
        west_plate.right = 2 * axis - east_plate.left
        west_fan = east_fan.copy()
        west_fan.centerx = west_plate.centerx
        fans["left"], fans["right"] = west_fan, east_fan
        plates["left"], plates["right"] = west_plate, east_plate
    return fans, plates, top_bottom


def compute_layout(
    size: tuple[int, int],
    players: int = 4,
    *,
    card_scale: float = 1.0,
    log_collapsed: bool = False,
    button_w: int = 0,
) -> TableLayout:
    """The table's regions for a window of ``size`` and a game of ``players`` (4 or 2);
    ``card_scale`` makes the hand's and the floor's cards bigger (large cards);
    ``log_collapsed`` gives the log's column back to the play area; ``button_w`` is the width
    the buttons' labels need (measured in the player's language): the button column widens to
    it, up to the log's width.

    One axis: the floor, the hand, the partner's fan, "Your turn" and the toasts are centred on
    the vertical line through the middle of the play area."""
    W, H = size
    m = max(6, round(H * 0.015))
    gap = max(4, round(H * 0.012))

    # Side zones at the bottom: our pile and plate on the left, the buttons on the right.
    small_h = H * HAND_CARD * SMALL_CARD
    small = card_size(small_h)
    label_w = round(H * 0.15)
    plate_w = round(H * 0.24)
    plate_h = round(H * 0.062)
    left_zone = m + max(small[0] + gap + label_w, plate_w) + gap
    log_w = round(min(H * 0.3, W * 0.2))
    button_w, button_h = max(round(H * 0.15), min(button_w, log_w)), round(H * 0.05)
    right_zone = m + button_w + gap

    # Their pile: top right; the log panel below it along the right edge; the score top left.
    piles_1 = pygame.Rect(W - m - small[0], m, *small)
    pile_label_1 = pygame.Rect(piles_1.left - gap - label_w, m, label_w, small[1])
    log = pygame.Rect(W - m - log_w, piles_1.bottom + gap * 2, log_w, 0)
    # The score panel's room: four lines, and a fifth where its last line must wrap to stay
    # readable (the panel is drawn only as tall as what it shows).
    score = pygame.Rect(m, m, round(H * 0.31), round(H * 0.19))

    # The play area's left and right edges (the side seats' plates and fans, the log), and so
    # the axis everything is centred on.
    # The play area is centred in the window: the log beside it does not push it aside.
    right_limit = (W - m) if log_collapsed else (log.left - m)
    # A side seat's column: its plate, its fan under it.
    side_w = max(round(H * SIDE_PLATE), fan_box("right", small).width)
    axis = W // 2
    if players == 4:
        right_edge = right_limit - side_w - gap * 2
    else:
        right_edge = right_limit - gap * 2
    right_edge = min(right_edge, W - m - gap * 2)
    left_edge = 2 * axis - right_edge

    # The human's hand: 17% of the height, 12 cards over up to 60% of the width, centred on
    # the axis and clear of the corners' zones.
    card, span, (centre_x, centre_y), hand = _hand(
        size, (m, gap), H * HAND_CARD * card_scale, axis, (left_zone, right_zone)
    )

    # Buttons: a column at the bottom right.
    buttons = {}
    y = H - m - button_h
    for name in reversed(BUTTONS):
        buttons[name] = pygame.Rect(W - m - button_w, y, button_w, button_h)
        y -= button_h + round(gap * 0.8)
    buttons_top = min(r.top for r in buttons.values())

    # Our pile and our plate: bottom left.
    piles_0 = pygame.Rect(m, H - m - small[1], *small)
    pile_label_0 = pygame.Rect(piles_0.right + gap, piles_0.y, label_w, small[1])
    plate_bottom = pygame.Rect(m, piles_0.top - gap - plate_h, plate_w, plate_h)

    log.height = buttons_top - gap - log.top
    if log.colliderect(hand):
        log.height = hand.top - gap - log.top

    fans, plates, top_bottom = _seats(
        players,
        (m, gap),
        small,
        (plate_w, plate_h),
        (axis, right_edge + gap * 2, side_w, min(hand.top, plate_bottom.top)),
        (score, pile_label_1, plate_bottom),
    )

    table = pygame.Rect(left_edge, top_bottom, right_edge - left_edge, hand.top - gap - top_bottom)
    floor_h = round(H * HAND_CARD * FLOOR_CARD * card_scale)
    floor_card = card_size(min(floor_h, table.height * (0.3 if card_scale <= 1 else 0.36)))
    band = round(H * TOAST_BAND)  # "Your turn" under the loose cards, never over them
    houses, floor = play_rows(table, floor_card, H, gap, band)

    return TableLayout(
        size=(W, H),
        players=players,
        margin=m,
        gap=gap,
        card=card,
        small=small,
        floor_card=floor_card,
        hand=hand,
        hand_centre=(centre_x, centre_y),
        hand_span=round(span),
        fans=fans,
        plates=plates,
        piles=(piles_0, piles_1),
        pile_labels=(pile_label_0, pile_label_1),
        score=score,
        log=log,
        buttons=buttons,
        houses=houses,
        floor=floor,
        table=table,
        toast_y=round(table.bottom - band / 2),
        font_name=max(10, round(H * 0.022)),
        font_log=max(MIN_READ_PX, round(H * 0.019)),
        font_small=max(MIN_READ_PX, round(H * 0.017)),
        font_banner=max(18, round(H * 0.06)),
    )
