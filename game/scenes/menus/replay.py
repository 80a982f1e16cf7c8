"""Replays of kept games: "the computer cheated" answered (the list of kept games is
:mod:`game.scenes.menus.kept_games`).

- :class:`ReplayScene` steps through one match move by move with **every hand face up**, the log
  line of each move and the running score, on the table's own board drawing (the
  :class:`~game.scenes.board.Board`, :class:`~game.scenes.board.places.TablePlaces` and the
  table's HUD). Keys: Left/Right a move, Up/Down a deal, Home/End the first and last step, Esc
  closes; the same as buttons.

Opened from Statistics (Kept games) and from the match result ("Review the game"). Every
sentence is in :mod:`game.text.records`.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIImage

from game.context import AppContext
from game.i18n import _
from game.i18n.words import seat_name
from game.media import theme
from game.play.replaying import Cursor, Replay, steps_of
from game.play.savegame import PEOPLE, GameSetup
from game.rules import GameRecord, Match, Position, Target
from game.scenes.board import Board, HandRow, hud
from game.scenes.board.layout import Slot, TableLayout, card_size, compute_layout, seat_side
from game.scenes.board.places import TablePlaces
from game.scenes.kit import uikit
from game.scenes.kit.base import Scene
from game.scenes.kit.cards import CardImages
from game.storage.records import KeptGame, RecordError, RecordStore
from game.text import records as words
from game.text.spoken import replay_step
from game.text.storage import say, shown_name
from game.text.words import Words

log = logging.getLogger(__name__)


SIDE_CARD = 0.75  # the others' face-up cards in the viewer, of our hand's card height


class ReplayPlaces(TablePlaces):
    """The table's places with every hand face up and upright: the others' cards three
    quarters of our size, in overlapping rows (two columns at the sides) so each card's corner
    shows."""

    def side_card(self) -> tuple[int, int]:
        return card_size(self.layout.card[1] * SIDE_CARD)

    def hand(self, seat: int, count: int) -> HandRow | None:
        lay = self.layout
        side = seat_side(seat, lay.players, self.human)
        if side == "bottom":
            return HandRow(lay.hand_slots(count), lay.card[1], True, 300)
        cw, ch = self.side_card()
        area = self.side_area(side)
        if side == "top":
            step = min(cw * 0.55, (area.width - cw) / max(1, count - 1))
            return HandRow(
                [
                    Slot(area.centerx + (i - (count - 1) / 2) * step, area.centery, 0.0)
                    for i in range(count)
                ],
                ch,
                True,
                200,
            )
        columns = 2 if count > 6 else 1
        per = math.ceil(count / columns)
        step = min(ch * 0.3, (area.height - ch) / max(1, per - 1))
        col_w = cw + lay.gap
        slots = []
        for i in range(count):
            c, r = divmod(i, per)
            in_col = min(per, count - c * per)
            x = area.centerx + (c - (columns - 1) / 2) * col_w
            y = area.centery + (r - (in_col - 1) / 2) * step
            slots.append(Slot(x, y, 0.0))
        return HandRow(slots, ch, True, 200)

    def side_area(self, side: str) -> pygame.Rect:
        """Where the seat at ``side`` shows its hand: the top band between the score panel and
        the partner's plate; a side's column under its plate, above the hand."""
        lay = self.layout
        if side == "top":
            left = lay.score.right + lay.gap * 2
            right = lay.plates["top"].left - lay.gap * 2
            area = pygame.Rect(left, lay.margin, right - left, self.side_card()[1])
            return area
        plate = lay.plates[side]
        top = plate.bottom + lay.gap
        bottom = min(lay.hand.top, lay.plates["bottom"].top) - lay.gap
        return pygame.Rect(plate.x, top, plate.width, bottom - top)


class _NoPointer:
    """The replay's board takes no gestures."""

    def pointer_live(self) -> bool:
        return False

    def card_clicked(self, card: int) -> None:
        del card

    def card_double_clicked(self, card: int) -> None:
        del card

    def card_pointed(
        self, card: int, target: Target, point: tuple[int, int], *, dragged: bool
    ) -> None:
        del card, target, point, dragged

    def card_dropped_nowhere(self, card: int) -> None:
        del card

    def right_click(self) -> bool:
        return False

    def press_taken(self, point: tuple[int, int]) -> bool:
        del point
        return False


