"""Everything the game says aloud, built in one place: announcements of the session's events
and the answers to the player's questions (Read Floor, Read Hand, Read Score, what now).

Pure and pygame-free, fed by :mod:`game.play.events`; on-screen sentences come from
:class:`~game.text.words.Words` and are put into words for the ear here (card symbols become
card names: ``'the 5♥'`` → ``'the five of hearts'``; house values become words). So the same
sentence is shown and heard, and one translation serves both.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from game.i18n import N_, _, and_list, ngettext, pgettext
from game.i18n.words import card_name, postpositions, rank_name
from game.i18n.words import number_word as number_word  # the current language's
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
from game.rules import Move, Position, Rules, cards_of
from game.rules.cards import card_points, card_symbol, sort_key
from game.rules.events import BaaziWon, CardsCaptured, CardsDealt, DealOver, SeepMade
from game.rules.match import DealSummary, card_points_of, seep_points_of
from game.rules.seats import team_of
from game.text import storage as storage_words
from game.text.words import Words, capture_gain, move_label

# House values said in words after these English words (translated sentences keep digits).
_HOUSE_VALUE = re.compile(r"\b(house of|to) (\d{1,2})\b")
_SYMBOLS = {card_symbol(c): c for c in range(52)}
_CARD = re.compile("|".join(sorted(map(re.escape, _SYMBOLS), key=len, reverse=True)))


def for_the_ear(text: str) -> str:
    """A shown sentence as it is spoken: card names (in the current language) and house values
    in words.

    >>> for_the_ear("East built a house of 11 with the 5♥ and the 6♦.")
    'East built a house of eleven with the five of hearts and the six of diamonds.'
    """
    after = postpositions()
    if after:  # Hindi, Punjabi: a card before a postposition in its oblique form
        ahead = re.compile(rf"\s+(?:{'|'.join(map(re.escape, after))})(?!\w)")

        def said(m: re.Match[str]) -> str:
            oblique = ahead.match(text, m.end()) is not None
            return card_name(_SYMBOLS[m.group(0)], oblique=oblique)

        text = _CARD.sub(said, text)
    else:
        text = _CARD.sub(lambda m: card_name(_SYMBOLS[m.group(0)]), text)
    return _HOUSE_VALUE.sub(lambda m: f"{m.group(1)} {number_word(int(m.group(2)))}", text)


_SLASH_COUNT = re.compile(r"(?<![\w/])(\d+)\s*/\s*(\d+)(?![\w/])")


def slash_words(text: str) -> str:
    """A shown count as it is spoken: ``'Tutorial · 3/16'`` → ``'Tutorial · 3 of 16'`` (a
    screen reader may read "3/16" as a date)."""
    # Translators: the focused control's place among the screen's controls: "3 of 17".
    words = _("{index} of {count}")
    return _SLASH_COUNT.sub(lambda m: words.format(index=m.group(1), count=m.group(2)), text)


def screen_reader_found() -> str:
    """Said (and shown) once, the first time speech starts because a screen reader runs."""
    return _("Speech is on because a screen reader is running; F8 turns it off.")


def dash_words(text: str) -> str:
    """A shown score's dash as it is spoken: ``'62–38'`` → ``'62 to 38'``."""
    # Translators: said in place of the dash between two numbers ("62–38" is read "62 to 38");
    # keep the spaces around it.
    return text.replace("–", pgettext("spoken dash", " to "))


def the_card(card: int) -> str:
    """``'the two of clubs'``."""
    # Translators: a card named in words, e.g. "the ten of diamonds"; {card} is its name.
    return _("the {card}").format(card=card_name(card))


def _joined(items: Sequence[str]) -> str:
    """``'a and b and c'`` (each joined with the list's last word)."""
    out = items[0]
    for item in items[1:]:
        out = _("{items} and {last}").format(items=out, last=item)
    return out


def card_list_words(cards: Sequence[int]) -> str:
    """``'the two of clubs, the seven of hearts and the king of spades'``."""
    names = [the_card(c) for c in sorted(cards, key=sort_key)]
    return and_list(names) if names else ""


