"""The session seats several persons (a friends' table); one person's table is unchanged."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.play.events import MoveRefused
from game.play.savegame import GameSetup
from game.play.session import Pacing, Session
from game.rules import legal_moves


def friends(seed: int = 1) -> Session:
    bots = {1: make_bot("easy", 1), 3: make_bot("easy", 3)}
    setup = GameSetup(seed=seed, human=0)
    return Session(setup, bots=bots, humans=frozenset({0, 2}), pacing=Pacing(fixed=0.0))


def until_a_person_acts(s: Session) -> int:
    for _ in range(10_000):
        for seat in s.humans:
            if s.seat_to_act(seat):
                return seat
        if s.expecting().what == "summary":
            s.next_deal()
        s.advance()
    raise AssertionError("no person was asked to act")


def test_one_human_by_default() -> None:
    s = Session(GameSetup(seed=3))
    assert s.humans == frozenset({0}) and s.human == 0
    assert set(s.bots) == {1, 2, 3}
    auto = Session(GameSetup(seed=3, autoplay=True))
    assert auto.humans == frozenset() and auto.human is None


def test_several_persons_each_play_their_own_seat() -> None:
    s = friends()
    q = s.subscribe()
    assert set(s.bots) == {1, 3} and s.human == 0
    played = set()
    for _ in range(12):
        seat = until_a_person_acts(s)
        other = 2 - seat
        q.drain()
        move = legal_moves(s.match.position)[0]
        refused = s.play_as(other, move)  # not their turn
        assert isinstance(refused, MoveRefused) and refused.code == "not_your_turn"
        assert s.play_as(seat, move) is None
        played.add(seat)
    assert played == {0, 2}
    assert not s.can_undo()  # no undo at a friends' table
    with pytest.raises(RuntimeError):
        s.run_to_end()


def test_a_computer_takes_a_seat_and_gives_it_back() -> None:
    s = friends(seed=4)
    seat = until_a_person_acts(s)
    s.seat_computer(seat, make_bot("easy", 9))
    assert seat not in s.humans and not s.seat_to_act(seat)
    s.advance()
    s.advance()
    s.seat_person(seat)
    assert seat in s.humans and seat not in s.bots
    s.seat_computer(0, make_bot("easy", 12))
    assert s.human is None
    s.seat_person(0)
    assert s.human == 0  # the setup's person is this process's player again
    s.seat_computer(0, make_bot("easy", 10))
    s.seat_computer(2, make_bot("easy", 11))
    assert s.human is None
    s.run_to_end()
    assert s.match.finished
