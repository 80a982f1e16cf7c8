"""Issue 29 (6): at 1024×640 nothing a player must read is under 14 px -- the table's log, its
small type, the tutorial's header and key line -- in English, Hindi and Punjabi; the tutorial's
header stops short of the progress dots; older log lines keep 4.5:1 contrast; the score panel's
lines wrap inside it rather than shrink (item 1), and the partner's plate reads whole."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.app import App, Options
from game.rules import Rules
from game.scenes.board import hud
from game.scenes.board.layout import MIN_READ_PX, compute_layout
from game.scenes.kit import drawing
from game.scenes.kit.drawing import TextCache
from game.scenes.tutorial.hud import draw_progress_dots
from game.scenes.tutorial.scene import TutorialScene
from game.storage.settings import AnimationSpeed
from game.storage.store import SaveStore
from game.text.tutorial import KEY_HINT
from tests.scenes.tablekit import bid_list, find_match, open_table

SIZE = (1024, 640)


@pytest.fixture(params=["en", "hi", "pa"])
def app(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[App]:
    a = App(Options(size=SIZE, lang=request.param), store=SaveStore(tmp_path))
    a.ctx.settings.animation_speed = AnimationSpeed.OFF
    a.run(frames=1)
    yield a
    a.close()
    i18n.set_language("en")


def _sizes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Every (text, px) a TextCache renders from now on."""
    seen: list[tuple[str, int]] = []
    real = TextCache.text

    def text(self: TextCache, s: str, px: int, *a: object, **k: object) -> pygame.Surface:
        seen.append((s, px))
        return real(self, s, px, *a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(TextCache, "text", text)
    return seen


def test_the_tables_log_and_small_type_are_14_px_or_more(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    lay = compute_layout(SIZE)
    assert min(lay.font_log, lay.font_small, lay.font_name) >= MIN_READ_PX
    scene = open_table(app, find_match(lambda m: len(m.moves) >= 6))
    seen = _sizes(monkeypatch)
    app.run(frames=2)
    logged = set(scene.log.lines)
    rows = [(s, px) for s, px in seen if len(s) >= 3 and any(s in line for line in logged)]
    assert rows  # the log was drawn
    assert min(px for _s, px in rows) >= MIN_READ_PX


def _contrast(a: pygame.Color, b: pygame.Color) -> float:
    def lum(c: pygame.Color) -> float:
        def ch(v: int) -> float:
            x = v / 255
            return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

        return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b)

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_older_log_lines_keep_4_5_to_1_contrast(app: App) -> None:
    scene = open_table(app, find_match(lambda m: len(m.moves) >= 6))
    app.run(frames=2)
    lay = scene.layout
    # The log panel's own colour, under its last (empty) row.
    panel = app.screen.get_at((lay.log.centerx, lay.log.bottom - lay.gap - 2))
    from game.media import theme

    for age in range(40):
        alpha = hud.log_line_alpha(age) / 255
        colour = theme.TEXT if age == 0 else theme.TEXT_DIM
        seen = pygame.Color(*(round(colour[i] * alpha + panel[i] * (1 - alpha)) for i in range(3)))
        assert _contrast(seen, panel) >= 4.5, age


def test_the_tutorials_header_and_key_line_are_14_px_or_more_and_clear_of_the_dots(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = _sizes(monkeypatch)
    app.ctx.open_scene("tutorial")
    app.run(frames=3)
    scene = app.ctx.scenes.top
    assert isinstance(scene, TutorialScene)
    lay = scene.layout
    hint_parts = [p.strip() for p in i18n._(KEY_HINT).split("·")]
    key_rows = [(s, px) for s, px in seen if s and s.split("·")[0].strip() in hint_parts]
    assert key_rows and min(px for _s, px in key_rows) >= MIN_READ_PX
    key = scene.hud._key_hint
    assert key is not None and key.get_width() <= lay.text.width
    # The header: the first rendered lines of the panel, in gold; not under 14 px, and they
    # end left of the progress dots.
    surface = pygame.Surface(SIZE)
    dots: list[tuple[int, int]] = []
    monkeypatch.setattr(
        pygame.draw,
        "circle",
        lambda _s, _c, centre, *a, **k: dots.append(centre) or pygame.Rect(0, 0, 1, 1),
    )
    draw_progress_dots(surface, lay, [False] * 8, 0)
    left_dot = min(x for x, _y in dots) - round(lay.small_px * 0.32)
    first = scene.hud._items[0]
    img, (x, _y) = first
    assert x + img.get_width() < left_dot
    head = " ".join(scene.hud.text[0].split())
    header = [px for s, px in seen if len(s) >= 3 and " ".join(s.split()) in head]
    assert header and min(header) >= MIN_READ_PX


# -- the score panel and the partner's plate (issue 29, items 1 and 6) ------------------------


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


@pytest.fixture
def shortened(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every plate's line shortened with an ellipsis from now on."""
    cut: list[str] = []
    real = drawing._shortened

    def recording(texts: TextCache, text: str, *a: object) -> pygame.Surface | None:
        got = real(texts, text, *a)  # type: ignore[arg-type]
        if got is not None:
            cut.append(text)
        return got

    monkeypatch.setattr(drawing, "_shortened", recording)
    return cut


def test_the_partners_plate_says_level_and_partner_whole(app: App, shortened: list[str]) -> None:
    open_table(app, opponents="medium", partner="medium")
    app.run(frames=2)
    assert shortened == []


def test_a_side_plates_computer_playing_a_friends_seat_reads_whole(
    app: App, shortened: list[str]
) -> None:
    """At a friends' table a side seat's plate says a computer plays a friend's seat, whole,
    at the smallest size (and larger), in every language."""
    from game.media.assets import Assets
    from game.scenes.kit.drawing import PanelCache
    from game.text.friends import plate_stand_in

    texts, panels = TextCache(Assets()), PanelCache()
    for size in (SIZE, (1280, 720), (1920, 1080)):
        lay = compute_layout(size)
        surface = pygame.Surface(size)
        for side in ("left", "right"):
            drawing.plate(surface, lay.plates[side], texts, panels, name="Priya",
                          detail=plate_stand_in(), team=1, letter="W", turn=True,
                          dealer=True, thinking=0.5, font_px=lay.font_name)  # fmt: skip
    assert shortened == []


def test_the_bids_note_reads_whole_in_every_language(app: App) -> None:
    """What the bid obliges, under the bid list's title: on as many lines as it needs, every
    line whole (in Punjabi it is wider than the list)."""
    from pygame_gui.elements import UILabel

    from game.scenes.kit import textfit
    from game.text.finish import bid_obliges

    panel = bid_list(app, open_table(app))
    notes = [
        e
        for e in panel.panel.get_container().elements
        if isinstance(e, UILabel) and e.text in bid_obliges()
    ]
    assert " ".join(e.text for e in notes) == " ".join(bid_obliges().split())
    assert all(textfit.fits(e) for e in notes), [e.text for e in notes if not textfit.fits(e)]
    assert all(panel.rect.contains(e.rect) for e in notes)
