"""The statistics screen, and the table counting deals and matches into it."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.rules import Match, Rules
from game.scenes.menus.statistics import StatisticsScene, table_cells
from game.scenes.menus.title import TitleScene
from game.scenes.table.scene import TableScene
from game.scenes.table.summary import DealSummaryScene, MatchResultScene
from game.storage.stats import LevelStats, Stats
from game.storage.store import SaveStore
from tests.scenes.tablekit import (
    click,
    find_match,
    game_of,
    open_from_title,
    open_table,
    play_through_ui,
    run_until,
)


def some_stats() -> Stats:
    s = Stats()
    s.record_deal(
        "1:1",
        "hard",
        our_score=88,
        their_score=20,
        seeps=((0, 3, 50),),
        human=0,
        players=4,
        baazi_winner=None,
    )
    s.record_match("1:match", "hard", won=True, drawn=False)
    s.record_match("2:match", "easy", won=False, drawn=False)
    return s


def open_statistics(app: App) -> StatisticsScene:
    return open_from_title(app, "statistics", StatisticsScene)


def cell(scene: StatisticsScene, label: str, column: str) -> str:
    grid = table_cells(scene.stats)
    col = grid[0].index(column)
    return next(row[col] for row in grid if row[0] == label)


def test_the_title_opens_statistics_and_escape_returns(app: App, save_root: Path) -> None:
    SaveStore(save_root).save_stats(some_stats())
    scene = open_statistics(app)
    assert cell(scene, "Games played", "All") == "2"
    assert cell(scene, "Won", "Hard") == "1" and cell(scene, "Lost", "Easy") == "1"
    assert cell(scene, "Win rate", "All") == "50%"
    assert cell(scene, "Best deal (points)", "Hard") == "88"
    assert cell(scene, "Best deal (points)", "Easy") == "–"
    assert cell(scene, "Seeps by you", "All") == "1"
    screen = pygame.Rect((0, 0), app.ctx.screen_size)
    assert all(screen.contains(r) for r in scene.row_rects())
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.run(frames=2)
    assert isinstance(app.ctx.scenes.top, TitleScene)


def test_reset_asks_first(app: App, save_root: Path) -> None:
    SaveStore(save_root).save_stats(some_stats())
    scene = open_statistics(app)
    assert scene.reset_button is not None and scene.reset_button.is_enabled
    click(app, scene.reset_button.rect.center)
    dialog = app.ctx.dialogs.top
    assert dialog is not None and "cannot be undone" in dialog.text
    click(app, dialog.buttons[1].rect.center)  # Cancel
    assert scene.stats.total().games == 2
    assert SaveStore(save_root).load_stats().total().games == 2
    click(app, scene.reset_button.rect.center)
    dialog = app.ctx.dialogs.top
    assert dialog is not None
    click(app, dialog.buttons[0].rect.center)  # Reset
    assert scene.stats.total() == LevelStats()
    assert SaveStore(save_root).load_stats().total() == LevelStats()
    assert not scene.reset_button.is_enabled


def test_a_damaged_statistics_file_is_reported(app: App, save_root: Path) -> None:
    (save_root / "stats.json").write_text("[1, 2", encoding="utf-8")
    scene = open_statistics(app)
    dialog = app.ctx.dialogs.top
    [bad] = save_root.glob("stats.json.*.bad")
    assert dialog is not None and bad.name in dialog.text
    assert scene.stats == Stats()
    assert bad.read_text(encoding="utf-8") == "[1, 2"


@pytest.mark.parametrize("size", [(800, 500), (2560, 1440)])
def test_statistics_fit_the_window(app: App, size: tuple[int, int]) -> None:
    scene = open_statistics(app)
    app.feed(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.run(frames=2)
    screen = pygame.Rect((0, 0), size)
    assert screen.contains(scene.geometry.panel)
    assert all(scene.geometry.panel.contains(r) for r in scene.row_rects())
    assert scene.back_button is not None and screen.contains(scene.back_button.rect)


def _play_out(app: App, scene: TableScene) -> None:
    """Let the computer players (and the human, by hint-free random clicks) finish the deal."""

    rng = random.Random(4)
    for _ in range(3000):
        top = app.ctx.scenes.top
        if isinstance(top, DealSummaryScene | MatchResultScene):
            return
        if top is scene and scene.my_turn():
            play_through_ui(app, scene, rng)
        else:
            app.run(frames=1)
    raise AssertionError("the deal did not end")


def test_the_table_counts_a_deal_as_it_ends(app: App, save_root: Path) -> None:
    match = find_match(lambda m: m.position.plays_made >= 40)
    scene = open_table(app, match, opponents="expert", partner="easy")
    _play_out(app, scene)
    summary = game_of(scene).match.summaries[-1]
    stats = SaveStore(save_root).load_stats()
    expert = stats.levels["expert"]
    assert expert.deals == 1 and stats.total().deals == 1
    assert expert.best_deal == summary.deal_score[0]
    assert expert.deals_won == (1 if summary.deal_score[0] > summary.deal_score[1] else 0)
    assert expert.seeps_team == sum(1 for s, _p, _v in summary.seeps if s % 2 == 0)
    # Seen again (as after Continue): not counted twice.
    assert game_of(scene).stats is not None
    game_of(scene).stats.deal_ended(game_of(scene).match, scene.setup)
    assert SaveStore(save_root).load_stats().total().deals == 1


def test_the_table_counts_the_match_when_it_is_over(app: App, save_root: Path) -> None:
    rules = Rules().replace(match_mode="rounds", rounds_count=1)
    match = find_match(lambda m: m.position.plays_made >= 44, rules=rules)
    scene = open_table(app, match, opponents="hard")
    _play_out(app, scene)
    assert game_of(scene).match.finished
    hard = SaveStore(save_root).load_stats().levels["hard"]
    winner = game_of(scene).match.winner
    assert hard.games == 1 and hard.deals == 1
    assert (hard.won, hard.lost, hard.drawn) == (
        int(winner == 0),
        int(winner == 1),
        int(winner == "draw"),
    )
    summary = app.ctx.scenes.top
    assert isinstance(summary, DealSummaryScene)
    summary.default_action()
    app.run(frames=3)
    result = app.ctx.scenes.top
    assert isinstance(result, MatchResultScene)
    click(app, result.buttons["title"].rect.center, frames=3)
    stats_scene = open_statistics(app)
    assert cell(stats_scene, "Games played", "Hard") == "1"


def test_a_damaged_file_met_at_the_end_of_a_deal_is_reported(app: App, save_root: Path) -> None:
    (save_root / "stats.json").write_text("{", encoding="utf-8")
    match = find_match(lambda m: m.position.plays_made >= 44)
    scene = open_table(app, match)
    _play_out(app, scene)
    run_until(app, lambda: app.ctx.dialogs.is_open, limit=50)
    dialog = app.ctx.dialogs.top
    [bad] = save_root.glob("stats.json.*.bad")
    assert dialog is not None and bad.name in dialog.text
    assert SaveStore(save_root).load_stats().total().deals == 1  # a fresh file, this deal in it


def test_autoplay_counts_nothing(app: App, save_root: Path) -> None:
    match = Match.start(Rules(), seed=3)
    scene = open_table(app, match, autoplay=True)
    run_until(
        app,
        lambda: bool(game_of(scene).match.summaries and game_of(scene).match.deal_done),
        limit=4000,
    )
    app.run(frames=3)
    assert not (save_root / "stats.json").exists()


def rich_stats() -> Stats:
    from game.storage.stats import MatchEntry

    s = some_stats()
    for i, (result, points) in enumerate([("won", 180), ("lost", -40), ("won", 90)]):
        s.record_match(
            f"r{i}:match",
            "medium",
            won=result == "won",
            drawn=False,
            preset="pagat",
            entry=MatchEntry("2026-12-01T10:00:00", "medium", "pagat", result, points, 3, (1, 0)),
        )
    return s


def test_tabs_show_by_rules_and_the_last_matches(app: App, save_root: Path) -> None:
    from game.scenes.menus.statistics import points_series, recent_rows, win_bars

    SaveStore(save_root).save_stats(rich_stats())
    scene = open_statistics(app)
    click(app, scene.tab_buttons["preset"].rect.center)
    assert scene.view == "preset"
    grid = table_cells(scene.stats, scene.view)
    assert grid[0][:4] == ["Rules", "All", "Standard", "Pagat"]
    games = next(row for row in grid if row[0] == "Games played")
    assert games[3] == "3"
    click(app, scene.tab_buttons["recent"].rect.center)
    assert scene.view == "recent" and len(scene.recent_rects()) == 3
    assert recent_rows(scene.stats)[0][1] == "Won 1–0"  # newest first
    assert points_series(scene.stats) == [60.0, -40 / 3, 30.0]
    bars = dict((name, rate) for name, rate, _text in win_bars(scene.stats))
    assert bars["Medium"] == 2 / 3 and bars["Expert"] is None
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
    app.run(frames=2)
    assert scene.view == "level"


def test_a_match_of_the_last_ones_opens_its_replay(app: App, save_root: Path) -> None:
    from game.play.savegame import GameSetup
    from game.scenes.menus.replay import ReplayScene
    from game.storage.records import RecordStore
    from game.storage.saves import StoreStats
    from tests.storage.test_kept_records import finished

    match = finished(11)
    StoreStats(SaveStore(save_root)).deal_ended(match, GameSetup(match.rules, seed=11))
    [kept] = RecordStore(save_root).list()
    scene = open_statistics(app)
    scene.show("recent")
    [row] = scene.recent_rects()
    assert scene.stats.recent[0].record == kept.name
    click(app, row.center, frames=3)
    viewer = app.ctx.scenes.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.replay.rules_match.record() == match.record()
