"""The choreography returns a plan of flights (it drives no board and imports none)."""

from __future__ import annotations

import ast
import random
from pathlib import Path

from game.rules import Match, Rules, legal_moves, needs_redeal
from game.rules.events import CardsCaptured
from game.scenes.board import choreography
from game.scenes.board.choreography import Cue, Flight, Later, Settle, Stack
from game.scenes.board.layout import Slot, compute_layout
from game.scenes.kit.cards import CardSprite


def test_choreography_imports_no_board_even_for_types() -> None:
    tree = ast.parse(Path(choreography.__file__).read_text(encoding="utf-8"))
    names = {
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module is not None
    }
    assert "game.scenes.board.board" not in names and "game.scenes.board" not in names


def _rests(pos_cards: dict[int, str]) -> dict[int, choreography.Rest]:
    return {
        c: choreography.Rest(float(c), 0.0, 0.0, 10.0, 1.0, 1, kind, 0)
        for c, kind in pos_cards.items()
    }


def test_a_deal_is_stacked_on_the_deck_then_dealt_in_packets() -> None:
    match = Match.start(Rules(), seed=2)
    pos = match.position
    lay = compute_layout((1280, 720), 4)
    rests = {c: choreography.Rest(0, 0, 0, 10, 1, 1, "stock", -1) for c in range(52)}
    for c in pos.hand(pos.bidder):
        rests[c] = choreography.Rest(0, 0, 0, 10, 1, 1, "hand", pos.bidder)
    plan = choreography.deal_in(pos, rests, [], Slot(1, 2, 0), lay.small[1])
    assert isinstance(plan[0], Stack) and plan[1] == Cue("sound", "shuffle")
    flights = [s for s in plan if isinstance(s, Flight)]
    assert {f.card for f in flights} == set(pos.hand(pos.bidder))
    assert all(isinstance(s, Later) for s in plan[2:] if not isinstance(s, Flight))


def test_a_capture_flies_gathers_and_goes_to_the_pile() -> None:
    rng = random.Random(4)
    for seed in range(300):
        match = Match.start(Rules(), seed=seed)
        if needs_redeal(match.position):
            continue
        for _ in range(40):
            if match.deal_done:
                break
            pos = match.position
            move = rng.choice(legal_moves(pos))
            events = match.play(move)
            if any(isinstance(e, CardsCaptured) for e in events) and pos.phase == "play":
                after = match.position
                sprites = {c: CardSprite(c) for c in range(52)}
                rests = _rests({c: "pile" for c in range(52)})
                plan = choreography.animate(
                    sprites, rests, [], 10.0, after, move, events, pos.to_play
                )
                assert plan[0] == Cue("sound", "play")
                first = next(s for s in plan if isinstance(s, Flight))
                assert first.card == move.card and first.rest.kind == "meet"
                laters = [s for s in plan if isinstance(s, Later)]
                assert [later.at for later in laters[:2]] == [0.3, 0.45]
                assert laters[-1].steps == (Cue("landed"),)
                assert any(isinstance(s, Settle) for s in plan)
                return
    raise AssertionError("no capture found")
