"""The information-set tree search (game/ai/ismcts.py): legal, reproducible, blind to hidden
cards, the same however it is sliced, and a search that finds what is plainly best.

The bots here are the Expert's settings with small budgets. :class:`IsmctsBot` starts an
:class:`InformationSetSearch` where :class:`SearchBot` would start its flat search, so the tests
do not depend on how SearchBot chooses between the two.
"""

from __future__ import annotations

import dataclasses
import json
import random
import time
from collections.abc import Callable
from typing import Any

from game.ai.base import Finished, Search
from game.ai.ismcts import PLAYOUTS_PER_ITERATION, InformationSetSearch, _Node
from game.ai.levels import EXPERT, make_bot
from game.ai.sampler import determinize
from game.ai.search import SearchBot
from game.rules import (
    Move,
    PlayerView,
    Position,
    Rules,
    apply,
    legal_moves,
    movegen,
    needs_redeal,
    new_deal,
    position_from_json,
    position_to_json,
    shuffled_deck,
)
from game.rules.movegen import BID, CAPTURE
from tests.ai import redeal, rule_errors, sample_positions


class IsmctsBot(SearchBot):
    """The Expert's settings, thinking with the information-set search."""

    def __init__(
        self,
        seed: int,
        iterations: int,
        clock: Callable[[], float] = time.perf_counter,
        guard_clock: Callable[[], float] = time.thread_time,
        **settings: Any,
    ) -> None:
        # only the iterations bind, not the time cap
        changes = {"iterations": iterations, "time_cap": 1e9, "ismcts": 1.0, **settings}
        super().__init__(seed, dataclasses.replace(EXPERT, **changes), clock, guard_clock)
        self.name = "expert"

    def begin(self, view: PlayerView) -> Search:
        moves = movegen.generate(view.position)
        if moves[0][0] == BID or len(moves) == 1:
            return super().begin(view)
        seed = random.Random(self.rng_seed(view)).getrandbits(63)
        return InformationSetSearch(view, seed, self.params, self.clock, self.guard_clock)


def counter_views(rules_json: dict[str, Any], deals: int, seed: int) -> list[PlayerView]:
    """Every view of deals played by four ``counter`` players (as tools/bench_think.py)."""
    rules = Rules.from_json(rules_json)
    out: list[PlayerView] = []
    i = 0
    while deals:
        pos = new_deal(rules, i % rules.num_players, shuffled_deck(seed * 1000003 + i))
        i += 1
        if needs_redeal(pos):
            continue
        deals -= 1
        bots = [make_bot("counter", seed + s) for s in range(rules.num_players)]
        history: list[tuple[int, Move]] = []
        while pos.phase != "over":
            view = PlayerView.of(pos, pos.to_play, tuple(history))
            out.append(view)
            move = bots[pos.to_play].choose(view)
            history.append((pos.to_play, move))
            pos = apply(pos, move)
    return out


def searched(views: list[PlayerView]) -> list[PlayerView]:
    """The views where the search really searches (the play phase, a choice of moves)."""
    return [v for v in views if v.position.phase == "play" and len(legal_moves(v.position)) > 1]


def test_moves_are_legal_and_the_same_for_the_same_view_and_seed() -> None:
    views = counter_views({"preset": "standard"}, 2, 31)
    views += counter_views({"preset": "standard", "num_players": 2}, 1, 32)
    assert len(views) >= 140
    searches = 0
    for k, view in enumerate(views):
        move = IsmctsBot(5, 4).choose(view)
        assert move in set(legal_moves(view.position))
        if k % 4 == 0:
            assert IsmctsBot(5, 4).choose(view) == move
        searches += not isinstance(IsmctsBot(5, 4).begin(view), Finished)
    assert searches >= 70


def test_the_budget_is_playouts_and_the_tree_adds_up() -> None:
    """One playout (or solve) an iteration, 2.5 an iteration of the flat search; each root
    candidate's visits add up to the iterations, and no node was visited more often than its
    play was available."""
    view = searched(counter_views({"preset": "standard"}, 1, 33))[5]
    search = IsmctsBot(2, 12).begin(view)
    assert isinstance(search, InformationSetSearch)
    while not search.step(1.0):
        pass
    assert search.iterations == search.budget == int(12 * PLAYOUTS_PER_ITERATION)
    root = search.root
    assert set(root.children) <= set(search.candidates)
    assert sum(c.visits for c in root.children.values()) == search.iterations

    def walk(node: _Node, depth: int) -> int:
        deepest = depth
        for child in node.children.values():
            assert 1 <= child.visits <= child.avail
            assert child.team in (0, 1)
            deepest = max(deepest, walk(child, depth + 1))
        return deepest

    assert walk(root, 0) >= 2  # a tree, not a flat search
    # The first play below the root is the next seat's (its team moved into those nodes).
    nxt = (view.position.to_play + 1) % view.position.players
    for child in root.children.values():
        assert child.team == view.seat & 1
        assert all(g.team == nxt & 1 for g in child.children.values())


def test_re_dealt_hidden_cards_do_not_change_the_move() -> None:
    rng = random.Random(34)
    checked = 0
    for rules_json in ({"preset": "standard"}, {"preset": "standard", "num_players": 2}):
        for pos, history in sample_positions(rules_json, deals=1, seed=35, stride=5):
            if pos.phase != "play" or len(legal_moves(pos)) < 2:
                continue
            seat = pos.to_play
            view = PlayerView.of(pos, seat).position
            alike = [pos, redeal(pos, seat, rng)]
            w = determinize(view, seat, random.Random(rng.getrandbits(32)))
            if not rule_errors(w):
                alike.append(w)
            base = position_to_json(view)
            for world in alike:
                assert position_to_json(PlayerView.of(world, seat).position) == base
            moves = {IsmctsBot(7, 4).choose(PlayerView.of(w, seat, history)) for w in alike}
            assert len(moves) == 1, json.dumps(position_to_json(pos))
            checked += 1
    assert checked >= 10


