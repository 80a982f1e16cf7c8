"""The rules core's exceptions.

Three kinds, all :class:`ValueError` subclasses, each carrying the offending text or position in its
message so that a bug report can be reproduced from the message alone. The messages are fixed
English for developers; what a player reads is made from the facts an error carries, by the text
layer (:mod:`game.text`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.rules.position import Position
    from game.rules.reasons import Reason


class SeepError(ValueError):
    """Base class of every error raised by :mod:`game.rules`."""


class InvalidNotationError(SeepError):
    """Text or JSON that cannot be read as a card, move, rules object, position or record."""


class IllegalMoveError(SeepError):
    """A well-formed move (or step of a match) that is not legal where it is asked.

    The message (``str()``) is fixed English with the position, for bug reports. For messages to
    players it carries facts, no hidden cards among them:

    - :attr:`reason`: a code, e.g. ``"not_held"``, ``"raise_own"`` (:func:`game.rules.explain`'s
      codes), or for a step of a match out of order ``"deal_done"``, ``"match_over"``...;
    - :attr:`params`: the reason's parameters (plain data: numbers, cards, tuples);
    - :attr:`why`: the whole :class:`~game.rules.reasons.Reason` when the rules explained the
      move (else ``None``), and :attr:`position`, the position it was refused in;
    - :attr:`where`: from :func:`game.rules.replay`, where in a record the move stands, as
      ``(deal, move)`` counted from 1 (else ``None``);
    - :attr:`detail`: the reason alone in the rules' fixed English.
    """

    def __init__(
        self,
        message: str,
        *,
        reason: str = "illegal",
        why: Reason | None = None,
        where: tuple[int, int] | None = None,
        position: Position | None = None,
        detail: str | None = None,
    ):
        super().__init__(message)
        self.why = why
        self.reason = why.code if why is not None else reason
        self.params: dict[str, Any] = why.as_dict() if why is not None else {}
        self.where = where
        self.position = position
        self.detail = detail if detail is not None else message


class InvalidPositionError(SeepError):
    """A position that breaks the game's invariants (a card twice, a house of broken sets...)."""
