"""Drivers of the app's friends' table in tests: a host's seat link (HostSeat) and friends'
seat links (RemoteLink) played by computer players, all in one thread, no pygame."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.ai import make_bot
from game.net.app import HostedTable, JoinedTable, TableOptions
from game.play.events import DealEnded, DealStarted, MatchOver, MoveMade, StreamEvent
from game.play.savegame import GameSetup
from game.play.seat import SeatLink
from game.play.session import EventQueue
from game.rules import Position, Rules
from game.rules.cards import cards_of

CODE = "K7QP2X"


def whole_ok(pos: Position) -> None:
    """A whole position: every card exactly once, hand sizes as said."""
    cards: list[int] = []
    for s, h in enumerate(pos.hands):
        assert h is not None
        assert h.bit_count() == pos.hand_sizes[s]
        cards += cards_of(h)
    cards += cards_of(pos.loose) + cards_of(pos.piles[0]) + cards_of(pos.piles[1])
    for house in pos.houses.values():
        cards += cards_of(house.cards)
    assert pos.stock is not None and len(pos.stock) == pos.stock_size
    assert sorted(cards + list(pos.stock)) == list(range(52))


@dataclass
class Player:
    """A seat link played by a computer player of ``level`` (what a person would do)."""

    link: SeatLink
    level: str = "easy"
    events: list[StreamEvent] = field(default_factory=list)
    queue: EventQueue | None = None
    played: int = 0
    readies: bool = True  # says ready at each deal's summary (a person who clicks on)
    ended_at: list[float] = field(default_factory=list)  # when each deal's summary came

    def __post_init__(self) -> None:
        self.queue = self.link.subscribe()  # type: ignore[assignment]

    def step(self, check: bool = True) -> None:
        link = self.link
        link.update()
        link.tick(1.0)
        link.advance()
        assert self.queue is not None
        for event in self.queue.drain():
            self.events.append(event)
            if isinstance(event, MoveMade) and check:
                whole_ok(event.before)
                whole_ok(event.after)
                if event.move.action != "bid":
                    hand = event.before.hands[event.seat] or 0
                    assert hand >> event.move.card & 1, "the card flies from the right hand"
            if isinstance(event, DealEnded):
                self.ended_at.append(time.monotonic())
                if self.readies:
                    link.ready()
        status = link.status()
        if status.to_act:
            view = link.view()
            if check:
                whole_ok(link.position())
                assert link.position().hands[view.seat] == view.position.hands[view.seat]
            search = make_bot(self.level, self.played).begin(view)
            while not search.step(0.05):
                pass
            link.play(search.result())
            self.played += 1

    @property
    def over(self) -> bool:
        return any(isinstance(e, MatchOver) for e in self.events)


def hosted(
    roles: list[str], seed: int = 3, options: TableOptions | None = None, **kw: Any
) -> HostedTable:
    rules = Rules(num_players=len(roles))
    setup = GameSetup(rules=rules, seed=seed, human=roles.index("host"))
    table = HostedTable(
        setup,
        roles,
        options or TableOptions(grace=0.3, fill="easy"),
        table_name="t",
        bind="127.0.0.1",
        code=CODE,
        summary_wait=kw.pop("summary_wait", 5.0),
        **kw,
    )
    table.open()
    return table


def until(done: Callable[[], bool], *pumps: Callable[[], None], limit: float = 10.0) -> None:
    end = time.monotonic() + limit
    while not done():
        assert time.monotonic() < end, "timed out"
        for pump in pumps:
            pump()
        time.sleep(0.001)


def join(table: HostedTable, name: str, token: str | None = None) -> JoinedTable:
    friend = JoinedTable("127.0.0.1", table.port, CODE, name, token)
    friend.received = []
    friend.connect()
    until(lambda: friend.state != "connecting", table.pump, friend.poll)
    assert friend.state == "lobby", friend.problem
    return friend


def started(table: HostedTable, friends: list[JoinedTable]) -> None:
    until(
        lambda: all(f.state == "playing" for f in friends), table.pump, *[f.poll for f in friends]
    )


def deals_started(player: Player) -> int:
    return sum(1 for e in player.events if isinstance(e, DealStarted))