@dataclass(frozen=True)
class Line:
    """One announcement: ``interrupt`` cuts off what is being said (a focus change); ``other``:
    another player's move (it may sound different: a cue, another voice)."""

    text: str
    interrupt: bool = False
    other: bool = False


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
            other = self.words.human is not None and not self._you(event.seat)  # not autoplay
            return [Line(for_the_ear(w.move(event.move, event.before)), other=other)]
        if isinstance(event, CardsCaptured):
            return []  # the score follows the move; see after_move
        if isinstance(event, SeepMade):
            return [Line(for_the_ear(w.seep(event.seat, event.points, event.play)))]
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
            # Translators: {thrown_in} says who held nothing of 9 or more; {cards} the cards.
            said = _("{thrown_in} The cards: {cards}.")
            return [Line(said.format(thrown_in=w.thrown_in(event.seat), cards=shown))]
        if isinstance(event, DealEnded):
            return [Line(self.summary(event.summary, deal_number or event.index + 1))]
        if isinstance(event, MatchOver):
            return [Line(for_the_ear(w.match_title(event.winner)))]
        if isinstance(event, Undone):
            return []  # the table says what was taken back (it knows the moves)
        if isinstance(event, Notice):
            return [Line(for_the_ear(storage_words.say(event.problem)))]
        return []

    def after_move(self, event: MoveMade) -> list[Line]:
        """What follows a move: after the bid, the floor turned up; a packet dealt to the
        player; after the deal's last move, the floor's last cards going to the last capturer;
        and the deal's score after a capture (what players track by ear)."""
        out = []
        if event.move.action == "bid" and event.after.phase == "play":
            up = cards_of(event.after.loose)
            out.append(Line(for_the_ear(self.words.floor_turned_up(up))))
        for e in event.events:
            if isinstance(e, DealOver):
                out += self.leftovers(event, e)  # counted in the tally that follows
        if any(isinstance(e, (CardsCaptured, DealOver)) for e in event.events):
            out.append(Line(self.deal_tally(event.after)))
        for e in event.events:
            if isinstance(e, CardsDealt) and e.cards and self._you(e.seat):
                held = event.after.hand_sizes[e.seat]
                out.append(Line(self.words.dealt_to(e.seat, e.count, held)))
        return out

    def leftovers(self, made: MoveMade, over: DealOver) -> list[Line]:
        """The floor's last cards going to the last capturer (after the deal's last move)."""
        seat = made.after.last_capturer
        if not over.leftovers or seat is None:
            return []
        tens = made.after.rules.ten_of_diamonds_points
        points = sum(card_points(c, tens) for c in over.leftovers)
        return [Line(for_the_ear(self.words.leftovers(seat, over.leftovers, points)))]

    def turn(self, seat: int, expects: str) -> str:
        """``'Your turn.'``, ``'Your bid.'``, ``'East to play.'``"""
        if self._you(seat):
            return _("Your bid: choose a house value.") if expects == "bid" else _("Your turn.")
        if expects == "bid":
            return _("{name} to bid.").format(name=self.names[seat])
        return _("{name} to play.").format(name=self.names[seat])

    # ------------------------------------------------------------------------------------
    # Scores.

    def deal_tally(self, pos: Position) -> str:
        """``'This deal: Us 14 with a seep, Them 6.'`` (card points plus seeps so far)."""
        cards = card_points_of(pos)
        seeps = seep_points_of(pos)
        parts = []
        for team in (0, 1):
            count = sum(1 for s, _p, _v in pos.seeps if team_of(s) == team)
            name, points = self.words.team_name(team), cards[team] + seeps[team]
            if count:
                # Translators: a side's points so far this deal, e.g. "Us 14 with 1 seep".
                part = ngettext(
                    "{team} {points} with {n} seep", "{team} {points} with {n} seeps", count
                ).format(team=name, points=points, n=count)
            else:
                # Translators: a side's points so far this deal, e.g. "Them 6".
                part = _("{team} {points}").format(team=name, points=points)
            parts.append(part)
        # Translators: the deal's points so far; {us} and {them}: each side with its points.
        return _("This deal: {us}, {them}.").format(us=parts[0], them=parts[1])

    def standing(self, rules: Rules, running: Sequence[int], baazis: Sequence[int]) -> str:
        """The match so far, in words: ``'You lead by 40; first to 100 wins the baazi.'``"""
        w = self.words
        r0, r1 = running
        out = []
        names = {"team0": w.team_name(0), "team1": w.team_name(1)}
        if rules.match_mode == "baazi" and rules.scoring_method == "difference":
            target = rules.baazi_target
            if r0 == 0:
                # Translators: {target} is the points a side needs, e.g. 100.
                said = _("The running score is level; first to {target} wins the baazi.")
                out.append(said.format(target=target))
            else:
                leader = 0 if r0 > 0 else 1
                # Translators: {leader} is e.g. "You lead", "Your team leads", "East leads";
                # {points} how far ahead; {target} the points a side needs, e.g. 100.
                said = _("{leader} by {points}; first to {target} wins the baazi.")
                out.append(said.format(leader=w.lead_words(leader), points=abs(r0), target=target))
        else:
            said = _("Running totals: {team0} {score0}, {team1} {score1}.")
            out.append(said.format(score0=r0, score1=r1, **names))
        if rules.baazi_count > 1:
            said = _("Baazis: {team0} {baazis0}, {team1} {baazis1}.")
            out.append(said.format(baazis0=baazis[0], baazis1=baazis[1], **names))
        return " ".join(out)

    def score(
        self, pos: Position, rules: Rules, running: Sequence[int], baazis: Sequence[int]
    ) -> str:
        """Read Score: the deal so far, then the match."""
        return f"{self.deal_tally(pos)} {self.standing(rules, running, baazis)}"

    def summary(self, s: DealSummary, number: int) -> str:
        """The deal summary as it is announced."""
        w = self.words
        parts = [dash_words(for_the_ear(w.deal_title(s, number))) + "."]
        for team in (0, 1):
            seeps = [p for seat, _n, p in s.seeps if team_of(seat) == team]
            facts = {
                "team": w.team_name(team),
                "cards": s.card_points[team],
                "score": s.deal_score[team],
            }
            if seeps:
                # Translators: a side's deal: {cards} its card points, {n} its seeps and
                # {worth} their points, {score} what the deal scores for it.
                said = ngettext(
                    "{team}: {cards} card points, {n} seep worth {worth}; {score} for the deal.",
                    "{team}: {cards} card points, {n} seeps worth {worth}; {score} for the deal.",
                    len(seeps),
                ).format(n=len(seeps), worth=sum(seeps), **facts)
            else:
                # Translators: a side's deal: {cards} its card points, {score} what the deal
                # scores for it.
                said = _("{team}: {cards} card points; {score} for the deal.").format(**facts)
            parts.append(said)
        return " ".join(parts)

    def summary_footer(
        self, s: DealSummary, rules: Rules, baazis: Sequence[int], finished: bool
    ) -> str:
        lines = [t for t, _news in self.words.deal_footer(s, rules, baazis, finished)]
        return " ".join(t if t.endswith(".") else t + "." for t in lines)

    def countdown(self, seconds: int, finished: bool) -> str:
        """``'Next deal in 10 seconds. Enter starts it now.'``"""
        if seconds >= 10:
            if finished:
                said = _("The result in {n} seconds. Enter starts it now.")
            else:
                said = _("Next deal in {n} seconds. Enter starts it now.")
            return said.format(n=seconds)
        # Translators: the seconds left before the next deal, counting down from 9 to 0.
        return _("{n} seconds.").format(n=seconds)

    def match_result(
        self, rules: Rules, winner: object, baazis: Sequence[int], deals: Sequence[DealSummary]
    ) -> str:
        w = self.words
        lines = [for_the_ear(w.match_title(winner))]
        lines += [
            line.replace("  — ", ", ") for line in w.match_lines(rules, baazis, deals) if line
        ]
        lines.append(_("Play again, or back to the title."))
        return " ".join(t if t.endswith((".", "!")) else t + "." for t in lines)

    # ------------------------------------------------------------------------------------
    # The player's questions.

    def house_words(self, pos: Position, value: int) -> str:
        """``'a house of nine, East's, pakka: the four of spades and the five of clubs'``."""
        house = pos.houses[value]
        # Translators: whose house it is: "East's" ({name} is a player's name).
        owners = [
            (_("yours") if self._you(o) else _("{name}'s").format(name=self.names[o]))
            for o in house.owners
        ]
        whose = _joined(owners) if owners else _("nobody's")
        cards = card_list_words(cards_of(house.cards))
        facts = {"value": number_word(value), "whose": whose, "cards": cards}
        if house.pakka:
            # Translators: {value} in words ("nine"); {whose}: "yours", "East's", "nobody's".
            return _("a house of {value}, {whose}, pakka: {cards}").format(**facts)
        # Translators: {value} in words ("nine"); {whose}: "yours", "East's", "nobody's".
        return _("a house of {value}, {whose}: {cards}").format(**facts)

    def face_down(self, pos: Position) -> str:
        """The floor during the bid: ``'four cards, face down'`` (never which cards)."""
        n = pos.loose.bit_count()
        # Translators: the floor during the bid, its cards not yet turned up; {n} in words.
        return ngettext("{n} card, face down", "{n} cards, face down", n).format(n=number_word(n))

    def floor(self, pos: Position) -> str:
        """Read Floor: every loose card and every house (during the bid, only how many cards
        lie face down: they are hidden from everyone)."""
        if pos.phase == "bid":
            # Translators: Read Floor during the bid; {cards}: "four cards, face down".
            return _("The floor: {cards}.").format(cards=self.face_down(pos))
        loose = cards_of(pos.loose)
        houses = sorted(pos.houses)
        if not loose and not houses:
            return _("The floor is empty.")
        parts = []
        if loose:
            n = len(loose)
            said = ngettext("{n} loose card: {cards}", "{n} loose cards: {cards}", n)
            parts.append(said.format(n=n, cards=card_list_words(loose)))
        if houses:
            n = len(houses)
            listed = "; ".join(self.house_words(pos, v) for v in houses)
            parts.append(
                ngettext("{n} house: {houses}", "{n} houses: {houses}", n).format(
                    n=n, houses=listed
                )
            )
        # Translators: Read Floor; {parts}: the loose cards, then the houses.
        return _("The floor. {parts}.").format(parts=". ".join(parts))

    def floor_items(self, pos: Position) -> list[tuple[str, str]]:
        """The floor as a list to walk with Up/Down: (key, spoken) with key ``'c<card>'`` or
        ``'h<value>'`` (during the bid one item: the face-down cards, key ``'down'``)."""
        if pos.phase == "bid":
            return [("down", self.face_down(pos))] if pos.loose else []
        items = [
            (f"c{c}", _("the {card}, loose").format(card=card_name(c)))
            for c in sorted(cards_of(pos.loose), key=sort_key)
        ]
        items += [(f"h{v}", self.house_words(pos, v)) for v in sorted(pos.houses)]
        return items

    def hand(self, pos: Position, seat: int) -> str:
        """Read Hand."""
        mask = pos.hands[seat]
        cards = cards_of(mask) if mask is not None else []
        if not cards:
            return _("Your hand is empty.")
        n = len(cards)
        said = ngettext("Your hand, {n} card: {cards}.", "Your hand, {n} cards: {cards}.", n)
        return said.format(n=n, cards=card_list_words(cards))

    def hand_card(
        self, card: int, moves: Sequence[Move] | None, pos: Position, choices: int | None = None
    ) -> str:
        """A card of the hand, as Left/Right reach it: its name and how many moves it has
        (``choices``: how many items its list has, when that is not its moves, as in the
        tutorial's lists with plays to try: that count is said, as the list says it)."""
        name = card_name(card)
        if moves is None:
            # Translators: a card of the hand reached with the arrow keys; {card} its name.
            return _("The {card}.").format(card=name)
        if choices is not None and choices != len(moves):
            # Translators: a card of the hand reached with the arrow keys: how many items its
            # list of plays has ("Play the 7♠: which play? 3 choices.").
            said = ngettext("The {card}: {n} choice.", "The {card}: {n} choices.", choices)
            return said.format(card=name, n=choices)
        if not moves:
            return _("The {card}: no move.").format(card=name)
        if len(moves) == 1:
            # Translators: {move} says what the card's one move does and scores.
            said = _("The {card}: 1 move, {move}.")
            return said.format(card=name, move=self.choice_item(moves[0], pos))
        n = len(moves)
        return ngettext("The {card}: {n} move.", "The {card}: {n} moves.", n).format(card=name, n=n)

    def choice_item(self, move: Move, pos: Position) -> str:
        """One item of a list of moves: what it takes or builds, and what it scores."""
        label = for_the_ear(move_label(move, pos, article=True))
        if move.action == "bid":
            return label
        # Translators: a move in a list: {move} what it does, {scores} what it scores.
        return _("{move}, {scores}").format(move=label, scores=self.scores(move, pos))

    def unseen(self, pos: Position, seat: int, value: int) -> str:
        """Shift and a rank's key: how many cards of that value ``seat`` has not seen (not in
        its hand, not on the floor, not captured; during the bid the floor is face down)."""
        seen = pos.hands[seat] or 0
        seen |= pos.piles[0] | pos.piles[1]
        if pos.phase != "bid":
            seen |= pos.loose
            for house in pos.houses.values():
                seen |= house.cards
        n = sum(1 for c in cards_of(seen) if (c >> 2) + 1 == value)
        rank = rank_name((value - 1) << 2)
        # Translators: Shift and a rank's key; {rank}: "queen"; {n}: how many of the four
        # cards of that rank the player has not seen (in no hand of theirs, floor or pile).
        return _("{rank}: {n} of 4 unseen.").format(rank=rank, n=4 - n)

    def hand_counts(self, pos: Position) -> str:
        """N: how many cards each player holds."""
        parts = [
            _("{name} {n}").format(name=self.names[s], n=pos.hand_sizes[s])
            for s in range(pos.players)
        ]
        # Translators: N at the table; {counts}: "You 4, East 4, North 4, West 4".
        return _("Cards held: {counts}.").format(counts=", ".join(parts))

    def no_rank(self, value: int) -> str:
        """A rank's key with no card of that rank in the hand: ``'You hold no queen.'``"""
        # Translators: a rank's key pressed (A, 2-9, 0, J, Q, K); {rank}: "queen", "seven".
        return _("You hold no {rank}.").format(rank=rank_name((value - 1) << 2))

    def no_such_choice(self, number: int, count: int) -> str:
        """A number pressed in a list that has no such item."""
        # Translators: a number key pressed in a list of {count} items that has no item {number}.
        said = ngettext(
            "There is no choice {number}: the list has {count} item.",
            "There is no choice {number}: the list has {count} items.",
            count,
        )
        return said.format(number=number, count=count)

    def hinted(self, item: str) -> str:
        """The hinted item of a list: ``'take the house of ten, scores 10 points, hinted'``."""
        # Translators: the item of a list of plays that the hint recommended.
        return _("{item}, hinted").format(item=item)

    def choice_list(self, title: str, items: Sequence[str], focus: int) -> str:
        """A list as it opens: its title, how many, and the first item."""
        n = len(items)
        # Translators: a list of moves as it opens: {title} the list's title, {item} the first.
        said = ngettext("{title} {n} choice. {item}", "{title} {n} choices. {item}", n)
        return said.format(title=for_the_ear(title), n=n, item=self.list_item(items, focus))

    def list_item(self, items: Sequence[str], index: int) -> str:
        return item_of(items[index], index, len(items))

    def scores(self, move: Move, pos: Position) -> str:
        """``'scores 5 points'``, ``'a seep: scores 3 points and the seep'``, ``'no points'``."""
        if move.action != "capture":
            return _("no points now")
        _n, points, seep = capture_gain(move, pos)
        if seep:
            return ngettext(
                "a seep: scores {n} point and the seep",
                "a seep: scores {n} points and the seep",
                points,
            ).format(n=points)
        return ngettext("scores {n} point", "scores {n} points", points).format(n=points)

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
            return _("The match is over. Play again, or back to the title.")
        if summary_open:
            return _("The deal is over: the summary is open. Enter goes on to the next deal.")
        if pos.phase == "bid":
            if human_to_act:
                return _("Your bid: choose a house value from the list.")
            return _("{name} is choosing the bid.").format(name=self.names[pos.to_play])
        if pos.phase == "over":
            return _("The deal is over.")
        if human_to_act:
            n = pos.hand_sizes[pos.to_play]
            return ngettext(
                "Your turn: play a card. You hold {n} card; "
                "left and right walk your hand, F reads the floor.",
                "Your turn: play a card. You hold {n} cards; "
                "left and right walk your hand, F reads the floor.",
                n,
            ).format(n=n)
        seat = thinking if thinking is not None else pos.to_play
        return _("{name} is playing.").format(name=self.names[seat])


