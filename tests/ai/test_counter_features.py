"""The optional terms of the counting evaluation (game/ai/counter.py), each on a built position:
every term is off by default, so ``counter`` and COUNTING play as before until a weight is set.

The hidden hands are written out (``hands=``) only to choose which cards are unseen; the
evaluation reads the seat's own view (its hand, the floor, the piles) and nothing else.
"""

from __future__ import annotations

import math
from dataclasses import fields, replace

import pytest

from game.ai.counter import COUNTING, CounterBot, CounterWeights, score_counter
from game.rules import PlayerView, card_str, legal_moves, movegen
from game.rules.movegen import ADD, CAPTURE, THROW, MoveTuple
from game.rules.position import Position
from tests.ai import sample_positions
from tests.rules.builders import house, position

NEW_TERMS = ("second", "own", "throw_rank", "raise_risk")


def deltas(pos: Position, **term: float) -> dict[MoveTuple, float]:
    """How much turning ``term`` on (on top of COUNTING) changes each move's score."""
    moves = movegen.generate(pos)
    base = score_counter(pos, pos.to_play, moves, COUNTING)
    new = score_counter(pos, pos.to_play, moves, replace(COUNTING, **term))
    return {m: b - a for m, a, b in zip(moves, base, new, strict=True)}


def throw_of(moves: dict[MoveTuple, float], card: str) -> MoveTuple:
    (m,) = [m for m in moves if m[0] == THROW and card_str(m[1]) == card]
    return m


def test_the_defaults_are_unchanged() -> None:
    w = CounterWeights()
    assert (w.reply, w.back, w.house, w.positional) == (2.0, 0.3, 1.0, 0.0)
    for f in fields(CounterWeights):
        if f.name not in ("reply", "back", "house", "positional"):
            assert getattr(w, f.name) == 0.0, f.name
    assert CounterWeights(positional=1.0) == COUNTING
    assert set(NEW_TERMS) <= {f.name for f in fields(CounterWeights)}


def test_every_new_weight_is_a_bot_setting() -> None:
    bot = CounterBot(1, replace(COUNTING, own=0.5))
    for name in NEW_TERMS:
        assert isinstance(getattr(bot, name), float)
    assert bot.own == 0.5


def test_own_rewards_keeping_a_card_for_the_floor_nobody_else_can_take() -> None:
    # The floor 4s 3h adds up to 7; every other 7 is in our pile, and no unseen card can take
    # anything worth a point, so the floor survives the three plays in between for sure.
    pos = position(
        "7h 2c 5d Kd",
        "4s 3h",
        seat=0,
        hands={1: "Th Ah 3c 6d", 2: "6c 8d 8h 9h", 3: "9d Jd Jc Qd"},
        ns_pile="7s 7d 7c",
    )
    d = deltas(pos, own=1.0)
    assert d[throw_of(d, "Kd")] == pytest.approx(4.0)  # the 7h keeps the 4s for us
    (take,) = [m for m in d if m[0] == CAPTURE]
    assert d[take] == 0.0  # nothing left to come back to
    assert all(x >= 0.0 for x in d.values())


def test_second_fears_the_opponent_after_our_partner() -> None:
    # Seat 3 owns the king house, so it surely holds a king: a ten thrown next to the 3h makes
    # 13 and goes with the house, a two does not.
    pos = position(
        "Ts 2d 5d Kh Kd",
        "3h",
        [house(13, "9c 4c", [3])],
        seat=0,
        hands={1: "Th Ah 3c 6d 2h", 3: "Ks Jd Jc Qd 8h"},
        ns_pile="Kc",
    )
    d = deltas(pos, second=1.0)
    assert all(x <= 0.0 for x in d.values())
    assert d[throw_of(d, "Ts")] < d[throw_of(d, "2d")] - 10.0


def test_second_and_own_are_four_player_terms() -> None:
    pos = position(
        "Ts 2d 5d Kh", "3h 4s", rules={"preset": "standard", "num_players": 2}, plays_made=40
    )
    assert set(deltas(pos, second=1.0, own=1.0).values()) == {0.0}


def test_throw_rank_keeps_high_cards() -> None:
    pos = position("2c 8d Kd", "4s 3h", seat=0)
    d = deltas(pos, throw_rank=0.5)
    assert d[throw_of(d, "2c")] == pytest.approx(-1.0)
    assert d[throw_of(d, "Kd")] == pytest.approx(-6.5)
    assert all(x == 0.0 for m, x in d.items() if m[0] != THROW)


