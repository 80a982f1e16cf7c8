"""What the friends' screens share: one panel on the felt with a heading, lines of text drawn
in it (wrapped in the player's language), a column of buttons, and the focus ring."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.context import AppContext
from game.media import theme
from game.scenes.kit.drawing import TextCache
from game.scenes.kit.focus import Focusable, FocusRing, presser, rect_of
from game.scenes.kit.widgets import PanelScene


@dataclass
class Frame:
    """The panel's places (panel coordinates, but ``panel`` itself)."""

    panel: pygame.Rect
    heading: pygame.Rect
    body: pygame.Rect
    back: pygame.Rect
    go: pygame.Rect


def frame_for(size: tuple[int, int], *, width: float = 1.35, height: float = 0.9) -> Frame:
    """A centred panel for a window of ``size`` (``width``: in window heights, at most the
    window's width)."""
    w, h = size
    panel = pygame.Rect(0, 0, min(w - round(h * 0.04), round(h * width)), round(h * height))
    panel.center = (w // 2, h // 2)
    pad = round(h * 0.035)
    heading = pygame.Rect(pad, round(pad * 0.6), panel.width - 2 * pad, round(h * 0.07))
    footer = round(h * 0.065)
    body = pygame.Rect(pad, heading.bottom + round(h * 0.015), panel.width - 2 * pad, 0)
    body.height = panel.height - pad - footer - round(h * 0.02) - body.y
    bw = round(h * 0.3)
    back = pygame.Rect(pad, panel.height - pad - footer, round(h * 0.24), footer)
    go = pygame.Rect(panel.width - pad - bw, panel.height - pad - footer, bw, footer)
    return Frame(panel, heading, body, back, go)


@dataclass(frozen=True)
class Line:
    """A line of text drawn in the panel (panel coordinates; wrapped to ``width``)."""

    text: str
    pos: tuple[int, int]
    width: int
    size: float = 0.026  # in window heights
    colour: pygame.Color | tuple[int, int, int] | None = None
    bold: bool = False
    centred: bool = False


def _enabled(button: UIButton) -> Callable[[], bool]:
    return lambda: bool(button.is_enabled)


class FriendsPanel(PanelScene):
    """A friends' screen: the panel, its lines of text, and a focus ring over its controls."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.frame = frame_for(ctx.screen_size)
        self.ring = FocusRing(ctx, [])
        self.texts = TextCache(ctx.assets, limit=160)
        self.box: UIContainer | None = None
        self.lines: list[Line] = []

    def _open_panel(self, box: UIContainer, heading: str, name: str) -> UIContainer:
        """The panel's container and heading (call inside ``building()``)."""
        self.frame = frame_for(self.ctx.screen_size)
        self._paint_panel(self.frame.panel.size, round(self.ctx.screen_size[1] * 0.03))
        self.box = UIContainer(self.frame.panel, self.ctx.ui, container=box)
        self._heading(self.frame.heading, heading, self.box, name)
        return self.box

    def button(
        self,
        rect: pygame.Rect,
        text: str,
        name: str,
        command: Callable[[], None],
        *,
        style: str = "menu_button",
    ) -> UIButton:
        if self.box is None:
            raise RuntimeError("a button before the panel")
        return self._button(rect, text, self.box, style, name, command)

    @staticmethod
    def focusables(buttons: Sequence[UIButton]) -> list[Focusable]:
        return [
            Focusable(b.text, rect_of(b), activate=presser(b), enabled=_enabled(b)) for b in buttons
        ]

    def px(self, size: float) -> int:
        return max(10, round(self.ctx.screen_size[1] * size))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.ring.handle_key(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        panel = self.frame.panel
        self.draw_panel(surface, panel)
        for line in self.lines:
            self.draw_line(surface, line)
        self.ring.draw(surface)

    def draw_line(self, surface: pygame.Surface, line: Line) -> int:
        """Draw ``line`` (wrapped); returns the height it took."""
        panel = self.frame.panel
        px = self.px(line.size)
        colour = line.colour or theme.TEXT
        y = panel.y + line.pos[1]
        step = round(px * 1.4)
        for text in self.texts.wrap(line.text, px, line.width, bold=line.bold):
            img = self.texts.text(text, px, colour, bold=line.bold, shadow=False)
            x = panel.x + line.pos[0]
            if line.centred:
                x += (line.width - img.get_width()) // 2
            surface.blit(img, (x, y))
            y += step
        return y - panel.y - line.pos[1]
