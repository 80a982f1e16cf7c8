"""Scoring a deal, the running score, baazis and rounds, who deals next, and replaying records.

A :class:`Match` carries a game across deals: it holds the current deal's position, applies moves,
scores each finished deal and knows who deals next and when the match is won.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.rules import legality, movegen
from game.rules.cards import card_points, cards_of
from game.rules.deal import shuffled_deck
from game.rules.engine import apply_with_events, illegal_move, needs_redeal, new_deal
from game.rules.errors import InvalidNotationError
from game.rules.events import BaaziWon, DealScored, DealThrownIn, Event
from game.rules.moves import Move
from game.rules.notation import DealRecord, GameRecord, record_from_json
from game.rules.options import Rules
from game.rules.position import OVER, Position
from game.rules.reasons import IllegalMoveError


def card_points_of(pos: Position) -> tuple[int, int]:
    """Each team's card points (the most-cards bonus included)."""
    tens = pos.rules.ten_of_diamonds_points
    pts = [sum(card_points(c, tens) for c in cards_of(m)) for m in pos.piles]
    bonus = pos.rules.most_cards_bonus
    if bonus:
        n0, n1 = (m.bit_count() for m in pos.piles)
        if n0 > n1:
            pts[0] += bonus
        elif n1 > n0:
            pts[1] += bonus
        else:
            pts[0] += bonus // 2
            pts[1] += bonus // 2
    return pts[0], pts[1]


def seep_points_of(pos: Position) -> tuple[int, int]:
    """Each team's seep values this deal."""
    pts = [0, 0]
    for seat, _play, points in pos.seeps:
        pts[seat & 1] += points
    return pts[0], pts[1]


def deal_scores(
    rules: Rules, cards: tuple[int, int], seeps: tuple[int, int]
) -> tuple[tuple[int, int], tuple[int, int]]:
    """A deal's result per team, and the score the under-9 rule compares.

    Returns ``(result, qualifying)``. The result is in the scoring method's terms: card points
    plus seeps (``difference``; minus the other team's seeps under ``zero_sum``), or card points
    minus 50 plus own seeps minus the other's (``even_split``, ruling 4b.1). The qualifying score
    is card points plus own seeps, minus the other team's seeps only under ``zero_sum`` (so a
    deal lost on even-split terms is not by itself "under 9": T33 and T53 pin this).
    """
    own = (cards[0] + seeps[0], cards[1] + seeps[1])
    both = (cards[0] + seeps[0] - seeps[1], cards[1] + seeps[1] - seeps[0])
    qual = both if rules.seep_scoring == "zero_sum" else own
    result = (both[0] - 50, both[1] - 50) if rules.scoring_method == "even_split" else qual
    return result, qual


@dataclass(frozen=True, slots=True)
class DealSummary:
    """One finished deal, as the replay summary lists it."""

    dealer: int
    bidder: int
    bid: int | None
    card_points: tuple[int, int]
    seep_points: tuple[int, int]
    deal_score: tuple[int, int]
    running: tuple[int, int]
    baazi_winner: int | None
    seeps: tuple[tuple[int, int, int], ...] = ()
    ended_by: str = "played"  # "played", "thrown_in" or "two_seeps"
    baazi_reason: str | None = None  # "target", "under_min" or "two_seeps" when a baazi was won

    def to_json(self) -> dict[str, Any]:
        """The summary entry of ``python -m game.rules replay``."""
        return {
            "dealer": self.dealer,
            "bidder": self.bidder,
            "bid": self.bid,
            "card_points": list(self.card_points),
            "seep_points": list(self.seep_points),
            "deal_score": list(self.deal_score),
            "running": list(self.running),
            "baazi_winner": self.baazi_winner,
        }


