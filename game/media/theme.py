"""The look: palette for what scenes draw themselves, and a theme that scales with the window.

All widget styling lives in ``assets/theme.json``, written for a 720-pixel-high window. pygame-gui
themes use fixed pixel sizes, so :class:`ThemeScaler` loads that file once and, whenever the window
height changes enough, feeds pygame-gui a copy with font sizes and a few paddings multiplied by
``height / 720``. Scenes rebuild their widgets on resize and pick up the new sizes.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pygame

from game import i18n
from game.i18n import N_, _
from game.media.assets import DATA_PACKAGE, asset_path, report_problem

# The palette from docs/design (table.md).
FELT_CENTRE = pygame.Color("#2E6B3F")
FELT_EDGE = pygame.Color("#173A22")
GOLD = pygame.Color("#E0B84C")
TEAM_US = pygame.Color("#6FA8DC")
TEAM_THEM = pygame.Color("#E07A5F")
TEXT = pygame.Color("#F3EFE6")
TEXT_DIM = pygame.Color("#C9D3C5")
SHADOW = pygame.Color(0, 0, 0, 110)
PANEL = pygame.Color(14, 38, 24, 200)


# High contrast (a setting): darker felt, white text, a brighter gold and team colours that
# differ in lightness as well as hue. The colours change in place, so every ``theme.GOLD``
# read at draw time follows; caches of drawn surfaces key on :func:`palette_key`.
_NORMAL = {
    "FELT_CENTRE": "#2E6B3F",
    "FELT_EDGE": "#173A22",
    "GOLD": "#E0B84C",
    "TEAM_US": "#6FA8DC",
    "TEAM_THEM": "#E07A5F",
    "TEXT": "#F3EFE6",
    "TEXT_DIM": "#C9D3C5",
}
_CONTRAST = {
    "FELT_CENTRE": "#0E2415",
    "FELT_EDGE": "#030A05",
    "GOLD": "#FFD84A",
    "TEAM_US": "#9CCBFF",
    "TEAM_THEM": "#FF8A5C",
    "TEXT": "#FFFFFF",
    "TEXT_DIM": "#F0F0F0",
}
_high_contrast = False
#: Felt colours (a setting): centre and edge of the table's cloth.
FELTS = {
    "green": ("#2E6B3F", "#173A22"),
    "blue": ("#2A4F7A", "#142840"),
    "maroon": ("#6B2E3A", "#3A1720"),
}
_felt = "green"


def set_felt(name: str) -> bool:
    """Change the felt's colour (kept under high contrast, which has its own dark felt);
    returns True if it changed."""
    global _felt
    name = name if name in FELTS else "green"
    if name == _felt:
        return False
    _felt = name
    if not _high_contrast:
        centre, edge = FELTS[name]
        FELT_CENTRE.update(pygame.Color(centre))
        FELT_EDGE.update(pygame.Color(edge))
    return True


def set_high_contrast(on: bool) -> bool:
    """Switch the palette; returns True if it changed."""
    global _high_contrast
    if on == _high_contrast:
        return False
    _high_contrast = on
    for name, value in (_CONTRAST if on else _NORMAL).items():
        colour: pygame.Color = globals()[name]
        colour.update(pygame.Color(value))
    if not on:
        centre, edge = FELTS[_felt]
        FELT_CENTRE.update(pygame.Color(centre))
        FELT_EDGE.update(pygame.Color(edge))
    PANEL.update(pygame.Color(0, 0, 0, 235) if on else pygame.Color(14, 38, 24, 200))
    return True


def high_contrast() -> bool:
    return _high_contrast


def palette_key() -> tuple[bool, str]:
    """Changes when the palette does (for caches of drawn surfaces)."""
    return (_high_contrast, _felt)


def with_alpha(colour: pygame.Color, alpha: int) -> pygame.Color:
    """``colour`` with its alpha replaced."""
    return pygame.Color(colour.r, colour.g, colour.b, alpha)


BASE_HEIGHT = 720
MIN_SCALE = 0.7
MAX_SCALE = 2.4

# Misc theme values (integers, or "x,y" pairs) that should grow with the fonts.
_SCALED_MISC = {
    "shape_corner_radius",
    "text_horiz_alignment_padding",
    "text_vert_alignment_padding",
    "padding",
    "list_item_height",
    "sliding_button_width",
    "title_bar_height",
    "text_offset",
    "checkbox_height",
    "border_width",
    "shadow_width",
}
# These stay at least one pixel so thin borders never vanish on small windows.
_AT_LEAST_ONE = {"border_width"}


def ui_scale(height: int) -> float:
    """Scale factor for a window ``height`` pixels high, rounded so small resizes reuse fonts."""
    raw = height / BASE_HEIGHT
    return round(min(MAX_SCALE, max(MIN_SCALE, raw)) * 20) / 20


def _scale_value(key: str, value: str, scale: float) -> str:
    def one(text: str) -> str:
        n = int(text)
        scaled = round(n * scale)
        if key in _AT_LEAST_ONE and n > 0:
            scaled = max(1, scaled)
        return str(scaled)

    try:
        return ",".join(one(part) for part in value.split(","))
    except ValueError:
        return value


#: Each language's font family and script, for pygame-gui's per-locale theme fonts.
LOCALE_FONTS = {
    "hi": ("seep_devanagari", "fonts/seep-devanagari-{weight}.ttf", "Deva"),  # i18n: skip
    "pa": ("seep_gurmukhi", "fonts/seep-gurmukhi-{weight}.ttf", "Guru"),  # i18n: skip
}


#: pygame-gui's own words (its file dialog's buttons and titles), by its translation keys; they
#: are taught to pygame-gui's translator in the player's language from our catalogue.
GUI_WORDS = {
    "OK": N_("OK"),
    "Cancel": N_("Cancel"),
    "Confirm": N_("Confirm"),
    "Dismiss": N_("Dismiss"),
    "Delete": N_("Delete"),
    "message_window_title_bar": N_("Message"),
    "file_dialog_title_bar": N_("Choose a file"),
    "Home_directory": N_("Home folder"),
    "Parent_directory": N_("Parent folder"),
    "Refresh_directory": N_("Refresh the folder"),
    # Translators: %{file_name} is the file's name, filled in by pygame-gui; keep it as it is.
    "Delete_filename": N_("Delete %{file_name}?"),
}


def teach_gui_words(code: str) -> None:
    """Give pygame-gui's translator (python-i18n) its words in ``code`` from our catalogue."""
    import i18n as gui_i18n  # type: ignore[import-untyped]  # pygame-gui's dependency

    for key, text in GUI_WORDS.items():
        gui_i18n.add_translation(f"pygame-gui.{key}", _(text), locale=code)


