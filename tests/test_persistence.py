"""Settings and saves on disk: round trips, damaged files, atomic writes, versions."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from game.storage.settings import SETTINGS_VERSION, AnimationSpeed, Settings
from game.storage.store import GAME_VERSION, SaveStore, default_root
from game.text.storage import told


def custom_settings() -> Settings:
    return Settings(
        window_size=(1600, 900),
        fullscreen=True,
        animation_speed=AnimationSpeed.FAST,
        effects_volume=0.25,
        mute=True,
        four_colour_deck=True,
        hints=False,
        undo_allowed=False,
        screen_reader=True,
        player_name="Harpreet",
    )


def write_raw(root: Path, name: str, text: str) -> Path:
    path = root / f"{name}.json"
    path.write_text(text, encoding="utf-8")
    return path


def test_settings_round_trip(save_root: Path) -> None:
    store = SaveStore(save_root)
    assert store.save_settings(custom_settings())
    assert SaveStore(save_root).load_settings() == custom_settings()


def test_file_carries_a_version_key(save_root: Path) -> None:
    SaveStore(save_root).save_settings(Settings())
    data = json.loads((save_root / "settings.json").read_text())
    assert data["version"] == SETTINGS_VERSION
    assert data["animation_speed"] == "normal" and data["window_size"] == [1280, 720]


def test_missing_file_gives_defaults_quietly(save_root: Path) -> None:
    store = SaveStore(save_root)
    assert store.load_settings() == Settings()
    assert told(store.problems) == []


def test_the_store_folder_is_created_on_first_write(tmp_path: Path) -> None:
    root = tmp_path / "deep" / "folder"
    SaveStore(root).save_settings(Settings())
    assert (root / "settings.json").is_file()


@pytest.mark.parametrize(
    "text",
    [
        "{ this is not json",
        "",
        "[1, 2, 3]",  # valid JSON, wrong shape
        '"just a string"',
    ],
)
def test_corrupt_file_is_set_aside_and_defaults_used(save_root: Path, text: str) -> None:
    write_raw(save_root, "settings", text)
    store = SaveStore(save_root)
    assert store.load_settings() == Settings()
    assert not (save_root / "settings.json").exists()
    [bad] = save_root.glob("settings.json.*.bad")
    assert bad.read_text(encoding="utf-8") == text
    [message] = told(store.take_problems())
    assert bad.name in message
    assert told(store.problems) == []


def test_undecodable_bytes_are_set_aside(save_root: Path) -> None:
    (save_root / "settings.json").write_bytes(b"\xff\xfe\x00garbage\x81")
    store = SaveStore(save_root)
    assert store.load_settings() == Settings()
    [bad] = save_root.glob("settings.json.*.bad")
    assert bad.name in told(store.problems)[0]


@pytest.mark.parametrize("version", [0, SETTINGS_VERSION + 1, "1", None])
def test_wrong_version_is_set_aside(save_root: Path, version: Any) -> None:
    data = {"version": version, **custom_settings().to_json()}
    if version is None:
        del data["version"]
    write_raw(save_root, "settings", json.dumps(data))
    store = SaveStore(save_root)
    assert store.load_settings() == Settings()
    [bad] = save_root.glob("settings.json.*.bad")
    assert bad.name in told(store.problems)[0]
    assert "different version" in told(store.problems)[0] or "damaged" in told(store.problems)[0]


def test_one_bad_value_falls_back_alone(save_root: Path) -> None:
    data = {"version": SETTINGS_VERSION, **custom_settings().to_json()}
    data["effects_volume"] = 7.5  # out of range
    data["animation_speed"] = "ludicrous"
    data["something_from_the_future"] = {"x": 1}  # unknown: ignored
    write_raw(save_root, "settings", json.dumps(data))
    store = SaveStore(save_root)
    loaded = store.load_settings()
    expected = custom_settings()
    expected.effects_volume = Settings().effects_volume
    expected.animation_speed = Settings().animation_speed
    assert loaded == expected
    assert not list(save_root.glob("settings.json*.bad"))
    assert told(store.problems) == []


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("window_size", [100, 100]),
        ("window_size", [1280]),
        ("window_size", [True, 720]),
        ("window_size", "1280x720"),
        ("fullscreen", 1),
        ("fullscreen", "yes"),
        ("effects_volume", True),
        ("effects_volume", -0.1),
        ("effects_volume", float("nan")),
        ("player_name", ""),
        ("player_name", "   "),
        ("player_name", "x" * 50),
        ("player_name", "tab\there"),
        ("player_name", 42),
        ("hints", None),
    ],
)
def test_bad_values_are_rejected(field: str, value: Any) -> None:
    settings, rejected = Settings.from_json({field: value})
    assert rejected == [field]
    assert getattr(settings, field) == getattr(Settings(), field)


def test_good_values_are_cleaned() -> None:
    settings, rejected = Settings.from_json(
        {"player_name": "  Simran ", "effects_volume": 1, "window_size": [1024, 640]}
    )
    assert rejected == []
    assert settings.player_name == "Simran"
    assert settings.effects_volume == 1.0 and isinstance(settings.effects_volume, float)
    assert settings.window_size == (1024, 640)


def test_atomic_write_leaves_no_temporary_files(save_root: Path) -> None:
    store = SaveStore(save_root)
    for i in range(5):
        store.save_settings(Settings(player_name=f"P{i}"))
        store.save_game({"turn": i})
    assert sorted(p.name for p in save_root.iterdir()) == ["game.json", "settings.json"]


def test_a_failed_write_keeps_the_old_file_and_cleans_up(
    save_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(save_root)
    store.save_settings(custom_settings())
    before = (save_root / "settings.json").read_bytes()

    def broken_replace(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    assert store.save_settings(Settings()) is False
    monkeypatch.undo()
    assert (save_root / "settings.json").read_bytes() == before
    assert [p.name for p in save_root.iterdir()] == ["settings.json"]
    assert "No space left" in told(store.take_problems())[0]


def test_saved_game_round_trip_and_delete(save_root: Path) -> None:
    store = SaveStore(save_root)
    assert not store.has_saved_game()
    game = {"deal": 17, "moves": ["bid 9", "throw KS"]}
    assert store.save_game(game)
    assert store.has_saved_game()
    assert store.load_game() == game
    data = json.loads((save_root / "game.json").read_text())
    assert data["version"] == GAME_VERSION
    store.delete_game()
    assert not store.has_saved_game()
    store.delete_game()  # deleting twice is fine


def test_saved_game_from_another_version_is_not_offered(save_root: Path) -> None:
    write_raw(save_root, "game", json.dumps({"version": GAME_VERSION + 1, "deal": 1}))
    store = SaveStore(save_root)
    assert not store.has_saved_game()
    [bad] = save_root.glob("game.json.*.bad")
    assert "saved game" in told(store.problems)[0] and bad.name in told(store.problems)[0]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG_DATA_HOME is Linux only")
def test_default_root_is_the_user_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    root = default_root()
    assert root == tmp_path / "xdg" / "Seep"
    assert not root.exists()  # made by SaveStore.prepare, which can tell the player it cannot
    assert SaveStore(root).prepare() and root.is_dir()
