"""A slice of sliced work a frame (the coach's judgement at the table and in the tutorial's
guided deal): a failure ends the work, logged, and never stops the game."""

from __future__ import annotations

import logging
from typing import TypeVar

from game.ai.slices import Sliced

log = logging.getLogger(__name__)

T = TypeVar("T")


def work_a_slice(work: Sliced[T], seconds: float, what: str) -> tuple[bool, T | None]:
    """Run ``work`` for about ``seconds``: ``(done, result)``, the result ``None`` while it is not
    done, or when it failed (logged as ``what`` failing: the game goes on without it)."""
    try:
        if not work.step(seconds):
            return False, None
        return True, work.result()
    except Exception:  # sliced advice must never stop the game
        log.exception("%s failed", what)
        return True, None


__all__ = ["work_a_slice"]