def localised_font(font: dict[str, Any], code: str) -> dict[str, Any]:
    """The font block ``font`` for the language ``code``: the same size and weight in the
    language's script font, with the script set (pygame-gui picks it by locale)."""
    family, pattern, script = LOCALE_FONTS[code]
    regular = {"package": DATA_PACKAGE, "resource": pattern.format(weight="regular")}
    bold = {"package": DATA_PACKAGE, "resource": pattern.format(weight="bold")}
    out = {k: v for k, v in font.items() if k in ("size", "bold", "italic", "antialiased")}
    out.update(
        name=family,
        locale=code,
        script=script,
        regular_resource=regular,
        bold_resource=bold,
        italic_resource=regular,  # no italic: upright
        bold_italic_resource=bold,
    )
    return out


def scaled_theme(theme: dict[str, Any], scale: float, language: str = "en") -> dict[str, Any]:
    """A copy of ``theme`` with font sizes and size-like misc values multiplied by ``scale``;
    for Hindi or Punjabi each font also gets its ``language`` variant in the script's font."""
    out = copy.deepcopy(theme)
    for block in out.values():
        if not isinstance(block, dict):
            continue
        font = block.get("font")
        if isinstance(font, dict) and "size" in font:
            font["size"] = str(max(8, round(int(font["size"]) * scale)))
            if language in LOCALE_FONTS:
                block["font"] = [dict(font, locale="en"), localised_font(font, language)]
        misc = block.get("misc")
        if isinstance(misc, dict):
            for key, value in misc.items():
                if key in _SCALED_MISC and isinstance(value, str):
                    misc[key] = _scale_value(key, value, scale)
    return out


def load_theme(path: Path) -> dict[str, Any]:
    """The theme file's data, its fonts checked; ``{}`` (pygame-gui's default look) if the file
    is missing or damaged. What is missing or damaged is reported
    (game.media.assets.report_problem);
    a font of the game's that cannot be read is replaced by pygame-gui's Noto Sans."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        report_problem(path, exc)
        return {}
    for ref in _font_resources(data):
        if ref.get("package") != DATA_PACKAGE or not isinstance(ref.get("resource"), str):
            continue
        font_path = asset_path(*ref["resource"].split("/"))
        try:
            pygame.font.Font(font_path, 12).render("Ag♠", True, (0, 0, 0))  # i18n: skip
        except (OSError, pygame.error) as exc:
            report_problem(font_path, exc)
            ref["package"], ref["resource"] = "pygame_gui.data", "NotoSans-Regular.ttf"
    return data


def _font_resources(node: object) -> list[dict[str, Any]]:
    """The ``{"package": ..., "resource": ...}`` objects anywhere in theme data."""
    if not isinstance(node, dict):
        return []
    found = [node] if "resource" in node else []
    for value in node.values():
        found.extend(_font_resources(value))
    return found


class ThemeScaler:
    """Keeps one UIManager's theme matched to the window height.

    Args:
        ui: the app's ``pygame_gui.UIManager``.
        theme_path: ``assets/theme.json``.
    """

    def __init__(self, ui: Any, theme_path: Path) -> None:
        self.ui = ui
        self.base: dict[str, Any] = load_theme(theme_path)
        self.scale = 0.0  # nothing loaded yet: the first apply() loads the theme
        self.user = 1.0  # the player's UI scale setting, on top of the window's
        self.language = "en"  # whose fonts the loaded theme has

    def apply(self, height: int, *, force: bool = False) -> bool:
        """Load the theme for ``height``; return True if the scale changed.

        Existing widgets are not rebuilt here: scenes rebuild theirs on resize (in their new
        sizes), then the app calls :meth:`refresh` for anything else still on screen.
        """
        scale = ui_scale(round(height * self.user))
        if scale == self.scale and not force and self.language == i18n.language():
            return False
        self.scale = scale
        self.language = i18n.language()
        if self.language in LOCALE_FONTS:
            teach_gui_words(self.language)
        self.ui.set_locale(self.language)
        self.ui.get_theme().load_theme(scaled_theme(self.base, scale, self.language))
        return True

    def refresh(self) -> None:
        """Re-style widgets made before the last :meth:`apply` (cheap for fresh ones)."""
        self.ui.rebuild_all_from_changed_theme_data()

    def px(self, base_pixels: float) -> int:
        """A length given at 720 px high, in pixels at the current scale."""
        return max(1, round(base_pixels * self.scale))
