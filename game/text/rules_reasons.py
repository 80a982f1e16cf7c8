"""The rules core's reasons in words, in the current language (:mod:`game.i18n`).

:func:`game.rules.explain` answers with a :class:`~game.rules.reasons.Reason` (a code and facts);
this module makes the sentence a player reads or hears: :func:`reason_text` for one reason,
:func:`explain_text` for a move, :func:`why_not` for a drop on the table, and the words of a
refused record (:func:`refusal_where`, :func:`refusal_reason`). The fixed English of the rules
tool is :mod:`game.rules.wording`; in English both say the same (a test checks it).

>>> from game.rules import Rules, new_deal, shuffled_deck
>>> from game.rules.moves import Move
>>> pos = new_deal(Rules(), dealer=3, deck=shuffled_deck(7))
>>> explain_text(pos, Move(0, -1, 0, 0, 8))
'a bid is a value from 9 to 13, not 8'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.i18n import _
from game.rules.cards import card_symbol
from game.rules.explain import explain
from game.rules.position import Position
from game.rules.reasons import IllegalMoveError, Reason
from game.rules.targets import Target, refusal
from game.text.rules_moves import move_phrase
from game.text.rules_words import card_list, or_chain


def templates() -> dict[str, str]:
    """Every reason's sentence in the current language, by code."""
    return {
        **_first_words(),
        **_capture_words(),
        **_house_words(),
        **_raise_words(),
        **_drop_words(),
    }


def _first_words() -> dict[str, str]:
    """The reasons about the turn, the bid, the card named and the opening play."""
    return {
        # Translators: {seat} is a seat's number (0 to 3).
        "hand_hidden": _("the hand of seat {seat}, who is to play, is not shown"),
        # Translators: {plays} lists what the card may do, e.g. "built a house of 11 with the 5♥
        # and the 6♦; took the 5♣ with the 5♥" (see those sentences).
        "no_such_play_but": _(
            "that is not a legal play for the {card} here; with it you may: {plays}"
        ),
        "no_such_play": _("that is not a legal play for the {card} here"),
        "not_legal_here": _("that move is not legal here"),
        "deal_over": _("the deal is over: there are no more plays"),
        "bid_first": _("first the bidder must bid a value from 9 to 13"),
        "bid_range": _("a bid is a value from 9 to 13, not {value}"),
        "bid_nothing_held": _(
            "you hold nothing of 9 or more, so the deal is thrown in and dealt again"
        ),
        # Translators: {values} is "9 or 11" (the values the player holds).
        "bid_held_only": _("you can bid only a value you hold: {values}"),
        "bid_made": _("the bid has been made: play a card"),
        "no_card": _("the move names no card"),
        "not_held": _("you do not hold the {card}"),
        "not_loose_in_house": _("the {card} is not a loose card on the floor (it is in a house)"),
        "not_loose": _("the {card} is not a loose card on the floor"),
        "opening_bid_value": _(
            "on the opening play only a card of the bid value, {bid}, may capture or be "
            "thrown; any card may build a house of {bid}"
        ),
        "opening_build": _("the opening build must be a house of the bid value, {bid}"),
        "no_houses_yet": _("there are no houses on the floor yet"),
    }


def _capture_words() -> dict[str, str]:
    """The reasons a capture is refused."""
    return {
        # Translators: {cards} is "the 9♣"; {value} its value.
        "take_too_one": _("you must take {cards} too: it is a {value}"),
        # Translators: {cards} is "the 4♣ and the 5♥"; {value} their sum.
        "take_too_many": _("you must take {cards} too: they add up to {value}"),
        "no_house": _("there is no house of {value} on the floor"),
        # Translators: {value} is the house's value, {card_value} the played card's.
        "house_wrong_card": _(
            "a house of {value} can be taken only by a card of value {value}, not a {card_value}"
        ),
        "take_house_too": _(
            "you must take the house of {value} too: a card always takes the house of its value"
        ),
        "capture_nothing": _(
            "a capture must take something, and nothing on the floor adds up to {value}"
            " (a house is never part of a sum)"
        ),
        # Translators: "the 5♣ is a 5: a 9 captures only cards of value 9, or cards that add
        # up to 9". {a_card} and {a_value} are "a 5", "an 8", "a K" (see "a {value}").
        "capture_other_value": _(
            "{cards} is {a_card}: {a_value} captures only cards of value {value}, or cards "
            "that add up to {value}"
        ),
        "capture_short": _("{cards} add up to {total}, not {value}"),
        # Translators: "...neither 9 nor a whole number of 9s" (two 9s, three 9s...).
        "capture_not_multiple": _(
            "{cards} add up to {total}, which is neither {value} nor a whole number of {value}s"
        ),
        "capture_no_split": _("{cards} cannot be split into sets that each add up to {value}"),
    }


