"""The rulebook, the tutorial and the table speak the current language: every sentence of the
rulebook goes through the catalogue (a made-up language marks each translated sentence with
« »), and a language switch (the app lays every screen out again, as for a resize) rebuilds
what these scenes keep: section lists, buttons, the lesson panel, the seats' names and words."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import i18n
from game.app import App
from game.i18n.words import seat_name
from game.rules import Match, Position, Rules, legal_moves, needs_redeal
from game.scenes.kit.drawing import seat_letter
from game.scenes.rulebook.scene import RulebookScene
from game.scenes.rulebook.text import Block, Section, plain_text, rulebook
from game.scenes.tutorial.scene import TutorialScene
from game.text.tutorial import NAMES, deal_facts, names
from tests.i18n.languages import Marked
from tests.scenes.tablekit import make_app, open_table


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    root = tmp_path / "saves"
    root.mkdir()
    a = make_app(root)
    try:
        yield a
    finally:
        a.close()
        i18n.set_language("en")
        i18n.forget()


def switch(app: App, code: str) -> None:
    """Switch the language the way Settings does: the app lays every screen out again."""
    if code == "xx":
        i18n.install("xx", Marked())
    i18n.set_language(code)
    app.ctx.relayout_requested = True
    app.run(frames=2)


_INNER = re.compile(r"«[^«»]*»")


def untranslated(text: str) -> str:
    """What is left of ``text`` outside the marked sentences (nested ones too)."""
    while True:
        stripped = _INNER.sub("", text)
        if stripped == text:
            return text
        text = stripped


RULE_SETS = [
    Rules.from_preset("standard"),
    Rules.from_preset("two_house"),
    Rules.from_preset("pagat"),
    Rules.from_preset("bhoos"),
    Rules().replace(num_players=2, match_mode="rounds", rounds_count=3, rounds_tie="extra_deal"),
    Rules().replace(
        num_players=2,
        baazi_count=3,
        scoring_method="even_split",
        even_split_win_measure="gap",
        seep_scoring="zero_sum",
        two_seep_lead_wins=True,
        pakka_add_by="owning_team_only",
        next_dealer_rule="trailing_team_bids",
    ),
    Rules().replace(
        key_scope="team",
        throw_forbidden_if_can_build=True,
        raise_with_floor_cards=True,
        allow_lay_alongside_build=False,
        partner_add_needs_key=True,
        most_cards_bonus=4,
        max_houses=1,
        baazi_target_comparison="exceed",
    ),
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: str(r.to_json()))
def test_every_word_of_the_rulebook_goes_through_the_catalogue(rules: Rules, marked: None) -> None:
    sections = rulebook(rules)
    for section in sections:
        assert untranslated(section.title) == "", section.title
        for block in section.blocks:
            for text in (block.text, block.value, block.detail):
                left = untranslated(text)
                assert re.fullmatch(r"[\s\d]*", left), (text, left)
    assert untranslated(plain_text(sections)).strip("\n •0123456789") == ""


def test_the_rulebook_keeps_its_bold_marks_in_whole_sentences(marked: None) -> None:
    sections = rulebook(Rules.from_preset("standard"))
    overview = sections[0].blocks
    assert "«A team wins a **baazi** by «reaching a lead of **100** points» (see Scoring).»" in (
        overview[2].text
    )
    assert any("«These are the **«standard»** rules, unchanged.»" in b.text for b in _all(sections))


def _all(sections: list[Section]) -> list[Block]:
    return [b for s in sections for b in s.blocks]


def test_seat_letters() -> None:
    assert [seat_letter(s) for s in range(4)] == ["S", "E", "N", "W"]
    assert [seat_letter(s, 2) for s in range(2)] == ["S", "N"]


def test_the_tutorials_names_and_deal_facts_follow_the_language(marked: None) -> None:
    assert names()[0] == "«You»"
    i18n.set_language("en")
    assert names() == NAMES


def _a_deal_played_out() -> Position:
    for seed in range(50):
        match = Match.start(Rules(), seed=seed)
        if needs_redeal(match.position):
            continue
        while not match.deal_done:
            match.play(legal_moves(match.position)[0])
        if match.position.phase == "over":
            return match.position
    raise AssertionError("no deal played out")


def test_deal_facts_in_english_and_marked() -> None:
    over = _a_deal_played_out()
    (line,) = deal_facts(over)
    assert line.startswith("Deal over. Your team: ") and " card points" in line
    assert "Theirs: " in line
    i18n.install("xx", Marked())
    try:
        i18n.set_language("xx")
        (marked_line,) = deal_facts(over)
        assert marked_line.startswith("«Deal over. «Your team: ")
        assert untranslated(marked_line) == ""
    finally:
        i18n.set_language("en")
        i18n.forget()


def test_the_rulebook_scene_follows_a_switch(app: App) -> None:
    app.ctx.open_scene("rules")
    app.run(frames=2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, RulebookScene)
    assert scene.toc_buttons[0].text == "The game"
    english = scene.text
    switch(app, "xx")
    assert scene.toc_buttons[0].text == "«The game»"
    assert scene.back_button is not None and scene.back_button.text == "«Back»"
    assert scene.sections[0].title == "«The game»"
    assert scene.note.startswith("«The standard rules")
    assert scene.heading == "«Rules»"
    switch(app, "en")
    assert scene.text == english
    assert scene.toc_buttons[0].text == "The game"


def test_the_tutorial_follows_a_switch(app: App) -> None:
    scene = TutorialScene(app.ctx, lesson=0)
    app.ctx.scenes.push(scene)
    app.run(frames=2)
    title = scene.lesson.title
    assert title in scene.panel_text
    scene.hint()
    assert scene.feedback is not None and scene.feedback.title == "Hint"
    switch(app, "xx")
    assert f"«{title}»" in scene.panel_text
    assert f"«{scene.step.task}»" in scene.panel_text
    assert scene.buttons["next"].text in ("«Next»", "«Finish»")
    assert scene.buttons["exit"].text == "«Exit»"
    assert scene.feedback is not None and scene.feedback.title == "«Hint»"
    assert scene.coach.names is not None and scene.coach.names[0] == "«You»"
    switch(app, "en")
    assert title in scene.panel_text and scene.buttons["exit"].text == "Exit"
    assert scene.feedback is not None and scene.feedback.title == "Hint"


def test_the_table_follows_a_switch(app: App) -> None:
    scene = open_table(app)
    words = scene.words
    assert scene.buttons["menu"].text == "Menu (Esc)"
    switch(app, "xx")
    assert scene.buttons["menu"].text == "«Menu (Esc)»"
    assert scene.words is not words and scene.narrator.spoken is scene.spoken
    app.run(frames=3)  # the HUD draws in it
    switch(app, "en")
    assert scene.buttons["menu"].text == "Menu (Esc)"


@pytest.mark.parametrize("code", ["hi", "pa"])
def test_the_scenes_draw_in_hindi_and_punjabi(app: App, code: str) -> None:
    scene = open_table(app)
    switch(app, code)
    app.run(frames=3)
    assert scene.words.names[1] == seat_name(1)
    app.ctx.scenes.push(TutorialScene(app.ctx, lesson=0))
    app.run(frames=3)
    app.ctx.scenes.push(RulebookScene(app.ctx))
    app.run(frames=3)
    switch(app, "en")
    assert scene.words.names[1] == "East"
