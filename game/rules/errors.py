"""The rules core's exceptions.

Three kinds, all :class:`ValueError` subclasses, each carrying the offending text or position in its
message so that a bug report can be reproduced from the message alone.
"""

from __future__ import annotations


class SeepError(ValueError):
    """Base class of every error raised by :mod:`game.rules`."""


class InvalidNotationError(SeepError):
    """Text or JSON that cannot be read as a card, move, rules object, position or record."""


class IllegalMoveError(SeepError):
    """A well-formed move that is not legal in the given position.

    Besides the full message (with the position, for bug reports), it carries the rules' reason
    alone (:attr:`reason`, no hidden cards in it) and, from :func:`game.rules.replay`, where in a
    record the move stands (:attr:`where`, e.g. ``"deal 2, move 7"``), for messages to players.
    """

    def __init__(self, message: str, *, reason: str | None = None, where: str | None = None):
        super().__init__(message)
        self.reason = reason if reason is not None else message
        self.where = where


class InvalidPositionError(SeepError):
    """A position that breaks the game's invariants (a card twice, a house of broken sets...)."""
