"""The child of the crash test (tests/storage/test_crash_safety.py): plays computer-only matches
through the session with the real savers, as the table does, and prints ``saved N`` (N: the moves
of the whole record) after each save returns, until it is killed.

    python -m tests.storage.crash_child DATA_DIR SEED
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from game.play.savegame import GameSetup, SaveError, load_payload
from game.play.session import ManualClock, Session
from game.rules import Match, Rules
from game.storage.problems import StorageProblem
from game.storage.saves import StoreSaver, StoreStats
from game.storage.store import SaveStore

RULES = Rules(baazi_target=60, min_deal_points=0)


def moves_of(match: Match) -> int:
    return sum(len(d.moves) for d in match.record().deals)


class Reporting(StoreSaver):
    def save(self, match: Match, setup: GameSetup) -> list[StorageProblem]:
        told = super().save(match, setup)
        print(f"saved {moves_of(match)}", flush=True)
        return told

    def finished(self) -> list[StorageProblem]:
        told = super().finished()
        print("finished", flush=True)
        return told


def main() -> None:
    root, seed = Path(sys.argv[1]), int(sys.argv[2])
    store = SaveStore(root)
    store.prepare()
    while True:
        data = store.load_game()
        match = None
        setup = GameSetup(RULES, partner="easy", opponents="easy", seed=seed, autoplay=True)
        if data is not None:
            try:
                match, saved = load_payload(data)
            except SaveError as exc:
                print(f"refused {exc}", flush=True)
                raise SystemExit(3) from None
            setup = dataclasses.replace(saved, autoplay=True)
            print(f"continued {moves_of(match)}", flush=True)
        session = Session(
            setup, match, clock=ManualClock(), saver=Reporting(store), stats=StoreStats(store)
        )
        session.pace = 0.0
        session.start()
        session.run_to_end()
        seed += 1


if __name__ == "__main__":
    main()
