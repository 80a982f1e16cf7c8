"""The friends' table's messages: framing, checks, a seat's view."""

from __future__ import annotations

import json

import pytest

from game.net.protocol import (
    CLIENT_TYPES,
    MAX_BYTES,
    ProtocolError,
    decode,
    frame,
    length_of,
    view_from_json,
    view_json,
)
from game.net.transport import CODE_LETTERS, new_code
from game.rules import Match, PlayerView, Rules
from tests.purity import import_all


def test_a_frame_reads_back_and_carries_the_version() -> None:
    data = frame({"type": "ready"})
    assert length_of(data[:4]) == len(data) - 4
    assert decode(data[4:], CLIENT_TYPES) == {"v": 1, "type": "ready"}


def test_too_big_is_refused_both_ways() -> None:
    with pytest.raises(ProtocolError) as too_big:
        length_of((MAX_BYTES + 1).to_bytes(4, "big"))
    assert too_big.value.code == "too_big"
    with pytest.raises(ProtocolError):
        frame({"type": "hello", "code": "x" * MAX_BYTES, "name": ""})


@pytest.mark.parametrize(
    ("body", "code"),
    [
        (b"nope", "malformed"),
        (b'"a string"', "malformed"),
        (b'{"type": "ready"}', "version"),
        (b'{"v": "1", "type": "ready"}', "version"),
        (b'{"v": 1, "type": "pickle"}', "unknown_type"),
        (b'{"v": 1, "type": "ready", "x": 1}', "schema"),
        (b'{"v": 1, "type": "move", "move": {}, "deal": 1, "phase": "play"}', "schema"),
        (b'{"v": 1, "type": "move", "move": [], "deal": 1, "phase": "play", "plays_made": 0}',
         "schema"),
    ],
)  # fmt: skip
def test_every_bad_message_has_its_code(body: bytes, code: str) -> None:
    with pytest.raises(ProtocolError) as bad:
        decode(body, CLIENT_TYPES)
    assert bad.value.code == code


def test_a_bid_view_hides_the_face_down_floor_and_other_hands() -> None:
    match = Match.start(Rules(), seed=4)
    pos = match.position
    assert pos.phase == "bid"
    seat = pos.to_play
    obj = view_json(PlayerView.of(pos, seat))
    assert obj["position"]["floor"]["loose"] == [] and obj["face_down"] == 4
    assert obj["position"]["stock"] is None
    assert [h is None for h in obj["position"]["hands"]] == [s != seat for s in range(4)]
    back = view_from_json(json.loads(json.dumps(obj)))
    assert back.seat == seat and back.hand == pos.hands[seat]
    assert back.position.loose & (pos.hands[seat] or 0) == 0  # stand-ins, not its own cards


def test_join_codes_are_six_unambiguous_characters() -> None:
    codes = {new_code() for _ in range(50)}
    assert len(codes) > 45
    for code in codes:
        assert len(code) == 6 and set(code) <= set(CODE_LETTERS)
    assert not set("01ILO") & set(CODE_LETTERS)


def test_game_net_imports_no_pygame() -> None:
    bad, imported = import_all("game.net", skip=("__main__",))
    assert bad == [] and {"game.net.host", "game.net.client", "game.net.transport"} <= set(imported)
