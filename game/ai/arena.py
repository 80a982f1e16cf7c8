"""``python -m game.ai.arena A B``: duplicate matches between two computer players.

Each seeded deal is played twice with the same cards and dealer, the teams swapped (common
random numbers), so luck of the cards cancels. Prints the point margin of A over B per deal
with a 95% confidence interval, deals won, simulated baazis won and think-time percentiles, and
writes everything as JSON. A player is a level or reference bot name, optionally with budget
overrides: ``expert:iterations=40,time_cap=0.5``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import multiprocessing
import os
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from game.ai.base import Bot
from game.ai.levels import make_bot
from game.ai.params import SearchParams
from game.ai.search import SearchBot
from game.rules import (
    PlayerView,
    Rules,
    apply,
    card_points_of,
    deal_scores,
    needs_redeal,
    new_deal,
    seep_points_of,
    shuffled_deck,
)


def parse_player(spec: str, seed: int) -> Bot:
    """A bot from ``level`` or ``level:key=value,...`` (numbers only).

    Raises:
        ValueError: an unknown level or setting.
    """
    name, _, extra = spec.partition(":")
    bot = make_bot(name, seed)
    for item in filter(None, extra.split(",")):
        key, _, value = item.partition("=")
        if isinstance(bot, SearchBot) and key in _SEARCH_SETTINGS:
            number = type(getattr(bot.params, key))(float(value))
            bot.params = dataclasses.replace(bot.params, **{key: number})
        elif hasattr(bot, key):
            setattr(bot, key, type(getattr(bot, key))(float(value)))
        else:
            raise ValueError(f"{name} has no setting {key!r}")
    bot.name = spec
    return bot


_SEARCH_SETTINGS = frozenset(f.name for f in dataclasses.fields(SearchParams))


@dataclass
class GameResult:
    """One game of a duplicate pair: A's and B's deal scores and A's think times."""

    score_a: int
    score_b: int
    times_a: list[float] = field(default_factory=list)
    times_b: list[float] = field(default_factory=list)


def play_game(
    rules: Rules, deck: list[int], dealer: int, bots: list[Bot], a_team: int
) -> GameResult | None:
    """One deal with ``bots`` at seats 0-3; None when the deal is thrown in."""
    pos = new_deal(rules, dealer, deck)
    if needs_redeal(pos):
        return None
    times: list[list[float]] = [[], []]
    history: list[tuple[int, Any]] = []
    while pos.phase != "over":
        seat = pos.to_play
        start = time.perf_counter()
        move = bots[seat].choose(PlayerView.of(pos, seat, history))
        times[seat & 1].append(time.perf_counter() - start)
        history.append((seat, move))
        pos = apply(pos, move)
    result, _ = deal_scores(rules, card_points_of(pos), seep_points_of(pos))
    return GameResult(result[a_team], result[1 - a_team], times[a_team], times[1 - a_team])


_WORKER: dict[str, Any] = {}


def _init(a: str, b: str, seed: int, rules_json: dict[str, Any]) -> None:
    _WORKER["rules"] = Rules.from_json(rules_json)
    _WORKER["a"] = parse_player(a, seed)
    _WORKER["b"] = parse_player(b, seed)


def play_pair(
    index: int, base_seed: int, rules: Rules, a: Bot, b: Bot
) -> tuple[GameResult, GameResult] | None:
    """Deal ``index`` played twice, teams swapped; None if the deal is thrown in."""
    deck = shuffled_deck(base_seed * 1_000_003 + index)
    n = rules.num_players
    dealer = index % n
    if n == 4:
        first = play_game(rules, deck, dealer, [a, b, a, b], 0)
        second = play_game(rules, deck, dealer, [b, a, b, a], 1)
    else:
        first = play_game(rules, deck, dealer, [a, b], 0)
        second = play_game(rules, deck, dealer, [b, a], 1)
    if first is None or second is None:
        return None
    return first, second


def pair_margin(pair: tuple[GameResult, GameResult]) -> float:
    """A's margin per deal over the two games of a duplicate pair."""
    g1, g2 = pair
    return ((g1.score_a - g1.score_b) + (g2.score_a - g2.score_b)) / 2


