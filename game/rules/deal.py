"""Seeded, version-stable shuffles: a deal number gives the same deck everywhere.

Python promises a stable sequence only for ``Random.random()``, so the shuffle uses its own small
generator (SplitMix64) and a Fisher-Yates pass, both fixed here for good.

>>> from game.rules.cards import card_str
>>> [card_str(c) for c in shuffled_deck(1)[:4]] == [card_str(c) for c in shuffled_deck(1)[:4]]
True
"""

from __future__ import annotations

from collections.abc import Iterator

from game.rules.cards import DECK, Card

_M64 = (1 << 64) - 1


def splitmix64(seed: int) -> Iterator[int]:
    """An endless stream of 64-bit numbers from a seed (SplitMix64)."""
    state = seed & _M64
    while True:
        state = (state + 0x9E3779B97F4A7C15) & _M64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
        yield z ^ (z >> 31)


def shuffled_deck(deal_number: int) -> list[Card]:
    """The 52 cards in dealing order for a deal number (any integer)."""
    deck = list(DECK)
    stream = splitmix64(deal_number)
    for i in range(51, 0, -1):
        j = (next(stream) * (i + 1)) >> 64
        deck[i], deck[j] = deck[j], deck[i]
    return deck
