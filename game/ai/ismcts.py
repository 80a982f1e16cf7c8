"""Information-set Monte Carlo tree search (single observer, SO-ISMCTS) for the search levels.

One tree over the information sets of the searching seat (Cowling, Powley & Whitehouse 2012;
used for Scopone by Di Palma & Lanzi 2018). Every edge is a play, keyed by its move tuple: in
Seep a play is public once made, so a sequence of plays names the same node whichever hidden
cards were dealt. Each iteration

1. samples a world consistent with the view (:func:`game.ai.sampler.determinize`; the cards
   the seat cannot see dealt anew) and copies it once;
2. descends from the root, playing moves in that world in place. At each node only the moves
   legal *in this world* are available: each available child's availability count goes up by
   one, and the child is chosen by UCB1 with that count in place of the parent's visits
   (``mean + c * sqrt(ln(availability) / visits)``). Where an available move has no child yet,
   one is added instead (at the root the candidates in the order of the counting prior, deeper
   captures first, the most points first), and the descent stops;
3. finishes the deal with the Expert's playout (:func:`game.ai.playout.playout`, the same
   arguments as :class:`~game.ai.search.MonteCarloSearch`), or solves it exactly
   (:func:`game.ai.playout.solve`) once ``exact_plays`` or fewer plays are left; the tree never
   grows into that exact region;
4. backs up the final margin: every node on the path adds it, from the point of view of the
   team that made the play into the node, divided by :data:`SCALE`.

The root is restricted to the ``top_k`` candidates of the counting prior, as in
:class:`~game.ai.search.MonteCarloSearch` (``score_counter``, ``blunder_guard``, scores at or
below -500 dropped). The root's choice is made on the same objective as the final choice: mean
margin + ``prior_weight`` x prior, plus the exploration term, so the prior acts as a permanent
bias at the root. The move played is the root child with the best mean margin + ``prior_weight``
x prior (ties: more visits, then the prior order). With ``ismcts`` < 0 the most visited root
child is played instead (ties: the objective above).

Budget: :data:`PLAYOUTS_PER_ITERATION` x ``iterations`` playouts (or exact solves), one per
ISMCTS iteration: 625 at the Expert's 250, about the ~630 playouts the flat search spends at
``top_k`` 8 and ``first_cut`` 16. ``|ismcts|`` scales the exploration constant :data:`EXPLORE`.
The ``time_cap`` only guards against a hang; for a view and a seed the move is always
the same (every choice below is ordered: lists and insertion-ordered dicts).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from game.ai.base import SlicedSearch
from game.ai.bots import blunder_guard
from game.ai.counter import COUNTING, score_counter
from game.ai.features import POINTS, immediate_gain
from game.ai.params import SearchParams
from game.ai.playout import final_margin, playout, solve
from game.ai.sampler import determinize, determinize_inferred, inferred_voids
from game.rules import Move, PlayerView, movegen
from game.rules.movegen import CAPTURE, MoveTuple
from game.rules.position import PLAY, Position

#: Playouts per flat-search iteration (world): the ISMCTS budget is this x ``iterations``.
PLAYOUTS_PER_ITERATION = 2.5
#: Margins (about -100..+100 a deal) are divided by this before they reach the tree.
SCALE = 50.0
#: The UCB1 exploration constant on that scale (times ``|ismcts|``).
EXPLORE = 1.4
#: Plays in a deal.
PLAYS = 48


class _Node:
    """A node of the tree: the information set after a sequence of plays.

    ``total`` is the sum of the rewards backed up through it, from the point of view of the team
    that made the play into it; ``avail`` counts the iterations in which that play was legal."""

    __slots__ = ("avail", "children", "team", "total", "visits")

    def __init__(self, team: int) -> None:
        self.team = team
        self.children: dict[MoveTuple, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


def _expansion_key(pos: Position, m: MoveTuple) -> float:
    """The cheap order in which untried moves deep in the tree are added: captures first, the
    most points (a seep counted) first; then the other moves, the cards worth least first."""
    if m[0] == CAPTURE:
        return 100.0 + immediate_gain(pos, m)
    return -0.4 * POINTS[m[1]]


class InformationSetSearch(SlicedSearch):
    """A sliced SO-ISMCTS (see the module docstring); the same contract as MonteCarloSearch:
    :meth:`step` does bounded work (one iteration at a time) and returns :attr:`done`."""

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
        self.budget = max(1, int(params.iterations * PLAYOUTS_PER_ITERATION))
        self.time_cap = params.time_cap
        self.exact_plays = params.exact_plays
        knob = float(params.ismcts or 1.0)
        self.explore_c = EXPLORE * abs(knob)
        self.most_visited = knob < 0
        self.prior_weight = float(params.prior_weight)
        self.units = 0  # work units: one iteration (one descent and one playout or solve)
        moves = movegen.generate(self.pos)
        scores = score_counter(self.pos, self.seat, moves, COUNTING)
        scores = blunder_guard(self.pos, self.seat, moves, scores)
        ranked = sorted(zip(scores, range(len(moves)), strict=True), reverse=True)
        keep = [moves[i] for s, i in ranked[: params.top_k] if s > -500.0]
        self.candidates: list[MoveTuple] = keep or [moves[ranked[0][1]]]
        self.prior = {moves[i]: s for s, i in ranked}
        # The root's bias: prior_weight x prior on the reward scale, fixed per candidate.
        self.bias = {m: self.prior_weight * self.prior[m] / SCALE for m in self.candidates}
        self.root = _Node(1 - self.team)
        self.voids = inferred_voids(self.pos, self.seat, view.history) if params.inference else []
        if len(self.candidates) == 1:
            self.done = True
            self._result = Move._make(self.candidates[0])

    # -- slicing ---------------------------------------------------------------------------

    # -- one iteration ---------------------------------------------------------------------

    def _sample(self) -> Position:
        if self.voids:
            return determinize_inferred(self.pos, self.seat, self.rng, self.voids)
        return determinize(self.pos, self.seat, self.rng)

    def _work(self) -> None:
        world = self._sample()  # a fresh position: played in place below
        generate = movegen.generate
        play = movegen.play
        c = self.explore_c
        exact = self.exact_plays
        node = self.root
        path = [node]
        at_root = True
        while world.phase == PLAY and PLAYS - world.plays_made > exact:
            moves = self.candidates if at_root else generate(world)
            children = node.children
            mover = world.to_play & 1
            if len(moves) == 1:
                # A forced play: follow it without spending the iteration's expansion.
                m = moves[0]
                child = children.get(m)
                if child is None:
                    child = children[m] = _Node(mover)
                child.avail += 1
                play(world, m)
                node = child
                path.append(node)
                at_root = False
                continue
            untried: MoveTuple | None = None
            best_key = -math.inf
            best: _Node | None = None
            best_move: MoveTuple | None = None
            best_ucb = -math.inf
            for m in moves:
                child = children.get(m)
                if child is None:
                    if untried is None or not at_root:
                        key = (
                            -float(self.candidates.index(m))
                            if at_root
                            else _expansion_key(world, m)
                        )
                        if key > best_key:
                            best_key = key
                            untried = m
                    continue
                child.avail += 1
                if untried is not None:
                    continue
                ucb = child.total / child.visits + c * math.sqrt(
                    math.log(child.avail) / child.visits
                )
                if at_root:
                    ucb += self.bias[m]
                if ucb > best_ucb:
                    best_ucb = ucb
                    best = child
                    best_move = m
            if untried is not None:
                child = children[untried] = _Node(mover)
                child.avail = 1
                play(world, untried)
                path.append(child)
                break
            assert best is not None and best_move is not None
            play(world, best_move)
            node = best
            path.append(node)
            at_root = False
        value = self._evaluate(world)  # the margin for team 0
        reward = value / SCALE
        for n in path:
            n.visits += 1
            n.total += reward if n.team == 0 else -reward
        self.iterations += 1
        self.units += 1

    def _evaluate(self, world: Position) -> float:
        """The deal's final margin for team 0 from ``world``: exact in the last plays, else the
        flat search's playout."""
        if world.phase != PLAY:
            return final_margin(world, 0)
        if PLAYS - world.plays_made <= self.exact_plays:
            return solve(world, 0, -1e9, 1e9)
        s = self.params
        playout(
            world,
            self.rng,
            True,
            bool(s.houses_aware),
            s.explore,
            s.smart_plies,
            bool(s.counting),
            s.style,
            s.defence,
            s.reply,
            int(s.counter_plies),
            bool(s.reply_sums),
        )
        return final_margin(world, 0)

    # -- the choice ------------------------------------------------------------------------

    def value(self, m: MoveTuple) -> float:
        """A root candidate's mean margin (points, for the searching team) + prior_weight x
        prior; -inf when it was never tried."""
        child = self.root.children.get(m)
        if child is None or not child.visits:
            return -math.inf
        return child.total / child.visits * SCALE + self.prior_weight * self.prior[m]

    def visits(self, m: MoveTuple) -> int:
        child = self.root.children.get(m)
        return child.visits if child is not None else 0

    def _finish(self) -> None:
        order = {m: i for i, m in enumerate(self.candidates)}
        if self.most_visited:
            best = max(self.candidates, key=lambda m: (self.visits(m), self.value(m), -order[m]))
        else:
            best = max(self.candidates, key=lambda m: (self.value(m), self.visits(m), -order[m]))
        self.done = True
        self._result = Move._make(best)
