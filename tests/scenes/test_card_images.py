"""Card images: rotated cards are drawn smoothly (issue 11, item 5)."""

from __future__ import annotations

import pygame

from game.app import App
from game.scenes.kit.cards import CardImages


def test_a_turned_card_has_soft_edges(app: App) -> None:
    del app  # the display is up
    images = CardImages(False)
    flat = images.image(12, (120, 168), 0.0)
    turned = images.image(12, (120, 168), 9.5)
    assert turned.get_size() != flat.get_size()
    w, h = turned.get_size()
    # Along the tilted long edges (the middle third of the rows) a filtered turn grades each
    # edge pixel by how much of it the card covers: many levels of alpha. A plain turn copies
    # whole pixels: only the few levels the flat image already had (6 here, against 21).
    levels = {turned.get_at((x, y)).a for y in range(h // 3, 2 * h // 3) for x in range(w)}
    assert len(levels) >= 12
    assert images.image(12, (120, 168), 9.5) is turned  # cached per angle
    assert pygame.Rect((0, 0), turned.get_size()).contains(pygame.Rect((0, 0), (120, 120)))
