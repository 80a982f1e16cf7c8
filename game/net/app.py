"""The friends' table inside the app: a host a person plays at, and a friend's client. No pygame.

:class:`HostedTable` is the host: it listens (a background thread), keeps the lobby (who sits
where), starts the match when the host says so and gives the host's table its seat link
(:class:`~game.net.hostseat.HostSeat`). :class:`JoinedTable` is a friend: it connects in a
background thread, reads into a queue that :meth:`JoinedTable.poll` drains every frame, and once
the match starts gives the table its seat link (:class:`~game.net.link.RemoteLink`).

Everything here is facts: seat roles and statuses, problem codes; the screens word them
(:mod:`game.text.net`).

How the screens use it::

    # The host: setup.human is the host's seat; roles: "host", "remote" or a level a seat.
    table = HostedTable(setup, roles, TableOptions(hints=False, timer=0), table_name=name,
                        store=ctx.store, host_name=ctx.settings.player_name)
    table.open()                      # then show table.code (large, spoken) and addresses()
    every frame: table.pump(); table.seats(); table.changes() -> TableNews to say
    link = table.start(fill_open=not table.can_start())   # a HostSeat: the table scene's link
    on leaving: table.close()         # friends are told "host_closed" (the save stays)

    # A friend:
    joined = JoinedTable(host, port, code, name)   # or JoinedTable.from_rejoin(info, name)
    joined.connect()
    every frame: joined.poll(); joined.state ("connecting", "lobby", "playing", ...),
                 joined.problem (a code: text.net.problem), joined.seats(), joined.changes()
    once joined.state == "playing": the table scene plays joined.link (a RemoteLink);
    store joined.rejoin_info() to offer "Rejoin the table you left".

    # At the table, beyond a local game's events: SeatNews, ReactionShown, TurnTimer,
    # CaughtUp, TableClosed (game.play.events); link.react(code); link.names();
    # link.status().undo_refused / .hints_allowed.

A saved friends' match (``GameSetup.table == "friends"``, its ``roles`` and ``tokens``) is
hosted again with ``HostedTable(setup, list(setup.roles), options, match=match, ...)``: the
friends rejoin their seats by their tokens.
"""

from __future__ import annotations

import dataclasses
import logging
import queue
import socket
import threading
import time
from dataclasses import dataclass
from typing import Any

from game.net.client import Connection
from game.net.host import HostTable
from game.net.hostseat import HostSeat
from game.net.link import RemoteLink
from game.net.protocol import ProtocolError
from game.net.transport import new_code
from game.play.savegame import GameSetup
from game.play.session import Pacing
from game.rules import Match, Rules, SeepError
from game.storage.saves import StoreSaver, StoreStats
from game.storage.store import SaveStore

log = logging.getLogger(__name__)

HOST_SUMMARY_WAIT = 45.0  # the host's backstop over the friends' own summary countdown
WELCOME_TIMEOUT = 10.0  # seconds a join waits for the host's answer
CONNECT_TIMEOUT = 5.0


@dataclass(frozen=True)
class TableOptions:
    hints: bool = False  # hints and the coach allowed at this table (off by default)
    timer: int = 0  # turn timer seconds: 0 (off), 30 or 60
    grace: float = 60.0  # seconds a dropped friend's seat is held
    fill: str = "medium"  # level of the computer that takes a dropped or empty seat


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    role: str  # "host", "friend", "computer"
    status: str  # "open", "present", "held", "computer"
    name: str  # the friend's name ("" when none / a computer)
    level: str | None  # a computer's level (or the level of the computer playing a friend's seat)
    held_left: float | None  # seconds left while held


@dataclass(frozen=True)
class TableNews:
    """Lobby news: ``kind`` is ``"joined"``, ``"left"``, ``"held"``, ``"computer"`` or
    ``"back"``."""

    kind: str
    seat: int
    name: str


ROLES = ("host", "friend", "computer")
STATUSES = ("open", "present", "held", "computer")


