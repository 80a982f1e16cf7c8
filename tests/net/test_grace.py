"""The held seat's countdown is the host's grace: both seat links say it."""

from __future__ import annotations

from game.net.app import TableOptions
from game.net.link import DEFAULT_GRACE
from tests.net.drivers import hosted, join, started


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
