"""Sentences of the deal summary's figures (the rest of the summary's words are in words.py)."""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _, pgettext
from game.text.words import LAST_PLAY


def seeps_value(seeps: Sequence[tuple[int, int]], total: int) -> str:
    """A side's seeps in the summary, from each seep's ``(play, points)``: ``'2  (+50)'``,
    ``'none'`` (a seep worth nothing is explained by :func:`seeps_note`)."""
    if not seeps:
        # Translators: a side's seeps in the deal summary when it made none.
        return pgettext("seeps", "none")
    return f"{len(seeps)}  (+{total})"


def seeps_note(seeps: Sequence[tuple[int, int]]) -> str | None:
    """Why a side's seep counts nothing, under its seeps in the summary (``None``: no such
    seep): a seep on the deal's last play is worth 0 under the usual rules."""
    if any(play == LAST_PLAY and points == 0 for play, points in seeps):
        # Translators: under a side's seeps in the deal summary: why one of them adds nothing.
        return _("The seep on the last play scores 0.")
    return None
