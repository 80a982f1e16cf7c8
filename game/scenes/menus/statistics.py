"""The statistics screen: games, baazis, deals, points and seeps, in all and by the opponents'
level or by the rules preset; winning streaks; the last matches; two charts.

The numbers come from :meth:`SaveStore.load_stats` (``stats.json``), which the table updates as
each deal and each match ends. On the left a table (by level, by rules) or the list of the last
matches; on the right the points per deal of the last matches as a line and the win rate per
level as bars, drawn with pygame's own primitives (:mod:`game.scenes.kit.charts`). Reset asks first,
then clears the counts (the kept games stay). Kept games opens the list of kept matches, for
replays, export and import. A damaged statistics file is set aside like any save, and the screen
says so. Every sentence is in :mod:`game.text.records`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.ai import LEVELS
from game.context import AppContext
from game.i18n import _
from game.media import theme
from game.rules.options import PRESETS
from game.scenes.kit import charts, textfit, uikit
from game.scenes.kit.base import Scene
from game.scenes.kit.drawing import TextCache
from game.scenes.kit.widgets import PanelScene
from game.storage.stats import FRIENDS, LevelStats, Stats
from game.text import records as words
from game.text.spoken import statistics_grid, table_rows
from game.text.storage import told

VIEWS = ("level", "preset", "recent")


def _rate(s: LevelStats) -> str:
    return words.percent(s.win_rate())


def _best(s: LevelStats) -> str:
    return words.number(s.best_deal)


def _ppd(s: LevelStats) -> str:
    return words.number(s.points_per_deal(), 1)


def _streak(s: LevelStats) -> str:
    return words.streak(s.streak, s.best_streak)


def _field(name: str) -> Callable[[LevelStats], str]:
    return lambda s: str(getattr(s, name))


SHOW: dict[str, Callable[[LevelStats], str]] = {
    "win_rate": _rate,
    "best_deal": _best,
    "points_per_deal": _ppd,
    "streak": _streak,
}
#: (label, how to show it) for each row, in order; None starts a new group.
ROWS: tuple[tuple[str, Callable[[LevelStats], str]] | None, ...] = tuple(
    None if row is None else (row[1], SHOW.get(row[0], _field(row[0]))) for row in words.STAT_ROWS
)


def table_cells(stats: Stats, by: str = "level") -> list[list[str]]:
    """The grid the screen shows: a header row, then one row per statistic.

    Columns: the label, all games, then each level from easy to expert and "With friends" once
    a friends' match was counted (``by="level"``) or each rules preset (``by="preset"``).
    """
    keys: tuple[str, ...]
    if by == "preset":
        keys, group, head = PRESETS, stats.presets, _(words.RULES)
        names = [words.preset_name(k) for k in keys]
    else:
        keys, group, head = level_keys(stats), stats.levels, _(words.OPPONENTS)
        names = [words.level_column(k) for k in keys]
    columns = [stats.total(), *(group.get(k, LevelStats()) for k in keys)]
    grid = [[head, _(words.ALL), *names]]
    for row in ROWS:
        if row is None:
            continue
        label, show = row
        grid.append([_(label), *(show(c) for c in columns)])
    return grid


def recent_rows(stats: Stats) -> list[tuple[str, str, str, str, str]]:
    """The last matches, newest first, as the list shows them."""
    return [
        words.recent_cells(
            e.date, e.level, e.preset, e.result, e.baazis, e.points_per_deal(), e.score
        )
        for e in reversed(stats.recent)
    ]


def points_series(stats: Stats) -> list[float | None]:
    """Points per deal of each of the last matches, oldest first."""
    return [e.points_per_deal() for e in stats.recent]


def level_keys(stats: Stats) -> tuple[str, ...]:
    """The groups shown by level: the computers' levels, and the friends' tables once a match
    or a deal there was counted."""
    played = stats.levels.get(FRIENDS, LevelStats()) != LevelStats()
    return (*LEVELS, FRIENDS) if played else tuple(LEVELS)


def win_bars(stats: Stats) -> list[tuple[str, float | None, str]]:
    """Win rate per level (and at friends' tables): (level, rate or None, label above)."""
    out: list[tuple[str, float | None, str]] = []
    for level in level_keys(stats):
        s = stats.levels.get(level, LevelStats())
        rate = s.win_rate()
        # Translators: above a level's bar: the share of its games won, e.g. "40% of 5".
        won = _("{rate} of {games}")
        text = (
            _(words.CHART_NO_GAMES)
            if rate is None
            else won.format(rate=words.percent(rate), games=s.games)
        )
        out.append((words.level_name(level), rate, text))
    return out


@dataclass
class _Geometry:
    panel: pygame.Rect
    heading: pygame.Rect  # panel coordinates
    tabs: list[pygame.Rect]  # panel coordinates
    grid: pygame.Rect  # screen coordinates
    note_y: int  # screen
    points_chart: pygame.Rect  # screen (its title above it)
    wins_chart: pygame.Rect  # screen
    back: pygame.Rect  # panel coordinates
    reset: pygame.Rect  # panel coordinates
    games: pygame.Rect  # panel coordinates


def compute_layout(size: tuple[int, int]) -> _Geometry:
    w, h = size
    panel = pygame.Rect(0, 0, min(w - round(h * 0.04), round(h * 1.75)), round(h * 0.94))
    panel.center = (w // 2, h // 2)
    pad = round(h * 0.03)
    heading = pygame.Rect(pad, round(pad * 0.4), panel.width - 2 * pad, round(h * 0.07))
    footer_h = round(h * 0.058)
    tab_h = round(h * 0.05)
    tab_w = round(h * 0.235)
    tab_y = heading.bottom + round(h * 0.035)
    tabs = [pygame.Rect(pad + i * (tab_w + pad // 3), tab_y, tab_w, tab_h) for i in range(3)]
    top = panel.y + tab_y + tab_h + round(h * 0.012)
    bottom = panel.bottom - pad - footer_h - round(h * 0.02)
    left_w = round((panel.width - 3 * pad) * 0.58)
    grid = pygame.Rect(panel.x + pad, top, left_w, bottom - top)
    right = pygame.Rect(grid.right + pad, panel.y + tab_y, panel.right - pad - grid.right - pad,
                        bottom - panel.y - tab_y)  # fmt: skip
    title_h = round(h * 0.04)
    half = (right.height - 2 * title_h - pad) // 2
    points_chart = pygame.Rect(right.x, right.y + title_h, right.width, half)
    wins_chart = pygame.Rect(right.x, points_chart.bottom + pad + title_h, right.width, half)
    bw = round(h * 0.2)
    back = pygame.Rect(panel.width - pad - bw, panel.height - pad - footer_h, bw, footer_h)
    reset = pygame.Rect(pad, panel.height - pad - footer_h, round(h * 0.3), footer_h)
    games = pygame.Rect(reset.right + pad, reset.y, round(h * 0.26), footer_h)
    note_y = panel.y + heading.bottom - round(h * 0.002)
    return _Geometry(
        panel, heading, tabs, grid, note_y, points_chart, wins_chart, back, reset, games
    )


class StatisticsScene(PanelScene):
    """Show (and reset) the player's statistics."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.texts = TextCache(ctx.assets, limit=400)
        self.stats = Stats()
        self.view = "level"
        self.geometry = compute_layout(ctx.screen_size)
        self.back_button: UIButton | None = None
        self.reset_button: UIButton | None = None
        self.games_button: UIButton | None = None
        self.tab_buttons: dict[str, UIButton] = {}
        self._stripe_surf: pygame.Surface | None = None

    def _entering(self) -> None:
        self.reload()

    def resume(self) -> None:
        super().resume()
        self.reload()  # a replay or an import may have been made meanwhile
        self.say_view()

    def say_view(self) -> None:
        """The view shown, read aloud (opening, Tab, T)."""
        labels = dict(
            zip(
                VIEWS,
                (_(words.STATS_BY_LEVEL), _(words.STATS_BY_PRESET), _(words.STATS_RECENT)),
                strict=True,
            )
        )
        if self.stats.is_empty():
            text = f"{_(words.STATS_TITLE)}. {_(words.STATS_EMPTY)}"  # two sentences
        elif self.view == "recent":
            text = table_rows(labels["recent"], recent_rows(self.stats), _(words.STATS_EMPTY))
        else:
            text = statistics_grid(labels[self.view].lower(), table_cells(self.stats, self.view))
        self.ctx.say(f"{text} {_(words.STATS_KEYS)}", interrupt=True)

    def reload(self) -> None:
        """Read the statistics from the store (a damaged file is reported and set aside)."""
        store = self.ctx.store
        self.stats = store.load_stats()
        for text in told(store.take_problems()):
            self.ctx.dialogs.message(text, title=_(words.STATS_TITLE))
        self._refresh_buttons()

    def _build(self) -> None:
        geo = compute_layout(self.ctx.screen_size)
        self.geometry = geo
        self._paint_panel(geo.panel.size, round(self.ctx.screen_size[1] * 0.03))
        ui = self.ctx.ui
        labels = (_(words.STATS_BY_LEVEL), _(words.STATS_BY_PRESET), _(words.STATS_RECENT))
        self._fit_words(geo, labels)
        with self.building() as box:
            panel = UIContainer(geo.panel, ui, container=box)
            self._heading(geo.heading, _(words.STATS_TITLE), panel, "statistics")
            self.tab_buttons = {
                view: self._button(
                    rect, label, panel, "back_button", f"statistics_{view}",
                    self._shower(view),
                )
                for view, label, rect in zip(VIEWS, labels, geo.tabs, strict=True)
            }  # fmt: skip
            self.reset_button = self._button(
                geo.reset, _(words.RESET), panel, "back_button", "statistics_reset", self.ask_reset
            )
            self.games_button = self._button(
                geo.games, _(words.KEPT_GAMES), panel, "back_button", "statistics_games",
                self.open_games,
            )  # fmt: skip
            self.back_button = self._button(
                geo.back, _(words.BACK), panel, "primary_button", "statistics_back", self.back
            )
        self._refresh_buttons()

    def _fit_words(self, geo: _Geometry, tabs: tuple[str, ...]) -> None:
        """Widen the tabs and the footer's buttons to their labels (in panel coordinates):
        the tabs within the table's width, Reset and Kept games short of Back."""
        ui, ids = self.ctx.ui, ["@back_button", "button"]
        widths = [textfit.width_for(ui, ids, [label]) for label in tabs]
        geo.tabs = textfit.grow_row(geo.tabs, widths, geo.grid.right - geo.panel.x)
        footer = [_(words.RESET), _(words.KEPT_GAMES)]
        widths = [textfit.width_for(ui, ids, [label]) for label in footer]
        geo.reset, geo.games = textfit.grow_row(
            [geo.reset, geo.games], widths, geo.back.left - (geo.games.left - geo.reset.right)
        )

    def _refresh_buttons(self) -> None:
        if self.reset_button is not None:
            uikit.set_enabled(self.reset_button, not self.stats.is_empty())
        for view, button in self.tab_buttons.items():
            uikit.set_selected(button, view == self.view)

    # Actions.

    def _shower(self, view: str) -> Callable[[], None]:
        return lambda: self.show(view)  # no argument: pygame-gui would pass its event data

    def show(self, view: str) -> None:
        """Show the table by level, by rules, or the last matches."""
        if view in VIEWS:
            self.view = view
            self._refresh_buttons()

    def open_games(self) -> None:
        from game.scenes.menus.kept_games import KeptGamesScene  # the kept games and their replays

        if not self.ctx.scenes.has_pending:
            self.ctx.scenes.push(KeptGamesScene(self.ctx))

    def replay(self, record: str | None) -> None:
        """Open one of the last matches in the replay viewer (if its record is still kept)."""
        from game.scenes.menus.kept_games import records_of
        from game.scenes.menus.replay import replay_scene

        if record is None:
            self.ctx.dialogs.message(words.no_such_game(), title=_(words.VIEWER_TITLE))
            return
        scene = replay_scene(self.ctx, records_of(self.ctx), record)
        if scene is not None and not self.ctx.scenes.has_pending:
            self.ctx.scenes.push(scene)

    def ask_reset(self) -> None:
        if self.ctx.dialogs.is_open:
            return
        self.ctx.dialogs.confirm(
            _(words.RESET_QUESTION),
            self.reset,
            title=_(words.RESET_TITLE),
            action=_(words.RESET_ACTION),
        )

    def reset(self) -> None:
        """Clear every count and save."""
        self.stats.reset()
        self.ctx.store.save_stats(self.stats)
        for text in told(self.ctx.store.take_problems()):
            self.ctx.dialogs.message(text, title=_(words.STATS_TITLE))
        self._refresh_buttons()

    # Per frame.

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.view == "recent":
            for entry, rect in zip(reversed(self.stats.recent), self.recent_rects(), strict=False):
                if rect.collidepoint(event.pos):
                    self.replay(entry.record)
                    return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.show(VIEWS[(VIEWS.index(self.view) + step) % len(VIEWS)])
            self.say_view()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_t, pygame.K_r):
            self.say_view()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_k:
            self.open_games()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        geo = self.geometry
        self.draw_panel(surface, geo.panel)
        h = surface.get_height()
        empty = self.stats.is_empty()
        text = _(words.STATS_EMPTY) if empty else _(words.STATS_NOTE)
        if self.view == "recent" and self.stats.recent:
            text = _(words.RECENT_NOTE)
        note = self.texts.text(text, round(h * 0.02), theme.TEXT_DIM)
        surface.blit(note, note.get_rect(midtop=(geo.panel.centerx, geo.note_y)))
        if self.view == "recent":
            self._draw_recent(surface)
        else:
            self._draw_grid(surface)
        self._draw_charts(surface)

    def row_rects(self) -> list[pygame.Rect]:
        """Where each row of :func:`table_cells` is drawn (a small gap between groups)."""
        grid = self.geometry.grid
        groups = sum(1 for r in ROWS if r is None)
        gap = grid.height * 0.02
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

    def _px(self, surface: pygame.Surface, row_h: int) -> int:
        return max(10, min(round(row_h * 0.56), round(surface.get_height() * 0.024)))

    def _draw_grid(self, surface: pygame.Surface) -> None:
        grid = self.geometry.grid
        cells = table_cells(self.stats, self.view)
        rects = self.row_rects()
        px = self._px(surface, rects[0].height)
        label_w = grid.width * 0.36
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
                if header and img.get_width() > col_w - 6:  # a long heading: smaller to fit
                    small = max(8, int(px * (col_w - 6) / img.get_width()))
                    img = self.texts.text(text, small, colour, bold=True)
                surface.blit(img, img.get_rect(center=(round(x), rect.centery)))

    def recent_rects(self) -> list[pygame.Rect]:
        """Where each of the last matches is listed (newest first)."""
        grid = self.geometry.grid
        row_h = grid.height / 21
        return [
            pygame.Rect(grid.x, round(grid.y + row_h * i), grid.width, round(row_h))
            for i in range(len(self.stats.recent))
        ]

    def _draw_recent(self, surface: pygame.Surface) -> None:
        grid = self.geometry.grid
        rows = recent_rows(self.stats)
        px = self._px(surface, round(grid.height / 21))
        if not rows:
            img = self.texts.text(_(words.RECENT_EMPTY), px, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(grid.centerx, grid.y + px)))
            return
        xs, px = self._recent_columns(rows, px)
        for i, (row, rect) in enumerate(zip(rows, self.recent_rects(), strict=True)):
            if i % 2 == 0:
                surface.blit(self._stripe(rect.size), rect)
            for c, (text, x) in enumerate(zip(row, xs, strict=True)):
                won = c == 1 and text.startswith(words.result_name("won"))
                colour = theme.GOLD if won else theme.TEXT if c else theme.TEXT_DIM
                img = self.texts.text(text, px, colour)
                surface.blit(img, img.get_rect(midleft=(rect.x + x, rect.centery)))

    def _recent_columns(
        self, rows: list[tuple[str, str, str, str, str]], px: int
    ) -> tuple[list[int], int]:
        """Where the last matches' columns start (from the row's left) and the text size: the
        columns at their usual places, pushed right where a longer word (Hindi, Punjabi) needs
        it, the last one moved left so it ends inside the row, and the text a little smaller
        only if the words still do not fit."""
        width = self.geometry.grid.width
        stops = (0.0, 0.24, 0.47, 0.64, 0.82)
        size = px
        while True:
            widths = [
                max(self.texts.text(row[c], size, theme.TEXT).get_width() for row in rows)
                for c in range(len(stops))
            ]
            gap = size
            xs: list[int] = []
            for c, stop in enumerate(stops[:-1]):
                x = size // 2 + round(stop * width)
                if xs:
                    x = max(x, xs[-1] + widths[c - 1] + gap)
                xs.append(x)
            last = min(size // 2 + round(stops[-1] * width), width - size // 2 - widths[-1])
            xs.append(last)
            if last >= xs[-2] + widths[-2] + gap or size <= max(8, px * 3 // 4):
                return xs, size
            size -= 1

    def _draw_charts(self, surface: pygame.Surface) -> None:
        geo = self.geometry
        h = surface.get_height()
        px = max(10, round(h * 0.019))
        title_px = max(11, round(h * 0.022))

        def render(text: str, size: int, colour: pygame.Color) -> pygame.Surface:
            return self.texts.text(text, size, colour)

        for rect, title in (
            (geo.points_chart, _(words.CHART_POINTS)),
            (geo.wins_chart, _(words.CHART_WINS)),
        ):
            img = self.texts.text(title, title_px, theme.GOLD, bold=True)
            surface.blit(img, img.get_rect(bottomleft=(rect.x, rect.y - round(h * 0.006))))
        series = points_series(self.stats)
        if any(v is not None for v in series):
            charts.line_chart(surface, geo.points_chart, series, render, px=px)
        else:
            img = self.texts.text(_(words.CHART_POINTS_EMPTY), px, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=geo.points_chart.center))
        charts.bar_chart(surface, geo.wins_chart, win_bars(self.stats), render, px=px)

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
