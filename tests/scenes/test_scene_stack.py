"""The scene stack's lifecycle contract (game/scenes/kit/base.py), checked by counting hook
calls."""

from __future__ import annotations

import contextlib
import random
from typing import Any
from unittest.mock import MagicMock

import pytest

from game.scenes.kit.base import Scene
from game.scenes.kit.stack import SceneStack


class FakeScene(Scene):
    """Records every lifecycle call as ``"<name>.<hook>"`` in a shared log."""

    def __init__(self, name: str, log: list[str], *, overlay: bool = False) -> None:
        # No AppContext: the stack only ever calls the hooks below.
        self.name = name
        self.log = log
        self.is_overlay = overlay

    def _note(self, hook: str) -> None:
        self.log.append(f"{self.name}.{hook}")

    def enter(self) -> None:
        self._note("enter")

    def resume(self) -> None:
        self._note("resume")

    def pause(self) -> None:
        self._note("pause")

    def exit(self) -> None:
        self._note("exit")

    def resize(self, size: tuple[int, int]) -> None:
        self._note(f"resize{size}")

    def draw(self, surface: Any) -> None:
        self._note("draw")


@pytest.fixture
def log() -> list[str]:
    return []


@pytest.fixture
def stack() -> SceneStack:
    return SceneStack()


def count(log: list[str], entry: str) -> int:
    return log.count(entry)


def test_push_onto_empty_stack_enters_then_resumes(stack: SceneStack, log: list[str]) -> None:
    a = FakeScene("a", log)
    stack.push(a)
    assert len(stack) == 0 and log == []  # nothing happens until the frame boundary
    stack.apply_pending()
    assert stack.top is a
    assert log == ["a.enter", "a.resume"]


def test_push_pauses_the_scene_below(stack: SceneStack, log: list[str]) -> None:
    a, b = FakeScene("a", log), FakeScene("b", log)
    stack.push(a)
    stack.apply_pending()
    stack.push(b)
    stack.apply_pending()
    assert stack.scenes == (a, b)
    assert log == ["a.enter", "a.resume", "a.pause", "b.enter", "b.resume"]


def test_pop_exits_the_top_and_resumes_the_one_below(stack: SceneStack, log: list[str]) -> None:
    a, b = FakeScene("a", log), FakeScene("b", log)
    stack.push(a)
    stack.push(b)
    stack.apply_pending()
    log.clear()
    stack.pop()
    assert stack.top is b  # still there until apply_pending
    stack.apply_pending()
    assert stack.top is a
    assert log == ["b.pause", "b.exit", "a.resume"]


def test_replace_swaps_the_top_scene(stack: SceneStack, log: list[str]) -> None:
    a, b = FakeScene("a", log), FakeScene("b", log)
    stack.push(a)
    stack.apply_pending()
    stack.replace(b)
    stack.apply_pending()
    assert stack.scenes == (b,)
    assert log == ["a.enter", "a.resume", "a.pause", "a.exit", "b.enter", "b.resume"]


def test_replace_on_an_empty_stack_is_a_push(stack: SceneStack, log: list[str]) -> None:
    a = FakeScene("a", log)
    stack.replace(a)
    stack.apply_pending()
    assert stack.scenes == (a,)
    assert log == ["a.enter", "a.resume"]


def test_popping_an_empty_stack_raises(stack: SceneStack) -> None:
    with pytest.raises(RuntimeError, match="empty"):
        stack.pop()


def test_popping_past_the_queued_changes_raises(stack: SceneStack, log: list[str]) -> None:
    stack.push(FakeScene("a", log))
    stack.apply_pending()
    stack.pop()
    with pytest.raises(RuntimeError):
        stack.pop()  # the queued pop already empties the stack


def test_top_of_an_empty_stack_raises(stack: SceneStack) -> None:
    with pytest.raises(RuntimeError):
        _ = stack.top


