"""The friends' table's messages: JSON objects with a ``type`` and the protocol version ``v``.

Every message is one frame: a 4-byte big-endian length, then that many bytes of UTF-8 JSON (at
most :data:`MAX_BYTES`). Cards, moves and positions use the interchange formats
(``seep-position/1``, the move objects): a seat's position is its :class:`~game.rules.PlayerView`
as JSON (:func:`view_json`), which never holds another hand or the stock, and during the bid
not the face-down floor either (``floor.loose`` is empty and ``face_down`` counts its cards).

Every message that names a card carries, at its top level, ``deal`` (1-based, thrown-in deals
counted), ``phase`` and ``plays_made`` of the state it shows, so an outside check can prove that
a seat is never told a card it could not see then.

Two exceptions, both told when the cards named are public: a thrown-in bidder's four cards
(``thrown_in``: the rules show them to everyone), and a joining friend's ``past`` messages (the
deal's moves so far, each with the seat's view before it), stamped with the state now, when
every card they name has been played or is still in the seat's own hand.

The messages beyond the headless tool's (version 1 all the same: only types and optional
fields were added, and a client ignores a type it does not use): ``lobby`` (who sits where and
the table's options), ``start``, ``past``, ``caught_up`` (what a rejoining friend missed),
``reaction`` (a friend's ``react``), ``timer`` (the turn timer's warning and expiry),
``record_part`` (the match's record after it ends, in parts under the size cap), and on the
``move`` message the rules core's events, masked for the seat (:mod:`game.net.wire`), on
``deal_ended`` the deal's summary, on ``refused`` the rules core's reason.

Nothing read from the network is trusted: :func:`decode` checks the size, that it is a JSON
object, its version, that its type is known and that every field has its type (plain checks:
the schemas are a handful of flat objects, so a table of fields says it all without another
compiled dependency in the executable). Any failure raises :class:`ProtocolError` whose
``code`` is a fact (``"too_big"``, ``"malformed"``, ``"version"``, ``"unknown_type"``,
``"schema"``).
"""

from __future__ import annotations

import json
import struct
from typing import Any

from game.rules import Move, PlayerView, Position
from game.rules.cards import card_str, parse_card
from game.rules.errors import SeepError
from game.rules.notation import position_from_json, position_to_json

VERSION = 1
MAX_BYTES = 16 * 1024
HEADER = struct.Struct(">I")

# Field types of each message; ``v`` and ``type`` are checked for every one. A field not named
# here is refused (a wrong schema), so a message says exactly what its type says.
_INT = (int,)
_STR = (str,)
_OBJ = (dict,)
_OPT_STR = (str, type(None))
_LIST = (list,)
_BOOL = (bool,)
_NUM = (int, float)
CLIENT_TYPES: dict[str, dict[str, tuple[type, ...]]] = {
    "hello": {"code": _STR, "name": _STR, "token": _OPT_STR},
    "move": {"move": _OBJ, "deal": _INT, "phase": _STR, "plays_made": _INT},
    "ready": {},
    "bye": {},
    "react": {"code": _STR},
}
_CARDS = {"deal": _INT, "phase": _STR, "plays_made": _INT}
HOST_TYPES: dict[str, dict[str, tuple[type, ...]]] = {
    "welcome": {"seat": _INT, "token": _STR, "players": _INT, "rules": _OBJ, "roles": _LIST},
    "refused_join": {"code": _STR},
    "state": {
        **_CARDS,
        "view": _OBJ,
        "to_play": _INT,
        "summaries": _LIST,
        "running": _LIST,
        "baazis": _LIST,
    },
    "deal": {**_CARDS, "number": _INT, "dealer": _INT, "bidder": _INT, "view": _OBJ},
    "turn": {**_CARDS, "seat": _INT, "expects": _STR},
    "move": {**_CARDS, "seat": _INT, "move": _OBJ, "view": _OBJ, "events": _LIST},
    "refused": {**_CARDS, "code": _STR, "reason": (dict, type(None))},
    "thrown_in": {**_CARDS, "seat": _INT, "cards": _LIST},
    "deal_ended": {
        "index": _INT,
        "deal_score": _LIST,
        "running": _LIST,
        "summary": _OBJ,
        "baazis": _LIST,
    },
    "match_over": {"winner": (int, str, type(None)), "deals": _INT},
    "seat": {"seat": _INT, "status": _STR, "name": _STR, "kind": _STR},
    "closing": {"code": _STR},
    # The app's table (the headless player ignores them).
    "lobby": {"table": _STR, "seats": _LIST, "options": _OBJ},
    "start": {},
    "reaction": {"seat": _INT, "code": _STR},
    "timer": {"seat": _INT, "seconds_left": _NUM, "expired": _BOOL},
    "past": {**_CARDS, "seat": _INT, "move": _OBJ, "view": _OBJ},
    "caught_up": {"deals_missed": _INT, "moves_missed": _INT},
    "record_part": {"index": _INT, "count": _INT, "text": _STR},
}
# Optional fields (may be missing: an older message of the same version reads as before).
_OPTIONAL = {
    "hello": {"token"},
    "move": {"events"},
    "refused": {"reason"},
    "deal_ended": {"summary", "baazis"},
    "seat": {"kind"},
    "thrown_in": {"deal", "phase", "plays_made", "cards"},
    "state": {"summaries", "running", "baazis"},
}


