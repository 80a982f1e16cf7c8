"""The tutorial screen's layout: its regions apart at every size, a resize keeps the step and
an open list, the panel's type keeps one size through a step."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App
from game.rules import (
    legal_moves,
)
from game.rules.targets import LooseTarget
from game.scenes.tutorial.layout import compute_layout
from game.scenes.tutorial.scene import TutorialScene
from tests.tutorial.learner import (
    Learner,
    c,
)


@pytest.mark.parametrize("size", [(800, 500), (1024, 640), (1280, 720), (2560, 1440)])
def test_the_layout_keeps_its_regions_apart(size: tuple[int, int]) -> None:
    lay = compute_layout(size)
    screen = pygame.Rect((0, 0), size)
    assert screen.contains(lay.panel) and screen.contains(lay.board)
    assert not lay.panel.colliderect(lay.board)
    assert lay.panel.contains(lay.text)
    for rect in lay.buttons.values():
        assert lay.panel.contains(rect) and not rect.colliderect(lay.text)
    table = lay.table
    assert lay.board.contains(table.table) and lay.board.contains(lay.pile)
    assert not table.table.colliderect(table.hand)
    assert table.houses.contains(lay.bid_row)
    for plate in lay.plates.values():
        assert lay.board.contains(plate) and not plate.colliderect(table.table)


def test_a_resize_keeps_the_step_and_the_list(app: App) -> None:
    you = Learner.at(app, "every-set", 1)
    scene = you.scene
    you.drag(c("Jd"), LooseTarget(c("6c")))
    items = you.items
    assert items
    app.feed(pygame.event.Event(pygame.VIDEORESIZE, w=1024, h=640, size=(1024, 640)))
    app.run(frames=2)
    assert scene.layout.size == (1024, 640)
    assert you.items == items
    assert you.position == scene.step.position


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_panels_type_keeps_its_size_through_a_step(
    save_root: Path, size: tuple[int, int]
) -> None:
    """Issue 11, item 10: the lesson panel's text does not change size between the states of
    a step (the task, a refusal, the hint, the success words)."""
    from tests.scenes.tablekit import make_app

    app = make_app(save_root, size)
    try:
        scene = TutorialScene(app.ctx)
        app.ctx.scenes.push(scene)
        app.run(frames=2)
        for index in range(len(scene.lessons)):
            scene.go_to(index, 0)
            if scene.step.deal is not None:
                continue
            sizes = {scene.hud.px}
            wrong = [m for m in legal_moves(scene.pos) if not scene.step.goal.met_by(scene.pos, m)]
            if wrong:
                scene.attempt(wrong[0])
                sizes.add(scene.hud.px)
            scene.hint()
            sizes.add(scene.hud.px)
            move = scene.step.hint_move()
            if move is not None:
                scene.attempt(move)
                sizes.add(scene.hud.px)
            assert len(sizes) == 1, (scene.lesson.id, sizes)
    finally:
        app.close()
