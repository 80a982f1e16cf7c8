"""Inference from the public history (game.ai.sampler.inferred_voids and determinize_inferred).

A player who threw or built when a card of some value would have taken points probably held no
card of that value. Over deals played by a sensible player (``sharp``), such inferences must be
right clearly more often than chance; the worlds drawn with them must stay consistent with the
view, and depend only on the view and its history.
"""

from __future__ import annotations

import random

from game.ai import make_bot
from game.ai.sampler import consistent, determinize_inferred, inferred_voids
from game.rules import (
    Move,
    PlayerView,
    Position,
    Rules,
    apply,
    needs_redeal,
    new_deal,
    shuffled_deck,
)
from tests.ai import redeal

_SHIFT = tuple((v - 1) << 2 for v in range(14))


def sharp_deals(n: int, seed: int) -> list[tuple[Position, tuple[tuple[int, Move], ...]]]:
    """Positions (every third play) of deals played by four ``sharp`` players."""
    rules = Rules.from_json({"preset": "standard"})
    bot = make_bot("sharp", 1)
    out = []
    for d in range(n):
        pos = new_deal(rules, d % 4, shuffled_deck(seed * 1000 + d))
        if needs_redeal(pos):
            continue
        history: list[tuple[int, Move]] = []
        while pos.phase != "over":
            if pos.phase == "play" and pos.plays_made % 3 == 2:
                out.append((pos, tuple(history)))
            seat = pos.to_play
            move = bot.choose(PlayerView.of(pos, seat, history))
            history.append((seat, move))
            pos = apply(pos, move)
    return out


def holds(pos: Position, seat: int, value: int) -> bool:
    return bool(((pos.hands[seat] or 0) >> _SHIFT[value]) & 15)


def test_inferred_voids_beat_chance() -> None:
    inferred = right = 0
    base = base_right = 0
    for pos, history in sharp_deals(12, seed=51):
        seat = pos.to_play
        view = PlayerView.of(pos, seat, history).position
        for s, v in inferred_voids(view, seat, history):
            assert s != seat and 1 <= v <= 13
            inferred += 1
            right += not holds(pos, s, v)
        for s in range(4):
            if s != seat:
                for v in range(1, 14):
                    base += 1
                    base_right += not holds(pos, s, v)
    assert inferred >= 100
    assert right / inferred > base_right / base + 0.1, (right / inferred, base_right / base)


def test_inferred_worlds_are_consistent_and_seeded() -> None:
    used = 0
    for pos, history in sharp_deals(4, seed=52)[::4]:
        seat = pos.to_play
        view = PlayerView.of(pos, seat, history).position
        voids = inferred_voids(view, seat, history)
        used += bool(voids)
        a = determinize_inferred(view, seat, random.Random(3), voids)
        b = determinize_inferred(view, seat, random.Random(3), voids)
        assert consistent(a, view, seat)
        assert a.hands == b.hands and a.stock == b.stock
    assert used >= 5


def test_inference_reads_only_the_view() -> None:
    """Re-dealt hidden cards change neither the inferences nor the worlds drawn."""
    rng = random.Random(53)
    checked = 0
    for pos, history in sharp_deals(3, seed=54)[::5]:
        seat = pos.to_play
        view = PlayerView.of(pos, seat, history).position
        voids = inferred_voids(view, seat, history)
        want = determinize_inferred(view, seat, random.Random(9), voids)
        for w in (redeal(pos, seat, rng) for _ in range(2)):
            other = PlayerView.of(w, seat, history).position
            assert inferred_voids(other, seat, history) == voids
            got = determinize_inferred(other, seat, random.Random(9), voids)
            assert got.hands == want.hands
            checked += 1
    assert checked >= 6
