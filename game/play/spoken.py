"""Everything the game says aloud, built in one place: announcements of the session's events
and the answers to the player's questions (Read Floor, Read Hand, Read Score, what now).

Pure and pygame-free, fed by :mod:`game.play.events`; on-screen sentences come from
:class:`~game.play.words.Words` and are put into words for the ear here (card symbols become
card names: ``'the 5♥'`` → ``'the five of hearts'``; house values become words). So the same
sentence is shown and heard, and one translation serves both.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from game.play.events import (
    DealEnded,
    DealStarted,
    MatchOver,
    MoveMade,
    Notice,
    StreamEvent,
    ThrowingIn,
    TurnStarted,
    Undone,
)
from game.play.words import Words, capture_gain, cards_in_words, move_label
from game.rules import Move, Position, Rules, card_name, cards_of
from game.rules.cards import sort_key
from game.rules.events import BaaziWon, CardsCaptured, SeepMade
from game.rules.match import DealSummary, card_points_of, seep_points_of
from game.rules.seats import team_of

NUMBER_WORDS = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen", "twenty"),
)

_HOUSE_VALUE = re.compile(r"\b(house of|to) (\d{1,2})\b")


def number_word(n: int) -> str:
    """``11`` → ``'eleven'`` (up to twenty; digits beyond)."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def for_the_ear(text: str) -> str:
    """A shown sentence as it is spoken: card names and house values in words.

    >>> for_the_ear("East built a house of 11 with the 5♥ and the 6♦.")
    'East built a house of eleven with the five of hearts and the six of diamonds.'
    """
    text = cards_in_words(text)
    return _HOUSE_VALUE.sub(lambda m: f"{m.group(1)} {number_word(int(m.group(2)))}", text)


