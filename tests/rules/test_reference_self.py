"""Self-check of the naive reference move generator against the public cases and rules.md.

This runs without the engine: every `moves` case must agree with the reference, every `explain`
case whose input is a well-formed position and move must say "legal" exactly when the move's key is
in the reference set, and every move an `apply` case applies must be legal.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.rules.reference import (
    MoveKey,
    canonical_card,
    describe_key,
    move_key,
    reference_moves,
    resolve_rules,
)
from tests.rules.test_public_cases import ALL_CASES, is_error_expectation, moves_problems


def _plain(case: dict[str, Any]) -> bool:
    """A case the reference can judge: not raw, not solo, not expecting an error."""
    return not (
        case.get("raw")
        or case.get("solo")
        or "lines" in case
        or is_error_expectation(case.get("expect"))
        or (isinstance(case.get("expect"), dict) and "or_error" in case["expect"])
    )


MOVES_CASES = [c for c in ALL_CASES if c["cmd"] == "moves" and _plain(c)]
EXPLAIN_CASES = [c for c in ALL_CASES if c["cmd"] == "explain" and _plain(c)]
APPLY_CASES = [c for c in ALL_CASES if c["cmd"] == "apply" and _plain(c)]


def _ids(cases: list[dict[str, Any]]) -> list[str]:
    return [c["id"] for c in cases]


@pytest.mark.parametrize("case", MOVES_CASES, ids=_ids(MOVES_CASES))
def test_moves_case(case: dict[str, Any]) -> None:
    """The reference's move set meets the case's expectation (full list, includes, excludes...)."""
    keys = sorted(reference_moves(case["input"]), key=describe_key)
    problems = moves_problems(keys, case["expect"])
    assert not problems, f"{case['id']}: {problems}\nreference: {[describe_key(k) for k in keys]}"


@pytest.mark.parametrize("case", EXPLAIN_CASES, ids=_ids(EXPLAIN_CASES))
def test_explain_case(case: dict[str, Any]) -> None:
    """Legal iff the move's key is in the reference set (a malformed move is never legal)."""
    data = case["input"]
    expect = case["expect"]
    try:
        key = move_key(data["move"])
    except ValueError:
        assert expect in (False, {"not_legal": True}), f"{case['id']}: malformed move"
        return
    legal_set = reference_moves(data["position"])
    legal = key in legal_set
    wanted = expect is True
    assert expect in (True, False, {"not_legal": True}), f"unsupported expectation {expect!r}"
    assert legal == wanted, (
        f"{case['id']} ({case.get('note', '')}): reference says {describe_key(key)} is "
        f"{'legal' if legal else 'illegal'}; legal moves: "
        f"{sorted(describe_key(k) for k in legal_set)}"
    )


@pytest.mark.parametrize("case", APPLY_CASES, ids=_ids(APPLY_CASES))
def test_applied_move_is_legal(case: dict[str, Any]) -> None:
    """Every move that an apply case expects to succeed is legal for the reference."""
    key = move_key(case["input"]["move"])
    legal_set = reference_moves(case["input"]["position"])
    assert key in legal_set, (
        f"{case['id']}: {describe_key(key)} not in {sorted(describe_key(k) for k in legal_set)}"
    )


def test_interchange_example_has_exactly_20_moves() -> None:
    """The worked example of interchange.md ("exactly these 20 legal moves")."""
    path = Path(__file__).resolve().parents[1] / "data" / "interchange_example.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert len(data["moves"]) == 20
    assert reference_moves(data["position"]) == {move_key(m) for m in data["moves"]}


def _position(
    hand: list[str],
    loose: list[str],
    houses: list[dict[str, Any]] | None = None,
    rules: dict[str, Any] | None = None,
    plays_made: int = 36,
    bid: int = 11,
) -> dict[str, Any]:
    """A seat-0 position in phase play (only what the reference reads)."""
    return {
        "format": "seep-position/1",
        "rules": rules or {"preset": "standard"},
        "dealer": 3,
        "phase": "play",
        "to_play": 0,
        "plays_made": plays_made,
        "bid": bid,
        "hands": [hand, None, None, None],
        "floor": {"loose": loose, "houses": houses or []},
    }


