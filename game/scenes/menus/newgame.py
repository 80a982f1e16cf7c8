"""The new-game screen: players, computer levels, the rules preset, the match length and every
house-rule option of :data:`game.rules.OPTIONS`, in plain words.

Two pages share one panel: "Players and match" and "House rules". Choosing a preset resets the
house rules to that preset; any option can then be changed. Start builds the
:class:`~game.rules.Rules` (checked by the rules module) and opens the table.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton, UICheckBox, UIDropDownMenu, UILabel

from game.ai import LEVELS
from game.context import AppContext
from game.i18n import N_, _, ngettext
from game.media import theme
from game.play.savegame import GameSetup
from game.rules import OPTIONS, PRESETS, Rules
from game.rules.errors import SeepError
from game.rules.options import OptionSpec
from game.scenes.kit import textfit, uikit
from game.scenes.kit.drawing import TextCache
from game.scenes.kit.focus import (
    Focusable,
    FocusRing,
    check_box,
    close_open_lists,
    drop_down,
    presser,
    rect_of,
    widen_open_lists,
)
from game.scenes.kit.widgets import LEVEL_WORDS, PanelScene
from game.scenes.rulebook.text import value_words as rulebook_words
from game.text.finish import length_help, players_help
from game.text.rule_help import rule_help
from game.text.rules_options import option_help, option_label

log = logging.getLogger(__name__)

# The words of these tables are English (marked N_) and translated where they are shown.
PRESET_WORDS = {
    "standard": N_("Standard (recommended)"),
    "pagat": N_("Pagat's rules"),
    "bhoos": N_("Bhoos app rules"),
    "two_house": N_("Two-house game"),
}
PLAYER_WORDS = {4: N_("Four: two teams of two"), 2: N_("Two: you against one")}
#: Match length → (match_mode, baazi_count, rounds_count). The English name is what the
#: settings keep (``new_game["length"]``); it is shown translated.
LENGTHS: dict[str, tuple[str, int, int]] = {
    N_("One baazi"): ("baazi", 1, 5),
    N_("Best of three baazis"): ("baazi", 3, 5),
    N_("Five baazis"): ("baazi", 5, 5),
    N_("One deal"): ("rounds", 1, 1),
    N_("Three deals"): ("rounds", 1, 3),
    N_("Five deals"): ("rounds", 1, 5),
    N_("Ten deals"): ("rounds", 1, 10),
}
#: Options chosen on the first page, not listed as house rules.
MATCH_OPTIONS = {"num_players", "match_mode", "baazi_count", "rounds_count"}
#: Sensible values offered for options that allow a range of numbers.
NUMBER_CHOICES: dict[str, tuple[int, ...]] = {
    "first_play_seep_value": (0, 11, 25, 50),
    "last_play_seep_value": (0, 25, 50),
    "seep_value": (25, 50, 100),
    "baazi_target": (50, 100, 150, 200),
    "min_deal_points": (0, 9),
    "max_houses": (1, 2, 3, 4, 5),
}


def _menu_number(spec: OptionSpec, value: int) -> str:
    if "seep" in spec.name or "points" in spec.name:
        return ngettext("{n} point", "{n} points", value).format(n=value)
    return str(value)


def value_words(spec: OptionSpec, value: Any) -> str:
    """A house-rule value in plain words (as in the rulebook, numbers said more briefly)."""
    return rulebook_words(spec, value, _menu_number)


def option_values(spec: OptionSpec, current: Any) -> list[Any]:
    if spec.choices is not None:
        values = list(spec.choices)
    else:
        values = list(NUMBER_CHOICES.get(spec.name, ()))
    if current not in values:
        values.append(current)
    if spec.kind is int:
        values.sort()
    return values


def level_word(level: str) -> str:
    """A computer level's name as shown (``'Medium'``)."""
    return _(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level


def preset_word(preset: str) -> str:
    """A rules preset's name as shown (``'Standard (recommended)'``)."""
    return _(PRESET_WORDS[preset]) if preset in PRESET_WORDS else preset


HOUSE_RULES: tuple[OptionSpec, ...] = tuple(o for o in OPTIONS if o.name not in MATCH_OPTIONS)
NEW_GAME_HELP = N_("Point at a choice, or reach it with Tab, to see here what it means.")


@dataclass
class _Geometry:
    panel: pygame.Rect
    heading: pygame.Rect
    tabs: list[pygame.Rect]
    body: pygame.Rect
    rows: list[list[pygame.Rect]]  # columns of row rects (panel coordinates)
    back: pygame.Rect
    start: pygame.Rect
    help: pygame.Rect  # the help line under the rows (panel coordinates)


def compute_layout(size: tuple[int, int], row_min: int = 0) -> _Geometry:
    """The panel, its two pages' places and its buttons for a window of ``size``; ``row_min``
    is the height a house rule's row needs for the language's line (Devanagari and Gurmukhi
    lines are taller): the panel grows toward the window's height to give the rows it."""
    h = size[1]
    geo = _place(size, round(h * 0.92))
    short = row_min - geo.rows[0][0].height
    if short > 0:
        geo = _place(size, min(h - 8, geo.panel.height + short * len(geo.rows[0])))
    if row_min > geo.rows[0][0].height:  # the window's height reached: closer spacing too
        geo = _place(size, geo.panel.height, tight=True)
    return geo


def _place(size: tuple[int, int], panel_h: int, *, tight: bool = False) -> _Geometry:
    w, h = size
    panel = pygame.Rect(0, 0, min(w - round(h * 0.04), round(h * 1.7)), panel_h)
    panel.center = (w // 2, h // 2)
    pad = round(h * 0.035)
    heading = pygame.Rect(pad, round(pad * 0.6), panel.width - 2 * pad, round(h * 0.07))
    tab_w, tab_h = round(h * 0.3), round(h * 0.052)
    tabs = [
        pygame.Rect(pad + i * (tab_w + round(h * 0.012)), heading.bottom, tab_w, tab_h)
        for i in range(2)
    ]
    footer_h = round(h * 0.065)
    help_h = round(h * 0.075)
    above, below = (
        (round(h * 0.01), round(h * 0.015)) if tight else (round(h * 0.02), round(h * 0.03))
    )
    body = pygame.Rect(pad, tabs[0].bottom + above, panel.width - 2 * pad, 0)
    body.height = panel.height - pad - footer_h - below - help_h - body.top
    rows_per_col = (len(HOUSE_RULES) + 1) // 2
    gap_x = round(h * 0.05)
    col_w = (body.width - gap_x) // 2
    row_h = body.height // rows_per_col
    rows = [
        [
            pygame.Rect(body.x + c * (col_w + gap_x), body.y + r * row_h, col_w, row_h)
            for r in range(rows_per_col)
        ]
        for c in range(2)
    ]
    bw = round(h * 0.24)
    back = pygame.Rect(pad, panel.height - pad - footer_h, bw, footer_h)
    start = pygame.Rect(panel.width - pad - bw, panel.height - pad - footer_h, bw, footer_h)
    help_y = body.bottom + round(h * (0.006 if tight else 0.012))
    help_rect = pygame.Rect(body.x, help_y, body.width, help_h)
    return _Geometry(panel, heading, tabs, body, rows, back, start, help_rect)


def opens_up(rect: pygame.Rect, options: int, ctx: AppContext) -> bool:
    """Whether a list at ``rect`` (screen coordinates) of ``options`` items should open upward:
    only when they do not fit below it and there is more room above."""
    h = ctx.screen_size[1]
    needed = min(round(h * 0.4), options * ctx.theme.px(30) + ctx.theme.px(8))
    below = h - rect.bottom
    above = rect.top
    return needed > below and above > below


class NewGameScene(PanelScene):
    """Choose the players and the rules, then start."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.page = "players"
        self.players = 4
        self.partner = "medium"
        self.opponents = "medium"
        self.preset = "standard"
        self.length = "One baazi"  # i18n: skip (a key of LENGTHS, shown translated)
        self.values: dict[str, Any] = {}
        self._load_preset()
        self.restore(ctx.settings.new_game)
        self.controls: dict[str, Any] = {}
        self.tab_buttons: list[UIButton] = []
        self.start_button: UIButton | None = None
        self.back_button: UIButton | None = None
        self.box: UIContainer | None = None
        self.geometry = compute_layout(ctx.screen_size)
        self.ring = FocusRing(ctx, [])
        self.labels: dict[str, tuple[str, str]] = {}  # control name: (label, help)
        self.row_rects: dict[str, pygame.Rect] = {}  # control name: its row (panel coordinates)
        self.pointed: str | None = None  # the row under the pointer
        self.texts = TextCache(ctx.assets, limit=120)

    def title(self) -> str:
        """The screen's heading (the host's setup reuses this screen under its own)."""
        return _("New game")

    def go_label(self) -> str:
        """The label of the button that goes on."""
        return _("Start")

    def _load_preset(self) -> None:
        rules = Rules.from_preset(self.preset)
        self.values = {spec.name: getattr(rules, spec.name) for spec in HOUSE_RULES}

    def choices(self) -> dict[str, Any]:
        """What the screen shows now, to open with next time (kept in the settings)."""
        self._collect()
        return {
            "players": self.players,
            "partner": self.partner,
            "opponents": self.opponents,
            "preset": self.preset,
            "length": self.length,
            "rules": dict(self.values),
        }

    def restore(self, saved: dict[str, Any]) -> None:
        """Open with the last choices, keeping only those that are still valid (a value the
        rules refuse, an unknown level or preset: the default stays)."""
        if saved.get("players") in PLAYER_WORDS:
            self.players = saved["players"]
        for key in ("partner", "opponents"):
            if saved.get(key) in LEVELS:
                setattr(self, key, saved[key])
        if saved.get("preset") in PRESETS:
            self.preset = saved["preset"]
            self._load_preset()
        if saved.get("length") in LENGTHS:
            self.length = saved["length"]
        rules = saved.get("rules")
        if isinstance(rules, dict):
            base = Rules.from_preset(self.preset)
            for spec in HOUSE_RULES:
                if spec.name not in rules:
                    continue
                try:  # the rules module checks each value
                    base.replace(**{spec.name: rules[spec.name]})
                except (SeepError, TypeError, ValueError) as exc:
                    log.info("a remembered house rule %s was not kept: %s", spec.name, exc)
                    continue
                self.values[spec.name] = rules[spec.name]

    # Building.

    def _row_height(self) -> int:
        """The height a house rule's row needs for a list's line in the language's font: the
        line, the list's frame, and the row's inset above and below its control."""
        ui = self.ctx.ui
        line = textfit.ink_line(ui, ["@rule_field.#selected_option", "drop_down_menu.button"])
        if not line:
            return 0
        need = line + 2 * textfit.edge(ui, ["@rule_field", "drop_down_menu"])
        row = need
        while row - 2 * round(row * 0.05) < need:  # the control's inset (see _row)
            row += 1
        return row

    def _build(self) -> None:
        geo = compute_layout(self.ctx.screen_size, self._row_height())
        self.geometry = geo
        self._paint_panel(geo.panel.size, round(self.ctx.screen_size[1] * 0.03))
        self.controls = {}
        self.row_rects = {}
        ui = self.ctx.ui
        with self.building() as box:
            self.box = UIContainer(geo.panel, ui, container=box)
            self._heading(geo.heading, self.title(), self.box, "newgame")
            self.tab_buttons = []
            for i, (key, label) in enumerate(
                (("players", _("Players and match")), ("rules", _("House rules")))
            ):
                button = self._button(
                    geo.tabs[i], label, self.box, "tab_button", f"tab_{key}", self._tab(key)
                )
                if key == self.page:
                    uikit.set_selected(button, True)
                self.tab_buttons.append(button)
            if self.page == "players":
                self._build_players(geo)
            else:
                self._build_rules(geo)
            self.back_button = self._button(
                geo.back, _("Back"), self.box, "back_button", "newgame_back", self.back
            )
            self.start_button = self._button(
                geo.start, self.go_label(), self.box, "primary_button", "newgame_start", self.start
            )
        self.ring.set_items(self._focusables())

    def _focusables(self) -> list[Focusable]:
        """Tabs, this page's controls, Back and Start, in reading order."""
        items = [
            Focusable(b.text, rect_of(b), N_("tab"), activate=presser(b)) for b in self.tab_buttons
        ]
        for name, widget in self.controls.items():
            label, help_text = self.labels.get(name, (name, ""))
            if isinstance(widget, UICheckBox):
                items.append(check_box(label, widget, help=help_text))
            else:
                items.append(drop_down(label, widget, self._changed, help=help_text))
        for button in (self.back_button, self.start_button):
            if button is not None:
                items.append(Focusable(button.text, rect_of(button), activate=presser(button)))
        return items

    def _changed(self) -> None:
        self._collect()
        self._build()

    def _tab(self, key: str) -> Any:
        def run() -> None:
            if key != self.page:
                self._collect()
                self.page = key
                self._build()

        return run

    def _row(self, rect: pygame.Rect, label: str, name: str, tip: str | None) -> pygame.Rect:
        """A row's label (``label`` and ``tip`` already in the current language)."""
        self.labels[name] = (label, tip or "")
        self.row_rects[name] = rect
        lw = round(rect.width * 0.52)
        lab = UILabel(
            pygame.Rect(rect.x, rect.y, lw, rect.height),
            label,
            self.ctx.ui,
            container=self.box,
            object_id=ObjectID(class_id="@rule_label", object_id=f"#{name}_label"),
        )
        del lab
        inset = round(rect.height * 0.05)
        return pygame.Rect(rect.x + lw, rect.y + inset, rect.width - lw, rect.height - 2 * inset)

    def _dropdown(
        self,
        name: str,
        options: list[str],
        current: str,
        rect: pygame.Rect,
        *,
        up: bool | None = None,
    ) -> UIDropDownMenu:
        """A list; it opens downward unless its options do not fit below and fit better above
        (``up`` forces a direction)."""
        if up is None:
            up = opens_up(rect.move(self.geometry.panel.topleft), len(options), self.ctx)
        menu = UIDropDownMenu(
            list(options),
            current,
            rect,
            self.ctx.ui,
            container=self.box,
            object_id=ObjectID(
                class_id="@rule_field", object_id="#expand_up" if up else f"#{name}"
            ),
            expansion_height_limit=round(self.ctx.screen_size[1] * 0.4),
        )
        self.controls[name] = menu
        return menu

    def _players_row(self, rect: pygame.Rect, tip: str | None) -> None:
        """The Players row: two or four (New game's, and Host a table's)."""
        ctrl = self._row(rect, _("Players"), "players", tip)
        self._dropdown(
            "players",
            [_(t) for t in PLAYER_WORDS.values()],
            _(PLAYER_WORDS[self.players]),
            ctrl,
            up=False,
        )

    def _match_rows(self, rules: pygame.Rect, length: pygame.Rect, length_tip: str | None) -> None:
        """The Rules row (a preset) and the Match length row (New game's, and Host a table's)."""
        # Translators: the new-game row choosing a set of house rules (a preset).
        ctrl = self._row(rules, _("Rules"), "preset", _("Resets the house rules to this set"))
        self._dropdown(
            "preset",
            [preset_word(p) for p in PRESETS],
            preset_word(self.preset),
            ctrl,
            up=False,
        )
        ctrl = self._row(length, _("Match length"), "length", length_tip)
        self._dropdown("length", [_(k) for k in LENGTHS], _(self.length), ctrl)

    def _build_players(self, geo: _Geometry) -> None:
        body = geo.body
        h = self.ctx.screen_size[1]
        row_h = round(h * 0.075)
        col = pygame.Rect(body.x, body.y, round(body.width * 0.52), row_h)
        rows = [col.move(0, i * (row_h + round(h * 0.01))) for i in range(6)]
        ui = self.ctx.ui
        self._players_row(rows[0], players_help())
        levels = [level_word(k) for k in LEVELS]
        partner, opponents = _(LEVELS[self.partner]), _(LEVELS[self.opponents])
        if self.players == 4:
            ctrl = self._row(rows[1], _("Your partner (North)"), "partner", partner)
            self._dropdown("partner", levels, level_word(self.partner), ctrl, up=False)
            ctrl = self._row(rows[2], _("Opponents (East, West)"), "opponents", opponents)
        else:
            UILabel(
                rows[1],
                _("No partner in a two-player game."),
                ui,
                container=self.box,
                object_id=ObjectID(class_id="@hint", object_id="#no_partner"),
            )
            ctrl = self._row(rows[2], _("Opponent (North)"), "opponents", opponents)
        self._dropdown("opponents", levels, level_word(self.opponents), ctrl, up=False)
        self._match_rows(rows[3], rows[4], length_help())
        # Plain words about the chosen levels, beside the controls.
        note = pygame.Rect(
            col.right + round(h * 0.04),
            body.y,
            body.right - col.right - round(h * 0.04),
            body.height,
        )
        lines = []
        if self.players == 4:
            lines.append(partner)
        lines.append(opponents)
        for i, text in enumerate(lines):
            UILabel(
                pygame.Rect(
                    note.x, rows[1 + i + (1 if self.players == 2 else 0)].y, note.width, row_h
                ),
                text.split(":", 1)[-1].strip().capitalize(),
                ui,
                container=self.box,
                object_id=ObjectID(class_id="@hint", object_id=f"#level_note_{i}"),
            )

    def _build_rules(self, geo: _Geometry) -> None:
        slots = [r for column in geo.rows for r in column]
        for spec, rect in zip(HOUSE_RULES, slots, strict=False):
            help_line = rule_help(spec.name, option_help(spec.name))
            ctrl = self._row(rect, option_label(spec.name), spec.name, help_line)
            value = self.values[spec.name]
            if spec.kind is bool:
                side = round(ctrl.height * 0.9)
                box = pygame.Rect(ctrl.x, ctrl.centery - side // 2, side, side)
                widget = UICheckBox(
                    box,
                    "",
                    self.ctx.ui,
                    container=self.box,
                    object_id=ObjectID(class_id="@check_field", object_id=f"#{spec.name}"),
                    initial_state=bool(value),
                )
                self.controls[spec.name] = widget
            else:
                options = [value_words(spec, v) for v in option_values(spec, value)]
                self._dropdown(spec.name, options, value_words(spec, value), ctrl)

    # Reading the controls.

    def _collect(self) -> None:
        c = self.controls
        if not c:
            return
        if "players" in c:
            text = c["players"].selected_option[0]
            self.players = next((n for n, t in PLAYER_WORDS.items() if _(t) == text), self.players)
            for key in ("partner", "opponents"):
                if key in c:
                    text = c[key].selected_option[0]
                    level = next((k for k in LEVEL_WORDS if level_word(k) == text), None)
                    if level is not None:
                        setattr(self, key, level)
            text = c["preset"].selected_option[0]
            preset = next((p for p in PRESETS if preset_word(p) == text), self.preset)
            if preset != self.preset:
                self.preset = preset
                self._load_preset()
            text = c["length"].selected_option[0]
            self.length = next((k for k in LENGTHS if _(k) == text), self.length)
            return
        for spec in HOUSE_RULES:
            widget = c.get(spec.name)
            if widget is None:
                continue
            if spec.kind is bool:
                self.values[spec.name] = bool(widget.get_state())
                continue
            text = widget.selected_option[0]
            for v in option_values(spec, self.values[spec.name]):
                if value_words(spec, v) == text:
                    self.values[spec.name] = v

    def rules(self) -> Rules:
        """The rules the screen describes now."""
        self._collect()
        mode, baazis, rounds = LENGTHS[self.length]
        changes = dict(self.values)
        changes.update(
            num_players=self.players, match_mode=mode, baazi_count=baazis, rounds_count=rounds
        )
        base = Rules.from_preset(self.preset)
        return base.replace(**{k: v for k, v in changes.items() if getattr(base, k) != v})

    def setup(self) -> GameSetup:
        return GameSetup.fresh(self.rules(), partner=self.partner, opponents=self.opponents)

    # Actions.

    def start(self) -> None:
        if self._leaving:
            return
        if self.ctx.store.has_saved_game() and not self.ctx.dialogs.is_open:
            self.ctx.dialogs.confirm(
                _("Start a new game? The game you saved will be replaced."),
                self._start_now,
                title=_("New game"),
                action=_("Start"),
            )
            return
        self._start_now()

    def _start_now(self) -> None:
        if self._leaving:
            return
        setup = self.setup()
        self.ctx.commit_settings(replace(self.ctx.settings, new_game=self.choices()))
        self._leaving = True
        self.ctx.sounds.play("click")
        self.ctx.store.delete_game()
        self.ctx.scenes.replace(self.ctx.table(setup))

    # Per frame.

    def resume(self) -> None:
        super().resume()
        self.ring.speak_current(prefix=f"{self.title()}.")

    def help_text(self) -> str:
        """The help line: the rule under the pointer, else the focused one, else how to ask."""
        name = self.pointed
        if name is None and self.ring.shown and self.ring.current is not None:
            label = self.ring.current.label
            name = next((n for n, (lab, _h) in self.labels.items() if lab == label), None)
        if name is not None and self.labels.get(name, ("", ""))[1]:
            label, text = self.labels[name]
            return f"{label}: {text}"
        return _(NEW_GAME_HELP)

    def update(self, dt: float) -> None:
        super().update(dt)
        widen_open_lists(self.controls.values())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._point(event.pos)
        if self.ring.handle_key(event):
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element in (
                self.controls.get("players"),
                self.controls.get("preset"),
                self.controls.get("partner"),
                self.controls.get("opponents"),
            ):
                self._collect()
                self._build()
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not close_open_lists(self.controls.values()):
                self.back()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return False

    def _point(self, pos: tuple[int, int]) -> None:
        panel = self.geometry.panel
        local = (pos[0] - panel.x, pos[1] - panel.y)
        self.pointed = next((n for n, r in self.row_rects.items() if r.collidepoint(local)), None)

    def draw(self, surface: pygame.Surface) -> None:
        geo = self.geometry
        self.draw_panel(surface, geo.panel)
        self.ring.draw(surface)
        # The help line: a band of its own under the rows, never over a control.
        box = geo.help.move(geo.panel.topleft)
        band = pygame.Surface(box.size, pygame.SRCALPHA)
        band.fill(theme.with_alpha(theme.FELT_EDGE, 200))
        surface.blit(band, box)
        pygame.draw.rect(surface, theme.with_alpha(theme.GOLD, 120), box, width=1)
        px = max(10, round(self.ctx.screen_size[1] * 0.022))
        lines = self.texts.wrap(self.help_text(), px, box.width - px * 2)[:2]
        y = box.y + (box.height - len(lines) * round(px * 1.35)) // 2
        for line in lines:
            img = self.texts.text(line, px, theme.TEXT, shadow=False)
            surface.blit(img, (box.x + px, y))
            y += round(px * 1.35)
