"""The rules tool's ``explain`` answers stay word for word what they were.

Outside checks read the tool's English, so its reasons may not change when the rules core's
wording moves. ``tests/data/explain_golden.jsonl`` holds about three illegal moves for each kind
of reason the tool gave (collected from random deals under every preset and several variants),
each with the tool's answer at the time; every one must be answered the same today.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.rules.tool import answer

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "explain_golden.jsonl"


def _cases() -> list[dict[str, Any]]:
    return [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines() if line]


CASES = _cases()


def test_the_sample_covers_many_reasons() -> None:
    reasons = {case["answer"]["reason"].split(" ")[1] for case in CASES}
    assert len(CASES) > 150 and len(reasons) > 20


@pytest.mark.parametrize("case", CASES, ids=lambda c: c["answer"]["reason"][:40])
def test_explain_answers_as_before(case: dict[str, Any]) -> None:
    line = json.dumps({"position": case["position"], "move": case["move"]})
    got, ok = answer("explain", line)
    assert ok and got == case["answer"]
