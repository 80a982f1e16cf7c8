"""The app starts, and the player is told, whatever state the kept files are in: a damaged file
(each file, read at start or by the screen that needs it), a file with bad values, a folder in a
file's place (one dialog however often the screen reads it)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app import App, Options
from game.storage.settings import SETTINGS_VERSION
from game.storage.store import SaveStore
from tests.storage.test_damaged_files import CONTENTS, NOUNS, kept, unopenable

#: A file, what it holds, the screen of the title menu that reads it (None: read at start), and
#: how the player's dialog begins.
BAD_FILES = {
    "damaged settings": ("settings", CONTENTS["deep_value"][0], None, "Your settings file was"),
    "damaged game": ("game", CONTENTS["huge_int"][0], "continue", "Your saved game was"),
    "damaged stats": ("stats", CONTENTS["deep_list"][0], "statistics", "Your statistics file"),
    "damaged tutorial": ("tutorial", CONTENTS["not_json"][0], "tutorial", "Your tutorial progress"),
    "a bad value": (
        "settings",
        json.dumps({"version": SETTINGS_VERSION, "effects_volume": float("nan")}).encode(),
        None,
        "Some values in your settings file could not be read and were left out; the rest was kept.",
    ),
}


@pytest.fixture(autouse=True)
def _no_real_user_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


def dialog_texts(app: App) -> list[str]:
    return [d.text for d in app.ctx.dialogs._open]


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_the_app_starts_with_a_bad_file_and_tells_the_player(save_root: Path, case: str) -> None:
    name, raw, screen, begins = BAD_FILES[case]
    (save_root / f"{name}.json").write_bytes(raw)
    app = App(Options(frames=1, open_scene=screen), store=SaveStore(save_root))
    try:
        assert app.run(frames=1) == 0
        [bad] = kept(save_root, name)
        told = [text for text in dialog_texts(app) if bad.name in text]
        assert len(told) == 1, dialog_texts(app)
        assert told[0].startswith(begins) and told[0].endswith(f"kept as {bad.name}.")
        assert NOUNS[name] in told[0]
    finally:
        app.close()


@pytest.fixture
def app_on_statistics(save_root: Path) -> Iterator[App]:
    (save_root / "stats.json").mkdir()
    app = App(Options(frames=1, open_scene="statistics"), store=SaveStore(save_root))
    yield app
    app.close()


def test_a_folder_for_a_file_is_one_dialog_in_the_app(app_on_statistics: App) -> None:
    app = app_on_statistics
    app.run(frames=2)
    scene = app.ctx.scenes.top
    assert unopenable([d.text for d in app.ctx.dialogs._open]) != []
    for _ in range(2):  # back on the statistics screen from elsewhere: it reloads
        scene._entering()  # type: ignore[attr-defined]
        app.run(frames=1)
    assert len(unopenable([d.text for d in app.ctx.dialogs._open])) == 1
