"""The guided deal played to its end on screen by a scripted learner, with a refused throw on
the way; the coach answers each move and the others' moves are said."""

from __future__ import annotations

from game.app import App
from game.rules import Move
from game.rules.kinds import THROW
from game.speech import MemorySpeaker
from game.speech.switch import SpeechSwitch
from game.text.rules_reasons import explain_text, sentence
from tests.tutorial.learner import (
    open_tutorial,
)


def test_the_guided_deal_played_to_its_end_by_a_scripted_learner(app: App) -> None:
    speaker = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    scene = open_tutorial(app, "guided-deal")
    assert scene.pos.phase == "bid" and scene.pos.to_play == 0
    moves = remarks = 0
    wrong_tried = False
    for _ in range(3000):
        if scene.solved:
            break
        move = scene.hint_move()
        if move is None:  # the Easy players play
            app.run(frames=1)
            continue
        if scene.pos.phase == "play" and not wrong_tried:  # once, a throw the rules refuse
            throws = [Move(THROW, card, 0, 0, 0) for card in scene.pos.hand(0)]
            bad = [m for m in throws if explain_text(scene.pos, m) is not None]
            if bad:
                wrong_tried = True
                assert not scene.attempt(bad[0])
                assert scene.feedback is not None and scene.feedback.kind == "refusal"
                assert scene.feedback.lines[0] == sentence(explain_text(scene.pos, bad[0]) or "")
        assert scene.attempt(move)
        moves += 1
        fb = scene.feedback
        assert fb is not None and fb.kind in ("coach", "success")
        remarks += len(fb.lines) > 1
        app.run(frames=1)
    assert scene.solved and scene.pos.phase == "over"
    assert moves == 13  # the bid and twelve cards
    assert scene.feedback is not None and scene.step.success in scene.feedback.lines
    assert any("Deal over" in line for line in scene.feedback.lines)
    assert wrong_tried
    others = [t for t in speaker.texts if t.startswith(("East ", "North ", "West "))]
    assert len(others) >= 3 * 12  # the computer players' cards, each said
