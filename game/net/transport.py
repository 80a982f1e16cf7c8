"""The host's listening side: an asyncio server in a background thread. No pygame.

Why asyncio streams with a length prefix (and not websockets): the standard library has all of
it (nothing more in the wheel and the executable), a frame's length is read before its body so
an oversized message is refused without being read, and there is no compression to negotiate
(a compressed message cannot swell past the limit).

The game never runs here: each connection's messages are checked (size, JSON, version, type,
schema, flooding; the join code first of all, compared with :func:`secrets.compare_digest`, at
most :data:`MAX_TRIES` wrong codes a minute from one address), then handed to the host's own
loop through a thread-safe queue (:attr:`Server.inbox`) as :class:`Incoming` items. The host
answers with :meth:`Server.send` and :meth:`Server.close` from its own thread. A bad client is
cut off with a one-line log message; the others go on.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import secrets
import socket
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from game.net.protocol import CLIENT_TYPES, HEADER, ProtocolError, decode, frame, length_of

log = logging.getLogger(__name__)

CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L look-alikes
CODE_LENGTH = 6
MAX_TRIES = 5  # wrong codes a minute from one address
FLOOD_BURST = 40  # messages at once
FLOOD_RATE = 8.0  # messages a second, sustained
HELLO_TIMEOUT = 10.0
MAX_BACKLOG = 1 << 20  # bytes waiting for a client that does not read: then it is cut off


def keep_alive(sock: socket.socket) -> None:
    """Let the system find a peer that vanished without a word (a laptop closed, Wi-Fi gone):
    TCP keep-alive probes after 10 s of silence, every 5 s, 3 times (where the system lets us
    say so; elsewhere its own defaults)."""
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
        for name, value in (("TCP_KEEPIDLE", 10), ("TCP_KEEPINTVL", 5), ("TCP_KEEPCNT", 3)):
            option = getattr(socket, name, None)
            if option is not None:
                sock.setsockopt(socket.IPPROTO_TCP, option, value)
    except OSError as exc:
        log.info("no keep-alive on this connection: %s", exc)


def new_code() -> str:
    """A join code: 6 characters from :mod:`secrets`, no look-alike letters."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


@dataclass
class Incoming:
    """Something from a connection: ``what`` is ``"join"`` (a hello with the right code),
    ``"message"`` (any later message) or ``"gone"`` (the connection ended)."""

    what: str
    conn: int
    message: dict[str, Any] = field(default_factory=dict)


