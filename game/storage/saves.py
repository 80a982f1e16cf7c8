"""The saved game's format, and the session's collaborators on disk: the game in progress and
the statistics, kept in the player's :class:`~game.storage.store.SaveStore`.

The saved game (version 2, kept by :meth:`~game.storage.store.SaveStore.save_game_log`) is
``game.json``::

    {"version": 2,
     "rules": <the rules object of a seep-record/1 record>,
     "current": <the deal in progress, as a record's deal; null between deals>,
     "setup": {"partner": "medium", "opponents": "hard", "seed": 123},
     "log": {"file": "game-7b.deals", "entries": 299, "bytes": ..., "sha256": ...}}

beside ``game-<key>.deals``, the finished deals in order, one compact record deal a line, each
written once, when its deal ends; only ``game.json`` is rewritten after every move. The store
hands both back as one object with the log's entries under ``"deals"``. Version 1 (still read)
was one file: ``{"version": 1, "record": <a seep-record/1 object>, "setup": {...}}``.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.rules import Match
from game.rules.notation import RECORD_FORMAT, DealRecord
from game.rules.seats import team_of
from game.storage.problems import StorageProblem
from game.storage.records import RecordStore, final_score
from game.storage.stats import FRIENDS, MatchEntry, Stats
from game.storage.store import SaveStore


class KeptSetup(Protocol):
    """What the store needs to know of a match's setup (a ``game.play.savegame.GameSetup``)."""

    @property
    def seed(self) -> int: ...

    @property
    def human(self) -> int: ...

    @property
    def partner(self) -> str: ...

    @property
    def opponents(self) -> str: ...

    @property
    def table(self) -> str:
        """``"friends"`` for a match at a friends' table, else ``""``."""
        ...

    @property
    def roles(self) -> tuple[str, ...]:
        """A friends' table's role of each seat (``()`` for any other match)."""
        ...

    @property
    def seat_names(self) -> tuple[str, ...]:
        """A friends' table's name of each seat's person (``""`` for a computer; may be ``()``)."""
        ...

    def to_json(self) -> dict[str, Any]: ...


def save_payload(match: Match, setup: KeptSetup) -> dict[str, Any]:
    """What the table writes to the store after every move."""
    return {"record": match.record().to_json(), "setup": setup.to_json()}


def save_head(match: Match, setup: KeptSetup) -> dict[str, Any]:
    """The part of a version-2 save rewritten after every move: rules, setup, current deal."""
    current = None
    if not match.deal_done:
        current = DealRecord(match.dealer, match.deck, tuple(match.moves)).to_json()
    return {"rules": match.rules.to_json(), "current": current, "setup": setup.to_json()}


def logged_deals(match: Match, start: int) -> list[dict[str, Any]]:
    """The finished deals of ``match`` from the ``start``-th on, as log entries."""
    return [deal.to_json() for deal in match.history[start:]]


def saved_record(data: dict[str, Any]) -> object:
    """The seep-record/1 object of a save of either version (None if it holds none)."""
    if "record" in data:
        return data["record"]
    deals, current = data.get("deals"), data.get("current")
    if not isinstance(deals, list) or not (current is None or isinstance(current, dict)):
        return None
    return {
        "format": RECORD_FORMAT,
        "rules": data.get("rules"),
        "deals": deals if current is None else [*deals, current],
    }


class StoreSaver:
    """Saves the game after every move, and deletes it when the match is over.

    Each finished deal is written once, to the game's log, when it ends; after every move only
    the small ``game.json`` (the deal in progress) is rewritten. The first save of a saver (a
    match begun or continued) writes the log afresh, as does the save after one that failed.
    """

    def __init__(self, store: SaveStore) -> None:
        self.store = store
        self.logged: int | None = None  # finished deals this saver has in the log

    def save(self, match: Match, setup: KeptSetup) -> list[StorageProblem]:
        store = self.store
        done = len(match.history)
        start = self.logged if self.logged is not None and self.logged <= done else 0
        entries = [] if store.read_only else logged_deals(match, start)
        key = f"{setup.seed % (1 << 64):x}"
        ok = store.save_game_log(save_head(match, setup), key, start, entries)
        self.logged = done if ok else None
        return store.take_problems()

    def finished(self) -> list[StorageProblem]:
        self.store.delete_game()
        return self.store.take_problems()


