"""The board's choreography: how a deal and a move's events become card flights.

Functions of a :class:`~game.scenes.board.board.Board`: they read where each card now rests
(:meth:`Board.rest_places`) and send the sprites there, in the order a player would see it
happen (the card played, what it takes gathering, the pile; the floor settling; the packets
still to be dealt).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

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
from game.scenes.board.sprites import Pop, Rest
from game.scenes.cards import CardSprite

if TYPE_CHECKING:
    from game.scenes.board.board import Board


def deal_in(board: Board, pos: Position) -> None:
    """Every card to the dealer's deck, then the opening packets (bidder, floor)."""
    rests = board.rest_places(pos)
    deck = board.places.deck(pos.dealer)
    small = board.places.table.small[1]
    for s in board.sprites.values():
        board.animator.stop(s)
        s.x, s.y, s.angle, s.h, s.face = deck.x, deck.y, deck.angle, small, 0.0
        s.kind, s.seat, s.z, s.travelling = "stock", -1, 40, False
    board.sound("shuffle")
    deal_packets(board, pos, rests, 0.35)


def deal_packets(board: Board, pos: Position, rests: dict[int, Rest], start: float) -> set[int]:
    """Deal the cards still in the deck whose rest place is now a hand or the floor, in
    packets of four from the dealer (bidder first, counter-clockwise)."""
    n = pos.players
    order = [(pos.dealer + 1 + i) % n for i in range(n)]
    chunks: dict[int, list[list[int]]] = {}
    for seat in [*order, -1]:
        cards = [
            c
            for c in (board.floor_order if seat == -1 else sorted(rests))
            if board.sprites[c].kind == "stock"
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
    for k, packet in enumerate(packets):
        at = start + k * 0.07
        board.after(at, lambda: board.sound("deal"))
        for j, c in enumerate(packet):
            board.fly(
                board.sprites[c],
                rests[c],
                0.25,
                "out_cubic",
                delay=at + j * 0.012,
                face_time=0.12,  # a card turns face up as it lands in its owner's hand
                face_delay=0.18,
            )
            dealt.add(c)
    return dealt


def animate(
    board: Board, after: Position, move: Move, events: tuple[Event, ...], seat: int
) -> None:
    """Carry the cards from where they are to their places in ``after``, as ``move`` (made
    by ``seat``, with its ``events``) moves them."""
    rests = board.rest_places(after)
    if any(isinstance(e, BidMade) for e in events):
        # The bid is made: the floor turns face up, one card after another.
        board.sound("click")
        for i, c in enumerate(board.floor_order):
            board.fly(board.sprites[c], rests[c], 0.15, "linear", delay=i * 0.06)
        board.settle(rests, exclude=set(board.floor_order))
        return
    played = move.card
    sprite = board.sprites[played]
    board.sound("play")
    moved: set[int] = {played}
    after_play = 0.3
    for event in events:
        if isinstance(event, CardsCaptured):
            taken = [*event.loose, *event.house_cards]
            moved.update(taken)
            _capture(board, sprite, taken, rests)
            after_play = 0.8
        elif isinstance(event, HouseBuilt | HouseCemented | HouseRaised):
            value = event.value
            board.fly(sprite, rests[played], 0.3, "in_out_cubic")
            house_cards = [c for c, r in rests.items() if r.kind == "house" and r.seat == value]
            for c in house_cards:
                if c != played:
                    board.fly(board.sprites[c], rests[c], 0.2, delay=0.3)
            moved.update(house_cards)
            board.after(0.3, lambda: board.sound("build"))
            board.after(0.45, _popper(board, value))
        elif isinstance(event, SeepMade):
            board.after(0.8, _seeper(board, event.seat, event.points))
    if move.action == "throw":
        board.fly(sprite, rests[played], 0.3, "in_out_cubic")
    # The rest: the player's hand closes up now, the floor tidies once the play has landed,
    # and any cards still to be dealt go out in packets after that.
    dealt = deal_packets(board, after, rests, after_play + 0.15)
    hand = {c for c, r in rests.items() if r.kind == "hand" and r.seat == seat} - dealt
    board.settle({c: rests[c] for c in hand if c not in moved}, duration=0.2)
    leftovers = False
    for event in events:
        if isinstance(event, DealOver) and event.leftovers:
            leftovers = True
            board.after(after_play + 0.1, lambda: board.sound("capture"))
    rest_cards = {
        c: r for c, r in rests.items() if c not in moved and c not in hand and c not in dealt
    }
    board.settle(rest_cards, duration=0.3 if leftovers else 0.25, delay=after_play)
    if board.on_landed is not None:
        board.after(after_play + (0.35 if leftovers else 0.0), board.on_landed)


def _popper(board: Board, value: int) -> Callable[[], None]:
    """The house badge of ``value`` pops: 1.0 → 1.15 → 1.0."""
    pop = board.badge_pop.setdefault(value, Pop())

    def back() -> None:
        board.animator.animate(pop, 0.16, "in_out_quad", scale=1.0)

    def run() -> None:
        board.animator.animate(pop, 0.12, "out_quad", back, scale=1.15)

    return run


def _seeper(board: Board, seat: int, points: int) -> Callable[[], None]:
    def run() -> None:
        if board.on_seep is not None:
            board.on_seep(seat, points)

    return run


def _capture(board: Board, sprite: CardSprite, taken: list[int], rests: dict[int, Rest]) -> None:
    """The played card flies onto what it takes; all gather, then slide to the pile."""
    spots = [(board.sprites[c].x, board.sprites[c].y) for c in taken] or [(sprite.x, sprite.y)]
    mx = sum(p[0] for p in spots) / len(spots)
    my = sum(p[1] for p in spots) / len(spots)
    fh = board.places.table.floor_card[1]
    meet = Rest(mx, my, 0.0, fh, 1.0, 900, "meet", rests[sprite.card].seat)
    board.fly(sprite, meet, 0.3, "in_out_cubic", face_time=0.2)
    bundle = [sprite.card, *taken]

    def gather() -> None:
        board.sound("capture")
        for i, c in enumerate(taken):
            spot = meet._replace(x=mx + (i - len(taken) / 2) * 2, y=my - i * 1.5, z=890 - i)
            board.fly(board.sprites[c], spot, 0.15, "out_quad")

    def to_pile() -> None:
        for i, c in enumerate(bundle):
            board.fly(board.sprites[c], rests[c], 0.35, "out_cubic", delay=i * 0.01)

    board.after(0.3, gather)
    board.after(0.45, to_pile)
