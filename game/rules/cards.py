"""Cards as small integers.

A card is an ``int`` from 0 to 51: ``(value - 1) * 4 + suit`` with suits in the order spades,
hearts, diamonds, clubs. So ``card >> 2`` is ``value - 1`` and the four cards of a value share one
nibble of a 52-bit hand mask.

>>> parse_card("Td"), card_str(38), value_of(parse_card("Kh"))
(38, 'Td', 13)
"""

from __future__ import annotations

from collections.abc import Iterable

from game.rules.errors import InvalidNotationError

Card = int
SUITS = "shdc"
RANKS = "A23456789TJQK"
SUIT_SYMBOLS = "♠♥♦♣"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANK_NAMES = (
    "ace",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
)
SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
DECK: tuple[Card, ...] = tuple(range(52))
FULL_MASK = (1 << 52) - 1

#: Capture value of each card (A = 1 ... K = 13).
VALUE: tuple[int, ...] = tuple((c >> 2) + 1 for c in DECK)
TEN_OF_DIAMONDS: Card = 9 * 4 + DIAMONDS
_NAMES: tuple[str, ...] = tuple(RANKS[c >> 2] + SUITS[c & 3] for c in DECK)
_PARSE: dict[str, Card] = {}
for _c in DECK:
    for _r in (RANKS[_c >> 2], "10") if _c >> 2 == 9 else (RANKS[_c >> 2],):
        _PARSE[_r + SUITS[_c & 3]] = _c
        _PARSE[_r + SUITS[_c & 3].upper()] = _c


def parse_card(text: object) -> Card:
    """Read a card: rank ``A 2-9 T J Q K`` (or ``10``) then suit ``s h d c`` (either case).

    Raises:
        InvalidNotationError: for anything else (``ks``, ``1s``, ``Kx``, a number...).
    """
    if isinstance(text, str):
        card = _PARSE.get(text)
        if card is not None:
            return card
    raise InvalidNotationError(f"not a card: {text!r} (write rank then suit, e.g. 'Td', 'Ks')")


def card_str(card: Card) -> str:
    """The canonical two-character form, e.g. ``'Td'``."""
    return _NAMES[card]


def card_symbol(card: Card) -> str:
    """A short display form with a suit symbol, e.g. ``'10♦'``, ``'K♠'``."""
    rank = "10" if card >> 2 == 9 else RANKS[card >> 2]
    return rank + SUIT_SYMBOLS[card & 3]


def value_of(card: Card) -> int:
    """Capture value, A = 1 ... K = 13."""
    return (card >> 2) + 1


def card_points(card: Card, ten_of_diamonds_points: int = 6) -> int:
    """Points a captured card scores: spades at value, other aces 1, the 10♦."""
    if card & 3 == SPADES:
        return (card >> 2) + 1
    if card >> 2 == 0:
        return 1
    if card == TEN_OF_DIAMONDS:
        return ten_of_diamonds_points
    return 0


def mask_of(cards: Iterable[Card]) -> int:
    """A 52-bit mask of the cards."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask, lowest first."""
    out: list[Card] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def value_count(mask: int, value: int) -> int:
    """How many cards of ``value`` the mask holds."""
    return ((mask >> ((value - 1) << 2)) & 15).bit_count()


def sort_key(card: Card) -> tuple[int, int]:
    """Sort by value then suit, for display."""
    return (card >> 2, card & 3)


def format_cards(cards: Iterable[Card]) -> list[str]:
    """Canonical strings in a stable display order."""
    return [_NAMES[c] for c in sorted(cards)]
