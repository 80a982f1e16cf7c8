"""The move chooser: the list of plays a card (or a drop) may mean, and the bid, over a board.

It owns the open list and the moves it offers: it opens the list (spoken as it opens and item by
item as the focus moves), moves a card's list off the cards it asks about, and sends the picked
move to the screen's ``play``. The bid's list may not be cancelled; a cancelled drop sends the
card home. The table uses it; any screen with a board (the tutorial) can.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.i18n import _
from game.rules import Move, Position
from game.rules.targets import bids
from game.scenes.board.board import Board
from game.scenes.board.choices import ListHost, cancel_list, least_hidden, open_list, press_on_list
from game.scenes.board.sprites import sprite_rect
from game.scenes.table.widgets import ChoicePanel
from game.text.finish import bid_obliges
from game.text.spoken import Spoken, for_the_ear
from game.text.words import bid_label, choice_label, which_play


@dataclass(frozen=True)
class OpenList:
    """What a list offers (kept to open it again after the window is rebuilt)."""

    kind: str  # "drop", "card" or "bid"
    moves: tuple[Move, ...]
    anchor: tuple[int, int]


class MoveChooser:
    """The open list of moves of a screen with a board.

    Args:
        host: the screen (its app context and UI container).
        board: the cards (a card's list moves off them; a cancelled drop goes home).
        play: called with the picked move.
        speak: says a line (the list as it opens, each item as it is focused).
        spoken: the screen's current sentences (they follow the language).
        position: the deal as the screen shows it.
    """

    def __init__(
        self,
        host: ListHost,
        board: Board,
        play: Callable[[Move], None],
        speak: Callable[[str], None],
        spoken: Callable[[], Spoken],
        position: Callable[[], Position],
    ) -> None:
        self.host = host
        self.board = board
        self._play = play
        self._speak = speak
        self._spoken = spoken
        self._position = position
        self.panel: ChoicePanel | None = None
        self.moves: list[Move] = []
        self.kind = ""
        self.anchor: tuple[int, int] = (0, 0)

    @property
    def is_open(self) -> bool:
        return self.panel is not None

    def offers(self) -> OpenList | None:
        """What the open list offers (``None``: none is open)."""
        if self.panel is None or self.panel.closed:
            return None
        return OpenList(self.kind, tuple(self.moves), self.anchor)

    # Opening.

    def open_plays(
        self, moves: list[Move], anchor: tuple[int, int], kind: str, hinted: Move | None = None
    ) -> None:
        """Which of ``moves`` (all of one card) is meant: ``kind`` ``"drop"`` or ``"card"``
        (``hinted``: the hinted move, focused as the list opens and said to be the hint)."""
        pos = self._position()
        items = [choice_label(m, pos) for m in moves]
        spoken = self._spoken()
        heard = [spoken.choice_item(m, pos) for m in moves]
        focus = moves.index(hinted) if hinted in moves else 0
        if hinted in moves:
            heard[focus] = spoken.hinted(heard[focus])
        title = which_play(moves[0].card)
        self.open(kind, moves, anchor, title, items, heard=heard, focus=focus)

    def open_bid(self, anchor: tuple[int, int]) -> None:
        """The bid (it may not be cancelled)."""
        moves = bids(self._position())
        if moves:
            items = [bid_label(m.value) for m in moves]
            heard = [for_the_ear(t) for t in items]
            # Translators: the title of the bid's list.
            title = _("Your bid")
            self.open("bid", moves, anchor, title, items, note=bid_obliges(), heard=heard)

    def reopen(self, offered: OpenList, bid_anchor: tuple[int, int]) -> None:
        """Open again what was open (the window was rebuilt)."""
        if offered.kind == "bid":
            self.open_bid(bid_anchor)
        else:
            self.open_plays(list(offered.moves), offered.anchor, offered.kind)

    def open(
        self,
        kind: str,
        moves: list[Move],
        anchor: tuple[int, int],
        title: str,
        items: list[str],
        *,
        note: str = "",
        heard: list[str] | None = None,
        focus: int = 0,
    ) -> None:
        """A list of moves to pick from (the bid may not be cancelled); ``heard``: the items as
        they are spoken (the title and the first item as it opens, each item as it is
        focused)."""
        if self.host.container is None:
            return
        if self.panel is not None:
            self.panel.close()
        self.moves = list(moves)
        self.kind = kind
        self.anchor = anchor
        bid = kind == "bid"
        spoken_items = heard or items
        spoken = self._spoken()
        self.panel = open_list(
            self.host,
            anchor,
            title,
            items,
            self.pick,
            None if bid else self.cancel,
            note=note,
            prefix="bid" if bid else "choice",
            on_focus=lambda i: self._speak(spoken.list_item(spoken_items, i)),
        )
        if self.panel is None:
            return
        self.panel.start_at(focus)
        if not bid:
            self._place(self.panel, moves[0].card)
        # Translators: spoken as a list opens: its title and the line under it.
        heading = _("{title}. {note}.").format(title=title, note=note) if note else title
        self._speak(spoken.choice_list(heading, spoken_items, self.panel.focus))

    def _place(self, panel: ChoicePanel, card: int) -> None:
        """Move a card's list off the cards it asks about (the card and the floor)."""
        board = self.board
        asked = [sprite_rect(board.sprites[card])]
        asked += [sprite_rect(s) for s in board.sprites.values() if s.kind in ("floor", "house")]
        screen = pygame.Rect((0, 0), self.host.ctx.screen_size)
        lay = board.places.table
        avoid = [lay.log, *lay.fans.values(), *lay.plates.values(), lay.score]
        best = least_hidden(panel.rect, lay.table, asked, screen, avoid)
        if best.topleft != panel.rect.topleft:
            panel.panel.set_position(best.topleft)
            panel.rect = best

    # Using it.

    def focus_move(self, move: Move) -> None:
        """Put the focus on ``move`` if the open list offers it (the hinted bid)."""
        if self.panel is not None and move in self.moves:
            self.panel.set_focus(self.moves.index(move))

    def handle_key(self, event: pygame.event.Event) -> bool:
        return self.panel is not None and self.panel.handle_key(event)

    def press_taken(self, point: tuple[int, int]) -> bool:
        return press_on_list(self.panel, point)

    def right_click(self) -> bool:
        return cancel_list(self.panel)

    def pick(self, index: int) -> None:
        moves = self.moves
        self.panel = None
        self.moves = []
        if 0 <= index < len(moves):
            self._play(moves[index])

    def cancel(self) -> None:
        """Close the list; a drop's card goes home."""
        kind = self.kind
        moves = self.moves
        self.close()
        if kind == "drop" and moves:
            self.board.slide_home(moves[0].card, self._position())

    def close(self) -> None:
        if self.panel is not None:
            self.panel.close()
        self.panel = None
        self.moves = []


__all__ = ["MoveChooser", "OpenList"]
