"""The rules core's exceptions.

All :class:`ValueError` subclasses, each carrying the offending text or position in its message
so that a bug report can be reproduced from the message alone. The messages are fixed English
for developers; what a player reads is made from the facts an error carries, by the text layer
(:mod:`game.text`). :class:`~game.rules.reasons.IllegalMoveError`, with the facts of a refusal,
lives beside the reasons it carries.
"""

from __future__ import annotations


class SeepError(ValueError):
    """Base class of every error raised by :mod:`game.rules`."""


class InvalidNotationError(SeepError):
    """Text or JSON that cannot be read as a card, move, rules object, position or record."""


class InvalidPositionError(SeepError):
    """A position that breaks the game's invariants (a card twice, a house of broken sets...)."""
