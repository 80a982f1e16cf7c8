"""A play named: the items of a card's list of plays, the label beside a dragged card, the bid
list and the hint's words (what a move does, short, in the current language).

The rules facts behind the words (what a capture takes, whether an add or a raise makes a house
pakka or joins another) come from the rules core; this module only words them.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import N_, _, and_list, ngettext
from game.rules import Move, Position, apply, card_points, card_symbol, cards_of, outcome
from game.rules.cards import sort_key
from game.rules.seats import team_of


def hint_text(move: Move, why: str, pos: Position) -> str:
    """``'Hint: J♦ takes the 2♣, 3♦ and 6♠ — worth 7 points.'``"""
    if why:
        # Translators: a hint toast: {play} is "J♦ takes the 2♣", {why} the reason ("worth 7
        # points"). Begin with the translation of "Hint:" (the table knows a hint by it).
        text = _("Hint: {play} — {why}.")
    else:
        text = _("Hint: {play}.")
    return text.format(play=hint_phrase(move, pos), why=why)


#: The names said with a bid of a face card's value (English, marked: see :func:`bid_label`).
BID_NAMES = {11: N_("Jack"), 12: N_("Queen"), 13: N_("King")}


def bid_label(value: int) -> str:
    """An item of the bid list: ``'Bid 9'``, ``'Bid 12 (Queen)'``."""
    if value in BID_NAMES:
        # Translators: an item of the bid list: "Bid 12 (Queen)"; {name} is the face card.
        return _("Bid {value} ({name})").format(value=value, name=_(BID_NAMES[value]))
    # Translators: an item of the bid list, and a play in a list of plays ("Bid 9").
    return _("Bid {value}").format(value=value)


def which_play(card: int) -> str:
    """The title of a card's list of plays."""
    # Translators: the title of a card's list of plays; {card} is "10♦".
    return _("Play the {card}: which play?").format(card=card_symbol(card))


def _cards(cards: list[int]) -> str:
    """``'2♣, 3♦ and 6♠'`` (symbols, no article)."""
    names = [card_symbol(c) for c in sorted(cards, key=sort_key)]
    if len(names) <= 1:
        return "".join(names)
    return and_list(names)


def _taken(move: Move, article: bool) -> str:
    """What a capture takes: ``'the house of 9 and the 2♣'`` (``article``: "the" before the
    loose cards)."""
    parts = []
    if move.house:
        parts.append(_("the house of {value}").format(value=move.house))
    loose = move.loose_cards()
    if loose:
        # Translators: loose cards, as in "J♦ takes the 2♣, 3♦ and 6♠"; {cards} is "2♣, 3♦ and 6♠".
        parts.append(_("the {cards}").format(cards=_cards(loose)) if article else _cards(loose))
    return and_list(parts) if parts else ""


def capture_gain(move: Move, pos: Position) -> tuple[int, int, bool]:
    """What a move takes, by the rules core's own arithmetic: (cards, card points, a seep?)."""
    after = apply(pos, move)
    team = team_of(pos.to_play)
    taken = cards_of(after.piles[team] & ~pos.piles[team])
    tens = pos.rules.ten_of_diamonds_points
    seep = len(after.seeps) > len(pos.seeps)
    return len(taken), sum(card_points(c, tens) for c in taken), seep


def _points(points: int) -> str:
    # Translators: points, short, in a list of plays: "Take 2♣ and 6♠ · 5 pts".
    return ngettext("{n} pt", "{n} pts", points).format(n=points)


def _seep_mark() -> str:
    # Translators: a short mark in a list of plays: this play sweeps the floor.
    return _("SEEP")


def choice_label(move: Move, pos: Position) -> str:
    """An item of a card's list of plays, with what it scores: ``'Take 2♣ and 6♠ · 5 pts'``."""
    label = move_label(move, pos)
    if move.action != "capture":
        return label
    _n, points, seep = capture_gain(move, pos)
    parts = [label, _points(points), *([_seep_mark()] if seep else [])]
    return " · ".join(parts)


def drop_preview(moves: Sequence[Move], pos: Position) -> str:
    """What dropping the dragged card here would do: ``'Build 11'``, ``'Take 2 cards · 5 pts'``,
    ``'Throw'``, ``'2 plays: choose'``, ``'Not here'``."""
    if not moves:
        # Translators: the label beside a dragged card: it cannot be dropped here.
        return _("Not here")
    if len(moves) > 1:
        # Translators: the label beside a dragged card: {n} plays (2 or more) to choose from.
        return ngettext("{n} play: choose", "{n} plays: choose", len(moves)).format(n=len(moves))
    move = moves[0]
    if move.action == "capture":
        n, points, seep = capture_gain(move, pos)
        # Translators: the label beside a dragged card: it takes {n} floor cards.
        take = ngettext("Take {n} card", "Take {n} cards", n - 1).format(n=n - 1)
        return " · ".join([take, _points(points), *([_seep_mark()] if seep else [])])
    if move.action == "build":
        # Translators: the label beside a dragged card: dropping it builds a house of {value}.
        return _("Build {value}").format(value=move.value)
    if move.action == "add":
        return _("Add to {value}").format(value=move.value)
    if move.action == "raise":
        return _("Raise to {value}").format(value=move.value)
    # Translators: the label beside a dragged card: dropping it throws it on the floor.
    return _("Throw")


