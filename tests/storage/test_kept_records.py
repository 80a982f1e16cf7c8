"""Kept games: written when a match ends, the last N kept, listed; export and import of
seep-record/1 files, an imported record checked move by move with a clear refusal."""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from game.rules import Match, Rules, random_step, record_from_json, replay
from game.storage.records import RecordError, RecordStore, check_record
from game.text.storage import say

RULES = Rules(baazi_target=60, min_deal_points=0)


def finished(seed: int, rules: Rules = RULES) -> Match:
    """A match played to its end by random legal moves (short rules: a few deals)."""
    match = Match.start(rules, seed=seed)
    rng = random.Random(seed)
    while not match.finished:
        random_step(match, rng)
    return match


@pytest.fixture(scope="module")
def match() -> Match:
    return finished(11)


class Clock:
    def __init__(self) -> None:
        self.t = datetime(2026, 12, 1, 10, 0, 0)

    def __call__(self) -> datetime:
        self.t += timedelta(seconds=61)
        return self.t


def test_only_the_last_n_are_kept_newest_first(tmp_path: Path, match: Match) -> None:
    store = RecordStore(tmp_path, limit=3, clock=Clock())
    names = [store.keep(match, human=0, opponents=lv, partner="easy") for lv in
             ("easy", "medium", "hard", "expert", "easy")]  # fmt: skip
    assert all(names)
    listed = store.list()
    assert [k.name for k in listed] == names[:1:-1]
    assert [k.opponents for k in listed] == ["easy", "expert", "hard"]
    assert listed[0].date == "2026-12-01T10:05:05"  # the clock ticks a minute a reading
    winner = match.winner
    assert listed[0].result == ("won" if winner == 0 else "lost" if winner == 1 else "drawn")
    assert listed[0].baazis == (match.baazis[0], match.baazis[1])
    assert (
        RecordStore(tmp_path, limit=0).keep(match, human=0, opponents="easy", partner="easy") == ""
    )


def test_export_writes_the_interchange_record_and_import_checks_it(
    tmp_path: Path, match: Match
) -> None:
    store = RecordStore(tmp_path / "data", clock=Clock())
    name = store.keep(match, human=0, opponents="hard", partner="medium")
    path = store.export(name, tmp_path / "out")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "seep-record/1"
    assert replay(record_from_json(data)).record() == match.record()
    other = RecordStore(tmp_path / "elsewhere", clock=Clock())
    info = other.import_file(path)
    assert info.imported and info.opponents is None and info.name
    assert [k.name for k in other.list()] == [info.name]
    assert other.load(info.name)[1].record() == match.record()
    # a kept file itself can be imported too, keeping who played
    again = other.import_file(store.folder / name)
    assert again.opponents == "hard" and again.imported


def test_an_illegal_move_is_refused_with_where_and_why(tmp_path: Path, match: Match) -> None:
    data = match.record().to_json()
    number, deal = next((i + 1, d) for i, d in enumerate(data["deals"]) if i and d["moves"])
    # the fifth move throws the card the opening play (move 2) already played
    deal["moves"][4] = {"action": "throw", "card": deal["moves"][1]["card"]}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    store = RecordStore(tmp_path / "data")
    with pytest.raises(RecordError) as info:
        store.import_file(path)
    text = say(info.value.problem)
    assert f"deal {number}, move 5" in text and "rules refuse" in text
    assert "♠" not in text and "♥" not in text
    assert store.list() == []


@pytest.mark.parametrize(
    "content, words",
    [
        ("{not json", "cannot be read as JSON"),
        ('{"format": "seep-position/1"}', "not a Seep game record"),
        ('{"format": "seep-record/1", "rules": {"preset": "nope"}, "deals": []}', "not a Seep"),
        ('{"format": "seep-record/1", "deals": [{"dealer": 0, "deck": [], "moves": []}]}',
         "not a Seep"),
        ("[" * 100000, "cannot be read as JSON"),
    ],
)  # fmt: skip
def test_files_that_are_not_records_are_refused_in_words(
    tmp_path: Path, content: str, words: str
) -> None:
    path = tmp_path / "x.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(RecordError) as info:
        RecordStore(tmp_path / "data").import_file(path)
    said = say(info.value.problem)
    assert words in said and len(said) < 400


def test_a_missing_file_and_a_read_only_store(tmp_path: Path, match: Match) -> None:
    with pytest.raises(RecordError) as info:
        RecordStore(tmp_path).import_file(tmp_path / "none.json")
    assert "could not be opened" in say(info.value.problem)
    ro = RecordStore(tmp_path, read_only=True)
    assert ro.keep(match, human=0, opponents="easy", partner="easy") == ""
    assert not (tmp_path / "records").exists()


def test_damaged_kept_files_are_left_out_of_the_list(tmp_path: Path, match: Match) -> None:
    store = RecordStore(tmp_path, clock=Clock())
    good = store.keep(match, human=0, opponents="easy", partner="easy")
    (store.folder / "match-20261201T120000.json").write_text("garbage", encoding="utf-8")
    assert [k.name for k in store.list()] == [good]
    with pytest.raises(RecordError) as info:
        store.load("match-20261201T120000.json")
    assert "damaged" in say(info.value.problem)
    with pytest.raises(RecordError):
        store.load("../stats.json")


def test_check_record_takes_a_record_object(match: Match) -> None:
    assert check_record(match.record().to_json()).finished
