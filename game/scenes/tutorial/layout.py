"""Pure geometry of the tutorial screen, from the window size alone, and the tutorial's places
for the board (:class:`TutorialPlaces`).

The lesson panel is on the left (its words above six buttons and a key line); the board is on
the right: the other seats' name plates along the top, the houses row and the loose cards, the
learner's hand at the bottom, flatter than at the table, and our pile by its corner. The board's
floor and houses use the table's own geometry helpers
(:class:`~game.scenes.board.layout.TableLayout`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from game.scenes.board import HandRow, sprite_rect
from game.scenes.board.layout import (
    LIFT,
    MIN_READ_PX,
    Slot,
    TableLayout,
    card_size,
    play_rows,
    rotated_bounds,
)
from game.scenes.kit.cards import CardSprite

BUTTON_KEYS = ("back", "hint", "next", "restart", "lessons", "exit")  # two rows of three


@dataclass(frozen=True)
class TutorialLayout:
    """Every region of the tutorial screen for one window size (see :func:`compute_layout`)."""

    size: tuple[int, int]
    gap: int
    panel: pygame.Rect  # the lesson panel on the left
    text: pygame.Rect  # where the lesson's words go (inside the panel, above the buttons)
    buttons: dict[str, pygame.Rect]
    key_hint: tuple[int, int]  # midbottom of the key line
    board: pygame.Rect  # the play area on the right
    plates: dict[int, pygame.Rect]  # the other seats' name plates, by seat
    pile: pygame.Rect  # our team's pile (one small card)
    table: TableLayout  # hand, houses and floor slots (the table's own geometry helpers)
    bid_row: pygame.Rect  # the five bid buttons (in the houses row: no house before the bid)
    bid_label: tuple[int, int]  # midbottom of the words over them
    body_px: int
    small_px: int

    @property
    def screen(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size)


KEY_LINES = 2  # the key hint under the buttons takes up to two lines


def compute_layout(size: tuple[int, int]) -> TutorialLayout:
    """Pure geometry for a window of ``size``."""
    w, h = size
    m = max(6, round(h * 0.018))
    gap = max(4, round(h * 0.012))
    pw = min(max(round(w * 0.37), round(h * 0.6)), round(w * 0.44))
    panel = pygame.Rect(m, m, pw, h - 2 * m)
    pad = max(8, round(h * 0.026))
    small_px = max(MIN_READ_PX, round(h * 0.018))
    bh = max(24, round(h * 0.054))
    row_w = panel.width - 2 * pad
    bw = (row_w - 2 * gap) // 3
    key_y = panel.bottom - round(pad * 0.55)
    rows_top = key_y - round(small_px * KEY_LINES * 1.45) - 2 * bh - gap  # the key lines
    buttons = {}
    for i, key in enumerate(BUTTON_KEYS):
        r, c = divmod(i, 3)
        buttons[key] = pygame.Rect(
            panel.x + pad + c * (bw + gap), rows_top + r * (bh + gap), bw, bh
        )
    text = pygame.Rect(panel.x + pad, panel.y + pad, row_w, rows_top - gap - panel.y - pad)

    board = pygame.Rect(panel.right + gap * 2, m, w - panel.right - gap * 2 - m, h - 2 * m)
    plate_h = max(22, round(h * 0.058))
    plate_w = min(round(h * 0.25), (board.width - 4 * gap) // 3)
    plates = {
        3: pygame.Rect(board.x, board.y, plate_w, plate_h),
        2: pygame.Rect(board.centerx - plate_w // 2, board.y, plate_w, plate_h),
        1: pygame.Rect(board.right - plate_w, board.y, plate_w, plate_h),
    }
    card = card_size(h * 0.19)
    small = card_size(card[1] * 0.55)
    cw, ch = card
    span = round(min(board.width * 0.64, cw * 7.5))
    edge = rotated_bounds(0, 0, card, 12.0)
    centre = (board.centerx, math.floor(board.bottom - ch * 0.09 - edge.height / 2))
    hand = pygame.Rect(0, 0, round(span - cw + edge.width) + 2 * gap, 0)
    hand.centerx = centre[0]
    hand.top = round(centre[1] - ch / 2 - ch * LIFT - gap)
    hand.height = board.bottom - hand.top
    pile = pygame.Rect(board.x + gap, board.bottom - small[1] - gap, *small)
    top = max(r.bottom for r in plates.values()) + gap * 2
    table = pygame.Rect(board.x, top, board.width, hand.top - gap - top)
    floor_card = card_size(min(h * 0.17 * 0.82, table.height * 0.44))
    houses, floor = play_rows(table, floor_card, h, gap)
    bid_w = min(round(board.width * 0.8), bh * 2 * 5 + gap * 4)
    bid_row = pygame.Rect(0, 0, bid_w, bh)
    bid_row.center = (houses.centerx, houses.centery + round(small_px * 0.8))
    empty = pygame.Rect(0, 0, 0, 0)
    slots = TableLayout(
        size=(w, h),
        players=4,
        margin=m,
        gap=gap,
        card=card,
        small=small,
        floor_card=floor_card,
        hand=hand,
        hand_centre=centre,
        hand_span=span,
        fans={},
        plates={},
        piles=(pile, empty),
        pile_labels=(empty, empty),
        score=empty,
        log=empty,
        buttons={},
        houses=houses,
        floor=floor,
        table=table,
        toast_y=round(hand.top - h * 0.03),
        font_name=max(10, round(h * 0.022)),
        font_log=max(MIN_READ_PX, round(h * 0.019)),
        font_small=small_px,
        font_banner=max(18, round(h * 0.06)),
    )
    return TutorialLayout(
        size=(w, h),
        gap=gap,
        panel=panel,
        text=text,
        buttons=buttons,
        key_hint=(panel.centerx, key_y),
        board=board,
        plates=plates,
        pile=pile,
        table=slots,
        bid_row=bid_row,
        bid_label=(bid_row.centerx, bid_row.top - gap),
        body_px=max(11, round(h * 0.0245)),
        small_px=small_px,
    )


@dataclass
class TutorialPlaces:
    """The tutorial's :class:`~game.scenes.board.Places`: the learner's hand only (the other
    hands are not shown, so their cards rest at the stock), our pile by the board's corner,
    theirs under East's plate, the stock under North's."""

    layout: TutorialLayout

    @property
    def table(self) -> TableLayout:
        return self.layout.table

    def hand(self, seat: int, count: int) -> HandRow | None:
        lay = self.layout.table
        return HandRow(hand_slots(lay, count), lay.card[1], True, 300) if seat == 0 else None

    def pile(self, team: int) -> Slot:
        rect = self.layout.pile if team == 0 else self.layout.plates[1]
        return Slot(rect.centerx, rect.centery, 0.0)

    def deck(self, dealer: int) -> Slot:
        rect = self.layout.plates[2]
        return Slot(rect.centerx, rect.centery, 0.0)


def hand_slots(lay: TableLayout, count: int) -> list[Slot]:
    """The learner's cards: side by side when few, a gentle fan when many."""
    cw, ch = lay.card
    cx, cy = lay.hand_centre
    step = min(cw * 0.9, (lay.hand_span - cw) / max(1, count - 1))
    out = []
    for i in range(count):
        d = i - (count - 1) / 2
        angle = max(-8.0, min(8.0, -1.6 * d))
        out.append(Slot(cx + d * step, cy + ch * 0.05 * (angle / 8.0) ** 2, angle))
    return out


