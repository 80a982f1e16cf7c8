"""A player's view: what one seat may know, and nothing more.

Bots and the table get views, never the full position of a live game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.engine import seen_cards, view_for
from game.rules.moves import Move
from game.rules.position import Position


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat's knowledge of a deal.

    Attributes:
        seat: whose view this is.
        position: the position with every other hand and the stock hidden.
        history: the moves of this deal so far, as ``(seat, move)`` (all public).
    """

    seat: int
    position: Position
    history: tuple[tuple[int, Move], ...] = ()

    @classmethod
    def of(cls, pos: Position, seat: int, history: Sequence[tuple[int, Move]] = ()) -> PlayerView:
        """The view of ``seat`` of a full position."""
        return cls(seat, view_for(pos, seat), tuple(history))

    @property
    def hand(self) -> int:
        """Mask of the seat's own cards."""
        return self.position.hands[self.seat] or 0

    def seen(self) -> int:
        """Mask of every card whose place the seat knows: its hand, the floor, both piles."""
        return seen_cards(self.position) | self.hand

    def unseen(self) -> int:
        """Mask of the cards the seat has not seen (in other hands or the stock)."""
        return ((1 << 52) - 1) & ~self.seen()
