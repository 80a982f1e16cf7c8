"""Run the strength ladder with the arena and write the figures into docs/strength.md.

    python tools/ladder.py --deals 300 --jobs 2          # the full ladder (about an hour)
    python tools/ladder.py --deals 300 --only expert:greedy_sd

Each pair's results are kept as JSON in docs/ladder/ so the write-up can be regenerated without
playing again (``--report-only``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai.arena import run  # noqa: E402

PAIRS = [
    ("greedy", "random"),
    ("greedy_sd", "greedy"),
    ("greedy_sd", "easy"),
    ("medium", "greedy_sd"),
    ("sharp", "medium"),
    ("sharp", "greedy_sd"),
    ("hard", "medium"),
    ("hard", "greedy_sd"),
    ("expert", "hard"),
    ("expert", "greedy_sd"),
    ("counter", "greedy_sd"),
    ("counter", "sharp"),
    ("counter", "medium"),
]
#: Pairs also run with 2 players (``--players 2``; files end in ``__2p``).
PAIRS_2P = [("counter", "greedy_sd"), ("counter", "sharp")]
OUT = ROOT / "docs" / "ladder"


def pair_file(a: str, b: str, players: int = 4) -> Path:
    suffix = "" if players == 4 else f"__{players}p"
    return OUT / f"{a.replace(':', '_')}__vs__{b.replace(':', '_')}{suffix}.json"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--players", type=int, default=4, choices=(2, 4))
    parser.add_argument("--only", action="append", default=[], help="a:b pairs to (re)run")
    parser.add_argument("--report-only", action="store_true")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    default = PAIRS if args.players == 4 else PAIRS_2P
    pairs = [tuple(p.split(":", 1)) for p in args.only] if args.only else default
    rules_json: dict[str, object] = {"preset": "standard"}
    if args.players != 4:
        rules_json["num_players"] = args.players
    if not args.report_only:
        for a, b in pairs:
            started = time.time()
            print(f"{a} vs {b}: {args.deals} duplicate deals...", flush=True)
            res = run(a, b, args.deals, args.jobs, args.seed, rules_json, False)
            res["command"] = (
                f"python -m game.ai.arena {a} {b} --deals {args.deals} --seed {args.seed}"
                + ("" if args.players == 4 else f" --players {args.players}")
            )
            pair_file(a, b, args.players).write_text(
                json.dumps(res, indent=2) + "\n", encoding="utf-8"
            )
            lo, hi = res["ci95"]
            print(
                f"  {res['margin_per_deal']:+.2f} [{lo:+.2f}, {hi:+.2f}] "
                f"in {time.time() - started:.0f}s",
                flush=True,
            )
    print(report())
    return 0


def report() -> str:
    """The ladder tables from the JSON files present."""
    rows = []
    times: dict[str, dict[str, float]] = {}
    for a, b in PAIRS:
        path = pair_file(a, b)
        if not path.exists():
            rows.append(f"| {a} | {b} | not run | | | |")
            continue
        res = json.loads(path.read_text(encoding="utf-8"))
        lo, hi = res["ci95"]
        won = res["deals_won"]
        rows.append(
            f"| {a} | {b} | {res['margin_per_deal']:+.2f} | [{lo:+.2f}, {hi:+.2f}] | "
            f"{res['deals']} | {won['a']}–{won['b']} | {res['baazis']['a']}–{res['baazis']['b']} |"
        )
        for side, name in (("a", a), ("b", b)):
            t = res["think_time"][side]
            if t["moves"] and (name not in times or t["moves"] > times[name]["moves"]):
                times[name] = t
    table = [
        "| A | B | margin of A per deal | 95% CI | duplicate deals | games won A–B | baazis A–B |",
        "|---|---|---|---|---|---|---|",
        *rows,
    ]
    ttable = ["| player | p50 | p95 | max | moves timed |", "|---|---|---|---|---|"]
    for name in ("easy", "medium", "sharp", "counter", "hard", "expert", "greedy_sd"):
        if name in times:
            t = times[name]
            ttable.append(
                f"| {name} | {t['p50'] * 1000:.1f} ms | {t['p95'] * 1000:.1f} ms | "
                f"{t['max'] * 1000:.1f} ms | {t['moves']} |"
            )
    two = [
        "| A | B (2 players) | margin of A per deal | 95% CI | duplicate deals |",
        "|---|---|---|---|---|",
    ]
    for a, b in PAIRS_2P:
        path = pair_file(a, b, 2)
        if path.exists():
            res = json.loads(path.read_text(encoding="utf-8"))
            lo, hi = res["ci95"]
            two.append(
                f"| {a} | {b} | {res['margin_per_deal']:+.2f} | [{lo:+.2f}, {hi:+.2f}] | "
                f"{res['deals']} |"
            )
    return (
        "\n".join(table)
        + "\n\n"
        + matrix()
        + "\n"
        + "\n".join(two)
        + "\n\n"
        + "\n".join(ttable)
        + "\n"
    )


ORDER = ("random", "greedy", "easy", "greedy_sd", "medium", "sharp", "counter", "hard", "expert")


def matrix() -> str:
    """The measured margins as a matrix: the row player's margin per deal over the column
    player, with its 95% CI (a pair run as B–A is shown negated)."""
    cells: dict[tuple[str, str], str] = {}
    for a, b in PAIRS:
        path = pair_file(a, b)
        if not path.exists():
            continue
        res = json.loads(path.read_text(encoding="utf-8"))
        m = res["margin_per_deal"]
        lo, hi = res["ci95"]
        cells[a, b] = f"{m:+.1f} [{lo:+.1f}, {hi:+.1f}]"
        cells[b, a] = f"{-m:+.1f} [{-hi:+.1f}, {-lo:+.1f}]"
    names = [n for n in ORDER if any(n in pair for pair in cells)]
    lines = [
        "| row over column | " + " | ".join(names) + " |",
        "|---" * (len(names) + 1) + "|",
    ]
    for r in names:
        row = ["—" if r == c else cells.get((r, c), "") for c in names]
        lines.append(f"| **{r}** | " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    raise SystemExit(main())
