"""The hot path: legal-move generation and applying a move in place.

Moves here are plain tuples ``(kind, card, loose, house, value)``:

- ``kind``: :data:`BID`, :data:`CAPTURE`, :data:`BUILD`, :data:`ADD`, :data:`RAISE`, :data:`THROW`;
- ``card``: the card played (``-1`` for a bid);
- ``loose``: mask of the loose floor cards the move takes or puts into a house;
- ``house``: for a capture, the value of the house taken (0 for none); for a raise, the value of
  the house raised; otherwise 0;
- ``value``: the bid, the capture value, or the value of the house built, added to or raised to
  (0 for a throw).

:class:`game.rules.moves.Move` is a named tuple of the same shape, so both kinds compare equal.
Nothing here checks its input: :func:`play` trusts that the move came from :func:`generate`.
"""

from __future__ import annotations

from game.rules.cards import VALUE
from game.rules.position import OVER, PLAY, House, Position

BID, CAPTURE, BUILD, ADD, RAISE, THROW = range(6)
MoveTuple = tuple[int, int, int, int, int]

_NIBBLE_SHIFT = tuple((v - 1) << 2 for v in range(14))
_FIRST_PACKETS_4 = (0, 1, 2, 3, 0, 1, 2, 3, 1, 2, 3)  # offsets from the bidder
_FIRST_PACKETS_2 = (0, 1, 0, 1, 1)
_SECOND_PACKETS_2 = (0, 1, 0, 1, 0, 1)


def subsets_by_sum(loose: int) -> list[list[int]]:
    """Every non-empty subset of the loose cards whose values add up to 13 or less, by sum.

    One pruned pass per position; every card and every target then reads the buckets.
    """
    masks = [0]
    sums = [0]
    m = loose
    while m:
        low = m & -m
        m ^= low
        v = ((low.bit_length() - 1) >> 2) + 1
        lim = 13 - v
        for i in range(len(masks)):
            s = sums[i]
            if s <= lim:
                masks.append(masks[i] | low)
                sums.append(s + v)
    buckets: list[list[int]] = [[] for _ in range(14)]
    for i in range(1, len(masks)):
        buckets[sums[i]].append(masks[i])
    return buckets


def maximal_unions(sets: list[int], start: int) -> list[int]:
    """Every maximal union ``start ∪ s1 ∪ s2 ...`` of pairwise disjoint ``sets`` disjoint from
    ``start``: unions to which no further set of the list can be added. Each union once.
    """
    for s in sets:
        if not s & start:
            break
    else:
        return [start]
    out: list[int] = []
    stack = [start]
    seen = {start}
    while stack:
        u = stack.pop()
        extended = False
        for s in sets:
            if not s & u:
                extended = True
                n = u | s
                if n not in seen:
                    seen.add(n)
                    stack.append(n)
        if not extended:
            out.append(u)
    return out


def mask_sum(mask: int) -> int:
    """Sum of the card values in a mask."""
    total = 0
    while mask:
        low = mask & -mask
        mask ^= low
        total += ((low.bit_length() - 1) >> 2) + 1
    return total


#: Guard bits of a count vector: one per value nibble (see :func:`value_vectors`).
_GUARD = sum(8 << (4 * i) for i in range(13))
#: For each 4-bit suit nibble and k, every sub-nibble with k bits set.
_COMBOS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(x for x in range(16) if x & ~nib == 0 and x.bit_count() == k) for k in range(5))
    for nib in range(16)
)


