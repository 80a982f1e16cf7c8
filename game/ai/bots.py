"""Heuristic computer players: reference bots (random, greedy, greedy + sweep defence) and the
Easy and Medium levels.
"""

from __future__ import annotations

import random

from game.ai.base import Bot
from game.ai.features import (
    POINTS,
    floor_after,
    immediate_gain,
    is_seep,
    positional,
    seep_risk,
    unseen_mask,
)
from game.ai.style import CLASSIC, SHARP, Style
from game.rules import Move, PlayerView, movegen
from game.rules.movegen import BID, THROW, MoveTuple, clearing_values
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
            s += care * positional(pos, seat, m, hand, unseen, style)
        out.append(s)
    return out


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
