"""Regression tests for defects in the SaveStore: JSON that crashed the reader, a data folder that
cannot be made, backups that overwrote each other, and temporary files left by a crash."""

from __future__ import annotations

import os
import re
import sys
import time
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from game.app import App, Options
from game.storage.store import SaveStore
from game.text.storage import told

NAMES = ["settings", "game", "stats", "tutorial"]
LOADERS: dict[str, Callable[[SaveStore], Any]] = {
    "settings": SaveStore.load_settings,
    "game": SaveStore.load_game,
    "stats": SaveStore.load_stats,
    "tutorial": SaveStore.load_progress,
}
# The screen of the title menu that reads each file (None: read at start anyway).
SCREENS: dict[str, str | None] = {
    "settings": None,
    "game": "continue",
    "stats": "statistics",
    "tutorial": "tutorial",
}
HOSTILE = {
    "huge_int": '{"version":1,"x":1' + "0" * 5000 + "}",  # ValueError: int digits limit
    "deep_list": "[" * 100_000,  # RecursionError
    "deep_value": '{"version":1,"x":' + "[" * 100_000 + "}",
}


@pytest.fixture(autouse=True)
def _no_real_user_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


def kept(root: Path, name: str) -> list[Path]:
    """The damaged copies of ``<name>.json`` kept in ``root``."""
    return sorted(root.glob(f"{name}.json*.bad"))


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


# 1. Hostile JSON is quarantined like any other damaged file.


@pytest.mark.parametrize("kind", sorted(HOSTILE))
@pytest.mark.parametrize("name", NAMES)
def test_hostile_json_is_quarantined_not_raised(save_root: Path, name: str, kind: str) -> None:
    text = HOSTILE[kind]
    (save_root / f"{name}.json").write_text(text, encoding="utf-8")
    store = SaveStore(save_root)
    loaded = LOADERS[name](store)
    assert loaded == LOADERS[name](SaveStore(save_root / "empty"))  # the defaults
    assert not (save_root / f"{name}.json").exists()
    [bad] = kept(save_root, name)
    assert bad.read_text(encoding="utf-8") == text
    [message] = told(store.take_problems())
    assert "was damaged" in message and bad.name in message


@pytest.mark.parametrize("kind", sorted(HOSTILE))
@pytest.mark.parametrize("name", NAMES)
def test_the_app_starts_with_hostile_json(
    save_root: Path, started: Callable[[App], App], name: str, kind: str
) -> None:
    (save_root / f"{name}.json").write_text(HOSTILE[kind], encoding="utf-8")
    app = started(App(Options(frames=1, open_scene=SCREENS[name]), store=SaveStore(save_root)))
    assert app.run(frames=1) == 0
    [bad] = kept(save_root, name)
    assert any(bad.name in text for text in dialog_texts(app))


# 3. Every damaged copy is kept, under a name of its own.

STAMP = re.compile(r"^stats\.json\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(-\d+)?\.bad$")


def damage(root: Path, name: str, text: str) -> None:
    (root / f"{name}.json").write_text(text, encoding="utf-8")


def test_a_second_damaged_file_does_not_overwrite_the_first(save_root: Path) -> None:
    store = SaveStore(save_root)
    store.clock = lambda: datetime(2026, 12, 1, 11, 42, 5)
    damage(save_root, "stats", "first {")
    store.load_stats()
    store.clock = lambda: datetime(2026, 12, 1, 11, 50, 0)
    damage(save_root, "stats", "second {")
    store.load_stats()
    first = save_root / "stats.json.2026-12-01T11-42-05.bad"
    second = save_root / "stats.json.2026-12-01T11-50-00.bad"
    assert first.read_text(encoding="utf-8") == "first {"
    assert second.read_text(encoding="utf-8") == "second {"
    assert [first.name in m for m in told(store.problems)] == [True, False]
    assert [second.name in m for m in told(store.problems)] == [False, True]


def test_damaged_files_in_the_same_second_get_a_counter(save_root: Path) -> None:
    store = SaveStore(save_root)
    store.clock = lambda: datetime(2026, 12, 1, 11, 42, 5)
    for i in range(3):
        damage(save_root, "stats", f"damaged {i}")
        store.load_stats()
    names = [p.name for p in kept(save_root, "stats")]
    assert names == [
        "stats.json.2026-12-01T11-42-05-2.bad",
        "stats.json.2026-12-01T11-42-05-3.bad",
        "stats.json.2026-12-01T11-42-05.bad",
    ]
    texts = {p.name: p.read_text(encoding="utf-8") for p in kept(save_root, "stats")}
    assert texts[names[2]] == "damaged 0" and texts[names[0]] == "damaged 1"
    assert texts[names[1]] == "damaged 2"
    assert all(
        n in m for n, m in zip([names[2], names[0], names[1]], told(store.problems), strict=True)
    )


def test_the_real_clock_gives_a_timestamped_name(save_root: Path) -> None:
    damage(save_root, "stats", "[1, 2")
    store = SaveStore(save_root)
    store.load_stats()
    [bad] = kept(save_root, "stats")
    assert STAMP.match(bad.name), bad.name
    assert bad.name in told(store.problems)[0]


def test_set_aside_uses_the_same_naming(save_root: Path) -> None:
    store = SaveStore(save_root)
    store.clock = lambda: datetime(2026, 12, 1, 11, 42, 5)
    assert store.save_game({"deal": 1})
    first = store.set_aside(store.GAME)
    assert store.save_game({"deal": 2})
    second = store.set_aside(store.GAME)
    assert first == "game.json.2026-12-01T11-42-05.bad"
    assert second == "game.json.2026-12-01T11-42-05-2.bad"
    assert '"deal": 1' in (save_root / first).read_text(encoding="utf-8")
    assert '"deal": 2' in (save_root / second).read_text(encoding="utf-8")
    assert not (save_root / "game.json").exists()


# 2. A data folder that cannot be made: the game starts, says so, and plays without saving.


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


# 4. Temporary files left by a crash are removed at start, once they are old.


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


def test_the_folder_is_synced_after_the_rename(
    save_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import stat

    synced: list[tuple[bool, bool]] = []  # (a folder?, the new file already in place?)
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append((stat.S_ISDIR(os.fstat(fd).st_mode), (save_root / "game.json").exists()))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    SaveStore(save_root).write("game", 1, {"x": 1})
    assert synced[0] == (False, False)  # the temporary file's data, before the rename
    assert synced[-1] == (True, True)  # then the folder, after it
