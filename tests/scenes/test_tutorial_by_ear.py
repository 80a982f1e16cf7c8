"""The tutorial finished by keyboard alone, every instruction and every answer spoken."""

from __future__ import annotations

import pygame

from game.app import App
from game.play.spoken import for_the_ear
from game.scenes.tutorial import TutorialScene
from game.speech import MemorySpeaker
from game.speech.switch import SpeechSwitch


def press(app: App, key: int, frames: int = 1) -> None:
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.run(frames=frames)


def test_every_lesson_finished_by_keyboard_with_every_word_spoken(app: App) -> None:
    speaker = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    scene = TutorialScene(app.ctx)
    app.ctx.scenes.push(scene)
    app.run(frames=2)
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
        if step.deal is None or not scene.history:
            said = " ".join(speaker.texts[-3:])
            assert for_the_ear(step.task) in said, (step.task, speaker.texts[-3:])
        move = scene.hint_move()
        if move is None:  # a guided deal: the computer players are playing
            app.run(frames=1)
            continue
        if scene.pos.phase == "bid":
            target = scene.bid_values.index(move.value)
            while scene.bid_focus != target:
                press(app, pygame.K_RIGHT)
            assert speaker.texts[-1].startswith(f"Bid {move.value}") or target == 0
            press(app, pygame.K_RETURN)
        else:
            hand = scene.pos.hand(0)
            for _step in range(len(hand) + 1):
                if scene.board.selected == move.card:
                    break
                press(app, pygame.K_RIGHT)
            assert scene.board.selected == move.card
            assert speaker.texts[-1].startswith("The ")  # the card, with its moves
            if not wrong_tried:  # once: a wrong pick, answered aloud
                wrong_tried = True
                press(app, pygame.K_RETURN)
                assert scene.choice is not None and "which play?" in speaker.texts[-1]
                others = [i for i, m in enumerate(scene.choice_moves) if m != move]
                if others:
                    for _d in range(others[0]):
                        press(app, pygame.K_DOWN)
                    press(app, pygame.K_RETURN)
                    assert scene.feedback is not None and scene.feedback.kind == "refusal"
                    assert speaker.texts[-1].startswith(scene.feedback.title + ". ")
                else:
                    press(app, pygame.K_ESCAPE)
            press(app, pygame.K_RETURN)
            assert scene.choice is not None
            index = scene.choice_moves.index(move)
            for _d in range(index):
                press(app, pygame.K_DOWN)
            assert speaker.texts[-1].endswith(f"{index + 1} of {len(scene.choice.items)}.")
            press(app, pygame.K_RETURN)
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
