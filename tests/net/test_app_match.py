"""Whole friends' matches in the app: the host's seat (HostSeat) and friends' seats
(RemoteLink), driven by computer players like persons, over loopback."""

from __future__ import annotations

import pytest

from game.net.hostseat import HostSeat
from game.play.events import DealEnded, DealStarted, MatchOver, MoveMade, TurnStarted
from game.rules import replay
from tests.net.drivers import Player, hosted, join, started, until
from tests.net.tables import hidden_cards_told


@pytest.mark.parametrize(
    ("roles", "seed"), [(["host", "remote"], 3), (["remote", "easy", "host", "remote"], 5)]
)
def test_a_whole_match_host_and_friends_through_their_links(roles: list[str], seed: int) -> None:
    table = hosted(roles, seed=seed)
    friends = [join(table, f"F{i}") for i, role in enumerate(roles) if role == "remote"]
    link = table.start()
    assert isinstance(link, HostSeat)
    started(table, friends)
    players = [Player(link)] + [Player(f.link) for f in friends if f.link is not None]
    until(lambda: all(p.over for p in players), *[p.step for p in players], limit=60)
    record = table.table.record()
    assert replay(record).finished
    first = next(e for e in players[0].events if isinstance(e, DealStarted))
    assert players[0].events[0] == first and first.how == "new_match"
    for player in players[1:]:
        assert isinstance(player.events[0], DealStarted) and player.events[0].number == 1
    host_moves = [e for e in players[0].events if isinstance(e, MoveMade)]
    for friend, player in zip(friends, players[1:], strict=True):
        assert friend.seat is not None
        moves = [e for e in player.events if isinstance(e, MoveMade)]
        assert [(m.seat, m.move) for m in moves] == [(m.seat, m.move) for m in host_moves]
        ended = [e for e in player.events if isinstance(e, DealEnded)]
        host_ended = [e for e in players[0].events if isinstance(e, DealEnded)]
        assert [e.summary for e in ended] == [e.summary for e in host_ended]
        assert any(isinstance(e, TurnStarted) and e.seat == friend.seat for e in player.events)
        assert isinstance(player.events[-1], MatchOver) or player.over
        assert friend.received is not None
        assert hidden_cards_told(record, friend.seat, friend.received) == []
        remote = friend.link
        assert remote is not None
        until(lambda r=remote: r.finished_record(), friend.poll)
        assert remote.record() == record  # sent in parts once the match is over
        score, host_score = remote.score(), link.score()
        assert score.finished and score.winner == host_score.winner
        assert (score.running, score.baazis) == (host_score.running, host_score.baazis)
        assert score.summaries == host_score.summaries
        assert friend.state == "over"
    table.close()
