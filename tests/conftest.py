"""Shared test set-up: headless SDL before pygame is imported anywhere, and common fixtures."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# No test starts a real speech backend by accident (F8 in a monkey test): the tests that want
# speech give the app a recording speaker, or set SEEP_SPEECH themselves.
os.environ["SEEP_SPEECH"] = "off"
# Nor opens the sound device (closing the dummy one took 30 ms an app): the tests of sound and
# speech through the mixer set SEEP_AUDIO back (the ``audio`` fixture).
os.environ["SEEP_AUDIO"] = "off"

import faulthandler
import random
import tempfile
from pathlib import Path

import pytest


@pytest.hookimpl(trylast=True)  # after pytest's own faulthandler set-up
def pytest_configure(config: pytest.Config) -> None:
    """A test worker that crashes leaves its threads' tracebacks in a file of its own
    (``seep-tests-faults-<worker>-<pid>.log`` in the temporary folder): xdist reports only that
    the worker crashed."""
    worker = getattr(config, "workerinput", {}).get("workerid")
    if worker is not None:
        name = f"seep-tests-faults-{worker}-{os.getpid()}.log"
        path = Path(tempfile.gettempdir()) / name
        faulthandler.enable(file=path.open("w"), all_threads=True)
        config.stash[_FAULTS] = path


_FAULTS = pytest.StashKey[Path]()


def pytest_unconfigure(config: pytest.Config) -> None:
    """A worker that ends without a crash leaves no file behind."""
    path = config.stash.get(_FAULTS, None)
    if path is not None and path.exists() and path.stat().st_size == 0:
        faulthandler.disable()
        path.unlink()


@pytest.fixture(autouse=True)
def _no_disk_sync(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves are not synced to the disk outside the storage tests (an fsync a move made the
    suite seconds slower; what is written, and how atomically, is unchanged)."""
    if "storage" not in request.node.path.parts:
        from game.storage import atomic

        monkeypatch.setattr(atomic, "SYNC", False)


@pytest.fixture
def audio(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app opens the (dummy) sound device, as the game does."""
    monkeypatch.delenv("SEEP_AUDIO")


@pytest.fixture
def rng() -> random.Random:
    """A seeded random generator, so every run sees the same numbers."""
    return random.Random(20240229)


@pytest.fixture
def save_root(tmp_path: Path) -> Path:
    """An empty folder for a SaveStore (never the player's real data folder)."""
    root = tmp_path / "saves"
    root.mkdir()
    return root