def value_vectors(loose: int) -> tuple[int, list[list[int]]]:
    """The loose floor as a count vector, and every sub-multiset of values adding up to 1-13.

    A count vector holds, in the nibble of each value (the same nibble as the value's cards in a
    card mask), how many cards of that value it has. Legality depends only on values, so sets,
    families and absorption are worked out on count vectors (at most 101 per sum) and turned into
    concrete cards at the end; a floor with many equal values stays cheap.

    Returns:
        ``(available, buckets)`` where ``buckets[s]`` lists the vectors that add up to ``s``.
    """
    vecs = [0]
    sums = [0]
    avail = 0
    for v in range(1, 14):
        shift = (v - 1) << 2
        nib = (loose >> shift) & 15
        if not nib:
            continue
        count = nib.bit_count()
        unit = 1 << shift
        avail += count * unit
        for i in range(len(vecs)):
            s = sums[i]
            vec = vecs[i]
            for _ in range(count):
                s += v
                if s > 13:
                    break
                vec += unit
                vecs.append(vec)
                sums.append(s)
    buckets: list[list[int]] = [[] for _ in range(14)]
    for i in range(1, len(vecs)):
        buckets[sums[i]].append(vecs[i])
    return avail, buckets


def maximal_families(sets: list[int], starts: list[int], avail: int) -> list[int]:
    """Every maximal ``start + s1 + s2 ...`` (for any of the ``starts``) of value ``sets`` that
    fit in ``avail`` together: count vectors to which no further set fits. Each once.

    One search from all the starts at once, so a union reached from several starts (or in
    several orders) is expanded only once.
    """
    guard = _GUARD
    if len(starts) == 1:
        start = starts[0]
        free = (avail - start) | guard
        for s in sets:
            if (free - s) & guard == guard:
                break
        else:
            return [start]
    out: list[int] = []
    stack = list(starts)
    seen = set(starts)
    while stack:
        u = stack.pop()
        free = (avail - u) | guard
        extended = False
        for s in sets:
            if (free - s) & guard == guard:
                extended = True
                n = u + s
                if n not in seen:
                    seen.add(n)
                    stack.append(n)
        if not extended:
            out.append(u)
    return out


_ONES = sum(1 << (4 * i) for i in range(13))


def expand(vec: int, loose: int, avail: int) -> list[int]:
    """Every mask of loose cards with the values of count vector ``vec``."""
    nz = ((vec | vec >> 1 | vec >> 2) & _ONES) * 15
    if avail & nz == vec:  # every card of each value it uses: one mask
        return [loose & nz]
    out = [0]
    while vec:
        shift = ((vec & -vec).bit_length() - 1) & ~3
        k = (vec >> shift) & 15
        vec -= k << shift
        nib = (loose >> shift) & 15
        if k == nib.bit_count():
            add = nib << shift
            out = [m | add for m in out]
        else:
            opts = _COMBOS[nib][k]
            out = [m | (o << shift) for m in out for o in opts]
    return out


