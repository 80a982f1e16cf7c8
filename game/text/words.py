"""The table's sentences, built in one place: the log, toasts, banners and overlays ask here.

Pure and pygame-free, so the same words can be spoken, and in the current language
(:mod:`game.i18n`: every sentence whole, with named placeholders). Card and move wording comes
from the text layer (:func:`game.text.rules_moves.describe`); a play named short (the list of
plays, the drag label, the bid list, the hint) is :mod:`game.text.plays`, re-exported here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from game.i18n import N_, _, and_list, language, ngettext
from game.i18n.words import card_name
from game.rules import (
    DealSummary,
    Move,
    Position,
    Rules,
    apply,
    card_symbol,
)
from game.rules.seats import partner_of, team_of, team_seats
from game.text.plays import BID_NAMES as BID_NAMES
from game.text.plays import bid_label as bid_label
from game.text.plays import capture_gain as capture_gain
from game.text.plays import choice_label as choice_label
from game.text.plays import drop_preview as drop_preview
from game.text.plays import hint_phrase as hint_phrase
from game.text.plays import hint_text as hint_text
from game.text.plays import move_label as move_label
from game.text.plays import which_play as which_play
from game.text.rules_moves import describe
from game.text.rules_words import card_list

#: The first word of every hint (English, marked: :func:`hint_prefix` translates it).
# Translators: the first word of every hint toast ("Hint: J♦ takes the 2♣ — ...").
HINT_PREFIX = N_("Hint:")
#: The toast while the hint thinks (English, marked: :func:`thinking` translates it).
THINKING = N_("Hint: thinking…")


#: The number of a deal's last play (a seep on it scores ``last_play_seep_value``).
LAST_PLAY = 48


def signed(points: int) -> str:
    """``'+12'``, ``'-12'``, and ``'0'`` (no sign on nothing)."""
    return f"{points:+d}" if points else "0"


def hint_prefix() -> str:
    """``'Hint:'`` in the current language (a hint toast starts with it)."""
    return _(HINT_PREFIX)


def thinking() -> str:
    """``'Hint: thinking…'`` in the current language."""
    return _(THINKING)


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
        # Translators: the player's team and the other one, as short labels (score panel).
        return _("Us") if team == mine else _("Them")

    def team_phrase(self, team: int) -> str:
        """A team as the subject of a sentence: ``'You and North'``, ``'East and West'``."""
        if self.players == 2:
            return self.names[team]
        a, b = team_seats(team, self.players)
        if self.human in (a, b):
            partner = partner_of(self.human, self.players) if self.human is not None else b
            assert partner is not None and self.human is not None
            return and_list([self.names[self.human], self.names[partner]])
        return and_list([self.names[a], self.names[b]])

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
        """``'Deal 2: East deals, you bid.'``, ``'Deal 1: you deal, East bids.'``"""
        if self._you(bidder):
            # Translators: the log at a new deal: {number} is the deal's number, {dealer} a name.
            text = _("Deal {number}: {dealer} deals, you bid.")
        elif self._you(dealer):
            # Translators: the log at a new deal the player deals: {bidder} is a name.
            text = _("Deal {number}: you deal, {bidder} bids.")
        else:
            text = _("Deal {number}: {dealer} deals, {bidder} bids.")
        return text.format(number=number, dealer=self.names[dealer], bidder=self.names[bidder])

    def new_match(self, deal: str) -> str:
        # Translators: {deal} is the next sentence ("Deal 1: East deals, you bid.").
        return _("A new match. {deal}").format(deal=deal)

    def continued(self, deal: str) -> str:
        return _("Game continued. {deal}").format(deal=deal)

    def continued_at(self, number: int) -> str:
        return _("Game continued: deal {number}.").format(number=number)

    def holds(self, seat: int) -> str:
        """``'You hold'``, ``'East holds'`` (the start of a sentence about a hand)."""
        return _("You hold") if self._you(seat) else _("{name} holds").format(name=self.names[seat])

    def thrown_in(self, seat: int) -> str:
        if self._you(seat):
            return _("You hold nothing of 9 or more: the deal is thrown in.")
        return _("{name} holds nothing of 9 or more: the deal is thrown in.").format(
            name=self.names[seat]
        )

    def thrown_in_banner(self, seat: int) -> tuple[str, str]:
        if self._you(seat):
            text = _("You hold nothing of 9 or more. The same dealer deals again.")
        else:
            text = _("{name} holds nothing of 9 or more. The same dealer deals again.")
        # Translators: a banner's title: the deal is thrown in (no one could bid).
        return (_("Thrown in"), text.format(name=self.names[seat]))

    def seep(self, seat: int, points: int, play: int | None = None) -> str:
        """``'Seep! West swept the floor: +50.'``; a seep worth nothing says why (``play``:
        the play's number in the deal, 48 the last)."""
        name = self.names[seat]
        if points == 0 and play == LAST_PLAY:
            # Translators: the log: a seep made with the deal's last card scores nothing.
            return _("Seep! {name} swept the floor on the last play: that seep scores 0.").format(
                name=name
            )
        if points == 0:
            # Translators: the log: the house rules give this seep no points.
            return _("Seep! {name} swept the floor: these rules give it 0.").format(name=name)
        # Translators: the log; {points} is the seep's value.
        return _("Seep! {name} swept the floor: +{points}.").format(name=name, points=points)

    def seep_banner(self, seat: int, points: int) -> tuple[str, str]:
        if points == 0:
            return (
                # Translators: a big banner's title for a seep worth no points.
                _("SEEP!"),
                # Translators: under the banner: a seep that scores nothing (the last play's).
                _("{name} swept the floor (no points)").format(name=self.names[seat]),
            )
        return (
            # Translators: a big banner's title when a player sweeps the floor.
            _("SEEP! +{points}").format(points=points),
            _("{name} swept the floor").format(name=self.names[seat]),
        )

    def deal_over(self, score: tuple[int, int]) -> str:
        d0, d1 = score
        # Translators: {team0} and {team1} are "Us" and "Them" (or two names), with their points.
        return _("Deal over: {team0} {points0}, {team1} {points1}.").format(
            team0=self.team_name(0), points0=d0, team1=self.team_name(1), points1=d1
        )

    def baazi_won(self, team: int) -> str:
        # Translators: {team} is "You and North", "East and West" or a name.
        return _("{team} won the baazi!").format(team=self.team_phrase(team))

    def floor_turned_up(self, cards: Sequence[int]) -> str:
        """After the bid: ``'The floor turns up: the 4♣, the 7♦, the 9♥ and the K♠.'``"""
        # Translators: after the bid, the floor's face-down cards are turned up; {cards} them.
        return _("The floor turns up: {cards}.").format(cards=card_list(cards))

    def dealt_to(self, seat: int, count: int, holding: int) -> str:
        """A packet dealt to the player: ``'You are dealt 8 cards: you hold 12. H reads your
        hand.'`` (nothing for another seat: its cards are hidden)."""
        if not self._you(seat):
            return ""
        # Translators: a packet dealt to the player; {n} cards dealt, {held} in the hand now.
        said = ngettext(
            "You are dealt {n} card: you hold {held}. H reads your hand.",
            "You are dealt {n} cards: you hold {held}. H reads your hand.",
            count,
        )
        return said.format(n=count, held=holding)

    def leftovers(self, seat: int, cards: Sequence[int], points: int) -> str:
        """The floor's last cards going to the last capturer: ``'The last 2 cards on the floor
        go to East, who captured last: the 4♣ and the A♠ — 2 points.'``"""
        worth = ngettext("{n} point", "{n} points", points).format(n=points)
        facts = {
            "n": len(cards),
            "cards": card_list(cards),
            "worth": worth,
            "name": self.names[seat],
        }
        if self._you(seat):
            # Translators: the deal's end; {n} cards, {cards} listed, {worth}: "2 points".
            said = ngettext(
                "The last card on the floor goes to you, who captured last: {cards} — {worth}.",
                "The last {n} cards on the floor go to you, who captured last: {cards} — {worth}.",
                len(cards),
            )
        else:
            # Translators: the deal's end; {name} captured last; {n} cards, {cards} listed,
            # {worth}: their points ("2 points").
            said = ngettext(
                "The last card on the floor goes to {name}, who captured last: {cards} — {worth}.",
                "The last {n} cards on the floor go to {name}, who captured last: {cards} — "
                "{worth}.",
                len(cards),
            )
        return said.format(**facts)

    def took_back(self, taken: Sequence[tuple[int, Move]] = ()) -> str:
        """What an undo took back: ``'You took back your 2♥ and the plays of East and
        North.'`` (``taken``: each move with its seat, in order)."""
        cards = [card_symbol(m.card) for s, m in taken if self._you(s) and m.action != "bid"]
        others: list[str] = []
        for seat, _move in taken:
            if not self._you(seat) and self.names[seat] not in others:
                others.append(self.names[seat])
        if not cards:
            return _("You took back your play.")
        if not others:
            # Translators: an undo; {cards} is the card the player had played ("the 2♥").
            return _("You took back your {cards}.").format(cards=and_list(cards))
        # Translators: an undo; {cards}: the player's card ("2♥"); {names}: whose plays after
        # it were taken back too ("East, North and West").
        said = _("You took back your {cards} and the plays of {names}.")
        return said.format(cards=and_list(cards), names=and_list(others))

    def back_to_table(self) -> str:
        """Said when the menu or a dialog over the table closes."""
        return _("Back to the table.")

    def log_shown(self, shown: bool) -> str:
        """L: the log shown or hidden."""
        return _("Log shown.") if shown else _("Log hidden.")

    def undo_off(self) -> str:
        return _("Undo is off (Settings).")

    def nothing_to_undo(self) -> str:
        return _("Nothing to take back.")

    # The deal summary and the match result.

    def deal_title(self, summary: DealSummary, number: int) -> str:
        """``'Deal 3: your team wins 62–38'``."""
        d0, d1 = summary.deal_score
        if summary.ended_by == "two_seeps":
            return _("Deal {number}: ended by two seeps").format(number=number)
        if d0 == d1:
            return _("Deal {number}: a tie, {points} each").format(number=number, points=d0)
        t = 0 if d0 > d1 else 1
        mine = team_of(self.human if self.human is not None else 0)
        if self.players == 4:
            if t == mine:
                # Translators: a deal's summary title: {high}–{low} are the two teams' points.
                text = _("Deal {number}: your team wins {high}–{low}")
            else:
                text = _("Deal {number}: they win {high}–{low}")
        elif self.human is not None and t == self.human:
            text = _("Deal {number}: you win {high}–{low}")
        else:
            text = _("Deal {number}: {name} wins {high}–{low}")
        return text.format(number=number, name=self.names[t], high=max(d0, d1), low=min(d0, d1))

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
                    out.append((_("The running score is level."), False))
                else:
                    t = 0 if r0 > 0 else 1
                    # Translators: {team} is "Us", "Them" or a name; {lead} the points ahead,
                    # {target} the lead that wins the baazi.
                    text = _("Running lead: {team} +{lead} of {target}").format(
                        team=names[t], lead=abs(r0), target=rules.baazi_target
                    )
                    out.append((text, False))
        else:
            # Translators: {total0} and {total1} are signed numbers ("+12", "-12").
            text = _("Running totals: {team0} {total0}, {team1} {total1}").format(
                team0=names[0], total0=signed(r0), team1=names[1], total1=signed(r1)
            )
            out.append((text, False))
        if summary.baazi_winner is not None:
            loser = 1 - summary.baazi_winner
            low = rules.min_deal_points
            who = self.team_phrase(summary.baazi_winner)
            if summary.ended_by == "two_seeps":
                # Translators: {team} is "You and North", "East and West" or a name.
                text = _("{team} won the baazi: two full seeps ahead.")
            elif low and summary.deal_score[loser] < low and rules.match_mode == "baazi":
                # Translators: {loser} is "Them", "Us" or a name; {points} the least a deal must
                # score (the under-9 rule).
                text = _("{team} won the baazi: {loser} scored under {points}.")
            else:
                text = _("{team} won the baazi: the target is reached.")
            out.append((text.format(team=who, loser=names[loser], points=low), True))
            if rules.baazi_count > 1:
                # Translators: the baazis won so far by each team.
                text = _("Baazis: {team0} {count0}, {team1} {count1}").format(
                    team0=names[0], count0=baazis[0], team1=names[1], count1=baazis[1]
                )
                out.append((text, False))
        if finished:
            out.append((_("The match is over."), True))
        return out

    # The score panel: the match standing in words, and this deal's running tally.

    def standing(self, rules: Rules, running: Sequence[int], baazis: Sequence[int]) -> str:
        """``'You lead by 40'``, ``'Scores level'``, ``'New baazi, scores level'`` (the target is on
        the panel's last line)."""
        r0, r1 = running
        if rules.match_mode == "baazi" and rules.scoring_method == "difference":
            if r0 == 0:
                # Translators: the score panel when neither side leads (after a baazi is won).
                new = _("New baazi, scores level")
                # Translators: the score panel when neither side leads (at the start).
                return new if sum(baazis) > 0 else _("Scores level")
            team = 0 if r0 > 0 else 1
            return self._lead_by(team, abs(r0))
        # Translators: {total0} and {total1} are signed numbers ("+12", "-12").
        return _("Totals: {team0} {total0}, {team1} {total1}").format(
            team0=self.team_name(0), total0=signed(r0), team1=self.team_name(1), total1=signed(r1)
        )

    def _lead_by(self, team: int, points: int) -> str:
        """:meth:`lead_words` with the lead: ``'You lead by 40'``."""
        if self.human is None:
            # Translators: {team} is "Us", "Them" or a name; {points} the lead.
            text = _("{team} lead by {points}")
        elif self.players == 4:
            if team == team_of(self.human):
                text = _("Your team leads by {points}")
            else:
                text = _("They lead by {points}")
        elif team == team_of(self.human):
            text = _("You lead by {points}")
        else:
            text = _("{name} leads by {points}")
        return text.format(team=self.team_name(team), name=self.names[team], points=points)

    def lead_words(self, team: int) -> str:
        """``'You lead'``, ``'Your team leads'``, ``'They lead'``, ``'East leads'``."""
        if self.human is None:
            # Translators: {team} is "Us", "Them" or a name (who leads the baazi).
            return _("{team} lead").format(team=self.team_name(team))
        mine = team_of(self.human)
        if self.players == 4:
            return _("Your team leads") if team == mine else _("They lead")
        return _("You lead") if team == mine else _("{name} leads").format(name=self.names[team])

    def deal_tally(self, cards: Sequence[int], seeps: Sequence[int], counts: Sequence[int]) -> str:
        """``'This deal: Us 14 (1 seep) · Them 6'``: card points plus seeps so far."""
        parts = []
        for team in (0, 1):
            name, points, n = self.team_name(team), cards[team] + seeps[team], counts[team]
            if n:
                # Translators: a team's points this deal and its seeps: "Us 14 (1 seep)".
                part = ngettext("{team} {points} ({n} seep)", "{team} {points} ({n} seeps)", n)
                parts.append(part.format(team=name, points=points, n=n))
            else:
                parts.append(f"{name} {points}")
        # Translators: the score panel's tally: {first} and {second} are "Us 14 (1 seep)".
        return _("This deal: {first} · {second}").format(first=parts[0], second=parts[1])

    def next_deal_label(self, finished: bool) -> str:
        # Translators: a button under a deal's summary.
        return _("See the result") if finished else _("Next deal")

    def match_title(self, winner: object) -> str:
        """``'You and North won the match!'``"""
        if isinstance(winner, int):
            return _("{team} won the match!").format(team=self.team_phrase(winner))
        return _("The match is drawn")

    def match_how(
        self, rules: Rules, baazis: Sequence[int], summaries: Sequence[DealSummary]
    ) -> str:
        """How the match was won, in a line: ``'2 baazis to 1'``, ``'The baazi: first to 100'``,
        ``'On points over 3 deals: 312 to 288'``."""
        played = [s for s in summaries if s.ended_by != "thrown_in"]
        n = len(played)
        if rules.match_mode == "rounds":
            r0, r1 = played[-1].running if played else (0, 0)
            # Translators: the result of a match of a fixed number of deals ({n}).
            text = ngettext(
                "On points over {n} deal: {team0} {total0}, {team1} {total1}",
                "On points over {n} deals: {team0} {total0}, {team1} {total1}",
                n,
            )
            return text.format(
                n=n, team0=self.team_name(0), total0=r0, team1=self.team_name(1), total1=r1
            )
        if rules.baazi_count > 1:
            hi, lo = max(baazis), min(baazis)
            # Translators: the winner's baazis, as in "2 baazis to 1, in 7 deals".
            won = ngettext("{n} baazi", "{n} baazis", hi).format(n=hi)
            # Translators: {baazis} is "2 baazis" (the winner's), {low} the loser's baazis.
            text = ngettext("{baazis} to {low}, in {n} deal", "{baazis} to {low}, in {n} deals", n)
            return text.format(baazis=won, low=lo, n=n)
        last = next((s for s in reversed(played) if s.baazi_winner is not None), None)
        why = (last.baazi_reason or "") if last else ""
        if why == "two_seeps":
            text = ngettext(
                "The baazi, two full seeps ahead, in {n} deal",
                "The baazi, two full seeps ahead, in {n} deals",
                n,
            )
        elif why == "under_min":
            # Translators: {points} is the least a deal must score (the under-9 rule).
            text = ngettext(
                "The baazi, the other side scored under {points} in a deal, in {n} deal",
                "The baazi, the other side scored under {points} in a deal, in {n} deals",
                n,
            )
        else:
            # Translators: {target} is the lead that wins the baazi (100).
            text = ngettext(
                "The baazi, first to {target}, in {n} deal",
                "The baazi, first to {target}, in {n} deals",
                n,
            )
        return text.format(n=n, points=rules.min_deal_points, target=rules.baazi_target)

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
            # Translators: {n} deals not listed above the last twelve (1 or more).
            lines.append(_("… {n} earlier deals").format(n=len(played) - len(shown)))
        first = len(played) - len(shown) + 1
        for i, s in enumerate(shown, start=first):
            d0, d1 = s.deal_score
            if s.baazi_winner is not None:
                # Translators: a line of the match result: a deal's points, a baazi won in it.
                text = _("Deal {number}: {team0} {points0}, {team1} {points1}  — baazi won")
            else:
                text = _("Deal {number}: {team0} {points0}, {team1} {points1}")
            lines.append(
                text.format(number=i, team0=names[0], points0=d0, team1=names[1], points1=d1)
            )
        return lines

    def won_by_us(self, winner: object) -> bool:
        """Did the human's side win (the result celebrates)?"""
        return self.human is not None and isinstance(winner, int) and winner == team_of(self.human)

    # Toasts.

    def not_now(self, pos: Position, *, busy: bool) -> str:
        """Why the human cannot play just now."""
        if pos.phase == "bid" and self._you(pos.to_play):
            return _("First choose your bid.")
        if busy:
            return _("One moment…")
        return _("Wait for your turn: {name} is playing.").format(name=self.names[pos.to_play])

    def hints_off(self) -> str:
        return _("Hints are off (Settings).")

    def hint_not_now(self) -> str:
        return _("A hint is for your turn.")

    def no_hint(self) -> str:
        return _("No hint this time, sorry.")

    def cannot_undo(self) -> str:
        return _("That play cannot be taken back.")

    def not_saved(self) -> str:
        """The lasting note while the game cannot be saved."""
        return _("Not being saved")

    def bid_by(self, value: int, seat: int) -> str:
        """``'bid 11 by East'``, ``'bid 9 by you'`` (the score panel)."""
        if self._you(seat):
            # Translators: the score panel: the bid and who made it.
            return _("bid {value} by you").format(value=value)
        return _("bid {value} by {name}").format(value=value, name=self.names[seat])

    def to_bid(self, seat: int) -> str:
        if self._you(seat):
            # Translators: the score panel before the bid: who is to bid.
            return _("you to bid")
        return _("{name} to bid").format(name=self.names[seat])

    def no_last_play(self) -> str:
        return _("No play yet in this deal.")

    def coach_answer(self, state: str) -> str:
        """C at the table: ``state`` is ``"on"`` (now commenting), ``"already"`` or ``"off"``."""
        if state == "on":
            return _("The coach will say a word after your moves in this game.")
        if state == "already":
            return _("The coach is already commenting on your moves.")
        return _("The coach is off: turn it on in Settings.")

    def your_turn_label(self) -> str:
        """The second line of the human's plate on their turn."""
        return _("Your turn")

    def you_label(self, seat: int) -> str:
        """The second line of the human's plate otherwise: ``'You'`` under a name the player
        chose, nothing under the name "You" itself (in English or the current language)."""
        # Translators: the player's own name at the table (and the label under a chosen name).
        you = _("You")
        name = self.names[seat].strip().lower()
        return "" if name in ("you", you.lower()) else you

    def turn(self, phase: str) -> str:
        return _("Your turn") if phase == "play" else _("Your bid")

    def hint(self, move: Move, why: str, pos: Position) -> str:
        """``'Hint: J♦ takes the 2♣, 3♦ and 6♠ — worth 7 points.'``"""
        return hint_text(move, why, pos)


_CARD_WORDS: dict[str, tuple[dict[str, str], re.Pattern[str]]] = {}


def _card_words() -> tuple[dict[str, str], re.Pattern[str]]:
    """The cards' words in the current language, by symbol, and a pattern finding the symbols
    (one per language, made when first needed)."""
    code = language()
    found = _CARD_WORDS.get(code)
    if found is None:
        names = {card_symbol(c): card_name(c) for c in range(52)}
        pattern = re.compile("|".join(sorted(map(re.escape, names), key=len, reverse=True)))
        found = _CARD_WORDS[code] = (names, pattern)
    return found


def cards_in_words(text: str) -> str:
    """Card symbols spelt out, for text shown where the suit glyphs may be missing (a dialog) or
    read aloud: ``'you do not hold the K♠'`` → ``'you do not hold the king of spades'``.

    >>> cards_in_words("the 10♦ and the 2♣")
    'the ten of diamonds and the two of clubs'
    """
    names, pattern = _card_words()
    return pattern.sub(lambda m: names[m.group(0)], text)


def result_line(deals: int, baazis: Sequence[int], finished: bool, winner: object) -> str:
    """One line about the match so far (printed after ``--autoplay``, for outside checks: it
    stays English)."""
    state = f"winner {winner}" if finished else "unfinished"  # i18n: skip
    return f"seep: {deals} deals played, baazis {baazis[0]}-{baazis[1]}, {state}"  # i18n: skip
