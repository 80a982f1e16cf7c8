"""The statistics screen: games, baazis, deals and seeps, in all and by the opponents' level.

The numbers come from :meth:`SaveStore.load_stats` (``stats.json``), which the table updates as
each deal and each match ends. Reset asks first, then clears them. A damaged statistics file is
set aside like any save, and the screen says so.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game import theme
from game.ai import LEVELS
from game.context import AppContext
from game.scenes import uikit
from game.scenes.base import Scene
from game.scenes.table_hud import TextCache
from game.scenes.widgets import LEVEL_WORDS, PanelScene
from game.stats import LevelStats, Stats

EMPTY_NOTE = "No games yet: finish a deal or a match and your results appear here."
NOTE = "By the level of your opponents. Deals count as they end, games when the match is over."


def _count(n: int) -> str:
    return str(n)


def _rate(s: LevelStats) -> str:
    rate = s.win_rate()
    return "–" if rate is None else f"{round(rate * 100)}%"


def _best(s: LevelStats) -> str:
    return "–" if s.best_deal is None else str(s.best_deal)


#: (label, how to show it) for each row, in order; None starts a new group.
ROWS: tuple[tuple[str, Callable[[LevelStats], str]] | None, ...] = (
    ("Games played", lambda s: _count(s.games)),
    ("Won", lambda s: _count(s.won)),
    ("Lost", lambda s: _count(s.lost)),
    ("Drawn", lambda s: _count(s.drawn)),
    ("Win rate", _rate),
    None,
    ("Baazis won", lambda s: _count(s.baazis_won)),
    ("Baazis lost", lambda s: _count(s.baazis_lost)),
    ("Deals played", lambda s: _count(s.deals)),
    ("Deals won", lambda s: _count(s.deals_won)),
    ("Best deal (points)", _best),
    None,
    ("Seeps by you", lambda s: _count(s.seeps_you)),
    ("Seeps by your side", lambda s: _count(s.seeps_team)),
    ("Seeps against you", lambda s: _count(s.seeps_against)),
)


def table_cells(stats: Stats) -> list[list[str]]:
    """The grid the screen shows: a header row, then one row per statistic.

    Columns: the label, all levels, then each level from easy to expert.
    """
    columns = [stats.total(), *(stats.levels.get(k, LevelStats()) for k in LEVELS)]
    grid = [["Opponents", "All", *(LEVEL_WORDS.get(k, k.title()) for k in LEVELS)]]
    for row in ROWS:
        if row is None:
            continue
        label, show = row
        grid.append([label, *(show(c) for c in columns)])
    return grid


@dataclass
class _Geometry:
    panel: pygame.Rect
    heading: pygame.Rect  # panel coordinates
    grid: pygame.Rect  # screen coordinates
    note_y: int  # screen
    back: pygame.Rect  # panel coordinates
    reset: pygame.Rect  # panel coordinates


def compute_layout(size: tuple[int, int]) -> _Geometry:
    w, h = size
    panel = pygame.Rect(0, 0, min(w - round(h * 0.04), round(h * 1.45)), round(h * 0.92))
    panel.center = (w // 2, h // 2)
    pad = round(h * 0.035)
    heading = pygame.Rect(pad, round(pad * 0.5), panel.width - 2 * pad, round(h * 0.07))
    footer_h = round(h * 0.062)
    top = panel.y + heading.bottom + round(h * 0.06)
    bottom = panel.bottom - pad - footer_h - round(h * 0.06)
    grid = pygame.Rect(panel.x + pad, top, panel.width - 2 * pad, bottom - top)
    bw = round(h * 0.2)
    back = pygame.Rect(panel.width - pad - bw, panel.height - pad - footer_h, bw, footer_h)
    reset = pygame.Rect(pad, panel.height - pad - footer_h, round(h * 0.3), footer_h)
    return _Geometry(panel, heading, grid, panel.y + heading.bottom + round(h * 0.01), back, reset)


class StatisticsScene(PanelScene):
    """Show (and reset) the player's statistics."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.texts = TextCache(ctx.assets, limit=300)
        self.stats = Stats()
        self.geometry = compute_layout(ctx.screen_size)
        self.back_button: UIButton | None = None
        self.reset_button: UIButton | None = None
        self._stripe_surf: pygame.Surface | None = None

    def _entering(self) -> None:
        self.reload()

    def reload(self) -> None:
        """Read the statistics from the store (a damaged file is reported and set aside)."""
        store = self.ctx.store
        self.stats = store.load_stats()
        for text in store.take_messages():
            self.ctx.dialogs.message(text, title="Statistics")

    def _build(self) -> None:
        geo = compute_layout(self.ctx.screen_size)
        self.geometry = geo
        self._paint_panel(geo.panel.size, round(self.ctx.screen_size[1] * 0.03))
        ui = self.ctx.ui
        with self.building() as box:
            panel = UIContainer(geo.panel, ui, container=box)
            self._heading(geo.heading, "Statistics", panel, "statistics")
            self.reset_button = self._button(
                geo.reset,
                "Reset statistics",
                panel,
                "back_button",
                "statistics_reset",
                self.ask_reset,
            )
            self.back_button = self._button(
                geo.back, "Back", panel, "primary_button", "statistics_back", self.back
            )
        self._refresh_reset()

    def _refresh_reset(self) -> None:
        button = self.reset_button
        if button is None:
            return
        uikit.set_enabled(button, self.stats.total() != LevelStats())

    # Actions.

    def ask_reset(self) -> None:
        if self.ctx.dialogs.is_open:
            return
        self.ctx.dialogs.confirm(
            "Reset all your statistics to zero? This cannot be undone.",
            self.reset,
            title="Reset statistics",
            action="Reset",
        )

    def reset(self) -> None:
        """Clear every count and save."""
        self.stats.reset()
        self.ctx.store.save_stats(self.stats)
        for text in self.ctx.store.take_messages():
            self.ctx.dialogs.message(text, title="Statistics")
        self._refresh_reset()

    # Per frame.

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        geo = self.geometry
        self.draw_panel(surface, geo.panel)
        h = surface.get_height()
        empty = self.stats.total() == LevelStats()
        note = self.texts.text(EMPTY_NOTE if empty else NOTE, round(h * 0.021), theme.TEXT_DIM)
        surface.blit(note, note.get_rect(midtop=(geo.panel.centerx, geo.note_y)))
        self._draw_grid(surface)

    def row_rects(self) -> list[pygame.Rect]:
        """Where each row of :func:`table_cells` is drawn (a small gap between groups)."""
        grid = self.geometry.grid
        groups = sum(1 for r in ROWS if r is None)
        gap = grid.height * 0.025
        row_h = (grid.height - gap * groups) / (len(ROWS) - groups + 1)
        rects = [pygame.Rect(grid.x, grid.y, grid.width, round(row_h))]
        y = grid.y + row_h
        for row in ROWS:
            if row is None:
                y += gap
                continue
            rects.append(pygame.Rect(grid.x, round(y), grid.width, round(row_h)))
            y += row_h
        return rects

    def _draw_grid(self, surface: pygame.Surface) -> None:
        grid = self.geometry.grid
        cells = table_cells(self.stats)
        rects = self.row_rects()
        px = max(11, min(round(rects[0].height * 0.52), round(surface.get_height() * 0.026)))
        label_w = grid.width * 0.32
        col_w = (grid.width - label_w) / (len(cells[0]) - 1)
        stripe = self._stripe(rects[0].size)
        for r, (row, rect) in enumerate(zip(cells, rects, strict=True)):
            header = r == 0
            if not header and r % 2 == 1:
                surface.blit(stripe, rect)
            label = self.texts.text(row[0], px, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(midleft=(rect.x + px // 2, rect.centery)))
            for c, text in enumerate(row[1:]):
                x = grid.x + label_w + col_w * (c + 0.5)
                colour = theme.GOLD if header or c == 0 else theme.TEXT
                img = self.texts.text(text, px, colour, bold=header or c == 0)
                surface.blit(img, img.get_rect(center=(round(x), rect.centery)))

    def _stripe(self, size: tuple[int, int]) -> pygame.Surface:
        if self._stripe_surf is None or self._stripe_surf.get_size() != size:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(
                surf, (255, 255, 255, 13), surf.get_rect(), border_radius=max(2, size[1] // 5)
            )
            self._stripe_surf = surf
        return self._stripe_surf


def statistics_scene(ctx: AppContext) -> Scene:
    return StatisticsScene(ctx)
