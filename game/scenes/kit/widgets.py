"""What the panel screens share (new game, settings, rules, statistics): one gold-edged
translucent panel on the felt, its heading and buttons, and leaving by Back (once only).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton, UILabel

from game.i18n import N_
from game.media import theme
from game.scenes.kit import textfit
from game.scenes.kit.base import Scene
from game.scenes.kit.paint import FeltCache, translucent_panel

if TYPE_CHECKING:
    from game.context import AppContext

#: The computer players' levels as the screens name them (English: translate where shown).
LEVEL_WORDS = {
    "easy": N_("Easy"),
    "medium": N_("Medium"),
    "hard": N_("Hard"),
    "expert": N_("Expert"),
}


class PanelScene(Scene):
    """A screen drawn as one panel on the felt; :meth:`back` pops it (a second Back is ignored)."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.felt = FeltCache()
        self._art: pygame.Surface | None = None
        self._leaving = False

    # Lifecycle: build on entering, rebuild on a resize (reading the widgets back first).

    def enter(self) -> None:
        super().enter()
        self._entering()
        self._build()

    def resize(self, size: tuple[int, int]) -> None:
        self._collect()
        super().resize(size)
        self._build()

    def _entering(self) -> None:
        """Runs in :meth:`enter` before the first build (default: nothing)."""

    def _collect(self) -> None:
        """Read the widgets' values back before they are rebuilt (default: nothing to read)."""

    def _build(self) -> None:
        """Lay out and build the panel's widgets (every subclass has its own)."""
        raise NotImplementedError

    # Building.

    def _paint_panel(self, size: tuple[int, int], radius: int) -> None:
        """Render the panel (drawn by :meth:`draw_panel`; pygame-gui's rounded shapes are slow)."""
        self._art = translucent_panel(
            size,
            border=theme.with_alpha(theme.GOLD, 150),
            radius=radius,
            border_width=max(1, round(self.ctx.screen_size[1] * 0.0028)),
        )

    def _heading(self, rect: pygame.Rect, text: str, box: UIContainer, name: str) -> UILabel:
        """The panel's title, as tall as its font needs (Devanagari and Gurmukhi are taller)."""
        return UILabel(
            textfit.taller(rect, textfit.line_height(self.ctx.ui, ["@heading", "label"])),
            text,
            self.ctx.ui,
            container=box,
            object_id=ObjectID(class_id="@heading", object_id=f"#{name}_heading"),
        )

    def _button(
        self,
        rect: pygame.Rect,
        text: str,
        box: UIContainer,
        style: str,
        name: str,
        command: Callable[[], None],
        *,
        fit: str | None = None,
        limit: int | None = None,
    ) -> UIButton:
        """A button of theme class ``@style`` and object id ``#name``; with ``fit`` (the side
        that stays put: ``"left"``, ``"right"`` or ``"center"``) it widens to its label's
        width where that is more than ``rect``'s, up to ``limit`` pixels."""
        if fit is not None:
            need = textfit.width_for(self.ctx.ui, [f"@{style}", "button"], [text])
            rect = textfit.grow(rect, need, fit, limit)
        return UIButton(
            rect,
            text,
            self.ctx.ui,
            container=box,
            object_id=ObjectID(class_id=f"@{style}", object_id=f"#{name}"),
            command=command,
        )

    def _on_leave(self) -> None:
        """Runs once, when Back is first pressed, before the scene is popped."""

    def back(self) -> None:
        """Return to the previous scene."""
        if self._leaving:
            return
        self._leaving = True
        self._on_leave()
        self.ctx.sounds.play("click")
        self.ctx.scenes.pop()

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """The felt, and the panel at ``panel``."""
        surface.blit(self.felt.get(surface.get_size()), (0, 0))
        if self._art is not None:
            surface.blit(self._art, panel)
