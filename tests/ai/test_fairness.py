"""Fairness: with a fixed seed, a bot's choice does not change when the hidden cards are re-dealt
in any way consistent with its view.

For a position and the seat to play, several full positions ("worlds") that the seat cannot tell
apart are built: the sampler's own worlds and worlds from an independent re-dealer
(:func:`tests.ai.redeal`). Before the bid the four floor cards are still face down, so they are
re-dealt too. Every level, given each world's view, must choose the same move. The search levels
run with small iteration budgets and a large time cap, so only the iterations bind.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game.ai import all_names, make_bot
from game.ai.base import Bot
from game.ai.sampler import determinize
from game.rules import Move, PlayerView, Position, Rules, legal_moves, position_to_json
from tests.ai import (
    SEARCH_LEVELS,
    TEAM_STRICT,
    all_rulesets,
    play_deal,
    redeal,
    rule_errors,
    sample_positions,
    search_bot,
)

#: The rulesets of the property test: all of them, and the team-strict leak too (fairness is
#: about what a bot looks at, not about legality).
RULESETS: list[dict[str, Any]] = [*all_rulesets(), {"preset": "bhoos", **TEAM_STRICT}]


def bot(level: str, seed: int) -> Bot:
    """A level's bot; search levels get a small budget that only iterations bind."""
    if level in SEARCH_LEVELS:
        return search_bot(level, seed, iterations=3, time_cap=100.0)
    return make_bot(level, seed)


def worlds(pos: Position, seat: int, rng: random.Random, n: int = 2) -> list[Position]:
    """``pos`` itself, sampler worlds and independently re-dealt worlds, all alike to ``seat``."""
    out = [pos]
    if pos.phase != "bid":
        view = PlayerView.of(pos, seat).position
        for _ in range(n):
            w = determinize(view, seat, random.Random(rng.getrandbits(32)))
            if not rule_errors(w):  # the sampler's known team-keys gap aside
                out.append(w)
    out += [redeal(pos, seat, rng) for _ in range(n)]
    return out


def assert_alike(pos: Position, seat: int, alike: list[Position]) -> None:
    """The worlds really are indistinguishable to the seat (the floor aside before the bid)."""
    base = position_to_json(PlayerView.of(pos, seat).position)
    for w in alike:
        assert not rule_errors(w)
        got = position_to_json(PlayerView.of(w, seat).position)
        if pos.phase == "bid":
            assert got["floor"]["houses"] == [] and len(got["floor"]["loose"]) == 4
            got["floor"] = base["floor"]
        assert got == base


def check_fair(pos: Position, history: tuple[tuple[int, Move], ...], seed: int, rng: Any) -> None:
    seat = pos.to_play
    alike = worlds(pos, seat, rng)
    assert_alike(pos, seat, alike)
    for level in all_names():
        choices = {bot(level, seed).choose(PlayerView.of(w, seat, history)) for w in alike}
        assert len(choices) == 1, (
            f"{level} (seed {seed}) chose {[m.to_json() for m in choices]} in "
            f"{json.dumps(position_to_json(pos))}"
        )


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    rules_index=st.integers(0, len(RULESETS) - 1),
    deal_seed=st.integers(0, 2**32 - 1),
    stop=st.integers(0, 47),
    seed=st.integers(0, 10_000),
)
@example(rules_index=0, deal_seed=1, stop=0, seed=0)  # the bid
@example(rules_index=0, deal_seed=1, stop=1, seed=0)  # the bidder's opening
@example(rules_index=1, deal_seed=2, stop=1, seed=5)  # 2 players, the opening
@example(rules_index=1, deal_seed=3, stop=30, seed=1)  # 2 players, after the second deal
def test_choices_do_not_depend_on_hidden_cards(
    rules_index: int, deal_seed: int, stop: int, seed: int
) -> None:
    rules = Rules.from_json(RULESETS[rules_index])
    rng = random.Random(deal_seed)
    pos, history = next(
        item
        for i, item in enumerate(play_deal(rules, rng))
        if i == stop or item[0].plays_made == 47
    )
    check_fair(pos, history, seed, rng)


STAGES = (0, 1, 2, 17, 33)  # the bid, the opening, the next play, mid-deal, late


@pytest.mark.parametrize(
    "every_stage", [False, pytest.param(True, marks=pytest.mark.slow)], ids=["two", "all"]
)
def test_every_ruleset_at_the_bid_the_opening_and_mid_deal(every_stage: bool) -> None:
    """Every ruleset at two of the stages, in turn, so that every stage is checked under many
    rulesets (the slow run: every ruleset at every stage)."""
    rng = random.Random(31)
    for i, rules_json in enumerate(RULESETS):
        positions = sample_positions(rules_json, deals=1, seed=32)
        stages = STAGES if every_stage else (STAGES[i % 5], STAGES[(i + 2) % 5])
        for k in stages:
            pos, history = positions[k]
            check_fair(pos, history, seed=k, rng=rng)


def bid_choices(make: Callable[[], Bot]) -> list[set[Move]]:
    """For bid views of many deals, the set of bids a bot makes over re-dealt face-down
    floors."""
    rng = random.Random(33)
    out = []
    for rules_json in ({"preset": "standard"}, {"preset": "two_house", "num_players": 2}):
        for pos, _history in sample_positions(rules_json, deals=25, seed=34, stride=100):
            if pos.phase != "bid":
                continue
            floors = [redeal(pos, pos.to_play, rng) for _ in range(4)]
            assert len({w.loose for w in floors}) > 1
            out.append({make().choose(PlayerView.of(w, w.to_play)) for w in floors})
    return out


def test_the_bid_ignores_the_face_down_floor() -> None:
    """Before the bid the floor is face down: any four other cards give the same bid."""
    for level in all_names():
        for bids in bid_choices(lambda level=level: make_bot(level, 3)):
            assert len(bids) == 1, (level, bids)


class PeekingBot(Bot):
    """A cheat that bids by the face-down floor (to show the test above would catch one)."""

    def decide(self, view: PlayerView) -> Move:
        bids = legal_moves(view.position)
        return bids[view.position.loose.bit_count() and view.position.loose % len(bids)]


def test_a_bot_that_peeks_at_the_floor_is_caught() -> None:
    assert any(len(bids) > 1 for bids in bid_choices(lambda: PeekingBot(3)))


def test_the_redealer_moves_cards_about() -> None:
    """The independent re-dealer really changes the hidden hands (else the test proves
    nothing)."""
    rng = random.Random(35)
    changed = 0
    for pos, _history in sample_positions({"preset": "standard"}, deals=1, seed=36, stride=5):
        if pos.phase == "bid":
            continue
        seat = pos.to_play
        for w in (redeal(pos, seat, rng) for _ in range(3)):
            assert w.hands[seat] == pos.hands[seat]
            changed += w.hands != pos.hands or w.stock != pos.stock
    assert changed >= 20
