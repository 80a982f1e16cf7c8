"""Speech that can be turned on and off while the game runs (F8, the setting).

The backend is chosen once; it is opened the first time speech is on (in the background), so a
player who never turns speech on never starts a speech backend.
"""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import _
from game.speech.speaker import Speaker


class SpeechSwitch:
    """A :class:`Speaker` that passes text on only while :attr:`on`.

    Args:
        opener: makes the real speaker (called once, when first needed).
        on: speaking at start.
        forced: chosen from the environment (``SEEP_SPEECH``): F8 still works, the setting is
            left alone.
    """

    def __init__(self, opener: Callable[[], Speaker], *, on: bool, forced: bool = False) -> None:
        self._opener = opener
        self._speaker: Speaker | None = None
        self.on = on
        self.forced = forced
        self.last = ""
        #: Plays the sound cue before a line said with the ``"cue"`` style (the app sets it).
        self.cue: Callable[[], None] | None = None

    @property
    def speaker(self) -> Speaker:
        if self._speaker is None:
            self._speaker = self._opener()
        return self._speaker

    @property
    def name(self) -> str:
        return self.speaker.name if self._speaker is not None or self.on else "off"

    def speak(self, text: str, interrupt: bool = False) -> None:
        if self.on and text:
            self.last = text
            self.speaker.speak(text, interrupt)

    def speak_styled(self, text: str, interrupt: bool, style: str) -> None:
        """Speak ``text`` as another player's move is said: ``"cue"`` plays the cue first,
        ``"voice"`` asks for another voice where the speaker has one (else the plain one)."""
        if not (self.on and text):
            return
        if style == "cue" and self.cue is not None:
            self.cue()
        styled = getattr(self.speaker, "speak_styled", None)
        if style in ("cue", "voice") and callable(styled):
            self.last = text
            styled(text, interrupt, style)
        else:
            self.speak(text, interrupt)

    def stop(self) -> None:
        if self._speaker is not None:
            self._speaker.stop()

    def busy(self) -> bool:
        """Still speaking (the table lets the computer players wait for the words to catch up;
        a speaker that cannot tell is never busy)."""
        speaker = self._speaker
        if not self.on or speaker is None:
            return False
        busy = getattr(speaker, "busy", None)
        return bool(busy()) if callable(busy) else False

    def toggle(self) -> bool:
        """F8: speech on or off; returns the new state (the change is announced)."""
        if self.on:
            self.speak(_("Speech off."), interrupt=True)
            self.on = False
        else:
            self.on = True
            self.speak(_("Speech on."), interrupt=True)
        return self.on

    def close(self) -> None:
        if self._speaker is not None:
            self._speaker.close()
            self._speaker = None
