"""A lesson on the game's own engine: one tutorial step played on a :class:`Session`. No pygame.

A step of :mod:`game.tutorial` is a position and a goal (the learner, seat 0, makes one move), or
a guided deal (a whole deal against computer players). :class:`LessonSession` builds the
:class:`~game.rules.Match` of that position and a :class:`~game.play.session.Session` around it,
through the session's public constructor: no saver and no statistics (a lesson is not a game to
continue or to count), a :class:`~game.play.session.ManualClock`, and the guided deal's computer
players as the session's bots.

Intentions go in: :meth:`LessonSession.play` (the learner's move) and
:meth:`LessonSession.advance` (the board is still: a computer player may move). Out come the
session's events (:meth:`LessonSession.drain`), a :class:`Refusal` for a move that was not
played, and :meth:`LessonSession.hint`. The lesson's own checks sit in front of the session: the
rules core's reason for an illegal move, then the step's goal (:meth:`game.tutorial.Goal.met_by`)
for a legal move that is not what the step asks for; only a move that passes both is played.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai import make_bot
from game.ai.hint import hint as hint_of
from game.play.events import StreamEvent
from game.play.savegame import GameSetup
from game.play.session import ManualClock, Session
from game.rules import Match, Move, PlayerView, Position, explain
from game.rules.reasons import Reason
from game.tutorial import Step

LEARNER = 0  # the learner's seat in every lesson
HINT_LEVEL = "medium"  # the guided deal's hint player
#: A lesson has no pauses: before each step of the session its clock jumps this far (a computer
#: player's "thinking" time is then over at once, as the tutorial always played).
CLOCK_JUMP = 3600.0
_ADVANCES = 4  # session steps tried for one computer move (begin, then play)


@dataclass(frozen=True)
class Refusal:
    """Why the learner's move was not played.

    ``kind`` is ``"illegal"`` (the rules refuse it: ``reason`` is the rules core's reason, a
    fact the text layer words; ``None`` when it is simply not the learner's turn) or
    ``"off_task"`` (legal, but not what the step asks for: ``mistake`` is the step's own words
    on that move, untranslated, or ``None`` when the step names no such mistake).
    """

    kind: str
    reason: Reason | None = None
    mistake: str | None = None

    @property
    def legal(self) -> bool:
        return self.kind == "off_task"


def lesson_match(step: Step) -> Match:
    """The match of a step: its position as the current deal (a copy: the step keeps its own)."""
    pos = step.position.copy()
    deal = step.deal
    deck = deal.deck() if deal is not None else ()
    seed = deal.seed if deal is not None else 0
    return Match(pos.rules, pos.dealer, pos, deck, random.Random(seed), next_dealer=pos.dealer)


class LessonSession:
    """One step of a lesson, played on a :class:`Session` (see the module's docstring).

    Args:
        step: the step to play (its position is copied: the step is not changed).
    """

    def __init__(self, step: Step) -> None:
        self.step = step
        match = lesson_match(step)
        deal = step.deal
        bots = (
            {
                seat: make_bot(deal.level, deal.seed * 8 + seat)
                for seat in range(match.rules.num_players)
                if seat != LEARNER
            }
            if deal is not None
            else {}
        )
        setup = GameSetup(rules=match.rules, seed=deal.seed if deal is not None else 0)
        self.clock = ManualClock()
        self.session = Session(
            setup, match=match, clock=self.clock, bots=bots, saver=None, stats=None
        )
        self._queue = self.session.subscribe()
        self.session.start()
        self.solved = False
        self._hint: tuple[Position, Move, str] | None = None

    # Queries.

    @property
    def position(self) -> Position:
        return self.session.position

    @property
    def history(self) -> list[tuple[int, Move]]:
        """The moves of the deal so far, with the seats that made them."""
        return self.session.match.deal_history()

    @property
    def computer_seats(self) -> frozenset[int]:
        """The seats the session plays (a guided deal's computer players; none in a step)."""
        return frozenset(self.session.bots)

    @property
    def guided(self) -> bool:
        """True for a guided deal (a whole deal against computer players)."""
        return self.step.deal is not None

    def learner_to_act(self) -> bool:
        """True while the learner may bid or play."""
        return not self.solved and self.session.human_to_act()

    # Intentions.

    def play(self, move: Move) -> Refusal | None:
        """The learner asks for ``move``: ``None`` when it was played (its events follow in the
        stream), else why not."""
        pos = self.position
        reason = explain(pos, move)
        if reason is not None:
            return Refusal("illegal", reason)
        step = self.step
        if step.deal is None and not step.goal.met_by(pos, move):
            return Refusal("off_task", mistake=step.mistake_text(move))
        match = self.session.match
        played = len(match.moves)
        self.session.play(move)
        if len(match.moves) == played:  # the session would not play it (not the learner's turn)
            return Refusal("illegal")
        if step.deal is None:
            self.solved = True
        self._check_over()
        return None

    def advance(self) -> bool:
        """The board is still: a computer player moves, if one is to. True if one moved."""
        if self.solved:
            return False
        session, match = self.session, self.session.match
        played = len(match.moves)
        for _try in range(_ADVANCES):
            if session.human_to_act() or match.deal_done:
                break
            self.clock.advance(CLOCK_JUMP)
            session.advance()
            if len(match.moves) != played:
                break
        self._check_over()
        return len(match.moves) != played

    def drain(self) -> list[StreamEvent]:
        """The session's events since the last drain, oldest first."""
        return self._queue.drain()

    def hint(self) -> tuple[Move, str] | None:
        """The move the hint points at, and why in a few words: a step's own move (and no
        words: the step's hint says it); in a guided deal the hint player's move from the
        learner's own view (``None`` while the others play)."""
        step = self.step
        if step.deal is None:
            move = step.hint_move()
            return (move, "") if move is not None else None
        pos = self.position
        if pos.phase not in ("bid", "play") or pos.to_play != LEARNER:
            return None
        if self._hint is None or self._hint[0] is not pos:
            move, why = hint_of(PlayerView.of(pos, LEARNER, self.history), level=HINT_LEVEL)
            self._hint = (pos, move, why)
        return self._hint[1], self._hint[2]

    def _check_over(self) -> None:
        if self.session.match.deal_done or self.position.phase == "over":
            self.solved = True


__all__ = ["CLOCK_JUMP", "HINT_LEVEL", "LEARNER", "LessonSession", "Refusal", "lesson_match"]
