"""The settings screen: every :class:`~game.storage.settings.Settings` field as a control.

Changes are kept in a working copy while the screen is open (so a window resize, which rebuilds
the widgets, loses nothing). Back (or Escape) saves them through the store and applies them:
sound levels at once, window size and full screen at the end of the frame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import (
    UIButton,
    UICheckBox,
    UIDropDownMenu,
    UIHorizontalSlider,
    UILabel,
    UITextEntryLine,
)

from game import i18n
from game.context import AppContext
from game.i18n import LANGUAGES, N_, _, catalog
from game.media import theme
from game.scenes.kit import textfit
from game.scenes.kit.drawing import TextCache
from game.scenes.kit.focus import (
    Focusable,
    FocusRing,
    close_open_lists,
    on_off,
    presser,
    rect_of,
    widen_open_lists,
)
from game.scenes.kit.widgets import PanelScene
from game.speech.choose import BACKENDS
from game.storage.settings import MAX_NAME_LENGTH, UI_SCALES, AnimationSpeed, Settings
from game.text.storage import shown_name, stored_name

WINDOW_SIZES = ((1024, 640), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
# Every label, heading and explanation below is marked N_() and translated where it is shown
# (the screen is rebuilt when the language changes), so these tables stay English.
SPEED_LABELS = {
    AnimationSpeed.SLOW: N_("Slow"),
    AnimationSpeed.NORMAL: N_("Normal"),
    AnimationSpeed.FAST: N_("Fast"),
    AnimationSpeed.OFF: N_("Off (instant)"),
}

SCALE_LABELS = {scale: f"{round(scale * 100)}%" for scale in UI_SCALES}
PACE_LABELS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast")}
ORDER_LABELS = {"value": N_("By value"), "suit": N_("By suit")}
FELT_LABELS = {"green": N_("Green"), "blue": N_("Blue"), "maroon": N_("Maroon")}
BACK_LABELS = {"red": N_("Red"), "blue": N_("Blue"), "green": N_("Green")}
#: How another player's move sounds when it is spoken (settings.others_moves).
OTHERS_LABELS = {
    "cue": N_("A sound cue"),
    "voice": N_("A different voice"),
    "none": N_("No difference"),
}
#: The list rows: each kind's values and the words shown for them (English; see
#: :func:`choice_labels`).
LISTS: dict[str, dict[Any, str]] = {
    "backend": {"auto": N_("Automatic"), **BACKENDS},
    "scale": SCALE_LABELS,
    "pace": PACE_LABELS,
    "order": ORDER_LABELS,
    "felt": FELT_LABELS,
    "back": BACK_LABELS,
    "lang": LANGUAGES,  # each language named in its own script
    "others": OTHERS_LABELS,
}
#: List kinds whose words are shown as they are, in every language (a list of the languages,
#: each named in its own script, would be one).
UNTRANSLATED_LISTS: frozenset[str] = frozenset({"scale", "lang"})


def row_label(name: str, label: str) -> str:
    """A row's label in the current language; the Language row also says "Language" in
    English, so a player who switched by mistake can find the way back."""
    shown = _(label)
    if name == "language" and shown != label:
        return f"{shown} · {label}"
    return shown


def choice_labels(kind: str) -> dict[Any, str]:
    """A list row's values and the words shown for them, in the current language."""
    labels = SPEED_LABELS if kind == "speed" else LISTS[kind]
    if kind in UNTRANSLATED_LISTS:
        return dict(labels)
    return {value: _(label) for value, label in labels.items()}


