"""The list a board's scene opens to ask which play (or bid, or lesson) is meant: a
:class:`~game.scenes.table.widgets.ChoicePanel` in the scene's container, anchored by a point,
kept inside the window."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Protocol

import pygame

from game.scenes.table.widgets import ChoicePanel

if TYPE_CHECKING:
    from pygame_gui.core import UIContainer

    from game.context import AppContext


class ListHost(Protocol):
    """A scene: its app context and (once entered) its UI container."""

    ctx: AppContext
    container: UIContainer | None


def open_list(
    scene: ListHost,
    anchor: tuple[int, int],
    title: str,
    items: Sequence[str],
    on_pick: Callable[[int], None],
    on_cancel: Callable[[], None] | None,
    *,
    note: str = "",
    prefix: str = "choice",
    on_focus: Callable[[int], None] | None = None,
) -> ChoicePanel | None:
    """A titled list of ``items`` beside ``anchor`` (``on_cancel`` ``None``: it may not be
    cancelled; ``prefix`` names its pygame-gui object ids; ``on_focus`` hears each move of the
    keyboard focus, to speak the item). ``None`` before the scene has a
    container."""
    if scene.container is None:
        return None
    ctx = scene.ctx
    return ChoicePanel(
        ctx.ui,
        scene.container,
        ctx.theme,
        ctx.assets,
        anchor=anchor,
        screen=pygame.Rect((0, 0), ctx.screen_size),
        title=title,
        items=items,
        on_pick=on_pick,
        on_cancel=on_cancel,
        note=note,
        object_prefix=prefix,
        on_focus=on_focus,
    )


def press_on_list(choice: ChoicePanel | None, point: tuple[int, int]) -> bool:
    """A press while a list is open: outside it, it cancels the list (when it may be
    cancelled). True if a list was open (the press is spent: a host's ``press_taken``)."""
    if choice is None:
        return False
    if not choice.contains(point) and choice.on_cancel is not None:
        choice.cancel()
    return True


def cancel_list(choice: ChoicePanel | None) -> bool:
    """A right click: cancel the open list if it may be cancelled; True if it was (a host's
    ``right_click``)."""
    if choice is None or choice.on_cancel is None:
        return False
    choice.cancel()
    return True


def least_hidden(
    current: pygame.Rect,
    area: pygame.Rect,
    cards: Iterable[pygame.Rect],
    screen: pygame.Rect,
    avoid: Iterable[pygame.Rect] = (),
) -> pygame.Rect:
    """Where a list of ``current``'s size hides the least of ``cards`` (those it asks about)
    and of ``avoid`` (the log, the other hands, the name plates): where it is (beside the card
    pointed at), a corner or edge of the play ``area``, or the window's sides; the first of
    equals wins, so a list that hides nothing stays where it opened."""
    shown = [*cards, *avoid]
    spots = [current.copy()]
    inset = area.inflate(-8, -8)
    for corner in ("topleft", "topright", "bottomleft", "bottomright", "midtop", "midbottom"):
        spot = current.copy()
        setattr(spot, corner, getattr(inset, corner))
        spots.append(spot)
    sides = screen.inflate(-16, -16)
    for side in ("midright", "midleft"):
        spot = current.copy()
        setattr(spot, side, (getattr(sides, side)[0], area.centery))
        spots.append(spot)

    def hidden(r: pygame.Rect) -> int:
        return sum(r.clip(c).width * r.clip(c).height for c in shown)

    best = min(spots, key=hidden)
    best.clamp_ip(screen)
    return best