def lesson_step(
    lesson: int, lessons: int, step: int, steps: int, title: str, text: Sequence[str], task: str
) -> str:
    """A tutorial step as it opens: where we are, the lesson's teaching (its paragraphs, at the
    first step), and the task."""
    # Translators: a tutorial step as it opens; {title} is the lesson's title.
    where = _("Lesson {lesson} of {lessons}, step {step} of {steps}: {title}.").format(
        lesson=lesson, lessons=lessons, step=step, steps=steps, title=for_the_ear(title)
    )
    teach = [for_the_ear(p) for p in text] if step == 1 else []
    return " ".join([where, *teach, for_the_ear(task)])


def feedback(title: str, lines: Sequence[str]) -> str:
    """The tutorial's answer to a try (a refusal, a hint, the success words): ``'Well done!
    Captured!'`` (a title that ends with its own stop gets no other)."""
    body = " ".join(for_the_ear(line) for line in lines if line)
    return f"{with_stop(title)} {body}"


#: The marks that end a sentence (Latin and the Indic danda).
STOPS = (".", "!", "?", "।")


def with_stop(text: str) -> str:
    """``text`` ending with a stop: ``'Well done!'`` stays, ``'Hint'`` becomes ``'Hint.'``."""
    text = text.rstrip()
    return text if not text or text.endswith(STOPS) else f"{text}."


