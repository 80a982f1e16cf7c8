"""game.scenes.kit.uikit: the typed calls to pygame-gui's unannotated element methods."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pygame_gui
import pytest
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UIWindow

from game.scenes.kit import uikit


@pytest.fixture
def ui() -> Iterator[pygame_gui.UIManager]:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((320, 200))
    yield pygame_gui.UIManager((320, 200))
    pygame.display.quit()


class CountingButton(UIButton):
    """A button that counts the calls to enable() and disable()."""

    calls: list[str]

    def enable(self) -> None:
        self.calls.append("enable")
        super().enable()

    def disable(self) -> None:
        self.calls.append("disable")
        super().disable()


def test_set_enabled_calls_only_when_it_changes_something(ui: pygame_gui.UIManager) -> None:
    button = CountingButton(pygame.Rect(10, 10, 80, 30), "OK", ui)
    button.calls = []
    uikit.set_enabled(button, True)
    assert button.calls == [] and button.is_enabled
    uikit.set_enabled(button, False)
    uikit.set_enabled(button, False)
    assert button.calls == ["disable"] and not button.is_enabled
    uikit.set_enabled(button, True)
    uikit.set_enabled(button, True)
    assert button.calls == ["disable", "enable"] and button.is_enabled


def look(button: UIButton) -> str:
    """The state the button is drawn in ("normal", "selected", "disabled"...)."""
    assert button.drawable_shape is not None
    return str(button.drawable_shape.active_state.state_id)


def test_set_selected_unselects_only_a_selected_button(ui: pygame_gui.UIManager) -> None:
    button = UIButton(pygame.Rect(10, 10, 80, 30), "OK", ui)
    uikit.set_selected(button, True)
    assert button.is_selected
    assert look(button) == "selected"
    uikit.set_selected(button, False)
    assert not button.is_selected
    assert look(button) == "normal"
    # A disabled button keeps its disabled look: unselect() would draw it as normal.
    uikit.set_enabled(button, False)
    uikit.set_selected(button, False)
    assert look(button) == "disabled"


def test_kill_clear_and_is_alive(ui: pygame_gui.UIManager) -> None:
    box = UIContainer(pygame.Rect(0, 0, 320, 200), ui)
    first = UIButton(pygame.Rect(10, 10, 80, 30), "1", ui, container=box)
    second = UIButton(pygame.Rect(10, 50, 80, 30), "2", ui, container=box)
    uikit.kill(first)
    assert not uikit.is_alive(first) and uikit.is_alive(second)
    uikit.clear(box)
    assert not uikit.is_alive(second) and uikit.is_alive(box)
    assert len(box.elements) == 0


class NotifyingWindow(UIWindow):
    """A window that overrides kill(), as game.scenes.kit.dialogs.Dialog does."""

    killed = 0

    def kill(self) -> None:
        uikit.super_kill(super())
        self.killed += 1


def test_super_kill_runs_the_base_classes_kill(ui: pygame_gui.UIManager) -> None:
    window = NotifyingWindow(pygame.Rect(0, 0, 200, 150), ui)
    assert uikit.is_alive(window)
    uikit.kill(window)
    assert window.killed == 1
    assert not uikit.is_alive(window)
