"""The rulebook: how to play, written from the rules being played (:mod:`rulebook_text`).

Opened from the title screen (the standard rules) and from the table's menu (that match's own
rules, house rules included). A scrollable page drawn by the scene itself, in a font that has the
suit symbols, with a list of sections on the left to jump to.

Scrolling: the mouse wheel, the scroll bar (drag the thumb, or click the track), ↑/↓, Page Up/Page
Down, Space, Home/End. Escape, Backspace or Back returns.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton

from game.context import AppContext
from game.i18n import N_, _, ngettext
from game.media import theme
from game.rules import Rules
from game.scenes.kit import uikit
from game.scenes.kit.base import Scene
from game.scenes.kit.drawing import TextCache
from game.scenes.kit.widgets import PanelScene
from game.scenes.rulebook.text import (
    Block,
    Section,
    lesson_of,
    plain_text,
    preset_name,
    rulebook,
)
from game.scenes.tutorial.scene import TutorialScene
from game.text.spoken import for_the_ear

#: Short names for the list of sections (buttons; shown through ``_()``).
TOC_WORDS = {
    # Translators: the rulebook's list of sections (short button labels).
    "overview": N_("The game"),
    "cards": N_("Cards and points"),
    "deal": N_("Deal and bid"),
    "opening": N_("The opening"),
    "capture": N_("Capturing"),
    "houses": N_("Houses"),
    "keys": N_("Keys"),
    "throws": N_("Throwing"),
    "seeps": N_("Seeps"),
    "scoring": N_("Scoring"),
    "dealer": N_("Who deals next"),
    "options": N_("House rules"),
}
_TRACK = pygame.Color(8, 24, 14)
_THUMB_HELD = pygame.Color("#F2CF6B")
# Translators: the rulebook's keys (the mouse wheel, the arrow keys, Page Up/Down, Tab, Esc).
KEY_HINT = N_("Wheel, ↑ ↓, Page Up/Down to scroll  ·  Tab: next section  ·  Esc to go back")


@dataclass
class _View:
    """The page's scroll position in pixels (animated)."""

    y: float = 0.0


@dataclass
class _Geometry:
    panel: pygame.Rect
    heading: pygame.Rect  # panel coordinates
    toc: list[pygame.Rect]  # panel coordinates
    page: pygame.Rect  # screen coordinates
    track: pygame.Rect  # screen coordinates
    back: pygame.Rect  # panel coordinates
    note_pos: tuple[int, int]  # screen coordinates (midtop)
    hint_pos: tuple[int, int]  # screen coordinates (midleft)
    body_px: int


