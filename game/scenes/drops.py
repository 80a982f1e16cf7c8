"""Where a card was dropped → which legal moves that means. No rule is encoded here.

The table never decides legality. It names the *target* the player pointed at (a loose card, a
house, or the open floor) and :func:`moves_for_drop` keeps the moves of
:func:`game.rules.legal_moves` that involve that target. When nothing fits,
:func:`refusal` asks :func:`game.rules.explain` why, about the plainest move the drop could have
meant.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules import Move, Position, card_symbol, explain, legal_moves, value_of
from game.rules.moves import ACTIONS

_KIND = {name: i for i, name in enumerate(ACTIONS)}
BID, CAPTURE, BUILD, ADD, RAISE, THROW = (
    _KIND[a] for a in ("bid", "capture", "build", "add", "raise", "throw")
)


@dataclass(frozen=True)
class LooseTarget:
    """A loose card on the floor."""

    card: int


@dataclass(frozen=True)
class HouseTarget:
    """The house of ``value``."""

    value: int


@dataclass(frozen=True)
class FloorTarget:
    """The open floor (no particular card or house)."""


Target = LooseTarget | HouseTarget | FloorTarget


def _touches(move: Move, target: Target) -> bool:
    if isinstance(target, LooseTarget):
        return bool(move.loose >> target.card & 1)
    if isinstance(target, HouseTarget):
        v = target.value
        action = move.action
        if action == "capture":
            return move.house == v
        if action == "add":
            return move.value == v
        if action == "raise":
            return move.house == v
        return False
    return move.action == "throw"


def moves_for_drop(pos: Position, card: int, target: Target) -> list[Move]:
    """The legal moves of ``card`` that the drop on ``target`` can mean.

    - a loose card: every legal move of the card that takes that card in (capture, build, add);
    - a house: capturing it, adding to it, raising it;
    - the open floor: throwing the card.
    """
    if pos.phase != "play":
        return []
    return [m for m in legal_moves(pos) if m.card == card and _touches(m, target)]


def moves_of_card(pos: Position, card: int) -> list[Move]:
    """Every legal move of ``card`` (for a double-click and for the glow of targets)."""
    if pos.phase != "play":
        return []
    return [m for m in legal_moves(pos) if m.card == card]


def targets_of(moves: list[Move]) -> tuple[set[int], set[int], bool]:
    """The loose cards, house values and open-floor flag that the moves involve (to glow)."""
    loose: set[int] = set()
    houses: set[int] = set()
    floor = False
    for m in moves:
        loose.update(m.loose_cards())
        if m.action in ("capture", "raise") and m.house:
            houses.add(m.house)
        elif m.action == "add":
            houses.add(m.value)
        elif m.action == "throw":
            floor = True
    return loose, houses, floor


def plain_move(pos: Position, card: int, target: Target) -> Move:
    """The simplest move the drop could mean, for :func:`explain` to judge.

    This only picks which question to ask; the answer (legal or not, and why) is the engine's.
    """
    r = value_of(card)
    if isinstance(target, FloorTarget):
        return Move(THROW, card, 0, 0, 0)
    if isinstance(target, HouseTarget):
        v = target.value
        house = pos.houses.get(v)
        if r == v:
            return Move(CAPTURE, card, 0, v, r)
        if house is not None and not house.pakka and v + r <= 13:
            return Move(RAISE, card, 0, v, v + r)
        return Move(ADD, card, 0, 0, v)
    x = value_of(target.card)
    mask = 1 << target.card
    if r == x:
        return Move(CAPTURE, card, mask, 0, r)
    total = r + x
    if 9 <= total <= 13:
        kind = ADD if total in pos.houses else BUILD
        return Move(kind, card, mask, 0, total)
    return Move(CAPTURE, card, mask, 0, r)


def refusal(pos: Position, card: int, target: Target, *, human: int = 0) -> str:
    """Why the drop of ``card`` on ``target`` cannot be played, as one sentence."""
    if pos.phase == "bid":
        return "First choose your bid."
    if pos.phase != "play":
        return "The deal is over."
    if pos.to_play != human:
        return "Wait for your turn."
    reason = explain(pos, plain_move(pos, card, target))
    if reason is None:  # the plain move is legal but not this drop (cannot happen today)
        reason = f"the {card_symbol(card)} cannot be played there"
    return sentence(reason)


def sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


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