def seat_infos(items: object) -> list[SeatInfo]:
    """The lobby's seat list read back (from the host: checked, a bad one is a ProtocolError)."""
    try:
        if not isinstance(items, list) or len(items) > 4:
            raise ValueError("a list of seats")
        out = []
        for item in items:
            seat, role, status = item["seat"], item["role"], item["status"]
            name, level, held = item["name"], item.get("level"), item.get("held_left")
            if type(seat) is not int or role not in ROLES or status not in STATUSES:
                raise ValueError("seat, role, status")
            if not isinstance(name, str) or not (level is None or isinstance(level, str)):
                raise ValueError("name, level")
            if not (held is None or isinstance(held, (int, float))):
                raise ValueError("held_left")
            out.append(SeatInfo(seat, role, status, name[:40], level, held))
        return out
    except (ValueError, TypeError, KeyError) as exc:
        raise ProtocolError("schema", f"lobby: {exc}"[:120]) from None


def local_addresses() -> list[str]:
    """This computer's LAN addresses (IPv4 first), never empty: ``127.0.0.1`` as a last
    resort. No packet leaves the computer: a UDP socket "connected" to a LAN address only asks
    the system which interface it would use."""
    found: list[str] = []
    for probe in ("10.255.255.255", "192.168.255.255", "172.31.255.255"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
                sock.connect((probe, 9))
                address = str(sock.getsockname()[0])
        except OSError:
            continue
        if address not in found and not address.startswith("127."):
            found.append(address)
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None)
    except OSError as exc:
        log.info("this computer's name gave no addresses: %s", exc)
        infos = []
    v4 = [str(i[4][0]) for i in infos if i[0] == socket.AF_INET]
    v6 = [str(i[4][0]) for i in infos if i[0] == socket.AF_INET6]
    for address in v4 + v6:
        if address not in found and not address.startswith("127.") and address != "::1":
            found.append(address)
    found.sort(key=lambda a: ":" in a)  # IPv4 first
    return found or ["127.0.0.1"]


class HostedTable:
    """The host, inside the app. ``roles``: one a seat: ``"host"`` (exactly one: the setup's
    human), ``"remote"`` or a computer's level.

    ``timer_seconds``/``timer_warn`` override the options' turn timer (tests use short ones);
    ``summary_wait``: the host's backstop at a deal's summary."""

    def __init__(
        self,
        setup: GameSetup,
        roles: list[str],
        options: TableOptions,
        *,
        table_name: str,
        bind: str = "0.0.0.0",
        port: int = 0,
        code: str | None = None,
        match: Match | None = None,
        store: SaveStore | None = None,
        host_name: str = "",
        timer_seconds: float | None = None,
        timer_warn: float = 10.0,
        summary_wait: float = HOST_SUMMARY_WAIT,
    ) -> None:
        if roles.count("host") != 1 or roles.index("host") != setup.human:
            raise ValueError("exactly one seat is the host's: the setup's human")
        self.code = code if code is not None else new_code()
        self.options = options
        self.roles = list(roles)
        tokens = dict(enumerate(setup.tokens)) if setup.tokens else None
        setup = GameSetup(
            rules=match.rules if match is not None else setup.rules,
            partner=setup.partner,
            opponents=setup.opponents,
            seed=setup.seed,
            human=setup.human,
            table="friends",
            roles=tuple(roles),
        )  # (the table keeps the friends' tokens in it: the save has them)
        self._table = HostTable(
            roles,
            code=self.code,
            bind=bind,
            port=port,
            grace=options.grace,
            fill=options.fill,
            summary_wait=summary_wait,
            setup=setup,
            match=match,
            saver=StoreSaver(store) if store is not None else None,
            stats=StoreStats(store) if store is not None else None,
            pacing=Pacing(),  # the host's table sets its own pacing, as alone
            hints=options.hints,
            timer=float(options.timer if timer_seconds is None else timer_seconds),
            timer_warn=timer_warn,
            table_name=table_name,
            host_name=host_name,
            tokens=tokens,
        )
        self.port = 0
        self._link: HostSeat | None = None

    @property
    def table(self) -> HostTable:
        """The table behind (tests and the benchmark)."""
        return self._table

    def open(self) -> int:
        if not self.port:  # (once)
            self.port = self._table.listen()
        return self.port

    def addresses(self) -> list[str]:
        return local_addresses()

    def pump(self) -> None:
        self._table.pump()

    def seats(self) -> list[SeatInfo]:
        return seat_infos(self._table.seat_list())

    def changes(self) -> list[TableNews]:
        return [TableNews(n.kind, n.seat, n.name) for n in self._table.take_news()]

    def can_start(self) -> bool:
        return self._table.everyone_seated()

    def start(self, fill_open: bool = False) -> HostSeat:
        if self._link is None:
            self._link = HostSeat(self._table)
            self._table.begin(fill_open)
        return self._link

    def close(self) -> None:
        self._table.close()


