"""The arena: duplicate matches between computer players.

A small run checks the ladder Random < Greedy < Greedy+SweepDefence <= Medium (a few dozen
duplicate deals with cheap bots, seed 1, the first seed tried) and that self-play gives exactly
0, since each deal is played twice with the teams swapped. The full ladder (Hard and up) is long:
it is marked ``slow``.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.ai.arena import parse_player, percentile, run, simulate_baazis, summarise
from game.ai.levels import EXPERT
from game.ai.search import SearchBot

STANDARD: dict[str, Any] = {"preset": "standard"}
TWO_PLAYERS: dict[str, Any] = {"preset": "standard", "num_players": 2}
SEED = 1


def match(a: str, b: str, deals: int, rules_json: dict[str, Any] = STANDARD) -> dict[str, Any]:
    return run(a, b, deals=deals, jobs=2, seed=SEED, rules_json=rules_json, progress=False)


def assert_beats(res: dict[str, Any]) -> None:
    """A clearly ahead of B: a positive margin whose 95% interval stays above 0."""
    lo, hi = res["ci95"]
    assert res["margin_per_deal"] > 0 and lo > 0, res
    assert lo <= res["margin_per_deal"] <= hi
    assert res["deals_won"]["a"] > res["deals_won"]["b"], res


@pytest.mark.parametrize(
    "a, b",
    [("greedy", "random"), ("greedy_sd", "greedy"), ("medium", "greedy_sd")],
    ids=["greedy>random", "greedy_sd>greedy", "medium>=greedy_sd"],
)
@pytest.mark.parametrize("rules_json", [STANDARD, TWO_PLAYERS], ids=["4p", "2p"])
def test_the_ladder_of_cheap_bots(a: str, b: str, rules_json: dict[str, Any]) -> None:
    res = match(a, b, deals=32 if rules_json is STANDARD else 24, rules_json=rules_json)
    assert res["deals"] == (32 if rules_json is STANDARD else 24)
    assert_beats(res)


@pytest.mark.parametrize("rules_json", [STANDARD, TWO_PLAYERS], ids=["4p", "2p"])
def test_self_play_is_exactly_even(rules_json: dict[str, Any]) -> None:
    res = match("medium", "medium", deals=24, rules_json=rules_json)
    assert res["margin_per_deal"] == 0
    assert res["ci95"] == [0, 0]
    assert res["deals_won"]["a"] == res["deals_won"]["b"]
    # Every pair of games is mirrored and the running lead starts at 0, so it is back at 0 after
    # each pair and every baazi one side completes within a pair the other completes too.
    assert res["baazis"]["a"] == res["baazis"]["b"], res["baazis"]


def test_self_play_of_a_search_level_is_exactly_even() -> None:
    # A generous time cap so that only the 2 iterations bind: the two copies must think alike.
    spec = "hard:iterations=2,time_cap=60"
    res = match(spec, spec, deals=10)
    assert res["margin_per_deal"] == 0 and res["ci95"] == [0, 0]
    assert res["deals_won"]["a"] == res["deals_won"]["b"]


def test_the_result_has_every_figure() -> None:
    res = match("easy", "greedy", deals=6)
    assert {
        "a",
        "b",
        "rules",
        "seed",
        "deals",
        "games",
        "margin_per_deal",
        "ci95",
        "deals_won",
        "baazis",
        "think_time",
        "seconds",
    } <= set(res)
    assert res["deals"] == 6 and res["games"] == 12
    won = res["deals_won"]
    assert won["a"] + won["b"] + won["tied"] == 12
    for side in ("a", "b"):
        t = res["think_time"][side]
        assert 0 <= t["p50"] <= t["p95"] <= t["max"]
        # The bid and 24 of the 48 plays in the game where its team bids, 24 plays in the other.
        assert t["moves"] == 6 * 25 + 6 * 24


def test_the_match_does_not_depend_on_the_number_of_jobs() -> None:
    one = run("easy", "greedy_sd", 8, 1, SEED, STANDARD, progress=False)
    two = run("easy", "greedy_sd", 8, 2, SEED, STANDARD, progress=False)
    for key in ("margin_per_deal", "ci95", "deals_won", "baazis"):
        assert one[key] == two[key]


def test_players_with_budget_overrides() -> None:
    bot = parse_player("expert:iterations=40,time_cap=0.5", 3)
    assert isinstance(bot, SearchBot)
    assert bot.params.iterations == 40 and isinstance(bot.params.iterations, int)
    assert bot.params.time_cap == 0.5
    assert bot.params.top_k == EXPERT.top_k
    assert bot.name == "expert:iterations=40,time_cap=0.5" and bot.seed == 3
    with pytest.raises(ValueError, match="no setting"):
        parse_player("medium:iterations=3", 0)
    with pytest.raises(ValueError, match="unknown level"):
        parse_player("grandmaster", 0)


def test_figures() -> None:
    assert percentile([], 0.5) == 0.0
    assert percentile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert percentile([1.0, 2.0, 3.0, 4.0], 0.95) == 4.0
    # A lead of 100 wins a baazi; a side under 9 loses one at once.
    assert simulate_baazis([(60, 10), (60, 10)]) == (1, 0)
    assert simulate_baazis([(5, 40)]) == (0, 1)
    assert simulate_baazis([(40, 5)]) == (1, 0)
    empty = summarise("a", "b", [], 1, STANDARD, 0.0)
    assert empty["deals"] == 0 and empty["margin_per_deal"] == 0.0


# -- the full ladder, outside the default run ----------------------------------------------


@pytest.mark.slow
def test_hard_beats_medium() -> None:
    res = match("hard", "medium", deals=40)
    assert_beats(res)


@pytest.mark.slow
@pytest.mark.parametrize(
    "a, b",
    [("greedy", "random"), ("greedy_sd", "greedy"), ("medium", "greedy_sd"), ("medium", "easy")],
)
def test_the_cheap_ladder_over_many_deals(a: str, b: str) -> None:
    assert_beats(match(a, b, deals=200))
