"""The host's table keeps serving its friends whatever covers it: with the pause menu over the
host's table, a friend's move is taken and answered, and a friend who drops rejoins."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.net.app import JoinedTable
from game.net.hostseat import HostSeat
from game.play.events import MoveMade, SeatNews, StreamEvent
from game.play.seat import SeatLink
from game.rules import legal_moves
from game.scenes.board import hud
from game.scenes.friends.lobby import FriendSide, LobbyScene
from game.scenes.table.scene import TableScene
from game.scenes.table.summary import PauseMenuScene
from tests.scenes.test_friends import (
    _act,
    _no_multicast,
    host_lobby,
    join,
    open_host_lobby,
    start_table,
    until,
)

__all__ = ["_no_multicast"]  # (the fixture: nothing here multicasts)


def host_and_friend(app: App) -> tuple[TableScene, JoinedTable]:
    """A two-player friends' table: the host's (on the app's stack) and Priya's connection."""
    lobby = host_lobby(app, players=2)
    friend = join(lobby, "Priya")
    return start_table(app, lobby, friend), friend


def friends_turn(app: App, table: TableScene, link: SeatLink) -> None:
    """Play the host's turns at its table until it is the friend's turn."""

    def ready() -> bool:
        link.update()
        if link.status().to_act:
            return True
        if app.ctx.scenes.top is table:
            _act(table)
        return False

    until(app, ready, seconds=30)


def test_a_friend_is_served_while_the_pause_menu_covers_the_hosts_table(app: App) -> None:
    table, friend = host_and_friend(app)
    assert friend.link is not None
    seen = friend.link.subscribe()
    friends_turn(app, table, friend.link)
    table.open_menu()
    app.run(frames=2)
    assert isinstance(app.ctx.scenes.top, PauseMenuScene)
    assert table.friends is not None and table.friends._serving is not None
    before = table.link.score().moves_made
    move = legal_moves(friend.link.view().position)[0]
    friend.link.play(move)
    got: list[StreamEvent] = []

    def answered() -> bool:
        assert friend.link is not None
        friend.link.update()
        got.extend(seen.drain())
        return any(isinstance(e, MoveMade) and e.seat == 1 and e.move == move for e in got)

    until(app, answered)  # the host took the move and told the friend, under its menu
    assert table.link.score().moves_made > before
    assert isinstance(app.ctx.scenes.top, PauseMenuScene)
    # Priya's laptop closes and she comes back, still under the host's menu.
    info = friend.rejoin_info()
    friend.close()
    until(app, lambda: table.link.names()[1] == "Priya" and friend.state == "closed")
    again = JoinedTable.from_rejoin(info, "Priya")
    again.connect()
    until(app, lambda: (again.poll(), again.state == "playing")[1])
    assert again.seat == 1
    assert isinstance(app.ctx.scenes.top, PauseMenuScene)
    # Back at the table: it catches up with what happened under the menu.
    app.ctx.scenes.pop()
    app.run(frames=2)
    assert app.ctx.scenes.top is table

    def caught_up() -> bool:
        return table.position == table.link.position()

    until(app, caught_up)
    again.close()


def test_the_table_leaving_stops_serving(app: App) -> None:
    table, friend = host_and_friend(app)
    assert table.ctx.background
    table.pause()
    table.exit()
    assert table.ctx.background == []
    friend.close()


def test_the_plates_say_friend_partner_and_computer_playing(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    lobby = open_host_lobby(app, {1: "easy", 2: "remote", 3: "hard"})
    friend = join(lobby, "Priya")
    table = start_table(app, lobby, friend, fast=False)
    setup = table.setup
    assert [setup.level_of(s) for s in range(4)] == [None, "easy", None, "hard"]
    shown: dict[str, str] = {}

    def plate(*args: object, name: str, detail: str, **kw: object) -> None:
        shown[name] = detail

    monkeypatch.setattr(hud, "plate", plate)
    app.run(frames=1)
    assert shown["Priya"] == "partner"  # not "Medium · partner"
    names = table.words.names
    assert shown[names[1]] == "Easy" and shown[names[3]] == "Hard"
    assert table.friends is not None
    assert isinstance(table.link, HostSeat)
    table.link.table.grace = 12.0  # the host's grace, whatever it is, counts down
    table.friends.show(SeatNews(2, "held", "Priya"), table)  # her laptop closed
    assert table.friends.held[2] == 12.0
    table.friends.show(SeatNews(2, "computer", "Priya"), table)
    app.run(frames=1)
    assert shown["Priya"] == "computer"
    table.friends.show(SeatNews(2, "back", "Priya"), table)
    app.run(frames=1)
    assert shown["Priya"] == "partner"
    # Drawn without the friends' seats (the replay viewer's plates): no "You" under Priya.
    levels = [setup.level_of(s) for s in range(4)]
    surface = pygame.Surface(app.ctx.screen_size)
    cache = table.drawing.hud
    hud.draw_plates(surface, table.layout, cache.texts, cache.panels, table.score(),
                    table.words, levels, human=0, thinking=None, thinking_seat=None)  # fmt: skip
    assert shown["Priya"] == "" and shown[names[1]] == "Easy"
    # A kept friends' match replayed: its seats are "with friends".
    kept = [None, "friends", "friends", "friends"]
    hud.draw_plates(surface, table.layout, cache.texts, cache.panels, table.score(),
                    table.words, kept, human=0, thinking=None, thinking_seat=None)  # fmt: skip
    assert shown["Priya"] == "partner" and shown[names[1]] == "friend"
    friend.close()


def test_a_friend_back_to_a_seat_is_not_told_to_wait_for_the_start(app: App) -> None:
    new = JoinedTable("127.0.0.1", 9, "ABCDEF", "Priya")
    back = JoinedTable.from_rejoin({"host": "127.0.0.1", "port": 9, "code": "ABCDEF",
                                    "token": "t0k"}, "Priya")  # fmt: skip
    assert not new.rejoining and back.rejoining
    waiting = LobbyScene(app.ctx, friend=FriendSide(new, "t", "Priya"))
    rejoining = LobbyScene(app.ctx, friend=FriendSide(back, "t", "Priya"))
    assert waiting.friend_wait() == "Waiting for the host to start."
    assert rejoining.friend_wait() == "Taking your seat back…"
