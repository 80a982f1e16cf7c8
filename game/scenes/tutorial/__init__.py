"""The tutorial screen: the lesson panel on the left, the table's own board on the right.

:class:`TutorialScene` (in :mod:`.scene`) is what the title opens; its parts are in the modules
beside it.
"""

from game.scenes.tutorial.layout import compute_layout
from game.scenes.tutorial.scene import TutorialScene, tutorial_scene
from game.text.tutorial import NAMES, deal_facts, names

__all__ = ["NAMES", "TutorialScene", "compute_layout", "deal_facts", "names", "tutorial_scene"]
