"""A small driver that plays the table as a person does, for the table's tests.

It presses, drags, clicks and types (real pygame events through the app), and reads what is
shown (the toast, the open list, the log, the last play, what glows, the drag's preview) and
what is said (a :class:`~game.speech.MemorySpeaker` behind the speech switch). Tests use it
instead of the table's parts.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app import App
from game.rules import Match, Move, Position
from game.rules.targets import Target
from game.scenes.table.scene import TableScene
from game.speech import MemorySpeaker
from game.speech.switch import SpeechSwitch
from tests.scenes.tablekit import (
    click,
    drag,
    game_of,
    open_table,
    point_on_card,
    point_on_target,
    run_until,
    target_of,
)


def key_event(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


class TableDriver:
    """Plays ``scene`` (a table on top of ``app``'s scenes) as a person does.

    ``speaker``: what is said is kept there (``None``: speech as the app has it).
    """

    def __init__(self, app: App, scene: TableScene, speaker: MemorySpeaker | None = None) -> None:
        self.app = app
        self.scene = scene
        self.speaker = speaker

    @classmethod
    def open(
        cls, app: App, match: Match | None = None, *, speech: bool = True, **setup: object
    ) -> TableDriver:
        """A new table (computer players without pauses), speech kept in memory."""
        speaker = None
        if speech:
            speaker = MemorySpeaker()
            app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
        scene = open_table(app, match, **setup)
        return cls(app, scene, speaker)

    # ------------------------------------------------------------------------------------
    # Doing.

    def frames(self, n: int = 1) -> None:
        self.app.run(frames=n)

    def until(self, done: Callable[[], bool], limit: int = 3000) -> None:
        run_until(self.app, done, limit)

    def key(self, k: int, mod: int = 0, unicode: str = "", frames: int = 1) -> None:
        self.app.feed(key_event(k, mod, unicode))
        self.app.run(frames=frames)

    def click(self, point: tuple[int, int], frames: int = 2) -> None:
        click(self.app, point, frames)

    def click_card(self, card: int, frames: int = 2) -> None:
        self.click(point_on_card(self.scene, card), frames)

    def click_target(self, target: Target, frames: int = 2) -> None:
        self.click(point_on_target(self.scene, target), frames)

    def drag_card(self, card: int, target: Target) -> None:
        drag(self.app, point_on_card(self.scene, card), point_on_target(self.scene, target))

    def pick(self, index: int) -> None:
        """Click the ``index``-th item of the open list."""
        panel = self.scene.chooser.panel
        assert panel is not None, "no list is open"
        self.click(panel.buttons[index].rect.center)

    def play(self, move: Move) -> None:
        """Make ``move`` as a person does: pick the bid from its list, or drag the card to
        what it takes or builds on (and pick the play from the list if it means several)."""
        if move.action == "bid":
            self.pick(self.list_moves().index(move))
            return
        self.drag_card(move.card, target_of(move))
        if self.list_items() is not None:
            self.pick(self.list_moves().index(move))

    def press_button(self, name: str, frames: int = 2) -> None:
        """Click one of the table's buttons (``"hint"``, ``"undo"``, ``"last"``, ``"menu"``)."""
        self.click(self.scene.buttons[name].rect.center, frames)

    # ------------------------------------------------------------------------------------
    # Reading what is shown and said.

    def toast(self) -> str | None:
        """The words shown above the hand, if any."""
        toast = self.scene.notes.toast
        return toast.text if toast is not None else None

    def list_items(self) -> list[str] | None:
        """The items of the open list (``None``: no list is open)."""
        panel = self.scene.chooser.panel
        return None if panel is None or panel.closed else list(panel.items)

    def list_moves(self) -> list[Move]:
        """The moves the open list offers, in its order."""
        return list(self.scene.chooser.moves) if self.list_items() is not None else []

    def list_may_be_cancelled(self) -> bool:
        panel = self.scene.chooser.panel
        return panel is not None and panel.on_cancel is not None

    def list_focus(self) -> int | None:
        panel = self.scene.chooser.panel
        return panel.focus if panel is not None else None

    def log(self) -> list[str]:
        return list(self.scene.log.lines)

    def last_play(self) -> str | None:
        """The last play shown over the floor (P), if it is shown."""
        shown = self.scene.notes.last_view
        return shown.text if shown is not None else None

    def glowing(self, card: int) -> tuple[set[int], set[int], bool]:
        """What glows when ``card`` is chosen: loose cards, houses, the open floor."""
        return self.scene.controller.legal_targets(card)

    def drop_preview(self) -> str | None:
        """While a card is dragged: what dropping it here would do."""
        return self.scene.controller.drop_text()

    def said(self) -> list[str]:
        assert self.speaker is not None, "open the driver with speech=True"
        return self.speaker.texts

    def my_turn(self) -> bool:
        return self.scene.my_turn()

    @property
    def position(self) -> Position:
        """The deal as the table shows it."""
        return self.scene.position

    def moves_made(self) -> int:
        return len(game_of(self.scene).match.moves)
