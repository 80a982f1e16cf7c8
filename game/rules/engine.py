"""The public rules API: new deals, legal moves, applying moves, views.

>>> from game.rules import Rules, new_deal, shuffled_deck, legal_moves, apply
>>> pos = new_deal(Rules(), dealer=3, deck=shuffled_deck(7))
>>> pos.phase, pos.to_play
('bid', 0)
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from game.rules import legality, movegen
from game.rules.cards import cards_of, value_count
from game.rules.errors import InvalidPositionError
from game.rules.events import (
    BidMade,
    CardPlayed,
    CardsCaptured,
    CardsDealt,
    CardThrown,
    DealOver,
    Event,
    HouseBuilt,
    HouseCemented,
    HouseRaised,
    SeepMade,
)
from game.rules.explain import explain
from game.rules.kinds import ADD, BID, BUILD, CAPTURE, THROW
from game.rules.moves import Move
from game.rules.notation import position_to_text
from game.rules.options import Rules
from game.rules.position import OVER, PLAY, Position
from game.rules.reasons import IllegalMoveError, reason
from game.rules.wording import english

log = logging.getLogger(__name__)


def new_deal(rules: Rules, dealer: int, deck: Sequence[int]) -> Position:
    """A deal in its bid phase: cards 1-4 to the bidder, 5-8 face down to the floor.

    Raises:
        InvalidPositionError: the deck is not the 52 cards, or the dealer is not a seat.
    """
    if sorted(deck) != list(range(52)):
        raise InvalidPositionError(f"a deck must hold each of the 52 cards once: {list(deck)}")
    n = rules.num_players
    if not 0 <= dealer < n:
        raise InvalidPositionError(f"dealer {dealer} is not a seat of a {n}-player game")
    pos = Position.__new__(Position)
    pos.rules = rules
    pos.players = n
    pos.dealer = dealer
    pos.phase = "bid"
    pos.to_play = (dealer + 1) % n
    pos.plays_made = 0
    pos.bid = None
    pos.hands = [0] * n
    pos.hand_sizes = [0] * n
    pos.hands[pos.to_play] = sum(1 << c for c in deck[:4])
    pos.hand_sizes[pos.to_play] = 4
    pos.loose = sum(1 << c for c in deck[4:8])
    pos.houses = {}
    pos.piles = [0, 0]
    pos.seeps = ()
    pos.last_capturer = None
    pos.stock = tuple(deck[8:])
    pos.stock_size = 44
    return pos


def needs_redeal(pos: Position) -> bool:
    """True in the bid phase when the bidder holds nothing of 9 or more (the deal is thrown in)."""
    hand = pos.hands[pos.to_play]
    return (
        pos.phase == "bid"
        and hand is not None
        and not any(value_count(hand, v) for v in range(9, 14))
    )


def _require_hand(pos: Position) -> None:
    if pos.phase != OVER and pos.hands[pos.to_play] is None:
        raise InvalidPositionError(f"the hand of seat {pos.to_play}, to play, is not shown")


def legal_moves(pos: Position) -> list[Move]:
    """Every legal move of the seat to play, each exactly once, in a stable order.

    Raises:
        InvalidPositionError: the hand of the seat to play is hidden.
    """
    _require_hand(pos)
    return [Move._make(m) for m in movegen.generate(pos)]


def is_legal(pos: Position, move: Sequence[int]) -> bool:
    """Whether the move is legal in the position."""
    _require_hand(pos)
    return legality.is_legal_move(pos, move)


def apply(pos: Position, move: Sequence[int]) -> Position:
    """The position after a legal move (the argument is not changed).

    Raises:
        IllegalMoveError: the move is not legal here; the message says why.
    """
    if not is_legal(pos, move):
        raise illegal_move(pos, move)
    nxt = pos.copy()
    movegen.play(nxt, tuple(move))  # type: ignore[arg-type]
    return nxt


def apply_unchecked(pos: Position, move: Sequence[int]) -> Position:
    """Like :func:`apply` without the legality check.

    .. warning:: for search and replays of generated moves only: an illegal move corrupts the
       position silently.
    """
    nxt = pos.copy()
    movegen.play(nxt, tuple(move))  # type: ignore[arg-type]
    return nxt


def illegal_move(pos: Position, move: Sequence[int]) -> IllegalMoveError:
    """The error for a move that is not legal here, with the rules' reason (its code and facts,
    and its fixed English in the message)."""
    try:
        why = explain(pos, move)
    except Exception:  # a reason is a courtesy; never let it hide the real error
        log.exception("no reason could be found for the illegal move %s", list(move))
        why = None
    if why is None:
        why = reason("not_legal_here")
    detail = english(why, pos)
    text = Move._make(move).to_json() if len(move) == 5 else list(move)
    return IllegalMoveError(
        f"illegal move {text}: {detail} (position {position_to_text(pos)})",
        why=why,
        position=pos,
        detail=detail,
    )


def apply_with_events(pos: Position, move: Sequence[int]) -> tuple[Position, tuple[Event, ...]]:
    """:func:`apply`, plus the plain events of the move for the table to animate and speak.

    Raises:
        IllegalMoveError: the move is not legal here.
    """
    if not is_legal(pos, move):
        raise illegal_move(pos, move)
    kind, card, loose, hv, value = move
    seat = pos.to_play
    nxt = pos.copy()
    movegen.play(nxt, (kind, card, loose, hv, value), finish=False)
    if kind == BID:
        return nxt, (BidMade(seat, value),)
    events: list[Event] = [CardPlayed(seat, card, Move._make(move).action)]
    if kind == THROW:
        events.append(CardThrown(seat, card))
    elif kind == CAPTURE:
        house = pos.houses.get(hv) if hv else None
        house_cards = tuple(cards_of(house.cards)) if house else ()
        events.append(
            CardsCaptured(seat, seat & 1, card, tuple(cards_of(loose)), hv or None, house_cards)
        )
        if len(nxt.seeps) > len(pos.seeps):
            seep = nxt.seeps[-1]
            events.append(SeepMade(seat, seat & 1, seep[1], seep[2]))
    else:
        added = tuple(cards_of((1 << card) | loose))
        h = nxt.houses[value]
        if kind == BUILD:
            events.append(HouseBuilt(seat, value, added, h.pakka))
        elif kind == ADD:
            events.append(HouseCemented(seat, value, added, h.owners))
        else:
            events.append(HouseRaised(seat, hv, value, added, value in pos.houses, h.pakka))
    for s in range(pos.players):
        gained = nxt.hand_sizes[s] - pos.hand_sizes[s] + (1 if s == seat else 0)
        if gained > 0:
            new_cards = (nxt.hands[s] or 0) & ~(pos.hands[s] or 0)
            events.append(CardsDealt(s, gained, tuple(cards_of(new_cards))))
    if nxt.plays_made == 48:
        left = nxt.loose
        for house_left in nxt.houses.values():
            left |= house_left.cards
        movegen.end_deal(nxt)
        team = nxt.last_capturer & 1 if nxt.last_capturer is not None else None
        events.append(DealOver(team, tuple(cards_of(left)) if team is not None else ()))
    return nxt, tuple(events)


def view_for(pos: Position, seat: int) -> Position:
    """What ``seat`` may know: its own hand, the floor, the piles, counts; other hands hidden.

    The stock is hidden from everyone.
    """
    v = pos.copy()
    v.hands = [h if s == seat else None for s, h in enumerate(pos.hands)]
    v.stock = None
    return v


def seen_cards(pos: Position) -> int:
    """Mask of the cards whose place is public: floor, houses and both piles."""
    m = pos.loose | pos.piles[0] | pos.piles[1]
    for h in pos.houses.values():
        m |= h.cards
    return m


__all__ = [
    "OVER",
    "PLAY",
    "apply",
    "apply_unchecked",
    "apply_with_events",
    "is_legal",
    "legal_moves",
    "needs_redeal",
    "new_deal",
    "seen_cards",
    "view_for",
]
