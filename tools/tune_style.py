"""Measure a variant of the one-ply evaluation's weights against a bot, in duplicate deals.

    python tools/tune_style.py --base classic house_share=0 house_points=0
    python tools/tune_style.py --base sharp --defence 1.5 --against medium --deals 1500 --seed 4

The variant is a :class:`game.ai.bots.HeuristicBot` with the base style (``classic`` is Medium's,
``sharp`` the one that guides Expert) and the given fields changed. The opponent is any level or
reference bot. Deals are played in this process (the cheap bots need no pool): deal ``i`` uses
``shuffled_deck(seed * 1000003 + i)`` and dealer ``i % 4``, as the arena does. This is how the
SHARP weights of docs/strength.md were found.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai.arena import mean_ci, pair_margin, parse_player, play_pair  # noqa: E402
from game.ai.bots import CLASSIC, SHARP, HeuristicBot, Style  # noqa: E402
from game.rules import Rules  # noqa: E402


def measure(
    style: Style, defence: float, against: str, deals: int, seed: int
) -> tuple[float, float, int]:
    """Mean margin per duplicate deal, the 95% half-width, and the deals played."""
    rules = Rules.from_json({"preset": "standard"})
    a = HeuristicBot(seed, defence=defence, care=1.0, style=style)
    b = parse_player(against, seed)
    pairs = [play_pair(i, seed, rules, a, b) for i in range(deals)]
    margins = [pair_margin(p) for p in pairs if p is not None]  # thrown-in deals are skipped
    mean, half = mean_ci(margins)
    return mean, half, len(margins)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("changes", nargs="*", help="field=value changes to the base style")
    parser.add_argument("--base", choices=("classic", "sharp"), default="sharp")
    parser.add_argument("--defence", type=float, default=None, help="seep-risk weight")
    parser.add_argument("--against", default="greedy_sd")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    base = SHARP if args.base == "sharp" else CLASSIC
    fields = {f.name for f in dataclasses.fields(Style)}
    changes: dict[str, float] = {}
    for item in args.changes:
        key, _, value = item.partition("=")
        if key not in fields:
            parser.error(f"no style field {key!r}: one of {', '.join(sorted(fields))}")
        changes[key] = float(value)
    defence = args.defence if args.defence is not None else (1.5 if base is SHARP else 1.0)
    mean, half, n = measure(
        dataclasses.replace(base, **changes), defence, args.against, args.deals, args.seed
    )
    label = " ".join(args.changes) or "(no change)"
    print(
        f"{args.base} {label} defence={defence} vs {args.against}: "
        f"{mean:+.2f} per deal [{mean - half:+.2f}, {mean + half:+.2f}] over {n} deals"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
