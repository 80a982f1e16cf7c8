"""The player's statistics: games, baazis, deals and seeps, by the level of the opponents.

Kept in the :class:`~game.persistence.SaveStore` as ``stats.json`` (with a ``"version"`` key,
written atomically, set aside as ``stats.json.<time>.bad`` when damaged, like every save). The table
records each deal as it ends and each match when it is over; both carry a key (the match's seed
and the deal number), so a deal seen twice, after Continue for example, is counted once.

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
from typing import Any

from game.ai import LEVELS
from game.rules.seats import team_of

STATS_VERSION = 1
#: How many recorded deal and match keys are remembered (enough for any game being continued).
REMEMBER = 64


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

    def add(self, other: LevelStats) -> None:
        for f in fields(self):
            if f.name == "best_deal":
                continue
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))
        if other.best_deal is not None:
            self.best_deal = (
                other.best_deal if self.best_deal is None else max(self.best_deal, other.best_deal)
            )

    def win_rate(self) -> float | None:
        """Won / games, or None before the first game."""
        return self.won / self.games if self.games else None

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_json(cls, data: object) -> tuple[LevelStats, list[str]]:
        """Read the counts, keeping each good one; returns the names of rejected values."""
        out = cls()
        rejected: list[str] = []
        if not isinstance(data, Mapping):
            return out, ["(not an object)"]
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            ok = isinstance(value, int) and not isinstance(value, bool)
            if f.name == "best_deal":
                ok = ok or value is None
            elif ok:
                ok = value >= 0
            if ok:
                setattr(out, f.name, value)
            else:
                rejected.append(f.name)
        return out, rejected


def _empty_levels() -> dict[str, LevelStats]:
    return {level: LevelStats() for level in LEVELS}


@dataclass
class Stats:
    """Everything the statistics screen shows."""

    levels: dict[str, LevelStats] = field(default_factory=_empty_levels)
    recorded: list[str] = field(default_factory=list)

    def total(self) -> LevelStats:
        """All levels together."""
        out = LevelStats()
        for stats in self.levels.values():
            out.add(stats)
        return out

    def _first_time(self, key: str) -> bool:
        if key in self.recorded:
            return False
        self.recorded.append(key)
        del self.recorded[:-REMEMBER]
        return True

    def _level(self, level: str) -> LevelStats:
        return self.levels.setdefault(level, LevelStats())

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
    ) -> bool:
        """Count one finished deal (seeps as ``(seat, play, points)``); False if already counted.

        ``our_score``/``their_score`` are the deal scores of the human's side and the other.
        """
        if not self._first_time(key):
            return False
        s = self._level(level)
        team = team_of(human)
        s.deals += 1
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

    def record_match(self, key: str, level: str, *, won: bool, drawn: bool) -> bool:
        """Count one finished match; False if it was already counted."""
        if not self._first_time(key):
            return False
        s = self._level(level)
        s.games += 1
        if drawn:
            s.drawn += 1
        elif won:
            s.won += 1
        else:
            s.lost += 1
        return True

    def reset(self) -> None:
        """Forget every count (the recorded keys stay, so nothing is counted twice)."""
        self.levels = _empty_levels()

    def to_json(self) -> dict[str, Any]:
        return {
            "levels": {k: v.to_json() for k, v in self.levels.items()},
            "recorded": list(self.recorded),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> tuple[Stats, list[str]]:
        """Read stored statistics, keeping every good value; returns the rejected ones' names."""
        out = cls()
        rejected: list[str] = []
        levels = data.get("levels", {})
        if not isinstance(levels, Mapping):
            rejected.append("levels")
            levels = {}
        for level, raw in levels.items():
            if level not in LEVELS:
                rejected.append(f"levels.{level}")
                continue
            stats, bad = LevelStats.from_json(raw)
            out.levels[level] = stats
            rejected += [f"{level}.{name}" for name in bad]
        recorded = data.get("recorded", [])
        if isinstance(recorded, list) and all(isinstance(k, str) for k in recorded):
            out.recorded = list(recorded[-REMEMBER:])
        else:
            rejected.append("recorded")
        return out, rejected
