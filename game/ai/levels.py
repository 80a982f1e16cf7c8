"""The difficulty levels, in one table, and :func:`make_bot`."""

from __future__ import annotations

from collections.abc import Callable

from game.ai.base import Bot
from game.ai.bots import SHARP, GreedyBot, GreedySweepDefenceBot, HeuristicBot, RandomBot
from game.ai.counter import CounterBot
from game.ai.params import SearchParams
from game.ai.search import SearchBot
from game.i18n import N_, _

#: Levels players choose from, weakest first, with the words the game shows (in English, marked
#: for the catalogues: :func:`level_description` gives them in the current language).
LEVELS: dict[str, str] = {
    # Translators: a level of the computer players, as the New game screen describes it.
    "easy": N_("Easy: grabs points, misses threats"),
    "medium": N_("Medium: knows the values, guards against seeps, counts cards"),
    "hard": N_("Hard: plays each choice out in a few dozen possible deals"),
    "expert": N_("Expert: counts cards, reads the others' plays; perfect last rounds"),
}


def level_description(level: str) -> str:
    """A level's words for players, in the current language (``''`` for an unknown level)."""
    text = LEVELS.get(level)
    return _(text) if text is not None else ""


#: Hard: each of the one-ply evaluation's 4 best candidates played out in 20 worlds.
HARD = SearchParams(iterations=20, time_cap=5.0, top_k=4, exact_plays=4)

#: Expert: candidates ranked and weighed by the counting evaluation (counter's, with SHARP's
#: positional terms), each played out in 48 worlds drawn by the opponents' model (their past
#: plays weigh the worlds), playouts in which every play is chosen by that counting evaluation,
#: the last 8 plays solved exactly (docs/strength.md has the runs behind each choice, and what
#: was measured and not kept).
EXPERT = SearchParams(
    iterations=48,
    time_cap=20.0,
    top_k=6,
    exact_plays=8,
    first_cut=12,
    sharp=1.0,
    defence=1.5,
    prior_weight=1.0,
    counting=1.0,
    counter_prior=1.0,
    counter_plies=48,
    policy=1.0,
)

#: Reference bots for tests and the arena (not offered as levels).
REFERENCE = ("random", "greedy", "greedy_sd", "sharp", "counter")

# Search budgets are iterations (worlds) only, so a level's choice depends on the view and the
# seed alone, on every machine. The time caps only guard against a hang, in seconds of the
# search's own processor time (other programs keeping the machine busy do not count): Hard's
# budget takes at most about 0.06 s and Expert's about 1.5 s from source (tools/bench_think.py
# with SEEP_PURE=1), more than ten times less; a cap that fires logs a warning.
_FACTORIES: dict[str, Callable[[int], Bot]] = {
    "random": lambda seed: RandomBot(seed),
    "greedy": lambda seed: GreedyBot(seed),
    "greedy_sd": lambda seed: GreedySweepDefenceBot(seed),
    "easy": lambda seed: HeuristicBot(seed, defence=0.0, care=0.3, noise=4.0),
    "medium": lambda seed: HeuristicBot(seed, defence=1.0, care=1.0),
    # The one-ply evaluation that ranks Expert's candidates, playing on its own.
    "sharp": lambda seed: HeuristicBot(seed, defence=1.5, care=1.0, style=SHARP),
    # The counting one-ply yardstick: points now, minus the next opponent's expected
    # best reply by card counting, plus the partner's take-back and the houses' odds.
    "counter": lambda seed: CounterBot(seed),
    "hard": lambda seed: SearchBot(seed, HARD),
    "expert": lambda seed: SearchBot(seed, EXPERT),
}


def make_bot(level: str, seed: int = 0) -> Bot:
    """The computer player of a level (or a reference bot).

    Raises:
        ValueError: an unknown level name.
    """
    factory = _FACTORIES.get(level)
    if factory is None:
        raise ValueError(f"unknown level {level!r}: one of {', '.join(_FACTORIES)}")
    bot = factory(seed)
    bot.name = level
    return bot


def all_names() -> tuple[str, ...]:
    """Every level and reference bot name."""
    return tuple(_FACTORIES)
