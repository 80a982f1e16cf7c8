"""The title screen: the felt, the name of the game, and the main menu.

Keyboard: Up/Down move the gold focus ring (skipping disabled buttons), Enter or Space activates,
Escape asks whether to quit. Hovering a button with the mouse moves the ring to it, so mouse and
keyboard never disagree about which button is current.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

import game
from game import i18n
from game.context import AppContext
from game.i18n import N_, _, pgettext
from game.media import theme
from game.scenes.kit import uikit
from game.scenes.kit.base import Scene
from game.scenes.kit.paint import (
    FeltCache,
    focus_ring,
    text_with_shadow,
    translucent_panel,
)
from game.storage.store import SaveStore
from game.text.finish import welcome_offer
from game.text.spoken import slash_words
from game.tutorial import LessonError, Progress, load_lessons

SUBTITLE = N_("The Punjabi partnership card game")
KEY_HINT = N_("Arrow keys to choose  ·  Enter to select  ·  Esc to quit")

# (object id, label, scene name or None for Quit); the labels are translated where shown
# (:func:`menu_label`).
MENU: tuple[tuple[str, str, str | None], ...] = (
    ("continue", N_("Continue"), "continue"),
    ("new_game", N_("New game"), "new_game"),
    ("friends", N_("Play with friends"), "friends"),
    ("tutorial", N_("Tutorial"), "tutorial"),
    ("statistics", N_("Statistics"), "statistics"),
    ("settings", N_("Settings"), "settings"),
    ("rules", N_("Rules"), "rules"),
    ("quit", N_("Quit"), None),
)


def menu_label(key: str, label: str) -> str:
    """A main-menu button's label in the current language."""
    if key == "rules":
        # Translators: the menu button that opens the rulebook.
        return pgettext("menu", "Rules")
    return _(label)


def tutorial_label(store: SaveStore) -> str:
    """ "Tutorial", with the lessons completed once the learner has started ("Tutorial · 3/10",
    "Tutorial · all done" at the end). Progress that cannot be read counts as none."""
    progress = Progress.load(store)
    if not progress.completed:  # (no lesson done: the lessons need not be read)
        return _("Tutorial")
    try:
        lessons = load_lessons()
    except (LessonError, OSError):
        return _("Tutorial")
    done = progress.count(lessons)
    if done == 0 or not lessons:
        return _("Tutorial")
    if done >= len(lessons):
        return _("Tutorial · all done")
    # Translators: the Tutorial button with the lessons done so far, e.g. "Tutorial · 3/10".
    return _("Tutorial · {done}/{total}").format(done=done, total=len(lessons))


def first_start(store: SaveStore) -> bool:
    """Seep has never been played here: no saved game, no lesson done, no match counted."""
    return not (store.has_saved_game() or store.load_progress() or store.load_stats().recorded)


def offer_art(font: pygame.font.Font, room: int) -> pygame.Surface:
    """The first start's offer of the tutorial, in gold, on as many lines as ``room`` needs."""
    lines: list[str] = []
    for word in welcome_offer().split():
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and font.size(trial)[0] <= room:
            lines[-1] = trial
        else:
            lines.append(word)
    imgs = [text_with_shadow(font, line, theme.GOLD, offset=1) for line in lines]
    step = font.get_linesize()
    out = pygame.Surface((max(i.get_width() for i in imgs), step * len(imgs)), pygame.SRCALPHA)
    for k, img in enumerate(imgs):
        out.blit(img, (0, k * step))
    return out


@dataclass
class _Ring:
    """The focus ring's animated position (top-left y of the focused button)."""

    y: float = 0.0


@dataclass
class _Layout:
    title_pos: tuple[int, int]
    ornament_y: int
    subtitle_pos: tuple[int, int]
    buttons: list[pygame.Rect]
    panel: pygame.Rect
    hint_pos: tuple[int, int]
    version_pos: tuple[int, int]


