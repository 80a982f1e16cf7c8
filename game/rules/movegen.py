"""The hot path: legal-move generation and applying a move in place.

Moves here are plain tuples ``(kind, card, loose, house, value)``:

- ``kind``: :data:`BID`, :data:`CAPTURE`, :data:`BUILD`, :data:`ADD`, :data:`RAISE`, :data:`THROW`
  (defined in :mod:`game.rules.kinds`, re-exported here);
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

from collections import deque
from typing import NamedTuple

from game.rules.cards import VALUE
from game.rules.errors import InvalidPositionError
from game.rules.kinds import ADD as ADD  # the kinds, importable from here as before
from game.rules.kinds import BID as BID
from game.rules.kinds import BUILD as BUILD
from game.rules.kinds import CAPTURE as CAPTURE
from game.rules.kinds import RAISE as RAISE
from game.rules.kinds import THROW as THROW
from game.rules.options import Rules
from game.rules.position import OVER, PLAY, House, Position

MoveTuple = tuple[int, int, int, int, int]

_NIBBLE_SHIFT = tuple((v - 1) << 2 for v in range(14))
_FIRST_PACKETS_4 = (0, 1, 2, 3, 0, 1, 2, 3, 1, 2, 3)  # offsets from the bidder
_FIRST_PACKETS_2 = (0, 1, 0, 1, 1)
_SECOND_PACKETS_2 = (0, 1, 0, 1, 0, 1)

BID_VALUES = range(9, 14)  # what a bid may name: a house value, 9 to 13 (rules.md §1.5)


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


#: Floor analyses by count vector: ``avail -> (buckets, {(target, start_sum): families})``.
#: Legality depends only on the values on the floor, and floors repeat a great deal in play and
#: in search, so the analysis of a floor is kept (bounded: once full, the oldest floor is forgotten,
#: one at a time, in the order of ``_FLOORS_ORDER``; emptying 50,000 at once stalled a frame).
_FLOORS: dict[int, tuple[list[list[int]], dict[int, list[int]]]] = {}
_FLOORS_ORDER: deque[int] = deque()
FLOOR_CACHE_LIMIT = 50_000


def clear_floor_cache() -> None:
    """Forget every floor analysis (benchmarks use it to time cold generation)."""
    _FLOORS.clear()
    _FLOORS_ORDER.clear()


def floor_analysis(avail: int, loose: int) -> tuple[list[list[int]], dict[int, list[int]]]:
    """The value buckets of a floor and its (lazily filled) table of maximal families."""
    got = _FLOORS.get(avail)
    if got is None:
        if len(_FLOORS) >= FLOOR_CACHE_LIMIT:
            del _FLOORS[_FLOORS_ORDER.popleft()]
        got = _FLOORS[avail] = (value_vectors(loose)[1], {})
        _FLOORS_ORDER.append(avail)
    return got


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
    # Each node carries the sets that fitted its parent: a child's fitting sets are among them.
    stack = [(u, sets) for u in starts]
    seen = set(starts)
    while stack:
        u, cands = stack.pop()
        free = (avail - u) | guard
        fits = [s for s in cands if (free - s) & guard == guard]
        if not fits:
            out.append(u)
            continue
        for s in fits:
            n = u + s
            if n not in seen:
                seen.add(n)
                stack.append((n, fits))
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


_HELD_ZERO = [0] * 14


class Flags(NamedTuple):
    """The options move generation (and :mod:`game.rules.legality`) reads."""

    owning_only: bool  # pakka_add_by == "owning_team_only"
    max_houses: int
    lay_alongside: bool  # allow_lay_alongside_build
    strict_throw: bool  # throw_forbidden_if_can_build
    partner_may_raise: bool
    partner_needs_key: bool  # partner_add_needs_key
    floor_raise: bool  # raise_with_floor_cards
    team_keys: bool  # key_scope == "team"
    second_action: bool  # pakka_rule == "second_action"


_FLAGS: dict[int, tuple[object, Flags]] = {}


def _flags(rules: object) -> Flags:
    """The options move generation reads, as a tuple (looked up once per ruleset)."""
    got = _FLAGS.get(id(rules))
    if got is not None and got[0] is rules:
        return got[1]
    r = rules
    flags = Flags(
        r.pakka_add_by == "owning_team_only",  # type: ignore[attr-defined]
        r.max_houses,  # type: ignore[attr-defined]
        r.allow_lay_alongside_build,  # type: ignore[attr-defined]
        r.throw_forbidden_if_can_build,  # type: ignore[attr-defined]
        r.partner_may_raise,  # type: ignore[attr-defined]
        r.partner_add_needs_key,  # type: ignore[attr-defined]
        r.raise_with_floor_cards,  # type: ignore[attr-defined]
        r.key_scope == "team",  # type: ignore[attr-defined]
        r.pakka_rule == "second_action",  # type: ignore[attr-defined]
    )
    if len(_FLAGS) > 64:
        _FLAGS.clear()
    _FLAGS[id(rules)] = (rules, flags)
    return flags


def generate(pos: Position) -> list[MoveTuple]:
    """Every legal move of the seat to play, each once, ordered by card.

    The hand of ``to_play`` must be shown.
    """
    if pos.phase != PLAY:
        if pos.phase == OVER:
            return []
        bidder_hand = pos.hands[pos.to_play] or 0
        return [(BID, -1, 0, 0, v) for v in BID_VALUES if (bidder_hand >> _NIBBLE_SHIFT[v]) & 15]
    (
        owning_only,
        max_houses,
        lay_alongside,
        strict_throw,
        partner_may_raise,
        partner_needs_key,
        floor_raise,
        team_keys,
        _second,
    ) = _flags(pos.rules)
    p = pos.to_play
    hand = pos.hands[p]
    assert hand is not None, "the hand of the seat to play must be shown"
    houses = pos.houses
    loose = pos.loose
    avail = 0
    m = loose
    while m:  # the count vector: popcount of each value's nibble
        shift = ((m & -m).bit_length() - 1) & ~3
        nib = (m >> shift) & 15
        avail += nib.bit_count() << shift
        m ^= nib << shift
    subs, table = floor_analysis(avail, loose)
    opening = pos.plays_made == 0
    bid = pos.bid or 0
    four = pos.players == 4
    partner = p ^ 2 if four else -1
    # Key counts per value; a team's cards count under key_scope = team (a hidden partner hand
    # counts as none).
    keys = hand
    if four and team_keys:
        partner_hand = pos.hands[partner] or 0
        owned = {v for v, h in houses.items() if p in h.owners or partner in h.owners}
    else:
        partner_hand = 0
        owned = {v for v, h in houses.items() if p in h.owners}
    held = _HELD_ZERO.copy()
    both = keys | partner_hand
    m = both
    while m:
        shift = ((m & -m).bit_length() - 1) & ~3
        held[(shift >> 2) + 1] = ((keys >> shift) & 15).bit_count() + (
            (partner_hand >> shift) & 15
        ).bit_count()
        m &= ~(15 << shift)
    if four and team_keys and pos.hands[partner] is None:
        # A team house whose key is not in this hand has it in the partner's: a public fact.
        for v, team_house in houses.items():
            if not held[v] and (p in team_house.owners or partner in team_house.owners):
                held[v] = 1
    ordinary = [h for h in houses.values() if not h.pakka] if houses and not opening else []
    n_houses = len(houses)
    # Strict throws under team keys, seen from a view: the hidden partner may hold a key that
    # lets a card build, which forbids throwing it. Offer the throw only when no partner's hand
    # could allow a house move, so that every move offered is legal in the full position.
    guess_partner = strict_throw and team_keys and four and pos.hands[partner] is None
    unseen_values = _unseen_values(pos, hand) if guess_partner else 0
    expanded: dict[int, list[int]] = {}
    moves: list[MoveTuple] = []
    append = moves.append
    rest = hand
    while rest:
        base = ((rest & -rest).bit_length() - 1) & ~3
        nib = (rest >> base) & 15
        rest ^= nib << base
        r = (base >> 2) + 1
        templates: list[tuple[int, int, int, int]] = []
        # Capture.
        take_sets = subs[r]
        house_r = houses.get(r)
        can_capture = bool(take_sets) or house_r is not None
        if can_capture and (not opening or r == bid):
            hv = r if house_r is not None else 0
            if take_sets:
                key = r << 4
                fams = table.get(key)
                if fams is None:
                    fams = table[key] = maximal_families(take_sets, [0], avail)
            else:
                fams = [0]
            for vec in fams:
                if vec or hv:
                    got = expanded.get(vec)
                    if got is None:
                        got = expanded[vec] = expand(vec, loose, avail)
                    for u in got:
                        templates.append((CAPTURE, u, hv, r))
        n_capture = len(templates)
        # The last key of an owned house of value r may only capture it.
        keep_r = r not in owned or held[r] >= 2
        # Build or add, for each house value V.
        for v in range(9 if r < 9 else r, 14):
            if opening and v != bid:
                continue
            need = v - r
            if need and not subs[need]:
                continue
            keys_left = held[v] - (v == r)
            h = houses.get(v)
            if h is None:
                if n_houses >= max_houses or (not need and not lay_alongside):
                    continue
                if not keep_r or keys_left < 1:
                    continue
                kind = BUILD
            else:
                owners = h.owners
                if owning_only and h.pakka:
                    if four:
                        if not any((o & 1) == (p & 1) for o in owners):
                            continue
                    elif p not in owners:
                        continue
                if v != r and not keep_r:
                    continue
                # Adding to the partner's house needs no key (unless the option says so, or the
                # key duty is the team's: then the team must keep one).
                if keys_left < 1 and (
                    p in owners or partner not in owners or partner_needs_key or team_keys
                ):
                    continue
                kind = ADD
            key = v << 4 | need
            fams = table.get(key)
            if fams is None:
                starts = subs[need] if need else [0]
                fams = table[key] = maximal_families(subs[v], starts, avail)
            for vec in fams:
                if vec or kind == ADD:
                    got = expanded.get(vec)
                    if got is None:
                        got = expanded[vec] = expand(vec, loose, avail)
                    for u in got:
                        templates.append((kind, u, 0, v))
        # Raise an ordinary house.
        if r <= 4 and ordinary:
            for h in ordinary:
                hv = h.value
                owners = h.owners
                if hv + r > 13 or p in owners:
                    continue
                if partner in owners and not partner_may_raise:
                    continue
                top = 14 - hv - r if floor_raise else 1
                for extra_sum in range(top):
                    v2 = hv + r + extra_sum
                    if extra_sum and not subs[extra_sum]:
                        continue
                    h2 = houses.get(v2)
                    if h2 is not None and h2.pakka and owning_only:
                        if four:
                            if not any((o & 1) == (p & 1) for o in h2.owners):
                                continue
                        elif p not in h2.owners:
                            continue
                    if held[v2] < 1:
                        continue
                    key = v2 << 4 | extra_sum
                    fams = table.get(key)
                    if fams is None:
                        starts = subs[extra_sum] if extra_sum else [0]
                        fams = table[key] = maximal_families(subs[v2], starts, avail)
                    for vec in fams:
                        got = expanded.get(vec)
                        if got is None:
                            got = expanded[vec] = expand(vec, loose, avail)
                        for u in got:
                            templates.append((RAISE, u, hv, v2))
        # Throw.
        if (
            not can_capture
            and (not opening or r == bid)
            and (not strict_throw or len(templates) == n_capture)
            and not (guess_partner and _might_build(pos, r, subs, held, unseen_values))
        ):
            templates.append((THROW, 0, 0, 0))
        if nib == 1 or nib == 2 or nib == 4 or nib == 8:
            c = base + (nib.bit_length() - 1)
            for kind, u, hv, v in templates:
                append((kind, c, u, hv, v))
        else:
            for s in range(4):
                if nib >> s & 1:
                    c = base + s
                    for kind, u, hv, v in templates:
                        append((kind, c, u, hv, v))
    if not moves and guess_partner:
        # Nothing is certainly legal from this view: offer what the seat's own cards allow.
        view = pos.copy()
        view.rules = pos.rules.replace(key_scope="player")
        return generate(view)
    return moves


def _unseen_values(pos: Position, hand: int) -> int:
    """Bit v set when some card of value v is unseen by the seat holding ``hand``."""
    seen = hand | pos.loose | pos.piles[0] | pos.piles[1]
    for h in pos.houses.values():
        seen |= h.cards
    unseen = ((1 << 52) - 1) & ~seen
    return sum(1 << v for v in range(1, 14) if (unseen >> _NIBBLE_SHIFT[v]) & 15)


def _might_build(
    pos: Position, r: int, subs: list[list[int]], held: list[int], unseen_values: int
) -> bool:
    """Whether a card of value ``r`` could build, add or raise if the hidden partner held any
    unseen key (a generous test: it only ever forbids throws)."""
    rules = pos.rules
    opening = pos.plays_made == 0
    for v in range(max(9, r), 14):
        if opening and v != pos.bid:
            continue
        need = v - r
        if need and not subs[need]:
            continue
        if not need and not subs[v] and v not in pos.houses:
            continue
        key = held[v] - (v == r) >= 1 or bool(unseen_values >> v & 1)
        h = pos.houses.get(v)
        if h is None:
            if len(pos.houses) >= rules.max_houses:
                continue
            if not need and not rules.allow_lay_alongside_build:
                continue
        if key:
            return True
    if r <= 4 and not opening:
        p = pos.to_play
        for h in pos.houses.values():
            if h.pakka or h.value + r > 13 or p in h.owners:
                continue
            if (p ^ 2) in h.owners and not rules.partner_may_raise:
                continue
            v2 = h.value + r
            if held[v2] >= 1 or unseen_values >> v2 & 1:
                return True
    return False


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
            pos.seeps = (*pos.seeps, (p, play_no, seep_points(pos.rules, play_no)))
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


def seep_points(rules: Rules, play_no: int) -> int:
    """What a seep made by play ``play_no`` (1-48) is worth: the opening play's value, the last
    play's value, or the ordinary value (a seep on play 24 of a 2-player deal is ordinary)."""
    if play_no == 1:
        return rules.first_play_seep_value
    if play_no == 48:
        return rules.last_play_seep_value
    return rules.seep_value