class _Bucket:
    """Flood control: a token bucket per connection, plus one message for each answer the
    host asked for (:meth:`Server.expect`: a friend at full speed is no flood)."""

    def __init__(self) -> None:
        self.tokens = float(FLOOD_BURST)
        self.at = time.monotonic()
        self.expected = 0

    def take(self) -> bool:
        if self.expected > 0:
            self.expected -= 1
            return True
        now = time.monotonic()
        self.tokens = min(FLOOD_BURST, self.tokens + (now - self.at) * FLOOD_RATE)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Server:
    """Listens on ``bind``:``port`` (``port`` 0: a free one) in a background thread."""

    def __init__(self, code: str, bind: str = "0.0.0.0", port: int = 0) -> None:
        self.code = code
        self.bind = bind
        self.port = port
        self.inbox: queue.Queue[Incoming] = queue.Queue()
        self._loop = asyncio.new_event_loop()
        self._writers: dict[int, asyncio.StreamWriter] = {}
        self._buckets: dict[int, _Bucket] = {}
        self._tries: dict[str, deque[float]] = {}
        self._next_id = 1
        self._thread = threading.Thread(target=self._run, name="seep-net-host", daemon=True)
        self._ready = threading.Event()
        self._server: asyncio.Server | None = None
        self._error: BaseException | None = None

    # -- from the host's thread ----------------------------------------------------------------

    def start(self) -> int:
        """Start listening; returns the port."""
        self._thread.start()
        self._ready.wait(10)
        if self._error is not None:
            raise self._error
        return self.port

    def send(self, conn: int, message: dict[str, Any]) -> None:
        data = frame(message)
        self._loop.call_soon_threadsafe(self._write, conn, data)

    def expect(self, conn: int) -> None:
        """The host asks ``conn`` for an answer (its turn, a ready): it does not count as
        flooding. Call it before sending the message that asks."""
        self._loop.call_soon_threadsafe(self._expect, conn)

    def _expect(self, conn: int) -> None:
        bucket = self._buckets.get(conn)
        if bucket is not None:
            bucket.expected = min(bucket.expected + 1, FLOOD_BURST)

    def close(self, conn: int) -> None:
        self._loop.call_soon_threadsafe(self._drop, conn)

    def stop(self) -> None:
        """Flush what was sent, close every connection and stop listening."""
        if not self._thread.is_alive():
            return
        fut = asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop)
        try:
            fut.result(5)
        except Exception as exc:  # stopping must not fail the match that ended
            log.warning("the network did not stop cleanly: %s", exc)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)

    # -- the network thread --------------------------------------------------------------------

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._server = self._loop.run_until_complete(
                asyncio.start_server(self._serve, self.bind, self.port)
            )
            self.port = int(self._server.sockets[0].getsockname()[1])
        except OSError as exc:
            self._error = exc
            self._ready.set()
            return
        self._ready.set()
        self._loop.run_forever()
        self._loop.close()

    async def _shutdown(self) -> None:
        if self._server is not None:
            self._server.close()
        for conn in list(self._writers):
            writer = self._writers.pop(conn)
            try:
                await writer.drain()
            except OSError:
                log.info("connection %d: gone before the last message", conn)
            writer.close()

    def _write(self, conn: int, data: bytes) -> None:
        writer = self._writers.get(conn)
        if writer is None or writer.is_closing():
            return
        if writer.transport.get_write_buffer_size() > MAX_BACKLOG:
            log.warning("connection %d cut off: it does not read what it is sent", conn)
            self._drop(conn)
            return
        writer.write(data)

    def _drop(self, conn: int) -> None:
        writer = self._writers.pop(conn, None)
        if writer is not None:
            writer.close()

    def _too_many_tries(self, address: str) -> bool:
        now = time.monotonic()
        tries = self._tries.setdefault(address, deque())
        while tries and now - tries[0] > 60:
            tries.popleft()
        return len(tries) >= MAX_TRIES

    async def _read(self, reader: asyncio.StreamReader) -> dict[str, Any]:
        header = await reader.readexactly(HEADER.size)
        body = await reader.readexactly(length_of(header))
        return decode(body, CLIENT_TYPES)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = self._next_id
        self._next_id += 1
        sock = writer.get_extra_info("socket")
        if sock is not None:
            keep_alive(sock)
        peer = writer.get_extra_info("peername")
        address = str(peer[0]) if peer else "?"
        self._writers[conn] = writer
        joined = False
        try:
            hello = await asyncio.wait_for(self._read(reader), HELLO_TIMEOUT)
            if not self._admit(conn, address, hello):
                await writer.drain()
                return
            joined = True
            bucket = self._buckets[conn] = _Bucket()
            self.inbox.put(Incoming("join", conn, hello))
            while True:
                message = await self._read(reader)
                if not bucket.take():
                    raise ProtocolError("flood", f"more than {FLOOD_RATE:g} messages a second")
                self.inbox.put(Incoming("message", conn, message))
        except ProtocolError as exc:
            log.warning("client %s (connection %d) cut off: %s", address, conn, exc)
            if exc.code == "version":
                self._write(conn, frame({"type": "refused_join", "code": "version"}))
        except (asyncio.IncompleteReadError, ConnectionError, TimeoutError):
            log.info("client %s (connection %d) left", address, conn)
        except OSError as exc:
            log.warning("client %s (connection %d) lost: %s", address, conn, exc)
        finally:
            self._buckets.pop(conn, None)
            self._drop(conn)
            if joined:
                self.inbox.put(Incoming("gone", conn))

    def _admit(self, conn: int, address: str, hello: dict[str, Any]) -> bool:
        """The join code, checked before anything else (and wrong tries limited)."""
        if hello["type"] != "hello":
            raise ProtocolError("schema", "the first message is a hello")
        if self._too_many_tries(address):
            log.warning("client %s (connection %d) cut off: too many wrong codes", address, conn)
            self._write(conn, frame({"type": "refused_join", "code": "too_many_tries"}))
            return False
        code = str(hello["code"]).upper().encode()
        if not secrets.compare_digest(code, self.code.upper().encode()):
            self._tries[address].append(time.monotonic())
            log.warning("client %s (connection %d) cut off: wrong code", address, conn)
            self._write(conn, frame({"type": "refused_join", "code": "wrong_code"}))
            return False
        return True


__all__ = ["CODE_LETTERS", "Incoming", "Server", "keep_alive", "new_code"]
