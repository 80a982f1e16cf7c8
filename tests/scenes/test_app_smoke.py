"""The whole app, headless: frames, screenshots, and synthetic keyboard and mouse input."""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import GC_FREEZE_FRAMES, App, Options, main
from game.context import NOT_READY
from game.scenes.menus.settings import SettingsScene
from game.scenes.menus.title import TitleScene
from game.storage.settings import SETTINGS_VERSION
from game.storage.store import SaveStore


@pytest.fixture(autouse=True)
def _no_real_user_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever a test forgets, settings never land in the real user data folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


@pytest.fixture
def app(save_root: Path) -> Iterator[App]:
    a = App(Options(size=(1280, 720)), store=SaveStore(save_root))
    a.run(frames=2)
    yield a
    a.close()


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def click(app: App, rect: pygame.Rect, frames: int = 3) -> None:
    pos = rect.center
    app.feed(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
        pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos),
    )
    app.run(frames=frames)


def title_of(app: App) -> TitleScene:
    top = app.ctx.scenes.top
    assert isinstance(top, TitleScene)
    return top


def test_main_runs_frames_and_writes_a_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "shot.png"
    assert main(["--frames", "30", "--screenshot", str(shot)]) == 0
    pygame.display.init()
    try:
        dw, dh = pygame.display.get_desktop_sizes()[0]
        image = pygame.image.load(str(shot))
    finally:
        pygame.display.quit()
    assert image.get_size() == (min(1280, dw), min(720, dh))  # default size, fitted to screen


def test_main_honours_size_and_data_dir(tmp_path: Path) -> None:
    shot = tmp_path / "small.png"
    argv = ["--frames", "5", "--size", "1024x640", "--screenshot", str(shot)]
    assert main([*argv, "--data-dir", str(tmp_path / "data")]) == 0
    pygame.display.init()
    try:
        assert pygame.image.load(str(shot)).get_size() == (1024, 640)
    finally:
        pygame.display.quit()


def test_bad_size_argument_is_refused() -> None:
    with pytest.raises(SystemExit):
        main(["--size", "huge"])


def test_title_screen_is_first_with_continue_disabled(app: App) -> None:
    title = title_of(app)
    assert pygame.display.get_caption()[0] == "Seep"
    assert not title.buttons["continue"].is_enabled
    assert title.focus == "new_game"
    assert title.buttons["new_game"].is_selected


def test_continue_is_enabled_when_a_game_is_saved(save_root: Path) -> None:
    store = SaveStore(save_root)
    store.save_game({"deal": 1})
    a = App(Options(size=(1280, 720)), store=store)
    try:
        a.run(frames=1)
        assert title_of(a).buttons["continue"].is_enabled
    finally:
        a.close()


def test_clicking_settings_opens_it_and_back_returns_and_saves(app: App, save_root: Path) -> None:
    click(app, title_of(app).buttons["settings"].rect)
    settings = app.ctx.scenes.top
    assert isinstance(settings, SettingsScene)
    assert settings.back_button is not None
    click(app, settings.back_button.rect)
    assert isinstance(app.ctx.scenes.top, TitleScene)
    saved = json.loads((save_root / "settings.json").read_text())
    assert saved["version"] == SETTINGS_VERSION


def test_keyboard_reaches_settings_and_escape_comes_back(app: App) -> None:
    title = title_of(app)
    for _ in range(4):  # New game -> Play with friends -> Tutorial -> Statistics -> Settings
        app.feed(key(pygame.K_DOWN))
    app.run(frames=1)
    assert title.focus == "settings"
    app.feed(key(pygame.K_RETURN))
    app.run(frames=2)
    assert isinstance(app.ctx.scenes.top, SettingsScene)
    app.feed(key(pygame.K_ESCAPE))
    app.run(frames=2)
    assert app.ctx.scenes.top is title
    assert title.active and title.buttons["settings"].is_selected


def test_keyboard_focus_skips_the_disabled_button_and_wraps(app: App) -> None:
    title = title_of(app)
    app.feed(key(pygame.K_UP))
    app.run(frames=1)
    assert title.focus == "quit"  # Continue is disabled, so Up from New game wraps
    app.feed(key(pygame.K_DOWN))
    app.run(frames=1)
    assert title.focus == "new_game"


def test_settings_changes_are_saved_and_applied(app: App, save_root: Path) -> None:
    click(app, title_of(app).buttons["settings"].rect)
    scene = app.ctx.scenes.top
    assert isinstance(scene, SettingsScene)
    scene.controls["mute"].set_state(True)
    scene.controls["player_name"].set_text("Jas")
    scene.controls["effects_volume"].set_current_value(30)
    app.feed(key(pygame.K_ESCAPE))
    app.run(frames=2)
    assert app.ctx.settings.mute and app.ctx.settings.player_name == "Jas"
    assert app.ctx.settings.effects_volume == pytest.approx(0.3)
    assert app.ctx.sounds.muted
    assert SaveStore(save_root).load_settings() == app.ctx.settings


