"""Moves in words, for the log and for speech, in the current language (:mod:`game.i18n`).

(:func:`seat_name` and :func:`card_list` live in :mod:`game.text.rules_words`; they are importable
from here too.)

>>> from game.rules.moves import Move
>>> m = Move.from_json({"action": "build", "card": "5h", "loose": ["6d"], "value": 11})
>>> describe(m, seat=1)
'East built a house of 11 with the 5♥ and the 6♦.'
>>> move_phrase(m)
'built a house of 11 with the 5♥ and the 6♦'
"""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _, and_list
from game.rules.cards import cards_of
from game.rules.kinds import ADD, BID, BUILD, CAPTURE, RAISE, THROW
from game.rules.outcome import outcome
from game.rules.position import Position
from game.text.rules_words import SEAT_NAMES_2, SEAT_NAMES_4, and_chain, card_list, seat_name
from game.text.rules_words import the_card as _the_card


def describe(
    move: Sequence[int],
    seat: int | None = None,
    pos: Position | None = None,
    names: Sequence[str] | None = None,
) -> str:
    """A sentence for a move: ``'East built a house of 11 with the 5♥ and the 6♦.'``

    Args:
        move: the move (a :class:`Move` or a hot-path tuple).
        seat: who plays it (defaults to ``pos.to_play``).
        pos: the position before the move, for owners and whether a house is new.
        names: seat names (default: compass names).
    """
    return _words(move, seat, pos, names, subject=True)


def move_phrase(move: Sequence[int], pos: Position | None = None) -> str:
    """What a move of the seat to play does, without who: ``'built a house of 11 with the 5♥
    and the 6♦'`` (for a list of the plays a card may make)."""
    return _words(move, None, pos, None, subject=False)


def _pick(subject: bool, sentence: str, phrase: str) -> str:
    return sentence if subject else phrase


def _words(
    move: Sequence[int],
    seat: int | None,
    pos: Position | None,
    names: Sequence[str] | None,
    *,
    subject: bool,
) -> str:
    kind, card, loose, hv, value = move
    if seat is None:
        seat = pos.to_play if pos is not None else 0
    players = pos.players if pos is not None else 4
    if names is not None:
        who = names[seat]
    else:
        who = seat_name(seat, players)
    played = _the_card(card) if card >= 0 else ""
    floor = cards_of(loose)
    fields: dict[str, object] = {"who": who, "card": played, "value": value, "house": hv}
    if kind == BID:
        text = _pick(
            subject,
            # Translators: a move in the log. {who} is a player's name, {value} the bid (9-13).
            _("{who} bid {value}."),
            # Translators: a move, in a list of what a card may do (after "with it you may:").
            _("bid {value}"),
        )
    elif kind == THROW:
        text = _pick(
            subject,
            # Translators: {card} is "the 10♦" (see "the {card}").
            _("{who} threw {card}."),
            # Translators: a move, in a list of what a card may do (after "with it you may:").
            _("threw {card}"),
        )
    elif kind == CAPTURE:
        parts = []
        if hv:
            # Translators: what a capture takes: the house of {value} (9 to 13).
            parts.append(_("the house of {value}").format(value=hv))
        if floor:
            parts.append(card_list(floor))
        fields["taken"] = and_list(parts) if parts else ""
        text = _pick(
            subject,
            # Translators: {taken} is "the house of 9 and the 2♣, the 3♦ and the 6♠"; {card} the
            # card played ("the J♦").
            _("{who} took {taken} with {card}."),
            # Translators: a move, in a list of what a card may do (after "with it you may:").
            _("took {taken} with {card}"),
        )
    elif kind == BUILD:
        fields["cards"] = card_list([card, *floor], keep_first=True)
        text = _pick(
            subject,
            # Translators: {cards} is "the 5♥ and the 6♦" (the card played first).
            _("{who} built a house of {value} with {cards}."),
            # Translators: a move, in a list of what a card may do (after "with it you may:").
            _("built a house of {value} with {cards}"),
        )
    elif kind == ADD:
        fields["cards"] = card_list([card, *floor], keep_first=True)
        fields["whose"] = _owner_words(pos, value, seat, names) if pos is not None else _house()
        text = _pick(
            subject,
            # Translators: {whose} is "East's house", "your house", "their own house" or "the
            # house"; {value} its value (9 to 13).
            _("{who} added {cards} to {whose} of {value}."),
            # Translators: a move, in a list of what a card may do (after "with it you may:").
            _("added {cards} to {whose} of {value}"),
        )
    elif kind == RAISE:
        fields["whose"] = _owner_words(pos, hv, seat, names) if pos is not None else _house()
        fields["cards"] = card_list(floor)
        joins = pos is not None and outcome(pos, move).joins
        text = _raise_words(subject, bool(floor), joins)
    else:
        text = _pick(
            subject,
            _("{who} played {card}."),
            # Translators: a move, in a list of what a card may do (after "with it you may:").
            _("played {card}"),
        )
    return text.format(**fields)


