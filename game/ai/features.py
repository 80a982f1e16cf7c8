"""Pure feature functions on positions and moves, shared by every computer player.

Everything here reads only what a view shows: the seat's own hand, the floor, the piles and the
counts. Moves are the engine's hot-path tuples ``(kind, card, loose, house, value)``.
"""

from __future__ import annotations

from game.ai.style import Style
from game.rules import movegen
from game.rules.cards import card_points
from game.rules.movegen import ADD, BUILD, CAPTURE, RAISE, THROW, clearing_values
from game.rules.position import Position

#: Points of each card under the standard values (10♦ = 6).
POINTS = tuple(card_points(c) for c in range(52))
POINTS_TEN_2 = tuple(card_points(c, 2) for c in range(52))
FULL = (1 << 52) - 1
_SHIFT = tuple((v - 1) << 2 for v in range(14))


def _chunk_tables(points: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """For each 13-card quarter of the deck, the points of every subset of it."""
    out = []
    for offset in (0, 13, 26, 39):
        table = [0] * (1 << 13)
        for i in range(1, 1 << 13):
            low = i & -i
            table[i] = table[i ^ low] + points[offset + low.bit_length() - 1]
        out.append(tuple(table))
    return tuple(out)


_TABLES = _chunk_tables(POINTS)
_TABLES_TEN_2 = _chunk_tables(POINTS_TEN_2)


def mask_points(mask: int, points: tuple[int, ...] = POINTS) -> int:
    """Card points of the cards in a mask (four table lookups for the two point scales the
    rules know; the searches' playouts ask this at almost every play)."""
    tables = _TABLES if points is POINTS else _TABLES_TEN_2 if points is POINTS_TEN_2 else None
    if tables is not None:
        a, b, c, d = tables
        return a[mask & 8191] + b[(mask >> 13) & 8191] + c[(mask >> 26) & 8191] + d[mask >> 39]
    total = 0
    while mask:
        low = mask & -mask
        mask ^= low
        total += points[low.bit_length() - 1]
    return total


def captured_mask(pos: Position, move: tuple[int, int, int, int, int]) -> int:
    """Cards a capture takes (the played card included); 0 for other moves."""
    kind, card, loose, hv, _v = move
    if kind != CAPTURE:
        return 0
    taken = (1 << card) | loose
    if hv:
        taken |= pos.houses[hv].cards
    return taken


def is_seep(pos: Position, move: tuple[int, int, int, int, int]) -> bool:
    """Whether a capture clears the floor (see :func:`game.rules.movegen.sweeps`)."""
    return movegen.sweeps(pos, move)


def seep_value(pos: Position) -> int:
    """What a seep on the coming play is worth."""
    return movegen.seep_points(pos.rules, pos.plays_made + 1)


def immediate_gain(pos: Position, move: tuple[int, int, int, int, int]) -> int:
    """Points the move banks now: card points captured plus a seep."""
    if move[0] != CAPTURE:
        return 0
    pts = POINTS if pos.rules.ten_of_diamonds_points == 6 else POINTS_TEN_2
    gain = mask_points(captured_mask(pos, move), pts)
    if is_seep(pos, move):
        gain += seep_value(pos)
    return gain


def floor_after(pos: Position, move: tuple[int, int, int, int, int]) -> tuple[int, dict[int, int]]:
    """The loose floor and the houses (value -> card mask) after a move, without copying."""
    kind, card, loose, hv, v = move
    houses = {k: h.cards for k, h in pos.houses.items()}
    bit = 1 << card
    if kind == THROW:
        return pos.loose | bit, houses
    rest = pos.loose & ~loose
    if kind == CAPTURE:
        if hv:
            del houses[hv]
        return rest, houses
    if kind == BUILD:
        houses[v] = bit | loose
    elif kind == ADD:
        houses[v] = houses[v] | bit | loose
    elif kind == RAISE:
        cards = houses.pop(hv) | bit | loose
        houses[v] = houses.get(v, 0) | cards
    return rest, houses


def unseen_mask(pos: Position, seat: int) -> int:
    """Cards the seat has not seen: not in its hand, on the floor or in a pile."""
    seen = (pos.hands[seat] or 0) | pos.loose | pos.piles[0] | pos.piles[1]
    for h in pos.houses.values():
        seen |= h.cards
    return FULL & ~seen


def seep_risk(pos: Position, move: tuple[int, int, int, int, int], seat: int, unseen: int) -> float:
    """Expected seep points the next player could take after this move (0 if none).

    Uses card counting: the chance that the next player holds a clearing card, from the unseen
    cards and the hand sizes. A partner next (2 players: never) is no risk.
    """
    n = pos.players
    nxt = (pos.to_play + 1) % n
    if pos.plays_made + 1 >= 48:
        return 0.0
    if n == 4 and (nxt & 1) == (seat & 1):
        return 0.0
    loose, houses = floor_after(pos, move)
    if not loose and not houses:
        return 0.0
    values = clearing_values(loose, houses)
    if not values:
        return 0.0
    # After the opening play everyone is dealt a full hand.
    hand_n = 12 if pos.plays_made == 0 else pos.hand_sizes[nxt]
    unseen_n = unseen.bit_count()
    if unseen_n == 0 or hand_n == 0:
        return 0.0
    own = pos.hands[seat] or 0
    if move[0] != 0:
        own &= ~(1 << move[1])
    k = 0
    for r in values:
        k += ((unseen >> _SHIFT[r]) & 15).bit_count()
    if k == 0:
        return 0.0
    # P(the next hand holds at least one of k given cards), drawing hand_n of unseen_n.
    p_none = 1.0
    for i in range(min(hand_n, unseen_n)):
        p_none *= max(0.0, (unseen_n - k - i) / (unseen_n - i))
        if p_none == 0.0:
            break
    value = pos.rules.seep_value if pos.plays_made + 2 < 48 else pos.rules.last_play_seep_value
    floor_pts = mask_points(loose) + sum(mask_points(c) for c in houses.values())
    return (1.0 - p_none) * (value + floor_pts)


def positional(
    pos: Position,
    seat: int,
    m: tuple[int, int, int, int, int],
    hand: int,
    unseen: int,
    w: Style,
    loose_after: int | None = None,
) -> float:
    """The positional terms of a move, weighed by ``w`` (``loose_after``: the loose cards it
    leaves, when the caller has them already). Medium's and the counting evaluation's; compiled
    with the rest of this module, as the counting playouts ask it for every move they weigh."""
    kind, card, loose, hv, v = m
    points_here = POINTS[card] + mask_points(loose)
    if kind == THROW:
        rank = (card >> 2) + 1
        keep = 0.0
        spade = (rank - 1) << 2  # the spade of this value (suits in the order s h d c)
        if w.keep_spade and card != spade and (unseen >> spade) & 1:
            keep = w.keep_spade * POINTS[spade]
        return (
            -keep
            - w.throw_points * POINTS[card]
            - w.throw_value * rank
            + leave_points(pos, m, seat, w.leave, loose_after)
        )
    if kind == CAPTURE:
        return w.capture_cards * captured_mask(pos, m).bit_count() + leave_points(
            pos, m, seat, w.leave, loose_after
        )
    house_cards = (1 << card) | loose
    if kind in (ADD, RAISE):
        target = pos.houses.get(v if kind == ADD else hv)
        if target is not None:
            house_cards |= target.cards
    total_pts = mask_points(house_cards)
    # Who can take the house: the owners' keys against the unseen cards of that value.
    mine = ((hand >> _SHIFT[v]) & 15).bit_count() - ((card >> 2) + 1 == v)
    theirs = ((unseen >> _SHIFT[v]) & 15).bit_count()
    share = mine / max(1, mine + theirs * 0.5)
    value = (
        w.house_share * share * total_pts
        + w.house_points * points_here
        - w.house_risk * (1 - share) * total_pts
    )
    if kind == ADD and pos.players == 4:
        house = pos.houses.get(v)
        if house is not None and (seat ^ 2) in house.owners:
            value += w.feed * points_here + w.feed_bonus  # feed the partner's house
    if kind == RAISE:
        old = pos.houses.get(hv)
        if old is not None:
            value += w.raise_gain * mask_points(old.cards)  # the opponents lose their house
    return value + leave_points(pos, m, seat, w.leave, loose_after) * w.house_leave


def leave_points(
    pos: Position,
    m: tuple[int, int, int, int, int],
    seat: int,
    weight: float,
    loose: int | None = None,
) -> float:
    """A small penalty for the points left loose for the next (opposing) player."""
    if pos.players == 4 and ((pos.to_play + 1) & 1) == (seat & 1):
        return 0.0
    if loose is None:
        loose, _houses = floor_after(pos, m)
    return -weight * mask_points(loose)
