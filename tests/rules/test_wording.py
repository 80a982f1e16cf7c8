"""The rules core's fixed English (game/rules/wording.py) and the text layer's English say the same.

The rules tool prints :mod:`game.rules.wording`'s English; players read
:mod:`game.text.rules_reasons`' sentences in their language. In English the two must agree,
template by template and play by play, so that a reason reads the same in the tool and on the
table.
"""

from __future__ import annotations

import random

import pytest

from game import i18n
from game.rules import Rules, apply, legal_moves, needs_redeal, new_deal, shuffled_deck, wording
from game.rules.explain import explain
from game.rules.kinds import THROW
from game.rules.moves import Move
from game.rules.position import Position
from game.rules.reasons import Reason, reason
from game.text import rules_reasons
from game.text.rules_moves import move_phrase
from game.text.rules_words import card_list


@pytest.fixture(autouse=True)
def _english() -> None:
    i18n.set_language("en")


def _positions(seed: int, rules: Rules) -> list[Position]:
    rng = random.Random(seed)
    pos = new_deal(rules, dealer=rng.randrange(rules.num_players), deck=shuffled_deck(seed))
    found = []
    while pos.phase != "over" and not needs_redeal(pos):
        found.append(pos)
        pos = apply(pos, rng.choice(legal_moves(pos)))
    return found


def test_every_reason_has_the_same_english_in_both() -> None:
    words = rules_reasons.templates()
    for code, english in wording.ENGLISH.items():
        assert words[code] == english, code


def test_the_words_of_a_drop_have_no_rules_english() -> None:
    # The answers only the table gives (targets.refusal) are worded by the text layer alone.
    only_text = set(rules_reasons.templates()) - set(wording.ENGLISH)
    assert only_text == {
        "choose_bid_first",
        "deal_is_over",
        "wait_turn",
        "cannot_play_there",
        "would_build_no_key",
        "nor_build",
        "nor_add",
    }


@pytest.mark.parametrize(
    "rules", [Rules(), Rules.from_preset("two_house"), Rules(num_players=2)], ids=str
)
def test_every_play_reads_the_same_in_both(rules: Rules) -> None:
    seen = 0
    for seed in range(4):
        for pos in _positions(seed, rules):
            for m in legal_moves(pos):
                assert wording.play_words(m, pos) == move_phrase(m, pos=pos)
                seen += 1
    assert seen > 100


def test_small_words_agree() -> None:
    for v in range(1, 14):
        assert wording.key_words(v) == rules_reasons.key_words(v)
    for cards in ([], [5], [40, 5], [51, 0, 22]):
        assert wording.card_list(cards) == card_list(cards)
    assert wording.and_list([]) == i18n.and_list([]) == "nothing"


def test_reasons_read_the_same_in_the_tool_and_in_english_for_players() -> None:
    codes = set()
    for seed in range(3):
        for pos in _positions(seed, Rules()):
            for card in range(52):
                why = explain(pos, Move(THROW, card, 0, 0, 0))
                if why is None:
                    continue
                codes.add(why.code)
                assert wording.english(why, pos) == rules_reasons.reason_text(why, pos)
    assert len(codes) >= 4


def test_the_reason_of_a_card_with_other_plays_lists_them_alike() -> None:
    pos = _positions(1, Rules())[6]
    plays = tuple(m for m in legal_moves(pos) if m.kind != 0)[:3]
    why = reason("no_such_play_but", card=plays[0].card, plays=plays)
    english = wording.english(why, pos)
    assert english.startswith("that is not a legal play for the ") and "; " in english
    assert english == rules_reasons.reason_text(why, pos)


def test_an_unknown_code_still_reads() -> None:
    assert wording.english(Reason("deal_done")) == "deal done"
