"""The Settings four-colour option switches the table's cards to ``assets/cards/four/``."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.media.assets import asset_path
from game.rules import parse_card
from game.scenes.kit.cards import CardImages, card_file
from game.scenes.menus.settings import SettingsScene
from game.scenes.table.scene import TableScene
from game.scenes.table.summary import PauseMenuScene
from tests.scenes.tablekit import click, click_into, find_match, game_of, open_table


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    if a.get_size() != b.get_size():
        return False
    w, h = a.get_size()
    points = [(x * w // 7, y * h // 9) for x in range(1, 7) for y in range(1, 9)]
    return all(a.get_at(p) == b.get_at(p) for p in points)


def expected(card: int, size: tuple[int, int], four: bool) -> pygame.Surface:
    parts = ("cards", "four") if four else ("cards",)
    if size[1] > 250:
        parts = (*parts, "2x")
    image = pygame.image.load(str(asset_path(*parts, f"{card_file(card)}.png"))).convert_alpha()
    return pygame.transform.smoothscale(image, size)


def test_the_four_colour_files_exist_for_every_card() -> None:
    for four in (False, True):
        images = CardImages(four)
        for card in range(52):
            for big in (False, True):
                path = images.path(card_file(card), big)
                assert path.exists(), path
                assert ("four" in path.parts) == four
        assert "four" not in images.path("back", False).parts  # one back for both decks


@pytest.mark.parametrize("name", ["Td", "5c", "Kh", "As"])
def test_switching_decks_switches_the_images(app: App, name: str) -> None:
    images = CardImages(False)
    card = parse_card(name)
    size = (87, 122)
    normal = images.image(card, size)
    assert same(normal, expected(card, size, four=False))
    images.set_four_colour(True)
    four = images.image(card, size)
    assert same(four, expected(card, size, four=True))
    if name[1] in "dc":  # diamonds blue, clubs green: the pictures differ
        assert not same(four, normal)
    images.set_four_colour(False)
    assert same(images.image(card, size), normal)


def test_the_settings_option_switches_the_table_in_play(app: App) -> None:
    scene = open_table(app, find_match(lambda m: True))
    hand = game_of(scene).match.position.hand(0)
    diamond = next((c for c in hand if card_file(c)[1] in "dc"), hand[0])
    size = scene.board.sprites[diamond].size()
    assert not scene.images.four_colour
    before = scene.images.image(diamond, size)
    # Menu → Settings → tick the four-colour deck → Back → Resume.
    menu = click_into(app, scene.buttons["menu"], PauseMenuScene, frames=2)
    settings = click_into(app, menu.buttons["settings"], SettingsScene)
    settings.controls["four_colour_deck"].set_state(True)
    assert settings.back_button is not None
    click(app, settings.back_button.rect.center, frames=3)
    assert app.ctx.scenes.top is menu
    assert app.ctx.settings.four_colour_deck
    assert app.ctx.store.load_settings().four_colour_deck
    click(app, menu.buttons["resume"].rect.center, frames=3)
    assert app.ctx.scenes.top is scene
    assert scene.images.four_colour
    after = scene.images.image(diamond, size)
    assert same(after, expected(diamond, size, four=True))
    assert same(before, expected(diamond, size, four=False))


def test_a_new_table_starts_with_the_chosen_deck(app: App) -> None:
    app.ctx.settings.four_colour_deck = True
    scene = open_table(app, find_match(lambda m: True))
    assert isinstance(scene, TableScene) and scene.images.four_colour
    card = parse_card("Td")
    assert same(scene.images.image(card, (87, 122)), expected(card, (87, 122), four=True))
