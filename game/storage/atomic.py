"""Atomic writes: a file is replaced whole or not at all, and the temporary files a crash left
behind are recognised."""

from __future__ import annotations

import contextlib
import logging
import os
import re
import tempfile
from pathlib import Path

log = logging.getLogger(__name__)

# A temporary file of SaveStore.write (``.<name>.<random>.tmp``), and how old one must be before
# SaveStore.prepare takes it for the leftover of a crash: younger, it may be another copy of the
# game writing right now.
TEMPORARY = re.compile(r"\.[^.]+\..+\.tmp")
STALE_TEMPORARY_SECONDS = 10 * 60

#: Whether writes are synced to the disk (always in the game; the test suite turns it off
#: outside the storage tests, where a power cut is not what is being tested).
SYNC = True


def sync(fd: int) -> None:
    """``os.fsync`` the file, unless syncing is off (:data:`SYNC`)."""
    if SYNC:
        os.fsync(fd)


def write_atomically(path: Path, payload: bytes, *, prefix: str) -> None:
    """Write ``path`` atomically: a temporary file ``.<prefix>.<random>.tmp`` beside it, synced
    to disk, renamed over ``path``, then the folder synced (see :func:`sync_folder`). A crash at
    any moment leaves the old file or the new one, never a mix.

    Raises:
        OSError: the file could not be written (the old one is left as it was).
    """
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{prefix}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            sync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Flush the folder itself, so a power cut after the rename keeps the new file (where the
    platform can open a folder for that: not on Windows, which keeps renames anyway)."""
    flag = getattr(os, "O_DIRECTORY", None)
    if flag is None or not SYNC:
        return
    try:
        fd = os.open(folder, os.O_RDONLY | flag)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError as exc:  # some file systems refuse; the file itself is already on disk
        log.debug("cannot sync the folder %s: %s", folder, exc)
    finally:
        os.close(fd)
