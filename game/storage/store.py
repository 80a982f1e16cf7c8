"""The files the game keeps in the player's data folder: read, written and set aside here.

Every file is JSON with a ``"version"`` key and is written atomically (a temporary file in the
same folder, then ``os.replace``), so a crash in mid-write leaves the old file intact. A file that
cannot be read, is not valid JSON, or carries another version is renamed with the time it was set
aside (for example ``settings.json.2026-12-01T11-42-05.bad``, never overwriting an earlier copy),
the defaults are used, and a :class:`~game.storage.problems.StorageProblem` naming the kept copy
is queued in :attr:`SaveStore.problems` (the text layer words it). A value of the wrong type, or
NaN or an infinity (which Python's json reads), in the settings, statistics or tutorial progress
is left out: a copy of the file as it was is kept under the same ``.bad`` naming (copied, not
moved: the cleaned file is rewritten at the next save) and the player is told once.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import logging
import os
import re
import shutil
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.storage import atomic
from game.storage.atomic import STALE_TEMPORARY_SECONDS, TEMPORARY, write_atomically
from game.storage.problems import Problem, StorageProblem, os_reason
from game.storage.settings import SETTINGS_VERSION, Settings, wrong_typed

if TYPE_CHECKING:
    from game.storage.stats import Stats

log = logging.getLogger(__name__)

GAME_VERSION = 2  # 2: finished deals in an append-only log beside game.json; 1: one file
OLD_GAME_VERSIONS = (1,)  # saved games of these versions still load

# The finished deals of a saved game (``game-<key>.deals``: one compact JSON object a line).
_GAME_LOG = re.compile(r"game-[0-9a-z]{1,32}\.deals")
MAX_LOG_BYTES = 1 << 30  # no game's log comes near (a 300-deal match: about 0.7 MB)

PROGRESS_VERSION = 1


def default_root() -> Path:
    """The per-user data folder. Not created here: :meth:`SaveStore.prepare` does that, and
    tells the player if it cannot."""
    import platformdirs  # local: only the real app needs it, tests pass their own root

    return Path(platformdirs.user_data_path("Seep", appauthor=False, ensure_exists=False))


@dataclass
class _LogState:
    """What a :class:`SaveStore` last wrote to a game log: how many entries, how many bytes,
    and the running SHA-256 of those bytes."""

    entries: int
    size: int
    digest: hashlib._Hash


class SaveStore:
    """JSON files in one folder: ``settings.json``, ``game.json`` (the game in progress),
    ``stats.json`` (the player's statistics) and ``tutorial.json`` (the lessons completed).
    Every file the game keeps is read, written and set aside here.

    Args:
        root: the folder; created by :meth:`prepare` (the app calls it at start) or on the first
            write. Tests pass ``tmp_path``.
    """

    read_only = False  # a second copy of the game on the same folder (game.storage.lock)
    SETTINGS = "settings"
    GAME = "game"
    STATS = "stats"
    TUTORIAL = "tutorial"

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.problems: list[StorageProblem] = []  # to tell the player (take_problems)
        self.clock: Callable[[], datetime] = datetime.now  # names the copies set aside
        self.unusable = False  # prepare found the folder cannot be written (the player was told)
        self.failing: set[str] = set()  # files whose last save failed
        self._logs: dict[str, _LogState] = {}  # the game logs this store wrote
        self.unopenable: set[str] = set()  # files that could not be opened (the player was told)
        self.trimmed: set[str] = set()  # files whose bad values were dropped (the player was told)

    def prepare(self) -> bool:
        """Ready the folder at start: create it, check that a file can be written in it, and
        remove the temporary files a crash left behind (older than
        :data:`STALE_TEMPORARY_SECONDS`). If the folder cannot be used, the player is told once,
        here, and later saves fail quietly (they still return False).

        Returns:
            Whether the folder can be written.
        """
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryFile(dir=self.root):
                pass
        except OSError as exc:
            log.warning("cannot use the data folder %s: %s", self.root, exc)
            self.unusable = True
            self.problems.append(
                StorageProblem(
                    Problem.FOLDER_UNUSABLE, folder=str(self.root), reason=os_reason(exc)
                )
            )
            return False
        self.unusable = False
        self._remove_stale_temporaries()
        return True

    def _remove_stale_temporaries(self) -> None:
        cutoff = time.time() - STALE_TEMPORARY_SECONDS
        try:
            entries = list(os.scandir(self.root))
        except OSError as exc:
            log.warning("cannot list %s: %s", self.root, exc)
            return
        for entry in entries:
            if not TEMPORARY.fullmatch(entry.name):
                continue
            try:
                if entry.is_file(follow_symlinks=False) and entry.stat().st_mtime < cutoff:
                    os.unlink(entry.path)
                    log.info("removed %s, left by an interrupted save", entry.path)
            except OSError as exc:
                log.warning("cannot remove %s: %s", entry.path, exc)

    def path(self, name: str) -> Path:
        return self.root / f"{name}.json"

    def take_problems(self) -> list[StorageProblem]:
        """Return and forget what the player should be told (worded by :mod:`game.text.storage`)."""
        taken, self.problems = self.problems, []
        return taken

    # Raw files.

    def read(self, name: str, version: int | tuple[int, ...]) -> dict[str, Any] | None:
        """Load ``<name>.json``; None if it is missing or had to be set aside (``.bad``)."""
        path = self.path(name)
        try:
            text = path.read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError):  # no file, or no folder to hold one
            self.unopenable.discard(name)
            return None
        except UnicodeDecodeError:
            self.unopenable.discard(name)
            self._quarantine(name, Problem.UNREADABLE)
            return None
        except OSError as exc:
            # e.g. a folder in the file's place: read again at every deal's end and on the
            # statistics screen, so the player is told once a session, not every time.
            log.warning("cannot read %s: %s", path, exc)
            if name not in self.unopenable:
                self.unopenable.add(name)
                self.problems.append(StorageProblem(Problem.UNOPENABLE, name))
            return None
        self.unopenable.discard(name)
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            # ValueError: not JSON (JSONDecodeError), or an integer past Python's digit limit;
            # RecursionError: nesting too deep for the parser. All of them: a damaged file.
            log.warning("cannot parse %s: %s", path, type(exc).__name__)
            self._quarantine(name, Problem.DAMAGED)
            return None
        if not isinstance(data, dict):
            self._quarantine(name, Problem.DAMAGED)
            return None
        found = data.get("version")
        accepted = version if isinstance(version, tuple) else (version,)
        if type(found) is not int or found not in accepted:
            self._quarantine(name, Problem.OTHER_VERSION)
            return None
        data.pop("version")
        return data

    def write(self, name: str, version: int, data: Mapping[str, Any]) -> None:
        """Write ``<name>.json`` atomically.

        Raises:
            OSError: the folder or file could not be written (the old file is left as it was).
            TypeError: ``data`` holds something JSON cannot store.
        """
        payload = json.dumps({"version": version, **data}, indent=2, sort_keys=True)
        self.root.mkdir(parents=True, exist_ok=True)
        write_atomically(self.path(name), (payload + "\n").encode("utf-8"), prefix=name)

    def delete(self, name: str) -> None:
        """Remove ``<name>.json``; a file that cannot be removed is logged (and reported, unless
        the player already knows the folder cannot be used), never raised."""
        try:
            self.path(name).unlink()
        except (FileNotFoundError, NotADirectoryError):
            pass
        except OSError as exc:
            log.warning("cannot delete %s: %s", self.path(name), exc)
            if not self.unusable:
                self.problems.append(
                    StorageProblem(Problem.REMOVE_FAILED, name, reason=os_reason(exc))
                )

    def _aside_path(self, name: str) -> Path:
        """A free name for a copy of ``<name>.json`` set aside now:
        ``<name>.json.<date>T<time>.bad``, then ``...-2.bad``, ``...-3.bad`` in the same second."""
        path = self.path(name)
        stamp = self.clock().strftime("%Y-%m-%dT%H-%M-%S")
        for n in itertools.count(1):
            suffix = stamp if n == 1 else f"{stamp}-{n}"
            bad = path.with_name(f"{path.name}.{suffix}.bad")
            if not os.path.lexists(bad):
                return bad
        raise AssertionError("unreachable")  # pragma: no cover

    def _move_aside(self, name: str) -> Path | None:
        """Rename ``<name>.json`` to a timestamped ``.bad`` name of its own (see
        :meth:`_aside_path`); the new path, or None if it failed."""
        path = self.path(name)
        bad = self._aside_path(name)
        try:
            os.replace(path, bad)
        except OSError as exc:
            log.warning("cannot move %s aside: %s", path, exc)
            return None
        return bad

    def set_aside(self, name: str) -> str | None:
        """Keep ``<name>.json`` under a timestamped ``.bad`` name, as a damaged file is kept (a
        file that cannot be used, kept for the player to look at); returns the name it was kept
        as. If it cannot be moved, it is deleted so it cannot stop the game again (``None``)."""
        bad = self._move_aside(name)
        if bad is None:
            self.delete(name)
            return None
        return bad.name

    def _quarantine(self, name: str, why: Problem) -> None:
        """``<name>.json`` cannot be used (``why``): set it aside and tell the player."""
        path = self.path(name)
        bad = self._move_aside(name) or path
        log.warning("%s: %s; kept as %s", path, why, bad)
        self.problems.append(StorageProblem(why, name, kept_as=bad.name))

    def _dropped(self, name: str, dropped: list[str]) -> None:
        """Values of ``<name>.json`` had to be left out (``dropped``: their names; none: the file
        was clean). Keep a *copy* of the file as it was, under the timestamped ``.bad`` name of
        :meth:`_aside_path` (the cleaned file is rewritten at its next save), and tell the player,
        once for as long as the file stays like this."""
        if not dropped:
            self.trimmed.discard(name)
            return
        path = self.path(name)
        log.warning("%s: left out bad values for %s", path, ", ".join(dropped))
        if name in self.trimmed:
            return
        self.trimmed.add(name)
        kept: str | None = None
        if not self.read_only:
            bad = self._aside_path(name)
            try:
                with path.open("rb") as src, bad.open("xb") as dst:
                    shutil.copyfileobj(src, dst)
            except OSError as exc:
                log.warning("cannot copy %s aside: %s", path, exc)
            else:
                kept = bad.name
        self.problems.append(
            StorageProblem(Problem.VALUES_LEFT_OUT, name, kept_as=kept, left_as_is=self.read_only)
        )

    # Settings.

    def load_settings(self) -> Settings:
        data = self.read(self.SETTINGS, SETTINGS_VERSION)
        if data is None:
            return Settings()
        settings, rejected = Settings.from_json(data)
        if rejected:
            log.warning("settings: using defaults for %s", ", ".join(rejected))
        self._dropped(self.SETTINGS, wrong_typed(data, rejected))
        return settings

    def save_settings(self, settings: Settings) -> bool:
        """Save; on failure queue a problem for the player and return False."""
        return self._safe_write(self.SETTINGS, SETTINGS_VERSION, settings.to_json())

    # The game in progress (its format belongs to the table scene).

    def has_saved_game(self) -> bool:
        return self.load_game() is not None

    def load_game(self) -> dict[str, Any] | None:
        """The saved game, or None. A version-2 game holds ``"log"``, a reference to its log of
        finished deals (see :meth:`save_game_log`): that is read and checked, and its entries
        are returned as ``"deals"``. A reference the log does not match sets ``game.json``
        aside, as a damaged file. Version-1 games are returned as they were written."""
        data = self.read(self.GAME, (GAME_VERSION, *OLD_GAME_VERSIONS))
        if data is None or "log" not in data:
            return data
        entries = self._read_log(data.pop("log"))
        if entries is None:
            self._quarantine(self.GAME, Problem.DAMAGED)
            return None
        data["deals"] = entries
        return data

    def save_game(self, data: Mapping[str, Any]) -> bool:
        return self._safe_write(self.GAME, GAME_VERSION, data)

    def save_game_log(
        self, data: Mapping[str, Any], key: str, start: int, entries: Sequence[Mapping[str, Any]]
    ) -> bool:
        """Save a game whose finished deals go to an append-only log, written once each.

        The log ``game-<key>.deals`` is made to hold ``start`` entries (those this store last
        wrote to it) and then ``entries``: with ``start`` 0 it is written afresh, atomically;
        otherwise the new entries are appended after the last good ones (cutting off whatever an
        interrupted save left after them) and synced. Then ``game.json`` (``data`` plus a
        reference to the log: its entries, length and SHA-256) is written atomically. A crash at
        any point leaves the previous ``game.json``, whose reference still matches the start of
        the log. On failure the player is told once, as for :meth:`save_game`, and False is
        returned: the caller then writes the log afresh next time.

        Raises:
            ValueError: ``key`` is not a short lower-case name, or ``start`` is not the number
                of entries this store last wrote to that log.
        """
        if self.read_only:
            log.info("read-only: %s not saved", self.GAME)
            return False
        name = f"game-{key}.deals"
        if not _GAME_LOG.fullmatch(name):
            raise ValueError(f"bad game log key {key!r}")
        try:
            ref = self._write_log(name, start, entries)
            self.write(self.GAME, GAME_VERSION, {**data, "log": ref})
        except OSError as exc:
            self._logs.pop(name, None)
            return self._save_failed(self.GAME, exc)
        self.failing.discard(self.GAME)
        if start == 0:
            self._remove_game_logs(keep=name)
        return True

    def _write_log(
        self, name: str, start: int, entries: Sequence[Mapping[str, Any]]
    ) -> dict[str, Any]:
        """Bring the log ``name`` to ``start`` + ``entries`` entries; its reference."""
        lines = b"".join(
            json.dumps(e, separators=(",", ":"), sort_keys=True).encode("utf-8") + b"\n"
            for e in entries
        )
        path = self.root / name
        if start == 0:
            digest = hashlib.sha256(lines)
            self._write_bytes(path, lines)
            state = _LogState(len(entries), len(lines), digest)
        else:
            old = self._logs.get(name)
            if old is None or old.entries != start:
                raise ValueError(f"{name} does not hold the {start} entries to append to")
            digest = old.digest.copy()
            if lines:
                with open(path, "r+b") as fh:
                    fh.seek(old.size)
                    fh.truncate()
                    fh.write(lines)
                    fh.flush()
                    atomic.sync(fh.fileno())
                digest.update(lines)
            state = _LogState(start + len(entries), old.size + len(lines), digest)
        self._logs[name] = state
        return {
            "file": name,
            "entries": state.entries,
            "bytes": state.size,
            "sha256": state.digest.hexdigest(),
        }

    def _write_bytes(self, path: Path, payload: bytes) -> None:
        """Write ``path`` (in the folder) atomically."""
        self.root.mkdir(parents=True, exist_ok=True)
        write_atomically(path, payload, prefix=path.stem)

    def _read_log(self, ref: object) -> list[dict[str, Any]] | None:
        """The entries of the log ``ref`` names, or None if the log does not match it."""
        if not isinstance(ref, dict):
            return None
        name, count, size, sha = (ref.get(k) for k in ("file", "entries", "bytes", "sha256"))
        if not (isinstance(name, str) and _GAME_LOG.fullmatch(name)):
            return None
        if type(count) is not int or type(size) is not int or not isinstance(sha, str):
            return None
        if not (0 <= count <= size <= MAX_LOG_BYTES):  # a size past any file: damaged
            return None
        try:
            with open(self.root / name, "rb") as fh:
                blob = fh.read(size)
        except OSError as exc:
            log.warning("cannot read %s: %s", name, exc)
            return None
        if len(blob) != size or hashlib.sha256(blob).hexdigest() != sha:
            log.warning("%s does not match game.json", name)
            return None
        lines = blob.split(b"\n")
        if lines[-1] != b"" or len(lines) - 1 != count:
            return None
        try:
            entries = [json.loads(line) for line in lines[:-1]]
        except (ValueError, RecursionError):
            return None
        if not all(isinstance(e, dict) for e in entries):
            return None
        return entries

    def _remove_game_logs(self, keep: str | None = None) -> None:
        """Remove the logs of other games (all of them if ``keep`` is None)."""
        if self.read_only:
            return
        try:
            names = [e.name for e in os.scandir(self.root) if _GAME_LOG.fullmatch(e.name)]
        except OSError as exc:
            log.warning("cannot list %s: %s", self.root, exc)
            return
        for name in names:
            if name != keep:
                self._logs.pop(name, None)
                try:
                    os.unlink(self.root / name)
                except OSError as exc:  # an old log left behind is tried again next time
                    log.warning("cannot remove %s: %s", name, exc)

    def _save_failed(self, name: str, exc: OSError) -> bool:
        """Tell the player once that ``name`` is not being saved (see :meth:`_safe_write`)."""
        log.warning("cannot save %s: %s", name, exc)
        told = name in self.failing
        self.failing.add(name)
        if not self.unusable and not told:  # unusable: the player was told at start
            self.problems.append(StorageProblem(Problem.SAVE_FAILED, name, reason=os_reason(exc)))
        return False

    def delete_game(self) -> None:
        self.delete(self.GAME)
        self._remove_game_logs()

    # The tutorial's progress: the ids of the lessons completed.

    def load_progress(self) -> set[str]:
        data = self.read(self.TUTORIAL, PROGRESS_VERSION)
        if data is None:
            return set()
        done = data.get("completed", [])
        if not isinstance(done, list):
            self._dropped(self.TUTORIAL, ["completed"])
            return set()
        bad = any(not isinstance(d, str) for d in done)
        self._dropped(self.TUTORIAL, ["completed"] if bad else [])
        return {d for d in done if isinstance(d, str)}

    def save_progress(self, completed: set[str]) -> bool:
        """Save; on failure queue a problem for the player and return False."""
        return self._safe_write(self.TUTORIAL, PROGRESS_VERSION, {"completed": sorted(completed)})

    # Statistics (their format belongs to game.storage.stats).

    def load_stats(self) -> Stats:
        """The player's statistics (fresh ones if there are none, or the file was damaged)."""
        from game.storage.stats import OLD_STATS_VERSIONS, STATS_VERSION, Stats

        data = self.read(self.STATS, (STATS_VERSION, *OLD_STATS_VERSIONS))
        if data is None:
            return Stats()
        stats, rejected = Stats.from_json(data)
        self._dropped(self.STATS, rejected)
        return stats

    def save_stats(self, stats: Stats) -> bool:
        """Save; on failure queue a problem for the player and return False."""
        from game.storage.stats import STATS_VERSION

        return self._safe_write(self.STATS, STATS_VERSION, stats.to_json())

    def _safe_write(self, name: str, version: int, data: Mapping[str, Any]) -> bool:
        """Write; on failure tell the player once (until a save of that file works again: a
        full disk does not repeat itself after every move) and return False. :attr:`failing`
        names the files not being saved, for a lasting marker on screen."""
        try:
            self.write(name, version, data)
        except OSError as exc:
            return self._save_failed(name, exc)
        self.failing.discard(name)
        return True
