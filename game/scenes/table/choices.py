"""The table's lists of moves to pick from, in :class:`TableChoices`, a mixin of
:class:`game.scenes.table.TableScene`: which play a card (or a drop) means, when it means
several, and the bid (which may not be cancelled). Each list is spoken as it opens and item by
item as the focus moves; a card's list moves off the cards it asks about.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _
from game.play.spoken import for_the_ear
from game.play.words import bid_label, choice_label, which_play
from game.rules.targets import bids
from game.scenes.board import sprite_rect
from game.scenes.board.choices import least_hidden, open_list

if TYPE_CHECKING:
    from pygame_gui.core import UIContainer

    from game.context import AppContext
    from game.play.spoken import Spoken
    from game.rules import Move, Position
    from game.scenes.board import Board
    from game.scenes.layout import TableLayout
    from game.scenes.table_widgets import ChoicePanel

# Translators: under the title of the bid's list ("Your bid").
BID_NOTE = N_("The house value you play for first")


class TableChoices:
    """The table's lists of moves. The scene that mixes it in has the attributes and methods
    declared here (:class:`~game.scenes.table.TableScene`)."""

    ctx: AppContext
    container: UIContainer | None
    spoken: Spoken
    board: Board
    layout: TableLayout
    choice: ChoicePanel | None
    choice_moves: list[Move]
    choice_kind: str
    choice_anchor: tuple[int, int]

    if TYPE_CHECKING:

        @property
        def position(self) -> Position: ...

        def speak(self, text: str, *, keep: bool = True) -> None: ...

        def _human_play(self, move: Move) -> None: ...

    def _open_choice(self, moves: list[Move], anchor: tuple[int, int], kind: str) -> None:
        pos = self.position
        items = [choice_label(m, pos) for m in moves]
        heard = [self.spoken.choice_item(m, pos) for m in moves]
        self._open_list(kind, moves, anchor, which_play(moves[0].card), items, heard=heard)

    def _open_bid(self) -> None:
        moves = bids(self.position)
        lay = self.layout
        if moves:
            anchor = (lay.table.centerx, lay.table.centery + lay.size[1] // 6)
            items = [bid_label(m.value) for m in moves]
            heard = [for_the_ear(t) for t in items]
            # Translators: the title of the bid's list.
            title = _("Your bid")
            self._open_list("bid", moves, anchor, title, items, note=_(BID_NOTE), heard=heard)

    def _open_list(
        self,
        kind: str,
        moves: list[Move],
        anchor: tuple[int, int],
        title: str,
        items: list[str],
        *,
        note: str = "",
        heard: list[str] | None = None,
    ) -> None:
        """A list of moves to pick from (the bid may not be cancelled); ``heard``: the items as
        they are spoken (the title and the first item as it opens, each item as it is
        focused)."""
        if self.container is None:
            return
        if self.choice is not None:
            self.choice.close()
        self.choice_moves = list(moves)
        self.choice_kind = kind
        self.choice_anchor = anchor
        bid = kind == "bid"
        cancel = None if bid else self._cancel_choice
        prefix = "bid" if bid else "choice"
        spoken_items = heard or items
        self.choice = open_list(
            self,
            anchor,
            title,
            items,
            self._pick_choice,
            cancel,
            note=note,
            prefix=prefix,
            on_focus=lambda i: self.speak(self.spoken.list_item(spoken_items, i), keep=False),
        )
        if self.choice is not None and not bid:
            self._place_list(self.choice, moves[0].card)
        if self.choice is not None:
            # Translators: spoken as a list opens: its title and the line under it.
            heading = _("{title}. {note}.").format(title=title, note=note) if note else title
            self.speak(
                self.spoken.choice_list(heading, spoken_items, self.choice.focus), keep=False
            )

    def _place_list(self, choice: ChoicePanel, card: int) -> None:
        """Move a card's list off the cards it asks about (the card and the floor)."""
        board = self.board
        asked = [sprite_rect(board.sprites[card])]
        asked += [sprite_rect(s) for s in board.sprites.values() if s.kind in ("floor", "house")]
        screen = pygame.Rect((0, 0), self.ctx.screen_size)
        best = least_hidden(choice.rect, self.layout.table, asked, screen)
        if best.topleft != choice.rect.topleft:
            choice.panel.set_position(best.topleft)
            choice.rect = best

    def _pick_choice(self, index: int) -> None:
        moves = self.choice_moves
        self.choice = None
        self.choice_moves = []
        if 0 <= index < len(moves):
            self._human_play(moves[index])

    def _cancel_choice(self) -> None:
        kind = self.choice_kind
        moves = self.choice_moves
        if self.choice is not None:
            self.choice.close()
        self.choice = None
        self.choice_moves = []
        if kind == "drop" and moves:
            self.board.slide_home(moves[0].card, self.position)
