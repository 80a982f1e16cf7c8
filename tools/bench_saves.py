"""``python tools/bench_saves.py [--deals N]``: how long the table's autosave and Continue take
late in a long match (issue 13).

Plays a seeded match of ``N`` deals (300 by default) by random legal moves, with rules that keep
one baazi going for ever, then saves it through :class:`~game.storage.saves.StoreSaver` after every
move of its last few deals, as the table does, into a fresh data folder, and continues it
(:meth:`SaveStore.load_game` plus :func:`~game.play.savegame.load_payload`, which replays every
move through the rules core's direct legality check, :mod:`game.rules.legality`; issue 13's goal:
within 100 ms for 300 deals). The first save of a
saver (after Continue, or when a match begins) is timed apart as ``first_save_ms``. The last line
is one JSON object with ``autosave_ms_p50``, ``autosave_ms_p95``, ``continue_ms``, ``replay_ms``,
``first_save_ms``, ``deals``, ``saves`` and ``game_bytes``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.play.savegame import GameSetup, load_payload
from game.rules import Match, Rules, random_step, replay
from game.storage.saves import StoreSaver
from game.storage.store import SaveStore

#: A baazi no one reaches: deals go on until the benchmark stops.
LONG_RULES = Rules(baazi_target=100000, min_deal_points=0)


play_move = random_step


def play_deals(match: Match, rng: random.Random, deals: int) -> None:
    """Play on until ``deals`` deals are finished."""
    while len(match.history) < deals:
        play_move(match, rng)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300, help="deals in the match (300)")
    parser.add_argument("--measured", type=int, default=5, help="deals saved move by move (5)")
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args(argv)

    setup = GameSetup(LONG_RULES, seed=args.seed)
    match = Match.start(setup.rules, seed=setup.seed)
    rng = random.Random(args.seed)
    play_deals(match, rng, max(0, args.deals - args.measured))

    times: list[float] = []
    with tempfile.TemporaryDirectory(prefix="bench-saves-", dir=Path.cwd()) as root:
        store = SaveStore(Path(root))
        store.prepare()
        saver = StoreSaver(store)
        t0 = time.perf_counter()
        saver.save(match, setup)
        first = (time.perf_counter() - t0) * 1000
        while len(match.history) < args.deals or match.deal_done:
            play_move(match, rng)
            t0 = time.perf_counter()
            saver.save(match, setup)
            times.append((time.perf_counter() - t0) * 1000)
        for _ in range(8):  # into the next deal, so the save holds a deal in progress
            play_move(match, rng)
            t0 = time.perf_counter()
            saver.save(match, setup)
            times.append((time.perf_counter() - t0) * 1000)
        assert not match.finished and len(match.history) == args.deals
        size = sum(p.stat().st_size for p in Path(root).iterdir())

        runs = []
        for _ in range(5):
            t0 = time.perf_counter()
            data = SaveStore(Path(root)).load_game()
            restored, _setup = load_payload(data)
            runs.append((time.perf_counter() - t0) * 1000)
        assert restored.record() == match.record()
        record = match.record()
        t0 = time.perf_counter()
        replay(record)
        replay_ms = (time.perf_counter() - t0) * 1000

    result = {
        "deals": args.deals,
        "saves": len(times),
        "autosave_ms_p50": round(statistics.median(times), 2),
        "autosave_ms_p95": round(percentile(times, 0.95), 2),
        "first_save_ms": round(first, 2),
        "continue_ms": round(statistics.median(runs), 2),
        "replay_ms": round(replay_ms, 2),
        "game_bytes": size,
    }
    print(f"{args.deals}-deal match, {len(times)} saves, {size} bytes on disk")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
