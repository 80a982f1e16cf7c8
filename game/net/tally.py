"""A friend's machine counts a friends' match in its statistics when it ends. No pygame.

A friend's machine runs no session: it learns the match's deals from the host's record, told
once the match is over (:meth:`~game.net.link.RemoteLink.record`). The match is played through
from it (checked move by move: the host is not trusted blindly), and every deal and the match
are counted under the friends' heading, keyed by the record itself, so a match told twice (or
counted before) is counted once.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging

from game.play.savegame import GameSetup
from game.rules import SeepError
from game.rules.match import replay
from game.rules.notation import GameRecord
from game.storage.problems import StorageProblem
from game.storage.saves import StoreStats
from game.storage.store import SaveStore

log = logging.getLogger(__name__)


def record_seed(record: GameRecord) -> int:
    """A number that names this match (the same for the same record, wherever it is told)."""
    text = json.dumps(record.to_json(), sort_keys=True, separators=(",", ":"))
    return int(hashlib.sha256(text.encode("utf-8")).hexdigest()[:15], 16)


def count_friends_match(
    store: SaveStore, setup: GameSetup, record: GameRecord
) -> list[StorageProblem]:
    """Count the finished friends' match of ``record`` for the seat ``setup.human``; returns
    what the player should be told. A record that does not play through is logged and not
    counted."""
    try:
        match = replay(record)
    except SeepError as exc:
        log.warning("the host's record of the match does not play through: %s", exc)
        return []
    if not match.finished:
        log.warning("the host's record of the match is of a match not over")
        return []
    kept = dataclasses.replace(setup, seed=record_seed(record), table="friends")
    return StoreStats(store).match_ended(match, kept)


__all__ = ["count_friends_match", "record_seed"]
