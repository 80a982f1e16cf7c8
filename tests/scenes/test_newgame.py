"""The new-game screen: choices become rules and a table; every house rule is offered."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App, Options
from game.play.savegame import GameSetup
from game.rules import OPTIONS, PRESETS, Rules
from game.scenes.menus.newgame import (
    HOUSE_RULES,
    MATCH_OPTIONS,
    NewGameScene,
    option_values,
    value_words,
)
from game.scenes.menus.title import TitleScene
from game.scenes.table.scene import TableScene
from game.storage.store import SaveStore
from tests.scenes.tablekit import click, game_of, open_from_title


def open_new_game(app: App) -> NewGameScene:
    return open_from_title(app, "new_game", NewGameScene)


def test_every_option_is_on_the_screen_in_words() -> None:
    names = {o.name for o in HOUSE_RULES} | MATCH_OPTIONS
    assert names == {o.name for o in OPTIONS}
    for spec in HOUSE_RULES:
        for preset in PRESETS:
            value = getattr(Rules.from_preset(preset), spec.name)
            values = option_values(spec, value)
            assert value in values
            words = [value_words(spec, v) for v in values]
            assert len(set(words)) == len(words), spec.name  # no two values read the same
            assert all("_" not in w for w in words), spec.name


def test_start_opens_the_table_with_the_chosen_rules(app: App) -> None:
    scene = open_new_game(app)
    click(app, scene.tab_buttons[1].rect.center, frames=2)
    assert scene.page == "rules"
    scene.controls["partner_may_raise"].set_state(True)
    click(app, scene.tab_buttons[0].rect.center, frames=2)
    assert scene.page == "players"
    scene.length = "Three deals"
    scene.opponents = "easy"
    scene._build()
    assert scene.start_button is not None
    click(app, scene.start_button.rect.center, frames=3)
    table = app.ctx.scenes.top
    assert isinstance(table, TableScene)
    rules = game_of(table).match.rules
    assert rules.partner_may_raise is True
    assert (rules.match_mode, rules.rounds_count) == ("rounds", 3)
    assert table.setup.opponents == "easy"
    assert rules.preset == "standard"


def test_two_players_and_back(app: App) -> None:
    scene = open_new_game(app)
    scene.players = 2
    scene._build()
    assert "partner" not in scene.controls
    assert scene.rules().num_players == 2
    assert scene.back_button is not None
    click(app, scene.back_button.rect.center, frames=3)
    assert isinstance(app.ctx.scenes.top, TitleScene)


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_both_pages_fit_the_window(app: App, size: tuple[int, int]) -> None:
    import pygame

    app.feed(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.run(frames=2)
    scene = open_new_game(app)
    screen = pygame.Rect((0, 0), size)
    for page in ("players", "rules"):
        scene.page = page
        scene._build()
        app.run(frames=1)
        for widget in scene.controls.values():
            assert screen.contains(widget.rect), (page, widget.rect)


def test_a_two_player_match_plays_to_the_end(tmp_path: Path) -> None:
    a = App(Options(size=(1024, 640)), store=SaveStore(tmp_path / "s"))
    try:
        setup = GameSetup(Rules(num_players=2), seed=4, autoplay=True)
        table = TableScene(a.ctx, setup)
        a.ctx.scenes.push(table)
        a.run(frames=20000)
        assert game_of(table).match.finished
    finally:
        a.close()


def test_new_game_opens_as_it_was_left(app: App) -> None:
    """Start remembers the choices (kept in the settings); the next New game shows them."""
    from game.scenes.menus.newgame import NewGameScene
    from game.scenes.table.scene import TableScene

    app.ctx.open_scene("new_game")
    app.run(frames=2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, NewGameScene)
    scene.players, scene.opponents, scene.length = 2, "hard", "Three deals"
    scene._build()
    scene.values["seep_value"] = 100
    scene._start_now()
    app.run(frames=3)
    assert isinstance(app.ctx.scenes.top, TableScene)
    assert app.ctx.store.load_settings().new_game["opponents"] == "hard"
    again = NewGameScene(app.ctx)
    assert (again.players, again.opponents, again.length) == (2, "hard", "Three deals")
    assert again.values["seep_value"] == 100
    # Stale or damaged choices fall back to the defaults, one by one.
    app.ctx.settings.new_game = {"players": 3, "opponents": "godlike", "rules": {"seep_value": -5}}
    fresh = NewGameScene(app.ctx)
    assert (fresh.players, fresh.opponents) == (4, "medium")
    assert fresh.values["seep_value"] == 50


def test_every_house_rule_is_explained_in_players_words() -> None:
    from game.scenes.menus.newgame import HOUSE_RULES
    from game.text.rule_help import RULE_HELP

    for spec in HOUSE_RULES:
        text = RULE_HELP[spec.name]
        assert "_" not in text and len(text) < 200, spec.name  # no internal names, one line
        for choice in spec.choices or ():
            if isinstance(choice, str) and "_" in choice:
                assert choice not in text, (spec.name, choice)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (2560, 1440)])
def test_the_help_line_explains_the_pointed_rule_off_every_control(
    save_root: Path, size: tuple[int, int]
) -> None:
    from game.scenes.menus.newgame import NewGameScene
    from game.text.rule_help import RULE_HELP
    from tests.scenes.tablekit import make_app, motion

    app = make_app(save_root, size)
    try:
        app.ctx.open_scene("new_game")
        app.run(frames=2)
        scene = app.ctx.scenes.top
        assert isinstance(scene, NewGameScene)
        scene._tab("rules")()
        app.run(frames=2)
        geo = scene.geometry
        box = geo.help.move(geo.panel.topleft)
        assert pygame.Rect((0, 0), size).contains(box)
        for widget in scene.controls.values():
            assert not box.colliderect(widget.rect)
        row = scene.row_rects["seep_scoring"].move(geo.panel.topleft)
        app.feed(motion((row.x + 5, row.centery)))
        app.run(frames=2)
        assert scene.help_text() == f"Seep scoring: {RULE_HELP['seep_scoring']}"
        app.feed(motion((box.centerx, box.centery)))
        app.run(frames=2)
        assert scene.help_text().startswith("Point at a choice")
    finally:
        app.close()
