"""The sampler only produces worlds consistent with the view.

:func:`game.ai.sampler.determinize` deals the cards a seat has not seen to the hidden hands and
the stock. Every world must keep the hand sizes and the stock's size, give each hidden owner of a
house a key, and never deal a card the seat has seen (its hand, the floor, the houses, the piles).
Worlds are checked with :func:`game.ai.sampler.consistent` and, independently, with
:func:`tests.ai.world_errors` (which also reads the world back through the position format).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from game.ai.sampler import consistent, determinize, key_requirements
from game.rules import Position, position_from_json, position_to_json, view_for
from tests.ai import (
    all_rulesets,
    hidden_places,
    rules_id,
    sample_positions,
    world_errors,
)


def _team_keys(pos: Position) -> bool:
    return pos.rules.key_scope == "team" and pos.players == 4


def _opening_onlooker(view: Position, seat: int) -> bool:
    """The known opening gap: before the opening play a seat other than the bidder sees the bid,
    so the bidder must hold a card of it."""
    return view.phase == "play" and view.plays_made == 0 and seat != view.bidder


def _views(rules_json: dict[str, Any], deals: int, seed: int, stride: int) -> list[Any]:
    out = []
    for pos, _history in sample_positions(rules_json, deals, seed, stride):
        if pos.phase == "bid":
            continue  # nobody samples before the bid
        for seat in range(pos.players):
            out.append((pos, seat, view_for(pos, seat)))
    return out


def seen_by(pos: Position, seat: int) -> int:
    """Mask of the cards ``seat`` has seen in ``pos``."""
    seen = (pos.hands[seat] or 0) | pos.loose | pos.piles[0] | pos.piles[1]
    for h in pos.houses.values():
        seen |= h.cards
    return seen


def _show(view: Position, seat: int) -> str:
    return f"seat {seat}: {json.dumps(position_to_json(view))}"


#: Every ruleset but team keys with 4 players (a known gap, tested at the end).
PLAYER_KEY_RULESETS = [
    r for r in all_rulesets() if not (r.get("key_scope") == "team" and r.get("num_players", 4) == 4)
]


@pytest.mark.parametrize("rules_json", PLAYER_KEY_RULESETS, ids=rules_id)
def test_every_world_is_consistent_with_the_view(rules_json: dict[str, Any]) -> None:
    checked = 0
    for _pos, seat, view in _views(rules_json, deals=2, seed=11, stride=2):
        if _opening_onlooker(view, seat):
            continue  # a known gap, tested below
        for k in range(3):
            world = determinize(view, seat, random.Random(k))
            errors = world_errors(world, view, seat)
            assert not errors, f"{errors} in a world of {_show(view, seat)}"
            assert consistent(world, view, seat), _show(view, seat)
            checked += 1
    assert checked >= 200


@pytest.mark.parametrize("rules_json", all_rulesets(), ids=rules_id)
def test_the_true_world_is_consistent(rules_json: dict[str, Any]) -> None:
    for pos, seat, view in _views(rules_json, deals=2, seed=12, stride=3):
        assert not world_errors(pos, view, seat), _show(view, seat)
        if not _team_keys(pos):
            assert consistent(pos, view, seat), _show(view, seat)


def test_determinize_leaves_the_view_alone_and_is_seeded() -> None:
    for rules_json in ({"preset": "standard"}, {"preset": "pagat", "num_players": 2}):
        for _pos, seat, view in _views(rules_json, deals=1, seed=13, stride=4):
            before = position_to_json(view)
            hands = view.hands
            a = determinize(view, seat, random.Random(99))
            b = determinize(view, seat, random.Random(99))
            assert position_to_json(view) == before
            assert view.hands is hands and view.stock is None
            assert a == b
            assert a is not view and a.hands is not view.hands


def test_worlds_vary() -> None:
    """Different random numbers give different worlds whenever there is more than one."""
    for _pos, seat, view in _views({"preset": "standard"}, deals=1, seed=14, stride=6):
        if len(hidden_places(view, seat)) < 2:
            continue
        worlds = {
            json.dumps(position_to_json(determinize(view, seat, random.Random(k))))
            for k in range(8)
        }
        assert len(worlds) >= 6, _show(view, seat)


def test_free_cards_are_dealt_evenly() -> None:
    """A card no house asks for lands in each hidden place in proportion to its size."""
    rng = random.Random(15)
    for pos, seat, view in _views({"preset": "standard"}, deals=2, seed=15, stride=7):
        if view.houses or pos.plays_made < 4:
            continue
        places = hidden_places(view, seat)
        if len(places) < 2:
            continue
        sizes = {
            p: (view.stock_size if p == "stock" else view.hand_sizes[int(p[5:])]) for p in places
        }
        total = sum(sizes.values())
        unseen = [c for c in range(52) if not (seen_by(pos, seat) >> c) & 1]
        card = rng.choice(unseen)
        n = 400
        where: Counter[str] = Counter()
        for k in range(n):
            world = determinize(view, seat, random.Random(k))
            for p in places:
                held = (
                    card in (world.stock or ())
                    if p == "stock"
                    else (world.hands[int(p[5:])] or 0) >> card & 1
                )
                if held:
                    where[p] += 1
        assert sum(where.values()) == n
        for p in places:
            expected = sizes[p] / total
            assert abs(where[p] / n - expected) < 0.12, (p, where, sizes)


def test_hidden_owners_always_get_a_key() -> None:
    found = 0
    for rules_json in ({"preset": "standard"}, {"preset": "two_house", "num_players": 2}):
        for _pos, seat, view in _views(rules_json, deals=4, seed=16, stride=2):
            reqs = key_requirements(view, seat)
            for holders, value in reqs:
                assert seat not in holders and all(view.hands[h] is None for h in holders)
                for k in range(3):
                    world = determinize(view, seat, random.Random(k))
                    assert any((world.hands[h] or 0) >> ((value - 1) << 2) & 15 for h in holders), (
                        _show(view, seat)
                    )
                    found += 1
    assert found >= 20


# -- consistent() rejects what it should ------------------------------------------------------


def _mid_deal() -> tuple[Position, int, Position, Position]:
    """A standard 4-player view with a house owned by a hidden seat, and a sampled world."""
    for pos, seat, view in _views({"preset": "standard"}, deals=6, seed=17, stride=1):
        if pos.plays_made > 8 and key_requirements(view, seat) and view.piles[0] and view.piles[1]:
            return pos, seat, view, determinize(view, seat, random.Random(1))
    raise AssertionError("no such view in the sample")


def test_consistent_rejects_broken_worlds() -> None:
    _pos, seat, view, world = _mid_deal()
    assert consistent(world, view, seat)
    others = [s for s in range(4) if s != seat]
    a, b = others[0], others[1]

    def low(mask: int) -> int:
        return mask & -mask

    # A card the seat has seen (in a pile) dealt again, in place of a hidden card.
    w = world.copy()
    pile_card = low(view.piles[0])
    w.hands[a] = (w.hands[a] or 0) & ~low(w.hands[a] or 0) | pile_card
    assert not consistent(w, view, seat) and world_errors(w, view, seat)
    # A card moved from one hidden hand to another (wrong sizes).
    w = world.copy()
    c = low(w.hands[a] or 0)
    w.hands[a] = (w.hands[a] or 0) & ~c
    w.hands[b] = (w.hands[b] or 0) | c
    assert not consistent(w, view, seat) and world_errors(w, view, seat)
    # One card in two hands.
    w = world.copy()
    w.hands[b] = ((w.hands[b] or 0) & ~low(w.hands[b] or 0)) | low(w.hands[a] or 0)
    assert not consistent(w, view, seat) and world_errors(w, view, seat)
    # The seat's own hand changed.
    w = world.copy()
    own = w.hands[seat] or 0
    w.hands[seat], w.hands[a] = (w.hands[a] or 0), own
    assert not consistent(w, view, seat) and world_errors(w, view, seat)
    # A floor card changed.
    w = world.copy()
    w.loose = view.loose ^ low(view.loose)
    assert not consistent(w, view, seat) and world_errors(w, view, seat)
    # A hidden owner stripped of its keys (swapped with another hidden hand's cards).
    (owner, *_others), value = key_requirements(view, seat)[0]
    other = next(s for s in others if s != owner)
    w = world.copy()
    nib = 15 << ((value - 1) << 2)
    keys = (w.hands[owner] or 0) & nib
    spare = [1 << x for x in range(52) if (w.hands[other] or 0) >> x & 1 and not nib >> x & 1]
    swap_in = sum(spare[: keys.bit_count()])
    w.hands[owner] = ((w.hands[owner] or 0) & ~keys) | swap_in
    w.hands[other] = ((w.hands[other] or 0) & ~swap_in) | keys
    assert not consistent(w, view, seat) and world_errors(w, view, seat)


# -- the known gaps ------------------------------------------------------------------------------

# Seat 3's view under team keys (plays_made 9): seat 3 co-owns the 10-house with seat 2 but holds
# no 10, so its partner seat 1 must hold one; the sampler gives keys only to hidden owners.
TEAM_KEYS_VIEW: dict[str, Any] = {
    "format": "seep-position/1",
    "rules": {"preset": "standard", "key_scope": "team"},
    "dealer": 0,
    "phase": "play",
    "to_play": 2,
    "plays_made": 9,
    "bid": 9,
    "hands": [None, None, None, ["Ad", "Ac", "2c", "3c", "4d", "6d", "7h", "9d", "9c", "Jd"]],
    "hand_sizes": [10, 9, 10, 10],
    "floor": {
        "loose": ["Js", "Kc"],
        "houses": [
            {"value": 10, "cards": ["2h", "4h", "6h", "8h", "Td"], "owners": [2, 3]},
            {"value": 12, "cards": ["3s", "9h", "Qd"], "owners": [1], "pakka": True, "actions": 1},
        ],
    },
    "piles": [[], ["4s", "5c", "9s"]],
    "seeps": [],
    "last_capturer": 1,
    "stock": None,
}


def test_team_keys_viewer_owner_partner_gets_the_key() -> None:
    view = position_from_json(TEAM_KEYS_VIEW)
    for k in range(10):
        world = determinize(view, 3, random.Random(k))
        assert (world.hands[1] or 0) >> (9 << 2) & 15, f"seat 1 holds no 10 (rng {k})"
        assert not world_errors(world, view, 3)


def test_opening_onlooker_worlds_give_the_bidder_the_bid() -> None:
    for rules_json in ({"preset": "standard"}, {"preset": "standard", "num_players": 2}):
        for pos, _history in sample_positions(rules_json, deals=3, seed=18):
            if pos.phase != "play" or pos.plays_made != 0:
                continue
            for seat in range(pos.players):
                if seat == pos.bidder:
                    continue
                view = view_for(pos, seat)
                for k in range(5):
                    world = determinize(view, seat, random.Random(k))
                    assert not world_errors(world, view, seat), _show(view, seat)


def test_consistent_accepts_the_true_world_under_team_keys() -> None:
    for pos, seat, view in _views({"preset": "standard", "key_scope": "team"}, 2, 19, 1):
        assert consistent(pos, view, seat), _show(view, seat)


def _cards(text: str) -> list[str]:
    return text.split()


# Seat 1's view under team keys (pagat, plays_made 42): the 10-house is owned by seat 0 and by
# seat 3. Seat 1 holds the Th, which is seat 3's team key, so only seat 0 needs the one unseen 10
# (the Td); the sampler hands it to seat 3 or seat 0 at random.
SCARCE_KEY_VIEW: dict[str, Any] = {
    "format": "seep-position/1",
    "rules": {"preset": "pagat", "key_scope": "team"},
    "dealer": 1,
    "phase": "play",
    "to_play": 0,
    "plays_made": 42,
    "bid": 9,
    "hands": [None, ["Th", "Jd"], None, None],
    "hand_sizes": [2, 2, 1, 1],
    "floor": {
        "loose": ["5h", "8s", "Qs", "Kd"],
        "houses": [{"value": 10, "cards": ["2c", "4h", "6h", "8h"], "owners": [0, 3]}],
    },
    "piles": [
        _cards("Ad Ac 2s 2d 3h 3d 3c 4d 4c 5d 5c 6s 6d 7s 7h 7d 7c 9s 9h 9d 9c Tc Jh Jc")
        + _cards("Qh Qd Ks Kh Kc"),
        _cards("As Ah 2h 3s 4s 5s 8d Ts Qc"),
    ],
    "seeps": [{"seat": 1, "play": 28, "points": 50}],
    "last_capturer": 2,
    "stock": None,
}


def test_team_keys_scarce_key_goes_where_it_is_needed() -> None:
    view = position_from_json(SCARCE_KEY_VIEW)
    for k in range(10):
        world = determinize(view, 1, random.Random(k))
        assert not world_errors(world, view, 1), f"rng {k}"


def test_team_keys_worlds_are_consistent() -> None:
    for _pos, seat, view in _views({"preset": "standard", "key_scope": "team"}, 3, 20, 1):
        if _opening_onlooker(view, seat):
            continue
        world = determinize(view, seat, random.Random(seat))
        assert not world_errors(world, view, seat), _show(view, seat)
