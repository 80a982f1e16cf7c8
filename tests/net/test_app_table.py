"""The app's friends' table at play: drops and rejoins, reactions, the turn timer, the host
closing, hints and undo, another version, and a saved match hosted again."""

from __future__ import annotations

import json
import socket
import struct
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from game.net.app import HostedTable, JoinedTable, TableOptions
from game.net.hostseat import HostSeat
from game.net.tally import count_friends_match
from game.play.events import (
    CaughtUp,
    DealStarted,
    HintReady,
    MoveMade,
    ReactionShown,
    SeatNews,
    TableClosed,
    ThrowingIn,
    TurnTimer,
)
from game.play.savegame import load_payload
from game.play.seat import SeatLink
from game.rules import PlayerView, legal_moves
from game.rules.events import DealThrownIn
from game.storage.saves import records_of
from game.storage.store import SaveStore
from tests.net.drivers import CODE, Player, hosted, join, started, until, whole_ok
from tests.net.tables import hidden_cards_told


def one_friend(name: str, roles: list[str], **kw: Any) -> tuple[HostedTable, JoinedTable, SeatLink]:
    """A table hosted (``roles``, and :func:`hosted`'s keywords), one friend joined as ``name``
    and the match started: the table, the friend (playing) and the host's link."""
    table = hosted(roles, **kw)
    friend = join(table, name)
    link = table.start()
    started(table, [friend])
    return table, friend, link


def moves_of(player: Player, seat: int | None = None) -> int:
    return sum(
        1 for e in player.events if isinstance(e, MoveMade) and (seat is None or e.seat == seat)
    )


def test_a_dropped_friend_is_held_then_a_computer_then_rejoins_and_catches_up() -> None:
    table, friend, link = one_friend(
        "Priya", ["host", "remote"], seed=5, options=TableOptions(grace=0.2, fill="easy")
    )
    host = Player(link)
    assert friend.link is not None
    priya = Player(friend.link)
    until(lambda: moves_of(priya, 1) >= 3, host.step, priya.step)
    info = friend.rejoin_info()
    friend.close()  # her laptop closes
    until(lambda: table.seats()[1].status == "held", host.step)
    assert table.seats()[1].held_left is not None and table.seats()[1].held_left <= 0.2
    until(lambda: table.seats()[1].status == "computer", host.step)
    news = [(e.seat, e.kind) for e in host.events if isinstance(e, SeatNews)]
    assert news[-2:] == [(1, "held"), (1, "computer")]
    made = moves_of(host)
    until(lambda: moves_of(host) >= made + 4, host.step)  # the computer plays her seat
    again = JoinedTable.from_rejoin(info, "Priya")
    again.received = []
    again.connect()
    until(lambda: again.state == "playing", host.step, again.poll)
    assert again.seat == 1 and table.seats()[1].status == "present"
    assert again.link is not None
    first = again.link.subscribe().drain()  # the first subscriber gets what came before it
    assert isinstance(first[0], DealStarted) and first[0].resumed
    assert any(isinstance(e, CaughtUp) and e.seat == 1 for e in first)
    assert again.link.subscribe().drain() == []  # a later one: from now on
    view = again.link.view()
    assert view.seat == 1
    match = table.table.session.match
    if not match.deal_done:
        expected = PlayerView.of(match.position, 1, match.deal_history())
        assert view.position.hands[1] == expected.position.hands[1]
    kinds = [m["type"] for m in again.received]
    assert kinds[:4] == ["welcome", "seat", "lobby", "start"]
    assert "caught_up" in kinds
    news = [(e.seat, e.kind) for e in host.events if isinstance(e, SeatNews)]
    assert news[-1] == (1, "back")
    back = Player(again.link)
    until(lambda: host.over and back.over, host.step, back.step, limit=60)
    record = table.table.record()
    assert hidden_cards_told(record, 1, again.received) == []
    table.close()


