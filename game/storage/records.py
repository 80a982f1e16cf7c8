"""Finished matches kept as ``seep-record/1`` game records, for replays, export and import.

Each kept match is one file in the ``records`` folder of the player's data folder, written
atomically when the match ends (with the move that decides it, like the statistics)::

    {"version": 1, "kept": {"date": ..., "opponents": "hard", "partner": "medium", ...}}
    {"format": "seep-record/1", "rules": {...}, "deals": [...]}

Line one says what the list shows (so listing the folder reads one short line a file); line two is
the game record of the interchange format, as :func:`game.rules.replay` reads it. Only the last
:attr:`RecordStore.limit` matches are kept (a setting, 50 by default); older files are removed.

Export writes the record alone (line two), so any tool of the interchange format reads it; import
reads such a file (or a kept one), checks every move with the rules core and keeps it. A record
that is not one, or holds a move the rules refuse, is refused with a
:class:`~game.storage.problems.StorageProblem` (which deal, which move, why: worded by
:mod:`game.text.storage`).
"""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, TypeGuard

from game.rules import GameRecord, IllegalMoveError, Match, SeepError, record_from_json, replay
from game.rules.seats import team_of
from game.storage.atomic import STALE_TEMPORARY_SECONDS, write_atomically
from game.storage.problems import Problem, StorageProblem, os_reason

log = logging.getLogger(__name__)

KEPT_VERSION = 1
FOLDER = "records"
EXPORTS = "exports"
DEFAULT_LIMIT = 50
MAX_LIMIT = 500
#: The biggest record file read (a 300-deal match is about 0.7 MB).
MAX_BYTES = 8 << 20
_NAME = re.compile(r"match-\d{8}T\d{6}(-\d+)?\.json")
RESULTS = ("won", "lost", "drawn", "unfinished")


class RecordError(Exception):
    """A record that cannot be read, kept or replayed: :attr:`problem` says why (the text layer
    words it for the player; the exception's own text is for the log)."""

    def __init__(self, problem: StorageProblem) -> None:
        detail = problem.reason or (str(problem.refusal) if problem.refusal is not None else "")
        super().__init__(f"{problem.code} {problem.file} {detail}".strip())
        self.problem = problem


def _error(code: Problem, file: str = "", reason: str = "") -> RecordError:
    return RecordError(StorageProblem(code, file, reason=reason))


@dataclass(frozen=True)
class KeptGame:
    """One kept match, as the list shows it."""

    name: str  # the file's name in the records folder
    date: str  # when it ended (or was imported): ISO 8601 to the second, local time
    opponents: str | None  # the opponents' level (None: imported, not known)
    partner: str | None
    preset: str
    result: str  # from the player's side (seat ``human``): "won", "lost", "drawn", "unfinished"
    baazis: tuple[int, int]  # the player's side's, the other's
    deals: int
    human: int = 0
    imported: bool = False
    score: tuple[int, int] | None = None  # the final points, the player's side's first
    # A friends' table's match: each seat's role ("host", "remote" or a computer's level) and
    # the name its person chose ("" for a computer); empty for any other match.
    roles: tuple[str, ...] = ()
    names: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        seats = {"roles": list(self.roles), "names": list(self.names)} if self.roles else {}
        return seats | {
            "date": self.date,
            "opponents": self.opponents,
            "partner": self.partner,
            "preset": self.preset,
            "result": self.result,
            "baazis": list(self.baazis),
            "deals": self.deals,
            "human": self.human,
            "imported": self.imported,
            "score": None if self.score is None else list(self.score),
        }

    @classmethod
    def from_json(cls, name: str, data: object) -> KeptGame | None:
        if not isinstance(data, dict):
            return None
        date, preset, result = data.get("date"), data.get("preset"), data.get("result")
        opponents, partner = data.get("opponents"), data.get("partner")
        baazis, deals, human = data.get("baazis"), data.get("deals"), data.get("human", 0)
        if not (isinstance(date, str) and isinstance(preset, str) and result in RESULTS):
            return None
        if not all(v is None or (isinstance(v, str) and len(v) < 20) for v in (opponents, partner)):
            return None
        if not (isinstance(baazis, list) and len(baazis) == 2 and all(_count(b) for b in baazis)):
            return None
        if not (_count(deals) and human in (0, 1, 2, 3)):
            return None
        return cls(
            name,
            date[:40],
            opponents,
            partner,
            preset[:40],
            str(result),
            (baazis[0], baazis[1]),
            deals,
            human,
            data.get("imported") is True,
            score_of(data.get("score")),
            *_seats_of(data.get("roles"), data.get("names")),
        )


