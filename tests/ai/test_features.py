"""The shared feature functions of the computer players (game/ai/features.py)."""

from __future__ import annotations

import random

from game.ai.features import POINTS, POINTS_TEN_2, mask_points
from game.rules.cards import card_points


def test_mask_points_matches_the_cards_points_on_both_scales_and_any_other() -> None:
    rng = random.Random(5)
    other = tuple(rng.randrange(0, 9) for _ in range(52))  # a scale with no table: the loop
    masks = [0, (1 << 52) - 1] + [
        sum(1 << c for c in rng.sample(range(52), k)) for k in range(1, 20) for _ in range(40)
    ]
    for mask in masks:
        cards = [c for c in range(52) if mask >> c & 1]
        assert mask_points(mask) == sum(card_points(c) for c in cards)
        assert mask_points(mask, POINTS) == sum(POINTS[c] for c in cards)
        assert mask_points(mask, POINTS_TEN_2) == sum(card_points(c, 2) for c in cards)
        assert mask_points(mask, other) == sum(other[c] for c in cards)
