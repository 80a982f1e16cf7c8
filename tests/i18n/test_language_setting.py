"""The language setting: chosen in Settings by keyboard, applied live to every screen (words
and fonts), saved; ``--lang`` for one run; the system's language for a new player."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import i18n
from game.app import App, parse_args
from game.scenes.menus.settings import SettingsScene
from game.scenes.menus.title import TitleScene
from game.storage.settings import Settings
from game.storage.store import SaveStore


def press(app: App, key: int, frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))
    app.run(frames=frames)


def _texts(app: App) -> list[str]:
    scene = app.ctx.scenes.top
    assert isinstance(scene, TitleScene)
    return [button.text for button in scene.buttons.values()]


def test_switching_to_punjabi_in_settings_applies_live_and_is_saved(tmp_path: Path) -> None:
    app = App(parse_args(["--size", "1024x640", "--data-dir", str(tmp_path)]))
    try:
        app.run(frames=2)
        before = _texts(app)
        assert "New game" in before
        app.ctx.open_scene("settings")
        app.run(frames=2)
        scene = app.ctx.scenes.top
        assert isinstance(scene, SettingsScene)
        assert scene.ring.current is not None and scene.ring.current.label == "Language"
        press(app, pygame.K_RIGHT)  # English -> हिन्दी
        press(app, pygame.K_RIGHT)  # -> ਪੰਜਾਬੀ
        scene = app.ctx.scenes.top
        assert isinstance(scene, SettingsScene)
        assert scene.controls["language"].selected_option[0] == "ਪੰਜਾਬੀ"
        for _ in range(40):  # down to Back
            if scene.ring.current is not None and scene.ring.current.label == "Back":
                break
            press(app, pygame.K_DOWN, frames=1)
        press(app, pygame.K_RETURN, frames=4)
        assert i18n.language() == "pa"
        assert app.ctx.theme.language == "pa"
        assert app.ctx.ui.get_locale() == "pa"
        after = _texts(app)
        punjabi = i18n.catalog("pa").gettext("New game")
        assert punjabi != "New game" and punjabi in after
        assert SaveStore(tmp_path).load_settings().language == "pa"
    finally:
        app.close()


def test_lang_option_is_for_this_run_only(tmp_path: Path) -> None:
    SaveStore(tmp_path).save_settings(Settings(language="en"))
    app = App(parse_args(["--size", "1024x640", "--data-dir", str(tmp_path), "--lang", "hi"]))
    try:
        app.run(frames=2)
        assert i18n.language() == "hi"
        assert i18n.catalog("hi").gettext("Tutorial") in _texts(app)
    finally:
        app.close()
    assert SaveStore(tmp_path).load_settings().language == "en"


def test_a_new_player_gets_the_systems_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "hi")
    app = App(parse_args(["--size", "1024x640", "--data-dir", str(tmp_path)]))
    try:
        assert i18n.language() == "hi"
    finally:
        app.close()


def test_a_bad_stored_language_is_english(tmp_path: Path) -> None:
    settings, rejected = Settings.from_json({"language": "klingon"})
    assert settings.language == "" and rejected == ["language"]
    settings, rejected = Settings.from_json({"language": ["hi"]})
    assert settings.language == "" and rejected == ["language"]


def test_settings_screen_keeps_what_it_does_not_show(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_settings(Settings(records_kept=20, new_game={"players": 2}, language="en"))
    app = App(parse_args(["--size", "1024x640", "--data-dir", str(tmp_path)]))
    try:
        app.ctx.open_scene("settings")
        app.run(frames=2)
        scene = app.ctx.scenes.top
        assert isinstance(scene, SettingsScene)
        press(app, pygame.K_ESCAPE, frames=3)
    finally:
        app.close()
    kept = SaveStore(tmp_path).load_settings()
    assert kept.records_kept == 20 and kept.new_game == {"players": 2}


@pytest.mark.parametrize(("code", "script"), [("pa", (0x0A00, 0x0A7F)), ("hi", (0x0900, 0x097F))])
def test_the_speech_record_is_in_the_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: str, script: tuple[int, int]
) -> None:
    """``SEEP_SPEECH=record:FILE --autoplay --lang pa``: every sentence heard is Punjabi."""
    from game.speech.speaker import read_record

    record = tmp_path / "speech.jsonl"
    monkeypatch.setenv("SEEP_SPEECH", f"record:{record}")
    args = ["--autoplay", "--seed", "7", "--lang", code, "--data-dir", str(tmp_path / "d")]
    app = App(parse_args(args))
    try:
        assert app.table is not None
        app.run(400)
    finally:
        app.ctx.speech.close()
        app.close()
    texts = [u.text for u in read_record(record)]
    assert len(texts) > 20
    for text in texts:
        letters = [c for c in text if c.isalpha()]
        native = [c for c in letters if script[0] <= ord(c) <= script[1]]
        assert len(native) >= len(letters) * 0.8, text
    assert not any(ch in text for text in texts for ch in "♠♥♦♣")  # cards said in words


def test_the_default_name_is_shown_in_the_players_language() -> None:
    import gettext

    from game.play.savegame import GameSetup
    from game.storage.settings import DEFAULT_NAME
    from game.text.storage import shown_name, stored_name

    class Made(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return {"You": "«You»"}.get(message, message)

    i18n.install("xx", Made())
    try:
        i18n.set_language("xx")
        assert GameSetup(seed=1).names(DEFAULT_NAME)[0] == "«You»"
        assert GameSetup(seed=1).names("Harpreet")[0] == "Harpreet"
        assert shown_name(DEFAULT_NAME) == "«You»" and stored_name("«You»") == DEFAULT_NAME
        assert stored_name("Harpreet") == "Harpreet"
    finally:
        i18n.forget()


def test_pygame_guis_own_words_follow_the_language(tmp_path: Path) -> None:
    import i18n as gui_i18n  # type: ignore[import-untyped]

    app = App(parse_args(["--size", "1024x640", "--data-dir", str(tmp_path), "--lang", "pa"]))
    try:
        cancel = gui_i18n.t("pygame-gui.Cancel")
        assert cancel == i18n.catalog("pa").gettext("Cancel") and cancel != "Cancel"
    finally:
        app.close()


def test_the_language_row_also_says_language_in_english(tmp_path: Path) -> None:
    app = App(parse_args(["--size", "1024x640", "--data-dir", str(tmp_path), "--lang", "pa"]))
    try:
        app.ctx.open_scene("settings")
        app.run(frames=2)
        scene = app.ctx.scenes.top
        assert isinstance(scene, SettingsScene)
        assert scene.ring.current is not None
        assert scene.ring.current.label == i18n._("Language") + " · Language"
    finally:
        app.close()
