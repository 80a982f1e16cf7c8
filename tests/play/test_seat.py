"""A seat's link to a game: intentions in, the stream out, queries answered in plain data."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.play.events import DealStarted, MoveMade, MoveRefused, Undone
from game.play.savegame import GameSetup
from game.play.seat import LocalSeat, Score, SeatLink, SeatStatus
from game.play.session import Pacing, Session
from game.rules import Match, PlayerView, legal_moves


def seat_of(seed: int = 11) -> tuple[SeatLink, Session]:
    session = Session(GameSetup(seed=seed), pacing=Pacing(fixed=0.0))
    return LocalSeat(session), session


def to_our_turn(link: SeatLink) -> None:
    for _ in range(5000):
        if link.status().to_act:
            return
        link.tick(1.0)
        link.advance()
    raise AssertionError("the computer players did not get to the human")


def test_the_link_answers_in_plain_data() -> None:
    link, session = seat_of()
    stream = link.subscribe()
    link.start()
    to_our_turn(link)
    assert link.seat == 0
    assert isinstance(stream.drain()[0], DealStarted)
    score = link.score()
    assert isinstance(score, Score) and dataclasses.is_dataclass(score)
    assert score.position == session.match.position and score.moves_made == len(session.match.moves)
    assert isinstance(score.summaries, tuple) and isinstance(score.baazis, tuple)
    status = link.status()
    assert status == SeatStatus(True, False, False, None, False)
    view = link.view()
    assert isinstance(view, PlayerView) and view.seat == 0
    assert link.setup() == session.setup
    assert not isinstance(link.position(), Match)


def test_intentions_go_in_and_the_stream_comes_out() -> None:
    link, _session = seat_of()
    stream = link.subscribe()
    link.start()
    to_our_turn(link)
    pos = link.position()
    move = legal_moves(pos)[0]
    stream.drain()
    link.play(move)
    made = [e for e in stream.drain() if isinstance(e, MoveMade)]
    assert made and made[0].move == move and made[0].human
    assert link.status().can_undo
    assert link.undo()
    assert stream.drain() == [Undone(len(link.deal_moves()))]
    assert link.position() == pos


def test_a_refusal_comes_back_as_an_event() -> None:
    link, _session = seat_of()
    stream = link.subscribe()
    link.start()
    to_our_turn(link)
    link.play(legal_moves(link.position())[0])  # our move...
    if link.status().to_act:  # (the bidder plays first after the bid)
        link.play(legal_moves(link.position())[0])
    stream.drain()
    assert not link.status().to_act
    link.play(legal_moves(link.position())[0])  # ...and one out of turn
    refused = [e for e in stream.drain() if isinstance(e, MoveRefused)]
    assert len(refused) == 1 and refused[0].code == "not_your_turn"


def test_the_deals_moves_replay_to_the_position() -> None:
    link, _session = seat_of(5)
    link.start()
    rng = random.Random(5)
    for _ in range(6):
        to_our_turn(link)
        link.play(rng.choice(legal_moves(link.position())))
    moves = link.deal_moves()
    assert moves and all(move in legal_moves(before) for move, before in moves)
    assert link.score().moves_made == len(moves)


def test_a_finished_match_gives_its_record() -> None:
    session = Session(GameSetup(seed=3, autoplay=True))
    link = LocalSeat(session)
    link.start()
    with pytest.raises(RuntimeError):
        link.record()  # every hand face up: not while the match is played
    session.run_to_end()
    assert link.score().finished
    assert link.record() == session.match.record()
    assert link.seat is None
