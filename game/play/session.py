"""A game session: one match being played, from the first deal to the result. No pygame.

The session owns the :class:`~game.rules.Match`, knows which seats are human and which are
computer players (and their bots), whose turn it is and what is expected, paces the computer
players through an injected clock, runs their sliced searches and the hint through the same
``begin``/``step`` interface, takes moves back, and calls its collaborators to save the game and
count the statistics at the moment a move is made.

Input goes in as intentions: :meth:`Session.play`, :meth:`Session.undo`,
:meth:`Session.ask_hint`, :meth:`Session.next_deal`, :meth:`Session.skip_wait`. Out comes one
ordered stream of events (:mod:`game.play.events`, the rules core's events among them) that any
number of subscribers read: ``queue = session.subscribe()``, then ``queue.drain()``.

The app's loop drives time: it calls :meth:`Session.update` every frame (the hint thinks),
:meth:`Session.tick` with the frame's ``dt`` while the game may go on (time passes for the game's
pauses), and :meth:`Session.advance` when nothing is moving on the screen (the game goes on: a
computer player thinks and plays, a pause ends, a deal is thrown in, a summary is due). Pauses are
read from the session's :class:`Clock`, which moves only when told to, so a test runs a whole
match instantly. How long the computer players pause is plain data, :class:`Pacing`, that the app
sets from the player's settings (:meth:`Session.set_pacing`).

>>> from game.play.savegame import GameSetup
>>> s = Session(GameSetup(seed=5, autoplay=True))
>>> q = s.subscribe()
>>> s.start(); s.run_to_end()
>>> s.match.finished, any(isinstance(e, MatchOver) for e in q.drain())
(True, True)
"""

from __future__ import annotations

import dataclasses
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from game.ai import Bot, Search, make_bot
from game.ai.hint import reason as hint_reason
from game.play.events import (
    DealEnded,
    DealStarted,
    HintReady,
    MatchOver,
    MoveMade,
    MoveRefused,
    Notice,
    StreamEvent,
    ThrowingIn,
    TurnStarted,
    Undone,
)
from game.play.savegame import GameSetup
from game.rules import (
    DealSummary,
    IllegalMoveError,
    Match,
    Move,
    PlayerView,
    Position,
    cards_of,
    explain,
    legal_moves,
    needs_redeal,
)
from game.rules.seats import team_of
from game.storage.problems import StorageProblem

log = logging.getLogger(__name__)

THINK_RANGE = (0.6, 1.4)  # seconds a computer player seems to think (before pacing)
THROW_IN_PAUSE = 2.6  # seconds the thrown-in cards are shown
SEARCH_SLICE = 0.004  # seconds of search per frame (see tools/bench_frames.py)
HINT_LEVEL = "hard"


class Clock(Protocol):
    """Where the session reads the time for its pauses: time that moves only when told to."""

    def now(self) -> float: ...

    def advance(self, seconds: float) -> None: ...


