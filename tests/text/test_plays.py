"""A play named in a card's list of plays says what the rules core says the move does to the
house: made pakka (under either ``pakka_rule``), added to a pakka house, joined."""

from __future__ import annotations

from game.rules import Move, Position, is_legal
from game.text.plays import choice_label, move_label
from tests.rules.builders import house, position

SECOND_ACTION = {"preset": "standard", "pakka_rule": "second_action"}
RAISE_9_TO_11 = Move.from_json({"action": "raise", "card": "2c", "house": 9, "value": 11})


def _label(move: Move, pos: Position) -> str:
    """The move's label, once the rules core has it legal there (so the case is a real one)."""
    assert is_legal(pos, move), move
    return move_label(move, pos)


def _raise_position(rules: dict[str, object] | None = None) -> Position:
    """South holds 2♣ and J♦; East's ordinary house of 9 (built, one action) is on the floor."""
    return position("2c Jd", "", [house(9, "4s 5h", [1], actions=1)], rules=rules)


def test_a_raise_under_two_sets_is_a_plain_raise() -> None:
    assert _label(RAISE_9_TO_11, _raise_position()) == "Raise the house of 9 to 11"


def test_a_raise_that_becomes_pakka_by_its_second_action_says_so() -> None:
    pos = _raise_position(SECOND_ACTION)
    assert _label(RAISE_9_TO_11, pos) == "Raise the house of 9 to 11 (making it pakka)"
    assert choice_label(RAISE_9_TO_11, pos) == "Raise the house of 9 to 11 (making it pakka)"


def test_a_raise_taking_in_a_second_set_is_pakka_under_two_sets() -> None:
    rules = {"preset": "standard", "raise_with_floor_cards": True}
    pos = position("2c Jd", "Jh", [house(9, "4s 5h", [1], actions=1)], rules=rules)
    move = Move.from_json(
        {"action": "raise", "card": "2c", "house": 9, "value": 11, "loose": ["Jh"]}
    )
    assert _label(move, pos) == ("Raise the house of 9 to 11, taking in J♥ (making it pakka)")


def test_a_raise_that_joins_a_house_says_so() -> None:
    pos = position(
        "2c Jd Jc", "", [house(9, "4s 5h", [1], actions=1), house(11, "5d 6d", [3], actions=1)]
    )
    assert _label(RAISE_9_TO_11, pos) == ("Raise the house of 9 to 11 (joins the house of 11)")


def test_an_add_makes_an_ordinary_house_pakka_and_a_pakka_house_stays_as_it_was() -> None:
    add = Move.from_json({"action": "add", "card": "9c", "value": 9})
    ordinary = position("9c 9d", "", [house(9, "4s 5h", [0])])
    assert _label(add, ordinary) == "Add to the house of 9 (making it pakka)"
    cemented = position("9c 9d", "", [house(9, "4s 5h 9h", [0])])
    assert _label(add, cemented) == "Add to the house of 9"


def test_a_build_beside_a_set_of_its_value_is_named_pakka() -> None:
    pos = position("9c 4d 9h", "4s 5h")
    alongside = Move.from_json({"action": "build", "card": "9c", "loose": ["4s", "5h"], "value": 9})
    assert _label(alongside, pos) == "Build a pakka house of 9 with 4♠ and 5♥"
    plain = Move.from_json({"action": "build", "card": "4d", "loose": ["5h"], "value": 9})
    assert _label(plain, pos) == "Build a house of 9 with 5♥"