def card_list_words(cards: Sequence[int]) -> str:
    """``'the two of clubs, the seven of hearts and the king of spades'``."""
    names = [f"the {card_name(c)}" for c in sorted(cards, key=sort_key)]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def plural(n: int, one: str, many: str | None = None) -> str:
    """``'1 card'``, ``'3 cards'``."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


@dataclass(frozen=True)
class Line:
    """One announcement: ``interrupt`` cuts off what is being said (a focus change)."""

    text: str
    interrupt: bool = False


class Spoken:
    """The spoken sentences for one table (``words``: its names and seat)."""

    def __init__(self, words: Words) -> None:
        self.words = words

    @property
    def names(self) -> tuple[str, ...]:
        return self.words.names

    def _you(self, seat: int) -> bool:
        return self.words.human is not None and seat == self.words.human

    # ------------------------------------------------------------------------------------
    # Announcements: what the session's events sound like.

    def announce(self, event: StreamEvent, *, deal_number: int = 0) -> list[Line]:
        """The lines ``event`` is announced with (none for events that say nothing new)."""
        w = self.words
        if isinstance(event, MoveMade):
            return [Line(for_the_ear(w.move(event.move, event.before)))]
        if isinstance(event, CardsCaptured):
            return []  # the score follows the move; see after_move
        if isinstance(event, SeepMade):
            return [Line(for_the_ear(w.seep(event.seat, event.points)))]
        if isinstance(event, BaaziWon):
            return [Line(w.baazi_won(event.team))]
        if isinstance(event, TurnStarted):
            return [Line(self.turn(event.seat, event.expects))]
        if isinstance(event, DealStarted):
            deal = w.deal(event.number, event.dealer, event.bidder)
            if event.how == "new_match":
                return [Line(w.new_match(deal))]
            if event.how == "continued":
                return [Line(w.continued(deal))]
            if event.how == "resumed":
                return [Line(w.continued_at(event.number))]
            return [Line(deal)]
        if isinstance(event, ThrowingIn):
            shown = card_list_words(event.cards)
            return [Line(f"{w.thrown_in(event.seat)} The cards: {shown}.")]
        if isinstance(event, DealEnded):
            return [Line(self.summary(event.summary, deal_number or event.index + 1))]
        if isinstance(event, MatchOver):
            return [Line(for_the_ear(w.match_title(event.winner)))]
        if isinstance(event, Undone):
            return [Line(w.took_back())]
        if isinstance(event, Notice):
            return [Line(for_the_ear(event.text))]
        return []

    def after_move(self, event: MoveMade) -> list[Line]:
        """The deal's score, after a move that captured (what players track by ear)."""
        if any(isinstance(e, CardsCaptured) for e in event.events):
            return [Line(self.deal_tally(event.after))]
        return []

    def turn(self, seat: int, expects: str) -> str:
        """``'Your turn.'``, ``'Your bid.'``, ``'East to play.'``"""
        if self._you(seat):
            return "Your bid: choose a house value." if expects == "bid" else "Your turn."
        verb = "bid" if expects == "bid" else "play"
        return f"{self.names[seat]} to {verb}."

    # ------------------------------------------------------------------------------------
    # Scores.

    def deal_tally(self, pos: Position) -> str:
        """``'This deal: Us 14 with a seep, Them 6.'`` (card points plus seeps so far)."""
        cards = card_points_of(pos)
        seeps = seep_points_of(pos)
        parts = []
        for team in (0, 1):
            count = sum(1 for s, _p, _v in pos.seeps if team_of(s) == team)
            seep = f" with {plural(count, 'seep')}" if count else ""
            parts.append(f"{self.words.team_name(team)} {cards[team] + seeps[team]}{seep}")
        return f"This deal: {parts[0]}, {parts[1]}."

    def standing(self, rules: Rules, running: Sequence[int], baazis: Sequence[int]) -> str:
        """The match so far, in words: ``'You lead by 40; first to 100 wins the baazi.'``"""
        w = self.words
        r0, r1 = running
        out = []
        if rules.match_mode == "baazi" and rules.scoring_method == "difference":
            target = f"first to {rules.baazi_target} wins the baazi"
            if r0 == 0:
                out.append(f"The running score is level; {target}.")
            else:
                leader = 0 if r0 > 0 else 1
                out.append(f"{w.lead_words(leader)} by {abs(r0)}; {target}.")
        else:
            out.append(f"Running totals: {w.team_name(0)} {r0}, {w.team_name(1)} {r1}.")
        if rules.baazi_count > 1:
            out.append(f"Baazis: {w.team_name(0)} {baazis[0]}, {w.team_name(1)} {baazis[1]}.")
        return " ".join(out)

    def score(
        self, pos: Position, rules: Rules, running: Sequence[int], baazis: Sequence[int]
    ) -> str:
        """Read Score: the deal so far, then the match."""
        return f"{self.deal_tally(pos)} {self.standing(rules, running, baazis)}"

    def summary(self, s: DealSummary, number: int) -> str:
        """The deal summary as it is announced."""
        w = self.words
        parts = [for_the_ear(w.deal_title(s, number)).replace("–", " to ") + "."]
        for team in (0, 1):
            seeps = [p for seat, _n, p in s.seeps if team_of(seat) == team]
            seep = f", {plural(len(seeps), 'seep')} worth {sum(seeps)}" if seeps else ""
            parts.append(
                f"{w.team_name(team)}: {s.card_points[team]} card points{seep}; "
                f"{s.deal_score[team]} for the deal."
            )
        return " ".join(parts)

    def summary_footer(
        self, s: DealSummary, rules: Rules, baazis: Sequence[int], finished: bool
    ) -> str:
        lines = [t for t, _news in self.words.deal_footer(s, rules, baazis, finished)]
        return " ".join(t if t.endswith(".") else t + "." for t in lines)

    def countdown(self, seconds: int, finished: bool) -> str:
        """``'Next deal in 10 seconds. Enter starts it now.'``"""
        what = "The result" if finished else "Next deal"
        if seconds >= 10:
            return f"{what} in {seconds} seconds. Enter starts it now."
        return f"{seconds} seconds."

    def match_result(
        self, rules: Rules, winner: object, baazis: Sequence[int], deals: Sequence[DealSummary]
    ) -> str:
        w = self.words
        lines = [for_the_ear(w.match_title(winner))]
        lines += [
            line.replace("  — ", ", ") for line in w.match_lines(rules, baazis, deals) if line
        ]
        lines.append("Play again, or back to the title.")
        return " ".join(t if t.endswith((".", "!")) else t + "." for t in lines)

    # ------------------------------------------------------------------------------------
    # The player's questions.

    def house_words(self, pos: Position, value: int) -> str:
        """``'a house of nine, East's, pakka: the four of spades and the five of clubs'``."""
        house = pos.houses[value]
        owners = [("yours" if self._you(o) else f"{self.names[o]}'s") for o in house.owners]
        whose = " and ".join(owners) if owners else "nobody's"
        pakka = ", pakka" if house.pakka else ""
        cards = card_list_words(cards_of(house.cards))
        return f"a house of {number_word(value)}, {whose}{pakka}: {cards}"

    def floor(self, pos: Position) -> str:
        """Read Floor: every loose card and every house."""
        loose = cards_of(pos.loose)
        houses = sorted(pos.houses)
        if not loose and not houses:
            return "The floor is empty."
        parts = []
        if loose:
            parts.append(f"{plural(len(loose), 'loose card')}: {card_list_words(loose)}")
        if houses:
            word = "house" if len(houses) == 1 else "houses"
            listed = "; ".join(self.house_words(pos, v) for v in houses)
            parts.append(f"{len(houses)} {word}: {listed}")
        return "The floor. " + ". ".join(parts) + "."

    def floor_items(self, pos: Position) -> list[tuple[str, str]]:
        """The floor as a list to walk with Up/Down: (key, spoken) with key ``'c<card>'`` or
        ``'h<value>'``."""
        items = [
            (f"c{c}", f"the {card_name(c)}, loose")
            for c in sorted(cards_of(pos.loose), key=sort_key)
        ]
        items += [(f"h{v}", self.house_words(pos, v)) for v in sorted(pos.houses)]
        return items

    def hand(self, pos: Position, seat: int) -> str:
        """Read Hand."""
        mask = pos.hands[seat]
        cards = cards_of(mask) if mask is not None else []
        if not cards:
            return "Your hand is empty."
        return f"Your hand, {plural(len(cards), 'card')}: {card_list_words(cards)}."

    def hand_card(self, card: int, moves: Sequence[Move] | None, pos: Position) -> str:
        """A card of the hand, as Left/Right reach it: its name and how many moves it has."""
        name = f"The {card_name(card)}"
        if moves is None:
            return name + "."
        if not moves:
            return f"{name}: no move."
        if len(moves) == 1:
            return f"{name}: 1 move, {self.choice_item(moves[0], pos)}."
        return f"{name}: {len(moves)} moves."

    def choice_item(self, move: Move, pos: Position) -> str:
        """One item of a list of moves: what it takes or builds, and what it scores."""
        label = for_the_ear(move_label(move, pos))
        if move.action == "bid":
            return label
        return f"{label}, {self.scores(move, pos)}"

    def choice_list(self, title: str, items: Sequence[str], focus: int) -> str:
        """A list as it opens: its title, how many, and the first item."""
        return (
            f"{for_the_ear(title)} {plural(len(items), 'choice')}. {self.list_item(items, focus)}"
        )

    def list_item(self, items: Sequence[str], index: int) -> str:
        return f"{items[index]}, {index + 1} of {len(items)}."

    def scores(self, move: Move, pos: Position) -> str:
        """``'scores 5 points'``, ``'a seep: scores 3 points and the seep'``, ``'no points'``."""
        if move.action != "capture":
            return "no points now"
        _n, points, seep = capture_gain(move, pos)
        text = f"scores {plural(points, 'point')}"
        return f"a seep: {text} and the seep" if seep else text

    def now(
        self,
        pos: Position,
        *,
        human_to_act: bool,
        thinking: int | None,
        summary_open: bool,
        over: bool,
    ) -> str:
        """What is happening now: whose turn, and what is expected."""
        if over:
            return "The match is over. Play again, or back to the title."
        if summary_open:
            return "The deal is over: the summary is open. Enter goes on to the next deal."
        if pos.phase == "bid":
            if human_to_act:
                return "Your bid: choose a house value from the list."
            return f"{self.names[pos.to_play]} is choosing the bid."
        if pos.phase == "over":
            return "The deal is over."
        if human_to_act:
            n = pos.hand_sizes[pos.to_play]
            return (
                f"Your turn: play a card. You hold {plural(n, 'card')}; "
                "left and right walk your hand, F reads the floor."
            )
        seat = thinking if thinking is not None else pos.to_play
        return f"{self.names[seat]} is playing."