@dataclass
class Match:
    """A match: deals in sequence until the agreed baazis or rounds are played.

    Create with :meth:`Match.start`; then call :meth:`play` with each move. After a deal ends,
    :meth:`next_deal` starts the next one (the UI shows the summary in between).
    """

    rules: Rules
    dealer: int
    position: Position
    deck: tuple[int, ...]
    rng: random.Random = field(repr=False)
    running: list[int] = field(default_factory=lambda: [0, 0])
    baazis: list[int] = field(default_factory=lambda: [0, 0])
    full_seeps: list[int] = field(default_factory=lambda: [0, 0])
    summaries: list[DealSummary] = field(default_factory=list)
    moves: list[Move] = field(default_factory=list)
    seats: list[int] = field(default_factory=list)
    history: list[DealRecord] = field(default_factory=list)
    rounds_played: int = 0
    finished: bool = False
    winner: int | str | None = None
    deal_done: bool = False
    next_dealer: int = 0

    @classmethod
    def start(
        cls,
        rules: Rules,
        *,
        dealer: int | None = None,
        seed: int | None = None,
        deck: Sequence[int] | None = None,
    ) -> Match:
        """A new match. The first dealer is random unless given; decks come from ``seed``."""
        rng = random.Random(seed)
        if dealer is None:
            dealer = rng.randrange(rules.num_players)
        if deck is None:
            deck = shuffled_deck(rng.getrandbits(63))
        pos = new_deal(rules, dealer, deck)
        return cls(rules, dealer, pos, tuple(deck), rng, next_dealer=dealer)

    # -- play -----------------------------------------------------------------------------

    def play(self, move: Sequence[int]) -> tuple[Event, ...]:
        """Apply a move to the current deal; score the deal when it ends.

        Raises:
            IllegalMoveError: the move is not legal, or the deal is already over.
        """
        if self.deal_done or self.finished:
            raise IllegalMoveError(
                "the deal is over: start the next deal first", reason="deal_done"
            )
        old = self.position
        pos, events = apply_with_events(old, move)
        self.position = pos
        self.moves.append(Move._make(move))
        self.seats.append(old.to_play)
        extra: list[Event] = []
        if self.rules.two_seep_lead_wins and self.rules.match_mode == "baazi":
            extra += self._two_seep_check(pos.seeps[len(old.seeps) :], pos)
        if not self.deal_done and pos.phase == OVER:
            extra += self._finish_deal(pos, "played")
        return events + tuple(extra)

    def _play_quietly(self, move: Move) -> None:
        """:meth:`play` without the events, the position changed in place (for :func:`replay`,
        whose match and positions no one else holds yet): the same checks, the same state."""
        if self.deal_done or self.finished:
            raise IllegalMoveError(
                "the deal is over: start the next deal first", reason="deal_done"
            )
        pos = self.position
        if not legality.is_legal_move(pos, move):  # a match's positions show every hand
            raise illegal_move(pos, move)
        seeps = len(pos.seeps)
        seat = pos.to_play
        movegen.play(pos, move)
        self.moves.append(move if type(move) is Move else Move._make(move))
        self.seats.append(seat)
        if self.rules.two_seep_lead_wins and self.rules.match_mode == "baazi":
            self._two_seep_check(pos.seeps[seeps:], pos)
        if not self.deal_done and pos.phase == OVER:
            self._finish_deal(pos, "played")

    def throw_in(self) -> tuple[Event, ...]:
        """The bidder holds nothing of 9 or more: record the thrown-in deal (same dealer next).

        Raises:
            IllegalMoveError: the bidder does hold a card of 9 or more.
        """
        if not needs_redeal(self.position):
            raise IllegalMoveError(
                "the bidder holds a card of 9 or more and must bid", reason="must_bid"
            )
        pos = self.position
        bidder_cards = tuple(cards_of(pos.hands[pos.to_play] or 0))
        self.summaries.append(
            DealSummary(
                self.dealer,
                pos.bidder,
                None,
                (0, 0),
                (0, 0),
                (0, 0),
                (self.running[0], self.running[1]),
                None,
                ended_by="thrown_in",
            )
        )
        self.history.append(DealRecord(self.dealer, self.deck, ()))
        self.deal_done = True
        self.next_dealer = self.dealer
        return (DealThrownIn(self.dealer, bidder_cards),)

    def next_deal(self, deck: Sequence[int] | None = None) -> Position:
        """Start the next deal (dealt by :attr:`next_dealer`).

        Raises:
            IllegalMoveError: the current deal is not over, or the match is finished.
        """
        if not self.deal_done:
            raise IllegalMoveError("the current deal is not over yet", reason="deal_not_over")
        if self.finished:
            raise IllegalMoveError("the match is over", reason="match_over")
        if deck is None:
            deck = shuffled_deck(self.rng.getrandbits(63))
        self.dealer = self.next_dealer
        self.deck = tuple(deck)
        self.position = new_deal(self.rules, self.dealer, deck)
        self.moves = []
        self.seats = []
        self.deal_done = False
        return self.position

    # -- scoring --------------------------------------------------------------------------

    def _two_seep_check(self, new: tuple[tuple[int, int, int], ...], pos: Position) -> list[Event]:
        for seat, _play, points in new:
            if points == self.rules.seep_value:
                self.full_seeps[seat & 1] += 1
        for team in (0, 1):
            if self.full_seeps[team] - self.full_seeps[1 - team] >= 2:
                return self._finish_deal(pos, "two_seeps", baazi_team=team)
        return []

    def _finish_deal(self, pos: Position, how: str, baazi_team: int | None = None) -> list[Event]:
        rules = self.rules
        self.deal_done = True
        self.history.append(DealRecord(self.dealer, self.deck, tuple(self.moves)))
        if how == "two_seeps":
            cards, seeps = (0, 0), (0, 0)
            result: tuple[int, int] = (0, 0)
            qual = (0, 0)
        else:
            cards, seeps = card_points_of(pos), seep_points_of(pos)
            result, qual = deal_scores(rules, cards, seeps)
        rounds = rules.match_mode == "rounds"
        if rules.scoring_method == "difference" and not rounds:
            lead = self.running[0] + result[0] - result[1]
            self.running = [lead, -lead]
        else:
            self.running = [self.running[0] + result[0], self.running[1] + result[1]]
        winner = baazi_team
        reason = "two_seeps"
        if rounds:
            self.rounds_played += 1
        elif winner is None:
            winner, reason = self._baazi_winner(qual)
        running = (self.running[0], self.running[1])
        events: list[Event] = [DealScored(cards, seeps, result, running)]
        would_deal = self._normal_next_dealer(result)
        if winner is not None:
            self.baazis[winner] += 1
            events.append(BaaziWon(winner, reason))
            if rules.next_dealer_rule == "trailing_team_deals" and rules.num_players == 4:
                would_deal = (would_deal + 2) % 4
            self.running = [0, 0]
            self.full_seeps = [0, 0]
            if sum(self.baazis) >= rules.baazi_count:
                self.finished = True
                b0, b1 = self.baazis
                self.winner = 0 if b0 > b1 else 1 if b1 > b0 else "draw"
        if rounds and self.rounds_played >= rules.rounds_count:
            t0, t1 = running
            if t0 != t1:
                self.finished, self.winner = True, (0 if t0 > t1 else 1)
            elif rules.rounds_tie == "draw":
                self.finished, self.winner = True, "draw"
        self.next_dealer = would_deal
        self.summaries.append(
            DealSummary(
                self.dealer,
                pos.bidder,
                pos.bid,
                cards,
                seeps,
                result,
                running,
                winner,
                pos.seeps,
                how,
                reason if winner is not None else None,
            )
        )
        return events

    def _baazi_winner(self, qual: tuple[int, int]) -> tuple[int | None, str]:
        rules = self.rules
        low = rules.min_deal_points
        if low:
            for team in (0, 1):
                if qual[team] < low:
                    return 1 - team, "under_min"
        target = rules.baazi_target
        exceed = rules.baazi_target_comparison == "exceed"

        def hits(x: int) -> bool:
            return x > target if exceed else x >= target

        t0, t1 = self.running
        if rules.scoring_method == "even_split" and rules.even_split_win_measure == "own_total":
            if hits(t0):
                return 0, "target"
            if hits(t1):
                return 1, "target"
            return None, ""
        gap = t0 - t1 if rules.scoring_method == "even_split" else t0
        if hits(gap):
            return 0, "target"
        if hits(-gap):
            return 1, "target"
        return None, ""

    def _normal_next_dealer(self, result: tuple[int, int]) -> int:
        n = self.rules.num_players
        rule = self.rules.next_dealer_rule
        team = self.dealer & 1
        if rule == "rotate":
            return (self.dealer + 1) % n
        if rule == "trailing_team_bids":
            keep = result[team] > result[1 - team]
        else:
            keep = self.running[team] <= self.running[1 - team]
        return self.dealer if keep else (self.dealer + 1) % n

    def undo(self, keep: int) -> None:
        """Take back the current deal's moves after the first ``keep`` (the deal's deck, the
        scores before it and the match's random generator stay as they are).

        Raises:
            IllegalMoveError: the deal is over, or ``keep`` is not a number of moves made.
        """
        if self.deal_done or self.finished:
            raise IllegalMoveError(
                "the deal is over: its moves can no longer be taken back", reason="deal_done"
            )
        if not 0 <= keep <= len(self.moves):
            raise IllegalMoveError(
                f"cannot keep {keep} of {len(self.moves)} moves", reason="undo_too_far"
            )
        record = self.record()
        last = record.deals[-1]
        deals = (*record.deals[:-1], DealRecord(last.dealer, last.deck, last.moves[:keep]))
        again = replay(GameRecord(record.rules, deals))
        rng = self.rng
        for f in dataclasses.fields(self):
            setattr(self, f.name, getattr(again, f.name))
        self.rng = rng

    def deal_history(self) -> list[tuple[int, Move]]:
        """The moves of the current deal with the seats that made them (public knowledge)."""
        return list(zip(self.seats, self.moves, strict=True))

    # -- records --------------------------------------------------------------------------

    def record(self) -> GameRecord:
        """The game so far as a ``seep-record/1`` record (an unfinished deal included)."""
        deals = list(self.history)
        if not self.deal_done:
            deals.append(DealRecord(self.dealer, self.deck, tuple(self.moves)))
        return GameRecord(self.rules, tuple(deals))

    def summary_json(self) -> dict[str, Any]:
        """The ``replay`` summary of the match so far."""
        return {
            "deals": [s.to_json() for s in self.summaries],
            "baazis": list(self.baazis),
            "winner": self.winner,
            "next_dealer": self.next_dealer if self.deal_done else self.dealer,
            "finished": self.finished,
        }


