"""Small text helpers shared by the rules' sentences: seat names and lists of cards.

A leaf module (it needs only :mod:`game.rules.cards`), so that :mod:`game.rules.describe` and
:mod:`game.rules.explain` can both use it.

>>> seat_name(1), seat_name(1, players=2)
('East', 'North')
>>> from game.rules.cards import parse_card
>>> card_list([parse_card("9c"), parse_card("5h"), parse_card("6d")])
'the 5♥, the 6♦ and the 9♣'
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.cards import card_symbol, sort_key

SEAT_NAMES_4 = ("South", "East", "North", "West")
SEAT_NAMES_2 = ("South", "North")


def seat_name(seat: int, players: int = 4) -> str:
    """The compass name of a seat."""
    return (SEAT_NAMES_4 if players == 4 else SEAT_NAMES_2)[seat]


def card_list(cards: Sequence[int], article: bool = True, keep_first: bool = False) -> str:
    """``'the 5♥, the 6♦ and the 9♣'`` (value order; ``keep_first`` keeps the first card first,
    for the card played)."""
    ordered = sorted(cards[1:], key=sort_key) if keep_first else sorted(cards, key=sort_key)
    if keep_first and cards:
        ordered.insert(0, cards[0])
    names = [("the " if article else "") + card_symbol(c) for c in ordered]
    if not names:
        return "nothing"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


__all__ = ["SEAT_NAMES_2", "SEAT_NAMES_4", "card_list", "seat_name"]
