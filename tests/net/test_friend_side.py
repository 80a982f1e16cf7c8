"""The held seat's countdown is the host's grace: both seat links say it; a friend's machine
counts the match when it ends."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from game.net.app import HostedTable, TableOptions
from game.net.link import DEFAULT_GRACE
from game.play.savegame import GameSetup
from game.rules import Rules
from game.scenes.table.friends import FriendsTable
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
    until(lambda: host.over and priya.over, host.step, priya.step, limit=30)
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
