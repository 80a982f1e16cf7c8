"""The tutorial: every lesson loads and every goal is legal; the scene, driven headless (the
``app`` fixture is in ``conftest.py``)."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.persistence import SaveStore
from game.rules import (
    Move,
    apply,
    legal_moves,
    parse_card,
    position_from_json,
)
from game.rules.targets import FloorTarget, HouseTarget, LooseTarget, bid_values, bids
from game.scenes.title import TitleScene, tutorial_label
from game.scenes.tutorial import NAMES, TutorialScene, compute_layout
from game.text.rules_moves import describe
from game.text.rules_reasons import explain_text
from game.tutorial import PROGRESS_NAME, PROGRESS_VERSION, Progress, load_lessons
from game.tween import AnimationSpeed
from tests.scenes.tablekit import click, drag, point_on_card, point_on_target


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def press_keys(app: App, *keys: int) -> None:
    for k in keys:
        app.feed(key(k))
        app.run(frames=1)


def open_tutorial(app: App, lesson_id: str, step: int = 0) -> TutorialScene:
    scene = TutorialScene(app.ctx)
    app.ctx.scenes.push(scene)
    app.run(frames=2)
    index = [ls.id for ls in scene.lessons].index(lesson_id)
    scene.go_to(index, step)
    app.run(frames=2)
    return scene


def scene_last_id() -> str:
    return load_lessons()[-1].id


def c(text: str) -> int:
    return parse_card(text)


# -- the lessons as data ----------------------------------------------------------------------


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


# -- opening it -------------------------------------------------------------------------------


def test_the_title_tutorial_button_opens_it(app: App) -> None:
    title = app.ctx.scenes.top
    assert isinstance(title, TitleScene)
    click(app, title.buttons["tutorial"].rect.center, frames=3)
    scene = app.ctx.scenes.top
    assert isinstance(scene, TutorialScene)
    assert scene.lesson_index == 0 and scene.step_index == 0
    assert any(b.is_enabled for b in scene.buttons.values())
    app.feed(key(pygame.K_ESCAPE))
    app.run(frames=2)
    assert app.ctx.scenes.top is title


# -- playing a step ---------------------------------------------------------------------------


def test_dragging_the_right_card_solves_the_step(app: App) -> None:
    scene = open_tutorial(app, "capture")
    before = scene.pos
    card, target = c("9c"), LooseTarget(c("9d"))
    drag(app, point_on_card(scene, card), point_on_target(scene, target))
    app.run(frames=3)
    assert scene.solved
    goal = scene.step.goal.move
    assert goal is not None and scene.pos == apply(before, goal)
    assert scene.feedback is not None and scene.feedback.kind == "success"
    assert scene.step.success in scene.feedback.lines
    assert scene.step.success in scene.panel_text
    assert c("9d") not in scene.pos.loose_cards()
    sprites = scene.board.sprites
    assert sprites[c("9c")].kind == "pile" and sprites[c("9d")].kind == "pile"


def test_click_then_target_plays_too(app: App) -> None:
    scene = open_tutorial(app, "houses")
    click(app, point_on_card(scene, c("5h")))
    assert scene.board.selected == c("5h")
    click(app, point_on_target(scene, LooseTarget(c("6d"))))
    assert scene.solved
    assert 11 in scene.pos.houses and scene.pos.houses[11].owners == (0,)


def test_the_keyboard_alone_plays_a_step(app: App) -> None:
    scene = open_tutorial(app, "every-set", 1)  # J♦ on 2♠ 3♦ 5♥ 6♣: two captures
    pos = scene.pos
    press_keys(app, pygame.K_RIGHT)
    assert scene.board.selected == pos.hand(0)[0]
    while scene.board.selected != c("Jd"):
        press_keys(app, pygame.K_RIGHT)
    press_keys(app, pygame.K_RETURN)
    assert scene.choice is not None and scene.choice_kind == "moves"
    moves = scene.choice_moves
    assert sorted(moves) == sorted(m for m in legal_moves(pos) if m.card == c("Jd"))
    for move, label in zip(moves, scene.choice.items, strict=False):
        assert label == describe(move, pos=pos, names=NAMES).rstrip(".")
    goal = scene.step.goal.move
    assert goal is not None
    for _ in range(moves.index(goal)):
        press_keys(app, pygame.K_DOWN)
    press_keys(app, pygame.K_RETURN)
    assert scene.solved and scene.pos == apply(pos, goal)
    press_keys(app, pygame.K_RETURN)  # Enter once solved: the next step
    assert (scene.lesson.id, scene.step_index) == ("houses", 0)


def test_a_refused_move_says_why_and_the_card_goes_home(app: App) -> None:
    scene = open_tutorial(app, "throwing")
    pos = scene.pos
    card = c("7h")
    home = (scene.board.sprites[card].x, scene.board.sprites[card].y)
    drag(app, point_on_card(scene, card), point_on_target(scene, FloorTarget()))
    app.run(frames=3)
    assert not scene.solved and scene.pos == pos
    reason = explain_text(pos, Move.from_json({"action": "throw", "card": "7h"}))
    assert reason is not None and "cannot be thrown" in reason
    fb = scene.feedback
    assert fb is not None and fb.kind == "refusal"
    assert fb.lines[0] == reason[0].upper() + reason[1:] + "."
    assert len(fb.lines) == 2 and fb.lines[1]  # and a word of encouragement
    assert scene.toast is None  # said once, in the panel (no pop-up saying it again)
    sprite = scene.board.sprites[card]
    assert sprite.kind == "hand" and (sprite.x, sprite.y) == pytest.approx(home, abs=1)
    assert fb.lines[0] in scene.panel_text and fb.lines[1] in scene.panel_text  # on screen


def test_a_pakka_house_cannot_be_raised_and_the_reason_says_so(app: App) -> None:
    scene = open_tutorial(app, "raising", 1)
    drag(app, point_on_card(scene, c("2s")), point_on_target(scene, HouseTarget(9)))
    assert scene.feedback is not None and scene.feedback.kind == "refusal"
    assert "pakka" in scene.feedback.lines[0]
    drag(app, point_on_card(scene, c("9c")), point_on_target(scene, HouseTarget(9)))
    assert scene.solved and 9 not in scene.pos.houses


def test_a_legal_move_that_misses_the_goal_is_explained(app: App) -> None:
    scene = open_tutorial(app, "every-set", 1)
    pos = scene.pos
    drag(app, point_on_card(scene, c("Jd")), point_on_target(scene, LooseTarget(c("5h"))))
    assert not scene.solved and scene.pos == pos
    fb = scene.feedback
    assert fb is not None and fb.kind == "refusal"
    assert "2♠" in fb.lines[0]  # the step's own words about this mistake
    assert scene.board.sprites[c("Jd")].kind == "hand"


def test_an_ambiguous_drop_asks_which(app: App) -> None:
    scene = open_tutorial(app, "every-set", 1)
    drag(app, point_on_card(scene, c("Jd")), point_on_target(scene, LooseTarget(c("6c"))))
    assert scene.choice is not None and len(scene.choice_moves) == 2
    app.feed(key(pygame.K_ESCAPE))
    app.run(frames=2)
    assert scene.choice is None and scene.board.sprites[c("Jd")].kind == "hand"
    assert app.ctx.scenes.top is scene  # Esc closed the list, not the tutorial


def test_the_bid_step(app: App) -> None:
    scene = open_tutorial(app, "bidding")
    # A button for every value a bid may name (the rules core's), so that the learner can
    # also press one the rules refuse; the legal ones are those held (9 and Q).
    assert scene.bid_values == list(bid_values()) == [9, 10, 11, 12, 13]
    assert [b.text for b in scene.bid_buttons] == ["9", "10", "J · 11", "Q · 12", "K · 13"]
    assert [m.value for m in bids(scene.pos)] == [9, 12]
    click(app, scene.bid_buttons[1].rect.center)  # 10: not held, and the rules say why
    fb = scene.feedback
    assert fb is not None and fb.kind == "refusal" and "9 or 12" in fb.lines[0]
    assert not scene.solved
    press_keys(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN)  # focus 10 → 12
    assert scene.solved and scene.pos.bid == 12
    assert not scene.bid_buttons
    assert all(scene.board.sprites[x].face == 1.0 for x in scene.pos.loose_cards())
    press_keys(app, pygame.K_r)  # again, with the mouse: the 9
    click(app, scene.bid_buttons[0].rect.center)
    assert scene.solved and scene.pos.bid == 9


def test_hint_restart_back_next_and_the_list(app: App) -> None:
    scene = open_tutorial(app, "houses")
    press_keys(app, pygame.K_QUESTION)  # the hint (H reads the hand, as at the table)
    assert scene.feedback is not None and scene.feedback.kind == "hint"
    assert scene.board.selected == c("5h") and scene.board.hint_move is not None
    scene.attempt(scene.step.goal.example(scene.pos) or scene.board.hint_move)
    assert scene.solved
    press_keys(app, pygame.K_r)
    assert not scene.solved and scene.pos == scene.step.position and scene.feedback is None
    click(app, scene.buttons["next"].rect.center)
    assert (scene.lesson.id, scene.step_index) == ("houses", 1)
    click(app, scene.buttons["back"].rect.center)
    assert (scene.lesson.id, scene.step_index) == ("houses", 0)
    press_keys(app, pygame.K_b)
    assert scene.lesson.id == "every-set" and scene.step_index == 1
    press_keys(app, pygame.K_l)
    assert scene.choice is not None and scene.choice_kind == "lessons"
    assert scene.choice.focus == scene.lesson_index
    press_keys(app, pygame.K_DOWN, pygame.K_RETURN)
    assert scene.lesson.id == "houses" and scene.step_index == 0


def test_progress_is_saved_and_shown(app: App, save_root: Path) -> None:
    scene = open_tutorial(app, "cards", 1)
    drag(app, point_on_card(scene, c("2h")), point_on_target(scene, LooseTarget(c("Ah"))))
    assert scene.choice is not None  # the 2♥ may also build 2 + A + 8 = 11 (J♦ in hand)
    goal = scene.step.goal.move
    assert goal is not None
    press_keys(app, *[pygame.K_DOWN] * scene.choice_moves.index(goal), pygame.K_RETURN)
    assert scene.solved and scene.feedback is not None
    assert scene.feedback.title == "Lesson complete!"
    assert Progress.load(SaveStore(save_root)).completed == {"cards"}
    data = SaveStore(save_root).read(PROGRESS_NAME, PROGRESS_VERSION)
    assert data == {"completed": ["cards"]}
    app.feed(key(pygame.K_ESCAPE))
    app.run(frames=2)
    # The title's Tutorial button shows the progress.
    title = app.ctx.scenes.top
    assert isinstance(title, TitleScene)
    count = len(load_lessons())
    assert title.buttons["tutorial"].text == f"Tutorial · 1/{count}"
    # Opened again, it starts at the first lesson not yet done and shows what is done.
    again = TutorialScene(app.ctx)
    app.ctx.scenes.push(again)
    app.run(frames=2)
    assert again.lesson.id == "capture"
    assert again.progress.count(again.lessons) == 1
    assert f"1 of {len(again.lessons)} lessons completed" in again.panel_text
    press_keys(app, pygame.K_l)
    assert again.choice is not None
    assert again.choice.items[0].startswith("✓") and not again.choice.items[1].startswith("✓")


def test_the_title_label_counts_the_lessons_done(save_root: Path) -> None:
    store = SaveStore(save_root)
    lessons = load_lessons()
    assert tutorial_label(store) == "Tutorial"
    Progress({lessons[0].id, lessons[1].id, "no-such-lesson"}).save(store)
    assert tutorial_label(store) == f"Tutorial · 2/{len(lessons)}"
    Progress({ls.id for ls in lessons}).save(store)
    assert tutorial_label(store) == "Tutorial · all done"
    (save_root / f"{PROGRESS_NAME}.json").write_text("{ not json", encoding="utf-8")
    assert tutorial_label(store) == "Tutorial"


def test_a_damaged_progress_file_starts_afresh(app: App, save_root: Path) -> None:
    (save_root / f"{PROGRESS_NAME}.json").write_text("{ not json", encoding="utf-8")
    scene = TutorialScene(app.ctx)
    assert scene.progress.completed == set() and scene.lesson_index == 0
    [bad] = save_root.glob(f"{PROGRESS_NAME}.json.*.bad")
    assert bad.read_text(encoding="utf-8") == "{ not json"


def test_every_step_can_be_solved_on_screen(app: App, save_root: Path) -> None:
    scene = open_tutorial(app, "cards")
    for i, lesson in enumerate(scene.lessons):
        for k in range(len(lesson.steps)):
            scene.go_to(i, k)
            for _move in range(60):  # one move, or a guided deal's dozen and their answers
                move = scene.hint_move()
                if move is not None:
                    assert scene.attempt(move), f"{lesson.id} step {k + 1}"
                app.run(frames=2)
                if scene.solved:
                    break
            assert scene.solved and scene.feedback is not None
    done = Progress.load(SaveStore(save_root)).completed
    assert done == {ls.id for ls in scene.lessons}
    assert not app.ctx.settings.coach  # the tutorial finished: the coach is off by default
    assert not SaveStore(save_root).load_settings().coach
    assert scene.buttons["next"].text == "Finish"
    press_keys(app, pygame.K_n)  # everything done: back to the title, with a word
    app.run(frames=2)
    assert isinstance(app.ctx.scenes.top, TitleScene)
    assert app.ctx.dialogs.top is not None and "every lesson" in app.ctx.dialogs.top.text


def test_finish_with_lessons_left_offers_the_list(app: App) -> None:
    scene = open_tutorial(app, scene_last_id())
    press_keys(app, pygame.K_n)
    assert app.ctx.scenes.top is scene
    assert scene.choice is not None and scene.choice_kind == "lessons"


def test_a_move_animates_and_settles(app: App) -> None:
    app.ctx.settings.animation_speed = AnimationSpeed.NORMAL
    scene = open_tutorial(app, "seep")
    move = scene.step.hint_move()
    assert move is not None and scene.attempt(move, card=move.card)
    assert scene.animator.busy and scene.board.sprites[move.card].travelling
    banner_seen = False
    for _ in range(240):
        app.run(frames=1)
        banner_seen |= scene.board.banner is not None
        if not scene.animator.busy:
            break
    assert not scene.animator.busy and banner_seen and scene.board.banner is None
    for card in [*move.loose_cards(), move.card]:
        sprite = scene.board.sprites[card]
        assert sprite.kind == "pile" and not sprite.travelling and not sprite.visible


def test_a_resize_keeps_the_step_and_the_list(app: App) -> None:
    scene = open_tutorial(app, "every-set", 1)
    drag(app, point_on_card(scene, c("Jd")), point_on_target(scene, LooseTarget(c("6c"))))
    assert scene.choice is not None
    app.feed(pygame.event.Event(pygame.VIDEORESIZE, w=1024, h=640, size=(1024, 640)))
    app.run(frames=2)
    assert scene.layout.size == (1024, 640)
    assert scene.choice is not None and len(scene.choice_moves) == 2
    assert scene.pos == scene.step.position


@pytest.mark.parametrize("size", [(800, 500), (1024, 640), (1280, 720), (2560, 1440)])
def test_the_layout_keeps_its_regions_apart(size: tuple[int, int]) -> None:
    lay = compute_layout(size)
    screen = pygame.Rect((0, 0), size)
    assert screen.contains(lay.panel) and screen.contains(lay.board)
    assert not lay.panel.colliderect(lay.board)
    assert lay.panel.contains(lay.text)
    for rect in lay.buttons.values():
        assert lay.panel.contains(rect) and not rect.colliderect(lay.text)
    table = lay.table
    assert lay.board.contains(table.table) and lay.board.contains(lay.pile)
    assert not table.table.colliderect(table.hand)
    assert table.houses.contains(lay.bid_row)
    for plate in lay.plates.values():
        assert lay.board.contains(plate) and not plate.colliderect(table.table)


def test_the_keyboard_can_try_what_the_mouse_can(app: App) -> None:
    scene = open_tutorial(app, "raising", 1)  # a pakka house of 9; hand 2♠ 9♣ J♣
    press_keys(app, pygame.K_RIGHT)
    assert scene.board.selected == c("2s")
    press_keys(app, pygame.K_RETURN)
    assert scene.choice is not None
    items = scene.choice.items
    tried = items.index("Try to play the 2♠ on the house of 9")
    assert tried == len(scene.choice_moves)  # after the legal plays
    for _ in range(tried):
        press_keys(app, pygame.K_DOWN)
    press_keys(app, pygame.K_RETURN)
    assert scene.feedback is not None and "pakka" in scene.feedback.lines[0]
    press_keys(app, pygame.K_RIGHT, pygame.K_RETURN)  # the 9♣: its one play takes the house
    assert scene.choice is not None and scene.board.selected == c("9c")
    press_keys(app, pygame.K_RETURN)
    assert scene.solved and 9 not in scene.pos.houses


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_panels_type_keeps_its_size_through_a_step(
    save_root: Path, size: tuple[int, int]
) -> None:
    """Issue 11, item 10: the lesson panel's text does not change size between the states of
    a step (the task, a refusal, the hint, the success words)."""
    from tests.scenes.tablekit import make_app

    app = make_app(save_root, size)
    try:
        scene = TutorialScene(app.ctx)
        app.ctx.scenes.push(scene)
        app.run(frames=2)
        for index in range(len(scene.lessons)):
            scene.go_to(index, 0)
            if scene.step.deal is not None:
                continue
            sizes = {scene.hud.px}
            wrong = [m for m in legal_moves(scene.pos) if not scene.step.goal.met_by(scene.pos, m)]
            if wrong:
                scene.attempt(wrong[0])
                sizes.add(scene.hud.px)
            scene.hint()
            sizes.add(scene.hud.px)
            move = scene.step.hint_move()
            if move is not None:
                scene.attempt(move)
                sizes.add(scene.hud.px)
            assert len(sizes) == 1, (scene.lesson.id, sizes)
    finally:
        app.close()