def _raise_words(subject: bool, taking: bool, joins: bool) -> str:
    """The sentence of a raise: ``{whose}`` of ``{house}`` raised to ``{value}`` with ``{card}``,
    perhaps taking in ``{cards}``, perhaps joining the house of ``{value}``."""
    if taking and joins:
        return _pick(
            subject,
            # Translators: {whose} is "East's house" (or "the house"...), {house} its old value,
            # {value} the new one, {card} the card played, {cards} loose cards taken in.
            _(
                "{who} raised {whose} of {house} to {value} with {card}, taking in {cards}; "
                "it joins the house of {value}."
            ),
            # Translators: a move, in a list of what a card may do (after "with it you may:").
            _(
                "raised {whose} of {house} to {value} with {card}, taking in {cards}; it joins "
                "the house of {value}"
            ),
        )
    if taking:
        return _pick(
            subject,
            _("{who} raised {whose} of {house} to {value} with {card}, taking in {cards}."),
            # Translators: a move, in a list of what a card may do (after "with it you may:").
            _("raised {whose} of {house} to {value} with {card}, taking in {cards}"),
        )
    if joins:
        return _pick(
            subject,
            _(
                "{who} raised {whose} of {house} to {value} with {card}; it joins the house of "
                "{value}."
            ),
            # Translators: a move, in a list of what a card may do (after "with it you may:").
            _("raised {whose} of {house} to {value} with {card}; it joins the house of {value}"),
        )
    return _pick(
        subject,
        _("{who} raised {whose} of {house} to {value} with {card}."),
        # Translators: a move, in a list of what a card may do (after "with it you may:").
        _("raised {whose} of {house} to {value} with {card}"),
    )


def _house() -> str:
    # Translators: a house named without its owner, as in "added the 2♣ to the house of 11".
    return _("the house")


def _is_you(name: str) -> bool:
    """Whether a seat's name is the player's own "You" (in English or the current language)."""
    return name.lower() == "you" or name == _("You")


def _owner_words(pos: Position, value: int, seat: int, names: Sequence[str] | None) -> str:
    house = pos.houses.get(value)
    if house is None:
        return _house()
    owners = house.owners
    you = names is not None and _is_you(names[seat])
    if owners == (seat,) and not you:  # the player's own is "your house" (below)
        # Translators: the player's own house, as in "East added the 2♣ to their own house of 9".
        return _("their own house")
    label = [names[o] if names is not None else seat_name(o, pos.players) for o in owners]
    if len(label) == 1:
        return _possessive(label[0])
    if any(_is_you(n) for n in label):
        # Translators: a house owned by the player and someone else.
        return _("the joint house")
    # Translators: a house and its owner, as in "added the 2♣ to East's house of 9"; {name} is a
    # player's name, or two joined ("North and East").
    return _("{name}'s house").format(name=and_chain(label))


def _possessive(name: str) -> str:
    if _is_you(name):
        # Translators: the player's house, as in "added the 2♣ to your house of 9".
        return _("your house")
    return _("{name}'s house").format(name=name)


__all__ = [
    "SEAT_NAMES_2",
    "SEAT_NAMES_4",
    "card_list",
    "describe",
    "move_phrase",
    "seat_name",
]
