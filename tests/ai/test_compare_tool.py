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


def _run_file(path: Path, variants: list[str], deals: dict[int, list[float]]) -> str:
    lines = [
        json.dumps(
            {
                "index": i,
                "seed": 5,
                "b": "counter",
                "variants": variants,
                "margins": m,
                "times": [[0.1] for _ in m],
            }
        )
        for i, m in deals.items()
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def test_runs_merge_by_deal_later_deals_and_other_variants(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    from compare import merge_runs

    base = _run_file(tmp_path / "a.jsonl", ["x"], {0: [1.0], 1: [2.0], 2: [3.0]})
    more = _run_file(tmp_path / "b.jsonl", ["x"], {3: [4.0]})
    other = _run_file(tmp_path / "c.jsonl", ["y", "z"], {0: [5.0, 6.0], 1: [7.0, 8.0]})
    rows, variants = merge_runs([base, more])
    assert variants == ["x"] and [r["margins"] for r in rows] == [[1.0], [2.0], [3.0], [4.0]]
    rows, variants = merge_runs([base, more, other])
    # Only the deals every variant played; the first file's variant first.
    assert variants == ["x", "y", "z"]
    assert [(r["index"], r["margins"]) for r in rows] == [
        (0, [1.0, 5.0, 6.0]),
        (1, [2.0, 7.0, 8.0]),
    ]
    rows, variants = merge_runs([base, more, other], only=["x", "z"])
    assert variants == ["x", "z"] and [r["margins"] for r in rows] == [[1.0, 6.0], [2.0, 8.0]]


def test_the_oracle_diagnostic_samples_the_true_deal(monkeypatch: object) -> None:
    """``--oracle`` (a diagnostic, never a level) makes the searches see the true hands."""
    import random

    import pytest

    import game.ai.arena as arena
    import game.ai.search as search
    from game.rules import Rules, apply, legal_moves, new_deal, shuffled_deck

    mp = monkeypatch
    assert isinstance(mp, pytest.MonkeyPatch)
    mp.setattr(arena, "PlayerView", arena.PlayerView)  # restored after the test
    mp.setattr(search, "determinize", search.determinize)
    mp.syspath_prepend(str(ROOT / "tools"))
    import compare

    pos = new_deal(Rules.from_json({"preset": "standard"}), 0, shuffled_deck(5))
    for _ in range(2):  # the bid and the opening: every hand is dealt
        pos = apply(pos, legal_moves(pos)[0])
    seat = pos.to_play
    view = arena.PlayerView.of(pos, seat, [])
    honest = search.determinize(view.position, seat, random.Random(1))
    compare.peek_at_the_deal()
    view = arena.PlayerView.of(pos, seat, [])
    assert view.position.hands[(seat + 1) % 4] is None  # the view itself is still a view
    world = search.determinize(view.position, seat, random.Random(1))
    assert world.hands == pos.hands
    assert honest.hands != pos.hands
