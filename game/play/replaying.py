"""A kept match, step by step, for the replay viewer (no pygame).

:func:`steps_of` plays a match's record through the rules core and keeps, at each step, the
position (every hand shown), the running score, the baazis and the log line of what happened. Step
0 of each deal is the deal as dealt; then one step a move (a thrown-in deal has one more step, the
throw-in). :class:`Cursor` moves through the steps: a move, a deal, the first or the last.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.rules import GameRecord, Match, Move, Position, needs_redeal
from game.rules.events import Event
from game.text import records as words
from game.text.words import Words


@dataclass(frozen=True)
class Step:
    """One moment of a replay."""

    deal: int  # the deal's index (0 for the first)
    move: int  # moves made in this deal so far
    position: Position  # the position then (every hand shown)
    running: tuple[int, int]
    baazis: tuple[int, int]
    deal_done: bool
    line: str  # what happened at this step, in words
    played: Move | None = None  # the move that led here (None at a deal's start, a throw-in)
    seat: int = -1  # who made it
    events: tuple[Event, ...] = ()  # the rules core's events of the move (for its animation)


@dataclass
class Replay:
    """Every step of a match, and where each deal starts."""

    rules_match: Match  # the match as it ended (for its rules)
    steps: list[Step]
    starts: list[int] = field(default_factory=list)  # index of each deal's first step

    def deal_moves(self, deal: int) -> int:
        """How many steps past the start the deal has (its moves, or 1 for a throw-in)."""
        end = self.starts[deal + 1] if deal + 1 < len(self.starts) else len(self.steps)
        return end - self.starts[deal] - 1

    def log(self, index: int) -> list[str]:
        """The lines of the step's deal up to it, oldest first."""
        start = self.starts[self.steps[index].deal]
        return [s.line for s in self.steps[start : index + 1]]

    def match_at(self, index: int) -> Match:
        """A match showing the step (its position, running score and baazis), for drawing."""
        step = self.steps[index]
        base = self.rules_match
        return Match(
            base.rules,
            step.position.dealer,
            step.position,
            (),
            random.Random(0),
            running=list(step.running),
            baazis=list(step.baazis),
            deal_done=step.deal_done,
        )


def steps_of(record: GameRecord, names: tuple[str, ...], human: int | None) -> Replay:
    """Every step of ``record`` (which must replay: see :func:`game.storage.records.check_record`).

    Raises:
        IllegalMoveError, InvalidPositionError: the record does not replay.
    """
    say = Words(names, human)
    steps: list[Step] = []
    starts: list[int] = []
    match: Match | None = None
    for i, deal in enumerate(record.deals):
        if match is None:
            match = Match.start(record.rules, dealer=deal.dealer, deck=deal.deck, seed=0)
        else:
            match.next_deal(deal.deck)
        starts.append(len(steps))
        pos = match.position
        steps.append(_step(match, i, 0, say.deal(i + 1, pos.dealer, pos.bidder)))
        if not deal.moves and needs_redeal(pos):
            match.throw_in()
            steps.append(_step(match, i, 1, words.thrown_in_line(say.names[pos.bidder])))
            continue
        for k, move in enumerate(deal.moves):
            before = match.position
            line = say.move(move, before)
            events = match.play(move)
            if match.deal_done:
                summary = match.summaries[-1]
                line += " " + words.deal_end_line(
                    summary.deal_score, (say.team_name(0), say.team_name(1))
                )
            steps.append(_step(match, i, k + 1, line, move, before.to_play, events))
    assert match is not None, "a record holds at least one deal"
    return Replay(match, steps, starts)


def _step(
    match: Match,
    deal: int,
    moves: int,
    line: str,
    move: Move | None = None,
    seat: int = -1,
    events: tuple[Event, ...] = (),
) -> Step:
    return Step(
        deal,
        moves,
        match.position.copy(),
        (match.running[0], match.running[1]),
        (match.baazis[0], match.baazis[1]),
        match.deal_done,
        line,
        move,
        seat,
        events,
    )


class Cursor:
    """Where a replay is: a step index, moved a move, a deal, or to either end."""

    def __init__(self, replay: Replay, index: int = 0) -> None:
        self.replay = replay
        self.index = max(0, min(index, len(replay.steps) - 1))

    @property
    def step(self) -> Step:
        return self.replay.steps[self.index]

    def go(self, index: int) -> bool:
        """Move to ``index`` (clamped); whether it moved."""
        new = max(0, min(index, len(self.replay.steps) - 1))
        moved = new != self.index
        self.index = new
        return moved

    def next_move(self) -> bool:
        return self.go(self.index + 1)

    def previous_move(self) -> bool:
        return self.go(self.index - 1)

    def next_deal(self) -> bool:
        starts = self.replay.starts
        later = [s for s in starts if s > self.index]
        return self.go(later[0] if later else len(self.replay.steps) - 1)

    def previous_deal(self) -> bool:
        """To this deal's start, or, at its start, to the previous deal's."""
        starts = self.replay.starts
        earlier = [s for s in starts if s < self.index]
        return self.go(earlier[-1] if earlier else 0)

    def first(self) -> bool:
        return self.go(0)

    def last(self) -> bool:
        return self.go(len(self.replay.steps) - 1)

    def heading(self) -> str:
        step = self.step
        r = self.replay
        return words.deal_heading(step.deal + 1, len(r.starts), step.move, r.deal_moves(step.deal))
