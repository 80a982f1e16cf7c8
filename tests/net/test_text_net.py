"""The friends' table's facts in words."""

from __future__ import annotations

from game.net.pace import REACTIONS
from game.text import net


def test_every_problem_code_has_its_own_sentence() -> None:
    codes = [
        "wrong_code",
        "too_many_tries",
        "full",
        "version",
        "unreachable",
        "host_left",
        "host_closed",
        "bad_message",
        "timeout",
        "left",
    ]
    sentences = {net.problem(code) for code in codes}
    assert len(sentences) == len(codes) and all(s.endswith(".") for s in sentences)
    assert net.problem("whatever") == "The table could not be reached."
    assert "Traceback" not in "".join(sentences)


def test_reactions_news_timer_and_catching_up() -> None:
    words = [net.reaction(code) for code in REACTIONS]
    assert words == ["Well played", "Shabash!", "Oops", "Good luck", "Thanks", "Your turn!"]
    assert net.reaction("free text") == ""
    assert net.reaction_from("Priya", "shabash") == "Priya: Shabash!"
    assert net.seat_news("joined", "Priya", "North") == "Priya joined as North."
    assert net.seat_news("held", "", "East") == "East dropped out. Their seat is held for them."
    assert net.timer_warning(10) == "10 seconds left to play."
    assert net.timer_warning(1) == "1 second left to play."
    assert net.timer_expired("Raj") == "Time ran out: the computer played for Raj."
    assert net.caught_up(1, 9) == "Welcome back. 1 deal ended while you were away."
    assert net.caught_up(0, 3) == "Welcome back. 3 moves were made while you were away."
    assert net.held_left(42.4) == "Held for 42 more seconds"
    assert net.undo_refused("friends_table") == "No undo at a table with friends."
