"""The app's friends' table: the host's lobby and a friend's join, through "seated" and
"started" (loopback, real sockets)."""

from __future__ import annotations

import time
from collections.abc import Callable

from game.net.app import HostedTable, JoinedTable, SeatInfo, TableOptions
from game.net.transport import CODE_LETTERS
from game.play.savegame import GameSetup
from game.rules import Rules

CODE = "K7QP2X"


def hosted(roles: list[str], **kw: object) -> HostedTable:
    rules = Rules(num_players=len(roles))
    setup = GameSetup(rules=rules, seed=4, human=roles.index("host"))
    table = HostedTable(
        setup,
        roles,
        TableOptions(),
        table_name="Asha's table",
        bind="127.0.0.1",
        code=CODE,
        host_name="Asha",
        **kw,  # type: ignore[arg-type]
    )
    table.open()
    return table


def until(done: Callable[[], bool], *pumps: Callable[[], None], limit: float = 5.0) -> None:
    end = time.monotonic() + limit
    while not done():
        assert time.monotonic() < end, "timed out"
        for pump in pumps:
            pump()
        time.sleep(0.005)


def test_the_code_and_the_addresses() -> None:
    table = HostedTable(
        GameSetup(seed=1),
        ["host", "easy", "remote", "easy"],
        TableOptions(),
        table_name="t",
        bind="127.0.0.1",
    )
    assert len(table.code) == 6 and set(table.code) <= set(CODE_LETTERS)
    assert table.open() > 0 and table.port > 0
    assert table.open() == table.port  # (opened once)
    addresses = table.addresses()
    assert addresses and all(isinstance(a, str) for a in addresses)
    assert ":" not in addresses[0] or all(":" in a for a in addresses)  # IPv4 first
    table.close()


def test_friends_join_the_seats_fill_and_the_host_starts() -> None:
    table = hosted(["host", "remote", "easy", "remote"])
    seats = table.seats()
    assert [s.role for s in seats] == ["host", "friend", "computer", "friend"]
    assert [s.status for s in seats] == ["present", "open", "computer", "open"]
    assert seats[2].level == "easy" and seats[0].name == "Asha"
    assert not table.can_start()
    priya = JoinedTable("127.0.0.1", table.port, CODE, "Priya")
    priya.connect()
    priya.connect()  # (connects once)
    until(lambda: priya.state == "lobby", table.pump, priya.poll)
    assert priya.seat == 1 and priya.token and priya.table_rules == Rules()
    until(lambda: len(priya.seats()) == 4, table.pump, priya.poll)
    assert priya.table_name == "Asha's table"
    assert [n.kind for n in table.changes()] == ["joined"]
    assert table.seats()[1] == SeatInfo(1, "friend", "present", "Priya", None, None)
    raj = JoinedTable("127.0.0.1", table.port, CODE.lower(), "Raj")
    raj.connect()
    until(lambda: raj.state == "lobby", table.pump, raj.poll)
    assert raj.seat == 3 and table.can_start()
    until(lambda: priya.seats()[3].name == "Raj", table.pump, priya.poll)
    news = priya.changes()
    assert [(n.kind, n.seat, n.name) for n in news][-1] == ("joined", 3, "Raj")
    link = table.start()
    assert link.seat == 0
    until(lambda: priya.state == raj.state == "playing", table.pump, priya.poll, raj.poll)
    table.close()
    until(lambda: priya.state == "closed", priya.poll)
    assert priya.problem == "host_closed"


def test_a_wrong_code_is_refused_and_a_full_table_too() -> None:
    table = hosted(["host", "remote"])
    wrong = JoinedTable("127.0.0.1", table.port, "AAAAAA", "x")
    wrong.connect()
    until(lambda: wrong.state != "connecting", table.pump, wrong.poll)
    assert (wrong.state, wrong.problem) == ("refused", "wrong_code")
    first = JoinedTable("127.0.0.1", table.port, CODE, "a")
    first.connect()
    until(lambda: first.state == "lobby", table.pump, first.poll)
    second = JoinedTable("127.0.0.1", table.port, CODE, "b")
    second.connect()
    until(lambda: second.state != "connecting", table.pump, second.poll)
    assert (second.state, second.problem) == ("refused", "full")
    first.close()
    until(lambda: table.seats()[1].status == "open", table.pump)
    assert [n.kind for n in table.changes()] == ["joined", "left"]
    table.close()


def test_nobody_there_is_unreachable() -> None:
    table = hosted(["host", "remote"])
    port = table.port
    table.close()
    lost = JoinedTable("127.0.0.1", port, CODE, "x")
    lost.connect()
    until(lambda: lost.state != "connecting", lost.poll)
    assert lost.problem == "unreachable"


def test_fill_open_seats_a_computer_and_a_late_friend_takes_it_over() -> None:
    table = hosted(["host", "remote"], summary_wait=0.1)
    assert not table.can_start()
    link = table.start(fill_open=True)
    assert table.seats()[1].status == "computer" and table.seats()[1].level == "medium"
    assert 1 in table.table.session.bots
    late = JoinedTable("127.0.0.1", table.port, CODE, "Late")
    late.connect()
    until(lambda: late.state == "playing", link.update, late.poll)
    assert late.seat == 1 and 1 not in table.table.session.bots
    assert table.seats()[1].status == "present"
    late.close()
    table.close()


def test_rejoin_info_round_trips() -> None:
    joined = JoinedTable("10.0.0.5", 4100, CODE, "Priya", token="tok")
    again = JoinedTable.from_rejoin(joined.rejoin_info(), "Priya")
    assert (again.host, again.port, again.code, again.token) == ("10.0.0.5", 4100, CODE, "tok")
