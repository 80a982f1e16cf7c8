"""Drawing the table's own furniture: name plates, house badges, piles, panels, toasts, banners.

Pure drawing: every function takes what it shows as arguments and changes nothing but the
surface. Text surfaces are cached (:class:`TextCache`), so a still table re-renders no text.
Colour is never the only signal: the two teams also differ in shape (a circle for us, a diamond
for them), owner marks carry the seat's initial, and a pakka house has a second ring *and* a lock.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Sequence

import pygame

from game.i18n import language, ngettext, pgettext
from game.media import theme
from game.media.assets import Assets
from game.scenes.kit.paint import translucent_panel

TEAM_COLOURS = (theme.TEAM_US, theme.TEAM_THEM)
DARK_TEXT = pygame.Color("#1A1A12")
INK = pygame.Color(8, 20, 12)


class TextCache:
    """Rendered text, with an optional soft shadow, keyed by everything that changes it (the
    language too: it picks the font that draws its script)."""

    def __init__(self, assets: Assets, limit: int = 400) -> None:
        self.assets = assets
        self.limit = limit
        self._cache: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
        self._wraps: dict[tuple[str, int, int, bool, str], list[str]] = {}

    def font(self, px: int, *, bold: bool = False) -> pygame.font.Font:
        # Noto Sans KR: Latin letters plus the suit symbols in one font.
        return self.assets.font("noto_sans_kr_bold" if bold else "noto_sans_kr", px)

    def text(
        self,
        text: str,
        px: int,
        colour: pygame.Color | tuple[int, int, int],
        *,
        bold: bool = False,
        shadow: bool = True,
    ) -> pygame.Surface:
        key = (text, px, tuple(pygame.Color(colour)), bold, shadow, language())
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        font = self.font(px, bold=bold)
        face = font.render(text, True, colour)
        if shadow:
            off = max(1, px // 14)
            shade = font.render(text, True, (0, 0, 0))
            shade.set_alpha(120)
            surf = pygame.Surface(
                (face.get_width() + off, face.get_height() + off), pygame.SRCALPHA
            )
            surf.blit(shade, (off, off))
            surf.blit(face, (0, 0))
        else:
            surf = face
        self._cache[key] = surf
        if len(self._cache) > self.limit:
            self._cache.popitem(last=False)
        return surf

    def wrap(self, text: str, px: int, width: int, *, bold: bool = False) -> list[str]:
        """Split ``text`` into lines no wider than ``width`` pixels (cached)."""
        key = (text, px, width, bold, language())
        lines = self._wraps.get(key)
        if lines is None:
            lines = self._wrap(text, px, width, bold=bold)
            if len(self._wraps) > 500:
                self._wraps.clear()
            self._wraps[key] = lines
        return lines

    def _wrap(self, text: str, px: int, width: int, *, bold: bool = False) -> list[str]:
        font = self.font(px, bold=bold)
        words = text.split()
        lines: list[str] = []
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        if line:
            lines.append(line)
        return lines


#: The smallest text a player must read (a plate's level, a pile's points and cards): 14 px, as
#: at 1024x640 (the table's own text grows with the window; this is its floor).
READABLE_PX = 14


def seat_letter(seat: int, players: int = 4) -> str:
    """A seat's initial for its team mark and owner marks: ``'S'``, ``'E'``, ``'N'``, ``'W'``
    (with two players the seats are South and North). Its own words, not the first letter of
    the seat's name: East and West begin alike in Hindi and Punjabi."""
    compass = (0, 2)[seat] if players == 2 else seat
    # Translators: a seat's initial, drawn in its small team mark (one letter, or two at most;
    # the four must differ): South, East, North, West.
    letters = (
        pgettext("seat initial", "S"),
        pgettext("seat initial", "E"),
        pgettext("seat initial", "N"),
        pgettext("seat initial", "W"),
    )
    return letters[compass]


# Shapes.


def team_mark(
    surface: pygame.Surface,
    centre: tuple[float, float],
    radius: float,
    team: int,
    *,
    letter: str = "",
    texts: TextCache | None = None,
) -> None:
    """Our team: a circle; theirs: a diamond. In team colour, with a dark rim and a letter."""
    cx, cy = centre
    r = max(3.0, radius)
    colour = TEAM_COLOURS[team]
    if team == 0:
        pygame.draw.circle(surface, INK, (cx, cy), r + 1.5)
        pygame.draw.circle(surface, colour, (cx, cy), r)
    else:
        d = r * 1.25
        outer = [(cx, cy - d - 1.5), (cx + d + 1.5, cy), (cx, cy + d + 1.5), (cx - d - 1.5, cy)]
        pygame.draw.polygon(surface, INK, outer)
        pygame.draw.polygon(
            surface, colour, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]
        )
    if letter and texts is not None:
        img = texts.text(letter, max(7, round(r * 1.25)), DARK_TEXT, bold=True, shadow=False)
        surface.blit(img, img.get_rect(center=(round(cx), round(cy))))


