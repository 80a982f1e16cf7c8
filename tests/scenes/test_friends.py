"""Play with friends, through the screens as a person uses them: the title's entry, the host's
setup, the lobby (the code, a friend joining over 127.0.0.1), the join screen (a table found by
a fake browser, a wrong code), the host's table (undo refused with its reason, a reaction), a
closed table. Nothing here multicasts: the browser is a fake and nothing is announced."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.context import AppContext
from game.net.app import JoinedTable
from game.net.discovery import FoundTable
from game.net.hostseat import HostSeat
from game.net.link import RemoteLink
from game.net.protocol import VERSION
from game.play.events import CaughtUp, SeatNews, TableClosed, TurnTimer
from game.play.seat import SeatLink
from game.rules import legal_moves
from game.scenes.friends import join as join_screen
from game.scenes.friends import kept
from game.scenes.friends import lobby as lobby_screen
from game.scenes.friends.host import HostSetupScene
from game.scenes.friends.join import JoinScene, read_address, read_code
from game.scenes.friends.lobby import LobbyScene
from game.scenes.friends.menu import FriendsMenuScene
from game.scenes.kit.focus import presser
from game.scenes.kit.stack import Layer
from game.scenes.menus.title import TitleScene
from game.scenes.table.scene import TableScene
from game.scenes.table.summary import DealSummaryScene, MatchResultScene
from game.speech import MemorySpeaker
from game.speech.switch import SpeechSwitch
from tests.scenes.driver import key_event


class FakeBrowser:
    """Finds the tables it is given (no network)."""

    def __init__(self, tables: list[FoundTable] | None = None) -> None:
        self.found = list(tables or [])
        self.started = self.stopped = False

    def start(self) -> bool:
        self.started = True
        return True

    def tables(self) -> list[FoundTable]:
        return list(self.found)

    def stop(self) -> None:
        self.stopped = True


class FakeAdvertiser:
    def __init__(self, name: str, port: int, players: int, open_seats: int) -> None:
        self.name, self.port, self.players, self.open_seats = name, port, players, open_seats
        self.stopped = False
        self.updates: list[int] = []

    def update(self, open_seats: int) -> None:
        self.updates.append(open_seats)

    def stop(self) -> None:
        self.stopped = True


@pytest.fixture(autouse=True)
def _no_multicast(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[FakeAdvertiser]]:
    made: list[FakeAdvertiser] = []

    def advertise(side: Any, open_seats: int) -> Any:
        made.append(FakeAdvertiser(side.name, side.table.port, side.players, open_seats))
        return made[-1]

    monkeypatch.setattr(lobby_screen, "ADVERTISE", advertise)
    monkeypatch.setattr(join_screen, "FINDER", FakeBrowser)
    monkeypatch.setattr(lobby_screen, "LISTEN_PORTS", (0,))  # any free port: tests side by side
    yield made


@pytest.fixture
def ear(app: App) -> MemorySpeaker:
    speaker = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    return speaker


def press(app: App, key: int, mod: int = 0, frames: int = 2) -> None:
    app.feed(key_event(key, mod))
    app.run(frames=frames)


def until(app: App, done: Callable[[], bool], seconds: float = 20.0) -> None:
    """Run frames until ``done`` (the network answers in its own threads: a busy machine may
    take a while, so the limit is in seconds, not frames)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if done():
            return
        app.run(frames=1)
    raise AssertionError(f"timed out; {app.ctx.scenes.top}")


def open_host_lobby(app: App, seats: dict[int, str] | None = None) -> LobbyScene:
    """Title → Play with friends → Host a table → (seats) → Open the table."""
    title = app.ctx.scenes.top
    assert isinstance(title, TitleScene)
    press(app, pygame.K_DOWN)  # New game → Play with friends
    assert title.focus == "friends"
    press(app, pygame.K_RETURN)
    return host_lobby(app, seats=seats)