def _fields(move: Move) -> dict[str, str]:
    """A play's words for its templates: ``{card}`` played, the house's value now
    (``{house}``) and after (``{value}``), the loose ``{cards}`` it takes in."""
    played = card_symbol(move.card) if move.card >= 0 else ""
    cards = _cards(move.loose_cards())
    return {"value": str(move.value), "house": str(move.house), "card": played, "cards": cards}


def move_label(move: Move, pos: Position, article: bool = False) -> str:
    """A short instruction for a choice list: ``'Take 2♣, 3♦ and 6♠'`` (``article``: ``'Take
    the 2♣, 3♦ and 6♠'``, as it is said)."""
    action = move.action
    fields = _fields(move)
    if action == "bid":
        return _("Bid {value}").format(**fields)
    if action == "throw":
        # Translators: a play in a card's list of plays; {card} is "10♦".
        return _("Throw the {card}").format(**fields)
    if action == "capture":
        # Translators: a play in a card's list of plays; {taken} is "the house of 9 and 2♣".
        return _("Take {taken}").format(taken=_taken(move, article))
    if action in ("build", "add", "raise"):
        return _house_label(move, pos).format(**fields)
    return fields["card"]


def _house_label(move: Move, pos: Position) -> str:
    """The template of a build, an add or a raise in a list of plays, saying what the rules core
    says the move does to the house (:func:`game.rules.outcome`): made pakka, or joined."""
    done = outcome(pos, move)
    loose = bool(move.loose)
    if move.action == "build":
        if loose and done.pakka:
            # Translators: a play in a card's list of plays: a card laid beside a set of its
            # value makes a pakka (cemented) house at once; {cards} is "4♠ and 5♥".
            return _("Build a pakka house of {value} with {cards}")
        if loose:
            # Translators: a play in a card's list of plays; {cards} is "2♣ and 6♠".
            return _("Build a house of {value} with {cards}")
        return _("Build a house of {value}")
    if move.action == "add":
        if loose and done.makes_pakka:
            return _("Add to the house of {value} with {cards} (making it pakka)")
        if loose:
            return _("Add to the house of {value} with {cards}")
        if done.makes_pakka:
            return _("Add to the house of {value} (making it pakka)")
        return _("Add to the house of {value}")
    if loose and done.joins:
        # Translators: {house} is the house's value now, {value} after the raise.
        return _(
            "Raise the house of {house} to {value}, taking in {cards} (joins the house of {value})"
        )
    if done.joins:
        return _("Raise the house of {house} to {value} (joins the house of {value})")
    if loose and done.makes_pakka:
        # Translators: a raise that makes the raised house pakka (cemented): it holds two sets
        # now, or (a house rule) it is the house's second action.
        return _("Raise the house of {house} to {value}, taking in {cards} (making it pakka)")
    if loose:
        return _("Raise the house of {house} to {value}, taking in {cards}")
    if done.makes_pakka:
        return _("Raise the house of {house} to {value} (making it pakka)")
    return _("Raise the house of {house} to {value}")


def hint_phrase(move: Move, pos: Position) -> str:
    """What a hinted move does, card first: ``'J♦ takes the 2♣, 3♦ and 6♠'``."""
    action = move.action
    loose = move.loose_cards()
    fields = _fields(move)
    played = fields["card"]
    if action == "bid":
        # Translators: a hinted play (after "Hint:").
        return _("bid {value}").format(**fields)
    if action == "throw":
        return _("throw the {card}").format(**fields)
    if action == "capture":
        # Translators: a hinted play: {card} is "J♦", {taken} "the house of 9 and the 2♣".
        return _("{card} takes {taken}").format(card=played, taken=_taken(move, True))
    if action == "build":
        if loose:
            # Translators: a hinted play: {cards} is "2♣ and 6♠" (after "the").
            return _("{card} builds a house of {value} with the {cards}").format(**fields)
        return _("{card} builds a house of {value}").format(**fields)
    if action == "add":
        if loose:
            return _("{card} goes on the house of {value} with the {cards}").format(**fields)
        return _("{card} goes on the house of {value}").format(**fields)
    if action == "raise":
        if loose:
            # Translators: a hinted play: {house} is the house's value now, {value} after.
            return _("{card} raises the house of {house} to {value}, taking in the {cards}").format(
                **fields
            )
        return _("{card} raises the house of {house} to {value}").format(**fields)
    return played
