"""The lessons as data, checked through the real rules core (so a rules change cannot silently
break one): every lesson loads, every goal is legal and met by the shown move, every named
mistake is legal and misses, every claim of the words holds, the cards a task names are there."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from game.rules import (
    apply,
    legal_moves,
    parse_card,
    position_from_json,
)
from game.text.rules_reasons import explain_text
from game.tutorial import Lesson, Step, load_lessons
from tests.tutorial.learner import (
    c,
)

LESSONS = load_lessons()
STEPS = [(ls, k, st) for ls in LESSONS for k, st in enumerate(ls.steps) if st.deal is None]


def _id(item: tuple[Lesson, int, Step]) -> str:
    return f"{item[0].id}-{item[1] + 1}"


def test_every_lesson_loads_and_every_goal_is_legal() -> None:
    raw = json.loads(
        resources.files("game.tutorial").joinpath("lessons.json").read_text(encoding="utf-8")
    )
    lessons = load_lessons()
    assert len(lessons) >= 15
    assert len({ls.id for ls in lessons}) == len(lessons)
    for lesson, data in zip(lessons, raw, strict=True):
        assert lesson.title and lesson.text and lesson.steps
        for k, (step, item) in enumerate(zip(lesson.steps, data["steps"], strict=True)):
            where = f"{lesson.id} step {k + 1}"
            if step.deal is not None:  # a guided deal (played out in test_guided_deal.py)
                continue
            pos = position_from_json(item["position"])  # a valid seep-position/1
            assert pos == step.position, where
            assert pos.to_play == 0 and pos.phase in ("bid", "play"), where
            legal = legal_moves(pos)
            goal = step.goal
            if goal.move is not None:
                assert goal.move in legal, where
            winners = [m for m in legal if goal.met_by(pos, m)]
            assert winners, f"{where}: no legal move meets the goal"
            shown = step.hint_move()
            assert shown is not None and shown in legal and goal.met_by(pos, shown), where
            for move, text in step.mistakes:
                assert move in legal and not goal.met_by(pos, move) and text, where
            assert step.task and step.hint and step.success, where


def test_the_goal_kinds_match_what_they_say() -> None:
    lessons = {ls.id: ls for ls in load_lessons()}
    seep = lessons["seep"].steps[0]
    pos = seep.position
    for move in legal_moves(pos):
        swept = move.action == "capture" and len(apply(pos, move).seeps) > len(pos.seeps)
        assert seep.goal.met_by(pos, move) == swept
    first = lessons["every-set"].steps[0]
    for move in legal_moves(first.position):
        assert first.goal.met_by(first.position, move) == (
            move.action == "capture" and c("9h") in move.loose_cards()
        )


def test_at_least_fifteen_lessons_each_saying_in_one_line_what_it_teaches() -> None:
    assert len(LESSONS) >= 15
    wanted = {"keys", "pakka", "merge", "house-limit", "no-throw", "guided-deal"}
    assert wanted <= {ls.id for ls in LESSONS}
    for lesson in LESSONS:
        assert lesson.summary and "\n" not in lesson.summary and len(lesson.summary) <= 90
        if lesson.id != "guided-deal":
            assert 2 <= len(lesson.steps) <= 4, lesson.id
    assert [st.deal is not None for st in LESSONS[-1].steps] == [True]


@pytest.mark.parametrize("item", STEPS, ids=_id)
def test_every_goal_answer_mistake_and_claim_holds_under_the_rules(
    item: tuple[Lesson, int, Step],
) -> None:
    lesson, _k, step = item
    pos = step.position
    legal = legal_moves(pos)
    assert any(step.goal.met_by(pos, m) for m in legal), "no legal move meets the goal"
    shown = step.hint_move()  # the "show me" answer
    assert shown is not None and shown in legal and step.goal.met_by(pos, shown)
    for move, text in step.mistakes:  # each mistake named: legal, and not the goal
        assert move in legal and not step.goal.met_by(pos, move) and text
        assert "legal" in text.lower() or "scores" in text.lower()
    for claim in step.claims:  # what the words say of a move
        reason = explain_text(pos, claim.move)
        assert (reason is None) == claim.legal, (claim, reason)
        if reason is not None:
            assert claim.says in reason, (claim.says, reason)
    if step.task.startswith("Try to"):  # "Try to ...": the rules refuse it, as the text says
        assert any(not c.legal for c in step.claims), step.task
    if pos.rules != LESSONS[0].steps[0].position.rules:  # a house rule: the lesson says which
        said = " ".join((*lesson.text, step.task)).lower()
        assert "rule" in said, lesson.id


@pytest.mark.parametrize("item", STEPS, ids=_id)
def test_the_cards_named_in_a_task_are_on_the_table(item: tuple[Lesson, int, Step]) -> None:
    _lesson, _k, step = item
    pos = step.position
    shown = pos.hand(0) + pos.loose_cards()
    for house in pos.houses.values():
        shown += [c for c in range(52) if house.cards >> c & 1]
    for text in re.findall(r"\b(10|[2-9AJQK])([♠♥♦♣])", step.task):
        card = parse_card(("T" if text[0] == "10" else text[0]) + "shdc"["♠♥♦♣".index(text[1])])
        assert card in shown, (step.task, text)