def without_stop(text: str) -> str:
    """``text`` without a closing full stop (before a comma): ``'… cards.'`` → ``'… cards'``
    (a ``!`` or ``?`` stays)."""
    text = text.rstrip()
    return text[:-1] if text.endswith((".", "।")) else text


#: The tutorial's keys: (key, what it does), marked for translation (see :func:`key_list`).
TUTORIAL_KEYS: tuple[tuple[str, str], ...] = (
    (N_("Left, Right"), N_("choose a card, or a bid")),
    (N_("Enter"), N_("what the card can do; pick with Up, Down and Enter")),
    ("F", N_("read the floor")),
    ("H", N_("read your hand")),
    ("T", N_("the step again")),
    ("?", N_("a hint")),
    ("R", N_("restart the step")),
    ("N", N_("next, once solved")),
    ("B", N_("back a step")),
    ("L", N_("the list of lessons")),
    (N_("Escape"), N_("back to the title")),
)


def statistics_grid(view: str, grid: Sequence[Sequence[str]]) -> str:
    """A statistics table read aloud: the view, then each statistic with its value over all
    games, then per column (level or rules)."""
    head, *rows = grid
    columns = head[1:]
    # Translators: the statistics read aloud; {view} is e.g. "By level".
    parts = [_("Statistics, {view}.").format(view=view)]
    for row in rows:
        label, *values = row
        per = ", ".join(f"{c} {v}" for c, v in zip(columns[1:], values[1:], strict=False))
        parts.append(f"{label}: {values[0]}" + (f" ({per})." if per else "."))
    return " ".join(dash_words(for_the_ear(p)) for p in parts)


