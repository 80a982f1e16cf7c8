"""Keyboard focus for a screen's controls, seen (a gold ring) and heard (its name and value).

A scene lists its controls in reading order as :class:`Focusable` items and hands key presses
to :meth:`FocusRing.handle_key` first: Tab/Shift+Tab or Up/Down move the focus, Enter or Space
activates, Left/Right change a value (a check box, a list, a slider). Each move speaks the
focused item: ``'Mute sounds, check box, off, 10 of 17'``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.i18n import N_, _, pgettext
from game.scenes.kit.paint import focus_ring

if TYPE_CHECKING:
    from game.context import AppContext


#: The roles a control is spoken with (after its label), marked for translation: a
#: :class:`Focusable` keeps the English role and says it in the current language.
ROLES = (N_("button"), N_("check box"), N_("list"), N_("slider"), N_("text field"))


@dataclass
class Focusable:
    """One control. ``rect`` gives its place on screen now (for the ring)."""

    label: str
    rect: Callable[[], pygame.Rect]
    role: str = "button"  # spoken after the label: button, check box, list, slider, text field
    value: Callable[[], str] | None = None
    activate: Callable[[], None] | None = None
    adjust: Callable[[int], None] | None = None  # Left (-1) / Right (+1)
    enabled: Callable[[], bool] = lambda: True
    help: str = ""  # said after the position: what the control means (already translated)

    def spoken(self) -> str:
        """``'Mute sounds, check box, off'`` in the current language (``label`` and ``value``
        come translated; ``role`` is one of :data:`ROLES`, in English)."""
        parts = [self.label, _(self.role) if self.role else ""]
        if self.value is not None:
            parts.append(self.value())
        if not self.enabled():
            # Translators: said after a control that cannot be used now (a greyed button).
            parts.append(_("unavailable"))
        return ", ".join(p for p in parts if p)


def on_off(value: bool) -> str:
    """A check box's state as it is spoken: ``'on'`` or ``'off'``."""
    # Translators: the state of a check box, spoken after its name.
    return pgettext("check box", "on") if value else pgettext("check box", "off")


def rect_of(widget: Any) -> Callable[[], pygame.Rect]:
    """The screen rect of a pygame-gui element, read when the ring is drawn."""
    return lambda: pygame.Rect(widget.rect)


def presser(button: Any) -> Callable[[], None]:
    """Press a pygame-gui button as a click would (its command runs)."""
    return lambda: button.on_self_event(pygame_gui.UI_BUTTON_PRESSED)


def close_open_lists(widgets: Iterable[Any]) -> bool:
    """Close any expanded pygame-gui drop-down among ``widgets`` (Escape closes the list, not
    the screen); True if one was open."""
    closed = False
    for widget in widgets:
        states = getattr(widget, "menu_states", None)
        if not states or widget.current_state is not states.get("expanded"):
            continue
        widget.current_state.finish()
        widget.current_state = states["closed"]
        widget.current_state.start()
        closed = True
    return closed


def widen_open_lists(widgets: Iterable[Any]) -> None:
    """An open drop-down's list as wide as its field (pygame-gui leaves out the arrow button's
    column, so the list looked narrower than the field it belongs to)."""
    for widget in widgets:
        states = getattr(widget, "menu_states", None)
        if not states or widget.current_state is not states.get("expanded"):
            continue
        shown = getattr(widget.current_state, "options_selection_list", None)
        if shown is None:
            continue
        width = widget.relative_rect.width
        if shown.relative_rect.width != width:
            shown.set_dimensions((width, shown.relative_rect.height))


def check_box(label: str, widget: Any, *, help: str = "") -> Focusable:
    """A check box: Enter, Space or Left/Right toggles it."""

    def toggle(_step: int = 0) -> None:
        widget.set_state(not widget.get_state())

    return Focusable(
        label,
        rect_of(widget),
        N_("check box"),
        value=lambda: on_off(bool(widget.get_state())),
        activate=toggle,
        adjust=toggle,
        help=help,
    )


def drop_down(label: str, widget: Any, changed: Callable[[], None], *, help: str = "") -> Focusable:
    """A list: Left/Right choose the previous or next option, then ``changed`` runs (the
    screen reads the widgets back and rebuilds)."""

    def cycle(step: int) -> None:
        texts = [o[0] if isinstance(o, tuple) else o for o in widget.options_list]
        current = widget.selected_option[0]
        index = texts.index(current) if current in texts else 0
        text = texts[(index + step) % len(texts)]
        widget.selected_option = (text, text)
        changed()

    return Focusable(
        label,
        rect_of(widget),
        "list",
        value=lambda: str(widget.selected_option[0]),
        adjust=cycle,
        help=help,
    )


class FocusRing:
    """The focus over ``items``; ``title`` is said before the first item when the screen opens."""

    def __init__(self, ctx: AppContext, items: Sequence[Focusable], *, index: int = 0) -> None:
        self.ctx = ctx
        self.items = list(items)
        self.index = min(max(0, index), max(0, len(self.items) - 1))
        self.shown = False  # the ring is drawn once the keyboard was used

    @property
    def current(self) -> Focusable | None:
        return self.items[self.index] if self.items else None

    def set_items(self, items: Sequence[Focusable]) -> None:
        """New controls (after a rebuild); the focus keeps its place."""
        self.items = list(items)
        self.index = min(self.index, max(0, len(self.items) - 1))

    def speak_current(self, *, prefix: str = "", interrupt: bool = True) -> None:
        item = self.current
        if item is None:
            return
        # Translators: the focused control's place among the screen's controls: "3 of 17".
        where = _("{index} of {count}").format(index=self.index + 1, count=len(self.items))
        text = f"{item.spoken()}, {where}."
        if item.help:
            text += f" {item.help.rstrip('.')}."
        self.ctx.say(f"{prefix} {text}" if prefix else text, interrupt=interrupt)

    def move(self, step: int) -> None:
        if not self.items:
            return
        self.shown = True
        for _step in range(len(self.items)):
            self.index = (self.index + step) % len(self.items)
            if self.items[self.index].enabled():
                break
        self.speak_current()

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Use a key press if it is a focus key; returns True when it was used."""
        if event.type != pygame.KEYDOWN or not self.items:
            return False
        key = event.key
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        item = self.items[self.index]
        if key == pygame.K_TAB:
            self.move(-1 if shift else 1)
        elif key == pygame.K_UP:
            self.move(-1)
        elif key == pygame.K_DOWN:
            self.move(1)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and item.adjust is not None:
            self.shown = True
            item.adjust(-1 if key == pygame.K_LEFT else 1)
            self.speak_current()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if item.activate is None or not item.enabled():
                return False
            self.shown = True
            item.activate()
            if item.value is not None:  # a check box: say its new state
                self.speak_current()
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The gold ring around the focused control, once the keyboard is in use."""
        item = self.current
        if item is None or not self.shown:
            return
        focus_ring(surface, item.rect(), scale=self.ctx.scale)
