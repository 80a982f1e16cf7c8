"""``python -m game.rules.bench [--seconds S]``: how fast the rules engine is, on one core.

Prints random complete 4-player deals per second (uniform random legal moves from the full list),
legal-move lists per second over a fixed set of positions, the average number of legal moves,
apply calls per second, and the time of one legal-move list on a cluttered floor. The last line is
one JSON object with ``deals_per_s``, ``movegens_per_s``, ``avg_moves``, ``apply_per_s`` and
``cluttered_ms``.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from game.rules import movegen
from game.rules.deal import shuffled_deck
from game.rules.engine import apply_unchecked, new_deal
from game.rules.notation import position_from_json
from game.rules.options import Rules
from game.rules.position import Position

#: A cluttered floor: 13 loose cards of mixed values and three houses (one pakka, one co-owned).
CLUTTERED = {
    "format": "seep-position/1",
    "rules": {"preset": "standard"},
    "dealer": 3,
    "phase": "play",
    "to_play": 0,
    "plays_made": 24,
    "bid": 11,
    "hands": [["As", "3c", "4h", "9c", "Jc", "Kh"], None, None, None],
    "hand_sizes": [6, 6, 6, 6],
    "floor": {
        "loose": ["Ah", "2s", "3d", "4c", "5h", "6d", "7c", "8s", "Td", "Qh", "Ad", "2c", "5s"],
        "houses": [
            {"value": 9, "cards": ["6c", "3s", "9s"], "owners": [1], "pakka": True},
            {"value": 11, "cards": ["7s", "4s", "Jh", "Js"], "owners": [0, 3], "pakka": True},
            {"value": 13, "cards": ["8c", "5d"], "owners": [2], "pakka": False},
        ],
    },
    "piles": [["2d", "6s", "6h"], ["7d", "7h", "Qs"]],
    "seeps": [],
    "last_capturer": 1,
    "stock": None,
}

#: The worst floor we know: 13 small loose cards (A A 2 2 3 3 4 4 5 5 6 7 8) and three houses.
CLUTTERED_WORST = {
    **CLUTTERED,
    "hands": [["As", "2d", "3c", "4h", "9c", "Jc"], None, None, None],
    "floor": {
        "loose": ["Ah", "Ad", "2s", "2h", "3s", "3h", "4s", "4d", "5s", "5h", "6s", "7h", "8d"],
        "houses": [
            {"value": 9, "cards": ["6c", "3d", "9s"], "owners": [1], "pakka": True},
            {"value": 11, "cards": ["7c", "4c", "Jh", "Js"], "owners": [0, 3], "pakka": True},
            {"value": 13, "cards": ["8c", "5d"], "owners": [2], "pakka": False},
        ],
    },
    "piles": [["2c", "5c", "6d"], ["6h", "7d", "Qs"]],
}


def random_deal(rules: Rules, deal_number: int, rng: random.Random) -> int:
    """Play one complete deal with uniform random moves; returns the number of plays (0 if
    thrown in)."""
    pos = new_deal(rules, deal_number & 3, shuffled_deck(deal_number))
    gen = movegen.generate
    play = movegen.play
    choice = rng.choice
    bids = gen(pos)
    if not bids:
        return 0
    play(pos, choice(bids))
    plays = 0
    while pos.phase == "play":
        play(pos, choice(gen(pos)))
        plays += 1
    return plays


def sample_positions(count: int, seed: int = 1) -> list[Position]:
    """Positions met in random play, a fixed set for a given seed."""
    rng = random.Random(seed)
    rules = Rules()
    out: list[Position] = []
    d = 0
    while len(out) < count:
        d += 1
        pos = new_deal(rules, d & 3, shuffled_deck(seed * 1_000_003 + d))
        while pos.phase != "over" and len(out) < count:
            moves = movegen.generate(pos)
            if not moves:
                break
            if pos.phase == "play":
                out.append(pos)
            pos = apply_unchecked(pos, rng.choice(moves))
    return out


def _timed(seconds: float, step: object) -> tuple[int, float]:
    n = 0
    start = time.perf_counter()
    end = start + seconds
    while True:
        n += step()  # type: ignore[operator]
        now = time.perf_counter()
        if now >= end:
            return n, now - start


def _list_ms(pos: Position, secs: float, label: str) -> float:
    count = len(movegen.generate(pos))

    def batch() -> int:
        for _ in range(10):
            movegen.clear_floor_cache()
            movegen.generate(pos)
        return 10

    runs, t = _timed(min(secs, 1.0), batch)
    ms = t / runs * 1000
    print(f"{label + ':':<24}{ms:10.3f} ms per list ({count} legal moves)")
    return ms


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark."""
    parser = argparse.ArgumentParser(prog="python -m game.rules.bench", description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per figure (default 3)")
    args = parser.parse_args(argv)
    secs = max(0.05, args.seconds)
    rules = Rules()
    rng = random.Random(2024)

    counter = iter(range(1, 1 << 62))
    played = [0]

    def one_deal() -> int:
        plays = random_deal(rules, next(counter), rng)
        played[0] += plays
        return 1 if plays else 0

    movegen.clear_floor_cache()
    deals, t = _timed(secs, one_deal)
    deals_per_s = deals / t
    print(f"random complete deals:  {deals_per_s:10.0f} /s  ({deals} deals, {played[0]} plays)")

    positions = sample_positions(2000)
    avg_moves = sum(len(movegen.generate(p)) for p in positions) / len(positions)

    clear = movegen.clear_floor_cache

    def movegen_cold() -> int:
        for p in positions[:1000]:
            clear()
            movegen.generate(p)
        return 1000

    def movegen_warm() -> int:
        for p in positions:
            movegen.generate(p)
        return len(positions)

    gens, t = _timed(secs, movegen_cold)
    movegens_per_s = gens / t
    print(
        f"legal-move lists:       {movegens_per_s:10.0f} /s  cold (floor cache cleared each time)"
    )
    gens, t = _timed(secs, movegen_warm)
    warm_per_s = gens / t
    print(f"legal-move lists:       {warm_per_s:10.0f} /s  warm (floors analysed before)")
    print(f"average legal moves:    {avg_moves:10.2f}")

    pairs = [(p, m) for p in positions[:1000] for m in movegen.generate(p)[:1]]

    def apply_batch() -> int:
        for p, m in pairs:
            apply_unchecked(p, m)
        return len(pairs)

    applies, t = _timed(secs, apply_batch)
    apply_per_s = applies / t
    print(f"apply (copy + play):    {apply_per_s:10.0f} /s")

    cluttered_ms = _list_ms(position_from_json(CLUTTERED), secs, "cluttered floor")
    worst_ms = _list_ms(position_from_json(CLUTTERED_WORST), secs, "worst cluttered floor")
    figures = {
        "deals_per_s": round(deals_per_s, 1),
        "movegens_per_s": round(movegens_per_s, 1),
        "movegens_warm_per_s": round(warm_per_s, 1),
        "avg_moves": round(avg_moves, 2),
        "apply_per_s": round(apply_per_s, 1),
        "cluttered_ms": round(cluttered_ms, 4),
        "cluttered_worst_ms": round(worst_ms, 4),
        "engine": engine_state(),
    }
    print(json.dumps(figures))
    return 0


def engine_state(module_file: str | None = None) -> str:
    """``"compiled"`` when the move generator was imported from a compiled extension, else
    ``"pure"`` (read from where :mod:`game.rules.movegen` was loaded, so that the rules core needs
    nothing outside itself to say it)."""
    where = str(movegen.__file__ if module_file is None else module_file)
    return "pure" if where.endswith((".py", ".pyc")) else "compiled"


if __name__ == "__main__":
    raise SystemExit(main())
