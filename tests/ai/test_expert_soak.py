"""``python -m game.ai move --level expert`` on thousands of views, at the level's real budget.

Slow (eleven minutes with the compiled hot path, on one core): marked ``slow``, so the
default run leaves it out (tests/ai/test_tool.py and test_bots_legal.py run the same checks on a
few dozen views there). Every preset with 4 and 2 players and the option overrides; every
answer must be a legal move of the full position, and a second run of the tool on every
seventh view must answer exactly the same (the same position, level and seed, the same move).
Only the budget ends a search (the time cap is a guard against hangs, far above the level's
think time), so the answers repeat on a busy machine too.
"""

from __future__ import annotations

import pytest

from tests.ai import all_rulesets
from tests.ai.test_tool import (
    is_legal_answer,
    lines,
    no_traceback,
    outputs,
    run,
    tool_views,
    view_json,
)


@pytest.mark.slow
def test_expert_answers_thousands_of_views_legally_and_deterministically() -> None:
    positions = tool_views(all_rulesets(), deals=6, stride=2)
    assert len(positions) >= 2000
    data = lines([view_json(p) for p in positions])
    first = run(["--level", "expert", "--seed", "15"], data, timeout=7200)
    assert first.returncode == 0, first.stderr
    no_traceback(first)
    got = outputs(first)
    assert len(got) == len(positions)
    bad = [(i, out) for i, out in enumerate(got) if not is_legal_answer(positions[i], out)]
    assert not bad, bad[:5]
    every_seventh = b"".join(line + b"\n" for line in data.splitlines()[::7])
    again = run(["--level", "expert", "--seed", "15"], every_seventh, timeout=3600)
    assert again.returncode == 0, again.stderr
    assert again.stdout.splitlines() == first.stdout.splitlines()[::7]
