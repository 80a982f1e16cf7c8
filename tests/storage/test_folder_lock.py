"""One copy of Seep at a time on a data folder: the lock, a killed copy's lock taken over, and the
read-only store a second copy uses."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from game.storage.lock import LOCK_NAME, FolderLock, ReadOnlySaveStore
from game.storage.settings import SETTINGS_VERSION, Settings
from game.storage.stats import Stats
from game.storage.store import SaveStore
from game.text.storage import told

_HOLD = (
    "import sys, time\n"
    "from filelock import FileLock\n"
    "lock = FileLock(sys.argv[1])\n"
    "lock.acquire(timeout=10)\n"
    "print('held', flush=True)\n"
    "time.sleep(120)\n"
)


@contextmanager
def other_copy(root: Path) -> Iterator[subprocess.Popen[str]]:
    """Another process holding ``root``'s lock (as a running copy of Seep does); killed after."""
    root.mkdir(parents=True, exist_ok=True)
    child = subprocess.Popen(
        [sys.executable, "-c", _HOLD, str(root / LOCK_NAME)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "held"
        yield child
    finally:
        child.kill()
        child.wait(timeout=10)
        if child.stdout is not None:
            child.stdout.close()


def test_a_second_store_cannot_take_the_lock_until_the_first_lets_go(save_root: Path) -> None:
    first, second = FolderLock(SaveStore(save_root).root), FolderLock(SaveStore(save_root).root)
    assert first.claim() and first.held
    assert (save_root / LOCK_NAME).exists()
    assert not second.claim() and not second.held
    first.release()
    assert not first.held
    assert second.claim() and second.held
    assert not first.claim()
    second.release()


def test_the_lock_makes_a_missing_folder(tmp_path: Path) -> None:
    lock = FolderLock(tmp_path / "new" / "folder")
    try:
        assert lock.claim() and lock.held
    finally:
        lock.release()


def test_release_without_the_lock_does_nothing(save_root: Path) -> None:
    holder, other = FolderLock(save_root), FolderLock(save_root)
    assert holder.claim()
    other.release()  # not held by ``other``: nothing happens, the holder's lock stands
    assert holder.held and not other.held
    assert not FolderLock(save_root).claim()
    holder.release()
    holder.release()  # twice: still nothing
    assert not holder.held and FolderLock(save_root).claim()


def test_a_killed_copy_leaves_a_lock_the_next_copy_takes_over(save_root: Path) -> None:
    with other_copy(save_root) as child:
        assert not FolderLock(save_root).claim()
        child.kill()  # SIGKILL on POSIX: no clean-up of any kind in the child
        child.wait(timeout=10)
        assert (save_root / LOCK_NAME).exists()  # the file stays, the OS lock went with it
        lock = FolderLock(save_root)
        try:
            assert lock.claim() and lock.held
        finally:
            lock.release()


def _snapshot(root: Path) -> dict[str, tuple[bytes, int]]:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(root.iterdir())}


def test_the_read_only_store_reads_and_never_changes_the_folder(save_root: Path) -> None:
    store = SaveStore(save_root)
    store.save_settings(Settings(player_name="Jas"))
    store.save_game({"deal": 1})
    (save_root / "stats.json").write_text("{damaged", encoding="utf-8")
    (save_root / ".game.x1.tmp").write_text("old", encoding="utf-8")
    before = _snapshot(save_root)

    ro = ReadOnlySaveStore.of(store)
    assert ro.read_only and ro.root == store.root
    assert ro.prepare() is False
    assert ro.load_settings().player_name == "Jas"
    assert ro.load_game() == {"deal": 1}
    assert ro.load_stats().to_json() == Stats().to_json()  # fresh ones; the file is kept
    assert len(told(ro.take_problems())) == 1  # the damaged file is reported
    assert ro.save_settings(Settings(player_name="Kim")) is False
    assert ro.save_game({"deal": 2}) is False
    assert ro.save_progress({"a"}) is False
    assert ro.save_stats(ro.load_stats()) is False
    ro.write("settings", SETTINGS_VERSION, {})
    ro.delete_game()
    assert ro.set_aside(ro.GAME) == "game.json"
    assert told(ro.take_problems()) == [
        "Your statistics file was damaged, so Seep is using a fresh one. The file was left as it"
        " is."
    ]
    assert _snapshot(save_root) == before
