"""What the tutorial says and draws around its board: the lesson panel (its words, the feedback
box, the progress dots and the key line), the other seats' name plates, our pile, and the words of
its lists and buttons. The words of the panel are laid out once per change
(:meth:`TutorialHud.refresh`), shrinking the type until they fit above the buttons; drawing a
frame only blits them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import pygame
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton

from game.i18n import N_, _, ngettext
from game.media import theme
from game.media.assets import Assets
from game.rules import (
    Position,
)
from game.rules.seats import partner_of, team_of
from game.scenes.board.hud import felt_with_mat
from game.scenes.board.layout import MIN_READ_PX
from game.scenes.kit import textfit
from game.scenes.kit.cards import CardImages
from game.scenes.kit.drawing import PanelCache, TextCache, plate, seat_letter, team_mark
from game.scenes.kit.paint import FeltCache
from game.scenes.tutorial.layout import BUTTON_KEYS, TutorialLayout, bid_rects
from game.text.tutorial import KEY_HINT, bid_label, bid_words, names

SUCCESS_GREEN = pygame.Color("#8FD694")
REFUSAL = pygame.Color("#F0A27F")
COACH_BLUE = pygame.Color("#9CC9F5")

#: The panel's buttons: label (shown through ``_()``), and what it does (not shown: the keys
#: are listed under the panel).
BUTTONS = {
    # Translators: the tutorial's buttons.
    "back": (N_("Back"), "The previous step (B)"),  # i18n: skip
    "hint": (N_("Hint"), "A hint for this step (?)"),  # i18n: skip
    "next": (N_("Next"), "The next step (N)"),  # i18n: skip
    "restart": (N_("Restart"), "Start this step again (R)"),  # i18n: skip
    "lessons": (N_("Lessons"), "The list of lessons (L)"),  # i18n: skip
    "exit": (N_("Exit"), "Back to the title (Esc)"),  # i18n: skip
}
SHRINK = (1.0, 0.97, 0.94, 0.91, 0.88, 0.85, 0.82, 0.79, 0.76, 0.73, 0.7, 0.67)

_Item = tuple[pygame.Surface, tuple[int, int]]  # a rendered line and where it goes
_Box = tuple[pygame.Rect, pygame.Color]  # the feedback box and its colour


@dataclass
class Feedback:
    """The box under the task: a refusal, a hint or the success words."""

    kind: str  # "refusal", "hint", "success", "coach" (a guided deal's words on a move)
    title: str
    lines: list[str]


@dataclass(frozen=True)
class PanelWords:
    """What the lesson panel says, top to bottom."""

    head: str  # "LESSON 1 OF 10 · STEP 1 OF 2"
    done: str  # "0 of 10 lessons completed"
    title: str
    text: Sequence[str]
    task: str
    feedback: Feedback | None
    dots: int = 0  # progress dots at the right of the head's line (it wraps short of them)


def tutorial_buttons(
    ui: Any, box: UIContainer, lay: TutorialLayout, actions: Mapping[str, Callable[[], None]]
) -> dict[str, UIButton]:
    """The panel's six buttons (Next stands out)."""
    buttons = {}
    for key in BUTTON_KEYS:
        label, tip = BUTTONS[key]
        kind = "@primary_button" if key == "next" else "@table_button"
        if kind == "@table_button":  # a label too long for its button in a smaller font
            kind = textfit.style_for(
                ui, [kind, "@table_button_small"], "button", _(label), lay.buttons[key].width
            )
        button = UIButton(
            lay.buttons[key],
            _(label),
            ui,
            container=box,
            object_id=ObjectID(class_id=kind, object_id=f"#tutorial_{key}"),
            command=actions[key],
        )
        del tip  # no pygame-gui tooltip: it covered the next button (the keys are listed below)
        buttons[key] = button
    return buttons


