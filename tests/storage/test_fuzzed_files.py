"""Fuzzed settings, statistics, tutorial progress, saved game and kept records (hypothesis):
loading never raises anything but the project's own error, and never loses the other files.

Each example starts from a folder of good files, replaces one of them with fuzzed content (bytes,
arbitrary JSON, or the good document with parts of it replaced by arbitrary JSON: wrong types,
NaN, huge numbers, deep nesting), loads everything, and checks that the other files are byte for
byte as they were and load as they did.
"""

from __future__ import annotations

import copy
import json
import random
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.play.savegame import GameSetup, SaveError, load_payload
from game.rules import Match, Rules, random_step
from game.storage.records import RecordError, RecordStore
from game.storage.saves import StoreSaver, StoreStats
from game.storage.settings import SETTINGS_VERSION, Settings
from game.storage.stats import STATS_VERSION
from game.storage.store import PROGRESS_VERSION, SaveStore
from game.text.storage import say, told

RULES = Rules(baazi_target=60, min_deal_points=0)
FUZZ = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _good_folder() -> dict[str, bytes]:
    """The files of a data folder in good order: settings, statistics, progress, a game in
    progress (with its log of finished deals) and one kept match."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        store = SaveStore(root)
        store.clock = lambda: datetime(2026, 12, 1, 12, 0, 0)  # the kept file's name: stable ids
        store.save_settings(Settings(mute=True, player_name="Asha", records_kept=20))
        store.save_progress({"basics", "houses"})
        setup = GameSetup(RULES, opponents="hard", seed=5)
        done = Match.start(RULES, seed=5)
        rng = random.Random(5)
        stats = StoreStats(store)
        while not done.finished:
            random_step(done, rng)
            if done.deal_done and done.summaries[-1].ended_by != "thrown_in":
                stats.deal_ended(done, setup)
        live = Match.start(RULES, seed=6)
        rng = random.Random(6)
        while len(live.history) < 2 or len(live.moves) < 7:
            random_step(live, rng)
        StoreSaver(store).save(live, GameSetup(RULES, seed=6))
        return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


GOOD = _good_folder()
KEPT = next(name for name in GOOD if name.startswith("records/"))
TARGETS = ["settings.json", "stats.json", "tutorial.json", "game.json", KEPT]

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=10**300, max_value=10**301)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


#: One value of each kind, for a value of the wrong type.
ODD = st.sampled_from(
    [None, True, 0, -1, 7, 1.5, float("nan"), float("inf"), "", "x", [], [1], {}, {"a": 1}, 10**400]
)


def mutated(doc: Any, depth: int = 0) -> st.SearchStrategy[Any]:
    """``doc`` with any part of it possibly replaced by arbitrary JSON (or left out)."""
    if depth > 6:
        return json_values
    if isinstance(doc, dict):
        keys = list(doc)[:12]
        return st.fixed_dictionaries(
            {}, optional={k: st.one_of(mutated(doc[k], depth + 1), json_values) for k in keys}
        )
    if isinstance(doc, list):
        items = [mutated(x, depth + 1) for x in doc[:3]] or [json_values]
        return st.lists(st.one_of(*items, json_values), max_size=6)
    return st.one_of(st.just(doc), json_values)


def paths(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The places in a JSON document (a list's first and last items stand for the others)."""
    out: list[tuple[Any, ...]] = []
    if isinstance(doc, dict):
        items = list(doc.items())
    elif isinstance(doc, list):
        items = sorted({0: doc[0], len(doc) - 1: doc[-1]}.items()) if doc else []
    else:
        items = []
    for key, value in items:
        out.append((*prefix, key))
        out += paths(value, (*prefix, key))
    return out


def replaced(doc: Any, changes: list[tuple[tuple[Any, ...], Any]]) -> Any:
    """``doc`` (a copy) with the value at each path replaced (or dropped, for ``...``)."""
    doc = json.loads(json.dumps(doc))
    for path, value in changes:
        node = doc
        try:
            for key in path[:-1]:
                node = node[key]
            if value is ...:
                del node[path[-1]]
            else:  # a copy: a later change inside it must not alter the shared example
                node[path[-1]] = copy.deepcopy(value)
        except (KeyError, IndexError, TypeError):
            continue  # an earlier change removed the place
    return doc


def few_changes(doc: Any) -> st.SearchStrategy[Any]:
    """The good document with one to three of its values replaced by arbitrary JSON, or
    dropped: a file that is nearly right, where the bugs hide. Shallow places are as likely
    as deep ones (a depth first, then a place of that depth)."""
    by_depth: dict[int, list[tuple[Any, ...]]] = {}
    for path in paths(doc):
        by_depth.setdefault(len(path), []).append(path)
    place = st.sampled_from(sorted(by_depth)).flatmap(lambda d: st.sampled_from(by_depth[d]))
    change = st.tuples(place, st.one_of(ODD, ODD, json_values, st.just(...)))
    return st.lists(change, min_size=1, max_size=3).map(lambda cs: replaced(doc, cs))


