"""A client of a friends' table, and the headless player that plays a seat through it. No pygame.

:class:`Connection` is one blocking connection to a host (the headless tool and the tests; a
screen would run it in a thread that fills a queue). It trusts the host no more than the host
trusts it: every message is checked (:func:`~game.net.protocol.decode`), and a bad one ends the
connection with a :class:`~game.net.protocol.ProtocolError`.

:class:`HeadlessPlayer` plays its seat with the computer player of a level, choosing from exactly
what arrives (a seat's view, as a person's screen gets it).
"""

from __future__ import annotations

import json
import socket
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from game.ai import make_bot
from game.net.protocol import (
    HEADER,
    HOST_TYPES,
    ProtocolError,
    decode,
    frame,
    length_of,
    view_from_json,
)
from game.net.transport import keep_alive
from game.rules import PlayerView


class Connection:
    """A blocking connection to a host."""

    def __init__(self, host: str, port: int, timeout: float = 30.0) -> None:
        self.sock = socket.create_connection((host, port), timeout=timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # small messages
        keep_alive(self.sock)  # a host that vanished without a word is found out

    def send(self, message: dict[str, Any]) -> None:
        self.sock.sendall(frame(message))

    def _exactly(self, n: int) -> bytes:
        parts: list[bytes] = []
        while n:
            chunk = self.sock.recv(n)
            if not chunk:
                raise ConnectionError("the host closed the connection")
            parts.append(chunk)
            n -= len(chunk)
        return b"".join(parts)

    def receive(self) -> tuple[bytes, dict[str, Any]]:
        """The next message: its bytes exactly as received, and the checked object."""
        body = self._exactly(length_of(self._exactly(HEADER.size)))
        return body, decode(body, HOST_TYPES)

    def close(self) -> None:
        try:
            self.sock.close()
        except OSError:  # closing a socket that is gone: nothing to do
            return


class JoinRefused(Exception):
    """The host refused the join: ``code`` is ``wrong_code``, ``too_many_tries``, ``full`` or
    ``version``."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass
class HeadlessPlayer:
    """Plays one seat through a :class:`Connection` with the computer player of ``level``.

    ``drop_after``: tests cut the connection after that many messages (a friend whose Wi-Fi
    fails)."""

    level: str
    code: str
    name: str = ""  # (the host names an unnamed friend by the seat)
    token: str | None = None
    seed: int = 0
    log: IO[str] | None = None
    drop_after: int | None = None
    seat: int | None = None
    received: list[dict[str, Any]] = field(default_factory=list)
    deals: int = 0
    _view: PlayerView | None = None
    _key: tuple[int, str, int] = (0, "", 0)
    _acted: tuple[int, str, int] | None = None

    def join(self, conn: Connection) -> int:
        """Say hello; returns the seat (or raises :class:`JoinRefused`)."""
        conn.send({"type": "hello", "code": self.code, "name": self.name, "token": self.token})
        message = self._next(conn)
        if message["type"] == "refused_join":
            raise JoinRefused(str(message["code"]))
        if message["type"] != "welcome":
            raise ProtocolError("schema", f"{message['type']} before the welcome")
        self.seat = int(message["seat"])
        self.token = str(message["token"])
        return self.seat

    def play(self, conn: Connection) -> bool:
        """Play until the match is over (True) or the connection is cut (False)."""
        while True:
            if self.drop_after is not None and len(self.received) >= self.drop_after:
                conn.close()
                return False
            message = self._next(conn)
            kind = message["type"]
            if kind in ("state", "deal", "move"):
                self._view = view_from_json(message["view"])
                self._key = (message["deal"], message["phase"], message["plays_made"])
            elif kind == "turn" and message["seat"] == self.seat:
                self._act(conn, message)
            elif kind == "deal_ended":
                conn.send({"type": "ready"})
            elif kind == "match_over":
                self.deals = int(message["deals"])
                return True
            elif kind == "closing":
                return False

    def _next(self, conn: Connection) -> dict[str, Any]:
        raw, message = conn.receive()
        if self.log is not None:
            self.log.write(raw.decode() + "\n")
            self.log.flush()
        self.received.append(message)
        return message

    def _act(self, conn: Connection, turn: dict[str, Any]) -> None:
        key = (turn["deal"], turn["phase"], turn["plays_made"])
        view = self._view
        if view is None or key != self._key or key == self._acted:
            return  # a turn this seat's view does not show yet, or already answered
        self._acted = key
        search = make_bot(self.level, self.seed * 131 + sum(self._key[::2])).begin(view)
        while not search.step(0.05):
            pass
        move = search.result()
        deal, phase, plays = key
        conn.send(
            {
                "type": "move",
                "move": move.to_json(),
                "deal": deal,
                "phase": phase,
                "plays_made": plays,
            }
        )


def read_token(path: Path | None) -> str | None:
    if path is None or not path.exists():
        return None
    text = path.read_text(encoding="utf-8").strip()
    return text or None


def summary_line(player: HeadlessPlayer) -> str:
    return json.dumps({"finished": True, "seat": player.seat, "deals": player.deals})


__all__ = ["Connection", "HeadlessPlayer", "JoinRefused", "read_token", "summary_line"]
