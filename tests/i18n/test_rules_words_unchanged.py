"""The sentences about moves and refused drops read as they did before the rules core stopped
making words, in English, Hindi and Punjabi.

``tests/data/words_golden.json`` holds, for positions of ``tests/data/explain_golden.jsonl``
(``at`` is the line), what :func:`why_not` said about a drop and what :func:`describe` and
:func:`move_phrase` said about a legal move, in each language, when the rules core still made
those sentences itself. The text layer must say exactly the same.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game import i18n
from game.rules import Move, Position, position_from_json
from game.rules.targets import FloorTarget, HouseTarget, LooseTarget, Target
from game.text.rules_moves import describe, move_phrase
from game.text.rules_reasons import why_not

DATA = Path(__file__).resolve().parents[1] / "data"
POSITIONS = [
    json.loads(line)["position"]
    for line in (DATA / "explain_golden.jsonl").read_text(encoding="utf-8").splitlines()
]
GOLDEN = json.loads((DATA / "words_golden.json").read_text(encoding="utf-8"))
NAMES_4 = ["You", "Asha", "Ravi", "Mira"]


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _position(case: dict[str, Any]) -> Position:
    return position_from_json(POSITIONS[case["at"]])


def _target(kind: str, value: int | None) -> Target:
    if kind == "loose":
        assert value is not None
        return LooseTarget(value)
    if kind == "house":
        assert value is not None
        return HouseTarget(value)
    return FloorTarget()


def test_the_sample_has_both_kinds_and_several_sentences() -> None:
    assert len(GOLDEN["why_not"]) >= 50 and len(GOLDEN["describe"]) >= 50
    assert any(". " in case["text"]["en"] for case in GOLDEN["why_not"])


@pytest.mark.parametrize("code", ["en", "hi", "pa"])
def test_why_not_says_the_same(code: str) -> None:
    i18n.set_language(code)
    for case in GOLDEN["why_not"]:
        pos = _position(case)
        got = why_not(pos, case["card"], _target(*case["target"]), seat=pos.to_play)
        assert got == case["text"][code], case


@pytest.mark.parametrize("code", ["en", "hi", "pa"])
def test_moves_are_said_the_same(code: str) -> None:
    i18n.set_language(code)
    for case in GOLDEN["describe"]:
        pos = _position(case)
        move = Move._make(case["move"])
        names = NAMES_4[: pos.players] if pos.players == 4 else ["You", "Asha"]
        got = [
            describe(move, pos=pos),
            move_phrase(move, pos=pos),
            describe(move, seat=(pos.to_play + 1) % pos.players),
            describe(move, pos=pos, names=names),
        ]
        assert got == case["text"][code], case
