"""Walk the whole tutorial by keyboard, following its hints, and keep every word it says and
shows (the lesson panel, the lists' items), for the wording tests."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.app import App
from game.scenes.tutorial.scene import TutorialScene
from game.speech import MemorySpeaker


def press(app: App, key: int, frames: int = 1) -> None:
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.run(frames=frames)


@dataclass
class Heard:
    """What the walk heard (``said``) and saw (``shown``: panel paragraphs, list items)."""

    said: list[str] = field(default_factory=list)
    shown: list[str] = field(default_factory=list)
    steps: int = 0


def walk(app: App, speaker: MemorySpeaker) -> Heard:
    """Every step of every lesson, played by the hint with the keys (cards by ←/→, a card's list
    opened with Enter and the hinted play picked with ↓ and Enter)."""
    scene = TutorialScene(app.ctx)
    app.ctx.scenes.push(scene)
    app.run(frames=2)
    heard = Heard()
    press(app, pygame.K_l, frames=2)  # the list of lessons, heard, then closed
    heard.shown += [str(i) for i in (scene.choice.items if scene.choice is not None else [])]
    press(app, pygame.K_ESCAPE, frames=2)
    for _ in range(3000):
        if app.ctx.scenes.top is not scene:
            break
        heard.shown += scene.panel_text
        if scene.solved:
            heard.steps += 1
            app.run(frames=30)
            press(app, pygame.K_RETURN, frames=3)
            continue
        move = scene.hint_move()
        if move is None:
            app.run(frames=1)
            continue
        if scene.pos.phase == "bid":
            target = scene.bid_values.index(move.value)
            while scene.bid_focus != target:
                press(app, pygame.K_RIGHT)
            press(app, pygame.K_RETURN)
        else:
            for _step in range(len(scene.pos.hand(0)) + 1):
                if scene.board.selected == move.card:
                    break
                press(app, pygame.K_RIGHT)
            press(app, pygame.K_RETURN)
            assert scene.choice is not None
            heard.shown += list(scene.choice.items)
            for _d in range(scene.choice_moves.index(move)):
                press(app, pygame.K_DOWN)
            press(app, pygame.K_RETURN)
        if scene.pos.phase != "over" and not scene.solved:
            app.run(frames=2)
    heard.said = list(speaker.texts)
    return heard
