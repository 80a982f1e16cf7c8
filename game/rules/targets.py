"""What a drop or a click on a target can mean: the table's questions, answered by the rules.

A player points at a *target* (a loose card, a house, or the open floor) with a card of their
hand. :func:`moves_for` keeps the moves of :func:`game.rules.legal_moves` that play that card and
involve that target; :func:`targets_of` says which targets a list of moves involves (to glow).
When nothing fits, :func:`refusal` asks :func:`game.rules.explain` why, about the plainest move the
drop could have meant (:func:`question_for`), and answers with reasons (facts: the text layer words
them). Nothing here decides legality: every answer comes from :func:`legal_moves` or
:func:`explain`.

>>> from game.rules import Rules, new_deal, shuffled_deck
>>> pos = new_deal(Rules(), dealer=3, deck=shuffled_deck(7))
>>> [m.value for m in bids(pos)] == [m.value for m in legal_moves(pos)]
True
>>> refusal(pos, pos.hand(0)[0], FloorTarget())
(Reason(code='choose_bid_first', params=()),)
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.cards import cards_of, value_count, value_of
from game.rules.engine import legal_moves
from game.rules.explain import explain
from game.rules.kinds import ADD, BID, BUILD, CAPTURE, RAISE, THROW
from game.rules.movegen import BID_VALUES
from game.rules.moves import Move
from game.rules.position import Position
from game.rules.reasons import Reason, reason


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


def refusal(position: Position, card: int, target: Target, *, seat: int = 0) -> tuple[Reason, ...]:
    """Why the drop of ``card`` on ``target`` by ``seat`` cannot be played: one reason or more.

    Before the bid, after the deal and out of turn the answer is ``choose_bid_first``,
    ``deal_is_over`` or ``wait_turn``; otherwise it is :func:`explain`'s reason about
    :func:`question_for`'s move, followed, for a drop on a loose card of another value, by the
    reason it cannot build (``would_build_no_key``, ``nor_build``: the other reason is its
    ``reason``) or add to (``nor_add``) the house of their sum. The text layer words them
    (:func:`game.text.rules_reasons.why_not`).
    """
    if position.phase == "bid":
        return (reason("choose_bid_first"),)
    if position.phase != "play":
        return (reason("deal_is_over"),)
    if position.to_play != seat:
        return (reason("wait_turn"),)
    first, *others = questions_for(position, card, target)
    why = explain(position, first)
    if why is None:  # the question is legal but not this drop (cannot happen today)
        why = reason("cannot_play_there", card=card)
    found = [why]
    for other in others:
        more = explain(position, other)
        if more is None:
            continue
        if other.kind == BUILD and _no_key_left(position, card, other.value, seat):
            # What the drop would have been: 'J♥ + 2♣ would build a house of 13, and you hold
            # no K to keep as its key.'
            cards = (card, *cards_of(other.loose))
            found.append(
                reason("would_build_no_key", cards=cards, value=other.value, key=other.value)
            )
            continue
        code = "nor_build" if other.kind == BUILD else "nor_add"
        found.append(reason(code, value=other.value, reason=more))
    return tuple(found)


def _no_key_left(position: Position, card: int, value: int, seat: int) -> bool:
    """``seat`` holds no card of ``value`` besides ``card`` (a house of ``value`` would have no
    key to take it with)."""
    hand = position.hands[seat]
    if hand is None:
        return False
    return value_count(hand & ~(1 << card), value) == 0


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
    "refusal",
    "targets_of",
]
