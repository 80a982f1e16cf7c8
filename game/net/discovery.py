"""Finding friends' tables on the home network: DNS-SD over multicast DNS (``_seep._tcp``,
python-zeroconf). No pygame.

:class:`Advertiser` makes the host's table known while its lobby is open; :class:`Browser` lists
the tables found, as they are found, for the join screen to poll (it never blocks a frame).
Multicast is unreliable on some networks (guest Wi-Fi, some Windows set-ups, no network at all):
a failure is logged in one line and the screens fall back to the typed address and code.

The pure parts, :func:`service_info` (what the host announces) and :func:`found_table` (what a
friend makes of an announcement), are what the tests check: no test sends a multicast packet.
"""

from __future__ import annotations

import ipaddress
import logging
import re
import socket
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from game.net.protocol import VERSION

log = logging.getLogger(__name__)

SERVICE_TYPE = "_seep._tcp.local."
UNNAMED = "Seep table"  # i18n: skip (a network name, never shown: the TXT record has the name)
_INSTANCE_BYTES = 48  # DNS-SD allows 63 bytes for an instance's label: room for " (2)" and such


@dataclass(frozen=True)
class FoundTable:
    """A table found on the network."""

    name: str  # the table's name, as the host chose it
    address: str  # an address to reach it (IPv4 first)
    port: int
    version: int | None  # the host's protocol version (``None``: not said)
    players: int | None  # seats at the table (2 or 4)
    open_seats: int | None  # friends' seats still free
    key: str  # the announcement's own name (one per table)

    def compatible(self) -> bool:
        """The host speaks this copy's protocol (or does not say)."""
        return self.version is None or self.version == VERSION


def instance_label(table_name: str) -> str:
    """The DNS-SD instance label for a table's name: printable, no dots, at most 48 bytes
    (the full name travels in the TXT record)."""
    label = re.sub(r"[\x00-\x1f.]", " ", table_name).strip() or UNNAMED
    data = label.encode("utf-8")[:_INSTANCE_BYTES]
    return data.decode("utf-8", "ignore").strip() or UNNAMED


def _packed(addresses: Sequence[str]) -> list[bytes]:
    """The addresses as the DNS records carry them (IPv4 and IPv6; anything else left out)."""
    out: list[bytes] = []
    for text in addresses:
        try:
            out.append(ipaddress.ip_address(text).packed)
        except ValueError:
            log.debug("not an address to announce: %r", text)
    return out


def service_info(
    table_name: str,
    port: int,
    addresses: Sequence[str],
    *,
    players: int,
    open_seats: int,
    server: str | None = None,
) -> Any:
    """The ``ServiceInfo`` a host announces: its address(es) and port, and in the TXT record
    the table's name, the protocol version, the seats and the friends' seats still open."""
    from zeroconf import ServiceInfo

    host = server or f"seep-{instance_label(socket.gethostname()).replace(' ', '-')}.local."
    return ServiceInfo(
        SERVICE_TYPE,
        f"{instance_label(table_name)}.{SERVICE_TYPE}",
        port=port,
        addresses=_packed(addresses),
        properties={
            "name": table_name.encode("utf-8")[:200],
            "v": str(VERSION),
            "players": str(players),
            "open": str(open_seats),
        },
        server=host,
    )


def _number(props: dict[bytes, bytes | None], key: bytes) -> int | None:
    raw = props.get(key)
    if raw is None:
        return None
    try:
        return int(raw.decode("ascii"))
    except (UnicodeDecodeError, ValueError):
        return None


def found_table(info: Any) -> FoundTable | None:
    """A friend's view of an announcement (``None`` when it names no usable address or port:
    nothing from the network is trusted)."""
    port = getattr(info, "port", None)
    if not isinstance(port, int) or not 0 < port < 65536:
        return None
    from zeroconf import IPVersion

    addresses = [str(a) for a in info.ip_addresses_by_version(IPVersion.All)]
    if not addresses:
        return None
    addresses.sort(key=lambda a: (":" in a, a))
    props = info.properties or {}
    raw_name = props.get(b"name") or b""
    name = raw_name.decode("utf-8", "replace").strip()[:80]
    key = str(info.name)
    if not name:
        name = key.removesuffix("." + SERVICE_TYPE)
    name = "".join(ch for ch in name if ch.isprintable())
    return FoundTable(
        name,
        addresses[0],
        port,
        _number(props, b"v"),
        _number(props, b"players"),
        _number(props, b"open"),
        key,
    )


class TableFinder(Protocol):
    """What the join screen asks of a browser (tests pass a fake)."""

    def start(self) -> bool: ...

    def tables(self) -> list[FoundTable]: ...

    def stop(self) -> None: ...


def _open_zeroconf() -> Any:
    from zeroconf import Zeroconf

    return Zeroconf()


