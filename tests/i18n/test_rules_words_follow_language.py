"""The rules' sentences (moves, reasons, options), the table's words, the coach and the hint follow
the language: built when asked for, in the language current then, and unchanged in English.

A made-up language marks every translated sentence with « »; a tiny Hindi catalogue shows the
glossary's words (seat and card names) and a sentence without the English article.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from typing import ClassVar

import pytest

from game import i18n
from game.ai.hint import reason
from game.ai.levels import LEVELS, level_description
from game.i18n.words import card_name
from game.play.coach import Coach
from game.rules import (
    Move,
    PlayerView,
    Rules,
    legal_moves,
    parse_card,
)
from game.rules.targets import FloorTarget
from game.text import words as table_words
from game.text.coach import remark_text
from game.text.rule_help import RULE_HELP, rule_help
from game.text.rules_moves import describe, move_phrase
from game.text.rules_options import LABELS, option_help, option_label
from game.text.rules_reasons import explain_text, why_not
from game.text.rules_words import card_list, seat_name
from game.text.words import Words, cards_in_words
from tests.rules.builders import house, position

BUILD = {"action": "build", "card": "5h", "loose": ["6d"], "value": 11}


class Tiny(gettext.NullTranslations):
    """A few sentences in Hindi; everything else stays English."""

    WORDS: ClassVar[dict[str, str]] = {
        "the {card}": "{card}",
        "{items} and {last}": "{items} और {last}",
        "{who} built a house of {value} with {cards}.": "{who} ने {cards} से {value} का घर बनाया।",
    }

    def gettext(self, message: str) -> str:
        return self.WORDS.get(message, message)


@pytest.fixture
def hindi() -> Iterator[None]:
    i18n.install("hi", Tiny())
    try:
        i18n.set_language("hi")
        yield
    finally:
        i18n.set_language("en")
        i18n.forget()


def test_a_move_and_its_refusal_are_said_in_the_current_language(marked: None) -> None:
    move = Move.from_json(BUILD)
    # Every part marked: the sentence, the list ("{items} and {last}") and each "the {card}".
    assert describe(move, seat=1) == "«East built a house of 11 with ««the 5♥» and «the 6♦»».»"
    assert move_phrase(move) == "«built a house of 11 with ««the 5♥» and «the 6♦»»»"
    pos = position("Jd 4c", "2c 3d 5h 6s", [])
    assert explain_text(pos, Move.from_json({"action": "throw", "card": "Kd"})) == (
        "«you do not hold the K♦»"
    )
    i18n.set_language("en")
    assert describe(move, seat=1) == "East built a house of 11 with the 5♥ and the 6♦."
    assert explain_text(pos, Move.from_json({"action": "throw", "card": "Kd"})) == (
        "you do not hold the K♦"
    )


def test_the_plays_a_card_may_make_are_whole_phrases_not_a_cut_sentence(marked: None) -> None:
    # A capture of the 9 is not legal (nothing makes 9), so the reason lists what it may do.
    pos = position("9c 4c", "2c 5h 6s", [])
    bad = Move.from_json({"action": "capture", "card": "9c", "loose": ["2c", "5h"]})
    text = explain_text(pos, bad)
    assert text is not None and text.startswith("«")
    i18n.set_language("en")
    english = explain_text(pos, bad)
    assert english is not None and "«" not in english


def test_why_not_and_the_turn_answers_follow_the_language(marked: None) -> None:
    pos = position("Jd 4c", "2c 3d 5h 6s", [])
    assert why_not(pos, parse_card("Jd"), FloorTarget(), seat=1) == "«Wait for your turn.»"
    i18n.set_language("en")
    assert why_not(pos, parse_card("Jd"), FloorTarget(), seat=1) == "Wait for your turn."


def test_the_options_the_house_rules_and_the_levels_are_shown_in_the_language(
    marked: None,
) -> None:
    assert option_label("max_houses") == "«Houses at once»"
    assert option_help("max_houses") == "«The most houses on the floor at once.»"
    assert rule_help("max_houses") == f"«{RULE_HELP['max_houses']}»"
    assert rule_help("nothing here", "fallback") == "fallback"
    assert level_description("easy") == f"«{LEVELS['easy']}»"
    i18n.set_language("en")
    assert option_label("max_houses") == LABELS["max_houses"] == "Houses at once"
    assert rule_help("max_houses") == RULE_HELP["max_houses"]
    assert level_description("easy") == "Easy: grabs points, misses threats"
    assert level_description("nobody") == ""


def test_the_table_words_and_the_hint_follow_the_language(marked: None) -> None:
    words = Words(("You", "East", "North", "West"), 0)
    assert words.deal(2, 1, 0) == "«Deal 2: East deals, you bid.»"
    assert words.team_name(0) == "«Us»"
    assert table_words.hint_prefix() == "«Hint:»" and table_words.thinking() == "«Hint: thinking…»"
    assert table_words.bid_label(12) == "«Bid 12 («Queen»)»"
    pos = position("Kd 4c", "2c 3d 5h 6s", [house(9, "4s 5s", [1])])
    view = PlayerView.of(pos, pos.to_play)
    move = legal_moves(pos)[0]
    assert reason(view, move).startswith("«")
    i18n.set_language("en")
    assert words.deal(2, 1, 0) == "Deal 2: East deals, you bid."
    assert table_words.hint_prefix() == table_words.HINT_PREFIX == "Hint:"
    assert table_words.thinking() == table_words.THINKING == "Hint: thinking…"
    assert table_words.bid_label(12) == "Bid 12 (Queen)"
    assert "«" not in reason(view, move)


def test_the_coach_speaks_the_language(marked: None) -> None:
    pos = position("9c 4c", "2c", [house(9, "4s 5s", [0])], seat=1)
    taking = next(m for m in legal_moves(pos) if m.action == "capture" and m.house == 9)
    remark = Coach(0).about_other(pos, 1, taking)
    assert remark is not None and remark_text(remark) == "«East took the house of 9.»"
    i18n.set_language("en")
    remark = Coach(0).about_other(pos, 1, taking)
    assert remark is not None and remark_text(remark) == "East took the house of 9."


def test_hindi_has_no_article_and_the_glossary_names_seats_and_cards(hindi: None) -> None:
    cards = [parse_card("9c"), parse_card("5h"), parse_card("6d")]
    assert card_list(cards) == "5♥, 6♦ और 9♣"
    assert seat_name(1) == "पूर्व"
    assert card_name(parse_card("Td")) == "ईंट का दहला"
    move = Move.from_json(BUILD)
    assert describe(move, seat=1) == "पूर्व ने 5♥ और 6♦ से 11 का घर बनाया।"
    assert cards_in_words("10♦") == "ईंट का दहला"
    i18n.set_language("en")
    assert card_list(cards) == "the 5♥, the 6♦ and the 9♣"
    assert seat_name(1) == "East" and card_name(parse_card("Td")) == "ten of diamonds"
    assert cards_in_words("10♦") == "ten of diamonds"  # the card words are per language


def test_english_is_the_default_and_unchanged() -> None:
    assert i18n.language() == "en"
    assert Rules().max_houses == 5
    words = Words(("You", "East", "North", "West"), 0)
    assert words.you_label(0) == "" and words.you_label(1) == "You"
    assert table_words.drop_preview([], position("Jd", "2c", [])) == "Not here"
