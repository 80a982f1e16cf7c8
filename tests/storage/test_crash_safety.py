"""The crash test: a child process plays with autosave (the session and the real savers, as the
table does) and is killed at random moments; every file left loads, and at most the move in
flight is lost. Statistics and kept games too: each deal the game holds finished is counted
(the deal whose last move was in flight may be counted already: it is not counted again when
that move is replayed, by its key), no file is ever set aside as damaged, and every kept record
replays. A handful of kills by default; the ``slow`` run makes many more.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.play.savegame import load_payload
from game.storage.records import RecordStore
from game.storage.store import SaveStore
from game.text.storage import told
from tests.storage.crash_child import moves_of

ROOT = Path(__file__).resolve().parents[2]


def run_and_kill(root: Path, seed: int, rng: random.Random) -> tuple[int | None, bool]:
    """Start the child, kill it after a random number of saves (and a random few ms more);
    the last reported saved move count (None if none), and whether it was seen to continue."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.storage.crash_child", str(root), str(seed)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert child.stdout is not None
    want = rng.randint(1, 60)
    state: dict[str, int | None] = {"last": None, "seen": 0, "continued": 0}

    def take(line: str) -> None:
        if line.startswith("continued"):
            state["continued"] = 1
        elif line.startswith("saved"):
            state["last"] = int(line.split()[1])
            state["seen"] = (state["seen"] or 0) + 1
        elif line.startswith("finished"):
            state["last"] = None  # a new match begins: its saves are counted from here
        elif line.startswith("refused"):
            raise AssertionError(f"a save could not be continued: {line}")

    timer = threading.Timer(30.0, child.kill)  # a child that hangs fails the test, not CI
    timer.start()
    try:
        for line in child.stdout:
            take(line)
            if (state["seen"] or 0) >= want:
                time.sleep(rng.random() * 0.004)
                child.send_signal(signal.SIGKILL)
                break
        for line in child.stdout:  # what it printed before it died: the last save it reported
            take(line)
    finally:
        timer.cancel()
        child.kill()
        child.wait()
        err = child.stderr.read() if child.stderr else ""
    assert child.returncode == -signal.SIGKILL, err[-2000:]
    return state["last"], bool(state["continued"])


def check_folder(root: Path, last: int | None) -> None:
    """Every file left loads; at most the move in flight is lost."""
    store = SaveStore(root)
    data = store.load_game()
    stats = store.load_stats()
    assert told(store.take_problems()) == []
    assert not list(root.glob("*.bad")), sorted(p.name for p in root.iterdir())
    if data is not None:
        match, _setup = load_payload(data)
        saved = moves_of(match)
        if last is not None:
            assert last <= saved <= last + 1, (last, saved)
        finished = sum(1 for s in match.summaries if s.ended_by != "thrown_in")
        counted = [k for k in stats.recorded if k.startswith(f"{_setup.seed}:")]
        counted = [k for k in counted if not k.endswith(":match")]
        assert finished <= len(counted) <= finished + 1, (finished, counted)
    records = RecordStore(root)
    for kept in records.list():
        info, replayed = records.load(kept.name)
        assert replayed.finished and info.deals > 0
    # a match is kept and counted with the move that ends it: kept first, then counted
    assert len(records.list()) - 1 <= stats.total().games <= len(records.list())


def crash_many(tmp_path: Path, kills: int, seed: int) -> None:
    rng = random.Random(seed)
    root = tmp_path / "data"
    continued = 0
    for _ in range(kills):
        last, was_continued = run_and_kill(root, seed, rng)
        continued += was_continued
        check_folder(root, last)
    assert continued >= 1  # the saves were continued from, not only written
    stats = SaveStore(root).load_stats()
    assert stats.total().deals > 0


def test_killed_at_random_moments_every_file_loads(tmp_path: Path) -> None:
    crash_many(tmp_path, kills=4, seed=13)


@pytest.mark.slow
def test_killed_at_random_moments_soak(tmp_path: Path) -> None:
    crash_many(tmp_path, kills=60, seed=1313)
