"""Issue 29's finish: the score panel's colour follows the lead and its lines are never cut."""

from __future__ import annotations

import pygame
import pytest

from game.media.assets import Assets
from game.rules import Match, Rules
from game.scenes.board import hud
from game.scenes.board.layout import compute_layout
from game.scenes.kit.drawing import TEAM_COLOURS, PanelCache, TextCache
from game.text.words import Words


@pytest.fixture(scope="module")
def texts() -> TextCache:
    pygame.init()
    return TextCache(Assets())


def test_the_leader_is_the_higher_total_not_the_sign_of_ours() -> None:
    assert hud.leader_of((58, 92)) == 1
    assert hud.leader_of((92, 58)) == 0
    assert hud.leader_of((-10, -30)) == 0
    assert hud.leader_of((40, -40)) == 0
    assert hud.leader_of((7, 7)) is None


def _colour_count(surface: pygame.Surface, rect: pygame.Rect, colour: pygame.Color) -> int:
    found = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            c = surface.get_at((x, y))
            if abs(c.r - colour.r) + abs(c.g - colour.g) + abs(c.b - colour.b) < 12:
                found += 1
    return found


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_totals_are_drawn_in_the_leaders_colour_and_fit_the_panel(
    texts: TextCache, size: tuple[int, int]
) -> None:
    rules = Rules(match_mode="rounds", rounds_count=3)
    match = Match.start(rules, dealer=0, seed=3)
    match.running = [158, 192]  # both positive: they lead
    words = Words(("You", "West", "North", "East"), 0)
    lay = compute_layout(size)
    surface = pygame.Surface(size)
    surface.fill((0, 0, 0))
    hud.draw_score(surface, lay, texts, PanelCache(), match, words, 2)
    us, them = (_colour_count(surface, lay.score, pygame.Color(c)) for c in TEAM_COLOURS)
    assert them > 20 and us < them // 4
    standing = words.standing(rules, match.running, match.baazis)
    assert standing == "Totals: Us +158, Them +192"
    room = lay.score.width - lay.gap * 2.3 - lay.font_name * 0.9
    px = hud.fitting_px(texts, standing, lay.font_name, round(room), bold=True)
    assert texts.font(px, bold=True).size(standing)[0] <= room
    assert px >= lay.font_name * 0.6