# (field, label, kind, tooltip) in display order; "section" rows are headings. Two columns on
# wide windows (the second starts at "Window and sound", SECOND_COLUMN). The labels and
# tooltips are translated where they are shown.
ROWS: tuple[tuple[str, str, str, str | None], ...] = (
    ("", N_("Game"), "section", None),
    ("language", N_("Language"), "lang", N_("Every screen and the spoken game")),
    ("player_name", N_("Your name"), "text", None),
    ("animation_speed", N_("Animation speed"), "speed", None),
    ("computer_speed", N_("Computer players"), "pace", N_("How long they pause between plays")),
    ("hand_order", N_("Sort your hand"), "order", None),
    ("four_colour_deck", N_("Four-colour deck"), "check", N_("Diamonds blue and clubs green")),
    ("felt", N_("Table cloth"), "felt", None),
    ("card_back", N_("Card backs"), "back", None),
    ("hints", N_("Show hints"), "check", None),
    ("undo_allowed", N_("Allow undo"), "check", None),
    (
        "coach",
        N_("Coach"),
        "check",
        N_("A word after your moves (quiet against Hard and Expert)"),
    ),
    ("", N_("Window and sound"), "section", None),
    ("window_size", N_("Window size"), "size", None),
    ("fullscreen", N_("Full screen (F11)"), "check", None),
    ("effects_volume", N_("Effects volume"), "volume", None),
    ("mute", N_("Mute sounds"), "check", None),
    ("mute_reactions", N_("Mute reactions"), "check", N_("A friends' table's reactions")),
    ("", N_("Speech and seeing"), "section", None),
    (
        "screen_reader",
        N_("Speak the game (F8)"),
        "check",
        N_("Every move, your hand and the floor spoken"),
    ),
    (
        "speech_backend",
        N_("Speech through"),
        "backend",
        N_("Your screen reader, or the system's voice"),
    ),
    (
        "others_moves",
        N_("Other players' moves"),
        "others",
        N_("Spoken after a sound cue, in a different voice, or as your own"),
    ),
    ("large_cards", N_("Large cards"), "check", N_("Bigger cards in your hand and on the floor")),
    ("high_contrast", N_("High contrast"), "check", N_("Darker felt, white text, brighter marks")),
    ("reduce_motion", N_("Reduce motion"), "check", N_("No flying cards or pulsing glows")),
    ("ui_scale", N_("Text and button size"), "scale", None),
)
CHECKS = tuple(name for name, _label, kind, _tip in ROWS if kind == "check")
#: The first row of the second column on wide windows (its heading, "Window and sound").
SECOND_COLUMN = next(i for i, row in enumerate(ROWS) if row[1] == "Window and sound")
#: How each kind of row is spoken (English roles of :data:`game.scenes.kit.focus.ROLES`).
ROLES = {
    "check": N_("check box"),
    "text": N_("text field"),
    "speed": "list",
    "size": "list",
    "backend": "list",
    "scale": "list",
    "pace": "list",
    "order": "list",
    "felt": "list",
    "back": "list",
    "lang": "list",
    "others": "list",
    "volume": "slider",
}


def _chosen(kind: str, text: str, current: Any) -> Any:
    """The value a list row's shown ``text`` stands for (in the current language, or in any
    other the list may have been built in before a switch), else ``current``."""
    shown = choice_labels(kind)
    labels = SPEED_LABELS if kind == "speed" else LISTS[kind]
    for value, label in labels.items():
        if text in (shown[value], label):
            return value
    for code in LANGUAGES:
        for value, label in labels.items():
            if text == catalog(code).gettext(label):
                return value
    return current


def _size_label(size: tuple[int, int]) -> str:
    return f"{size[0]} × {size[1]}"


@dataclass
class _Geometry:
    panel: pygame.Rect
    heading: pygame.Rect
    columns: list[list[pygame.Rect]]  # one rect per row, relative to the panel
    label_width: int
    back: pygame.Rect
    defaults: pygame.Rect


