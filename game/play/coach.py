"""The coach: after each of the human's moves, at most one short remark, from their view alone.

The coach is fed the session's :class:`~game.play.events.MoveMade` events and reads only the
human's :class:`~game.rules.PlayerView` of the position before the move (every other hand
hidden), the move and the public floor after it; it never sees a hidden card, so re-dealing the
hidden hands never changes what it says.

One adviser: the coach judges a move by the hint's own judgement (:class:`game.ai.hint.Adviser`:
the hint's level and seed, the hint's worlds and playouts). It criticises a move only when that
judgement finds the hinted move clearly better (by :data:`BETTER_BY`), so the move the hint gave
is never called a mistake. A criticism says why, the first that applies:

1. the move left a floor that one card clears, with an opponent to play next, when the hinted
   move would not have (counting only values of which the player has not seen every card):
   ``"That left the 4♣ and 5♥ on the floor: West can sweep with any 9."``;
2. the move threw the human's last card of a house value while a house of that value could
   have been built with another card: ``"You threw your last K: a house of 13 can no longer be
   yours."``;
3. otherwise the hinted move, with the hint's reason: ``"Better: ...``.

A move that is not criticised and banked :data:`GOOD_POINTS` points or more is praised:
``"Good: the 10♦ was worth 6."``.

The computer players' notable moves (a seep, a big capture, a house taken) get a line too, for
the tutorial's guided deal (:meth:`Coach.about_other`). The coach returns its remarks
as facts (:class:`Remark`): :mod:`game.text.coach` words them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.features import (
    POINTS,
    POINTS_TEN_2,
    captured_mask,
    floor_after,
    immediate_gain,
    is_seep,
)
from game.ai.hint import CLEARLY_BETTER, Adviser, reason, sweep_values
from game.ai.slices import Sliced, Steps
from game.play.events import HintReady, MoveMade
from game.play.savegame import GameSetup
from game.play.session import HINT_LEVEL
from game.rules import Move, PlayerView, Position, movegen
from game.rules.cards import VALUE, cards_of, value_count
from game.rules.movegen import BUILD, CAPTURE, THROW, MoveTuple

BETTER_BY = CLEARLY_BETTER  # how much better (by the hint's judgement) the hint's move must be
GOOD_POINTS = 5  # a capture banking this many points (cards and seep) is praised
QUIET_LEVELS = frozenset({"hard", "expert"})  # the coach keeps quiet against these...


def coach_on(setting: bool, levels: Sequence[str], asked: bool = False) -> bool:
    """Whether the coach speaks in a game: the setting is on and no computer player is Hard or
    Expert, unless the player asked for it there (``asked``)."""
    if not setting:
        return False
    return asked or not any(level in QUIET_LEVELS for level in levels)


def coach_for(
    setting: bool, setup: GameSetup, names: Sequence[str], *, asked: bool = False
) -> Coach | None:
    """The coach of a game at the table (``None``: it keeps quiet in this game; ``asked``: the
    player asked for it, with C, in a game against Hard or Expert)."""
    if setup.autoplay:
        return None
    levels = [
        level for level in (setup.level_of(s) for s in range(setup.players)) if level is not None
    ]
    return Coach(setup.human, names) if coach_on(setting, levels, asked) else None


@dataclass(frozen=True)
class Remark:
    """One remark, as facts: ``kind`` its family (``"seep_left"``, ``"last_key"``, ``"better"``,
    ``"good"``, ``"other"``), ``code`` which sentence (:func:`game.text.coach.remark_text` words
    it) and the parameters that sentence needs.

    Codes: ``seep_left`` (``seat`` next can sweep ``loose`` and ``houses`` with ``values``),
    ``last_key`` (``value``), ``better`` (``move`` in ``position``, ``why`` the hint's reason),
    ``good_seep`` / ``good_points`` (``points``), ``good_card`` (``card`` worth ``points``),
    ``other_seep`` / ``other_points`` (``seat``, ``points``), ``other_house`` (``seat``,
    ``value``)."""

    kind: str
    code: str
    seat: int = -1
    players: int = 4
    value: int = 0
    points: int = 0
    card: int = -1
    loose: int = 0
    houses: tuple[int, ...] = ()
    values: tuple[int, ...] = ()
    move: Move | None = None
    position: Position | None = None
    why: str = ""


class Coach:
    """Remarks on the moves of ``seat`` (the human), from that seat's view only.

    Args:
        seat: the human's seat.
        names: the seats' names as the table shows them (default: South, West...), for the
            words of its remarks (:func:`game.text.coach.remark_text`).
    """

    def __init__(
        self,
        seat: int,
        names: Sequence[str] | None = None,
        *,
        level: str = HINT_LEVEL,
        seed: int = 0,
    ) -> None:
        self.seat = seat
        self.names = tuple(names) if names is not None else None
        self.adviser = Adviser(level, seed)  # the hint's own judgement
        self._hint: tuple[Position, Move] | None = None  # the last hint given, and where

    # The human's moves.

    def on_hint(self, event: HintReady) -> None:
        """The hint the player was given: in that position the coach judges against it."""
        if event.move is not None:
            self._hint = (event.position, event.move)

    def after_move(
        self,
        before: Position,
        move: Move,
        history: Sequence[tuple[int, Move]] = (),
        hinted: Move | None = None,
    ) -> Remark | None:
        """At most one remark on the human's ``move`` in ``before`` (which is hidden down to the
        human's view first: other hands never reach the coach). ``hinted``: the hint's move
        there, if known (else the hint given in ``before``, else the adviser works it out).

        A move is criticised only when the hint's judgement finds the hinted move clearly
        better (:attr:`~game.ai.hint.Judgement.clearly_worse`), so the hinted move never is."""
        return self.remarking(before, move, history, hinted).run()

    def remarking(
        self,
        before: Position,
        move: Move,
        history: Sequence[tuple[int, Move]] = (),
        hinted: Move | None = None,
    ) -> Sliced[Remark | None]:
        """:meth:`after_move` in slices (a frame's few milliseconds at a time, so the table never
        stalls while the coach thinks): the same remark, however it is sliced. Only the hint
        given in ``before`` is looked up now; the judgement starts at the first step."""
        if hinted is None and self._hint is not None and self._hint[0] == before:
            hinted = self._hint[1]
        return Sliced(self._remark_steps(before, move, tuple(history), hinted))

    def _remark_steps(
        self,
        before: Position,
        move: Move,
        history: Sequence[tuple[int, Move]],
        hinted: Move | None,
    ) -> Steps[Remark | None]:
        view = PlayerView.of(before, self.seat, history)
        pos = view.position
        if pos.phase != "play" or pos.to_play != self.seat:
            return None
        move = Move._make(move)
        moves = movegen.generate(pos)
        if tuple(move) not in moves:
            return None
        yield
        judgement = yield from self.adviser.judging(view, move, hinted).steps()
        if judgement.clearly_worse:
            best = judgement.hinted
            return (
                self._seep_left(view, move, best)
                or self._last_key(pos, move, moves, best)
                or self._better(view, best)
            )
        return self._good(pos, move)

    def _seep_left(self, view: PlayerView, move: Move, best: Move) -> Remark | None:
        """The move left a sweep for the next opponent, with a card the player has not seen
        every one of, and the hinted move leaves none."""
        pos = view.position
        n = pos.players
        nxt = (pos.to_play + 1) % n
        if n == 4 and (nxt & 1) == (self.seat & 1):
            return None  # the partner plays next
        if pos.plays_made + 1 >= 48 or not pos.hand_sizes[nxt]:
            return None  # nobody is left to sweep
        if move.kind == CAPTURE and is_seep(pos, move):
            return None
        values = sweep_values(view, move)
        if not values or sweep_values(view, best):
            return None
        loose, houses = floor_after(pos, move)
        return Remark(
            "seep_left",
            "seep_left",
            seat=nxt,
            players=n,
            loose=loose,
            houses=tuple(sorted(houses)),
            values=tuple(values),
        )

    def _last_key(
        self, pos: Position, move: Move, moves: list[MoveTuple], best: Move
    ) -> Remark | None:
        if move.kind != THROW:
            return None
        v = VALUE[move.card]
        hand = pos.hands[self.seat] or 0
        if not 9 <= v <= 13 or value_count(hand, v) != 1 or best.card == move.card:
            return None
        could_build = any(m[0] == BUILD and m[4] == v and VALUE[m[1]] != v for m in moves)
        if not could_build:
            return None
        return Remark("last_key", "last_key", players=pos.players, value=v)

    def _better(self, view: PlayerView, best: Move) -> Remark:
        pos = view.position
        why = reason(view, best)
        return Remark("better", "better", players=pos.players, move=best, position=pos, why=why)

    def _good(self, pos: Position, move: Move) -> Remark | None:
        if move.kind != CAPTURE:
            return None
        gain = immediate_gain(pos, move)
        if gain < GOOD_POINTS:
            return None
        n = pos.players
        if is_seep(pos, move):
            return Remark("good", "good_seep", players=n, points=gain)
        table = POINTS if pos.rules.ten_of_diamonds_points == 6 else POINTS_TEN_2
        taken = captured_mask(pos, move)
        best = max(cards_of(taken), key=lambda c: table[c])
        if table[best] == gain:
            return Remark("good", "good_card", players=n, card=best, points=gain)
        return Remark("good", "good_points", players=n, points=gain)

    def on_move(self, event: MoveMade) -> Remark | None:
        """The remark on a session's move event, if it was the human's
        (:func:`game.text.coach.remark_text` words it)."""
        judging = self.judging(event)
        return judging.run() if judging is not None else None

    def judging(self, event: MoveMade) -> Sliced[Remark | None] | None:
        """:meth:`on_move` in slices (``None``: not the human's move, nothing to judge)."""
        if event.seat != self.seat or not event.human:
            return None
        return self.remarking(event.before, event.move)

    # The others' moves (the guided deal).

    def about_other(self, before: Position, seat: int, move: Move) -> Remark | None:
        """A line on a computer player's notable move (public facts only), or ``None``."""
        if seat == self.seat or move.kind != CAPTURE:
            return None
        n = before.players
        gain = immediate_gain(before, move)
        if is_seep(before, move):
            return Remark("other", "other_seep", seat=seat, players=n, points=gain)
        if move.house:
            return Remark("other", "other_house", seat=seat, players=n, value=move.house)
        if gain >= GOOD_POINTS:
            return Remark("other", "other_points", seat=seat, players=n, points=gain)
        return None


__all__ = ["BETTER_BY", "GOOD_POINTS", "QUIET_LEVELS", "Coach", "Remark", "coach_for", "coach_on"]