def host_lobby(
    app: App,
    *,
    players: int | None = None,
    length: str | None = None,
    seats: dict[int, str] | None = None,
) -> LobbyScene:
    """From the Play with friends menu (opened here if it is not on top): Host a table, the
    choices given, Open the table; the host's lobby."""
    if not isinstance(app.ctx.scenes.top, FriendsMenuScene):
        app.ctx.open_scene("friends")
        app.run(frames=2)
    menu = app.ctx.scenes.top
    assert isinstance(menu, FriendsMenuScene)
    menu.host()
    app.run(frames=2)
    setup = app.ctx.scenes.top
    assert isinstance(setup, HostSetupScene)
    if players is not None:
        setup.players = players
    if length is not None:
        setup.length = length
    if seats is not None:
        setup.seats.update(seats)
    if (players, length, seats) != (None, None, None):
        setup._build()
    setup.start()
    app.run(frames=2)
    lobby = app.ctx.scenes.top
    assert isinstance(lobby, LobbyScene) and lobby.host is not None
    return lobby


def start_table(
    app: App, lobby: LobbyScene, friend: JoinedTable | None = None, *, fast: bool = True
) -> TableScene:
    """The host starts (once ``friend`` has sat down); the host's table. ``fast``: its
    computers play at once, and the friend's link is made before it returns."""
    if friend is not None:
        until(app, lambda: (friend.poll(), lobby.can_start())[1])
    lobby.start()
    app.run(frames=3)
    table = app.ctx.scenes.top
    assert isinstance(table, TableScene)
    if fast:
        table.pace = 0.0
    if fast and friend is not None:
        assert isinstance(table.link, HostSeat)
        until(app, lambda: (friend.poll(), friend.link is not None)[1])
    return table


def join(lobby: LobbyScene, name: str = "Priya") -> JoinedTable:
    assert lobby.host is not None
    table = lobby.host.table
    friend = JoinedTable("127.0.0.1", table.port, table.code, name)
    friend.connect()
    return friend


def test_address_and_code_are_read_as_typed() -> None:
    assert read_address("192.168.1.20:50123") == ("192.168.1.20", 50123)
    assert read_address(" 192.168.1.20 ") == ("192.168.1.20", 47474)
    assert read_address("[fe80::1]:5000") == ("fe80::1", 5000)
    assert read_address("asha-laptop.local") == ("asha-laptop.local", 47474)
    assert read_address("") is None
    assert read_address("host:99999") is None
    assert read_address("two words") is None
    assert read_code("k7m-2px") == "K7M2PX"
    assert read_code("k7m 2p") is None


def test_the_host_opens_a_table_and_a_friend_fills_a_seat(
    app: App, ear: MemorySpeaker, _no_multicast: list[FakeAdvertiser]
) -> None:
    lobby = open_host_lobby(app, {1: "easy", 3: "hard"})  # North is a friend's
    host = lobby.host
    assert host is not None
    code = host.table.code
    spoken = " ".join(ear.texts)
    assert ", ".join(code) in spoken  # the code spelled out
    assert str(host.table.port) in spoken
    assert any(code in " ".join(line.text.split()).replace(" ", "") for line in lobby.lines)
    (advertiser,) = _no_multicast
    assert (advertiser.port, advertiser.players, advertiser.open_seats) == (host.table.port, 4, 1)
    assert lobby.start_button is not None
    assert lobby.start_button.text == "Start with computers in the empty seats"
    assert "North: open, waiting for a friend" in lobby.shown_seats

    friend = join(lobby)
    until(app, lambda: (friend.poll(), "North: Priya" in lobby.shown_seats)[1])
    assert "Priya joined as North." in ear.texts
    assert any(line.text == "Priya joined as North." for line in lobby.lines)
    until(app, lambda: lobby.start_button is not None and lobby.start_button.text == "Start")
    assert advertiser.updates[-1] == 0
    until(app, lambda: (friend.poll(), friend.state == "lobby")[1])  # its thread's pace
    assert friend.seat == 2
    until(app, lambda: (friend.poll(), [s.status for s in friend.seats()][2:3] == ["present"])[1])

    lobby.start()
    app.run(frames=2)
    table = app.ctx.scenes.top
    assert isinstance(table, TableScene) and isinstance(table.link, HostSeat)
    assert table.words.names[2] == "Priya"
    until(app, lambda: (friend.poll(), friend.state)[1] == "playing")
    assert not advertiser.stopped  # a friend may still take a computer's seat
    table.leave_table()  # the host leaves: the table closes, and is no longer announced
    app.run(frames=2)
    assert advertiser.stopped
    until(app, lambda: (friend.poll(), friend.state)[1] == "closed", seconds=5)
    assert friend.problem in ("host_closed", "host_left")
    friend.close()


