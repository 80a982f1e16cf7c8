"""The game's own words in the current language, from the glossary
(``assets/locale/glossary.json``): card names for the ear, number words, seat names.

>>> from game.i18n import set_language
>>> card_name(4 * 9 + 2)   # the rules core's card 38, the ten of diamonds
'ten of diamonds'
>>> set_language("hi"); card_name(4 * 9 + 2), number_word(13), seat_name(2)
True
('ईंट का दहला', 'तेरह', 'उत्तर')
>>> set_language("pa"); card_name(4 * 11 + 1), card_name(0, oblique=True)
True
('ਪਾਨ ਦੀ ਬੇਗੀ', 'ਹੁਕਮ ਦੇ ਯੱਕੇ')
>>> set_language("en"); seat_name(1, players=2), number_word(25)
True
('North', '25')
"""

from __future__ import annotations

import json
from typing import Any

from game.i18n import DEFAULT, language, locale_dir, problems

_UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = ["eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"]
_TEENS += ["eighteen", "nineteen"]
#: The English words, built in: the game speaks English even when the glossary is missing or
#: damaged (the other languages then fall back to these too).
ENGLISH: dict[str, Any] = {
    "seats": {"en": ["South", "East", "North", "West"]},  # i18n: skip
    "suits": {"en": ["spades", "hearts", "diamonds", "clubs"]},
    "ranks": {"en": ["ace", *_UNITS[2:], "ten", "jack", "queen", "king"]},
    "card_name": {"en": "{rank} of {suit}"},  # i18n: skip
    "numbers": {"en": [*_UNITS, "ten", *_TEENS, "twenty"]},
}


_loaded: dict[str, Any] = {}


def glossary() -> dict[str, Any]:
    """The glossary's data (read once); the built-in English words while it cannot be read
    (it is tried again the next time)."""
    if _loaded:
        return _loaded
    try:
        data = json.loads((locale_dir() / "glossary.json").read_text(encoding="utf-8"))
        if not isinstance(data, dict) or not all(
            isinstance(data.get(k), dict) and data[k].get(DEFAULT) for k in ENGLISH
        ):
            raise ValueError("glossary.json lacks the English words")
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        if not any(name == "glossary.json" for name, _why in problems):  # told once
            problems.append(("glossary.json", str(exc)))
        return ENGLISH
    _loaded.update(data)
    return _loaded


def _table(name: str) -> list[str]:
    table: dict[str, list[str]] = glossary()[name]
    return table.get(language()) or table[DEFAULT]


def rank_name(card: int) -> str:
    """``'ten'`` / ``'दहला'`` for a card of the rules core (rank ``card >> 2``)."""
    return _table("ranks")[card >> 2]


def suit_name(card: int) -> str:
    """``'diamonds'`` / ``'ईंट'`` (suit ``card & 3``)."""
    return _table("suits")[card & 3]


def card_name(card: int, *, oblique: bool = False) -> str:
    """A card in words, for the ear: ``'ten of diamonds'``, ``'ईंट का दहला'``; ``oblique``:
    the form before a postposition (``'ईंट के दहले'`` in ``'ईंट के दहले से'``), where the
    language has one."""
    spec = glossary()["card_name"]
    code = language() if language() in spec else DEFAULT
    rank = rank_name(card)
    of = spec.get("of", {}).get(code, [""] * 13)[card >> 2]
    if oblique:
        ranks = glossary().get("ranks_oblique", {}).get(code)
        obliques = spec.get("of_oblique", {}).get(code)
        if ranks and obliques:
            rank, of = ranks[card >> 2], obliques[card >> 2]
    return str(spec[code]).format(rank=rank, suit=suit_name(card), of=of)


def postpositions() -> list[str]:
    """The words after which a card is named in the oblique case (none in English)."""
    words: list[str] = glossary().get("postpositions", {}).get(language(), [])
    return words


def number_word(n: int) -> str:
    """``13`` → ``'thirteen'`` / ``'तेरह'`` / ``'ਤੇਰਾਂ'`` (up to twenty; digits beyond)."""
    words = _table("numbers")
    return words[n] if 0 <= n < len(words) else str(n)


def seat_name(seat: int, players: int = 4) -> str:
    """A seat's compass name (with two players the seats are South and North)."""
    names = _table("seats")
    return names[(0, 2)[seat]] if players == 2 else names[seat]


__all__ = [
    "card_name",
    "glossary",
    "number_word",
    "postpositions",
    "rank_name",
    "seat_name",
    "suit_name",
]
