"""The session's collaborators on disk: the game in progress and the statistics, kept in the
player's :class:`~game.persistence.SaveStore`."""

from __future__ import annotations

from game.persistence import SaveStore
from game.play.records import RecordStore
from game.play.savegame import GameSetup, logged_deals, save_head
from game.play.session import Clock, Pacing, Session
from game.rules import Match
from game.rules.seats import team_of
from game.stats import MatchEntry


class StoreSaver:
    """Saves the game after every move, and deletes it when the match is over.

    Each finished deal is written once, to the game's log, when it ends; after every move only
    the small ``game.json`` (the deal in progress) is rewritten. The first save of a saver (a
    match begun or continued) writes the log afresh, as does the save after one that failed.
    """

    def __init__(self, store: SaveStore) -> None:
        self.store = store
        self.logged: int | None = None  # finished deals this saver has in the log

    def save(self, match: Match, setup: GameSetup) -> list[str]:
        store = self.store
        done = len(match.history)
        start = self.logged if self.logged is not None and self.logged <= done else 0
        entries = [] if store.read_only else logged_deals(match, start)
        key = f"{setup.seed % (1 << 64):x}"
        ok = store.save_game_log(save_head(match, setup), key, start, entries)
        self.logged = done if ok else None
        return store.take_messages()

    def finished(self) -> list[str]:
        self.store.delete_game()
        return self.store.take_messages()


class StoreStats:
    """Counts the deal just ended (and the match, if it is over) in the player's statistics,
    and keeps a finished match's record for replays (:mod:`game.play.records`), both with the
    move that ends it.

    Keys from the match's seed make this safe to repeat: a deal that was saved before its
    summary and is continued later is counted once.
    """

    def __init__(self, store: SaveStore, records: RecordStore | None = None) -> None:
        self.store = store
        self.records = records if records is not None else records_of(store)

    def deal_ended(self, match: Match, setup: GameSetup) -> list[str]:
        summary = match.summaries[-1]
        if summary.ended_by == "thrown_in":
            return []
        team = team_of(setup.human)
        level = setup.opponents
        preset = match.rules.preset
        store = self.store
        stats = store.load_stats()
        changed = stats.record_deal(
            f"{setup.seed}:{len(match.summaries)}",
            level,
            our_score=summary.deal_score[team],
            their_score=summary.deal_score[1 - team],
            seeps=summary.seeps,
            human=setup.human,
            players=match.rules.num_players,
            baazi_winner=summary.baazi_winner,
            preset=preset,
        )
        messages: list[str] = []
        key = f"{setup.seed}:match"
        if match.finished and key not in stats.recorded:
            records = self.records
            records.limit = store.load_settings().records_kept
            kept = records.keep(match, human=setup.human, opponents=level, partner=setup.partner)
            messages += records.take_messages()
            winner = match.winner
            changed |= stats.record_match(
                key,
                level,
                won=winner == team,
                drawn=not isinstance(winner, int),
                preset=preset,
                entry=match_entry(match, setup, records.now(), kept or None),
            )
        if changed:
            store.save_stats(stats)
        return messages + store.take_messages()


def records_of(store: SaveStore) -> RecordStore:
    """The kept games of ``store``'s folder (read-only with it)."""
    return RecordStore(store.root, read_only=store.read_only, clock=store.clock)


def match_entry(match: Match, setup: GameSetup, date: str, record: str | None) -> MatchEntry:
    """A finished match, as the statistics list the last ones."""
    team = team_of(setup.human)
    played = [s for s in match.summaries if s.ended_by != "thrown_in"]
    winner = match.winner
    result = "drawn" if not isinstance(winner, int) else "won" if winner == team else "lost"
    return MatchEntry(
        date,
        setup.opponents,
        match.rules.preset,
        result,
        sum(s.deal_score[team] for s in played),
        len(played),
        (match.baazis[team], match.baazis[1 - team]),
        record,
    )


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
