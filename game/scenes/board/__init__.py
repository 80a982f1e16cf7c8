"""The card board shared by the table and the tutorial (by composition: each scene owns a
:class:`Board`): card places, pointer handling, hit tests, flights and choreography, drawing.

- :mod:`.sprites`: rest places, hit tests on sprites, the tweens that move a card;
- :mod:`.draw`: drawing the cards, the glow and the house marks;
- :mod:`.board`: the :class:`Board` itself, with its :class:`Places` and :class:`BoardHost`;
- :mod:`.hud`: the table's score panel, name plates, piles and log.
"""

from game.scenes.board.board import Board, BoardHost, HandRow, Places
from game.scenes.board.sprites import Banner, Drag, Press, Rest, Toast, sprite_rect

__all__ = [
    "Banner",
    "Board",
    "BoardHost",
    "Drag",
    "HandRow",
    "Places",
    "Press",
    "Rest",
    "Toast",
    "sprite_rect",
]
