"""game.rules.targets: what a drop or a click on a target can mean, on real positions."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.rules import (
    ACTIONS,
    PRESETS,
    FloorTarget,
    HouseTarget,
    LooseTarget,
    Move,
    Position,
    Rules,
    Target,
    apply,
    bids,
    is_legal,
    legal_moves,
    moves_for,
    moves_of_card,
    needs_redeal,
    new_deal,
    parse_card,
    position_from_json,
    question_for,
    questions_for,
    shuffled_deck,
    targets_of,
)
from game.text.rules_reasons import explain_text, sentence, why_not
from tests.rules.builders import house, opening_json, position

OVERRIDES: list[dict[str, object]] = [
    {},
    {"raise_with_floor_cards": True},
    {"partner_may_raise": True, "max_houses": 2},
    {"pakka_rule": "second_action"},
    {"num_players": 2},
]


def _played_positions(deals: int = 16, every: int = 3) -> Iterator[Position]:
    """Play-phase positions of whole deals played with random legal moves (every few plays).

    Building moves are preferred a little so that houses, raises and adds show up often.
    """
    for d in range(deals):
        rules = Rules.from_json(
            {"preset": PRESETS[d % len(PRESETS)], **OVERRIDES[d % len(OVERRIDES)]}
        )
        rng = random.Random(1000 + d)
        pos = new_deal(rules, d % rules.num_players, shuffled_deck(d))
        if needs_redeal(pos):
            continue
        while pos.phase != "over":
            moves = legal_moves(pos)
            if pos.phase == "play" and pos.plays_made % every == 0:
                yield pos
            houses = [m for m in moves if m.action in ("build", "add", "raise")]
            pick = houses if houses and rng.random() < 0.5 else moves
            pos = apply(pos, rng.choice(pick))


POSITIONS = list(_played_positions())


def _involved(move: Move) -> list[Target]:
    """The targets a move involves, read from its fields (not from targets.py)."""
    out: list[Target] = [LooseTarget(c) for c in move.loose_cards()]
    if move.action in ("capture", "raise") and move.house:
        out.append(HouseTarget(move.house))
    if move.action == "add":
        out.append(HouseTarget(move.value))
    if move.action == "throw":
        out.append(FloorTarget())
    return out


def _all_targets(pos: Position) -> list[Target]:
    """Every target on the table, plus houses that are not there."""
    out: list[Target] = [LooseTarget(c) for c in pos.loose_cards()]
    out += [HouseTarget(v) for v in range(9, 14)]
    out.append(FloorTarget())
    return out


def test_the_positions_have_houses_raises_and_adds() -> None:
    kinds = {m.action for pos in POSITIONS for m in legal_moves(pos)}
    assert {"capture", "build", "add", "raise", "throw"} <= kinds
    assert sum(1 for pos in POSITIONS if any(h.pakka for h in pos.houses.values())) >= 3


def test_every_legal_move_is_found_on_a_target_it_involves() -> None:
    checked = 0
    for pos in POSITIONS:
        for m in legal_moves(pos):
            targets = _involved(m)
            assert targets, f"{m!r} involves no target"
            assert any(m in moves_for(pos, m.card, t) for t in targets), m
            checked += 1
    assert checked > 500


def test_moves_for_never_returns_an_illegal_move() -> None:
    for pos in POSITIONS[::2]:
        for card in pos.hand(pos.to_play):
            for t in _all_targets(pos):
                found = moves_for(pos, card, t)
                assert len(set(found)) == len(found)
                for m in found:
                    assert m.card == card
                    assert is_legal(pos, m), m
                    assert t in _involved(m), (m, t)


def test_moves_of_card_and_targets_of_agree_with_moves_for() -> None:
    for pos in POSITIONS[::3]:
        legal = set(legal_moves(pos))
        for card in pos.hand(pos.to_play):
            of_card = moves_of_card(pos, card)
            assert set(of_card) == {m for m in legal if m.card == card}
            loose, houses, floor = targets_of(of_card)
            for t in _all_targets(pos):
                lit = (
                    t.card in loose
                    if isinstance(t, LooseTarget)
                    else t.value in houses
                    if isinstance(t, HouseTarget)
                    else floor
                )
                assert lit == bool(moves_for(pos, card, t)), (card, t)


def test_nothing_is_a_drop_outside_the_play_phase() -> None:
    pos = position_from_json(opening_json("9c Jd 2s 3h", "4c 5d 6h 7s"))
    card = parse_card("9c")
    assert moves_for(pos, card, FloorTarget()) == []
    assert moves_of_card(pos, card) == []


def test_a_drop_on_a_pakka_house_is_asked_about_as_a_raise() -> None:
    pos = position("2s Jc", "", [house(9, "5c 4d 9h", [1])])
    assert pos.houses[9].pakka
    card = parse_card("2s")
    target = HouseTarget(9)
    assert moves_for(pos, card, target) == []
    question = question_for(pos, card, target)
    assert question.action == "raise" and question.house == 9 and question.value == 11
    reason = explain_text(pos, question)
    assert reason is not None and "pakka" in reason and "cannot be raised" in reason
    text = why_not(pos, card, target)
    assert text == reason[0].upper() + reason[1:] + "."


def test_a_drop_on_a_loose_house_is_asked_about_as_a_raise_too() -> None:
    pos = position("2s Qc", "8h", [house(9, "5c 4d", [1])])
    card = parse_card("2s")
    assert moves_for(pos, card, HouseTarget(9)) == []
    assert question_for(pos, card, HouseTarget(9)).action == "raise"
    assert "hold a J" in why_not(pos, card, HouseTarget(9))


@pytest.mark.parametrize(
    ("hand", "loose", "houses", "card", "target", "action"),
    [
        ("9c 2s", "4d", [house(9, "5c 4h", [1])], "9c", HouseTarget(9), "capture"),
        ("Kc 5s", "", [house(9, "5c 4h", [1])], "5s", HouseTarget(9), "add"),
        ("Kc 5s", "4d", [], "5s", FloorTarget(), "throw"),
        ("Kc 5s", "5d", [], "5s", LooseTarget(parse_card("5d")), "capture"),
        ("Kc 5s", "6d", [], "5s", LooseTarget(parse_card("6d")), "capture"),
        ("Kc 5s", "6d", [house(11, "5c 6h", [1])], "5s", LooseTarget(parse_card("6d")), "capture"),
        ("Kc 5s", "2d", [], "5s", LooseTarget(parse_card("2d")), "capture"),
    ],
)
def test_question_for_asks_the_plainest_move(
    hand: str, loose: str, houses: list[dict[str, object]], card: str, target: Target, action: str
) -> None:
    pos = position(hand, loose, houses)
    question = question_for(pos, parse_card(card), target)
    assert question.action == action and question.card == parse_card(card)
    assert question.action in ACTIONS


def test_why_not_is_explain_as_a_sentence_for_every_refused_drop() -> None:
    for pos in POSITIONS[::4]:
        for card in pos.hand(pos.to_play):
            for t in _all_targets(pos):
                if moves_for(pos, card, t):
                    continue
                reason = explain_text(pos, question_for(pos, card, t))
                assert reason is not None, (card, t)
                text = why_not(pos, card, t, seat=pos.to_play)
                first = sentence(reason)
                assert text == first or text.startswith(first + " "), (text, first)
                rest = text[len(first) :].strip()
                assert (
                    not rest or rest.startswith("Nor can it ") or " would build a house of " in rest
                )
                assert text[0].isupper() and text.endswith((".", "!", "?"))


def test_why_not_before_the_bid_after_the_deal_and_out_of_turn() -> None:
    opening = position_from_json(opening_json("9c Jd 2s 3h", "4c 5d 6h 7s", dealer=3))
    card = parse_card("2s")
    assert why_not(opening, card, FloorTarget()) == "First choose your bid."
    pos = POSITIONS[0]
    other = (pos.to_play + 1) % pos.players
    card = pos.hand(pos.to_play)[0]
    assert why_not(pos, card, FloorTarget(), seat=other) == "Wait for your turn."
    over = pos
    rng = random.Random(5)
    while over.phase != "over":
        over = apply(over, rng.choice(legal_moves(over)))
    assert why_not(over, card, FloorTarget()) == "The deal is over."


@pytest.mark.parametrize(
    ("hand", "values"),
    [
        ("9c Jd 2s 3h", [9, 11]),
        ("Kc Kd Ks 3h", [13]),
        ("Tc Jd Qs Kh", [10, 11, 12, 13]),
        ("2c 3d 4s 5h", []),
    ],
)
def test_bids_are_the_bid_moves_of_legal_moves(hand: str, values: list[int]) -> None:
    pos = position_from_json(opening_json(hand, "4c 5d 6h 7s"))
    assert bids(pos) == [m for m in legal_moves(pos) if m.action == "bid"]
    assert sorted(m.value for m in bids(pos)) == values


def test_bids_of_random_deals_and_none_after_the_bid() -> None:
    for d in range(20):
        rules = Rules.from_json({"preset": PRESETS[d % len(PRESETS)]})
        pos = new_deal(rules, d % rules.num_players, shuffled_deck(d))
        assert bids(pos) == [m for m in legal_moves(pos) if m.action == "bid"]
        assert all(m.card == -1 for m in bids(pos))
    assert all(bids(pos) == [] for pos in POSITIONS[:5])


def test_a_drop_on_a_card_of_another_value_is_first_a_capture_then_a_build() -> None:
    pos = position("Kc 5s", "6d", [])
    card, target = parse_card("5s"), LooseTarget(parse_card("6d"))
    capture, build = questions_for(pos, card, target)
    assert (capture.action, build.action, build.value) == ("capture", "build", 11)
    text = why_not(pos, card, target)
    assert text.startswith("The 6♦ is a 6: a 5 captures only cards of value 5")
    # What the drop would have been, in players' words (issue 11): no J to keep as its key.
    assert "5♠ + 6♦ would build a house of 11, and you hold no J to keep as its key." in text
    assert "whole number" not in text


def test_one_card_of_another_value_is_not_called_a_sum() -> None:
    pos = position("7s Kc", "8c", [])
    reason = explain_text(pos, question_for(pos, parse_card("7s"), LooseTarget(parse_card("8c"))))
    assert reason is not None
    assert "add up to 8" not in reason and "whole number" not in reason
    assert sentence(reason) == (
        "The 8♣ is an 8: a 7 captures only cards of value 7, or cards that add up to 7."
    )
