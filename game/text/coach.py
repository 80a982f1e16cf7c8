"""The coach's sentences, made from its facts (:class:`game.play.coach.Remark`).

The coach (``game/play/coach.py``) decides what to remark on and returns a fact: a code and its
parameters. This module words it in the player's language (the same msgids the coach used when
it made its own sentences).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _
from game.play.coach import Remark
from game.rules.cards import card_symbol, cards_of
from game.text.rules_words import card_list, or_chain, seat_name
from game.text.words import hint_phrase

_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}


def value_name(v: int) -> str:
    """A rank as the coach writes it: ``'9'``, ``'K'``."""
    return _NAMES.get(v, str(v))


def a_card(v: int) -> str:
    """A card of value ``v`` with its article: ``'a 9'``, ``'an 8'``."""
    if v in (8, 11):
        # Translators: a card of that value, for the sweep of "an 8" (the English says "an").
        return _("an {value}").format(value=value_name(v))
    return _("a {value}").format(value=value_name(v))


def _who(seat: int, players: int, names: Sequence[str] | None) -> str:
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return seat_name(seat, players)


def _seep_left(remark: Remark, names: Sequence[str] | None) -> str:
    loose_words = card_list(cards_of(remark.loose)) if remark.loose else ""
    if remark.houses:
        left = _(", ").join(
            [_("the house of {value}").format(value=v) for v in remark.houses]
            + ([loose_words] if loose_words else [])
        )
    else:
        left = loose_words
    who = _who(remark.seat, remark.players, names)
    if len(remark.values) == 1:
        # Translators: any card of that value ("any 9", "any K").
        sweeps = _("any {value}").format(value=value_name(remark.values[0]))
    else:
        sweeps = or_chain([a_card(v) for v in remark.values])
    # Translators: the coach. {left} is what is on the floor ("the 4♣ and the 5♥"), {who} the
    # next player, {sweeps} the cards that clear it ("any 9", "a 9 or a K").
    text = _("That left {left} on the floor: {who} can sweep it with {sweeps}.")
    return text.format(left=left, who=who, sweeps=sweeps)


def _better(remark: Remark) -> str:
    assert remark.move is not None and remark.position is not None
    # Translators: the coach. {play} is a hinted play ("J♦ takes the 2♣"), {why} its reason.
    text = _("Better: {play} ({why}).")
    return text.format(play=hint_phrase(remark.move, remark.position), why=remark.why)


def remark_text(remark: Remark, names: Sequence[str] | None = None) -> str:
    """The coach's remark in words (``names``: the seats' names as the table shows them; the
    default South, West...)."""
    code = remark.code
    if code == "seep_left":
        return _seep_left(remark, names)
    if code == "last_key":
        # Translators: the coach. {value} is a rank ("K", "9"), {house} a house's value (13).
        text = _("You threw your last {value}: a house of {house} can no longer be yours.")
        return text.format(value=value_name(remark.value), house=remark.value)
    if code == "better":
        return _better(remark)
    if code == "good_seep":
        # Translators: the coach; {points} is 5 or more.
        return _("Good: a seep, {points} points in all.").format(points=remark.points)
    if code == "good_card":
        text = _("Good: the {card} was worth {points}.")
        return text.format(card=card_symbol(remark.card), points=remark.points)
    if code == "good_points":
        # Translators: the coach; {points} is 5 or more.
        return _("Good: that capture was worth {points} points.").format(points=remark.points)
    who = _who(remark.seat, remark.players, names)
    if code == "other_seep":
        # Translators: the coach in the guided deal; {who} is a player's name.
        text = _("{who} swept the floor: a seep, {points} points.")
        return text.format(who=who, points=remark.points)
    if code == "other_house":
        return _("{who} took the house of {value}.").format(who=who, value=remark.value)
    if code == "other_points":
        # Translators: the coach in the guided deal; {points} is 5 or more.
        return _("{who} took {points} points.").format(who=who, points=remark.points)
    raise ValueError(f"unknown coach remark {code!r}")


def remark_or_none(remark: Remark | None, names: Sequence[str] | None = None) -> str | None:
    """:func:`remark_text`, or ``None`` for no remark."""
    return remark_text(remark, names) if remark is not None else None


__all__ = ["a_card", "remark_or_none", "remark_text", "value_name"]
