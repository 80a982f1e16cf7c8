"""Every file is written atomically: a temporary file beside it, synced, renamed over it, the
folder synced; a write that fails leaves the old file as it was and no temporary behind."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from game.storage.settings import Settings
from game.storage.store import SaveStore
from game.text.storage import told
from tests.storage.test_settings_file import custom_settings


def test_atomic_write_leaves_no_temporary_files(save_root: Path) -> None:
    store = SaveStore(save_root)
    for i in range(5):
        store.save_settings(Settings(player_name=f"P{i}"))
        store.save_game({"turn": i})
    assert sorted(p.name for p in save_root.iterdir()) == ["game.json", "settings.json"]


def test_a_failed_write_keeps_the_old_file_and_cleans_up(
    save_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(save_root)
    store.save_settings(custom_settings())
    before = (save_root / "settings.json").read_bytes()

    def broken_replace(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    assert store.save_settings(Settings()) is False
    monkeypatch.undo()
    assert (save_root / "settings.json").read_bytes() == before
    assert [p.name for p in save_root.iterdir()] == ["settings.json"]
    assert "No space left" in told(store.take_problems())[0]


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


def test_the_game_syncs_every_write() -> None:
    """Syncing is on in the game (only the tests outside tests/storage turn it off)."""
    from game.storage import atomic

    assert atomic.SYNC is True