def test_option_scenarios_not_in_the_case_file() -> None:
    """A few rulebook options the public cases do not cover."""
    # E36 / ruling 4b.5: a 4 that could start a 12-house cannot be thrown under the option.
    pos = _position(["4d", "Qs"], ["8c", "3h"])
    throw_4d: MoveKey = ("throw", "4d", frozenset(), None, None)
    assert throw_4d in reference_moves(pos)
    pos["rules"] = {"preset": "standard", "throw_forbidden_if_can_build": True}
    assert throw_4d not in reference_moves(pos)
    # T42: the house cap.
    houses = [
        {"value": 9, "cards": ["5c", "4d"], "owners": [1], "pakka": False},
        {"value": 11, "cards": ["7s", "4h"], "owners": [3], "pakka": False},
    ]
    build_12 = ("build", "4s", frozenset({"8c"}), None, 12)
    assert build_12 in reference_moves(_position(["4s", "Qs", "2d"], ["8c"], houses))
    capped = _position(["4s", "Qs", "2d"], ["8c"], houses, {"preset": "two_house"})
    assert build_12 not in reference_moves(capped)
    # Ruling 4b.7: with raise_with_floor_cards a raise may take loose cards along.
    house9 = [{"value": 9, "cards": ["5c", "4d"], "owners": [1], "pakka": False}]
    raise_12 = ("raise", "2s", frozenset({"Ah"}), 9, 12)
    assert raise_12 not in reference_moves(_position(["2s", "Qc"], ["Ah", "7d"], house9))
    floor_rules = {"preset": "standard", "raise_with_floor_cards": True}
    assert raise_12 in reference_moves(_position(["2s", "Qc"], ["Ah", "7d"], house9, floor_rules))
    # Ruling 4b.6: key_scope=team lets the partner's card be the builder's key (T46 reversed).
    team = _position(["5h", "3c"], ["6d", "2h"], rules={"preset": "standard", "key_scope": "team"})
    team["hands"][2] = ["Jc", "7s"]
    assert ("build", "5h", frozenset({"6d"}), None, 11) in reference_moves(team)
    # Ruling 4b.3: raising onto a pakka house of another team under owning_team_only.
    houses = [
        {"value": 9, "cards": ["5c", "4d"], "owners": [1], "pakka": False},
        {"value": 11, "cards": ["7s", "4h", "6h", "5h"], "owners": [3], "pakka": True},
    ]
    merge: MoveKey = ("raise", "2s", frozenset(), 9, 11)
    assert merge in reference_moves(_position(["2s", "Jc"], [], houses))
    owning_only = {"preset": "standard", "pakka_add_by": "owning_team_only"}
    assert merge not in reference_moves(_position(["2s", "Jc"], [], houses, owning_only))


def test_opening_rules() -> None:
    """§1.6 / ruling 4b.4: bid-value captures and throws only; any card may build the bid house."""
    pos = _position(["Th", "5c", "2d", "8s"], ["4c", "6d", "7h", "3s"], plays_made=0, bid=10)
    assert reference_moves(pos) == {
        ("capture", "Th", frozenset({"4c", "6d", "7h", "3s"}), None, None)
    }
    # Bid 12 holding Q: 4+8 builds the 12 and must absorb 5+7 (E28); the Q cannot be thrown
    # (5+7 = 12 can be captured).
    pos = _position(["Qh", "4c", "2d", "9s"], ["8c", "5d", "7h", "Ks"], plays_made=0, bid=12)
    moves = reference_moves(pos)
    assert ("build", "4c", frozenset({"8c", "5d", "7h"}), None, 12) in moves
    assert ("build", "4c", frozenset({"8c"}), None, 12) not in moves
    assert all(m[0] != "throw" for m in moves)
    assert all((m[0] == "build" and m[4] == 12) or m[1] == "Qh" for m in moves)


def test_cards_and_keys() -> None:
    """Card strings are canonicalised; move keys ignore order and input spelling."""
    assert canonical_card("10D") == "Td"
    assert canonical_card("KS") == "Ks"
    for bad in ("ks", "1d", "Tx", "T", 10):
        with pytest.raises(ValueError):
            canonical_card(bad)
    a = {"action": "capture", "card": "10H", "loose": ["4C", "6d"], "house": None}
    b = {"house": None, "loose": ["6D", "4c"], "card": "Th", "action": "capture"}
    assert move_key(a) == move_key(b) == ("capture", "Th", frozenset({"4c", "6d"}), None, None)
    assert move_key({"action": "capture", "card": "Th", "loose": ["4c", "6d"]}) == move_key(a)
    assert move_key({"action": "raise", "card": "2s", "house": 9, "value": 11})[2] == frozenset()
    with pytest.raises(ValueError):
        move_key({"action": "build", "loose": ["6h", "4c"], "value": 10})
    with pytest.raises(ValueError):
        resolve_rules({"preset": "standard", "no_such_option": 1})
    assert resolve_rules({})["max_houses"] == 5
    assert resolve_rules({"preset": "two_house"})["max_houses"] == 2
