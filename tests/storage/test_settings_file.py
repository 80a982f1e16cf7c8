"""The settings file: a round trip, the version key, defaults when it is missing, and each stored
value checked on its own (a bad one falls back to its default, the rest are kept)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.storage.settings import SETTINGS_VERSION, AnimationSpeed, Settings
from game.storage.store import SaveStore
from game.text.storage import told


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


def test_a_list_where_a_choice_belongs_is_a_bad_value_not_a_crash() -> None:
    """Found by the fuzz test: an unhashable value for a setting with a fixed set of choices."""
    data = {"computer_speed": [], "hand_order": {}, "felt": ["blue"], "card_back": 3}
    settings, rejected = Settings.from_json(data)
    assert set(rejected) == set(data)
    assert (settings.computer_speed, settings.hand_order) == ("normal", "value")
    assert (settings.felt, settings.card_back) == ("green", "red")


@pytest.mark.parametrize("field", ["effects_volume", "ui_scale"])
def test_a_number_too_big_for_a_float_falls_back_quietly(field: str) -> None:
    """Found by the fuzzed files: a 400-digit integer where a fraction belongs crashed the
    reader (OverflowError); it is out of range, like 7.5."""
    settings, rejected = Settings.from_json({field: 10**400, "mute": True})
    assert rejected == [field] and settings == Settings(mute=True)
