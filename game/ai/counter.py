"""``counter``: a one-ply reference player that counts cards (the search levels' yardstick).

From the seat's view only, each move is scored as

* the points and seep it banks now,
* minus the **expected best reply of the next opponent**: for every value the opponent may hold,
  the chance it holds one (hypergeometric over the unseen cards and its hand size; an owner
  surely holds its houses' keys) times the best it could do with it (the points it captures,
  a seep, or a harmless throw, worth 0), taken as the expectation of the best of the values it
  holds,
* plus a share of what our partner could then take back from the same floor (with 2 players,
  what our own remaining cards could),
* plus, for each house left standing, its points times the odds that it ends with us rather
  than with them (our keys and our partner's expected share of the unseen keys, against theirs).

Four optional terms (the second opponent, our own next turn, the value of a thrown card, the
risk that the next opponent raises our ordinary houses) are off by default; see
:class:`CounterWeights`.

The weights (:class:`CounterWeights`) were tuned with the arena on seeds other than the ladder's
(docs/strength.md).
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from functools import lru_cache

from game.ai.base import Bot
from game.ai.bots import SHARP, choose_bid
from game.ai.features import (
    POINTS,
    POINTS_TEN_2,
    floor_after,
    immediate_gain,
    mask_points,
    positional,
    unseen_mask,
)
from game.rules import Move, PlayerView, movegen
from game.rules.movegen import (
    BID,
    MoveTuple,
    clearing_values,
    seep_points,
    subsets_by_sum,
)
from game.rules.position import PLAY, Position

_SHIFT = tuple((v - 1) << 2 for v in range(14))


@dataclass(frozen=True)
class CounterWeights:
    """The few weights of the counting evaluation."""

    reply: float = 2.0  # the next opponent's expected best reply
    back: float = 0.3  # what our partner (2 players: we) can then take back
    house: float = 1.0  # each standing house: points x (our odds - theirs)
    positional: float = 0.0  # SHARP's positional terms (throw low cards, keep keys...) on top
    # Optional terms, all off by default (docs/strength.md):
    #: The second opponent (4 players): its expected best capture or seep on the floor as we
    #: leave it, times the chance that the next opponent and our partner both take nothing.
    second: float = 0.0
    #: Our own next turn (4 players): the best our remaining cards could take from the floor as
    #: we leave it, times the chance that the three players in between all take nothing.
    own: float = 0.0
    #: The value (1-13) of a thrown card: keep high cards (on top of SHARP's ``throw_value``).
    throw_rank: float = 0.0
    #: Our team's ordinary houses: their points times the chance that the next opponent holds
    #: a card of 1-4 and the key of the raised value, so that it can raise (take over) them.
    raise_risk: float = 0.0


DEFAULT = CounterWeights()
#: The counting evaluation with SHARP's positional terms on top: a stronger one-ply judge
#: (docs/strength.md), offered to the search as its prior.
COUNTING = CounterWeights(positional=1.0)
#: COUNTING with the optional terms and houses weighed 1.5: a sharper one-ply judge again
#: (about +3 per deal over COUNTING on fresh deals, docs/strength.md); as Expert's prior it
#: made no measurable difference, so the search keeps COUNTING.
ASSESSING = CounterWeights(
    house=1.5, positional=1.0, second=0.5, own=0.6, throw_rank=0.2, raise_risk=1.0
)


@lru_cache(maxsize=4096)
def p_none(unseen_n: int, hand_n: int, k: int) -> float:
    """The chance that ``hand_n`` cards drawn from ``unseen_n`` hold none of ``k`` given ones
    (remembered: the searches' playouts ask the same few thousand questions again and again)."""
    if k <= 0:
        return 1.0
    p = 1.0
    for i in range(min(hand_n, unseen_n)):
        if unseen_n - k - i <= 0:
            return 0.0
        p *= (unseen_n - k - i) / (unseen_n - i)
    return p


def _best_family(sets: list[int], pts: tuple[int, ...]) -> int:
    """The most points a set of disjoint ``sets`` (loose masks) can take together."""
    if len(sets) == 1:  # most values take one set at most: no search
        return mask_points(sets[0], pts)
    if len(sets) == 2:
        a, b = sets
        pa = mask_points(a, pts)
        pb = mask_points(b, pts)
        return pa + pb if not a & b else max(pa, pb)
    scored = sorted(((mask_points(s, pts), s) for s in sets), reverse=True)
    if len(scored) > 14:  # a cluttered floor: greedy is close enough
        used = 0
        total = 0
        for p, s in scored:
            if not s & used:
                used |= s
                total += p
        return total
    best = 0
    rests = [0] * (len(scored) + 1)  # the points of the sets from i on
    for i in range(len(scored) - 1, -1, -1):
        rests[i] = rests[i + 1] + scored[i][0]

    def dfs(i: int, used: int, total: int) -> None:
        nonlocal best
        if total > best:
            best = total
        if total + rests[i] <= best:
            return
        for j in range(i, len(scored)):
            p, s = scored[j]
            if p and not s & used:
                dfs(j + 1, used | s, total + p)

    dfs(0, 0, 0)
    return best


class _Floor:
    """What a single card of each value could take from one floor."""

    __slots__ = ("best", "clears", "options")

    def __init__(self, loose: int, houses: dict[int, int], pts: tuple[int, ...]) -> None:
        loose_best = _loose_best(loose, pts)
        clears = _clearing(loose, houses)
        best: list[int | None] = [None] * 14
        options = []
        for v in range(1, 14):
            got = loose_best[v]
            house = houses.get(v) if houses else None
            if got is None:
                if house is None:
                    continue
                got = 0
            if house is not None:
                got += mask_points(house, pts)
            best[v] = got
            options.append((v, got, v in clears))
        self.clears = clears
        self.best = best
        #: ``(value, points, clears)`` for each value that takes something here, in order.
        self.options = tuple(options)


# The memories below forget their oldest floor, one at a time, once full (the order of their
# keys beside each): emptying 20,000 entries at once took 15 ms, a stalled frame at the table.
_LOOSE: dict[tuple[int, bool], tuple[int | None, ...]] = {}
_LOOSE_ORDER: deque[tuple[int, bool]] = deque()
_CLEARS: dict[tuple[int, tuple[int, ...]], frozenset[int]] = {}
_CLEARS_ORDER: deque[tuple[int, tuple[int, ...]]] = deque()


def _loose_best(loose: int, pts: tuple[int, ...]) -> tuple[int | None, ...]:
    """For the loose cards alone, the most points a card of each value could take from them
    (``None`` where it takes nothing). Remembered apart from the houses (the same loose cards
    lie beside many different houses in the searches' playouts; past 50,000 floors the oldest
    is forgotten)."""
    key = (loose, pts is POINTS)
    got = _LOOSE.get(key)
    if got is None:
        if len(_LOOSE) >= 50_000:
            del _LOOSE[_LOOSE_ORDER.popleft()]
        if loose:
            got = tuple(_best_family(sets, pts) if sets else None for sets in subsets_by_sum(loose))
        else:
            got = (None,) * 14
        _LOOSE[key] = got
        _LOOSE_ORDER.append(key)
    return got


def _clearing(loose: int, houses: dict[int, int]) -> frozenset[int]:
    """The values that would clear this floor: the rules core's answer (which reads the loose
    cards and the houses' values only), remembered by those (past 50,000 floors the oldest is
    forgotten)."""
    key = (loose, tuple(sorted(houses)) if houses else ())
    got = _CLEARS.get(key)
    if got is None:
        if len(_CLEARS) >= 50_000:
            del _CLEARS[_CLEARS_ORDER.popleft()]
        got = frozenset(clearing_values(loose, houses)) if (loose or houses) else frozenset()
        _CLEARS[key] = got
        _CLEARS_ORDER.append(key)
    return got


_NO_VALUES: set[int] = set()  # never changed: the forced values of a floor without houses


def _floor(loose: int, houses: dict[int, int], pts: tuple[int, ...]) -> _Floor:
    """The :class:`_Floor` of a floor, worked out afresh each time from the remembered
    analyses of its loose cards and of what clears it. The whole analysis is not remembered:
    the playouts meet a new floor more often than a known one, and a memory of 20,000 of
    them (each some ten objects for Python's cycle collector to walk through) made Expert
    about a fifth slower than working them out, with the same scores."""
    return _Floor(loose, houses, pts)


def floor_captures(
    loose: int, houses: dict[int, int], play_no: int, pos: Position
) -> list[tuple[int, int]]:
    """``(value, points)``: what a card of each value could have captured on this floor at play
    ``play_no`` (its own points aside; a seep counted at its value)."""
    pts = POINTS if pos.rules.ten_of_diamonds_points == 6 else POINTS_TEN_2
    floor = _floor(loose, houses, pts)
    seep = seep_points(pos.rules, play_no)
    out = []
    for v in range(1, 14):
        got = floor.best[v]
        if got is not None:
            out.append((v, got + (seep if v in floor.clears else 0)))
    return out


@lru_cache(maxsize=4)
def _nibble_points(pts: tuple[int, ...]) -> tuple[tuple[float, ...], ...]:
    """For each value and each set of its suits (a 4-bit nibble), the mean points of those
    cards (0 for none): the expected points of an unseen card of that value."""
    table: list[tuple[float, ...]] = [(0.0,) * 16]
    for v in range(1, 14):
        row = [0.0]
        for nib in range(1, 16):
            n = nib.bit_count()
            row.append(sum(pts[_SHIFT[v] + i] for i in range(4) if nib >> i & 1) / n)
        table.append(tuple(row))
    return tuple(table)


_MEANS = _nibble_points(POINTS)


def expected_best(
    floor: _Floor,
    unseen: int,
    hand_n: int,
    forced: set[int],
    seep: int,
    pts: tuple[int, ...],
) -> tuple[float, float]:
    """The expected value of the best capture of a hidden hand of ``hand_n`` cards drawn from the
    unseen cards (holding a card of each ``forced`` value for sure) on ``floor``, and the chance
    that it can capture nothing worth a point."""
    options = []
    means = _MEANS if pts is POINTS else _nibble_points(pts)
    for v, got, clears in floor.options:
        nib = (unseen >> _SHIFT[v]) & 15
        if not nib and v not in forced:
            continue
        value = got + means[v][nib] + (seep if clears else 0)
        if value > 0:
            options.append((value, v, nib.bit_count()))
    if not options:
        return 0.0, 1.0
    options.sort(reverse=True)
    unseen_n = unseen.bit_count()
    free_n = max(0, hand_n - len(forced))
    total = 0.0
    none = 1.0
    k_sum = 0
    for value, v, k in options:
        if v in forced:
            total += none * value
            return total, 0.0
        k_sum += k
        after = p_none(unseen_n, free_n, k_sum)
        total += (none - after) * value
        none = after
        if none <= 0.0:
            break
    return total, none


def _raise_risk(
    pos: Position,
    m: MoveTuple,
    seat: int,
    unseen: int,
    hand_n: int,
    forced: set[int],
    pts: tuple[int, ...],
) -> float:
    """The points of the ordinary houses of ``seat``'s team after move ``m``, each times the
    chance that the next player, holding ``hand_n`` unseen cards (surely a card of each
    ``forced`` value), can raise it and so take it over.

    Which houses are ordinary after the move and which cards could raise them are the rules
    core's answers (rules.md §1.11 and the ruleset's options): the move is played on a copy,
    and for each value r of a card that could raise a house and each new value V' the next
    player is dealt, in thought, a card of r, a card of V' and its houses' keys, and asked
    whether that raise is among its legal moves. The chance itself is the counting model: a
    card of r and a card of one of the values V' that work with it."""
    child = pos.copy()
    if child.stock is None:  # a view: no hand need be dealt (the opening play deals)
        child.hands = [None] * child.players
    movegen.play(child, m, finish=False)
    nxt = child.to_play
    ours = [
        (v, h.cards)
        for v, h in child.houses.items()
        if not h.pakka and h.owners and all((o & 1) == (seat & 1) for o in h.owners)
    ]
    if not ours or child.phase != PLAY:
        return 0.0
    keys = 0
    for v in forced:
        nib = (unseen >> _SHIFT[v]) & 15
        if nib:
            keys |= (nib & -nib) << _SHIFT[v]
    unseen_n = unseen.bit_count()
    free_n = max(0, hand_n - len(forced))
    total = 0.0
    for v, cards in ours:
        safe = 1.0
        for r in range(1, 14 - v):
            r_nib = (unseen >> _SHIFT[r]) & 15
            if not r_nib:
                continue
            r_card = (r_nib & -r_nib).bit_length() - 1 + _SHIFT[r]
            k_key = 0
            sure = False
            for v2 in range(v + r, 14):
                key_nib = (unseen >> _SHIFT[v2]) & 15
                if not key_nib:
                    continue
                key_card = (key_nib & -key_nib).bit_length() - 1 + _SHIFT[v2]
                hand = keys | (1 << r_card) | (1 << key_card)
                child.hands[nxt] = hand
                child.hand_sizes[nxt] = hand.bit_count()
                if any(
                    g[0] == movegen.RAISE and g[3] == v and g[1] == r_card
                    for g in movegen.generate(child)
                ):
                    if v2 in forced:
                        sure = True
                    k_key += ((unseen >> _SHIFT[v2]) & 15).bit_count()
            if not k_key:
                continue
            p_r = 1.0 - p_none(unseen_n, free_n, r_nib.bit_count())
            p_key = 1.0 if sure else 1.0 - p_none(unseen_n, free_n, k_key)
            safe *= 1.0 - p_r * p_key
        total += (1.0 - safe) * mask_points(cards, pts)
    return total


def score_counter(
    pos: Position,
    seat: int,
    moves: list[MoveTuple],
    w: CounterWeights = DEFAULT,
    unseen: int | None = None,
) -> list[float]:
    """The counting evaluation of every move from ``seat``'s team's point of view.

    ``unseen`` (default: what the seat has not seen in ``pos``) is the set of cards the seat
    counts as possibly in the other hands; the inference gives it when it scores a past play
    of another player from a hand it can only bound (see game/ai/sampler.py)."""
    n = pos.players
    pts = POINTS if pos.rules.ten_of_diamonds_points == 6 else POINTS_TEN_2
    if unseen is None:
        unseen = unseen_mask(pos, seat)
    hand = pos.hands[seat] or 0
    nxt = (pos.to_play + 1) % n
    partner = (seat + 2) % n if n == 4 else seat
    last = pos.plays_made + 1 >= 48
    reply_seep = 0 if last else seep_points(pos.rules, pos.plays_made + 2)
    back_seep = 0 if pos.plays_made + 3 > 48 else seep_points(pos.rules, pos.plays_made + 3)
    hand_n = 12 if pos.plays_made == 0 and n == 4 else pos.hand_sizes[nxt]
    partner_n = 12 if pos.plays_made == 0 and n == 4 else pos.hand_sizes[partner]
    hidden_total = sum(pos.hand_sizes[s] for s in range(n) if s != seat) + pos.stock_size
    opp_n = sum(pos.hand_sizes[s] for s in range(n) if (s & 1) != (seat & 1))
    share_partner = pos.hand_sizes[partner] / hidden_total if n == 4 and hidden_total else 0.0
    share_opp = opp_n / hidden_total if hidden_total else 0.0
    w_reply, w_back, w_house, w_positional = w.reply, w.back, w.house, w.positional
    w_second, w_own, w_throw_rank, w_raise = w.second, w.own, w.throw_rank, w.raise_risk
    four = n == 4
    back_ok = bool(w_back) and pos.plays_made + 2 < 48
    extra_ok = four and bool(w_second or w_own) and pos.plays_made + 3 < 48
    no_houses = not pos.houses
    throw_kind = movegen.THROW
    build_kind = movegen.BUILD
    # Two moves that differ only in which of two like cards is played (the same value, the same
    # points on both scales, neither or both the spade) score the same: score one of them.
    memo: dict[tuple[int, ...], float] | None = {} if not w_raise else None
    points = POINTS
    out = []
    for m in moves:
        if memo is not None:
            c = m[1]
            like = (m[0], m[2], m[3], m[4], c >> 2, points[c], pts[c], c & 3 == 0)
            known = memo.get(like)
            if known is not None:
                out.append(known)
                continue
        s = float(immediate_gain(pos, m))
        if last:
            if memo is not None:
                memo[like] = s
            out.append(s)
            continue
        loose, houses = floor_after(pos, m)
        own = hand & ~(1 << m[1])
        floor = _floor(loose, houses, pts)
        if no_houses and m[0] != build_kind:
            owners: dict[int, tuple[int, ...]] = {}
            forced: set[int] = _NO_VALUES
        else:
            owners = _owners(pos, m, seat)
            forced = {v for v, who in owners.items() if nxt in who}
        reply, quiet = expected_best(floor, unseen, hand_n, forced, reply_seep, pts)
        s -= w_reply * reply
        if back_ok and quiet > 0.0:
            # What is still there for our side when the opponent could take nothing.
            if four:
                p_forced = (
                    {v for v, who in owners.items() if partner in who} if owners else _NO_VALUES
                )
                back, _ = expected_best(floor, unseen, partner_n, p_forced, back_seep, pts)
            else:
                back = _own_best(floor, own, back_seep, pts)
            s += w_back * quiet * back
        if extra_ok and quiet > 0.0:
            p_forced = {v for v, who in owners.items() if partner in who}
            _back, p_quiet = expected_best(floor, unseen, partner_n, p_forced, back_seep, pts)
            opp2 = (pos.to_play + 3) % n
            o_forced = {v for v, who in owners.items() if opp2 in who}
            o_seep = 0 if pos.plays_made + 4 > 48 else seep_points(pos.rules, pos.plays_made + 4)
            o_n = 12 if pos.plays_made == 0 else pos.hand_sizes[opp2]
            second, o_quiet = expected_best(floor, unseen, o_n, o_forced, o_seep, pts)
            s -= w_second * quiet * p_quiet * second
            if w_own and pos.plays_made + 4 < 48:
                s += w_own * quiet * p_quiet * o_quiet * _own_best(floor, own, 0, pts)
        if w_raise:
            s -= w_raise * _raise_risk(pos, m, seat, unseen, hand_n, forced, pts)
        if w_throw_rank and m[0] == throw_kind:
            s -= w_throw_rank * ((m[1] >> 2) + 1)
        if w_house and houses:
            for v, cards in houses.items():
                ours = ((own >> _SHIFT[v]) & 15).bit_count()
                u = ((unseen >> _SHIFT[v]) & 15).bit_count()
                who = owners.get(v, ())
                ours_e = ours + u * share_partner
                theirs_e = u * share_opp
                if four and partner in who:
                    ours_e = max(ours_e, 1.0)
                if any((o & 1) != (seat & 1) for o in who):
                    theirs_e = max(theirs_e, 1.0)
                if ours_e + theirs_e <= 0:
                    continue
                odds = (ours_e - theirs_e) / (ours_e + theirs_e)
                s += w_house * odds * mask_points(cards, pts)
        if w_positional:
            s += w_positional * positional(pos, seat, m, hand, unseen, SHARP, loose)
        if memo is not None:
            memo[like] = s
        out.append(s)
    return out


def _own_best(floor: _Floor, own: int, seep: int, pts: tuple[int, ...]) -> float:
    """The best capture our own remaining cards could make on ``floor``."""
    best = 0.0
    for v in range(1, 14):
        got = floor.best[v]
        nib = (own >> _SHIFT[v]) & 15
        if got is None or not nib:
            continue
        card = max(pts[_SHIFT[v] + i] for i in range(4) if nib >> i & 1)
        best = max(best, got + card + (seep if v in floor.clears else 0))
    return best


def _owners(pos: Position, m: MoveTuple, seat: int) -> dict[int, tuple[int, ...]]:
    """The owners of each house after the move (the mover joins a house it builds, adds to as
    an opponent of its owners, or raises; see rules.md §1.14)."""
    out = {v: tuple(h.owners) for v, h in pos.houses.items()}
    kind, _card, _loose, hv, v = m
    if kind == movegen.CAPTURE:
        out.pop(hv, None)
    elif kind == movegen.BUILD:
        out[v] = (*out.get(v, ()), seat)
    elif kind == movegen.ADD:
        who = out.get(v, ())
        if seat not in who and all((o & 1) != (seat & 1) for o in who):
            out[v] = (*who, seat)
    elif kind == movegen.RAISE:
        out.pop(hv, None)
        out[v] = (*out.get(v, ()), seat)
    return out


class CounterBot(Bot):
    """The counting one-ply reference player (see the module docstring)."""

    name = "counter"

    def __init__(self, seed: int = 0, weights: CounterWeights = DEFAULT) -> None:
        super().__init__(seed)
        self.reply = weights.reply
        self.back = weights.back
        self.house = weights.house
        self.positional = weights.positional
        self.second = weights.second
        self.own = weights.own
        self.throw_rank = weights.throw_rank
        self.raise_risk = weights.raise_risk

    def decide(self, view: PlayerView) -> Move:
        rng = random.Random(self.rng_seed(view))
        pos = view.position
        moves = movegen.generate(pos)
        if not moves:
            raise ValueError("no legal move in this view (the deal is over or must be thrown in)")
        if moves[0][0] == BID:
            return Move(BID, -1, 0, 0, choose_bid(view.hand, rng))
        w = CounterWeights(
            self.reply,
            self.back,
            self.house,
            self.positional,
            self.second,
            self.own,
            self.throw_rank,
            self.raise_risk,
        )
        scores = score_counter(pos, view.seat, moves, w)
        top = max(scores)
        best = [m for m, s in zip(moves, scores, strict=True) if s >= top - 1e-9]
        return Move._make(rng.choice(best))


__all__ = [
    "ASSESSING",
    "COUNTING",
    "DEFAULT",
    "CounterBot",
    "CounterWeights",
    "expected_best",
    "floor_captures",
    "p_none",
    "score_counter",
]
