"""The coach: after each of the human's moves, at most one short remark, from their view alone.

The coach is fed the session's :class:`~game.play.events.MoveMade` events and reads only the
human's :class:`~game.rules.PlayerView` of the position before the move (every other hand
hidden), the move and the public floor after it; it never sees a hidden card, so re-dealing the
hidden hands never changes what it says.

What it remarks on, the first that applies:

1. the move left a floor that one card clears, with an opponent to play next, when another move
   would not have: ``"That left the 4♣ and 5♥ on the floor: West can sweep with any 9."``;
2. the move threw the human's last card of a house value while a house of that value could
   have been built with another card: ``"You threw your last K: a house of 13 can no longer be
   yours."``;
3. the hint player's evaluation (Medium's one-ply score, :func:`game.ai.bots.score_moves`)
   rates another move clearly better (by :data:`BETTER_BY` points or more): ``"Better: ...``;
4. the move banked :data:`GOOD_POINTS` points or more: ``"Good: the 10♦ was worth 6."``.

The computer players' notable moves (a seep, a big capture, a house taken) get a line too, for
the tutorial's guided deal (:meth:`Coach.about_other`). All the coach's sentences are built here,
in the current language (:mod:`game.i18n`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.bots import score_moves
from game.ai.features import (
    POINTS,
    POINTS_TEN_2,
    captured_mask,
    floor_after,
    immediate_gain,
    is_seep,
)
from game.ai.hint import reason
from game.i18n import _
from game.play.events import MoveMade
from game.play.savegame import GameSetup
from game.rules import Move, PlayerView, Position, movegen
from game.rules.cards import VALUE, card_symbol, cards_of, value_count
from game.rules.movegen import BUILD, CAPTURE, THROW, MoveTuple, clearing_values
from game.text.rules_words import card_list, or_chain, seat_name
from game.text.words import hint_phrase

BETTER_BY = 4.0  # how much better (in the evaluation's points) the hint's move must be
GOOD_POINTS = 5  # a capture banking this many points (cards and seep) is praised
QUIET_LEVELS = frozenset({"hard", "expert"})  # the coach keeps quiet against these...

_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}


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


def _value_name(v: int) -> str:
    return _NAMES.get(v, str(v))


def _a_card(v: int) -> str:
    """A card of value ``v`` with its article: ``'a 9'``, ``'an 8'``."""
    if v in (8, 11):
        # Translators: a card of that value, for the sweep of "an 8" (the English says "an").
        return _("an {value}").format(value=_value_name(v))
    return _("a {value}").format(value=_value_name(v))


def _cards_words(mask: int) -> str:
    return card_list(cards_of(mask))


@dataclass(frozen=True)
class Remark:
    """One remark: its ``kind`` (``"seep_left"``, ``"last_key"``, ``"better"``, ``"good"``,
    ``"other"``) and its text."""

    kind: str
    text: str


class Coach:
    """Remarks on the moves of ``seat`` (the human), from that seat's view only.

    Args:
        seat: the human's seat.
        names: the seats' names as the table shows them (default: South, West...).
    """

    def __init__(self, seat: int, names: Sequence[str] | None = None) -> None:
        self.seat = seat
        self.names = tuple(names) if names is not None else None

    def _name(self, seat: int, players: int) -> str:
        if self.names is not None:
            return self.names[seat]
        return seat_name(seat, players)

    # The human's moves.

    def after_move(
        self, before: Position, move: Move, history: Sequence[tuple[int, Move]] = ()
    ) -> Remark | None:
        """At most one remark on the human's ``move`` in ``before`` (which is hidden down to the
        human's view first: other hands never reach the coach)."""
        view = PlayerView.of(before, self.seat, history)
        pos = view.position
        if pos.phase != "play" or pos.to_play != self.seat:
            return None
        move = Move._make(move)
        moves = movegen.generate(pos)
        if tuple(move) not in moves:
            return None
        return (
            self._seep_left(pos, move, moves)
            or self._last_key(pos, move, moves)
            or self._better(pos, move, moves)
            or self._good(pos, move)
        )

    def _seep_left(
        self, pos: Position, move: Move, moves: list[movegen.MoveTuple]
    ) -> Remark | None:
        n = pos.players
        nxt = (pos.to_play + 1) % n
        if n == 4 and (nxt & 1) == (self.seat & 1):
            return None  # the partner plays next
        if pos.plays_made + 1 >= 48 or not pos.hand_sizes[nxt]:
            return None  # nobody is left to sweep
        if move.kind == CAPTURE and is_seep(pos, move):
            return None
        loose, houses = floor_after(pos, move)
        values = clearing_values(loose, houses) if loose or houses else []
        if not values:
            return None
        safe = any(
            not clearing_values(*after) if after[0] or after[1] else True
            for m in moves
            for after in [floor_after(pos, m)]
        )
        if not safe:
            return None  # every move left one: nothing to learn here
        if houses:
            left = _(", ").join(
                [_("the house of {value}").format(value=v) for v in sorted(houses)]
                + ([_cards_words(loose)] if loose else [])
            )
        else:
            left = _cards_words(loose)
        who = self._name(nxt, n)
        if len(values) == 1:
            # Translators: any card of that value ("any 9", "any K").
            sweeps = _("any {value}").format(value=_value_name(values[0]))
        else:
            sweeps = or_chain([_a_card(v) for v in values])
        # Translators: the coach. {left} is what is on the floor ("the 4♣ and the 5♥"), {who} the
        # next player, {sweeps} the cards that clear it ("any 9", "a 9 or a K").
        text = _("That left {left} on the floor: {who} can sweep it with {sweeps}.")
        return Remark("seep_left", text.format(left=left, who=who, sweeps=sweeps))

    def _last_key(self, pos: Position, move: Move, moves: list[MoveTuple]) -> Remark | None:
        if move.kind != THROW:
            return None
        v = VALUE[move.card]
        hand = pos.hands[self.seat] or 0
        if not 9 <= v <= 13 or value_count(hand, v) != 1:
            return None
        could_build = any(m[0] == BUILD and m[4] == v and VALUE[m[1]] != v for m in moves)
        if not could_build:
            return None
        return Remark(
            "last_key",
            # Translators: the coach. {value} is a rank ("K", "9"), {house} a house's value (13).
            _("You threw your last {value}: a house of {house} can no longer be yours.").format(
                value=_value_name(v), house=v
            ),
        )

    def _better(self, pos: Position, move: Move, moves: list[MoveTuple]) -> Remark | None:
        if len(moves) < 2:
            return None
        scores = score_moves(pos, self.seat, moves, defence=1.0, care=1.0)
        played: MoveTuple = (move[0], move[1], move[2], move[3], move[4])
        mine = scores[moves.index(played)]
        top = max(scores)
        if top - mine < BETTER_BY:
            return None
        best = Move._make(moves[scores.index(top)])
        why = reason(PlayerView(self.seat, pos), best)
        # Translators: the coach. {play} is a hinted play ("J♦ takes the 2♣"), {why} its reason.
        text = _("Better: {play} ({why}).").format(play=hint_phrase(best, pos), why=why)
        return Remark("better", text)

    def _good(self, pos: Position, move: Move) -> Remark | None:
        if move.kind != CAPTURE:
            return None
        gain = immediate_gain(pos, move)
        if gain < GOOD_POINTS:
            return None
        if is_seep(pos, move):
            # Translators: the coach; {points} is 5 or more.
            return Remark("good", _("Good: a seep, {points} points in all.").format(points=gain))
        table = POINTS if pos.rules.ten_of_diamonds_points == 6 else POINTS_TEN_2
        taken = captured_mask(pos, move)
        best = max(cards_of(taken), key=lambda c: table[c])
        if table[best] == gain:
            text = _("Good: the {card} was worth {points}.")
            return Remark("good", text.format(card=card_symbol(best), points=gain))
        # Translators: the coach; {points} is 5 or more.
        return Remark(
            "good", _("Good: that capture was worth {points} points.").format(points=gain)
        )

    def on_move(self, event: MoveMade) -> str | None:
        """The remark (its text) on a session's move event, if it was the human's."""
        if event.seat != self.seat or not event.human:
            return None
        remark = self.after_move(event.before, event.move)
        return remark.text if remark is not None else None

    # The others' moves (the guided deal).

    def about_other(self, before: Position, seat: int, move: Move) -> Remark | None:
        """A line on a computer player's notable move (public facts only), or ``None``."""
        if seat == self.seat or move.kind != CAPTURE:
            return None
        pos = PlayerView.of(before, self.seat).position
        who = self._name(seat, pos.players)
        gain = immediate_gain(before, move)
        if is_seep(before, move):
            # Translators: the coach in the guided deal; {who} is a player's name.
            text = _("{who} swept the floor: a seep, {points} points.")
            return Remark("other", text.format(who=who, points=gain))
        if move.house:
            text = _("{who} took the house of {value}.")
            return Remark("other", text.format(who=who, value=move.house))
        if gain >= GOOD_POINTS:
            # Translators: the coach in the guided deal; {points} is 5 or more.
            return Remark("other", _("{who} took {points} points.").format(who=who, points=gain))
        return None


__all__ = ["BETTER_BY", "GOOD_POINTS", "QUIET_LEVELS", "Coach", "Remark", "coach_for", "coach_on"]
