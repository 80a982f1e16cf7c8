"""One copy of Seep at a time on a data folder.

Two copies writing the same files clobber each other: statistics updates are lost, one copy
deletes the other's game in progress, the last to write the settings wins. So the app holds
:class:`FolderLock` (``seep.lock`` in the data folder) while it runs. It is an operating-system
lock (:mod:`filelock`: ``flock`` on Unix, ``msvcrt.locking`` on Windows), so a copy that crashed
or was killed holds nothing: the next copy simply takes the lock over. A copy that finds the lock
held by a running copy asks the player whether to open read-only, with a
:class:`ReadOnlySaveStore` that reads the files and never changes anything in the folder.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from filelock import FileLock, Timeout

from game.storage.problems import Problem, StorageProblem
from game.storage.store import SaveStore

log = logging.getLogger(__name__)

LOCK_NAME = "seep.lock"


class FolderLock:
    """The lock on one data folder, held from :meth:`claim` to :meth:`release`.

    Args:
        root: the data folder (created by :meth:`claim` if it is missing).
    """

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.path = self.root / LOCK_NAME
        self._lock = FileLock(self.path)

    @property
    def held(self) -> bool:
        """Whether this copy holds the lock."""
        return self._lock.is_locked

    def claim(self) -> bool:
        """Take the lock without waiting.

        Returns:
            False only when another running copy holds it. If the folder or the lock file cannot
            be made, the copy goes on without a lock (True): :meth:`SaveStore.prepare` tells the
            player about a folder that cannot be used.
        """
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            self._lock.acquire(timeout=0)
        except Timeout:
            log.warning("another copy of Seep is using %s", self.root)
            return False
        except OSError as exc:
            log.warning("cannot lock %s: %s", self.path, exc)
        return True

    def release(self) -> None:
        """Let go of the lock (nothing if it is not held)."""
        if self._lock.is_locked:
            self._lock.release(force=True)


class ReadOnlySaveStore(SaveStore):
    """The files of a folder another copy is using: read, never changed.

    Saves do nothing and return False without a problem to tell (the player chose this at start);
    nothing is deleted, renamed aside or created, and :meth:`prepare` leaves the folder alone.
    A damaged file is read as fresh defaults and left where it is.
    """

    read_only = True

    @classmethod
    def of(cls, store: SaveStore) -> ReadOnlySaveStore:
        """A read-only store on ``store``'s folder, keeping its clock and queued problems."""
        ro = cls(store.root)
        ro.clock = store.clock
        ro.problems = store.problems
        return ro

    def prepare(self) -> bool:
        return False

    def write(self, name: str, version: int, data: Mapping[str, Any]) -> None:
        log.info("read-only: %s not saved", name)

    def _safe_write(self, name: str, version: int, data: Mapping[str, Any]) -> bool:
        self.write(name, version, data)
        return False

    def delete(self, name: str) -> None:
        log.info("read-only: %s not removed", name)

    def _move_aside(self, name: str) -> Path | None:
        return None

    def set_aside(self, name: str) -> str | None:
        return self.path(name).name  # kept, under its own name

    def _quarantine(self, name: str, why: Problem) -> None:
        log.warning("%s: %s; left as it is (read-only)", self.path(name), why)
        self.problems.append(StorageProblem(why, name, left_as_is=True))
