"""Moves in words, for the log and for speech.

(:func:`seat_name` and :func:`card_list` live in :mod:`game.rules.phrases`, :func:`move_text` next
to :class:`~game.rules.moves.Move`; they are importable from here as before.)

>>> from game.rules.moves import Move
>>> m = Move.from_json({"action": "build", "card": "5h", "loose": ["6d"], "value": 11})
>>> describe(m, seat=1)
'East built a house of 11 with the 5♥ and the 6♦.'
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.cards import card_symbol, cards_of
from game.rules.kinds import ADD, BID, BUILD, CAPTURE, RAISE, THROW
from game.rules.moves import move_text
from game.rules.phrases import SEAT_NAMES_2, SEAT_NAMES_4, card_list, seat_name
from game.rules.position import Position


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


__all__ = [
    "SEAT_NAMES_2",
    "SEAT_NAMES_4",
    "card_list",
    "describe",
    "move_text",
    "seat_name",
]