class ManualClock:
    """Time that moves only when told to: the session advances it by each frame's ``dt`` while
    the game may go on (:meth:`Session.tick`; so a pause does not run out behind an open menu),
    and jumps it to the end of a pause when a match is run to its end; tests jump it too."""

    def __init__(self, start: float = 0.0) -> None:
        self.t = start

    def now(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


class GameSaver(Protocol):
    """Keeps the game in progress so Continue can pick it up (see :mod:`game.storage.saves`)."""

    def save(self, match: Match, setup: GameSetup) -> list[StorageProblem]:
        """Save after a move; returns what the player should be told (a save that failed)."""
        ...

    def finished(self) -> list[StorageProblem]:
        """The match is over: there is nothing left to continue."""
        ...


class StatsKeeper(Protocol):
    """Counts finished deals and matches in the player's statistics."""

    def deal_ended(self, match: Match, setup: GameSetup) -> list[StorageProblem]:
        """Count the deal just scored (and the match, if it is over); returns problems."""
        ...


class EventQueue:
    """One subscriber's copy of the stream, read in order with :meth:`drain`."""

    def __init__(self) -> None:
        self._items: list[StreamEvent] = []

    def put(self, event: StreamEvent) -> None:
        self._items.append(event)

    def drain(self) -> list[StreamEvent]:
        """Every event since the last drain, oldest first."""
        items, self._items = self._items, []
        return items

    def __len__(self) -> int:
        return len(self._items)


@dataclass(frozen=True)
class Pacing:
    """How long the computer players pause (plain data, set from the player's settings).

    ``computer``: the factor of the computer players' speed setting (its own, not the
    animations': a player who turns motion off still gets time to follow the plays).
    ``fixed``: a fixed factor that overrides it (tests: 0 = no pauses; ``None``: the setting).
    """

    computer: float = 1.0
    fixed: float | None = None


@dataclass
class Expecting:
    """What the session waits for: ``what`` is ``"bid"``, ``"play"`` (from ``seat``),
    ``"pause"`` (a thrown-in deal is shown), ``"summary"`` (the deal summary is up; then
    :meth:`Session.next_deal`), or ``"over"`` (the match is finished)."""

    what: str
    seat: int | None = None
    human: bool = False


class Session:
    """One match in play.

    Args:
        setup: the players and rules (the human is ``setup.human`` unless ``setup.autoplay``).
        match: a match to continue (default: a new one from the setup's seed).
        clock: where pauses read the time (default: a :class:`ManualClock` that
            :meth:`tick` moves).
        saver: keeps the game after every move (``None``: nothing is saved; autoplay).
        stats: counts finished deals and matches (``None``: nothing is counted).
        bots: computer players by seat (default: :func:`game.ai.make_bot` for each computer
            seat of the setup).
        pacing: how long the computer players pause (default: :class:`Pacing`'s defaults).
        humans: every seat a person plays (a friends' table: remote seats too; default: the
            setup's one human). The seats in it get no computer player; ``human`` stays the
            setup's human when it is one of them (this process's player: hint, undo, "ours").
    """

    def __init__(
        self,
        setup: GameSetup,
        match: Match | None = None,
        *,
        clock: Clock | None = None,
        saver: GameSaver | None = None,
        stats: StatsKeeper | None = None,
        bots: dict[int, Bot] | None = None,
        pacing: Pacing | None = None,
        humans: frozenset[int] | None = None,
    ) -> None:
        self.match = match if match is not None else Match.start(setup.rules, seed=setup.seed)
        if setup.rules != self.match.rules:  # a match to continue carries its own rules
            setup = dataclasses.replace(setup, rules=self.match.rules)
        self.setup = setup
        self.players = self.match.rules.num_players
        self.autoplay = setup.autoplay
        self.human: int | None = None if setup.autoplay else setup.human
        if humans is None:
            humans = frozenset() if self.human is None else frozenset((self.human,))
        elif self.human not in humans:
            self.human = None
        self.humans: frozenset[int] = humans
        if bots is None:
            bots = {}
            for seat in range(self.players):
                level = setup.level_of(seat)
                if level is not None and seat not in humans:
                    bots[seat] = make_bot(level, setup.seed * 8 + seat)
        self.bots = bots
        self.clock: Clock = clock if clock is not None else ManualClock()
        self.saver = saver
        self.stats = stats
        self.pacing = pacing if pacing is not None else Pacing()
        self.rng = random.Random(setup.seed + 7)
        self.undo_marks: list[int] = []
        self.search: Search | None = None
        self.thinking_seat: int | None = None
        self._think_until = 0.0
        self._wait_until: float | None = None
        self._wait_then: Callable[[], None] | None = None
        self._turn_key: tuple[int, int] | None = None
        self._summaries_shown = len(self.match.summaries) if not self.match.deal_done else -1
        self._over_said = False
        self._hint: Search | None = None
        self._hint_view: PlayerView | None = None
        self._hint_for: Position | None = None
        self._hint_result: HintReady | None = None
        self._queues: list[EventQueue] = []
        self.started = False

    # ------------------------------------------------------------------------------------
    # The stream.

    def subscribe(self) -> EventQueue:
        """A new queue that receives every event from now on."""
        queue = EventQueue()
        self._queues.append(queue)
        return queue

    def unsubscribe(self, queue: EventQueue) -> None:
        if queue in self._queues:
            self._queues.remove(queue)

    def _emit(self, event: StreamEvent) -> None:
        for queue in self._queues:
            queue.put(event)

    # ------------------------------------------------------------------------------------
    # Queries.

    @property
    def position(self) -> Position:
        return self.match.position

    def is_human(self, seat: int) -> bool:
        return seat in self.humans

    def deal_number(self) -> int:
        """The current deal's number in the match (thrown-in deals do not count)."""
        match = self.match
        played = sum(1 for s in match.summaries if s.ended_by != "thrown_in")
        return played if match.deal_done else played + 1

    @property
    def waiting(self) -> bool:
        """True while a pause runs (the thrown-in cards are shown)."""
        return self._wait_then is not None

    def expecting(self) -> Expecting:
        """What the session waits for now."""
        match = self.match
        if match.deal_done:  # (a finished match's last deal is done too)
            return Expecting("over" if self._over_said else "summary")
        if self.waiting:
            return Expecting("pause")
        pos = match.position
        if pos.phase == "bid" and needs_redeal(pos):
            return Expecting("pause", pos.to_play)
        seat = pos.to_play
        return Expecting(pos.phase, seat, self.is_human(seat))

    def human_to_act(self) -> bool:
        """True when the human may bid or play now (the view adds its own conditions)."""
        return self.human is not None and self.seat_to_act(self.human)

    def seat_to_act(self, seat: int) -> bool:
        """True when ``seat``, a person's, may bid or play now."""
        if seat not in self.humans or self.match.deal_done or self.match.finished or self.waiting:
            return False
        pos = self.match.position
        return pos.to_play == seat and pos.phase in ("bid", "play") and not needs_redeal(pos)

    def can_undo(self) -> bool:
        return bool(self.undo_marks) and not self.match.deal_done and not self.autoplay

    # ------------------------------------------------------------------------------------
    # Starting.

    def start(self) -> None:
        """Say where the match stands (a new deal, or one picked up again) and save it."""
        if self.started:
            return
        self.started = True
        match = self.match
        pos = match.position
        fresh = not match.deal_done and not match.moves and pos.phase == "bid"
        how = "resumed" if not fresh else "continued" if match.summaries else "new_match"
        self._emit(DealStarted(self.deal_number(), pos.dealer, pos.bidder, how))
        self._save()

    # ------------------------------------------------------------------------------------
    # Driving.

    def update(self) -> None:
        """Every frame: the hint thinks (a slice at a time)."""
        self._step_hint()

    def tick(self, dt: float) -> None:
        """``dt`` seconds pass for the game's pauses (the app's loop, while the game may go on:
        not behind an open menu)."""
        self.clock.advance(dt)

    def set_pacing(self, pacing: Pacing) -> None:
        """How long the computer players pause from now on (the player changed a setting)."""
        self.pacing = pacing

    @property
    def pace(self) -> float | None:
        """The fixed pause factor (tests: 0 = no pauses; ``None``: the speed setting's)."""
        return self.pacing.fixed

    @pace.setter
    def pace(self, value: float | None) -> None:
        self.pacing = dataclasses.replace(self.pacing, fixed=value)

    def advance(self) -> None:
        """When nothing moves on the screen: the game goes on by one step, if it can."""
        if not self.started:
            self.start()
        if self._wait_then is not None:
            assert self._wait_until is not None
            if self.clock.now() >= self._wait_until:
                then, self._wait_then, self._wait_until = self._wait_then, None, None
                then()
            return
        match = self.match
        if match.deal_done:
            if self._summaries_shown != len(match.summaries):
                self._summaries_shown = len(match.summaries)
                summary = match.summaries[-1]
                if summary.ended_by != "thrown_in":
                    self._emit(DealEnded(summary, len(match.summaries) - 1, self._ours(summary)))
            return
        pos = match.position
        if pos.phase == "bid" and needs_redeal(pos):
            seat = pos.to_play
            self._emit(ThrowingIn(seat, tuple(cards_of(pos.hands[seat] or 0))))
            self._wait(THROW_IN_PAUSE, self._throw_in)
            return
        seat = pos.to_play
        key = (len(match.summaries), len(match.moves))
        if self._turn_key != key:
            self._turn_key = key
            self._emit(TurnStarted(seat, pos.phase, self.is_human(seat)))
        if seat in self.bots and not self.is_human(seat):
            self._bot_turn(seat)

    def run_to_end(self, limit: int = 100_000) -> None:
        """Play on (computer seats only) until the match is over: tests, ``--autoplay``."""
        for _step in range(limit):
            if self.match.finished and self._over_said:
                return
            if self.match.deal_done and self._summaries_shown == len(self.match.summaries):
                self.next_deal()
                continue
            if self._wait_until is not None:  # no one is watching: the pause is over
                self.clock.advance(max(0.0, self._wait_until - self.clock.now()))
            if self.search is not None:
                self.clock.advance(max(0.0, self._think_until - self.clock.now()))
            if any(self.seat_to_act(seat) for seat in self.humans):
                raise RuntimeError("run_to_end: a human seat is to act")
            self.advance()
        raise RuntimeError("run_to_end: the match did not end")

    # ------------------------------------------------------------------------------------
    # Computer players.

    def _pause_factor(self, base: float) -> float:
        if self.autoplay:
            return 0.0
        return self.pacing.fixed if self.pacing.fixed is not None else base

    def _think_time(self) -> float:
        factor = self._pause_factor(max(0.35, self.pacing.computer))
        if factor <= 0:
            return 0.0
        base = self.rng.uniform(*THINK_RANGE)
        pos = self.match.position
        if pos.phase == "play":
            try:
                base += min(0.4, max(0, len(legal_moves(pos)) - 6) * 0.04)
            except Exception:  # pacing must never stop the game
                log.exception("the pause before a computer play could not be worked out")
        return base * factor

    def _bot_turn(self, seat: int) -> None:
        try:
            if self.search is None or self.thinking_seat != seat:
                view = PlayerView.of(self.match.position, seat, self.match.deal_history())
                self.search = self.bots[seat].begin(view)
                self.thinking_seat = seat
                think = self._think_time()
                self._think_until = self.clock.now() + think
                if think > 0:
                    return
            done = self.search.step(SEARCH_SLICE)
            if not done or self.clock.now() < self._think_until:
                return
            move = self.search.result()
        except Exception:  # a computer player's bug must never stop the game
            log.exception("the player of seat %d failed; playing a legal move for it", seat)
            move = legal_moves(self.match.position)[0]
        self.search = None
        self.thinking_seat = None
        if not self._apply(move):  # an illegal choice: play something legal instead
            self._apply(legal_moves(self.match.position)[0])

    # ------------------------------------------------------------------------------------
    # Intentions.

    def play(self, move: Move) -> MoveRefused | None:
        """The human plays ``move``. Returns ``None`` when it was played, else the refusal
        (also published as :class:`MoveRefused`: the rules core's reason, or not their turn)."""
        return self.play_as(self.human if self.human is not None else -1, move)

    def play_as(self, seat: int, move: Move) -> MoveRefused | None:
        """The person at ``seat`` plays ``move`` (see :meth:`play`). Only the one human of a
        table with one person can take a play back."""
        if not self.seat_to_act(seat):
            refused = MoveRefused(seat, Move._make(move), None, "not_your_turn")
            self._emit(refused)
            return refused
        mark = len(self.match.moves)
        reason = explain(self.match.position, move)
        if reason is None and self._apply(move):
            if len(self.humans) == 1:
                self.undo_marks.append(mark)
            return None
        refused = MoveRefused(seat, Move._make(move), reason)
        self._emit(refused)
        return refused

    def seat_computer(self, seat: int, bot: Bot) -> None:
        """A computer player takes ``seat`` (a friend left the table)."""
        self.bots[seat] = bot
        self.humans = self.humans - {seat}
        if self.human == seat:
            self.human = None
        self._forget_search(seat)

    def seat_person(self, seat: int) -> None:
        """A person takes ``seat`` back from its computer player (a friend rejoined)."""
        self.bots.pop(seat, None)
        self.humans = self.humans | {seat}
        if seat == self.setup.human and not self.autoplay:
            self.human = seat  # this process's player is back
        self._forget_search(seat)
        self._turn_key = None  # say again whose turn it is

    def _forget_search(self, seat: int) -> None:
        if self.thinking_seat == seat:
            self.search = None
            self.thinking_seat = None

    def undo(self) -> bool:
        """Take back the human's last play (and the computer plays after it)."""
        if not self.can_undo():
            return False
        keep = self.undo_marks[-1]
        try:
            self.match.undo(keep)
        except Exception as exc:  # our own record; never crash
            log.warning("undo failed: %s", exc)
            return False
        self.undo_marks.pop()  # only now that the undo it guards is done
        self.search = None
        self.thinking_seat = None
        self._turn_key = None
        self._emit(Undone(keep))
        self._save()
        return True

    def next_deal(self) -> None:
        """After the deal summary: the next deal, or the end of the match."""
        match = self.match
        if not match.deal_done:
            return
        if match.finished:
            if not self._over_said:
                self._over_said = True
                self._emit(MatchOver(match.winner))
            return
        self._new_deal()

    def skip_wait(self) -> bool:
        """A click or a key: end the pause now. True if there was one."""
        if self._wait_then is None:
            return False
        self._wait_until = self.clock.now()
        return True

    def ask_hint(self) -> bool:
        """Work out what the hint player would play for the human here (published as
        :class:`HintReady`, at once if it is already known). False if it is not their turn."""
        if self.human is None or not self.human_to_act():
            return False
        pos = self.match.position
        if self._hint_for == pos:
            if self._hint is None and self._hint_result is not None:
                self._emit(self._hint_result)  # asked again: say it again
            return True
        view = PlayerView.of(pos, self.human, self.match.deal_history())
        seed = self.setup.seed + len(self.match.moves)
        self._hint_for = pos
        self._hint_view = view
        self._hint_result = None
        try:
            self._hint = make_bot(HINT_LEVEL, seed).begin(view)
        except Exception:  # a hint must never stop the game
            log.exception("the hint failed")
            self._hint = None
            self._hint_result = HintReady(pos, None, "")
            self._emit(self._hint_result)
        return True

    @property
    def hint_pending(self) -> bool:
        return self._hint is not None

    def _step_hint(self) -> None:
        search = self._hint
        if search is None:
            return
        pos = self._hint_for
        if pos is None or pos != self.match.position:  # the play went on: forget it
            self._hint = None
            return
        result: HintReady
        try:
            if not search.step(SEARCH_SLICE):
                return
            move = search.result()
            assert self._hint_view is not None
            result = HintReady(pos, move, hint_reason(self._hint_view, move))
        except Exception:  # a hint must never stop the game
            log.exception("the hint failed")
            result = HintReady(pos, None, "")
        self._hint = None
        self._hint_result = result
        self._emit(result)

    # ------------------------------------------------------------------------------------
    # What happens.

    def _apply(self, move: Move) -> bool:
        """Play ``move`` for the seat to play; publish it, count it, save. False if illegal."""
        match = self.match
        before = match.position
        seat = before.to_play
        try:
            events = match.play(move)
        except IllegalMoveError as exc:
            log.warning("refused %s: %s", move, exc)
            return False
        move = Move._make(move)
        self._hint = None
        if match.deal_done and self.stats is not None:
            for problem in self.stats.deal_ended(match, self.setup):
                self._emit(Notice("statistics", problem))
        self._save()
        self._emit(MoveMade(seat, move, before, match.position, events, self.is_human(seat)))
        for event in events:
            self._emit(event)
        return True

    def _throw_in(self) -> None:
        for event in self.match.throw_in():
            self._emit(event)
        self._new_deal()

    def _new_deal(self) -> None:
        match = self.match
        match.next_deal()
        self.undo_marks = []
        self.search = None
        self.thinking_seat = None
        self._turn_key = None
        pos = match.position
        self._emit(DealStarted(self.deal_number(), pos.dealer, pos.bidder))
        self._save()

    def _wait(self, seconds: float, then: Callable[[], None]) -> None:
        self._wait_until = self.clock.now() + seconds * self._pause_factor(1.0)
        self._wait_then = then

    def _ours(self, summary: DealSummary) -> bool | None:
        d0, d1 = summary.deal_score
        if self.human is None or d0 == d1:
            return None
        return (d0 > d1) == (team_of(self.human) == 0)

    def _save(self) -> None:
        saver = self.saver
        if saver is None:
            return
        problems = saver.finished() if self.match.finished else saver.save(self.match, self.setup)
        for problem in problems:
            self._emit(Notice("save", problem))
