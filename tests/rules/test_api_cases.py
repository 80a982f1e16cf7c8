"""The conformance cases and the interchange example, through the Python API (not the tool)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.rules import (
    IllegalMoveError,
    InvalidNotationError,
    InvalidPositionError,
    Move,
    apply,
    legal_moves,
    position_from_json,
    position_to_json,
    replay,
)
from game.text.rules_reasons import explain_text
from tests.rules.test_public_cases import check_case_answer, load_cases

CASES = [c for c in load_cases() if not c.get("raw") and not c.get("solo")]


def api_answer(cmd: str, data: Any) -> Any:
    """What the public API says for one case input, in the tool's answer shape."""
    try:
        if cmd == "moves":
            return [m.to_json() for m in legal_moves(position_from_json(data))]
        if cmd == "replay":
            return replay(data).summary_json()
        pos = position_from_json(data["position"])
        if cmd == "apply":
            return position_to_json(apply(pos, Move.from_json(data["move"])))
        try:
            move = Move.from_json(data["move"])
        except InvalidNotationError as e:
            return {"legal": False, "reason": str(e)}
        reason = explain_text(pos, move)
        return {"legal": True} if reason is None else {"legal": False, "reason": reason}
    except (IllegalMoveError, InvalidNotationError, InvalidPositionError) as e:
        return {"error": str(e)}


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_case_through_the_api(case: dict[str, Any]) -> None:
    answer = api_answer(case["cmd"], case["input"])
    problems = check_case_answer(case, case["expect"], json.dumps(answer, ensure_ascii=False))
    assert not problems, f"{case['id']}: {problems}\nanswer: {answer}"


#: The worked example of interchange.md: seat 0 has exactly these 20 legal moves.
_EXAMPLE_FILE = Path(__file__).resolve().parents[1] / "data" / "interchange_example.json"
_EXAMPLE_DATA = json.loads(_EXAMPLE_FILE.read_text(encoding="utf-8"))
EXAMPLE: dict[str, Any] = _EXAMPLE_DATA["position"]
EXAMPLE_MOVES: list[dict[str, Any]] = _EXAMPLE_DATA["moves"]


def test_interchange_worked_example_has_exactly_its_20_moves() -> None:
    pos = position_from_json(EXAMPLE)
    got = legal_moves(pos)
    assert len(got) == 20
    assert set(got) == {Move.from_json(m) for m in EXAMPLE_MOVES}


def test_interchange_example_last_key_only_captures() -> None:
    pos = position_from_json(EXAMPLE)
    js = [m for m in legal_moves(pos) if m.to_json()["card"] == "Js"]
    assert [m.action for m in js] == ["capture"]
    reason = explain_text(pos, Move.from_json({"action": "throw", "card": "Js"}))
    assert reason is not None and "house of 11" in reason


def test_example_through_the_tool_shape_round_trips() -> None:
    pos = position_from_json(EXAMPLE)
    again = position_to_json(pos)
    assert position_from_json(again) == pos
    assert again["floor"]["houses"][0]["owners"] == [3, 0]


def test_interchange_example_through_the_tool() -> None:
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-m", "game.rules", "moves", "-"],
        input=json.dumps(EXAMPLE) + "\n",
        capture_output=True,
        text=True,
        cwd=root,
        check=True,
    )
    answer = json.loads(out.stdout)
    assert {Move.from_json(m) for m in answer} == {Move.from_json(m) for m in EXAMPLE_MOVES}
    assert len(answer) == 20
