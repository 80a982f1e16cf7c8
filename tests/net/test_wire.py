"""The rules core's facts on the wire: events masked for a seat, summaries and reasons, and
nothing from the host taken on trust."""

from __future__ import annotations

import json

import pytest

from game.net.protocol import HOST_TYPES, ProtocolError, cards_named, decode
from game.net.wire import (
    event_from_json,
    event_json,
    masked,
    reason_from_json,
    reason_json,
    summary_from_json,
    summary_json,
)
from game.rules import Match, Rules, explain, legal_moves, needs_redeal
from game.rules.events import CardsDealt, DealThrownIn
from game.rules.reasons import reason


def test_a_whole_match_of_events_reads_back_masked_for_each_seat() -> None:
    match = Match.start(Rules(), seed=8)
    dealt = 0
    while not match.finished:
        if match.deal_done:
            summary = match.summaries[-1]
            assert summary_from_json(json.loads(json.dumps(summary_json(summary)))) == summary
            match.next_deal()
            continue
        if needs_redeal(match.position):
            events = match.throw_in()
        else:
            events = match.play(legal_moves(match.position)[0])
        for event in events:
            for seat in range(4):
                shown = masked(event, seat, 4)
                back = event_from_json(json.loads(json.dumps(event_json(shown))))
                assert back == shown
                if isinstance(event, CardsDealt):
                    dealt += 1
                    assert isinstance(shown, CardsDealt)
                    assert bool(shown.cards) == (event.seat == seat and bool(event.cards))
                    if event.seat != seat:
                        assert cards_named({"e": event_json(shown)}) == set()
                if isinstance(event, DealThrownIn):
                    assert isinstance(shown, DealThrownIn)
                    assert bool(shown.bidder_cards) == ((event.dealer + 1) % 4 == seat)
    assert dealt > 0


@pytest.mark.parametrize(
    "bad",
    [
        {"kind": "Teleport", "seat": 1},
        {"kind": "CardPlayed", "seat": 1, "card": "Zz", "action": "throw"},
        {"kind": "CardPlayed", "seat": 1, "card": "Jd"},
        {"kind": "CardPlayed", "seat": 1, "card": "Jd", "action": "throw", "x": 1},
        {"kind": "CardPlayed", "seat": {"a": 1}, "card": "Jd", "action": "throw"},
        {"kind": "CardPlayed", "seat": 1.5, "card": "Jd", "action": "throw"},
        "CardPlayed",
    ],
)
def test_a_bad_event_from_the_host_is_a_schema_error(bad: object) -> None:
    with pytest.raises(ProtocolError) as err:
        event_from_json(bad)
    assert err.value.code == "schema"


def test_reasons_and_summaries_read_back_and_bad_ones_are_refused() -> None:
    match = Match.start(Rules(), seed=4)
    pos = match.position
    move = legal_moves(pos)[0]
    assert move.action == "bid"
    why = explain(pos, move._replace(value=20))
    assert why is not None
    assert reason_from_json(json.loads(json.dumps(reason_json(why)))) == why
    nested = reason("house_sets", cards=[1, 2], total=9, value=9)
    assert reason_from_json(json.loads(json.dumps(reason_json(nested)))) == nested
    with pytest.raises(ProtocolError):
        reason_from_json({"params": []})
    with pytest.raises(ProtocolError):
        summary_from_json({"dealer": 0})


@pytest.mark.parametrize(
    "body",
    [
        b'{"v": 1, "type": "timer", "seat": 1, "seconds_left": true, "expired": false}',
        b'{"v": 1, "type": "timer", "seat": 1, "seconds_left": 3, "expired": 0}',
        b'{"v": 1, "type": "lobby", "table": "t", "seats": {}, "options": {}}',
        b'{"v": 1, "type": "record_part", "index": 0, "count": 1}',
        b'{"v": 1, "type": "reaction", "seat": 0}',
    ],
)
def test_the_new_host_messages_have_schemas(body: bytes) -> None:
    with pytest.raises(ProtocolError):
        decode(body, HOST_TYPES)
