"""The saved game: a round trip; the autosave of a long match writes each finished deal once to
its log and loads back; a version-1 save still loads; a save killed half way, or a log cut short,
changed or referenced with an absurd size, is never a crash."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from game.play.savegame import GameSetup, load_payload
from game.rules import Match, Rules, random_step
from game.storage.saves import StoreSaver, save_payload
from game.storage.store import GAME_VERSION, SaveStore
from game.text.storage import told

LONG = Rules(baazi_target=100000, min_deal_points=0)


step = random_step


def same(a: Match, b: Match) -> None:
    assert a.record() == b.record()
    assert a.position == b.position
    assert a.summaries == b.summaries
    assert a.running == b.running and a.baazis == b.baazis
    assert a.deal_done == b.deal_done and a.next_dealer == b.next_dealer


def test_a_long_match_saved_move_after_move_loads_back(tmp_path: Path) -> None:
    setup = GameSetup(LONG, seed=5)
    match = Match.start(setup.rules, seed=setup.seed)
    rng = random.Random(5)
    saver = StoreSaver(SaveStore(tmp_path))
    checked = 0
    while len(match.history) < 12:
        step(match, rng)
        assert saver.save(match, setup) == []
        if match.deal_done or len(match.moves) == 7:
            restored, got = load_payload(SaveStore(tmp_path).load_game())
            same(restored, match)
            assert got.seed == 5
            checked += 1
    assert checked >= 12
    head = json.loads((tmp_path / "game.json").read_text())
    assert head["version"] == GAME_VERSION == 2
    assert head["log"]["entries"] == 12
    [log] = tmp_path.glob("game-*.deals")
    assert len(log.read_bytes().splitlines()) == 12


def test_a_continued_match_goes_on_saving(tmp_path: Path) -> None:
    setup = GameSetup(LONG, seed=9)
    match = Match.start(setup.rules, seed=setup.seed)
    rng = random.Random(9)
    saver = StoreSaver(SaveStore(tmp_path))
    while len(match.history) < 3:
        step(match, rng)
        saver.save(match, setup)
    match, setup = load_payload(SaveStore(tmp_path).load_game())
    saver = StoreSaver(SaveStore(tmp_path))
    while len(match.history) < 6:
        step(match, rng)
        saver.save(match, setup)
    same(load_payload(SaveStore(tmp_path).load_game())[0], match)


def test_a_version_1_save_still_loads(tmp_path: Path) -> None:
    setup = GameSetup(LONG, seed=3)
    match = Match.start(setup.rules, seed=setup.seed)
    rng = random.Random(3)
    while len(match.history) < 4 or len(match.moves) < 5:
        step(match, rng)
    old = {"version": 1, **save_payload(match, setup)}
    (tmp_path / "game.json").write_text(json.dumps(old, indent=2))
    store = SaveStore(tmp_path)
    assert store.has_saved_game()
    restored, got = load_payload(store.load_game())
    same(restored, match)
    assert got.seed == 3 and told(store.take_problems()) == []


def play_and_save(tmp_path: Path, moves: int) -> tuple[Match, GameSetup, StoreSaver]:
    setup = GameSetup(LONG, seed=11)
    match = Match.start(setup.rules, seed=setup.seed)
    rng = random.Random(11)
    saver = StoreSaver(SaveStore(tmp_path))
    for _ in range(moves):
        step(match, rng)
        saver.save(match, setup)
    return match, setup, saver


def test_a_save_killed_half_way_leaves_a_loadable_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match, setup, saver = play_and_save(tmp_path, 40)
    before = SaveStore(tmp_path).load_game()
    rng = random.Random(1)
    killed = 0
    real = os.replace

    def dies_once(src: Any, dst: Any) -> None:
        nonlocal killed
        killed += 1
        raise OSError(5, "killed")

    # Kill saves until one falls at the end of a deal (the log appended, game.json not renamed).
    for _ in range(400):
        ended = len(match.history)
        step(match, rng)
        if len(match.history) > ended:
            break
        saver.save(match, setup)
        before = SaveStore(tmp_path).load_game()
    monkeypatch.setattr(os, "replace", dies_once)
    saver.save(match, setup)
    monkeypatch.setattr(os, "replace", real)
    assert killed == 1
    assert not list(tmp_path.glob(".*.tmp"))
    assert SaveStore(tmp_path).load_game() == before  # the previous move's save, whole
    restored, _ = load_payload(before)
    assert len(restored.history) == len(match.history) - 1
    # The next save works again and repairs the log.
    messages = saver.save(match, setup)
    assert messages == []
    same(load_payload(SaveStore(tmp_path).load_game())[0], match)


def test_a_log_cut_short_or_changed_is_set_aside(tmp_path: Path) -> None:
    play_and_save(tmp_path, 120)
    [log] = tmp_path.glob("game-*.deals")
    log.write_bytes(log.read_bytes()[:-5])
    store = SaveStore(tmp_path)
    assert store.load_game() is None
    assert "damaged" in told(store.take_problems())[0]
    assert list(tmp_path.glob("game.json.*.bad"))


def test_a_new_match_and_delete_remove_old_logs(tmp_path: Path) -> None:
    play_and_save(tmp_path, 60)
    other = GameSetup(LONG, seed=12)
    StoreSaver(SaveStore(tmp_path)).save(Match.start(other.rules, seed=12), other)
    assert [p.name for p in tmp_path.glob("game-*.deals")] == ["game-c.deals"]
    store = SaveStore(tmp_path)
    store.delete_game()
    assert not list(tmp_path.glob("game*"))


def test_saved_game_round_trip_and_delete(save_root: Path) -> None:
    store = SaveStore(save_root)
    assert not store.has_saved_game()
    game = {"deal": 17, "moves": ["bid 9", "throw KS"]}
    assert store.save_game(game)
    assert store.has_saved_game()
    assert store.load_game() == game
    data = json.loads((save_root / "game.json").read_text())
    assert data["version"] == GAME_VERSION
    store.delete_game()
    assert not store.has_saved_game()
    store.delete_game()  # deleting twice is fine


def test_a_log_reference_of_absurd_size_is_a_damaged_save(tmp_path: Path) -> None:
    """Found by the fuzzed files (test_fuzzed_files.py): a 400-digit "bytes" in game.json's
    reference to its log crashed Continue (OverflowError in read); now the save is damaged, set
    aside, told."""
    match = Match.start(Rules(), seed=2)
    rng = random.Random(2)
    while len(match.history) < 1 or len(match.moves) < 3:
        random_step(match, rng)
    store = SaveStore(tmp_path)
    StoreSaver(store).save(match, GameSetup(seed=2))
    data = json.loads((tmp_path / "game.json").read_text())
    for bad in (10**400, -5, 1 << 40):
        data["log"]["bytes"] = bad
        (tmp_path / "game.json").write_text(json.dumps(data))
        again = SaveStore(tmp_path)
        assert again.load_game() is None
        [said] = told(again.take_problems())
        assert "saved game was damaged" in said
