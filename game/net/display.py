"""A whole position for a seat's board: its view, with stand-in cards where it sees none. No
pygame.

The board draws every card as a sprite, the hidden ones face down, so a friend's table needs a
whole :class:`~game.rules.Position` although its seat knows only its
:class:`~game.rules.PlayerView`. :class:`StandIns` fills the view's hidden hands and the stock
with stand-ins drawn from the cards the seat has not seen, and keeps them STABLE from one
position to the next: a stand-in stays where it was (nothing flies around the table) and moves
only when it is dealt (the stock's front to a hand) or swapped (:meth:`StandIns.before_play`:
a seat plays a card that was a stand-in elsewhere, so it is put into that seat's hand in the
position before the play, and flies from the right hand).

Nothing a stand-in shows is ever drawn face up: the board shows another seat's hand and the
stock face down, and a stand-in is only ever one of the unseen cards, so it tells nothing.
"""

from __future__ import annotations

from game.rules import PlayerView, Position, seen_cards

ALL = (1 << 52) - 1


def _mask(cards: list[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


class StandIns:
    """The stand-ins of one seat's board (one object a client; :meth:`fill` each view)."""

    def __init__(self) -> None:
        self.hands: dict[int, list[int]] = {}  # a hidden hand's stand-ins, by seat
        self.stock: list[int] = []  # the stock's stand-ins, its front (dealt first) first

    def reset(self) -> None:
        """A new deal: the last deal's stand-ins are forgotten."""
        self.hands = {}
        self.stock = []

    def fill(self, view: PlayerView) -> Position:
        """The whole position of ``view`` (see the module's docstring)."""
        pos = view.position
        hidden = [s for s in range(pos.players) if pos.hands[s] is None]
        known = seen_cards(pos)
        for h in pos.hands:
            known |= h or 0
        unseen = ALL & ~known
        taken = 0
        keep: dict[int, list[int]] = {}
        for s in hidden:
            cards = [c for c in self.hands.get(s, []) if unseen >> c & 1 and not taken >> c & 1]
            keep[s] = cards[: pos.hand_sizes[s]]
            taken |= _mask(keep[s])
        stock = [c for c in self.stock if unseen >> c & 1 and not taken >> c & 1]
        for s in hidden:  # a hand that grew was dealt from the stock's front
            while len(keep[s]) < pos.hand_sizes[s] and stock:
                keep[s].append(stock.pop(0))
        stock_size = pos.stock_size if pos.stock is None else 0
        if len(stock) > stock_size:  # dealt to hands this seat sees (its own)
            stock = stock[len(stock) - stock_size :]
        taken = _mask(stock)
        for s in hidden:
            taken |= _mask(keep[s])
        pool = [c for c in range(52) if unseen >> c & 1 and not taken >> c & 1]
        for s in hidden:
            while len(keep[s]) < pos.hand_sizes[s] and pool:
                keep[s].append(pool.pop(0))
        while len(stock) < stock_size and pool:
            stock.append(pool.pop(0))
        self.hands, self.stock = keep, stock
        whole = pos.copy()
        for s in hidden:
            whole.hands[s] = _mask(keep[s])
        if pos.stock is None:
            whole.stock = tuple(stock)
        return whole

    def before_play(self, before: Position, seat: int, card: int) -> Position:
        """``before`` (a whole position this object filled) with ``card`` in ``seat``'s hand:
        ``seat`` plays ``card``, which was a stand-in elsewhere (another hand or the stock): the
        two stand-ins trade places. Unchanged when it is there already, or ``seat``'s hand is
        not a stand-in one."""
        mine = self.hands.get(seat)
        if mine is None or card in mine or not mine:
            return before
        out = before.copy()
        given = mine[-1]
        for s, cards in self.hands.items():
            if card in cards:
                cards[cards.index(card)] = given
                out.hands[s] = _mask(cards)
                break
        else:
            if card not in self.stock:
                return before  # not a stand-in here: nothing to trade
            self.stock[self.stock.index(card)] = given
            out.stock = tuple(self.stock)
        mine[-1] = card
        out.hands[seat] = _mask(mine)
        return out

    def floor_shown(self, before: Position, loose: int) -> Position:
        """``before`` (the bid's whole position, its face-down floor stand-ins) with the floor
        the bid turns up (``loose``) in their place: each real floor card trades places with a
        face-down stand-in, so the floor's cards turn over where they lie and nothing flies."""
        out = before.copy()
        old = [c for c in range(52) if before.loose >> c & 1 and not loose >> c & 1]
        for card in range(52):
            if not loose >> card & 1 or before.loose >> card & 1 or not old:
                continue
            spare = old.pop()
            for s, others in self.hands.items():
                if card in others:
                    others[others.index(card)] = spare
                    out.hands[s] = _mask(others)
                    break
            else:
                if card not in self.stock:
                    continue  # (not a stand-in here)
                self.stock[self.stock.index(card)] = spare
                out.stock = tuple(self.stock)
            out.loose = out.loose & ~(1 << spare) | 1 << card
        return out

    def reveal(self, whole: Position, seat: int, cards: tuple[int, ...]) -> Position:
        """``whole`` with ``seat``'s hand shown as ``cards`` (a thrown-in bidder's hand is
        shown to everyone): each card trades places with one of the seat's stand-ins (in
        another hand, the stock, or the face-down floor of the bid)."""
        mine = self.hands.get(seat)
        if mine is None:
            return whole
        out = whole.copy()
        for card in cards:
            if card in mine:
                continue
            spare = next((c for c in mine if c not in cards), None)
            if spare is None:
                break
            mine[mine.index(spare)] = card
            for s, others in self.hands.items():
                if s != seat and card in others:
                    others[others.index(card)] = spare
                    out.hands[s] = _mask(others)
                    break
            else:
                if card in self.stock:
                    self.stock[self.stock.index(card)] = spare
                    out.stock = tuple(self.stock)
                elif out.loose >> card & 1:  # a face-down floor card of the bid
                    out.loose = out.loose & ~(1 << card) | 1 << spare
        out.hands[seat] = _mask(mine)
        return out


__all__ = ["StandIns"]
