"""The weights of the one-ply evaluation's positional terms (:class:`Style`), and the two
sets the levels use: CLASSIC (Medium's) and SHARP (the searches').

Plain data, in a module of its own so that the compiled features (game/ai/features.py, where
the positional terms are computed) and the bots (game/ai/bots.py) can both import it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    """The weights of the positional terms of the one-ply evaluation (see
    :func:`game.ai.bots.score_moves` and :func:`game.ai.features.positional`).

    ``CLASSIC`` is Medium's; ``SHARP`` was tuned with the arena (docs/strength.md) and guides
    the searches of Hard and Expert.
    """

    throw_points: float = 0.6  # a point card thrown is often taken by the next player
    throw_value: float = 0.05  # throw low cards first: high ones are keys and take spades
    keep_spade: float = 0.0  # keep a card that could take the unseen spade of its value
    capture_cards: float = 0.3  # taking many cards takes chances away
    house_share: float = 0.5  # a house is worth its points times our share of its keys...
    house_points: float = 0.2  # ...plus a little of the points the move gathers
    house_risk: float = 0.3  # ...minus the points the other side may take with it
    feed: float = 0.4  # points added to the partner's house
    feed_bonus: float = 2.0
    raise_gain: float = 0.3  # the opponents lose their house
    house_leave: float = 0.5  # weight of the points left loose after a house move
    leave: float = 0.15  # points left loose for the next (opposing) player


CLASSIC = Style()
SHARP = Style(throw_value=0.2, keep_spade=0.3, house_share=0.0, house_points=0.0)
