"""The tutorial screen: the lesson panel on the left, the table's own board on the right.

:class:`~game.scenes.tutorial.scene.TutorialScene` is what the title opens; its parts are in the
modules beside it.
"""
