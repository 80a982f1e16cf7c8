"""A session whose game and statistics are kept in the player's data folder: the glue between
:mod:`game.play.session` and :mod:`game.storage`."""

from __future__ import annotations

from game.play.savegame import GameSetup
from game.play.session import Clock, Pacing, Session
from game.rules import Match
from game.storage.saves import StoreSaver, StoreStats
from game.storage.store import SaveStore


def kept_session(
    setup: GameSetup,
    match: Match | None,
    store: SaveStore | None,
    clock: Clock,
    pacing: Pacing,
) -> Session:
    """A session whose game and statistics are kept in ``store`` (``None``: kept nowhere, as
    for ``--autoplay``)."""
    saver = StoreSaver(store) if store is not None else None
    stats = StoreStats(store) if store is not None else None
    return Session(setup, match, clock=clock, saver=saver, stats=stats, pacing=pacing)
