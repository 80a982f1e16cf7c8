"""Every button's and label's words fit it in Hindi and Punjabi (issue 14): on the title, New game
(both pages), Settings, Statistics, Kept games and the table (its buttons and the bid's list), at
1024x640 (the smallest supported window) and 1280x720, measured in each element's own font (the
script's font, wider and taller than the Latin one) against the room pygame-gui leaves for text
inside the element's shadow, border, rounded corners and padding."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pygame_gui.elements import UIButton, UILabel

from game import i18n
from game.app import App, parse_args
from game.play.savegame import GameSetup
from game.scenes.kit import textfit
from game.scenes.table.scene import TableScene


@pytest.fixture(
    params=[("hi", "1024x640"), ("pa", "1024x640"), ("hi", "1280x720"), ("pa", "1280x720")],
    ids=["hi-1024x640", "pa-1024x640", "hi-1280x720", "pa-1280x720"],
)
def app(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[App]:
    code, size = request.param
    a = App(parse_args(["--lang", code, "--size", size, "--data-dir", str(tmp_path)]))
    try:
        assert i18n.language() == code
        a.run(frames=2)
        yield a
    finally:
        a.close()
        i18n.set_language("en")


def misfits(app: App) -> list[str]:
    """The visible buttons and labels whose words do not fit them, described."""
    out = []
    for element in app.ctx.ui.get_sprite_group().sprites():
        if not isinstance(element, (UIButton, UILabel)) or not element.visible:
            continue
        text = element.text
        if not text or textfit.fits(element):
            continue
        size = element.font.get_rect(text).size
        out.append(
            f"{element.most_specific_combined_id} {text!r}: {size} in {textfit.text_room(element)}"
        )
    return out


def back_to_title(app: App) -> None:
    scenes = app.ctx.scenes
    while len(scenes) > 1:
        scenes.pop()
        scenes.apply_pending()
    app.run(frames=2)


def test_the_menus_words_fit(app: App) -> None:
    found = [f"title: {m}" for m in misfits(app)]
    for name in ("new_game", "settings", "statistics", "kept_games"):
        app.ctx.open_scene(name)
        app.run(frames=2)
        found += [f"{name}: {m}" for m in misfits(app)]
        if name == "new_game":
            scene = app.ctx.scenes.top
            scene._tab("rules")()  # the house rules' page
            app.run(frames=2)
            found += [f"{name} (house rules): {m}" for m in misfits(app)]
        back_to_title(app)
    assert not found, "\n".join(found)


def test_the_tables_words_fit(app: App) -> None:
    table = TableScene(app.ctx, GameSetup(seed=11))
    table.pace = 0.0
    app.ctx.scenes.push(table)
    for _ in range(1200):  # the computer players to the human's bid (its list open)
        if table.chooser.panel is not None:
            break
        app.run(frames=1)
    app.run(frames=2)
    assert table.chooser.panel is not None  # the bid's list is among what is checked
    assert not misfits(app), "\n".join(misfits(app))


def test_a_button_too_small_for_its_words_is_caught(app: App) -> None:
    """The check itself: a Hindi or Punjabi label in a button of the English width fails it."""
    table = TableScene(app.ctx, GameSetup(seed=11))
    table.pace = 0.0
    app.ctx.scenes.push(table)
    app.run(frames=2)
    button = table.buttons["last"]
    assert textfit.fits(button)
    button.set_dimensions((round(app.ctx.screen_size[1] * 0.15), button.rect.height))
    assert not textfit.fits(button)
