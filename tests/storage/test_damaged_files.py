"""A kept file the game cannot use (not text, not JSON, not what it wrote, from another version of
the game) is set aside under a name of its own, the defaults are used, and the player is told once,
naming the copy; a file that cannot be opened at all is told once a session."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from game.play.savegame import GameSetup
from game.rules import Match, Rules, needs_redeal, random_move
from game.storage.problems import Problem
from game.storage.saves import StoreStats
from game.storage.stats import Stats
from game.storage.store import SaveStore
from game.text.storage import say, told

LOADERS: dict[str, Callable[[SaveStore], Any]] = {
    "settings": SaveStore.load_settings,
    "game": SaveStore.load_game,
    "stats": SaveStore.load_stats,
    "tutorial": SaveStore.load_progress,
}
NOUNS = {
    "settings": "settings file",
    "game": "saved game",
    "stats": "statistics file",
    "tutorial": "tutorial progress",
}
#: What a damaged file may hold, and what the store makes of it.
CONTENTS: dict[str, tuple[bytes, Problem]] = {
    "not_json": (b"{ this is not json", Problem.DAMAGED),
    "empty": (b"", Problem.DAMAGED),
    "a_list": (b"[1, 2, 3]", Problem.DAMAGED),  # valid JSON, wrong shape
    "a_string": (b'"just a string"', Problem.DAMAGED),
    "huge_int": (b'{"version":1,"x":1' + b"0" * 5000 + b"}", Problem.DAMAGED),  # int digit limit
    "deep_list": (b"[" * 100_000, Problem.DAMAGED),  # RecursionError in the parser
    "deep_value": (b'{"version":1,"x":' + b"[" * 100_000 + b"}", Problem.DAMAGED),
    "not_text": (b"\xff\xfe\x00garbage\x81", Problem.UNREADABLE),
    "next_version": (b'{"version": 99}', Problem.OTHER_VERSION),
    "version_as_text": (b'{"version": "1"}', Problem.OTHER_VERSION),
    "no_version": (b'{"deal": 1}', Problem.OTHER_VERSION),
}
CAUSES = {
    Problem.DAMAGED: "was damaged",
    Problem.UNREADABLE: "could not be read",
    Problem.OTHER_VERSION: "came from a different version of Seep",
}


def kept(root: Path, name: str) -> list[Path]:
    """The damaged copies of ``<name>.json`` kept in ``root``."""
    return sorted(root.glob(f"{name}.json*.bad"))


@pytest.mark.parametrize("content", sorted(CONTENTS))
@pytest.mark.parametrize("name", sorted(LOADERS))
def test_a_damaged_file_is_set_aside_and_told_once(
    save_root: Path, name: str, content: str
) -> None:
    raw, cause = CONTENTS[content]
    (save_root / f"{name}.json").write_bytes(raw)
    store = SaveStore(save_root)
    loaded = LOADERS[name](store)
    assert loaded == LOADERS[name](SaveStore(save_root / "empty"))  # the defaults
    assert not (save_root / f"{name}.json").exists()
    [bad] = kept(save_root, name)
    assert bad.read_bytes() == raw  # kept as it was
    [problem] = store.take_problems()
    assert (problem.code, problem.file, problem.kept_as) == (cause, name, bad.name)
    said = say(problem)
    assert said.startswith(f"Your {NOUNS[name]} {CAUSES[cause]}, so Seep is using a fresh one.")
    assert said.endswith(f"The old file was kept as {bad.name}.")
    LOADERS[name](store)  # read again: nothing left to set aside, nothing more to tell
    assert store.take_problems() == [] and kept(save_root, name) == [bad]


# Every damaged copy is kept, under a name of its own.

STAMP = re.compile(r"^stats\.json\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(-\d+)?\.bad$")


def damage(root: Path, name: str, text: str) -> None:
    (root / f"{name}.json").write_text(text, encoding="utf-8")


def test_a_second_damaged_file_does_not_overwrite_the_first(save_root: Path) -> None:
    store = SaveStore(save_root)
    store.clock = lambda: datetime(2026, 12, 1, 11, 42, 5)
    damage(save_root, "stats", "first {")
    store.load_stats()
    store.clock = lambda: datetime(2026, 12, 1, 11, 50, 0)
    damage(save_root, "stats", "second {")
    store.load_stats()
    first = save_root / "stats.json.2026-12-01T11-42-05.bad"
    second = save_root / "stats.json.2026-12-01T11-50-00.bad"
    assert first.read_text(encoding="utf-8") == "first {"
    assert second.read_text(encoding="utf-8") == "second {"
    assert [first.name in m for m in told(store.problems)] == [True, False]
    assert [second.name in m for m in told(store.problems)] == [False, True]


def test_damaged_files_in_the_same_second_get_a_counter(save_root: Path) -> None:
    store = SaveStore(save_root)
    store.clock = lambda: datetime(2026, 12, 1, 11, 42, 5)
    for i in range(3):
        damage(save_root, "stats", f"damaged {i}")
        store.load_stats()
    names = [p.name for p in kept(save_root, "stats")]
    assert names == [
        "stats.json.2026-12-01T11-42-05-2.bad",
        "stats.json.2026-12-01T11-42-05-3.bad",
        "stats.json.2026-12-01T11-42-05.bad",
    ]
    texts = {p.name: p.read_text(encoding="utf-8") for p in kept(save_root, "stats")}
    assert texts[names[2]] == "damaged 0" and texts[names[0]] == "damaged 1"
    assert texts[names[1]] == "damaged 2"
    assert all(
        n in m for n, m in zip([names[2], names[0], names[1]], told(store.problems), strict=True)
    )


def test_the_real_clock_gives_a_timestamped_name(save_root: Path) -> None:
    damage(save_root, "stats", "[1, 2")
    store = SaveStore(save_root)
    store.load_stats()
    [bad] = kept(save_root, "stats")
    assert STAMP.match(bad.name), bad.name
    assert bad.name in told(store.problems)[0]


def test_set_aside_uses_the_same_naming(save_root: Path) -> None:
    store = SaveStore(save_root)
    store.clock = lambda: datetime(2026, 12, 1, 11, 42, 5)
    assert store.save_game({"deal": 1})
    first = store.set_aside(store.GAME)
    assert store.save_game({"deal": 2})
    second = store.set_aside(store.GAME)
    assert first == "game.json.2026-12-01T11-42-05.bad"
    assert second == "game.json.2026-12-01T11-42-05-2.bad"
    assert '"deal": 1' in (save_root / first).read_text(encoding="utf-8")
    assert '"deal": 2' in (save_root / second).read_text(encoding="utf-8")
    assert not (save_root / "game.json").exists()


# A folder in a file's place: told once per file per session.


def finished_deal(seed: int = 3) -> Match:
    match = Match.start(Rules(), seed=seed)
    rng = random.Random(seed)
    while not match.deal_done:
        pos = match.position
        if needs_redeal(pos):
            match.throw_in()
        else:
            match.play(random_move(pos, rng))
    assert match.summaries and match.summaries[-1].ended_by != "thrown_in"
    return match


def unopenable(texts: list[str]) -> list[str]:
    return [t for t in texts if "statistics file could not be opened" in t]


def test_a_folder_for_a_file_is_told_once_by_the_store(save_root: Path) -> None:
    (save_root / "stats.json").mkdir()
    store = SaveStore(save_root)
    said: list[str] = []
    match, setup = finished_deal(), GameSetup(seed=3)
    said += told(StoreStats(store).deal_ended(match, setup))  # a deal's end: load, then save
    for _ in range(3):  # the statistics screen, opened again and again
        assert store.load_stats() == Stats()
        said += told(store.take_problems())
    said += told(StoreStats(store).deal_ended(finished_deal(4), GameSetup(seed=4)))
    assert unopenable(said) == [
        "Your statistics file could not be opened, so Seep is using a fresh one."
    ]
    (save_root / "game.json").mkdir()
    for _ in range(2):  # the title screen asks whether there is a game to continue
        assert not store.has_saved_game()
    assert told(store.take_problems()) == [
        "Your saved game could not be opened, so Seep is using a fresh one."
    ]
