"""The search levels' settings (game/ai/params.py): one frozen object per level, shared by the
bots of that level, changed only by making a new one."""

from __future__ import annotations

import dataclasses

import pytest

from game.ai import make_bot
from game.ai.arena import parse_player
from game.ai.counter import COUNTING
from game.ai.levels import EXPERT, HARD
from game.ai.params import SearchParams
from game.ai.search import SearchBot


def test_the_levels_bots_think_with_the_levels_settings() -> None:
    for level, params in (("hard", HARD), ("expert", EXPERT)):
        bot = make_bot(level, 3)
        assert isinstance(bot, SearchBot) and bot.params is params and bot.seed == 3
    assert EXPERT.iterations == 48 and HARD.iterations == 20
    assert EXPERT.prior_weights == COUNTING  # the prior_* fields are COUNTING's by default


def test_the_settings_are_frozen_and_an_override_leaves_the_level_alone() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        EXPERT.iterations = 3  # type: ignore[misc]
    bot = parse_player("expert:iterations=3,policy_tries=4.0", 0)
    assert isinstance(bot, SearchBot)
    assert bot.params == dataclasses.replace(EXPERT, iterations=3, policy_tries=4)
    assert isinstance(bot.params.policy_tries, int)
    fresh = make_bot("expert")
    assert EXPERT.iterations == 48
    assert isinstance(fresh, SearchBot) and fresh.params.iterations == 48


def test_the_search_takes_the_settings_not_the_bot() -> None:
    """Neither search module needs the bot: InformationSetSearch and MonteCarloSearch are given
    the settings and the clock."""
    import inspect

    from game.ai.ismcts import InformationSetSearch
    from game.ai.search import MonteCarloSearch

    for search in (InformationSetSearch, MonteCarloSearch):
        names = list(inspect.signature(search.__init__).parameters)
        assert names == ["self", "view", "seed", "params", "clock", "guard_clock"]
    assert SearchBot().params == SearchParams()