NAV = (
    ("first", words.FIRST),
    ("previous_deal", words.PREVIOUS_DEAL),
    ("previous", words.PREVIOUS),
    ("next", words.NEXT),
    ("next_deal", words.NEXT_DEAL),
    ("last", words.LAST),
)
KEYS = {
    pygame.K_LEFT: "previous",
    pygame.K_RIGHT: "next",
    pygame.K_UP: "previous_deal",
    pygame.K_DOWN: "next_deal",
    pygame.K_HOME: "first",
    pygame.K_END: "last",
}


def nav_rects(lay: TableLayout) -> dict[str, pygame.Rect]:
    """The viewer's buttons, in the table's button column: six steps in two rows, then Close."""
    hint, undo, menu = lay.buttons["hint"], lay.buttons["undo"], lay.buttons["menu"]
    out: dict[str, pygame.Rect] = {}
    gap = max(2, lay.gap // 2)
    for row, keys in (
        (hint, ("first", "previous_deal", "next_deal")),
        (undo, ("previous", "next", "last")),
    ):
        w = (row.width - 2 * gap) // 3
        for i, key in enumerate(keys):
            out[key] = pygame.Rect(row.x + i * (w + gap), row.y, w, row.height)
    out["close"] = menu.copy()
    return out


class ReplayScene(Scene):
    """One kept match, step by step, every hand face up."""

    def __init__(
        self, ctx: AppContext, replay: Replay, names: tuple[str, ...], human: int | None,
        levels: list[str | None], *, start: int = 0, people: Collection[int] = (),
        stand_ins: Collection[int] = (),
    ) -> None:  # fmt: skip
        super().__init__(ctx)
        self.replay = replay
        self.cursor = Cursor(replay, start)
        self.names = names
        self.human = human
        self.levels = levels
        self.people = frozenset(people)  # a friends' match: the seats people played
        self.stand_ins = frozenset(stand_ins)  # and the friends' seats a computer played
        players = replay.rules_match.rules.num_players
        self.players = players
        self.say = words_for(names, human)
        self.layout = compute_layout(ctx.screen_size, players)
        self.places = ReplayPlaces(self.layout, human or 0)
        self.board = Board(self.animator, self.places, _NoPointer(), self._sound, seat=None)
        self.images = CardImages(ctx.settings.four_colour_deck, ctx.settings.card_back)
        self.hud = hud.TableHud(ctx.assets)
        self.log = hud.TableLog()
        self.buttons: dict[str, UIButton] = {}
        self.icons: dict[str, UIImage] = {}
        self._shown: Match | None = None
        self._shown_index = -1

    @property
    def position(self) -> Position:
        return self.cursor.step.position

    def _sound(self, name: str) -> None:
        self.ctx.sounds.play(name)

    def enter(self) -> None:
        super().enter()
        self._build()
        self.show()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.layout = compute_layout(size, self.players)
        self.places.layout = self.layout
        self._build()
        self.show()

    def _build(self) -> None:
        ui = self.ctx.ui
        rects = nav_rects(self.layout)
        labels = {key: "" for key, _icon in NAV} | {"close": _(words.CLOSE)}  # icons drawn
        with self.building() as box:
            self.buttons = {
                key: UIButton(
                    rect, labels[key], ui, container=box,
                    object_id=ObjectID(class_id="@table_button", object_id=f"#replay_{key}"),
                    command=self._command(key),
                )
                for key, rect in rects.items()
            }  # fmt: skip
            # Each step button's icon over it (the UI font has no triangles).
            self.icons = {
                key: UIImage(
                    rect.inflate(-4, -4), nav_icon(key, rect.inflate(-4, -4).size, True), ui,
                    container=box, object_id=ObjectID(object_id=f"#replay_{key}_icon"),
                )
                for key, rect in rects.items()
                if key != "close"
            }  # fmt: skip
        for key, button in self.buttons.items():
            button.set_tooltip(_(words.NAV_TIPS[key]))
        self._refresh_buttons()

    def _command(self, key: str) -> Callable[[], None]:
        return lambda: self.act(key)  # no argument: pygame-gui would pass its event data

    def act(self, key: str) -> None:
        """Do what a button or key does: a step (``next``, ``previous_deal``...) or ``close``."""
        if key == "close":
            if not self.ctx.scenes.has_pending:
                self.ctx.scenes.pop()
            return
        moved = {
            "next": self.cursor.next_move,
            "previous": self.cursor.previous_move,
            "next_deal": self.cursor.next_deal,
            "previous_deal": self.cursor.previous_deal,
            "first": self.cursor.first,
            "last": self.cursor.last,
        }[key]()
        if moved:
            self.show()

    def show(self) -> None:
        """Put the cards, the score and the log at the cursor's step: one move forward is
        played out as the table plays it; any other jump puts the cards in place at once."""
        index = self.cursor.index
        step = self.cursor.step
        board = self.board
        board.animator.finish_all()  # a flight still going lands first
        one_on = index == self._shown_index + 1 and step.played is not None
        if index != self._shown_index:
            if self._shown_index < 0 or self.replay.steps[self._shown_index].deal != step.deal:
                board.reset()
            self._shown = self.replay.match_at(index)
            self._shown_index = index
            self.log.clear()
            for line in self.replay.log(index):
                self.log.add(line)
        if one_on and step.played is not None:
            board.animate(step.position, step.played, step.events, step.seat)
        else:
            board.snap_all(self.position)
        self._refresh_buttons()
        lines = self.replay.log(index)
        self.ctx.say(
            replay_step(self.cursor.heading(), lines[-1] if lines else None), interrupt=True
        )

    def _refresh_buttons(self) -> None:
        last = len(self.replay.steps) - 1
        at = self.cursor.index
        for key, button in self.buttons.items():
            if key in ("first", "previous", "previous_deal"):
                uikit.set_enabled(button, at > 0)
            elif key in ("next", "next_deal", "last"):
                uikit.set_enabled(button, at < last)
            icon = self.icons.get(key)
            if icon is not None:
                icon.set_image(nav_icon(key, icon.rect.size, button.is_enabled))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in KEYS:
                self.act(KEYS[event.key])
                return True
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.act("close")
                return True
        if event.type == pygame.MOUSEWHEEL and self.layout.log.collidepoint(pygame.mouse.get_pos()):
            self.log.scroll(event.y)
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self.board.update(dt, live=False)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        match = self._shown or self.replay.match_at(self.cursor.index)
        step = self.cursor.step
        self.hud.draw_under(
            surface, lay, self.images, match, self.say,
            deal_number=step.deal + 1, levels=self.levels, human=self.human or 0,
            thinking=None, piles=hud.pile_counts(step.position),
            sprites=self.board.sprites.values(), people=self.people, stand_ins=self.stand_ins,
        )  # fmt: skip
        texts = self.hud.texts
        self.board.draw_cards(surface, self.images, texts, step.position, outlined=None)
        self.hud.draw_over(surface, lay, self.log, None, None)
        head = texts.text(self.cursor.heading(), lay.font_name, theme.GOLD, bold=True)
        surface.blit(head, head.get_rect(center=(lay.hand_centre[0], lay.toast_y)))
        keys = texts.text(_(words.VIEWER_KEYS), lay.font_small, theme.TEXT_DIM)
        spot = keys.get_rect(midright=(lay.table.right - lay.gap, lay.toast_y))
        if not spot.colliderect(head.get_rect(center=(lay.hand_centre[0], lay.toast_y))):
            surface.blit(keys, spot)  # on the mat, beside the heading, where there is room


#: Each step button's icon: triangles pointing back (-1) or on (+1), and a bar at the end.
ICONS: dict[str, tuple[int, int, bool]] = {
    "first": (-1, 1, True),
    "previous_deal": (-1, 2, False),
    "previous": (-1, 1, False),
    "next": (1, 1, False),
    "next_deal": (1, 2, False),
    "last": (1, 1, True),
}


def nav_icon_shapes(key: str, rect: pygame.Rect) -> list[list[tuple[float, float]]]:
    """The polygons of a step button's icon (media-player style), centred in ``rect``."""
    way, count, bar = ICONS[key]
    size = min(rect.height * 0.42, rect.width * 0.7 / (count + (0.5 if bar else 0)))
    w = size * 0.8
    total = count * w + (size * 0.28 if bar else 0)
    x = rect.centerx - total / 2
    cy = rect.centery
    shapes = []
    parts = ["bar"] if bar and way < 0 else []
    parts += ["tri"] * count
    parts += ["bar"] if bar and way > 0 else []
    for part in parts:
        if part == "bar":
            bw = size * 0.2
            shapes.append([(x, cy - size / 2), (x + bw, cy - size / 2), (x + bw, cy + size / 2),
                           (x, cy + size / 2)])  # fmt: skip
            x += size * 0.28
        else:
            tip, back = (x, x + w) if way < 0 else (x + w, x)
            shapes.append([(back, cy - size / 2), (tip, cy), (back, cy + size / 2)])
            x += w
    return shapes


def nav_icon(key: str, size: tuple[int, int], enabled: bool) -> pygame.Surface:
    """A step button's icon on a clear surface of ``size`` (dim when the step is not open)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    colour = theme.TEXT if enabled else theme.with_alpha(theme.TEXT_DIM, 110)
    for shape in nav_icon_shapes(key, surface.get_rect()):
        pygame.draw.polygon(surface, colour, shape)
    return surface


def words_for(names: tuple[str, ...], human: int | None) -> Words:
    return Words(names, human)


@dataclass(frozen=True)
class Seats:
    """Who sat where in a kept match, for the name plates and the log: ``names`` by seat, the
    player's seat ``human`` (None for an imported game), each computer's level (``levels``:
    None for a person), and at a friends' table the seats ``people`` played and the friends'
    seats a computer played (``stand_ins``: nobody came), as the live friends' table shows."""

    names: tuple[str, ...]
    human: int | None
    levels: list[str | None]
    people: frozenset[int] = frozenset()
    stand_ins: frozenset[int] = frozenset()


def seats_of(game: KeptGame, players: int, player_name: str) -> Seats:
    """The seats of a kept game: the player is "You" (their own name), a friend by the name
    they chose, a computer by its seat and level."""
    human = None if game.imported and game.opponents is None else game.human
    you = shown_name(player_name)
    if len(game.roles) == players:  # a friends' table's match, kept with its seats
        return friends_seats(game.roles, game.names, human, you)
    names = tuple(you if s == human else seat_name(s, players) for s in range(players))
    levels: list[str | None] = []
    for seat in range(players):
        if seat == human:
            levels.append(None)
        elif players == 4 and human is not None and seat == (human + 2) % 4:
            levels.append(game.partner)
        else:
            levels.append(game.opponents)
    return Seats(names, human, levels)


def friends_seats(
    roles: Sequence[str], chosen: Sequence[str], human: int | None, you: str
) -> Seats:
    """A friends' table's seats from each seat's role ("host", "remote" or a computer's level)
    and the name its person chose ("" for none): the player is ``you``, a friend goes by their
    name, a computer by its seat and level, a friend's seat nobody took is a computer playing."""
    players = len(roles)
    names = [you if s == human else seat_name(s, players) for s in range(players)]
    people, stand_ins = set(), set()
    levels: list[str | None] = []
    for seat, (role, name) in enumerate(zip(roles, chosen, strict=True)):
        person = role in PEOPLE
        if person and name and seat != human:
            names[seat] = name
        if person and (name or seat == human):
            people.add(seat)
        elif person:
            stand_ins.add(seat)
        levels.append(None if person else role)
    return Seats(tuple(names), human, levels, frozenset(people), frozenset(stand_ins))


def replay_scene(
    ctx: AppContext, records: RecordStore, name: str, *, start: int = 0
) -> ReplayScene | None:
    """The viewer for the kept game ``name`` (its every move checked), or None after telling
    the player why it cannot be replayed."""
    try:
        game, match = records.load(name)
    except RecordError as exc:
        ctx.dialogs.message(say(exc.problem), title=_(words.VIEWER_TITLE))
        return None
    seats = seats_of(game, match.rules.num_players, ctx.settings.player_name)
    replay = steps_of(match.record(), seats.names, seats.human)
    return ReplayScene(
        ctx,
        replay,
        seats.names,
        seats.human,
        seats.levels,
        start=start,
        people=seats.people,
        stand_ins=seats.stand_ins,
    )


def replay_of_match(ctx: AppContext, match: Match, names: tuple[str, ...], human: int,
                    levels: list[str | None]) -> ReplayScene:  # fmt: skip
    """The viewer for a match just played (the match result's "Review the game")."""
    return ReplayScene(ctx, steps_of(match.record(), names, human), names, human, levels)


def replay_of_table(
    ctx: AppContext, record: GameRecord, setup: GameSetup, human: int
) -> ReplayScene:
    """The viewer for the match a table just played ("Review the game"): at a friends' table
    the people by the names they chose, as the table showed them."""
    players = setup.rules.num_players
    if len(setup.roles) == players:
        chosen = setup.seat_names or ("",) * players
        seats = friends_seats(setup.roles, chosen, human, shown_name(ctx.settings.player_name))
    else:
        levels = [setup.level_of(s) for s in range(players)]
        seats = Seats(setup.names(ctx.settings.player_name), human, levels)
    return ReplayScene(
        ctx,
        steps_of(record, seats.names, human),
        seats.names,
        human,
        seats.levels,
        people=seats.people,
        stand_ins=seats.stand_ins,
    )


__all__ = [
    "ReplayScene",
    "Seats",
    "friends_seats",
    "replay_of_match",
    "replay_of_table",
    "replay_scene",
    "seats_of",
]
