"""Move's repr reads like the move; its str stays the compact text form."""

from __future__ import annotations

import random

from game.rules import Move, Rules, apply, legal_moves, mask_of, new_deal, parse_card, shuffled_deck
from game.rules.kinds import ADD, BID, BUILD, CAPTURE, RAISE, THROW


def cards(text: str) -> int:
    return mask_of([parse_card(t) for t in text.split()])


def test_the_repr_of_each_kind() -> None:
    assert repr(Move(BUILD, parse_card("5h"), cards("6d"), 0, 11)) == "Move(build 11: 5♥ + 6♦)"
    assert repr(Move(CAPTURE, parse_card("Jd"), cards("2c 3d 6s"), 0, 11)) == (
        "Move(capture J♦: 2♣ 3♦ 6♠)"
    )
    assert repr(Move(CAPTURE, parse_card("9c"), cards("4d 5s"), 9, 9)) == (
        "Move(capture 9♣: house 9, 4♦ 5♠)"
    )
    assert repr(Move(CAPTURE, parse_card("9c"), 0, 9, 9)) == "Move(capture 9♣: house 9)"
    assert repr(Move(BID, -1, 0, 0, 11)) == "Move(bid 11)"
    assert repr(Move(THROW, parse_card("7s"), 0, 0, 0)) == "Move(throw 7♠)"
    assert repr(Move(RAISE, parse_card("3s"), 0, 9, 12)) == "Move(raise 9→12: 3♠)"
    assert repr(Move(RAISE, parse_card("3s"), cards("Ac"), 9, 13)) == "Move(raise 9→13: 3♠ + A♣)"
    assert repr(Move(ADD, parse_card("Th"), cards("Ac"), 0, 11)) == "Move(add 11: 10♥ + A♣)"


def test_a_malformed_move_shows_its_fields() -> None:
    assert repr(Move(9, 1, 2, 3, 4)) == "Move(kind=9, card=1, loose=2, house=3, value=4)"
    assert repr(Move(THROW, 77, 0, 0, 0)) == "Move(kind=5, card=77, loose=0, house=0, value=0)"


def test_str_is_still_the_compact_text() -> None:
    assert str(Move(BUILD, parse_card("5h"), cards("6d"), 0, 11)) == "build 5h+[6d]=11"
    assert str(Move(BID, -1, 0, 0, 11)) == "bid 11"


def test_every_move_of_random_deals_has_a_short_repr() -> None:
    rng = random.Random(3)
    for d in range(4):
        pos = new_deal(Rules(), d % 4, shuffled_deck(100 + d))
        while pos.phase != "over" and legal_moves(pos):
            for m in legal_moves(pos):
                text = repr(m)
                assert text.startswith(f"Move({m.action} ") and "=" not in text
            pos = apply(pos, rng.choice(legal_moves(pos)))
