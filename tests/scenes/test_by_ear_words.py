"""The adviser's words and the owner words, checked over real deals (issue 28): "makes it
pakka" only when it does; "your house" for the player's own house."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.ai.hint import reason
from game.rules import Match, Move, PlayerView, Position, Rules, legal_moves
from game.rules.movegen import ADD
from game.text.rules_moves import describe

PAKKA = "makes it pakka, so nobody can raise it"


def add_positions(seeds: int = 30) -> Iterator[tuple[Match, Position, Move]]:
    """Positions of random deals where an add can be played, with the add."""
    for seed in range(seeds):
        match = Match.start(Rules(), seed=seed)
        rng = random.Random(seed)
        while not match.deal_done and match.position.phase != "over":
            pos = match.position
            moves = legal_moves(pos)
            if not moves:
                break
            for m in moves:
                if m.kind == ADD:
                    yield match, pos, m
            match.play(rng.choice(moves))


def test_an_add_is_said_to_make_a_house_pakka_only_when_it_does() -> None:
    said_pakka = other = 0
    for match, pos, move in add_positions():
        view = PlayerView.of(pos, pos.to_play, match.deal_history())
        why = reason(view, move)
        house = pos.houses[move.value]
        if house.pakka or move.value == 13:
            assert PAKKA not in why, (house, move)
            other += 1
        else:
            assert PAKKA in why
            said_pakka += 1
    assert said_pakka and other  # both kinds were met


def test_the_players_own_house_is_your_house() -> None:
    names = ("You", "East", "North", "West")
    met = 0
    for _match, pos, move in add_positions():
        if pos.to_play != 0 or pos.houses[move.value].owners != (0,):
            continue
        said = describe(move, pos=pos, names=names)
        assert f"to your house of {move.value}" in said and "their own" not in said, said
        met += 1
    assert met
    # Another player's own house stays "their own house".
    for _match, pos, move in add_positions():
        seat = pos.to_play
        if seat != 0 and pos.houses[move.value].owners == (seat,):
            assert "their own house" in describe(move, pos=pos, names=names)
            return
    raise AssertionError("no add to a computer player's own house met")
