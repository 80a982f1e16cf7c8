"""The search's playouts: finishing a deal in place with a Seep-aware greedy policy, the exact
solve of the last plays, and the margin a finished deal gives a team.

Hard's and Expert's searches (game/ai/search.py) and the information-set search
(game/ai/ismcts.py) share them.
"""

from __future__ import annotations

import random

from game.ai.bots import CLASSIC, Style, blunder_guard, score_moves
from game.ai.counter import COUNTING, score_counter
from game.ai.features import FULL, POINTS, floor_after, mask_points, seep_value
from game.rules import card_points_of, deal_scores, movegen, seep_points_of
from game.rules.movegen import (
    CAPTURE,
    RAISE,
    THROW,
    MoveTuple,
    clearing_values,
    floor_analysis,
    sweeps,
)
from game.rules.position import PLAY, Position


def final_margin(pos: Position, team: int) -> float:
    """``team``'s deal score minus the other side's for a finished deal, scored by the rules
    core (card points, the most-cards bonus, seeps as the ruleset counts them)."""
    result, _qualifying = deal_scores(pos.rules, card_points_of(pos), seep_points_of(pos))
    return float(result[team] - result[1 - team])


def playout(
    pos: Position,
    rng: random.Random,
    care: bool = True,
    houses_aware: bool = False,
    explore: float = 0.08,
    smart_plies: int = 0,
    counting: bool = False,
    style: Style = CLASSIC,
    defence: float = 1.0,
    reply: float = 0.0,
    counter_plies: int = 0,
    reply_sums: bool = False,
    stop_at: int = 48,
) -> tuple[int, int]:
    """Finish the deal in place, everyone playing a Seep-aware greedy policy with the world's
    cards in view: take the most points (a seep counts its value), and prefer moves after which
    the next player, if an opponent, holds no card that clears the floor.

    With ``reply`` > 0, a card laid on the floor (thrown, or built into a house) is marked down
    by ``reply`` x (its points, or the house's, plus one) when the next player is an opponent
    holding a card of that value in this world: it would simply take it. With ``reply_sums``, a
    thrown card is also marked down when that hand could take it together with loose cards
    (a card of the value of the thrown card plus some loose cards).

    The first ``counter_plies`` plays are chosen by the counting evaluation (COUNTING, from the
    mover's own knowledge: its hand and what is public), the rest by the greedy policy.

    With ``stop_at`` below 48 the playout stops once that many plays are made, leaving the
    rest to the caller (the search solves it exactly). A playout may be cut into pieces: each
    piece stops at its own ``stop_at`` and returns the ``(counter_plies, smart_plies)`` still to
    come, and the next piece, given them and the same ``rng``, plays on exactly as one whole
    playout would (the search plays a few plies per unit of work, so that no frame stalls)."""
    generate = movegen.generate
    play = movegen.play
    pts = POINTS
    while pos.phase == PLAY and pos.plays_made < stop_at:
        moves = generate(pos)
        if len(moves) == 1:
            play(pos, moves[0])
            continue
        if counter_plies > 0:
            counter_plies -= 1
            scores = score_counter(pos, pos.to_play, moves, COUNTING)
            top = max(scores)
            play(pos, rng.choice([m for m, v in zip(moves, scores, strict=True) if v >= top]))
            continue
        if smart_plies > 0:
            # The first replies are chosen as a Medium player would, from its own knowledge.
            smart_plies -= 1
            seat = pos.to_play
            scores = score_moves(pos, seat, moves, defence, 1.0, style)
            scores = blunder_guard(pos, seat, moves, scores)
            top = max(scores)
            play(pos, rng.choice([m for m, v in zip(moves, scores, strict=True) if v >= top]))
            continue
        seep_pts = seep_value(pos)
        threat_hand = 0
        threatened = -1
        if reply:
            n = pos.players
            nxt = (pos.to_play + 1) % n
            if pos.plays_made < 47 and (n == 2 or (nxt & 1) != (pos.to_play & 1)):
                threat_hand = pos.hands[nxt] or 0
        scored = []
        for m in moves:
            gain = 0.0
            if m[0] == CAPTURE:
                gain = pts[m[1]] + 1.0
                loose = m[2]
                while loose:
                    low = loose & -loose
                    loose ^= low
                    gain += pts[low.bit_length() - 1]
                if m[3]:
                    gain += 3 + mask_points(pos.houses[m[3]].cards, pts)
                if sweeps(pos, m):
                    gain += seep_pts
            elif houses_aware and m[0] != THROW:
                gain = _house_value(pos, m, pts) + rng.random() * 0.5
            else:
                gain = -0.4 * pts[m[1]] + rng.random() * 0.5
                if threat_hand:
                    if m[0] == THROW:
                        if reply_sums and threatened < 0:
                            threatened = _threatened_values(pos.loose, threat_hand)
                        if (
                            threatened >> ((m[1] >> 2) + 1) & 1
                            if reply_sums
                            else (threat_hand >> (m[1] & ~3)) & 15
                        ):
                            gain -= reply * (pts[m[1]] + 1.0)
                    elif (threat_hand >> ((m[4] - 1) << 2)) & 15:
                        gain -= reply * (_laid_points(pos, m, pts) + 1.0)
            scored.append((gain, m))
        scored.sort(key=_first, reverse=True)
        chosen = guarded_choice(pos, scored, counting) if care else scored[0][1]
        if rng.random() < explore:
            chosen = rng.choice(moves)
        play(pos, chosen)
    return counter_plies, smart_plies


