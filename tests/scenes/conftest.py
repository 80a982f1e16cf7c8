"""Fixtures shared by the scene tests: no real user data folder, and a headless app."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app import App
from tests.scenes.tablekit import make_app


@pytest.fixture(autouse=True)
def _no_real_user_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever a test forgets, settings never land in the real user data folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


@pytest.fixture
def app(save_root: Path) -> Iterator[App]:
    """The app on a fresh save folder, animations off, one frame run."""
    a = make_app(save_root)
    yield a
    a.close()
