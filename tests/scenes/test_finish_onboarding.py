"""Issue 29 (12): the first start offers the tutorial, a saved game focuses Continue, the bid
says what it obliges and the table reminds the bidder until the opening is made, and New
game's help line speaks on every row (what a baazi is, each match length)."""

from __future__ import annotations

from pathlib import Path

import pygame
from pygame_gui.elements import UILabel

from game.app import App
from game.rules import legal_moves
from game.scenes.menus.newgame import NewGameScene
from game.scenes.menus.title import TitleScene, first_start
from game.storage.store import SaveStore
from game.text.finish import bid_obliges, opening_reminder, welcome_offer
from tests.scenes.tablekit import bid_list, make_app, open_table


def test_the_first_start_offers_the_tutorial(app: App) -> None:
    title = app.ctx.scenes.top
    assert isinstance(title, TitleScene)
    assert first_start(app.ctx.store) and title.welcome
    offer = title._art["offer"].get_rect()
    assert offer.width <= app.ctx.screen_size[0] - title.layout.panel.right
    assert welcome_offer() == "New to Seep? Learn in 10 minutes"
    said: list[str] = []
    app.ctx.say = lambda text, **_k: said.append(text)  # type: ignore[method-assign]
    title.resume()
    assert said[-1].endswith("New to Seep? Learn in 10 minutes.")  # heard too


def test_a_saved_game_focuses_continue_and_ends_the_offer(tmp_path: Path) -> None:
    SaveStore(tmp_path).save_game({"deal": 1})
    app = make_app(tmp_path)
    try:
        title = app.ctx.scenes.top
        assert isinstance(title, TitleScene)
        assert title.focus == "continue"
        assert not title.welcome and "offer" not in title._art
    finally:
        app.close()


def _drawn_rows(scene: object, app: App) -> list[str]:
    drawn: list[str] = []
    texts = scene.drawing.hud.texts  # type: ignore[attr-defined]
    real = type(texts).text

    def text(s: str, *a: object, **k: object) -> pygame.Surface:
        drawn.append(s)
        return real(texts, s, *a, **k)  # type: ignore[arg-type]

    texts.text = text
    app.run(frames=1)
    del texts.text
    return drawn


def test_the_bid_says_what_it_obliges_and_the_table_reminds_the_bidder(app: App) -> None:
    scene = open_table(app)  # seed 11: we bid first
    panel = bid_list(app, scene)
    labels = [e.text for e in panel.panel.get_container().elements if isinstance(e, UILabel)]
    assert bid_obliges() in labels
    assert "capture, build or throw" in bid_obliges()
    panel.pick(0)
    for _ in range(300):
        if scene.my_turn() and not scene.animator.busy:
            break
        app.run(frames=1)
    pos = scene.position
    assert pos.phase == "play" and pos.plays_made == 0 and pos.bid is not None
    reminder = " ".join(opening_reminder(pos.bid).split())
    shown = " ".join(s for s in _drawn_rows(scene, app) if s in reminder)
    assert shown == reminder  # all of it, on one line or two
    scene.controller.play(legal_moves(pos)[0])
    app.run(frames=120)
    assert not any(s in reminder for s in _drawn_rows(scene, app) if len(s) > 8)


def test_new_games_help_line_speaks_on_every_row(app: App) -> None:
    app.ctx.open_scene("new_game")
    app.run(frames=2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, NewGameScene)
    for name in ("players", "partner", "opponents", "preset", "length"):
        assert scene.labels[name][1], name
    length = scene.labels["length"][1]
    assert "baazi" in length.lower() and "three" in length and "deals" in length
