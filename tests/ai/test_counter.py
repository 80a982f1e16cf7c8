"""The ``counter`` reference player: its counting arithmetic, determinism, the view only, and a
bounded match against ``greedy_sd`` (the long runs are in docs/strength.md).

Legality on thousands of views and the re-dealt-hidden-hands fairness test cover ``counter``
with every other cheap level (``CHEAP_LEVELS`` in tests/ai/__init__.py).
"""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from game.ai import make_bot
from game.ai.arena import run
from game.ai.counter import CounterBot, _Floor, expected_best, p_none, score_counter
from game.ai.features import POINTS
from game.rules import PlayerView, legal_moves, movegen
from tests.ai import redeal, sample_positions

STANDARD: dict[str, Any] = {"preset": "standard"}


def test_p_none_is_the_hypergeometric_zero() -> None:
    for unseen_n, hand_n, k in [(36, 12, 3), (20, 5, 1), (10, 10, 2), (13, 4, 4), (8, 3, 0)]:
        want = math.comb(unseen_n - k, hand_n) / math.comb(unseen_n, hand_n)
        assert p_none(unseen_n, hand_n, k) == pytest.approx(want)
    assert p_none(5, 5, 1) == 0.0  # the hand holds every unseen card


def card(value: int, suit: int) -> int:
    """Card index: suits in the order s h d c (so suit 0 is the spade)."""
    return ((value - 1) << 2) + suit


def test_expected_best_reply_by_hand() -> None:
    # Floor: the K of spades alone (13 points). Unseen: the other three kings and 17 low cards.
    loose = 1 << card(13, 0)
    floor = _Floor(loose, {}, POINTS)
    kings = sum(1 << card(13, s) for s in (1, 2, 3))
    low = sum(1 << card(v, s) for v in (2, 3, 4, 5) for s in (1, 2, 3)) + sum(
        1 << card(6, s) for s in range(4)
    )
    unseen = kings | low
    assert unseen.bit_count() == 3 + 12 + 4 + 1 - 1  # 19: 6 of spades counted once
    seep = 50
    # A king takes the K of spades and clears the floor: 13 + 0 (the king) + 50.
    value, quiet = expected_best(floor, unseen, 4, set(), seep, POINTS)
    p_king = 1 - p_none(unseen.bit_count(), 4, 3)
    assert value == pytest.approx(p_king * 63)
    assert quiet == pytest.approx(1 - p_king)
    # An owner of a king house surely holds a king.
    value, quiet = expected_best(floor, unseen, 4, {13}, seep, POINTS)
    assert value == pytest.approx(63) and quiet == 0.0
    # No king unseen: nothing to fear.
    assert expected_best(floor, low, 4, set(), seep, POINTS) == (0.0, 1.0)


def test_every_move_of_many_views_is_scored() -> None:
    checked = 0
    for pos, history in sample_positions(STANDARD, deals=6, seed=41):
        if pos.phase != "play" or pos.plays_made >= 46:
            continue
        seat = pos.to_play
        view = PlayerView.of(pos, seat, history)
        moves = movegen.generate(view.position)
        scores = score_counter(view.position, seat, moves)
        assert len(scores) == len(moves)
        assert all(math.isfinite(s) for s in scores)
        checked += 1
    assert checked >= 100


def test_counter_is_deterministic_and_legal() -> None:
    for pos, history in sample_positions(STANDARD, deals=4, seed=42):
        view = PlayerView.of(pos, pos.to_play, history)
        a = make_bot("counter", 7).choose(view)
        b = make_bot("counter", 7).choose(view)
        assert a == b
        assert a in set(legal_moves(pos))


def test_counter_reads_only_the_view() -> None:
    """Re-dealing the hidden cards (consistently with the seat's view) never changes a choice;
    the hidden hands of the views really differ."""
    rng = random.Random(43)
    differed = 0
    for pos, history in sample_positions(STANDARD, deals=3, seed=44, stride=3):
        if pos.phase == "bid":
            continue
        seat = pos.to_play
        bot = CounterBot(5)
        want = bot.choose(PlayerView.of(pos, seat, history))
        for w in (redeal(pos, seat, rng) for _ in range(3)):
            differed += w.hands != pos.hands
            assert bot.choose(PlayerView.of(w, seat, history)) == want
    assert differed >= 10


def test_counter_beats_greedy_sd_in_a_short_match() -> None:
    res = run("counter", "greedy_sd", deals=60, jobs=1, seed=1, rules_json=STANDARD, progress=False)
    assert res["deals"] == 60
    assert res["ci95"][0] > 0, res


@pytest.mark.slow
@pytest.mark.parametrize("players", [4, 2])
def test_counter_beats_greedy_sd_over_many_deals(players: int) -> None:
    rules: dict[str, Any] = {"preset": "standard", "num_players": players}
    res = run("counter", "greedy_sd", deals=300, jobs=2, seed=1, rules_json=rules, progress=False)
    assert res["ci95"][0] > 10, res
