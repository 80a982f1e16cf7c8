"""The lobby: the seats filling before the match. The host sees the join code (large, and spoken
one character at a time), this computer's address(es) and port, and starts the match (with
computers in the seats nobody took, if it comes to that) or closes the table; a friend waits
for the host to start. Either way the news ("Priya joined as North") is shown and spoken."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
from pygame_gui.elements import UIButton

from game.context import AppContext
from game.i18n import _
from game.media import theme
from game.net.app import HostedTable, JoinedTable, SeatInfo, TableNews, TableOptions
from game.net.discovery import Advertiser
from game.play.savegame import GameSetup
from game.play.seat import SeatLink
from game.rules import Match
from game.scenes.friends import kept
from game.scenes.friends.choices import HostChoices
from game.scenes.friends.panel import FriendsPanel, Line
from game.scenes.kit.focus import Focusable
from game.scenes.kit.widgets import LEVEL_WORDS
from game.storage.settings import DEFAULT_NAME
from game.text import friends as words
from game.text import net as net_words
from game.text.rules_words import seat_name
from game.text.storage import shown_name

log = logging.getLogger(__name__)

DEFAULT_PORT = 47474  # tried first, so that a typed address needs no port; else any free one
LISTEN_PORTS = (DEFAULT_PORT, 0)  # the host listens on the first it can (tests: any free one)
NEWS_SHOWN = 4


def own_name(player_name: str) -> str:
    """The name friends see: the player's own, or none while it is the default ("You" would
    read as themselves on their screens: they see the compass seat instead)."""
    return "" if player_name == DEFAULT_NAME else player_name


def level_word(level: str | None) -> str:
    return _(LEVEL_WORDS[level]) if level in LEVEL_WORDS else (level or "")


def who_sits(info: SeatInfo, me: int | None, my_name: str) -> str:
    """Who sits at a seat, as the lobby and the table's W key say it."""
    name = info.name or (my_name if info.seat == me else "")
    if info.seat == me:
        return words.seat_you(my_name)
    if info.role == "host":
        return words.seat_host(name) if name else words.seat_host(seat_name(info.seat, 4))
    if info.status == "open":
        return words.seat_open()
    if info.status == "held":
        return words.seat_held(name, info.held_left or 0.0)
    if info.status == "computer" or info.role == "computer":
        if info.role == "friend" and name:
            return words.seat_computer_for(name)
        return words.seat_computer(level_word(info.level))
    return name or words.a_friend()


def seat_lines(seats: list[SeatInfo], me: int | None, my_name: str) -> list[str]:
    n = len(seats)
    return [words.seat_line(seat_name(s.seat, n), who_sits(s, me, my_name)) for s in seats]


def news_text(news: TableNews, players: int) -> str:
    return net_words.seat_news(news.kind, news.name, seat_name(news.seat, players))


@dataclass
class HostSide:
    """The host's end of the lobby: the table, its announcement, and its name."""

    table: HostedTable
    name: str
    players: int
    grace: float
    advertiser: Advertiser | None = None
    closed: bool = False
    addresses: list[str] = field(default_factory=list)  # asked once: the lookup may take a while

    def open_seats(self) -> int:
        return sum(1 for s in self.table.seats() if s.status == "open")

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.advertiser is not None:
            self.advertiser.stop()
        self.table.close()


def _advertise(side: HostSide, open_seats: int) -> Advertiser:
    advertiser = Advertiser(
        side.name, side.table.port, side.addresses, players=side.players, open_seats=open_seats
    )
    advertiser.start()
    return advertiser


#: Makes the host's announcement (tests replace it: no test multicasts).
ADVERTISE: Callable[[HostSide, int], Advertiser | None] = _advertise


def resumed_lobby(ctx: AppContext, setup: GameSetup, match: Match) -> LobbyScene | None:
    """Continue a saved friends' match: its table opened again (its seats, the friends' tokens
    kept in the save), the lobby waiting for the friends to rejoin."""
    name = words.default_table_name(shown_name(ctx.settings.player_name))
    choices = HostChoices(setup, list(setup.roles), False, 0, name)
    return host_lobby(ctx, choices, match)


def host_lobby(
    ctx: AppContext, choices: HostChoices, match: Match | None = None
) -> LobbyScene | None:
    """Open the host's table and its lobby (``None``: it could not listen; the host was told);
    ``match``: a saved match hosted again."""
    options = TableOptions(hints=choices.hints, timer=choices.timer)
    store = None if ctx.store.read_only else ctx.store
    table: HostedTable | None = None
    for port in LISTEN_PORTS:
        table = HostedTable(
            choices.setup,
            choices.roles,
            options,
            table_name=choices.table_name,
            port=port,
            match=match,
            store=store,
            host_name=own_name(ctx.settings.player_name),
        )
        try:
            table.open()
            break
        except OSError as exc:
            log.info("the table cannot listen on port %s: %s", port, exc)
            table = None
    if table is None:
        ctx.dialogs.message(words.problem("unreachable"), title=words.problem_title())
        return None
    players = choices.setup.rules.num_players
    side = HostSide(table, choices.table_name, players, options.grace, addresses=table.addresses())
    side.advertiser = ADVERTISE(side, side.open_seats())
    return LobbyScene(ctx, host=side)


