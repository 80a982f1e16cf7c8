"""The rules core's memory of floor analyses is bounded and forgets one floor at a time."""

from __future__ import annotations

from collections import deque

import pytest

from game.rules import movegen


def test_the_floor_memory_forgets_its_oldest_floor_one_at_a_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Full, the memory forgets the oldest floor per new one, never all at once (emptying
    50,000 floors in one go stalled a frame at the table); what it answers is unchanged."""
    monkeypatch.setattr(movegen, "FLOOR_CACHE_LIMIT", 3)
    monkeypatch.setattr(movegen, "_FLOORS", {})
    monkeypatch.setattr(movegen, "_FLOORS_ORDER", deque())
    floors = [1 << (4 * v) for v in range(1, 7)]  # one loose card of each of six values
    first = movegen.floor_analysis(floors[0], floors[0])[0]
    for loose in floors[1:]:
        movegen.floor_analysis(loose, loose)
    assert list(movegen._FLOORS) == floors[-3:]  # the newest three, in order
    again = movegen.floor_analysis(floors[0], floors[0])[0]  # forgotten: worked out again
    assert again == first
    assert len(movegen._FLOORS) == 3
    assert list(movegen._FLOORS_ORDER) == list(movegen._FLOORS)
