"""Small words shared by the sentences about the game: seat names and lists of cards.

A leaf of the text layer (it needs only :mod:`game.rules.cards` and the translation layer), used
by :mod:`game.text.rules_moves`, :mod:`game.text.rules_reasons` and the play's words. Everything
follows the current language (:mod:`game.i18n`); in English they give the words they always gave.

>>> seat_name(1), seat_name(1, players=2)
('East', 'North')
>>> from game.rules.cards import parse_card
>>> card_list([parse_card("9c"), parse_card("5h"), parse_card("6d")])
'the 5♥, the 6♦ and the 9♣'
"""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _, and_list
from game.i18n import words as _words
from game.rules.cards import card_symbol, sort_key
from game.rules.wording import SEAT_NAMES_2, SEAT_NAMES_4  # (English; shown: the glossary's)


def seat_name(seat: int, players: int = 4) -> str:
    """The compass name of a seat, in the current language."""
    return _words.seat_name(seat, 4 if players == 4 else 2)


def the_card(card: int) -> str:
    """``'the 10♦'`` (Hindi and Punjabi have no article: their catalogue says so)."""
    # Translators: a card named by its symbol, e.g. "the 10♦"; {card} is the symbol.
    return _("the {card}").format(card=card_symbol(card))


def card_list(cards: Sequence[int], article: bool = True, keep_first: bool = False) -> str:
    """``'the 5♥, the 6♦ and the 9♣'`` (value order; ``keep_first`` keeps the first card first,
    for the card played)."""
    ordered = sorted(cards[1:], key=sort_key) if keep_first else sorted(cards, key=sort_key)
    if keep_first and cards:
        ordered.insert(0, cards[0])
    return and_list(the_card(c) if article else card_symbol(c) for c in ordered)


def and_chain(items: Sequence[str]) -> str:
    """``'9 and 10 and 11'``: every pair joined by the language's "and" (the wording of a few
    older sentences; :func:`game.i18n.and_list` gives ``'9, 10 and 11'``)."""
    text = items[0] if items else ""
    for item in items[1:]:
        text = _("{items} and {last}").format(items=text, last=item)
    return text


def or_chain(items: Sequence[str]) -> str:
    """``'9 or 10 or 11'``: every pair joined by the language's "or"."""
    text = items[0] if items else ""
    for item in items[1:]:
        text = _("{items} or {last}").format(items=text, last=item)
    return text


__all__ = [
    "SEAT_NAMES_2",
    "SEAT_NAMES_4",
    "and_chain",
    "card_list",
    "or_chain",
    "seat_name",
    "the_card",
]
