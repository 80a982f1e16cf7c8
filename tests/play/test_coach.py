"""The coach: one remark at most after each of the human's moves, from the human's view only."""

from __future__ import annotations

import random

from game.play.coach import Coach, Remark, coach_on
from game.rules import Move, Position, apply, legal_moves, parse_card, position_from_json
from game.text.coach import remark_text
from tests.ai import redeal
from tests.rules.builders import position_json

HUMAN = 0

#: Three cards each, South to play; every seat's moves are scripted. South leaves 4 + 5 for
#: East (who sweeps with the 9♣), throws the last K while a house of 13 was there to build, and
#: takes the 10♦ that West threw.
START = position_json(
    "5h Kd Tc",
    "4c",
    hands={1: "9c 6h 7h", 2: "3d 8c Jh", 3: "2s Td Qh"},
)
SCRIPT: list[tuple[str, str, str]] = [  # (action, card, loose cards taken in)
    ("throw", "5h", ""),
    ("capture", "9c", "4c 5h"),
    ("throw", "3d", ""),
    ("throw", "2s", ""),
    ("throw", "Kd", ""),
    ("throw", "6h", ""),
    ("capture", "8c", "2s 6h"),
    ("throw", "Td", ""),
    ("capture", "Tc", "Td"),
]


def _move(pos: Position, action: str, card: str, loose: str) -> Move:
    want_card = parse_card(card)
    want_loose = {parse_card(c) for c in loose.split()}
    for m in legal_moves(pos):
        if m.action == action and m.card == want_card and set(m.loose_cards()) == want_loose:
            return m
    raise AssertionError(f"{action} {card} {loose} is not legal here")


def _play_script() -> list[tuple[Position, Move, tuple[tuple[int, Move], ...], Remark | None]]:
    coach = Coach(HUMAN)
    pos = position_from_json(START)
    history: list[tuple[int, Move]] = []
    said = []
    for action, card, loose in SCRIPT:
        move = _move(pos, action, card, loose)
        seat = pos.to_play
        if seat == HUMAN:
            said.append((pos, move, tuple(history), coach.after_move(pos, move, history)))
        history.append((seat, move))
        pos = apply(pos, move)
    return said


def test_a_seep_left_a_last_key_thrown_and_a_good_capture_get_exactly_three_remarks() -> None:
    remarks = [r for *_rest, r in _play_script()]
    assert [r.kind if r else None for r in remarks] == ["seep_left", "last_key", "good"]
    texts = [remark_text(r) for r in remarks if r is not None]
    assert texts == [
        "That left the 4♣ and the 5♥ on the floor: East can sweep it with any 9.",
        "You threw your last K: a house of 13 can no longer be yours.",
        "Good: the 10♦ was worth 6.",
    ]


def test_the_coach_never_reads_a_hidden_hand() -> None:
    """The computer players' fairness test, applied to the coach: re-deal every card South
    cannot see, in any way consistent with South's view, and the coach says the same."""
    rng = random.Random(3)
    coach = Coach(HUMAN)
    for pos, move, history, remark in _play_script():
        for _ in range(6):
            world = redeal(pos, HUMAN, rng)
            assert world.hands[HUMAN] == pos.hands[HUMAN]
            assert coach.after_move(world, move, history) == remark


def test_a_plain_move_gets_no_remark_and_a_better_one_is_named() -> None:
    coach = Coach(HUMAN)
    pos = position_from_json(position_json("7s 2h Kc", "7d 5c 9h Ks"))
    # Taking the K♠ (13 points) with the K♣: praised, nothing better.
    best = coach.after_move(pos, _move(pos, "capture", "Kc", "Ks"))
    assert best is not None and best.code == "good_card"
    assert remark_text(best) == "Good: the K♠ was worth 13."
    # Taking the 7♦ instead, leaving 5, 9 and K (no one card sweeps them): the K is named.
    remark = coach.after_move(pos, _move(pos, "capture", "7s", "7d"))
    assert remark is not None and remark.kind == "better"
    assert remark_text(remark).startswith("Better: K♣ takes the K♠ (worth 13 points")
    assert remark_text(remark).count("K♠") == 1  # named once: the play says what it takes
    # A plain move where nothing is much better: no remark.
    quiet = position_from_json(position_json("7h 2h 3h", "7d 9c Ks"))
    assert coach.after_move(quiet, _move(quiet, "capture", "7h", "7d")) is None


def test_the_computer_players_notable_moves() -> None:
    coach = Coach(HUMAN)
    pos = position_from_json(position_json("9c 6h 7h", "4c 5h", seat=1, dealer=0))
    seep = _move(pos, "capture", "9c", "4c 5h")
    remark = coach.about_other(pos, 1, seep)
    assert remark is not None and remark_text(remark).startswith("East swept the floor: a seep")
    assert coach.about_other(pos, 1, _move(pos, "throw", "6h", "")) is None


def test_quiet_against_hard_and_expert_unless_asked() -> None:
    assert coach_on(True, ["easy", "medium", "easy"])
    assert not coach_on(False, ["easy"])
    assert not coach_on(True, ["easy", "hard", "easy"])
    assert not coach_on(True, ["expert"])
    assert coach_on(True, ["expert"], asked=True)
    assert not coach_on(False, ["expert"], asked=True)
