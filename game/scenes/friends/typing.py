"""On a screen with text fields (Host a table, Join a table), the typing follows the focus: Tab
and the arrows move the focus ring, and the keys typed then go to the text field focused (or to
none, so a letter is not typed into a field the focus has left)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from game.scenes.kit.focus import FocusRing

#: The keys that move the focus ring.
FOCUS_KEYS = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN)


def typing_follows_focus(
    event: pygame.event.Event,
    handle: Callable[[pygame.event.Event], bool],
    ui: pygame_gui.UIManager,
    ring: FocusRing,
    field_of: Callable[[str], UITextEntryLine | None],
) -> bool:
    """``handle`` the event (the screen's own handling); when that moved the focus, the typing
    goes to the text field of the item now focused (``field_of`` its label), or to none."""
    moving = event.type == pygame.KEYDOWN and event.key in FOCUS_KEYS
    used = handle(event)
    if moving and used:
        current = ring.current
        ui.set_focus_set(field_of(current.label) if current is not None else None)
    return used


__all__ = ["FOCUS_KEYS", "typing_follows_focus"]