def compute_layout(size: tuple[int, int]) -> _Layout:
    """Pure geometry for a window of ``size`` (tested at the supported extremes)."""
    w, h = size
    bh = round(h * 0.056)
    gap = round(h * 0.011)
    bw = min(round(w * 0.4), round(bh * 6.4))
    top = round(h * 0.345)
    buttons = [pygame.Rect((w - bw) // 2, top + i * (bh + gap), bw, bh) for i in range(len(MENU))]
    pad = round(h * 0.028)
    panel = pygame.Rect(0, 0, bw + pad * 2, buttons[-1].bottom - buttons[0].top + pad * 2)
    panel.midtop = (w // 2, top - pad)
    return _Layout(
        title_pos=(w // 2, round(h * 0.145)),
        ornament_y=round(h * 0.245),
        subtitle_pos=(w // 2, round(h * 0.29)),
        buttons=buttons,
        panel=panel,
        hint_pos=(w // 2, round(h * 0.955)),
        version_pos=(w - round(h * 0.02), round(h * 0.98)),
    )


class TitleScene(Scene):
    """The first scene on the stack."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.felt = FeltCache()
        self.buttons: dict[str, UIButton] = {}
        # A saved game: Continue is focused; the first start: the tutorial is offered.
        self.welcome = first_start(ctx.store)
        saved = ctx.store.has_saved_game()
        self.focus = "continue" if saved else "new_game"
        self.ring = _Ring()
        self.layout = compute_layout(ctx.screen_size)
        self._art: dict[str, pygame.Surface] = {}
        self._panel: pygame.Surface | None = None
        self._built_in = ""  # the language the buttons were made in

    # Lifecycle.

    def enter(self) -> None:
        super().enter()
        self._build()

    def resume(self) -> None:
        super().resume()
        if self._built_in != i18n.language():  # back from Settings in another language
            self._build()
        self._refresh_continue()
        self._refresh_tutorial()
        self._set_focus(self.focus, animate=False)
        # After a dialog that is being read (a message as the tutorial ends), not over it.
        interrupt = not self.ctx.dialogs.is_open
        said = [_("Seep, main menu."), self.spoken_focus()]
        if self.welcome:  # the first start: the tutorial is offered, aloud too
            said.append(welcome_offer() + ".")
        self.ctx.say(" ".join(said), interrupt=interrupt)

    def spoken_focus(self) -> str:
        """The focused button, as it is read aloud: ``'New game, button, 2 of 7.'``"""
        keys = self._enabled_keys()
        if self.focus not in keys:
            return ""
        label = slash_words(self.buttons[self.focus].text)  # "Tutorial · 3 of 16"
        # Translators: the focused menu button as it is read aloud: "New game, button, 2 of 7."
        said = _("{label}, button, {index} of {count}.")
        return said.format(label=label, index=keys.index(self.focus) + 1, count=len(keys))

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._build()

    # Building.

    def _build(self) -> None:
        self._built_in = i18n.language()
        self.layout = compute_layout(self.ctx.screen_size)
        self.buttons = {}
        with self.building() as box:
            for (key, label, scene), rect in zip(MENU, self.layout.buttons, strict=True):
                self.buttons[key] = UIButton(
                    rect,
                    menu_label(key, label),
                    self.ctx.ui,
                    container=box,
                    object_id=ObjectID(class_id="@menu_button", object_id=f"#{key}"),
                    command=self._action(key, scene),
                )
        self._refresh_continue()
        self._refresh_tutorial()
        self._render_art()
        self._set_focus(self.focus, animate=False)

    def _render_art(self) -> None:
        h = self.ctx.screen_size[1]
        assets = self.ctx.assets
        title_font = assets.font("noto_sans_bold", round(h * 0.15))
        sub_font = assets.font("noto_sans", round(h * 0.034))
        small = assets.font("noto_sans", round(h * 0.021))
        suits = assets.font("fira_code", round(h * 0.036))
        offset = max(2, round(h * 0.005))
        self._art = {
            # Translators: the game's name, drawn large on the title screen.
            "title": text_with_shadow(title_font, _("Seep"), theme.GOLD, offset=offset),
            "subtitle": text_with_shadow(sub_font, _(SUBTITLE), theme.TEXT, offset=1),
            "hint": text_with_shadow(small, _(KEY_HINT), theme.TEXT_DIM, offset=1),
            "version": small.render(f"v{game.__version__}", True, theme.TEXT_DIM),
            "ornament": self._ornament(suits, h),
        }
        self._art["version"].set_alpha(150)
        if self.welcome:
            room = self.ctx.screen_size[0] - self.layout.panel.right - round(h * 0.08)
            self._art["offer"] = offer_art(assets.font("noto_sans", round(h * 0.03)), room)
        self._panel = translucent_panel(
            self.layout.panel.size,
            border=theme.with_alpha(theme.GOLD, 90),
            radius=round(h * 0.026),
            border_width=max(1, round(h * 0.0025)),
        )

    @staticmethod
    def _ornament(font: pygame.font.Font, h: int) -> pygame.Surface:
        """Four suit symbols between two thin gold rules."""
        glyphs = [
            font.render(s, True, theme.TEXT if s in "♠♣" else theme.TEAM_THEM) for s in "♠♥♦♣"
        ]
        spacing = round(h * 0.02)
        rule = round(h * 0.12)
        gw = sum(g.get_width() for g in glyphs) + spacing * (len(glyphs) - 1)
        height = max(g.get_height() for g in glyphs)
        surf = pygame.Surface((gw + 2 * (rule + spacing), height), pygame.SRCALPHA)
        x = rule + spacing
        for g in glyphs:
            surf.blit(g, (x, (height - g.get_height()) // 2))
            x += g.get_width() + spacing
        y = height // 2
        line = theme.with_alpha(theme.GOLD, 170)
        width = max(1, round(h * 0.002))
        pygame.draw.line(surf, line, (0, y), (rule, y), width)
        pygame.draw.line(surf, line, (surf.get_width() - rule - 1, y), (surf.get_width(), y), width)
        surf.set_alpha(215)
        return surf

    def _action(self, key: str, scene: str | None) -> Callable[[], None]:
        def run() -> None:
            self._set_focus(key)
            self.ctx.sounds.play("click")
            if scene is None:
                self.ask_quit()
            else:
                self.ctx.open_scene(scene)

        return run

    def _refresh_continue(self) -> None:
        button = self.buttons.get("continue")
        if button is None:
            return
        saved = self.ctx.store.has_saved_game()
        uikit.set_enabled(button, saved)
        if not saved and self.focus == "continue":
            self.focus = "new_game"

    def _refresh_tutorial(self) -> None:
        """The Tutorial button shows how far the learner has come ("Tutorial · 3/10")."""
        button = self.buttons.get("tutorial")
        if button is None:
            return
        button.set_text(tutorial_label(self.ctx.store))

    # Focus.

    def _enabled_keys(self) -> list[str]:
        return [key for key, *_rest in MENU if self.buttons[key].is_enabled]

    def _set_focus(self, key: str, *, animate: bool = True) -> None:
        if key not in self.buttons or not self.buttons[key].is_enabled:
            return
        for other, button in self.buttons.items():
            if other != key:
                uikit.set_selected(button, False)
        self.focus = key
        uikit.set_selected(self.buttons[key], True)
        y = float(self.layout.buttons[[k for k, *_rest in MENU].index(key)].y)
        if animate:
            self.animator.animate(self.ring, 0.14, "out_cubic", y=y)
        else:
            self.animator.stop(self.ring)
            self.ring.y = y

    def _move_focus(self, step: int) -> None:
        keys = self._enabled_keys()
        index = keys.index(self.focus) if self.focus in keys else 0
        self._set_focus(keys[(index + step) % len(keys)])
        self.ctx.say(self.spoken_focus(), interrupt=True)

    def ask_quit(self) -> None:
        if not self.ctx.dialogs.is_open:
            self.ctx.dialogs.confirm(
                _("Leave Seep?"), self.ctx.request_quit, title=_("Quit"), action=_("Quit")
            )

    # Per frame.

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_ON_HOVERED:
            for key, button in self.buttons.items():
                if event.ui_element is button:
                    self._set_focus(key)
                    return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_UP:
            self._move_focus(-1)
        elif event.key in (pygame.K_DOWN, pygame.K_TAB):
            self._move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            scene = {k: s for k, _label, s in MENU}[self.focus]
            self._action(self.focus, scene)()
        elif event.key == pygame.K_ESCAPE:
            self.ask_quit()
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(self.felt.get(surface.get_size()), (0, 0))
        art = self._art
        surface.blit(art["title"], art["title"].get_rect(center=lay.title_pos))
        surface.blit(
            art["ornament"], art["ornament"].get_rect(center=(lay.title_pos[0], lay.ornament_y))
        )
        surface.blit(art["subtitle"], art["subtitle"].get_rect(center=lay.subtitle_pos))
        if self._panel is not None:
            surface.blit(self._panel, lay.panel)
        if self.active and self.focus in self.buttons:
            rect = lay.buttons[0].copy()
            rect.y = round(self.ring.y)
            focus_ring(surface, rect, scale=self.ctx.scale)
        if "offer" in art:  # beside the Tutorial button
            tutorial = lay.buttons[[k for k, *_rest in MENU].index("tutorial")]
            spot = art["offer"].get_rect(midleft=(lay.panel.right + lay.hint_pos[1] // 25, 0))
            spot.centery = tutorial.centery
            surface.blit(art["offer"], spot.clamp(surface.get_rect()))
        surface.blit(art["hint"], art["hint"].get_rect(center=lay.hint_pos))
        surface.blit(art["version"], art["version"].get_rect(bottomright=lay.version_pos))
