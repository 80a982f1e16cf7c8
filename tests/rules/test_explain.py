"""``explain()`` says why a move is illegal (rules.md §4): a reason code and its facts, read here
in words through the text layer's ``explain_text()``.

Every ILLEGAL move of the §4 scenarios gets a specific reason: the tests check its key words, not
whole sentences, so the wording may improve without breaking them. (``describe()``'s tests are in
tests/text/test_rules_moves.py.)
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from game import i18n
from game.rules import (
    IllegalMoveError,
    InvalidNotationError,
    Move,
    Position,
    Reason,
    Rules,
    apply,
    explain,
    is_legal,
    legal_moves,
    move_from_json,
    new_deal,
    position_from_json,
    position_to_json,
    shuffled_deck,
)
from game.text.rules_reasons import explain_text
from tests.rules.builders import house, opening_json, position

STANDARD: dict[str, Any] = {"preset": "standard"}


@dataclass
class Case:
    """A §4 position (built with :func:`position`) and a move in it."""

    hand: str
    loose: str
    houses: list[dict[str, Any]]
    move: dict[str, Any]
    words: tuple[str, ...] = ()
    rules: dict[str, Any] = field(default_factory=lambda: dict(STANDARD))
    seat: int = 0
    hands: dict[int, str] = field(default_factory=dict)

    def position(self) -> Position:
        return position(
            self.hand, self.loose, self.houses, seat=self.seat, rules=self.rules, hands=self.hands
        )


def opt(**options: Any) -> dict[str, Any]:
    return {"preset": "standard", **options}


H9_E = house(9, "5c 4d", [1])
H11_W = house(11, "6c 5d", [3])

ILLEGAL: dict[str, Case] = {
    # T02: take every disjoint set.
    "T02a": Case(
        "9c Kd", "5s 4d 9h 8c", [],
        {"action": "capture", "card": "9c", "loose": ["5s", "4d"]},
        ("9♥", "too"),
    ),
    # T03: overlapping sets; the player chooses among maximal ones only.
    "T03c": Case(
        "Jd 4c", "2c 3d 5h 6s", [],
        {"action": "capture", "card": "Jd", "loose": ["2c", "3d"]},
        ("2♣", "3♦", "5", "11"),
    ),
    "T03d": Case(
        "Jd 4c", "2c 3d 5h 6s", [],
        {"action": "capture", "card": "Jd", "loose": ["2c", "3d", "5h", "6s"]},
        ("16", "11"),
    ),
    # T05: a house plus a loose set.
    "T05b": Case(
        "Js 8h", "4h 7s 2d", [H11_W],
        {"action": "capture", "card": "Js", "loose": [], "house": 11},
        ("4♥", "7♠", "too", "11"),
    ),
    "T05c": Case(
        "Js 8h", "4h 7s 2d", [H11_W],
        {"action": "capture", "card": "Js", "loose": ["4h", "7s"]},
        ("house of 11", "too"),
    ),
    # T06: a house is never part of a sum.
    "T06a": Case(
        "Kh 3d", "4s", [H9_E],
        {"action": "capture", "card": "Kh", "loose": ["4s"], "house": 9},
        ("house of 9", "only", "value 9"),
    ),
    # T08: a build needs a key.
    "T08a": Case(
        "5h Tc 2d", "6d 8c As", [],
        {"action": "build", "card": "5h", "loose": ["6d"], "value": 11},
        ("keep a J", "house of 11", "none"),
    ),
    # T09: lay-alongside needs a second J, and the option.
    "T09c": Case(
        "Jd 3c", "6d 5c 9h", [],
        {"action": "build", "card": "Jd", "loose": ["6d", "5c"], "value": 11},
        ("keep a J", "last"),
    ),
    "T09d": Case(
        "Jd Js 3c", "6d 5c 9h", [],
        {"action": "build", "card": "Jd", "loose": ["6d", "5c"], "value": 11},
        ("laid beside", "does not make a house"),
        rules=opt(allow_lay_alongside_build=False),
    ),
    # T10: absorption is mandatory.
    "T10b": Case(
        "2h 9d Kc", "7c 4d 9h 3s", [],
        {"action": "build", "card": "2h", "loose": ["7c"], "value": 9},
        ("9♥", "into the house", "too"),
    ),
    # T11: one house per value.
    "T11c": Case(
        "3d Ts Qc", "7h 3c", [house(10, "6c 4d", [1])],
        {"action": "build", "card": "3d", "loose": ["7h"], "value": 10},
        ("already a house of 10", "add to it"),
    ),
    # T12: adding to the partner's house, when the option asks for a key.
    "T12c": Case(
        "7c 2d 9s", "5h", [house(12, "8c 4d", [2])],
        {"action": "add", "card": "7c", "loose": ["5h"], "value": 12},
        ("partner's house", "Q"),
        rules=opt(partner_add_needs_key=True),
    ),
    # T15-T19: raising.
    "T15a": Case(
        "2s Qc", "8h", [H9_E],
        {"action": "raise", "card": "2s", "house": 9, "value": 11},
        ("hold a J", "11"),
    ),
    "T16a": Case(
        "2s Jc 9d", "8h", [house(9, "5c 4d", [0])],
        {"action": "raise", "card": "2s", "house": 9, "value": 11},
        ("your own house",),
    ),
    "T17a": Case(
        "2s Jc", "", [house(9, "5c 4d 9h", [1])],
        {"action": "raise", "card": "2s", "house": 9, "value": 11},
        ("pakka", "cannot be raised"),
    ),
    "T18a": Case(
        "2s As Qc Th", "Ah 7d", [H9_E],
        {"action": "raise", "card": "2s", "house": 9, "value": 12, "loose": ["Ah"]},
        ("only the card from your hand", "no floor cards"),
    ),
    "T19a": Case(
        "2s Ac Kc", "", [house(12, "7c 5d", [1])],
        {"action": "raise", "card": "2s", "house": 12, "value": 14},
        ("past 13", "14"),
    ),
    "T21a": Case(
        "2s Jc", "", [house(9, "6c 3d", [2])],
        {"action": "raise", "card": "2s", "house": 9, "value": 11},
        ("partner's house",),
    ),
    # T22: the last key may not build another house, nor be thrown.
    "T22a": Case(
        "Ts 5d Kc", "3h", [house(10, "6c 4d", [0])],
        {"action": "build", "card": "Ts", "loose": ["3h"], "value": 13},
        ("last 10", "key", "house of 10"),
    ),
    "T22b": Case(
        "Ts 5d Kc", "3h", [house(10, "6c 4d", [0])],
        {"action": "throw", "card": "Ts"},
        ("10♠", "house of 10", "cannot be thrown"),
    ),
    # T24: an owner with two keys still cannot throw one.
    "T24c": Case(
        "Ts Th 8d", "2h 5c", [house(10, "6c 4d", [0])],
        {"action": "throw", "card": "Th"},
        ("10♥", "house of 10", "cannot be thrown"),
    ),
    # T25: after T14 the 11-house is S's; E holds no J.
    "T25b": Case(
        "9h 3c", "8h", [house(11, "5c 4d 2s", [0])],
        {"action": "add", "card": "3c", "loose": ["8h"], "value": 11},
        ("keep a J", "none"),
        seat=1,
    ),
    # T26: a card of a house's value.
    "T26a": Case(
        "Qs 3c", "6h", [house(12, "8c 4d", [1])],
        {"action": "throw", "card": "Qs"},
        ("Q♠", "house of 12", "cannot be thrown"),
    ),
    "T26b": Case(
        "Qs 3c", "6h", [house(12, "8c 4d", [1])],
        {"action": "add", "card": "Qs", "loose": [], "value": 12},
        ("keep a Q", "last"),
    ),
    # T27: a card equal to a loose sum cannot be thrown.
    "T27a": Case(
        "7h 2c", "3d 4c Ks", [],
        {"action": "throw", "card": "7h"},
        ("7♥", "can capture", "3♦", "4♣"),
    ),
    # T42: the house cap.
    "T42b": Case(
        "4s Qs 2d", "8c", [H9_E, house(11, "7s 4h", [3])],
        {"action": "build", "card": "4s", "loose": ["8c"], "value": 12},
        ("at most 2 houses",),
        rules=opt(max_houses=2),
    ),
    # T43: under second_action the raised 11-house is pukka; W may not raise it.
    "T43d": Case(
        "2h Kd", "", [house(11, "5c 4d 2s", [0], pakka=True, actions=2)],
        {"action": "raise", "card": "2h", "house": 11, "value": 13},
        ("pakka", "cannot be raised"),
        rules=opt(pakka_rule="second_action"),
        seat=3,
    ),
    # T45: one card, one action.
    "T45a": Case(
        "4d Qs 2c", "4h 8c 6d", [],
        {"action": "capture", "card": "4d", "loose": ["4h", "8c"]},
        ("4♥", "8♣", "4"),
    ),
    "T45a-as-build": Case(
        "4d Qs 2c", "4h 8c 6d", [],
        {"action": "build", "card": "4d", "loose": ["4h", "8c"], "value": 12},
        ("16", "whole sets of 12"),
    ),
    # T46: no building on the partner's key.
    "T46a": Case(
        "5h 3c", "6d 2h", [],
        {"action": "build", "card": "5h", "loose": ["6d"], "value": 11},
        ("keep a J", "none"),
        hands={2: "Jc"},
    ),
    # T50: the loose set next to a house must be taken with it.
    "T50c": Case(
        "Jh 2c", "5s 6h", [H11_W],
        {"action": "capture", "card": "Jh", "loose": [], "house": 11},
        ("5♠", "6♥", "too"),
        seat=1,
    ),
    # T51: a lone card is no house.
    "T51b": Case(
        "Kc Td 3h", "2s 6h 4c", [],
        {"action": "build", "card": "Kc", "loose": [], "value": 13},
        ("floor cards", "K♣", "loose card"),
    ),
    # Not in §4, but worth a clear reason too.
    "not-held": Case(
        "9c Kd", "9d", [],
        {"action": "capture", "card": "9h", "loose": ["9d"]},
        ("do not hold", "9♥"),
    ),
    "card-in-a-house": Case(
        "Js 8h", "4h 7s 2d", [H11_W],
        {"action": "capture", "card": "Js", "loose": ["4h", "7s", "6c"], "house": 11},
        ("6♣", "not a loose card", "in a house"),
    ),
    "nothing-to-take": Case(
        "Kh 3d", "4s", [H9_E],
        {"action": "capture", "card": "Kh", "loose": []},
        ("must take something", "never part of a sum"),
    ),
    "no-such-house": Case(
        "2s Jc", "", [],
        {"action": "raise", "card": "2s", "house": 9, "value": 11},
        ("no house of 9",),
    ),
    "add-to-no-house": Case(
        "3d Ts Qc", "7h 3c", [],
        {"action": "add", "card": "3d", "loose": ["7h"], "value": 10},
        ("no house of 10",),
    ),
    "raise-wrong-value": Case(
        "2s Jc Qd", "", [H9_E],
        {"action": "raise", "card": "2s", "house": 9, "value": 12},
        ("9 + 2 makes 11", "not 12"),
    ),
    "pakka-add-owning-team-only": Case(
        "Jd Js 3c", "", [house(11, "6c 5d 4h 7h", [1])],
        {"action": "add", "card": "Jd", "loose": [], "value": 11},
        ("only the team that owns",),
        rules=opt(pakka_add_by="owning_team_only"),
    ),
    "strict-throw": Case(
        "5h Jc", "6d", [],
        {"action": "throw", "card": "5h"},
        ("strict",),
        rules=opt(throw_forbidden_if_can_build=True),
    ),
}  # fmt: skip


@pytest.mark.parametrize("name", list(ILLEGAL))
def test_explain_gives_a_specific_reason(name: str) -> None:
    case = ILLEGAL[name]
    pos = case.position()
    move = move_from_json(case.move)
    assert not is_legal(pos, move)
    reason = explain_text(pos, move)
    assert reason is not None
    assert not reason.startswith("that is not a legal play"), reason  # the generic fallback
    for word in case.words:
        assert word.lower() in reason.lower(), (word, reason)


LEGAL: dict[str, Case] = {
    "T02b": Case("9c Kd", "5s 4d 9h 8c", [],
                 {"action": "capture", "card": "9c", "loose": ["5s", "4d", "9h"]}),
    "T03a": Case("Jd 4c", "2c 3d 5h 6s", [],
                 {"action": "capture", "card": "Jd", "loose": ["2c", "3d", "6s"]}),
    "T03b": Case("Jd 4c", "2c 3d 5h 6s", [],
                 {"action": "capture", "card": "Jd", "loose": ["5h", "6s"]}),
    "T05a": Case("Js 8h", "4h 7s 2d", [H11_W],
                 {"action": "capture", "card": "Js", "loose": ["4h", "7s"], "house": 11}),
    "T06b": Case("Kh 3d", "4s", [H9_E], {"action": "throw", "card": "Kh"}),
    "T07": Case("5h Jc 2d", "6d 8c As", [],
                {"action": "build", "card": "5h", "loose": ["6d"], "value": 11}),
    "T08b": Case("5h Tc 2d", "6d 8c As", [],
                 {"action": "build", "card": "2d", "loose": ["8c"], "value": 10}),
    "T09a": Case("Jd Js 3c", "6d 5c 9h", [],
                 {"action": "build", "card": "Jd", "loose": ["6d", "5c"], "value": 11}),
    "T10a": Case("2h 9d Kc", "7c 4d 9h 3s", [],
                 {"action": "build", "card": "2h", "loose": ["7c", "9h"], "value": 9}),
    "T11a": Case("3d Ts Qc", "7h 3c", [house(10, "6c 4d", [1])],
                 {"action": "add", "card": "3d", "loose": ["7h"], "value": 10}),
    "T12a": Case("7c 2d 9s", "5h", [house(12, "8c 4d", [2])],
                 {"action": "add", "card": "7c", "loose": ["5h"], "value": 12}),
    "T14": Case("2s Jc 6d", "8h", [H9_E],
                {"action": "raise", "card": "2s", "house": 9, "value": 11}),
    "T15b": Case("2s Qc", "8h", [H9_E], {"action": "throw", "card": "2s"}),
    "T21-pagat": Case("2s Jc", "", [house(9, "6c 3d", [2])],
                      {"action": "raise", "card": "2s", "house": 9, "value": 11},
                      rules={"preset": "pagat"}),
    "T22d": Case("Ts 5d Kc", "3h", [house(10, "6c 4d", [0])],
                 {"action": "capture", "card": "Ts", "house": 10}),
    "T24a": Case("Ts Th 8d", "2h 5c", [house(10, "6c 4d", [0])],
                 {"action": "add", "card": "Ts", "value": 10}),
    "T26c": Case("Qs 3c", "6h", [house(12, "8c 4d", [1])],
                 {"action": "capture", "card": "Qs", "house": 12}),
    "T45c": Case("4d Qs 2c", "4h 8c 6d", [],
                 {"action": "build", "card": "4d", "loose": ["8c"], "value": 12}),
    "T50d": Case("Jh 2c", "5s 6h", [H11_W],
                 {"action": "capture", "card": "Jh", "loose": ["5s", "6h"], "house": 11},
                 seat=1),
    "T51c": Case("Kc Td 3h", "2s 6h 4c", [], {"action": "throw", "card": "Kc"}),
}  # fmt: skip


@pytest.mark.parametrize("name", list(LEGAL))
def test_explain_gives_none_for_legal_moves(name: str) -> None:
    case = LEGAL[name]
    assert explain_text(case.position(), move_from_json(case.move)) is None


def test_explain_is_none_exactly_for_the_legal_moves_of_played_deals() -> None:
    rng = random.Random(7)
    for seed, rules in enumerate([Rules(), Rules.from_json({"preset": "two_house"})]):
        pos = new_deal(rules, dealer=seed, deck=shuffled_deck(seed + 11))
        while not pos.is_over():
            moves = legal_moves(pos)
            assert all(explain_text(pos, m) is None for m in moves)
            for m in moves[:6]:  # the same card thrown, or the same move one card short
                variants = [m._replace(kind=5, loose=0, house=0, value=0)]
                if m.loose:
                    variants.append(m._replace(loose=m.loose & (m.loose - 1)))
                for v in variants:
                    if v not in moves:
                        reason = explain_text(pos, v)
                        assert reason, (position_to_json(pos), v.to_json())
            pos = apply(pos, rng.choice(moves))


# ---------------------------------------------------------------------------------------------
# The opening and the bid
# ---------------------------------------------------------------------------------------------

T30 = opening_json("Th 5c 2d 8s", "4c 6d 7h 3s", dealer=0, bid=10)


@pytest.mark.parametrize(
    ("move", "words"),
    [
        ({"action": "throw", "card": "Th"}, ("10♥", "can capture", "cannot be thrown")),  # T30d
        ({"action": "throw", "card": "5c"}, ("opening", "bid value, 10")),  # T30e
        ({"action": "throw", "card": "2d"}, ("opening", "bid value, 10")),
        ({"action": "throw", "card": "8s"}, ("opening", "bid value, 10")),
        ({"action": "capture", "card": "Th", "loose": ["4c", "6d"]}, ("7♥", "3♠", "too")),
        ({"action": "build", "card": "2d", "loose": ["7h"], "value": 9}, ("house of the bid",)),
        ({"action": "bid", "value": 10}, ("bid has been made",)),
    ],
)
def test_t30_opening_reasons(move: dict[str, Any], words: tuple[str, ...]) -> None:
    pos = position_from_json(T30)
    reason = explain_text(pos, move_from_json(move))
    assert reason is not None
    for word in words:
        assert word in reason, (word, reason)


def test_t30_the_only_opening_is_legal() -> None:
    pos = position_from_json(T30)
    move = move_from_json({"action": "capture", "card": "Th", "loose": ["4c", "6d", "7h", "3s"]})
    assert explain_text(pos, move) is None


T40 = opening_json("9c Qd 3h 4s", "4c 6d 7h 3s", dealer=3)


@pytest.mark.parametrize(
    ("value", "words"),
    [
        (11, ("only a value you hold", "9 or 12")),  # T40b
        (10, ("only a value you hold", "9 or 12")),  # T40c
        (8, ("9 to 13", "not 8")),  # T40d
    ],
)
def test_t40_bids(value: int, words: tuple[str, ...]) -> None:
    pos = position_from_json(T40)
    reason = explain_text(pos, move_from_json({"action": "bid", "value": value}))
    assert reason is not None
    for word in words:
        assert word in reason


@pytest.mark.parametrize("value", [9, 12])
def test_t40_legal_bids(value: int) -> None:
    bid = move_from_json({"action": "bid", "value": value})
    assert explain_text(position_from_json(T40), bid) is None


def test_a_card_play_before_the_bid() -> None:
    reason = explain_text(
        position_from_json(T40), move_from_json({"action": "throw", "card": "3h"})
    )
    assert reason is not None and "bid" in reason


def test_a_thrown_in_bidder_is_told_so() -> None:
    pos = position_from_json(opening_json("2c 5d 8h As", "4c 6d 7h 3s", dealer=3))
    reason = explain_text(pos, move_from_json({"action": "bid", "value": 9}))
    assert reason is not None and "thrown in" in reason


def test_the_deal_is_over() -> None:
    pos = position(hands={0: "2h"}, seat=0, dealer=0, plays_made=47, show_all=True)
    pos = apply(pos, move_from_json({"action": "throw", "card": "2h"}))
    assert pos.is_over()
    reason = explain_text(pos, move_from_json({"action": "throw", "card": "2h"}))
    assert reason is not None and "over" in reason


def test_t51a_a_move_naming_no_card_is_not_a_move() -> None:
    with pytest.raises(InvalidNotationError, match="no card"):
        move_from_json({"action": "build", "loose": ["6h", "4c"], "value": 10})


def test_explain_with_the_hand_hidden() -> None:
    pos = position("9c Kd", "9d")
    view = position_from_json({**position_to_json(pos), "hands": [None, None, None, None]})
    reason = explain_text(view, move_from_json({"action": "throw", "card": "Kd"}))
    assert reason is not None and "not shown" in reason


# ---------------------------------------------------------------------------------------------
# The error that apply raises
# ---------------------------------------------------------------------------------------------


def test_illegal_move_error_carries_the_reason_and_the_position() -> None:
    pos = ILLEGAL["T02a"].position()
    move = move_from_json(ILLEGAL["T02a"].move)
    with pytest.raises(IllegalMoveError) as info:
        apply(pos, move)
    text = str(info.value)
    assert "you must take the 9♥ too" in text
    assert '"card":"9c"' in text.replace(" ", "") or "'card': '9c'" in text
    # The position is in the message as JSON: it can be read back from there.
    start = text.index("(position ") + len("(position ")
    data = json.loads(text[start : text.rindex(")")])
    assert position_from_json(data) == pos
    # The facts, for the words a player reads (no hidden cards among them).
    err = info.value
    assert (err.reason, err.params, err.where) == (
        "take_too_one",
        {"cards": (33,), "value": 9},
        None,
    )
    assert err.why == explain(pos, move) and err.position == pos
    assert err.detail == "you must take the 9♥ too: it is a 9"


def test_the_message_of_an_illegal_move_is_english_in_every_language() -> None:
    pos = ILLEGAL["T02a"].position()
    move = move_from_json(ILLEGAL["T02a"].move)
    i18n.set_language("hi")
    try:
        with pytest.raises(IllegalMoveError) as info:
            apply(pos, move)
        assert "you must take the 9♥ too: it is a 9" in str(info.value)
        assert info.value.detail == "you must take the 9♥ too: it is a 9"
    finally:
        i18n.set_language("en")


def test_explain_answers_with_a_code_and_facts() -> None:
    pos = ILLEGAL["T02a"].position()
    why = explain(pos, move_from_json(ILLEGAL["T02a"].move))
    assert why == Reason("take_too_one", (("cards", (33,)), ("value", 9)))
    assert why is not None and why.get("value") == 9 and why.as_dict()["cards"] == (33,)


def test_move_str_is_compact() -> None:
    m: Move = move_from_json({"action": "build", "card": "5h", "loose": ["6d"], "value": 11})
    assert str(m) == "build 5h+[6d]=11"


# ---------------------------------------------------------------------------------------------
# Regression tests for engine bugs found while writing these tests (fixed)
# ---------------------------------------------------------------------------------------------

FLOOR_RAISE = opt(raise_with_floor_cards=True)


@pytest.mark.parametrize("value", [4, 14])
def test_raise_with_floor_cards_to_an_impossible_value(value: int) -> None:
    pos = position("2s Jc", "", [H9_E], rules=FLOOR_RAISE)
    move = move_from_json({"action": "raise", "card": "2s", "house": 9, "value": value})
    reason = explain_text(pos, move)
    assert reason is not None and "11" in reason
    with pytest.raises(IllegalMoveError):
        apply(pos, move)


def test_raise_with_floor_cards_arithmetic_reason() -> None:
    pos = position("2s Jc", "", [H9_E], rules=FLOOR_RAISE)
    move = move_from_json({"action": "raise", "card": "2s", "house": 9, "value": 10})
    reason = explain_text(pos, move)
    assert reason is not None
    assert "hold a 10" not in reason
    assert "11" in reason


def test_team_keys_reason() -> None:
    # W holds the only Q of team EW; E owns the 12-house. Adding the Q♥ would leave EW keyless.
    pos = position(
        "3h Jc Qh",
        "Td",
        [house(12, "8c 4d", [1])],
        seat=3,
        hands={1: "6h 8d Ks"},
        rules=opt(key_scope="team"),
    )
    move = move_from_json({"action": "add", "card": "Qh", "value": 12})
    assert not is_legal(pos, move)
    reason = explain_text(pos, move)
    assert reason is not None
    assert not reason.startswith("that is not a legal play"), reason


def test_apply_on_a_view_at_the_opening() -> None:
    # The bidder's own view at the opening: its hand is shown, the stock hidden. The opening
    # capture is legal there, but playing it would deal the bidder its next cards from a stock
    # nobody can see: apply() must refuse with the engine's own InvalidPositionError (a
    # SeepError), not a bare ValueError, so that a bot searching from its view can catch it.
    from game.rules import InvalidPositionError, view_for

    pos = position_from_json(T30)
    view = view_for(pos, pos.to_play)
    assert view.hands[pos.to_play] is not None
    move = move_from_json({"action": "capture", "card": "Th", "loose": ["4c", "6d", "7h", "3s"]})
    assert is_legal(view, move)
    assert explain_text(view, move) is None
    with pytest.raises(InvalidPositionError, match="stock is hidden"):
        apply(view, move)
