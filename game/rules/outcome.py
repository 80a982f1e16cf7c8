"""What a move does to the houses, as facts: the house it leaves, whether that house is new,
whether a raise joins another house, whether the house is (or becomes) pakka.

The decisions are those :func:`game.rules.movegen.play` makes when it applies the move (rules.md
§1.6-1.8): a build is pakka when its cards make more than one set (a card laid beside a loose
set of its value); an add always leaves the house pakka; a raise onto an existing house joins
it and the joined house is pakka; a raise to a free value is pakka when its cards make more than
one set or, under ``pakka_rule == "second_action"``, when it is the house's second action or
later. ``pakka_rule`` is the only option that changes what a given move does to a house; the
other house options (``allow_lay_alongside_build``, ``raise_with_floor_cards``,
``pakka_add_by``, ``partner_may_raise``, ``max_houses``...) decide which moves are legal, not
what they do. ``tests/rules/test_outcome.py`` holds this to what :func:`game.rules.apply`
produces.

>>> from game.rules import Rules, legal_moves, new_deal, shuffled_deck
>>> pos = new_deal(Rules(), dealer=3, deck=shuffled_deck(7))
>>> outcome(pos, legal_moves(pos)[0])  # a bid leaves no house
Outcome(house=None, new=False, joins=False, pakka=False, makes_pakka=False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.cards import VALUE
from game.rules.kinds import ADD, BUILD, RAISE
from game.rules.movegen import mask_sum
from game.rules.position import Position


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a move does to the houses.

    Attributes:
        house: the value of the house the move builds, adds to or raises to (``None`` for a bid,
            a capture or a throw: they leave no house).
        new: that value had no house before the move (a build, or a raise to a free value).
        joins: a raise onto an existing house of its new value (the two become one).
        pakka: the house is pakka after the move.
        makes_pakka: the house is pakka after the move and was not before (a new house that is
            pakka at once counts).
    """

    house: int | None
    new: bool
    joins: bool
    pakka: bool
    makes_pakka: bool


#: The outcome of a move that leaves no house (a bid, a capture, a throw).
NO_HOUSE = Outcome(None, False, False, False, False)


def outcome(pos: Position, move: Sequence[int]) -> Outcome:
    """What a legal move of the seat to play does to the houses of ``pos`` (not changed).

    ``move`` is a :class:`game.rules.Move` or a hot-path tuple ``(kind, card, loose, house,
    value)``. The move is trusted to be legal here (as :func:`game.rules.legal_moves` gives).
    """
    kind, card, loose, raised, value = move
    if kind not in (BUILD, ADD, RAISE):
        return NO_HOUSE
    before = pos.houses.get(value)
    if kind == ADD or before is not None:  # an add, or a raise that joins a house
        pakka = True
    else:
        total = VALUE[card] + mask_sum(loose)
        if kind == RAISE:
            total += raised
            actions = pos.houses[raised].actions + 1
            second = pos.rules.pakka_rule == "second_action" and actions >= 2
        else:
            second = False
        pakka = total > value or second
    was_pakka = before is not None and before.pakka
    return Outcome(
        house=value,
        new=before is None,
        joins=kind == RAISE and before is not None,
        pakka=pakka,
        makes_pakka=pakka and not was_pakka,
    )


__all__ = ["NO_HOUSE", "Outcome", "outcome"]
