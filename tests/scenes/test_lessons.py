"""Every lesson checked through the real rules core (so a rules change cannot silently break
one); one lesson by mouse and one by keyboard, each with a wrong move, its answer and the hint;
the guided deal played to its end by a scripted learner."""

from __future__ import annotations

import re

import pygame
import pytest

from game.app import App
from game.rules import Move, legal_moves, parse_card
from game.rules.kinds import THROW
from game.rules.targets import LooseTarget
from game.scenes.tutorial import TutorialScene
from game.text.rules_reasons import explain_text, sentence, why_not
from game.tutorial import Lesson, Step, load_lessons
from tests.scenes.tablekit import click, drag, point_on_card, point_on_target

LESSONS = load_lessons()
STEPS = [(ls, k, st) for ls in LESSONS for k, st in enumerate(ls.steps) if st.deal is None]


def _id(item: tuple[Lesson, int, Step]) -> str:
    return f"{item[0].id}-{item[1] + 1}"


def press(app: App, *keys: int) -> None:
    for k in keys:
        app.feed(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        app.run(frames=1)


def open_lesson(app: App, lesson_id: str, step: int = 0) -> TutorialScene:
    scene = TutorialScene(app.ctx)
    app.ctx.scenes.push(scene)
    app.run(frames=2)
    scene.go_to([ls.id for ls in scene.lessons].index(lesson_id), step)
    app.run(frames=2)
    return scene


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


def test_a_lesson_by_mouse_a_wrong_drop_its_answer_and_show_me(app: App) -> None:
    scene = open_lesson(app, "capture")
    pos = scene.pos
    four, seven = parse_card("4h"), parse_card("7c")
    drag(app, point_on_card(scene, four), point_on_target(scene, LooseTarget(seven)))
    fb = scene.feedback
    assert fb is not None and fb.kind == "refusal" and not scene.solved
    # First why it does not capture (the lesson's idea), then why it does not build.
    assert fb.lines[0] == why_not(pos, four, LooseTarget(seven))
    assert fb.lines[0].startswith("The 7♣ is a 7: a 4 captures only cards of value 4")
    assert "would build a house of 11" in fb.lines[0]
    assert scene.toast is None and fb.lines[0] in scene.panel_text  # said once
    click(app, scene.buttons["hint"].rect.center)  # show me
    goal = scene.step.goal.move
    assert goal is not None and scene.board.hint_move == goal
    assert scene.feedback is not None and scene.feedback.kind == "hint"
    target = LooseTarget(goal.loose_cards()[0])
    drag(app, point_on_card(scene, goal.card), point_on_target(scene, target))
    assert scene.solved and scene.feedback is not None and scene.feedback.kind == "success"


def test_a_lesson_by_keyboard_a_wrong_pick_its_answer_and_show_me(app: App) -> None:
    scene = open_lesson(app, "keys")
    key = parse_card("Tc")
    while scene.board.selected != key:
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert scene.choice is not None
    items = scene.choice.items
    wrong = next(i for i, t in enumerate(items) if t.startswith("Try to throw"))
    press(app, *[pygame.K_DOWN] * wrong, pygame.K_RETURN)
    fb = scene.feedback
    assert fb is not None and fb.kind == "refusal" and not scene.solved
    assert fb.lines[0] == sentence(
        explain_text(scene.pos, Move.from_json({"action": "throw", "card": "Tc"})) or ""
    )
    assert "can take the house of 10" in fb.lines[0]
    press(app, pygame.K_QUESTION)  # show me
    shown = scene.board.hint_move
    assert shown is not None and shown.card == key and scene.step.goal.met_by(scene.pos, shown)
    while scene.board.selected != key:
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert scene.choice is not None
    press(app, *[pygame.K_DOWN] * scene.choice_moves.index(shown), pygame.K_RETURN)
    assert scene.solved and scene.feedback is not None and scene.feedback.kind == "success"


def test_the_guided_deal_played_to_its_end_by_a_scripted_learner(app: App) -> None:
    scene = open_lesson(app, "guided-deal")
    assert scene.pos.phase == "bid" and scene.pos.to_play == 0
    moves = remarks = 0
    wrong_tried = False
    for _ in range(3000):
        if scene.solved:
            break
        move = scene.hint_move()
        if move is None:  # the Easy players play
            app.run(frames=1)
            continue
        if scene.pos.phase == "play" and not wrong_tried:  # once, a throw the rules refuse
            throws = [Move(THROW, card, 0, 0, 0) for card in scene.pos.hand(0)]
            bad = [m for m in throws if explain_text(scene.pos, m) is not None]
            if bad:
                wrong_tried = True
                assert not scene.attempt(bad[0])
                assert scene.feedback is not None and scene.feedback.kind == "refusal"
                assert scene.feedback.lines[0] == sentence(explain_text(scene.pos, bad[0]) or "")
        assert scene.attempt(move)
        moves += 1
        fb = scene.feedback
        assert fb is not None and fb.kind in ("coach", "success")
        remarks += len(fb.lines) > 1
        app.run(frames=1)
    assert scene.solved and scene.pos.phase == "over"
    assert moves == 13  # the bid and twelve cards
    assert scene.feedback is not None and scene.step.success in scene.feedback.lines
    assert any("Deal over" in line for line in scene.feedback.lines)
    assert wrong_tried
    assert all(seat == 0 or seat in scene.bots for seat, _m in scene.history)


def test_the_rulebook_links_each_section_to_its_lesson(app: App) -> None:
    from game.scenes.rulebook import RulebookScene
    from game.scenes.rulebook_text import SECTION_LESSONS, lesson_of, rulebook

    ids = [ls.id for ls in LESSONS]
    assert set(SECTION_LESSONS.values()) <= set(ids)
    sections = rulebook(LESSONS[0].steps[0].position.rules)
    linked = [s for s in sections if lesson_of(s) is not None]
    assert {s.key for s in linked} == set(SECTION_LESSONS)
    for section in linked:
        index = lesson_of(section)
        assert index is not None and SECTION_LESSONS[section.key] == ids[index]
        assert section.blocks[-1].text.startswith(f"Practise it: the tutorial's lesson {index + 1}")
    scene = RulebookScene(app.ctx)
    app.ctx.scenes.push(scene)
    app.run(frames=2)
    keys = [s.key for s in scene.sections]
    scene.goto(keys.index("keys"))
    app.run(frames=30)
    scene.current = keys.index("keys")
    press(app, pygame.K_l)
    app.run(frames=2)
    top = app.ctx.scenes.top
    assert isinstance(top, TutorialScene) and top.lesson.id == "keys"
