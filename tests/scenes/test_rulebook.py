"""The rulebook: its words come from the rules being played; the scene opens, scrolls, closes."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.app import App
from game.rules import OPTIONS, Rules
from game.scenes.menus.title import TitleScene
from game.scenes.rulebook.scene import RulebookScene
from game.scenes.rulebook.text import plain_text, rulebook, value_words
from game.scenes.table.scene import TableScene
from game.scenes.table.summary import PauseMenuScene
from game.text.rules_options import option_label
from tests.scenes.tablekit import click, click_into, find_match, open_table


def text_of(rules: Rules) -> str:
    return plain_text(rulebook(rules))


def prose_of(rules: Rules) -> str:
    """The how-to-play sections only (not the list of house rules)."""
    return plain_text([s for s in rulebook(rules) if s.key != "options"])


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


# -- the words --------------------------------------------------------------------------------


def test_standard_rules_in_words() -> None:
    text = text_of(Rules.from_preset("standard"))
    assert "an ordinary seep: 50 points" in text
    assert "a seep by the bidder's opening play: 25 points" in text
    assert "a seep on the last play of the deal (the 48th): 0." in text
    assert "reaching a lead of 100 points" in text
    assert "Under-9 rule: a team whose deal score" in text
    assert "so at most 5 at once" in text
    assert "nor your partner's: only the other team's" in text
    assert "adding to your partner's house needs no key" in text
    assert "Anyone who holds a key may add to a pakka house." in text
    assert "Your partner's cards never count" in text
    assert "only an A, 2, 3 or 4" in text
    assert "the 10♦: 6." in text and "That makes 100 card points" in text
    assert "The match is one baazi." in text
    assert "Strict throws" not in prose_of(Rules())
    assert "These are the standard rules, unchanged." in text


def test_two_house_rules_in_words() -> None:
    text = text_of(Rules.from_preset("two_house"))
    assert "a seep by the bidder's opening play: 11 points" in text
    assert "worth 11 points, not the usual 50" in text
    assert "at most 2 houses on the floor at once" in text
    assert "No new house may be built while 2 houses are on the floor." in text
    assert "loses it at once" in text  # zero-sum seeps
    assert "card points minus 50" in text  # even split
    assert "when its own total reaches 100" in text
    assert "Two-seep rule: a team two full seeps (worth 50 each) ahead" in text
    assert "A raised house is pakka." in text
    assert "or has had a second play made on it" in text
    assert "Only a team that owns it may add to a pakka house." in text
    assert "scored fewer points in a deal bids" in text


def test_pagat_lets_the_partner_raise() -> None:
    text = text_of(Rules.from_preset("pagat"))
    assert "but you may raise your partner's" in text
    assert "These are the Pagat rules, unchanged." in text
    bhoos = text_of(Rules.from_preset("bhoos"))
    assert "going past a lead of 100 points" in bhoos
    assert "(exactly the target is not enough)" in bhoos


def test_custom_overrides_in_words() -> None:
    rules = Rules().replace(
        seep_value=100,
        first_play_seep_value=50,
        last_play_seep_value=25,
        baazi_target=150,
        baazi_count=3,
        min_deal_points=0,
        max_houses=3,
        key_scope="team",
        throw_forbidden_if_can_build=True,
        raise_with_floor_cards=True,
        allow_lay_alongside_build=False,
        partner_add_needs_key=True,
        ten_of_diamonds_points=2,
        most_cards_bonus=4,
        next_dealer_rule="rotate",
    )
    text = text_of(rules)
    assert "an ordinary seep: 100 points" in text
    assert "opening play: 50 points" in text
    assert "(the 48th): 25." in text
    assert "reaching a lead of 150 points" in text
    assert "The match is 3 baazis, all of them played" in text
    assert "There is no under-9 rule" in text and "Under-9 rule:" not in prose_of(rules)
    assert "at most 3 houses on the floor at once" in text
    assert "keys are kept by the team" in text
    assert "Strict throws are played" in text
    assert "with loose cards if you like" in text
    assert "does not make a house in this game" in text
    assert "even to add to your partner's house" in text
    assert "the 10♦: 2;" in text and "captured more cards: 4 (2 each" in text
    assert "That makes 100 card points" in text
    assert "passes one seat to the right" in text
    assert "with 15 house rules changed (marked)" in text
    assert text.count("(changed)") == 15


def test_two_players_and_rounds_in_words() -> None:
    rules = Rules().replace(
        num_players=2, match_mode="rounds", rounds_count=3, rounds_tie="extra_deal"
    )
    text = prose_of(rules)
    assert "for 2 players, each playing alone" in text
    assert "a seep on play 24, the last of the first half: 50 points" in text
    assert "The match is 3 deals." in text
    assert "more deals are played until they differ" in text
    assert "partner" not in text.replace("Partners", "")
    assert "baazi by" not in text


def test_every_house_rule_is_listed_with_its_value() -> None:
    rules = Rules.from_preset("two_house").replace(baazi_target=150)
    text = text_of(rules)
    for spec in OPTIONS:
        assert f"{option_label(spec.name)}: {value_words(spec, getattr(rules, spec.name))}" in text


def _other_value(spec: Any, value: Any) -> Any:
    if spec.choices is not None:
        return next(c for c in spec.choices if c != value)
    return spec.low if value != spec.low else spec.low + 1


@pytest.mark.parametrize("spec", OPTIONS, ids=lambda s: s.name)
def test_every_option_changes_the_words_of_the_rules(spec: Any) -> None:
    """No rule variant is left out of the how-to-play text (only where it applies)."""
    base = Rules()
    if spec.name in ("rounds_count", "rounds_tie"):
        base = base.replace(match_mode="rounds")
    if spec.name == "even_split_win_measure":
        base = base.replace(scoring_method="even_split")
    if spec.name == "baazi_count":
        base = base.replace(baazi_count=2)
    if spec.name == "two_seep_lead_wins":
        base = base.replace(two_seep_lead_wins=True)
    other = base.replace(**{spec.name: _other_value(spec, getattr(base, spec.name))})
    assert prose_of(other) != prose_of(base)


# -- the scene --------------------------------------------------------------------------------


def test_the_titles_rules_button_opens_the_standard_rulebook(app: App) -> None:
    title = app.ctx.scenes.top
    assert isinstance(title, TitleScene)
    scene = click_into(app, title.buttons["rules"], RulebookScene)
    assert scene.rules == Rules.from_preset("standard")
    assert "an ordinary seep: 50 points" in scene.text
    assert scene.items and scene.content_h > scene.geometry.page.height
    screen = pygame.Rect((0, 0), app.ctx.screen_size)
    assert all(screen.contains(b.rect) for b in scene.toc_buttons)
    assert scene.toc_buttons[0].is_selected
    app.feed(key(pygame.K_ESCAPE))
    app.run(frames=2)
    assert app.ctx.scenes.top is title


def test_scrolling_by_wheel_keys_bar_and_contents(app: App) -> None:
    app.ctx.open_scene("rules")
    app.run(frames=2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, RulebookScene)
    app.feed(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, precise_x=0.0, precise_y=-2.0))
    app.run(frames=30)
    assert scene.view.y > 0
    app.feed(key(pygame.K_END))
    app.run(frames=30)
    assert scene.view.y == pytest.approx(scene.max_scroll)
    assert scene.toc_buttons[-1].is_selected
    app.feed(key(pygame.K_HOME))
    app.run(frames=30)
    assert scene.view.y == pytest.approx(0)
    houses = next(i for i, s in enumerate(scene.sections) if s.key == "houses")
    click(app, scene.toc_buttons[houses].rect.center, frames=30)
    assert scene.view.y == pytest.approx(scene.anchors[houses])
    assert scene.toc_buttons[houses].is_selected and not scene.toc_buttons[0].is_selected
    # Drag the scroll bar's thumb to the bottom.
    thumb = scene._thumb()
    track = scene.geometry.track
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=thumb.center))
    app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, track.bottom + 50)))
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(thumb.centerx, track.bottom)))
    app.run(frames=2)
    assert scene.view.y == pytest.approx(scene.max_scroll)
    app.feed(key(pygame.K_PAGEUP))
    app.run(frames=30)
    assert 0 < scene.view.y < scene.max_scroll


def test_the_rulebook_fits_small_and_large_windows(app: App) -> None:
    app.ctx.open_scene("rules")
    app.run(frames=2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, RulebookScene)
    app.feed(key(pygame.K_END))
    app.run(frames=20)
    for size in ((800, 500), (2560, 1440), (1024, 640)):
        app.feed(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        app.run(frames=2)
        screen = pygame.Rect((0, 0), size)
        assert screen.contains(scene.geometry.panel)
        assert all(screen.contains(b.rect) for b in scene.toc_buttons)
        assert scene.back_button is not None and screen.contains(scene.back_button.rect)
        assert all(it.x + it.surf.get_width() <= scene.geometry.page.width for it in scene.items)
        assert scene.view.y == pytest.approx(scene.max_scroll, abs=2)  # still at the end


def test_the_menus_rules_show_the_matchs_own_rules(app: App) -> None:
    rules = Rules.from_preset("two_house").replace(baazi_target=150)
    scene = open_table(app, find_match(lambda m: True, rules=rules))
    menu = click_into(app, scene.buttons["menu"], PauseMenuScene, frames=2)
    book = click_into(app, menu.buttons["rules"], RulebookScene)
    assert book.rules == rules
    assert "a seep by the bidder's opening play: 11 points" in book.text
    assert "when its own total reaches 150" in book.text
    assert "with 1 house rule changed" in book.note
    assert book.back_button is not None
    click(app, book.back_button.rect.center, frames=3)
    assert app.ctx.scenes.top is menu
    app.feed(key(pygame.K_ESCAPE))
    app.run(frames=2)
    assert isinstance(app.ctx.scenes.top, TableScene) and app.ctx.scenes.top is scene


#: The rules file's option codes: a player never reads or hears one.
OPTION_CODES = sorted(
    {c for spec in OPTIONS for c in (spec.choices or ()) if isinstance(c, str) and "_" in c}
    | {"additive", "difference", "gap", "reach", "exceed"}
)


def _every_rulebook() -> list[Rules]:
    """The presets, for four and for two, and every choice of every house rule."""
    books = []
    for preset in ("standard", "pagat", "bhoos", "two_house"):
        base = Rules.from_preset(preset).to_json()
        books += [Rules.from_json(base), Rules.from_json({**base, "num_players": 2})]
    for spec in OPTIONS:
        for choice in spec.choices or ():
            books.append(Rules.from_json({**Rules().to_json(), spec.name: choice}))
    return books


def test_the_rulebook_reads_no_option_code_and_one_number_style() -> None:
    for rules in _every_rulebook():
        text = text_of(rules)
        assert "_" not in text
        for code in OPTION_CODES:
            assert f"{code}:" not in text, (code, rules.to_json())
        assert "–" not in text  # "from 9 to 13", never "9–13"
