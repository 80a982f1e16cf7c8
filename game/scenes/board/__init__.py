"""The card board shared by the table and the tutorial (by composition: each scene owns a
:class:`Board`): card places, pointer handling, hit tests, flights and choreography, drawing.

- :mod:`.sprites`: rest places, hit tests on sprites, the tweens that move a card;
- :mod:`.draw`: drawing the cards, the glow and the house marks;
- :mod:`.board`: the :class:`Board` itself, with its :class:`Places` and :class:`BoardHost`;
- :mod:`.choreography`: a deal's and a move's events turned into a plan of card flights;
- :mod:`.chooser`: the list of plays (or the bid) a gesture opens, owned by a :class:`MoveChooser`;
- :mod:`.choices`: the list of plays (or bids) a gesture opens;
- :mod:`.places`: the table's geometry for its board (the tutorial has its own);
- :mod:`.hud`: the table's score panel, name plates, piles, log and toasts.
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