def replay(record: GameRecord | dict[str, Any], seed: int | None = None) -> Match:
    """Play a record through, checking every move. ``seed`` seeds the decks of later deals.

    Raises:
        InvalidNotationError: the record cannot be read.
        IllegalMoveError: a move is illegal, a deal has the wrong dealer or too many moves, or a
            deal follows the end of the match.
    """
    if isinstance(record, dict):
        record = record_from_json(record)
    match: Match | None = None
    for i, deal in enumerate(record.deals):
        label = f"deal {i + 1}"
        if match is None:
            match = Match.start(record.rules, dealer=deal.dealer, deck=deal.deck, seed=seed)
        else:
            if not match.deal_done:
                raise IllegalMoveError(
                    f"{label}: the previous deal did not finish", reason="record_deal_unfinished"
                )
            if match.finished:
                raise IllegalMoveError(
                    f"{label}: the match was already over", reason="record_match_over"
                )
            if deal.dealer != match.next_dealer:
                raise IllegalMoveError(
                    f"{label}: seat {match.next_dealer} deals next, not seat {deal.dealer}",
                    reason="record_wrong_dealer",
                )
            match.next_deal(deal.deck)
        if not deal.moves and needs_redeal(match.position):
            match.throw_in()
            continue
        for k, move in enumerate(deal.moves):
            if match.deal_done:
                raise IllegalMoveError(
                    f"{label}: move {k + 1} comes after the deal ended",
                    reason="record_move_after_end",
                )
            try:
                match._play_quietly(move)
            except IllegalMoveError as e:
                raise IllegalMoveError(
                    f"deal {i + 1}, move {k + 1}: {e}",
                    reason=e.reason,
                    why=e.why,
                    where=(i + 1, k + 1),
                    position=e.position,
                    detail=e.detail,
                ) from None
    if match is None:
        raise InvalidNotationError("the record holds no deals")
    return match


def random_move(pos: Position, rng: random.Random) -> tuple[int, int, int, int, int]:
    """A uniformly random legal move (for tests, benchmarks and smoke runs)."""
    return rng.choice(movegen.generate(pos))


def random_step(match: Match, rng: random.Random) -> None:
    """One step of random play (tests and benchmarks): the next deal once one is over, the
    throw-in a bidder with nothing of 9 or more must make, or a uniformly random legal move."""
    if match.deal_done:
        match.next_deal()
    elif needs_redeal(match.position) and not match.moves:
        match.throw_in()
    else:
        match.play(random_move(match.position, rng))
