"""The names storage checks stored values against (levels, languages) are kept as plain tuples in
the storage package, which imports neither the computer players nor the translations: they must
stay the names those packages know."""

from __future__ import annotations

from game.ai import LEVELS as PLAYER_LEVELS
from game.i18n import LANGUAGES as SPOKEN
from game.storage.settings import LANGUAGES
from game.storage.stats import LEVELS


def test_the_statistics_keep_the_levels_the_computer_players_have() -> None:
    assert tuple(PLAYER_LEVELS) == LEVELS


def test_the_settings_accept_the_languages_the_game_speaks() -> None:
    assert tuple(SPOKEN) == LANGUAGES