class Advertiser:
    """Announces the host's table while its lobby is open (registration in a thread: it takes
    a second or two of announcements)."""

    def __init__(
        self,
        table_name: str,
        port: int,
        addresses: Sequence[str],
        *,
        players: int,
        open_seats: int,
        opener: Callable[[], Any] = _open_zeroconf,
    ) -> None:
        self.table_name = table_name
        self.port = port
        self.addresses = list(addresses)
        self.players = players
        self.open_seats = open_seats
        self._opener = opener
        self._zc: Any = None
        self._info: Any = None
        self._lock = threading.Lock()
        self._stopped = False
        self.failed = False  # the network would not take the announcement (logged)

    def start(self) -> bool:
        """Begin announcing (in the background); False when zeroconf cannot start at all."""
        try:
            self._info = service_info(
                self.table_name,
                self.port,
                self.addresses,
                players=self.players,
                open_seats=self.open_seats,
            )
            self._zc = self._opener()
        except (OSError, ValueError, ImportError) as exc:
            log.warning("the table is not announced on the network (%s): type its address", exc)
            self.failed = True
            return False
        threading.Thread(target=self._register, name="seep-advertise", daemon=True).start()
        return True

    def _register(self) -> None:
        with self._lock:
            if self._stopped or self._zc is None:
                return
            try:
                self._zc.register_service(self._info, allow_name_change=True)
            except Exception as exc:  # zeroconf's own errors (NonUniqueNameException...): logged
                log.warning("the table is not announced on the network: %s", exc)
                self.failed = True

    def update(self, open_seats: int) -> None:
        """The friends' seats still open changed: say so (in the background)."""
        if open_seats == self.open_seats or self._zc is None or self.failed:
            return
        self.open_seats = open_seats
        threading.Thread(target=self._reannounce, name="seep-advertise", daemon=True).start()

    def _reannounce(self) -> None:
        with self._lock:
            if self._stopped or self._zc is None or self.failed:
                return
            try:
                info = service_info(
                    self.table_name,
                    self.port,
                    self.addresses,
                    players=self.players,
                    open_seats=self.open_seats,
                )
                info.name = self._info.name  # the name the network gave it
                self._zc.update_service(info)
                self._info = info
            except Exception as exc:  # zeroconf's own errors: logged, the old record stays
                log.info("the table's open seats were not re-announced: %s", exc)

    def stop(self) -> None:
        """Stop announcing (the table started or closed)."""
        self._stopped = True
        zc, self._zc = self._zc, None
        if zc is None:
            return
        threading.Thread(target=_close, args=(zc, self._info), daemon=True).start()


def _close(zc: Any, info: Any) -> None:
    try:
        if info is not None:
            zc.unregister_service(info)
    except Exception as exc:  # zeroconf's own errors: logged
        log.info("the table's announcement was not withdrawn: %s", exc)
    try:
        zc.close()
    except Exception as exc:  # zeroconf's own errors: logged
        log.info("zeroconf did not close cleanly: %s", exc)


class Browser:
    """Lists the tables announced on the network, as they are found (:meth:`tables` never
    blocks: zeroconf's threads fill it)."""

    def __init__(self, opener: Callable[[], Any] = _open_zeroconf) -> None:
        self._opener = opener
        self._zc: Any = None
        self._browser: Any = None
        self._found: dict[str, FoundTable] = {}
        self._lock = threading.Lock()
        self.failed = False

    def start(self) -> bool:
        """Start looking; False (logged once) when the network will not let us."""
        try:
            from zeroconf import ServiceBrowser

            self._zc = self._opener()
            self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._changed])
        except (OSError, ValueError, ImportError) as exc:
            log.warning("no tables can be found on the network (%s): type the address", exc)
            self.failed = True
            self.stop()
            return False
        return True

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=2000)
        table = found_table(info) if info is not None else None
        if table is None:
            return
        with self._lock:
            self._found[name] = table

    def tables(self) -> list[FoundTable]:
        """The tables found so far, by name."""
        with self._lock:
            return sorted(self._found.values(), key=lambda t: (t.name.casefold(), t.key))

    def stop(self) -> None:
        browser, self._browser = self._browser, None
        zc, self._zc = self._zc, None
        if browser is None and zc is None:
            return
        threading.Thread(target=_stop_browser, args=(browser, zc), daemon=True).start()


def _stop_browser(browser: Any, zc: Any) -> None:
    try:
        if browser is not None:
            browser.cancel()
        if zc is not None:
            zc.close()
    except Exception as exc:  # zeroconf's own errors: logged
        log.info("the table browser did not close cleanly: %s", exc)


__all__ = [
    "SERVICE_TYPE",
    "Advertiser",
    "Browser",
    "FoundTable",
    "TableFinder",
    "found_table",
    "instance_label",
    "service_info",
]