def star(
    surface: pygame.Surface, centre: tuple[float, float], r: float, colour: pygame.Color
) -> None:
    """A five-pointed star (one per seep), drawn rather than typed: no font has to have it."""
    cx, cy = centre
    points = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, INK, [(x + 1, y + 1) for x, y in points])
    pygame.draw.polygon(surface, colour, points)


def lock(surface: pygame.Surface, centre: tuple[float, float], size: float) -> None:
    """A small padlock: the pakka (cemented) mark beside a house badge."""
    cx, cy = centre
    w = size
    h = size * 0.75
    body = pygame.Rect(0, 0, round(w), round(h))
    body.center = (round(cx), round(cy + size * 0.2))
    shackle = pygame.Rect(0, 0, round(w * 0.62), round(size * 0.8))
    shackle.midbottom = (body.centerx, body.top + round(size * 0.3))
    width = max(2, round(size * 0.16))
    pygame.draw.rect(surface, INK, body.inflate(2, 2), border_radius=max(1, round(size * 0.15)))
    pygame.draw.ellipse(surface, INK, shackle.inflate(2, 2), width + 1)
    pygame.draw.ellipse(surface, theme.GOLD, shackle, width)
    pygame.draw.rect(surface, theme.GOLD, body, border_radius=max(1, round(size * 0.15)))


def badge(
    surface: pygame.Surface,
    centre: tuple[float, float],
    radius: float,
    value: int,
    texts: TextCache,
    *,
    pakka: bool,
    pop: float = 1.0,
) -> None:
    """A round gold-rimmed token with the house value; a pakka house has a second ring."""
    r = radius * pop
    cx, cy = centre
    if pakka:
        pygame.draw.circle(surface, INK, (cx, cy), r * 1.42)
        pygame.draw.circle(surface, theme.GOLD, (cx, cy), r * 1.34, max(2, round(r * 0.13)))
    pygame.draw.circle(surface, INK, (cx + 1, cy + 2), r + 1)
    pygame.draw.circle(surface, theme.GOLD, (cx, cy), r)
    pygame.draw.circle(surface, pygame.Color("#1E3B26"), (cx, cy), r * 0.8)
    img = texts.text(str(value), max(8, round(r * 1.05)), theme.TEXT, bold=True, shadow=False)
    surface.blit(img, img.get_rect(center=(round(cx), round(cy))))


_HALOS: OrderedDict[tuple[int, int, int, int], pygame.Surface] = OrderedDict()