def generate(pos: Position) -> list[MoveTuple]:
    """Every legal move of the seat to play, each once, ordered by card.

    The hand of ``to_play`` must be shown.
    """
    if pos.phase != PLAY:
        if pos.phase == OVER:
            return []
        bidder_hand = pos.hands[pos.to_play] or 0
        return [
            (BID, -1, 0, 0, v) for v in range(9, 14) if (bidder_hand >> _NIBBLE_SHIFT[v]) & 15
        ]
    rules = pos.rules
    p = pos.to_play
    hand = pos.hands[p]
    assert hand is not None, "the hand of the seat to play must be shown"
    houses = pos.houses
    loose = pos.loose
    avail, subs = value_vectors(loose)
    opening = pos.plays_made == 0
    bid = pos.bid or 0
    four = pos.players == 4
    partner = p ^ 2 if four else -1
    # Keys: a team's cards count under key_scope = team (a hidden partner hand counts as none).
    keys = hand
    if four and rules.key_scope == "team":
        keys_partner = pos.hands[partner] or 0
        owned = {v for v, h in houses.items() if p in h.owners or partner in h.owners}
    else:
        keys_partner = 0
        owned = {v for v, h in houses.items() if p in h.owners}

    def key_after(v: int, r: int) -> int:
        n = ((keys >> _NIBBLE_SHIFT[v]) & 15).bit_count() - (v == r)
        if keys_partner:
            n += ((keys_partner >> _NIBBLE_SHIFT[v]) & 15).bit_count()
        return n

    def on_owning_team(h: House) -> bool:
        if not four:
            return p in h.owners
        return any((o & 1) == (p & 1) for o in h.owners)

    expanded: dict[int, list[int]] = {}

    def masks(vec: int) -> list[int]:
        got = expanded.get(vec)
        if got is None:
            got = expanded[vec] = expand(vec, loose, avail)
        return got

    owning_only = rules.pakka_add_by == "owning_team_only"
    max_houses = rules.max_houses
    lay_alongside = rules.allow_lay_alongside_build
    strict_throw = rules.throw_forbidden_if_can_build
    partner_may_raise = rules.partner_may_raise
    partner_needs_key = rules.partner_add_needs_key
    floor_raise = rules.raise_with_floor_cards
    ordinary = [h for h in houses.values() if not h.pakka] if not opening else []

    moves: list[MoveTuple] = []
    for r in range(1, 14):
        nib = (hand >> _NIBBLE_SHIFT[r]) & 15
        if not nib:
            continue
        templates: list[tuple[int, int, int, int]] = []
        # Capture.
        take_sets = subs[r]
        house_r = houses.get(r)
        can_capture = bool(take_sets) or house_r is not None
        if can_capture and (not opening or r == bid):
            hv = r if house_r is not None else 0
            for vec in maximal_families(take_sets, [0], avail) if take_sets else (0,):
                if vec or hv:
                    for u in masks(vec):
                        templates.append((CAPTURE, u, hv, r))
        n_capture = len(templates)
        # The last key of an owned house of value r may only capture it.
        keep_r = r not in owned or key_after(r, r) >= 1
        # Build or add, for each house value V.
        for v in range(9 if r < 9 else r, 14):
            if opening and v != bid:
                continue
            need = v - r
            if need:
                prims = subs[need]
                if not prims:
                    continue
            else:
                prims = [0]
            h = houses.get(v)
            if h is None:
                if len(houses) >= max_houses or (not need and not lay_alongside):
                    continue
                if not keep_r or key_after(v, r) < 1:
                    continue
                kind = BUILD
            else:
                if owning_only and h.pakka and not on_owning_team(h):
                    continue
                if v != r and not keep_r:
                    continue
                # Adding to the partner's house needs no key (unless the option says so).
                needs_key = p in h.owners or partner not in h.owners or partner_needs_key
                if needs_key and key_after(v, r) < 1:
                    continue
                kind = ADD
            for vec in maximal_families(subs[v], prims, avail):
                if vec or kind == ADD:
                    for u in masks(vec):
                        templates.append((kind, u, 0, v))
        # Raise an ordinary house.
        if r <= 4 and ordinary:
            for h in ordinary:
                hv = h.value
                if hv + r > 13 or p in h.owners:
                    continue
                if partner in h.owners and not partner_may_raise:
                    continue
                top = 14 - hv - r if floor_raise else 1
                for extra_sum in range(top):
                    v2 = hv + r + extra_sum
                    h2 = houses.get(v2)
                    if h2 is not None and h2.pakka and owning_only and not on_owning_team(h2):
                        continue
                    if key_after(v2, r) < 1:
                        continue
                    starts = subs[extra_sum] if extra_sum else [0]
                    for vec in maximal_families(subs[v2], starts, avail):
                        for u in masks(vec):
                            templates.append((RAISE, u, hv, v2))
        # Throw.
        if (
            not can_capture
            and (not opening or r == bid)
            and (not strict_throw or len(templates) == n_capture)
        ):
            templates.append((THROW, 0, 0, 0))
        base = _NIBBLE_SHIFT[r]
        for s in range(4):
            if nib >> s & 1:
                c = base + s
                for kind, u, hv, v in templates:
                    moves.append((kind, c, u, hv, v))
    return moves


