"""The screens around the table by keyboard and ear: the title, settings (every control
reachable, changed and spoken), dialogs and the pause menu; the visual options applied live."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.app import App
from game.media import theme
from game.scenes.menus.settings import SettingsScene
from game.scenes.menus.title import TitleScene
from game.scenes.table.summary import PauseMenuScene
from game.speech import MemorySpeaker
from game.speech.switch import SpeechSwitch
from tests.scenes.tablekit import open_table


@pytest.fixture
def ear(app: App) -> Iterator[MemorySpeaker]:
    speaker = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    yield speaker
    theme.set_high_contrast(False)  # the palette is global: leave it as found


def press(app: App, key: int, *, shift: bool = False, frames: int = 2) -> None:
    mod = pygame.KMOD_LSHIFT if shift else 0
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.run(frames=frames)


def test_the_title_speaks_its_focused_button(app: App, ear: MemorySpeaker) -> None:
    title = app.ctx.scenes.top
    assert isinstance(title, TitleScene)
    title.resume()  # as when coming back to it
    assert ear.texts[-1].startswith("Seep, main menu. New game, button, ")
    press(app, pygame.K_DOWN)
    assert ear.texts[-1].startswith("Play with friends")
    assert ear.texts[-1].endswith("button, 2 of 7.")  # no saved game: Continue is skipped


def test_settings_by_keyboard_alone(app: App, ear: MemorySpeaker) -> None:
    app.ctx.open_scene("settings")
    app.run(frames=2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, SettingsScene)
    assert ear.texts[-1] == (
        "Settings. Language, list, English, 1 of 25. Every screen and the spoken game."
    )
    labels = [item.label for item in scene.ring.items]
    assert labels[-2:] == ["Restore defaults", "Back"]

    def go_to(label: str) -> None:
        for _ in range(len(labels)):
            if scene.ring.current is not None and scene.ring.current.label == label:
                return
            press(app, pygame.K_DOWN)
        raise AssertionError(label)

    go_to("Reduce motion")
    assert (
        ear.texts[-1]
        == "Reduce motion, check box, off, 22 of 25. No flying cards or pulsing glows."
    )
    press(app, pygame.K_SPACE)
    assert ear.texts[-1].startswith("Reduce motion, check box, on, 22 of 25.")
    go_to("High contrast")  # wraps around? no: Up is not needed, Down reaches it after the end
    press(app, pygame.K_RIGHT)
    assert ear.texts[-1].startswith("High contrast, check box, on")
    go_to("Text and button size")
    press(app, pygame.K_RIGHT)
    assert ear.texts[-1] == "Text and button size, list, 115%, 23 of 25."
    go_to("Effects volume")
    press(app, pygame.K_LEFT)
    assert ear.texts[-1].startswith("Effects volume, slider, 75%")
    go_to("Back")
    press(app, pygame.K_RETURN, frames=3)
    settings = app.ctx.settings
    assert settings.reduce_motion and settings.high_contrast and settings.ui_scale == 1.15
    assert settings.effects_volume == pytest.approx(0.75)
    assert theme.high_contrast()  # applied at once
    assert app.ctx.theme.user == 1.15
    assert app.ctx.store.load_settings().reduce_motion  # and saved


def test_the_ring_is_drawn_around_the_focused_control(app: App, ear: MemorySpeaker) -> None:
    app.ctx.open_scene("settings")
    app.run(frames=2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, SettingsScene)
    app.run(frames=1)
    before = app.screen.copy()
    press(app, pygame.K_DOWN)
    item = scene.ring.current
    assert item is not None and item.label == "Your name"  # after Language
    ring = item.rect().inflate(12, 12)
    x, y = ring.left + 2, ring.centery
    assert app.screen.get_at((x, y)) != before.get_at((x, y))  # the gold ring is there now
    del ear


def test_a_dialog_is_read_aloud_and_answered_by_keys(app: App, ear: MemorySpeaker) -> None:
    done: list[str] = []
    app.ctx.dialogs.confirm("Leave Seep?", lambda: done.append("quit"), title="Quit", action="Quit")
    assert ear.texts[-1] == "Quit. Leave Seep? Quit, button, 1 of 2."
    press(app, pygame.K_RIGHT)
    assert ear.texts[-1] == "Cancel, button, 2 of 2."
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    assert done == ["quit"]


def test_the_pause_menu_by_keyboard(app: App, ear: MemorySpeaker) -> None:
    table = open_table(app)
    press(app, pygame.K_ESCAPE) if table.chooser.panel is None else table.open_menu()
    app.run(frames=2)
    menu = app.ctx.scenes.top
    assert isinstance(menu, PauseMenuScene)
    assert "Menu." in ear.texts and "Resume, button, 1 of 5." in ear.texts
    press(app, pygame.K_DOWN)
    assert ear.texts[-1] == "Settings, button, 2 of 5."
    press(app, pygame.K_UP)
    press(app, pygame.K_RETURN, frames=3)
    assert app.ctx.scenes.top is table


def test_large_cards_and_reduce_motion_at_the_table(app: App, ear: MemorySpeaker) -> None:
    table = open_table(app)
    normal = table.layout.card
    app.ctx.settings.large_cards = True
    app.ctx.settings.reduce_motion = True
    table.pause()
    table.resume()
    assert table.layout.card[1] > normal[1] * 1.15
    assert table.animator.speed == 0.0
    del ear


def test_new_game_by_keyboard_alone(app: App, ear: MemorySpeaker) -> None:
    from game.scenes.menus.newgame import NewGameScene
    from game.scenes.table.scene import TableScene

    app.ctx.open_scene("new_game")
    app.run(frames=2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, NewGameScene)
    assert ear.texts[-1].startswith("New game. Players and match, tab, 1 of ")
    press(app, pygame.K_TAB)
    press(app, pygame.K_TAB)
    assert ear.texts[-1].startswith("Players, list, Four: two teams of two, 3 of ")
    press(app, pygame.K_RIGHT)
    assert ear.texts[-1].startswith("Players, list, Two: you against one, 3 of ")
    assert scene.players == 2
    # The house rules page: a tab, then a rule with its help said after it.
    press(app, pygame.K_UP)
    press(app, pygame.K_RETURN)
    assert scene.page == "rules"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    said = ear.texts[-1]
    item = scene.ring.current
    assert item is not None and said.startswith(f"{item.label}, ")
    if item.help:
        assert said.endswith(f"{item.help.rstrip('.')}.")
    press(app, pygame.K_RETURN, frames=4)  # Enter on a list starts the game, as before
    table = app.ctx.scenes.top
    assert isinstance(table, TableScene) and table.players == 2


def test_the_rulebook_is_read_section_by_section(app: App, ear: MemorySpeaker) -> None:
    from game.scenes.rulebook.scene import RulebookScene

    app.ctx.open_scene("rules")
    app.run(frames=2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, RulebookScene)
    n = len(scene.sections)
    first = ear.texts[-1]
    assert "Tab and Shift+Tab move between sections. Section 1 of" in first
    assert scene.sections[0].title in first and "♠" not in first
    press(app, pygame.K_TAB)
    assert ear.texts[-1].startswith(f"Section 2 of {n}. {scene.sections[1].title}")
    press(app, pygame.K_TAB, shift=True)
    press(app, pygame.K_TAB, shift=True)
    assert ear.texts[-1].startswith(f"Section {n} of {n}. {scene.sections[-1].title}")


def test_new_game_from_the_menu_asks_first(app: App, ear: MemorySpeaker) -> None:
    from game.scenes.menus.newgame import NewGameScene

    table = open_table(app)
    table.open_menu()
    app.run(frames=2)
    menu = app.ctx.scenes.top
    assert isinstance(menu, PauseMenuScene)
    menu.new_game()
    assert app.ctx.dialogs.is_open and ear.texts[-1].startswith("New game. Leave this game")
    press(app, pygame.K_ESCAPE)  # Cancel: the game goes on
    assert app.ctx.scenes.top is menu
    menu.new_game()
    press(app, pygame.K_RETURN, frames=3)
    assert isinstance(app.ctx.scenes.top, NewGameScene)


def test_escape_with_a_list_open_closes_the_list_not_settings(app: App, ear: MemorySpeaker) -> None:
    app.ctx.open_scene("settings")
    app.run(frames=2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, SettingsScene)
    menu = scene.controls["animation_speed"]
    menu.current_state.finish()
    menu.current_state = menu.menu_states["expanded"]
    menu.current_state.start()
    app.run(frames=1)
    press(app, pygame.K_ESCAPE)
    assert app.ctx.scenes.top is scene
    assert menu.current_state is menu.menu_states["closed"]
    press(app, pygame.K_ESCAPE, frames=3)
    assert app.ctx.scenes.top is not scene
    del ear


def test_felt_and_card_backs_are_chosen_in_settings(app: App, ear: MemorySpeaker) -> None:
    from dataclasses import replace

    from game.scenes.kit.cards import CardImages

    green = pygame.Color(theme.FELT_CENTRE)
    red_back = CardImages(False).image(None, (60, 84))
    app.ctx.commit_settings(replace(app.ctx.settings, felt="blue", card_back="blue"))
    try:
        assert pygame.Color(theme.FELT_CENTRE) != green
        assert theme.FELT_CENTRE.b > theme.FELT_CENTRE.g  # blue cloth
        table = open_table(app)
        back = table.images.image(None, (60, 84))
        centre = (30, 42)
        assert back.get_at(centre) != red_back.get_at(centre)
        assert back.get_at(centre).b >= back.get_at(centre).r
    finally:
        theme.set_felt("green")
    del ear


def test_settings_explain_the_pointed_row_in_the_footer(app: App, ear: MemorySpeaker) -> None:
    from tests.scenes.tablekit import motion

    app.ctx.open_scene("settings")
    app.run(frames=2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, SettingsScene)
    assert scene.help_text() == ""
    box = scene.controls["high_contrast"].rect
    app.feed(motion((box.x - 40, box.centery)))
    app.run(frames=2)
    assert scene.help_text() == "Darker felt, white text, brighter marks"
    del ear


def test_an_open_list_is_as_wide_as_its_field(app: App, ear: MemorySpeaker) -> None:
    app.ctx.open_scene("settings")
    app.run(frames=2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, SettingsScene)
    menu = scene.controls["animation_speed"]
    menu.current_state.finish()
    menu.current_state = menu.menu_states["expanded"]
    menu.current_state.start()
    app.run(frames=2)
    shown = menu.current_state.options_selection_list
    assert shown.relative_rect.width == menu.relative_rect.width
    del ear