def table_rows(title: str, rows: Sequence[Sequence[str]], empty: str) -> str:
    """A list of rows read aloud (the last matches, kept games)."""
    if not rows:
        return f"{title}. {empty}"
    said = [", ".join(cell for cell in row if cell) for row in rows]
    n = len(rows)
    # Translators: a list read aloud: {title} its title, {rows} its rows one after another.
    heard = ngettext("{title}, {n} item. {rows}.", "{title}, {n} items. {rows}.", n)
    return heard.format(title=title, n=n, rows=dash_words(". ".join(said)))


def item_of(item: str, index: int, count: int) -> str:
    """``'the 5♥, 2 of 7.'``: an item of a list (``index`` from 0) as the arrow keys reach it."""
    # Translators: an item of a list as the arrow keys reach it: "{item}, 2 of 7."
    text = _("{item}, {index} of {count}.")
    return text.format(item=without_stop(item), index=index + 1, count=count)


def table_row(row: Sequence[str], index: int, count: int) -> str:
    """One row of a list as the arrow keys reach it."""
    return item_of(dash_words(", ".join(cell for cell in row if cell)), index, count)


def replay_step(heading: str, line: str | None) -> str:
    """The replay viewer at a step: where, and what was played."""
    heading = dash_words(for_the_ear(heading))
    return f"{heading}. {for_the_ear(line)}" if line else f"{heading}."