def test_a_rejoined_link_tells_what_it_missed() -> None:
    table, friend, link = one_friend(
        "Raj", ["host", "remote"], seed=9, options=TableOptions(grace=30, fill="easy")
    )
    host = Player(link)
    assert friend.link is not None
    raj = Player(friend.link)
    until(lambda: moves_of(raj) >= 2, host.step, raj.step)
    info = friend.rejoin_info()
    friend.close()
    until(lambda: table.seats()[1].status == "held", host.step)
    again = JoinedTable.from_rejoin(info, "Raj")
    again.connect()
    until(lambda: again.state == "playing", host.step, again.poll)
    assert again.link is not None
    events = again.link.subscribe().drain()
    caught = next(e for e in events if isinstance(e, CaughtUp))
    assert caught.seat == 1 and caught.moves_missed >= 0 and caught.deals_missed == 0
    again.close()
    table.close()


def test_reactions_are_relayed_and_rate_limited() -> None:
    table = hosted(["host", "remote", "easy", "remote"], seed=2)
    a, b = join(table, "A"), join(table, "B")
    link = table.start()
    started(table, [a, b])
    assert a.link is not None and b.link is not None
    host, pa, pb = Player(link), Player(a.link), Player(b.link)
    assert a.link.react("shabash")
    assert not a.link.react("thanks")  # too soon: dropped here already
    assert not a.link.react("free text")
    for _ in range(6):  # a client that ignores the limit: the host drops them, quietly
        a.send({"type": "react", "code": "oops"})
    until(
        lambda: any(isinstance(e, ReactionShown) for e in pb.events),
        host.step,
        pa.step,
        pb.step,
    )
    for _ in range(30):
        host.step()
        pa.step()
        pb.step()
    shown = [(e.seat, e.code) for e in pb.events if isinstance(e, ReactionShown)]
    assert shown == [(1, "shabash")]
    assert [(e.seat, e.code) for e in host.events if isinstance(e, ReactionShown)] == shown
    assert a.state == "playing"  # not a disconnect
    assert link.react("well_played")
    until(lambda: any(e == ReactionShown(0, "well_played") for e in pa.events), host.step, pa.step)
    table.close()


def test_the_turn_timer_warns_then_plays_the_hints_move() -> None:
    table, friend, link = one_friend(
        "Slow",
        ["host", "remote"],
        seed=4,
        options=TableOptions(timer=30),
        timer_seconds=0.4,
        timer_warn=0.25,
    )
    host = Player(link)
    assert friend.link is not None
    q = friend.link.subscribe()
    seen: list[object] = []

    def idle() -> None:  # the friend never plays
        friend.link.update()  # type: ignore[union-attr]
        seen.extend(q.drain())

    until(lambda: any(isinstance(e, MoveMade) and e.seat == 1 for e in seen), host.step, idle)
    timers = [e for e in seen if isinstance(e, TurnTimer) and e.seat == 1]
    assert timers[0].expired is False and 0 < timers[0].seconds_left <= 0.25
    assert timers[1].expired is True
    assert [e for e in host.events if isinstance(e, TurnTimer) and e.seat == 1][:2] == timers[:2]
    table.close()


def test_the_host_closing_is_told_at_the_table() -> None:
    table, friend, link = one_friend("F", ["host", "remote"], seed=1)
    assert friend.link is not None
    q = friend.link.subscribe()
    Player(link).step()
    table.close()
    until(lambda: friend.state == "closed", friend.poll)
    assert friend.problem == "host_closed"
    assert TableClosed("host_closed") in q.drain()


def test_no_undo_at_a_friends_table_and_hints_only_when_allowed() -> None:
    table, friend, link = one_friend("F", ["host", "remote"], seed=6)
    assert isinstance(link, HostSeat) and friend.link is not None
    for seat_link in (link, friend.link):
        status = seat_link.status()
        assert not status.can_undo and status.undo_refused == "friends_table"
        assert not status.hints_allowed
        assert seat_link.undo() is False and seat_link.ask_hint() is False
    table.close()
    allowed = hosted(["host", "remote"], seed=6, options=TableOptions(hints=True))
    friend = join(allowed, "F")
    link = allowed.start()
    started(allowed, [friend])
    assert friend.link is not None and friend.link.status().hints_allowed
    assert link.status().hints_allowed
    allowed.close()


