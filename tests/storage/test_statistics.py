"""The player's statistics: deals and matches counted once, totals, streaks, points per deal, the
last matches, the counts kept on disk (a version-1 file still loads), and values left out.

(A damaged statistics file is set aside like every kept file: tests/storage/test_damaged_files.py.)
"""

from __future__ import annotations

import json
from pathlib import Path

from game.play.savegame import GameSetup
from game.rules import Match, Rules
from game.storage.records import RecordStore
from game.storage.saves import StoreStats
from game.storage.stats import RECENT, REMEMBER, STATS_VERSION, LevelStats, MatchEntry, Stats
from game.storage.store import SaveStore
from game.text.storage import told
from tests.storage.test_kept_records import finished


def deal(stats: Stats, key: str, **kw: object) -> bool:
    args: dict[str, object] = dict(
        our_score=60, their_score=40, seeps=(), human=0, players=4, baazi_winner=None
    )
    args.update(kw)
    return stats.record_deal(key, "medium", **args)  # type: ignore[arg-type]


def test_a_deal_counts_seeps_by_side_and_the_best_deal() -> None:
    s = Stats()
    seeps = ((0, 5, 50), (2, 9, 50), (1, 12, 50), (3, 30, 25))
    assert deal(s, "1:1", seeps=seeps, our_score=120, their_score=55, baazi_winner=0)
    m = s.levels["medium"]
    assert (m.deals, m.deals_won, m.best_deal) == (1, 1, 120)
    assert (m.seeps_you, m.seeps_team, m.seeps_against) == (1, 2, 2)
    assert (m.baazis_won, m.baazis_lost) == (1, 0)
    assert deal(s, "1:2", our_score=30, their_score=70, baazi_winner=1)
    assert (m.deals, m.deals_won, m.best_deal, m.baazis_lost) == (2, 1, 120, 1)


def test_two_players_have_no_partner() -> None:
    s = Stats()
    deal(s, "k", seeps=((0, 3, 50), (1, 7, 50), (1, 9, 50)), players=2)
    m = s.levels["medium"]
    assert (m.seeps_you, m.seeps_team, m.seeps_against) == (1, 1, 2)


def test_each_deal_and_match_is_counted_once() -> None:
    s = Stats()
    assert deal(s, "9:1")
    assert not deal(s, "9:1")
    assert s.record_match("9:match", "hard", won=False, drawn=True)
    assert not s.record_match("9:match", "hard", won=True, drawn=False)
    total = s.total()
    assert (total.deals, total.games, total.drawn, total.won) == (1, 1, 1, 0)
    for i in range(REMEMBER * 2):
        deal(s, f"x{i}")
    assert len(s.recorded) == REMEMBER


def test_totals_add_the_levels() -> None:
    s = Stats()
    s.record_match("a", "easy", won=True, drawn=False)
    s.record_match("b", "expert", won=False, drawn=False)
    s.record_deal(
        "c",
        "expert",
        our_score=90,
        their_score=10,
        seeps=(),
        human=0,
        players=4,
        baazi_winner=None,
    )
    t = s.total()
    assert (t.games, t.won, t.lost, t.best_deal) == (2, 1, 1, 90)
    assert t.win_rate() == 0.5
    assert LevelStats().win_rate() is None


def test_reset_keeps_the_recorded_keys() -> None:
    s = Stats()
    deal(s, "1:1")
    s.reset()
    assert s.total() == LevelStats()
    assert not deal(s, "1:1")  # a continued game does not count its old deal again


def test_round_trip_and_bad_values(tmp_path: Path) -> None:
    s = Stats()
    deal(s, "1:1", our_score=77)
    s.record_match("1:match", "medium", won=True, drawn=False)
    back, rejected = Stats.from_json(json.loads(json.dumps(s.to_json())))
    assert back == s and not rejected
    raw = s.to_json()
    raw["levels"]["medium"]["won"] = -3
    raw["levels"]["medium"]["lost"] = "many"
    raw["levels"]["medium"]["best_deal"] = True
    raw["levels"]["grandmaster"] = {"games": 4}
    raw["recorded"] = "oops"
    back, rejected = Stats.from_json(raw)
    m = back.levels["medium"]
    assert (m.won, m.lost, m.best_deal, m.games, m.deals) == (0, 0, None, 1, 1)
    assert "grandmaster" not in back.levels and back.recorded == []
    assert set(rejected) >= {"medium.won", "medium.lost", "medium.best_deal", "recorded"}


def test_the_store_saves_and_loads_statistics(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    assert store.load_stats() == Stats()  # none yet
    s = Stats()
    deal(s, "1:1")
    assert store.save_stats(s)
    data = json.loads((tmp_path / "stats.json").read_text())
    assert data["version"] == STATS_VERSION
    assert SaveStore(tmp_path).load_stats() == s


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
