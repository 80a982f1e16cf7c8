"""The session's collaborators on disk: the game in progress and the statistics, kept in the
player's :class:`~game.persistence.SaveStore`."""

from __future__ import annotations

from collections.abc import Callable

from game.persistence import SaveStore
from game.play.savegame import GameSetup, logged_deals, save_head
from game.play.session import Clock, Session
from game.rules import Match
from game.rules.seats import team_of


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
    """Counts the deal just ended (and the match, if it is over) in the player's statistics.

    Keys from the match's seed make this safe to repeat: a deal that was saved before its
    summary and is continued later is counted once.
    """

    def __init__(self, store: SaveStore) -> None:
        self.store = store

    def deal_ended(self, match: Match, setup: GameSetup) -> list[str]:
        summary = match.summaries[-1]
        if summary.ended_by == "thrown_in":
            return []
        team = team_of(setup.human)
        level = setup.opponents
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
        )
        if match.finished:
            winner = match.winner
            changed |= stats.record_match(
                f"{setup.seed}:match",
                level,
                won=winner == team,
                drawn=not isinstance(winner, int),
            )
        if changed:
            store.save_stats(stats)
        return store.take_messages()


def kept_session(
    setup: GameSetup,
    match: Match | None,
    store: SaveStore | None,
    clock: Clock,
    speed: Callable[[], float],
) -> Session:
    """A session whose game and statistics are kept in ``store`` (``None``: kept nowhere, as
    for ``--autoplay``)."""
    saver = StoreSaver(store) if store is not None else None
    stats = StoreStats(store) if store is not None else None
    return Session(setup, match, clock=clock, saver=saver, stats=stats, speed=speed)
