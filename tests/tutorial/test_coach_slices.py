"""The guided deal's coach judges the learner's move a slice per frame, as the table's does: the
move's own words come at once, no frame waits for the whole judgement, the computer players
wait for the remark, and the remark is shown and said within a bounded number of frames.

The guided deal's coach judges at the hint's Medium level (well under a millisecond); a Hard
coach shows that a long judgement is spread over many frames, each slice short."""

from __future__ import annotations

import logging
import time

import pytest

from game.ai.slices import Sliced, Steps
from game.app import App
from game.play.coach import Coach, Remark
from game.rules import Move, legal_moves
from game.speech import MemorySpeaker
from game.speech.switch import SpeechSwitch
from game.text.spoken import for_the_ear
from game.text.tutorial import names
from tests.tutorial.learner import open_tutorial

MAX_FRAMES = 3000  # a Hard judgement in pure Python, 4 ms a frame, with room to spare
MOVE_SECONDS = 0.5  # the learner's move itself (the session, the board): far below a judgement
SLICE_SECONDS = 0.05  # processor time a frame's slice may take (a garbage collection may land)


def _not_the_hint(moves: list[Move], hinted: Move) -> Move:
    """A move the coach may well find fault with: a throw if one is legal, else the last other."""
    others = [m for m in moves if m != hinted]
    throws = [m for m in others if m.action == "throw"]
    return (throws or others or [hinted])[-1]


def test_the_guided_deals_coach_thinks_a_slice_per_frame_and_its_remark_is_said(app: App) -> None:
    speaker = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    scene = open_tutorial(app, "guided-deal")
    controller = scene.controller
    judged = 0
    remarks: list[str] = []
    for _ in range(MAX_FRAMES):
        if scene.solved or (remarks and judged >= 3):
            break
        hinted = scene.hint_move()
        if hinted is None:  # the computer players play
            app.run(frames=1)
            continue
        if hinted.action == "bid":
            assert scene.attempt(hinted)
            continue
        move = _not_the_hint(legal_moves(scene.pos), hinted)
        plays = scene.pos.plays_made
        start = time.process_time()
        assert scene.attempt(move)
        took = time.process_time() - start
        if scene.pos.phase == "over":
            break
        # The move is answered at once with its own words; the judgement has not begun.
        judging = controller.judging
        assert judging is not None and not judging.done and judging.units == 0
        assert took < MOVE_SECONDS, took
        fb = scene.feedback
        assert fb is not None and fb.kind == "coach" and len(fb.lines) == 1
        assert speaker.texts[-1] == for_the_ear(fb.lines[0])
        frames = 0
        while controller.judging is not None:
            app.run(frames=1)
            frames += 1
            assert frames <= MAX_FRAMES, "the coach's remark never came"
            if controller.judging is not None:
                assert scene.pos.plays_made == plays + 1  # the others wait for the coach
        judged += 1
        fb = scene.feedback
        assert fb is not None
        if len(fb.lines) > 1:  # a remark: shown under the move's words, and said after them
            remarks.append(fb.lines[-1])
            assert for_the_ear(fb.lines[-1]) in speaker.texts
            assert speaker.said[-1].text == for_the_ear(fb.lines[-1])
            assert not speaker.said[-1].interrupt
    assert judged >= 3 and remarks, (judged, remarks)


def test_a_long_judgement_is_spread_over_frames_and_the_others_wait(app: App) -> None:
    speaker = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    scene = open_tutorial(app, "guided-deal")
    controller = scene.controller
    controller.coach = Coach(0, names(), level="hard")  # a judgement of many slices
    hinted = None
    for _ in range(MAX_FRAMES):  # the hint's moves, to a card with several plays to judge
        hinted = scene.hint_move()
        if hinted is not None and hinted.action != "bid" and len(legal_moves(scene.pos)) > 3:
            break
        if hinted is not None:
            assert scene.attempt(hinted)
        app.run(frames=1)
    assert hinted is not None and scene.pos.phase == "play"
    plays = scene.pos.plays_made
    assert scene.attempt(_not_the_hint(legal_moves(scene.pos), hinted))
    judging = controller.judging
    assert judging is not None and judging.units == 0
    slices = []
    while controller.judging is not None:
        start = time.process_time()
        controller.update()  # the tutorial's frame: a slice of the judgement, nobody moves
        slices.append(time.process_time() - start)
        assert len(slices) <= MAX_FRAMES, "the coach's remark never came"
        if controller.judging is not None:
            assert scene.pos.plays_made == plays + 1  # the others wait for the coach
    assert len(slices) > 1, "the whole judgement ran inside one frame"
    assert judging.units > len(slices)  # several units of work a frame, but never all of them
    assert max(slices) < SLICE_SECONDS, max(slices)
    app.run(frames=600)  # the coach has had its say: the computer players play on
    assert scene.pos.plays_made > plays + 1


def test_a_judgement_that_fails_is_logged_and_the_lesson_goes_on(
    app: App, caplog: pytest.LogCaptureFixture
) -> None:
    scene = open_tutorial(app, "guided-deal")
    controller = scene.controller

    def broken() -> Steps[Remark | None]:
        yield
        raise ValueError("a bug in the coach")

    controller.judging = Sliced(broken())
    with caplog.at_level(logging.ERROR):
        for _ in range(3):
            controller.update()
    assert controller.judging is None
    assert "the coach's judgement of a move failed" in caplog.text
