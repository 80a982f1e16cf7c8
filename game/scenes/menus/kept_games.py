"""Kept games: the list of kept matches (date, opponents' level, rules, result), newest first,
with Replay, Export (the record alone, in the interchange format) and Import (a record file,
checked move by move with the rules core: a refusal says which deal, which move and why), and
how many matches to keep (a setting). Opened from Statistics; a replay opens in
:mod:`game.scenes.menus.replay`. Every sentence is in :mod:`game.text.records`.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextEntryLine

from game.context import AppContext
from game.i18n import _
from game.media import theme
from game.scenes.kit import textfit, uikit
from game.scenes.kit.drawing import TextCache
from game.scenes.kit.widgets import PanelScene
from game.scenes.menus.replay import replay_scene
from game.storage.records import KeptGame, RecordError, RecordStore
from game.text import records as words
from game.text.finish import exported_to, folder_not_opened, open_folder
from game.text.spoken import table_row, table_rows
from game.text.storage import say

log = logging.getLogger(__name__)

KEEP_CHOICES = (0, 10, 20, 50, 100, 200)


def records_of(ctx: AppContext) -> RecordStore:
    """The kept games of the app's data folder."""
    store = ctx.store
    return RecordStore(
        store.root,
        read_only=store.read_only,
        limit=ctx.settings.records_kept,
        clock=store.clock,
    )


# ----------------------------------------------------------------------------------------------
# The list of kept games.


@dataclass
class _ListGeometry:
    panel: pygame.Rect
    heading: pygame.Rect  # panel coordinates
    note: pygame.Rect
    items: pygame.Rect
    buttons: list[pygame.Rect]  # replay, export (panel)
    keep_label: pygame.Rect
    keep: pygame.Rect
    path: pygame.Rect
    browse: pygame.Rect
    import_button: pygame.Rect
    back: pygame.Rect


