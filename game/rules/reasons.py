"""Reasons as facts: what the rules core answers instead of sentences.

A :class:`Reason` is a code (``"not_held"``, ``"raise_own"``...) and its parameters as plain data:
numbers (values, sums, seats), cards (ints 0-51), tuples of cards or values, and, for
``"plays"``, the moves a card could make instead. The text layer (:mod:`game.text`) turns a
reason into a sentence in the player's language; :mod:`game.rules.wording` gives the fixed
English the rules tool and :class:`~game.rules.errors.IllegalMoveError` print.

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


__all__ = ["Reason", "reason"]
