"""The playout's guard against leaving the next opponent a seep, with and without counting."""

from __future__ import annotations

import random

import pytest

from game.ai import playout as search
from game.ai.playout import guarded_choice
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


def _first_play(pos: Position, reply: float, seed: int, monkeypatch: pytest.MonkeyPatch) -> int:
    played: list[MoveTuple] = []
    real = movegen.play

    def record(p: Position, m: MoveTuple, finish: bool = True) -> None:
        played.append(m)
        real(p, m, finish)

    monkeypatch.setattr(movegen, "play", record)
    search.playout(pos.copy(), random.Random(seed), explore=0.0, reply=reply)
    monkeypatch.undo()
    return played[0][1]


def test_reply_aware_playouts_keep_a_card_the_next_opponent_would_take(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # South throws Q♥ or 2♣ (neither captures; no seep either way). East, next, holds a queen:
    # with `reply`, the Q♥ is never laid down; without it, chance decides between the two.
    pos = position(hands={0: "Qh 2c", 1: "Qc 5c", 2: "6c 7c", 3: "8c 4h"}, loose="Kd")
    with_reply = {_first_play(pos, 1.0, s, monkeypatch) for s in range(20)}
    without = {_first_play(pos, 0.0, s, monkeypatch) for s in range(20)}
    assert with_reply == {parse_card("2c")}
    assert without == {parse_card("2c"), parse_card("Qh")}


def test_threatened_values_count_captures_with_loose_cards() -> None:
    # Floor 3♦ 4♣ (sums 3, 4, 7); the next hand holds a 9 and a king. A thrown 9 or K is taken
    # as it is; a 6, 5 or 2 makes 9 with loose cards, a 10 or 6 makes 13; a 7, say, nothing.
    loose = sum(1 << parse_card(c) for c in ("3d", "4c"))
    hand = (1 << parse_card("9h")) | (1 << parse_card("Ks"))
    got = {r for r in range(1, 14) if search._threatened_values(loose, hand) >> r & 1}
    assert got == {2, 5, 6, 9, 10, 13}


@pytest.mark.parametrize(("counter_plies", "smart_plies"), [(48, 0), (5, 3), (0, 0)])
def test_a_playout_cut_into_pieces_plays_as_the_whole(counter_plies: int, smart_plies: int) -> None:
    """The search plays a few plies per unit of work (no frame stalls on a long playout): each
    piece returns the counting and smart plies still to come, and the pieces, with the same
    random stream, finish the deal exactly as one whole playout does."""
    from game.rules import Match, Rules, legal_moves, needs_redeal

    seeds = [s for s in range(40) if not needs_redeal(Match.start(Rules(), seed=s).position)]
    for seed in seeds[:3]:
        match = Match.start(Rules(), seed=seed)
        while match.position.phase != "play" or match.position.plays_made < 3:
            match.play(legal_moves(match.position)[0])
        whole, pieces = match.position.copy(), match.position.copy()
        args = (True, True, 0.08)
        left = search.playout(
            whole, random.Random(seed), *args, smart_plies, True, counter_plies=counter_plies
        )
        rng = random.Random(seed)
        plies = (counter_plies, smart_plies)
        cuts = 0
        while pieces.phase == "play":
            stop = pieces.plays_made + 5
            plies = search.playout(
                pieces, rng, *args, plies[1], True, counter_plies=plies[0], stop_at=stop
            )
            cuts += 1
        assert cuts >= 8
        assert plies == left
        assert pieces == whole and pieces.phase != "play"
        assert search.final_margin(pieces, 0) == search.final_margin(whole, 0)