def stats_group(setup: KeptSetup) -> str:
    """The statistics group a match counts under: the opponents' level, or :data:`FRIENDS`."""
    return FRIENDS if setup.table == "friends" else setup.opponents


def stats_key(setup: KeptSetup) -> str:
    """The start of a match's keys in the statistics (a friends' table's of their own)."""
    return f"friends:{setup.seed}" if setup.table == "friends" else str(setup.seed)


class StoreStats:
    """Counts the deal just ended (and the match, if it is over) in the player's statistics,
    and keeps a finished match's record for replays (:mod:`game.storage.records`), both with the
    move that ends it. A match at a friends' table counts under :data:`FRIENDS`.

    Keys from the match's seed make this safe to repeat: a deal that was saved before its
    summary and is continued later is counted once.
    """

    def __init__(self, store: SaveStore, records: RecordStore | None = None) -> None:
        self.store = store
        self.records = records if records is not None else records_of(store)

    def deal_ended(self, match: Match, setup: KeptSetup) -> list[StorageProblem]:
        return self._count(match, setup, [len(match.summaries) - 1])

    def match_ended(self, match: Match, setup: KeptSetup) -> list[StorageProblem]:
        """Count every deal of a finished match and the match (a friend's machine, which had
        no session: from the host's record at the end); what was counted already is not."""
        return self._count(match, setup, list(range(len(match.summaries))))

    def _count(self, match: Match, setup: KeptSetup, deals: list[int]) -> list[StorageProblem]:
        team = team_of(setup.human)
        level = stats_group(setup)
        store = self.store
        stats = store.load_stats()
        changed = False
        for index in deals:
            changed |= _count_deal(stats, match, setup, index)
        problems: list[StorageProblem] = []
        key = f"{stats_key(setup)}:match"
        if match.finished and key not in stats.recorded:
            records = self.records
            records.limit = store.load_settings().records_kept
            group = stats_group(setup)  # a friends' match is kept as played "with friends"
            partner = FRIENDS if group == FRIENDS else setup.partner
            kept = records.keep(
                match,
                human=setup.human,
                opponents=group,
                partner=partner,
                roles=setup.roles if group == FRIENDS else (),
                names=setup.seat_names if group == FRIENDS else (),
            )
            problems += records.take_problems()
            winner = match.winner
            changed |= stats.record_match(
                key,
                level,
                won=winner == team,
                drawn=not isinstance(winner, int),
                preset=match.rules.preset,
                entry=match_entry(match, setup, records.now(), kept or None),
            )
        if changed:
            store.save_stats(stats)
        return problems + store.take_problems()


def _count_deal(stats: Stats, match: Match, setup: KeptSetup, index: int) -> bool:
    """Count the ``index``-th deal of ``match`` (0-based; a thrown-in deal is not counted)."""
    if not 0 <= index < len(match.summaries):
        return False
    summary = match.summaries[index]
    if summary.ended_by == "thrown_in":
        return False
    team = team_of(setup.human)
    return stats.record_deal(
        f"{stats_key(setup)}:{index + 1}",
        stats_group(setup),
        our_score=summary.deal_score[team],
        their_score=summary.deal_score[1 - team],
        seeps=summary.seeps,
        human=setup.human,
        players=match.rules.num_players,
        baazi_winner=summary.baazi_winner,
        preset=match.rules.preset,
    )


def records_of(store: SaveStore) -> RecordStore:
    """The kept games of ``store``'s folder (read-only with it)."""
    return RecordStore(store.root, read_only=store.read_only, clock=store.clock)


def match_entry(match: Match, setup: KeptSetup, date: str, record: str | None) -> MatchEntry:
    """A finished match, as the statistics list the last ones."""
    team = team_of(setup.human)
    played = [s for s in match.summaries if s.ended_by != "thrown_in"]
    winner = match.winner
    result = "drawn" if not isinstance(winner, int) else "won" if winner == team else "lost"
    return MatchEntry(
        date,
        stats_group(setup),
        match.rules.preset,
        result,
        sum(s.deal_score[team] for s in played),
        len(played),
        (match.baazis[team], match.baazis[1 - team]),
        record,
        final_score(match, team),
        setup.table,
    )
