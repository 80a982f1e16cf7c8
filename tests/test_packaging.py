"""Packaging promises: one version, the executable's commands documented, build output out of
git, and the workflow building on the three systems."""

from __future__ import annotations

import re
import subprocess
import tomllib
from importlib import metadata
from pathlib import Path

import game

ROOT = Path(__file__).resolve().parents[1]


def test_the_version_is_written_once() -> None:
    assert metadata.version("seep") == game.__version__
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in data["project"] and "version" in data["project"]["dynamic"]
    assert data["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "game.__version__"}


def test_make_dist_and_its_bench_are_documented() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for target in ("dist", "dist-smoke", "bench-dist"):
        assert re.search(rf"^{target}: ", makefile, re.M), target
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for needle in ("## For friends", "## Building", "`make dist`", "tools/bench_dist.py"):
        assert needle in readme, needle
    assert "make dist-smoke" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_build_output_stays_out_of_git() -> None:
    ignored = subprocess.run(
        ["git", "check-ignore", "--no-index", "build/out/x", "build/lib/x", "dist/seep"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    ).stdout.split()
    assert ignored == ["build/out/x", "build/lib/x", "dist/seep"]
    tracked = subprocess.run(
        ["git", "ls-files", "build", "dist"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    assert "build/seep.spec" in tracked and "build/build.py" in tracked
    assert not [t for t in tracked if t.startswith(("build/out/", "build/lib/", "dist/"))]


def test_the_workflow_builds_on_each_system_and_smoke_tests() -> None:
    text = (ROOT / ".github" / "workflows" / "executables.yml").read_text(encoding="utf-8")
    for runner in ("ubuntu-22.04", "windows-", "macos-"):
        assert f"os: {runner}" in text, runner
    assert "workflow_dispatch" in text and "tags:" in text
    assert "tools/bench_dist.py --smoke" in text
    assert "actions/upload-artifact" in text
    assert (ROOT / ".github" / "release-note.md").is_file()