def test_changes_requested_in_a_frame_apply_in_order_at_the_boundary(
    stack: SceneStack, log: list[str]
) -> None:
    a, b, c = FakeScene("a", log), FakeScene("b", log), FakeScene("c", log)
    stack.push(a)
    stack.apply_pending()
    log.clear()
    stack.push(b)
    stack.push(c)
    assert stack.has_pending and stack.top is a
    stack.apply_pending()
    assert stack.scenes == (a, b, c) and not stack.has_pending
    # b was entered but never became the active scene, so it is neither resumed nor paused.
    assert log == ["a.pause", "b.enter", "c.enter", "c.resume"]
    log.clear()
    stack.pop()
    stack.apply_pending()
    assert log == ["c.pause", "c.exit", "b.resume"]


def test_push_then_pop_in_one_frame_leaves_the_old_top_active(
    stack: SceneStack, log: list[str]
) -> None:
    a, b = FakeScene("a", log), FakeScene("b", log)
    stack.push(a)
    stack.apply_pending()
    log.clear()
    stack.push(b)
    stack.pop()
    stack.apply_pending()
    assert stack.scenes == (a,)
    assert log == ["a.pause", "b.enter", "b.exit", "a.resume"]


def test_clear_pauses_the_active_scene_and_exits_all_top_first(
    stack: SceneStack, log: list[str]
) -> None:
    stack.push(FakeScene("a", log))
    stack.push(FakeScene("b", log))
    stack.apply_pending()
    log.clear()
    stack.clear()
    assert len(stack) == 0
    assert log == ["b.pause", "b.exit", "a.exit"]


def test_resize_reaches_paused_scenes_too(stack: SceneStack, log: list[str]) -> None:
    stack.push(FakeScene("a", log))
    stack.push(FakeScene("b", log))
    stack.apply_pending()
    log.clear()
    stack.resize((1024, 640))
    assert log == ["a.resize(1024, 640)", "b.resize(1024, 640)"]


def test_draw_only_the_top_unless_it_is_an_overlay(stack: SceneStack, log: list[str]) -> None:
    stack.push(FakeScene("a", log))
    stack.push(FakeScene("b", log))
    stack.apply_pending()
    log.clear()
    stack.draw(MagicMock())
    assert log == ["b.draw"]
    stack.push(FakeScene("c", log, overlay=True))
    stack.apply_pending()
    log.clear()
    stack.draw(MagicMock())
    assert log == ["b.draw", "c.draw"]


def test_lifecycle_counts_with_mock_scenes(stack: SceneStack) -> None:
    """Tuxemon style: MagicMock(spec=Scene) and call counts."""
    a = MagicMock(spec=Scene, is_overlay=False)
    b = MagicMock(spec=Scene, is_overlay=False)
    stack.push(a)
    stack.apply_pending()
    stack.push(b)
    stack.apply_pending()
    stack.pop()
    stack.apply_pending()
    assert a.enter.call_count == 1
    assert a.resume.call_count == 2
    assert a.pause.call_count == 1
    assert a.exit.call_count == 0
    assert (b.enter.call_count, b.resume.call_count, b.pause.call_count) == (1, 1, 1)
    assert b.exit.call_count == 1


def test_random_sequences_keep_pause_and_resume_symmetric(rng: random.Random) -> None:
    """Whatever the order of requests, each scene's hooks follow the contract."""
    for _ in range(200):
        log: list[str] = []
        stack = SceneStack()
        made = 0
        for _ in range(rng.randint(1, 12)):
            for _ in range(rng.randint(1, 3)):
                op = rng.choice(["push", "push", "pop", "replace"])
                if op == "pop":
                    with contextlib.suppress(RuntimeError):  # popping empty is tested above
                        stack.pop()
                else:
                    made += 1
                    getattr(stack, op)(FakeScene(f"s{made}", log))
            stack.apply_pending()
            if len(stack):
                assert log[-1] != f"{stack.top.name}.pause"  # type: ignore[attr-defined]
        stack.clear()
        for n in range(1, made + 1):
            hooks = [e.split(".")[1] for e in log if e.split(".")[0] == f"s{n}"]
            assert hooks[0] == "enter" and hooks[-1] == "exit"
            assert hooks.count("enter") == 1 and hooks.count("exit") == 1
            middle = hooks[1:-1]
            # resume/pause strictly alternate, starting with resume and ending with pause
            assert middle == ["resume", "pause"] * (len(middle) // 2)
