"""The screens of the game, as scenes on a stack (see :mod:`game.scenes.kit.base`)."""
