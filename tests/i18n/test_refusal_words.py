"""A refused move of a record is told from the facts the rules give (where and why), in the
player's language; a record out of order keeps the rules' English detail, as before."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game import i18n
from game.rules import IllegalMoveError, Match, Rules, legal_moves, replay
from game.rules.notation import DealRecord, GameRecord
from game.text.records import refused
from game.text.rules_reasons import refusal_reason, refusal_where


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _refused() -> IllegalMoveError:
    match = Match.start(Rules(), dealer=3, seed=5)
    rng = random.Random(1)
    for _ in range(9):
        match.play(rng.choice(legal_moves(match.position)))
    record = match.record()
    deal = record.deals[0]
    moves = list(deal.moves)
    moves[6] = moves[6]._replace(kind=0, card=-1, loose=0, house=0, value=9)  # a bid in play
    bad = GameRecord(record.rules, (DealRecord(deal.dealer, deal.deck, tuple(moves)),))
    with pytest.raises(IllegalMoveError) as caught:
        replay(bad)
    return caught.value


def test_where_and_why_are_facts() -> None:
    exc = _refused()
    assert (exc.where, exc.reason, exc.params) == ((1, 7), "bid_made", {})
    assert refusal_where(exc) == "deal 1, move 7"
    assert refusal_reason(exc) == "the bid has been made: play a card"
    assert refused(exc) == (
        "This game record cannot be used: at deal 1, move 7, the rules refuse the play "
        "(the bid has been made: play a card)."
    )


def test_where_and_why_in_hindi() -> None:
    exc = _refused()
    i18n.set_language("hi")
    where = refusal_where(exc)
    assert where == "दौर 1, चाल 7"
    text = refused(exc)
    assert where in text and refusal_reason(exc) in text
    assert refusal_reason(exc) != "the bid has been made: play a card"
    assert "position" not in text


def test_a_step_out_of_order_keeps_the_english_detail() -> None:
    exc = IllegalMoveError("deal 2: the match was already over", reason="record_match_over")
    assert refusal_where(exc) is None and exc.why is None and exc.params == {}
    assert refusal_reason(exc) == "deal 2: the match was already over"
