"""The narrator: the session's event stream, announced through a speaker.

It has its own subscription to the game (through the seat's link), so it hears every event in
order whether or not a table is drawn (``--autoplay`` with ``SEEP_SPEECH=record:FILE`` announces
a match as a listening player would hear it). It keeps what was said, for "repeat last" and a
history that can be stepped back through. Pygame-free.
"""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import _
from game.play.events import DealEnded, MatchOver, MoveMade, StreamEvent
from game.play.seat import SeatLink
from game.speech.speaker import Speaker
from game.text.spoken import Line, Spoken

HISTORY = 200


class Narrator:
    """Announces ``session``'s events through ``speaker``.

    Args:
        link: the seat's link to the game.
        spoken: the sentences (rebuilt by the table when names change).
        speaker: where the words go.
        enabled: a callable saying whether speech is on now (F8; off: nothing is sent, but
            the history is kept, so turning speech on and pressing R works).
        style: how another player's move sounds now (the setting: ``"cue"``, ``"voice"`` or
            ``"none"``, :data:`game.speech.speaker.STYLES`); a speaker that has no
            ``speak_styled`` says it plainly.
    """

    def __init__(
        self,
        link: SeatLink,
        spoken: Spoken,
        speaker: Speaker,
        enabled: Callable[[], bool] = lambda: True,
        style: Callable[[], str] = lambda: "none",
    ) -> None:
        self.link = link
        self.spoken = spoken
        self.speaker = speaker
        self.enabled = enabled
        self.style = style
        self.events = link.subscribe()
        self.history: list[str] = []
        self._back = 0  # how far Shift+R has stepped back

    def pump(self) -> int:
        """Announce every event that arrived; returns how many lines were said."""
        said = 0
        for event in self.events.drain():
            for line in self.lines(event):
                style = self.style() if line.other else ""
                self.say(line.text, interrupt=line.interrupt, style=style)
                said += 1
        return said

    def lines(self, event: StreamEvent) -> list[Line]:
        number = self.link.score().deal_number if isinstance(event, DealEnded) else 0
        out = self.spoken.announce(event, deal_number=number)
        if isinstance(event, MoveMade):
            out += self.spoken.after_move(event)
        if isinstance(event, MatchOver):
            m = self.link.score()
            return [Line(self.spoken.match_result(m.rules, event.winner, m.baazis, m.summaries))]
        if isinstance(event, DealEnded):
            m = self.link.score()
            foot = self.spoken.summary_footer(event.summary, m.rules, m.baazis, m.finished)
            out.append(Line(foot))
        return out

    def say(
        self, text: str, *, interrupt: bool = False, keep: bool = True, style: str = ""
    ) -> None:
        """Speak ``text`` now (``keep``: into the history, for R and Shift+R; ``style``: how
        another player's move sounds, ``"cue"`` or ``"voice"``)."""
        if not text:
            return
        if keep:
            self.history.append(text)
            del self.history[:-HISTORY]
            self._back = 0
        if not self.enabled():
            return
        styled = getattr(self.speaker, "speak_styled", None)
        if style in ("cue", "voice") and callable(styled):
            styled(text, interrupt, style)
        else:
            self.speaker.speak(text, interrupt)

    def repeat(self) -> None:
        """R: the last thing said, again."""
        self._back = 0
        self.say(
            self.history[-1] if self.history else _("Nothing has been said yet."),
            interrupt=True,
            keep=False,
        )

    def step_back(self) -> None:
        """Shift+R: one further back through the history each press."""
        if not self.history:
            self.say(_("Nothing has been said yet."), interrupt=True, keep=False)
            return
        self._back = min(self._back + 1, len(self.history))
        index = len(self.history) - self._back
        text = self.history[index]
        # Translators: Shift+R steps back through what was said: "2 back: East to play."
        said = _("{n} back: {text}").format(n=self._back, text=text)
        self.say(said, interrupt=True, keep=False)
