"""The table's sentences, built in one place: the log, toasts, banners and overlays ask here.

Pure and pygame-free, so the same words can be spoken and, next, translated. Card and move
wording comes from the rules core (:func:`game.rules.describe`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules import Move, Position, apply, describe
from game.rules.seats import partner_of, team_of, team_seats

THINKING = "Hint: thinking…"


@dataclass(frozen=True)
class Words:
    """Sentences for one table: ``names`` by seat, ``human`` the player's seat (``None`` when
    every seat is a computer player)."""

    names: tuple[str, ...]
    human: int | None

    @property
    def players(self) -> int:
        return len(self.names)

    def _you(self, seat: int) -> bool:
        return self.human is not None and seat == self.human

    # Teams.

    def team_name(self, team: int) -> str:
        """A team as a short label: ``'Us'``/``'Them'`` (a name each with two players)."""
        if self.players == 2:
            return self.names[team]
        mine = team_of(self.human if self.human is not None else 0)
        return "Us" if team == mine else "Them"

    def team_phrase(self, team: int) -> str:
        """A team as the subject of a sentence: ``'You and North'``, ``'East and West'``."""
        if self.players == 2:
            return self.names[team]
        a, b = team_seats(team, self.players)
        if self.human in (a, b):
            partner = partner_of(self.human, self.players) if self.human is not None else b
            assert partner is not None and self.human is not None
            return f"{self.names[self.human]} and {self.names[partner]}"
        return f"{self.names[a]} and {self.names[b]}"

    def winner_words(self, team: int) -> str:
        """``'your team wins'``, ``'they win'``, ``'you win'``, ``'North wins'``."""
        mine = team_of(self.human if self.human is not None else 0)
        if self.players == 4:
            return "your team wins" if team == mine else "they win"
        if self.human is not None and team == self.human:
            return "you win"
        return f"{self.names[team]} wins"

    def is_partner(self, seat: int) -> bool:
        return self.human is not None and partner_of(self.human, self.players) == seat

    # The log.

    def move(self, move: Move, before: Position) -> str:
        """``'East built a house of 11 with the 5♥ and the 6♦.'``"""
        return describe(move, pos=before, names=self.names)

    def moves(self, start: Position, history: Sequence[tuple[int, Move]]) -> list[str]:
        """The deal's moves so far, one sentence each (after Continue or an undo)."""
        out = []
        pos = start
        for _seat, move in history:
            out.append(self.move(move, pos))
            pos = apply(pos, move)
        return out

    def deal(self, number: int, dealer: int, bidder: int) -> str:
        """``'Deal 2: East deals, you bid.'``"""
        bids = "you bid" if self._you(bidder) else f"{self.names[bidder]} bids"
        return f"Deal {number}: {self.names[dealer]} deals, {bids}."

    def new_match(self, deal: str) -> str:
        return f"A new match. {deal}"

    def continued(self, deal: str) -> str:
        return f"Game continued. {deal}"

    def continued_at(self, number: int) -> str:
        return f"Game continued: deal {number}."

    def holds(self, seat: int) -> str:
        return "You hold" if self._you(seat) else f"{self.names[seat]} holds"

    def thrown_in(self, seat: int) -> str:
        return f"{self.holds(seat)} nothing of 9 or more: the deal is thrown in."

    def thrown_in_banner(self, seat: int) -> tuple[str, str]:
        return (
            "Thrown in",
            f"{self.holds(seat)} nothing of 9 or more. The same dealer deals again.",
        )

    def seep(self, seat: int, points: int) -> str:
        return f"Seep! {self.names[seat]} swept the floor: +{points}."

    def seep_banner(self, seat: int, points: int) -> tuple[str, str]:
        return (f"SEEP! +{points}", f"{self.names[seat]} swept the floor")

    def deal_over(self, score: tuple[int, int]) -> str:
        d0, d1 = score
        return f"Deal over: {self.team_name(0)} {d0}, {self.team_name(1)} {d1}."

    def baazi_won(self, team: int) -> str:
        return f"{self.team_phrase(team)} won the baazi!"

    def took_back(self) -> str:
        return "You took back your play."

    # Toasts.

    def not_now(self, pos: Position, *, busy: bool) -> str:
        """Why the human cannot play just now."""
        if pos.phase == "bid" and self._you(pos.to_play):
            return "First choose your bid."
        if busy:
            return "One moment…"
        return f"Wait for your turn: {self.names[pos.to_play]} is playing."

    def hints_off(self) -> str:
        return "Hints are off (Settings)."

    def hint_not_now(self) -> str:
        return "A hint is for your turn."

    def no_hint(self) -> str:
        return "No hint this time, sorry."

    def cannot_undo(self) -> str:
        return "That play cannot be taken back."

    def turn(self, phase: str) -> str:
        return "Your turn" if phase == "play" else "Your bid"


def result_line(deals: int, baazis: Sequence[int], finished: bool, winner: object) -> str:
    """One line about the match so far (printed after ``--autoplay``)."""
    state = f"winner {winner}" if finished else "unfinished"
    return f"seep: {deals} deals played, baazis {baazis[0]}-{baazis[1]}, {state}"
