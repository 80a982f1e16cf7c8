"""Typed calls to pygame-gui's unannotated element methods.

pygame-gui 0.6 ships type hints but leaves some methods unannotated (``enable``, ``kill``,
``select``...), so ``mypy --strict`` refuses to call them from typed code. The scenes call them
through these helpers instead: each casts the element to a small protocol that states the
method's real signature, once, here. (A cast rather than ``# type: ignore[no-untyped-call]``:
the plain ``mypy`` run does not check untyped calls, and would report such an ignore as unused.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

if TYPE_CHECKING:  # for the annotations only: importing this module does not import pygame-gui
    from pygame_gui.core import UIContainer, UIElement
    from pygame_gui.elements import UIButton


class _Element(Protocol):
    def enable(self) -> None: ...
    def disable(self) -> None: ...
    def kill(self) -> None: ...
    def alive(self) -> bool: ...
    def rebuild_from_changed_theme_data(self) -> None: ...


class _Button(Protocol):
    def select(self) -> None: ...
    def unselect(self) -> None: ...


class _Container(Protocol):
    def clear(self) -> None: ...


def set_enabled(element: UIElement, on: bool) -> None:
    """Enable or disable ``element``, calling ``enable``/``disable`` only if that changes it.

    (pygame-gui 0.6.14's buttons, containers and windows check this themselves, but the base
    ``UIElement`` methods do not, and nothing says a subclass must.)
    """
    if on and not element.is_enabled:
        cast(_Element, element).enable()
    elif not on and element.is_enabled:
        cast(_Element, element).disable()


def set_selected(button: UIButton, on: bool) -> None:
    """Select (highlight) or unselect ``button``.

    Selecting a selected button only restores its selected look (pygame-gui draws a clicked
    button as normal when the mouse is released); unselecting happens only if it is selected,
    since ``unselect`` draws the button as normal even when it is hovered or disabled.
    """
    if on:
        cast(_Button, button).select()
    elif button.is_selected:
        cast(_Button, button).unselect()


def kill(element: UIElement) -> None:
    """Remove ``element`` (and its children) from the UI for good."""
    cast(_Element, element).kill()


def super_kill(base: super) -> None:
    """``super().kill()`` in an element class that overrides ``kill``: ``super_kill(super())``."""
    cast(_Element, base).kill()


def is_alive(element: UIElement) -> bool:
    """Whether ``element`` is still in the UI (it has not been killed)."""
    return cast(_Element, element).alive()


def clear(container: UIContainer) -> None:
    """Kill every element inside ``container``, keeping the container."""
    cast(_Container, container).clear()


def rebuild_from_theme(element: UIElement) -> None:
    """Rebuild ``element`` from the theme data (after the theme or the UI scale changed)."""
    cast(_Element, element).rebuild_from_changed_theme_data()
