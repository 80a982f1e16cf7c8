"""The player's statistics: games, baazis, deals, points and seeps, by the level of the
opponents and by the rules preset; winning streaks; the last matches.

Kept in the :class:`~game.storage.store.SaveStore` as ``stats.json`` (with a ``"version"`` key,
written atomically, set aside as ``stats.json.<time>.bad`` when damaged, like every save). The table
records each deal as it ends and each match when it is over; both carry a key (the match's seed
and the deal number), so a deal seen twice, after Continue for example, is counted once.

Version 2 added points per deal (``points`` over ``scored_deals``), winning streaks, the counts by
preset and the last :data:`RECENT` matches; a version-1 file still loads (those start at zero,
and points per deal shows nothing until a deal is counted).

>>> s = Stats()
>>> s.record_match("7:match", "hard", won=True, drawn=False)
True
>>> s.record_match("7:match", "hard", won=True, drawn=False)
False
>>> s.total().won, s.levels["hard"].games
(1, 1)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any, TypeGuard

from game.rules.options import PRESETS
from game.rules.seats import team_of

STATS_VERSION = 2
#: The levels of the computer players whose counts are kept (the names of ``game.ai.LEVELS``;
#: a test checks they agree): a level of another name in a file is a bad value.
LEVELS = ("easy", "medium", "hard", "expert")
#: The group a match played at a friends' table counts under (whatever computers sat there).
FRIENDS = "friends"
#: Every group of ``Stats.levels``: the computers' levels, then the friends' tables.
GROUPS = (*LEVELS, FRIENDS)
OLD_STATS_VERSIONS = (1,)  # statistics files of these versions still load
#: How many recorded deal and match keys are remembered (enough for any game being continued).
REMEMBER = 64
#: How many finished matches are listed (the newest last).
RECENT = 20
#: Fields that may be below zero (a deal's score can be, under some scoring methods).
_SIGNED = {"best_deal", "points"}
#: Fields that are not added up across levels (a streak belongs to one sequence of matches).
_NOT_ADDED = {"best_deal", "streak", "best_streak"}
RESULTS = ("won", "lost", "drawn")
#: No count or score comes near this; a larger number is a bad value (it would not fit on screen).
LIMIT = 10**12


@dataclass
class LevelStats:
    """Counts for games against one level of opponents (or all of them)."""

    games: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    baazis_won: int = 0
    baazis_lost: int = 0
    deals: int = 0
    deals_won: int = 0
    seeps_you: int = 0
    seeps_team: int = 0  # you and your partner (in a two-player game, yours)
    seeps_against: int = 0
    best_deal: int | None = None  # your side's best deal score
    points: int = 0  # your side's deal scores added up, over ``scored_deals`` deals
    scored_deals: int = 0  # deals whose points are counted (none in a version-1 file)
    streak: int = 0  # matches won in a row, up to the last one
    best_streak: int = 0  # the longest run of matches won

    def add(self, other: LevelStats) -> None:
        """Add another level's counts to these (not the streaks, not the best deal: the larger
        of the two is kept)."""
        for f in fields(self):
            if f.name in _NOT_ADDED:
                continue
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))
        if other.best_deal is not None:
            self.best_deal = (
                other.best_deal if self.best_deal is None else max(self.best_deal, other.best_deal)
            )

    def win_rate(self) -> float | None:
        """Won / games, or None before the first game."""
        return self.won / self.games if self.games else None

    def points_per_deal(self) -> float | None:
        """Your side's average deal score, or None before a deal is counted."""
        return self.points / self.scored_deals if self.scored_deals else None

    def count_match(self, result: str) -> None:
        """One finished match: ``"won"``, ``"lost"`` or ``"drawn"`` (a draw ends a streak)."""
        self.games += 1
        if result == "won":
            self.won += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
            if result == "drawn":
                self.drawn += 1
            else:
                self.lost += 1

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_json(cls, data: object) -> tuple[LevelStats, list[str]]:
        """Read the counts, keeping each good one; returns the names of rejected values."""
        out = cls()
        rejected: list[str] = []
        if not isinstance(data, Mapping):
            return out, ["(not an object)"]  # i18n: skip (a log line's name)
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            ok = isinstance(value, int) and not isinstance(value, bool) and abs(value) <= LIMIT
            if f.name == "best_deal":
                ok = ok or value is None
            elif ok and f.name not in _SIGNED:
                ok = value >= 0
            if ok:
                setattr(out, f.name, value)
            else:
                rejected.append(f.name)
        return out, rejected