def play(pos: Position, move: tuple[int, int, int, int, int], finish: bool = True) -> None:
    """Apply a generated move to ``pos`` in place: the play, dealing, seeps and the deal's end.

    With ``finish=False`` the end of the deal (the sweep of the leftovers) is left to the caller.
    """
    kind, c, loose, hv, v = move
    if kind == BID:
        pos.bid = v
        pos.phase = PLAY
        return
    p = pos.to_play
    bit = 1 << c
    hand = pos.hands[p]
    if hand is not None:
        pos.hands[p] = hand & ~bit
    pos.hand_sizes[p] -= 1
    play_no = pos.plays_made + 1
    if kind == THROW:
        pos.loose |= bit
    elif kind == CAPTURE:
        taken = bit | loose
        pos.loose &= ~loose
        if hv:
            taken |= pos.houses.pop(hv).cards
        pos.piles[p & 1] |= taken
        pos.last_capturer = p
        if not pos.loose and not pos.houses:
            rules = pos.rules
            if play_no == 1:
                points = rules.first_play_seep_value
            elif play_no == 48:
                points = rules.last_play_seep_value
            else:
                points = rules.seep_value
            pos.seeps = (*pos.seeps, (p, play_no, points))
    else:
        pos.loose &= ~loose
        second_action = pos.rules.pakka_rule == "second_action"
        if kind == BUILD:
            total = VALUE[c] + mask_sum(loose)
            pos.houses[v] = House(v, bit | loose, (p,), total > v, 1)
        elif kind == ADD:
            h = pos.houses[v]
            owners = h.owners
            if p not in owners and (pos.players == 2 or (p ^ 2) not in owners):
                owners = (*owners, p)
            pos.houses[v] = House(v, h.cards | bit | loose, owners, True, h.actions + 1)
        else:  # RAISE
            h = pos.houses.pop(hv)
            cards = h.cards | bit | loose
            h2 = pos.houses.get(v)
            if h2 is not None:
                owners = h2.owners if p in h2.owners else (*h2.owners, p)
                pos.houses[v] = House(v, h2.cards | cards, owners, True, h2.actions + 1)
            else:
                actions = h.actions + 1
                total = hv + VALUE[c] + mask_sum(loose)
                pakka = total > v or (second_action and actions >= 2)
                pos.houses[v] = House(v, cards, (p,), pakka, actions)
    pos.plays_made = play_no
    n = pos.players
    bidder = (pos.dealer + 1) % n
    if play_no == 1:
        deal(pos, _FIRST_PACKETS_4 if n == 4 else _FIRST_PACKETS_2)
    elif play_no == 24 and n == 2:
        deal(pos, _SECOND_PACKETS_2)
    pos.to_play = (bidder + play_no) % n
    if play_no == 48 and finish:
        end_deal(pos)


def deal(pos: Position, packets: tuple[int, ...]) -> None:
    """Deal packets of four from the stock, to the bidder plus each offset in turn."""
    n = pos.players
    bidder = (pos.dealer + 1) % n
    stock = pos.stock
    hands = pos.hands
    i = 0
    for off in packets:
        seat = (bidder + off) % n
        if hands[seat] is not None:
            if stock is None:
                raise ValueError("the stock is hidden, so the cards cannot be dealt")
            m = 0
            for card in stock[i : i + 4]:
                m |= 1 << card
            hands[seat] = (hands[seat] or 0) | m
        pos.hand_sizes[seat] += 4
        i += 4
    if stock is not None:
        pos.stock = stock[i:]
    pos.stock_size -= i


def end_deal(pos: Position) -> None:
    """The deal is over: the leftovers go to the last capturer's team."""
    pos.phase = OVER
    if pos.last_capturer is not None:
        rest = pos.loose
        for h in pos.houses.values():
            rest |= h.cards
        pos.piles[pos.last_capturer & 1] |= rest
        pos.loose = 0
        pos.houses = {}
