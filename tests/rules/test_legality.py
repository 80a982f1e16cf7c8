"""The direct legality check (game.rules.legality) against the move list (movegen.generate).

`is_legal_move(pos, move)` must answer exactly `tuple(move) in set(generate(pos))`: on random
deals played under random presets and option overrides, on crowded floors built as JSON, and on
views with hidden hands; for every generated move and for many near misses (another card, floor
cards, value, house or kind). Replays, which check every move this way, must build the same
match as playing the moves one by one.
"""

from __future__ import annotations

import random

import pytest

from game.rules import (
    PRESETS,
    IllegalMoveError,
    Match,
    Rules,
    movegen,
    new_deal,
    position_from_json,
    random_step,
    replay,
    shuffled_deck,
    view_for,
)
from game.rules.kinds import ADD, BID, BUILD, CAPTURE, RAISE, THROW
from game.rules.legality import is_legal_move
from game.rules.notation import DealRecord, GameRecord
from game.rules.position import Position
from game.rules.wording import ENGLISH
from tests.rules.test_reference_vs_engine import cluttered_position, random_rules

KINDS = (CAPTURE, BUILD, ADD, RAISE, THROW, BID)


def candidates(pos: Position, rng: random.Random) -> list[tuple[int, ...]]:
    """Every generated move, and near misses of them and of each card in hand."""
    generated = movegen.generate(pos)
    out: list[tuple[int, ...]] = list(generated)
    hand = pos.hands[pos.to_play] or 0
    cards = [c for c in range(52) if hand >> c & 1]
    houses = [0, *pos.houses]
    for kind, card, loose, hv, value in generated:
        flip = 1 << rng.randrange(52)
        out += [
            (kind, rng.choice(cards) if cards else card, loose, hv, value),
            (kind, card, (loose ^ flip) & pos.loose, hv, value),
            (kind, card, loose | flip, hv, value),
            (kind, card, loose, hv, rng.randrange(15)),
            (rng.choice(KINDS), card, loose, hv, value),
            (kind, card, loose, rng.choice(houses), value),
        ]
    for card in cards:
        r = (card >> 2) + 1
        out += [(THROW, card, 0, 0, 0), (CAPTURE, card, 0, r if r in pos.houses else 0, r)]
        part = pos.loose & rng.getrandbits(52)
        for kind in (CAPTURE, BUILD, ADD, RAISE):
            out += [(kind, card, part, rng.choice(houses), v) for v in range(1, 14)]
    out += [
        (THROW, 60, 0, 0, 0),
        (THROW, -1, 0, 0, 0),
        (CAPTURE, True, 0, 0, 1),
        (BID, -1, 0, 0, 9),
    ]
    return out


def check(pos: Position, rng: random.Random, context: object) -> int:
    legal = set(movegen.generate(pos))
    moves = candidates(pos, rng)
    for move in moves:
        assert is_legal_move(pos, move) == (move in legal), (context, move, pos)
    assert all(is_legal_move(pos, m) for m in legal)
    return len(moves)


@pytest.mark.parametrize("seed", range(4))
def test_random_deals_agree(seed: int) -> None:
    rng = random.Random(seed)
    checked = legal_seen = 0
    for _deal in range(12):
        rules_json = random_rules(rng, tuple(PRESETS))
        rules = Rules.from_json(rules_json)
        pos = new_deal(rules, rng.randrange(rules.num_players), shuffled_deck(rng.getrandbits(32)))
        while pos.phase != "over":
            moves = movegen.generate(pos)
            if not moves:
                break
            checked += check(pos, rng, rules_json)
            if rng.random() < 0.2:  # a view: the other hands hidden
                seat = pos.to_play
                checked += check(view_for(pos, seat), rng, (rules_json, "view"))
            legal_seen += len(moves)
            nxt = pos.copy()
            movegen.play(nxt, rng.choice(moves))
            pos = nxt
    assert checked > 10 * legal_seen > 0


@pytest.mark.parametrize("seed", range(2))
def test_cluttered_positions_agree(seed: int) -> None:
    rng = random.Random(100 + seed)
    for index in range(60):
        data = cluttered_position(rng, tuple(PRESETS))
        check(position_from_json(data), rng, (seed, index, data["rules"]))


