#!/usr/bin/env python3
"""How well a world sampler guesses the hidden hands: the Brier score of its holdings.

Deals are played by four players of one kind (``--players-kind``, default ``counter``); at every
play after the ``--skip``-th, the seat to play samples ``--worlds`` worlds of its view, and for
each hidden hand and each value the fraction of worlds in which that hand holds a card of the
value is scored against the truth, (fraction - truth)^2, averaged. Lower is better; the uniform
sampler (``determinize``) is the baseline; ``--beta``/``--margin`` set :func:`hand_evidence`;
``--policy TAU`` (repeatable) adds the sampler that weighs worlds by the likelihood of the
opponents' past plays under a careful counting player (:func:`policy_evidence`, resampled among
``--tries`` worlds).

    python tools/inference_check.py --deals 20 --beta 0.3 --margin 2 --policy 1

The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.levels import make_bot
from game.ai.sampler import (
    determinize,
    determinize_inferred,
    determinize_policy,
    determinize_weighted,
    hand_evidence,
    inferred_voids,
    policy_evidence,
)
from game.rules import PlayerView, Rules, apply, needs_redeal, new_deal, shuffled_deck

_SHIFT = tuple((v - 1) << 2 for v in range(14))


def brier(worlds: list[Any], truth: Any, seat: int) -> tuple[float, int]:
    total = 0.0
    n = 0
    for s in range(truth.players):
        if s == seat:
            continue
        real = truth.hands[s] or 0
        for v in range(1, 14):
            t = 1.0 if (real >> _SHIFT[v]) & 15 else 0.0
            f = sum(1 for w in worlds if ((w.hands[s] or 0) >> _SHIFT[v]) & 15) / len(worlds)
            total += (f - t) ** 2
            n += 1
    return total, n


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--worlds", type=int, default=60)
    parser.add_argument("--skip", type=int, default=8)
    parser.add_argument("--players-kind", default="counter")
    parser.add_argument("--players", type=int, default=4, choices=(2, 4))
    parser.add_argument("--beta", type=float, action="append")
    parser.add_argument("--margin", type=float, default=2.0)
    parser.add_argument("--policy", type=float, action="append", default=[])
    parser.add_argument("--tries", type=int, default=8)
    args = parser.parse_args(argv)
    betas = args.beta or [0.3]
    rules_json: dict[str, Any] = {"preset": "standard"}
    if args.players != 4:
        rules_json["num_players"] = args.players
    rules = Rules.from_json(rules_json)
    sums = {"uniform": [0.0, 0], "voids": [0.0, 0]} | {f"beta={b}": [0.0, 0] for b in betas}
    sums |= {f"policy={t}": [0.0, 0] for t in args.policy}
    done = i = 0
    while done < args.deals:
        pos = new_deal(rules, i % rules.num_players, shuffled_deck(args.seed * 1000003 + i))
        i += 1
        if needs_redeal(pos):
            continue
        done += 1
        bots = [make_bot(args.players_kind, args.seed + s) for s in range(rules.num_players)]
        history: list[tuple[int, Any]] = []
        rng = random.Random(i)
        while pos.phase != "over":
            seat = pos.to_play
            view = PlayerView.of(pos, seat, history)
            if pos.phase == "play" and pos.plays_made >= args.skip:
                vp = view.position
                worlds = [determinize(vp, seat, rng) for _ in range(args.worlds)]
                t, n = brier(worlds, pos, seat)
                sums["uniform"][0] += t
                sums["uniform"][1] += n
                voids = inferred_voids(vp, seat, view.history)
                worlds = [determinize_inferred(vp, seat, rng, voids) for _ in range(args.worlds)]
                t, n = brier(worlds, pos, seat)
                sums["voids"][0] += t
                sums["voids"][1] += n
                for b in betas:
                    ev = hand_evidence(vp, seat, view.history, beta=b, margin=args.margin)
                    worlds = [determinize_weighted(vp, seat, rng, ev) for _ in range(args.worlds)]
                    t, n = brier(worlds, pos, seat)
                    sums[f"beta={b}"][0] += t
                    sums[f"beta={b}"][1] += n
                for tau in args.policy:
                    past = policy_evidence(vp, seat, view.history, tau)
                    worlds = [
                        determinize_policy(vp, seat, rng, past, args.tries)
                        for _ in range(args.worlds)
                    ]
                    t, n = brier(worlds, pos, seat)
                    sums[f"policy={tau}"][0] += t
                    sums[f"policy={tau}"][1] += n
            move = bots[seat].choose(view)
            history.append((seat, move))
            pos = apply(pos, move)
    res = {k: round(v[0] / v[1], 5) for k, v in sums.items()}
    for k, v in res.items():
        print(f"{k}: Brier {v}")
    print(json.dumps({"deals": args.deals, "kind": args.players_kind, "margin": args.margin} | res))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
