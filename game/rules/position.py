"""The position: everything about one deal in progress.

A :class:`Position` is treated as immutable by every public function: :func:`game.rules.apply`
returns a new one. Inside the engine a copy is made and then changed in place, which is what makes
applying a move cheap. Hands, the loose floor and the piles are 52-bit masks of cards.
"""

from __future__ import annotations

from game.rules.cards import VALUE, cards_of, format_cards
from game.rules.options import Rules

BID, PLAY, OVER = "bid", "play", "over"


class House:
    """A house on the floor. Never changed after it is made; moves make new houses.

    Attributes:
        value: 9 to 13.
        cards: mask of every card in it.
        owners: owning seats, in the order they became owners.
        pakka: cemented (two or more sets, or under ``second_action`` two or more actions).
        actions: actions made on it, building included.
    """

    __slots__ = ("actions", "cards", "owners", "pakka", "value")

    def __init__(
        self, value: int, cards: int, owners: tuple[int, ...], pakka: bool, actions: int
    ) -> None:
        self.value = value
        self.cards = cards
        self.owners = owners
        self.pakka = pakka
        self.actions = actions

    def total(self) -> int:
        """Sum of the card values (a whole multiple of the house value)."""
        return sum(VALUE[c] for c in cards_of(self.cards))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, House) and (
            self.value,
            self.cards,
            self.owners,
            self.pakka,
            self.actions,
        ) == (other.value, other.cards, other.owners, other.pakka, other.actions)

    def __hash__(self) -> int:
        return hash((self.value, self.cards, self.owners, self.pakka, self.actions))

    def __repr__(self) -> str:
        cards = " ".join(format_cards(cards_of(self.cards)))
        pakka = "; pakka" if self.pakka else ""
        return f"<House {self.value}: {cards}; owners {list(self.owners)}{pakka}>"


class Position:
    """One deal in progress (or over), in one seat's knowledge or in full.

    Attributes:
        rules: the ruleset.
        players: 4 or 2.
        dealer: the dealing seat; the bidder is the next seat.
        phase: ``"bid"``, ``"play"`` or ``"over"``.
        to_play: the seat to act.
        plays_made: cards played so far this deal (0-48).
        bid: the bid value, or ``None`` before the bid.
        hands: per seat, a mask of the cards held, or ``None`` where hidden.
        hand_sizes: per seat, how many cards are held.
        loose: mask of the loose floor cards.
        houses: the houses on the floor by value.
        piles: per team, a mask of the captured cards.
        seeps: ``(seat, play number, points)`` for every seep of this deal.
        last_capturer: the seat that captured last, or ``None``.
        stock: the cards still to be dealt, in order, or ``None`` where hidden.
        stock_size: how many cards are still to be dealt.
    """

    __slots__ = (
        "bid",
        "dealer",
        "hand_sizes",
        "hands",
        "houses",
        "last_capturer",
        "loose",
        "phase",
        "piles",
        "players",
        "plays_made",
        "rules",
        "seeps",
        "stock",
        "stock_size",
        "to_play",
    )

    rules: Rules
    players: int
    dealer: int
    phase: str
    to_play: int
    plays_made: int
    bid: int | None
    hands: list[int | None]
    hand_sizes: list[int]
    loose: int
    houses: dict[int, House]
    piles: list[int]
    seeps: tuple[tuple[int, int, int], ...]
    last_capturer: int | None
    stock: tuple[int, ...] | None
    stock_size: int

    @property
    def bidder(self) -> int:
        """The seat after the dealer."""
        return (self.dealer + 1) % self.players

    def team_of(self, seat: int) -> int:
        """Team 0 = seats 0 and 2, team 1 = seats 1 and 3 (with 2 players, the seat)."""
        return seat & 1

    def copy(self) -> Position:
        """An independent copy (houses are shared: they are never changed in place)."""
        p = Position.__new__(Position)
        p.rules = self.rules
        p.players = self.players
        p.dealer = self.dealer
        p.phase = self.phase
        p.to_play = self.to_play
        p.plays_made = self.plays_made
        p.bid = self.bid
        p.hands = self.hands.copy()
        p.hand_sizes = self.hand_sizes.copy()
        p.loose = self.loose
        p.houses = self.houses.copy()
        p.piles = self.piles.copy()
        p.seeps = self.seeps
        p.last_capturer = self.last_capturer
        p.stock = self.stock
        p.stock_size = self.stock_size
        return p

    def hand(self, seat: int) -> list[int]:
        """The cards a seat holds, lowest first (empty when hidden)."""
        mask = self.hands[seat]
        return cards_of(mask) if mask is not None else []

    def loose_cards(self) -> list[int]:
        """The loose floor cards, lowest first."""
        return cards_of(self.loose)

    def is_over(self) -> bool:
        """True once all plays of the deal are made."""
        return self.phase == OVER

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return all(getattr(self, s) == getattr(other, s) for s in Position.__slots__)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        """One line for debugging: phase, turn, hands (``?`` hidden), floor, piles, stock.

        (The interchange form is :func:`game.rules.position_to_json`.)
        """
        bid = "" if self.bid is None else f", bid {self.bid}"
        hands = " | ".join(
            "?" if h is None else " ".join(format_cards(cards_of(h))) or "-" for h in self.hands
        )
        loose = " ".join(format_cards(cards_of(self.loose)))
        houses = ", ".join(repr(self.houses[v]) for v in sorted(self.houses))
        piles = "/".join(str(p.bit_count()) for p in self.piles)
        stock = f"{self.stock_size}" + (" hidden" if self.stock is None else "")
        return (
            f"<Position {self.phase}{bid}, play {self.plays_made}, seat {self.to_play} to play;"
            f" hands {hands}; loose [{loose}]; houses [{houses}]; piles {piles} cards;"
            f" stock {stock}>"
        )
