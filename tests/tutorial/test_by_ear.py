"""The tutorial finished by keyboard alone, every instruction and every answer spoken."""

from __future__ import annotations

import pygame

from game.app import App
from game.text.spoken import for_the_ear
from tests.tutorial.learner import Learner


def press(app: App, key: int, frames: int = 1) -> None:
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.run(frames=frames)


def test_every_lesson_finished_by_keyboard_with_every_word_spoken(app: App) -> None:
    you = Learner.at(app)
    scene, speaker = you.scene, you.speaker
    steps_done = 0
    wrong_tried = False
    for _ in range(2000):
        if app.ctx.scenes.top is not scene:
            break
        step = scene.step
        if scene.solved:  # a guided deal that a computer player's move ended
            assert step.deal is not None and scene.feedback is not None
            assert speaker.texts[-1].startswith(scene.feedback.title)
            assert for_the_ear(step.success) in speaker.texts[-1]
            steps_done += 1
            app.run(frames=30)
            press(app, pygame.K_RETURN, frames=3)
            continue
        if step.deal is None or "Coach" not in you.panel:  # the task, before any move
            said = " ".join(speaker.texts[-3:])
            assert for_the_ear(step.task) in said, (step.task, speaker.texts[-3:])
        move = scene.hint_move()
        if move is None:  # a guided deal: the computer players are playing
            app.run(frames=1)
            continue
        if move.action == "bid":
            you.bid(move.value)  # by ear: each bid is said as the focus reaches it
        else:
            you.select(move.card)  # the card named, with its moves
            if not wrong_tried:  # once: a wrong pick, answered aloud
                wrong_tried = True
                you.press(pygame.K_RETURN)
                assert you.items and "which play?" in you.last_said
                right = you.words_of(move)
                others = [i for i, t in enumerate(you.items) if t != right]
                if others:
                    you.pick_index(others[0])  # another play, or a throw to try
                    assert scene.feedback is not None and scene.feedback.kind == "refusal"
                    assert you.last_said.startswith(scene.feedback.title + ". ")
                else:
                    you.press(pygame.K_ESCAPE)
            items = you.open_plays(move.card)
            index = items.index(you.words_of(move))
            for _d in range(index):
                you.press(pygame.K_DOWN)
            assert you.last_said.endswith(f"{index + 1} of {len(items)}.")
            you.press(pygame.K_RETURN)
        if step.deal is not None and not scene.solved:  # a guided deal goes on
            assert scene.feedback is not None and scene.feedback.kind == "coach"
            assert any(t.startswith("You ") for t in speaker.texts[-4:]), speaker.texts[-4:]
            app.run(frames=2)
            continue
        assert scene.solved, speaker.texts[-3:]
        assert scene.feedback is not None
        assert speaker.texts[-1].startswith(scene.feedback.title)
        assert for_the_ear(step.success) in speaker.texts[-1]
        steps_done += 1
        app.run(frames=30)  # the move's animation
        press(app, pygame.K_RETURN, frames=3)  # next
    total = sum(len(lesson.steps) for lesson in scene.lessons)
    assert steps_done == total
    assert scene.progress.count(scene.lessons) == len(scene.lessons)
    end = next(u for u in reversed(speaker.said) if u.text.startswith("Tutorial. "))
    assert end.text.startswith("Tutorial. You have finished every lesson.")
    assert speaker.said[-1].text.startswith("Seep, main menu.") and not speaker.said[-1].interrupt
