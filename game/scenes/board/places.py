"""The table's geometry for its board: the human's hand at the bottom, the others' fans, the
piles and the deck by the dealer (the tutorial has its own)."""

from __future__ import annotations

from dataclasses import dataclass

from game.scenes.board.board import HandRow
from game.scenes.board.layout import Slot, TableLayout, seat_side


@dataclass
class TablePlaces:
    """:class:`~game.scenes.board.Places` of the card table, for the human at ``human``."""

    layout: TableLayout
    human: int

    @property
    def table(self) -> TableLayout:
        return self.layout

    def hand(self, seat: int, count: int) -> HandRow | None:
        lay = self.layout
        side = seat_side(seat, lay.players, self.human)
        if side == "bottom":
            return HandRow(lay.hand_slots(count), lay.card[1], True, 300)
        return HandRow(lay.fan_slots(side, count), lay.small[1], False, 200)

    def pile(self, team: int) -> Slot:
        return self.layout.pile_slot(team)

    def deck(self, dealer: int) -> Slot:
        return self.layout.deck_slot(seat_side(dealer, self.layout.players, self.human))
