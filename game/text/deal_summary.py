"""Sentences of the deal summary's figures (the rest of the summary's words are in words.py)."""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _, pgettext
from game.text.words import LAST_PLAY


def seeps_value(seeps: Sequence[tuple[int, int]], total: int) -> str:
    """A side's seeps in the summary, from each seep's ``(play, points)``: ``'2 (+50)'``,
    ``'none'``; a seep on the last play worth nothing says why: ``'2 (+50; the last play's
    scores 0)'``, ``'1 (on the last play: 0)'``."""
    if not seeps:
        # Translators: a side's seeps in the deal summary when it made none.
        return pgettext("seeps", "none")
    count = len(seeps)
    if not any(play == LAST_PLAY and points == 0 for play, points in seeps):
        return f"{count}  (+{total})"
    if count == 1:
        # Translators: the deal summary: a side's one seep, made on the last play, is worth 0.
        return _("{count}  (on the last play: 0)").format(count=count)
    # Translators: the deal summary: a side's seeps and their points; the one on the deal's
    # last play is worth 0.
    return _("{count}  (+{points}; the last play's scores 0)").format(count=count, points=total)