def guarded_choice(
    pos: Position, scored: list[tuple[float, MoveTuple]], counting: bool = False
) -> MoveTuple:
    """The playout's pick among moves sorted best first: the first of the best four after which
    the next player, if an opponent, cannot clear the floor, else the best.

    Whether the next player "can" clear it: with ``counting``, it may hold any card the mover
    has not seen (the mover's own knowledge); otherwise its actual hand in this world decides.
    """
    chosen = scored[0][1]
    n = pos.players
    nxt = (pos.to_play + 1) % n
    if pos.plays_made >= 46 or (n != 2 and (nxt & 1) == (pos.to_play & 1)):
        return chosen
    if counting:
        # What the mover could know: any card it has not seen may be in the next hand.
        houses_mask = 0
        for h in pos.houses.values():
            houses_mask |= h.cards
        nxt_hand = FULL & ~(
            (pos.hands[pos.to_play] or 0) | pos.loose | pos.piles[0] | pos.piles[1] | houses_mask
        )
    else:
        nxt_hand = pos.hands[nxt] or 0
    for _gain, m in scored[:4]:
        loose, houses = floor_after(pos, m)
        if not loose and not houses:
            return m
        threat = False
        for r in clearing_values(loose, houses):
            if (nxt_hand >> ((r - 1) << 2)) & 15:
                threat = True
                break
        if not threat:
            return m
    return chosen


def _house_value(pos: Position, m: MoveTuple, pts: tuple[int, ...]) -> float:
    """How good a house move looks with every hand in view: the points it gathers, counted
    fully when no opponent holds its value (the house is as good as ours) and a little
    otherwise."""
    kind, card, loose, hv, v = m
    cards = (1 << card) | loose
    target = pos.houses.get(v if kind != RAISE else hv)
    if target is not None:
        cards |= target.cards
    if kind == RAISE and v in pos.houses:
        cards |= pos.houses[v].cards
    value = mask_points(cards, pts)
    me = pos.to_play
    shift = (v - 1) << 2
    threatened = False
    for s in range(pos.players):
        if (s & 1) != (me & 1) or (pos.players == 2 and s != me):
            if ((pos.hands[s] or 0) >> shift) & 15:
                threatened = True
                break
    return (0.8 if not threatened else 0.1) * value + (0.5 if kind == RAISE else 0.0) - 0.3


def _threatened_values(loose: int, hand: int) -> int:
    """Bit r set when a card of value r thrown onto ``loose`` could be captured by a card of
    ``hand``: one of the same value, or a value r + s where loose cards make the sum s."""
    held = [v for v in range(1, 14) if (hand >> ((v - 1) << 2)) & 15]
    out = 0
    for v in held:
        out |= 1 << v
    if not loose:
        return out
    avail = 0
    m = loose
    while m:
        shift = ((m & -m).bit_length() - 1) & ~3
        nib = (m >> shift) & 15
        avail += nib.bit_count() << shift
        m ^= nib << shift
    subs = floor_analysis(avail, loose)[0]
    sums = [s for s in range(1, 13) if subs[s]]
    for v in held:
        for s in sums:
            if s >= v:
                break
            out |= 1 << (v - s)
    return out


def _laid_points(pos: Position, m: MoveTuple, pts: tuple[int, ...]) -> float:
    """The points of the house a build, add or raise leaves standing."""
    kind, card, loose, hv, v = m
    cards = (1 << card) | loose
    target = pos.houses.get(v)
    if target is not None:
        cards |= target.cards
    if kind == RAISE and hv in pos.houses:
        cards |= pos.houses[hv].cards
    return float(mask_points(cards, pts))


def _first(item: tuple[float, MoveTuple]) -> float:
    return item[0]


def solve(pos: Position, team: int, alpha: float, beta: float) -> float:
    """Exact minimax value of the rest of the deal (all hands known) for ``team``."""
    if pos.phase != PLAY:
        return final_margin(pos, team)
    maximise = (pos.to_play & 1) == team
    best = -1e9 if maximise else 1e9
    for m in movegen.generate(pos):
        child = pos.copy()
        movegen.play(child, m)
        v = solve(child, team, alpha, beta)
        if maximise:
            if v > best:
                best = v
            alpha = max(alpha, v)
        else:
            if v < best:
                best = v
            beta = min(beta, v)
        if alpha >= beta:
            break
    return best