def test_the_lobby_opens_its_table_through_the_apps_factory(
    app: App, _no_multicast: list[FakeAdvertiser]
) -> None:
    """The app registers the friends' table in its context (no module of the scenes is patched
    at start-up); the lobby's Start goes through it."""
    assert not hasattr(lobby_screen, "open_table")
    assert app.ctx.friends_table_factory is TableScene
    made: list[tuple[object, dict[int, str]]] = []

    def factory(
        ctx: AppContext,
        *,
        link: SeatLink,
        on_leave: Callable[[], None],
        seat_names: dict[int, str],
    ) -> Layer:
        made.append((link, seat_names))
        return TableScene(ctx, link=link, on_leave=on_leave, seat_names=seat_names)

    app.ctx.friends_table_factory = factory
    lobby = open_host_lobby(app, {1: "easy", 2: "medium", 3: "hard"})  # computers only
    lobby.start()
    app.run(frames=2)
    table = app.ctx.scenes.top
    assert isinstance(table, TableScene)
    assert made == [(table.link, {})] and isinstance(table.link, HostSeat)
    table.leave_table()
    app.run(frames=2)


def test_the_table_left_is_kept_in_a_small_file(save_root: Path) -> None:
    assert kept.load(save_root) is None
    kept.keep(save_root, {"host": "10.0.0.5", "port": 47474, "code": "K7M2PX", "token": "t"})
    assert kept.load(save_root) == {
        "host": "10.0.0.5",
        "port": 47474,
        "code": "K7M2PX",
        "token": "t",
    }
    (save_root / kept.FILE).write_text("{not json", encoding="utf-8")
    assert kept.load(save_root) is None  # damaged: as if none (logged)
    (save_root / kept.FILE).write_text("[1, 2]", encoding="utf-8")
    assert kept.load(save_root) is None
    kept.forget(save_root)
    kept.forget(save_root)  # twice: nothing to forget
    assert not (save_root / kept.FILE).exists()


def test_a_friends_table_refuses_undo_and_says_why(app: App, ear: MemorySpeaker) -> None:
    lobby = open_host_lobby(app, {1: "easy", 2: "easy", 3: "easy"})
    assert lobby.start_button is not None and lobby.start_button.text == "Start"
    lobby.start()
    app.run(frames=3)
    table = app.ctx.scenes.top
    assert isinstance(table, TableScene)
    assert not table.buttons["undo"].is_enabled
    assert table.buttons["undo"].tool_tip_text == "No undo at a table with friends."
    press(app, pygame.K_u)
    toast = table.notes.toast
    assert toast is not None and toast.text == "No undo at a table with friends."
    assert ear.texts[-1].startswith("No undo at a table with friends")
    press(app, pygame.K_QUESTION)  # hints are off by default at a friends' table
    toast = table.notes.toast
    assert toast is not None and toast.text.startswith("Hints and the coach are off")
    assert table.coach is None
    press(app, pygame.K_w)  # who sits where
    said = ear.texts[-1]
    assert said == (
        "South: You. East: computer (Easy). North: computer (Easy). West: computer (Easy)."
    )
    press(app, pygame.K_F1)  # the keys, the friends' table's own among them
    assert app.ctx.dialogs.is_open and "send a reaction" in ear.texts[-1]


