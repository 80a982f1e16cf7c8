"""The hint: the move a level would make for the seat, from its own view, with a reason in words."""

from __future__ import annotations

import json

import pytest

from game.ai import make_bot
from game.ai.features import immediate_gain, is_seep, seep_value
from game.ai.hint import hint, reason
from game.rules import PlayerView, legal_moves, position_from_json, position_to_json
from game.text.rules_words import seat_name
from game.text.words import hint_text
from tests.ai import base_rulesets, rules_id, sample_positions
from tests.rules.builders import house, opening_json, position
from tests.rules.builders import position_json as pjson


def view_of(*args: object, **kwargs: object) -> PlayerView:
    pos = position(*args, **kwargs)
    return PlayerView.of(pos, pos.to_play)


def move_of(view: PlayerView, **fields: object) -> object:
    """The one legal move with these JSON fields."""
    found = [m for m in legal_moves(view.position) if fields.items() <= m.to_json().items()]
    assert len(found) == 1, (fields, [m.to_json() for m in found])
    return found[0]


def hint_line(view: PlayerView, **fields: object) -> str:
    """The hint's whole line (the play's words, then the reason) for the one move with these
    JSON fields: what a player reads."""
    move = move_of(view, **fields)
    return hint_text(move, reason(view, move), view.position)  # type: ignore[arg-type]


@pytest.mark.parametrize("rules_json", base_rulesets(), ids=rules_id)
def test_hint_is_the_levels_move_with_a_reason(rules_json: dict[str, object]) -> None:
    for i, (pos, history) in enumerate(sample_positions(rules_json, 1, seed=71, stride=4)):
        view = PlayerView.of(pos, pos.to_play, history)
        for level in ("easy", "medium"):
            move, why = hint(view, level, seed=i)
            assert move == make_bot(level, i).choose(view)
            assert move in set(legal_moves(pos))
            assert isinstance(why, str) and why, (move.to_json(), json.dumps(position_to_json(pos)))
            assert why == reason(view, move)
            assert hint(view, level, seed=i) == (move, why)


def test_the_default_hint_comes_from_hard() -> None:
    positions = sample_positions({"preset": "standard"}, 1, seed=72)
    for pos, history in (positions[0], positions[1], positions[20], positions[45]):
        view = PlayerView.of(pos, pos.to_play, history)
        move, why = hint(view)
        assert move in set(legal_moves(pos)) and why
        # Hard's choice depends on the view and the seed only (no clock), so at every position
        assert move == make_bot("hard", 0).choose(view)


#: The first reason a play of each kind may give (a capture's depend on what it takes).
FIRST_REASONS = {
    "build": {"you hold its key"},
    "add": {
        "makes it pakka, so nobody can raise it",
        "it becomes yours too",
        "it gives nothing away",
    },
    "raise": {"it becomes yours"},
    "throw": {"every other play gives away more", "it gives nothing away"},
}


@pytest.mark.parametrize("rules_json", base_rulesets(), ids=rules_id)
def test_every_legal_move_has_a_reason_that_fits_it(rules_json: dict[str, object]) -> None:
    """Each legal play gets its kind's reason (a capture: its points, or the seep and its
    value), then at most a warning that it leaves the next opponent no seep."""
    kinds: set[str] = set()
    for pos, _history in sample_positions(rules_json, 1, seed=73, stride=2):
        view = PlayerView.of(pos, pos.to_play)
        nxt = (pos.to_play + 1) % pos.players
        opponent_next = pos.players == 2 or (nxt & 1) != (pos.to_play & 1)
        for move in legal_moves(pos):
            action = move.action
            parts = reason(view, move).split("; ")
            if action == "bid":
                v = move.value
                article = "an" if v in (8, 11) else "a"
                assert parts == [
                    f"you hold {article} {v}: bid it and plan a house or capture of {v}"
                ]
                continue
            kinds.add(action)
            if action != "capture":
                assert parts[0] in FIRST_REASONS[action], (move.to_json(), parts)
            elif is_seep(pos, move):
                assert parts[0] == f"sweeps the floor: a seep worth {seep_value(pos)}", parts
            else:
                gain = immediate_gain(pos, move)
                points = f"worth {gain} point{'s' if gain != 1 else ''}"
                assert parts[0] == (points if gain else "clears cards off the floor"), parts
            rest = parts[1:]
            assert rest in ([], [f"leaves no seep for {seat_name(nxt, pos.players)}"]), parts
            assert not rest or opponent_next, (move.to_json(), parts)
    assert {"capture", "throw", "build"} <= kinds


# -- what the reasons say ------------------------------------------------------------------------


def test_reason_for_a_bid() -> None:
    pos = position_from_json(opening_json("Qs Qh 4c 2d", "5s 6h 7d 9c"))
    view = PlayerView.of(pos, pos.to_play)
    move, why = hint(view, "medium")
    assert move.to_json() == {"action": "bid", "value": 12}
    assert "12" in why and "bid" in why


