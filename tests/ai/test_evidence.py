"""Evidence-weighted worlds (game.ai.sampler.hand_evidence, determinize_weighted) and the
search options measured with them (docs/strength.md: off by default, they did not help).

A player who left points on the floor that a card of some value would have taken weighs that
value down; the worlds drawn with the weights stay consistent with the view, depend only on the
view and its history, and hold the weighed-down values less often.
"""

from __future__ import annotations

import random

import pytest

from game.ai.arena import parse_player
from game.ai.playout import playout, solve
from game.ai.sampler import consistent, determinize, determinize_weighted, hand_evidence
from game.rules import PlayerView, movegen
from tests.ai import redeal
from tests.ai.test_inference import holds, sharp_deals


def test_weights_fall_where_points_were_left_and_beat_chance() -> None:
    low = low_right = 0
    base = base_right = 0
    for pos, history in sharp_deals(10, seed=61):
        seat = pos.to_play
        view = PlayerView.of(pos, seat, history).position
        weights = hand_evidence(view, seat, history)
        assert set(weights) == {s for s in range(4) if s != seat}
        for s, row in weights.items():
            assert all(0.0 < w <= 1.0 for w in row)
            for v in range(1, 14):
                base += 1
                base_right += not holds(pos, s, v)
                if row[v] < 0.5:
                    low += 1
                    low_right += not holds(pos, s, v)
    assert low >= 50
    assert low_right / low > base_right / base + 0.1, (low_right / low, base_right / base)


def test_weighted_worlds_are_consistent_seeded_and_follow_the_weights() -> None:
    shown = 0
    for pos, history in sharp_deals(3, seed=62)[::3]:
        seat = pos.to_play
        view = PlayerView.of(pos, seat, history).position
        weights = hand_evidence(view, seat, history)
        a = determinize_weighted(view, seat, random.Random(4), weights)
        b = determinize_weighted(view, seat, random.Random(4), weights)
        assert consistent(a, view, seat)
        assert a.hands == b.hands and a.stock == b.stock
        # A value weighed right down is held less often than in uniform worlds.
        for s, row in weights.items():
            for v in range(1, 14):
                if row[v] > 0.1:
                    continue
                rng = random.Random(5)
                weighted = sum(
                    holds(determinize_weighted(view, seat, rng, weights), s, v) for _ in range(60)
                )
                uniform = sum(holds(determinize(view, seat, rng), s, v) for _ in range(60))
                if 10 <= uniform <= 50:  # not forced by a key or by the room left
                    assert weighted < uniform, (s, v, weighted, uniform)
                    shown += 1
    assert shown >= 3


def test_evidence_reads_only_the_view() -> None:
    rng = random.Random(63)
    checked = 0
    for pos, history in sharp_deals(2, seed=64)[::6]:
        seat = pos.to_play
        view = PlayerView.of(pos, seat, history).position
        weights = hand_evidence(view, seat, history)
        for w in (redeal(pos, seat, rng) for _ in range(2)):
            other = PlayerView.of(w, seat, history).position
            assert hand_evidence(other, seat, history) == weights
            checked += 1
    assert checked >= 4


@pytest.mark.parametrize(
    "spec",
    [
        "expert:iterations=12,first_cut=4,evidence=0.3,exact_prior=0",
        "expert:iterations=12,first_cut=4,tail=4,prior_fade=60,prior_reply=1",
        "expert:iterations=12,first_cut=4,prior_second=0.5,prior_own=0.6,prior_raise_risk=1",
        "expert:iterations=6,first_cut=3,top_k=3,counter_plies=48",
    ],
)
def test_search_options_choose_legal_moves_from_the_view_alone(spec: str) -> None:
    """The measured options (docs/strength.md) play legal moves and, the hidden hands re-dealt,
    the same ones."""
    rng = random.Random(65)
    checked = 0
    for pos, history in sharp_deals(1, seed=66)[::2]:
        seat = pos.to_play
        want = parse_player(spec, 1).choose(PlayerView.of(pos, seat, history))
        other = redeal(pos, seat, rng)
        got = parse_player(spec, 1).choose(PlayerView.of(other, seat, history))
        assert got == want
        assert tuple(got) in {tuple(m) for m in movegen.generate(pos)}
        checked += 1
    assert checked >= 8


def test_a_playout_can_stop_for_the_exact_solve() -> None:
    for pos, _history in sharp_deals(1, seed=67)[:3]:
        world = determinize(
            PlayerView.of(pos, pos.to_play, ()).position, pos.to_play, random.Random(1)
        )
        stopped = world.copy()
        playout(stopped, random.Random(2), counting=True, stop_at=44)
        assert stopped.phase == "play" and stopped.plays_made == 44
        full = world.copy()
        playout(full, random.Random(2), counting=True)
        assert full.phase == "over"
        # The solve of the last four plays is a real result of the deal.
        value = solve(stopped, 0, -1e9, 1e9)
        assert -200 <= value <= 200
