"""Moving through the tutorial: the title opens it, the hint, Restart, Back, Next and the list
of lessons, every step solved on screen to the end, the end with lessons left, the rulebook's
links to its lessons."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app import App
from game.scenes.menus.title import TitleScene
from game.scenes.tutorial.scene import TutorialScene
from game.storage.store import SaveStore
from game.tutorial import Progress, load_lessons
from tests.scenes.tablekit import click
from tests.tutorial.learner import (
    Learner,
    c,
    key_event,
    lesson_number,
    open_tutorial,
    panel_head,
    press_keys,
)


def test_the_title_tutorial_button_opens_it(app: App) -> None:
    title = app.ctx.scenes.top
    assert isinstance(title, TitleScene)
    click(app, title.buttons["tutorial"].rect.center, frames=3)
    scene = app.ctx.scenes.top
    assert isinstance(scene, TutorialScene)
    assert panel_head(scene.panel_text) == (1, 1)
    assert any(b.is_enabled for b in scene.buttons.values())
    app.feed(key_event(pygame.K_ESCAPE))
    app.run(frames=2)
    assert app.ctx.scenes.top is title


def test_hint_restart_back_next_and_the_list(app: App) -> None:
    you = Learner.at(app, "houses")
    scene, houses = you.scene, lesson_number(you, "houses")
    you.press(pygame.K_QUESTION)  # the hint (H reads the hand, as at the table)
    assert "Hint" in you.panel and you.last_said.startswith("Hint. ")
    assert scene.board.selected == c("5h") and scene.board.hint_move is not None
    you.play(scene.board.hint_move)
    assert "Well done!" in you.panel
    you.press(pygame.K_r)
    assert you.position == scene.step.position and "Well done!" not in you.panel
    assert "Hint" not in you.panel
    you.click_button("next")
    assert panel_head(you.panel) == (houses, 2)
    you.click_button("back")
    assert panel_head(you.panel) == (houses, 1)
    you.press(pygame.K_b)
    assert panel_head(you.panel) == (lesson_number(you, "every-set"), 2)
    you.press(pygame.K_l)
    assert any(t.startswith("Lessons. ") for t in you.said[-2:])
    assert you.items and you.last_said.endswith(f"{houses - 1} of {len(you.items)}.")
    you.press(pygame.K_DOWN, pygame.K_RETURN)
    assert panel_head(you.panel) == (houses, 1)


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
    scene = open_tutorial(app, load_lessons()[-1].id)
    press_keys(app, pygame.K_n)
    assert app.ctx.scenes.top is scene
    assert scene.choice is not None  # the list of lessons
    assert [t.lstrip("✓ ")[:3] for t in scene.choice.items[:2]] == ["1. ", "2. "]


def test_the_rulebook_links_each_section_to_its_lesson(app: App) -> None:
    from game.scenes.rulebook.scene import RulebookScene
    from game.scenes.rulebook.text import SECTION_LESSONS, lesson_of, rulebook

    lessons = load_lessons()
    ids = [ls.id for ls in lessons]
    assert set(SECTION_LESSONS.values()) <= set(ids)
    sections = rulebook(lessons[0].steps[0].position.rules)
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
    press_keys(app, pygame.K_l)
    app.run(frames=2)
    top = app.ctx.scenes.top
    assert isinstance(top, TutorialScene) and top.lesson.id == "keys"