def test_reason_for_a_seep() -> None:
    view = view_of("9c 2h Kd", "9d")
    why = reason(view, move_of(view, action="capture", card="9c"))
    assert "seep" in why and "50" in why


def test_reason_for_points() -> None:
    view = view_of("Qs 4c 3d", "As 8h 2s")
    move = move_of(view, action="capture", card="3d", loose=["As", "2s"])
    why = reason(view, move)
    assert why.startswith("worth 3 points")
    # The hint names what the play takes once, in the play's own words, then what it is worth.
    text = hint_text(move, why, view.position)
    assert text.startswith("Hint: 3♦ takes the ") and " — worth 3 points" in text
    assert text.count("A♠") == 1 and text.count("takes") == 1


def test_reason_for_a_house_capture() -> None:
    view = view_of("9s 2h Kd", "3h", [house(9, "5c 4d", [1])])
    text = hint_line(view, action="capture", card="9s")
    assert text.startswith("Hint: 9♠ takes the house of 9 — ")
    assert text.count("house of 9") == 1


def test_reason_for_a_capture_without_points() -> None:
    view = view_of("9h 2h Kd", "4d 5c 7h")
    text = hint_line(view, action="capture", card="9h")
    assert text.startswith("Hint: 9♥ takes the 4♦ and 5♣ — clears cards off the floor")


def test_reason_for_a_build_an_add_and_a_raise() -> None:
    view = view_of("Qs 4c 3d", "Ah 7h")
    text = hint_line(view, action="build", card="4c")
    assert text.startswith("Hint: 4♣ builds a house of 12") and "you hold its key" in text
    assert text.count("house of 12") == 1
    view = view_of("Qs Qh 3d", "5c", [house(12, "8h 4d", [2])])
    text = hint_line(view, action="add", card="Qh")
    assert text.startswith("Hint: Q♥ goes on the house of 12 — makes it pakka")
    assert text.count("house of 12") == 1
    view = view_of("2s Jc 6d", "8h", [house(9, "5c 4d", [1])])
    text = hint_line(view, action="raise", card="2s")
    assert text.startswith("Hint: 2♠ raises the house of 9 to 11 — it becomes yours")
    assert text.count("house of 9") == 1


def test_reason_for_a_throw_names_the_card_once() -> None:
    view = view_of("Qs 4c 3d", "Ah 7h 9c")
    text = hint_line(view, action="throw", card="4c")
    assert text.startswith("Hint: throw the 4♣ — ") and text.count("4♣") == 1
    assert "gives" in text


def test_reason_names_the_next_opponent_spared_a_seep() -> None:
    # Throwing the 2♥ would leave 9♦ + 2♥ for East's jack; the K♦ leaves nothing to sweep.
    view = view_of("9c 2h Kd", "9d", hands={1: "Jc 3d 4d"})
    why = reason(view, move_of(view, action="throw", card="Kd"))
    assert f"leaves no seep for {seat_name(1, 4)}" in why
    two = view_of(
        "9c 2h Kd",
        "9d",
        rules={"preset": "standard", "num_players": 2},
        plays_made=42,
        hands={1: "Jc 3d 4d"},
    )
    why = reason(two, move_of(two, action="throw", card="Kd"))
    assert f"leaves no seep for {seat_name(1, 2)}" in why


def test_no_seep_is_counted_for_a_value_the_player_has_seen_every_card_of() -> None:
    # Every jack is in the piles: the 2♥ thrown leaves 11 that nobody can sweep.
    view = view_of("9c 2h Kd", "9d")
    assert "leaves no seep" not in reason(view, move_of(view, action="throw", card="Kd"))
    assert "gives nothing away" in reason(view, move_of(view, action="throw", card="2h"))


def test_a_risky_throw_is_not_called_safe() -> None:
    view = view_of("2h 3c", "9d")
    why = reason(view, move_of(view, action="throw", card="2h"))
    assert "risks little" not in why


@pytest.mark.parametrize(
    "level",
    [
        "random",
        "easy",
        "medium",
    ],
)
def test_hint_does_not_look_at_hidden_hands(level: str) -> None:
    # A view that (wrongly) shows every hand must give the hint of the seat's own view: the
    # hint may use only what the seat can see. (Both views through PlayerView.of would be equal
    # by construction, since it hides the other hands.)
    full = position_from_json(pjson("9c 2h Kd", "9d", show_all=True))
    leaky = PlayerView(0, full)
    own = PlayerView.of(full, 0)
    assert all(hand is not None for hand in leaky.position.hands)
    assert all(hand is None for hand in own.position.hands[1:])
    assert hint(leaky, level, 4) == hint(own, level, 4)