def mean_ci(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval (0 for fewer than 2)."""
    n = len(values)
    mean = sum(values) / n if n else 0.0
    var = sum((x - mean) ** 2 for x in values) / (n - 1) if n > 1 else 0.0
    return mean, (1.96 * math.sqrt(var / n) if n > 1 else 0.0)


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0-1) of the values, nearest rank."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def simulate_baazis(margins: list[tuple[int, int]], target: int = 100) -> tuple[int, int]:
    """Chain the games' scores into running leads: baazis won by A and by B (under-9 too)."""
    lead = 0
    won = [0, 0]
    for sa, sb in margins:
        lead += sa - sb
        if sa < 9 or sb < 9:
            won[0 if sb < 9 else 1] += 1
            lead = 0
        elif lead >= target:
            won[0] += 1
            lead = 0
        elif lead <= -target:
            won[1] += 1
            lead = 0
    return won[0], won[1]


def run(
    a: str,
    b: str,
    deals: int,
    jobs: int,
    seed: int,
    rules_json: dict[str, Any],
    progress: bool = True,
) -> dict[str, Any]:
    """Play the duplicate match and return the results (see the module docstring)."""
    pairs: list[tuple[GameResult, GameResult]] = []
    index = 0
    started = time.perf_counter()
    ctx = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    with ctx.Pool(jobs, initializer=_init, initargs=(a, b, seed, rules_json)) as pool:
        while len(pairs) < deals:
            want = deals - len(pairs)
            batch = list(range(index, index + want + want // 10 + 1))
            index += len(batch)
            for got in pool.imap(_pair_job, [(i, seed) for i in batch]):
                if got is not None and len(pairs) < deals:
                    pairs.append(got)
                    if progress:
                        _progress(len(pairs), deals, started)
    if progress:
        sys.stderr.write("\n")
    return summarise(a, b, pairs, seed, rules_json, time.perf_counter() - started)


def _pair_job(args: tuple[int, int]) -> tuple[GameResult, GameResult] | None:
    return play_pair(*args, _WORKER["rules"], _WORKER["a"], _WORKER["b"])


def _progress(done: int, total: int, started: float) -> None:
    width = 30
    filled = int(width * done / total)
    rate = done / max(1e-9, time.perf_counter() - started)
    eta = (total - done) / rate if rate else 0
    sys.stderr.write(
        f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} deals  "
        f"{rate:.2f}/s  eta {eta:.0f}s   "
    )
    sys.stderr.flush()


def summarise(
    a: str,
    b: str,
    pairs: list[tuple[GameResult, GameResult]],
    seed: int,
    rules_json: dict[str, Any],
    seconds: float,
) -> dict[str, Any]:
    """The figures of a finished duplicate match."""
    mean, half = mean_ci([pair_margin(pair) for pair in pairs])
    n = len(pairs)
    games = [g for pair in pairs for g in pair]
    won_a = sum(1 for g in games if g.score_a > g.score_b)
    won_b = sum(1 for g in games if g.score_b > g.score_a)
    baazis = simulate_baazis([(g.score_a, g.score_b) for g in games])
    times_a = [t for g in games for t in g.times_a]
    times_b = [t for g in games for t in g.times_b]

    def timing(ts: list[float]) -> dict[str, float]:
        return {
            "p50": round(percentile(ts, 0.5), 4),
            "p95": round(percentile(ts, 0.95), 4),
            "max": round(max(ts, default=0.0), 4),
            "moves": len(ts),
        }

    return {
        "a": a,
        "b": b,
        "rules": rules_json,
        "seed": seed,
        "deals": n,
        "games": len(games),
        "margin_per_deal": round(mean, 2),
        "ci95": [round(mean - half, 2), round(mean + half, 2)],
        "deals_won": {"a": won_a, "b": won_b, "tied": len(games) - won_a - won_b},
        "baazis": {"a": baazis[0], "b": baazis[1]},
        "think_time": {"a": timing(times_a), "b": timing(times_b)},
        "seconds": round(seconds, 1),
    }


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m game.ai.arena``."""
    parser = argparse.ArgumentParser(prog="python -m game.ai.arena", description=__doc__)
    parser.add_argument("a", help="player A: a level or reference bot, e.g. expert")
    parser.add_argument("b", help="player B, e.g. greedy_sd")
    parser.add_argument("--deals", type=int, default=100, help="duplicate deals (default 100)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="standard")
    parser.add_argument("--players", type=int, default=4, choices=(2, 4))
    parser.add_argument("--json", help="write the results to this file")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    rules_json: dict[str, Any] = {"preset": args.preset}
    if args.players != 4:
        rules_json["num_players"] = args.players
    try:
        Rules.from_json(rules_json)
        parse_player(args.a, 0)
        parse_player(args.b, 0)
    except ValueError as e:
        parser.error(str(e))
    res = run(args.a, args.b, args.deals, args.jobs, args.seed, rules_json, not args.quiet)
    lo, hi = res["ci95"]
    ta, tb = res["think_time"]["a"], res["think_time"]["b"]
    print(f"{args.a} vs {args.b}: {res['deals']} duplicate deals ({res['games']} games)")
    print(f"  margin of A per deal: {res['margin_per_deal']:+.2f}  95% CI [{lo:+.2f}, {hi:+.2f}]")
    print(
        f"  deals won: A {res['deals_won']['a']}, B {res['deals_won']['b']}, "
        f"tied {res['deals_won']['tied']};  simulated baazis: A {res['baazis']['a']}, "
        f"B {res['baazis']['b']}"
    )
    print(f"  think time A: p50 {ta['p50']:.3f}s  p95 {ta['p95']:.3f}s  max {ta['max']:.3f}s")
    print(f"  think time B: p50 {tb['p50']:.3f}s  p95 {tb['p95']:.3f}s  max {tb['max']:.3f}s")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(res, f, indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
