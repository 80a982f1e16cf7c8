"""Discovery's pure parts: the announcement a host builds and what a friend makes of one. No
test here sends a multicast packet (zeroconf is never opened: the openers given fail or are
fakes)."""

from __future__ import annotations

from typing import Any

import pytest
from zeroconf import ServiceInfo

from game.net import discovery
from game.net.discovery import (
    SERVICE_TYPE,
    Advertiser,
    Browser,
    FoundTable,
    found_table,
    instance_label,
    service_info,
)
from game.net.protocol import VERSION


def test_the_announcement_names_the_table_its_port_and_seats() -> None:
    info = service_info(
        "Priya's table",
        50123,
        ["192.168.1.20", "fe80::1"],
        players=4,
        open_seats=2,
        server="seep-test.local.",
    )
    assert info.type == SERVICE_TYPE
    assert info.name == f"Priya's table.{SERVICE_TYPE}"
    assert info.port == 50123
    assert info.properties[b"name"] == b"Priya's table"
    assert info.properties[b"v"] == str(VERSION).encode()
    assert info.properties[b"players"] == b"4"
    assert info.properties[b"open"] == b"2"
    assert "192.168.1.20" in info.parsed_addresses()


def test_an_announcement_read_back_is_the_table() -> None:
    info = service_info(
        "Ravi's table", 50200, ["10.0.0.7"], players=2, open_seats=1, server="seep-x.local."
    )
    table = found_table(info)
    assert table == FoundTable("Ravi's table", "10.0.0.7", 50200, VERSION, 2, 1, info.name)
    assert table.compatible()


def test_ipv4_comes_before_ipv6() -> None:
    info = service_info(
        "T", 5000, ["fe80::2", "192.168.0.9"], players=4, open_seats=3, server="s.local."
    )
    table = found_table(info)
    assert table is not None and table.address == "192.168.0.9"


def test_names_with_dots_and_long_names_make_a_valid_label() -> None:
    assert "." not in instance_label("Mr. Singh's table")
    long = instance_label("ਪ੍ਰਿਆ" * 40)
    assert len(long.encode()) <= 48
    assert instance_label("...") == "Seep table"
    info = service_info("ਪ੍ਰਿਆ" * 40, 5000, ["10.0.0.1"], players=4, open_seats=3, server="s.local.")
    table = found_table(info)
    assert table is not None and table.name.startswith("ਪ੍ਰਿਆ")


def _raw(port: int, props: dict[bytes, bytes | None], addresses: list[bytes]) -> ServiceInfo:
    return ServiceInfo(
        SERVICE_TYPE,
        f"x.{SERVICE_TYPE}",
        port=port,
        properties=props,
        addresses=addresses,
        server="x.local.",
    )


def test_an_announcement_that_cannot_be_used_is_ignored() -> None:
    assert found_table(_raw(5000, {b"name": b"A"}, [])) is None  # no address
    assert found_table(_raw(0, {b"name": b"A"}, [bytes([10, 0, 0, 1])])) is None  # no port


def test_odd_txt_values_are_not_trusted() -> None:
    props: dict[bytes, bytes | None] = {
        b"name": b"\x1b[31mEvil\nTable",
        b"v": b"two",
        b"players": None,
        b"open": b"\xff",
    }
    table = found_table(_raw(5000, props, [bytes([10, 0, 0, 1])]))
    assert table is not None
    assert table.name == "[31mEvilTable"  # no control characters reach the screen
    assert (table.version, table.players, table.open_seats) == (None, None, None)
    assert table.compatible()
    other = FoundTable("A", "10.0.0.1", 1, VERSION + 1, 4, 1, "a")
    assert not other.compatible()


def _no_network() -> Any:
    raise OSError("no multicast here")


def test_no_network_is_logged_in_one_line(caplog: pytest.LogCaptureFixture) -> None:
    advertiser = Advertiser("T", 5000, ["10.0.0.1"], players=4, open_seats=3, opener=_no_network)
    assert advertiser.start() is False and advertiser.failed
    browser = Browser(opener=_no_network)
    assert browser.start() is False and browser.failed
    assert browser.tables() == []
    advertiser.stop()
    browser.stop()
    lines = [r.getMessage() for r in caplog.records if r.name == discovery.__name__]
    assert len(lines) == 2 and all("\n" not in line for line in lines)
    assert "type" in lines[0] and "address" in lines[1]


class _FakeZeroconf:
    def __init__(self, info: ServiceInfo | None) -> None:
        self.info = info

    def get_service_info(self, service_type: str, name: str, timeout: int) -> ServiceInfo | None:
        assert service_type == SERVICE_TYPE and timeout > 0
        return self.info


def test_the_browser_lists_tables_as_they_come_and_go() -> None:
    from zeroconf import ServiceStateChange

    browser = Browser(opener=_no_network)
    b_info = service_info("b table", 5001, ["10.0.0.2"], players=4, open_seats=1, server="b.")
    a_info = service_info("A table", 5002, ["10.0.0.3"], players=2, open_seats=1, server="a.")
    browser._changed(_FakeZeroconf(b_info), SERVICE_TYPE, b_info.name, ServiceStateChange.Added)
    browser._changed(_FakeZeroconf(a_info), SERVICE_TYPE, a_info.name, ServiceStateChange.Added)
    browser._changed(_FakeZeroconf(None), SERVICE_TYPE, "gone.x", ServiceStateChange.Added)
    assert [t.name for t in browser.tables()] == ["A table", "b table"]
    browser._changed(_FakeZeroconf(None), SERVICE_TYPE, a_info.name, ServiceStateChange.Removed)
    assert [t.port for t in browser.tables()] == [5001]
