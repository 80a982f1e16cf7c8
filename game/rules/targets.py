"""What a drop or a click on a target can mean: the table's questions, answered by the rules.

A player points at a *target* (a loose card, a house, or the open floor) with a card of their
hand. :func:`moves_for` keeps the moves of :func:`game.rules.legal_moves` that play that card and
involve that target; :func:`targets_of` says which targets a list of moves involves (to glow).
When nothing fits, :func:`why_not` asks :func:`game.rules.explain` why, about the plainest move the
drop could have meant (:func:`question_for`). Nothing here decides legality: every answer comes
from :func:`legal_moves` or :func:`explain`.

>>> from game.rules import Rules, new_deal, shuffled_deck
>>> pos = new_deal(Rules(), dealer=3, deck=shuffled_deck(7))
>>> [m.value for m in bids(pos)] == [m.value for m in legal_moves(pos)]
True
>>> why_not(pos, pos.hand(0)[0], FloorTarget())
'First choose your bid.'
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import _
from game.rules.cards import card_symbol, cards_of, value_count, value_of
from game.rules.engine import legal_moves
from game.rules.explain import explain
from game.rules.kinds import ADD, BID, BUILD, CAPTURE, RAISE, THROW
from game.rules.movegen import BID_VALUES
from game.rules.moves import Move
from game.rules.position import Position


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
    """Whether ``move`` involves ``target``."""
    if isinstance(target, LooseTarget):
        return bool(move.loose >> target.card & 1)
    if isinstance(target, HouseTarget):
        v = target.value
        kind = move.kind
        if kind in (CAPTURE, RAISE):
            return move.house == v
        if kind == ADD:
            return move.value == v
        return False
    return move.kind == THROW


def moves_for(position: Position, card: int, target: Target) -> list[Move]:
    """The legal moves of ``card`` that a drop on ``target`` can mean.

    - a loose card: every legal move of the card that takes that card in (capture, build, add,
      raise);
    - a house: capturing it, adding to it, raising it;
    - the open floor: throwing the card.

    Empty outside the play phase.
    """
    if position.phase != "play":
        return []
    return [m for m in legal_moves(position) if m.card == card and _touches(m, target)]


def moves_of_card(position: Position, card: int) -> list[Move]:
    """Every legal move of ``card`` (for a double-click and for the glow of targets)."""
    if position.phase != "play":
        return []
    return [m for m in legal_moves(position) if m.card == card]


def targets_of(moves: list[Move]) -> tuple[set[int], set[int], bool]:
    """The loose cards, house values and open-floor flag that the moves involve (to glow)."""
    loose: set[int] = set()
    houses: set[int] = set()
    floor = False
    for m in moves:
        loose.update(m.loose_cards())
        if m.kind in (CAPTURE, RAISE) and m.house:
            houses.add(m.house)
        elif m.kind == ADD:
            houses.add(m.value)
        elif m.kind == THROW:
            floor = True
    return loose, houses, floor


def bid_values() -> tuple[int, ...]:
    """Every value a bid may name (a house value), whether or not the bidder holds it: what a
    tutorial offers so that the learner can also pick one the rules refuse.

    >>> bid_values()
    (9, 10, 11, 12, 13)
    """
    return tuple(BID_VALUES)


def bids(position: Position) -> list[Move]:
    """The legal bids of the seat to play, in :func:`legal_moves` order (empty after the bid)."""
    if position.phase != "bid":
        return []
    return [m for m in legal_moves(position) if m.kind == BID]


def questions_for(position: Position, card: int, target: Target) -> list[Move]:
    """The moves a drop of ``card`` on ``target`` most likely meant, likeliest first, for
    :func:`explain`.

    This only picks which questions to ask; the answers (legal or not, and why) are the engine's.

    - the open floor: throwing the card;
    - a house: capturing it with a card of its value; otherwise raising it by the card when that
      stays within 13 (asked even when the house is pakka, so that the answer says why it cannot
      be raised); otherwise adding the card to it;
    - a loose card: capturing it (a drop on a card is first of all a capture); then, when the
      two are of other values and make 9 to 13, building (or adding to the house of) the sum.
    """
    r = value_of(card)
    if isinstance(target, FloorTarget):
        return [Move(THROW, card, 0, 0, 0)]
    if isinstance(target, HouseTarget):
        v = target.value
        if r == v:
            return [Move(CAPTURE, card, 0, v, r)]
        if v in position.houses and v + r <= 13:
            return [Move(RAISE, card, 0, v, v + r)]
        return [Move(ADD, card, 0, 0, v)]
    x = value_of(target.card)
    mask = 1 << target.card
    questions = [Move(CAPTURE, card, mask, 0, r)]
    total = r + x
    if r != x and 9 <= total <= 13:
        kind = ADD if total in position.houses else BUILD
        questions.append(Move(kind, card, mask, 0, total))
    return questions


def question_for(position: Position, card: int, target: Target) -> Move:
    """The plainest move a drop of ``card`` on ``target`` could have meant: the first of
    :func:`questions_for`."""
    return questions_for(position, card, target)[0]


def why_not(position: Position, card: int, target: Target, *, seat: int = 0) -> str:
    """Why the drop of ``card`` on ``target`` by ``seat`` cannot be played, as one sentence.

    Before the bid, after the deal and out of turn the answer is one of ``"First choose your
    bid."``, ``"The deal is over."`` and ``"Wait for your turn."``; otherwise it is
    :func:`explain`'s reason about :func:`question_for`'s move, followed, for a drop on a loose
    card of another value, by the reason it cannot build (or add to) the house of their sum.
    """
    if position.phase == "bid":
        return _("First choose your bid.")
    if position.phase != "play":
        return _("The deal is over.")
    if position.to_play != seat:
        return _("Wait for your turn.")
    first, *others = questions_for(position, card, target)
    reason = explain(position, first)
    if reason is None:  # the question is legal but not this drop (cannot happen today)
        reason = _("the {card} cannot be played there").format(card=card_symbol(card))
    text = sentence(reason)
    for other in others:
        more = explain(position, other)
        if more is None:
            continue
        if other.kind == BUILD and _no_key_left(position, card, other.value, seat):
            # Say what the drop would have been: 'J♥ + 2♣ would build a house of 13, and you
            # hold no K to keep as its key.'
            sums = " + ".join(card_symbol(c) for c in (card, *cards_of(other.loose)))
            key = _KEY_NAMES.get(other.value, str(other.value))
            # Translators: {cards} is "J♥ + 2♣", {value} the house's value, {key} a rank
            # ("K", or a number) as on the cards.
            more = _(
                "{cards} would build a house of {value}, and you hold no {key} to keep as its key"
            ).format(cards=sums, value=other.value, key=key)
            text += " " + sentence(more)
            continue
        if other.kind == BUILD:
            # Translators: after the reason a drop cannot be played: "Nor can it build a house
            # of 11: ..." ({reason} is another reason, e.g. "you must keep a J...").
            also = _("nor can it build a house of {value}: {reason}")
        else:
            also = _("nor can it add to a house of {value}: {reason}")
        text += " " + sentence(also.format(value=other.value, reason=more))
    return text


_KEY_NAMES = {11: "J", 12: "Q", 13: "K"}


def _no_key_left(position: Position, card: int, value: int, seat: int) -> bool:
    """``seat`` holds no card of ``value`` besides ``card`` (a house of ``value`` would have no
    key to take it with)."""
    hand = position.hands[seat]
    if hand is None:
        return False
    return value_count(hand & ~(1 << card), value) == 0


def sentence(text: str) -> str:
    """``text`` as a sentence: a capital first letter and a closing full stop (a Hindi or
    Punjabi sentence may close with a danda, ``।``, instead)."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?", "।")) else text + "."


__all__ = [
    "FloorTarget",
    "HouseTarget",
    "LooseTarget",
    "Target",
    "bids",
    "moves_for",
    "moves_of_card",
    "question_for",
    "questions_for",
    "sentence",
    "targets_of",
    "why_not",
]
