"""The tutorial's words, as shown and said, in English, Hindi and Punjabi: no doubled stops
("Well done!."), no doubled spaces ("done:  1"), lists of cards with commas and "and", "lesson
3 of 16" rather than "3/16", the keyboard's instructions when the game speaks, the list's items
in the present and the hand's count of a card's plays agreeing with its list."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.app import App, parse_args
from game.scenes.menus.title import TitleScene
from game.speech import MemorySpeaker
from game.speech.switch import SpeechSwitch
from game.storage.settings import AnimationSpeed
from game.text.spoken import for_the_ear
from game.text.tutorial import heard_paragraphs, keyboard_hint, move_words
from game.tutorial import load_lessons
from tests.tutorial.learner import Learner
from tests.tutorial.walk import walk

LANGUAGES = ["en", "hi", "pa"]
DOUBLE_STOP = re.compile(r"[.!?।][.।]|[.!?।],|,[.।]")
CARDS_IN_A_ROW = re.compile(r"[0-9AJQK][♠♥♦♣] [0-9AJQK]{1,2}[♠♥♦♣]")


def bad_wording(text: str, code: str = "en") -> list[str]:
    """What is wrong with a text by the rules above (empty: nothing). Cards in a row are
    checked in English only (in Hindi and Punjabi "J♦ 6♣ पर" is "the J♦ on the 6♣")."""
    wrong = []
    if "  " in text.strip():
        wrong.append("a double space")
    if DOUBLE_STOP.search(text):
        wrong.append("a doubled stop")
    if code == "en" and CARDS_IN_A_ROW.search(text):
        wrong.append("cards without commas")
    if re.search(r"\b\d+/\d+\b", text):
        wrong.append("a count with a slash")
    return wrong


def open_app(tmp_path: Path, code: str) -> tuple[App, MemorySpeaker]:
    app = App(parse_args(["--size", "1280x720", "--data-dir", str(tmp_path), "--lang", code]))
    app.ctx.settings.animation_speed = AnimationSpeed.OFF
    speaker = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    app.run(frames=1)
    return app, speaker


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_lessons_text_keeps_the_punctuation_and_space_rules(code: str) -> None:
    i18n.set_language(code)
    try:
        for lesson in load_lessons():
            texts = [lesson.title, lesson.summary, *heard_paragraphs(lesson.text)]
            for step in lesson.steps:
                texts += [step.task, step.hint, step.success]
                texts += [text for _move, text in step.mistakes]
            for text in texts:
                shown = i18n._(text) if text else ""
                assert not bad_wording(shown, code), (lesson.id, shown, bad_wording(shown, code))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    "code", [c if c == "en" else pytest.param(c, marks=pytest.mark.slow) for c in LANGUAGES]
)  # Hindi and Punjabi with the slow tests (their wording rules: the test below, every lesson)
def test_the_whole_tutorial_by_ear_keeps_the_rules(tmp_path: Path, code: str) -> None:
    app, speaker = open_app(tmp_path, code)
    try:
        heard = walk(app, speaker)
        assert heard.steps == sum(len(lesson.steps) for lesson in load_lessons())
        for text in heard.said + heard.shown:
            assert not bad_wording(text, code), (text, bad_wording(text, code))
        if code == "en":
            said = " ".join(heard.said)
            assert "Well done! " in said and "Lesson complete! " in said
            assert not re.search(r"\b(drag|click)", said, re.IGNORECASE)  # the keys, by ear
            assert "Choose your card with Left and Right" in said
            assert "You took the 2♠, the 3♦ and the 6♣" not in said  # said in words:
            assert "You took the two of spades, the three of diamonds and the six of" in said
            assert "Bid 11 (Jack)" in said
    finally:
        app.close()
        i18n.set_language("en")


def test_a_cards_list_is_in_the_present_and_the_hand_counts_its_items(app: App) -> None:
    you = Learner.at(app, "cards")  # the 10♣ can take the 10♦, or try a throw it may not make
    pos = you.position
    ten = next(c for c in pos.hand(0) if c >> 2 == 9)
    you.select(ten)
    counted = you.last_said
    items = you.open_plays(ten)
    assert items[0] == "Take the 10♦"
    assert you.last_said.startswith(f"Play the ten of clubs: which play? {len(items)} choices.")
    if len(items) == 1:
        assert counted.startswith("The ten of clubs: 1 move, Take the ten of diamonds")
    else:
        assert counted == f"The ten of clubs: {len(items)} choices."


def test_with_speech_on_a_mouse_hint_is_for_the_keys(app: App) -> None:
    you = Learner.at(app, "capture")
    you.press(pygame.K_QUESTION)
    move = you.scene.hint_move()
    assert move is not None
    hint = keyboard_hint(move, you.position)
    play = move_words(move, you.position)
    assert hint == f"Choose the 9♣ with Left and Right, press Enter and pick: {play}."
    assert for_the_ear(hint) in you.last_said
    assert "drag" not in you.last_said.lower()


def test_the_list_of_lessons_heading_is_said_with_its_first_item(app: App) -> None:
    you = Learner.at(app)
    before = len(you.said)
    you.press(pygame.K_l)
    said = you.said[before:]
    assert len(said) == 1, said  # one utterance: the heading is not cut by the item
    assert said[0].startswith("Lessons. 0 of 16 completed. 16 choices. 1. Cards and points")
    assert said[0].endswith("1 of 16.")


def test_the_menu_speaks_the_new_language_after_a_switch(app: App) -> None:
    """Back from Settings in another language, the title says its buttons in it (not
    "Settings, बटन" with the label left in English)."""
    speaker = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    title = app.ctx.scenes.top
    assert isinstance(title, TitleScene)
    title.focus = "settings"
    app.ctx.open_scene("settings")
    app.run(frames=2)
    try:
        app.ctx.commit_settings(dataclasses.replace(app.ctx.settings, language="hi"))
        app.ctx.scenes.pop()  # Back: the title resumes before the screens are laid out again
        app.run(frames=1)
        assert app.ctx.scenes.top is title
        said = speaker.texts[-1]
        assert i18n._("Settings") + "," in said and "Settings" not in said, said
    finally:
        i18n.set_language("en")
