"""Transitional: the names the tutorial still imports from here (the rules core's
:mod:`game.rules.targets`, the wording of :mod:`game.play.words`)."""

from __future__ import annotations

from game.play.words import hint_phrase, move_label
from game.rules.kinds import RAISE, THROW
from game.rules.targets import (
    FloorTarget,
    HouseTarget,
    LooseTarget,
    Target,
    moves_of_card,
    question_for,
    sentence,
    targets_of,
)
from game.rules.targets import moves_for as moves_for_drop

plain_move = question_for

__all__ = [
    "RAISE",
    "THROW",
    "FloorTarget",
    "HouseTarget",
    "LooseTarget",
    "Target",
    "hint_phrase",
    "move_label",
    "moves_for_drop",
    "moves_of_card",
    "plain_move",
    "question_for",
    "sentence",
    "targets_of",
]