def list_layout(size: tuple[int, int]) -> _ListGeometry:
    w, h = size
    panel = pygame.Rect(0, 0, min(w - round(h * 0.04), round(h * 1.6)), round(h * 0.92))
    panel.center = (w // 2, h // 2)
    pad = round(h * 0.03)
    inner = panel.width - 2 * pad
    heading = pygame.Rect(pad, round(pad * 0.4), inner, round(h * 0.07))
    note = pygame.Rect(pad, heading.bottom, inner, round(h * 0.04))
    row_h = round(h * 0.058)
    bottom = panel.height - pad - row_h
    import_y = bottom - row_h - pad // 2
    items = pygame.Rect(pad, note.bottom + pad // 3, inner, import_y - pad - note.bottom)
    bw = round(h * 0.2)
    buttons = [pygame.Rect(pad + i * (bw + pad // 2), bottom, bw, row_h) for i in range(2)]
    keep_label = pygame.Rect(buttons[1].right + pad, bottom, round(h * 0.19), row_h)
    keep = pygame.Rect(keep_label.right, bottom, round(h * 0.2), row_h)
    back = pygame.Rect(panel.width - pad - bw, bottom, bw, row_h)
    import_button = pygame.Rect(panel.width - pad - bw, import_y, bw, row_h)
    browse = pygame.Rect(import_button.x - pad // 2 - bw, import_y, bw, row_h)
    path = pygame.Rect(pad, import_y, browse.x - pad // 2 - pad, row_h)
    return _ListGeometry(
        panel, heading, note, items, buttons, keep_label, keep, path, browse, import_button, back
    )


def downloads_folder() -> Path | None:
    """The player's Downloads folder, where an exported game goes (``None``: there is none; the
    data folder's ``exports`` then)."""
    folder = Path.home() / "Downloads"  # i18n: skip (the folder's name on disk)
    return folder if folder.is_dir() else None


def show_folder(folder: Path) -> None:
    """Open ``folder`` in the system's file manager.

    Raises:
        OSError: no file manager could be started.
    """
    if sys.platform == "win32":
        os.startfile(folder)  # type: ignore[attr-defined,unused-ignore]
        return
    command = "open" if sys.platform == "darwin" else "xdg-open"
    subprocess.Popen([command, str(folder)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


class KeptGamesScene(PanelScene):
    """The kept matches: replay, export, import; how many to keep."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.records = records_of(ctx)
        self.games: list[KeptGame] = []
        self.geometry = list_layout(ctx.screen_size)
        self.chosen: int | None = None  # the selected row
        self.scroll = 0  # rows scrolled past
        self._last_click: tuple[int, int] = (-1, -1000)  # (row, time in ms)
        self.buttons: dict[str, UIButton] = {}
        self.keep_menu: UIDropDownMenu | None = None
        self.path_entry: UITextEntryLine | None = None
        self.path_text = ""  # the file to import: chosen with Browse (or typed)
        self.exported: Path | None = None  # the last file exported
        self.file_dialog: Any = None
        self.texts = TextCache(ctx.assets, limit=50)

    def _entering(self) -> None:
        self.reload()

    def resume(self) -> None:
        super().resume()
        self.reload()
        self._fill_list()
        self.ctx.say(
            table_rows(_(words.GAMES_TITLE), self.rows(), _(words.GAMES_EMPTY)), interrupt=True
        )

    def pause(self) -> None:
        self._close_file_dialog()
        super().pause()

    def exit(self) -> None:
        self._close_file_dialog()
        super().exit()

    def _close_file_dialog(self) -> None:
        if self.file_dialog is not None and self.file_dialog.alive():
            self.file_dialog.kill()
        self.file_dialog = None

    def reload(self) -> None:
        self.records.limit = self.ctx.settings.records_kept
        self.games = self.records.list()

    def rows(self) -> list[tuple[str, str, str, str, str]]:
        return [
            words.kept_cells(g.date, g.opponents, g.preset, g.result, g.baazis, g.deals, g.score)
            for g in self.games
        ]

    def _collect(self) -> None:
        if self.path_entry is not None:
            self.path_text = self.path_entry.get_text()

    def _build(self) -> None:
        geo = list_layout(self.ctx.screen_size)
        self.geometry = geo
        self._paint_panel(geo.panel.size, round(self.ctx.screen_size[1] * 0.03))
        ui = self.ctx.ui
        self._fit_words(geo)
        with self.building() as box:
            panel = UIContainer(geo.panel, ui, container=box)
            self._heading(geo.heading, _(words.GAMES_TITLE), panel, "kept_games")
            actions: list[tuple[str, str, Callable[[], None]]] = [
                ("replay", _(words.REPLAY), self.replay_selected),
                ("export", _(words.EXPORT), self.export_selected),
            ]
            for (key, label, command), rect in zip(actions, geo.buttons, strict=True):
                self.buttons[key] = self._button(
                    rect, label, panel, "back_button", f"kept_{key}", command
                )
            UILabel(
                geo.keep_label, _(words.KEEP_LAST), ui, container=panel,
                object_id=ObjectID(class_id="@field_label", object_id="#kept_keep_label"),
            )  # fmt: skip
            options: list[str | tuple[str, str]] = [words.keep_label(n) for n in KEEP_CHOICES]
            current = words.keep_label(self.ctx.settings.records_kept)
            if current not in options:
                options.append(current)
            self.keep_menu = UIDropDownMenu(
                options, current, geo.keep, ui, container=panel,
                object_id=ObjectID(class_id="@speed_field", object_id="#kept_keep"),
                expand_on_option_click=True,
            )  # fmt: skip
            self.path_entry = UITextEntryLine(
                geo.path, ui, container=panel, initial_text=self.path_text,
                placeholder_text=_(words.IMPORT_PROMPT),
                object_id=ObjectID(class_id="@text_field", object_id="#kept_import_path"),
            )  # fmt: skip
            self.path_entry.set_tooltip(_(words.IMPORT_PROMPT))
            self.buttons["browse"] = self._button(
                geo.browse, _(words.BROWSE), panel, "back_button", "kept_browse",
                lambda: self.browse(),
            )  # fmt: skip
            self.buttons["import"] = self._button(
                geo.import_button, _(words.IMPORT), panel, "back_button", "kept_import",
                lambda: self.import_path(),
            )  # fmt: skip
            self.back_button = self._button(
                geo.back, _(words.BACK), panel, "primary_button", "kept_back", self.back
            )
        self._fill_list()

    def _fit_words(self, geo: _ListGeometry) -> None:
        """Widen the bottom row (Replay, Export, "Keep the last", its list) to its words, short
        of Back, and Browse and Import to theirs (the path field gives way)."""
        ui, ids = self.ctx.ui, ["@back_button", "button"]
        label = textfit.width_for(ui, ["@field_label", "label"], [_(words.KEEP_LAST)])
        widths = [textfit.width_for(ui, ids, [_(words.REPLAY)]),
                  textfit.width_for(ui, ids, [_(words.EXPORT)]), label, geo.keep.width]  # fmt: skip
        right = geo.back.left - (geo.buttons[1].x - geo.buttons[0].right)
        row = textfit.grow_row([*geo.buttons, geo.keep_label, geo.keep], widths, right)
        geo.buttons[:] = row[:2]
        geo.keep_label, geo.keep = row[2], row[3]
        browse = textfit.width_for(ui, ids, [_(words.BROWSE)])
        imported = textfit.width_for(ui, ids, [_(words.IMPORT)])
        gap = geo.import_button.x - geo.browse.right
        geo.import_button = textfit.grow(geo.import_button, imported, "right")
        geo.browse = textfit.grow(geo.browse, browse, "right")
        geo.browse.right = geo.import_button.x - gap
        geo.path.width = max(geo.path.height, geo.browse.x - gap - geo.path.x)

    def _fill_list(self) -> None:
        if self.chosen is not None and self.chosen >= len(self.games):
            self.chosen = None
        self.scroll = max(0, min(self.scroll, len(self.games) - self.visible_rows()))
        self._refresh()

    def selected(self) -> KeptGame | None:
        return self.games[self.chosen] if self.chosen is not None else None

    def select(self, index: int) -> None:
        """Select the ``index``-th game of the list (a click on it, or the arrow keys)."""
        if not 0 <= index < len(self.games):
            return
        self.chosen = index
        rows = self.rows()
        self.ctx.say(table_row(rows[index], index, len(rows)), interrupt=True)
        shown = self.visible_rows()
        if index < self.scroll:
            self.scroll = index
        elif index >= self.scroll + shown:
            self.scroll = index - shown + 1
        self._refresh()

    def row_height(self) -> int:
        return max(16, round(self.ctx.screen_size[1] * 0.045))

    def visible_rows(self) -> int:
        return max(1, self.geometry.items.height // self.row_height())

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        """The rows in view: (index in :attr:`games`, screen rectangle)."""
        items = self.geometry.items.move(self.geometry.panel.topleft)
        h = self.row_height()
        last = min(len(self.games), self.scroll + self.visible_rows())
        return [
            (i, pygame.Rect(items.x, items.y + (i - self.scroll) * h, items.width, h))
            for i in range(self.scroll, last)
        ]

    def _refresh(self) -> None:
        chosen = self.selected() is not None
        for key in ("replay", "export"):
            if key in self.buttons:
                uikit.set_enabled(self.buttons[key], chosen)
        if "import" in self.buttons:
            uikit.set_enabled(self.buttons["import"], not self.records.read_only)
            uikit.set_enabled(self.buttons["browse"], not self.records.read_only)

    # Actions.

    def replay_selected(self) -> None:
        game = self.selected()
        if game is not None:
            self.open_replay(game.name)

    def open_replay(self, name: str) -> None:
        scene = replay_scene(self.ctx, self.records, name)
        if scene is not None and not self.ctx.scenes.has_pending:
            self.ctx.scenes.push(scene)

    def export_selected(self) -> None:
        game = self.selected()
        if game is None:
            return
        try:
            path = self.records.export(game.name, downloads_folder())
        except RecordError as exc:
            self.ctx.dialogs.message(say(exc.problem), title=_(words.GAMES_TITLE))
            return
        self.exported = path
        self.ctx.dialogs.confirm(
            exported_to(path.parent.name, path.name),
            lambda: self.open_folder(path.parent),
            title=_(words.GAMES_TITLE),
            action=open_folder(),
            cancel=_("OK"),
        )

    def open_folder(self, folder: Path) -> None:
        """Show ``folder`` in the system's file manager (or say it could not be)."""
        try:
            show_folder(folder)
        except OSError as exc:
            log.warning("cannot open %s: %s", folder, exc)
            self.ctx.dialogs.message(folder_not_opened(), title=_(words.GAMES_TITLE))

    def browse(self) -> None:
        """Choose the file to import in a file dialog (its choice fills the path box)."""
        from pygame_gui.windows import UIFileDialog

        if self.file_dialog is not None and self.file_dialog.alive():
            return
        w, h = self.ctx.screen_size
        rect = pygame.Rect(0, 0, min(w - 40, round(h * 1.1)), round(h * 0.8))
        rect.center = (w // 2, h // 2)
        start = self.path_entry.get_text() if self.path_entry is not None else ""
        self.file_dialog = UIFileDialog(
            rect, self.ctx.ui, window_title=_(words.IMPORT_TITLE),
            initial_file_path=start or str(self.records.root), allow_existing_files_only=True,
            allowed_suffixes={".json", ""},
        )  # fmt: skip

    def import_path(self, path: str | None = None) -> None:
        """Import the record file at ``path`` (the path box's text by default)."""
        if path is None:
            path = self.path_entry.get_text() if self.path_entry is not None else ""
        try:
            info = self.records.import_file(Path(path.strip()).expanduser())
        except RecordError as exc:
            self.ctx.dialogs.message(say(exc.problem), title=_(words.IMPORT_TITLE))
            return
        self.reload()
        self._fill_list()
        self.ctx.dialogs.message(words.imported(info.deals), title=_(words.IMPORT_TITLE))

    def set_keep(self, count: int) -> None:
        """Keep the last ``count`` matches (a setting; older kept files are removed)."""
        self.ctx.commit_settings(dataclasses.replace(self.ctx.settings, records_kept=count))
        self.records.limit = count
        self.records.prune()
        self.reload()
        self._fill_list()

    # Per frame.

    def handle_event(self, event: pygame.event.Event) -> bool:
        import pygame_gui

        picked = event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED
        if picked and self.file_dialog is not None and event.ui_element is self.file_dialog:
            self.path_text = str(event.text)
            if self.path_entry is not None:
                self.path_entry.set_text(self.path_text)
            return True
        if (
            event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED
            and event.ui_element is self.keep_menu
        ):
            for n in KEEP_CHOICES:
                if words.keep_label(n) == event.text:
                    self.set_keep(n)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in self.row_rects():
                if rect.collidepoint(event.pos):
                    now = pygame.time.get_ticks()
                    again = self._last_click[0] == index and now - self._last_click[1] < 400
                    self._last_click = (index, now)
                    self.select(index)
                    if again:
                        self.replay_selected()
                    return True
        if event.type == pygame.MOUSEWHEEL:
            most = max(0, len(self.games) - self.visible_rows())
            self.scroll = max(0, min(most, self.scroll - event.y))
            return True
        if event.type == pygame.KEYDOWN:
            if self.path_entry is not None and self.path_entry.is_focused:
                return False
            if event.key in (pygame.K_DOWN, pygame.K_UP) and self.games:
                step = 1 if event.key == pygame.K_DOWN else -1
                start = -1 if self.chosen is None and step > 0 else (self.chosen or 0)
                self.select(max(0, min(len(self.games) - 1, start + step)))
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.replay_selected()
                return True
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        geo = self.geometry
        self.draw_panel(surface, geo.panel)
        h = surface.get_height()
        text = _(words.GAMES_NOTE) if self.games else _(words.GAMES_EMPTY)
        img = self.texts.text(text, round(h * 0.02), theme.TEXT_DIM)
        note = geo.note.move(geo.panel.topleft)
        surface.blit(img, img.get_rect(center=note.center))
        rows = self.rows()
        px = max(10, round(self.row_height() * 0.5))
        stops = (0.0, 0.2, 0.38, 0.58, 0.82)
        for index, rect in self.row_rects():
            if index == self.chosen:
                pygame.draw.rect(surface, theme.with_alpha(theme.GOLD, 255), rect, 2,
                                 border_radius=rect.height // 5)  # fmt: skip
            elif index % 2 == 0:
                pygame.draw.rect(surface, (32, 62, 42), rect, border_radius=rect.height // 5)
            for c, (cell, stop) in enumerate(zip(rows[index], stops, strict=True)):
                won = c == 1 and cell.startswith(words.result_name("won"))
                colour = theme.GOLD if won else theme.TEXT if c else theme.TEXT_DIM
                img = self.texts.text(cell, px, colour)
                x = rect.x + px + round(stop * (rect.width - 2 * px))
                surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
        hidden = len(self.games) - len(self.row_rects())
        if hidden > 0:
            first, shown = self.scroll + 1, self.scroll + len(self.row_rects())
            more = self.texts.text(words.shown_range(first, shown, len(self.games)), px,
                                   theme.TEXT_DIM)  # fmt: skip
            items = geo.items.move(geo.panel.topleft)
            surface.blit(more, more.get_rect(bottomright=(items.right, items.y - 2)))


# ----------------------------------------------------------------------------------------------
# The replay viewer.


__all__ = ["KEEP_CHOICES", "KeptGamesScene", "list_layout", "records_of"]
