"""Paired duplicate matches: several variants of player A against the same B on the same deals.

    python tools/compare.py counter expert 'expert:counter_prior=1' --deals 60 --seed 7 \\
        --out runs.jsonl --max-minutes 30

Deal ``i`` is played (twice, teams swapped, as in ``python -m game.ai.arena``) by every variant in
turn before deal ``i + 1`` starts, and one JSON line per deal is appended to ``--out`` at once, so
a run stopped early (``--max-minutes`` or Ctrl+C) still holds whole, paired deals. Prints each
variant's margin per deal over B with its 95% interval, each variant's paired difference from
the first one (the same deals, so the cards' luck cancels twice), think-time percentiles; the
last line is JSON. ``--report FILE`` prints the figures of an earlier run without playing (several
``--report`` files are merged: later deals of the same variants, or other variants on the same
deals; ``--start`` makes a run go on from an earlier one's last deal).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.arena import pair_margin, parse_player, percentile, play_pair
from game.rules import Rules


def ci(values: list[float]) -> dict[str, Any]:
    n = len(values)
    mean = sum(values) / n if n else 0.0
    var = sum((x - mean) ** 2 for x in values) / (n - 1) if n > 1 else 0.0
    half = 1.96 * (var / n) ** 0.5 if n > 1 else 0.0
    return {"mean": round(mean, 2), "ci95": [round(mean - half, 2), round(mean + half, 2)], "n": n}


def report(rows: list[dict[str, Any]], variants: list[str], b: str) -> dict[str, Any]:
    out: dict[str, Any] = {"b": b, "deals": len(rows), "variants": {}}
    first = [r["margins"][0] for r in rows]
    for k, name in enumerate(variants):
        margins = [r["margins"][k] for r in rows]
        times = [t for r in rows for t in r["times"][k]]
        entry = {
            "margin": ci(margins),
            "minus_first": ci([m - f for m, f in zip(margins, first, strict=True)]),
            "think": {
                "p50": round(percentile(times, 0.5), 4),
                "p95": round(percentile(times, 0.95), 4),
                "max": round(max(times, default=0.0), 4),
                "moves": len(times),
            },
        }
        out["variants"][name] = entry
    return out


def merge_runs(
    paths: list[str], only: list[str] | None = None
) -> tuple[list[dict[str, Any]], list[str]]:
    """The deals of several ``--out`` files as one run: a file that goes on from another (the
    same variants, later deals, ``--start``) adds deals; a file with other variants on the same
    deals adds variants. Only deals that every variant played are kept; the first file's first
    variant is the base of the paired differences. ``only`` keeps those variants alone."""
    by_index: dict[int, dict[str, tuple[float, list[float]]]] = {}
    variants: list[str] = []
    b = ""
    seed = None
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            if seed is None:
                seed, b = row["seed"], row["b"]
            elif (row["seed"], row["b"]) != (seed, b):
                raise SystemExit(f"{path}: another seed or opponent than {paths[0]}")
            got = by_index.setdefault(row["index"], {})
            for k, name in enumerate(row["variants"]):
                if only and name not in only:
                    continue
                if name not in variants:
                    variants.append(name)
                got.setdefault(name, (row["margins"][k], row["times"][k]))
    rows = [
        {
            "index": i,
            "seed": seed,
            "b": b,
            "variants": variants,
            "margins": [got[v][0] for v in variants],
            "times": [got[v][1] for v in variants],
        }
        for i, got in sorted(by_index.items())
        if all(v in got for v in variants)
    ]
    return rows, variants


def show(res: dict[str, Any]) -> None:
    print(f"against {res['b']}, {res['deals']} paired duplicate deals")
    for name, e in res["variants"].items():
        m, d, t = e["margin"], e["minus_first"], e["think"]
        print(
            f"  {name}: {m['mean']:+.2f} [{m['ci95'][0]:+.2f}, {m['ci95'][1]:+.2f}]"
            f"  minus the first {d['mean']:+.2f} [{d['ci95'][0]:+.2f}, {d['ci95'][1]:+.2f}]"
            f"  think p50 {t['p50']:.3f}s p95 {t['p95']:.3f}s max {t['max']:.3f}s"
        )
    print(json.dumps(res))


def peek_at_the_deal() -> None:
    """Make every search sample the true deal instead of worlds consistent with its view.

    A diagnostic only (``--oracle``), never a level: what perfect knowledge of the hidden hands
    would be worth to a player, the upper bound of anything inference could give.
    """
    import game.ai.arena as arena
    import game.ai.search as search

    true: dict[str, Any] = {}
    view_of = arena.PlayerView.of

    class Peek:
        @staticmethod
        def of(pos: Any, seat: int, history: Any) -> Any:
            true["pos"] = pos
            return view_of(pos, seat, history)

    arena.PlayerView = Peek  # type: ignore[misc,assignment]
    search.determinize = lambda _view, _seat, _rng: true["pos"].copy()  # type: ignore[assignment]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("b", nargs="?", default="", help="the common opponent")
    parser.add_argument("variants", nargs="*", help="the variants of A (the first is the base)")
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--start", type=int, default=0, help="the first deal index (to go on from an earlier run)"
    )
    parser.add_argument("--players", type=int, default=4, choices=(2, 4))
    parser.add_argument("--out", help="append one JSON line per deal here")
    parser.add_argument(
        "--oracle",
        action="store_true",
        help="a diagnostic: the searches sample the true deal (what knowing every hand is worth)",
    )
    parser.add_argument("--max-minutes", type=float, default=0.0, help="stop after this long")
    parser.add_argument(
        "--report",
        action="append",
        help="only report the deals of earlier --out files (repeatable: see merge_runs)",
    )
    parser.add_argument(
        "--only", action="append", help="with --report: only these variants (repeatable)"
    )
    args = parser.parse_args(argv)
    if args.report:
        rows, variants = merge_runs(args.report, args.only)
        show(report(rows, variants, rows[0]["b"] if rows else args.b))
        return 0
    if not args.b or not args.variants:
        parser.error("name the opponent and at least one variant (or --report FILE)")
    if args.oracle:
        peek_at_the_deal()
    rules_json: dict[str, Any] = {"preset": "standard"}
    if args.players != 4:
        rules_json["num_players"] = args.players
    rules = Rules.from_json(rules_json)
    b = parse_player(args.b, args.seed)
    arms = [parse_player(v, args.seed) for v in args.variants]
    rows: list[dict[str, Any]] = []
    started = time.perf_counter()
    index = args.start
    while len(rows) < args.deals:
        if args.max_minutes and time.perf_counter() - started > 60 * args.max_minutes:
            break
        got = [play_pair(index, args.seed, rules, a, b) for a in arms]
        index += 1
        if any(g is None for g in got):
            continue
        row = {
            "index": index - 1,
            "seed": args.seed,
            "b": args.b,
            "variants": args.variants,
            "rules": rules_json,
            "margins": [pair_margin(g) for g in got if g is not None],
            "times": [
                [round(t, 4) for game in g for t in game.times_a] for g in got if g is not None
            ],
        }
        rows.append(row)
        if args.out:
            with open(args.out, "a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")
        sys.stderr.write(f"\r{len(rows)}/{args.deals} deals, {time.perf_counter() - started:.0f}s")
    sys.stderr.write("\n")
    show(report(rows, args.variants, args.b))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
