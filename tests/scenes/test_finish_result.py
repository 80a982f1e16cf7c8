"""Issue 29 (7, 11): the match result shows the deals as a chart, the seeps, the best capture
and the level; a won match throws real confetti (paper bits that fall, turn and fade, under the
panel's text), none when motion is reduced."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.rules import Match, Rules, card_points, needs_redeal
from game.rules.events import CardsCaptured
from game.rules.match import random_move
from game.scenes.table import result as R
from game.scenes.table.summary import MatchResultScene, TableView
from game.text.words import Words
from tests.scenes.tablekit import make_app, open_table


def _played(seed: int, deals: int = 3) -> tuple[Match, int]:
    """A match of ``deals`` deals played at random, and its best capture's points (seen as
    it was played)."""
    rules = Rules().replace(match_mode="rounds", rounds_count=deals)
    match = Match.start(rules, seed=seed)
    rng = random.Random(seed)
    best = 0
    tens = rules.ten_of_diamonds_points
    while not match.finished:
        if match.deal_done:
            match.next_deal()
            continue
        if not match.moves and needs_redeal(match.position):
            match.throw_in()
            continue
        for e in match.play(random_move(match.position, rng)):
            if isinstance(e, CardsCaptured):
                cards = (e.card, *e.loose, *e.house_cards)
                best = max(best, sum(card_points(c, tens) for c in cards))
    return match, best


def _view(app: App, match: Match) -> TableView:
    table = open_table(app)
    words = Words(("You", "West", "North", "East"), 0)
    return TableView(
        match,
        words,
        table.images,
        1,
        False,
        lambda: None,
        lambda: None,
        record=match.record,
        level="hard",
    )


def test_the_best_capture_is_the_one_worth_most() -> None:
    for seed in (1, 2, 3):
        match, best = _played(seed)
        found = R.best_capture(match.record())
        assert found is not None and found.points == best
        assert 1 <= found.deal <= 3


def test_the_bars_follow_the_points_and_stay_in_their_area() -> None:
    area = pygame.Rect(100, 50, 600, 200)
    bars = R.chart_bars(area, [(60, 30), (0, 120), (-20, 40)])
    assert len(bars) == 3
    (a0, b0), (a1, b1), (a2, b2) = bars
    assert a0.height == pytest.approx(2 * b0.height, abs=2)
    assert b1.height > a0.height
    base = a0.bottom
    assert b0.bottom == b1.bottom == b2.bottom == base  # one baseline
    assert a2.top == base and a2.height > 0  # a negative score hangs under it
    for pair in bars:
        for r in pair:
            assert area.contains(r)
    assert a0.right <= b0.left and b0.right < a1.left  # side by side, in deal order


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_result_shows_facts_and_a_chart_above_its_buttons(
    size: tuple[int, int], tmp_path: Path
) -> None:
    app = make_app(tmp_path, size)
    try:
        match, best = _played(4)
        scene = MatchResultScene(app.ctx, _view(app, match))
        app.ctx.scenes.push(scene)
        app.run(frames=3)
        facts = scene.facts()
        assert facts[0].startswith("Seeps: Us ")
        assert f"({best} points, deal " in facts[1]
        assert facts[2] == "Played against: Hard"
        area = scene.chart_area()
        buttons = [b.rect for b in scene.buttons.values()]
        assert set(scene.buttons) >= {"again", "title"}
        assert area.height >= size[1] * 0.15  # a chart that can be read
        assert scene.panel.contains(area)
        assert all(not area.colliderect(b) for b in buttons)
    finally:
        app.close()


def test_confetti_rises_turns_falls_and_fades() -> None:
    confetti = R.Confetti()
    confetti.burst((1280, 720), 60, seed=1)
    assert len(confetti.bits) == 60
    bit = confetti.bits[0]
    vy0, angle0 = bit.vy, bit.angle
    assert vy0 < 0  # thrown up
    confetti.update(0.1, 720)
    assert bit.vy > vy0  # gravity
    assert bit.angle != angle0  # it turns
    assert bit.alpha == 255
    for _ in range(int(bit.life / 0.05) - 2):
        confetti.update(0.05, 720)
    if bit in confetti.bits:
        assert bit.alpha < 128  # fading at the end of its life
    for _ in range(100):
        confetti.update(0.05, 720)
    assert not confetti.active  # all gone
    paper = R.Confetti()
    paper.burst((1280, 720), 10, seed=2)
    assert {len(b.corners()) for b in paper.bits} == {4}  # paper rectangles, not pixels
    assert all(b.h > b.w > 4 for b in paper.bits)


def _won(seed_range: range) -> Match:
    for seed in seed_range:
        match, _best = _played(seed, 1)
        if match.winner == 0:
            return match
    raise AssertionError("no won match")


@pytest.mark.parametrize("reduced", [False, True])
def test_a_won_match_throws_confetti_under_the_panel_unless_motion_is_reduced(
    reduced: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(tmp_path)
    try:
        app.ctx.settings.reduce_motion = reduced
        scene = MatchResultScene(app.ctx, _view(app, _won(range(1, 60))))
        app.ctx.scenes.push(scene)
        app.run(frames=3)
        assert scene.confetti.active is not reduced
        order: list[str] = []
        real_draw, real_get = scene.confetti.draw, scene.panels.get

        def confetti(surface: pygame.Surface) -> None:
            order.append("confetti")
            real_draw(surface)

        def panel(*a: object, **k: object) -> pygame.Surface:
            order.append("panel")
            return real_get(*a, **k)  # type: ignore[arg-type]

        monkeypatch.setattr(scene.confetti, "draw", confetti)
        monkeypatch.setattr(scene.panels, "get", panel)
        app.run(frames=1)
        assert order.index("confetti") < order.index("panel")  # under the panel and its text
    finally:
        app.close()