def test_a_reaction_sent_shows_as_a_bubble_and_is_said(app: App, ear: MemorySpeaker) -> None:
    lobby = open_host_lobby(app, {1: "easy", 2: "remote", 3: "easy"})
    friend = join(lobby, "Priya")
    table = start_table(app, lobby, friend, fast=False)
    assert table.friends is not None
    press(app, pygame.K_2, pygame.KMOD_CTRL)  # Shabash!
    until(app, lambda: 0 in table.friends.bubbles)
    assert table.friends.bubbles[0].text == "Shabash!"
    assert any(t.endswith(": Shabash!") for t in ear.texts)
    until(app, lambda: (friend.poll(), friend.state)[1] == "playing")
    # E opens the list: its items are the six reactions; Escape closes it.
    press(app, pygame.K_e)
    panel = table.friends.panel
    assert panel is not None and len(panel.items) == 6 and panel.items[5] == "6. Your turn!"
    press(app, pygame.K_ESCAPE)
    assert table.friends.panel is None or table.friends.panel.closed
    friend.close()


def test_muted_reactions_show_no_bubble(app: App, ear: MemorySpeaker) -> None:
    app.ctx.settings.mute_reactions = True
    lobby = open_host_lobby(app, {1: "easy", 2: "easy", 3: "easy"})
    lobby.start()
    app.run(frames=3)
    table = app.ctx.scenes.top
    assert isinstance(table, TableScene) and table.friends is not None
    press(app, pygame.K_1, pygame.KMOD_CTRL)
    app.run(frames=10)
    assert table.friends.bubbles == {}
    assert "Reactions are muted in the settings; yours is still sent." in ear.texts


def test_the_join_screen_lists_tables_found_and_says_a_wrong_code(
    app: App, ear: MemorySpeaker
) -> None:
    lobby = open_host_lobby(app)
    assert lobby.host is not None
    port = lobby.host.table.port
    found = FoundTable("Asha's table", "127.0.0.1", port, VERSION, 4, 3, "asha")
    browser = FakeBrowser()
    screen = JoinScene(app.ctx, browser)
    app.ctx.scenes.push(screen)
    app.run(frames=2)
    assert browser.started and screen.found_buttons == []
    browser.found = [found]
    app.run(frames=2)
    assert [b.text for b in screen.found_buttons] == ["Asha's table · 3 seats open"]
    assert "Table found: Asha's table." in ear.texts
    presser(screen.found_buttons[0])()
    assert screen.fields["address"].get_text() == f"127.0.0.1:{port}"
    wrong = "ABCDEF" if lobby.host.table.code != "ABCDEF" else "ABCDEG"
    screen.fields["code"].set_text(wrong)
    screen.join()
    until(app, lambda: (lobby.host.table.pump(), screen.joined is None)[1])
    problem = "That code is not right. Check the code on the host's screen."
    assert screen.problem == problem
    assert any(line.text == problem for line in screen.lines)
    assert ear.texts[-1] == problem
    screen.fields["code"].set_text("abc")
    screen.join()
    assert screen.problem == "A code is six letters and digits, as the host's screen shows it."
    app.ctx.scenes.pop()
    app.run(frames=2)
    assert browser.stopped