def _house_words() -> dict[str, str]:
    """The reasons a house is refused (built or added to)."""
    return {
        "house_range": _("a house is worth 9 to 13, not {value}"),
        "house_exists": _(
            "there is already a house of {value}: add to it instead (one house per value)"
        ),
        "no_house_to_add": _("there is no house of {value} to add to"),
        "card_over_value": _("the {card} is worth more than {value}"),
        "house_alone": _(
            "a house needs floor cards as well: the {card} alone is just a loose card"
        ),
        "house_sets": _(
            "{cards} add up to {total}: a house must be whole sets of {value}, one of them with "
            "your card"
        ),
        "no_lay_alongside": _(
            "under these rules a card laid beside a set of its value does not make a house"
        ),
        # Translators: {n} is the most houses allowed (1 to 5; the English keeps "houses").
        "max_houses": _("there may be at most {n} houses on the floor at once"),
        "put_in_one": _("you must put {cards} into the house too: it is a {value}"),
        "put_in_many": _("you must put {cards} into the house too: they add up to {value}"),
        "pakka_owners_only": _("only the team that owns the pakka house of {value} may add to it"),
        # Translators: {a_value} is "a 9", "a K" (see "a {value}").
        "partner_needs_key": _(
            "under these rules adding to your partner's house needs {a_value} of your own"
        ),
        "keep_key_last": _(
            "you must keep {a_value} in your hand for the house of {value}; this would be your last"
        ),
        "keep_key_none": _(
            "you must keep {a_value} in your hand for the house of {value}; you hold none"
        ),
        "team_key_last": _(
            "your team must keep {a_value} for the house of {value}; this is its last"
        ),
        "last_key": _(
            "the {card} is your last {value}, the key to your house of {value}: it can only take "
            "that house"
        ),
    }


def _raise_words() -> dict[str, str]:
    """The reasons a raise or a throw is refused."""
    return {
        "no_house_to_raise": _("there is no house of {value} to raise"),
        "raise_pakka": _("the house of {value} is pakka (cemented): it cannot be raised"),
        "raise_own": _("you cannot raise your own house"),
        "raise_partner": _("you cannot raise your partner's house under these rules"),
        "raise_hand_only": _("a raise uses only the card from your hand, no floor cards"),
        # Translators: {house} is the house's value, {card_value} the card's, {total} their sum.
        "raise_past_13": _("a house cannot be raised past 13 ({house} + {card_value} = {total})"),
        # Translators: {value} is the value asked for; {house} + {card_value} = {total}.
        "raise_range": _(
            "a house is worth 9 to 13, not {value} ({house} + {card_value} makes {total})"
        ),
        "raise_sum": _("{house} + {card_value} makes {total}, not {value}"),
        "raise_at_least": _("{house} + {card_value} makes at least {total}, not {value}"),
        "raise_floor_sets": _(
            "the floor cards of a raise must bring {house} + {card_value} up to {value}, and any "
            "other cards taken in must make sets of {value}"
        ),
        "raise_joins_pakka": _(
            "the raise would join the pakka house of {value}, which only its owners' team may "
            "add to"
        ),
        "raise_needs_key": _("you must hold {a_value} to raise a house to {value}"),
        "put_in_raised": _("you must put {cards} into the raised house too: they make {value}"),
        "throw_takes_house": _("the {card} can take the house of {value}, so it cannot be thrown"),
        # Translators: {cards} is "the 9♣", {value} its value.
        "throw_captures_one": _(
            "the {card} can capture ({cards} is a {value}), so it cannot be thrown"
        ),
        # Translators: {cards} is "the 4♣ and the 5♥", {value} their sum.
        "throw_captures_many": _(
            "the {card} can capture ({cards} make {value}), so it cannot be thrown"
        ),
        "throw_strict": _(
            "under strict throws a card that can build, add or raise cannot be thrown, and the "
            "{card} can"
        ),
    }


