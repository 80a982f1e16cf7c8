"""Seep's computer players. Bots see only a :class:`game.rules.PlayerView`.

>>> from game.ai import make_bot
>>> make_bot("medium", seed=1).name
'medium'
"""

from game.ai.base import Bot, Search
from game.ai.levels import LEVELS, REFERENCE, all_names, make_bot

__all__ = ["LEVELS", "REFERENCE", "Bot", "Search", "all_names", "make_bot"]
