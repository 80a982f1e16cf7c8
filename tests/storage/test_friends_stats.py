"""A friends' match counts under its own heading: at the host (its session, as any game) and on
a friend's machine (from the host's record when the match ends), each once."""

from __future__ import annotations

from pathlib import Path

from game.net.tally import count_friends_match, record_seed
from game.play.savegame import GameSetup
from game.rules import Rules
from game.rules.seats import team_of
from game.storage.saves import StoreStats
from game.storage.stats import FRIENDS, LevelStats, MatchEntry, Stats
from game.storage.store import SaveStore
from tests.storage.test_kept_records import finished

RULES = Rules(baazi_target=30, min_deal_points=0)
ROLES = ("host", "remote", "easy", "remote")


def played_deals(seed: int) -> int:
    return sum(1 for s in finished(seed, RULES).summaries if s.ended_by != "thrown_in")


def test_the_hosts_friends_match_counts_under_friends(tmp_path: Path) -> None:
    match = finished(5, RULES)
    setup = GameSetup(RULES, opponents="hard", seed=5, table="friends", roles=ROLES)
    store = SaveStore(tmp_path)
    assert StoreStats(store).match_ended(match, setup) == []
    stats = store.load_stats()
    friends = stats.levels[FRIENDS]
    assert friends.games == 1 and friends.deals == played_deals(5)
    assert stats.levels["hard"] == LevelStats()  # not under the computers' level
    assert stats.total().games == 1
    [entry] = stats.recent
    assert entry.level == FRIENDS and entry.table == "friends"
    assert all(k.startswith("friends:5:") for k in stats.recorded)
    # Counted again (Continue, or a repeated end): nothing more.
    StoreStats(store).deal_ended(match, setup)
    StoreStats(store).match_ended(match, setup)
    again = store.load_stats()
    assert again.levels[FRIENDS].games == 1 and again.levels[FRIENDS].deals == played_deals(5)


def test_a_game_alone_still_counts_under_its_level(tmp_path: Path) -> None:
    match = finished(6, RULES)
    store = SaveStore(tmp_path)
    StoreStats(store).match_ended(match, GameSetup(RULES, opponents="hard", seed=6))
    stats = store.load_stats()
    assert stats.levels["hard"].games == 1 and FRIENDS not in stats.levels
    assert stats.recent[0].table == "" and stats.recent[0].level == "hard"


def test_friends_counts_and_entries_are_kept_on_disk() -> None:
    s = Stats()
    entry = MatchEntry("2026-01-01T10:00:00", FRIENDS, "standard", "won", 80, 3, (1, 0),
                       table="friends")  # fmt: skip
    s.record_match("friends:9:match", FRIENDS, won=True, drawn=False, entry=entry)
    back, rejected = Stats.from_json(s.to_json())
    assert rejected == []
    assert back.levels[FRIENDS].won == 1 and back.recent == [entry]
    old = s.to_json()
    del old["recent"][0]["table"]  # an entry written before tables had a field
    back, rejected = Stats.from_json(old)
    assert rejected == [] and back.recent[0].table == ""


def test_a_friends_machine_counts_the_match_from_the_hosts_record_once(tmp_path: Path) -> None:
    match = finished(7, RULES)
    record = match.record()
    seat = 1
    setup = GameSetup(RULES, seed=0, human=seat, table="friends", roles=ROLES)
    store = SaveStore(tmp_path)
    assert count_friends_match(store, setup, record) == []
    stats = store.load_stats()
    friends = stats.levels[FRIENDS]
    assert friends.games == 1 and friends.deals == played_deals(7)
    team = team_of(seat)
    won = match.winner == team
    assert (friends.won, friends.lost + friends.drawn) == (int(won), int(not won))
    [entry] = stats.recent
    assert entry.table == "friends" and entry.baazis == (match.baazis[team], match.baazis[1 - team])
    key = f"friends:{record_seed(record)}:match"
    assert key in stats.recorded
    # Told again (a second match-over, a table shown twice): counted once.
    assert count_friends_match(store, setup, record) == []
    assert store.load_stats().levels[FRIENDS].games == 1


def test_a_record_that_does_not_play_through_is_not_counted(tmp_path: Path) -> None:
    match = finished(8, RULES)
    raw = match.record().to_json()
    raw["deals"][-1]["moves"] = raw["deals"][-1]["moves"][:5]  # the match is not over in it
    from game.rules.notation import record_from_json

    store = SaveStore(tmp_path)
    setup = GameSetup(RULES, human=1, table="friends", roles=ROLES)
    assert count_friends_match(store, setup, record_from_json(raw)) == []
    assert store.load_stats().is_empty()


def test_a_record_with_a_wrong_move_is_not_counted(tmp_path: Path) -> None:
    raw = finished(9, RULES).record().to_json()
    moves = raw["deals"][0]["moves"]
    raw["deals"][0]["moves"] = [moves[0], moves[0], *moves[1:]]  # a bid made twice
    from game.rules.notation import record_from_json

    store = SaveStore(tmp_path)
    setup = GameSetup(RULES, human=1, table="friends", roles=ROLES)
    assert count_friends_match(store, setup, record_from_json(raw)) == []
    assert store.load_stats().is_empty()
