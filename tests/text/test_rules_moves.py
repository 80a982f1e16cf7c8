"""``describe()`` and ``move_phrase()`` say a move in words (the text layer; moved here from the
rules' tests when the rules core stopped making sentences)."""

from __future__ import annotations

from typing import Any

import pytest

from game.rules import is_legal, move_from_json, position_from_json
from game.text.rules_moves import describe, move_phrase
from game.text.rules_words import seat_name
from tests.rules.builders import house, position
from tests.rules.test_explain import H9_E, H11_W, T40, Case


@pytest.mark.parametrize(
    ("case", "move", "text"),
    [
        (
            Case("5h Jc 2d", "6d 8c As", [], {}, seat=1),
            {"action": "build", "card": "5h", "loose": ["6d"], "value": 11},
            "East built a house of 11 with the 5♥ and the 6♦.",
        ),
        (
            Case("Kh 3d", "4s", [H9_E], {}),
            {"action": "throw", "card": "Kh"},
            "South threw the K♥.",
        ),
        (
            Case("Jd 4c", "2c 3d 5h 6s", [], {}),
            {"action": "capture", "card": "Jd", "loose": ["2c", "3d", "6s"]},
            "South took the 2♣, the 3♦ and the 6♠ with the J♦.",
        ),
        (
            Case("Qs 3c", "6h", [house(12, "8c 4d", [1])], {}),
            {"action": "capture", "card": "Qs", "house": 12},
            "South took the house of 12 with the Q♠.",
        ),
        (
            Case("Js 8h", "4h 7s 2d", [H11_W], {}),
            {"action": "capture", "card": "Js", "loose": ["4h", "7s"], "house": 11},
            "South took the house of 11 and the 4♥ and the 7♠ with the J♠.",
        ),
        (
            Case("3d Ts Qc", "7h 3c", [house(10, "6c 4d", [1])], {}),
            {"action": "add", "card": "3d", "loose": ["7h"], "value": 10},
            "South added the 3♦ and the 7♥ to East's house of 10.",
        ),
        (
            Case("7c 2d 9s", "5h", [house(12, "8c 4d", [2])], {}),
            {"action": "add", "card": "7c", "loose": ["5h"], "value": 12},
            "South added the 7♣ and the 5♥ to North's house of 12.",
        ),
        (
            Case("Ts Th 8d", "2h 5c", [house(10, "6c 4d", [0])], {}),
            {"action": "add", "card": "Ts", "value": 10},
            "South added the 10♠ to their own house of 10.",
        ),
        (
            Case("Ts Th 8d", "2h 5c", [house(10, "6c 4d 7s 3s", [1, 0])], {}),
            {"action": "add", "card": "8d", "loose": ["2h"], "value": 10},
            "South added the 8♦ and the 2♥ to East and South's house of 10.",
        ),
        (
            Case("2s Jc 6d", "8h", [H9_E], {}),
            {"action": "raise", "card": "2s", "house": 9, "value": 11},
            "South raised East's house of 9 to 11 with the 2♠.",
        ),
        (
            Case("2s Jc 6d", "8h", [H9_E, house(11, "7h 4h", [3])], {}),
            {"action": "raise", "card": "2s", "house": 9, "value": 11},
            "South raised East's house of 9 to 11 with the 2♠; it joins the house of 11.",
        ),
        (
            Case("2s Jc 6d", "Jh", [H9_E], {}),
            {"action": "raise", "card": "2s", "house": 9, "value": 11, "loose": ["Jh"]},
            "South raised East's house of 9 to 11 with the 2♠, taking in the J♥.",
        ),
    ],
)
def test_describe(case: Case, move: dict[str, Any], text: str) -> None:
    pos = case.position()
    m = move_from_json(move)
    assert is_legal(pos, m)
    assert describe(m, pos=pos) == text


def test_describe_a_bid_and_custom_names() -> None:
    pos = position_from_json(T40)
    bid = move_from_json({"action": "bid", "value": 12})
    assert describe(bid, pos=pos) == "South bid 12."
    assert describe(bid, seat=1) == "East bid 12."
    names = ["Asha", "Bala", "Chand", "Dev"]
    assert describe(bid, pos=pos, names=names) == "Asha bid 12."
    add = move_from_json({"action": "add", "card": "7c", "loose": ["5h"], "value": 12})
    pos = position("7c 2d 9s", "5h", [house(12, "8c 4d", [2])])
    text = describe(add, pos=pos, names=names)
    assert text == "Asha added the 7♣ and the 5♥ to Chand's house of 12."
    # Without a position the owner is unknown.
    assert describe(add, seat=0) == "South added the 7♣ and the 5♥ to the house of 12."


def test_seat_names() -> None:
    assert [seat_name(s) for s in range(4)] == ["South", "East", "North", "West"]
    assert [seat_name(s, 2) for s in range(2)] == ["South", "North"]


def test_describe_in_a_two_player_game() -> None:
    rules = {"preset": "standard", "num_players": 2}
    pos = position(hands={1: "2h"}, seat=1, dealer=1, plays_made=47, rules=rules, show_all=True)
    move = move_from_json({"action": "throw", "card": "2h"})
    assert describe(move, pos=pos) == "North threw the 2♥."


def test_move_phrase_is_the_sentence_without_who() -> None:
    pos = position("5h Jc 2d", "6d 8c As", [], seat=1)
    m = move_from_json({"action": "build", "card": "5h", "loose": ["6d"], "value": 11})
    assert move_phrase(m, pos=pos) == "built a house of 11 with the 5♥ and the 6♦"