def _seats_of(roles: object, names: object) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A friends' match's roles and names by seat, as stored (both empty when absent or unusable:
    files written before they were kept have none)."""
    ok = isinstance(roles, list) and isinstance(names, list) and len(roles) in (2, 4)
    if not ok or len(names) != len(roles):  # type: ignore[arg-type]
        return (), ()
    words = [*roles, *names]  # type: ignore[misc]
    if not all(isinstance(w, str) and len(w) <= 64 for w in words):
        return (), ()
    return tuple(roles), tuple(names)  # type: ignore[arg-type]


def score_of(value: object) -> tuple[int, int] | None:
    """A stored final score (``[ours, theirs]``), or None when absent or unusable (files
    written before it was kept have none)."""
    if not (isinstance(value, list) and len(value) == 2):
        return None
    a, b = value
    ok = all(isinstance(v, int) and not isinstance(v, bool) and abs(v) < 1 << 31 for v in value)
    return (a, b) if ok else None


def final_score(match: Match, team: int) -> tuple[int, int]:
    """A match's final points, ``team``'s first: the deal scores added up (thrown-in deals
    score nothing)."""
    ours = sum(s.deal_score[team] for s in match.summaries)
    theirs = sum(s.deal_score[1 - team] for s in match.summaries)
    return (ours, theirs)


def _count(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 1 << 31


def summary_of(
    match: Match,
    *,
    human: int,
    opponents: str | None,
    partner: str | None,
    date: str,
    roles: tuple[str, ...] = (),
    names: tuple[str, ...] = (),
) -> KeptGame:
    """What the list says of a match (its file name is given when it is written; ``roles`` and
    ``names``: a friends' table's seats)."""
    team = team_of(human)
    if match.finished:
        winner = match.winner
        result = "drawn" if not isinstance(winner, int) else "won" if winner == team else "lost"
    else:
        result = "unfinished"
    played = sum(1 for s in match.summaries if s.ended_by != "thrown_in")
    return KeptGame(
        "",
        date,
        opponents,
        partner,
        match.rules.preset,
        result,
        (match.baazis[team], match.baazis[1 - team]),
        played,
        human,
        opponents is None,
        final_score(match, team),
        roles,
        names if len(names) == len(roles) else ("",) * len(roles),
    )


def check_record(data: object) -> Match:
    """Replay a record object, checking every move.

    Raises:
        RecordError: it is not a game record, or the rules refuse one of its moves (the problem
            says which deal, which move and why).
    """
    try:
        return replay(record_from_json(data))
    except IllegalMoveError as exc:
        raise RecordError(StorageProblem(Problem.RECORD_REFUSED, refusal=exc)) from None
    except SeepError as exc:
        raise _error(Problem.NOT_A_RECORD, reason=str(exc)) from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError) as exc:
        raise _error(Problem.NOT_A_RECORD, reason=type(exc).__name__) from None


def read_record_file(path: Path) -> tuple[object, dict[str, Any] | None]:
    """The record object of a file (an exported record, or a kept file: then also its line one).

    Raises:
        RecordError: the file cannot be read, or holds no record.
    """
    try:
        with open(path, "rb") as fh:
            blob = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise _error(Problem.RECORD_UNOPENABLE, path.name, os_reason(exc)) from None
    if len(blob) > MAX_BYTES:
        raise _error(Problem.RECORD_TOO_BIG, path.name)
    try:
        text = blob.decode("utf-8")
        head, _, rest = text.partition("\n")
        try:
            first = json.loads(head)
        except (ValueError, RecursionError):
            first = None  # the first line is not a whole object: an exported record
        if isinstance(first, dict) and "kept" in first and rest.strip():
            return json.loads(rest), first
        return json.loads(text), None
    except (ValueError, RecursionError) as exc:
        raise _error(Problem.RECORD_NOT_JSON, path.name, type(exc).__name__) from None


class RecordStore:
    """The kept matches of one data folder.

    Args:
        root: the player's data folder (the records are in its ``records`` folder).
        read_only: a second copy of the game on the folder: nothing is written or removed.
        limit: how many matches to keep (older ones are removed when one is added).
        clock: what time it is (tests pass their own).
    """

    def __init__(
        self,
        root: Path,
        *,
        read_only: bool = False,
        limit: int = DEFAULT_LIMIT,
        clock: Callable[[], datetime] = datetime.now,
    ) -> None:
        self.root = Path(root)
        self.folder = self.root / FOLDER
        self.read_only = read_only
        self.limit = limit
        self.clock = clock
        self.problems: list[StorageProblem] = []  # to tell the player (take_problems)
        self._failing = False
        self._why = ""  # the system's reason the last record could not be kept

    def take_problems(self) -> list[StorageProblem]:
        """Return and forget what the player should be told."""
        taken, self.problems = self.problems, []
        return taken

    def now(self) -> str:
        return self.clock().isoformat(timespec="seconds")

    # Writing.

    def keep(
        self,
        match: Match,
        *,
        human: int,
        opponents: str | None,
        partner: str | None,
        roles: tuple[str, ...] = (),
        names: tuple[str, ...] = (),
    ) -> str:
        """Keep a match (finished, or imported); its file name, or "" if it was not kept
        (``roles``, ``names``: a friends' table's seats, for the replay's name plates)."""
        if self.read_only or self.limit <= 0:
            return ""
        when = self.clock()
        date = when.isoformat(timespec="seconds")
        info = summary_of(
            match,
            human=human,
            opponents=opponents,
            partner=partner,
            date=date,
            roles=roles,
            names=names,
        )
        return self._write(info, match.record(), when)

    def _write(self, info: KeptGame, record: GameRecord, when: datetime) -> str:
        stamp = when.strftime("%Y%m%dT%H%M%S")
        head = json.dumps({"version": KEPT_VERSION, "kept": info.to_json()}, sort_keys=True)
        body = json.dumps(record.to_json(), separators=(",", ":"))
        payload = (head + "\n" + body + "\n").encode("utf-8")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            name = self._free_name(stamp)
            write_atomically(self.folder / name, payload, prefix=name)
        except OSError as exc:
            log.warning("cannot keep the game record: %s", exc)
            self._why = os_reason(exc)
            if not self._failing:
                self.problems.append(StorageProblem(Problem.RECORD_NOT_KEPT, reason=self._why))
            self._failing = True
            return ""
        self._failing = False
        self.prune()
        return name

    def _free_name(self, stamp: str) -> str:
        for n in range(1, 1000):
            name = f"match-{stamp}.json" if n == 1 else f"match-{stamp}-{n}.json"
            if not (self.folder / name).exists():
                return name
        raise OSError("no free name for the record")

    def prune(self) -> None:
        """Remove the oldest kept matches past the limit (and temporary files a crash left)."""
        if self.read_only:
            return
        cutoff = time.time() - STALE_TEMPORARY_SECONDS
        try:
            entries = list(os.scandir(self.folder))
        except OSError as exc:  # no folder yet, or none to be had: nothing to prune
            log.debug("cannot list %s: %s", self.folder, exc)
            entries = []
        for entry in entries:
            if entry.name.endswith(".tmp") and entry.name.startswith(".match-"):
                try:
                    if entry.stat().st_mtime < cutoff:
                        os.unlink(entry.path)
                except OSError as exc:
                    log.warning("cannot remove %s: %s", entry.path, exc)
        names = self.names()
        for name in names[: max(0, len(names) - max(self.limit, 0))]:
            try:
                os.unlink(self.folder / name)
            except OSError as exc:  # tried again after the next match
                log.warning("cannot remove the kept game %s: %s", name, exc)

    # Reading.

    def names(self) -> list[str]:
        """The kept files' names, oldest first."""
        try:
            found = [e.name for e in os.scandir(self.folder) if _NAME.fullmatch(e.name)]
        except OSError:
            return []
        return sorted(found, key=_order)

    def list(self) -> list[KeptGame]:
        """The kept matches, newest first; a file that cannot be read is left out."""
        out: list[KeptGame] = []
        for name in reversed(self.names()):
            info = self._head(name)
            if info is not None:
                out.append(info)
        return out

    def _head(self, name: str) -> KeptGame | None:
        try:
            with open(self.folder / name, "rb") as fh:
                line = fh.readline(64 * 1024)
            data = json.loads(line)
        except (OSError, ValueError, RecursionError):
            return None
        if not isinstance(data, dict) or data.get("version") != KEPT_VERSION:
            return None
        return KeptGame.from_json(name, data.get("kept"))

    def load(self, name: str) -> tuple[KeptGame, Match]:
        """A kept match, replayed (every move checked).

        Raises:
            RecordError: the file is missing, damaged or refused by the rules.
        """
        if not _NAME.fullmatch(name):
            raise _error(Problem.NO_SUCH_GAME, name)
        info = self._head(name)
        if info is None:
            raise _error(Problem.KEPT_GAME_DAMAGED, name)
        data, _head = read_record_file(self.folder / name)
        return info, check_record(data)

    # Export and import.

    def export(self, name: str, folder: Path | None = None) -> Path:
        """Write a kept match's record alone (the interchange format) into ``folder`` (the data
        folder's ``exports`` by default); the file written.

        Raises:
            RecordError: it cannot be read or written.
        """
        info, match = self.load(name)
        target = Path(folder) if folder is not None else self.root / EXPORTS
        stamp = info.date.replace(":", "-")[:19] or "game"
        payload = (json.dumps(match.record().to_json(), indent=1) + "\n").encode("utf-8")
        try:
            target.mkdir(parents=True, exist_ok=True)
            path = target / f"seep-game-{stamp}.json"
            n = 2
            while path.exists():
                path = target / f"seep-game-{stamp}-{n}.json"
                n += 1
            write_atomically(path, payload, prefix=path.name)
        except OSError as exc:
            raise _error(Problem.EXPORT_FAILED, reason=os_reason(exc)) from None
        return path

    def import_file(self, path: Path) -> KeptGame:
        """Check a record file move by move and keep it; what the list will show of it.

        Raises:
            RecordError: the file cannot be read, is not a game record, or the rules refuse a
                move (which deal, which move, why); or it could not be kept.
        """
        data, head = read_record_file(Path(path))
        match = check_record(data)
        if self.read_only:
            raise _error(Problem.IMPORT_READ_ONLY)
        human, opponents, partner = 0, None, None
        if head is not None:  # a kept file from elsewhere: keep who played it
            known = KeptGame.from_json("", head.get("kept"))
            if known is not None:
                human, opponents, partner = known.human, known.opponents, known.partner
        when = self.clock()
        date = when.isoformat(timespec="seconds")
        info = summary_of(match, human=human, opponents=opponents, partner=partner, date=date)
        info = dataclasses.replace(info, imported=True)
        before = self.limit
        self.limit = max(self.limit, 1)
        try:
            name = self._write(info, match.record(), when)
        finally:
            self.limit = before
        if not name:
            self.take_problems()  # told by the error
            raise _error(Problem.RECORD_NOT_KEPT, reason=self._why or "?")
        return dataclasses.replace(info, name=name)


def _order(name: str) -> tuple[str, int]:
    stem = name[len("match-") : -len(".json")]
    stamp, _, n = stem.partition("-")
    return stamp, int(n) if n.isdigit() else 1
