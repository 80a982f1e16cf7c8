#!/usr/bin/env python3
"""Think time of a computer player on fixed views: p50, p95 and max per move, one process.

The views come from deals played by four ``counter`` players (deal ``i`` of ``--seed`` as in the
arena), every play of every seat, so early, middle and late positions are all in the sample.
The player chooses from each view once (timed) and, for every ``--repeat``-th view, a second
time with a fresh bot: the two moves must be the same (determinism; the run fails otherwise).
It also counts the searches stopped by their guard against hangs (``time_cap``), which should
never fire: a move cut short by the clock depends on the machine.

    nice -n 15 python tools/bench_think.py expert --deals 4 --seed 31

The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import _native
from game.ai.arena import parse_player, percentile
from game.ai.levels import make_bot
from game.rules import PlayerView, Rules, apply, needs_redeal, new_deal, shuffled_deck


def views(rules: Rules, deals: int, seed: int) -> list[PlayerView]:
    out: list[PlayerView] = []
    i = 0
    done = 0
    while done < deals:
        pos = new_deal(rules, i % rules.num_players, shuffled_deck(seed * 1000003 + i))
        i += 1
        if needs_redeal(pos):
            continue
        done += 1
        bots = [make_bot("counter", seed + s) for s in range(rules.num_players)]
        history: list[tuple[int, Any]] = []
        while pos.phase != "over":
            seat = pos.to_play
            view = PlayerView.of(pos, seat, history)
            out.append(view)
            move = bots[seat].choose(view)
            history.append((seat, move))
            pos = apply(pos, move)
    return out


class GuardCount(logging.Handler):
    """Counts the warnings of searches stopped by their guard against hangs (game/ai/base.py)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.fired = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.fired += 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("player", help="a level, optionally with settings: expert:reply=1")
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--players", type=int, default=4, choices=(2, 4))
    parser.add_argument("--repeat", type=int, default=10, help="check determinism every N views")
    args = parser.parse_args(argv)
    rules_json: dict[str, Any] = {"preset": "standard"}
    if args.players != 4:
        rules_json["num_players"] = args.players
    rules = Rules.from_json(rules_json)
    sample = views(rules, args.deals, args.seed)
    guard = GuardCount()
    logging.getLogger("game.ai.base").addHandler(guard)
    times: list[float] = []
    cpu_times: list[float] = []
    mismatches = 0
    checked = 0
    for k, view in enumerate(sample):
        bot = parse_player(args.player, args.seed)
        start = time.perf_counter()
        cpu_start = time.thread_time()
        move = bot.choose(view)
        times.append(time.perf_counter() - start)
        cpu_times.append(time.thread_time() - cpu_start)
        if args.repeat and k % args.repeat == 0:
            checked += 1
            if parse_player(args.player, args.seed).choose(view) != move:
                mismatches += 1
    res = {
        "player": args.player,
        "players": args.players,
        "views": len(sample),
        "p50": round(percentile(times, 0.5), 4),
        "p95": round(percentile(times, 0.95), 4),
        "max": round(max(times), 4),
        # The same in the thread's processor time: what the think time would be on an idle
        # core of this machine (the wall-clock figures above grow with the machine's load).
        "cpu_p50": round(percentile(cpu_times, 0.5), 4),
        "cpu_p95": round(percentile(cpu_times, 0.95), 4),
        "cpu_max": round(max(cpu_times), 4),
        "load_average": round(os.getloadavg()[0], 2),
        "determinism_checked": checked,
        "determinism_mismatches": mismatches,
        "guard_fired": guard.fired,
        "engine": _native.STATE,  # "compiled" or "pure: <why>" (game/_native.py)
    }
    print(
        f"{args.player}: {len(sample)} views, think p50 {res['p50']:.3f}s p95 {res['p95']:.3f}s "
        f"max {res['max']:.3f}s (processor time p50 {res['cpu_p50']:.3f}s p95 "
        f"{res['cpu_p95']:.3f}s max {res['cpu_max']:.3f}s; load average {res['load_average']});"
        f" {checked} views chosen twice, {mismatches} different;"
        f" the guard against hangs fired {guard.fired} times; engine {res['engine']}"
    )
    print(json.dumps(res))
    return 1 if mismatches else 0


if __name__ == "__main__":
    raise SystemExit(main())