def test_raise_risk_counts_our_ordinary_house_that_the_next_opponent_can_raise() -> None:
    # Our ordinary 9-house (4s 5h) can be raised to 10 by an ace with a ten in hand: both are
    # unseen. Cementing it (a second 9 on it) makes it pakka, safe from raises.
    pos = position(
        "9d 9c 2c 3d 7h 8c", "6h", [house(9, "4s 5h", [0])], seat=0, hands={1: "Th Ah 3h 5d 6d 6c"}
    )
    d = deltas(pos, raise_risk=1.0)
    throws = [x for m, x in d.items() if m[0] == THROW]
    assert throws and all(-4.0 < x < 0.0 for x in throws)  # a share of the house's 4 points
    assert all(x == 0.0 for m, x in d.items() if m[0] == ADD)
    # No unseen ten: nobody can raise it.
    safe = position("9d 9c 2c 3d 7h 8c", "6h", [house(9, "4s 5h", [0])], seat=0)
    assert set(deltas(safe, raise_risk=1.0).values()) == {0.0}
    # An opponent's house is not ours to lose.
    theirs = position(
        "9d 2c 3d 7h 8c Td", "6h", [house(9, "4s 5h", [1])], seat=0, hands={1: "Th Ah 3h 5d 6d 9c"}
    )
    assert set(deltas(theirs, raise_risk=1.0).values()) == {0.0}


OTHERS = {1: "2h Qh 3h 5d 6d 6c", 2: "7c 7d 8d 8h Kc Kd", 3: "Jc Jd Jh Ks Kh 8s"}


def test_raise_risk_reads_which_houses_are_ordinary_from_the_rules() -> None:
    # Our 10-house of one set (4s 5h Ac): a 2 and a queen (both unseen) raise it to 12.
    hand = "9d 9c 2c 3d 7h Td"
    plain = position(hand, "6h", [house(10, "4s 5h Ac", [0])], seat=0, hands=OTHERS)
    throws = [x for m, x in deltas(plain, raise_risk=1.0).items() if m[0] == THROW]
    assert throws and all(x < 0.0 for x in throws)
    # Under pakka_rule = second_action, a house raised once (two actions) is pakka, although
    # its cards add up to its value only once: no raise can take it.
    second = position(
        hand,
        "6h",
        [house(10, "4s 5h Ac", [0], pakka=True, actions=2)],
        seat=0,
        hands=OTHERS,
        rules={"preset": "standard", "pakka_rule": "second_action"},
    )
    assert set(deltas(second, raise_risk=1.0).values()) == {0.0}


def test_raise_risk_counts_raises_with_floor_cards_only_when_the_rules_allow_them() -> None:
    # Our ordinary 9-house; unseen: aces and queens, but no ten (9 + 1) and no 2-4 that could
    # raise it alone. An ace with the loose 2d makes 12 only under raise_with_floor_cards.
    others = {1: "Ah Ad Qh Qd 5d 6d", 2: "6c 7c 7d 8d 8h 5c", 3: "Ac Qc 6s 7s 8s 6h"}
    args = ("9d 9c 9s 3d 7h 8c", "2d", [house(9, "4s 5h", [0])])
    plain = position(*args, seat=0, hands=others)
    assert set(deltas(plain, raise_risk=1.0).values()) == {0.0}
    floor = position(
        *args,
        seat=0,
        hands=others,
        rules={"preset": "standard", "raise_with_floor_cards": True},
    )
    d = deltas(floor, raise_risk=1.0)
    throws = [x for m, x in d.items() if m[0] == THROW]
    assert throws and all(-4.0 < x < 0.0 for x in throws)


def test_every_term_on_scores_every_move_of_many_views() -> None:
    w = replace(COUNTING, second=0.5, own=0.6, throw_rank=0.2, raise_risk=1.0, house=1.5)
    checked = 0
    for pos, history in sample_positions({"preset": "standard"}, deals=4, seed=45):
        if pos.phase != "play":
            continue
        view = PlayerView.of(pos, pos.to_play, history)
        moves = movegen.generate(view.position)
        scores = score_counter(view.position, pos.to_play, moves, w)
        assert len(scores) == len(moves) and all(math.isfinite(s) for s in scores)
        assert CounterBot(3, w).choose(view) in set(legal_moves(pos))
        checked += 1
    assert checked >= 100
