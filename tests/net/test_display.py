"""A friend's board gets whole positions: stand-ins for what its seat cannot see, stable."""

from __future__ import annotations

import random

import pytest

from game.net.display import StandIns
from game.net.protocol import view_from_json, view_json
from game.rules import Match, PlayerView, Position, Rules, legal_moves, needs_redeal, seen_cards
from game.rules import apply as apply_move
from game.rules.cards import cards_of


def places(pos: Position) -> list[int]:
    """Every card of a whole position, with repeats."""
    cards: list[int] = []
    for h in pos.hands:
        assert h is not None
        cards += cards_of(h)
    cards += cards_of(pos.loose) + cards_of(pos.piles[0]) + cards_of(pos.piles[1])
    for house in pos.houses.values():
        cards += cards_of(house.cards)
    assert pos.stock is not None
    return cards + list(pos.stock)


def check_whole(view: PlayerView, whole: Position) -> int:
    """The invariants; returns the mask of the stand-ins."""
    pos = view.position
    cards = places(whole)
    assert sorted(cards) == list(range(52))  # every card exactly once
    assert [(h or 0).bit_count() for h in whole.hands] == list(pos.hand_sizes)
    assert whole.stock is not None and len(whole.stock) == pos.stock_size
    assert whole.hands[view.seat] == pos.hands[view.seat]
    assert (whole.loose, whole.houses, whole.piles) == (pos.loose, pos.houses, pos.piles)
    assert (whole.phase, whole.to_play, whole.plays_made) == (
        pos.phase,
        pos.to_play,
        pos.plays_made,
    )
    stand_ins = 0
    for s, h in enumerate(whole.hands):
        if s != view.seat:
            stand_ins |= h or 0
    for c in whole.stock:
        stand_ins |= 1 << c
    seen = seen_cards(pos) | (pos.hands[view.seat] or 0)
    assert stand_ins & seen == 0  # stand-ins only from the unseen cards
    return stand_ins


def where(pos: Position, seat: int) -> dict[int, str]:
    out = {}
    for s, h in enumerate(pos.hands):
        if s != seat:
            for c in cards_of(h or 0):
                out[c] = f"hand{s}"
    for c in pos.stock or ():
        out[c] = "stock"
    return out


@pytest.mark.parametrize(("players", "seed", "seat"), [(4, 1, 0), (4, 7, 2), (2, 3, 1), (4, 12, 3)])
def test_stand_ins_fill_every_hidden_place_and_stay_put(players: int, seed: int, seat: int) -> None:
    rng = random.Random(seed)
    match = Match.start(Rules(num_players=players), seed=seed)
    filler = StandIns()
    prev: dict[int, str] | None = None
    checked = 0
    for _deal in range(3):
        filler.reset()
        prev = None
        while not match.deal_done:
            pos = match.position
            view = view_from_json(view_json(PlayerView.of(pos, seat, match.deal_history())))
            whole = filler.fill(view)
            check_whole(view, whole)
            now = where(whole, seat)
            if prev is not None:
                for card, place in prev.items():
                    if card in now and now[card] != place:
                        # a stand-in moves only when dealt (the stock to a hand) or swapped
                        assert place == "stock" and now[card].startswith("hand"), (card, place)
            if needs_redeal(pos):
                match.throw_in()
                filler.reset()
                prev = None
                continue
            moves = legal_moves(pos)
            move = rng.choice(moves)
            mover = pos.to_play
            if mover != seat and move.action != "bid":
                before = filler.before_play(whole, mover, move.card)
                assert before.hands[mover] is not None and before.hands[mover] >> move.card & 1
                assert sorted(places(before)) == list(range(52))
                assert before.hand_sizes == whole.hand_sizes
            if move.action == "bid":
                after = match.position.copy()
                real_floor = apply_move(after, move).loose
                shown = filler.floor_shown(whole, real_floor)
                assert shown.loose == real_floor  # the floor turns over where it lies
                assert sorted(places(shown)) == list(range(52))
                prev = where(shown, seat)
            else:
                prev = where(filler.fill(view), seat)  # (after a swap: the swapped places)
            match.play(move)
            checked += 1
        if match.finished:
            break
        match.next_deal()
    assert checked >= 20


def test_a_thrown_in_hand_is_revealed_in_place() -> None:
    found = 0
    for seed in range(200):
        match = Match.start(Rules(num_players=4), seed=seed)
        pos = match.position
        if not needs_redeal(pos):
            continue
        seat = (pos.to_play + 1) % 4  # not the bidder
        filler = StandIns()
        view = view_from_json(view_json(PlayerView.of(pos, seat)))
        whole = filler.fill(view)
        cards = tuple(pos.hand(pos.to_play))
        shown = filler.reveal(whole, pos.to_play, cards)
        assert shown.hands[pos.to_play] == pos.hands[pos.to_play]
        assert sorted(places(shown)) == list(range(52))
        found += 1
    assert found >= 3
