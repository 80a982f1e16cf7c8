"""Issue 29 (8): with large cards on, "Your turn" stays clear of the floor's cards and the
keyboard's list of plays covers neither the log nor East's hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.rules import Match, legal_moves
from game.rules.targets import moves_of_card
from game.scenes.board import layout as L
from game.scenes.board.sprites import sprite_rect
from tests.scenes.tablekit import find_match, make_app, open_table

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_your_turn_has_its_own_strip_under_the_loose_cards(size: tuple[int, int]) -> None:
    for scale in (1.0, L.LARGE_CARDS):
        lay = L.compute_layout(size, card_scale=scale)
        words = L.card_size(lay.font_name * 1.4)[1]  # the line "Your turn" is drawn in
        strip = (lay.toast_y - words // 2, lay.toast_y + words // 2)
        for count in (1, 6, 12, 20):
            slots, card = lay.floor_slots(count)
            for r in (L.rotated_bounds(s.x, s.y, card, s.angle) for s in slots):
                assert r.bottom <= strip[0], (scale, count, r, strip)
        assert strip[1] <= lay.table.bottom and lay.houses.bottom < strip[0]


def _several(match: Match) -> bool:
    pos = match.position
    return any(len(moves_of_card(pos, c)) >= 3 for c in pos.hand(0)) and len(legal_moves(pos)) > 6


@pytest.mark.parametrize("size", SIZES)
def test_the_keyboards_list_covers_neither_the_log_nor_east(
    size: tuple[int, int], tmp_path: Path
) -> None:
    app = make_app(tmp_path, size)
    try:
        app.ctx.settings.large_cards = True
        match = find_match(_several, seeds=range(200))
        scene = open_table(app, match)
        pos = scene.position
        card = max(pos.hand(0), key=lambda c: len(moves_of_card(pos, c)))
        scene.controller.play_card(card, scene.board.card_anchor(card))
        app.run(frames=2)
        panel = scene.chooser.panel
        assert panel is not None
        lay = scene.layout
        assert lay.card[1] > L.compute_layout(size).card[1]  # large cards are on
        assert not panel.rect.colliderect(lay.log), (panel.rect, lay.log)
        assert not panel.rect.colliderect(lay.fans["right"]), (panel.rect, lay.fans["right"])
        assert not panel.rect.colliderect(sprite_rect(scene.board.sprites[card]))
    finally:
        app.close()
