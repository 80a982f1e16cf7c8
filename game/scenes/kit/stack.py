"""The scene stack: push, pop and replace, applied only at frame boundaries.

Changes requested during a frame (usually from an event handler) are queued and applied, in the
order they were asked for, by :meth:`SceneStack.apply_pending`, which the app calls once per frame
after drawing. So no scene is swapped out in the middle of handling an event, and the lifecycle
hooks run in the order described in :mod:`game.scenes.kit.base`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, Protocol

if TYPE_CHECKING:
    import pygame

_Op = Literal["push", "pop", "replace"]


class Layer(Protocol):
    """What the stack and the app's loop ask of a scene (:class:`game.scenes.kit.base.Scene` is
    one).

    The stack knows scenes only through this, so it sits below them: a scene may reach the
    stack (through its context) without the stack reaching back."""

    is_overlay: bool

    def enter(self) -> None: ...

    def resume(self) -> None: ...

    def pause(self) -> None: ...

    def exit(self) -> None: ...

    def resize(self, size: tuple[int, int]) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Layer] = []
        self._pending: list[tuple[_Op, Layer | None]] = []
        self._resumed: Layer | None = None

    # Queries.

    def __len__(self) -> int:
        return len(self._scenes)

    @property
    def scenes(self) -> tuple[Layer, ...]:
        """Bottom to top."""
        return tuple(self._scenes)

    @property
    def top(self) -> Layer:
        """The active scene.

        Raises:
            RuntimeError: the stack is empty.
        """
        if not self._scenes:
            raise RuntimeError("the scene stack is empty")
        return self._scenes[-1]

    @property
    def has_pending(self) -> bool:
        return bool(self._pending)

    def _depth_after_pending(self) -> int:
        depth = len(self._scenes)
        for op, _ in self._pending:
            if op == "push":
                depth += 1
            elif op == "pop":
                depth -= 1
            elif depth == 0:  # replace on an empty stack acts as a push
                depth = 1
        return depth

    # Requests (applied by apply_pending).

    def push(self, scene: Layer) -> None:
        """Put ``scene`` on top at the end of this frame; the current top is paused."""
        self._pending.append(("push", scene))

    def pop(self) -> None:
        """Remove the top scene at the end of this frame; the one below resumes.

        Raises:
            RuntimeError: the stack is (or, after the queued changes, will be) empty.
        """
        if self._depth_after_pending() <= 0:
            raise RuntimeError("cannot pop: the scene stack is empty")
        self._pending.append(("pop", None))

    def replace(self, scene: Layer) -> None:
        """Swap the top scene for ``scene`` at the end of this frame (a push if empty)."""
        self._pending.append(("replace", scene))

    # Applying.

    def apply_pending(self) -> None:
        """Apply queued changes in order, then make sure the top scene is resumed."""
        while self._pending:
            op, scene = self._pending.pop(0)
            if op in ("pop", "replace") and self._scenes:
                self._remove_top()
            if scene is not None:
                self._pause_active()
                scene.enter()
                self._scenes.append(scene)
        if self._scenes and self._resumed is not self._scenes[-1]:
            self._pause_active()
            self._resumed = self._scenes[-1]
            self._resumed.resume()

    def _pause_active(self) -> None:
        if self._resumed is not None:
            scene, self._resumed = self._resumed, None
            scene.pause()

    def _remove_top(self) -> None:
        scene = self._scenes[-1]
        if self._resumed is scene:
            self._pause_active()
        self._scenes.pop()
        scene.exit()

    def clear(self) -> None:
        """Remove every scene now (app shutdown): pause the active one, exit all, top first."""
        self._pending.clear()
        while self._scenes:
            self._remove_top()

    # Per-frame fan-out.

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self._scenes:
            scene.resize(size)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the top scene, and the scenes under it while the ones above are overlays."""
        if not self._scenes:
            return
        first = len(self._scenes) - 1
        while first > 0 and self._scenes[first].is_overlay:
            first -= 1
        for scene in self._scenes[first:]:
            scene.draw(surface)
