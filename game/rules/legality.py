"""Whether one move is legal, checked directly against the position (no move list).

:func:`is_legal_move` answers exactly what ``tuple(move) in set(movegen.generate(pos))`` answers
(the tests compare the two on many random positions under every preset and option), but looks
only at the move's own card, value and floor cards: it does not work out the floor's subsets or
any other card's moves. Replaying a long saved match checks every move this way (Continue of a
300-deal match within 100 ms: tools/bench_saves.py).

The conditions are :func:`movegen.generate`'s, one move kind at a time:

- the family of loose cards a capture, build, add or raise takes is the move's ``loose`` mask;
  it must split into one group adding up to the part the card and house leave open (none for a
  capture) plus whole sets of the target value, and no further set of that value may be left on
  the floor (the "take every set" rule: :func:`movegen.maximal_families`);
- a throw needs a card that captures nothing and, under ``throw_forbidden_if_can_build``, one
  with no house move either.

Positions seen from a view with the partner's hand hidden under team keys and strict throws
(where :func:`movegen.generate` guesses at the partner) are handed to the move list.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules import movegen
from game.rules.kinds import ADD, BUILD, CAPTURE, RAISE, THROW
from game.rules.position import PLAY, Position

# Masks for counting the bits of every 4-bit nibble at once: a card mask's count vector.
_M1 = sum(0b0101 << (4 * i) for i in range(13))
_M2 = sum(0b0011 << (4 * i) for i in range(13))

_flags = movegen._flags


def _counts(mask: int) -> int:
    """The count vector of a card mask: in each value's nibble, how many cards of it."""
    x = mask - ((mask >> 1) & _M1)
    return (x & _M2) + ((x >> 2) & _M2)


def _reach(vec: int, top: int) -> int:
    """Bit ``s`` set for every sum ``s <= top`` that some sub-multiset of ``vec`` adds up to."""
    reach = 1
    lim = (2 << top) - 1
    while vec:
        shift = ((vec & -vec).bit_length() - 1) & ~3
        w = (shift >> 2) + 1
        if w > top:
            break
        k = (vec >> shift) & 15
        vec -= k << shift
        for _ in range(k):
            reach = (reach | reach << w) & lim
    return reach


def _values(vec: int) -> list[int]:
    """The values of a count vector, highest first, each as often as it is counted."""
    out: list[int] = []
    shift = 48
    while vec:
        k = (vec >> shift) & 15
        if k:
            out += [(shift >> 2) + 1] * k
            vec -= k << shift
        shift -= 4
    return out


def _fill(items: list[int], i: int, bins: list[int]) -> bool:
    """Whether ``items[i:]`` (highest first) fill the ``bins`` exactly (their sums are equal)."""
    if i == len(items):
        return True
    x = items[i]
    tried = 0
    for j, room in enumerate(bins):
        if room >= x and not tried >> room & 1:
            tried |= 1 << room
            bins[j] = room - x
            if _fill(items, i + 1, bins):
                return True
            bins[j] = room
    return False