def test_a_host_of_another_version_is_told() -> None:
    port, thread = fake_host([{"type": "refused_join", "code": "version"}])
    friend = JoinedTable("127.0.0.1", port, CODE, "x")
    friend.connect()
    until(lambda: friend.state != "connecting", friend.poll)
    assert (friend.state, friend.problem) == ("refused", "version")
    friend.close()
    thread.join(5)


def test_a_host_that_sends_garbage_is_a_bad_message() -> None:
    port, thread = fake_host([b'{"v": 1, "type": "welcome", "seat": "no"}'])
    friend = JoinedTable("127.0.0.1", port, CODE, "x")
    friend.connect()
    until(lambda: friend.state != "connecting", friend.poll)
    assert friend.problem == "bad_message"
    friend.close()
    thread.join(5)


def test_a_saved_friends_match_is_hosted_again_and_rejoined(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    assert store.prepare()
    table, friend, link = one_friend("Priya", ["host", "remote"], seed=7, store=store)
    assert friend.link is not None
    host, priya = Player(link), Player(friend.link)
    until(
        lambda: moves_of(host) >= 5 and not table.table.session.match.deal_done,
        host.step,
        priya.step,
    )
    info = friend.rejoin_info()
    held_view = friend.link.view()
    table.close()  # the host quits mid-deal
    until(lambda: friend.state == "closed", friend.poll)
    data = store.load_game()
    assert data is not None
    match, setup = load_payload(data)
    assert setup.table == "friends" and setup.roles == ("host", "remote")
    assert setup.tokens[1] == info["token"] and setup.human == 0
    again = HostedTable(
        setup,
        list(setup.roles),
        TableOptions(),
        table_name="t",
        bind="127.0.0.1",
        code=CODE,
        match=match,
        store=store,
    )
    port = again.open()
    back = JoinedTable.from_rejoin({**info, "port": port}, "Priya")
    back.connect()
    until(lambda: back.state == "lobby", again.pump, back.poll)
    assert back.seat == 1 and back.token == info["token"]
    resumed = again.start()
    until(lambda: back.state == "playing", resumed.update, back.poll)
    assert back.link is not None
    view = back.link.view()
    m = again.table.session.match
    assert (
        view.position.hands[1] == PlayerView.of(m.position, 1, m.deal_history()).position.hands[1]
    )
    assert view.history[: len(held_view.history)] == held_view.history
    again.close()


def test_the_links_know_the_friends_names() -> None:
    table = hosted(["host", "remote", "easy", "remote"], seed=3, host_name="Asha")
    a, b = join(table, "Priya"), join(table, "Raj")
    link = table.start()
    started(table, [a, b])
    assert isinstance(link, HostSeat) and a.link is not None
    assert link.names() == ("Asha", "Priya", "", "Raj")
    until(lambda: a.link is not None and a.link.names() == ("Asha", "Priya", "", "Raj"), a.poll)
    # The setups the match is kept with (the host's save, a friend's count) name the seats too.
    assert table.table.session.setup.seat_names == ("Asha", "Priya", "", "Raj")
    assert a.link is not None and a.link.setup().seat_names == ("Asha", "Priya", "", "Raj")
    table.close()


def test_a_thrown_in_hand_is_shown_to_everyone() -> None:
    table = hosted(["host", "remote"], seed=0)  # its first deal is thrown in
    friend = join(table, "F")
    link = table.start()
    started(table, [friend])
    assert friend.link is not None
    host, player = Player(link), Player(friend.link)
    until(lambda: any(isinstance(e, DealThrownIn) for e in player.events), host.step, player.step)
    thrown = next(e for e in player.events if isinstance(e, ThrowingIn))
    host_thrown = next(e for e in host.events if isinstance(e, ThrowingIn))
    assert thrown == host_thrown and len(thrown.cards) == 4
    kinds = [type(e).__name__ for e in player.events]
    at = kinds.index("DealThrownIn")
    assert kinds[at + 1] == "DealStarted"
    until(lambda: host.over and player.over, host.step, player.step, limit=60)
    assert friend.received is not None
    assert hidden_cards_told(table.table.record(), 1, friend.received) == []
    table.close()


def test_a_friend_back_mid_deal_gets_the_deals_moves_so_far() -> None:
    table, friend, link = one_friend(
        "Raj", ["host", "remote"], seed=12, options=TableOptions(grace=30, fill="easy")
    )
    assert friend.link is not None
    host, raj = Player(link), Player(friend.link)
    session = table.table.session
    until(
        lambda: len(session.match.moves) >= 6 and not session.match.deal_done, host.step, raj.step
    )
    info = friend.rejoin_info()
    friend.close()
    until(lambda: table.seats()[1].status == "held", host.step)
    again = JoinedTable.from_rejoin(info, "Raj")
    again.received = []
    again.connect()
    until(lambda: again.state == "playing", table.pump, again.poll)
    assert again.link is not None
    match = session.match
    moves = again.link.deal_moves()
    assert [m for m, _ in moves] == [m for _, m in match.deal_history()]
    for move, before in moves:
        whole_ok(before)
        if move.action != "bid":
            assert (before.hands[before.to_play] or 0) >> move.card & 1
    assert again.link.score().moves_made == len(match.moves)
    assert any(m["type"] == "past" for m in again.received)
    back = Player(again.link)
    until(lambda: host.over and back.over, host.step, back.step, limit=60)
    assert hidden_cards_told(table.table.record(), 1, again.received) == []
    table.close()


def test_the_other_friends_see_a_held_seat_count_down() -> None:
    table = hosted(["host", "remote", "easy", "remote"], seed=2, options=TableOptions(grace=5))
    a, b = join(table, "A"), join(table, "B")
    link = table.start()
    started(table, [a, b])
    assert b.link is not None
    host, pb = Player(link), Player(b.link)
    a.close()
    until(lambda: b.seats()[1].status == "held", host.step, pb.step)
    first = b.seats()[1].held_left
    assert first is not None and 0 < first <= 5
    until(lambda: (b.seats()[1].held_left or 0) < first - 0.05, host.step, pb.step)
    assert any(e == SeatNews(1, "held", "A") for e in pb.events)
    table.close()


def fake_host(messages: list[dict[str, object] | bytes]) -> tuple[int, threading.Thread]:
    """A host that answers a hello with ``messages`` (a message of bytes is sent as it is) and
    waits for the friend to go."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)

    def answer() -> None:
        conn, _ = server.accept()
        conn.recv(1000)
        for message in messages:
            body = (
                message if isinstance(message, bytes) else json.dumps({"v": 1, **message}).encode()
            )
            conn.sendall(struct.pack(">I", len(body)) + body)
        conn.settimeout(5)
        try:
            while conn.recv(1000):
                pass
        except OSError:
            pass
        conn.close()
        server.close()

    thread = threading.Thread(target=answer, daemon=True)
    thread.start()
    return server.getsockname()[1], thread


WELCOME = {"type": "welcome", "seat": 1, "token": "t", "players": 2,
           "rules": {"num_players": 2}, "roles": ["host", "remote"]}  # fmt: skip


@pytest.mark.parametrize(
    "bad",
    [
        {"type": "turn", "deal": 1, "phase": "bid", "plays_made": 0, "seat": 9, "expects": "bid"},
        {"type": "move", "deal": 1, "phase": "play", "plays_made": 0, "seat": 0,
         "move": {"action": "bid", "value": 9}, "view": {"seat": 0}, "events": []},
        {"type": "deal_ended", "index": 0, "deal_score": [], "running": [1], "summary": {}},
        {"type": "record_part", "index": 3, "count": 2, "text": ""},
    ],
)  # fmt: skip
def test_a_bad_message_at_the_table_ends_it_in_words(bad: dict[str, object]) -> None:
    port, thread = fake_host([WELCOME, {"type": "start"}, bad])
    friend = JoinedTable("127.0.0.1", port, CODE, "x")
    friend.connect()
    until(lambda: friend.state == "closed", friend.poll)
    assert friend.problem == "bad_message"
    friend.close()
    thread.join(5)


def test_a_welcome_to_no_seat_is_a_bad_message() -> None:
    port, thread = fake_host([{**WELCOME, "seat": 5}])
    friend = JoinedTable("127.0.0.1", port, CODE, "x")
    friend.connect()
    until(lambda: friend.state != "connecting", friend.poll)
    assert friend.problem == "bad_message"
    friend.close()
    thread.join(5)


def test_the_next_deal_waits_for_every_person_or_the_hosts_backstop() -> None:
    table, friend, link = one_friend("F", ["host", "remote"], seed=3, summary_wait=0.5)
    assert friend.link is not None
    host, slow = Player(link), Player(friend.link, readies=False)
    until(lambda: len(slow.ended_at) >= 1, host.step, slow.step)
    ended = slow.ended_at[0]
    deals = sum(1 for e in slow.events if isinstance(e, DealStarted))
    until(
        lambda: sum(1 for e in slow.events if isinstance(e, DealStarted)) > deals or slow.over,
        host.step,
        slow.step,
    )
    assert time.monotonic() - ended >= 0.45  # the friend never said ready: the backstop
    slow.readies = True
    until(lambda: len(slow.ended_at) >= 2 or slow.over, host.step, slow.step)
    assert len(slow.ended_at) >= 2  # (this match has more deals)
    ended = slow.ended_at[1]
    until(
        lambda: sum(1 for e in slow.events if isinstance(e, DealStarted)) > deals + 1 or slow.over,
        host.step,
        slow.step,
    )
    assert time.monotonic() - ended < 0.45  # every person ready: at once
    table.close()


def test_the_hosts_own_turn_runs_out_too() -> None:
    table, friend, link = one_friend(
        "F", ["host", "remote"], seed=4, timer_seconds=0.3, timer_warn=0.2
    )
    assert friend.link is not None
    q = link.subscribe()
    pf = Player(friend.link)
    seen: list[object] = []

    def idle_host() -> None:  # the person at the host never plays
        link.update()
        link.tick(1.0)
        link.advance()
        seen.extend(q.drain())

    until(lambda: any(isinstance(e, MoveMade) and e.seat == 0 for e in seen), idle_host, pf.step)
    assert [e.expired for e in seen if isinstance(e, TurnTimer) and e.seat == 0][:2] == [
        False,
        True,
    ]
    table.close()


def test_a_friends_hint_is_worked_out_from_its_view_when_allowed() -> None:
    table, friend, link = one_friend(
        "F", ["host", "remote"], seed=6, options=TableOptions(hints=True)
    )
    assert friend.link is not None
    remote = friend.link
    q = remote.subscribe()
    host = Player(link)
    until(lambda: remote.status().to_act, host.step, remote.update)
    assert remote.ask_hint()
    hints: list[HintReady] = []
    until(
        lambda: bool(hints),
        remote.update,
        lambda: hints.extend(e for e in q.drain() if isinstance(e, HintReady)),
    )
    hint = hints[0]
    assert hint.move is not None and hint.position == remote.position()
    match = table.table.session.match
    assert hint.move in legal_moves(match.position)  # legal in the real position
    table.close()


def test_a_finished_friends_match_is_kept_with_the_seats_names(tmp_path: Path) -> None:
    """The host keeps the match with who sat where, and so does the friend's machine, counting
    it from the host's record: the replay viewer names the seats from them."""
    store = SaveStore(tmp_path / "host")
    assert store.prepare()
    table, friend, link = one_friend(
        "Priya", ["host", "remote"], seed=3, store=store, host_name="Asha"
    )
    assert friend.link is not None
    remote = friend.link
    players = [Player(link), Player(remote)]
    until(lambda: all(p.over for p in players), *[p.step for p in players], limit=60)
    [kept] = records_of(store).list()
    assert (kept.human, kept.roles, kept.names) == (0, ("host", "remote"), ("Asha", "Priya"))
    until(lambda: remote.finished_record(), friend.poll)
    theirs = SaveStore(tmp_path / "friend")
    assert theirs.prepare()
    assert count_friends_match(theirs, remote.setup(), remote.record()) == []
    [kept] = records_of(theirs).list()
    assert (kept.human, kept.roles, kept.names) == (1, ("host", "remote"), ("Asha", "Priya"))
    table.close()
