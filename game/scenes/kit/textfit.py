"""Room for words: widths and heights that fit a label's text in the player's language.

Layouts give buttons and labels sizes from the window alone; a Hindi or Punjabi label is often
wider than the English one, and the Devanagari and Gurmukhi fonts are taller. These helpers
measure text with the font pygame-gui will use for an element (the theme's font for its class,
in the current locale) and widen or lengthen a rect that is too small, so layouts make room for
longer strings instead of cutting them off.

``ids`` are theme ids, most specific first, as pygame-gui looks them up: ``["@table_button",
"button"]``. :func:`text_room` and :func:`fits` check an element that exists (the tests use them).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n

if TYPE_CHECKING:
    from pygame_gui.core import UIElement

#: A little more than the text's own width, so hinting and rounding never clip a last stroke.
SLACK = 4

# pygame-gui's own values where the theme gives none (UIButton's defaults).
_DEFAULTS = {"border_width": 1, "shadow_width": 2, "shape_corner_radius": 0}


def _misc(theme: Any, key: str, ids: list[str]) -> Any:
    try:
        return theme.get_misc_data(key, ids)
    except LookupError:
        return None


def _number(value: Any, default: int) -> int:
    """A theme value (``"2"``, ``2``, ``"10,10,10,10"`` or a dict of sides) as one number."""
    if value is None:
        return default
    if isinstance(value, dict):
        return max((int(v) for v in value.values()), default=default)
    if isinstance(value, (list, tuple)):
        return max((int(v) for v in value), default=default)
    try:
        return max(int(part) for part in str(value).split(","))
    except ValueError:
        return default


def edge(ui: Any, ids: list[str]) -> int:
    """The shadow and border an element of theme ``ids`` draws on each side (a label: none)."""
    if ids and ids[-1] == "label":
        return 0
    theme = ui.get_theme()
    shadow = _number(_misc(theme, "shadow_width", ids), _DEFAULTS["shadow_width"])
    border = _number(_misc(theme, "border_width", ids), _DEFAULTS["border_width"])
    return shadow + border


def frame(ui: Any, ids: list[str]) -> int:
    """What an element of theme ``ids`` keeps clear on each side of its text, in pixels: its
    shadow, its border, the inset of rounded corners, and the padding of left- or
    right-aligned text."""
    theme = ui.get_theme()
    padding = 0
    if str(_misc(theme, "text_horiz_alignment", ids) or "") in ("left", "right"):
        padding = _number(_misc(theme, "text_horiz_alignment_padding", ids), 0)
    if ids and ids[-1] == "label":
        return padding
    radius = 0
    if str(_misc(theme, "shape", ids) or "") == "rounded_rectangle":
        radius = _number(_misc(theme, "shape_corner_radius", ids), 0)
    corner = math.ceil(radius - math.sin(math.pi / 4) * radius) if radius else 0
    return edge(ui, ids) + corner + padding


def text_size(ui: Any, ids: list[str], text: str) -> tuple[int, int]:
    """The size ``text`` takes in the font of theme ``ids`` (the current language's)."""
    if not text:
        return (0, 0)
    size: tuple[int, int] = tuple(ui.get_theme().get_font(ids).get_rect(text).size)
    return size


def width_for(ui: Any, ids: list[str], texts: Sequence[str]) -> int:
    """The width an element of theme ``ids`` needs to show the widest of ``texts`` whole."""
    widest = max((text_size(ui, ids, t)[0] for t in texts), default=0)
    return widest + 2 * frame(ui, ids) + SLACK


def style_for(ui: Any, styles: Sequence[str], element: str, text: str, width: int) -> str:
    """The first of the theme classes ``styles`` (largest font first) in which ``text`` fits a
    ``width`` wide ``element`` (``"button"``...); the last one if none does."""
    for style in styles:
        if width_for(ui, [style, element], [text]) <= width:
            return style
    return styles[-1]


def line_height(ui: Any, ids: list[str]) -> int:
    """The height of a line in the font of theme ``ids``: in the Devanagari and Gurmukhi fonts
    it is taller than in the Latin one, for the vowel signs above and below the letters."""
    return int(ui.get_theme().get_font(ids).get_rect("Ag").height)  # i18n: skip


#: Letters of each script that reach high and low (capitals with accents and descenders in
#: Latin; vowel signs above and below and a nasal mark in Devanagari and Gurmukhi), for the rows
#: that must make room for them: "English" and "By value" keep their g and y.
TALL = {
    "Latn": "Égjy",  # i18n: skip
    "Deva": "कुँ कि दूँ",  # i18n: skip
    "Guru": "ਕੁੱ ਕਿ ਸ਼ੂੰ",  # i18n: skip
}


def ink_height(font: Any, text: str) -> int:
    """The height ``text`` needs in ``font`` when its line is centred in a box, as pygame-gui
    centres a button's or a list's text: twice the farthest its ink reaches from the line's
    middle (a line's own height has room to spare above and below the letters)."""
    if not text:
        return 0
    surface: pygame.Surface = font.render_premul(text, pygame.Color("white"))
    ink = surface.get_bounding_rect()
    if ink.height == 0:
        return 0
    middle = surface.get_height() / 2
    return math.ceil(2 * max(middle - ink.top, ink.bottom - middle))


def ink_line(ui: Any, ids: list[str]) -> int:
    """:func:`ink_height` of the current script's high and low letters in the font of ``ids``
    (see :data:`TALL`)."""
    sample = TALL.get(i18n.script())
    return ink_height(ui.get_theme().get_font(ids), sample) if sample else 0


def grow(
    rect: pygame.Rect, width: int, anchor: str = "left", limit: int | None = None
) -> pygame.Rect:
    """``rect`` at least ``width`` wide, keeping its ``anchor`` side (``"left"``, ``"right"`` or
    ``"center"``) where it was; never wider than ``limit`` if one is given."""
    if limit is not None:
        width = min(width, limit)
    if width <= rect.width:
        return rect.copy()
    out = rect.copy()
    out.width = width
    if anchor == "right":
        out.right = rect.right
    elif anchor == "center":
        out.centerx = rect.centerx
    return out


def taller(rect: pygame.Rect, height: int) -> pygame.Rect:
    """``rect`` at least ``height`` tall, about the same centre line."""
    if height <= rect.height:
        return rect.copy()
    out = rect.copy()
    out.height = height
    out.centery = rect.centery
    return out


def grow_row(rects: Sequence[pygame.Rect], widths: Sequence[int], right: int) -> list[pygame.Rect]:
    """A row of rects (left to right, as laid out) each widened to its ``widths`` entry, the
    gaps between them kept, the row still starting where it did and ending by ``right``.
    If the words cannot all fit, every rect gets an equal share of what is short."""
    if not rects:
        return []
    wanted = [max(r.width, w) for r, w in zip(rects, widths, strict=True)]
    gaps = [b.x - a.right for a, b in itertools.pairwise(rects)]
    room = right - rects[0].x - sum(gaps)
    over = sum(wanted) - room
    if over > 0:
        cut = math.ceil(over / len(wanted))
        wanted = [max(1, w - cut) for w in wanted]
    out = []
    x = rects[0].x
    for i, (rect, w) in enumerate(zip(rects, wanted, strict=True)):
        out.append(pygame.Rect(x, rect.y, w, rect.height))
        x += w + (gaps[i] if i < len(gaps) else 0)
    return out


def text_room(element: UIElement) -> tuple[int, int]:
    """The width and height an existing element has for its text (inside its shadow, border,
    rounded corners and padding), as pygame-gui lays it out."""
    shape = getattr(element, "drawable_shape", None)
    rect = element.rect
    if shape is None:
        return (rect.width, rect.height)
    borders = getattr(shape, "border_widths", {"left": 0, "right": 0, "top": 0, "bottom": 0})
    shadow = int(getattr(shape, "shadow_width", 0))
    corners_w = getattr(shape, "rounded_corner_width_offsets", [0, 0])
    theming = getattr(shape, "theming", {})
    padding = 0
    if theming.get("text_horiz_alignment") in ("left", "right"):
        padding = int(theming.get("text_horiz_alignment_padding", 0))
    width = rect.width - 2 * shadow - borders["left"] - borders["right"] - sum(corners_w) - padding
    return (int(width), rect.height)


def fits(element: UIElement, text: str | None = None) -> bool:
    """Whether ``element``'s text (or ``text``) shows whole in it, in the element's own font:
    as wide as its advance, as tall as its ink reaches from the middle of its line."""
    words = str(getattr(element, "text", "")) if text is None else text
    if not words:
        return True
    font = getattr(element, "font", None)
    if font is None:
        return True
    w = font.get_rect(words).width
    room_w, room_h = text_room(element)
    return bool(w <= room_w and ink_height(font, words) <= room_h)
