"""tools/compare.py: paired variants on the same deals, one JSON line per deal, a JSON summary."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_compare_pairs_the_variants_on_the_same_deals(tmp_path: Path) -> None:
    out = tmp_path / "runs.jsonl"
    cmd = [sys.executable, str(ROOT / "tools" / "compare.py"), "greedy_sd"]
    args = [
        "counter",
        "counter:reply=2",
        "greedy",
        "--deals",
        "4",
        "--seed",
        "3",
        "--out",
        str(out),
    ]
    done = subprocess.run(cmd + args, capture_output=True, text=True, check=True)
    res = json.loads(done.stdout.strip().splitlines()[-1])
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert res["deals"] == len(rows) == 4
    # The same player twice (reply 2 is the default) gives the same margins deal by deal.
    assert all(r["margins"][0] == r["margins"][1] for r in rows)
    first, second = list(res["variants"].values())[:2]
    assert first["margin"] == second["margin"]
    assert (
        res["variants"]["greedy"]["margin"]["mean"] < res["variants"]["counter"]["margin"]["mean"]
    )
    again = subprocess.run([*cmd, "--report", str(out)], capture_output=True, text=True, check=True)
    assert json.loads(again.stdout.strip().splitlines()[-1]) == res
