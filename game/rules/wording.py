"""The rules core's fixed English: the words of the rules tool and of error messages.

Plain data and plain formatting, no translation layer: the sentences a player reads are made by
the text layer (:mod:`game.text.rules_reasons`) in the player's language, and in English they
are these same sentences (a test checks it, template by template). The rules tool's ``explain``
answers (read by outside checks) and :class:`~game.rules.reasons.IllegalMoveError`'s message are
built here.

>>> from game.rules.reasons import reason
>>> english(reason("take_too_many", cards=(16, 21), value=9))
'you must take the 5♠ and the 6♥ too: they add up to 9'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules.cards import card_symbol, cards_of, sort_key
from game.rules.kinds import ADD, BID, BUILD, CAPTURE, RAISE, THROW
from game.rules.position import Position
from game.rules.reasons import Reason

#: The compass names of the seats (English).
SEAT_NAMES_4 = ("South", "East", "North", "West")
SEAT_NAMES_2 = ("South", "North")

#: Each reason of :func:`game.rules.explain`, in English, by code.
ENGLISH: dict[str, str] = {
    "hand_hidden": "the hand of seat {seat}, who is to play, is not shown",
    "no_such_play_but": "that is not a legal play for the {card} here; with it you may: {plays}",
    "no_such_play": "that is not a legal play for the {card} here",
    "not_legal_here": "that move is not legal here",
    "deal_over": "the deal is over: there are no more plays",
    "bid_first": "first the bidder must bid a value from 9 to 13",
    "bid_range": "a bid is a value from 9 to 13, not {value}",
    "bid_nothing_held": "you hold nothing of 9 or more, so the deal is thrown in and dealt again",
    "bid_held_only": "you can bid only a value you hold: {values}",
    "bid_made": "the bid has been made: play a card",
    "no_card": "the move names no card",
    "not_held": "you do not hold the {card}",
    "not_loose_in_house": "the {card} is not a loose card on the floor (it is in a house)",
    "not_loose": "the {card} is not a loose card on the floor",
    "opening_bid_value": (
        "on the opening play only a card of the bid value, {bid}, may capture or be "
        "thrown; any card may build a house of {bid}"
    ),
    "opening_build": "the opening build must be a house of the bid value, {bid}",
    "no_houses_yet": "there are no houses on the floor yet",
    "take_too_one": "you must take {cards} too: it is a {value}",
    "take_too_many": "you must take {cards} too: they add up to {value}",
    "no_house": "there is no house of {value} on the floor",
    "house_wrong_card": (
        "a house of {value} can be taken only by a card of value {value}, not a {card_value}"
    ),
    "take_house_too": (
        "you must take the house of {value} too: a card always takes the house of its value"
    ),
    "capture_nothing": (
        "a capture must take something, and nothing on the floor adds up to {value}"
        " (a house is never part of a sum)"
    ),
    "capture_other_value": (
        "{cards} is {a_card}: {a_value} captures only cards of value {value}, or cards "
        "that add up to {value}"
    ),
    "capture_short": "{cards} add up to {total}, not {value}",
    "capture_not_multiple": (
        "{cards} add up to {total}, which is neither {value} nor a whole number of {value}s"
    ),
    "capture_no_split": "{cards} cannot be split into sets that each add up to {value}",
    "house_range": "a house is worth 9 to 13, not {value}",
    "house_exists": "there is already a house of {value}: add to it instead (one house per value)",
    "no_house_to_add": "there is no house of {value} to add to",
    "card_over_value": "the {card} is worth more than {value}",
    "house_alone": "a house needs floor cards as well: the {card} alone is just a loose card",
    "house_sets": (
        "{cards} add up to {total}: a house must be whole sets of {value}, one of them with "
        "your card"
    ),
    "no_lay_alongside": (
        "under these rules a card laid beside a set of its value does not make a house"
    ),
    "max_houses": "there may be at most {n} houses on the floor at once",
    "put_in_one": "you must put {cards} into the house too: it is a {value}",
    "put_in_many": "you must put {cards} into the house too: they add up to {value}",
    "pakka_owners_only": "only the team that owns the pakka house of {value} may add to it",
    "partner_needs_key": (
        "under these rules adding to your partner's house needs {a_value} of your own"
    ),
    "keep_key_last": (
        "you must keep {a_value} in your hand for the house of {value}; this would be your last"
    ),
    "keep_key_none": (
        "you must keep {a_value} in your hand for the house of {value}; you hold none"
    ),
    "team_key_last": "your team must keep {a_value} for the house of {value}; this is its last",
    "last_key": (
        "the {card} is your last {value}, the key to your house of {value}: it can only take "
        "that house"
    ),
    "no_house_to_raise": "there is no house of {value} to raise",
    "raise_pakka": "the house of {value} is pakka (cemented): it cannot be raised",
    "raise_own": "you cannot raise your own house",
    "raise_partner": "you cannot raise your partner's house under these rules",
    "raise_hand_only": "a raise uses only the card from your hand, no floor cards",
    "raise_past_13": "a house cannot be raised past 13 ({house} + {card_value} = {total})",
    "raise_range": "a house is worth 9 to 13, not {value} ({house} + {card_value} makes {total})",
    "raise_sum": "{house} + {card_value} makes {total}, not {value}",
    "raise_at_least": "{house} + {card_value} makes at least {total}, not {value}",
    "raise_floor_sets": (
        "the floor cards of a raise must bring {house} + {card_value} up to {value}, and any "
        "other cards taken in must make sets of {value}"
    ),
    "raise_joins_pakka": (
        "the raise would join the pakka house of {value}, which only its owners' team may add to"
    ),
    "raise_needs_key": "you must hold {a_value} to raise a house to {value}",
    "put_in_raised": "you must put {cards} into the raised house too: they make {value}",
    "throw_takes_house": "the {card} can take the house of {value}, so it cannot be thrown",
    "throw_captures_one": "the {card} can capture ({cards} is a {value}), so it cannot be thrown",
    "throw_captures_many": "the {card} can capture ({cards} make {value}), so it cannot be thrown",
    "throw_strict": (
        "under strict throws a card that can build, add or raise cannot be thrown, and the "
        "{card} can"
    ),
}

#: What a move does, without who (the plays listed in ``no_such_play_but``), by kind.
PLAYS: dict[str, str] = {
    "bid": "bid {value}",
    "throw": "threw {card}",
    "capture": "took {taken} with {card}",
    "build": "built a house of {value} with {cards}",
    "add": "added {cards} to {whose} of {value}",
    "raise_taking_joins": (
        "raised {whose} of {house} to {value} with {card}, taking in {cards}; it joins "
        "the house of {value}"
    ),
    "raise_taking": "raised {whose} of {house} to {value} with {card}, taking in {cards}",
    "raise_joins": (
        "raised {whose} of {house} to {value} with {card}; it joins the house of {value}"
    ),
    "raise": "raised {whose} of {house} to {value} with {card}",
    "play": "played {card}",
}

#: Small words: "the {card}", lists, houses and their owners.
WORDS: dict[str, str] = {
    "the_card": "the {card}",
    "and": "{items} and {last}",
    "or": "{items} or {last}",
    "comma": ", ",
    "nothing": "nothing",
    "house_of": "the house of {value}",
    "house": "the house",
    "own_house": "their own house",
    "named_house": "{name}'s house",
    "plays_between": "; ",
}

_KEY = {1: "an A", 8: "an 8", 11: "a J", 12: "a Q", 13: "a K"}


def key_words(v: int) -> str:
    """A card of value ``v``, with its article: ``'a 9'``, ``'an 8'``, ``'a K'``."""
    return _KEY.get(v, f"a {v}")


def seat_name(seat: int, players: int = 4) -> str:
    """The English compass name of a seat."""
    return SEAT_NAMES_4[seat] if players == 4 else SEAT_NAMES_2[seat]


def the_card(card: int) -> str:
    """``'the 10♦'``."""
    return WORDS["the_card"].format(card=card_symbol(card))


def and_list(items: Sequence[str]) -> str:
    """``'a, b and c'`` (``'nothing'`` for none)."""
    if not items:
        return WORDS["nothing"]
    if len(items) == 1:
        return items[0]
    return WORDS["and"].format(items=WORDS["comma"].join(items[:-1]), last=items[-1])


def chain(items: Sequence[str], word: str) -> str:
    """``'9 or 10 or 11'``: every pair joined by ``word`` (``"and"`` or ``"or"``)."""
    text = items[0] if items else ""
    for item in items[1:]:
        text = WORDS[word].format(items=text, last=item)
    return text


def card_list(cards: Sequence[int], keep_first: bool = False) -> str:
    """``'the 5♥, the 6♦ and the 9♣'`` (value order; ``keep_first`` keeps the first card first)."""
    ordered = sorted(cards[1:], key=sort_key) if keep_first else sorted(cards, key=sort_key)
    if keep_first and cards:
        ordered.insert(0, cards[0])
    return and_list([the_card(c) for c in ordered])


def _owner_words(pos: Position | None, value: int, seat: int) -> str:
    house = pos.houses.get(value) if pos is not None else None
    if pos is None or house is None:
        return WORDS["house"]
    if house.owners == (seat,):
        return WORDS["own_house"]
    names = [seat_name(o, pos.players) for o in house.owners]
    return WORDS["named_house"].format(name=chain(names, "and"))


def play_words(move: Sequence[int], pos: Position | None = None) -> str:
    """What a move of the seat to play does, without who: ``'built a house of 11 with the 5♥
    and the 6♦'``."""
    kind, card, loose, hv, value = move
    seat = pos.to_play if pos is not None else 0
    floor = cards_of(loose)
    fields: dict[str, Any] = {"card": the_card(card) if card >= 0 else "", "value": value}
    fields["house"] = hv
    if kind == BID:
        key = "bid"
    elif kind == THROW:
        key = "throw"
    elif kind == CAPTURE:
        parts = [WORDS["house_of"].format(value=hv)] if hv else []
        if floor:
            parts.append(card_list(floor))
        fields["taken"] = and_list(parts) if parts else ""
        key = "capture"
    elif kind in (BUILD, ADD):
        fields["cards"] = card_list([card, *floor], keep_first=True)
        fields["whose"] = _owner_words(pos, value, seat)
        key = "build" if kind == BUILD else "add"
    elif kind == RAISE:
        fields["whose"] = _owner_words(pos, hv, seat)
        fields["cards"] = card_list(floor)
        joins = pos is not None and value in pos.houses
        key = "raise" + ("_taking" if floor else "") + ("_joins" if joins else "")
    else:
        key = "play"
    return PLAYS[key].format(**fields)


def _word(name: str, value: Any, pos: Position | None) -> object:
    if name == "card":
        return card_symbol(value)
    if name == "cards":
        return card_list(value)
    if name in ("a_card", "a_value"):
        return key_words(value)
    if name == "values":
        return chain([str(v) for v in value], "or")
    if name == "plays":
        return WORDS["plays_between"].join(play_words(m, pos) for m in value)
    return value


def english(reason: Reason, pos: Position | None = None) -> str:
    """A reason of :func:`game.rules.explain` in the tool's English (no capital, no full stop).
    ``pos`` is the position it is about, for the owners of the houses in the plays it lists."""
    template = ENGLISH.get(reason.code)
    if template is None:
        return reason.code.replace("_", " ")
    return template.format(**{name: _word(name, v, pos) for name, v in reason.params})


__all__ = [
    "ENGLISH",
    "PLAYS",
    "SEAT_NAMES_2",
    "SEAT_NAMES_4",
    "WORDS",
    "and_list",
    "card_list",
    "chain",
    "english",
    "key_words",
    "play_words",
    "seat_name",
    "the_card",
]
