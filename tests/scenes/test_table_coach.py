"""The coach at the table: its remark on the human's move in the log, a toast and speech; off
when the setting is off and against Hard players."""

from __future__ import annotations

import time

from game.app import App
from game.play.coach import Coach
from game.rules import Match, legal_moves
from game.text.coach import remark_text
from game.text.spoken import for_the_ear
from tests.scenes.driver import TableDriver
from tests.scenes.tablekit import HUMAN, find_match, open_table


def _remarked(match: Match) -> bool:
    pos = match.position
    return any(Coach(HUMAN).after_move(pos, m) is not None for m in legal_moves(pos))


def test_the_coach_remarks_once_in_the_log_the_toast_and_speech(app: App) -> None:
    match = find_match(_remarked)
    table = TableDriver.open(app, match, opponents="easy", partner="easy")
    table.scene.pace = 10.0  # the next player takes its time: the remark is the last line
    pos = table.position
    move = next(m for m in legal_moves(pos) if Coach(HUMAN).after_move(pos, m) is not None)
    remark = Coach(HUMAN).after_move(pos, move)
    assert remark is not None
    text = remark_text(remark, table.scene.words.names)
    heard = len(table.said())
    scene = table.scene
    spent: list[float] = []  # processor seconds the coach takes in each frame (a busy
    # machine taking the processor away is not the coach's doing)
    think = scene._coach_thinks

    def timed() -> None:
        start = time.thread_time()
        think()
        spent.append(time.thread_time() - start)

    scene._coach_thinks = timed  # type: ignore[method-assign]
    table.play(move)
    table.until(lambda: not scene.coach_judging)  # thought over frames, then said
    assert len(spent) > 2 and max(spent) < 0.05  # no frame stalls (at once: 44-146 ms)
    log = table.log()
    assert log.count(text) == 1
    assert log.index(text) == len(log) - 1  # after the move
    assert table.toast() == text
    spoken = table.said()[heard:]
    assert sum(for_the_ear(text) in t for t in spoken) == 1
    table.frames(2)
    assert table.log().count(text) == 1


def test_the_coach_keeps_quiet_when_off_or_against_hard_players(app: App) -> None:
    match = find_match(_remarked)
    app.ctx.settings.coach = False
    scene = open_table(app, match)
    assert scene.coach is None
    app.ctx.scenes.pop()
    app.ctx.settings.coach = True
    scene = open_table(app, match, opponents="hard")
    assert scene.coach is None
    app.ctx.scenes.pop()
    scene = open_table(app, match, opponents="easy")
    assert scene.coach is not None


def test_c_asks_the_coach_in_a_game_against_expert(app: App) -> None:
    import pygame

    table = TableDriver.open(app, opponents="expert")
    scene = table.scene
    assert scene.coach is None  # quiet against Expert
    table.key(pygame.K_c, unicode="c")
    assert scene.coach is not None
    assert table.toast() == scene.words.coach_answer("on")
    assert table.said()[-1] == scene.words.coach_answer("on")
    table.key(pygame.K_c, unicode="c")
    assert table.toast() == scene.words.coach_answer("already")