def _empty_levels() -> dict[str, LevelStats]:
    return {level: LevelStats() for level in LEVELS}


@dataclass(frozen=True)
class MatchEntry:
    """One finished match, as the list of the last matches shows it."""

    date: str  # when it ended, ISO 8601 to the second (local time)
    level: str  # the opponents' level (:data:`FRIENDS` for a match at a friends' table)
    preset: str  # the rules preset
    result: str  # "won", "lost" or "drawn"
    points: int  # your side's deal scores added up
    deals: int  # deals played (thrown-in deals left out)
    baazis: tuple[int, int]  # baazis won by your side, by the other
    record: str | None = None  # the name of the kept game record (for its replay), if any
    score: tuple[int, int] | None = None  # the final points, your side's first (None: older)
    table: str = ""  # "friends": played at a friends' table ("": alone, against computers)

    def points_per_deal(self) -> float | None:
        return self.points / self.deals if self.deals else None

    def to_json(self) -> dict[str, Any]:
        return {
            "date": self.date,
            "level": self.level,
            "preset": self.preset,
            "result": self.result,
            "points": self.points,
            "deals": self.deals,
            "baazis": list(self.baazis),
            "record": self.record,
            "score": None if self.score is None else list(self.score),
            "table": self.table,
        }

    @classmethod
    def from_json(cls, data: object) -> MatchEntry | None:
        """The entry, or None if any part of it is unusable."""
        if not isinstance(data, Mapping):
            return None
        date, level, preset = (data.get(k) for k in ("date", "level", "preset"))
        result, points, deals = (data.get(k) for k in ("result", "points", "deals"))
        baazis, record = data.get("baazis"), data.get("record")
        if not (isinstance(date, str) and isinstance(level, str) and isinstance(preset, str)):
            return None
        if max(len(date), len(level), len(preset)) > 40 or result not in RESULTS:
            return None
        if not (_is_int(points) and _is_count(deals)):
            return None
        if not (
            isinstance(baazis, list) and len(baazis) == 2 and all(_is_count(b) for b in baazis)
        ):
            return None
        if record is not None and not (isinstance(record, str) and len(record) <= 80):
            return None
        score = data.get("score")
        if not (isinstance(score, list) and len(score) == 2 and all(_is_int(v) for v in score)):
            score = None
        kept = (score[0], score[1]) if score is not None else None
        table = "friends" if data.get("table") == "friends" else ""
        pair = (baazis[0], baazis[1])
        return cls(date, level, preset, result, points, deals, pair, record, kept, table)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= LIMIT


