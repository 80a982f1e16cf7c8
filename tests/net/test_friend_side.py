"""The held seat's countdown is the host's grace: both seat links say it; a friend's machine
counts the match when it ends."""

from __future__ import annotations

import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.net.app import HostedTable, JoinedTable, TableOptions
from game.net.hostseat import HostSeat
from game.net.link import DEFAULT_GRACE
from game.play.events import MatchOver
from game.play.savegame import GameSetup
from game.rules import Rules
from game.scenes.table.friends import FriendsTable, held_seconds
from game.storage.stats import FRIENDS
from game.storage.store import SaveStore
from tests.net.drivers import CODE, Player, hosted, join, started, until


def test_both_links_say_the_hosts_grace() -> None:
    table = hosted(["host", "remote"], options=TableOptions(grace=7.5, fill="easy"))
    friend = join(table, "Priya")
    link = table.start()
    started(table, [friend])
    assert link.grace == 7.5
    assert friend.link is not None and friend.link.grace == 7.5
    friend.options["grace"] = "soon"  # a host that says nonsense: the default
    assert friend.link.grace == DEFAULT_GRACE
    friend.options["grace"] = 10**9
    assert friend.link.grace == DEFAULT_GRACE
    friend.close()
    table.close()


def test_a_friends_machine_counts_the_match_once_when_it_ends(tmp_path: Path) -> None:
    rules = Rules(num_players=2, match_mode="rounds", baazi_count=1, rounds_count=1)
    store = SaveStore(tmp_path / "friend")
    table = HostedTable(
        GameSetup(rules=rules, seed=4),
        ["host", "remote"],
        TableOptions(grace=0.3, fill="easy"),
        table_name="t",
        bind="127.0.0.1",
        code=CODE,
        store=SaveStore(tmp_path / "host"),
        summary_wait=5.0,
    )
    table.open()
    friend = join(table, "Priya")
    host = Player(table.start())
    started(table, [friend])
    assert friend.link is not None
    priya = Player(friend.link)
    link = friend.link
    record_at_the_end: list[bool] = []
    emit = link._emit

    def emitting(event: object) -> None:  # the moment the friend's table is told the end
        if isinstance(event, MatchOver):
            record_at_the_end.append(link.finished_record())
        emit(event)  # type: ignore[arg-type]

    link._emit = emitting  # type: ignore[method-assign]
    until(lambda: host.over and priya.over, host.step, priya.step, limit=30)
    assert record_at_the_end == [True]  # the record came before the match's end
    told: list[str] = []
    at_table = SimpleNamespace(
        ctx=SimpleNamespace(store=store, dialogs=SimpleNamespace(message=told.append)),
        link=friend.link,
    )
    FriendsTable.finished(at_table)  # type: ignore[arg-type]
    FriendsTable.finished(at_table)  # type: ignore[arg-type]  # (shown twice: counted once)
    stats = store.load_stats()
    assert stats.levels[FRIENDS].games == 1 and stats.total().games == 1
    assert stats.levels[FRIENDS].deals == sum(
        1 for s in friend.link.score().summaries if s.ended_by != "thrown_in"
    )
    assert stats.recent[0].table == "friends" and told == []
    at_host = SaveStore(tmp_path / "host").load_stats()  # the host's session counted its own
    assert at_host.levels[FRIENDS].games == 1
    friend.close()
    table.close()


def _two_friends(grace: float) -> tuple[HostedTable, HostSeat, JoinedTable, JoinedTable]:
    """A started table: the host (seat 0), Priya (1), a computer (2) and Ravi (3)."""
    table = hosted(
        ["host", "remote", "easy", "remote"], options=TableOptions(grace=grace, fill="easy")
    )
    priya, ravi = join(table, "Priya"), join(table, "Ravi")
    link = table.start()
    started(table, [priya, ravi])
    assert priya.link is not None and ravi.link is not None
    return table, link, priya, ravi


def test_a_held_seats_seconds_left_are_known_at_the_host_and_the_other_friends() -> None:
    table, link, priya, ravi = _two_friends(grace=30.0)
    assert priya.link is not None
    assert link.held_left(1) is None and held_seconds(link, 1) == 30.0  # not held: the grace
    priya.close()
    until(lambda: link.held_left(1) is not None, table.pump)
    time.sleep(0.3)
    left = link.held_left(1)
    assert left is not None and 0 < left < 30.0
    assert held_seconds(link, 1) <= left
    until(
        lambda: ravi.link is not None and ravi.link.held_left(1) is not None, table.pump, ravi.poll
    )
    theirs = ravi.link.held_left(1)
    assert theirs is not None and 0 < theirs <= 30.0
    assert ravi.link.held_left(3) is None
    opened = FriendsTable(None, {})  # Ravi's table opened now (he rejoined): Priya is held
    opened.catch_up_seats(ravi.link, 4)
    assert set(opened.held) == {1} and 0 < opened.held[1] <= 30.0 and not opened.stand_ins
    ravi.close()
    table.close()


def test_a_table_opened_while_a_computer_plays_a_friends_seat_knows_it() -> None:
    table, link, priya, ravi = _two_friends(grace=0.2)
    priya.close()
    until(lambda: link.standing_in() == (1,), table.pump)
    until(lambda: ravi.link is not None and ravi.link.standing_in() == (1,), table.pump, ravi.poll)
    for seen in (link, ravi.link):
        opened = FriendsTable(None, {})
        opened.catch_up_seats(seen, 4)
        assert opened.stand_ins == {1} and not opened.held
    ravi.close()
    table.close()


def test_a_match_over_without_its_record_is_not_counted_and_nothing_breaks(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Should the host's record never come (a host of another build), the friend's table ends
    the match without counting it, and says so in the log only."""
    from game.net.link import RemoteLink

    link = RemoteLink.__new__(RemoteLink)
    link._finished, link._record, link._seat = True, None, 1
    store = SaveStore(tmp_path / "friend")
    told: list[str] = []
    at_table = SimpleNamespace(
        ctx=SimpleNamespace(store=store, dialogs=SimpleNamespace(message=told.append)), link=link
    )
    with caplog.at_level("WARNING"):
        FriendsTable.finished(at_table)  # type: ignore[arg-type]
    assert store.load_stats().total().games == 0 and told == []
    assert "record has not come" in caplog.text