def bid_buttons(
    ui: Any,
    box: UIContainer,
    lay: TutorialLayout,
    values: Sequence[int],
    on_bid: Callable[[int], Callable[[], None]],
) -> list[UIButton]:
    """A button for each bid of ``values`` (``on_bid(value)``: what pressing it calls)."""
    buttons = []
    for rect, value in zip(bid_rects(lay, len(values)), values, strict=True):
        button = UIButton(
            rect,
            bid_words(value),
            ui,
            container=box,
            object_id=ObjectID(class_id="@table_button", object_id=f"#tutorial_bid_{value}"),
            command=on_bid(value),
        )
        # Translators: a bid button's tooltip; {value} is 9 to 13.
        button.set_tooltip(_("Bid {value}").format(value=value))
        buttons.append(button)
    return buttons


class TutorialHud:
    """The tutorial's panel and furniture, with the caches they are drawn from."""

    def __init__(self, assets: Assets) -> None:
        self.texts = TextCache(assets)
        self.panels = PanelCache()
        self.felt = FeltCache()
        self.text: list[str] = []  # what the panel says, paragraph by paragraph
        self._items: list[_Item] = []
        self._box: _Box | None = None
        self._key_hint: pygame.Surface | None = None
        self._bg: pygame.Surface | None = None
        self._bg_key: object = None

    def background(self, size: tuple[int, int], lay: TutorialLayout) -> pygame.Surface:
        """The felt, the mat of the play area and the lesson panel, drawn once per size."""
        key = (size, lay.panel.size)
        if self._bg is None or self._bg_key != key:
            bg = felt_with_mat(self.felt.get(size), self.panels, lay.table.table, lay.gap)
            radius = max(6, lay.gap * 2)
            border = theme.with_alpha(theme.GOLD, 110)
            bg.blit(self.panels.get(lay.panel.size, radius=radius, border=border), lay.panel)
            self._bg, self._bg_key = bg, key
        return self._bg

    def draw_under(
        self,
        surface: pygame.Surface,
        lay: TutorialLayout,
        images: CardImages,
        pos: Position,
        done: Sequence[bool],
        current: int,
    ) -> None:
        """Under the cards: the felt, the lesson panel, the plates and our pile."""
        surface.blit(self.background(surface.get_size(), lay), (0, 0))
        self.draw_panel(surface, lay, done, current)
        self.draw_plates(surface, lay, pos)
        self.draw_pile(surface, lay, images, pos)

    def draw_over(
        self,
        surface: pygame.Surface,
        lay: TutorialLayout,
        *,
        bidding: bool,
        turn: str | None,
    ) -> None:
        """Over the cards: the words over the bid buttons, then the turn's words above the
        hand."""
        table, texts = lay.table, self.texts
        if bidding:
            img = texts.text(bid_label(), table.font_name, theme.GOLD, bold=True)
            surface.blit(img, img.get_rect(midbottom=lay.bid_label))
        if turn is not None:
            img = texts.text(turn, table.font_name, theme.GOLD, bold=True)
            surface.blit(img, img.get_rect(center=(lay.board.centerx, table.toast_y)))

    # The lesson panel.

    def refresh(
        self, lay: TutorialLayout, words: PanelWords, *, reserve: Feedback | None = None
    ) -> None:
        """Lay out the panel's words, shrinking the type until they fit above the buttons (and
        would still fit with the ``reserve`` answer in place of the current one, so the type
        keeps its size as answers come and go)."""
        px = lay.body_px
        worst = replace(words, feedback=reserve) if reserve is not None else words
        for k in SHRINK:
            px = max(MIN_READ_PX, round(lay.body_px * k))
            fits = self._lay_out(lay, words, px, render=False)[2] <= lay.text.height
            if fits and self._lay_out(lay, worst, px, render=False)[2] <= lay.text.height:
                break
        self.text = []
        self.px = px  # the body type's size, kept through a step
        self._items, self._box, _height = self._lay_out(lay, words, px, render=True)
        self._key_hint = self._key_lines(lay)

    def _key_lines(self, lay: TutorialLayout) -> pygame.Surface:
        """The key hint at the small size, broken at its "·" onto up to :data:`KEY_LINES`
        lines (never shrunk below it)."""
        texts = self.texts
        px = lay.small_px
        font = texts.font(px)
        parts = [p.strip() for p in _(KEY_HINT).split("·")]
        rows: list[str] = []
        for part in parts:
            trial = f"{rows[-1]} · {part}" if rows else part
            if rows and font.size(trial)[0] <= lay.text.width:
                rows[-1] = trial
            else:
                rows.append(part)
        imgs = [texts.text(row, px, theme.TEXT_DIM, shadow=False) for row in rows]
        line = font.get_linesize()
        out = pygame.Surface(
            (max(i.get_width() for i in imgs), line * (len(imgs) - 1) + imgs[-1].get_height()),
            pygame.SRCALPHA,
        )
        for k, img in enumerate(imgs):
            out.blit(img, img.get_rect(midtop=(out.get_width() // 2, k * line)))
        return out

    def _lay_out(
        self, lay: TutorialLayout, words: PanelWords, px: int, *, render: bool
    ) -> tuple[list[_Item], _Box | None, int]:
        """The panel's lines at body size ``px`` (rendered only if ``render``), the feedback
        box, and the height they take."""
        area = lay.text
        texts = self.texts
        items: list[_Item] = []
        x, y = area.x, area.y
        width = area.width
        small = max(MIN_READ_PX, round(px * 0.78))
        line = texts.font(px).get_linesize()

        def put(
            text: str, size: int, colour: pygame.Color, *, bold: bool = False, short: int = 0
        ) -> None:
            nonlocal y
            if render:
                self.text.append(text)
            for row in texts.wrap(text, size, width - short, bold=bold):
                if render:
                    img = texts.text(row, size, colour, bold=bold, shadow=False)
                    items.append((img, (x, y)))
                y += texts.font(size, bold=bold).get_linesize()

        # The head's line stops short of the progress dots: a longer one is set a little
        # smaller, and if that is not enough it goes on two lines (at its "·").
        r = max(3, round(lay.small_px * 0.32))  # as draw_progress_dots draws them
        short = min((3 * words.dots + 1) * r if words.dots else 0, width * 2 // 3)
        head_px = small

        def too_wide(text: str) -> bool:
            return texts.font(head_px, bold=True).size(text)[0] > width - short

        while head_px > MIN_READ_PX and too_wide(words.head):
            head_px -= 1
        heads = [words.head]
        if too_wide(words.head) and "·" in words.head:
            first, _dot, rest = words.head.rpartition("·")
            heads = [first.strip(), rest.strip()]
            head_px = small
            while head_px > MIN_READ_PX and any(too_wide(h) for h in heads):
                head_px -= 1
        for head in heads:
            put(head, head_px, theme.GOLD, bold=True, short=short)
        y += round(line * 0.15)
        put(words.done, small, theme.TEXT_DIM)
        y += round(line * 0.35)
        put(words.title, round(px * 1.45), theme.TEXT, bold=True)
        y += round(line * 0.25)
        for para in words.text:
            put(para, px, theme.TEXT)
            y += round(line * 0.4)
        y += round(line * 0.1)
        if render:
            rule = pygame.Surface((width, max(1, round(px * 0.08))), pygame.SRCALPHA)
            rule.fill(theme.with_alpha(theme.GOLD, 90))
            items.append((rule, (x, y)))
        y += round(line * 0.5)
        # Translators: the heading over a tutorial step's task (capitals in English).
        put(_("YOUR TASK"), small, theme.GOLD, bold=True)
        put(words.task, px, theme.TEXT, bold=True)
        box = None
        fb = words.feedback
        if fb is not None:
            y += round(line * 0.6)
            colour = {
                "refusal": REFUSAL,
                "hint": theme.GOLD,
                "success": SUCCESS_GREEN,
                "coach": COACH_BLUE,
            }[fb.kind]
            pad = max(4, round(px * 0.55))
            top = y
            y += pad
            x += pad
            width -= 2 * pad
            put(fb.title, px, colour, bold=True)
            for i, text in enumerate(fb.lines):
                dim = i > 0 and fb.kind in ("success", "refusal")
                put(text, px, theme.TEXT_DIM if dim else theme.TEXT)
                y += round(line * 0.2)
            y += pad
            box = (pygame.Rect(area.x, top, area.width, y - top), colour)
        return items, box, y - area.y

    def draw_panel(
        self, surface: pygame.Surface, lay: TutorialLayout, done: Sequence[bool], current: int
    ) -> None:
        """The panel's words and feedback box, the progress dots (``done``: each lesson
        completed?) and the key line."""
        if self._box is not None:
            rect, colour = self._box
            box = self.panels.get(
                rect.size,
                radius=max(4, lay.gap),
                fill=pygame.Color(6, 20, 12, 170),
                border=theme.with_alpha(colour, 200),
            )
            surface.blit(box, rect)
        for img, at in self._items:
            surface.blit(img, at)
        draw_progress_dots(surface, lay, done, current)
        if self._key_hint is not None:
            surface.blit(self._key_hint, self._key_hint.get_rect(midbottom=lay.key_hint))

    # Around the board.

    def draw_plates(self, surface: pygame.Surface, lay: TutorialLayout, pos: Position) -> None:
        """The other seats' name plates: name, cards held, the partner and the dealer."""
        seats = names()
        for seat, rect in lay.plates.items():
            n = pos.hand_sizes[seat]
            # Translators: on a name plate: how many cards the seat holds.
            detail = ngettext("{n} card", "{n} cards", n).format(n=n)
            if seat == partner_of(0, pos.players):
                # Translators: on a name plate: {cards} is "5 cards"; this seat is your partner.
                detail = _("{cards} · partner").format(cards=detail)
            plate(
                surface,
                rect,
                self.texts,
                self.panels,
                name=seats[seat],
                detail=detail,
                team=team_of(seat),
                letter=seat_letter(seat),
                turn=False,
                dealer=seat == pos.dealer,
                thinking=None,
                font_px=lay.table.font_name,
            )

    def draw_pile(
        self, surface: pygame.Surface, lay: TutorialLayout, images: CardImages, pos: Position
    ) -> None:
        """Our team's pile (a few backs, or an empty outline) under its label."""
        rect = lay.pile
        count = pos.piles[0].bit_count()
        if count:
            back = images.image(None, rect.size)
            for i in range(min(3, 1 + count // 10)):
                surface.blit(back, (rect.x - i, rect.y - i * 2))
        else:
            pygame.draw.rect(
                surface,
                theme.with_alpha(theme.TEAM_US, 90),
                rect,
                width=max(1, rect.width // 30),
                border_radius=max(3, rect.width // 10),
            )
        px = lay.small_px
        label = self.texts.text(_("Your pile"), px, theme.TEAM_US, bold=True)
        mark = px * 0.42
        at = label.get_rect(midbottom=(rect.centerx + round(mark * 1.4), rect.top - lay.gap))
        team_mark(surface, (at.x - mark * 1.6, at.centery), mark, 0)
        surface.blit(label, at)


def draw_progress_dots(
    surface: pygame.Surface, lay: TutorialLayout, done: Sequence[bool], current: int
) -> None:
    """One dot per lesson at the top right of the panel: gold when completed, ringed when open."""
    r = max(3, round(lay.small_px * 0.32))
    x = lay.text.right - r - 1
    y = lay.text.y + round(lay.small_px * 0.75)
    for i in reversed(range(len(done))):
        centre = (x, y)
        if done[i]:
            pygame.draw.circle(surface, theme.GOLD, centre, r)
        else:
            pygame.draw.circle(surface, theme.with_alpha(theme.TEXT_DIM, 140), centre, r, 1)
        if i == current:
            pygame.draw.circle(surface, theme.TEXT, centre, r + 2, max(1, r // 2))
        x -= r * 3
