"""The learner's progress: saved when a lesson is completed, shown on the panel, in the list
and on the title's button; a damaged progress file starts afresh."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app import App
from game.rules.targets import LooseTarget
from game.scenes.menus.title import TitleScene, tutorial_label
from game.scenes.tutorial.scene import TutorialScene
from game.storage.store import SaveStore
from game.tutorial import PROGRESS_NAME, PROGRESS_VERSION, Progress, load_lessons
from tests.tutorial.learner import (
    Learner,
    c,
    key_event,
    press_keys,
)


def test_progress_is_saved_and_shown(app: App, save_root: Path) -> None:
    you = Learner.at(app, "cards", 1)
    scene = you.scene
    you.drag(c("2h"), LooseTarget(c("Ah")))
    assert you.items  # the 2♥ may also build 2 + A + 8 = 11 (J♦ in hand)
    goal = scene.step.goal.move
    assert goal is not None
    you.pick(you.words_of(goal))
    assert scene.solved and scene.feedback is not None
    assert scene.feedback.title == "Lesson complete!"
    assert Progress.load(SaveStore(save_root)).completed == {"cards"}
    data = SaveStore(save_root).read(PROGRESS_NAME, PROGRESS_VERSION)
    assert data == {"completed": ["cards"]}
    app.feed(key_event(pygame.K_ESCAPE))
    app.run(frames=2)
    # The title's Tutorial button shows the progress.
    title = app.ctx.scenes.top
    assert isinstance(title, TitleScene)
    count = len(load_lessons())
    assert title.buttons["tutorial"].text == f"Tutorial · 1/{count}"
    title.focus = "tutorial"
    assert title.spoken_focus().startswith(f"Tutorial · 1 of {count}, button")  # not a date
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
