"""Reasons as facts: what the rules core answers instead of sentences.

A :class:`Reason` is a code (``"not_held"``, ``"raise_own"``...) and its parameters as plain data:
numbers (values, sums, seats), cards (ints 0-51), tuples of cards or values, and, for
``"plays"``, the moves a card could make instead. The text layer (:mod:`game.text`) turns a
reason into a sentence in the player's language; :mod:`game.rules.wording` gives the fixed
English the rules tool and :class:`~game.rules.reasons.IllegalMoveError` print.

Parameter names say what a value is, so that both can word it alike:

- ``card``: a card, named by its symbol (``10♦``);
- ``cards``: cards, listed with their article (``the 5♥ and the 6♦``);
- ``a_card``, ``a_value``: a value, named as a card of it (``a 9``, ``an 8``, ``a K``);
- ``values``: values, joined by "or" (``9 or 11``);
- ``plays``: moves (hot-path tuples), each said as what it does;
- any other name: a number, as it is.

>>> r = reason("not_held", card=5)
>>> r.code, r.get("card"), r.as_dict()
('not_held', 5, {'card': 5})
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.errors import SeepError
from game.rules.position import Position


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a move is illegal: a code and its parameters (plain data, in a stable order)."""

    code: str
    params: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str) -> Any:
        """The parameter ``name`` (``None`` when the reason has none of that name)."""
        for key, value in self.params:
            if key == name:
                return value
        return None

    def as_dict(self) -> dict[str, Any]:
        """The parameters as a dict (for JSON and for formatting)."""
        return dict(self.params)


def reason(code: str, **params: Any) -> Reason:
    """A :class:`Reason`; list and set parameters become tuples, so that it stays hashable."""
    fixed = tuple((k, tuple(v) if isinstance(v, (list, set)) else v) for k, v in params.items())
    return Reason(code, fixed)


__all__ = ["IllegalMoveError", "Reason", "reason"]


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
