"""What a move does to the houses, as facts: the house it leaves, whether that house is new,
whether a raise joins another house, whether the house is (or becomes) pakka.

The rules core decides it once: the move is played on a copy of the position by
:func:`game.rules.movegen.play` (the same code that plays every move; rules.md §1.6-1.8), and the
facts are read from the house it leaves. A build is pakka when its cards make more than one set;
an add leaves the house pakka; a raise onto an existing house joins it; a raise to a free value
is pakka when its cards make more than one set or, under ``pakka_rule == "second_action"``, when
it is the house's second action or later. ``tests/rules/test_outcome.py`` pins these cases.

>>> from game.rules import Rules, legal_moves, new_deal, shuffled_deck
>>> pos = new_deal(Rules(), dealer=3, deck=shuffled_deck(7))
>>> outcome(pos, legal_moves(pos)[0])  # a bid leaves no house
Outcome(house=None, new=False, joins=False, pakka=False, makes_pakka=False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.kinds import ADD, BUILD, RAISE
from game.rules.movegen import play
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
    kind, _card, _loose, _raised, value = move
    if kind not in (BUILD, ADD, RAISE):
        return NO_HOUSE
    before = pos.houses.get(value)
    after = pos.copy()
    play(after, tuple(move), finish=False)  # type: ignore[arg-type]
    pakka = after.houses[value].pakka
    return Outcome(
        house=value,
        new=before is None,
        joins=kind == RAISE and before is not None,
        pakka=pakka,
        makes_pakka=pakka and not (before is not None and before.pakka),
    )


__all__ = ["NO_HOUSE", "Outcome", "outcome"]