class FakeClock:
    """A clock that moves ``tick`` seconds every time it is read."""

    def __init__(self, tick: float = 0.001) -> None:
        self.now = 1000.0
        self.tick = tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now


def test_slices_give_the_same_move_as_one_long_step() -> None:
    views = searched(counter_views({"preset": "standard"}, 1, 36))[::9][:4]
    for view in views:
        bot = IsmctsBot(3, 8, clock=FakeClock())
        search = bot.begin(view)
        steps = 0
        while not search.step(0.004):  # four iterations a step with this clock
            steps += 1
        assert steps >= 3
        assert search.iterations == search.budget
        assert IsmctsBot(3, 8).choose(view) == search.result()


def test_the_time_cap_ends_a_long_search() -> None:
    view = searched(counter_views({"preset": "standard"}, 1, 37))[3]
    bot = IsmctsBot(3, 10**6, clock=FakeClock(), guard_clock=FakeClock(), time_cap=0.05)
    search = bot.begin(view)
    steps = 0
    while not search.step(0.004):
        steps += 1
    assert steps <= 14 and search.iterations <= 51
    assert search.result() in set(legal_moves(view.position))


def _position(hands: list[str], loose: str, plays_made: int, to_play: int) -> Position:
    """A 4-player standard position mid-deal: the given hands and loose floor, no houses, no
    stock, every other card in the piles."""
    ranks = "A23456789TJQK"
    shown = {c for h in hands for c in h.split()} | set(loose.split())
    rest = [r + s for r in ranks for s in "shdc" if r + s not in shown]
    obj = {
        "format": "seep-position/1",
        "rules": {"preset": "standard"},
        "dealer": 3,
        "phase": "play",
        "to_play": to_play,
        "plays_made": plays_made,
        "bid": 9,
        "hands": [h.split() for h in hands],
        "hand_sizes": [len(h.split()) for h in hands],
        "floor": {"loose": loose.split(), "houses": []},
        "piles": [rest[: len(rest) // 2], rest[len(rest) // 2 :]],
        "seeps": [],
        "last_capturer": 0,
        "stock": [],
    }
    return position_from_json(obj)


def test_it_takes_the_seep_on_its_own_judgement() -> None:
    """The king clears the floor (5 + 8): a seep, worth 50. With the prior switched off and every
    candidate kept, only the tree's playouts can tell; a sign slip anywhere in the backup would
    have it throw or build instead."""
    pos = _position(
        [
            "Kh 2c 3c 4h 6d 9s Js",
            "Ac 2d 3h 4s 6h 7c 9d",
            "Ad 2h 3s 4c 6s 7d 9h",
            "Ah 2s 3d 4d 6c 7h 9c",
        ],
        "5c 8d",
        20,
        0,
    )
    view = PlayerView.of(pos, 0)
    moves = legal_moves(pos)
    assert len(moves) >= 6
    for seed in range(3):
        search = IsmctsBot(seed, 40, prior_weight=0.0, top_k=99).begin(view)
        assert isinstance(search, InformationSetSearch)
        assert len(search.candidates) >= 5
        while not search.step(1.0):
            pass
        move = search.result().to_json()
        assert move["action"] == "capture" and move["card"] == "Kh", move
        best = max(search.candidates, key=search.value)
        assert search.value(best) > 25.0  # the seep's 50 shows in the mean margin


def test_the_opponents_in_the_tree_play_for_their_own_side() -> None:
    """After our 2 is thrown on the 5, the next opponent seeps in every world it holds a 7:
    below that throw the tree must favour its seeping replies where they are available (a sign
    slip at the opponents' nodes would have it avoid them)."""
    pos = _position(
        [
            "2c 3c 6d Js Qs Qh Kh",
            "Ac 2d 3h 4s 6h 7c 9d",
            "Ad 2h 3s 4c 6s 7d 9h",
            "Ah 2s 3d 4d 6c 7h 9c",
        ],
        "5c",
        20,
        0,
    )
    view = PlayerView.of(pos, 0)
    search = IsmctsBot(1, 60, prior_weight=0.0, top_k=99).begin(view)
    assert isinstance(search, InformationSetSearch)
    # The blunder guard keeps such a throw out of the candidates: it is put there by hand.
    throw = next(m for m in search.prior if Move._make(m).to_json()["card"] == "2c")
    search.candidates = [throw]
    search.bias = {throw: 0.0}
    while not search.step(1.0):
        pass
    replies = search.root.children[throw].children
    seeps = {m for m in replies if m[0] == CAPTURE and m[2] == pos.loose | (1 << throw[1])}
    assert seeps and all(Move._make(m).to_json()["card"][0] == "7" for m in seeps)
    rate = {m: n.visits / n.avail for m, n in replies.items() if n.avail >= 5}
    top = max(rate, key=rate.__getitem__)
    assert top in seeps, (Move._make(top).to_json(), rate)


def test_the_expert_setting_starts_this_search() -> None:
    """``expert:ismcts=1`` (SearchBot's hook) thinks with this search, and chooses as the bots
    above do with the same seed and budget."""
    from game.ai.arena import parse_player

    for view in searched(counter_views({"preset": "standard"}, 1, 38))[::12][:3]:
        bot = parse_player("expert:ismcts=1,iterations=4", 9)
        assert isinstance(bot.begin(view), InformationSetSearch)
        assert bot.choose(view) == IsmctsBot(9, 4).choose(view)