def test_a_friend_joins_through_the_screens_and_is_told_when_the_host_closes(
    app: App, ear: MemorySpeaker
) -> None:
    lobby = open_host_lobby(app)
    host = lobby.host
    assert host is not None
    screen = JoinScene(app.ctx, FakeBrowser())
    app.ctx.scenes.push(screen)
    app.run(frames=2)
    screen.fields["address"].set_text(f"127.0.0.1:{host.table.port}")
    screen.fields["code"].set_text(host.table.code.lower())
    screen.fields["name"].set_text("Ravi")
    screen.join()

    def seated() -> bool:
        host.table.pump()  # the host's lobby is under the friend's screens: pumped by hand
        top = app.ctx.scenes.top
        return isinstance(top, LobbyScene) and top.friend is not None

    until(app, seated)
    friend_lobby = app.ctx.scenes.top
    assert isinstance(friend_lobby, LobbyScene) and friend_lobby.friend is not None
    until(app, lambda: (host.table.pump(), "Ravi (you)" in " ".join(friend_lobby.shown_seats))[1])
    assert "Waiting for the host to start." in " ".join(ear.texts)
    # The table left is kept: the friends' menu offers to rejoin it.
    info = kept.load(app.ctx.store.root)
    assert info is not None and info["port"] == host.table.port
    host.close()  # the host closes the table
    until(app, lambda: app.ctx.scenes.top is screen)
    assert app.ctx.dialogs.is_open
    assert any("The host closed the table." in t for t in ear.texts[-3:])
    assert kept.load(app.ctx.store.root) is None


def test_the_friends_menu_offers_to_rejoin_a_table_left(app: App, save_root: Path) -> None:
    kept.keep(
        app.ctx.store.root,
        {"host": "127.0.0.1", "port": 9, "code": "ABCDEF", "token": "t", "seat": 2, "table": "T"},
    )
    app.ctx.open_scene("friends")
    app.run(frames=2)
    menu = app.ctx.scenes.top
    assert isinstance(menu, FriendsMenuScene)
    labels = [b.text for b in menu.buttons]
    assert labels[:3] == ["Host a table", "Join a table", "Rejoin the table you left"]
    kept.forget(app.ctx.store.root)
    assert kept.load(save_root) is None


def _act(scene: TableScene) -> None:
    """Make the seat's next bid or play through the table, as a person does."""
    panel = scene.chooser.panel
    if panel is not None:
        panel.pick(0)  # as a click on its first item
    elif scene.my_turn():
        move = legal_moves(scene.position)[0]
        scene.controller.play_card(move.card, scene.board.card_anchor(move.card))


def two_tables(app: App) -> tuple[LobbyScene, TableScene, TableScene, JoinedTable, MemorySpeaker]:
    """A two-player friends' table of one deal: the host's table (on the app's stack) and a
    friend's (a second window's: updated by hand), joined over 127.0.0.1."""
    lobby = host_lobby(app, players=2, length="One deal")
    assert lobby.shown_seats == ["South: You (you)", "North: open, waiting for a friend"]
    friend = join(lobby, "Priya")
    host_table = start_table(app, lobby, friend)
    friend_ear = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: friend_ear, on=True)  # the friend's narrator's own
    friend_table = TableScene(app.ctx, link=friend.link, on_leave=friend.close)
    friend_table.enter()
    friend_table.resume()  # a second window's table: updated by hand below
    assert isinstance(friend_table.link, RemoteLink)
    return lobby, host_table, friend_table, friend, friend_ear


def test_a_deal_is_played_at_the_host_and_the_friends_tables(app: App, ear: MemorySpeaker) -> None:
    _lobby, host_table, friend_table, friend, friend_ear = two_tables(app)
    assert friend_table.words.names == ("South", "You") and friend_table.human == 1
    assert host_table.words.names == ("You", "Priya")
    # A reaction sent at one table shows at the other's seat, and the other way round.
    assert friend_table.handle_event(key_event(pygame.K_5, pygame.KMOD_CTRL))  # Thanks
    press(app, pygame.K_1, pygame.KMOD_CTRL)  # the host: Well played

    def both_shown() -> bool:
        friend_table.update(1 / 60)
        assert host_table.friends is not None and friend_table.friends is not None
        return 1 in host_table.friends.bubbles and 0 in friend_table.friends.bubbles

    until(app, both_shown)
    assert host_table.friends is not None and friend_table.friends is not None
    assert host_table.friends.bubbles[1].text == "Thanks"
    assert friend_table.friends.bubbles[0].text == "Well played"
    assert "South: Well played" in friend_ear.texts

    def deal_over() -> bool:
        friend_table.update(1 / 60)
        if host_table.score().deal_done and friend_table.score().deal_done:
            return True
        for scene in (host_table, friend_table):
            if not scene.overlay_open:
                _act(scene)
        return False

    until(app, deal_over, seconds=60.0)
    host_score, friend_score = host_table.score(), friend_table.score()
    assert friend_score.summaries[-1].deal_score == host_score.summaries[-1].deal_score
    friend_table.undo()
    toast = friend_table.notes.toast
    assert toast is not None and toast.text == "No undo at a table with friends."
    assert not friend_table.buttons["undo"].is_enabled
    assert any("You" in line for line in friend_table.log.lines)  # the host's plays logged
    assert friend_ear.texts, "the friend's table speaks"
    friend_table.pause()
    friend_table.exit()
    assert friend.state in ("closed", "over")


