"""Issue 29's motion: a new house's marks arrive with its cards, the last play lands and the
seep banner finishes before the deal summary, and a dragged card is solid and over
everything."""

from __future__ import annotations

import copy

import pygame
import pytest

from game.app import App
from game.rules import Match, Move, legal_moves
from game.rules.events import HouseBuilt, SeepMade
from game.scenes.board import board as board_module
from game.scenes.board import draw
from game.scenes.board.sprites import house_landed
from game.scenes.table.summary import DealSummaryScene
from game.storage.settings import AnimationSpeed
from tests.scenes.tablekit import find_match, motion, open_table, point_on_card, press


def _moves_with(match: Match, kind: type) -> list[Move]:
    """The human's moves whose events include a ``kind``."""
    found = []
    for move in legal_moves(match.position):
        trial = copy.deepcopy(match)
        if any(isinstance(e, kind) for e in trial.play(move)):
            found.append(move)
    return found


def _last_play_sweeps(match: Match) -> bool:
    pos = match.position
    return sum(pos.hand_sizes) == 1 and bool(_moves_with(match, SeepMade))


def test_the_summary_waits_for_the_last_play_to_land_and_the_seep_banner(app: App) -> None:
    match = find_match(_last_play_sweeps, seeds=range(400))
    (move, *_) = _moves_with(match, SeepMade)
    app.ctx.settings.animation_speed = AnimationSpeed.NORMAL
    scene = open_table(app, match)
    app.run(frames=30)
    scene.controller.play(move)
    frames = 0
    banner_seen = False
    while not isinstance(app.ctx.scenes.top, DealSummaryScene):
        app.run(frames=1)
        frames += 1
        assert frames < 60 * 8, "the summary never came"
        banner_seen = banner_seen or scene.board.banner is not None
        if not isinstance(app.ctx.scenes.top, DealSummaryScene):
            continue
        # The frame the summary came: every card at rest, the banner gone.
        assert not any(s.travelling for s in scene.board.sprites.values())
        assert scene.board.banner is None
    assert banner_seen  # the seep was shown, and finished, before the summary
    assert frames >= 60 * 2  # 0.8 s to the banner, 2 s of banner


def test_the_summary_waits_for_a_computer_players_last_play_to_land(app: App) -> None:
    """The last play made by a computer player (its move and the deal's end come in one go):
    the summary still waits for its cards to land."""
    match = find_match(lambda m: sum(m.position.hand_sizes) == 2, seeds=range(400))
    app.ctx.settings.animation_speed = AnimationSpeed.NORMAL
    scene = open_table(app, match)
    app.run(frames=30)
    scene.controller.play(legal_moves(match.position)[0])
    ours = len(scene.deal_made)
    frames = 0
    travelled = False
    while not isinstance(app.ctx.scenes.top, DealSummaryScene):
        before = len(scene.deal_made)
        app.run(frames=1)
        frames += 1
        assert frames < 60 * 8, "the summary never came"
        if (
            len(scene.deal_made) == ours + 1 and before == ours
        ):  # the computer's play came this frame
            travelled = any(s.travelling for s in scene.board.sprites.values())
            assert not isinstance(app.ctx.scenes.top, DealSummaryScene)
    assert travelled
    assert not any(s.travelling for s in scene.board.sprites.values())


def _last_throw_leaves_leftovers(match: Match) -> bool:
    pos = match.position
    return (
        sum(pos.hand_sizes) == 1
        and pos.last_capturer is not None
        and any(m.action == "throw" for m in legal_moves(pos))
    )


def test_the_deals_last_card_lands_before_the_leftovers_are_swept(app: App) -> None:
    match = find_match(_last_throw_leaves_leftovers, seeds=range(400))
    (move, *_) = [m for m in legal_moves(match.position) if m.action == "throw"]
    app.ctx.settings.animation_speed = AnimationSpeed.NORMAL
    scene = open_table(app, match)
    app.run(frames=30)
    scene.controller.play(move)
    sprite = scene.board.sprites[move.card]
    seen: list[tuple[str, bool]] = []
    for _ in range(60 * 3):
        if isinstance(app.ctx.scenes.top, DealSummaryScene):
            break
        app.run(frames=1)
        seen.append((sprite.kind, sprite.travelling))
    resting_on_floor = [
        k for k, (kind, moving) in enumerate(seen) if kind == "floor" and not moving
    ]
    assert len(resting_on_floor) >= 15  # it lay on the floor for a quarter of a second or more
    assert seen[-1] == ("pile", False)  # then went to the pile with the leftovers


def test_a_new_houses_marks_arrive_with_its_cards(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = find_match(lambda m: bool(_moves_with(m, HouseBuilt)), seeds=range(100))
    move = _moves_with(match, HouseBuilt)[0]
    value = move.value
    app.ctx.settings.animation_speed = AnimationSpeed.NORMAL
    scene = open_table(app, match)
    app.run(frames=30)
    drawn: list[int] = []
    real_badge = draw.badge

    def badge(
        surface: pygame.Surface, centre: object, r: int, v: int, *a: object, **k: object
    ) -> None:
        drawn.append(v)
        real_badge(surface, centre, r, v, *a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(draw, "badge", badge)
    scene.controller.play(move)
    board = scene.board
    app.run(frames=1)
    assert value in board.arriving and value in board.house_rects
    frames = 0
    while not house_landed(board.sprites.values(), value):
        assert value not in drawn  # no badge flies ahead of the cards
        app.run(frames=1)
        frames += 1
        assert frames < 120
    assert frames >= 10  # the played card flew for a while first
    drawn.clear()
    app.run(frames=2)
    assert value in drawn  # and with the first card landed, the badge is there


def test_a_dragged_card_is_solid_and_drawn_over_the_house_marks(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = find_match(lambda m: bool(m.position.houses), seeds=range(100))
    scene = open_table(app, match)
    card = scene.position.hand(0)[0]
    start = point_on_card(scene, card)
    end = scene.board.house_bounds(max(scene.board.house_rects)).center
    app.feed(motion(start), press(start))
    app.run(frames=1)
    for i in range(1, 7):
        p = (start[0] + (end[0] - start[0]) * i // 6, start[1] + (end[1] - start[1]) * i // 6)
        app.feed(motion(p))
        app.run(frames=1)
    assert scene.board.drag is not None
    order: list[str] = []
    alphas: list[object] = []
    real_marks, real_dragged, real_sprite = (
        board_module.draw_house_marks,
        board_module.draw_dragged,
        draw.draw_sprite,
    )

    def marks(*a: object, **k: object) -> None:
        order.append("marks")
        real_marks(*a, **k)  # type: ignore[arg-type]

    def dragged(*a: object, **k: object) -> None:
        order.append("dragged")
        real_dragged(*a, **k)  # type: ignore[arg-type]

    def sprite(*a: object, **k: object) -> None:
        alphas.append(k.get("alpha", 255))
        real_sprite(*a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(board_module, "draw_house_marks", marks)
    monkeypatch.setattr(board_module, "draw_dragged", dragged)
    monkeypatch.setattr(draw, "draw_sprite", sprite)
    app.run(frames=1)
    assert order == ["marks", "dragged"]
    assert set(alphas) == {255}  # every card solid, the dragged one too
    assert scene.board.drag.tilt != 0  # it leans into its motion
