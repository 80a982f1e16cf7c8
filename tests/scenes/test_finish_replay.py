"""Issue 29 (13): the replay viewer's step buttons are icons (their keys in the tooltips), the
others' hands are large enough to read and stay clear of the log, the hand and the plates."""

from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.rules import Match, Rules
from game.rules.match import random_step
from game.scenes.board.layout import rotated_bounds
from game.scenes.menus.replay import ICONS, ReplayPlaces, nav_icon_shapes, replay_of_match
from game.text import records as words
from tests.scenes.tablekit import make_app


def _played() -> Match:
    match = Match.start(Rules().replace(match_mode="rounds", rounds_count=1), seed=5)
    rng = random.Random(5)
    while not match.finished:
        random_step(match, rng)
    return match


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_icons_with_keys_and_readable_side_hands(size: tuple[int, int], tmp_path: object) -> None:
    app: App = make_app(tmp_path, size)  # type: ignore[arg-type]
    try:
        names = ("You", "East", "North", "West")
        scene = replay_of_match(app.ctx, _played(), names, 0, [None, "easy", "easy", "easy"])
        app.ctx.scenes.push(scene)
        app.run(frames=3)
        for key in ICONS:
            button = scene.buttons[key]
            assert button.text == ""  # no "|<" or ">>": an icon over it
            icon = scene.icons[key]
            assert button.rect.contains(icon.rect)
            assert "(" in _tip(key)  # the key in the tooltip: "A move back (Left)"
        lay = scene.layout
        places = scene.places
        assert isinstance(places, ReplayPlaces)
        cw, ch = places.side_card()
        assert ch >= 0.7 * lay.card[1]
        for seat in (1, 2, 3):
            row = places.hand(seat, 12)
            assert row is not None and row.height == ch
            for s in row.slots:
                r = rotated_bounds(s.x, s.y, (cw, ch), s.angle)
                assert lay.screen.contains(r)
                for ui in (
                    lay.log,
                    lay.hand,
                    lay.score,
                    *lay.plates.values(),
                    *lay.buttons.values(),
                ):
                    assert not r.colliderect(ui), (seat, r, ui)
    finally:
        app.close()


def _tip(key: str) -> str:
    return words.NAV_TIPS[key]


@pytest.mark.parametrize("key", list(ICONS))
def test_each_icon_points_its_way(key: str) -> None:
    rect = pygame.Rect(0, 0, 60, 40)
    shapes = nav_icon_shapes(key, rect)
    way, count, bar = ICONS[key]
    triangles = [s for s in shapes if len(s) == 3]
    assert len(triangles) == count and len(shapes) == count + bar
    for tri in triangles:
        tip = tri[1][0]
        back = tri[0][0]
        assert (tip - back) * way > 0  # the tip points back (<) or on (>)
        assert all(rect.collidepoint(x, y) for x, y in tri)
