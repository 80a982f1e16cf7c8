"""Plain domain events returned with each applied move, for the table to animate and speak."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class BidMade:
    """The bidder announced a bid."""

    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card left a hand. ``action`` is the move's action name."""

    seat: int
    card: int
    action: str


@dataclass(frozen=True, slots=True)
class CardThrown:
    """A card was thrown loose onto the floor."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class CardsCaptured:
    """Cards went to a team's pile: the played card, the loose cards, the house's cards."""

    seat: int
    team: int
    card: int
    loose: tuple[int, ...]
    house: int | None
    house_cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HouseBuilt:
    """A new house."""

    seat: int
    value: int
    cards: tuple[int, ...]
    pakka: bool


@dataclass(frozen=True, slots=True)
class HouseCemented:
    """Cards were added to an existing house (it is now pakka)."""

    seat: int
    value: int
    added: tuple[int, ...]
    owners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HouseRaised:
    """An ordinary house was raised; ``merged`` when it joined an existing house."""

    seat: int
    old_value: int
    value: int
    added: tuple[int, ...]
    merged: bool
    pakka: bool


@dataclass(frozen=True, slots=True)
class SeepMade:
    """A capture cleared the floor."""

    seat: int
    team: int
    play: int
    points: int


@dataclass(frozen=True, slots=True)
class CardsDealt:
    """A packet was dealt; ``cards`` is empty where the receiving hand is hidden."""

    seat: int
    count: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DealOver:
    """All plays are made; the leftovers went to ``team`` (``None``: nobody captured)."""

    team: int | None
    leftovers: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DealScored:
    """A deal's scores (from :mod:`game.rules.match`)."""

    card_points: tuple[int, int]
    seep_points: tuple[int, int]
    deal_score: tuple[int, int]
    running: tuple[int, int]


@dataclass(frozen=True, slots=True)
class DealThrownIn:
    """The bidder held nothing of 9 or more: the same dealer deals again."""

    dealer: int
    bidder_cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BaaziWon:
    """A team won a baazi; ``reason`` is ``"target"``, ``"under_min"`` or ``"two_seeps"``."""

    team: int
    reason: str


Event = (
    BidMade
    | CardPlayed
    | CardThrown
    | CardsCaptured
    | HouseBuilt
    | HouseCemented
    | HouseRaised
    | SeepMade
    | CardsDealt
    | DealOver
    | DealScored
    | DealThrownIn
    | BaaziWon
)
