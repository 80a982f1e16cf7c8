"""The data folder: made at start (or told once that it cannot be, and the game plays on without
saving), and cleared of the temporary files an interrupted save left, once they are old."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.app import App, Options
from game.storage.settings import Settings
from game.storage.store import SaveStore, default_root
from game.text.storage import told


@pytest.fixture(autouse=True)
def _no_real_user_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


def dialog_texts(app: App) -> list[str]:
    return [d.text for d in app.ctx.dialogs._open]


@pytest.fixture
def started() -> Iterator[Callable[[App], App]]:
    apps: list[App] = []

    def keep(app: App) -> App:
        apps.append(app)
        return app

    yield keep
    for app in apps:
        app.close()


@pytest.fixture
def blocked_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """XDG_DATA_HOME is a regular file, so the data folder cannot be made under it (root is not
    stopped by permission bits, a file in the way stops everyone)."""
    in_the_way = tmp_path / "not-a-folder"
    in_the_way.write_text("", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(in_the_way))
    return in_the_way / "Seep"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG_DATA_HOME is Linux only")
def test_the_app_starts_when_its_data_folder_cannot_be_made(
    blocked_root: Path, started: Callable[[App], App]
) -> None:
    app = started(App(Options(frames=1)))
    assert app.ctx.store.root == blocked_root
    assert app.run(frames=2) == 0
    texts = dialog_texts(app)
    assert len(texts) == 1, texts  # one message, not one for every file
    assert str(blocked_root) in texts[0] and "will not be kept" in texts[0]
    store = app.ctx.store
    # Playing on: every save fails quietly (the player has been told), nothing raises.
    assert store.save_settings(app.ctx.settings) is False
    assert store.save_game({"deal": 1}) is False
    assert store.save_progress({"cards"}) is False
    assert store.save_stats(store.load_stats()) is False
    store.delete_game()
    assert store.set_aside(store.GAME) is None  # could not be kept anywhere
    assert store.load_game() is None and store.load_progress() == set()
    assert told(store.take_problems()) == []
    app.ctx.open_scene("statistics")
    assert app.run(frames=2) == 0


def test_a_data_dir_that_is_a_file_is_reported(tmp_path: Path) -> None:
    in_the_way = tmp_path / "file"
    in_the_way.write_text("", encoding="utf-8")
    store = SaveStore(in_the_way)
    assert store.prepare() is False
    [message] = told(store.take_problems())
    assert str(in_the_way) in message
    assert store.save_settings(store.load_settings()) is False
    assert told(store.take_problems()) == []
    assert in_the_way.read_text(encoding="utf-8") == ""


def test_without_prepare_a_failed_write_is_still_a_message(tmp_path: Path) -> None:
    in_the_way = tmp_path / "file"
    in_the_way.write_text("", encoding="utf-8")
    store = SaveStore(in_the_way / "Seep")
    assert store.save_game({"deal": 1}) is False
    [message] = told(store.take_problems())
    assert "could not save your saved game" in message


def temporary(root: Path, name: str, age: float) -> Path:
    path = root / name
    path.write_text("{", encoding="utf-8")
    then = time.time() - age
    os.utime(path, (then, then))
    return path


def test_stale_temporary_files_are_removed_when_the_app_starts(
    save_root: Path, started: Callable[[App], App]
) -> None:
    old = temporary(save_root, ".settings.k2j4h5_a.tmp", age=3600)
    old_game = temporary(save_root, ".game.zz81qq0p.tmp", age=11 * 60)
    fresh = temporary(save_root, ".stats.a8d7f6s5.tmp", age=60)  # another copy, writing now
    other = temporary(save_root, "notes.tmp", age=3600)  # not ours
    hidden = temporary(save_root, ".hidden", age=3600)  # not ours
    folder = save_root / ".game.folder.tmp"
    folder.mkdir()
    started(App(Options(frames=1), store=SaveStore(save_root))).run(frames=1)
    assert not old.exists() and not old_game.exists()
    assert fresh.exists() and other.exists() and hidden.exists() and folder.is_dir()


def test_prepare_removes_only_old_temporaries(save_root: Path) -> None:
    old = temporary(save_root, ".tutorial.abcdefgh.tmp", age=601)
    fresh = temporary(save_root, ".tutorial.ijklmnop.tmp", age=5)
    assert SaveStore(save_root).prepare() is True
    assert not old.exists() and fresh.exists()


def test_the_store_folder_is_created_on_first_write(tmp_path: Path) -> None:
    root = tmp_path / "deep" / "folder"
    SaveStore(root).save_settings(Settings())
    assert (root / "settings.json").is_file()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG_DATA_HOME is Linux only")
def test_default_root_is_the_user_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    root = default_root()
    assert root == tmp_path / "xdg" / "Seep"
    assert not root.exists()  # made by SaveStore.prepare, which can tell the player it cannot
    assert SaveStore(root).prepare() and root.is_dir()
