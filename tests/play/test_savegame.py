"""The saved game's format: what a player is told when a save cannot be continued."""

from __future__ import annotations

import random

import pytest

from game.play.savegame import GameSetup, SaveError, load_payload
from game.rules import IllegalMoveError, Match, Rules, legal_moves, replay
from game.storage.saves import save_payload
from game.text.storage import say


def _save_with_a_bad_move() -> dict[str, object]:
    match = Match.start(Rules(), seed=4)
    rng = random.Random(1)
    for _ in range(9):
        match.play(rng.choice(legal_moves(match.position)))
    data = save_payload(match, GameSetup(seed=4))
    moves = data["record"]["deals"][0]["moves"]
    moves[6] = {"action": "capture", "card": "Ks", "loose": [], "house": 12}  # not held
    return data


def test_replay_says_where_and_why_a_move_is_refused() -> None:
    data = _save_with_a_bad_move()
    with pytest.raises(IllegalMoveError) as caught:
        replay(data["record"])  # type: ignore[arg-type]
    assert caught.value.where == (1, 7)
    assert caught.value.reason == "not_held"
    assert caught.value.detail == "you do not hold the K♠"
    assert "position" in str(caught.value)  # the full message still has it, for bug reports


def test_a_refused_move_is_told_in_words_without_the_hidden_hands() -> None:
    data = _save_with_a_bad_move()
    with pytest.raises(SaveError) as caught:
        load_payload(data)
    text = say(caught.value.problem)
    assert text == (
        "The saved game cannot be continued: at deal 1, move 7, the rules refuse the play "
        "(you do not hold the king of spades)."
    )
    assert "♠" not in text and "{" not in text and "position" not in text


def test_a_damaged_record_is_told_in_a_bounded_message() -> None:
    data = _save_with_a_bad_move()
    data["record"]["deals"][0]["moves"][3] = {"action": "capture", "card": "X" * 5000}  # type: ignore[index]
    with pytest.raises(SaveError) as caught:
        load_payload(data)
    text = say(caught.value.problem)
    assert text.startswith("The saved game is damaged: ") and len(text) < 220
