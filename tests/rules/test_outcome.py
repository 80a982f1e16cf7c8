"""The rules core's outcome of a move (what it does to the houses) against what apply does."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import (
    PRESETS,
    Move,
    Position,
    Rules,
    apply,
    legal_moves,
    needs_redeal,
    new_deal,
    shuffled_deck,
)
from game.rules.outcome import NO_HOUSE, Outcome, outcome
from tests.rules.builders import house, position

SECOND_ACTION = {"preset": "standard", "pakka_rule": "second_action"}


def _m(**fields: object) -> Move:
    return Move.from_json(fields)


def _raise_position(rules: dict[str, object] | None = None) -> Position:
    """South holds 2♣ and J♦; East's ordinary house of 9 (one action) is on the floor."""
    return position("2c Jd", "", [house(9, "4s 5h", [1], actions=1)], rules=rules)


def test_a_raise_becomes_pakka_by_its_second_action_only_under_second_action() -> None:
    raise_ = _m(action="raise", card="2c", house=9, value=11)
    assert outcome(_raise_position(SECOND_ACTION), raise_) == Outcome(11, True, False, True, True)
    assert outcome(_raise_position(), raise_) == Outcome(11, True, False, False, False)


def test_a_raise_onto_a_house_of_its_new_value_joins_it() -> None:
    pos = position(
        "2c Jd Jc",
        "",
        [house(9, "4s 5h", [1], actions=1), house(11, "5d 6d", [3], actions=1)],
    )
    got = outcome(pos, _m(action="raise", card="2c", house=9, value=11))
    assert got.joins and not got.new and got.house == 11
    assert got.pakka and got.makes_pakka  # the house of 11 was ordinary


def test_an_add_makes_an_ordinary_house_pakka_but_not_a_pakka_one() -> None:
    ordinary = position("9c 9d", "", [house(9, "4s 5h", [0])])
    assert outcome(ordinary, _m(action="add", card="9c", value=9)).makes_pakka
    cemented = position("9c 9d", "", [house(9, "4s 5h 9h", [0])])
    got = outcome(cemented, _m(action="add", card="9c", value=9))
    assert got.pakka and not got.makes_pakka and not got.new and not got.joins


def test_a_build_beside_a_set_of_its_value_is_pakka_at_once() -> None:
    pos = position("9c 4d 9h", "4s 5h")
    plain = outcome(pos, _m(action="build", card="4d", loose=["5h"], value=9))
    assert plain == Outcome(9, True, False, False, False)
    alongside = outcome(pos, _m(action="build", card="9c", loose=["4s", "5h"], value=9))
    assert alongside == Outcome(9, True, False, True, True)


def test_captures_throws_and_bids_leave_no_house() -> None:
    pos = position("9c 4d 9h", "4s 5h")
    for move in legal_moves(pos):
        if move.action in ("capture", "throw"):
            assert outcome(pos, move) is NO_HOUSE


def _house_moves_first(moves: list[Move], rng: random.Random) -> Move:
    """A random move, builds, adds and raises three times as likely (houses grow old)."""
    house_moves = [m for m in moves if m.action in ("build", "add", "raise")]
    if house_moves and rng.random() < 0.75:
        return rng.choice(house_moves)
    return rng.choice(moves)


OVERRIDES: list[dict[str, object]] = [
    {},
    {"pakka_rule": "second_action"},
    {"raise_with_floor_cards": True},
    {"raise_with_floor_cards": True, "pakka_rule": "second_action"},
    {"partner_may_raise": True, "pakka_rule": "second_action"},
    {"allow_lay_alongside_build": False},
    {"pakka_add_by": "owning_team_only"},
    {"num_players": 2},
    {"num_players": 2, "max_houses": 2, "pakka_rule": "second_action"},
]


def _check_every_house_move(pos: Position, seen: Counter[str]) -> None:
    for move in legal_moves(pos):
        got = outcome(pos, move)
        if move.action not in ("build", "add", "raise"):
            assert got is NO_HOUSE, move
            continue
        after = apply(pos, move).houses[move.value]
        before = pos.houses.get(move.value)
        assert got.house == move.value
        assert got.pakka == after.pakka, (move, pos.houses)
        assert got.new == (before is None)
        assert got.joins == (move.action == "raise" and before is not None)
        assert got.makes_pakka == (after.pakka and not (before is not None and before.pakka))
        seen[move.action + (" pakka" if got.makes_pakka else "")] += 1
        if move.action == "raise" and got.joins:
            seen["raise joins"] += 1
        elif move.action == "raise" and got.pakka:
            raised = pos.houses[move.house]
            if pos.rules.pakka_rule == "second_action" and raised.actions >= 1:
                seen["raise pakka by its second action"] += 1
        if move.action == "add" and not got.makes_pakka:
            seen["add to a pakka house"] += 1


@pytest.mark.parametrize("extra", OVERRIDES, ids=lambda e: ",".join(e) or "plain")
def test_the_outcome_is_what_apply_does_on_random_deals(extra: dict[str, object]) -> None:
    """Every build, add and raise open in many random positions: the outcome's facts are those
    of the house apply leaves."""
    rng = random.Random(hash(tuple(extra)) & 0xFFFF)
    seen: Counter[str] = Counter()
    for d in range(40):
        rules = Rules.from_json({"preset": PRESETS[d % len(PRESETS)], **extra})
        pos = new_deal(rules, d % rules.num_players, shuffled_deck(1000 + d))
        if needs_redeal(pos):
            continue
        while pos.phase == "play" or pos.phase == "bid":
            _check_every_house_move(pos, seen)
            pos = apply(pos, _house_moves_first(legal_moves(pos), rng))
    assert seen["build"] and seen["add pakka"] and seen["raise"], seen
    assert seen["raise joins"] + seen["raise pakka"] + seen["add to a pakka house"], seen
    if extra.get("pakka_rule") == "second_action":
        assert seen["raise pakka by its second action"], seen
