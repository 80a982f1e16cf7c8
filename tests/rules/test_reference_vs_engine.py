"""The engine's legal moves against the naive reference, on thousands of positions.

(a) random deals played out under random presets and option overrides, comparing at every
position; (b) random "cluttered" mid-deal positions built directly as JSON (many loose cards and
several houses). The default run is bounded; the `slow` soak plays many more.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from types import SimpleNamespace
from typing import Any

import pytest

from tests.rules.reference import (
    MoveKey,
    card_value,
    describe_key,
    iter_cards,
    move_key,
    reference_moves,
    resolve_rules,
)

DEALS_PER_CHUNK = 40
DEAL_CHUNKS = 5  # 200 deals by default
CLUTTERED_PER_CHUNK = 100
CLUTTERED_CHUNKS = 3  # 300 cluttered positions by default
SLOW_DEALS = 3000
SLOW_CLUTTERED = 4000
ROUND_TRIP_EVERY = 5  # also check position_from_json(position_to_json(p)) every few positions

# Option overrides tried at random on top of a random preset (rules.md §2.2).
OVERRIDES: dict[str, list[Any]] = {
    "num_players": [2],
    "max_houses": [1, 2, 3, 5],
    "partner_may_raise": [True, False],
    "throw_forbidden_if_can_build": [True],
    "allow_lay_alongside_build": [False],
    "partner_add_needs_key": [True],
    "pakka_add_by": ["owning_team_only", "anyone_with_key"],
    "pakka_rule": ["second_action", "two_sets"],
    "key_scope": ["team"],
    "raise_with_floor_cards": [True],
}


@pytest.fixture(scope="module")
def engine() -> SimpleNamespace:
    """The engine API under test, imported from `game.rules`."""
    # Imported here, so that a missing or broken engine fails these tests, not the collection.
    from game.rules import (
        PRESETS,
        Rules,
        apply,
        legal_moves,
        move_to_json,
        new_deal,
        position_from_json,
        position_to_json,
        shuffled_deck,
    )

    return SimpleNamespace(
        PRESETS=tuple(PRESETS),
        Rules=Rules,
        apply=apply,
        legal_moves=legal_moves,
        move_to_json=move_to_json,
        new_deal=new_deal,
        position_from_json=position_from_json,
        position_to_json=position_to_json,
        shuffled_deck=shuffled_deck,
    )


def random_rules(rng: random.Random, presets: tuple[str, ...]) -> dict[str, Any]:
    """A rules object: a random preset, each override switched on with probability 1/4."""
    rules: dict[str, Any] = {"preset": rng.choice(presets)}
    for name, values in OVERRIDES.items():
        if rng.random() < 0.25:
            rules[name] = rng.choice(values)
    return rules


def compare_moves(
    engine: SimpleNamespace, pos: Any, context: str, position_json: dict[str, Any] | None = None
) -> list[Any]:
    """Assert that the engine's legal moves are the reference's, each listed once.

    Returns the engine's move list. `position_json` is the JSON the position came from, when it
    was built from JSON; otherwise the engine's own `position_to_json(pos)` is used.
    """
    data = position_json if position_json is not None else engine.position_to_json(pos)
    dumped = json.dumps(data, sort_keys=True)  # before anything can touch it
    moves = engine.legal_moves(pos)
    keys = [move_key(engine.move_to_json(m)) for m in moves]
    expected = reference_moves(json.loads(dumped))
    counts = Counter(keys)
    dupes = sorted(describe_key(k) for k, n in counts.items() if n > 1)
    assert not dupes, f"{context}: engine lists moves twice: {dupes}\nposition: {dumped}"
    got = set(keys)
    if got != expected:
        raise AssertionError(mismatch_message(context, dumped, got, expected))
    return list(moves)


def mismatch_message(context: str, dumped: str, got: set[MoveKey], expected: set[MoveKey]) -> str:
    """The position and the symmetric difference of the two move sets."""
    engine_only = sorted(describe_key(k) for k in got - expected)
    reference_only = sorted(describe_key(k) for k in expected - got)
    return (
        f"{context}: the engine and the reference disagree\n"
        f"position: {dumped}\n"
        f"engine only (reference says illegal): {engine_only}\n"
        f"reference only (engine misses): {reference_only}"
    )


# --------------------------------------------------------------------------------------------
# (a) random deals
# --------------------------------------------------------------------------------------------


def play_random_deals(engine: SimpleNamespace, seed: int, deals: int) -> int:
    """Play `deals` random deals, comparing every position; returns the positions checked."""
    rng = random.Random(seed)
    checked = 0
    for deal in range(deals):
        rules_json = random_rules(rng, engine.PRESETS)
        players = resolve_rules(rules_json)["num_players"]
        deal_number = rng.randrange(1_000_000_000)
        dealer = rng.randrange(players)
        rules = engine.Rules.from_json(rules_json)
        pos = engine.new_deal(rules, dealer, engine.shuffled_deck(deal_number))
        plays = 0
        while True:
            context = (
                f"seed {seed}, deal {deal} (rules {json.dumps(rules_json)}, dealer {dealer}, "
                f"shuffled_deck({deal_number})), after {plays} moves"
            )
            moves = compare_moves(engine, pos, context)
            checked += 1
            if checked % ROUND_TRIP_EVERY == 0:
                data = engine.position_to_json(pos)
                copy = engine.position_from_json(json.loads(json.dumps(data)))
                compare_moves(engine, copy, context + " (JSON round trip)", data)
            if pos.phase == "over":
                assert not moves, f"{context}: moves listed after the deal is over"
                break
            if not moves:
                assert pos.phase == "bid", (
                    f"{context}: no legal move in phase {pos.phase}\n"
                    f"position: {json.dumps(engine.position_to_json(pos))}"
                )
                break  # thrown in: the bidder holds nothing of 9 or more
            pos = engine.apply(pos, rng.choice(moves))
            plays += 1
            assert plays <= 49, f"{context}: the deal does not end"
    return checked


@pytest.mark.parametrize("chunk", range(DEAL_CHUNKS))
def test_random_deals(engine: SimpleNamespace, chunk: int) -> None:
    """Random deals under random rules: engine moves == reference moves everywhere."""
    assert play_random_deals(engine, 1000 + chunk, DEALS_PER_CHUNK) > DEALS_PER_CHUNK


def require_slow_selected(request: pytest.FixtureRequest) -> None:
    """Skip a soak unless `-m` selects slow tests (the default `pytest` run selects everything)."""
    if "slow" not in (request.config.getoption("markexpr") or ""):
        pytest.skip("soak: run with -m slow")


@pytest.mark.slow
def test_random_deals_soak(engine: SimpleNamespace, request: pytest.FixtureRequest) -> None:
    """Many more random deals."""
    require_slow_selected(request)
    play_random_deals(engine, 7_000_001, SLOW_DEALS)


def test_presets(engine: SimpleNamespace) -> None:
    """The engine offers exactly the presets of rules.md §2.3."""
    assert set(engine.PRESETS) == {"standard", "pagat", "bhoos", "two_house"}


# --------------------------------------------------------------------------------------------
# (b) cluttered positions built as JSON
# --------------------------------------------------------------------------------------------


def hand_sizes_after(players: int, bidder: int, plays_made: int) -> list[int]:
    """Cards in each hand after `plays_made` plays (1..47; 1..23 with two players)."""
    sizes = [12] * players
    for play in range(plays_made):
        sizes[(bidder + play) % players] -= 1
    return sizes


def take_set(pool: list[str], value: int, rng: random.Random, min_cards: int) -> list[str] | None:
    """Remove from `pool` a random set of at least `min_cards` cards adding up to `value`."""
    for _ in range(400):
        size = rng.randint(min_cards, 4)
        candidates = [c for c in pool if card_value(c) <= value]
        if len(candidates) < size:
            continue
        chosen = rng.sample(candidates, size)
        if sum(card_value(c) for c in chosen) == value:
            for card in chosen:
                pool.remove(card)
            return chosen
    return None


def cluttered_position(rng: random.Random, presets: tuple[str, ...]) -> dict[str, Any]:
    """A valid random mid-deal position with 8-14 loose cards and 0-3 houses."""
    rules_json = random_rules(rng, presets)
    options = resolve_rules(rules_json)
    players = options["num_players"]
    pool = list(iter_cards())
    rng.shuffle(pool)
    dealer = rng.randrange(players)
    bidder = (dealer + 1) % players
    # Two players: stay in the first half (24 cards wait in the stock); four: all dealt.
    plays_made = rng.randint(16, 23) if players == 2 else rng.randint(20, 47)
    to_play = (bidder + plays_made) % players
    sizes = hand_sizes_after(players, bidder, plays_made)
    hands: list[list[str]] = [[] for _ in range(players)]
    team_keys = options["key_scope"] == "team" and players == 4

    def team(seat: int) -> int:
        return seat % 2 if players == 4 else seat

    houses = []
    house_cards = 0
    for value in rng.sample(range(9, 14), rng.randint(0, min(3, options["max_houses"]))):
        sets = rng.choice([1, 1, 2, 2, 3])
        cards: list[str] = []
        for index in range(sets):
            one = take_set(pool, value, rng, 2 if index == 0 else 1)
            if one is None:
                break
            cards += one
        if not cards:
            continue
        sets = sum(card_value(c) for c in cards) // value
        # Owners: one, or (a cemented house) possibly one of each team.
        first = rng.randrange(players)
        owners = [first]
        if sets >= 2 and rng.random() < 0.4:
            owners.append(rng.choice([s for s in range(players) if team(s) != team(first)]))
        # Each owner keeps a key; under team keys (ruling 4b.6) the partner may hold it instead.
        holders = [(o + 2) % 4 if team_keys and rng.random() < 0.5 else o for o in owners]
        keys = [c for c in pool if card_value(c) == value]
        if len(keys) < len(holders) or any(len(hands[h]) >= sizes[h] for h in holders):
            pool += cards  # no room for the keys: leave this house out
            continue
        for holder, key in zip(holders, rng.sample(keys, len(holders)), strict=True):
            pool.remove(key)
            hands[holder].append(key)
        actions = rng.randint(1, 3) if sets >= 2 else rng.choice([1, 1, 2])
        pakka = sets >= 2 or (options["pakka_rule"] == "second_action" and actions >= 2)
        houses.append(
            {"value": value, "cards": cards, "owners": owners, "pakka": pakka, "actions": actions}
        )
        house_cards += len(cards)
    loose_count = min(rng.randint(8, 14), 4 + plays_made - house_cards)
    loose = [pool.pop() for _ in range(loose_count)]
    for seat in range(players):
        while len(hands[seat]) < sizes[seat]:
            hands[seat].append(pool.pop())
        rng.shuffle(hands[seat])
    stock = [pool.pop() for _ in range(24)] if players == 2 else []
    piles: list[list[str]] = [[], []]
    for card in pool:
        piles[rng.randrange(2)].append(card)
    capturers = [s for s in range(players) if piles[team(s)]]
    return {
        "format": "seep-position/1",
        "rules": rules_json,
        "dealer": dealer,
        "phase": "play",
        "to_play": to_play,
        "plays_made": plays_made,
        "bid": rng.randint(9, 13),
        "hands": hands,
        "hand_sizes": [len(h) for h in hands],
        "floor": {"loose": loose, "houses": houses},
        "piles": piles,
        "seeps": [],
        "last_capturer": rng.choice(capturers) if capturers else None,
        "stock": stock,
    }


def check_cluttered(engine: SimpleNamespace, seed: int, count: int) -> None:
    """Compare the engine and the reference on `count` cluttered positions."""
    rng = random.Random(seed)
    for index in range(count):
        data = cluttered_position(rng, engine.PRESETS)
        total = (
            sum(len(h) for h in data["hands"])
            + len(data["floor"]["loose"])
            + sum(len(h["cards"]) for h in data["floor"]["houses"])
            + sum(len(p) for p in data["piles"])
            + len(data["stock"])
        )
        assert total == 52, f"test generator bug: {total} cards"
        pos = engine.position_from_json(json.loads(json.dumps(data)))
        compare_moves(engine, pos, f"seed {seed}, cluttered position {index}", data)


@pytest.mark.parametrize("chunk", range(CLUTTERED_CHUNKS))
def test_cluttered_positions(engine: SimpleNamespace, chunk: int) -> None:
    """Crowded floors built as JSON: engine moves == reference moves."""
    check_cluttered(engine, 2000 + chunk, CLUTTERED_PER_CHUNK)


@pytest.mark.slow
def test_cluttered_positions_soak(engine: SimpleNamespace, request: pytest.FixtureRequest) -> None:
    """Many more crowded floors."""
    require_slow_selected(request)
    check_cluttered(engine, 9_000_001, SLOW_CLUTTERED)