class _Reader:
    """The friend's connection, in a background thread that reads into a queue."""

    def __init__(self, host: str, port: int, hello: dict[str, Any]) -> None:
        self.host, self.port, self.hello = host, port, hello
        self.inbox: queue.Queue[tuple[str, Any]] = queue.Queue()
        self.conn: Connection | None = None
        self.closing = False
        self.thread = threading.Thread(target=self._run, name="seep-net-join", daemon=True)

    def start(self) -> None:
        if not self.thread.is_alive() and self.thread.ident is None:  # (once)
            self.thread.start()

    def _run(self) -> None:
        try:
            conn = Connection(self.host, self.port, timeout=CONNECT_TIMEOUT)
        except OSError as exc:
            log.info("the table at %s:%d is not reachable: %s", self.host, self.port, exc)
            self.inbox.put(("problem", "unreachable"))
            return
        conn.sock.settimeout(None)
        self.conn = conn
        try:
            conn.send(self.hello)
            while True:
                self.inbox.put(("message", conn.receive()[1]))
        except ProtocolError as exc:
            log.warning("the host sent a message that cannot be read: %s", exc)
            self.inbox.put(("problem", "bad_message"))
        except (OSError, ConnectionError) as exc:
            if not self.closing:
                log.info("the connection to the host ended: %s", exc)
                self.inbox.put(("problem", "host_left"))
        finally:
            conn.close()

    def send(self, message: dict[str, Any]) -> bool:
        conn = self.conn
        if conn is None:
            return False
        try:
            conn.send(message)
            return True
        except OSError as exc:
            log.info("a message to the host was not sent: %s", exc)
            return False

    def close(self) -> None:
        self.closing = True
        if self.conn is not None:
            self.send({"type": "bye"})
            try:
                self.conn.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                log.debug("the connection was already down")
            self.conn.close()


