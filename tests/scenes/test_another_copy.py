"""The app on a data folder another running copy holds: it asks, then opens read-only or quits;
the single-copy path is the smoke tests' (tests/scenes/test_app_smoke.py)."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.app import ANOTHER_COPY_TITLE, App, Options
from game.scenes.table.scene import TableScene
from game.storage.lock import LOCK_NAME, FolderLock, ReadOnlySaveStore
from game.storage.settings import AnimationSpeed, Settings
from game.storage.stats import Stats
from game.storage.store import SaveStore
from tests.scenes.tablekit import game_of, open_table, play_through_ui
from tests.storage.test_folder_lock import other_copy


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _files(root: Path) -> dict[str, tuple[bytes, int]]:
    """Every data file's bytes and modification time (the lock file is the other copy's)."""
    return {
        p.name: (p.read_bytes(), p.stat().st_mtime_ns)
        for p in sorted(root.iterdir())
        if p.name != LOCK_NAME
    }


def _seed_files(root: Path) -> None:
    store = SaveStore(root)
    store.save_settings(Settings(player_name="Jas", animation_speed=AnimationSpeed.OFF))
    store.save_stats(Stats())
    store.save_progress({"basics"})
    store.save_game({"deal": 1})  # not a real game: Continue is offered, never opened here


def _play_a_table(app: App) -> TableScene:
    """A new table, and a few moves on it: the player's through the screen, the computers'."""
    table = open_table(app)
    rng = random.Random(5)
    for _ in range(600):
        if len(game_of(table).match.moves) >= 4:
            break
        if table.my_turn():
            play_through_ui(app, table, rng)
        else:
            app.run(frames=1)
    app.run(frames=10)
    assert len(game_of(table).match.moves) >= 4
    return table


def test_the_single_copy_holds_the_lock_while_it_runs(save_root: Path) -> None:
    app = App(Options(size=(1024, 640)), store=SaveStore(save_root))
    try:
        app.run(frames=2)
        assert app.folder_lock.held and not app.shared
        assert not app.ctx.dialogs.is_open
        assert not FolderLock(save_root).claim()
    finally:
        app.close()
    assert FolderLock(save_root).claim()  # released on exit


def test_another_copy_running_asks_and_read_only_changes_no_file(save_root: Path) -> None:
    _seed_files(save_root)
    before = _files(save_root)
    with other_copy(save_root):
        app = App(Options(size=(1280, 720)), store=SaveStore(save_root))
        try:
            app.run(frames=2)
            dialog = app.ctx.dialogs.top
            assert dialog is not None and dialog.title == ANOTHER_COPY_TITLE
            assert "Another copy of Seep is running with these files" in dialog.text
            assert str(save_root) in dialog.text
            assert [b.text for b in dialog.buttons] == ["Open read-only", "Quit"]
            font = app.ctx.assets.font("noto_sans_bold", app.ctx.theme.px(19))
            assert dialog.buttons[0].rect.width > font.size("Open read-only")[0]  # not cut off
            assert dialog.rect.contains(dialog.buttons[0].rect)
            assert isinstance(app.ctx.store, ReadOnlySaveStore)
            assert app.ctx.settings.player_name == "Jas"  # read as usual
            app.feed(key(pygame.K_RETURN))  # the default: Open read-only
            app.run(frames=2)
            assert app.running and not app.ctx.dialogs.is_open
            table = _play_a_table(app)
            assert game_of(table).match.moves  # moves were made (and "saved")
            assert table.save_note() == "Not being saved"  # and the table says so
            app.feed(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=650, size=(1000, 650)))
            app.run(frames=2)  # a changed window size is saved on close, usually
        finally:
            app.close()
        assert not app.folder_lock.held
        assert _files(save_root) == before


def test_another_copy_running_and_quit_ends_the_app(save_root: Path) -> None:
    _seed_files(save_root)
    before = _files(save_root)
    with other_copy(save_root):
        app = App(Options(size=(1280, 720)), store=SaveStore(save_root))
        try:
            app.run(frames=1)
            dialog = app.ctx.dialogs.top
            assert dialog is not None and dialog.title == ANOTHER_COPY_TITLE
            rect = dialog.buttons[1].rect
            app.feed(
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center),
                pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=rect.center),
            )
            app.run(frames=50)
            assert not app.running and app.frame < 10
        finally:
            app.close()
    assert _files(save_root) == before


def test_escape_at_the_question_quits(save_root: Path) -> None:
    with other_copy(save_root):
        app = App(Options(size=(1280, 720)), store=SaveStore(save_root))
        try:
            app.run(frames=1)
            app.feed(key(pygame.K_ESCAPE))
            app.run(frames=50)
            assert not app.running
        finally:
            app.close()


def test_a_normal_table_does_save_so_the_read_only_check_means_something(
    save_root: Path,
) -> None:
    _seed_files(save_root)
    before = _files(save_root)
    app = App(Options(size=(1280, 720)), store=SaveStore(save_root))
    try:
        app.run(frames=2)
        assert _play_a_table(app).save_note() is None
    finally:
        app.close()
    after = _files(save_root)
    assert after["game.json"] != before["game.json"]
