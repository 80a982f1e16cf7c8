"""Golden transcripts: whole seeded matches, compared with ``tests/data/transcripts/``.

``tools/regen_transcripts.py`` plays the matches and writes the files; this test plays them again
in memory and compares. A difference means the engine now plays, scores or words something
differently: if that is intended, regenerate the files and review the diff.
"""

from __future__ import annotations

import difflib
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from game.rules import record_from_json, replay

REPO_ROOT = Path(__file__).resolve().parents[2]
DATA = REPO_ROOT / "tests" / "data" / "transcripts"
REGEN = "run python tools/regen_transcripts.py if the change is intended"


def load_regen() -> ModuleType:
    path = REPO_ROOT / "tools" / "regen_transcripts.py"
    spec = importlib.util.spec_from_file_location("regen_transcripts", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


regen = load_regen()
NAMES = [spec.name for spec in regen.MATCHES]


@pytest.fixture(scope="module")
def generated() -> dict[str, dict[str, str]]:
    return {spec.name: regen.build(spec) for spec in regen.MATCHES}


def summary_line(text: str) -> dict[str, Any]:
    """The ``replay`` summary written on the transcript's last line."""
    last = text.rstrip("\n").splitlines()[-1]
    assert last.startswith("Summary: ")
    data: dict[str, Any] = json.loads(last[len("Summary: ") :])
    return data


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("suffix", [".txt", ".record.json"])
def test_transcript_matches_the_golden_file(
    generated: dict[str, dict[str, str]], name: str, suffix: str
) -> None:
    file_name = name + suffix
    path = DATA / file_name
    assert path.exists(), f"{path} is missing: {REGEN}"
    expected = path.read_text(encoding="utf-8")
    got = generated[name][file_name]
    if got != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(keepends=True),
                got.splitlines(keepends=True),
                fromfile=f"{file_name} (golden)",
                tofile=f"{file_name} (engine now)",
                n=2,
            )
        )
        lines = diff.splitlines()
        if len(lines) > 120:
            diff = "\n".join([*lines[:120], f"... ({len(lines) - 120} more diff lines)"])
        pytest.fail(f"{file_name} differs from the engine's play now; {REGEN}.\n{diff}")


@pytest.mark.parametrize("name", NAMES)
def test_the_record_replays_to_the_transcript_summary(name: str) -> None:
    record = json.loads((DATA / f"{name}.record.json").read_text(encoding="utf-8"))
    assert record["format"] == "seep-record/1"
    match = replay(record_from_json(record))
    summary = match.summary_json()
    text = (DATA / f"{name}.txt").read_text(encoding="utf-8")
    assert summary == summary_line(text)
    assert summary["finished"] is True
    assert match.record().to_json() == record


def test_the_transcripts_cover_the_interesting_events() -> None:
    text = "".join((DATA / f"{name}.txt").read_text(encoding="utf-8") for name in NAMES)
    for words in (
        "built a house",
        "added",
        "raised",
        "it joins the house",
        "took the house",
        "threw",
        "SEEP",
        "0 points",  # a seep on the last play
        "nothing of 9 or more",  # a thrown-in deal
        "two-seep rule",
        "Baazi won by",
    ):
        assert words in text, words
