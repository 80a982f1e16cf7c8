"""``SEEP_SPEECH=record:FILE --autoplay``: the autoplayed match announced as a listening player
would hear it, every line in the record file. The default run checks the first part of a match;
the slow run (CI's bounded version is the default one) a whole match, as the issue's command."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.app import App, Options
from game.speech.speaker import read_record
from game.storage.store import SaveStore
from tests.scenes.tablekit import game_of

MOVE = re.compile(r"^(South|North|East|West) (took|built|added|raised|threw|bid)\b")
TURN = re.compile(r"^(South|North|East|West) to (play|bid)\.$")


def autoplay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, frames: int | None
) -> tuple[App, Path]:
    record = tmp_path / "speech.jsonl"
    monkeypatch.setenv("SEEP_SPEECH", f"record:{record}")
    app = App(Options(autoplay=True, seed=7), store=SaveStore(tmp_path / "data"))
    assert app.table is not None
    app.run(frames)
    app.ctx.speech.close()
    return app, record


def check(app: App, record: Path) -> list[str]:
    table = app.table
    assert table is not None
    match = game_of(table).match
    lines = read_record(record)
    texts = [u.text for u in lines]
    assert all(not u.interrupt for u in lines)  # nothing cut off: a listener hears it all
    assert [u.t for u in lines] == sorted(u.t for u in lines)
    # Every move of every deal (the match's moves: this deal's, plus each finished deal's).
    moves = sum(len(d.moves) for d in match.history)
    moves += 0 if match.deal_done else len(match.moves)
    assert sum(1 for t in texts if MOVE.match(t)) == moves
    # Every turn was announced before its move.
    assert sum(1 for t in texts if TURN.match(t)) == moves
    # Every seep, and every deal's summary.
    seeps = sum(len(s.seeps) for s in match.summaries if s.ended_by != "thrown_in")
    seeps += len(match.position.seeps) if not match.deal_done else 0
    assert sum(1 for t in texts if t.startswith("Seep! ")) == seeps
    played = [s for s in match.summaries if s.ended_by != "thrown_in"]
    summaries = [t for t in texts if re.match(r"^Deal \d+: .*card points", t)]
    assert len(summaries) == len(played)
    for s, text in zip(played, summaries, strict=True):
        assert f"Us: {s.card_points[0]} card points" in text
    assert not any(re.search("[♠♥♦♣]", t) for t in texts)
    return texts


def test_an_autoplayed_match_is_recorded_as_it_is_heard(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, record = autoplay(tmp_path, monkeypatch, frames=250)
    try:
        texts = check(app, record)
        assert (
            app.table is not None and game_of(app.table).match.summaries
        )  # at least one deal done
        assert texts[0].startswith("A new match. Deal 1: ")
    finally:
        app.close()


@pytest.mark.slow
def test_a_whole_autoplayed_match_is_recorded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, record = autoplay(tmp_path, monkeypatch, frames=None)
    try:
        texts = check(app, record)
        assert app.table is not None and game_of(app.table).match.finished
        assert re.match(r"^(South and North|East and West) won the match! Baazis: ", texts[-1])
    finally:
        app.close()
