"""What the table tells the player for a moment: the toast above the hand (an answer, a refusal,
a hint, the coach's remark) and the last play shown over the floor. It owns them and their
timers; what it shows is also said through the narrator."""

from __future__ import annotations

from game.play.narrator import Narrator
from game.scenes.board.hud import LastPlay
from game.scenes.board.sprites import Toast
from game.text.spoken import for_the_ear

TOAST_SECONDS = 3.0


def reading_time(text: str) -> float:
    """How long a toast of ``text`` stays at least: 1.5 s, and a third of a second a word."""
    return 1.5 + len(text.split()) / 3


class Notes:
    """The toast and the last play shown, and the narrator that says them."""

    def __init__(self, narrator: Narrator) -> None:
        self.narrator = narrator
        self.toast: Toast | None = None
        self.last_view: LastPlay | None = None

    def update(self, dt: float) -> None:
        if self.toast is not None:
            self.toast.left -= dt
            if self.toast.left <= 0:
                self.toast = None
        if self.last_view is not None:
            self.last_view.left -= dt
            if self.last_view.left <= 0:
                self.last_view = None

    def say(self, text: str, *, seconds: float = TOAST_SECONDS, spoken: bool = True) -> None:
        """Show ``text`` in a toast above the hand, for at least its reading time (and speak
        it: it answers the player)."""
        seconds = max(seconds, reading_time(text))
        self.toast = Toast(text, seconds, seconds)
        if spoken:
            self.narrator.say(for_the_ear(text), interrupt=True)

    def speak(self, text: str, *, keep: bool = True, interrupt: bool = True) -> None:
        """Speak an answer to a key (it cuts off what was being said, unless ``interrupt`` is
        false: a list the game opens waits for the line before it)."""
        self.narrator.say(text, interrupt=interrupt, keep=keep)

    def remark(self, text: str) -> None:
        """The coach's remark: shown, and said after what is being said."""
        self.toast = Toast(text, TOAST_SECONDS, TOAST_SECONDS)
        self.narrator.say(for_the_ear(text))

    def show_last(self, shown: LastPlay) -> None:
        self.last_view = shown
        self.speak(for_the_ear(shown.text))

    def clear_if(self, prefix: str) -> None:
        """Take the toast away if it starts with ``prefix`` (a hint gone with its position)."""
        if self.toast is not None and self.toast.text.startswith(prefix):
            self.toast = None
