"""The plates' details and the piles' labels are readable: at least 14 px at 1024x640 (and
at larger sizes), and a detail too long for its plate is shortened with an ellipsis."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.scenes.kit import drawing
from game.scenes.kit.drawing import READABLE_PX, TextCache
from tests.scenes.tablekit import make_app, open_table


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_plate_details_and_pile_labels_are_at_least_14_px(
    size: tuple[int, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[tuple[str, int]] = []
    text = TextCache.text

    def recording(self: TextCache, words: str, px: int, *args: object, **kw: object) -> object:
        drawn.append((words, px))
        return text(self, words, px, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(TextCache, "text", recording)
    app = make_app(tmp_path, size)
    try:
        open_table(app, opponents="medium", partner="medium")
        app.run(frames=2)
    finally:
        app.close()
    details = [px for words, px in drawn if words.startswith("Medium")]
    piles = [px for words, px in drawn if " pts · " in words]
    assert details and piles
    assert min(details) >= READABLE_PX and min(piles) >= READABLE_PX


def test_a_detail_too_long_for_its_plate_ends_in_an_ellipsis() -> None:
    pygame.init()
    from game.media.assets import Assets

    texts = TextCache(Assets())
    whole = texts.text("Medium · partner", 14, (200, 200, 200))
    short = drawing._shortened(texts, "Medium · partner", 14, pygame.Color(200, 200, 200), 90)
    assert short is not None and short.get_width() <= 90 < whole.get_width()
    assert drawing._shortened(texts, "Medium", 14, pygame.Color(200, 200, 200), 400) is None
