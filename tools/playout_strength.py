#!/usr/bin/env python3
"""How strong the searches' playout policy is as a player of its own.

Hard's and Expert's searches judge a move by finishing the deal with a quick policy
(game/ai/playout.py: greedy captures, seeps valued, a guard against leaving the next opponent a
clearing card, 8% random moves). This plays that policy, from each seat's view alone (its hand
and the table; a world of the view is drawn only so that the policy has a whole position to step
in), against a reference player over duplicate deals, as the arena does:

    python tools/playout_strength.py counter --deals 300 --seed 5
    python tools/playout_strength.py greedy_sd --deals 300 --seed 5

The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.arena import mean_ci, pair_margin, parse_player, play_pair
from game.ai.base import Bot
from game.ai.bots import choose_bid
from game.ai.playout import playout
from game.ai.sampler import determinize
from game.rules import Move, PlayerView, Rules, movegen
from game.rules.movegen import BID


class PlayoutBot(Bot):
    """The playout policy, one play at a time (the Expert's settings: counting guard)."""

    name = "playout"

    def __init__(self, seed: int = 0, explore: float = 0.08) -> None:
        super().__init__(seed)
        self.explore = explore

    def decide(self, view: PlayerView) -> Move:
        rng = random.Random(self.rng_seed(view))
        moves = movegen.generate(view.position)
        if moves[0][0] == BID:
            return Move(BID, -1, 0, 0, choose_bid(view.hand, rng))
        if len(moves) == 1:
            return Move._make(moves[0])
        # The policy reads only the mover's hand and the table (its guard counts; no other
        # hand is looked at), so any world of the view gives the same choice.
        world = determinize(view.position, view.seat, random.Random(1))
        after = world.copy()
        playout(after, rng, True, False, self.explore, counting=True, stop_at=world.plays_made + 1)
        for m in moves:
            probe = world.copy()
            movegen.play(probe, m)
            if (probe.loose, probe.piles, probe.hands) == (after.loose, after.piles, after.hands):
                if {v: h.cards for v, h in probe.houses.items()} == {
                    v: h.cards for v, h in after.houses.items()
                }:
                    return Move._make(m)
        raise RuntimeError("the playout made no move of the view")  # pragma: no cover


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("b", help="the reference player")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--explore", type=float, default=0.08)
    args = parser.parse_args(argv)
    rules = Rules.from_json({"preset": "standard"})
    a = PlayoutBot(args.seed, args.explore)
    b = parse_player(args.b, args.seed)
    margins = []
    for i in range(args.deals):
        got = play_pair(i, args.seed, rules, a, b)
        if got is not None:
            margins.append(pair_margin(got))
    mean, half = mean_ci(margins)
    print(f"playout policy against {args.b}: {mean:+.2f} [{mean - half:+.2f}, {mean + half:+.2f}]")
    print(json.dumps({"b": args.b, "deals": len(margins), "mean": mean, "ci95": half}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
