"""The table's sentences, built in one place: the log, toasts, banners and overlays ask here.

Pure and pygame-free, so the same words can be spoken and, next, translated. Card and move
wording comes from the rules core (:func:`game.rules.describe`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from game.rules import (
    DealSummary,
    Move,
    Position,
    Rules,
    apply,
    card_name,
    card_points,
    card_symbol,
    cards_of,
    describe,
)
from game.rules.cards import sort_key
from game.rules.seats import partner_of, team_of, team_seats

HINT_PREFIX = "Hint:"
THINKING = f"{HINT_PREFIX} thinking…"


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

    # The deal summary and the match result.

    def deal_title(self, summary: DealSummary, number: int) -> str:
        """``'Deal 3: your team wins 62–38'``."""
        d0, d1 = summary.deal_score
        if summary.ended_by == "two_seeps":
            return f"Deal {number}: ended by two seeps"
        if d0 == d1:
            return f"Deal {number}: a tie, {d0} each"
        t = 0 if d0 > d1 else 1
        return f"Deal {number}: {self.winner_words(t)} {max(d0, d1)}–{min(d0, d1)}"

    def deal_footer(
        self, summary: DealSummary, rules: Rules, baazis: Sequence[int], finished: bool
    ) -> list[tuple[str, bool]]:
        """The lines under a deal's summary: the running score, a baazi won, the match over.
        Each with ``True`` when it is news to stand out (drawn in gold)."""
        names = [self.team_name(0), self.team_name(1)]
        r0, r1 = summary.running
        out: list[tuple[str, bool]] = []
        if rules.match_mode == "baazi" and rules.scoring_method == "difference":
            if summary.baazi_winner is None:
                if r0 == 0:
                    out.append(("The running score is level.", False))
                else:
                    t = 0 if r0 > 0 else 1
                    out.append(
                        (f"Running lead: {names[t]} +{abs(r0)} of {rules.baazi_target}", False)
                    )
        else:
            out.append((f"Running totals: {names[0]} {r0:+d}, {names[1]} {r1:+d}", False))
        if summary.baazi_winner is not None:
            loser = 1 - summary.baazi_winner
            low = rules.min_deal_points
            if summary.ended_by == "two_seeps":
                why = "two full seeps ahead"
            elif low and summary.deal_score[loser] < low and rules.match_mode == "baazi":
                why = f"{names[loser]} scored under {low}"
            else:
                why = "the target is reached"
            who = self.team_phrase(summary.baazi_winner)
            out.append((f"{who} won the baazi: {why}.", True))
            if rules.baazi_count > 1:
                out.append((f"Baazis: {names[0]} {baazis[0]}, {names[1]} {baazis[1]}", False))
        if finished:
            out.append(("The match is over.", True))
        return out

    # The score panel: the match standing in words, and this deal's running tally.

    def standing(self, rules: Rules, running: Sequence[int], baazis: Sequence[int]) -> str:
        """``'You lead by 40'``, ``'Level at 0'``, ``'New baazi, level at 0'`` (the target is on
        the panel's last line)."""
        r0, r1 = running
        if rules.match_mode == "baazi" and rules.scoring_method == "difference":
            if r0 == 0:
                return "New baazi, level at 0" if sum(baazis) > 0 else "Level at 0"
            team = 0 if r0 > 0 else 1
            return f"{self.lead_words(team)} by {abs(r0)}"
        return f"Totals: {self.team_name(0)} {r0:+d}, {self.team_name(1)} {r1:+d}"

    def lead_words(self, team: int) -> str:
        """``'You lead'``, ``'Your team leads'``, ``'They lead'``, ``'East leads'``."""
        if self.human is None:
            return f"{self.team_name(team)} lead"
        mine = team_of(self.human)
        if self.players == 4:
            return "Your team leads" if team == mine else "They lead"
        return "You lead" if team == mine else f"{self.names[team]} leads"

    def deal_tally(self, cards: Sequence[int], seeps: Sequence[int], counts: Sequence[int]) -> str:
        """``'This deal: Us 14 (1 seep) · Them 6'``: card points plus seeps so far."""
        parts = []
        for team in (0, 1):
            seep = (
                f" ({counts[team]} seep{'s' if counts[team] != 1 else ''})" if counts[team] else ""
            )
            parts.append(f"{self.team_name(team)} {cards[team] + seeps[team]}{seep}")
        return f"This deal: {parts[0]} · {parts[1]}"

    def next_deal_label(self, finished: bool) -> str:
        return "See the result" if finished else "Next deal"

    def match_title(self, winner: object) -> str:
        """``'You and North won the match!'``"""
        if isinstance(winner, int):
            return f"{self.team_phrase(winner)} won the match!"
        return "The match is drawn"

    def match_how(
        self, rules: Rules, baazis: Sequence[int], summaries: Sequence[DealSummary]
    ) -> str:
        """How the match was won, in a line: ``'2 baazis to 1'``, ``'The baazi: first to 100'``,
        ``'On points over 3 deals: 312 to 288'``."""
        played = [s for s in summaries if s.ended_by != "thrown_in"]
        deals = f"{len(played)} deal{'s' if len(played) != 1 else ''}"
        if rules.match_mode == "rounds":
            r0, r1 = played[-1].running if played else (0, 0)
            names = (self.team_name(0), self.team_name(1))
            return f"On points over {deals}: {names[0]} {r0}, {names[1]} {r1}"
        if rules.baazi_count > 1:
            hi, lo = max(baazis), min(baazis)
            return f"{hi} baazi{'s' if hi != 1 else ''} to {lo}, in {deals}"
        last = next((s for s in reversed(played) if s.baazi_winner is not None), None)
        why = {
            "two_seeps": "two full seeps ahead",
            "under_min": f"the other side scored under {rules.min_deal_points} in a deal",
        }.get(last.baazi_reason or "" if last else "", f"first to {rules.baazi_target}")
        return f"The baazi, {why}, in {deals}"

    def match_lines(
        self, rules: Rules, baazis: Sequence[int], summaries: Sequence[DealSummary]
    ) -> list[str]:
        """The result's lines: how it was won, then every deal's scores (``''`` for a gap; the
        last twelve, after a line saying how many came before)."""
        names = [self.team_name(0), self.team_name(1)]
        lines = [self.match_how(rules, baazis, summaries), ""]
        played = [s for s in summaries if s.ended_by != "thrown_in"]
        shown = played[-12:]
        if len(played) > len(shown):
            lines.append(f"… {len(played) - len(shown)} earlier deals")
        first = len(played) - len(shown) + 1
        for i, s in enumerate(shown, start=first):
            d0, d1 = s.deal_score
            extra = "  — baazi won" if s.baazi_winner is not None else ""
            lines.append(f"Deal {i}: {names[0]} {d0}, {names[1]} {d1}{extra}")
        return lines

    def won_by_us(self, winner: object) -> bool:
        """Did the human's side win (the result celebrates)?"""
        return self.human is not None and isinstance(winner, int) and winner == team_of(self.human)

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

    def not_saved(self) -> str:
        """The lasting note while the game cannot be saved."""
        return "Not being saved"

    def bid_by(self, value: int, seat: int) -> str:
        """``'bid 11 by East'``, ``'bid 9 by you'`` (the score panel)."""
        return f"bid {value} by {'you' if self._you(seat) else self.names[seat]}"

    def to_bid(self, seat: int) -> str:
        return "you to bid" if self._you(seat) else f"{self.names[seat]} to bid"

    def no_last_play(self) -> str:
        return "No play yet in this deal."

    def coach_answer(self, state: str) -> str:
        """C at the table: ``state`` is ``"on"`` (now commenting), ``"already"`` or ``"off"``."""
        return {
            "on": "The coach will say a word after your moves in this game.",
            "already": "The coach is already commenting on your moves.",
        }.get(state, "The coach is off: turn it on in Settings.")

    def your_turn_label(self) -> str:
        """The second line of the human's plate on their turn."""
        return "Your turn"

    def you_label(self, seat: int) -> str:
        """The second line of the human's plate otherwise: ``'You'`` under a name the player
        chose, nothing under the name "You" itself."""
        return "" if self.names[seat].strip().lower() == "you" else "You"

    def turn(self, phase: str) -> str:
        return "Your turn" if phase == "play" else "Your bid"

    def hint(self, move: Move, why: str, pos: Position) -> str:
        """``'Hint: J♦ takes the 2♣, 3♦ and 6♠ — takes … for 7 points.'``"""
        return hint_text(move, why, pos)


def hint_text(move: Move, why: str, pos: Position) -> str:
    """``'Hint: J♦ takes the 2♣, 3♦ and 6♠ — takes … for 7 points.'``"""
    text = f"{HINT_PREFIX} {hint_phrase(move, pos)}"
    if why:
        text += f" — {why}"
    return text + "."


BID_NAMES = {11: "Jack", 12: "Queen", 13: "King"}


def bid_label(value: int) -> str:
    """An item of the bid list: ``'Bid 9'``, ``'Bid 12  (Queen)'``."""
    return f"Bid {value}" + (f"  ({BID_NAMES[value]})" if value in BID_NAMES else "")


def which_play(card: int) -> str:
    """The title of a card's list of plays."""
    return f"Play the {card_symbol(card)}: which play?"


_CARD_WORDS = {card_symbol(c): card_name(c) for c in range(52)}
_CARD = re.compile("|".join(sorted(map(re.escape, _CARD_WORDS), key=len, reverse=True)))


def cards_in_words(text: str) -> str:
    """Card symbols spelt out, for text shown where the suit glyphs may be missing (a dialog) or
    read aloud: ``'you do not hold the K♠'`` → ``'you do not hold the king of spades'``.

    >>> cards_in_words("the 10♦ and the 2♣")
    'the ten of diamonds and the two of clubs'
    """
    return _CARD.sub(lambda m: _CARD_WORDS[m.group(0)], text)


def result_line(deals: int, baazis: Sequence[int], finished: bool, winner: object) -> str:
    """One line about the match so far (printed after ``--autoplay``)."""
    state = f"winner {winner}" if finished else "unfinished"
    return f"seep: {deals} deals played, baazis {baazis[0]}-{baazis[1]}, {state}"


def _cards(cards: list[int]) -> str:
    names = [card_symbol(c) for c in sorted(cards, key=sort_key)]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _taken(move: Move, article: str) -> str:
    """What a capture takes: ``'the house of 9 and the 2♣'`` (``article`` before loose cards)."""
    parts = []
    if move.house:
        parts.append(f"the house of {move.house}")
    loose = move.loose_cards()
    if loose:
        parts.append(f"{article}{_cards(loose)}")
    return " and ".join(parts)


def capture_gain(move: Move, pos: Position) -> tuple[int, int, bool]:
    """What a move takes, by the rules core's own arithmetic: (cards, card points, a seep?)."""
    after = apply(pos, move)
    team = team_of(pos.to_play)
    taken = cards_of(after.piles[team] & ~pos.piles[team])
    tens = pos.rules.ten_of_diamonds_points
    seep = len(after.seeps) > len(pos.seeps)
    return len(taken), sum(card_points(c, tens) for c in taken), seep


def choice_label(move: Move, pos: Position) -> str:
    """An item of a card's list of plays, with what it scores: ``'Take 2♣ and 6♠ · 5 pts'``."""
    label = move_label(move, pos)
    if move.action != "capture":
        return label
    _n, points, seep = capture_gain(move, pos)
    score = f"{points} pt{'s' if points != 1 else ''}"
    return f"{label} · {score} · SEEP" if seep else f"{label} · {score}"


def drop_preview(moves: Sequence[Move], pos: Position) -> str:
    """What dropping the dragged card here would do: ``'Build 11'``, ``'Take 2 cards · 5 pts'``,
    ``'Throw'``, ``'2 plays: choose'``, ``'Not here'``."""
    if not moves:
        return "Not here"
    if len(moves) > 1:
        return f"{len(moves)} plays: choose"
    move = moves[0]
    if move.action == "capture":
        n, points, seep = capture_gain(move, pos)
        text = f"Take {n - 1} card{'s' if n != 2 else ''} · {points} pt{'s' if points != 1 else ''}"
        return text + (" · SEEP" if seep else "")
    if move.action == "build":
        return f"Build {move.value}"
    if move.action == "add":
        return f"Add to {move.value}"
    if move.action == "raise":
        return f"Raise to {move.value}"
    return "Throw"


def move_label(move: Move, pos: Position) -> str:
    """A short instruction for a choice list: ``'Take 2♣, 3♦ and 6♠'``."""
    action = move.action
    loose = move.loose_cards()
    played = card_symbol(move.card) if move.card >= 0 else ""
    if action == "bid":
        return f"Bid {move.value}"
    if action == "throw":
        return f"Throw the {played}"
    if action == "capture":
        return f"Take {_taken(move, '')}"
    if action == "build":
        with_cards = f" with {_cards(loose)}" if loose else ""
        return f"Build a house of {move.value}{with_cards}"
    if action == "add":
        with_cards = f" with {_cards(loose)}" if loose else ""
        house = pos.houses.get(move.value)
        pakka = "" if house is None or house.pakka else " (making it pakka)"
        return f"Add to the house of {move.value}{with_cards}{pakka}"
    if action == "raise":
        text = f"Raise the house of {move.house} to {move.value}"
        if loose:
            text += f", taking in {_cards(loose)}"
        if move.value in pos.houses:
            text += f" (joins the house of {move.value})"
        return text
    return played


def hint_phrase(move: Move, pos: Position) -> str:
    """What a hinted move does, card first: ``'J♦ takes the 2♣, 3♦ and 6♠'``."""
    action = move.action
    loose = move.loose_cards()
    played = card_symbol(move.card) if move.card >= 0 else ""
    with_cards = f" with the {_cards(loose)}" if loose else ""
    if action == "bid":
        return f"bid {move.value}"
    if action == "throw":
        return f"throw the {played}"
    if action == "capture":
        return f"{played} takes {_taken(move, 'the ')}"
    if action == "build":
        return f"{played} builds a house of {move.value}{with_cards}"
    if action == "add":
        return f"{played} goes on the house of {move.value}{with_cards}"
    if action == "raise":
        text = f"{played} raises the house of {move.house} to {move.value}"
        if loose:
            text += f", taking in the {_cards(loose)}"
        return text
    return played
