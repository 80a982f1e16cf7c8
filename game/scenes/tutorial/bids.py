"""The tutorial's bid row: a button for every value a bid may name
(:func:`game.rules.targets.bid_values`) while the step waits for a bid, and only then; the
learner may also press one the rules refuse, and is told why (the table offers only the legal
bids). ←/→ move its focus, Enter bids the focused value.
"""

from __future__ import annotations

from collections.abc import Callable

from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.rules.targets import bid_values
from game.scenes.kit import uikit
from game.scenes.tutorial.hud import bid_buttons
from game.scenes.tutorial.layout import TutorialLayout


class BidRow:
    """The bid buttons, their values and the keyboard's focus among them.

    Args:
        ui: the UI manager the buttons are made in.
        on_bid: what pressing a button (or Enter on it) calls, with its value.
    """

    def __init__(self, ui: object, on_bid: Callable[[int], None]) -> None:
        self._ui = ui
        self._on_bid = on_bid
        self.buttons: list[UIButton] = []
        self.values: list[int] = []  # what the buttons bid: every value a bid may name
        self.focus = 0

    @property
    def shown(self) -> bool:
        return bool(self.buttons)

    def sync(self, box: UIContainer | None, lay: TutorialLayout, *, wanted: bool) -> None:
        """Show the row while ``wanted`` (the step waits for the learner's bid), else none."""
        if not wanted or box is None:
            for button in self.buttons:
                uikit.kill(button)
            self.buttons, self.values = [], []
            return
        if self.buttons:
            return
        self.values = list(bid_values())
        self.buttons = bid_buttons(self._ui, box, lay, self.values, self._bidder)
        self.show_focus()

    def forget(self) -> None:
        """The container was emptied (its buttons went with it)."""
        self.buttons = []

    def _bidder(self, value: int) -> Callable[[], None]:
        return lambda: self._on_bid(value)

    def show_focus(self) -> None:
        for i, button in enumerate(self.buttons):
            uikit.set_selected(button, i == self.focus)

    def focus_on(self, value: int) -> None:
        """Move the focus to the button of ``value`` (if there is one)."""
        if value in self.values:
            self.focus = self.values.index(value)
            self.show_focus()

    def move_focus(self, step: int) -> None:
        """←/→: the focus moves ``step`` buttons, round the row."""
        self.focus = (self.focus + step) % len(self.buttons)
        self.show_focus()

    def focused_value(self) -> int:
        return self.values[self.focus % len(self.values)]
