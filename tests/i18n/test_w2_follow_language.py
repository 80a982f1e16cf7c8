"""The spoken sentences, the records' words, Settings' lists and the store's messages follow the
language: built when asked for, in the language current then (a made-up catalogue marks every
translated sentence with « »), and unchanged in English."""

from __future__ import annotations

from pathlib import Path

from game import i18n
from game.scenes.kit.focus import Focusable, on_off
from game.scenes.menus import settings
from game.storage.store import SaveStore
from game.text import records as record_words
from game.text.spoken import KEYS, Spoken, for_the_ear, key_help, key_list, number_word
from game.text.storage import told
from game.text.words import Words


def test_the_spoken_sentences_are_built_in_the_current_language(marked: None) -> None:
    spoken = Spoken(Words(("You", "East", "North", "West"), 0))
    assert spoken.turn(1, "play") == "«East to play.»"
    assert spoken.turn(0, "bid") == "«Your bid: choose a house value.»"
    assert spoken.list_item(["a", "b"], 1) == "«b, 2 of 2.»"
    assert all(line.startswith("«") for line in key_list(KEYS).splitlines())
    i18n.set_language("en")
    assert spoken.turn(1, "play") == "East to play."
    assert key_list(KEYS).splitlines()[0] == (
        "Left, Right: walk your hand; each card says how many moves it has."
    )
    assert key_help().startswith("Keys at the table. Left, Right: walk your hand;")


def test_cards_and_numbers_are_said_in_the_current_language() -> None:
    said = "East built a house of 11 with the 5♥ and the 6♦."
    assert for_the_ear(said) == (
        "East built a house of eleven with the five of hearts and the six of diamonds."
    )
    try:
        i18n.set_language("hi")
        assert "पान का पंजा" in for_the_ear("5♥")
        assert number_word(13) == "तेरह"
    finally:
        i18n.set_language("en")
    assert number_word(13) == "thirteen"


def test_the_records_words_follow_a_switch(marked: None) -> None:
    assert record_words.keep_label(20) == "«20 games»"
    assert record_words.level_name("easy") == "«Easy»"
    assert record_words.exported("x.json") == "«The game was exported as x.json.»"
    i18n.set_language("en")
    assert record_words.keep_label(20) == "20 games"
    assert record_words.keep_label(0) == "none"
    assert record_words.kept_cells("2026-12-01T14:05:09", "hard", "standard", "won", (2, 1), 7) == (
        "2026-12-01 14:05",
        "Won 2–1",
        "vs Hard",
        "Standard",
        "7 deals",
    )


def test_settings_lists_are_shown_and_read_back_in_either_language(marked: None) -> None:
    felt = settings.choice_labels("felt")
    assert felt["green"] == "«Green»"
    assert settings._chosen("felt", "«Blue»", "green") == "blue"
    assert settings._chosen("felt", "Maroon", "green") == "maroon"  # built before a switch
    assert settings._chosen("felt", "Plaid", "green") == "green"
    assert settings.choice_labels("scale") == settings.SCALE_LABELS
    item = Focusable("x", lambda: None, "check box", value=lambda: on_off(True))  # type: ignore[arg-type,return-value]
    assert item.spoken() == "x, «check box», «on»"


def test_a_message_queued_before_the_language_is_known_is_shown_in_it(
    save_root: Path, marked: None
) -> None:
    i18n.set_language("en")
    (save_root / "settings.json").write_text("{not json", encoding="utf-8")
    store = SaveStore(save_root)
    store.load_settings()
    assert told(store.problems)[0].startswith("Your settings file was damaged, so Seep is using")
    i18n.set_language("xx")
    (text,) = told(store.take_problems())
    assert text.startswith("«Your «settings file» was damaged, so Seep is using a fresh one.")
    assert "settings.json." in text and text.endswith(".bad.»")