#: The table's keys: (key, what it does), marked for translation (see :func:`key_list`).
KEYS: tuple[tuple[str, str], ...] = (
    (N_("Left, Right"), N_("walk your hand; each card says how many moves it has")),
    (N_("A, 2 to 9, 0, J, Q, K"), N_("jump to a card of that rank; again for the next")),
    (N_("Home, End"), N_("the first or the last card of your hand")),
    (N_("Up, Down"), N_("walk the floor: loose cards and houses")),
    (N_("Enter"), N_("play the card's only move, or open its list of moves")),
    (
        N_("After a hint"),
        N_("Enter plays the hinted move (its list opens on it)"),
    ),
    (
        N_("After Up, Down"),
        N_("Enter plays the chosen card onto that floor item"),
    ),
    (
        N_("In a list"),
        N_("Up and Down read the items, Enter or a number picks, Escape closes"),
    ),
    ("F", N_("read the floor")),
    ("H", N_("read your hand")),
    ("N", N_("how many cards each player holds")),
    (N_("Shift and a rank"), N_("how many of that rank you have not seen")),
    ("S", N_("read the score")),
    ("T", N_("what is happening now")),
    ("R", N_("repeat the last thing said")),
    (N_("Shift+R"), N_("step back through what was said")),
    (N_("[ and ]"), N_("walk the last 30 events, newest first: [ older, ] newer")),
    ("?", N_("a hint")),
    ("U", N_("undo your last play")),
    ("L", N_("show or hide the log")),
    (N_("Escape"), N_("the menu")),
    ("P", N_("the last play again, with its cards")),
    ("C", N_("ask the coach to comment on your moves")),
    ("F8", N_("speech on or off")),
    ("F1", N_("this list of keys")),
)


def _key_lines(keys: Sequence[tuple[str, str]]) -> list[str]:
    # Translators: a key and what it does, e.g. "F: read the floor."
    return [_("{key}: {what}.").format(key=_(k), what=_(what)) for k, what in keys]


def key_help() -> str:
    """The table's keys in one spoken paragraph."""
    return " ".join([_("Keys at the table."), *_key_lines(KEYS)])


def key_list(keys: Sequence[tuple[str, str]]) -> str:
    """Keys as the F1 dialog lists them, one a line (read aloud as the dialog opens), in the
    current language."""
    return "\n".join(_key_lines(keys))
