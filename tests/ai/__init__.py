"""Tests of the computer players (``game.ai``), and the helpers they share.

The helpers make random views by playing random deals (every move drawn uniformly from
``legal_moves``) under every preset, a few option overrides and 2 players, and re-deal the hidden
cards of a position in other ways that agree with what one seat can see.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator
from typing import Any

from game.ai import make_bot
from game.ai.search import SearchBot
from game.rules import (
    PRESETS,
    Move,
    Position,
    Rules,
    apply,
    cards_of,
    legal_moves,
    needs_redeal,
    new_deal,
    position_from_json,
    position_to_json,
    shuffled_deck,
)

FULL = (1 << 52) - 1
CHEAP_LEVELS = ("random", "greedy", "greedy_sd", "easy", "medium", "sharp", "counter")
SEARCH_LEVELS = ("hard", "expert")

#: Team keys with strict throws: whether a throw is legal depends on the partner's hidden hand
#: (see test_bots_legal.py), so these rules are tested apart, as a known failure.
TEAM_STRICT: dict[str, Any] = {"key_scope": "team", "throw_forbidden_if_can_build": True}

#: Option overrides played on top of a preset (each with 4 players unless it says otherwise).
OVERRIDES: tuple[dict[str, Any], ...] = (
    {"key_scope": "team"},
    {"throw_forbidden_if_can_build": True},
    {"raise_with_floor_cards": True},
    {"max_houses": 1},
    {"pakka_rule": "second_action"},
    {"allow_lay_alongside_build": False},
    {"partner_add_needs_key": True, "pakka_add_by": "owning_team_only"},
    {"ten_of_diamonds_points": 2, "most_cards_bonus": 4, "seep_value": 100},
    {"num_players": 2, "raise_with_floor_cards": True, "throw_forbidden_if_can_build": True},
    {"num_players": 2, "key_scope": "team", "max_houses": 2},
)


def search_bot(
    level: str,
    seed: int,
    clock: Callable[[], float] | None = None,
    guard_clock: Callable[[], float] | None = None,
    **changes: Any,
) -> SearchBot:
    """A search level's bot with some of its settings (:class:`game.ai.params.SearchParams`)
    changed, and optionally fake clocks (``clock`` slices the work, ``guard_clock`` is the
    processor time the guard against hangs measures)."""
    bot = make_bot(level, seed)
    assert isinstance(bot, SearchBot), level
    bot.params = dataclasses.replace(bot.params, **changes)
    if clock is not None:
        bot.clock = clock
    if guard_clock is not None:
        bot.guard_clock = guard_clock
    return bot


def rules_id(rules_json: dict[str, Any]) -> str:
    """A short test id for a rules object."""
    return "-".join(f"{v}" if k == "preset" else f"{k}={v}" for k, v in rules_json.items())


def base_rulesets() -> list[dict[str, Any]]:
    """Every preset, with 4 and with 2 players."""
    out: list[dict[str, Any]] = []
    for preset in PRESETS:
        out.append({"preset": preset})
        out.append({"preset": preset, "num_players": 2})
    return out


def override_rulesets() -> list[dict[str, Any]]:
    """A few option overrides, each on a preset (the presets taken in turn)."""
    return [{"preset": PRESETS[i % len(PRESETS)], **extra} for i, extra in enumerate(OVERRIDES)]


def all_rulesets() -> list[dict[str, Any]]:
    """The presets (4 and 2 players) and the overrides, without the known team-strict leak."""
    return base_rulesets() + override_rulesets()


def random_deal(rules: Rules, rng: random.Random) -> Position:
    """A fresh deal in its bid phase with a random dealer (thrown-in deals are dealt again)."""
    while True:
        dealer = rng.randrange(rules.num_players)
        pos = new_deal(rules, dealer, shuffled_deck(rng.getrandbits(48)))
        if not needs_redeal(pos):
            return pos


def play_deal(
    rules: Rules, rng: random.Random
) -> Iterator[tuple[Position, tuple[tuple[int, Move], ...]]]:
    """Every position of one random deal before it is over, with the history up to it.

    The first is the bid, the second the bidder's opening (``plays_made == 0``).
    """
    pos = random_deal(rules, rng)
    history: list[tuple[int, Move]] = []
    while pos.phase != "over":
        yield pos, tuple(history)
        move = rng.choice(legal_moves(pos))
        history.append((pos.to_play, move))
        pos = apply(pos, move)


def sample_positions(
    rules_json: dict[str, Any], deals: int, seed: int, stride: int = 1
) -> list[tuple[Position, tuple[tuple[int, Move], ...]]]:
    """Positions of ``deals`` random deals: every ``stride``-th one, always the bid and the
    opening."""
    rules = Rules.from_json(rules_json)
    rng = random.Random(f"{seed}|{rules_id(rules_json)}")
    out = []
    for _ in range(deals):
        for i, item in enumerate(play_deal(rules, rng)):
            if i < 2 or i % stride == 0:
                out.append(item)
    return out


# -- hidden cards ----------------------------------------------------------------------------


def _count(mask: int, value: int) -> int:
    return ((mask >> ((value - 1) << 2)) & 15).bit_count()


def hidden_places(pos: Position, seat: int) -> list[str]:
    """Where the cards ``seat`` cannot see are: other hands, the stock, and before the bid the
    four face-down floor cards."""
    places = [f"hand {s}" for s in range(pos.players) if s != seat and pos.hand_sizes[s]]
    if pos.stock_size:
        places.append("stock")
    if pos.phase == "bid":
        places.append("floor")
    return places


def rule_errors(world: Position) -> list[str]:
    """What a full position breaks of the rules' hidden-card constraints (owners hold keys,
    counting the partner's cards under team keys; the bidder holds the bid until the
    opening)."""
    errors = []
    team = world.rules.key_scope == "team" and world.players == 4
    for value, house in world.houses.items():
        for owner in house.owners:
            held = _count(world.hands[owner] or 0, value)
            if team:
                held += _count(world.hands[owner ^ 2] or 0, value)
            if not held:
                errors.append(f"seat {owner} owns the {value}-house without a key")
    if world.phase == "play" and world.plays_made == 0 and world.bid is not None:
        if not _count(world.hands[world.bidder] or 0, world.bid):
            errors.append(f"the bidder bid {world.bid} without holding one")
    return errors


def _place_cards(pos: Position, place: str) -> list[int]:
    if place == "stock":
        return list(pos.stock or ())
    if place == "floor":
        return cards_of(pos.loose)
    return cards_of(pos.hands[int(place.split()[1])] or 0)


def _with_places(pos: Position, places: list[str], cards: dict[str, list[int]]) -> Position:
    world = pos.copy()
    for place in places:
        got = cards[place]
        if place == "stock":
            world.stock = tuple(got)
        elif place == "floor":
            world.loose = sum(1 << c for c in got)
        else:
            world.hands[int(place.split()[1])] = sum(1 << c for c in got)
    return world


def redeal(pos: Position, seat: int, rng: random.Random, tries: int = 300) -> Position:
    """Another full position that ``seat`` cannot tell from ``pos``: the cards it cannot see
    dealt again at random among the places it cannot see, keeping every size and the rules'
    constraints (:func:`rule_errors`).

    Independent of :mod:`game.ai.sampler`: plain rejection sampling (uniform over the worlds
    that agree), then, if that keeps failing, a random walk of swaps from ``pos`` itself.
    """
    places = hidden_places(pos, seat)
    sizes = {p: len(_place_cards(pos, p)) for p in places}
    pool = [c for p in places for c in _place_cards(pos, p)]
    for _ in range(tries):
        rng.shuffle(pool)
        cards: dict[str, list[int]] = {}
        i = 0
        for p in places:
            cards[p] = pool[i : i + sizes[p]]
            i += sizes[p]
        world = _with_places(pos, places, cards)
        if not rule_errors(world):
            return world
    # Swap walk: every step keeps the world valid.
    cards = {p: _place_cards(pos, p) for p in places}
    for _ in range(tries * 4):
        a, b = rng.sample(places, 2) if len(places) > 1 else (places[0], places[0])
        if not cards[a] or not cards[b]:
            continue
        i, j = rng.randrange(len(cards[a])), rng.randrange(len(cards[b]))
        cards[a][i], cards[b][j] = cards[b][j], cards[a][i]
        if rule_errors(_with_places(pos, places, cards)):
            cards[a][i], cards[b][j] = cards[b][j], cards[a][i]
    return _with_places(pos, places, cards)


def world_errors(world: Position, view: Position, seat: int) -> list[str]:
    """Everything in which a full position disagrees with ``seat``'s view, or with the rules
    (checked independently of :func:`game.ai.sampler.consistent`)."""
    errors = []
    public = [
        "rules",
        "players",
        "dealer",
        "phase",
        "to_play",
        "plays_made",
        "bid",
        "hand_sizes",
        "loose",
        "houses",
        "piles",
        "seeps",
        "last_capturer",
        "stock_size",
    ]
    for name in public:
        if getattr(world, name) != getattr(view, name):
            errors.append(f"{name} differs from the view")
    if world.hands[seat] != view.hands[seat]:
        errors.append("the seat's own hand differs")
    if any(h is None for h in world.hands) or world.stock is None:
        errors.append("a hand or the stock is still hidden")
        return errors
    for s, h in enumerate(world.hands):
        if (h or 0).bit_count() != view.hand_sizes[s]:
            errors.append(f"hand {s} holds {(h or 0).bit_count()} cards, not {view.hand_sizes[s]}")
    if len(world.stock) != view.stock_size or len(set(world.stock)) != len(world.stock):
        errors.append("the stock has the wrong size or a repeated card")
    seen = (view.hands[seat] or 0) | view.loose | view.piles[0] | view.piles[1]
    for h in view.houses.values():
        seen |= h.cards
    dealt = sum(1 << c for c in world.stock)
    for s, h in enumerate(world.hands):
        if s != seat:
            if dealt & (h or 0):
                errors.append(f"a card is dealt twice (hand {s})")
            dealt |= h or 0
    if dealt & seen:
        errors.append("a card the seat has seen is dealt again")
    if dealt | seen != FULL:
        errors.append("the 52 cards are not all placed")
    errors += rule_errors(world)
    try:
        again = position_from_json(position_to_json(world))
    except Exception as e:  # the reader names the broken invariant
        errors.append(f"not a valid position: {str(e)[:160]}")
    else:
        if again != world:
            errors.append("the position does not survive its JSON form")
    return errors
