"""The playout's guard against leaving the next opponent a seep, with and without counting."""

from __future__ import annotations

from game.ai.search import guarded_choice
from game.rules import movegen, parse_card
from game.rules.movegen import THROW, MoveTuple
from game.rules.position import Position
from tests.rules.builders import position


def _world(east: str) -> Position:
    # South to play 2♥ or K♦ onto 9♦: the 2♥ makes 11 (a jack clears it), the K♦ leaves a floor
    # no single card clears. North holds a jack; East's hand varies.
    return position(hands={0: "2h Kd", 1: east, 2: "Jc 5c", 3: "6c 7c"}, loose="9d")


def _throws(pos: Position) -> list[tuple[float, MoveTuple]]:
    moves = {m[1]: m for m in movegen.generate(pos) if m[0] == THROW}
    # The 2♥ ranked first, as the playout's greed might rank it.
    return [(1.0, moves[parse_card("2h")]), (0.0, moves[parse_card("Kd")])]


def test_without_counting_the_actual_next_hand_decides() -> None:
    safe = _world("3c 4c")
    assert guarded_choice(safe, _throws(safe))[1] == parse_card("2h")
    threatened = _world("Jh 4c")
    assert guarded_choice(threatened, _throws(threatened))[1] == parse_card("Kd")


def test_counting_guards_against_any_card_the_mover_has_not_seen() -> None:
    # East holds no jack, but South cannot know that: a jack is unseen, so the K♦ is thrown.
    pos = _world("3c 4c")
    assert guarded_choice(pos, _throws(pos), counting=True)[1] == parse_card("Kd")


def test_counting_knows_when_every_clearing_card_is_seen() -> None:
    # Every jack in South's sight (in the piles), so the 2♥ is safe to throw.
    pos = position(
        hands={0: "2h Kd", 1: "3c 4c", 2: "5c 8c", 3: "6c 7c"},
        loose="9d",
        ns_pile="Js Jh Jd Jc",
    )
    assert guarded_choice(pos, _throws(pos), counting=True)[1] == parse_card("2h")