def _is_count(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= LIMIT


@dataclass
class Stats:
    """Everything the statistics screen shows."""

    levels: dict[str, LevelStats] = field(default_factory=_empty_levels)
    presets: dict[str, LevelStats] = field(default_factory=dict)
    recorded: list[str] = field(default_factory=list)
    streak: int = 0  # matches won in a row, all levels together
    best_streak: int = 0
    recent: list[MatchEntry] = field(default_factory=list)  # the last matches, oldest first

    def total(self) -> LevelStats:
        """All levels together."""
        out = LevelStats()
        for stats in self.levels.values():
            out.add(stats)
        out.streak, out.best_streak = self.streak, self.best_streak
        return out

    def _first_time(self, key: str) -> bool:
        if key in self.recorded:
            return False
        self.recorded.append(key)
        del self.recorded[:-REMEMBER]
        return True

    def _level(self, level: str) -> LevelStats:
        return self.levels.setdefault(level, LevelStats())

    def _kinds(self, level: str, preset: str | None) -> list[LevelStats]:
        """The counts a game at ``level`` under ``preset`` goes into."""
        out = [self._level(level)]
        if preset is not None:
            out.append(self.presets.setdefault(preset, LevelStats()))
        return out

    def record_deal(
        self,
        key: str,
        level: str,
        *,
        our_score: int,
        their_score: int,
        seeps: Iterable[tuple[int, int, int]],
        human: int,
        players: int,
        baazi_winner: int | None,
        preset: str | None = None,
    ) -> bool:
        """Count one finished deal (seeps as ``(seat, play, points)``); False if already counted.

        ``our_score``/``their_score`` are the deal scores of the human's side and the other.
        """
        if not self._first_time(key):
            return False
        seeps = tuple(seeps)
        team = team_of(human)
        for s in self._kinds(level, preset):
            s.deals += 1
            s.scored_deals += 1
            s.points += our_score
            if our_score > their_score:
                s.deals_won += 1
            s.best_deal = our_score if s.best_deal is None else max(s.best_deal, our_score)
            for seat, _play, _points in seeps:
                if seat == human:
                    s.seeps_you += 1
                if (team_of(seat) == team) if players == 4 else seat == human:
                    s.seeps_team += 1
                else:
                    s.seeps_against += 1
            if baazi_winner is not None:
                if baazi_winner == team:
                    s.baazis_won += 1
                else:
                    s.baazis_lost += 1
        return True

    def record_match(
        self,
        key: str,
        level: str,
        *,
        won: bool,
        drawn: bool,
        preset: str | None = None,
        entry: MatchEntry | None = None,
    ) -> bool:
        """Count one finished match (and list ``entry`` among the last ones); False if it was
        already counted."""
        if not self._first_time(key):
            return False
        result = "drawn" if drawn else "won" if won else "lost"
        for s in self._kinds(level, preset):
            s.count_match(result)
        if result == "won":
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
        if entry is not None:
            self.recent.append(entry)
            del self.recent[:-RECENT]
        return True

    def reset(self) -> None:
        """Forget every count (the recorded keys stay, so nothing is counted twice)."""
        self.levels = _empty_levels()
        self.presets = {}
        self.streak = self.best_streak = 0
        self.recent = []

    def is_empty(self) -> bool:
        """Nothing counted yet (or since the last reset)."""
        return self.total() == LevelStats() and not self.recent and not self.presets

    def to_json(self) -> dict[str, Any]:
        return {
            "levels": {k: v.to_json() for k, v in self.levels.items()},
            "presets": {k: v.to_json() for k, v in self.presets.items()},
            "recorded": list(self.recorded),
            "streak": self.streak,
            "best_streak": self.best_streak,
            "recent": [e.to_json() for e in self.recent],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> tuple[Stats, list[str]]:
        """Read stored statistics (version 1 or 2), keeping every good value; returns the
        rejected ones' names."""
        out = cls()
        rejected: list[str] = []
        for group, names, target in (
            ("levels", GROUPS, out.levels),
            ("presets", PRESETS, out.presets),
        ):
            raw_group = data.get(group, {})
            if not isinstance(raw_group, Mapping):
                rejected.append(group)
                continue
            for name, raw in raw_group.items():
                if name not in names:
                    rejected.append(f"{group}.{name}"[:60])
                    continue
                stats, bad = LevelStats.from_json(raw)
                target[name] = stats
                rejected += [f"{name}.{field_name}" for field_name in bad]
        recorded = data.get("recorded", [])
        if isinstance(recorded, list) and all(isinstance(k, str) for k in recorded):
            out.recorded = list(recorded[-REMEMBER:])
        else:
            rejected.append("recorded")
        for name in ("streak", "best_streak"):
            value = data.get(name, 0)
            if _is_count(value):
                setattr(out, name, value)
            else:
                rejected.append(name)
        recent = data.get("recent", [])
        if not isinstance(recent, list):
            rejected.append("recent")
            recent = []
        for raw_entry in recent[-RECENT:]:
            entry = MatchEntry.from_json(raw_entry)
            if entry is None:
                rejected.append("recent")
            else:
                out.recent.append(entry)
        return out, rejected
