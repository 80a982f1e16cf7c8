"""The rules core of Seep: pure Python, no graphics or sound library.

Cards are ints 0-51 (see :mod:`game.rules.cards`); positions are :class:`Position`; moves are
:class:`Move` named tuples. Every legality question the game asks is answered here.

>>> from game.rules import Rules, new_deal, shuffled_deck, legal_moves, apply
>>> pos = new_deal(Rules(), dealer=0, deck=shuffled_deck(42))
>>> all(m.action == "bid" for m in legal_moves(pos))
True
"""

from game.rules.cards import (
    Card,
    card_points,
    card_str,
    card_symbol,
    cards_of,
    mask_of,
    parse_card,
    value_of,
)
from game.rules.deal import shuffled_deck
from game.rules.engine import (
    apply,
    apply_unchecked,
    apply_with_events,
    is_legal,
    legal_moves,
    needs_redeal,
    new_deal,
    seen_cards,
    view_for,
)
from game.rules.errors import (
    InvalidNotationError,
    InvalidPositionError,
    SeepError,
)
from game.rules.explain import explain
from game.rules.kinds import ACTIONS
from game.rules.match import (
    DealSummary,
    Match,
    card_points_of,
    deal_scores,
    random_move,
    random_step,
    replay,
    seep_points_of,
)
from game.rules.moves import Move
from game.rules.notation import (
    DealRecord,
    GameRecord,
    position_from_json,
    position_to_json,
    record_from_json,
)
from game.rules.options import OPTIONS, PRESETS, Rules
from game.rules.outcome import Outcome, outcome
from game.rules.position import House, Position
from game.rules.reasons import IllegalMoveError, Reason
from game.rules.targets import (
    FloorTarget,
    HouseTarget,
    LooseTarget,
    Target,
    bids,
    moves_for,
    moves_of_card,
    question_for,
    questions_for,
    refusal,
    targets_of,
)
from game.rules.view import PlayerView


def move_to_json(move: Move) -> dict[str, object]:
    """The interchange form of a move."""
    return Move._make(move).to_json()


def move_from_json(obj: object) -> Move:
    """Read a move object.

    Raises:
        InvalidNotationError: it cannot be read as a move.
    """
    return Move.from_json(obj)


__all__ = [
    "ACTIONS",
    "OPTIONS",
    "PRESETS",
    "Card",
    "DealRecord",
    "DealSummary",
    "FloorTarget",
    "GameRecord",
    "House",
    "HouseTarget",
    "IllegalMoveError",
    "InvalidNotationError",
    "InvalidPositionError",
    "LooseTarget",
    "Match",
    "Move",
    "Outcome",
    "PlayerView",
    "Position",
    "Reason",
    "Rules",
    "SeepError",
    "Target",
    "apply",
    "apply_unchecked",
    "apply_with_events",
    "bids",
    "card_points",
    "card_points_of",
    "card_str",
    "card_symbol",
    "cards_of",
    "deal_scores",
    "explain",
    "is_legal",
    "legal_moves",
    "mask_of",
    "move_from_json",
    "move_to_json",
    "moves_for",
    "moves_of_card",
    "needs_redeal",
    "new_deal",
    "outcome",
    "parse_card",
    "position_from_json",
    "position_to_json",
    "question_for",
    "questions_for",
    "random_move",
    "random_step",
    "record_from_json",
    "refusal",
    "replay",
    "seen_cards",
    "seep_points_of",
    "shuffled_deck",
    "targets_of",
    "value_of",
    "view_for",
]