def lesson_step(
    lesson: int, lessons: int, step: int, steps: int, title: str, text: Sequence[str], task: str
) -> str:
    """A tutorial step as it opens: where we are, the lesson's teaching (its paragraphs, at the
    first step), and the task."""
    where = f"Lesson {lesson} of {lessons}, step {step} of {steps}"
    teach = "".join(f" {for_the_ear(p)}" for p in text) if step == 1 else ""
    return f"{where}: {for_the_ear(title)}.{teach} {for_the_ear(task)}"


def feedback(title: str, lines: Sequence[str]) -> str:
    """The tutorial's answer to a try (a refusal, a hint, the success words)."""
    body = " ".join(for_the_ear(line) for line in lines if line)
    return f"{title}. {body}"


TUTORIAL_KEYS: tuple[tuple[str, str], ...] = (
    ("Left, Right", "choose a card, or a bid"),
    ("Enter", "what the card can do; pick with Up, Down and Enter"),
    ("F", "read the floor"),
    ("H", "read your hand"),
    ("T", "the step again"),
    ("?", "a hint"),
    ("R", "restart the step"),
    ("N", "next, once solved"),
    ("B", "back a step"),
    ("L", "the list of lessons"),
    ("Escape", "back to the title"),
)


def statistics_grid(view: str, grid: Sequence[Sequence[str]]) -> str:
    """A statistics table read aloud: the view, then each statistic with its value over all
    games, then per column (level or rules)."""
    head, *rows = grid
    columns = head[1:]
    parts = [f"Statistics, {view}."]
    for row in rows:
        label, *values = row
        per = ", ".join(f"{c} {v}" for c, v in zip(columns[1:], values[1:], strict=False))
        parts.append(f"{label}: {values[0]}" + (f" ({per})." if per else "."))
    return " ".join(for_the_ear(p).replace("–", " to ") for p in parts)


