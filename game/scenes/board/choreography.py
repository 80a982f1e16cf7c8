"""The board's choreography: how a deal and a move's events become a plan of card flights.

Pure functions: given where each card now is (the sprites, read only), where it rests after the
move (:meth:`Board.rest_places`) and the board's geometry, they return a :data:`Plan` -- the
flights, settlings and cues (a sound, a house badge's pop, a seep, "the play has landed") in the
order a player would see it happen (the card played, what it takes gathering, the pile; the
floor settling; the packets still to be dealt). The :class:`~game.scenes.board.board.Board`
runs the plan; this module knows nothing of it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from game.rules import Move, Position
from game.rules.events import (
    BidMade,
    CardsCaptured,
    DealOver,
    Event,
    HouseBuilt,
    HouseCemented,
    HouseRaised,
    SeepMade,
)
from game.scenes.board.layout import Slot
from game.scenes.board.sprites import Rest
from game.scenes.kit.cards import CardSprite

LAST_CARD_HOLD = 0.45  # seconds the deal's last card lies on the floor before the sweep


@dataclass(frozen=True)
class Flight:
    """``card`` flies to ``rest`` (see :func:`game.scenes.board.sprites.fly`)."""

    card: int
    rest: Rest
    duration: float
    ease: str = "out_cubic"
    delay: float = 0.0
    face_time: float | None = None
    face_delay: float = 0.0


@dataclass(frozen=True)
class Settle:
    """Every card of ``rests`` not at its rest place goes there."""

    rests: Mapping[int, Rest]
    duration: float = 0.25
    delay: float = 0.0
    exclude: frozenset[int] = frozenset()


@dataclass(frozen=True)
class Cue:
    """Something that happens at that moment: ``"sound"`` (``name``), ``"pop"`` (the badge of
    house ``value``), ``"seep"`` (``seat``, ``value`` points) or ``"landed"``."""

    what: str
    name: str = ""
    seat: int = 0
    value: int = 0


@dataclass(frozen=True)
class Stack:
    """Every card is put (at once) face down on the deck at ``slot``, ``h`` high."""

    slot: Slot
    h: float


@dataclass(frozen=True)
class Later:
    """``steps`` begin after ``at`` seconds of animation time."""

    at: float
    steps: tuple[Step, ...] = field(default=())


Step = Flight | Settle | Cue | Stack | Later
Plan = list[Step]


def deal_in(
    pos: Position,
    rests: Mapping[int, Rest],
    floor_order: Sequence[int],
    deck: Slot,
    small: float,
) -> Plan:
    """Every card to the dealer's deck, then the opening packets (bidder, floor)."""
    plan: Plan = [Stack(deck, small), Cue("sound", "shuffle")]
    every = set(rests)
    _dealt, packets = deal_packets(pos, rests, floor_order, every, 0.35)
    return plan + packets


def deal_packets(
    pos: Position,
    rests: Mapping[int, Rest],
    floor_order: Sequence[int],
    in_stock: set[int],
    start: float,
) -> tuple[set[int], Plan]:
    """Deal the cards still in the deck (``in_stock``) whose rest place is now a hand or the
    floor, in packets of four from the dealer (bidder first, counter-clockwise). Returns the
    cards dealt and the plan."""
    n = pos.players
    order = [(pos.dealer + 1 + i) % n for i in range(n)]
    chunks: dict[int, list[list[int]]] = {}
    for seat in [*order, -1]:
        cards = [
            c
            for c in (floor_order if seat == -1 else sorted(rests))
            if c in in_stock
            and rests[c].kind == ("floor" if seat == -1 else "hand")
            and (seat == -1 or rests[c].seat == seat)
        ]
        chunks[seat] = [cards[i : i + 4] for i in range(0, len(cards), 4)]
    packets: list[list[int]] = []
    if chunks[-1]:  # the opening: the bidder's four, then four face down to the floor
        first = chunks[order[0]]
        if first:
            packets.append(first.pop(0))
        packets.extend(chunks[-1])
        chunks[-1] = []
    while any(chunks[s] for s in order):
        for s in order:
            if chunks[s]:
                packets.append(chunks[s].pop(0))
    dealt: set[int] = set()
    plan: Plan = []
    for k, packet in enumerate(packets):
        at = start + k * 0.07
        plan.append(Later(at, (Cue("sound", "deal"),)))
        for j, c in enumerate(packet):
            flight = Flight(
                c,
                rests[c],
                0.25,
                "out_cubic",
                delay=at + j * 0.012,
                face_time=0.12,  # a card turns face up as it lands in its owner's hand
                face_delay=0.18,
            )
            plan.append(flight)
            dealt.add(c)
    return dealt, plan