def sweeps(pos: Position, move: tuple[int, int, int, int, int]) -> bool:
    """Whether a move is a capture that leaves no loose card and no house: a seep."""
    kind, _card, loose, hv, _v = move
    if kind != CAPTURE or loose != pos.loose:
        return False
    n = len(pos.houses)
    return n == 0 or (n == 1 and hv in pos.houses)


def clearing_values(loose: int, houses: dict[int, int]) -> list[int]:
    """Values of a single card that would capture the whole floor (loose mask plus houses by
    value): the values a seep could be made with."""
    if len(houses) > 1:
        return []
    if not loose:
        return list(houses)
    avail = 0
    m = loose
    total = 0
    while m:
        shift = ((m & -m).bit_length() - 1) & ~3
        nib = (m >> shift) & 15
        k = nib.bit_count()
        avail += k << shift
        total += k * ((shift >> 2) + 1)
        m ^= nib << shift
    if houses:
        (hv,) = houses
        candidates = [hv] if total % hv == 0 else []
    else:
        candidates = [r for r in range(1, 14) if total % r == 0]
    out = []
    if candidates:
        subs, table = floor_analysis(avail, loose)
        for r in candidates:
            if total == r and not houses:
                out.append(r)
                continue
            key = r << 4
            fams = table.get(key)
            if fams is None:
                fams = table[key] = maximal_families(subs[r], [0], avail)
            if avail in fams:
                out.append(r)
    return out


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
                raise InvalidPositionError(
                    f"the stock is hidden, so seat {seat}'s shown hand cannot be dealt its cards"
                )
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