def test_the_host_leaving_mid_deal_is_told_at_the_friends_table(
    app: App, ear: MemorySpeaker
) -> None:
    lobby, _host_table, friend_table, friend, friend_ear = two_tables(app)
    # The host leaves: the friend's table says so in words (a dialog), not a traceback.
    assert lobby.host is not None
    lobby.host.close()

    def told() -> bool:
        friend_table.update(1 / 60)
        return friend_table.friends is not None and friend_table.friends.closed is not None

    until(app, told)
    assert app.ctx.dialogs.is_open
    assert friend_table.friends is not None
    assert friend_table.friends.closed in ("host_closed", "host_left")
    assert any("host" in t for t in friend_ear.texts[-3:])
    assert friend.state == "closed" and friend.problem in ("host_closed", "host_left")
    friend_table.pause()
    friend_table.exit()


def test_the_tables_news_timer_and_catching_up_are_shown_and_said(
    app: App, ear: MemorySpeaker
) -> None:
    lobby = open_host_lobby(app, {1: "easy", 2: "remote", 3: "easy"})
    friend = join(lobby, "Priya")
    table = start_table(app, lobby, friend, fast=False)
    assert table.friends is not None
    friends = table.friends

    def toast() -> str:
        return table.notes.toast.text if table.notes.toast is not None else ""

    friends.show(SeatNews(2, "held", "Priya"), table)
    assert toast() == "Priya dropped out. Their seat is held for them."
    assert 2 in friends.held and toast() in table.log.lines
    app.run(frames=60)
    assert 58.0 < friends.held[2] < 59.5  # it counts down on the seat
    friends.show(SeatNews(2, "computer", "Priya"), table)
    assert 2 not in friends.held and toast() == "A computer plays for Priya now."
    friends.show(SeatNews(2, "back", "Priya"), table)
    assert toast() == "Priya is back."
    friends.show(TurnTimer(0, 10.0, False), table)
    assert toast() == "10 seconds left to play." and friends.timers[0] == 10.0
    friends.show(TurnTimer(0, 0.0, True), table)
    assert toast() == "Time ran out: the computer played for you." and 0 not in friends.timers
    friends.show(TurnTimer(1, 0.0, True), table)
    assert toast() == "Time ran out: the computer played for East."
    friends.show(CaughtUp(0, 1, 7), table)
    assert toast() == "Welcome back. 1 deal ended while you were away."
    assert ear.texts[-1].startswith("Welcome back.")
    # A table that closes is told in words; OK goes back to the title.
    friends.show(TableClosed("host_left"), table)
    assert app.ctx.dialogs.is_open and "The connection to the host was lost." in ear.texts[-1]
    press(app, pygame.K_RETURN, frames=3)
    assert isinstance(app.ctx.scenes.top, TitleScene)
    friend.close()