def test_every_kind_is_met_legal_and_illegal() -> None:
    """The comparison above is not vacuous: each kind occurs both legal and not."""
    rng = random.Random(7)
    seen: set[tuple[int, bool]] = set()
    for _ in range(20):
        rules = Rules.from_json(random_rules(rng, tuple(PRESETS)))
        pos = new_deal(rules, 0, shuffled_deck(rng.getrandbits(32)))
        while pos.phase != "over" and (moves := movegen.generate(pos)):
            for move in candidates(pos, rng):
                seen.add((move[0], is_legal_move(pos, move)))
            nxt = pos.copy()
            movegen.play(nxt, rng.choice(moves))
            pos = nxt
    assert {(k, b) for k in (CAPTURE, BUILD, ADD, RAISE, THROW) for b in (True, False)} <= seen


def played_match(rules: Rules, seed: int, deals: int) -> Match:
    match = Match.start(rules, seed=seed)
    rng = random.Random(seed)
    while len(match.history) < deals and not match.finished:
        random_step(match, rng)
    return match


@pytest.mark.parametrize("seed", range(6))
def test_replay_builds_the_match_played(seed: int) -> None:
    """replay's quiet path (no events, in place) leaves the state Match.play leaves."""
    rng = random.Random(seed)
    rules = Rules.from_json(random_rules(rng, tuple(PRESETS)))
    if seed % 2:
        rules = rules.replace(two_seep_lead_wins=True)
    match = played_match(rules, seed, 6)
    for _ in range(rng.randrange(12)):  # stop in the middle of a deal now and then
        if match.finished:
            break
        random_step(match, rng)
    again = replay(match.record())
    for name in (
        "rules", "dealer", "position", "deck", "running", "baazis", "full_seeps", "summaries",
        "moves", "seats", "history", "rounds_played", "finished", "winner", "deal_done",
        "next_dealer",
    ):  # fmt: skip
        assert getattr(again, name) == getattr(match, name), name
    assert all(type(m).__name__ == "Move" for m in again.moves)


def test_replay_refuses_an_illegal_move_with_where_and_why() -> None:
    match = played_match(Rules(), 3, 2)
    record = match.record()
    deal = record.deals[1]
    moves = list(deal.moves)
    kind, card = moves[1][:2]
    moves[1] = (
        type(moves[1])(THROW, card, 0, 0, 0)
        if kind != THROW
        else moves[1]._replace(card=(card + 1) % 52)
    )
    bad = GameRecord(
        record.rules, (record.deals[0], DealRecord(deal.dealer, deal.deck, tuple(moves)))
    )
    with pytest.raises(IllegalMoveError) as info:
        replay(bad)
    assert info.value.where == (2, 2)
    assert str(info.value).startswith("deal 2, move 2: illegal move")
    assert info.value.reason in ENGLISH and info.value.why is not None


def _reading(obj: object) -> object:
    from game.rules.errors import InvalidNotationError
    from game.rules.moves import Move

    try:
        return Move._read(obj)
    except InvalidNotationError:
        return "refused"


def _fast_reading(obj: object) -> object:
    from game.rules.errors import InvalidNotationError
    from game.rules.moves import Move

    try:
        return Move.from_json(obj)
    except InvalidNotationError:
        return "refused"


def test_the_quick_move_reader_agrees_with_the_full_one() -> None:
    """Move.from_json reads well-formed moves by a short path; it must give what the full
    reader gives (the same move, or a refusal) for moves near and far from well-formed."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    cards = st.sampled_from(["As", "Td", "10D", "KS", "ks", "Zz", "2c", "9h", 5, None, True])
    values = st.sampled_from([0, 9, 11, 13, 2.0, True, None, "11", -1])
    move = st.fixed_dictionaries(
        {"action": st.sampled_from(["bid", "capture", "build", "add", "raise", "throw", "x", 3])},
        optional={
            "card": cards,
            "loose": st.one_of(st.lists(cards, max_size=4), cards),
            "house": values,
            "value": values,
            "extra": st.just(1),
        },
    )

    @settings(max_examples=400, deadline=None)
    @given(obj=move)
    def check(obj: dict[str, object]) -> None:
        assert _fast_reading(obj) == _reading(obj)
        fast, full = _fast_reading(obj), _reading(obj)
        assert type(fast) is type(full)

    check()
