"""The project's own promises: the README's two commands, CI calling the test command, entry
points, and no machine-specific paths in the repository."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MACHINE_PATHS = ("/work/" + "main", "/ro" + "ot/", "/t" + "mp/")


def test_readme_names_exactly_the_play_and_test_commands() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "**Play:** `make play`" in text
    assert "**Test:** `make test`" in text
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^play: ", makefile, re.M) and re.search(r"^test: ", makefile, re.M)
    assert "python -m venv" in makefile.replace("$(PYTHON)", "python")


def test_ci_runs_the_readme_test_command() -> None:
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "make test" in script


def test_entry_points() -> None:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert data["project"]["scripts"]["seep"] == "game.app:main"
    assert (ROOT / "game" / "__main__.py").exists()
    deps = " ".join(data["project"]["dependencies"])
    for name in ("pygame-ce", "pygame-gui", "platformdirs"):
        assert name in deps


def test_the_rules_tool_answers_help() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "game.rules", "--help"], cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode == 0 and "moves" in out.stderr


def test_no_machine_paths_in_the_repository() -> None:
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    bad = []
    for name in tracked:
        path = ROOT / name
        if path.suffix not in {".py", ".md", ".toml", ".json", ".txt", ".cfg", ""}:
            continue
        if not path.is_file():
            continue
        if path.resolve() == Path(__file__).resolve():
            continue
        text = path.read_text(encoding="utf-8", errors="ignore")
        if any(marker in text for marker in MACHINE_PATHS):
            bad.append(name)
    assert not bad, f"machine paths in {bad}"
