"""Statistics version 2: points per deal, streaks, counts by preset, the last matches, and the
migration of version-1 files."""

from __future__ import annotations

import json
from pathlib import Path

from game.play.savegame import GameSetup
from game.rules import Match, Rules
from game.storage.records import RecordStore
from game.storage.saves import StoreStats
from game.storage.stats import RECENT, STATS_VERSION, LevelStats, MatchEntry, Stats
from game.storage.store import SaveStore
from game.text.storage import told
from tests.play.test_records import finished


def entry(result: str, points: int = 100, deals: int = 4) -> MatchEntry:
    return MatchEntry("2026-12-01T10:00:00", "hard", "standard", result, points, deals, (1, 0))


def test_streaks_count_wins_in_a_row_and_a_draw_ends_one() -> None:
    s = Stats()
    results = ["won", "won", "lost", "won", "won", "won", "drawn", "won"]
    for i, result in enumerate(results):
        s.record_match(
            f"{i}:match",
            "hard" if i % 2 else "easy",
            won=result == "won",
            drawn=result == "drawn",
            preset="pagat",
            entry=entry(result),
        )
    total = s.total()
    assert (total.streak, total.best_streak) == (1, 3)
    assert (total.games, total.won, total.lost, total.drawn) == (8, 6, 1, 1)
    pagat = s.presets["pagat"]
    assert (pagat.games, pagat.won, pagat.best_streak) == (8, 6, 3)
    easy = s.levels["easy"]  # matches 0, 2, 4, 6: won, lost, won, drawn
    assert (easy.games, easy.best_streak, easy.streak) == (4, 1, 0)
    assert [e.result for e in s.recent] == results


def test_the_last_matches_are_bounded_and_points_per_deal_is_an_average() -> None:
    s = Stats()
    for i in range(RECENT + 5):
        s.record_match(f"{i}:m", "easy", won=True, drawn=False, entry=entry("won", points=i * 4))
    assert len(s.recent) == RECENT and s.recent[-1].points == (RECENT + 4) * 4
    assert s.recent[0].points_per_deal() == 5.0
    s.record_deal(
        "d1", "easy", our_score=-10, their_score=60, seeps=(), human=0, players=4,
        baazi_winner=None, preset="standard",
    )  # fmt: skip
    s.record_deal(
        "d2", "easy", our_score=40, their_score=0, seeps=(), human=0, players=4,
        baazi_winner=None, preset="standard",
    )  # fmt: skip
    assert s.levels["easy"].points_per_deal() == 15.0
    assert s.presets["standard"].deals_won == 1
    assert LevelStats().points_per_deal() is None


def test_a_version_1_file_still_loads_and_is_saved_as_version_2(tmp_path: Path) -> None:
    old = {
        "version": 1,
        "levels": {"hard": {"games": 5, "won": 3, "lost": 2, "deals": 40, "deals_won": 22,
                            "best_deal": 121, "seeps_you": 2}},
        "recorded": ["1:match"],
    }  # fmt: skip
    (tmp_path / "stats.json").write_text(json.dumps(old), encoding="utf-8")
    store = SaveStore(tmp_path)
    stats = store.load_stats()
    assert told(store.take_problems()) == []
    hard = stats.levels["hard"]
    assert (hard.games, hard.won, hard.deals, hard.best_deal) == (5, 3, 40, 121)
    assert hard.points_per_deal() is None  # not known from a version-1 file
    assert stats.recent == [] and stats.recorded == ["1:match"]
    assert store.save_stats(stats)
    again = json.loads((tmp_path / "stats.json").read_text())
    assert again["version"] == STATS_VERSION == 2
    assert SaveStore(tmp_path).load_stats() == stats
    assert not list(tmp_path.glob("*.bad"))


def test_bad_recent_entries_and_streaks_are_left_out() -> None:
    s = Stats()
    s.record_match("a", "easy", won=True, drawn=False, entry=entry("won"))
    raw = s.to_json()
    raw["recent"].append({"date": 3})
    raw["recent"].append({**raw["recent"][0], "result": "maybe"})
    raw["streak"] = -1
    raw["presets"] = {"standard": {"games": 2}, "nonsense": {}}
    back, rejected = Stats.from_json(raw)
    assert len(back.recent) == 1 and back.streak == 0 and back.presets["standard"].games == 2
    assert "recent" in rejected and "streak" in rejected and "presets.nonsense" in rejected


def finished_match(seed: int) -> tuple[Match, GameSetup]:
    rules = Rules(baazi_target=30, min_deal_points=0)
    return finished(seed, rules), GameSetup(rules, opponents="expert", seed=seed)


def test_the_end_of_a_match_keeps_its_record_and_lists_it(tmp_path: Path) -> None:
    match, setup = finished_match(5)
    store = SaveStore(tmp_path)
    problems = StoreStats(store).deal_ended(match, setup)
    assert problems == []
    stats = store.load_stats()
    [last] = stats.recent
    assert last.level == "expert" and last.preset == "standard" and last.record
    assert last.deals == sum(1 for s in match.summaries if s.ended_by != "thrown_in")
    assert stats.total().games == 1 and stats.presets["standard"].games == 1
    [kept] = RecordStore(tmp_path).list()
    assert kept.name == last.record and kept.opponents == "expert"
    info, again = RecordStore(tmp_path).load(kept.name)
    assert again.record() == match.record() and info.result == last.result
    # the same end seen again (e.g. a repeated call) keeps nothing more
    StoreStats(store).deal_ended(match, setup)
    assert len(RecordStore(tmp_path).list()) == 1 and store.load_stats().total().games == 1


def test_numbers_too_big_to_be_true_are_left_out() -> None:
    s = Stats()
    s.record_match("a", "easy", won=True, drawn=False, entry=entry("won"))
    raw = s.to_json()
    raw["levels"]["easy"]["games"] = 10**400
    raw["levels"]["easy"]["points"] = -(10**13)
    raw["recent"][0]["points"] = 10**20
    raw["best_streak"] = 10**15
    back, rejected = Stats.from_json(raw)
    easy = back.levels["easy"]
    assert (easy.games, easy.points, easy.won) == (0, 0, 1)
    assert back.recent == [] and back.best_streak == 0
    assert {"easy.games", "easy.points", "recent", "best_streak"} <= set(rejected)
