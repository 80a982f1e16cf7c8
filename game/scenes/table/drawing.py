"""The table drawn, by :class:`TableDrawing`, which owns the HUD's caches and the clock of its
small animations: the HUD under the cards, what glows for the chosen or dragged card, the
cards, the focus ring on the floor item last read, the last play, the drag's preview ("what
dropping it here would do"), then the log, the toast and the turn over them, and the banner.

Drawing changes no state of the game and asks the rules core nothing: what glows and what a
drop would do come from the :class:`~game.scenes.table.controller.TableController`.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.context import AppContext
from game.media.assets import Assets
from game.play.savegame import GameSetup
from game.scenes.board import hud, sprite_rect
from game.scenes.board.hud import TableLog
from game.scenes.board.layout import TableLayout
from game.scenes.kit.cards import CardImages
from game.scenes.kit.drawing import toast
from game.scenes.kit.paint import focus_ring
from game.scenes.table.controller import TableController
from game.scenes.table.friends import FriendsTable
from game.scenes.table.keys import TableKeys
from game.scenes.table.notes import Notes
from game.text.finish import opening_reminder
from game.text.words import Words


def people_seats(setup: GameSetup) -> list[int]:
    """The seats people play at a friends' table (none at a table of computers)."""
    if setup.table != "friends":
        return []
    return [s for s in range(setup.rules.num_players) if setup.level_of(s) is None]


class DrawHost(Protocol):
    """What the table's drawing reads of the scene."""

    ctx: AppContext
    layout: TableLayout
    images: CardImages
    words: Words
    log: TableLog
    setup: GameSetup
    shown_piles: list[tuple[int, int, int]]
    controller: TableController
    keys: TableKeys
    notes: Notes
    friends: FriendsTable | None

    def save_note(self) -> str | None: ...


class TableDrawing:
    """Draws the table (it owns the HUD's caches and the thinking glow's clock)."""

    def __init__(self, assets: Assets) -> None:
        self.hud = hud.TableHud(assets)
        self.time = 0.0

    def update(self, dt: float) -> None:
        self.time += dt

    def _floor_focus_rect(self, host: DrawHost) -> pygame.Rect | None:
        """Where the floor item last read by Up/Down is (for the focus ring), if still there."""
        key = host.keys.floor_key
        board = host.controller.board
        pos = host.controller.position
        if key.startswith("c") and (pos.loose >> int(key[1:])) & 1:
            return sprite_rect(board.sprites[int(key[1:])])
        if key.startswith("h") and int(key[1:]) in pos.houses:
            return board.house_bounds(int(key[1:]))
        return None

    def draw(self, surface: pygame.Surface, host: DrawHost) -> None:
        lay = host.layout
        controller = host.controller
        board = controller.board
        link = controller.link
        status = link.status()
        score = link.score()
        pos = score.position
        thinking = None
        if status.thinking is not None:
            phase = 0.5 if host.ctx.settings.reduce_motion else (self.time * 0.9) % 1.0
            thinking = (status.thinking, phase)
        setup = host.setup
        self.hud.draw_under(
            surface,
            lay,
            host.images,
            score,
            host.words,
            deal_number=score.deal_number,
            levels=[setup.level_of(s) for s in range(setup.rules.num_players)],
            human=setup.human,
            thinking=thinking,
            piles=host.shown_piles,
            sprites=board.sprites.values(),
            settled=not controller.animator.busy,
            people=people_seats(setup),
            stand_ins=host.friends.stand_ins if host.friends is not None else (),
        )
        focus = board.drag.card if board.drag is not None else board.selected
        if focus is not None and controller.my_play_turn():
            hot = board.target_at(board.mouse) if board.drag is not None else None
            board.draw_targets(surface, controller.legal_targets(focus), hot)
        texts = self.hud.texts
        board.draw_cards(surface, host.images, texts, pos, outlined=board.selected)
        ring = self._floor_focus_rect(host) if host.keys.floor_key else None
        if ring is not None:
            focus_ring(surface, ring, scale=host.ctx.scale)
        notes = host.notes
        preview = controller.drop_text()
        if preview is not None and board.drag is not None:
            s = board.sprites[board.drag.card]
            where = (round(s.x), round(s.y - s.h * 0.62))
            toast(surface, where, [preview], texts, self.hud.panels, px=lay.font_small, alpha=1.0)
        quiet = board.drag is None and not controller.chooser.is_open and controller.my_turn()
        turn = host.words.turn(pos.phase) if quiet else None
        if turn is not None and pos.phase == "play" and pos.plays_made == 0 and pos.bid:
            turn = opening_reminder(pos.bid)  # the bidder, until the opening is made
        self.hud.draw_over(surface, lay, host.log, notes.toast, turn, host.save_note())
        if notes.last_view is not None:  # over the log's column, clear of the floor
            hud.draw_last_play(surface, lay, host.images, texts, self.hud.panels, notes.last_view)
        area = pygame.Rect(lay.table.x, 0, lay.table.width, lay.font_banner * 3)
        area.centery = lay.table.centery
        board.draw_banner(surface, texts, area)
