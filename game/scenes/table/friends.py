"""The friends' table: what a table played with friends shows and says beyond a table of
computers. Reactions (a bubble at the sender's seat, spoken; E opens the list, Ctrl+1 to Ctrl+6
send one at once; muted by a setting), the seats' news ("Priya left: the seat is held for 60
seconds", "A computer plays for Priya", "Priya is back") as toasts and in the log, the held
seat's countdown on its plate, the turn timer (its warning and its expiry) and a table that
closed, in words, back to the menus.

:class:`FriendsTable` owns that state and draws it over the table; the scene hands it the
events it does not know (:meth:`FriendsTable.show`) and the keys first
(:meth:`FriendsTable.handle_key`)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import pygame
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton

from game.context import AppContext
from game.i18n import _
from game.media import theme
from game.net.link import RemoteLink
from game.net.tally import count_friends_match
from game.play.events import CaughtUp, ReactionShown, SeatNews, StreamEvent, TableClosed, TurnTimer
from game.play.seat import SeatLink
from game.scenes.board.layout import TableLayout, seat_side
from game.scenes.friends import kept
from game.scenes.kit import textfit
from game.scenes.kit.dialogs import Choice
from game.scenes.kit.widgets import LEVEL_WORDS
from game.scenes.table.notes import Notes
from game.scenes.table.widgets import ChoicePanel
from game.text import friends as words
from game.text import net as net_words
from game.text import table as table_words
from game.text.rules_words import seat_name
from game.text.spoken import KEYS, key_list
from game.text.storage import told

log = logging.getLogger(__name__)

BUBBLE_SECONDS = 3.0
HELD_SECONDS = 60.0  # a dropped seat's grace when the link does not say the host's
REACTION_KEYS = {pygame.K_1 + i: code for i, code in enumerate(words.REACTIONS)}


class FriendsHost(Protocol):
    """What the friends' part needs of the table scene."""

    ctx: AppContext
    link: SeatLink
    notes: Notes
    layout: TableLayout
    players: int
    human: int
    container: UIContainer | None
    active: bool

    def rename(self, names: dict[int, str]) -> None: ...

    def log_line(self, text: str) -> None: ...

    def name_of(self, seat: int) -> str: ...

    def to_title(self) -> None: ...


@runtime_checkable
class Named(Protocol):
    """A friends' table's link that knows the seats' names."""

    def names(self) -> tuple[str, ...]: ...


@runtime_checkable
class Graced(Protocol):
    """A friends' table's link that knows how long the host holds a dropped seat."""

    @property
    def grace(self) -> float: ...

    def held_left(self, seat: int) -> float | None: ...

    def standing_in(self) -> tuple[int, ...]: ...


def held_seconds(link: object, seat: int) -> float:
    """How long ``seat`` is still held, as the link knows it: the seconds left (the news may
    be shown late: the host's table caught up after a menu), else the host's grace."""
    if not isinstance(link, Graced):
        return HELD_SECONDS
    left = link.held_left(seat)
    return link.grace if left is None else left


@dataclass
class Bubble:
    text: str
    left: float