class JoinedTable:
    """A friend, inside the app (see the module's docstring)."""

    def __init__(
        self, host: str, port: int, code: str, name: str, token: str | None = None
    ) -> None:
        self.host, self.port, self.code, self.name = host, port, code, name
        self.state = "connecting"
        self.problem: str | None = None
        self.seat: int | None = None
        self.token = token
        self.rejoining = token is not None  # back to a seat of ours (a match may be under way)
        self.table_rules: Rules | None = None
        self.table_name = ""
        self.options: dict[str, Any] = {}
        self.roles: list[str] = []
        self.link: RemoteLink | None = None  # the friend's seat once the match starts
        self._seats: list[SeatInfo] = []
        self._seats_at = 0.0  # when the seat list arrived (a held seat's countdown runs on)
        self._news: list[TableNews] = []
        self.received: list[dict[str, Any]] | None = None  # tests: every message, when a list
        self._reader = _Reader(
            host, port, {"type": "hello", "code": code, "name": name, "token": token}
        )
        self._since = 0.0

    # -- rejoining -----------------------------------------------------------------------------

    def rejoin_info(self) -> dict[str, Any]:
        """What a later :meth:`from_rejoin` needs (the screens store it)."""
        return {
            "host": self.host,
            "port": self.port,
            "code": self.code,
            "token": self.token,
            "seat": self.seat,
            "table": self.table_name,
        }

    @classmethod
    def from_rejoin(cls, info: dict[str, Any], name: str) -> JoinedTable:
        token = info.get("token")
        return cls(
            str(info["host"]),
            int(info["port"]),
            str(info["code"]),
            name,
            token if isinstance(token, str) else None,
        )

    # -- the connection ------------------------------------------------------------------------

    def connect(self) -> None:
        self._since = time.monotonic()
        self._reader.start()

    def send(self, message: dict[str, Any]) -> bool:
        return self._reader.send(message)

    def poll(self) -> None:
        while True:
            try:
                what, item = self._reader.inbox.get_nowait()
            except queue.Empty:
                break
            if what == "problem":
                self._problem(str(item))
            else:
                if self.received is not None:
                    self.received.append(item)
                try:
                    self._message(item)
                except (ProtocolError, ValueError, TypeError, KeyError, IndexError) as exc:
                    # (whatever is wrong with what the host sent: the table ends in words)
                    log.warning("the host sent a message that cannot be read: %s", exc)
                    self._problem("bad_message")
                    self._reader.close()
        if self.state == "connecting" and time.monotonic() - self._since > WELCOME_TIMEOUT:
            self._problem("timeout")
            self._reader.close()

    def _problem(self, code: str) -> None:
        if self.state in ("refused", "closed"):
            return
        if self.state == "over" and code == "host_left":
            return  # the match is over: the host may go
        self.state = "refused" if self.state == "connecting" else "closed"
        self.problem = code
        if self.link is not None:
            self.link.closed(code)

    def _message(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "refused_join":
            self.state, self.problem = "refused", str(message["code"])
        elif kind == "welcome":
            self.seat, self.token = int(message["seat"]), str(message["token"])
            try:
                self.table_rules = Rules.from_json(message["rules"])
            except (SeepError, ValueError, TypeError, KeyError) as exc:
                raise ProtocolError("schema", f"rules: {exc}"[:120]) from None
            self.roles = [str(r) for r in message["roles"]]
            players = self.table_rules.num_players
            if not 0 <= self.seat < players or len(self.roles) != players:
                raise ProtocolError("schema", "welcome: the seat or the roles")
            self.state = "lobby"
        elif kind == "lobby":
            self.table_name = str(message["table"])[:60]
            self.options = dict(message["options"])
            self._seats = seat_infos(message["seats"])
            self._seats_at = time.monotonic()
        elif kind == "seat":
            self._seat_news(message)
        elif kind == "start" and self.link is None:
            self.link = self._make_link()
        elif kind == "closing":
            if message["code"] == "match_over" or self.state == "over":
                self.state = "over"
            else:
                self._problem("host_closed")
        if kind == "match_over":
            self.state = "over"
        if self.link is not None and kind not in ("welcome", "lobby", "refused_join", "start"):
            self.link.receive(message)
            if self.state == "lobby" and self.link.shown:
                self.state = "playing"  # (once the seat has its first position to show)

    def _make_link(self) -> RemoteLink:
        return RemoteLink(self)

    def _seat_news(self, message: dict[str, Any]) -> None:
        seat, status, name = int(message["seat"]), str(message["status"]), str(message["name"])
        before = next((s.status for s in self._seats if s.seat == seat), "open")
        kind = message.get("kind")
        if kind not in ("joined", "left", "held", "computer", "back"):
            kind = {"held": "held", "computer": "computer", "open": "left"}.get(status)
            if status == "present":
                kind = "back" if before in ("held", "computer") else "joined"
        if isinstance(kind, str):
            self._news.append(TableNews(kind, seat, name[:40]))

    def seats(self) -> list[SeatInfo]:
        """Who sits where, as the host last said (a held seat's time left counts down)."""
        gone = time.monotonic() - self._seats_at
        return [
            dataclasses.replace(s, held_left=max(0.0, s.held_left - gone))
            if s.held_left is not None
            else s
            for s in self._seats
        ]

    def changes(self) -> list[TableNews]:
        news, self._news = self._news, []
        return news

    def close(self) -> None:
        self._reader.close()
        if self.state not in ("over", "refused"):
            self.state, self.problem = "closed", self.problem or "left"


__all__ = ["HostedTable", "JoinedTable", "SeatInfo", "TableNews", "TableOptions", "local_addresses"]
