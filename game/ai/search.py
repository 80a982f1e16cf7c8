"""Hard and Expert: determinized Monte Carlo search over worlds consistent with the view.

Each iteration samples one world (the hidden hands and stock dealt consistently with the view),
then plays every surviving candidate move in that world and finishes the deal with a Seep-aware
playout (or solves the last plays exactly). Candidates share worlds and playout randomness, so
they are compared on equal terms; after a few rounds the weaker half is dropped (successive
halving). Budgets are counted in iterations, with a wall-clock cap as a safety net.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from game.ai.base import Bot, Finished, Search, SlicedSearch
from game.ai.bots import CLASSIC, SHARP, Style, blunder_guard, choose_bid, score_moves
from game.ai.counter import COUNTING, CounterWeights, score_counter
from game.ai.ismcts import InformationSetSearch
from game.ai.playout import (
    final_margin,
    guarded_choice,
    playout,
    solve,
)
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


class MonteCarloSearch(SlicedSearch):
    """A sliced determinized search (see the module docstring)."""

    def __init__(self, view: PlayerView, seed: int, settings: SearchBot) -> None:
        super().__init__(view, seed, settings.clock)
        # The bot's budgets and playout settings, read when used (one place defines them).
        self.settings = settings
        self.budget = settings.iterations
        if settings.play_budget:
            # Fewer worlds where the playouts are long (early in the deal): the worlds times
            # the plays left to play out stay within the budget, at least ``min_worlds``.
            plays_left = max(1, 48 - self.pos.plays_made - 1)
            self.budget = min(
                settings.iterations,
                max(int(settings.min_worlds), int(settings.play_budget // plays_left)),
            )
        self.time_cap = settings.time_cap
        self.exact_plays = settings.exact_plays
        moves = movegen.generate(self.pos)
        if settings.counter_prior:
            scores = score_counter(self.pos, self.seat, moves, settings.prior_weights)
        else:
            scores = score_moves(self.pos, self.seat, moves, settings.defence, 1.0, settings.style)
        scores = blunder_guard(self.pos, self.seat, moves, scores)
        ranked = sorted(zip(scores, range(len(moves)), strict=True), reverse=True)
        top_k = settings.top_k
        keep = [moves[i] for s, i in ranked[:top_k] if s > -500.0] or [moves[ranked[0][1]]]
        self.prior = {moves[i]: s for s, i in ranked}
        self.candidates: list[MoveTuple] = keep
        self.totals = {m: 0.0 for m in keep}
        self.counts = {m: 0 for m in keep}
        self.next_cut = max(1, int(settings.first_cut))
        self._world: Position | None = None
        self.voids = inferred_voids(self.pos, self.seat, view.history) if settings.inference else []
        self.evidence = (
            hand_evidence(
                self.pos, self.seat, view.history, settings.evidence, settings.evidence_margin
            )
            if settings.evidence
            else None
        )
        self.past_plays = (
            policy_evidence(self.pos, self.seat, view.history, settings.policy)
            if settings.policy
            else None
        )
        self._world_seed = 0
        self._index = 0
        self.units = 0  # work units done: one candidate played out (or solved) in one world
        if len(keep) == 1:
            self.done = True
            self._result = Move._make(keep[0])

    def _work(self) -> None:
        """One unit of work: one candidate in the current world (a world is sampled first when
        none is open). Units are small (a playout or a small exact solve), so a frame's slice is
        never overrun by much; the sequence of work is the same however it is sliced."""
        if self._world is None:
            if self.past_plays is not None:
                self._world = determinize_policy(
                    self.pos, self.seat, self.rng, self.past_plays, int(self.settings.policy_tries)
                )
            elif self.evidence is not None:
                self._world = determinize_weighted(self.pos, self.seat, self.rng, self.evidence)
            elif self.voids:
                self._world = determinize_inferred(self.pos, self.seat, self.rng, self.voids)
            else:
                self._world = determinize(self.pos, self.seat, self.rng)
            self._world_seed = self.rng.getrandbits(32)
            self._index = 0
        m = self.candidates[self._index]
        child = self._world.copy()
        movegen.play(child, m)
        if 48 - self.pos.plays_made - 1 <= self.exact_plays:
            value = solve(child, self.team, -1e9, 1e9)
        else:
            playout(
                child,
                random.Random(self._world_seed),
                True,
                bool(self.settings.houses_aware),
                self.settings.explore,
                self.settings.smart_plies,
                bool(self.settings.counting),
                self.settings.style,
                self.settings.defence,
                self.settings.reply,
                int(self.settings.counter_plies),
                bool(self.settings.reply_sums),
                48 - int(self.settings.tail),
            )
            if child.phase == PLAY:  # stopped before the last ``tail`` plays: solved exactly
                value = solve(child, self.team, -1e9, 1e9)
            else:
                value = final_margin(child, self.team)
        self.totals[m] += value
        self.counts[m] += 1
        self._index += 1
        self.units += 1
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
        weight = self.settings.prior_weight
        if 48 - self.pos.plays_made - 1 <= self.exact_plays:
            weight *= self.settings.exact_prior
        if self.settings.prior_fade:
            weight *= max(0.0, 1.0 - self.pos.plays_made / self.settings.prior_fade)
        prior = weight * self.prior.get(m, 0.0)
        return (self.totals[m] / n if n else -1e9) + prior

    def _finish(self) -> None:
        best = max(self.candidates, key=self._mean)
        self.done = True
        self._result = Move._make(best)


class SearchBot(Bot):
    """Hard and Expert: :class:`MonteCarloSearch` with a level's budget."""

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        iterations: int = 60,
        time_cap: float = 0.9,
        top_k: int = 6,
        exact_plays: int = 4,
        clock: Callable[[], float] = time.perf_counter,
        houses_aware: float = 0.0,
        prior_weight: float = 1e-6,
        explore: float = 0.08,
        smart_plies: int = 0,
        counting: float = 0.0,
        first_cut: int = 8,
        sharp: float = 0.0,
        defence: float = 1.0,
        counter_prior: float = 0.0,
        inference: float = 0.0,
        reply: float = 0.0,
        counter_plies: int = 0,
        reply_sums: float = 0.0,
        evidence: float = 0.0,
        evidence_margin: float = 2.0,
        ismcts: float = 0.0,
        exact_prior: float = 1.0,
        tail: int = 0,
        prior_fade: float = 0.0,
        prior_reply: float = COUNTING.reply,
        prior_back: float = COUNTING.back,
        prior_house: float = COUNTING.house,
        prior_positional: float = COUNTING.positional,
        prior_second: float = COUNTING.second,
        prior_own: float = COUNTING.own,
        prior_throw_rank: float = COUNTING.throw_rank,
        prior_raise_risk: float = COUNTING.raise_risk,
        policy: float = 0.0,
        policy_tries: int = 8,
        play_budget: float = 0.0,
        min_worlds: int = 10,
    ) -> None:
        super().__init__(seed)
        self.play_budget = play_budget
        self.min_worlds = min_worlds
        self.policy = policy
        self.policy_tries = policy_tries
        self.prior_second = prior_second
        self.prior_own = prior_own
        self.prior_throw_rank = prior_throw_rank
        self.prior_raise_risk = prior_raise_risk
        self.prior_reply = prior_reply
        self.prior_back = prior_back
        self.prior_house = prior_house
        self.prior_positional = prior_positional
        self.prior_fade = prior_fade
        self.tail = tail
        self.exact_prior = exact_prior
        self.evidence = evidence
        self.evidence_margin = evidence_margin
        self.ismcts = ismcts
        self.reply_sums = reply_sums
        self.reply = reply
        self.counter_plies = counter_plies
        self.inference = inference
        self.counter_prior = counter_prior
        self.sharp = sharp
        self.defence = defence
        self.first_cut = first_cut
        self.counting = counting
        self.explore = explore
        self.smart_plies = smart_plies
        self.clock = clock
        self.houses_aware = houses_aware
        self.prior_weight = prior_weight
        self.iterations = iterations
        self.time_cap = time_cap
        self.top_k = top_k
        self.exact_plays = exact_plays

    @property
    def prior_weights(self) -> CounterWeights:
        """The weights of the counting evaluation that ranks and weighs the candidates
        (COUNTING unless a ``prior_*`` setting says otherwise)."""
        return CounterWeights(
            reply=self.prior_reply,
            back=self.prior_back,
            house=self.prior_house,
            positional=self.prior_positional,
            second=self.prior_second,
            own=self.prior_own,
            throw_rank=self.prior_throw_rank,
            raise_risk=self.prior_raise_risk,
        )

    @property
    def style(self) -> Style:
        """The weights of the evaluation that ranks the candidates (and plays smart plies)."""
        return SHARP if self.sharp else CLASSIC

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
        if self.ismcts:
            return InformationSetSearch(view, rng.getrandbits(63), self)
        return MonteCarloSearch(view, rng.getrandbits(63), self)

    def decide(self, view: PlayerView) -> Move:
        return self.choose(view)


# The playouts moved to game.ai.playout; these names stay importable from here.
__all__ = [
    "MonteCarloSearch",
    "SearchBot",
    "final_margin",
    "guarded_choice",
    "playout",
    "solve",
]