class FriendsTable:
    """The friends' table's own state, keys and drawing.

    Args:
        on_leave: closes the table's connection (the host's table, or a friend's join); runs
            once, when the table is left or closed.
        names: the friends' names by seat, as the lobby knew them.
    """

    def __init__(self, on_leave: Callable[[], None] | None, names: dict[int, str]) -> None:
        self._on_leave = on_leave
        self.names = dict(names)
        self.bubbles: dict[int, Bubble] = {}
        self.held: dict[int, float] = {}
        self.stand_ins: set[int] = set()  # friends' seats a computer plays (they dropped)
        self.timers: dict[int, float] = {}
        self.closed: str | None = None
        self.dealt = False  # a deal was shown (a table begun before it listened is not)
        self.panel: ChoicePanel | None = None
        self.button: UIButton | None = None
        self._serving: tuple[list[Callable[[float], None]], Callable[[float], None]] | None = None

    # The words' names.

    def names_for(self, base: tuple[str, ...], me: int, link: object) -> tuple[str, ...]:
        """The table's names: the friends' (and the host's) names where known, the player's
        own and the compass names elsewhere. ``link``: the seat's link, when it knows names."""
        if isinstance(link, Named):
            for seat, name in enumerate(link.names()):
                if name and seat != me:
                    self.names.setdefault(seat, name)
        return tuple(self.names.get(s, name) if s != me else name for s, name in enumerate(base))

    # Events.

    def show(self, event: StreamEvent, host: FriendsHost) -> bool:
        """Take a friends' table's event; False when it is not one."""
        if isinstance(event, ReactionShown):
            self._reaction(event, host)
        elif isinstance(event, SeatNews):
            self._news(event, host)
        elif isinstance(event, TurnTimer):
            self._timer(event, host)
        elif isinstance(event, TableClosed):
            self._closed(event.code, host)
        elif isinstance(event, CaughtUp):
            text = net_words.caught_up(event.deals_missed, event.moves_missed)
            host.log_line(text)
            host.notes.say(text)
        else:
            return False
        return True

    def _reaction(self, event: ReactionShown, host: FriendsHost) -> None:
        text = net_words.reaction(event.code)
        if not text or host.ctx.settings.mute_reactions:
            return
        self.bubbles[event.seat] = Bubble(text, BUBBLE_SECONDS)
        host.notes.speak(
            net_words.reaction_from(host.name_of(event.seat), event.code),
            keep=True,
            interrupt=False,
        )

    def _news(self, event: SeatNews, host: FriendsHost) -> None:
        if event.name and event.seat != host.human:
            if self.names.get(event.seat) != event.name:
                self.names[event.seat] = event.name
                host.rename(self.names)
        if event.kind == "held":
            self.held[event.seat] = held_seconds(host.link, event.seat)
        else:
            self.held.pop(event.seat, None)
        if event.kind == "computer":
            self.stand_ins.add(event.seat)
        else:
            self.stand_ins.discard(event.seat)
        name = event.name or host.name_of(event.seat)
        text = net_words.seat_news(event.kind, name, seat_name(event.seat, host.players))
        if text:
            host.log_line(text)
            host.notes.say(text)

    def _timer(self, event: TurnTimer, host: FriendsHost) -> None:
        mine = event.seat == host.human
        if event.expired:
            self.timers.pop(event.seat, None)
            name = host.name_of(event.seat)
            text = words.timer_expired() if mine else net_words.timer_expired(name)
            host.log_line(text)
            host.notes.say(text, spoken=True)
            return
        seconds = max(0, round(event.seconds_left))
        self.timers[event.seat] = float(seconds)
        if mine:
            host.notes.say(net_words.timer_warning(seconds))

    def _closed(self, code: str, host: FriendsHost) -> None:
        if self.closed is not None:
            return
        self.closed = code
        text = words.problem(code)
        host.log_line(text)
        self.leave()
        host.ctx.dialogs.show(words.closed_title(), text, [Choice(_("OK"), "ok", host.to_title)])

    def moved(self, seat: int) -> None:
        """A move was made: that seat's timer is over."""
        self.timers.pop(seat, None)

    @staticmethod
    def finished(host: FriendsHost) -> None:
        """The match is over: no table left to rejoin; a friend's machine counts the match in
        its statistics (the host's session counted it there)."""
        store = host.ctx.store
        if not store.read_only:
            kept.forget(store.root)
        link = host.link
        if isinstance(link, RemoteLink) and link.seat is not None:
            if not link.finished_record():  # (the host sends it before the match's end)
                log.warning("the match is over but its record has not come: not counted")
                return
            problems = count_friends_match(store, link.setup(), link.record())
            for text in told(problems):
                host.ctx.dialogs.message(text)

    def serve_in_background(self, host: FriendsHost) -> None:
        """Keep the table's game going whatever covers it (the pause menu, the deal's summary,
        a dialog): every frame the app calls back, and while the table is not the one driving
        its game, the link is pumped and the game goes on (friends' messages are taken and
        answered, a friend joins or rejoins, computers and friends play; the host's own turn
        waits for the host, or the turn timer). What happens queues for the table, which
        catches up when it is on top again. Until :meth:`leave`."""
        if self._serving is not None:
            return
        link = host.link
        self.catch_up_seats(link, host.players)

        def serve(dt: float) -> None:
            if host.active and not host.ctx.dialogs.is_open:
                return  # the table drives its own game (TableScene.update)
            link.update()
            link.tick(dt)
            link.advance()

        self._serving = (host.ctx.background, serve)
        host.ctx.background.append(serve)

    def catch_up_seats(self, link: object, players: int) -> None:
        """The seats held or played by a computer when the table opens (a friend (re)joining
        while another friend is away), as the link knows them."""
        if not isinstance(link, Graced):
            return
        self.stand_ins = set(link.standing_in())
        for seat in range(players):
            left = link.held_left(seat)
            if left is not None:
                self.held[seat] = left

    def leave(self) -> None:
        """Stop serving in the background, and close the connection (once)."""
        if self._serving is not None:
            jobs, serve = self._serving
            self._serving = None
            if serve in jobs:
                jobs.remove(serve)
        closer, self._on_leave = self._on_leave, None
        if closer is not None:
            closer()

    # Time.

    def update(self, dt: float) -> None:
        for seat in list(self.bubbles):
            self.bubbles[seat].left -= dt
            if self.bubbles[seat].left <= 0:
                del self.bubbles[seat]
        for table in (self.held, self.timers):
            for seat in list(table):
                table[seat] = max(0.0, table[seat] - dt)
        if self.panel is not None and self.panel.closed:
            self.panel = None

    # Keys and the reactions' list.

    def handle_key(self, event: pygame.event.Event, host: FriendsHost) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if self.panel is not None and not self.panel.closed:
            if event.key == pygame.K_ESCAPE:
                self.panel.cancel()
                host.notes.speak(table_words.list_closed(), keep=False)
                return True
            return self.panel.handle_key(event) or True
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        if ctrl and event.key in REACTION_KEYS:
            self.send(REACTION_KEYS[event.key], host)
        elif event.key == pygame.K_e and not ctrl:
            self.open_list(host)
        elif event.key == pygame.K_w and not ctrl:
            host.notes.speak(self.who_sits(host), keep=False)
        elif event.key == pygame.K_F1:
            host.ctx.dialogs.message(
                key_list(KEYS + words.FRIEND_KEYS), title=table_words.keys_title()
            )
        else:
            return False
        return True

    def who_sits(self, host: FriendsHost) -> str:
        """W: each seat and who plays it (a friend's name, the host's, or a computer's level)."""
        roles = host.link.setup().roles
        lines = []
        for seat in range(host.players):
            who = host.name_of(seat)
            role = roles[seat] if seat < len(roles) else ""
            if role in LEVEL_WORDS:
                who = words.seat_computer(_(LEVEL_WORDS[role]))
            if seat in self.held:
                who = words.seat_held(who, self.held[seat])
            lines.append(words.seat_line(seat_name(seat, host.players), who))
        return words.who_sits(lines)

    def send(self, code: str, host: FriendsHost) -> None:
        host.link.react(code)
        if host.ctx.settings.mute_reactions:
            host.notes.speak(words.reactions_muted(), keep=False)

    def open_list(self, host: FriendsHost) -> None:
        if host.container is None or (self.panel is not None and not self.panel.closed):
            return
        ctx = host.ctx
        lay = host.layout
        codes = list(words.REACTIONS)
        labels = [f"{i + 1}. {net_words.reaction(c)}" for i, c in enumerate(codes)]

        def pick(index: int) -> None:
            self.send(codes[index], host)

        self.panel = ChoicePanel(
            ctx.ui,
            host.container,
            ctx.theme,
            ctx.assets,
            anchor=lay.plates["bottom"].midtop,
            screen=lay.screen,
            title=words.reactions_title(),
            items=labels,
            on_pick=pick,
            on_cancel=lambda: None,
            object_prefix="reaction",
            on_focus=lambda i: host.notes.speak(labels[i], keep=False),
        )
        host.notes.speak(f"{words.reactions_title()}. {labels[0]}", keep=False)

    def add_button(self, host: FriendsHost, box: UIContainer) -> None:
        """The Reactions button: beside the player's own name plate where the hand leaves
        room, else above the table's column of buttons."""
        lay = host.layout
        rects = list(lay.buttons.values())
        if not rects:
            return
        label = _("Reactions (E)")
        need = textfit.width_for(host.ctx.ui, ["@table_button", "button"], [label])
        top = min(rects, key=lambda r: r.y)
        plate = lay.plates["bottom"]
        gap = max(4, lay.gap)
        beside = pygame.Rect(plate.right + gap, plate.y, need, top.height)
        beside.centery = plate.centery
        above = pygame.Rect(plate.x, plate.y - gap - top.height, max(need, plate.width), top.height)
        column = textfit.grow(
            top.move(0, -(top.height + gap)), need, "right", round(lay.size[0] * 0.3)
        )
        taken = [lay.hand, lay.table, lay.log, lay.score, *lay.fans.values(), *lay.plates.values()]
        rect = next(
            (r for r in (beside, above) if lay.screen.contains(r) and r.collidelist(taken) < 0),
            column,
        )
        self.button = UIButton(
            rect,
            label,
            host.ctx.ui,
            container=box,
            object_id=ObjectID(class_id="@table_button", object_id="#reactions"),
            command=lambda: self.open_list(host),
        )

    # Drawing.

    def draw(self, surface: pygame.Surface, host: FriendsHost) -> None:
        lay = host.layout
        h = surface.get_height()
        font = host.ctx.assets.font("noto_sans_bold", max(12, round(h * 0.026)))
        small = host.ctx.assets.font("noto_sans_bold", max(10, round(h * 0.02)))
        badges: dict[int, pygame.Rect] = {}
        for seat, left in self.held.items():
            text = net_words.held_left(left)
            badges[seat] = self._badge(surface, lay, host, seat, text, small, theme.TEAM_THEM)
        for seat, left in self.timers.items():
            if seat not in self.held:
                text = f"⏱ {round(left)} s"
                badges[seat] = self._badge(surface, lay, host, seat, text, small, theme.GOLD)
        for seat, bubble in self.bubbles.items():
            self._bubble(surface, lay, host, seat, bubble, font, badges.get(seat))

    def _plate(self, lay: TableLayout, host: FriendsHost, seat: int) -> pygame.Rect | None:
        return lay.plates.get(seat_side(seat, host.players, host.human))

    def _badge(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        host: FriendsHost,
        seat: int,
        text: str,
        font: pygame.font.Font,
        colour: tuple[int, int, int] | pygame.Color,
    ) -> pygame.Rect:
        """A pill under the seat's plate (the held countdown, the turn timer); its rect."""
        plate = self._plate(lay, host, seat)
        if plate is None:
            return pygame.Rect(0, 0, 0, 0)
        img = font.render(text, True, colour)
        pad = max(3, img.get_height() // 5)
        rect = img.get_rect().inflate(pad * 3, pad)
        rect.midtop = (plate.centerx, plate.bottom + pad)
        rect.clamp_ip(lay.screen)
        pygame.draw.rect(surface, (18, 22, 20), rect, border_radius=rect.height // 2)
        pygame.draw.rect(
            surface, colour, rect, width=max(1, pad // 2), border_radius=rect.height // 2
        )
        surface.blit(img, img.get_rect(center=rect.center))
        return rect

    def _bubble(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        host: FriendsHost,
        seat: int,
        bubble: Bubble,
        font: pygame.font.Font,
        badge: pygame.Rect | None = None,
    ) -> None:
        plate = self._plate(lay, host, seat)
        if plate is None:
            return
        img = font.render(bubble.text, True, (40, 30, 10))
        pad = max(6, img.get_height() // 3)
        rect = img.get_rect().inflate(pad * 2, pad)
        side = seat_side(seat, host.players, host.human)
        tail = max(6, pad)
        if side == "bottom":
            top = plate.top
            if self.button is not None and self.button.rect.colliderect(plate.move(0, -tail * 4)):
                top = self.button.rect.top  # the Reactions button sits above the plate
            rect.midbottom = (plate.centerx, top - tail)
            tip = (plate.centerx, top - 2)
        elif side == "top":
            below = max(plate.bottom, badge.bottom if badge else 0)  # under the badge, if any
            rect.midtop = (plate.centerx, below + tail)
            tip = (plate.centerx, below + 2)
        elif side == "left":
            rect.midleft = (plate.right + tail, plate.centery)
            tip = (plate.right + 2, plate.centery)
        else:
            rect.midright = (plate.left - tail, plate.centery)
            tip = (plate.left - 2, plate.centery)
        rect.clamp_ip(lay.screen)
        fade = min(1.0, bubble.left / 0.4)
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        fill = (250, 240, 205, round(245 * fade))
        edge = (*theme.GOLD[:3], round(255 * fade))
        cx, cy = rect.center
        base = round(0.35 * min(rect.width, rect.height))
        foot: list[tuple[int, int]]
        if side in ("bottom", "top"):
            foot = [(cx - base, cy), (cx + base, cy)]
        else:
            foot = [(cx, cy - base), (cx, cy + base)]
        pygame.draw.polygon(layer, fill, [*foot, tip])
        pygame.draw.rect(layer, fill, rect, border_radius=rect.height // 2)
        pygame.draw.rect(layer, edge, rect, width=2, border_radius=rect.height // 2)
        surface.blit(layer, (0, 0))
        img.set_alpha(round(255 * fade))
        surface.blit(img, img.get_rect(center=rect.center))


__all__ = ["FriendsHost", "FriendsTable"]