def parsed(name: str) -> Any:
    text = GOOD[name].decode("utf-8")
    if name == KEPT:
        head, body = text.split("\n", 1)
        return [json.loads(head), json.loads(body)]
    return json.loads(text)


def encoded(name: str, doc: Any) -> bytes:
    if name == KEPT and isinstance(doc, list) and len(doc) == 2:
        lines = [json.dumps(part, allow_nan=True) for part in doc]
        return ("\n".join(lines) + "\n").encode("utf-8")
    return json.dumps(doc, allow_nan=True).encode("utf-8")


def contents(name: str) -> st.SearchStrategy[bytes]:
    """Anything at all: bytes, other JSON, the document reshaped, cut short, nested deep."""
    return st.one_of(
        st.binary(max_size=300),
        json_values.map(lambda v: json.dumps(v, allow_nan=True).encode()),
        mutated(parsed(name)).map(lambda d: encoded(name, d)),
        st.integers(1, 100_000).map(lambda n: b"[" * n),
        st.just(GOOD[name][: len(GOOD[name]) // 2]),  # cut short, as by a crash without atomicity
    )


def near_misses(name: str) -> st.SearchStrategy[bytes]:
    """The good file with a few of its values wrong."""
    return few_changes(parsed(name)).map(lambda d: encoded(name, d))


def load_everything(root: Path) -> dict[str, object]:
    """Load every file as the game does; only the project's own errors may come out."""
    store = SaveStore(root)
    out: dict[str, object] = {
        "settings.json": store.load_settings(),
        "stats.json": store.load_stats().to_json(),
        "tutorial.json": store.load_progress(),
    }
    data = store.load_game()
    try:
        out["game.json"] = load_payload(data)[0].record() if data is not None else None
    except SaveError:
        out["game.json"] = "refused"
    records = RecordStore(root)
    kept = records.list()
    for info in kept:
        try:
            out[f"records/{info.name}"] = records.load(info.name)[1].record()
        except RecordError:
            out[f"records/{info.name}"] = "refused"
    assert all(isinstance(m, str) and m for m in told(store.take_problems()))
    return out


def folder(files: dict[str, bytes]) -> tempfile.TemporaryDirectory[str]:
    tmp = tempfile.TemporaryDirectory()
    root = Path(tmp.name)
    for name, blob in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(blob)
    return tmp


with folder(GOOD) as _tmp:
    BASELINE = load_everything(Path(_tmp))


def test_the_good_folder_loads_whole() -> None:
    assert BASELINE["settings.json"] == Settings(mute=True, player_name="Asha", records_kept=20)
    assert BASELINE["tutorial.json"] == {"basics", "houses"}
    assert BASELINE["game.json"] not in (None, "refused")
    assert BASELINE[KEPT] not in (None, "refused")
    assert json.loads(GOOD["stats.json"])["version"] == STATS_VERSION
    assert json.loads(GOOD["settings.json"])["version"] == SETTINGS_VERSION
    assert json.loads(GOOD["tutorial.json"])["version"] == PROGRESS_VERSION


def check_one(target: str, blob: bytes) -> None:
    with folder({**GOOD, target: blob, "fuzzed.json": blob}) as tmp:
        root = Path(tmp)
        loaded = load_everything(root)
        for name, good in GOOD.items():
            if name == target or (target == "game.json" and name.endswith(".deals")):
                continue  # the fuzzed one (a game's log belongs to it)
            assert (root / name).read_bytes() == good, name
            if name in BASELINE:
                assert loaded[name] == BASELINE[name], name
        load_everything(root)  # and again, after whatever was set aside or cleaned
        if target == KEPT:  # the same content offered for import: refused in words, or kept
            try:
                RecordStore(root / "other").import_file(root / "fuzzed.json")
            except RecordError as exc:
                assert say(exc.problem)


def fuzz(target: str, strategy: st.SearchStrategy[bytes], examples: int) -> None:
    @settings(FUZZ, max_examples=examples)
    @given(blob=strategy)
    def check(blob: bytes) -> None:
        check_one(target, blob)

    check()


@pytest.mark.parametrize("target", TARGETS)
def test_any_content_never_crashes_loading_nor_costs_the_others(target: str) -> None:
    fuzz(target, contents(target), 15)


@pytest.mark.parametrize("target", TARGETS)
def test_nearly_right_files_never_crash_loading_nor_cost_the_others(target: str) -> None:
    fuzz(target, near_misses(target), 40)


@pytest.mark.slow
@pytest.mark.parametrize("target", TARGETS)
def test_many_fuzzed_files(target: str) -> None:
    fuzz(target, contents(target), 200)
    fuzz(target, near_misses(target), 500)
