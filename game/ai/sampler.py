"""Worlds consistent with a view: deal the unseen cards to the hidden hands and the stock.

The sample respects every public fact the view shows: hand sizes, the stock's size, the cards
already seen (own hand, floor, houses, piles), and that each owner of a house holds a key for it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

from game.ai.counter import DEFAULT, CounterWeights, floor_captures, score_counter
from game.ai.features import FULL, POINTS, POINTS_TEN_2, unseen_mask
from game.rules import Move, movegen
from game.rules.cards import cards_of
from game.rules.movegen import ADD, BID, BUILD, CAPTURE, RAISE, MoveTuple
from game.rules.position import Position

_SHIFT = tuple((v - 1) << 2 for v in range(14))


def key_requirements(pos: Position, seat: int) -> list[tuple[tuple[int, ...], int]]:
    """``(holders, value)``: a card of ``value`` must be in one of the hidden ``holders`` hands.

    Each owner of a house keeps a key (under ``key_scope = team`` the owner or the partner). A
    duty the view already shows met (the seat's own hand holds the key) needs nothing. Before the
    opening play, a hidden bidder holds a card of the bid.
    """
    team = pos.rules.key_scope == "team" and pos.players == 4
    own = pos.hands[seat] or 0
    out: list[tuple[tuple[int, ...], int]] = []
    for value, house in pos.houses.items():
        for owner in house.owners:
            holders = (owner, owner ^ 2) if team else (owner,)
            if any(h == seat and (own >> _SHIFT[value]) & 15 for h in holders):
                continue
            hidden = tuple(h for h in holders if pos.hands[h] is None)
            if hidden and (hidden, value) not in out:
                out.append((hidden, value))
    if pos.phase == "play" and pos.plays_made == 0 and pos.bid is not None:
        if pos.hands[pos.bidder] is None:
            out.append(((pos.bidder,), pos.bid))
    return out


def _deal_keys(
    view: Position, seat: int, rng: random.Random
) -> tuple[list[int], dict[int, int], dict[int, int], int]:
    """The first step of every world: each hidden owner gets one unseen card of each house's
    value it owns. Returns the hidden seats, the cards each still needs, the hands so far and
    the unseen cards left to deal."""
    hidden = [s for s in range(view.players) if view.hands[s] is None]
    need = {s: view.hand_sizes[s] for s in hidden}
    hands = {s: 0 for s in hidden}
    pool = unseen_mask(view, seat)
    reqs = key_requirements(view, seat)
    rng.shuffle(reqs)
    # Scarce values first, so a lone unseen key goes where it is needed.
    reqs.sort(key=lambda r: ((pool >> _SHIFT[r[1]]) & 15).bit_count())
    for holders, value in reqs:
        if any((hands[h] >> _SHIFT[value]) & 15 for h in holders):
            continue
        choices = cards_of((pool >> _SHIFT[value]) & 15)
        room = [h for h in holders if need[h] > 0]
        if not choices or not room:
            continue
        owner = rng.choice(room)
        c = _SHIFT[value] + rng.choice(choices)
        hands[owner] |= 1 << c
        pool &= ~(1 << c)
        need[owner] -= 1
    return hidden, need, hands, pool


def determinize(view: Position, seat: int, rng: random.Random) -> Position:
    """A full position consistent with ``seat``'s view (hidden hands and stock filled in)."""
    world = view.copy()
    hidden, need, hands, pool = _deal_keys(view, seat, rng)
    rest = cards_of(pool)
    rng.shuffle(rest)
    i = 0
    for s in hidden:
        k = need[s]
        for c in rest[i : i + k]:
            hands[s] |= 1 << c
        i += k
    for s in hidden:
        world.hands[s] = hands[s]
    stock_n = view.stock_size if view.stock is None else 0
    if view.stock is None:
        world.stock = tuple(rest[i : i + stock_n])
        i += stock_n
    return world


def consistent(world: Position, view: Position, seat: int) -> bool:
    """Whether a full position agrees with everything the view shows (used by the tests)."""
    if world.hands[seat] != view.hands[seat] or world.loose != view.loose:
        return False
    if world.piles != view.piles or world.houses != view.houses:
        return False
    if [(h or 0).bit_count() for h in world.hands] != view.hand_sizes:
        return False
    stock = world.stock or ()
    if len(stock) != view.stock_size:
        return False
    seen = 0
    for mask in [
        *(h or 0 for h in world.hands),
        world.loose,
        *world.piles,
        sum(1 << c for c in stock),
    ]:
        if seen & mask:
            return False
        seen |= mask
    for h in world.houses.values():
        if seen & h.cards:
            return False
        seen |= h.cards
    if seen != (1 << 52) - 1:
        return False
    team = world.rules.key_scope == "team" and world.players == 4
    for value, house in world.houses.items():
        for owner in house.owners:
            held = (world.hands[owner] or 0) >> _SHIFT[value]
            if team:
                held |= (world.hands[owner ^ 2] or 0) >> _SHIFT[value]
            if not held & 15:
                return False
    return True


def replayed_floors(
    pos: Position, history: tuple[tuple[int, Move], ...]
) -> Iterator[tuple[int, MoveTuple, int, int, dict[int, int]]]:
    """``(player, move, play_no, loose, houses)`` for every play of the history that tells
    something of the cards held now, with the floor as it was just before the play
    (:func:`public_replay`'s table: plays before the last packet was dealt say nothing of the
    cards held now). ``houses`` maps each house's value to its cards."""
    for s, m, table in public_replay(pos, None, history):
        houses = {v: h.cards for v, h in table.houses.items()}
        yield s, m, table.plays_made + 1, table.loose, houses


def inferred_voids(
    pos: Position, seat: int, history: tuple[tuple[int, Move], ...], min_points: int = 4
) -> list[tuple[int, int]]:
    """``(player, value)``: another player who threw or built when a card of ``value`` would
    have captured ``min_points`` or more (or made a seep) probably held no card of that value.

    Read from the public history alone (:func:`replayed_floors`).
    """
    out: list[tuple[int, int]] = []
    for s, m, play_no, loose, houses in replayed_floors(pos, history):
        if s != seat and m[0] != CAPTURE:
            for value, gain in floor_captures(loose, houses, play_no, pos):
                if gain >= min_points and (s, value) not in out:
                    out.append((s, value))
    return out


def determinize_inferred(
    view: Position,
    seat: int,
    rng: random.Random,
    voids: list[tuple[int, int]],
    tries: int = 4,
    doubt: float = 0.25,
) -> Position:
    """A world drawn like :func:`determinize`, then resampled among ``tries`` such worlds by
    how well each agrees with the inferred ``voids`` (each one broken multiplies its weight by
    ``doubt``): sampling-importance-resampling towards worlds a sensible table would show."""
    if not voids:
        return determinize(view, seat, rng)
    worlds = [determinize(view, seat, rng) for _ in range(tries)]
    weights = []
    for w in worlds:
        broken = sum(1 for s, v in voids if ((w.hands[s] or 0) >> _SHIFT[v]) & 15)
        weights.append(doubt**broken)
    x = rng.random() * sum(weights)
    for w, weight in zip(worlds, weights, strict=True):
        x -= weight
        if x <= 0:
            return w
    return worlds[-1]


def _taken_points(kind: int, taken: int, house: int, pts: tuple[int, ...]) -> int:
    total = 0
    mask = taken | house if kind == CAPTURE else 0
    while mask:
        low = mask & -mask
        mask ^= low
        total += pts[low.bit_length() - 1]
    return total


def hand_evidence(
    pos: Position,
    seat: int,
    history: tuple[tuple[int, Move], ...],
    beta: float = 0.3,
    margin: float = 2.0,
    floor_weight: float = 0.02,
) -> dict[int, list[float]]:
    """For each other player, a weight per value (index 1-13; 1.0 = no evidence): how likely,
    against the odds of the cards alone, that the player holds a card of that value now.

    Read from the public history alone (the floor replayed as in :func:`inferred_voids`). At
    each of the player's plays after the last packet was dealt, a card of value v would have
    taken ``g(v)`` points from that floor (a seep at its value) where the play made took
    ``g``; a sensible player who held v would seldom have left ``g(v) - g`` points behind, so
    every such play multiplies v's weight by ``exp(-beta * (g(v) - g - margin))`` when the
    regret exceeds ``margin``. A value the player went on to play later says nothing (it held
    one then, by choice), and the weights never fall below ``floor_weight``.
    """
    pts = POINTS if pos.rules.ten_of_diamonds_points == 6 else POINTS_TEN_2
    # (player, value of the card it played, regrets by value) for each play that says something.
    seen: list[tuple[int, int, list[float]]] = []
    for s, m, table in public_replay(pos, None, history):
        if s == seat:
            continue
        kind, card, taken, hv, _v = m
        houses = {v: h.cards for v, h in table.houses.items()}
        got = _taken_points(kind, taken, houses.get(hv, 0) if hv else 0, pts)
        if kind == CAPTURE:  # a seep counts at its value, as the rules core scores the play
            after = table.copy()
            movegen.play(after, m, finish=False)
            if len(after.seeps) > len(table.seeps):
                got += after.seeps[-1][2]
        regrets = [0.0] * 14
        for value, gain in floor_captures(table.loose, houses, table.plays_made + 1, pos):
            regrets[value] = gain - got
        seen.append((s, (card >> 2) + 1, regrets))
    logw = {s: [0.0] * 14 for s in range(pos.players) if s != seat}
    later: dict[int, int] = {s: 0 for s in logw}  # values each player played after a play
    for s, value_played, regrets in reversed(seen):
        row = logw[s]
        for value in range(1, 14):
            r = regrets[value]
            if r > margin and not (later[s] >> value) & 1 and value != value_played:
                row[value] -= beta * (r - margin)
        later[s] |= 1 << value_played
    low = math.log(floor_weight)
    return {s: [math.exp(max(low, x)) for x in row] for s, row in logw.items()}


def determinize_weighted(
    view: Position, seat: int, rng: random.Random, weights: dict[int, list[float]]
) -> Position:
    """A world drawn like :func:`determinize` (keys first), but each other unseen card goes to
    a hidden hand with odds in proportion to the room left in it times that player's weight
    for the card's value (:func:`hand_evidence`); the stock weighs 1."""
    world = view.copy()
    hidden, need, hands, pool = _deal_keys(view, seat, rng)
    rest = cards_of(pool)
    rng.shuffle(rest)
    stock_n = view.stock_size if view.stock is None else 0
    stock: list[int] = []
    ones = [1.0] * 14
    rows = [(s, weights.get(s, ones)) for s in hidden]
    for c in rest:
        value = (c >> 2) + 1
        total = float(stock_n - len(stock))
        odds = []
        for s, row in rows:
            o = need[s] * row[value]
            odds.append(o)
            total += o
        x = rng.random() * total
        chosen = -1
        for (s, _row), o in zip(rows, odds, strict=True):
            x -= o
            if x < 0 and need[s] > 0:
                chosen = s
                break
        if chosen < 0 and len(stock) < stock_n:
            stock.append(c)
            continue
        if chosen < 0:  # rounding: the last hand with room
            chosen = next(s for s in reversed(hidden) if need[s] > 0)
        hands[chosen] |= 1 << c
        need[chosen] -= 1
    for s in hidden:
        world.hands[s] = hands[s]
    if view.stock is None:
        world.stock = tuple(stock)
    return world


#: One past play of another player, for :func:`policy_log_weight`: the player, the cards it
#: played at that play or later (it surely held them then), and each other move it could have
#: made as ``(card bit, shift of the value whose key it needs or -1, likelihood ratio)``.
PastPlay = tuple[int, int, list[tuple[int, int, float]]]


def public_replay(
    view: Position, seat: int | None, history: tuple[tuple[int, Move], ...]
) -> Iterator[tuple[int, MoveTuple, Position]]:
    """``(player, move, position)`` for every play after the last packet was dealt, with the
    position just before it as the table showed it (the floor, houses and owners, piles, hand
    sizes; the seat's own hand as it was, every other hand hidden; every hand hidden when
    ``seat`` is None).

    Rebuilt from the public history alone: the floor's first cards are every card on the floor
    or in a pile that no one played, and the plays before the last deal are replayed on the
    floor only (no hand is dealt in this replay).
    """
    plays = [(s, m) for s, m in history if m[0] != BID]
    played = 0
    for _s, m in plays:
        played |= 1 << m[1]
    floor = view.loose | view.piles[0] | view.piles[1]
    for h in view.houses.values():
        floor |= h.cards
    n = view.players
    last_deal = 24 if n == 2 and view.plays_made >= 24 else 1
    p = view.copy()
    p.loose = floor & ~played
    p.houses = {}
    p.piles = [0, 0]
    p.seeps = ()
    p.last_capturer = None
    p.phase = "play"
    p.hands = [None] * n
    p.stock = ()
    p.stock_size = 0
    sizes = list(view.hand_sizes)
    own = (view.hands[seat] or 0) if seat is not None else 0
    for s, m in plays[last_deal:]:
        sizes[s] += 1
        if s == seat:
            own |= 1 << m[1]
    for i, (s, m) in enumerate(plays):
        play_no = i + 1
        p.to_play = s
        if play_no <= last_deal:
            p.hand_sizes = [48] * n
            p.plays_made = 100 + play_no  # a play number that deals nothing
            movegen.play(p, m, finish=False)
            p.plays_made = play_no
            if play_no == last_deal:
                p.hand_sizes = sizes
                p.hands = [None] * n
                if seat is not None:
                    p.hands[seat] = own
            continue
        yield s, m, p.copy()
        movegen.play(p, m, finish=False)
        p.plays_made = play_no


def policy_evidence(
    view: Position,
    seat: int,
    history: tuple[tuple[int, Move], ...],
    tau: float = 1.0,
    cut: float = 4.0,
    weights: CounterWeights = DEFAULT,
) -> list[PastPlay]:
    """What the opponents' past plays say of their hands, under a model of a careful player:
    one who picks among its moves with odds ``exp(score / tau)``, the score being the counting
    evaluation (game/ai/counter.py) of that move.

    For each play of an opponent after the last deal, every move a hand could have offered
    (the cards it played then or later, and any card the seat has not seen) is scored as that
    player saw the table (the cards it had not seen counted as unseen, its own hand bounded by
    those the seat has not seen); each move other than the one made, within ``cut`` x ``tau``
    below it or better, is kept with its odds against the move made. Read from the public
    history alone (:func:`public_replay`).
    """
    unseen_now = unseen_mask(view, seat)
    replay = list(public_replay(view, seat, history))
    later = [0] * view.players
    after: list[int] = []
    for s, m, _p in reversed(replay):
        later[s] |= 1 << m[1]
        after.append(later[s])
    after.reverse()
    out: list[PastPlay] = []
    for (s, m, p), c_later in zip(replay, after, strict=True):
        if (s & 1) == (seat & 1):
            continue
        p.to_play = s
        p.hands[s] = unseen_now | c_later
        moves = movegen.generate(p)
        made = tuple(m)
        if len(moves) < 2 or made not in moves:
            continue
        seen = p.loose | p.piles[0] | p.piles[1] | c_later
        for h in p.houses.values():
            seen |= h.cards
        scores = score_counter(p, s, moves, weights, FULL & ~seen)
        base = scores[moves.index(made)]
        terms = []
        for mv, sc in zip(moves, scores, strict=True):
            d = (sc - base) / tau
            if mv == made or d < -cut:
                continue
            key = _SHIFT[mv[4]] if mv[0] in (BUILD, ADD, RAISE) else -1
            terms.append((1 << mv[1], key, math.exp(d)))
        if terms:
            out.append((s, c_later, terms))
    return out


def policy_log_weight(world: Position, evidence: list[PastPlay]) -> float:
    """The log-likelihood, up to a constant, of the opponents' past plays in ``world`` (its
    hidden hands now, plus the cards each player played since) under :func:`policy_evidence`'s
    model."""
    total = 0.0
    for s, c_later, terms in evidence:
        hand = (world.hands[s] or 0) | c_later
        z = 1.0
        for bit, key, odds in terms:
            if hand & bit and (key < 0 or (hand & ~bit) >> key & 15):
                z += odds
        total -= math.log(z)
    return total


def determinize_policy(
    view: Position, seat: int, rng: random.Random, evidence: list[PastPlay], tries: int = 8
) -> Position:
    """A world drawn like :func:`determinize`, resampled among ``tries`` such worlds by the
    likelihood of the opponents' past plays in each (:func:`policy_log_weight`):
    sampling-importance-resampling towards the hands a careful table would have shown."""
    if not evidence:
        return determinize(view, seat, rng)
    worlds = [determinize(view, seat, rng) for _ in range(tries)]
    logs = [policy_log_weight(w, evidence) for w in worlds]
    top = max(logs)
    odds = [math.exp(x - top) for x in logs]
    x = rng.random() * sum(odds)
    for w, o in zip(worlds, odds, strict=True):
        x -= o
        if x <= 0:
            return w
    return worlds[-1]
