"""Where a card was dropped → which legal moves that means, and moves in words for the table.

The questions themselves (what a drop on a loose card, a house or the open floor can mean, and why
a drop cannot be played) are the rules core's: :mod:`game.rules.targets`. They are re-exported
here under their old names for the scenes and tests that still import them from this module;
:func:`move_label` and :func:`hint_phrase` (wording only) live here.
"""

from __future__ import annotations

from game.rules import Move, Position, card_symbol
from game.rules.kinds import ADD, BID, BUILD, CAPTURE, RAISE, THROW
from game.rules.targets import (
    FloorTarget,
    HouseTarget,
    LooseTarget,
    Target,
    moves_of_card,
    question_for,
    sentence,
    targets_of,
    why_not,
)
from game.rules.targets import moves_for as moves_for_drop

plain_move = question_for
"""The plainest move a drop could have meant (old name of :func:`game.rules.question_for`)."""


def refusal(pos: Position, card: int, target: Target, *, human: int = 0) -> str:
    """Why the drop of ``card`` on ``target`` cannot be played (:func:`game.rules.why_not`)."""
    return why_not(pos, card, target, seat=human)


def _cards(cards: list[int]) -> str:
    names = [card_symbol(c) for c in sorted(cards, key=lambda c: (c >> 2, c & 3))]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _taken(move: Move, article: str) -> str:
    """What a capture takes: ``'the house of 9 and the 2♣'`` (``article`` before loose cards)."""
    parts = []
    if move.house:
        parts.append(f"the house of {move.house}")
    loose = move.loose_cards()
    if loose:
        parts.append(f"{article}{_cards(loose)}")
    return " and ".join(parts)


def move_label(move: Move, pos: Position) -> str:
    """A short instruction for a choice list: ``'Take 2♣, 3♦ and 6♠'``."""
    action = move.action
    loose = move.loose_cards()
    played = card_symbol(move.card) if move.card >= 0 else ""
    if action == "bid":
        return f"Bid {move.value}"
    if action == "throw":
        return f"Throw the {played}"
    if action == "capture":
        return f"Take {_taken(move, '')}"
    if action == "build":
        with_cards = f" with {_cards(loose)}" if loose else ""
        return f"Build a house of {move.value}{with_cards}"
    if action == "add":
        with_cards = f" with {_cards(loose)}" if loose else ""
        house = pos.houses.get(move.value)
        pakka = "" if house is None or house.pakka else " (making it pakka)"
        return f"Add to the house of {move.value}{with_cards}{pakka}"
    if action == "raise":
        text = f"Raise the house of {move.house} to {move.value}"
        if loose:
            text += f", taking in {_cards(loose)}"
        if move.value in pos.houses:
            text += f" (joins the house of {move.value})"
        return text
    return played


def hint_phrase(move: Move, pos: Position) -> str:
    """What a hinted move does, card first: ``'J♦ takes the 2♣, 3♦ and 6♠'``."""
    action = move.action
    loose = move.loose_cards()
    played = card_symbol(move.card) if move.card >= 0 else ""
    with_cards = f" with the {_cards(loose)}" if loose else ""
    if action == "bid":
        return f"bid {move.value}"
    if action == "throw":
        return f"throw the {played}"
    if action == "capture":
        return f"{played} takes {_taken(move, 'the ')}"
    if action == "build":
        return f"{played} builds a house of {move.value}{with_cards}"
    if action == "add":
        return f"{played} goes on the house of {move.value}{with_cards}"
    if action == "raise":
        text = f"{played} raises the house of {move.house} to {move.value}"
        if loose:
            text += f", taking in the {_cards(loose)}"
        return text
    return played


__all__ = [
    "ADD",
    "BID",
    "BUILD",
    "CAPTURE",
    "RAISE",
    "THROW",
    "FloorTarget",
    "HouseTarget",
    "LooseTarget",
    "Target",
    "hint_phrase",
    "move_label",
    "moves_for_drop",
    "moves_of_card",
    "plain_move",
    "refusal",
    "sentence",
    "targets_of",
]
