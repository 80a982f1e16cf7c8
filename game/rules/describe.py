"""Moves in words, for the log and for speech.

>>> from game.rules.moves import Move
>>> m = Move.from_json({"action": "build", "card": "5h", "loose": ["6d"], "value": 11})
>>> describe(m, seat=1)
'East built a house of 11 with the 5♥ and the 6♦.'
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.cards import card_str, card_symbol, cards_of, sort_key
from game.rules.kinds import ADD, BID, BUILD, CAPTURE, RAISE, THROW
from game.rules.position import Position

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


def describe(
    move: Sequence[int],
    seat: int | None = None,
    pos: Position | None = None,
    names: Sequence[str] | None = None,
) -> str:
    """A sentence for a move: ``'East built a house of 11 with the 5♥ and the 6♦.'``

    Args:
        move: the move (a :class:`Move` or a hot-path tuple).
        seat: who plays it (defaults to ``pos.to_play``).
        pos: the position before the move, for owners and whether a house is new.
        names: seat names (default: compass names).
    """
    kind, card, loose, hv, value = move
    if seat is None:
        seat = pos.to_play if pos is not None else 0
    players = pos.players if pos is not None else 4
    if names is not None:
        who = names[seat]
    else:
        who = seat_name(seat, players)
    played = "the " + card_symbol(card) if card >= 0 else ""
    floor = cards_of(loose)
    if kind == BID:
        return f"{who} bid {value}."
    if kind == THROW:
        return f"{who} threw {played}."
    if kind == CAPTURE:
        parts = []
        if hv:
            parts.append(f"the house of {hv}")
        if floor:
            parts.append(card_list(floor))
        return f"{who} took {' and '.join(parts)} with {played}."
    if kind == BUILD:
        return f"{who} built a house of {value} with {card_list([card, *floor], keep_first=True)}."
    if kind == ADD:
        whose = _owner_words(pos, value, seat, names) if pos is not None else "the house"
        return f"{who} added {card_list([card, *floor], keep_first=True)} to {whose} of {value}."
    if kind == RAISE:
        whose = _owner_words(pos, hv, seat, names) if pos is not None else "the house"
        text = f"{who} raised {whose} of {hv} to {value} with {played}"
        if floor:
            text += f", taking in {card_list(floor)}"
        if pos is not None and value in pos.houses:
            text += f"; it joins the house of {value}"
        return text + "."
    return f"{who} played {played}."


def _owner_words(pos: Position, value: int, seat: int, names: Sequence[str] | None) -> str:
    house = pos.houses.get(value)
    if house is None:
        return "the house"
    owners = house.owners
    if owners == (seat,):
        return "their own house"
    label = [names[o] if names is not None else seat_name(o, pos.players) for o in owners]
    if len(label) == 1:
        return _possessive(label[0]) + " house"
    if any(n.lower() == "you" for n in label):
        return "the joint house"
    return " and ".join(label[:-1]) + " and " + _possessive(label[-1]) + " house"


def _possessive(name: str) -> str:
    return "your" if name.lower() == "you" else f"{name}'s"


def move_text(move: Sequence[int]) -> str:
    """A compact text form: ``'capture Jd [2c 3d 6s]'``, ``'build 5h+[6d]=11'``."""
    kind, card, loose, hv, value = move
    floor = " ".join(card_str(c) for c in cards_of(loose))
    if kind == BID:
        return f"bid {value}"
    c = card_str(card)
    if kind == THROW:
        return f"throw {c}"
    if kind == CAPTURE:
        house = f" H{hv}" if hv else ""
        return f"capture {c}{house} [{floor}]"
    if kind == RAISE:
        return f"raise {c} H{hv}->{value} [{floor}]"
    return f"{'build' if kind == BUILD else 'add'} {c}+[{floor}]={value}"
