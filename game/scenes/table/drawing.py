"""The table drawn, in :class:`TableDrawing`, a mixin of :class:`game.scenes.table.TableScene`:
the HUD under the cards, what glows for the chosen or dragged card (from the rules core), the
cards, the focus ring on the floor item last read, the last play, the drag's preview ("what
dropping it here would do"), then the log, the toast and the turn over them, and the banner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.play.words import drop_preview
from game.rules.targets import moves_for, moves_of_card, targets_of
from game.scenes.board import hud, sprite_rect
from game.scenes.paint import focus_ring
from game.scenes.table_hud import toast

if TYPE_CHECKING:
    from game.context import AppContext
    from game.play.savegame import GameSetup
    from game.play.seat import Score, SeatLink
    from game.play.words import Words
    from game.rules import Move, Position
    from game.rules.targets import Target
    from game.scenes.board import Board, Toast
    from game.scenes.board.hud import LastPlay, TableHud, TableLog
    from game.scenes.cards import CardImages
    from game.scenes.layout import TableLayout
    from game.scenes.table_widgets import ChoicePanel
    from game.tween import Animator


class TableDrawing:
    """The table's drawing. The scene that mixes it in has the attributes and methods declared
    here (:class:`~game.scenes.table.TableScene`)."""

    ctx: AppContext
    animator: Animator
    link: SeatLink
    setup: GameSetup
    players: int
    human: int
    words: Words
    board: Board
    layout: TableLayout
    hud: TableHud
    images: CardImages
    log: TableLog
    toast: Toast | None
    last_view: LastPlay | None
    shown_piles: list[tuple[int, int, int]]
    choice: ChoicePanel | None
    time: float
    floor_key: str
    _drop_key: tuple[int, Target, int, int] | None
    _drop_text: str
    _targets_key: tuple[int, int, int, Move | None] | None
    _targets: tuple[set[int], set[int], bool]

    if TYPE_CHECKING:

        def score(self) -> Score: ...

        @property
        def position(self) -> Position: ...

        def my_turn(self) -> bool: ...

        def _my_play_turn(self) -> bool: ...

        def save_note(self) -> str | None: ...

    # What glows, where the ring is, what a drop would do.

    def drop_text(self) -> str | None:
        """While a card is dragged on our turn: what dropping it here would do, from the rules
        core (``None`` when nothing is dragged, or off the table)."""
        board = self.board
        if board.drag is None or not self._my_play_turn():
            return None
        target = board.target_at(board.mouse)
        if target is None:
            return None
        score = self.score()
        key = (board.drag.card, target, score.moves_made, len(score.summaries))
        if self._drop_key != key:
            self._drop_key = key
            moves = moves_for(self.position, board.drag.card, target)
            self._drop_text = drop_preview(moves, self.position)
        return self._drop_text

    def _floor_focus_rect(self) -> pygame.Rect | None:
        """Where the floor item last read by Up/Down is (for the focus ring), if still there."""
        key = self.floor_key
        pos = self.position
        if key.startswith("c") and (pos.loose >> int(key[1:])) & 1:
            return sprite_rect(self.board.sprites[int(key[1:])])
        if key.startswith("h") and int(key[1:]) in pos.houses:
            return self.board.house_bounds(int(key[1:]))
        return None

    def legal_targets(self, card: int) -> tuple[set[int], set[int], bool]:
        """The loose cards, houses and open floor that glow for ``card`` (the hinted move's
        alone, when it is hinted)."""
        hint = self.board.hint_move
        score = self.score()
        key = (card, score.moves_made, len(score.summaries), hint)
        if self._targets_key != key:
            self._targets_key = key
            moves = [hint] if hint is not None and hint.card == card else None
            self._targets = targets_of(moves or moves_of_card(self.position, card))
        return self._targets

    # ------------------------------------------------------------------------------------
    # Drawing.

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        board = self.board
        status = self.link.status()
        score = self.score()
        thinking = None
        if status.thinking is not None:
            phase = 0.5 if self.ctx.settings.reduce_motion else (self.time * 0.9) % 1.0
            thinking = (status.thinking, phase)
        self.hud.draw_under(
            surface,
            lay,
            self.images,
            score,
            self.words,
            deal_number=score.deal_number,
            levels=[self.setup.level_of(s) for s in range(self.players)],
            human=self.human,
            thinking=thinking,
            piles=self.shown_piles,
            sprites=board.sprites.values(),
            settled=not self.animator.busy,
        )
        focus = board.drag.card if board.drag is not None else board.selected
        if focus is not None and self._my_play_turn():
            hot = board.target_at(board.mouse) if board.drag is not None else None
            board.draw_targets(surface, self.legal_targets(focus), hot)
        texts = self.hud.texts
        board.draw_cards(surface, self.images, texts, self.position, outlined=board.selected)
        ring = self._floor_focus_rect() if self.floor_key else None
        if ring is not None:
            focus_ring(surface, ring, scale=self.ctx.scale)
        if self.last_view is not None:
            hud.draw_last_play(surface, lay, self.images, texts, self.hud.panels, self.last_view)
        preview = self.drop_text()
        if preview is not None and board.drag is not None:
            s = board.sprites[board.drag.card]
            where = (round(s.x), round(s.y - s.h * 0.62))
            toast(surface, where, [preview], texts, self.hud.panels, px=lay.font_small, alpha=1.0)
        quiet = board.drag is None and self.choice is None and self.my_turn()
        turn = self.words.turn(self.position.phase) if quiet else None
        self.hud.draw_over(surface, lay, self.log, self.toast, turn, self.save_note())
        area = pygame.Rect(lay.table.x, 0, lay.table.width, lay.font_banner * 3)
        area.centery = lay.table.centery
        board.draw_banner(surface, texts, area)