def table_rows(title: str, rows: Sequence[Sequence[str]], empty: str) -> str:
    """A list of rows read aloud (the last matches, kept games)."""
    if not rows:
        return f"{title}. {empty}"
    said = [", ".join(cell for cell in row if cell) for row in rows]
    return f"{title}, {plural(len(rows), 'item')}. " + ". ".join(said).replace("–", " to ") + "."


def table_row(row: Sequence[str], index: int, count: int) -> str:
    """One row of a list as the arrow keys reach it."""
    cells = ", ".join(cell for cell in row if cell).replace("–", " to ")
    return f"{cells}, {index + 1} of {count}."


def replay_step(heading: str, line: str | None) -> str:
    """The replay viewer at a step: where, and what was played."""
    heading = for_the_ear(heading).replace("–", " to ")
    return f"{heading}. {for_the_ear(line)}" if line else f"{heading}."


KEYS: tuple[tuple[str, str], ...] = (
    ("Left, Right", "walk your hand; each card says how many moves it has"),
    ("Up, Down", "walk the floor: loose cards and houses"),
    ("Enter", "play the card's only move, or open its list of moves"),
    ("In a list", "Up and Down read the items, Enter or a number picks, Escape closes"),
    ("F", "read the floor"),
    ("H", "read your hand"),
    ("S", "read the score"),
    ("T", "what is happening now"),
    ("R", "repeat the last thing said"),
    ("Shift+R", "step back through what was said"),
    ("?", "a hint"),
    ("U", "undo your last play"),
    ("L", "show or hide the log"),
    ("Escape", "the menu"),
    ("P", "the last play again, with its cards"),
    ("C", "ask the coach to comment on your moves"),
    ("F8", "speech on or off"),
    ("F1", "this list of keys"),
)


def key_help() -> str:
    """The table's keys in one spoken paragraph."""
    return "Keys at the table. " + " ".join(f"{k}: {what}." for k, what in KEYS)


def key_list(keys: Sequence[tuple[str, str]]) -> str:
    """Keys as the F1 dialog lists them, one a line (read aloud as the dialog opens)."""
    return "\n".join(f"{k}: {what}." for k, what in keys)


def speech_switched(on: bool, backend: str) -> str:
    return f"Speech on, through {backend}." if on else "Speech off."
