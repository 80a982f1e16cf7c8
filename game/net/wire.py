"""The rules core's facts on the wire: its events, a deal's summary and a refusal's reason as
JSON (cards as interchange card strings), and read back on a client. No pygame.

A core event goes out as ``{"kind": "CardPlayed", "seat": 1, "card": "Jd", "action": ...}``:
every field of the dataclass, the card fields (:data:`CARD_FIELDS`) as card strings. Before it
goes to a seat it is masked (:func:`masked`): ``CardsDealt.cards`` is emptied where the hand
dealt to is not the seat's, and so are the cards of a thrown-in bidder's hand; every other
field of every core event is public when it happens (a played, captured or built card lies
face up; a deal's leftovers are on the floor; scores and baazis are numbers).

Read back, nothing is trusted: an unknown kind, a missing or extra field, a field of the wrong
type or a bad card raises :class:`~game.net.protocol.ProtocolError` (``"schema"``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.net.protocol import ProtocolError
from game.rules import DealSummary
from game.rules import events as core
from game.rules.cards import card_str, parse_card
from game.rules.errors import SeepError
from game.rules.reasons import Reason

CORE_EVENTS: dict[str, type[Any]] = {
    cls.__name__: cls
    for cls in (
        core.BidMade,
        core.CardPlayed,
        core.CardThrown,
        core.CardsCaptured,
        core.HouseBuilt,
        core.HouseCemented,
        core.HouseRaised,
        core.SeepMade,
        core.CardsDealt,
        core.DealOver,
        core.DealScored,
        core.DealThrownIn,
        core.BaaziWon,
    )
}
CARD_FIELDS = frozenset(
    ("card", "loose", "house_cards", "cards", "added", "leftovers", "bidder_cards")
)


def masked(event: core.Event, seat: int, players: int) -> core.Event:
    """``event`` as ``seat`` may know it (see the module's docstring)."""
    if isinstance(event, core.CardsDealt) and event.seat != seat and event.cards:
        return dataclasses.replace(event, cards=())
    if isinstance(event, core.DealThrownIn) and (event.dealer + 1) % players != seat:
        return dataclasses.replace(event, bidder_cards=())
    return event


def event_json(event: core.Event) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": type(event).__name__}
    for f in dataclasses.fields(event):
        value = getattr(event, f.name)
        if f.name in CARD_FIELDS and value is not None:
            value = card_str(value) if isinstance(value, int) else [card_str(c) for c in value]
        elif isinstance(value, tuple):
            value = list(value)
        out[f.name] = value
    return out


def _plain(value: object, cards: bool) -> object:
    if isinstance(value, list):
        return tuple(_plain(v, cards) for v in value)
    if cards and isinstance(value, str):
        return parse_card(value)
    if isinstance(value, (dict, float)):
        raise ValueError("an event's field is a number, a word or a list")
    return value


def event_from_json(obj: object) -> core.Event:
    """A core event read back (a client), or :class:`ProtocolError`."""
    try:
        if not isinstance(obj, dict):
            raise ValueError("an event is an object")
        cls = CORE_EVENTS.get(str(obj.get("kind")))
        if cls is None:
            raise ValueError(f"unknown event {str(obj.get('kind'))[:30]!r}")
        names = {f.name for f in dataclasses.fields(cls)}
        if set(obj) != names | {"kind"}:
            raise ValueError(f"{cls.__name__}: fields")
        kw = {k: _plain(v, k in CARD_FIELDS) for k, v in obj.items() if k != "kind"}
        event: core.Event = cls(**kw)
        if _types_wrong(event):
            raise ValueError(f"{cls.__name__}: a field of the wrong type")
        return event
    except (ValueError, TypeError, SeepError) as exc:
        raise ProtocolError("schema", f"event: {exc}"[:120]) from None


def _types_wrong(event: object) -> bool:
    """A quick check of the field types: ints, words, None, or tuples of those."""
    for f in dataclasses.fields(event):  # type: ignore[arg-type]
        value = getattr(event, f.name)
        items = value if isinstance(value, tuple) else (value,)
        for item in items:
            if isinstance(item, tuple):
                if not all(type(x) is int for x in item):
                    return True
            elif not (item is None or type(item) in (int, str, bool)):
                return True
    return False


# -- a deal's summary, a reason ----------------------------------------------------------------


def summary_json(summary: DealSummary) -> dict[str, Any]:
    out = summary.to_json()
    out["seeps"] = [list(s) for s in summary.seeps]
    out["ended_by"] = summary.ended_by
    out["baazi_reason"] = summary.baazi_reason
    return out


def summary_from_json(obj: object) -> DealSummary:
    try:
        if not isinstance(obj, dict):
            raise ValueError("a summary is an object")

        def pair(key: str) -> tuple[int, int]:
            a, b = obj[key]
            if type(a) is not int or type(b) is not int:
                raise ValueError(key)
            return (a, b)

        def opt_int(key: str) -> int | None:
            value = obj.get(key)
            if value is not None and type(value) is not int:
                raise ValueError(key)
            return value

        seeps = tuple((int(a), int(b), int(c)) for a, b, c in obj.get("seeps", []))
        reason = obj.get("baazi_reason")
        return DealSummary(
            dealer=int(obj["dealer"]),
            bidder=int(obj["bidder"]),
            bid=opt_int("bid"),
            card_points=pair("card_points"),
            seep_points=pair("seep_points"),
            deal_score=pair("deal_score"),
            running=pair("running"),
            baazi_winner=opt_int("baazi_winner"),
            seeps=seeps,
            ended_by=str(obj.get("ended_by", "played")),
            baazi_reason=reason if isinstance(reason, str) else None,
        )
    except (ValueError, TypeError, KeyError) as exc:
        raise ProtocolError("schema", f"summary: {exc}"[:120]) from None


def reason_json(reason: Reason) -> dict[str, Any]:
    """A refusal's reason: its code and its parameters (cards as card strings where a
    parameter is a card; the rules core's parameters are numbers, words and cards)."""
    return {"reason_code": reason.code, "params": [[k, _param(v)] for k, v in reason.params]}


def _param(value: object) -> object:
    if isinstance(value, tuple):
        return [_param(v) for v in value]
    return value


def _tuples(value: object) -> object:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def reason_from_json(obj: object) -> Reason:
    try:
        if not isinstance(obj, dict) or not isinstance(obj.get("reason_code"), str):
            raise ValueError("a reason is an object with a code")
        params = []
        for key, value in obj.get("params", []):
            if not isinstance(key, str) or isinstance(value, dict):
                raise ValueError("a parameter is a name and a value")
            params.append((key, _tuples(value)))
        return Reason(obj["reason_code"], tuple(params))
    except (ValueError, TypeError) as exc:
        raise ProtocolError("schema", f"reason: {exc}"[:120]) from None


__all__ = [
    "CORE_EVENTS",
    "event_from_json",
    "event_json",
    "masked",
    "reason_from_json",
    "reason_json",
    "summary_from_json",
    "summary_json",
]