def compute_layout(size: tuple[int, int], sections: int) -> _Geometry:
    """Pure geometry for a window of ``size``."""
    w, h = size
    panel = pygame.Rect(0, 0, min(w - round(h * 0.04), round(h * 1.75)), round(h * 0.94))
    panel.center = (w // 2, h // 2)
    pad = round(h * 0.032)
    heading = pygame.Rect(pad, round(pad * 0.4), panel.width - 2 * pad, round(h * 0.07))
    top = heading.bottom + round(h * 0.045)
    footer_h = round(h * 0.06)
    bottom = panel.height - pad - footer_h - round(h * 0.02)
    toc_w = max(round(panel.width * 0.2), round(h * 0.26))
    gap = max(2, round(h * 0.007))
    bh = min(round(h * 0.05), (bottom - top - gap * (sections - 1)) // max(1, sections))
    toc = [pygame.Rect(pad, top + i * (bh + gap), toc_w, bh) for i in range(sections)]
    bar_w = max(6, round(h * 0.009))
    page_x = pad + toc_w + round(h * 0.035)
    page = pygame.Rect(
        panel.x + page_x, panel.y + top, panel.width - page_x - pad - bar_w * 3, bottom - top
    )
    track = pygame.Rect(page.right + bar_w, page.y, bar_w, page.height)
    bw = round(h * 0.2)
    back = pygame.Rect(panel.width - pad - bw, panel.height - pad - footer_h, bw, footer_h)
    return _Geometry(
        panel=panel,
        heading=heading,
        toc=toc,
        page=page,
        track=track,
        back=back,
        note_pos=(panel.centerx, panel.y + heading.bottom),
        hint_pos=(panel.x + pad, panel.y + back.centery),
        body_px=max(13, round(h * 0.0265)),
    )


# Rich text: "**" toggles gold bold; words stay whole; runs of one style are rendered together.

_SPACE = re.compile(r"(\s+)")


def _words(text: str) -> list[list[tuple[str, bool]]]:
    """``text`` as words, each a list of (piece, emphasised) (a word can change style)."""
    words: list[list[tuple[str, bool]]] = []
    current: list[tuple[str, bool]] = []
    for i, run in enumerate(text.split("**")):
        emph = i % 2 == 1
        for piece in _SPACE.split(run):
            if not piece:
                continue
            if piece.isspace():
                if current:
                    words.append(current)
                    current = []
            else:
                current.append((piece, emph))
    if current:
        words.append(current)
    return words


class RichText:
    """Wraps and renders marked-up paragraphs into line surfaces."""

    def __init__(self, texts: TextCache) -> None:
        self.texts = texts

    def lines(
        self,
        text: str,
        px: int,
        width: int,
        colour: pygame.Color,
        *,
        bold: bool = False,
        emph_colour: pygame.Color = theme.GOLD,
    ) -> list[pygame.Surface]:
        plain = self.texts.font(px, bold=bold)
        strong = self.texts.font(px, bold=True)
        space = plain.size(" ")[0]
        width -= max(4, px // 2)  # words measured one by one come out a little narrower

        def measure(word: list[tuple[str, bool]]) -> int:
            return sum((strong if e else plain).size(p)[0] for p, e in word)

        rows: list[list[list[tuple[str, bool]]]] = [[]]
        x = 0
        for word in _words(text):
            ww = measure(word)
            if rows[-1] and x + space + ww > width:
                rows.append([])
                x = 0
            x += (space if rows[-1] else 0) + ww
            rows[-1].append(word)
        out = []
        for row in rows:
            runs: list[tuple[str, bool]] = []
            for k, word in enumerate(row):
                for j, (piece, emph) in enumerate(word):
                    gap = " " if k and j == 0 else ""
                    if runs and runs[-1][1] == emph:
                        runs[-1] = (runs[-1][0] + gap + piece, emph)
                    else:
                        if gap and runs:
                            runs[-1] = (runs[-1][0] + gap, runs[-1][1])
                        runs.append((piece, emph))
            surfs = [
                (strong if emph else plain).render(t, True, emph_colour if emph else colour)
                for t, emph in runs
            ]
            line = pygame.Surface(
                (max(1, sum(s.get_width() for s in surfs)), plain.get_linesize()), pygame.SRCALPHA
            )
            x = 0
            for s in surfs:
                line.blit(s, (x, 0))
                x += s.get_width()
            out.append(line)
        return out


@dataclass
class _Item:
    y: int
    x: int
    surf: pygame.Surface


class RulebookScene(PanelScene):
    """The rulebook for ``rules`` (default: the standard preset).

    Args:
        ctx: the app context.
        rules: the rules to describe.
        heading: the page's title, in English (marked ``N_``): shown through ``_()``, so it
            follows a switch of language.
        note: a line under the title (default: which preset, and how many house rules changed),
            in English (marked ``N_``) like ``heading``.
    """

    def __init__(
        self,
        ctx: AppContext,
        rules: Rules | None = None,
        *,
        heading: str = N_("Rules"),
        note: str | None = None,
    ) -> None:
        super().__init__(ctx)
        self.rules = rules if rules is not None else Rules.from_preset("standard")
        self.sections: list[Section] = rulebook(self.rules)
        self._heading_text = heading
        self._note_text = note
        self.texts = TextCache(ctx.assets, limit=200)
        self.view = _View()
        self.target = 0.0
        self.geometry = compute_layout(ctx.screen_size, len(self.sections))
        self.items: list[_Item] = []
        self._ys: list[int] = []
        self.anchors: list[int] = []
        self.content_h = 0
        self.toc_buttons: list[UIButton] = []
        self.back_button: UIButton | None = None
        self.current = 0
        self.heard = 0  # the section last read aloud (Tab and Shift+Tab move it)
        self._buffer: pygame.Surface | None = None
        self._mask: pygame.Surface | None = None
        self._grab: float | None = None  # pointer offset within the thumb while dragging it

    def resume(self) -> None:
        super().resume()
        # Translators: spoken when the rulebook opens: its title, the line under it, the keys.
        prefix = _("{heading}. {note}. Tab and Shift+Tab move between sections.").format(
            heading=self.heading, note=self.note
        )
        self.read_section(self.heard, prefix=prefix + " ")

    @property
    def heading(self) -> str:
        """The page's title in the current language."""
        return _(self._heading_text)

    @property
    def note(self) -> str:
        """The line under the title in the current language."""
        if self._note_text is not None:
            return _(self._note_text)
        return self._default_note()

    def _default_note(self) -> str:
        preset = preset_name(self.rules.preset)
        changed = len(self.rules.to_json()) - 1
        if not changed:
            # Translators: under the rulebook's title; {preset} is "standard", "Pagat"...
            return _("The {preset} rules").format(preset=preset)
        # Translators: under the rulebook's title; {preset} is "standard", "Pagat"...
        return ngettext(
            "The {preset} rules with {n} house rule changed",
            "The {preset} rules with {n} house rules changed",
            changed,
        ).format(preset=preset, n=changed)

    @property
    def text(self) -> str:
        """The whole rulebook as plain text (what the page shows)."""
        return plain_text(self.sections)

    # Lifecycle.

    def resize(self, size: tuple[int, int]) -> None:
        fraction = self.view.y / self.max_scroll if self.max_scroll else 0.0
        super().resize(size)  # rebuilds
        self._jump(fraction * self.max_scroll, animate=False)

    # Building.

    def _build(self) -> None:
        self.sections = rulebook(self.rules)  # in the current language (a switch rebuilds)
        geo = compute_layout(self.ctx.screen_size, len(self.sections))
        self.geometry = geo
        self._paint_panel(geo.panel.size, round(self.ctx.screen_size[1] * 0.03))
        ui = self.ctx.ui
        self.toc_buttons = []
        with self.building() as box:
            panel = UIContainer(geo.panel, ui, container=box)
            self._heading(geo.heading, self.heading, panel, "rules")
            for i, (section, rect) in enumerate(zip(self.sections, geo.toc, strict=True)):
                button = UIButton(
                    rect,
                    _(TOC_WORDS[section.key]) if section.key in TOC_WORDS else section.title,
                    ui,
                    container=panel,
                    object_id=ObjectID(class_id="@toc_button", object_id=f"#toc_{section.key}"),
                    command=self._goto(i),
                )
                self.toc_buttons.append(button)
            self.back_button = self._button(
                geo.back, _("Back"), panel, "primary_button", "rules_back", self.back
            )
        self._layout_page()
        self.current = -1
        self._update_current()

    def _layout_page(self) -> None:
        """Wrap every section into line surfaces at the page's width."""
        geo = self.geometry
        width = geo.page.width
        px = geo.body_px
        rich = RichText(self.texts)
        line_h = self.texts.font(px).get_linesize()
        fade = self._fade_height()
        y = fade
        items: list[_Item] = []
        anchors: list[int] = []
        for index, section in enumerate(self.sections):
            if index:
                y += round(line_h * 1.1)
            anchors.append(max(0, y - fade))
            head_px = round(px * 1.35)
            for surf in rich.lines(section.title, head_px, width, theme.GOLD, bold=True):
                items.append(_Item(y, 0, surf))
                y += surf.get_height()
            rule = pygame.Surface((width, max(1, round(px * 0.08))), pygame.SRCALPHA)
            rule.fill(theme.with_alpha(theme.GOLD, 90))
            items.append(_Item(y + round(line_h * 0.1), 0, rule))
            y += round(line_h * 0.45)
            previous = ""
            for block in section.blocks:
                if previous == "item" and block.kind != "item":
                    y += round(line_h * 0.3)
                y = self._layout_block(rich, block, items, y, width, px, line_h)
                previous = block.kind
        y += geo.page.height // 3 + fade  # the last section can be scrolled up to the top
        self.items = items
        self._ys = [it.y for it in items]
        self.anchors = anchors
        self.content_h = y
        self._buffer = pygame.Surface(geo.page.size, pygame.SRCALPHA)
        self._mask = self._fade_mask(geo.page.size, fade)

    def _layout_block(
        self,
        rich: RichText,
        block: Block,
        items: list[_Item],
        y: int,
        width: int,
        px: int,
        line_h: int,
    ) -> int:
        if block.kind == "sub":
            y += round(line_h * 0.35)
            for surf in rich.lines(block.text, round(px * 1.08), width, theme.TEXT, bold=True):
                items.append(_Item(y, 0, surf))
                y += surf.get_height()
            return y + round(line_h * 0.1)
        if block.kind == "item":
            indent = round(px * 1.6)
            bullet = self.texts.text("•", px, theme.GOLD, bold=True, shadow=False)
            items.append(_Item(y, round(px * 0.5), bullet))
            for surf in rich.lines(block.text, px, width - indent, theme.TEXT):
                items.append(_Item(y, indent, surf))
                y += surf.get_height()
            return y + round(line_h * 0.15)
        if block.kind == "option":
            if block.changed:
                # Translators: a house rule in the rulebook: its name and its value (in bold),
                # marked as changed from the preset.
                line = _("{label}: **{value}**  (changed)")
            else:
                # Translators: a house rule in the rulebook: its name and its value (in bold).
                line = _("{label}: **{value}**")
            text = line.format(label=block.text, value=block.value)
            for surf in rich.lines(text, px, width, theme.TEXT, bold=False):
                items.append(_Item(y, 0, surf))
                y += surf.get_height()
            # The lines' shadow can take a pixel more than the width they were fitted to.
            for surf in rich.lines(block.detail, round(px * 0.88), width - px - 2, theme.TEXT_DIM):
                items.append(_Item(y, px, surf))
                y += surf.get_height()
            return y + round(line_h * 0.4)
        for surf in rich.lines(block.text, px, width, theme.TEXT):
            items.append(_Item(y, 0, surf))
            y += surf.get_height()
        return y + round(line_h * 0.45)

    def _fade_height(self) -> int:
        return max(6, round(self.ctx.screen_size[1] * 0.025))

    @staticmethod
    def _fade_mask(size: tuple[int, int], fade: int) -> pygame.Surface:
        """White with the alpha ramping in over the top and bottom ``fade`` pixels."""
        mask = pygame.Surface(size, pygame.SRCALPHA)
        mask.fill((255, 255, 255, 255))
        w, h = size
        for i in range(fade):
            a = round(255 * (i + 1) / (fade + 1))
            pygame.draw.line(mask, (255, 255, 255, a), (0, i), (w, i))
            pygame.draw.line(mask, (255, 255, 255, a), (0, h - 1 - i), (w, h - 1 - i))
        return mask

    # Scrolling.

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.geometry.page.height)

    def _jump(self, y: float, *, animate: bool = True) -> None:
        self.target = max(0.0, min(float(self.max_scroll), y))
        if animate:
            self.animator.animate(self.view, 0.18, "out_cubic", y=self.target)
        else:
            self.animator.stop(self.view)
            self.view.y = self.target
        self._update_current()

    def scroll_by(self, dy: float) -> None:
        self._jump(self.target + dy)

    def _goto(self, index: int) -> Callable[[], None]:
        def run() -> None:
            self.goto(index)

        return run

    def goto(self, index: int) -> None:
        """Scroll so that section ``index`` starts at the top of the page."""
        self.ctx.sounds.play("click")
        self._jump(float(self.anchors[index]))
        self.heard = index

    def read_section(self, index: int, *, prefix: str = "") -> None:
        """Speak section ``index``: its place, its title and its text."""
        section = self.sections[index]
        # Translators: spoken before a section of the rulebook is read.
        where = _("Section {number} of {count}.").format(number=index + 1, count=len(self.sections))
        body = for_the_ear(plain_text([section]))
        self.ctx.say(f"{prefix}{where} {body}", interrupt=True)

    def _step_section(self, step: int) -> None:
        index = (self.heard + step) % len(self.sections)
        self.goto(index)
        self.read_section(index)

    def section_at_top(self) -> int:
        """The index of the section shown at the top of the page (for the highlight)."""
        return max(0, bisect_right(self.anchors, self.target + 4) - 1)

    def _update_current(self) -> None:
        index = self.section_at_top()
        if index == self.current:
            return
        self.current = index
        for i, button in enumerate(self.toc_buttons):
            uikit.set_selected(button, i == index)

    def _thumb(self) -> pygame.Rect:
        track = self.geometry.track
        page_h = self.geometry.page.height
        total = max(1, self.content_h)
        th = max(round(track.height * page_h / total), round(self.ctx.screen_size[1] * 0.05))
        th = min(th, track.height)
        k = self.view.y / self.max_scroll if self.max_scroll else 0.0
        return pygame.Rect(track.x, track.y + round((track.height - th) * k), track.width, th)

    def _drag_thumb(self, pointer_y: float) -> None:
        assert self._grab is not None
        track = self.geometry.track
        thumb = self._thumb()
        room = max(1, track.height - thumb.height)
        k = (pointer_y - self._grab - track.y) / room
        self._jump(k * self.max_scroll, animate=False)

    # Actions.

    # Per frame.

    def handle_event(self, event: pygame.event.Event) -> bool:
        geo = self.geometry
        line = self.texts.font(geo.body_px).get_linesize()
        page = geo.page.height * 0.85
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * line * 3)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = geo.track.inflate(geo.track.width * 2, 0)
            if hit.collidepoint(event.pos):
                thumb = self._thumb()
                if thumb.inflate(thumb.width * 2, 0).collidepoint(event.pos):
                    self._grab = event.pos[1] - thumb.y
                else:
                    self.scroll_by(page if event.pos[1] > thumb.centery else -page)
                return True
            return False
        if event.type == pygame.MOUSEMOTION and self._grab is not None:
            self._drag_thumb(event.pos[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._grab is not None:
            self._grab = None
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
        elif key == pygame.K_TAB:
            self._step_section(-1 if shift else 1)
        elif key in (pygame.K_t, pygame.K_r):
            self.read_section(self.heard)
        elif key == pygame.K_l:
            self.open_lesson()
        elif key == pygame.K_DOWN:
            self.scroll_by(line * 2)
        elif key == pygame.K_UP:
            self.scroll_by(-line * 2)
        elif key == pygame.K_PAGEDOWN or (key == pygame.K_SPACE and not shift):
            self.scroll_by(page)
        elif key == pygame.K_PAGEUP or (key == pygame.K_SPACE and shift):
            self.scroll_by(-page)
        elif key == pygame.K_HOME:
            self._jump(0.0)
        elif key == pygame.K_END:
            self._jump(float(self.max_scroll))
        else:
            return False
        return True

    def open_lesson(self) -> bool:
        """L: the tutorial, at the lesson of the section in view (if it has one)."""
        section = self.sections[max(0, self.current)]
        index = lesson_of(section)
        if index is None:
            return False
        self.ctx.scenes.push(TutorialScene(self.ctx, lesson=index))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        geo = self.geometry
        self.draw_panel(surface, geo.panel)
        h = surface.get_height()
        note = self.texts.text(self.note, round(h * 0.021), theme.TEXT_DIM, shadow=False)
        surface.blit(note, note.get_rect(midtop=geo.note_pos))
        hint = self.texts.text(_(KEY_HINT), round(h * 0.019), theme.TEXT_DIM, shadow=False)
        surface.blit(hint, hint.get_rect(midleft=geo.hint_pos))
        self._draw_page(surface)
        self._draw_bar(surface)

    def _draw_page(self, surface: pygame.Surface) -> None:
        buf, mask = self._buffer, self._mask
        if buf is None or mask is None:
            return
        geo = self.geometry
        top = round(self.view.y)
        buf.fill((0, 0, 0, 0))
        start = max(0, bisect_left(self._ys, top - geo.body_px * 4))
        bottom = top + geo.page.height
        for item in self.items[start:]:
            if item.y > bottom:
                break
            buf.blit(item.surf, (item.x, item.y - top))
        buf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(buf, geo.page)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        if not self.max_scroll:
            return
        track = self.geometry.track
        r = track.width // 2
        pygame.draw.rect(surface, _TRACK, track, border_radius=r)
        colour = _THUMB_HELD if self._grab is not None else theme.GOLD
        pygame.draw.rect(surface, colour, self._thumb(), border_radius=r)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._update_current()


def rulebook_scene(ctx: AppContext) -> Scene:
    """The title's Rules: the standard rules."""
    return RulebookScene(
        ctx,
        Rules.from_preset("standard"),
        note=N_("The standard rules  ·  a game's house rules are chosen under New game"),
    )