def _drop_words() -> dict[str, str]:
    """The answers to a drop on the table (:func:`game.rules.targets.refusal`)."""
    return {
        "choose_bid_first": _("First choose your bid."),
        "deal_is_over": _("The deal is over."),
        "wait_turn": _("Wait for your turn."),
        "cannot_play_there": _("the {card} cannot be played there"),
        # Translators: {cards} is "J♥ + 2♣", {value} the house's value, {key} a rank
        # ("K", or a number) as on the cards.
        "would_build_no_key": _(
            "{cards} would build a house of {value}, and you hold no {key} to keep as its key"
        ),
        # Translators: after the reason a drop cannot be played: "Nor can it build a house
        # of 11: ..." ({reason} is another reason, e.g. "you must keep a J...").
        "nor_build": _("nor can it build a house of {value}: {reason}"),
        "nor_add": _("nor can it add to a house of {value}: {reason}"),
    }


#: The answers of :func:`why_not` that are whole sentences already (said as they are).
WHOLE = frozenset({"choose_bid_first", "deal_is_over", "wait_turn"})
_KEY_NAMES = {11: "J", 12: "Q", 13: "K"}


def key_words(v: int) -> str:
    """A card of value ``v``, with its article: ``'a 9'``, ``'an 8'``, ``'a K'``."""
    if v == 1:
        # Translators: a card of that rank ("an ace"); the rank letters stay as on the cards.
        return _("an A")
    if v == 8:
        return _("an 8")
    if v == 11:
        return _("a J")
    if v == 12:
        return _("a Q")
    if v == 13:
        return _("a K")
    # Translators: a card of that value, e.g. "a 9" (any card worth {value}).
    return _("a {value}").format(value=v)


def _word(name: str, value: Any, pos: Position | None) -> object:
    """One parameter of a reason in words (see :mod:`game.rules.reasons` for the names)."""
    if name == "card":
        return card_symbol(value)
    if name == "cards":
        return card_list(value)
    if name in ("a_card", "a_value"):
        return key_words(value)
    if name == "values":
        return or_chain([str(v) for v in value])
    if name == "plays":
        # Translators: between the plays a card may make, in "with it you may: ...".
        return _("; ").join(move_phrase(m, pos=pos) for m in value)
    if name == "sum_cards":
        return " + ".join(card_symbol(c) for c in value)
    if name == "key":
        return _KEY_NAMES.get(value, str(value))
    if name == "reason":
        return reason_text(value, pos)
    return value


def reason_text(reason: Reason, pos: Position | None = None) -> str:
    """A reason in words (no capital, no full stop: see :func:`sentence`). ``pos`` is the
    position it is about, for the words of the plays it lists."""
    fields = {name: _word(name, value, pos) for name, value in reason.params}
    if reason.code == "would_build_no_key":
        fields["cards"] = _word("sum_cards", reason.get("cards"), pos)
    return templates()[reason.code].format(**fields)


def explain_text(pos: Position, move: Sequence[int]) -> str | None:
    """``None`` when the move is legal, otherwise the reason it is not, in plain words."""
    why = explain(pos, move)
    return None if why is None else reason_text(why, pos)


def sentence(text: str) -> str:
    """``text`` as a sentence: a capital first letter and a closing full stop (a Hindi or
    Punjabi sentence may close with a danda, ``।``, instead)."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?", "।")) else text + "."


def why_not(position: Position, card: int, target: Target, *, seat: int = 0) -> str:
    """Why the drop of ``card`` on ``target`` by ``seat`` cannot be played, in sentences (the
    rules' :func:`~game.rules.targets.refusal`, worded)."""
    first, *more = refusal(position, card, target, seat=seat)
    if first.code in WHOLE:
        return reason_text(first, position)
    return " ".join(sentence(reason_text(r, position)) for r in (first, *more))


def refusal_where(exc: IllegalMoveError) -> str | None:
    """Where in a record a refused move stands (``"deal 2, move 7"``), or ``None``."""
    if exc.where is None:
        return None
    deal, move = exc.where
    # Translators: where a saved game's refused play stands: "deal 2, move 7".
    return _("deal {deal}, move {move}").format(deal=deal, move=move)


def refusal_reason(exc: IllegalMoveError) -> str:
    """The rules' reason for a refused move, in words (the English detail for a record that
    is out of order, which the rules give no code to word)."""
    if exc.why is None:
        return exc.detail
    return reason_text(exc.why, exc.position)


__all__ = [
    "WHOLE",
    "explain_text",
    "key_words",
    "reason_text",
    "refusal_reason",
    "refusal_where",
    "sentence",
    "templates",
    "why_not",
]