def bid_rects(lay: TutorialLayout, count: int) -> list[pygame.Rect]:
    """``count`` bid buttons, centred in the bid row (which has room for five: 9 to 13)."""
    row, gap = lay.bid_row, lay.gap
    w = (row.width - gap * 4) // 5
    left = row.centerx - (count * (w + gap) - gap) // 2
    return [pygame.Rect(left + i * (w + gap), row.y, w, row.height) for i in range(count)]


def clear_spot(
    lay: TutorialLayout, size: tuple[int, int], sprites: Iterable[CardSprite]
) -> pygame.Rect:
    """Where a list of ``size`` hides the fewest cards on the floor, in houses and in the hand:
    at the top of the board or one of its corners, or (as a last resort) over the lesson's
    words."""
    shown = ("floor", "house", "hand")
    cards = [sprite_rect(s) for s in sprites if s.kind in shown and s.visible]
    inset = lay.board.inflate(-lay.gap * 2, -lay.gap * 2)
    spots = []
    for corner in ("midtop", "topright", "topleft", "bottomright", "bottomleft"):
        spot = pygame.Rect((0, 0), size)
        setattr(spot, corner, getattr(inset, corner))
        spots.append(spot)
    spot = pygame.Rect((0, 0), size)
    spot.center = lay.panel.center
    spots.append(spot)

    def hidden(r: pygame.Rect) -> int:
        return sum(r.clip(c).width * r.clip(c).height for c in cards)

    best = min(spots, key=hidden)  # the first of equals: the top of the board
    best.clamp_ip(lay.screen)
    return best