def animate(
    sprites: Mapping[int, CardSprite],
    rests: Mapping[int, Rest],
    floor_order: Sequence[int],
    floor_h: float,
    after: Position,
    move: Move,
    events: tuple[Event, ...],
    seat: int,
    *,
    landed: bool = True,
    landing: Mapping[int, Rest] | None = None,
) -> Plan:
    """Carry the cards from where they are to their places in ``after`` (``rests``), as
    ``move`` (made by ``seat``, with its ``events``) moves them (``landed``: cue the moment
    the play has landed). The deal's last card, thrown, lands on the floor (``landing``: the
    floor with it, the loose cards making room) and stays a moment before the leftovers go to
    the last capturer's pile with it."""
    plan: Plan = []
    if any(isinstance(e, BidMade) for e in events):
        # The bid is made: the floor turns face up, one card after another.
        plan.append(Cue("sound", "click"))
        for i, c in enumerate(floor_order):
            plan.append(Flight(c, rests[c], 0.15, "linear", delay=i * 0.06))
        plan.append(Settle(rests, exclude=frozenset(floor_order)))
        return plan
    played = move.card
    plan.append(Cue("sound", "play"))
    moved: set[int] = {played}
    after_play = 0.3
    for event in events:
        if isinstance(event, CardsCaptured):
            taken = [*event.loose, *event.house_cards]
            moved.update(taken)
            plan += _capture(sprites, played, taken, rests, floor_h)
            after_play = 0.8
        elif isinstance(event, HouseBuilt | HouseCemented | HouseRaised):
            value = event.value
            plan.append(Flight(played, rests[played], 0.3, "in_out_cubic"))
            house_cards = [c for c, r in rests.items() if r.kind == "house" and r.seat == value]
            for c in house_cards:
                if c != played:
                    plan.append(Flight(c, rests[c], 0.2, delay=0.3))
            moved.update(house_cards)
            plan.append(Later(0.3, (Cue("sound", "build"),)))
            plan.append(Later(0.45, (Cue("pop", value=value),)))
        elif isinstance(event, SeepMade):
            plan.append(Later(0.8, (Cue("seep", seat=event.seat, value=event.points),)))
    swept = any(isinstance(e, DealOver) and played in e.leftovers for e in events)
    swept = swept and move.action == "throw" and landing is not None and played in landing
    if swept and landing is not None:
        plan.append(Flight(played, landing[played], 0.3, "in_out_cubic"))
        for c, r in landing.items():
            if c != played:
                plan.append(Flight(c, r, 0.25))
        after_play = 0.3 + LAST_CARD_HOLD
    elif move.action == "throw":
        plan.append(Flight(played, rests[played], 0.3, "in_out_cubic"))
    # The rest: the player's hand closes up now, the floor tidies once the play has landed,
    # and any cards still to be dealt go out in packets after that.
    in_stock = {c for c, s in sprites.items() if s.kind == "stock"}
    dealt, packets = deal_packets(after, rests, floor_order, in_stock, after_play + 0.15)
    plan += packets
    hand = {c for c, r in rests.items() if r.kind == "hand" and r.seat == seat} - dealt
    plan.append(Settle({c: rests[c] for c in hand if c not in moved}, duration=0.2))
    leftovers = False
    for event in events:
        if isinstance(event, DealOver) and event.leftovers:
            leftovers = True
            plan.append(Later(after_play + 0.1, (Cue("sound", "capture"),)))
    rest_cards = {
        c: r for c, r in rests.items() if c not in moved and c not in hand and c not in dealt
    }
    if swept:  # the landed last card goes with the leftovers (later, not delayed: each card
        # must land first)
        sweep = Flight(played, rests[played], 0.3)
        plan.append(Later(after_play, (sweep, Settle(rest_cards, duration=0.3))))
    else:
        plan.append(Settle(rest_cards, duration=0.3 if leftovers else 0.25, delay=after_play))
    if landed:
        plan.append(Later(after_play + (0.35 if leftovers else 0.0), (Cue("landed"),)))
    return plan


def _capture(
    sprites: Mapping[int, CardSprite],
    played: int,
    taken: list[int],
    rests: Mapping[int, Rest],
    floor_h: float,
) -> Plan:
    """The played card flies onto what it takes; all gather, then slide to the pile."""
    sprite = sprites[played]
    spots = [(sprites[c].x, sprites[c].y) for c in taken] or [(sprite.x, sprite.y)]
    mx = sum(p[0] for p in spots) / len(spots)
    my = sum(p[1] for p in spots) / len(spots)
    meet = Rest(mx, my, 0.0, floor_h, 1.0, 900, "meet", rests[played].seat)
    gather: list[Step] = [Cue("sound", "capture")]
    for i, c in enumerate(taken):
        spot = meet._replace(x=mx + (i - len(taken) / 2) * 2, y=my - i * 1.5, z=890 - i)
        gather.append(Flight(c, spot, 0.15, "out_quad"))
    bundle = [played, *taken]
    to_pile = tuple(
        Flight(c, rests[c], 0.35, "out_cubic", delay=i * 0.01) for i, c in enumerate(bundle)
    )
    return [
        Flight(played, meet, 0.3, "in_out_cubic", face_time=0.2),
        Later(0.3, tuple(gather)),
        Later(0.45, to_pile),
    ]
