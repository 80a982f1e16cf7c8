"""A learner at the tutorial, for tests: presses keys, clicks and drags as a person does, and
reads what the screen shows (the lesson panel, an open list, the buttons) and what is said.

The learner finds a card by listening (←/→ until the card is named), opens its list with Enter
and picks a play by its words; it opens a lesson from the list of lessons (L) and a step with N.
"""

from __future__ import annotations

import pygame

from game.app import App
from game.i18n.words import card_name
from game.rules import Move, Position, parse_card
from game.rules.targets import Target
from game.scenes.tutorial.scene import TutorialScene
from game.speech import MemorySpeaker
from game.speech.switch import SpeechSwitch
from game.text.tutorial import move_words
from tests.scenes.tablekit import click, drag, point_on_card, point_on_target


def key_event(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


class Learner:
    """One learner at one tutorial screen (see the module's docstring)."""

    def __init__(self, app: App, scene: TutorialScene, speaker: MemorySpeaker) -> None:
        self.app = app
        self.scene = scene
        self.speaker = speaker

    @classmethod
    def at(cls, app: App, lesson_id: str | None = None, step: int = 0) -> Learner:
        """The tutorial opened (speech on, heard), at ``step`` of the lesson ``lesson_id``
        (picked from the list of lessons)."""
        speaker = MemorySpeaker()
        app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
        scene = TutorialScene(app.ctx)
        app.ctx.scenes.push(scene)
        app.run(frames=2)
        learner = cls(app, scene, speaker)
        if lesson_id is not None:
            learner.open_lesson(lesson_id)
        for _n in range(step):
            learner.press(pygame.K_n)
        return learner

    # What is shown and said.

    @property
    def said(self) -> list[str]:
        return self.speaker.texts

    @property
    def last_said(self) -> str:
        return self.speaker.texts[-1] if self.speaker.texts else ""

    @property
    def panel(self) -> list[str]:
        """The lesson panel's words, paragraph by paragraph."""
        return self.scene.panel_text

    @property
    def items(self) -> list[str]:
        """The items of the open list ([] when none is open)."""
        choice = self.scene.choice
        return list(choice.items) if choice is not None else []

    @property
    def position(self) -> Position:
        """The position on the board."""
        return self.scene.pos

    def words_of(self, move: Move) -> str:
        """A play as a card's list shows it."""
        return move_words(move, self.position)

    # Doing.

    def press(self, *keys: int, frames: int = 1) -> None:
        for k in keys:
            self.app.feed(key_event(k))
            self.app.run(frames=frames)

    def click_button(self, name: str) -> None:
        click(self.app, self.scene.buttons[name].rect.center)

    def drag(self, card: int, target: Target) -> None:
        drag(self.app, point_on_card(self.scene, card), point_on_target(self.scene, target))

    def click_card(self, card: int) -> None:
        click(self.app, point_on_card(self.scene, card))

    def click_target(self, target: Target) -> None:
        click(self.app, point_on_target(self.scene, target))

    def open_lesson(self, lesson_id: str) -> None:
        """L, then the lesson picked by its number in the list."""
        self.press(pygame.K_l)
        index = [ls.id for ls in self.scene.lessons].index(lesson_id)
        prefix = f"{index + 1}. "
        self.pick_index(
            next(i for i, t in enumerate(self.items) if t.lstrip("✓ ").startswith(prefix))
        )

    def select(self, card: int) -> None:
        """→ until the card is named (nothing, if it is the card raised already)."""
        if self.scene.board.selected == card:
            return
        name = f"The {card_name(card)}"
        for _n in range(14):
            self.press(pygame.K_RIGHT)
            if self.last_said.startswith(name):
                return
        raise AssertionError(f"{name} was never said: {self.said[-3:]}")

    def open_plays(self, card: int) -> list[str]:
        """The card's list of plays (selected, then Enter)."""
        self.select(card)
        self.press(pygame.K_RETURN)
        assert self.scene.choice is not None, self.said[-2:]
        return self.items

    def pick_index(self, index: int) -> None:
        """↓/↑ to the item, then Enter."""
        choice = self.scene.choice
        assert choice is not None
        step = pygame.K_DOWN if index >= choice.focus else pygame.K_UP
        for _n in range(abs(index - choice.focus)):
            self.press(step)
        self.press(pygame.K_RETURN)

    def pick(self, text: str) -> None:
        """The item that reads ``text``."""
        self.pick_index(self.items.index(text))

    def play(self, move: Move) -> None:
        """By keyboard: the bid by the bid row, a card by its list of plays."""
        if move.action == "bid":
            self.bid(move.value)
            return
        self.open_plays(move.card)
        self.pick(self.words_of(move))

    def bid(self, value: int) -> None:
        """→ until the bid's button is the one lit (and the bid is said), then Enter."""
        buttons = self.scene.bid_buttons
        for moved in range(len(buttons)):
            lit = [b.text for b in buttons if b.is_selected]
            if lit and lit[0].endswith(str(value)):
                assert not moved or self.last_said.startswith(f"Bid {value}")
                break
            self.press(pygame.K_RIGHT)
            assert self.last_said.startswith("Bid ")  # each bid said as the focus reaches it
        self.press(pygame.K_RETURN)


# For the tests that set a step up directly.


def c(text: str) -> int:
    """A card from its text (``'9c'``)."""
    return parse_card(text)


def press_keys(app: App, *keys: int) -> None:
    for k in keys:
        app.feed(key_event(k))
        app.run(frames=1)


def open_tutorial(app: App, lesson_id: str, step: int = 0) -> TutorialScene:
    """The tutorial at ``step`` of the lesson ``lesson_id`` (opened directly)."""
    scene = TutorialScene(app.ctx)
    app.ctx.scenes.push(scene)
    app.run(frames=2)
    scene.go_to([ls.id for ls in scene.lessons].index(lesson_id), step)
    app.run(frames=2)
    return scene


def lesson_number(you: Learner, lesson_id: str) -> int:
    return [ls.id for ls in you.scene.lessons].index(lesson_id) + 1


def panel_head(panel: list[str]) -> tuple[int, int]:
    """The lesson and step the panel's head names ("LESSON 3 OF 16 · STEP 1 OF 2")."""
    head = next(t for t in panel if t.startswith("LESSON "))
    words = head.split()
    return int(words[1]), int(words[words.index("STEP") + 1])
