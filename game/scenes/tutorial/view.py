"""Drawing the tutorial (:class:`TutorialView`): the panel and furniture under the cards, the
targets of the card in hand, the cards, the words over them, the scrim under the lessons' list
and the seep's banner. Drawing changes nothing and asks the rules core only what a held card
can do (:func:`game.rules.targets.moves_of_card`), to light its targets.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.rules import Position
from game.rules.targets import moves_of_card, targets_of
from game.scenes.board import Board
from game.scenes.kit.cards import CardImages
from game.scenes.tutorial.hud import TutorialHud
from game.scenes.tutorial.layout import TutorialLayout
from game.text.tutorial import solved_words, your_turn


@dataclass(frozen=True)
class Frame:
    """What one frame shows besides the board's own state."""

    pos: Position
    completed: list[bool]  # each lesson: completed?
    lesson: int  # the open lesson (its progress dot is ringed)
    solved: bool
    interactive: bool  # the learner may play now
    busy: bool  # something is moving
    list_open: str  # the kind of list open ("moves", "lessons"), or ""
    bidding: bool  # the bid row is shown


class TutorialView:
    """Draws the tutorial from its parts (it owns no state of the game's).

    Args:
        board: the board (its cards, targets and banner).
        hud: the panel and furniture, with their caches.
        images: the card faces.
    """

    def __init__(self, board: Board, hud: TutorialHud, images: CardImages) -> None:
        self.board = board
        self.hud = hud
        self.images = images

    def draw(self, surface: pygame.Surface, lay: TutorialLayout, frame: Frame) -> None:
        board, hud, pos = self.board, self.hud, frame.pos
        hud.draw_under(surface, lay, self.images, pos, frame.completed, frame.lesson)
        focus = board.drag.card if board.drag is not None else board.selected
        if focus is not None and frame.interactive and pos.phase == "play":
            hint = board.hint_move
            moves = [hint] if hint is not None and hint.card == focus else None
            hot = board.target_at(board.mouse) if board.drag is not None else None
            board.draw_targets(surface, targets_of(moves or moves_of_card(pos, focus)), hot)
        outlined = None if frame.solved else board.selected
        board.draw_cards(
            surface, self.images, hud.texts, pos, outlined=outlined, shadow_travelling=False
        )
        quiet = board.drag is None and not frame.list_open
        turn = turn_words(frame) if quiet else None
        hud.draw_over(surface, lay, bidding=frame.bidding, turn=turn)
        if frame.list_open == "lessons":
            # The lessons' list is read on its own: the words under it are dimmed.
            scrim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            scrim.fill((0, 0, 0, 150))
            surface.blit(scrim, (0, 0))
        area = pygame.Rect(lay.board.x, 0, lay.board.width, lay.table.font_banner * 3)
        area.centery = lay.table.table.centery
        board.draw_banner(surface, hud.texts, area)


def turn_words(frame: Frame) -> str | None:
    """The words above the hand: solved, or the learner's turn (the bid buttons say it)."""
    if frame.solved:
        return None if frame.busy else solved_words()
    if frame.interactive and frame.pos.phase != "bid":
        return your_turn()
    return None