def test_unfinished_parts_say_so(app: App) -> None:
    del app.ctx.scene_factories["tutorial"]  # every part is built now: pretend one is not
    click(app, title_of(app).buttons["tutorial"].rect)
    dialog = app.ctx.dialogs.top
    assert dialog is not None and dialog.text == NOT_READY
    assert isinstance(app.ctx.scenes.top, TitleScene)
    app.feed(key(pygame.K_DOWN))  # modal: the menu does not move underneath
    app.run(frames=1)
    assert title_of(app).focus == "tutorial"
    app.feed(key(pygame.K_RETURN))
    app.run(frames=1)
    assert not app.ctx.dialogs.is_open


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440), (800, 500), (1280, 720)])
def test_resize_relays_out_every_scene(app: App, size: tuple[int, int]) -> None:
    click(app, title_of(app).buttons["settings"].rect)
    app.feed(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.run(frames=2)
    assert app.ctx.screen_size == size
    assert app.screen.get_size() == size
    scene = app.ctx.scenes.top
    assert isinstance(scene, SettingsScene) and scene.panel is not None
    assert pygame.Rect((0, 0), size).contains(scene.panel.rect)
    app.feed(key(pygame.K_ESCAPE))
    app.run(frames=2)
    title = title_of(app)  # the covered title scene was laid out for the new size too
    screen = pygame.Rect((0, 0), size)
    assert all(screen.contains(b.rect) for b in title.buttons.values())
    assert app.ctx.settings.window_size == size


def test_resize_while_a_dialog_is_open(app: App) -> None:
    title_of(app).ask_quit()
    app.feed(pygame.event.Event(pygame.VIDEORESIZE, w=1024, h=640, size=(1024, 640)))
    app.run(frames=2)
    dialog = app.ctx.dialogs.top
    assert dialog is not None
    assert pygame.Rect(0, 0, 1024, 640).contains(dialog.rect)


def test_escape_then_enter_quits(app: App) -> None:
    app.feed(key(pygame.K_ESCAPE))
    app.run(frames=1)
    assert app.ctx.dialogs.is_open and app.running
    app.feed(key(pygame.K_RETURN))
    assert app.run(frames=50) == 0
    assert not app.running
    assert app.frame < 10  # the loop ended on quit, not by running out of frames


def test_escape_twice_cancels_the_quit(app: App) -> None:
    app.feed(key(pygame.K_ESCAPE))
    app.run(frames=1)
    app.feed(key(pygame.K_ESCAPE))
    app.run(frames=1)
    assert not app.ctx.dialogs.is_open and app.running


def test_clicking_quit_and_confirming_ends_the_loop(app: App) -> None:
    click(app, title_of(app).buttons["quit"].rect)
    dialog = app.ctx.dialogs.top
    assert dialog is not None
    click(app, dialog.buttons[0].rect, frames=1)  # the first button is "Quit"
    assert not app.running


def test_window_close_event_ends_the_loop(app: App) -> None:
    app.feed(pygame.event.Event(pygame.QUIT))
    app.run(frames=10)
    assert not app.running


def test_f11_toggles_full_screen(app: App) -> None:
    app.feed(key(pygame.K_F11))
    app.run(frames=1)
    assert app.fullscreen and app.ctx.settings.fullscreen
    app.feed(key(pygame.K_F11))
    app.run(frames=1)
    assert not app.fullscreen
    assert app.ctx.screen_size == (1280, 720)


def test_window_size_is_remembered(save_root: Path) -> None:
    a = App(Options(), store=SaveStore(save_root))
    try:
        a.feed(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=650, size=(1000, 650)))
        a.run(frames=1)
    finally:
        a.close()
    assert SaveStore(save_root).load_settings().window_size == (1000, 650)


def test_the_real_time_loop_ends_on_quit(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0  # no frame limit: only the quit ends it
    assert not app.running


def test_memory_is_frozen_in_play_and_fully_collected_when_the_scene_changes(app: App) -> None:
    # Full collections over a search's many small objects stalled frames by 50 ms or more; the
    # app freezes survivors every GC_FREEZE_FRAMES frames and collects fully at scene changes.
    try:
        gc.unfreeze()
        app.run(frames=GC_FREEZE_FRAMES + 1)
        assert gc.get_freeze_count() > 0
        app.ctx.open_scene("settings")
        app.run(frames=2)
        assert isinstance(app.ctx.scenes.top, SettingsScene)
        assert gc.get_freeze_count() == 0
        app.run(frames=GC_FREEZE_FRAMES + 1)
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
