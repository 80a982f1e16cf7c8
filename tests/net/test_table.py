"""Whole friends' matches on loopback: a host and headless friends over real sockets."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from game.net.client import Connection, HeadlessPlayer
from game.net.remote import COMPUTER, HELD, PRESENT
from game.rules import replay
from tests.net.tables import CODE, TWO, FriendThread, HostThread, hidden_cards_told


def test_two_player_match_end_to_end_tells_no_hidden_card() -> None:
    host = HostThread(["remote", "easy"], rules=TWO, seed=3)
    friend = FriendThread(host.port, HeadlessPlayer("easy", CODE, name="Priya"))
    friend.join()
    host.join()
    match = host.table.session.match
    assert match.finished and friend.finished
    assert friend.seat == 0
    assert friend.player.deals == len(match.summaries) >= 1
    record = host.table.record()
    assert replay(record).finished  # the record the host keeps is the whole match
    received = friend.player.received
    kinds = {m["type"] for m in received}
    assert {"welcome", "deal", "turn", "move", "deal_ended", "match_over"} <= kinds
    assert sum(1 for m in received if m["type"] == "move" and m["seat"] == 0) >= 12
    assert hidden_cards_told(record, 0, received) == []


@pytest.mark.parametrize(
    "roles",
    [
        ["easy", "remote", "easy", "easy"],
        ["remote", "easy", "remote", "easy"],
        ["remote", "remote", "medium", "remote"],
    ],
)
def test_four_seats_with_one_to_three_friends(roles: list[str]) -> None:
    host = HostThread(roles, seed=11)
    friends = [
        FriendThread(host.port, HeadlessPlayer("easy", CODE, name=f"F{i}", seed=i))
        for i, role in enumerate(roles)
        if role == "remote"
    ]
    for friend in friends:
        friend.join()
    host.join()
    assert sorted(f.seat for f in friends if f.seat is not None) == [
        s for s, role in enumerate(roles) if role == "remote"
    ]
    record = host.table.record()
    assert replay(record).finished
    for friend in friends:
        assert friend.finished
        assert friend.seat is not None
        assert friend.player.deals == len(record.deals)
        assert hidden_cards_told(record, friend.seat, friend.player.received) == []


def test_a_dropped_friend_is_held_then_a_computer_then_rejoins_by_token() -> None:
    host = HostThread(["remote", "easy"], rules=TWO, seed=5, grace=0.2)
    seat = host.table.remote[0]
    host.pause_when = lambda: seat.status == COMPUTER  # (or the computer ends the match first)
    first = FriendThread(host.port, HeadlessPlayer("easy", CODE, drop_after=30))
    first.join()
    assert first.finished is False  # cut mid-match
    deadline = time.monotonic() + 10
    while host.gate.is_set() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert seat.status == COMPUTER  # held for the grace, then a computer took it
    again = HeadlessPlayer("easy", CODE, token=first.player.token)
    joining: list[FriendThread] = []
    opener = threading.Thread(target=lambda: joining.append(FriendThread(host.port, again)))
    opener.start()
    while host.table.server.inbox.empty() and time.monotonic() < deadline:
        time.sleep(0.01)
    host.gate.set()  # the host goes on with the rejoin waiting for it
    opener.join(20)
    second = joining[0]
    assert second.seat == first.seat == 0
    second.join()
    host.join()
    assert second.finished and seat.status == PRESENT
    state = next(m for m in again.received if m["type"] in ("state", "match_over"))
    assert state["type"] == "state"  # the current view comes first
    assert state["view"]["seat"] == 0
    record = host.table.record()
    assert hidden_cards_told(record, 0, again.received) == []
    assert hidden_cards_told(record, 0, first.player.received) == []


def test_a_move_against_an_older_state_is_refused() -> None:
    host = HostThread(["remote", "easy"], rules=TWO, seed=6, grace=0.1)
    conn = Connection("127.0.0.1", host.port, timeout=20)
    player = HeadlessPlayer("easy", CODE)
    assert player.join(conn) == 0
    turn: dict[str, Any] = {}
    while not (turn.get("type") == "turn" and turn["seat"] == 0):
        turn = conn.receive()[1]
    conn.send(
        {
            "type": "move",
            "move": {"action": "throw", "card": "2c"},
            "deal": turn["deal"],
            "phase": turn["phase"],
            "plays_made": turn["plays_made"] + 3,
        }
    )
    refused = conn.receive()[1]
    assert refused["type"] == "refused" and refused["code"] == "stale"
    assert refused["plays_made"] == turn["plays_made"]
    conn.close()
    host.join()  # the seat was held, then a computer played it to the end
    assert host.table.session.match.finished
    assert host.table.remote[0].status == COMPUTER


def test_a_friend_back_within_the_grace_keeps_the_seat_with_no_computer() -> None:
    host = HostThread(["remote", "easy"], rules=TWO, seed=8, grace=30)
    first = FriendThread(host.port, HeadlessPlayer("easy", CODE, drop_after=25))
    first.join()
    seat = host.table.remote[0]
    deadline = time.monotonic() + 10
    while seat.status != HELD and time.monotonic() < deadline:
        time.sleep(0.01)
    assert seat.status == HELD and 0 not in host.table.session.bots
    again = FriendThread(host.port, HeadlessPlayer("easy", CODE, token=first.player.token))
    again.join()
    host.join()
    assert again.seat == 0 and again.finished
    statuses = [m["status"] for m in again.player.received if m["type"] == "seat"]
    assert statuses == [PRESENT]
    assert hidden_cards_told(host.table.record(), 0, again.player.received) == []


def test_a_thrown_in_deal_counts_in_the_deal_numbers() -> None:
    host = HostThread(["remote", "easy"], rules=TWO, seed=0)  # its first deal is thrown in
    friend = FriendThread(host.port, HeadlessPlayer("easy", CODE))
    friend.join()
    host.join()
    record = host.table.record()
    assert record.deals[0].moves == ()
    received = friend.player.received
    assert any(m["type"] == "thrown_in" for m in received)
    deals = [m["deal"] for m in received if m["type"] == "deal"]
    assert deals == list(range(1, len(record.deals) + 1))
    assert hidden_cards_told(record, 0, received) == []
