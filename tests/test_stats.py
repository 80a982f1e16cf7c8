"""The player's statistics: counting deals and matches once, and reading damaged files."""

from __future__ import annotations

import json
from pathlib import Path

from game.storage.stats import REMEMBER, STATS_VERSION, LevelStats, Stats
from game.storage.store import SaveStore
from game.text.storage import told


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


def test_a_damaged_statistics_file_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "stats.json").write_text("{not json", encoding="utf-8")
    store = SaveStore(tmp_path)
    assert store.load_stats() == Stats()
    [bad] = tmp_path.glob("stats.json.*.bad")
    (message,) = told(store.take_problems())
    assert "statistics file was damaged" in message and bad.name in message


def test_statistics_from_another_version_are_set_aside(tmp_path: Path) -> None:
    (tmp_path / "stats.json").write_text(json.dumps({"version": 99}), encoding="utf-8")
    store = SaveStore(tmp_path)
    assert store.load_stats() == Stats()
    (message,) = told(store.take_problems())
    assert "different version" in message
