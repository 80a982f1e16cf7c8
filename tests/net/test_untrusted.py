"""Nothing from the network is trusted: bad clients are cut off, the table goes on."""

from __future__ import annotations

import json
import logging
import socket
import struct
from typing import Any

import pytest

from game.net.client import Connection, HeadlessPlayer, JoinRefused
from game.net.host import HostTable
from game.net.protocol import HOST_TYPES, MAX_BYTES, ProtocolError, decode
from game.net.transport import MAX_TRIES
from tests.net.tables import CODE, FriendThread, HostThread


def raw(port: int) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    return sock


def send_body(sock: socket.socket, body: bytes) -> None:
    sock.sendall(struct.pack(">I", len(body)) + body)


def hello(code: str = CODE, **extra: Any) -> bytes:
    return json.dumps({"v": 1, "type": "hello", "code": code, "name": "x", **extra}).encode()


def replies(sock: socket.socket) -> list[dict[str, Any]]:
    """Every message until the host closes the connection (it must close it)."""
    out = []
    data = b""
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            break
        data += chunk
    while data:
        (n,) = struct.unpack(">I", data[:4])
        out.append(json.loads(data[4 : 4 + n]))
        data = data[4 + n :]
    sock.close()
    return out


def test_bad_clients_are_cut_off_and_the_match_goes_on(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="game.net")
    host = HostThread(["remote", "easy", "remote", "easy"], seed=2)
    port = host.port

    big = raw(port)  # oversized: refused from its header, before the body is read
    big.sendall(struct.pack(">I", MAX_BYTES + 1) + b"{" * 100)
    assert replies(big) == []

    bad_json = raw(port)
    send_body(bad_json, b'{"v": 1, "type": "hello", ')
    assert replies(bad_json) == []

    unknown = raw(port)
    send_body(unknown, json.dumps({"v": 1, "type": "teleport"}).encode())
    assert replies(unknown) == []

    schema = raw(port)
    send_body(schema, json.dumps({"v": 1, "type": "hello", "code": 7, "name": "x"}).encode())
    assert replies(schema) == []

    newer = raw(port)  # another protocol version is told to update
    send_body(newer, json.dumps({"v": 2, "type": "hello", "code": CODE, "name": "x"}).encode())
    assert replies(newer) == [{"v": 1, "type": "refused_join", "code": "version"}]

    flooder = Connection("127.0.0.1", port)  # joins with the right code, then floods
    flooder.send({"type": "hello", "code": CODE, "name": "flood", "token": None})
    assert flooder.receive()[1]["type"] == "welcome"
    with pytest.raises(OSError):
        for _ in range(2000):
            flooder.send({"type": "ready"})
            flooder.sock.settimeout(0.001)
            try:
                if flooder.sock.recv(65536) == b"":
                    raise ConnectionError("cut off")
            except TimeoutError:
                continue
    flooder.close()

    a = FriendThread(port, HeadlessPlayer("easy", CODE, name="A", seed=1))
    b = FriendThread(port, HeadlessPlayer("easy", CODE, name="B", seed=2))
    a.join()
    b.join()
    host.join()
    assert a.finished and b.finished and host.table.session.match.finished
    cut = [r.getMessage() for r in caplog.records if "cut off" in r.getMessage()]
    for why in ("too_big", "malformed", "unknown_type", "schema", "version", "flood"):
        assert any(why in line for line in cut), why
    assert all("\n" not in line for line in cut)  # one line each, no traceback


def test_wrong_codes_are_refused_and_limited_per_address() -> None:
    table = HostTable(["remote", "easy", "remote", "easy"], code=CODE, bind="127.0.0.1")
    port = table.listen()
    try:
        for _ in range(MAX_TRIES):
            conn = Connection("127.0.0.1", port, timeout=5)
            with pytest.raises(JoinRefused) as refused:
                HeadlessPlayer("easy", "WRONG1").join(conn)
            assert refused.value.code == "wrong_code"
            conn.close()
        conn = Connection("127.0.0.1", port, timeout=5)
        with pytest.raises(JoinRefused) as refused:  # even the right code, for a minute
            HeadlessPlayer("easy", CODE).join(conn)
        assert refused.value.code == "too_many_tries"
        conn.close()
    finally:
        table.close()


@pytest.mark.parametrize(
    "body",
    [
        b"[1, 2]",
        b"\xff\xfe",
        b'{"v": 1, "type": "move", "deal": 1}',
        b'{"v": 1, "type": "turn", "deal": 1, "phase": "bid", "plays_made": 0, "seat": true,'
        b' "expects": "bid"}',
        b'{"v": 1, "type": "welcome", "seat": 0, "token": "t", "players": 2, "rules": {},'
        b' "roles": [], "extra": 1}',
        b'{"type": "match_over", "winner": 0, "deals": 1}',
    ],
)
def test_a_client_refuses_a_malformed_host_message(body: bytes) -> None:
    with pytest.raises(ProtocolError):
        decode(body, HOST_TYPES)