def compute_layout(size: tuple[int, int], row_min: int = 0) -> _Geometry:
    """Two columns unless the window is nearly square; everything from the window size.

    ``row_min`` is the height a row's controls need for the language's line (Devanagari and
    Gurmukhi lines are taller): the rows grow to it, and the margins and the gaps between rows
    give way first so the panel still fits the window."""
    w, h = size
    two = w / h >= 1.2
    per_col = [SECOND_COLUMN, len(ROWS) - SECOND_COLUMN] if two else [len(ROWS)]
    row_h = max(round(h * (0.045 if two else 0.029)), row_min)
    gap = round(h * (0.006 if two else 0.004))
    pad = round(h * 0.042)
    col_w = min(round(w * (0.4 if two else 0.82)), round(h * (0.72 if two else 1.0)))
    col_gap = round(h * 0.05)
    heading_h = round(h * 0.085)
    footer_h = round(h * 0.07)
    rows = max(per_col)

    def panel_height() -> int:
        return pad * 3 + heading_h + rows * row_h + (rows - 1) * gap + footer_h

    if panel_height() > h - 8:
        pad = min(pad, round(h * 0.03))  # the margins give way first
    if panel_height() > h - 8:
        gap = min(gap, round(h * 0.002))  # then the gaps between rows
    row_h = min(row_h, (h - 8 - pad * 3 - heading_h - footer_h - (rows - 1) * gap) // rows)
    row_h = max(row_h, round(h * (0.045 if two else 0.029)))  # never below the English rows
    rows_h = rows * row_h + (rows - 1) * gap
    panel_w = pad * 2 + col_w * len(per_col) + col_gap * (len(per_col) - 1)
    panel_h = pad + heading_h + rows_h + pad + footer_h + pad
    panel = pygame.Rect(0, 0, min(panel_w, w - 8), min(panel_h, h - 8))
    panel.center = (w // 2, h // 2)
    columns: list[list[pygame.Rect]] = []
    for c, count in enumerate(per_col):
        x = pad + c * (col_w + col_gap)
        columns.append(
            [
                pygame.Rect(x, pad + heading_h + i * (row_h + gap), col_w, row_h)
                for i in range(count)
            ]
        )
    button_w = round(h * 0.24)
    back = pygame.Rect(0, 0, button_w, footer_h)
    back.bottomright = (panel.width - pad, panel.height - pad)
    defaults = pygame.Rect(0, 0, round(button_w * 1.2), footer_h)
    defaults.bottomleft = (pad, panel.height - pad)
    return _Geometry(
        panel=panel,
        heading=pygame.Rect(pad, pad, panel.width - 2 * pad, heading_h),
        columns=columns,
        label_width=round(col_w * 0.5),
        back=back,
        defaults=defaults,
    )


class SettingsScene(PanelScene):
    """Edit and save the player's settings."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.working: Settings = replace(ctx.settings)
        self.working.language = self.working.language or i18n.language()  # "" follows the system
        if not ctx.settings.fullscreen:  # show the size the window really has now
            self.working.window_size = ctx.screen_size
        # "Speak the game" shows the speech in force (SEEP_SPEECH, F8), not only the setting.
        self.working.screen_reader = ctx.speech.on
        self._opened_with: Settings = replace(self.working)
        self.panel: UIContainer | None = None
        self.geometry = compute_layout(ctx.screen_size)
        self.controls: dict[str, Any] = {}
        self.volume_label: UILabel | None = None
        self.back_button: UIButton | None = None
        self.defaults_button: UIButton | None = None
        self.ring = FocusRing(ctx, [])
        self.pointed: str | None = None  # the row under the pointer (its help in the footer)
        self.texts = TextCache(ctx.assets, limit=60)

    # Building.

    def _build(self) -> None:
        with self.building():
            self._build_widgets()

    def _build_widgets(self) -> None:
        self.controls = {}
        ui = self.ctx.ui
        geo = compute_layout(self.ctx.screen_size, self._row_height())
        # The panel itself is drawn by draw() (pygame-gui's rounded shapes are slow to build at
        # 2560x1440); this invisible container only places the widgets in panel coordinates.
        self.geometry = geo
        self._paint_panel(geo.panel.size, round(geo.panel.height * 0.035))
        self.panel = UIContainer(geo.panel, ui, container=self.container)
        self._heading(geo.heading, _("Settings"), self.panel, "settings")
        slots = [rect for column in geo.columns for rect in column]
        for (name, label, kind, tip), rect in zip(ROWS, slots, strict=True):
            self._build_row(name, label, kind, tip, rect, geo.label_width)
        self.defaults_button = self._button(
            geo.defaults,
            _("Restore defaults"),
            self.panel,
            "back_button",
            "defaults",
            self.restore_defaults,
            fit="left",
            limit=geo.back.left - geo.defaults.left - geo.columns[0][0].x,
        )
        self.back_button = self._button(
            geo.back, _("Back"), self.panel, "primary_button", "back", self.back
        )
        self.ring.set_items(self._focusables())

    def _row_height(self) -> int:
        """The height a row needs for a drop-down list's line in the language's font: the
        line, the list's frame and the chosen option's, and what a row keeps above and below
        its controls."""
        ui = self.ctx.ui
        line = textfit.ink_line(ui, ["drop_down_menu.#selected_option", "drop_down_menu.button"])
        if not line:
            return 0
        need = line + 2 * textfit.edge(ui, ["drop_down_menu"])
        row = need
        while row - round(row * 0.06) < need:  # the controls' inset (see _build_row)
            row += 1
        return row

    # The keyboard: every control in reading order, spoken as it is reached.

    def _focusables(self) -> list[Focusable]:
        items = []
        for name, label, kind, tip in ROWS:
            if kind == "section":
                continue
            widget = self.controls[name]
            items.append(
                Focusable(
                    row_label(name, label),
                    rect_of(widget),
                    ROLES[kind],
                    value=self._value_of(name, kind),
                    activate=self._activator(name, kind),
                    adjust=self._adjuster(name, kind),
                    help=_(tip) if tip else "",
                )
            )
        for button in (self.defaults_button, self.back_button):
            if button is not None:
                items.append(Focusable(button.text, rect_of(button), activate=presser(button)))
        return items

    def _value_of(self, name: str, kind: str) -> Callable[[], str]:
        def value() -> str:
            widget = self.controls[name]
            if kind == "check":
                return on_off(bool(widget.get_state()))
            if kind == "text":
                return str(widget.get_text())
            if kind == "volume":
                return f"{round(widget.get_current_value())}%"
            return str(widget.selected_option[0])

        return value

    def _activator(self, name: str, kind: str) -> Callable[[], None] | None:
        if kind == "check":
            return lambda: self._toggle(name)
        if kind == "text":
            return lambda: self._edit(name)
        return None

    def _adjuster(self, name: str, kind: str) -> Callable[[int], None] | None:
        if kind == "check":
            return lambda _step: self._toggle(name)
        if kind == "volume":
            return self._nudge_volume
        if kind in ("speed", "size", *LISTS):
            return lambda step: self._cycle(name, kind, step)
        return None

    def _toggle(self, name: str) -> None:
        widget = self.controls[name]
        widget.set_state(not widget.get_state())

    def _edit(self, name: str) -> None:
        """Enter on the name: type it, Enter again to finish."""
        self.ctx.ui.set_focus_set(self.controls[name])
        self.ctx.say(_("Editing. Type, then press Enter."), interrupt=True)

    def _nudge_volume(self, step: int) -> None:
        widget = self.controls["effects_volume"]
        value = min(100, max(0, round(widget.get_current_value()) + 5 * step))
        widget.set_current_value(value)
        if self.volume_label is not None:
            self.volume_label.set_text(f"{value}%")

    def _cycle(self, name: str, kind: str, step: int) -> None:
        """Left/Right on a list: the previous or next option (the screen is rebuilt)."""
        self._collect()
        current = getattr(self.working, name)
        if kind == "speed":
            options: list[Any] = list(SPEED_LABELS)
        elif kind == "size":
            options = list(WINDOW_SIZES)
        else:
            options = list(LISTS[kind])
        index = options.index(current) if current in options else 0
        setattr(self.working, name, options[(index + step) % len(options)])
        self._build()

    def _build_row(
        self, name: str, label: str, kind: str, tip: str | None, rect: pygame.Rect, lw: int
    ) -> None:
        ui, panel = self.ctx.ui, self.panel
        if kind == "section":
            UILabel(
                rect,
                _(label),
                ui,
                container=panel,
                object_id=ObjectID(class_id="@section", object_id=f"#section_{rect.x}_{rect.y}"),
            )
            return
        UILabel(
            pygame.Rect(rect.x, rect.y, lw, rect.height),
            row_label(name, label),
            ui,
            container=panel,
            object_id=ObjectID(class_id="@field_label", object_id=f"#{name}_label"),
        )
        ctrl = pygame.Rect(rect.x + lw, rect.y, rect.width - lw, rect.height)
        oid = ObjectID(class_id=f"@{kind}_field", object_id=f"#{name}")
        value = getattr(self.working, name)
        widget: Any
        if kind == "check":
            side = round(rect.height * 0.7)
            box = pygame.Rect(ctrl.x, ctrl.centery - side // 2, side, side)
            widget = UICheckBox(box, "", ui, container=panel, object_id=oid, initial_state=value)
        elif kind == "text":
            widget = UITextEntryLine(
                ctrl.inflate(0, -round(rect.height * 0.06)),
                ui,
                container=panel,
                object_id=oid,
                initial_text=shown_name(value),
            )
            widget.set_text_length_limit(MAX_NAME_LENGTH)
        elif kind == "speed":
            speed_labels = choice_labels(kind)
            speeds: list[str | tuple[str, str]] = list(speed_labels.values())
            widget = UIDropDownMenu(
                speeds,
                speed_labels[value],
                ctrl.inflate(0, -round(rect.height * 0.06)),
                ui,
                container=panel,
                object_id=oid,
            )
        elif kind in LISTS:
            labels = choice_labels(kind)
            choices: list[str | tuple[str, str]] = list(labels.values())
            widget = UIDropDownMenu(
                choices,
                labels[value],
                ctrl.inflate(0, -round(rect.height * 0.06)),
                ui,
                container=panel,
                object_id=oid,
                expansion_height_limit=round(self.ctx.screen_size[1] * 0.4),
            )
        elif kind == "size":
            options: list[str | tuple[str, str]] = [_size_label(s) for s in WINDOW_SIZES]
            current = _size_label(value)
            if current not in options:
                options.append(current)
            widget = UIDropDownMenu(
                options,
                current,
                ctrl.inflate(0, -round(rect.height * 0.06)),
                ui,
                container=panel,
                object_id=oid,
                expansion_height_limit=round(self.ctx.screen_size[1] * 0.4),
            )
        elif kind == "volume":
            value_w = round(ctrl.width * 0.24)
            slider_rect = pygame.Rect(ctrl.x, ctrl.y, ctrl.width - value_w, ctrl.height)
            widget = UIHorizontalSlider(
                slider_rect.inflate(0, -round(rect.height * 0.45)),
                round(value * 100),
                (0, 100),
                ui,
                container=panel,
                object_id=oid,
                click_increment=5,
            )
            self.volume_label = UILabel(
                pygame.Rect(slider_rect.right, ctrl.y, value_w, ctrl.height),
                f"{round(value * 100)}%",
                ui,
                container=panel,
                object_id=ObjectID(class_id="@value_label", object_id="#volume_value"),
            )
        else:  # pragma: no cover - ROWS is a constant
            raise ValueError(kind)
        self.controls[name] = widget

    # Reading the widgets back.

    def _collect(self) -> None:
        """Copy the widgets' current values into :attr:`working`, keeping valid ones only."""
        if not self.controls:
            return
        c = self.controls
        raw: dict[str, Any] = {}
        for name in CHECKS:
            raw[name] = bool(c[name].get_state())
        for name, _label, kind, _tip in ROWS:
            if kind in LISTS:
                text = c[name].selected_option[0]
                current = getattr(self.working, name)
                raw[name] = _chosen(kind, text, current)
        raw["player_name"] = stored_name(c["player_name"].get_text())
        speed_text = c["animation_speed"].selected_option[0]
        raw["animation_speed"] = _chosen("speed", speed_text, self.working.animation_speed).value
        size_text = c["window_size"].selected_option[0]
        try:
            width, height = (int(part) for part in size_text.split("×"))
            raw["window_size"] = [width, height]
        except ValueError:
            pass
        raw["effects_volume"] = c["effects_volume"].get_current_value() / 100
        # What the screen does not show (the New game screen's memory, records kept...) stays.
        parsed, rejected = Settings.from_json({**self.working.to_json(), **raw})
        for name in rejected:  # e.g. an empty name: keep what was there
            setattr(parsed, name, getattr(self.working, name))
        for name in ("window_size", "fullscreen"):
            # Untouched here but changed meanwhile by dragging the window or F11: keep the new.
            if getattr(parsed, name) == getattr(self._opened_with, name):
                setattr(parsed, name, getattr(self.ctx.settings, name))
        self.working = parsed

    # Actions.

    def _on_leave(self) -> None:
        """Back saves the settings (and applies them) before returning."""
        self._collect()
        self._apply_speech()
        self.ctx.commit_settings(self.working)

    def _apply_speech(self) -> None:
        """ "Speak the game" changed here turns the speech on or off at once (as F8 does);
        under ``SEEP_SPEECH`` the saved setting is left as it was."""
        speech = self.ctx.speech
        wanted = self.working.screen_reader
        if wanted != self._opened_with.screen_reader and wanted != speech.on:
            speech.toggle()
        if speech.forced:
            self.working.screen_reader = self.ctx.settings.screen_reader

    def restore_defaults(self) -> None:
        """Put every control back to its default (saved only by Back)."""
        self.working = Settings(language=i18n.system_language())
        self._build()

    # Per frame.

    def resume(self) -> None:
        super().resume()
        self.ring.speak_current(prefix=_("Settings."))

    def update(self, dt: float) -> None:
        super().update(dt)
        widen_open_lists(self.controls.values())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._point(event.pos)
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.ctx.ui.set_focus_set(None)
            self.ring.speak_current()
            return True
        if self.ring.handle_key(event):
            return True
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            if event.ui_element is self.controls.get("effects_volume") and self.volume_label:
                self.volume_label.set_text(f"{round(event.value)}%")
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not close_open_lists(self.controls.values()):
                self.back()
            return True
        return False

    def help_text(self) -> str:
        """The footer's help: what the pointed (or focused) row means, if it says."""
        name = self.pointed
        if name is None and self.ring.shown and self.ring.current is not None:
            label = self.ring.current.label
            name = next((n for n, lab, k, _t in ROWS if k != "section" and _(lab) == label), None)
        tip = next((t for n, _lab, _k, t in ROWS if n == name), None)
        return _(tip) if tip else ""

    def _point(self, pos: tuple[int, int]) -> None:
        geo = self.geometry
        local = (pos[0] - geo.panel.x, pos[1] - geo.panel.y)
        slots = [rect for column in geo.columns for rect in column]
        self.pointed = next(
            (n for (n, _l, k, _t), r in zip(ROWS, slots, strict=True) if k != "section"
             and r.collidepoint(local)),
            None,
        )  # fmt: skip

    def draw(self, surface: pygame.Surface) -> None:
        geo = self.geometry
        self.draw_panel(surface, geo.panel)
        self.ring.draw(surface)
        text = self.help_text()
        if text:  # between Restore defaults and Back: never over a control
            box = pygame.Rect(
                geo.defaults.right + geo.defaults.height // 2,
                geo.back.y,
                geo.back.left - geo.defaults.right - geo.defaults.height,
                geo.back.height,
            ).move(geo.panel.topleft)
            px = max(10, round(self.ctx.screen_size[1] * 0.021))
            lines = self.texts.wrap(text, px, box.width)[:2]
            y = box.centery - len(lines) * round(px * 1.3) // 2
            for line in lines:
                img = self.texts.text(line, px, theme.TEXT_DIM, shadow=False)
                surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
                y += round(px * 1.3)