def _halo(size: tuple[int, int], level: int, radius: int) -> pygame.Surface:
    """The soft part of a glow, cached by size and one of 12 brightness steps."""
    key = (size[0], size[1], level, radius)
    halo = _HALOS.get(key)
    if halo is not None:
        _HALOS.move_to_end(key)
        return halo
    w, h = size
    pad = max(4, h // 12)
    halo = pygame.Surface((w + pad * 4, h + pad * 4), pygame.SRCALPHA)
    hr = halo.get_rect()
    strength = level / 11
    for i, base in enumerate((40, 70, 110)):
        pygame.draw.rect(
            halo,
            theme.with_alpha(theme.GOLD, round(base * strength)),
            hr.inflate(-i * pad, -i * pad),
            width=pad,
            border_radius=radius + pad * 2 - i * pad // 2,
        )
    _HALOS[key] = halo
    if len(_HALOS) > 200:
        _HALOS.popitem(last=False)
    return halo


def glow(surface: pygame.Surface, rect: pygame.Rect, strength: float, radius: int) -> None:
    """A pulsing gold halo around ``rect`` (a legal target)."""
    pad = max(4, rect.height // 12)
    level = round(max(0.0, min(1.0, strength)) * 11)
    halo = _halo(rect.size, level, radius)
    surface.blit(halo, halo.get_rect(center=rect.center))
    pygame.draw.rect(
        surface,
        theme.with_alpha(theme.GOLD, round(150 + 100 * strength)),
        rect.inflate(pad, pad),
        width=max(2, pad // 2),
        border_radius=radius + pad // 2,
    )


# Panels.


class PanelCache:
    """Translucent panels by size (they are costly to build every frame)."""

    def __init__(self) -> None:
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}

    def get(
        self,
        size: tuple[int, int],
        *,
        radius: int,
        border: pygame.Color | None = None,
        fill: pygame.Color = theme.PANEL,
        border_width: int = 2,
    ) -> pygame.Surface:
        key = (size, radius, None if border is None else tuple(border), tuple(fill), border_width)
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > 64:
                self._cache.clear()
            surf = translucent_panel(
                size, fill=fill, border=border, radius=radius, border_width=border_width
            )
            self._cache[key] = surf
        return surf


def thinking_dots(
    surface: pygame.Surface, centre: tuple[float, float], r: float, phase: float
) -> None:
    """Three soft dots that brighten in turn."""
    cx, cy = centre
    for i in range(3):
        k = 0.5 + 0.5 * math.sin(phase * math.tau - i * 1.1)
        colour = theme.with_alpha(theme.TEXT, round(90 + 165 * k))
        dot = pygame.Surface((round(r * 2 + 2), round(r * 2 + 2)), pygame.SRCALPHA)
        pygame.draw.circle(dot, colour, (r + 1, r + 1), r * (0.8 + 0.2 * k))
        surface.blit(dot, (cx + (i - 1) * r * 3 - r - 1, cy - r - 1))


def plate(
    surface: pygame.Surface,
    rect: pygame.Rect,
    texts: TextCache,
    panels: PanelCache,
    *,
    name: str,
    detail: str,
    team: int,
    letter: str,
    turn: bool,
    dealer: bool,
    thinking: float | None,
    font_px: int,
) -> None:
    """A seat's name plate: team mark, name, level; a gold ring on its turn."""
    radius = max(6, rect.height // 3)
    panel = panels.get(
        rect.size,
        radius=radius,
        border=theme.GOLD if turn else theme.with_alpha(TEAM_COLOURS[team], 150),
        border_width=max(2, rect.height // 14) if turn else max(1, rect.height // 28),
    )
    if turn:  # a soft outer glow, the "gold ring"
        glow(surface, rect, 0.55, radius)
    surface.blit(panel, rect)
    mark_r = rect.height * 0.2
    mx = rect.x + rect.height * 0.42
    team_mark(surface, (mx, rect.centery), mark_r, team, letter=letter, texts=texts)
    x = round(mx + mark_r * 1.9)
    name_img = texts.text(name, font_px, TEAM_COLOURS[team], bold=True)
    detail_img = texts.text(detail, max(READABLE_PX, round(font_px * 0.78)), theme.TEXT_DIM)
    avail = rect.right - x - rect.height * 0.25
    if dealer:
        chip_r = rect.height * 0.2
        chip_c = (rect.right - chip_r * 1.6, rect.centery)
        pygame.draw.circle(surface, INK, chip_c, chip_r + 1)
        pygame.draw.circle(surface, theme.TEXT, chip_c, chip_r)
        # Translators: the dealer's chip on a name plate: one letter (or a very short mark) for
        # "Dealer".
        mark = pgettext("dealer chip", "D")
        d = texts.text(mark, max(7, round(chip_r * 1.3)), DARK_TEXT, bold=True, shadow=False)
        surface.blit(d, d.get_rect(center=(round(chip_c[0]), round(chip_c[1]))))
        avail -= chip_r * 2.6
    name_h = name_img.get_height()
    lines_h = name_h * 0.92 + (detail_img.get_height() if detail else 0)
    top = rect.y + (rect.height - lines_h) / 2
    name_avail = avail
    if thinking is not None:  # the dots on the name's line, clear of the level under it
        dots_x = min(x + name_img.get_width() + rect.height * 0.45, rect.right - rect.height * 0.6)
        if dealer:
            dots_x = min(dots_x, rect.right - rect.height * 1.5)
        name_avail = min(avail, dots_x - x - rect.height * 0.3)
        thinking_dots(
            surface, (dots_x, top + name_h * 0.55), max(2.0, rect.height * 0.06), thinking
        )
    _blit_clipped(surface, name_img, (x, round(top)), name_avail)
    if detail:
        detail_px = max(READABLE_PX, round(font_px * 0.78))
        detail_img = _shortened(texts, detail, detail_px, theme.TEXT_DIM, avail) or detail_img
        _blit_clipped(surface, detail_img, (x, round(top + name_h * 0.92)), avail)


def _shortened(
    texts: TextCache, text: str, px: int, colour: pygame.Color, width: float
) -> pygame.Surface | None:
    """``text`` at ``px``, shortened with an ellipsis until it fits ``width`` ("Medium ·
    partn…" rather than a letter cut in half); ``None`` if it fits whole."""
    img = texts.text(text, px, colour)
    if img.get_width() <= width:
        return None
    words = text
    while len(words) > 1:
        words = words[:-1].rstrip()
        img = texts.text(words + "\u2026", px, colour)
        if img.get_width() <= width:
            break
    return img


def _blit_clipped(
    surface: pygame.Surface, img: pygame.Surface, pos: tuple[int, int], width: float
) -> None:
    w = max(0, int(width))
    if img.get_width() <= w:
        surface.blit(img, pos)
    else:
        surface.blit(img, pos, pygame.Rect(0, 0, w, img.get_height()))


def pile(
    surface: pygame.Surface,
    rect: pygame.Rect,
    label: pygame.Rect,
    back: pygame.Surface,
    texts: TextCache,
    *,
    count: int,
    points: int,
    seeps: int,
    team: int,
    title: str,
    font_px: int,
    right_align: bool,
) -> None:
    """A face-down squared stack (or an empty outline) with its points and one star per seep."""
    if count:
        layers = min(4, 1 + count // 8)
        for i in range(layers):
            surface.blit(back, (rect.x - i, rect.y - i * 2 + (layers - 1) * 2))
    else:
        pygame.draw.rect(
            surface,
            theme.with_alpha(TEAM_COLOURS[team], 90),
            rect,
            width=max(1, rect.width // 30),
            border_radius=max(3, rect.width // 10),
        )
    line1 = texts.text(title, font_px, TEAM_COLOURS[team], bold=True)
    # Translators: under a captured pile: its card points and how many cards it holds.
    counts = ngettext("{points} pts · {count} card", "{points} pts · {count} cards", count).format(
        points=points, count=count
    )
    line2 = texts.text(counts, max(READABLE_PX, round(font_px * 0.8)), theme.TEXT)
    y = label.y
    for img in (line1, line2):
        x = label.right - img.get_width() if right_align else label.x
        surface.blit(img, (x, y))
        y += round(img.get_height() * 0.98)
    r = font_px * 0.45
    for i in range(min(seeps, 8)):
        step = r * 2.4
        sx = label.right - r - i * step if right_align else label.x + r + i * step
        star(surface, (sx, y + r * 1.1), r, theme.GOLD)


def toast(
    surface: pygame.Surface,
    centre: tuple[int, int],
    lines: Sequence[str],
    texts: TextCache,
    panels: PanelCache,
    *,
    px: int,
    alpha: float,
) -> None:
    """A short message in a dark pill above the hand."""
    imgs = [texts.text(line, px, theme.TEXT) for line in lines]
    if not imgs:
        return
    w = max(i.get_width() for i in imgs) + px * 2
    h = sum(i.get_height() for i in imgs) + px
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    box.blit(
        panels.get(
            (w, h),
            radius=h // 3 if len(imgs) == 1 else px,
            border=theme.with_alpha(theme.GOLD, 170),
            fill=pygame.Color(10, 24, 16, 235),
        ),
        (0, 0),
    )
    y = px // 2
    for img in imgs:
        box.blit(img, ((w - img.get_width()) // 2, y))
        y += img.get_height()
    box.set_alpha(round(255 * max(0.0, min(1.0, alpha))))
    rect = box.get_rect(center=centre)
    surface.blit(box, rect)


def banner(
    surface: pygame.Surface,
    area: pygame.Rect,
    title: str,
    subtitle: str,
    texts: TextCache,
    *,
    px: int,
    alpha: float,
    scale: float,
    centre_x: int | None = None,
) -> None:
    """A band across the table with a big gold title (the seep), centred on ``centre_x``."""
    a = max(0.0, min(1.0, alpha))
    if a <= 0:
        return
    big = texts.text(title, max(10, round(px * scale)), theme.GOLD, bold=True)
    small = texts.text(subtitle, max(8, round(px * 0.4)), theme.TEXT) if subtitle else None
    h = big.get_height() + (small.get_height() if small else 0) + px // 2
    band = pygame.Surface((area.width, h), pygame.SRCALPHA)
    for y in range(h):  # darkest in the middle, fading at the edges
        k = 1 - abs((y - h / 2) / (h / 2))
        pygame.draw.line(band, (6, 16, 10, round(200 * min(1.0, k * 1.6))), (0, y), (area.width, y))
    pygame.draw.line(band, theme.with_alpha(theme.GOLD, 180), (0, 0), (area.width, 0), 2)
    pygame.draw.line(band, theme.with_alpha(theme.GOLD, 180), (0, h - 2), (area.width, h - 2), 2)
    cx = area.width // 2 if centre_x is None else centre_x - area.x
    band.blit(big, big.get_rect(midtop=(cx, px // 5)))
    if small:
        band.blit(small, small.get_rect(midtop=(cx, big.get_height() + px // 6)))
    band.set_alpha(round(255 * a))
    surface.blit(band, band.get_rect(center=area.center))
