"""Does a frame show real card faces? (The wheel and executable smoke tests ask it of their
screenshots; the damaged-files test checks it says no to the plain stand-in cards.)

The card images are drawn on pure white paper with pure red (hearts, diamonds) and pure black
(spades, clubs) pips and indices. Nothing else on the table is pure red or pure black, and the
stand-in cards (game.scenes.kit.cards.CardImages._fallback) are off-white with no pips at all.
"""

from __future__ import annotations

import pygame

MIN_PIXELS = 150  # a single small card shows more of each than this


def colour_counts(surface: pygame.Surface) -> dict[str, int]:
    """How many pixels of card paper, pip red and pip black ``surface`` has."""
    data = pygame.image.tobytes(surface, "RGB")
    counts = {"paper": 0, "red": 0, "black": 0}
    for i in range(0, len(data), 3):
        r, g, b = data[i], data[i + 1], data[i + 2]
        if r >= 250 and g >= 250 and b >= 250:
            counts["paper"] += 1
        elif r >= 230 and g <= 40 and b <= 40:
            counts["red"] += 1
        elif r <= 20 and g <= 20 and b <= 20:
            counts["black"] += 1
    return counts


def shows_card_faces(surface: pygame.Surface) -> bool:
    counts = colour_counts(surface)
    return counts["paper"] >= 10 * MIN_PIXELS and min(counts["red"], counts["black"]) >= MIN_PIXELS
