"""The window: F11 full screen and the remembered window size, as far as the dummy driver goes.

The dummy video driver reports a 1024x768 desktop; full screen takes that size.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App, Options, main
from game.scenes.menus.settings import SettingsScene
from game.storage.settings import Settings
from game.storage.store import SaveStore


def f11() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)


def resize(w: int, h: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))


def desktop() -> tuple[int, int]:
    size = pygame.display.get_desktop_sizes()[0]
    return (size[0], size[1])


def is_fullscreen() -> bool:
    surface = pygame.display.get_surface()
    return surface is not None and bool(surface.get_flags() & pygame.FULLSCREEN)


SMALL = (1024, 640)


@contextlib.contextmanager
def running(store: SaveStore, size: tuple[int, int] | None = None) -> Iterator[App]:
    """An app on ``store`` that has run one frame; closed afterwards, whatever happens."""
    app = App(Options(size=size), store=store)
    try:
        app.run(frames=1)
        yield app
    finally:
        app.close()


def open_settings(app: App) -> SettingsScene:
    app.ctx.open_scene("settings")
    app.run(frames=2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, SettingsScene)
    return scene


def test_f11_goes_full_screen_and_back_to_the_same_window(save_root: Path) -> None:
    with running(SaveStore(save_root)) as app:
        app.feed(resize(1000, 650))
        app.run(frames=1)
        assert app.ctx.screen_size == (1000, 650)
        app.feed(f11())
        app.run(frames=2)
        assert app.fullscreen and is_fullscreen()
        assert app.ctx.screen_size == desktop() == app.screen.get_size()
        assert app.ctx.settings.window_size == (1000, 650)  # the window's size, not the screen's
        app.feed(f11())
        app.run(frames=2)
        assert not app.fullscreen and not is_fullscreen()
        assert app.ctx.screen_size == (1000, 650) == app.screen.get_size()
    saved = SaveStore(save_root).load_settings()
    assert saved.window_size == (1000, 650) and not saved.fullscreen


def test_full_screen_is_remembered_and_f11_returns_to_the_remembered_window(
    save_root: Path,
) -> None:
    store = SaveStore(save_root)
    store.save_settings(Settings(window_size=(900, 560)))
    with running(store) as app:
        assert app.screen.get_size() == (900, 560)
        app.feed(f11())
        app.run(frames=2)
        assert is_fullscreen()
    assert SaveStore(save_root).load_settings().fullscreen
    with running(SaveStore(save_root)) as again:
        assert again.fullscreen and is_fullscreen()
        assert again.ctx.screen_size == desktop()
        again.feed(f11())
        again.run(frames=2)
        assert again.ctx.screen_size == (900, 560) and not is_fullscreen()


def test_a_remembered_size_larger_than_the_screen_is_fitted(save_root: Path) -> None:
    store = SaveStore(save_root)
    store.save_settings(Settings(window_size=(2560, 1440)))
    with running(store) as app:
        w, h = desktop()
        assert app.screen.get_size() == (min(2560, w), min(1440, h))


def test_a_resize_event_in_full_screen_stays_full_screen(save_root: Path) -> None:
    with running(SaveStore(save_root), SMALL) as app:
        app.feed(f11())
        app.run(frames=2)
        app.feed(resize(800, 600))  # e.g. the display's resolution changed
        app.run(frames=2)
        assert app.fullscreen and is_fullscreen()
        assert app.ctx.screen_size == app.screen.get_size()
        assert app.ctx.settings.window_size != (800, 600)  # not a window size the player chose


def test_f11_twice_in_one_frame_changes_nothing(save_root: Path) -> None:
    with running(SaveStore(save_root), SMALL) as app:
        app.feed(f11(), f11())
        app.run(frames=2)
        assert not app.fullscreen and not is_fullscreen()
        assert app.ctx.screen_size == (1024, 640)


def test_f11_while_settings_are_open_is_kept(save_root: Path) -> None:
    with running(SaveStore(save_root), SMALL) as app:
        scene = open_settings(app)
        app.feed(f11())
        app.run(frames=2)
        assert scene.controls["fullscreen"].get_state()  # the box follows F11
        scene.back()
        app.run(frames=2)
        assert app.fullscreen and app.ctx.settings.fullscreen and is_fullscreen()


def test_the_settings_window_size_applies_and_is_remembered(save_root: Path) -> None:
    with running(SaveStore(save_root), SMALL) as app:
        scene = open_settings(app)
        scene.working.window_size = (800, 500)
        scene.controls["window_size"].selected_option = ("800 × 500", "800 × 500")
        scene.back()
        app.run(frames=2)
        assert app.ctx.screen_size == (800, 500) == app.screen.get_size()
    assert SaveStore(save_root).load_settings().window_size == (800, 500)


def test_fullscreen_from_the_command_line(tmp_path: Path) -> None:
    shot = tmp_path / "full.png"
    argv = ["--frames", "2", "--fullscreen", "--screenshot", str(shot)]
    assert main([*argv, "--data-dir", str(tmp_path / "d")]) == 0
    pygame.display.init()
    try:
        assert pygame.image.load(str(shot)).get_size() == desktop()
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("name", ["rules", "statistics"])
def test_open_a_screen_from_the_command_line(tmp_path: Path, name: str) -> None:
    from game.app import parse_args
    from game.scenes.menus.statistics import StatisticsScene
    from game.scenes.rulebook.scene import RulebookScene

    options = parse_args(["--open", name, "--size", "1024x640"])
    app = App(options, store=SaveStore(tmp_path))
    try:
        app.run(frames=2)
        kind = RulebookScene if name == "rules" else StatisticsScene
        assert isinstance(app.ctx.scenes.top, kind)
    finally:
        app.close()
    with pytest.raises(SystemExit):
        parse_args(["--open", "nowhere"])