def _family(vec: int, avail: int, start: int, target: int) -> bool:
    """Whether ``vec`` is one of :func:`movegen.maximal_families`'s families: a group adding up
    to ``start`` (none when 0) plus whole sets of ``target``, with no set of ``target`` left in
    the rest of the floor ``avail``."""
    if _reach(avail - vec, target) >> target & 1:
        return False
    if not vec:
        return not start
    items = _values(vec)
    total = sum(items) - start
    if total < 0 or total % target:
        return False
    bins = [target] * (total // target)
    if start:
        bins.append(start)
    return _fill(items, 0, bins)


def _team_may_add_pakka(pos: Position, owners: tuple[int, ...], p: int) -> bool:
    """Under ``pakka_add_by = owning_team_only``: whether seat ``p`` may add to a pakka house."""
    if pos.players == 4:
        return any((o & 1) == (p & 1) for o in owners)
    return p in owners


def is_legal_move(pos: Position, move: Sequence[int]) -> bool:
    """Exactly whether ``tuple(move)`` is among ``movegen.generate(pos)``.

    The hand of ``to_play`` must be shown.
    """
    if pos.phase != PLAY or len(move) != 5:
        return tuple(move) in set(movegen.generate(pos))
    kind, c, loose_taken, hv, v = move
    if not (
        type(kind) is int
        and type(c) is int
        and type(loose_taken) is int
        and type(hv) is int
        and type(v) is int
    ):  # a bool or a float equal to a number: as the move list's set would answer
        return tuple(move) in set(movegen.generate(pos))
    flags = _flags(pos.rules)
    team_keys = flags.team_keys
    p = pos.to_play
    four = pos.players == 4
    partner = p ^ 2 if four else -1
    team = four and team_keys
    if team and pos.hands[partner] is None:  # a view: the move list guesses at the partner
        return tuple(move) in set(movegen.generate(pos))
    hand = pos.hands[p] or 0
    loose = pos.loose
    if not 0 <= c < 52 or not hand >> c & 1 or loose_taken & ~loose or loose_taken < 0:
        return False
    r = (c >> 2) + 1
    opening = pos.plays_made == 0
    bid = pos.bid or 0
    houses = pos.houses
    avail = _counts(loose)
    if kind == CAPTURE:
        if v != r or (opening and r != bid):
            return False
        if hv != (r if r in houses else 0) or not (loose_taken or hv):
            return False
        return _family(_counts(loose_taken), avail, 0, r)

    held = _counts(hand | (pos.hands[partner] or 0)) if team else _counts(hand)
    house_r = houses.get(r)
    owned_r = house_r is not None and (p in house_r.owners or (team and partner in house_r.owners))
    keep_r = not owned_r or (held >> ((r - 1) << 2)) & 15 >= 2

    if kind == THROW:
        if loose_taken or hv or v or (opening and r != bid):
            return False
        if house_r is not None or _reach(avail, r) >> r & 1:
            return False  # the card can capture
        return not flags.strict_throw or not _has_house_move(
            pos, flags, r, _reach(avail, 13), held, keep_r
        )

    vec = _counts(loose_taken)

    if kind in (BUILD, ADD):
        if hv or v > 13 or v < 9 or v < r or (opening and v != bid):
            return False
        keys_left = ((held >> ((v - 1) << 2)) & 15) - (v == r)
        need = v - r
        h = houses.get(v)
        if kind == BUILD:
            if (
                h is not None
                or len(houses) >= flags.max_houses
                or not (need or flags.lay_alongside)
            ):
                return False
            if not keep_r or keys_left < 1 or not vec:
                return False
        else:
            if h is None:
                return False
            owners = h.owners
            if flags.owning_only and h.pakka and not _team_may_add_pakka(pos, owners, p):
                return False
            if v != r and not keep_r:
                return False
            if keys_left < 1 and (
                p in owners or partner not in owners or flags.partner_needs_key or team_keys
            ):
                return False
        return _family(vec, avail, need, v)

    if kind == RAISE:
        h = houses.get(hv)
        if r > 4 or opening or h is None or h.pakka or hv + r > 13 or p in h.owners:
            return False
        if partner in h.owners and not flags.partner_may_raise:
            return False
        extra = v - hv - r
        if extra < 0 or extra >= (14 - hv - r if flags.floor_raise else 1):
            return False
        h2 = houses.get(v)
        if h2 is not None and h2.pakka and flags.owning_only:
            if not _team_may_add_pakka(pos, h2.owners, p):
                return False
        if (held >> ((v - 1) << 2)) & 15 < 1:
            return False
        return _family(vec, avail, extra, v)

    return False


def _has_house_move(
    pos: Position, flags: movegen.Flags, r: int, sums: int, held: int, keep_r: bool
) -> bool:
    """Whether a card of value ``r`` has any build, add or raise (what forbids throwing it under
    ``throw_forbidden_if_can_build``). ``sums`` holds the sums the loose floor can make, ``held``
    the key counts (a count vector)."""
    owning_only, max_houses, lay_alongside = (
        flags.owning_only,
        flags.max_houses,
        flags.lay_alongside,
    )
    partner_may_raise, partner_needs_key = flags.partner_may_raise, flags.partner_needs_key
    floor_raise, team_keys = flags.floor_raise, flags.team_keys
    p = pos.to_play
    partner = p ^ 2 if pos.players == 4 else -1
    houses = pos.houses
    opening = pos.plays_made == 0
    bid = pos.bid or 0
    for v in range(max(9, r), 14):
        if opening and v != bid:
            continue
        need = v - r
        if need and not sums >> need & 1:
            continue
        keys_left = ((held >> ((v - 1) << 2)) & 15) - (v == r)
        h = houses.get(v)
        if h is None:
            if len(houses) >= max_houses or (not need and not lay_alongside):
                continue
            if not keep_r or keys_left < 1:
                continue
            if need or sums >> v & 1:  # a build must take some floor card
                return True
        else:
            owners = h.owners
            if owning_only and h.pakka and not _team_may_add_pakka(pos, owners, p):
                continue
            if v != r and not keep_r:
                continue
            if keys_left < 1 and (
                p in owners or partner not in owners or partner_needs_key or team_keys
            ):
                continue
            return True
    if r <= 4 and houses and not opening:
        for h in houses.values():
            hv = h.value
            if h.pakka or hv + r > 13 or p in h.owners:
                continue
            if partner in h.owners and not partner_may_raise:
                continue
            for extra in range(14 - hv - r if floor_raise else 1):
                v2 = hv + r + extra
                if extra and not sums >> extra & 1:
                    continue
                h2 = houses.get(v2)
                if h2 is not None and h2.pakka and owning_only:
                    if not _team_may_add_pakka(pos, h2.owners, p):
                        continue
                if (held >> ((v2 - 1) << 2)) & 15 >= 1:
                    return True
    return False
