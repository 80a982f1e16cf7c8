"""Issue 14's "done when", by ear: in Punjabi (and Hindi) the whole tutorial is finished by
keyboard, every task and answer spoken in the language; and a deal is played and heard in it."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.app import App, parse_args
from game.rules import legal_moves
from game.scenes.table.scene import TableScene
from game.scenes.table.summary import DealSummaryScene
from game.scenes.tutorial.scene import TutorialScene
from game.speech import MemorySpeaker
from game.speech.switch import SpeechSwitch
from game.storage.settings import AnimationSpeed
from game.text.spoken import for_the_ear
from tests.scenes.tablekit import game_of

SCRIPTS = {"pa": (0x0A00, 0x0A7F), "hi": (0x0900, 0x097F)}


def native_share(text: str, code: str) -> float:
    lo, hi = SCRIPTS[code]
    letters = [c for c in text if c.isalpha()]
    return sum(lo <= ord(c) <= hi for c in letters) / max(1, len(letters))


def press(app: App, key: int, frames: int = 1) -> None:
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.run(frames=frames)


def open_app(tmp_path: Path, code: str) -> tuple[App, MemorySpeaker]:
    app = App(parse_args(["--size", "1280x720", "--data-dir", str(tmp_path), "--lang", code]))
    app.ctx.settings.animation_speed = AnimationSpeed.OFF
    speaker = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    app.run(frames=1)
    return app, speaker


@pytest.mark.parametrize(
    ("code", "lessons"),
    [("pa", 4), pytest.param("pa", None, marks=pytest.mark.slow)],
    ids=["pa-first-four", "pa-whole"],
)
def test_the_tutorial_finished_by_keyboard_in_punjabi(
    tmp_path: Path, code: str, lessons: int | None
) -> None:
    """Lessons walked by keys alone, heard in the language (the default run walks the first
    four; the slow run the whole tutorial, its guided deal too; English walks it whole in
    tests/tutorial/test_by_ear.py, and a deal is played by ear in Punjabi below)."""
    app, speaker = open_app(tmp_path, code)
    try:
        scene = TutorialScene(app.ctx)
        app.ctx.scenes.push(scene)
        app.run(frames=2)
        walked = scene.lessons[:lessons]
        steps_done = 0
        for _ in range(3000):
            if app.ctx.scenes.top is not scene:
                break
            if steps_done == sum(len(lesson.steps) for lesson in walked):
                break
            step = scene.step
            if scene.solved:  # a guided deal that a computer player's move ended
                steps_done += 1
                app.run(frames=30)
                press(app, pygame.K_RETURN, frames=3)
                continue
            if step.deal is None or not scene.history:
                said = " ".join(speaker.texts[-3:])
                task = for_the_ear(i18n._(step.task))
                assert task != for_the_ear(step.task) and task in said
            move = scene.hint_move()
            if move is None:
                app.run(frames=1)
                continue
            if scene.pos.phase == "bid":
                target = scene.bid_values.index(move.value)
                while scene.bid_focus != target:
                    press(app, pygame.K_RIGHT)
                press(app, pygame.K_RETURN)
            else:
                hand = scene.pos.hand(0)
                for _step in range(len(hand) + 1):
                    if scene.board.selected == move.card:
                        break
                    press(app, pygame.K_RIGHT)
                assert scene.board.selected == move.card
                press(app, pygame.K_RETURN)
                assert scene.choice is not None
                for _d in range(scene.choice_moves.index(move)):
                    press(app, pygame.K_DOWN)
                press(app, pygame.K_RETURN)
            if step.deal is not None and not scene.solved:
                app.run(frames=2)
                continue
            assert scene.solved and scene.feedback is not None
            assert for_the_ear(i18n._(step.success)) in speaker.texts[-1]
            steps_done += 1
            app.run(frames=30)
            press(app, pygame.K_RETURN, frames=3)
        assert steps_done == sum(len(lesson.steps) for lesson in walked)
        assert scene.progress.count(scene.lessons) == len(walked)
        spoken = " ".join(speaker.texts)
        assert native_share(spoken, code) > 0.9
    finally:
        app.close()


@pytest.mark.parametrize("code", ["pa", "hi"])
def test_a_deal_played_and_heard_in_the_language(tmp_path: Path, code: str) -> None:
    app, speaker = open_app(tmp_path, code)
    try:
        from game.play.savegame import GameSetup

        table = TableScene(app.ctx, GameSetup(seed=5))
        table.pace = 0.0
        app.ctx.scenes.push(table)
        app.run(frames=2)
        rng = random.Random(5)
        for _ in range(6000):
            if isinstance(app.ctx.scenes.top, DealSummaryScene):
                break
            if table.my_turn() and table.chooser.panel is None:
                table.controller.play(rng.choice(legal_moves(game_of(table).match.position)))
            elif table.my_turn() and table.chooser.panel is not None:  # the bid list: Enter
                press(app, pygame.K_RETURN)
            app.run(frames=1)
        assert isinstance(app.ctx.scenes.top, DealSummaryScene)
        assert len(speaker.texts) > 40
        for text in speaker.texts:
            assert native_share(text, code) > 0.75, text
        for line in table.log.lines:
            assert native_share(line, code) > 0.75, line
    finally:
        app.close()