class ProtocolError(Exception):
    """A message that cannot be taken: ``code`` says why (a fact; the text layer words it)."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code


def frame(message: dict[str, Any]) -> bytes:
    """The bytes of one message on the wire (the version is added)."""
    data = json.dumps({"v": VERSION, **message}, separators=(",", ":")).encode()
    if len(data) > MAX_BYTES:
        raise ProtocolError("too_big", f"{len(data)} bytes")
    return HEADER.pack(len(data)) + data


def length_of(header: bytes) -> int:
    """The body's length from a frame's header; too long a body is refused before it is read."""
    (n,) = HEADER.unpack(header)
    if n > MAX_BYTES:
        raise ProtocolError("too_big", f"{n} bytes")
    return int(n)


def decode(data: bytes, types: dict[str, dict[str, tuple[type, ...]]]) -> dict[str, Any]:
    """Check one message's body against ``types`` (:data:`CLIENT_TYPES` on the host,
    :data:`HOST_TYPES` on a client); returns the object."""
    if len(data) > MAX_BYTES:
        raise ProtocolError("too_big", f"{len(data)} bytes")
    try:
        obj = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise ProtocolError("malformed", str(exc)[:80]) from None
    if not isinstance(obj, dict):
        raise ProtocolError("malformed", "not a JSON object")
    if obj.get("v") != VERSION or type(obj.get("v")) is not int:
        raise ProtocolError("version", repr(obj.get("v"))[:20])
    kind = obj.get("type")
    if not isinstance(kind, str) or kind not in types:
        raise ProtocolError("unknown_type", repr(kind)[:40])
    fields = types[kind]
    for key in obj:
        if key not in fields and key not in ("v", "type"):
            raise ProtocolError("schema", f"{kind}: unknown field {key[:40]!r}")
    for key, allowed in fields.items():
        if key not in obj:
            if key in _OPTIONAL.get(kind, ()):
                continue
            raise ProtocolError("schema", f"{kind}: no {key}")
        value = obj[key]
        if isinstance(value, bool) and bool not in allowed:  # a bool is an int in Python
            raise ProtocolError("schema", f"{kind}: {key} is not {allowed[0].__name__}")
        if not isinstance(value, allowed):
            raise ProtocolError("schema", f"{kind}: {key} is not {allowed[0].__name__}")
    return obj


def read_move(obj: object) -> Move:
    """A move object from the network (the interchange format), or :class:`ProtocolError`."""
    try:
        return Move.from_json(obj)
    except Exception as exc:  # the notation's own errors: any of them means a bad schema
        raise ProtocolError("schema", f"move: {exc}"[:120]) from None


# -- a seat's view -----------------------------------------------------------------------------


def view_json(view: PlayerView) -> dict[str, Any]:
    """The JSON of a seat's view: its position (others' hands and the stock hidden, and during
    the bid the face-down floor too) and the deal's moves so far (all public)."""
    pos = position_to_json(view.position)
    face_down = 0
    if view.position.phase == "bid":
        face_down = len(pos["floor"]["loose"])
        pos["floor"]["loose"] = []
    return {
        "seat": view.seat,
        "position": pos,
        "face_down": face_down,
        "history": [[seat, Move._make(move).to_json()] for seat, move in view.history],
    }


def view_from_json(obj: object) -> PlayerView:
    """A seat's view read back (a client). During the bid the face-down floor is filled with
    stand-in cards the seat does not hold, to keep the position whole: a bid reads only the
    bidder's hand."""
    try:
        if not isinstance(obj, dict):
            raise ValueError("a view is an object")
        seat = obj["seat"]
        pos_obj = dict(obj["position"])
        face_down = obj.get("face_down", 0)
        if not isinstance(seat, int) or not isinstance(face_down, int):
            raise ValueError("seat and face_down are numbers")
        if face_down:
            hand = {parse_card(c) for c in pos_obj["hands"][seat]}
            stand_ins = [c for c in range(52) if c not in hand][:face_down]
            floor = dict(pos_obj["floor"])
            floor["loose"] = [card_str(c) for c in stand_ins]
            pos_obj["floor"] = floor
        position: Position = position_from_json(pos_obj)
        history = tuple((int(s), Move.from_json(m)) for s, m in obj.get("history", []))
        return PlayerView(seat, position, history)
    except Exception as exc:  # whatever is wrong with it: the host sent a bad view
        raise ProtocolError("schema", f"view: {exc}"[:120]) from None


# Keys whose values are words, never cards (a name like "AS" is not the ace of spades).
_WORDS = frozenset(
    ("type", "phase", "code", "expects", "status", "name", "token", "table", "role", "level")
) | frozenset(("text", "kind", "action", "reason_code"))


def cards_named(message: dict[str, Any]) -> set[int]:
    """Every card a message names anywhere (for the check that nothing hidden is told)."""
    found: set[int] = set()

    def walk(value: object) -> None:
        if isinstance(value, str) and 2 <= len(value) <= 3:
            try:
                found.add(parse_card(value))
            except SeepError:  # not a card: a word like "bid" or "play"
                return
        elif isinstance(value, dict):
            for key, item in value.items():
                if key not in _WORDS:
                    walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(message)
    return found


__all__ = [
    "CLIENT_TYPES",
    "HEADER",
    "HOST_TYPES",
    "MAX_BYTES",
    "VERSION",
    "ProtocolError",
    "cards_named",
    "decode",
    "frame",
    "length_of",
    "read_move",
    "view_from_json",
    "view_json",
]