def test_a_saved_friends_match_is_hosted_again_from_continue(app: App, ear: MemorySpeaker) -> None:
    lobby = open_host_lobby(app, {1: "easy", 2: "remote", 3: "easy"})
    friend = join(lobby, "Priya")
    table = start_table(app, lobby, friend, fast=False)
    table.pace = 0.0

    def a_move_is_saved() -> bool:  # whoever bids first: the host, a computer, or Priya
        friend.poll()
        link = friend.link
        if link is not None:
            link.update()
            if link.status().to_act:
                link.play(legal_moves(link.position())[0])
        _act(table)
        return table.score().moves_made > 0 and app.ctx.store.has_saved_game()

    until(app, a_move_is_saved)
    assert friend.token is not None
    token = friend.token
    table.leave_table()  # the host leaves: the match stays saved
    app.run(frames=3)
    friend.close()
    assert app.ctx.store.has_saved_game()
    while len(app.ctx.scenes) > 1:
        app.ctx.scenes.pop()
        app.run(frames=1)
    title = app.ctx.scenes.top
    assert isinstance(title, TitleScene)
    app.ctx.open_scene("continue")
    app.run(frames=2)
    again = app.ctx.scenes.top
    assert isinstance(again, LobbyScene) and again.host is not None
    assert again.shown_seats == [
        "South: You (you)",
        "East: computer (Easy)",
        "North: open, waiting for a friend",
        "West: computer (Easy)",
    ]
    # Priya's copy rejoins with the token it kept, and the new table's code.
    host = again.host.table
    back = JoinedTable("127.0.0.1", host.port, host.code, "Priya", token)
    back.connect()
    until(app, lambda: (back.poll(), back.seat is not None)[1])
    assert back.seat == 2
    until(app, lambda: "North: Priya" in again.shown_seats)
    back.close()


def test_the_join_screen_is_a_form_for_the_keyboard(app: App, ear: MemorySpeaker) -> None:
    screen = JoinScene(app.ctx, FakeBrowser())
    app.ctx.scenes.push(screen)
    app.run(frames=2)
    assert [i.label for i in screen.ring.items] == ["Address", "Code", "Your name", "Join", "Back"]
    assert "Join a table. Address, text field" in ear.texts[-1]
    press(app, pygame.K_RETURN)  # into the address field
    assert screen.fields["address"].is_focused
    app.feed(pygame.event.Event(pygame.TEXTINPUT, text="10.0.0.5"))
    app.run(frames=2)
    press(app, pygame.K_TAB)  # the focus, and the typing, move to the code
    assert screen.fields["code"].is_focused and not screen.fields["address"].is_focused
    assert ear.texts[-1].startswith("Code, text field")
    app.feed(pygame.event.Event(pygame.TEXTINPUT, text="abc"))
    app.run(frames=2)
    assert screen.fields["address"].get_text() == "10.0.0.5"
    assert screen.fields["code"].get_text() == "abc"
    press(app, pygame.K_RETURN)  # Enter in a field joins: the code is too short
    assert screen.problem == "A code is six letters and digits, as the host's screen shows it."
    assert ear.texts[-1] == screen.problem


def test_play_again_at_a_friends_table_goes_back_to_the_menus(app: App) -> None:
    app.ctx.open_scene("friends")
    app.run(frames=2)
    menu = app.ctx.scenes.top
    assert isinstance(menu, FriendsMenuScene)
    lobby = host_lobby(app, length="One deal", seats={1: "easy", 2: "easy", 3: "easy"})
    table = start_table(app, lobby)

    def at_the_result() -> bool:
        top = app.ctx.scenes.top
        if isinstance(top, DealSummaryScene):
            top.default_action()
        elif top is table:
            _act(table)
        return isinstance(top, MatchResultScene)

    until(app, at_the_result, seconds=60)
    result = app.ctx.scenes.top
    assert isinstance(result, MatchResultScene)
    assert result.buttons["again"].text == "Back to Play with friends"  # what it does here
    result.play_again()
    app.run(frames=2)
    assert app.ctx.scenes.top is menu  # the host opens a new table from here
