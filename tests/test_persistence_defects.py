"""Regression tests for defects in the SaveStore: JSON that crashed the reader, a data folder that
cannot be made, backups that overwrote each other, and temporary files left by a crash."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from game.app import App, Options
from game.persistence import SaveStore

NAMES = ["settings", "game", "stats", "tutorial"]
LOADERS: dict[str, Callable[[SaveStore], Any]] = {
    "settings": SaveStore.load_settings,
    "game": SaveStore.load_game,
    "stats": SaveStore.load_stats,
    "tutorial": SaveStore.load_progress,
}
# The screen of the title menu that reads each file (None: read at start anyway).
SCREENS: dict[str, str | None] = {
    "settings": None,
    "game": "continue",
    "stats": "statistics",
    "tutorial": "tutorial",
}
HOSTILE = {
    "huge_int": '{"version":1,"x":1' + "0" * 5000 + "}",  # ValueError: int digits limit
    "deep_list": "[" * 100_000,  # RecursionError
    "deep_value": '{"version":1,"x":' + "[" * 100_000 + "}",
}


@pytest.fixture(autouse=True)
def _no_real_user_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


def kept(root: Path, name: str) -> list[Path]:
    """The damaged copies of ``<name>.json`` kept in ``root``."""
    return sorted(root.glob(f"{name}.json*.bad"))


def dialog_texts(app: App) -> list[str]:
    return [d.text for d in app.ctx.dialogs._open]


@pytest.fixture
def started() -> Iterator[Callable[[App], App]]:
    apps: list[App] = []

    def keep(app: App) -> App:
        apps.append(app)
        return app

    yield keep
    for app in apps:
        app.close()


# 1. Hostile JSON is quarantined like any other damaged file.


@pytest.mark.parametrize("kind", sorted(HOSTILE))
@pytest.mark.parametrize("name", NAMES)
def test_hostile_json_is_quarantined_not_raised(save_root: Path, name: str, kind: str) -> None:
    text = HOSTILE[kind]
    (save_root / f"{name}.json").write_text(text, encoding="utf-8")
    store = SaveStore(save_root)
    loaded = LOADERS[name](store)
    assert loaded == LOADERS[name](SaveStore(save_root / "empty"))  # the defaults
    assert not (save_root / f"{name}.json").exists()
    [bad] = kept(save_root, name)
    assert bad.read_text(encoding="utf-8") == text
    [message] = store.take_messages()
    assert "was damaged" in message and bad.name in message


@pytest.mark.parametrize("kind", sorted(HOSTILE))
@pytest.mark.parametrize("name", NAMES)
def test_the_app_starts_with_hostile_json(
    save_root: Path, started: Callable[[App], App], name: str, kind: str
) -> None:
    (save_root / f"{name}.json").write_text(HOSTILE[kind], encoding="utf-8")
    app = started(App(Options(frames=1, open_scene=SCREENS[name]), store=SaveStore(save_root)))
    assert app.run(frames=1) == 0
    [bad] = kept(save_root, name)
    assert any(bad.name in text for text in dialog_texts(app))
