"""Values of the wrong type (or NaN, or an infinity) in a kept file are left out, the rest kept,
with a copy of the file as it was and the player told once; out-of-range values fall back
quietly (tests/storage/test_settings_file.py)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from game.storage.lock import ReadOnlySaveStore
from game.storage.settings import SETTINGS_VERSION, Settings
from game.storage.stats import STATS_VERSION, Stats
from game.storage.store import SaveStore
from game.text.storage import told
from game.tutorial import PROGRESS_VERSION

NAN = float("nan")
STAMP = re.compile(r"^(settings|stats|tutorial)\.json\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(-\d+)?\.bad$")
NOUNS = {"settings": "settings file", "stats": "statistics file", "tutorial": "tutorial progress"}

# One good value and one bad one in each file: (file contents, the good value kept, loader).
CASES: dict[tuple[str, str], dict[str, Any]] = {
    ("settings", "type"): {"version": SETTINGS_VERSION, "mute": True, "fullscreen": "yes"},
    ("settings", "nan"): {"version": SETTINGS_VERSION, "mute": True, "effects_volume": NAN},
    ("settings", "inf"): {"version": SETTINGS_VERSION, "mute": True, "window_size": [1e999, 720]},
    ("stats", "type"): {
        "version": STATS_VERSION,
        "levels": {"easy": {"games": 3, "won": "two"}},
        "recorded": [],
    },
    ("stats", "nan"): {
        "version": STATS_VERSION,
        "levels": {"easy": {"games": 3, "won": NAN}},
        "recorded": [],
    },
    ("tutorial", "type"): {"version": PROGRESS_VERSION, "completed": ["basics", 7]},
    ("tutorial", "nan"): {"version": PROGRESS_VERSION, "completed": ["basics", NAN]},
}
LOADERS: dict[str, Callable[[SaveStore], Any]] = {
    "settings": SaveStore.load_settings,
    "stats": SaveStore.load_stats,
    "tutorial": SaveStore.load_progress,
}


def kept_good_value(name: str, loaded: Any) -> bool:
    if name == "settings":
        return isinstance(loaded, Settings) and loaded.mute and loaded == Settings(mute=True)
    if name == "stats":
        return isinstance(loaded, Stats) and loaded.levels["easy"].games == 3
    return bool(loaded == {"basics"})


def write(root: Path, name: str, data: dict[str, Any]) -> str:
    text = json.dumps(data)  # NaN and Infinity written as Python's json writes (and reads) them
    (root / f"{name}.json").write_text(text, encoding="utf-8")
    return text


def copies(root: Path, name: str) -> list[Path]:
    return sorted(root.glob(f"{name}.json.*.bad"))


@pytest.fixture(autouse=True)
def _no_real_user_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


@pytest.mark.parametrize(("name", "kind"), sorted(CASES))
def test_a_bad_value_is_left_out_with_a_copy_kept_and_a_message(
    save_root: Path, name: str, kind: str
) -> None:
    text = write(save_root, name, CASES[name, kind])
    store = SaveStore(save_root)
    loaded = LOADERS[name](store)
    assert kept_good_value(name, loaded)
    [bad] = copies(save_root, name)
    assert STAMP.match(bad.name)
    assert bad.read_text(encoding="utf-8") == text  # the file as it was
    assert (save_root / f"{name}.json").read_text(encoding="utf-8") == text  # copied, not moved
    [message] = told(store.take_problems())
    assert message == (
        f"Some values in your {NOUNS[name]} could not be read and were left out; the rest was"
        f" kept. The file as it was is kept as {bad.name}."
    )
    # Read again (the statistics at every deal's end, say): no second copy, no second message.
    LOADERS[name](store)
    assert len(copies(save_root, name)) == 1 and told(store.problems) == []


def test_bad_statistics_survive_the_next_save_as_a_copy(save_root: Path) -> None:
    text = write(save_root, "stats", CASES["stats", "nan"])
    store = SaveStore(save_root)
    stats = store.load_stats()
    stats.record_match("1:match", "easy", won=True, drawn=False)
    assert store.save_stats(stats)
    assert SaveStore(save_root).load_stats().levels["easy"].games == 4
    [bad] = copies(save_root, "stats")
    assert bad.read_text(encoding="utf-8") == text


def test_a_clean_file_gives_no_message(save_root: Path) -> None:
    write(save_root, "tutorial", {"version": PROGRESS_VERSION, "completed": ["basics"]})
    store = SaveStore(save_root)
    assert store.load_progress() == {"basics"}
    assert copies(save_root, "tutorial") == [] and told(store.problems) == []


def test_copies_in_the_same_second_get_names_of_their_own(save_root: Path) -> None:
    store = SaveStore(save_root)
    store.clock = lambda: datetime(2026, 12, 1, 11, 42, 5)
    write(save_root, "stats", CASES["stats", "type"])
    store.load_stats()
    write(save_root, "stats", {"version": STATS_VERSION, "levels": {}, "recorded": []})
    store.load_stats()  # clean again
    write(save_root, "stats", CASES["stats", "nan"])
    store.load_stats()
    names = [p.name for p in copies(save_root, "stats")]
    assert names == ["stats.json.2026-12-01T11-42-05-2.bad", "stats.json.2026-12-01T11-42-05.bad"]
    assert len(told(store.take_problems())) == 2


def test_read_only_copies_nothing_and_says_so(save_root: Path) -> None:
    text = write(save_root, "stats", CASES["stats", "type"])
    store = ReadOnlySaveStore(save_root)
    assert store.load_stats().levels["easy"].games == 3
    assert copies(save_root, "stats") == []
    assert (save_root / "stats.json").read_text(encoding="utf-8") == text
    [message] = told(store.take_problems())
    assert message.endswith("the rest was kept. The file was left as it is.")
