"""The deal's summary is said before its countdown runs: while the speech is busy saying it
(the speech record, paced as a screen reader speaks), the countdown holds."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.app import App
from game.rules import Rules, legal_moves
from game.scenes.table import summary as summary_scene
from game.scenes.table.summary import DealSummaryScene
from game.speech import MemorySpeaker
from game.speech.speaker import RecordingSpeaker, read_record
from game.speech.switch import SpeechSwitch
from tests.scenes.tablekit import find_match, game_of, open_table, run_until

FRAME = 1 / 60
LONG = Rules().replace(baazi_target=300, baazi_count=3)  # the deal does not end the match
COUNTDOWN = 3  # the countdown, shortened from its 10 s for the test (fewer frames to run)
PACE = 0.15  # seconds a word: the summary takes longer to say than the countdown


def test_the_countdown_waits_for_the_summary_to_be_said(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(summary_scene, "COUNTDOWN", COUNTDOWN)
    record = tmp_path / "said.jsonl"
    speaker = RecordingSpeaker(record, clock=lambda: app.frame * FRAME, seconds_per_word=0.0)
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    app.ctx.sounds.muted = True
    scene = open_table(app, find_match(lambda m: m.position.plays_made >= 40, rules=LONG))
    rng = random.Random(4)

    def at_summary() -> bool:
        if game_of(scene).match.deal_done:  # paced from the deal's last words on
            speaker.seconds_per_word = PACE
        if scene.my_turn() and scene.chooser.panel is None:
            scene.controller.play(rng.choice(legal_moves(game_of(scene).match.position)))
        return isinstance(app.ctx.scenes.top, DealSummaryScene)

    run_until(app, at_summary, limit=6000)
    summary = app.ctx.scenes.top
    assert isinstance(summary, DealSummaryScene)
    opened = app.frame * FRAME
    app.run(frames=2)
    assert speaker.busy()  # the summary is being said
    said_until = speaker.ends_at
    assert said_until - opened > COUNTDOWN  # longer than the countdown itself
    # While it is said, the countdown holds: COUNTDOWN seconds later the summary is still up.
    app.run(frames=int(COUNTDOWN / FRAME) + 30)
    assert app.ctx.scenes.top is summary and summary.left == COUNTDOWN
    # Once it has been said, the countdown runs and the next deal starts by itself.
    run_until(
        app,
        lambda: app.ctx.scenes.top is scene,
        limit=int((said_until - opened + COUNTDOWN + 5) / FRAME),
    )
    heard = read_record(record)
    counting = [
        u for u in heard if u.t >= opened and str(COUNTDOWN) in u.text and "second" in u.text
    ]
    assert counting and counting[0].t >= said_until - 1.5 * FRAME  # (the record's 4 decimals)


def _not_cut(speaker: MemorySpeaker, start: int) -> None:
    """What was said from ``start`` on, with no key pressed: nothing cuts the prompt."""
    said = speaker.said[start:]
    assert said, "nothing was said"
    assert not any(u.interrupt for u in said[1:]), [(u.text, u.interrupt) for u in said]


def test_a_dialog_and_the_menu_do_not_cut_their_own_prompt(app: App) -> None:
    speaker = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    scene = open_table(app, find_match(lambda m: True))
    app.run(frames=30)
    start = len(speaker.said)
    scene.open_menu()  # the pause menu: its title, then its focused button
    app.run(frames=30)
    _not_cut(speaker, start)
    app.ctx.scenes.pop()
    app.run(frames=5)
    for open_dialog in (
        lambda: app.ctx.dialogs.message("A message to read whole."),
        lambda: app.ctx.dialogs.confirm("Leave this game?", lambda: None),
    ):
        start = len(speaker.said)
        dialog = open_dialog()
        app.run(frames=30)
        _not_cut(speaker, start)
        assert "button" in speaker.said[start].text  # the prompt and its button, in one breath
        dialog.kill()
        app.run(frames=2)
