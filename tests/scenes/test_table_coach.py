"""The coach at the table: its remark on the human's move in the log, a toast and speech; off
when the setting is off and against Hard players."""

from __future__ import annotations

from game.app import App
from game.play.coach import Coach
from game.play.spoken import for_the_ear
from game.rules import Match, legal_moves
from game.speech import MemorySpeaker
from game.speech.switch import SpeechSwitch
from tests.scenes.tablekit import HUMAN, find_match, game_of, open_table, settle


def _remarked(match: Match) -> bool:
    pos = match.position
    return any(Coach(HUMAN).after_move(pos, m) is not None for m in legal_moves(pos))


def test_the_coach_remarks_once_in_the_log_the_toast_and_speech(app: App) -> None:
    match = find_match(_remarked)
    speaker = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    scene = open_table(app, match, opponents="easy", partner="easy")
    pos = scene.position
    move = next(m for m in legal_moves(pos) if Coach(HUMAN).after_move(pos, m) is not None)
    remark = Coach(HUMAN, scene.words.names).after_move(pos, move)
    assert remark is not None
    heard = len(speaker.texts)
    assert game_of(scene).play(move) is None
    scene._take_events()
    assert scene.log.lines.count(remark.text) == 1
    assert scene.log.lines.index(remark.text) == len(scene.log.lines) - 1  # after the move
    assert scene.notes.toast is not None and scene.notes.toast.text == remark.text
    spoken = speaker.texts[heard:]
    assert sum(for_the_ear(remark.text) in t for t in spoken) == 1
    settle(app, 2)
    assert scene.log.lines.count(remark.text) == 1


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

    scene = open_table(app, opponents="expert")
    assert scene.coach is None  # quiet against Expert
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0))
    app.run(frames=1)
    assert scene.coach is not None
    assert scene.notes.toast is not None and scene.notes.toast.text == scene.words.coach_answer(
        "on"
    )
    app.ctx.settings.coach = False
    scene.coach = None
    scene.ask_coach()
    assert scene.coach is None and scene.notes.toast.text == scene.words.coach_answer("off")
