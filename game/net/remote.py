"""A remote seat, on the host: who sits there, and the stream as that seat may know it. No pygame.

:meth:`RemoteSeat.messages` turns each event of the session's stream into the messages this seat
is told. It never passes a position as it is: a position goes out only as the seat's
:class:`~game.rules.PlayerView` (:func:`~game.net.protocol.view_json`), and the rules core's
events (which name the cards dealt to every hand) are not passed at all: the ``move`` message's
view after the move says all that the seat may know of them.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from game.net.protocol import view_json
from game.net.wire import event_json, masked, reason_json, summary_json
from game.play.events import (
    DealEnded,
    DealStarted,
    MatchOver,
    MoveMade,
    MoveRefused,
    StreamEvent,
    ThrowingIn,
    TurnStarted,
)
from game.rules import Match, Move, PlayerView, Position, apply, new_deal
from game.rules.cards import card_str

OPEN = "open"  # nobody has joined yet
PRESENT = "present"  # a friend plays it
HELD = "held"  # the friend dropped: the seat waits for them
COMPUTER = "computer"  # a computer plays it until the friend rejoins


@dataclass
class RemoteSeat:
    """One seat a friend plays from another computer."""

    seat: int
    token: str = field(default_factory=lambda: secrets.token_urlsafe(18))
    conn: int | None = None
    name: str = ""
    status: str = OPEN
    held_until: float = 0.0
    ready: bool = False
    spare: bool = False  # nobody joined it before the start: a computer plays it, anyone may join
    left_at: tuple[int, int] = (0, 0)  # (deals ended, moves of the match) when the friend left

    def cards_fields(self, deal: int, pos: Position) -> dict[str, Any]:
        return {"deal": deal, "phase": pos.phase, "plays_made": pos.plays_made}

    def state(self, match: Match, deal: int) -> dict[str, Any]:
        """The seat's whole current view (on joining and rejoining)."""
        pos = match.position
        view = PlayerView.of(pos, self.seat, match.deal_history())
        return {
            "type": "state",
            **self.cards_fields(deal, pos),
            "view": view_json(view),
            "to_play": pos.to_play,
            "summaries": [summary_json(s) for s in match.summaries],
            "running": list(match.running),
            "baazis": list(match.baazis),
        }

    def past(self, match: Match, deal: int) -> list[dict[str, Any]]:
        """The current deal's moves so far, each with the seat's view before it (a friend who
        joins or rejoins mid-deal: its log and its last play are whole). Each is stamped with
        the state now: every card it names, the seat has seen or is public by now (a card
        played lies on the floor or in a pile; its own earlier hand it saw)."""
        if match.deal_done:
            return []
        now = self.cards_fields(deal, match.position)
        pos = new_deal(match.rules, match.dealer, match.deck)
        history = match.deal_history()
        out = []
        for i, (seat, move) in enumerate(history):
            view = PlayerView.of(pos, self.seat, history[:i])
            out.append(
                {
                    "type": "past",
                    **now,
                    "seat": seat,
                    "move": Move._make(move).to_json(),
                    "view": view_json(view),
                }
            )
            pos = apply(pos, move)
        return out

    def messages(
        self, event: StreamEvent, match: Match, deal: int, shown: Position
    ) -> list[dict[str, Any]]:
        """What this seat is told of ``event``: ``shown`` is the position as of the event (the
        last move's), ``match`` the match as it stands now (the events are told in order just
        after they happen, so a new deal's position is the match's own)."""
        if isinstance(event, MoveMade):
            after = event.after
            view = PlayerView.of(after, self.seat, match.deal_history())
            players = after.players
            return [
                {
                    "type": "move",
                    **self.cards_fields(deal, after),
                    "seat": event.seat,
                    "move": Move._make(event.move).to_json(),
                    "view": view_json(view),
                    "events": [event_json(masked(e, self.seat, players)) for e in event.events],
                }
            ]
        if isinstance(event, DealStarted):
            pos = match.position
            view = PlayerView.of(pos, self.seat, match.deal_history())
            return [
                {
                    "type": "deal",
                    **self.cards_fields(deal, pos),
                    "number": event.number,
                    "dealer": event.dealer,
                    "bidder": event.bidder,
                    "view": view_json(view),
                }
            ]
        if isinstance(event, TurnStarted):
            pos = shown
            return [
                {
                    "type": "turn",
                    **self.cards_fields(deal, pos),
                    "seat": event.seat,
                    "expects": event.expects,
                }
            ]
        if isinstance(event, MoveRefused) and event.seat == self.seat:
            code = event.reason.code if event.reason is not None else event.code
            reason = reason_json(event.reason) if event.reason is not None else None
            return [
                {
                    "type": "refused",
                    **self.cards_fields(deal, shown),
                    "code": code,
                    "reason": reason,
                }
            ]
        if isinstance(event, ThrowingIn):  # the bidder's four cards are shown to everyone
            return [
                {
                    "type": "thrown_in",
                    **self.cards_fields(deal, shown),
                    "seat": event.seat,
                    "cards": [card_str(c) for c in event.cards],
                }
            ]
        if isinstance(event, DealEnded):
            s = event.summary
            return [
                {
                    "type": "deal_ended",
                    "index": event.index,
                    "deal_score": list(s.deal_score),
                    "running": list(match.running),  # (after a baazi: counted afresh)
                    "summary": summary_json(s),
                    "baazis": list(match.baazis),
                }
            ]
        if isinstance(event, MatchOver):
            return [{"type": "match_over", "winner": event.winner, "deals": len(match.summaries)}]
        return []  # the rules core's events, hints, notices: not this seat's to know this way


__all__ = ["COMPUTER", "HELD", "OPEN", "PRESENT", "RemoteSeat"]
