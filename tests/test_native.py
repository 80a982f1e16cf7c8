"""The compiled hot path (setup.py's mypyc build) and its guard, game/_native.py.

The compiled modules are trusted only when the manifest's hashes match the sources on disk;
otherwise, or with ``SEEP_PURE=1``, every module is imported from its source. Compiled or pure,
the players choose the same moves.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from game import _native
from tests.import_graph import import_graph

ROOT = Path(__file__).resolve().parents[1]
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]
DATA = ROOT / "tests" / "ai" / "data"


def _tree(tmp: Path) -> Path:
    """A fake compiled build: one source, its extension, the group library, the manifest."""
    (tmp / "ai").mkdir()
    source = tmp / "ai" / "hot.py"
    source.write_text("X = 1\n")
    (tmp / "ai" / f"hot{SUFFIX}").write_bytes(b"not really a library")
    (tmp / f"_compiled__mypyc{SUFFIX}").write_bytes(b"nor this")
    manifest = tmp / "_compiled.json"
    digest = hashlib.sha256(source.read_bytes()).hexdigest()
    manifest.write_text(json.dumps({"ai/hot.py": digest}))
    return manifest


def test_a_build_of_the_sources_on_disk_is_trusted(tmp_path: Path) -> None:
    assert _native.check(_tree(tmp_path), environ={}) == "compiled"


def test_seep_pure_turns_the_compiled_modules_off(tmp_path: Path) -> None:
    manifest = _tree(tmp_path)
    assert _native.check(manifest, environ={"SEEP_PURE": "1"}) == "pure: SEEP_PURE is set"
    assert _native.check(manifest, environ={"SEEP_PURE": "0"}) == "compiled"


def test_a_source_edited_since_the_build_is_run_from_source(tmp_path: Path) -> None:
    manifest = _tree(tmp_path)
    (tmp_path / "ai" / "hot.py").write_text("X = 2\n")
    assert _native.check(manifest, environ={}) == "pure: ai/hot.py changed since it was compiled"


@pytest.mark.parametrize(
    ("remove", "why"),
    [
        ("ai/hot.py", "pure: ai/hot.py is missing"),
        (f"ai/hot{SUFFIX}", "pure: ai/hot.py was not compiled"),
        (f"_compiled__mypyc{SUFFIX}", "pure: the compiled group's library is missing"),
        ("_compiled.json", "pure: not compiled"),
    ],
)
def test_a_partial_build_is_not_trusted(tmp_path: Path, remove: str, why: str) -> None:
    manifest = _tree(tmp_path)
    (tmp_path / remove).unlink()
    assert _native.check(manifest, environ={}) == why


@pytest.mark.parametrize("text", ["{not json", "[]", "{}", '"ai/hot.py"'])
def test_a_bad_manifest_means_pure_python(tmp_path: Path, text: str) -> None:
    manifest = _tree(tmp_path)
    manifest.write_text(text)
    assert _native.check(manifest, environ={}).startswith("pure: ")


def test_the_compiled_sources_are_those_the_manifest_lists(tmp_path: Path) -> None:
    manifest = _tree(tmp_path)
    assert _native.compiled_sources(manifest) == [tmp_path / "ai" / "hot.py"]
    manifest.write_text("{not json")
    assert _native.compiled_sources(manifest) == []


def test_source_first_prefers_the_source_over_a_compiled_file(tmp_path: Path) -> None:
    _tree(tmp_path)
    finder = _native.SourceFirst()
    spec = finder.find_spec("game.hot", [str(tmp_path / "ai")])
    assert spec is not None and spec.origin == str(tmp_path / "ai" / "hot.py")
    # a module with only its source is left to the ordinary import; other packages untouched
    (tmp_path / "ai" / "plain.py").write_text("Y = 1\n")
    assert finder.find_spec("game.plain", [str(tmp_path / "ai")]) is None
    assert finder.find_spec("other.hot", [str(tmp_path / "ai")]) is None


def test_the_guard_asks_whether_to_trust_only_for_a_compiled_file(tmp_path: Path) -> None:
    """The check (reading the manifest, hashing) waits for the first compiled module."""
    _tree(tmp_path)
    (tmp_path / "ai" / "plain.py").write_text("Y = 1\n")
    asked: list[bool] = []

    def trusted(answer: bool) -> Callable[[], bool]:
        def ask() -> bool:
            asked.append(answer)
            return answer

        return ask

    here = [str(tmp_path / "ai")]
    assert _native.SourceFirst(trusted(True)).find_spec("game.plain", here) is None
    assert _native.SourceFirst(trusted(True)).find_spec("other.hot", here) is None
    assert asked == []
    assert _native.SourceFirst(trusted(True)).find_spec("game.hot", here) is None  # compiled
    spec = _native.SourceFirst(trusted(False)).find_spec("game.hot", here)
    assert spec is not None and spec.origin == str(tmp_path / "ai" / "hot.py")
    assert asked == [True, False]


def test_importing_the_game_does_no_work() -> None:
    """``import game`` reads no manifest, hashes nothing and imports no computer player; the
    state is checked when it is asked for."""
    code = (
        "import sys, game, game._native as n; "
        "print(n._state, 'game.ai' in sys.modules, 'hashlib' in vars(n)); "
        "print(n.STATE == n.check(), n._state == n.STATE)"
    )
    out = _run(["-c", code], pure=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.decode().split() == ["None", "False", "False", "True", "True"]


def test_the_guard_module_imports_nothing_of_the_game() -> None:
    """Not the computer players (it once imported game.ai to tell whether they ran compiled)."""
    assert import_graph(ROOT / "game", "game")["game._native"] == set()


def test_this_checkout_runs_what_its_state_says() -> None:
    """Compiled where the manifest is trusted, the sources (through SourceFirst) otherwise."""
    from game.ai import counter
    from game.rules import movegen

    assert _native.check() == _native.STATE or _native.STATE.startswith("frozen")
    for module in (counter, movegen):
        compiled = not str(module.__file__).endswith(".py")
        assert compiled == (_native.STATE == "compiled"), (module.__file__, _native.STATE)


def _env(pure: bool) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "SEEP_PURE"}
    return {**env, "SEEP_PURE": "1"} if pure else env


def _run(args: list[str], pure: bool, data: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, *args],
        input=data,
        capture_output=True,
        cwd=ROOT,
        env=_env(pure),
        timeout=300,
    )


def test_compiled_and_pure_expert_choose_the_same_moves() -> None:
    """Expert at its real budget, through the tool, from source (``SEEP_PURE=1``) and as this
    checkout runs it (compiled where it is built): both give the moves the compiled build gave
    when the file was written, so the claim is checked where no compiled build is at hand too.

    After a change to Expert's choices, write the file again with a compiled build
    (``make compile``): ``python -m game.ai move --level expert --seed 4
    tests/ai/data/same_moves_views.jsonl > tests/ai/data/same_moves_expert_seed4.jsonl``.
    """
    views = (DATA / "same_moves_views.jsonl").read_bytes()
    expected = (DATA / "same_moves_expert_seed4.jsonl").read_bytes()
    assert len(expected.splitlines()) == len(views.splitlines()) >= 6
    state = ["-c", "import game._native as n; print(n.STATE)"]
    assert _run(state, pure=True).stdout.decode().strip() == "pure: SEEP_PURE is set"
    assert _run(state, pure=False).stdout.decode().strip() == _native.check(environ={})
    tool = ["-m", "game.ai", "move", "--level", "expert", "--seed", "4"]
    for pure in (True, False):
        answers = _run(tool, pure, views)
        assert answers.returncode == 0, answers.stderr
        assert b"guard against hangs" not in answers.stderr, answers.stderr
        assert answers.stdout == expected, (pure, answers.stdout.decode())
