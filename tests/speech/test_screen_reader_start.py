"""Speech starts on its own the first time the game meets a running screen reader (said once,
remembered in the settings); F8 turns it off for good. Settings show the speech in force."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import App, Options
from game.scenes.menus.settings import SettingsScene
from game.speech import detect
from game.speech.detect import from_processes, speech_starts_for
from game.storage.settings import Settings
from game.storage.store import SaveStore
from game.text.spoken import screen_reader_found


def _start(root: Path) -> App:
    app = App(Options(size=(1280, 720)), store=SaveStore(root))
    app.run(frames=2)
    return app


def test_the_processes_name_the_screen_reader() -> None:
    assert from_processes(["bash", "orca", "python3"]) == "Orca"
    assert from_processes(["explorer.exe", "nvda.exe"]) == "NVDA"
    assert from_processes(["bash", "python3"]) is None


def test_speech_starts_only_the_first_time_and_not_when_chosen() -> None:
    fresh = Settings()
    assert speech_starts_for(fresh, False, lambda: "NVDA")
    assert not speech_starts_for(fresh, False, lambda: None)
    assert not speech_starts_for(fresh, True, lambda: "NVDA")  # SEEP_SPEECH chose
    noticed = Settings(screen_reader_noticed=True)  # met before, then turned off with F8
    assert not speech_starts_for(noticed, False, lambda: "NVDA")


def test_a_running_screen_reader_turns_speech_on_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SEEP_SPEECH", raising=False)
    monkeypatch.setattr(detect, "screen_reader_running", lambda: "Orca")
    app = _start(tmp_path)
    try:
        assert app.ctx.speech.on
        dialog = app.ctx.dialogs.top
        assert dialog is not None and dialog.text == screen_reader_found()
        assert "F8 turns it off" in dialog.text
        stored = SaveStore(tmp_path).load_settings()
        assert stored.screen_reader and stored.screen_reader_noticed
    finally:
        app.close()
    again = _start(tmp_path)  # the next start: on, nothing said about it
    try:
        assert again.ctx.speech.on and again.ctx.dialogs.top is None
        again.toggle_speech()  # F8: off, and kept off
        assert not again.ctx.speech.on
    finally:
        again.close()
    third = _start(tmp_path)
    try:
        assert not third.ctx.speech.on and third.ctx.dialogs.top is None
    finally:
        third.close()


def test_no_screen_reader_no_speech(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SEEP_SPEECH", raising=False)
    monkeypatch.setattr(detect, "screen_reader_running", lambda: None)
    app = _start(tmp_path)
    try:
        assert not app.ctx.speech.on and app.ctx.dialogs.top is None
        assert not SaveStore(tmp_path).load_settings().screen_reader_noticed
    finally:
        app.close()


def test_settings_show_the_speech_in_force(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SEEP_SPEECH", f"record:{tmp_path / 'said.jsonl'}")
    app = _start(tmp_path)
    try:
        assert app.ctx.speech.on and app.ctx.speech.forced
        assert not app.ctx.settings.screen_reader  # the setting itself is off
        app.ctx.open_scene("settings")
        app.run(frames=2)
        scene = app.ctx.scenes.top
        assert isinstance(scene, SettingsScene)
        assert scene.controls["screen_reader"].get_state()  # shown as in force: on
        scene._on_leave()  # Back, nothing changed: the setting stays as it was
        assert not app.ctx.settings.screen_reader and app.ctx.speech.on
    finally:
        app.close()


def test_speak_the_game_unticked_turns_speech_off_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SEEP_SPEECH", raising=False)
    monkeypatch.setattr(detect, "screen_reader_running", lambda: None)
    app = _start(tmp_path)
    try:
        app.toggle_speech()  # F8: on
        app.ctx.open_scene("settings")
        app.run(frames=2)
        scene = app.ctx.scenes.top
        assert isinstance(scene, SettingsScene)
        assert scene.controls["screen_reader"].get_state()
        scene.controls["screen_reader"].set_state(False)
        scene._on_leave()
        assert not app.ctx.speech.on and not app.ctx.settings.screen_reader
    finally:
        app.close()
