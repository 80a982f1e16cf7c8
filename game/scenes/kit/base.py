"""The base class of every scene (title, settings, and later the table).

Lifecycle contract (enforced by :class:`~game.scenes.kit.stack.SceneStack`, tested by counting
calls):

- ``__init__(ctx)`` only stores what it is given; it must not touch the stack or the UI, and the
  scene must be ready to :meth:`~Scene.enter` whenever the stack applies the change.
- :meth:`~Scene.enter` runs exactly once, at the frame boundary where the scene is put on the
  stack, before anything else. Build widgets here, inside the scene's own container.
- :meth:`~Scene.resume` runs whenever the scene becomes the top of the stack (after ``enter``, and
  again after the scene above it is popped), before its next ``update`` or ``draw``.
- :meth:`~Scene.pause` runs when another scene is pushed over it, and before it is removed or the
  app shuts down. ``pause``/``resume`` are symmetric: a scene is never paused twice in a row or
  resumed while already active.
- :meth:`~Scene.exit` runs exactly once, after the final ``pause``, when the scene leaves the
  stack. Kill widgets and drop references here.
- :meth:`~Scene.resize` runs for every scene on the stack (paused ones too) when the window size
  changes, so a covered scene is laid out correctly when it comes back.
- Only the top scene gets :meth:`~Scene.handle_event` (events pygame-gui did not consume; return
  True to consume) and :meth:`~Scene.update`.
- :meth:`~Scene.draw` must not change state: drawing twice gives the same picture. If the top
  scene has ``is_overlay = True``, the scenes below it are drawn first.
- Scenes never change the stack immediately: ``ctx.scenes.push/pop/replace`` are applied at the
  end of the frame.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pygame

from game.scenes.kit import uikit
from game.scenes.kit.tween import Animator

if TYPE_CHECKING:
    from pygame_gui.core import UIContainer

    from game.context import AppContext


def motion_factor(ctx: AppContext) -> float:
    """The animation speed factor: 0 (every move instant) under reduce motion."""
    settings = ctx.settings
    return 0.0 if settings.reduce_motion else settings.animation_speed.factor


class Scene:
    """A screen of the game. Subclasses override the hooks they need and call ``super()``."""

    #: When True the scene below is drawn first (dialogs, pause menus over the table).
    is_overlay = False

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.active = False
        self.animator = Animator(lambda: motion_factor(ctx))
        self.container: UIContainer | None = None

    # Lifecycle.

    def enter(self) -> None:
        """Build widgets (once). The base class creates :attr:`container`, hidden."""
        from pygame_gui.core import UIContainer

        self.container = UIContainer(
            pygame.Rect((0, 0), self.ctx.screen_size), self.ctx.ui, visible=0
        )

    def resume(self) -> None:
        """Become the active scene: show widgets, take input."""
        self.active = True
        if self.container is not None:
            self.container.show()

    def pause(self) -> None:
        """Stop being the active scene: hide widgets."""
        self.active = False
        if self.container is not None:
            self.container.hide()

    def exit(self) -> None:
        """Leave the stack for good: kill widgets, drop references."""
        self.animator.clear()  # no on_done callbacks from a scene that is gone
        if self.container is not None:
            uikit.kill(self.container)
            self.container = None

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size``; recompute the layout."""
        if self.container is not None:
            self.container.set_dimensions(size)

    @contextmanager
    def building(self) -> Iterator[UIContainer]:
        """Empty :attr:`container` and yield it to build widgets into; keep it hidden if paused.

        Widgets are created while the container is shown: pygame-gui 0.6.14's ``UICheckBox``
        crashes when it is created inside a hidden container.
        """
        if self.container is None:
            raise RuntimeError("building widgets before enter()")
        uikit.clear(self.container)
        self.container.show()
        try:
            yield self.container
        finally:
            if not self.active:
                self.container.hide()

    # Per frame.

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event; return True if it was consumed."""
        del event
        return False

    def update(self, dt: float) -> None:
        self.animator.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        del surface
