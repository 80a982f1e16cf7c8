"""Worlds weighed by the opponents' past plays under a model of a careful counting player
(game.ai.sampler.public_replay, policy_evidence, policy_log_weight, determinize_policy).

The table is replayed from the public history exactly; the evidence depends on the view and its
history alone; a world in which an opponent held a card that would have made a much better play
than the one it made is less likely; and the true deal of counting players is, on average, more
likely than the worlds a uniform sampler draws.
"""

from __future__ import annotations

import math
import random

import pytest

from game.ai.arena import parse_player
from game.ai.levels import make_bot
from game.ai.sampler import (
    consistent,
    determinize,
    determinize_policy,
    policy_evidence,
    policy_log_weight,
    public_replay,
)
from game.rules import (
    Move,
    PlayerView,
    Position,
    Rules,
    apply,
    movegen,
    needs_redeal,
    new_deal,
    shuffled_deck,
)
from tests.ai import redeal


def counter_deals(
    n: int, seed: int, players: int = 4, every: int = 5
) -> list[tuple[Position, tuple[tuple[int, Move], ...], dict[int, Position]]]:
    """Positions (every ``every``-th play) of deals played by ``counter`` players, each with the
    table as it was before every play of the deal so far."""
    extra = {"num_players": 2} if players == 2 else {}
    rules = Rules.from_json({"preset": "standard", **extra})
    bot = make_bot("counter", 1)
    out = []
    for d in range(n):
        pos = new_deal(rules, d % players, shuffled_deck(seed * 1000 + d))
        if needs_redeal(pos):
            continue
        history: list[tuple[int, Move]] = []
        before: dict[int, Position] = {}
        while pos.phase != "over":
            if pos.phase == "play":
                before[pos.plays_made] = pos.copy()
                if pos.plays_made % every == every - 1:
                    out.append((pos, tuple(history), dict(before)))
            seat = pos.to_play
            move = bot.choose(PlayerView.of(pos, seat, history))
            history.append((seat, move))
            pos = apply(pos, move)
    return out


def table(pos: Position) -> tuple[object, ...]:
    houses = {v: (h.cards, h.owners, h.pakka, h.actions) for v, h in pos.houses.items()}
    return (pos.loose, houses, pos.piles, pos.hand_sizes, pos.to_play)


@pytest.mark.parametrize("players", [4, 2])
def test_the_public_replay_is_the_table_as_it_was(players: int) -> None:
    checked = 0
    for pos, history, before in counter_deals(2, seed=71, players=players):
        seat = pos.to_play
        view = PlayerView.of(pos, seat, history).position
        for s, m, then in public_replay(view, seat, history):
            true = before[then.plays_made]
            assert s == true.to_play
            assert table(then) == table(true)
            assert then.hands[seat] == true.hands[seat]
            assert all(then.hands[o] is None for o in range(players) if o != seat)
            assert tuple(m) in movegen.generate(true)
            checked += 1
    assert checked >= 100


def test_the_evidence_reads_only_the_view() -> None:
    rng = random.Random(72)
    checked = 0
    for pos, history, _before in counter_deals(2, seed=73)[2::3]:
        seat = pos.to_play
        view = PlayerView.of(pos, seat, history).position
        past = policy_evidence(view, seat, history)
        assert all((s & 1) != (seat & 1) for s, _later, _terms in past)
        for w in (redeal(pos, seat, rng) for _ in range(2)):
            other = PlayerView.of(w, seat, history).position
            assert policy_evidence(other, seat, history) == past
            checked += 1
    assert checked >= 4


def test_a_better_play_passed_up_makes_a_hand_less_likely() -> None:
    # An opponent (seat 1) had one other move, 20 times likelier than the one it made, with the
    # 5 of clubs (card 16); and a house move with the 9 of clubs (32) that needs a 9 beside it.
    past = [(1, 0, [(1 << 16, -1, 20.0), (1 << 32, 32, 5.0)])]
    world = determinize(
        new_deal(Rules.from_json({"preset": "standard"}), 0, shuffled_deck(1)), 0, random.Random(1)
    )
    world.hands[1] = 0
    assert policy_log_weight(world, past) == 0.0
    world.hands[1] = 1 << 16
    assert policy_log_weight(world, past) == pytest.approx(-math.log(21.0))
    world.hands[1] = 1 << 32  # the 9 alone: no key beside it, the house move was not there
    assert policy_log_weight(world, past) == 0.0
    world.hands[1] = (1 << 32) | (1 << 33)
    assert policy_log_weight(world, past) == pytest.approx(-math.log(6.0))
    # A card the opponent played later was surely held then.
    assert policy_log_weight(world, [(1, 1 << 16, past[0][2])]) == pytest.approx(-math.log(26.0))


def test_the_true_deal_is_likelier_than_uniform_worlds() -> None:
    gaps = []
    for pos, history, _before in counter_deals(4, seed=74)[3:]:
        seat = pos.to_play
        view = PlayerView.of(pos, seat, history).position
        past = policy_evidence(view, seat, history)
        if not past:
            continue
        rng = random.Random(75)
        uniform = [policy_log_weight(determinize(view, seat, rng), past) for _ in range(30)]
        gaps.append(policy_log_weight(pos, past) - sum(uniform) / len(uniform))
    assert len(gaps) >= 20
    assert sum(gaps) / len(gaps) > 0.5, gaps


def test_policy_worlds_are_consistent_and_seeded() -> None:
    for pos, history, _before in counter_deals(2, seed=76)[4::4]:
        seat = pos.to_play
        view = PlayerView.of(pos, seat, history).position
        past = policy_evidence(view, seat, history)
        a = determinize_policy(view, seat, random.Random(3), past)
        b = determinize_policy(view, seat, random.Random(3), past)
        assert consistent(a, view, seat)
        assert a.hands == b.hands and a.stock == b.stock


def test_expert_with_policy_worlds_plays_legal_moves_from_the_view_alone() -> None:
    rng = random.Random(77)
    spec = "expert:iterations=12,first_cut=4,policy=1"
    checked = 0
    for pos, history, _before in counter_deals(1, seed=78, every=4):
        seat = pos.to_play
        want = parse_player(spec, 1).choose(PlayerView.of(pos, seat, history))
        got = parse_player(spec, 1).choose(PlayerView.of(redeal(pos, seat, rng), seat, history))
        assert got == want
        assert tuple(got) in movegen.generate(pos)
        checked += 1
    assert checked >= 8
