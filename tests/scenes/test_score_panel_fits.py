"""Issue 29 (1, 6): at 1024×640, in English, Hindi and Punjabi, the score panel's lines are
14 px or more and lie inside the panel (a line too long wraps rather than shrinking or being
cut), and the partner's plate says its level and "partner" whole."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.app import App, Options
from game.rules import Rules
from game.scenes.board import hud
from game.scenes.board.layout import MIN_READ_PX
from game.scenes.kit import drawing
from game.scenes.kit.drawing import TextCache
from game.storage.settings import AnimationSpeed
from game.storage.store import SaveStore
from tests.scenes.tablekit import find_match, open_table

SIZE = (1024, 640)


@pytest.fixture(params=["en", "hi", "pa"])
def app(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[App]:
    a = App(Options(size=SIZE, lang=request.param), store=SaveStore(tmp_path))
    a.ctx.settings.animation_speed = AnimationSpeed.OFF
    a.run(frames=1)
    yield a
    a.close()
    i18n.set_language("en")


class _Recording(pygame.Surface):
    """A surface that remembers where each image was put."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.put: list[pygame.Rect] = []

    def blit(self, source: pygame.Surface, dest: object, *a: object, **k: object) -> pygame.Rect:  # type: ignore[override]
        got = super().blit(source, dest, *a, **k)  # type: ignore[arg-type]
        x, y = dest if isinstance(dest, tuple) else (dest.x, dest.y)  # type: ignore[attr-defined]
        self.put.append(pygame.Rect(round(x), round(y), *source.get_size()))
        return got


@pytest.mark.parametrize("baazis", [1, 3])
def test_the_score_panels_lines_are_readable_and_inside_it(
    app: App, monkeypatch: pytest.MonkeyPatch, baazis: int
) -> None:
    rules = Rules(baazi_count=baazis) if baazis > 1 else Rules()
    scene = open_table(app, find_match(lambda m: m.position.bid is not None, rules=rules))
    sizes: list[int] = []
    real = TextCache.text

    def text(self: TextCache, s: str, px: int, *a: object, **k: object) -> pygame.Surface:
        sizes.append(px)
        return real(self, s, px, *a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(TextCache, "text", text)
    lay = scene.layout
    surface = _Recording(SIZE)
    score = scene.controller.link.score()
    painter = scene.drawing.hud
    hud.draw_score(
        surface, lay, painter.texts, painter.panels, score, scene.words, score.deal_number
    )
    panel, *lines = surface.put
    assert lay.score.contains(panel)
    assert len(lines) >= 4 and min(sizes) >= MIN_READ_PX, sizes
    for line in lines:
        assert panel.contains(line), (line, panel)
    bottom = max(line.bottom for line in lines)
    assert bottom <= panel.bottom - 2  # the last line clear of the panel's border


def test_the_partners_plate_says_level_and_partner_whole(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    shortened: list[str] = []
    real = drawing._shortened

    def recording(texts: TextCache, text: str, *a: object) -> pygame.Surface | None:
        got = real(texts, text, *a)  # type: ignore[arg-type]
        if got is not None:
            shortened.append(text)
        return got

    monkeypatch.setattr(drawing, "_shortened", recording)
    open_table(app, opponents="medium", partner="medium")
    app.run(frames=2)
    assert shortened == []
