"""The settings of the search levels (Hard and Expert), as one frozen object.

:class:`SearchParams` is plain data: the budgets, what the candidates are ranked by, how the
worlds are drawn and how each candidate is played out. :class:`~game.ai.search.SearchBot` holds
one, and both searches (:class:`~game.ai.search.MonteCarloSearch`,
:class:`~game.ai.ismcts.InformationSetSearch`) read it; ``game/ai/levels.py`` builds the levels'
own. Every field is a number, so a variant is ``dataclasses.replace(params, name=value)`` (the
arena's ``expert:iterations=40`` does that).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.bots import CLASSIC, SHARP, Style
from game.ai.counter import COUNTING, CounterWeights


@dataclass(frozen=True)
class SearchParams:
    """A search level's settings (each off, or at its plain value, by default)."""

    #: The budget: worlds sampled (the flat search) or ``PLAYOUTS_PER_ITERATION`` x this many
    #: iterations (the tree search). The move depends on this budget only.
    iterations: int = 60
    #: Seconds of the search's own processor time after which it stops anyway: a guard against
    #: a hang, far above what the budget takes, never what ends a search in normal play (it
    #: logs a warning; other programs keeping the machine busy do not count).
    time_cap: float = 10.0
    #: Candidates kept from the prior's ranking.
    top_k: int = 6
    #: Plays left at or below which a candidate's deal is solved exactly instead of played out.
    exact_plays: int = 4
    #: Playouts: the houses' owners keep their keys (non-zero: on).
    houses_aware: float = 0.0
    #: The prior's weight in the final choice (mean margin + this x prior).
    prior_weight: float = 1e-6
    #: Playouts: the chance of a random play instead of the policy's.
    explore: float = 0.08
    #: Playouts: plays chosen by the one-ply evaluation before the cheap policy takes over.
    smart_plies: int = 0
    #: Playouts: every play chosen by the counting evaluation (non-zero: on).
    counting: float = 0.0
    #: The flat search: worlds before the first halving of the candidates.
    first_cut: int = 8
    #: The ranking evaluation's style: SHARP (non-zero) or CLASSIC.
    sharp: float = 0.0
    #: The weight of the sweep defence in the ranking evaluation and the playouts.
    defence: float = 1.0
    #: Rank the candidates by the counting evaluation (non-zero) instead of the one-ply one.
    counter_prior: float = 0.0
    #: Draw worlds in which the opponents hold no value they showed they lack (non-zero: on).
    inference: float = 0.0
    #: Playouts: the weight of the next opponent's best reply.
    reply: float = 0.0
    #: Playouts: plays chosen by the counting evaluation (with ``counting``).
    counter_plies: int = 0
    #: Playouts: the reply counts the sums the opponent could make (non-zero: on).
    reply_sums: float = 0.0
    #: Worlds weighed by the evidence of the opponents' past plays (non-zero: on; the value is
    #: the evidence's strength, ``beta`` of :func:`~game.ai.sampler.hand_evidence`).
    evidence: float = 0.0
    #: The margin below the best play at which a past play counts as evidence.
    evidence_margin: float = 2.0
    #: Non-zero: the tree search instead of the flat one; its size scales the exploration,
    #: negative plays the most visited candidate.
    ismcts: float = 0.0
    #: The prior's weight is multiplied by this where the rest of the deal is solved exactly.
    exact_prior: float = 1.0
    #: Playouts: this many last plays solved exactly (0: played out to the end).
    tail: int = 0
    #: The prior's weight fades to nothing at this many plays made (0: it never fades).
    prior_fade: float = 0.0
    #: The counting prior's weights (:class:`~game.ai.counter.CounterWeights`).
    prior_reply: float = COUNTING.reply
    prior_back: float = COUNTING.back
    prior_house: float = COUNTING.house
    prior_positional: float = COUNTING.positional
    prior_second: float = COUNTING.second
    prior_own: float = COUNTING.own
    prior_throw_rank: float = COUNTING.throw_rank
    prior_raise_risk: float = COUNTING.raise_risk
    #: Worlds drawn by the opponents' model: their past plays weigh the worlds (non-zero: on;
    #: the value is the model's temperature, ``tau`` of :func:`~game.ai.sampler.policy_evidence`).
    policy: float = 0.0
    #: Tries per world of the opponents' model.
    policy_tries: int = 8
    #: Non-zero: fewer worlds where the playouts are long (worlds x plays left within this).
    play_budget: float = 0.0
    #: With ``play_budget``: at least this many worlds.
    min_worlds: int = 10

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
