"""The public move type and its JSON form.

:class:`Move` is a named tuple with the same five fields as the engine's hot-path tuples, so a
``Move`` and the plain tuple of the same move compare equal and hash alike.

>>> m = Move.from_json({"action": "capture", "card": "Jd", "loose": ["2c", "3d", "6s"]})
>>> m.to_json()
{'action': 'capture', 'card': 'Jd', 'loose': ['2c', '3d', '6s'], 'house': None}
>>> m, str(m)
(Move(capture J♦: 2♣ 3♦ 6♠), 'capture Jd [2c 3d 6s]')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from game.rules.cards import (
    _PARSE,
    card_str,
    card_symbol,
    cards_of,
    format_cards,
    parse_card,
    value_of,
)
from game.rules.errors import InvalidNotationError
from game.rules.kinds import ACTIONS, ADD, BID, BUILD, CAPTURE, KIND_OF, RAISE, THROW

_FIELDS = {
    "bid": {"value"},
    "capture": {"card", "loose", "house"},
    "build": {"card", "loose", "value"},
    "add": {"card", "loose", "value"},
    "raise": {"card", "house", "value", "loose"},
    "throw": {"card"},
}
_ALLOWED = {action: frozenset({"action", *names}) for action, names in _FIELDS.items()}


class Move(NamedTuple):
    """One move. ``loose`` is a mask of floor cards; see :mod:`game.rules.movegen`."""

    kind: int
    card: int
    loose: int
    house: int
    value: int

    @property
    def action(self) -> str:
        """``"bid"``, ``"capture"``, ``"build"``, ``"add"``, ``"raise"`` or ``"throw"``."""
        return ACTIONS[self.kind]

    def loose_cards(self) -> list[int]:
        """The loose floor cards the move takes or puts into a house."""
        return cards_of(self.loose)

    def to_json(self) -> dict[str, Any]:
        """The interchange form of the move."""
        kind = self.kind
        if kind == BID:
            return {"action": "bid", "value": self.value}
        out: dict[str, Any] = {"action": ACTIONS[kind], "card": card_str(self.card)}
        if kind == THROW:
            return out
        out["loose"] = format_cards(cards_of(self.loose))
        if kind == CAPTURE:
            out["house"] = self.house or None
        elif kind == RAISE:
            out["house"] = self.house
            out["value"] = self.value
        else:
            out["value"] = self.value
        return out

    @classmethod
    def from_json(cls, obj: object) -> Move:
        """Read a move object of the interchange format.

        Raises:
            InvalidNotationError: not an object, an unknown action, a missing or bad field.
        """
        if type(obj) is dict and cls is Move:
            quick = _quick(obj)  # a well-formed move, read fast (a saved game has thousands)
            if quick is not None:
                return quick
        return cls._read(obj)

    @classmethod
    def _read(cls, obj: object) -> Move:
        """:meth:`from_json`, every case: the checks in order, each failure in words."""
        if not isinstance(obj, dict):
            raise InvalidNotationError(f"a move must be a JSON object, not {obj!r}")
        action = obj.get("action")
        if not isinstance(action, str) or action not in KIND_OF:
            raise InvalidNotationError(
                f"unknown move action {action!r} in {obj!r}: one of {', '.join(ACTIONS)}"
            )
        if not obj.keys() <= _ALLOWED[action]:
            extra = set(obj) - _ALLOWED[action]
            raise InvalidNotationError(
                f"unexpected field(s) {sorted(extra)} in {action} move {obj!r}"
            )
        kind = KIND_OF[action]
        if kind == BID:
            return cls(BID, -1, 0, 0, _int_field(obj, "value"))
        if "card" not in obj:
            raise InvalidNotationError(f"the move names no card: {obj!r}")
        card = parse_card(obj["card"])
        if kind == THROW:
            return cls(THROW, card, 0, 0, 0)
        loose = _card_set(obj.get("loose", []), obj)
        if loose >> card & 1:
            raise InvalidNotationError(f"the card played is also listed as a floor card: {obj!r}")
        if kind == CAPTURE:
            house = obj.get("house")
            hv = 0 if house is None else _int_field(obj, "house")
            return cls(CAPTURE, card, loose, hv, value_of(card))
        if kind == RAISE:
            return cls(RAISE, card, loose, _int_field(obj, "house"), _int_field(obj, "value"))
        return cls(kind, card, loose, 0, _int_field(obj, "value"))

    def __repr__(self) -> str:
        """``Move(build 11: 5♥ + 6♦)``, ``Move(capture J♦: 2♣ 3♦ 6♠)``, ``Move(bid 11)``,
        ``Move(raise 9→12: 3♠)``; a malformed move shows its raw fields."""
        kind, card, loose, hv, value = self
        if not 0 <= kind < len(ACTIONS) or loose < 0 or loose >> 52:
            return self._raw_repr()
        if kind == BID:
            return f"Move(bid {value})"
        if not 0 <= card < 52:
            return self._raw_repr()
        played = card_symbol(card)
        floor = " ".join(card_symbol(c) for c in cards_of(loose))
        if kind == THROW:
            return f"Move(throw {played})"
        if kind == CAPTURE:
            taken = ", ".join(part for part in (f"house {hv}" if hv else "", floor) if part)
            return f"Move(capture {played}: {taken or 'nothing'})"
        with_floor = f"{played} + {floor}" if floor else played
        if kind == RAISE:
            return f"Move(raise {hv}→{value}: {with_floor})"
        return f"Move({ACTIONS[kind]} {value}: {with_floor})"

    def _raw_repr(self) -> str:
        fields = ", ".join(f"{name}={v!r}" for name, v in zip(self._fields, self, strict=True))
        return f"Move({fields})"  # i18n: skip

    def __str__(self) -> str:
        return move_text(self)


def move_text(move: Sequence[int]) -> str:
    """A compact text form: ``'capture Jd [2c 3d 6s]'``, ``'build 5h+[6d]=11'``."""
    kind, card, loose, hv, value = move
    floor = " ".join(card_str(c) for c in cards_of(loose))
    if kind == BID:
        return f"bid {value}"  # i18n: skip
    c = card_str(card)
    if kind == THROW:
        return f"throw {c}"  # i18n: skip
    if kind == CAPTURE:
        house = f" H{hv}" if hv else ""
        return f"capture {c}{house} [{floor}]"  # i18n: skip
    if kind == RAISE:
        return f"raise {c} H{hv}->{value} [{floor}]"  # i18n: skip
    return f"{'build' if kind == BUILD else 'add'} {c}+[{floor}]={value}"


_new_tuple = tuple.__new__


def _quick(obj: dict[str, Any]) -> Move | None:
    """The move of a well-formed move object, or None to leave it to :meth:`Move._read` (which
    gives the same move, or says what is wrong). Only exact ints and canonical or accepted card
    names are taken here."""
    action = obj.get("action")
    kind = KIND_OF.get(action) if type(action) is str else None
    if kind is None or not obj.keys() <= _ALLOWED[action]:  # type: ignore[index]
        return None
    if kind == BID:
        value = obj.get("value")
        return _new_tuple(Move, (BID, -1, 0, 0, value)) if type(value) is int else None
    text = obj.get("card")
    card = _PARSE.get(text) if type(text) is str else None
    if card is None:
        return None
    if kind == THROW:
        return _new_tuple(Move, (THROW, card, 0, 0, 0))
    items = obj.get("loose", [])
    if type(items) is not list:
        return None
    loose = 1 << card  # the card played must not be among the floor cards either
    for item in items:
        c = _PARSE.get(item) if type(item) is str else None
        if c is None or loose >> c & 1:
            return None
        loose |= 1 << c
    loose ^= 1 << card
    if kind == CAPTURE:
        house = obj.get("house")
        if house is not None and type(house) is not int:
            return None
        return _new_tuple(Move, (CAPTURE, card, loose, house or 0, value_of(card)))
    value = obj.get("value")
    if type(value) is not int:
        return None
    if kind == RAISE:
        house = obj.get("house")
        return _new_tuple(Move, (RAISE, card, loose, house, value)) if type(house) is int else None
    return _new_tuple(Move, (kind, card, loose, 0, value))


def _int_field(obj: dict[str, Any], name: str) -> int:
    value = obj.get(name)
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidNotationError(f"the move's {name!r} must be a number, in {obj!r}")
    return value


def _card_set(items: object, obj: object) -> int:
    if not isinstance(items, list):
        raise InvalidNotationError(f"'loose' must be a list of cards, in {obj!r}")
    try:  # the usual case, canonical and distinct cards, at one dictionary look-up a card
        mask = sum(1 << _PARSE[text] for text in items)
        if mask.bit_count() == len(items):
            return mask
    except (KeyError, TypeError):
        pass
    mask = 0
    for text in items:
        card = parse_card(text)
        if mask >> card & 1:
            raise InvalidNotationError(f"card {text!r} listed twice, in {obj!r}")
        mask |= 1 << card
    return mask


__all__ = ["ACTIONS", "ADD", "BID", "BUILD", "CAPTURE", "RAISE", "THROW", "Move", "move_text"]
