"""The same move on a busy machine: the tool's determinism and fairness checks while other
processes keep every core busy.

A search that a clock could cut short would answer differently here: Expert's budget takes
most of a second on these views from source on an idle core, more with the cores shared. The
tool (``python -m game.ai move``) must give, for each view, the same answer to the view twice,
to the full position (every hand and the stock shown) and to a position whose hidden cards were
dealt anew. Bounded (it shares the machine with the rest of the suite): one view at Expert,
two at Medium and Hard, the load processes killed at the end whatever happens.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from typing import Any

from game.rules import Position, position_to_json
from tests.ai import redeal, sample_positions
from tests.ai.test_tool import is_legal_answer, lines, no_traceback, outputs, run, view_json

#: (seed of sample_positions, index) of views with a real search: the opening plays.
EXPERT_VIEWS = ((81, 7),)
CHEAP_VIEWS = ((81, 2), (82, 10))


def _view(seed: int, index: int) -> Position:
    pos, _history = sample_positions({"preset": "standard"}, 1, seed=seed, stride=3)[index]
    assert pos.phase == "play"
    return pos


def _inputs(pos: Position, rng: random.Random) -> list[dict[str, Any]]:
    """The view twice, the full position, and a re-dealt full position: all the same to the
    seat to play."""
    return [
        view_json(pos),
        view_json(pos),
        position_to_json(pos),
        position_to_json(redeal(pos, pos.to_play, rng)),
    ]


def _load() -> list[subprocess.Popen[bytes]]:
    """A busy process for every core."""
    count = max(2, os.cpu_count() or 2)
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]


def test_the_same_answers_while_every_core_is_busy() -> None:
    rng = random.Random(83)
    cases = {
        "medium": [_view(*v) for v in CHEAP_VIEWS],
        "hard": [_view(*v) for v in CHEAP_VIEWS],
        "expert": [_view(*v) for v in EXPERT_VIEWS],
    }
    load = _load()
    try:
        time.sleep(0.2)  # let the load start
        for level, positions in cases.items():
            inputs = [_inputs(pos, rng) for pos in positions]
            proc = run(["--level", level, "--seed", "4"], lines([i for x in inputs for i in x]))
            assert proc.returncode == 0, proc.stderr
            no_traceback(proc)
            assert b"guard against hangs" not in proc.stderr, proc.stderr
            got = outputs(proc)
            assert len(got) == 4 * len(positions)
            for k, pos in enumerate(positions):
                answers = got[4 * k : 4 * k + 4]
                assert is_legal_answer(pos, answers[0]), (level, answers[0])
                assert all(a == answers[0] for a in answers), (
                    level,
                    answers,
                    json.dumps(view_json(pos)),
                )
        assert all(p.poll() is None for p in load)  # the cores stayed busy throughout
    finally:
        for p in load:
            p.kill()
        for p in load:
            p.wait()
