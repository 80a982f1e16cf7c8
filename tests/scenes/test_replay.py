"""Kept games and the replay viewer: listed, replayed move by move with every hand face up,
exported and imported from the screen; 'Review the game' from the match result."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.play.replaying import Cursor, steps_of
from game.rules import Match, Rules, replay
from game.scenes.menus import kept_games
from game.scenes.menus.kept_games import KeptGamesScene
from game.scenes.menus.replay import ReplayScene
from game.scenes.menus.statistics import StatisticsScene
from game.scenes.table.summary import DealSummaryScene, MatchResultScene
from game.storage.records import RecordStore
from game.storage.store import SaveStore
from tests.scenes.tablekit import (
    click,
    find_match,
    game_of,
    open_from_title,
    open_table,
    play_through_ui,
)
from tests.storage.test_kept_records import finished


@pytest.fixture(scope="module")
def match() -> Match:
    return finished(11)


def key(app: App, k: int, times: int = 1) -> None:
    for _ in range(times):
        app.feed(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.run(frames=2)


def test_steps_follow_the_record(match: Match) -> None:
    r = steps_of(match.record(), ("You", "East", "North", "West"), 0)
    assert len(r.starts) == len(match.history)
    moves = sum(len(d.moves) for d in match.history)
    thrown = sum(1 for d in match.history if not d.moves)
    assert len(r.steps) == len(match.history) + moves + thrown
    last = r.steps[-1]
    assert last.baazis == tuple(match.baazis) and last.deal_done
    assert r.steps[0].line.startswith("Deal 1:")
    assert all(all(h is not None for h in s.position.hands) for s in r.steps)
    c = Cursor(r)
    assert not c.previous_move() and c.next_move() and c.index == 1
    assert c.next_deal() and c.index == r.starts[1]
    assert c.previous_deal() and c.index == 0
    assert c.last() and c.index == len(r.steps) - 1 and not c.next_move()
    assert c.first() and c.index == 0


def open_kept(app: App) -> KeptGamesScene:
    stats = open_from_title(app, "statistics", StatisticsScene)
    assert stats.games_button is not None
    click(app, stats.games_button.rect.center, frames=3)
    scene = app.ctx.scenes.top
    assert isinstance(scene, KeptGamesScene)
    return scene


def test_a_kept_game_replays_with_every_hand_face_up(
    app: App, save_root: Path, match: Match
) -> None:
    name = RecordStore(save_root).keep(match, human=0, opponents="hard", partner="easy")
    scene = open_kept(app)
    assert [g.name for g in scene.games] == [name]
    assert scene.buttons["replay"].is_enabled is False  # nothing chosen yet
    key(app, pygame.K_DOWN)
    assert scene.chosen == 0 and scene.buttons["replay"].is_enabled
    key(app, pygame.K_RETURN)
    viewer = app.ctx.scenes.top
    assert isinstance(viewer, ReplayScene)
    start = viewer.cursor.step
    assert start.move == 0 and viewer.log.lines[-1].startswith("Deal 1:")
    key(app, pygame.K_RIGHT, 6)
    step = viewer.cursor.step
    assert step.move == 6 and len(viewer.log.lines) == 7
    first_deal = match.history[0]
    hands = [c for s in range(4) for c in step.position.hand(s)]
    assert hands and all(viewer.board.sprites[c].face == 1.0 for c in hands)
    assert viewer.log.lines[-1] == viewer.cursor.step.line
    assert step.position.plays_made == 5 and len(first_deal.moves) >= 6
    key(app, pygame.K_DOWN)
    assert viewer.cursor.step.deal == 1 and viewer.cursor.step.move == 0
    key(app, pygame.K_END)
    assert viewer.cursor.step.baazis == tuple(match.baazis)
    assert not viewer.buttons["next"].is_enabled and viewer.buttons["previous"].is_enabled
    click(app, viewer.buttons["first"].rect.center)
    assert viewer.cursor.index == 0
    click(app, viewer.buttons["next_deal"].rect.center)
    assert viewer.cursor.step.deal == 1
    key(app, pygame.K_ESCAPE)
    assert app.ctx.scenes.top is scene


def test_export_and_import_from_the_screen(
    app: App, save_root: Path, match: Match, monkeypatch: pytest.MonkeyPatch
) -> None:
    downloads = save_root / "Downloads"
    downloads.mkdir()
    monkeypatch.setattr(kept_games, "downloads_folder", lambda: downloads)
    shown: list[Path] = []
    monkeypatch.setattr(kept_games, "show_folder", shown.append)
    RecordStore(save_root).keep(match, human=0, opponents="medium", partner="easy")
    scene = open_kept(app)
    scene.select(0)
    app.run(frames=1)
    assert scene.path_entry is not None and scene.path_entry.get_text() == ""  # no raw path
    click(app, scene.buttons["export"].rect.center)
    dialog = app.ctx.dialogs.top
    [exported] = downloads.glob("seep-game-*.json")
    assert dialog is not None and dialog.text == f"Exported to Downloads/{exported.name}"
    assert [c.label for c in dialog.choices] == ["Open the folder", "OK"]
    assert replay(json.loads(exported.read_text())).record() == match.record()
    assert scene.path_entry.get_text() == ""
    app.ctx.dialogs.choose(dialog, dialog.choices[0])
    app.run(frames=1)
    assert shown == [downloads]  # the file manager opens on the folder
    app.ctx.dialogs.close_all()
    scene.path_entry.set_text(str(exported))
    click(app, scene.buttons["import"].rect.center)
    dialog = app.ctx.dialogs.top
    assert dialog is not None and "checked move by move" in dialog.text
    assert len(scene.games) == 2 and scene.games[0].imported
    app.ctx.dialogs.close_all()
    bad = json.loads(exported.read_text())
    bad["deals"][0]["moves"][1] = {"action": "bid", "value": 9}
    broken = save_root / "broken.json"
    broken.write_text(json.dumps(bad))
    scene.import_path(str(broken))
    dialog = app.ctx.dialogs.top
    assert dialog is not None and "deal 1, move 2" in dialog.text
    assert len(RecordStore(save_root).list()) == 2


def test_keep_the_last_is_a_setting(app: App, save_root: Path, match: Match) -> None:
    store = RecordStore(save_root)
    for _ in range(3):
        store.keep(match, human=0, opponents="easy", partner="easy")
    scene = open_kept(app)
    assert len(scene.games) == len(store.names())
    scene.set_keep(0)
    assert SaveStore(save_root).load_settings().records_kept == 0
    assert scene.games == [] and RecordStore(save_root).names() == []


def test_review_the_game_from_the_match_result(app: App, save_root: Path) -> None:
    rules = Rules().replace(match_mode="rounds", rounds_count=1)
    match = find_match(lambda m: m.position.plays_made >= 44, rules=rules)
    table = open_table(app, match, opponents="hard")
    rng = random.Random(4)
    for _ in range(3000):
        top = app.ctx.scenes.top
        if isinstance(top, DealSummaryScene):
            top.default_action()
            app.run(frames=3)
        elif isinstance(top, MatchResultScene):
            break
        elif top is table and table.my_turn():
            play_through_ui(app, table, rng)
        else:
            app.run(frames=1)
    result = app.ctx.scenes.top
    assert isinstance(result, MatchResultScene)
    click(app, result.buttons["review"].rect.center, frames=3)
    viewer = app.ctx.scenes.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.replay.rules_match.record() == game_of(table).match.record()
    key(app, pygame.K_ESCAPE)
    assert app.ctx.scenes.top is result
    click(app, result.buttons["title"].rect.center, frames=3)  # the result works again
    assert app.ctx.scenes.top is not result
    # and the match was kept for later
    [kept] = RecordStore(save_root).list()
    assert kept.opponents == "hard"


def test_a_move_forward_is_played_out_and_lands_where_it_should(
    app: App, save_root: Path, match: Match
) -> None:
    from game.storage.settings import AnimationSpeed

    name = RecordStore(save_root).keep(match, human=0, opponents="hard", partner="easy")
    scene = open_kept(app)
    scene.open_replay(name)
    app.run(frames=2)
    viewer = app.ctx.scenes.top
    assert isinstance(viewer, ReplayScene)
    app.ctx.settings.animation_speed = AnimationSpeed.NORMAL
    for _ in range(4):  # the bid, the opening play and its dealing, then plays
        key(app, pygame.K_RIGHT)
        app.run(frames=120)  # let the flights land
        rest = viewer.board.rest_places(viewer.position)
        for card, place in rest.items():
            sprite = viewer.board.sprites[card]
            assert (round(sprite.x), round(sprite.y)) == (round(place.x), round(place.y)), card
            if place.kind == "hand":
                assert sprite.face == 1.0
    assert viewer.cursor.step.move == 4
    key(app, pygame.K_RIGHT)  # and a jump while a flight is going lands everything at once
    key(app, pygame.K_HOME)
    rest = viewer.board.rest_places(viewer.position)
    assert all(round(viewer.board.sprites[c].x) == round(r.x) for c, r in rest.items())


def test_browse_picks_the_file_to_import(app: App, save_root: Path, match: Match) -> None:
    import pygame_gui

    store = RecordStore(save_root)
    path = store.export(store.keep(match, human=0, opponents="easy", partner="easy"))
    scene = open_kept(app)
    click(app, scene.buttons["browse"].rect.center, frames=3)
    dialog = scene.file_dialog
    assert dialog is not None and dialog.alive()
    app.feed(pygame.event.Event(pygame_gui.UI_FILE_DIALOG_PATH_PICKED, text=str(path),
                                ui_element=dialog))  # fmt: skip
    app.run(frames=2)
    assert scene.path_entry is not None and scene.path_entry.get_text() == str(path)
    scene.back()
    app.run(frames=2)
    assert not dialog.alive()


def test_statistics_kept_games_and_replays_by_ear(app: App, save_root: Path, match: Match) -> None:
    """The statistics are read aloud table by table, the kept games row by row, the replay
    move by move (issue 9: every screen speaks)."""
    from game.speech import MemorySpeaker
    from game.speech.switch import SpeechSwitch
    from game.text.spoken import for_the_ear

    speaker = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    RecordStore(save_root).keep(match, human=0, opponents="hard", partner="easy")
    stats = open_from_title(app, "statistics", StatisticsScene)
    said = speaker.texts[-1]
    assert said.startswith("Statistics") and said.endswith("K: kept games. Escape: back.")
    key(app, pygame.K_TAB)
    assert speaker.texts[-1].startswith(("Statistics, by rules.", "Statistics. "))
    key(app, pygame.K_k)
    kept = app.ctx.scenes.top
    assert isinstance(kept, KeptGamesScene) and kept is not stats
    assert speaker.texts[-1].startswith("Kept games, 1 item. ")
    key(app, pygame.K_DOWN)
    assert speaker.texts[-1].endswith(", 1 of 1.")
    key(app, pygame.K_RETURN)
    viewer = app.ctx.scenes.top
    assert isinstance(viewer, ReplayScene)
    key(app, pygame.K_RIGHT)
    line = viewer.log.lines[-1]
    assert speaker.texts[-1].endswith(for_the_ear(line)) and "♠" not in speaker.texts[-1]
    assert speaker.texts[-1].startswith("Deal 1")
