"""Hard and Expert: determinized Monte Carlo search over worlds consistent with the view.

Each iteration samples one world (the hidden hands and stock dealt consistently with the view),
then plays every surviving candidate move in that world and finishes the deal with a Seep-aware
playout (or solves the last plays exactly). Candidates share worlds and playout randomness, so
they are compared on equal terms; after a few rounds the weaker half is dropped (successive
halving). Budgets are counted in iterations only: the move depends on the view, the seed and
the settings, never on the machine's speed (``time_cap`` only guards against a
hang, see :class:`~game.ai.base.SlicedSearch`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from game.ai.base import Bot, Finished, Search, SlicedSearch
from game.ai.bots import blunder_guard, choose_bid, score_moves
from game.ai.counter import score_counter
from game.ai.ismcts import InformationSetSearch
from game.ai.params import SearchParams
from game.ai.playout import final_margin, playout, solve
from game.ai.sampler import (
    determinize,
    determinize_inferred,
    determinize_policy,
    determinize_weighted,
    hand_evidence,
    inferred_voids,
    policy_evidence,
)
from game.rules import Move, PlayerView, movegen
from game.rules.movegen import BID, MoveTuple
from game.rules.position import PLAY, Position

#: The most plies of a playout played in one unit of the search's work.
PLAYOUT_PIECE = 8


class MonteCarloSearch(SlicedSearch):
    """A sliced determinized search (see the module docstring)."""

    def __init__(
        self,
        view: PlayerView,
        seed: int,
        params: SearchParams,
        clock: Callable[[], float],
        guard_clock: Callable[[], float] = time.thread_time,
    ) -> None:
        super().__init__(view, seed, clock, guard_clock)
        self.params = params
        self.budget = params.iterations
        if params.play_budget:
            # Fewer worlds where the playouts are long (early in the deal): the worlds times
            # the plays left to play out stay within the budget, at least ``min_worlds``.
            plays_left = max(1, 48 - self.pos.plays_made - 1)
            self.budget = min(
                params.iterations,
                max(int(params.min_worlds), int(params.play_budget // plays_left)),
            )
        self.time_cap = params.time_cap
        self.exact_plays = params.exact_plays
        moves = movegen.generate(self.pos)
        if params.counter_prior:
            scores = score_counter(self.pos, self.seat, moves, params.prior_weights)
        else:
            scores = score_moves(self.pos, self.seat, moves, params.defence, 1.0, params.style)
        scores = blunder_guard(self.pos, self.seat, moves, scores)
        ranked = sorted(zip(scores, range(len(moves)), strict=True), reverse=True)
        top_k = params.top_k
        keep = [moves[i] for s, i in ranked[:top_k] if s > -500.0] or [moves[ranked[0][1]]]
        self.prior = {moves[i]: s for s, i in ranked}
        self.candidates: list[MoveTuple] = keep
        self.totals = {m: 0.0 for m in keep}
        self.counts = {m: 0 for m in keep}
        self.next_cut = max(1, int(params.first_cut))
        self._world: Position | None = None
        self.voids = inferred_voids(self.pos, self.seat, view.history) if params.inference else []
        self.evidence = (
            hand_evidence(
                self.pos, self.seat, view.history, params.evidence, params.evidence_margin
            )
            if params.evidence
            else None
        )
        self.past_plays = (
            policy_evidence(self.pos, self.seat, view.history, params.policy)
            if params.policy
            else None
        )
        self._world_seed = 0
        self._child: Position | None = None  # the candidate's playout under way, if any
        self._child_rng = random.Random(0)
        self._plies = (0, 0)  # the playout's counting and smart plies still to come
        self._index = 0
        self.units = 0  # work units done: a piece of a playout, or a solve
        if len(keep) == 1:
            self.done = True
            self._result = Move._make(keep[0])

    def _work(self) -> None:
        """One unit of work: a piece of a candidate's playout in the current world (at most
        :data:`PLAYOUT_PIECE` plies; a world is sampled first when none is open, and the
        candidate's move played when no playout is under way), or its exact solve. Units are
        small, so a frame's slice is never overrun by much (a whole playout of Expert's counting
        took 20-40 ms from source); the sequence of work is the same however it is sliced."""
        self.units += 1
        child = self._child
        if child is None:
            if self._world is None:
                self._world = self._sample()
                self._world_seed = self.rng.getrandbits(32)
                self._index = 0
            child = self._world.copy()
            movegen.play(child, self.candidates[self._index])
            if 48 - self.pos.plays_made - 1 <= self.exact_plays:
                self._scored(solve(child, self.team, -1e9, 1e9))
                return
            self._child = child
            self._child_rng = random.Random(self._world_seed)
            self._plies = (int(self.params.counter_plies), self.params.smart_plies)
        stop = 48 - int(self.params.tail)
        counter_plies, smart_plies = self._plies
        self._plies = playout(
            child,
            self._child_rng,
            True,
            bool(self.params.houses_aware),
            self.params.explore,
            smart_plies,
            bool(self.params.counting),
            self.params.style,
            self.params.defence,
            self.params.reply,
            counter_plies,
            bool(self.params.reply_sums),
            min(stop, child.plays_made + PLAYOUT_PIECE),
        )
        if child.phase == PLAY and child.plays_made < stop:
            return  # more of this playout in the next unit
        self._child = None
        if child.phase == PLAY:  # stopped before the last ``tail`` plays: solved exactly
            self._scored(solve(child, self.team, -1e9, 1e9))
        else:
            self._scored(final_margin(child, self.team))

    def _sample(self) -> Position:
        """A world consistent with the view, as the level deals them."""
        if self.past_plays is not None:
            return determinize_policy(
                self.pos, self.seat, self.rng, self.past_plays, int(self.params.policy_tries)
            )
        if self.evidence is not None:
            return determinize_weighted(self.pos, self.seat, self.rng, self.evidence)
        if self.voids:
            return determinize_inferred(self.pos, self.seat, self.rng, self.voids)
        return determinize(self.pos, self.seat, self.rng)

    def _scored(self, value: float) -> None:
        """The current candidate's value in the current world: counted, and on to the next."""
        m = self.candidates[self._index]
        self.totals[m] += value
        self.counts[m] += 1
        self._index += 1
        if self._index < len(self.candidates):
            return
        self._world = None
        self.iterations += 1
        if self.iterations >= self.next_cut and len(self.candidates) > 2:
            self.next_cut *= 2
            ranked = sorted(self.candidates, key=self._mean, reverse=True)
            self.candidates = ranked[: max(2, (len(ranked) + 1) // 2)]

    def _mean(self, m: MoveTuple) -> float:
        n = self.counts[m]
        weight = self.params.prior_weight
        if 48 - self.pos.plays_made - 1 <= self.exact_plays:
            weight *= self.params.exact_prior
        if self.params.prior_fade:
            weight *= max(0.0, 1.0 - self.pos.plays_made / self.params.prior_fade)
        prior = weight * self.prior.get(m, 0.0)
        return (self.totals[m] / n if n else -1e9) + prior

    def _finish(self) -> None:
        best = max(self.candidates, key=self._mean)
        self.done = True
        self._result = Move._make(best)


class SearchBot(Bot):
    """Hard and Expert: :class:`MonteCarloSearch` (or, with ``ismcts``,
    :class:`~game.ai.ismcts.InformationSetSearch`) with a level's :class:`SearchParams`.

    ``clock`` cuts the thinking into slices, ``guard_clock`` (processor time) measures it for the
    guard against hangs (:class:`~game.ai.base.SlicedSearch`; tests give fake ones)."""

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        params: SearchParams | None = None,
        clock: Callable[[], float] = time.perf_counter,
        guard_clock: Callable[[], float] = time.thread_time,
    ) -> None:
        super().__init__(seed)
        self.params = SearchParams() if params is None else params
        self.clock = clock
        self.guard_clock = guard_clock

    def begin(self, view: PlayerView) -> Search:
        pos = view.position
        moves = movegen.generate(pos)
        if not moves:
            raise ValueError("no legal move in this view (the deal is over or must be thrown in)")
        rng = random.Random(self.rng_seed(view))
        if moves[0][0] == BID:
            return Finished(Move(BID, -1, 0, 0, choose_bid(view.hand, rng)))
        if len(moves) == 1:
            return Finished(Move._make(moves[0]))
        kind = InformationSetSearch if self.params.ismcts else MonteCarloSearch
        return kind(view, rng.getrandbits(63), self.params, self.clock, self.guard_clock)

    def decide(self, view: PlayerView) -> Move:
        return self.choose(view)


__all__ = ["MonteCarloSearch", "SearchBot", "SearchParams"]
