"""Heuristic computer players: reference bots (random, greedy, greedy + sweep defence) and the
Easy and Medium levels.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai.base import Bot
from game.ai.features import (
    POINTS,
    captured_mask,
    floor_after,
    immediate_gain,
    is_seep,
    mask_points,
    seep_risk,
    unseen_mask,
)
from game.rules import Move, PlayerView, movegen
from game.rules.movegen import ADD, BID, CAPTURE, RAISE, THROW, MoveTuple, clearing_values
from game.rules.position import Position

_SHIFT = tuple((v - 1) << 2 for v in range(14))


def choose_bid(hand: int, rng: random.Random) -> int:
    """A sensible bid from the four cards alone: a value held twice (a house with a spare key),
    else the highest value held."""
    values = [v for v in range(9, 14) if (hand >> _SHIFT[v]) & 15]
    doubles = [v for v in values if ((hand >> _SHIFT[v]) & 15).bit_count() >= 2]
    if doubles:
        return max(doubles)
    return max(values)


def _moves(view: PlayerView) -> list[MoveTuple]:
    moves = movegen.generate(view.position)
    if not moves:
        raise ValueError("no legal move in this view (the deal is over or must be thrown in)")
    return moves


def _best(moves: list[MoveTuple], scores: list[float], rng: random.Random) -> MoveTuple:
    top = max(scores)
    best = [m for m, s in zip(moves, scores, strict=True) if s >= top - 1e-9]
    return rng.choice(best)


class RandomBot(Bot):
    """Uniformly random legal moves (a baseline for tests and the arena)."""

    name = "random"

    def decide(self, view: PlayerView) -> Move:
        rng = random.Random(self.rng_seed(view))
        return Move._make(rng.choice(_moves(view)))


class GreedyBot(Bot):
    """Takes the most points now (card points plus seeps); otherwise plays at random."""

    name = "greedy"
    sweep_penalty = 0.0

    def decide(self, view: PlayerView) -> Move:
        rng = random.Random(self.rng_seed(view))
        pos = view.position
        moves = _moves(view)
        if moves[0][0] == BID:
            return Move(BID, -1, 0, 0, choose_bid(view.hand, rng))
        scores = [float(immediate_gain(pos, m)) - self._penalty(pos, m) for m in moves]
        return Move._make(_best(moves, scores, rng))

    def _penalty(self, pos: Position, move: MoveTuple) -> float:
        if not self.sweep_penalty or pos.plays_made + 1 >= 48:
            return 0.0
        loose, houses = floor_after(pos, move)
        if (loose or houses) and clearing_values(loose, houses):
            return self.sweep_penalty
        return 0.0


class GreedySweepDefenceBot(GreedyBot):
    """The reference bot: greedy, with a 25-point penalty for leaving a floor one card can
    clear."""

    name = "greedy_sd"
    sweep_penalty = 25.0


@dataclass(frozen=True)
class Style:
    """The weights of the positional terms of the one-ply evaluation (see :func:`score_moves`).

    ``CLASSIC`` is Medium's; ``SHARP`` was tuned with the arena (docs/strength.md) and guides
    the searches of Hard and Expert.
    """

    throw_points: float = 0.6  # a point card thrown is often taken by the next player
    throw_value: float = 0.05  # throw low cards first: high ones are keys and take spades
    keep_spade: float = 0.0  # keep a card that could take the unseen spade of its value
    capture_cards: float = 0.3  # taking many cards takes chances away
    house_share: float = 0.5  # a house is worth its points times our share of its keys...
    house_points: float = 0.2  # ...plus a little of the points the move gathers
    house_risk: float = 0.3  # ...minus the points the other side may take with it
    feed: float = 0.4  # points added to the partner's house
    feed_bonus: float = 2.0
    raise_gain: float = 0.3  # the opponents lose their house
    house_leave: float = 0.5  # weight of the points left loose after a house move
    leave: float = 0.15  # points left loose for the next (opposing) player


CLASSIC = Style()
SHARP = Style(throw_value=0.2, keep_spade=0.3, house_share=0.0, house_points=0.0)


class HeuristicBot(Bot):
    """Easy and Medium: one-ply evaluation of every legal move with Seep knowledge.

    Args:
        seed: the bot's seed.
        defence: weight of the seep risk (card counting decides how likely it is).
        care: weight of the positional terms (houses, keys, leaving points about).
        noise: random jitter added to each score (Easy plays less precisely).
        style: the weights of the positional terms.
    """

    name = "heuristic"

    def __init__(
        self,
        seed: int = 0,
        defence: float = 1.0,
        care: float = 1.0,
        noise: float = 0.0,
        style: Style = CLASSIC,
    ) -> None:
        super().__init__(seed)
        self.defence = defence
        self.care = care
        self.noise = noise
        self.style = style

    def decide(self, view: PlayerView) -> Move:
        rng = random.Random(self.rng_seed(view))
        pos = view.position
        moves = _moves(view)
        if moves[0][0] == BID:
            return Move(BID, -1, 0, 0, choose_bid(view.hand, rng))
        scores = score_moves(pos, view.seat, moves, self.defence, self.care, self.style)
        if self.noise:
            scores = [s + rng.uniform(0, self.noise) for s in scores]
        scores = blunder_guard(pos, view.seat, moves, scores)
        return Move._make(_best(moves, scores, rng))


def score_moves(
    pos: Position,
    seat: int,
    moves: list[MoveTuple],
    defence: float,
    care: float,
    style: Style = CLASSIC,
) -> list[float]:
    """One-ply scores of every move from ``seat``'s team's point of view."""
    unseen = unseen_mask(pos, seat)
    hand = pos.hands[seat] or 0
    out = []
    for m in moves:
        s = float(immediate_gain(pos, m))
        if defence:
            s -= defence * seep_risk(pos, m, seat, unseen)
        if care:
            s += care * _positional(pos, seat, m, hand, unseen, style)
        out.append(s)
    return out


def _positional(
    pos: Position,
    seat: int,
    m: MoveTuple,
    hand: int,
    unseen: int,
    w: Style,
    loose_after: int | None = None,
) -> float:
    """The positional terms of a move (``loose_after``: the loose cards it leaves, when the
    caller has them already)."""
    kind, card, loose, hv, v = m
    points_here = POINTS[card] + mask_points(loose)
    if kind == THROW:
        rank = (card >> 2) + 1
        keep = 0.0
        spade = (rank - 1) << 2  # the spade of this value (suits in the order s h d c)
        if w.keep_spade and card != spade and (unseen >> spade) & 1:
            keep = w.keep_spade * POINTS[spade]
        return (
            -keep
            - w.throw_points * POINTS[card]
            - w.throw_value * rank
            + _leave_points(pos, m, seat, w.leave, loose_after)
        )
    if kind == CAPTURE:
        return w.capture_cards * captured_mask(pos, m).bit_count() + _leave_points(
            pos, m, seat, w.leave, loose_after
        )
    house_cards = (1 << card) | loose
    if kind in (ADD, RAISE):
        target = pos.houses.get(v if kind == ADD else hv)
        if target is not None:
            house_cards |= target.cards
    total_pts = mask_points(house_cards)
    # Who can take the house: the owners' keys against the unseen cards of that value.
    mine = ((hand >> _SHIFT[v]) & 15).bit_count() - ((card >> 2) + 1 == v)
    theirs = ((unseen >> _SHIFT[v]) & 15).bit_count()
    share = mine / max(1, mine + theirs * 0.5)
    value = (
        w.house_share * share * total_pts
        + w.house_points * points_here
        - w.house_risk * (1 - share) * total_pts
    )
    if kind == ADD and pos.players == 4:
        house = pos.houses.get(v)
        if house is not None and (seat ^ 2) in house.owners:
            value += w.feed * points_here + w.feed_bonus  # feed the partner's house
    if kind == RAISE:
        old = pos.houses.get(hv)
        if old is not None:
            value += w.raise_gain * mask_points(old.cards)  # the opponents lose their house
    return value + _leave_points(pos, m, seat, w.leave, loose_after) * w.house_leave


def _leave_points(
    pos: Position, m: MoveTuple, seat: int, weight: float, loose: int | None = None
) -> float:
    """A small penalty for the points left loose for the next (opposing) player."""
    if pos.players == 4 and ((pos.to_play + 1) & 1) == (seat & 1):
        return 0.0
    if loose is None:
        loose, _houses = floor_after(pos, m)
    return -weight * mask_points(loose)


def blunder_guard(
    pos: Position, seat: int, moves: list[MoveTuple], scores: list[float]
) -> list[float]:
    """Never give away a near-certain seep or a big point card for nothing when a clearly
    safer move exists: such moves get a large penalty (they stay legal if nothing else is)."""
    unseen = unseen_mask(pos, seat)
    bad = []
    for m in moves:
        risky = seep_risk(pos, m, seat, unseen) >= 0.6 * pos.rules.seep_value
        gift = m[0] == THROW and POINTS[m[1]] >= 6 and _takeable(pos, m, unseen)
        bad.append(risky or gift)
    if all(bad):
        return scores
    return [s - 1000.0 if b else s for s, b in zip(scores, bad, strict=True)]


def _takeable(pos: Position, m: MoveTuple, unseen: int) -> bool:
    """Whether a thrown card could be captured by a card the seat has not seen: one of its own
    value, or one worth its value plus some loose cards."""
    value = (m[1] >> 2) + 1
    sums = 1  # bit s: some loose subset adds up to s
    loose = pos.loose
    while loose:
        low = loose & -loose
        loose ^= low
        sums |= (sums << (((low.bit_length() - 1) >> 2) + 1)) & 0x3FFF
    reach = (sums << value) & 0x3FFF
    return any(reach >> w & 1 and (unseen >> _SHIFT[w]) & 15 for w in range(value, 14))


__all__ = [
    "CLASSIC",
    "SHARP",
    "GreedyBot",
    "GreedySweepDefenceBot",
    "HeuristicBot",
    "RandomBot",
    "Style",
    "blunder_guard",
    "choose_bid",
    "is_seep",
    "score_moves",
]