@dataclass
class FriendSide:
    """A friend's end of the lobby."""

    joined: JoinedTable
    name: str  # the table's name, when it was found by name
    my_name: str
    closed: bool = field(default=False)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.joined.close()


class LobbyScene(FriendsPanel):
    """The seats filling; Start (the host) or waiting (a friend)."""

    def __init__(
        self, ctx: AppContext, *, host: HostSide | None = None, friend: FriendSide | None = None
    ) -> None:
        super().__init__(ctx)
        if (host is None) == (friend is None):
            raise ValueError("a lobby is the host's or a friend's")
        self.host = host
        self.friend = friend
        self.news: list[str] = []
        self.shown_seats: list[str] = []
        self.start_button: UIButton | None = None
        self.leave_button: UIButton | None = None
        self.started = False
        self._told_code = False

    # What it shows.

    @property
    def my_name(self) -> str:
        if self.friend is not None:
            return self.friend.my_name
        return shown_name(self.ctx.settings.player_name)

    @property
    def me(self) -> int | None:
        return 0 if self.host is not None else self.friend.joined.seat if self.friend else None

    def seats(self) -> list[SeatInfo]:
        if self.host is not None:
            return self.host.table.seats()
        return self.friend.joined.seats() if self.friend is not None else []

    def table_name(self) -> str:
        if self.host is not None:
            return self.host.name
        if self.friend is None:
            return words.problem_title()
        return self.friend.name or self.friend.joined.table_name or words.problem_title()

    def options(self) -> tuple[bool, int]:
        """Hints allowed, and the turn timer's seconds (0: none)."""
        if self.host is not None:
            return self.host.table.options.hints, self.host.table.options.timer
        got = self.friend.joined.options if self.friend is not None else {}
        timer = got.get("timer")
        return got.get("hints") is True, int(timer) if isinstance(timer, int | float) else 0

    def can_start(self) -> bool:
        return self.host is not None and self.host.table.can_start()

    def _build(self) -> None:
        h = self.ctx.screen_size[1]
        with self.building() as box:
            self._open_panel(box, self.table_name(), "lobby")
            f = self.frame
            buttons = []
            if self.host is not None:
                go = f.go.copy()
                go.width = round(h * 0.62)
                go.right = f.go.right
                label = words.start() if self.can_start() else words.start_with_computers()
                self.start_button = self.button(
                    go, label, "lobby_start", self.start, style="primary_button"
                )
                leave = words.close_table()
            else:
                leave = words.leave_table()
            back = f.back.copy()
            back.width = round(h * 0.3)
            self.leave_button = self.button(
                back, leave, "lobby_leave", self.leave, style="back_button"
            )
            buttons = [b for b in (self.start_button, self.leave_button) if b is not None]
        items = [self._code_item(), *self._seat_items()]
        self.ring.set_items([i for i in items if i is not None] + self.focusables(buttons))
        self._layout_lines()

    def _code_item(self) -> Focusable | None:
        if self.host is None:
            return None
        code = self.host.table.code
        f = self.frame
        rect = pygame.Rect(f.body.x, f.body.y, f.body.width, self.px(0.12))
        return Focusable(
            words.your_code(),
            lambda: rect.move(f.panel.topleft),
            "",
            value=lambda: words.spelled(code),
        )

    def _seat_items(self) -> list[Focusable]:
        f = self.frame
        top = self._seats_top()
        step = round(self.px(0.03) * 1.5)
        items = []
        for i in range(len(self.seats())):
            rect = pygame.Rect(f.body.x, top + i * step, f.body.width // 2, step)
            items.append(Focusable("", self._placed(rect), "", value=self._seat_value(i)))
        return items

    def _placed(self, rect: pygame.Rect) -> Callable[[], pygame.Rect]:
        return lambda: rect.move(self.frame.panel.topleft)

    def _seat_value(self, index: int) -> Callable[[], str]:
        return lambda: self._seat_text(index)

    def _seat_text(self, index: int) -> str:
        lines = seat_lines(self.seats(), self.me, self.my_name)
        return lines[index] if index < len(lines) else ""

    def _seats_top(self) -> int:
        f = self.frame
        return f.body.y + (self.px(0.27) if self.host is not None else self.px(0.04))

    def _layout_lines(self) -> None:
        f = self.frame
        b = f.body
        lines: list[Line] = []
        if self.host is not None:
            table = self.host.table
            lines.append(
                Line(words.your_code(), b.topleft, b.width, 0.028, theme.TEXT_DIM, centred=True)
            )
            lines.append(
                Line(
                    "  ".join(table.code),
                    (b.x, b.y + self.px(0.04)),
                    b.width,
                    0.1,
                    theme.GOLD,
                    bold=True,
                    centred=True,
                )
            )
            lines.append(
                Line(
                    words.addresses_line(self.host.addresses, table.port),
                    (b.x, b.y + self.px(0.19)),
                    b.width,
                    0.026,
                    centred=True,
                )
            )
        top = self._seats_top()
        step = round(self.px(0.03) * 1.5)
        self.shown_seats = seat_lines(self.seats(), self.me, self.my_name)
        hints, timer = self.options()
        options_y = top + len(self.shown_seats) * step + self.px(0.09)
        lines.append(
            Line(words.options_line(hints, timer), (b.x, options_y), b.width, 0.024, theme.TEXT_DIM)
        )
        for i, text in enumerate(self.shown_seats):
            lines.append(Line(text, (b.x, top + i * step), b.width // 2, 0.03))
        news_x = b.x + b.width // 2 + self.px(0.02)
        for i, text in enumerate(self.news[-NEWS_SHOWN:]):
            lines.append(
                Line(
                    text,
                    (news_x, top + i * step),
                    b.width // 2 - self.px(0.02),
                    0.024,
                    theme.TEXT_DIM,
                )
            )
        below = top + len(self.shown_seats) * step + self.px(0.03)
        if self.host is not None:
            lines.append(
                Line(words.lobby_host_help(), (b.x, below), b.width, 0.023, theme.TEXT_DIM)
            )
        else:
            lines.append(Line(self.friend_wait(), (b.x, below), b.width, 0.03, theme.GOLD))
        self.lines = lines

    def friend_wait(self) -> str:
        """What a friend waits for: the host to start, or (back to a seat) the seat."""
        joined = self.friend.joined if self.friend is not None else None
        if joined is not None and (joined.rejoining or joined.link is not None):
            return words.lobby_rejoining()
        return words.lobby_friend_wait()

    # Lifecycle.

    def resume(self) -> None:
        super().resume()
        if self.friend is not None and self.friend.joined.state == "playing":
            return  # a rejoin: the table opens at once, and says where it stands
        said = [self.table_name() + "."]
        if self.host is not None and not self._told_code:
            self._told_code = True
            said.append(words.code_said(self.host.table.code))
            table = self.host.table
            said.append(words.addresses_line(self.host.addresses, table.port) + ".")
        elif self.friend is not None:
            said.append(self.friend_wait())
        said.append(words.who_sits(self.shown_seats))
        self.ctx.say(" ".join(said), interrupt=not self.ctx.dialogs.is_open)

    def exit(self) -> None:
        if not self.started:
            for side in (self.host, self.friend):
                if side is not None:
                    side.close()
        super().exit()

    # Per frame.

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.started or self._leaving:
            return
        if self.host is not None:
            self.host.table.pump()
            changes = self.host.table.changes()
            if changes and self.host.advertiser is not None:
                self.host.advertiser.update(self.host.open_seats())
        elif self.friend is not None:
            self.friend.joined.poll()
            changes = self.friend.joined.changes()
            if self._friend_state():
                return
        players = len(self.seats())
        for news in changes:
            text = news_text(news, players)
            if text:
                self.news.append(text)
                self.ctx.say(text)
        can = self.can_start()
        if self.start_button is not None and (self.start_button.text == words.start()) != can:
            self._build()
        elif seat_lines(self.seats(), self.me, self.my_name) != self.shown_seats or changes:
            self._layout_lines()

    def _friend_state(self) -> bool:
        """A friend's table started, or ended: True when the lobby is done."""
        friend = self.friend
        if friend is None:
            return False
        joined = friend.joined
        if joined.state == "playing" and joined.link is not None:
            self._to_table(joined.link, friend.close, friend=True)
            return True
        if joined.state in ("refused", "closed", "over"):
            self._leaving = True
            friend.close()
            if joined.state != "over":
                kept.forget(self.ctx.store.root)
                self.ctx.dialogs.message(words.problem(joined.problem), title=words.problem_title())
            self.ctx.scenes.pop()
            return True
        return False

    # Actions.

    def start(self) -> None:
        if self.host is None or self.started or self._leaving:
            return
        table = self.host.table
        link = table.start(fill_open=not table.can_start())
        self.ctx.sounds.play("click")
        self._to_table(link, self.host.close, friend=False)

    def _to_table(self, link: SeatLink, closer: Callable[[], None], *, friend: bool) -> None:
        open_table = self.ctx.friends_table_factory
        if open_table is None:
            raise RuntimeError("no friends' table factory is registered (game.app registers one)")
        self.started = True
        if friend and self.friend is not None and not self.ctx.store.read_only:
            kept.keep(self.ctx.store.root, self.friend.joined.rejoin_info())
        names = {s.seat: s.name for s in self.seats() if s.name}
        self.ctx.scenes.replace(open_table(self.ctx, link=link, on_leave=closer, seat_names=names))

    def leave(self) -> None:
        if self._leaving:
            return
        if self.host is not None and not self.ctx.dialogs.is_open:
            self.ctx.dialogs.confirm(
                words.close_table_question(),
                self.back,
                title=self.table_name(),
                action=words.close_table(),
            )
            return
        self.back()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return True
        return super().handle_event(event)
