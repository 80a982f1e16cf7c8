"""Small builders for hand-made positions, decks and matches (shared by the rules tests).

Positions are written the way rules.md §4 writes them: the hand of the seat to play, the loose
floor cards and the houses. Everything else (the other hands, the piles, the play number) is
filled in so that the position is valid under the deal order of interchange.md. Cards use the
interchange notation (``"Jd 4c"``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from game.rules import (
    Match,
    Position,
    Rules,
    card_points,
    card_str,
    parse_card,
    position_from_json,
)

ALL_CARDS: tuple[str, ...] = tuple(card_str(c) for c in range(52))
SPADES_HIGH_FIRST: tuple[str, ...] = tuple(f"{r}s" for r in "KQJT98765432A")
OTHER_POINT_CARDS: tuple[str, ...] = ("Td", "Ah", "Ad", "Ac")


def split(text: str) -> list[str]:
    """``"Jd 4c"`` -> ``["Jd", "4c"]`` (canonical)."""
    return [card_str(parse_card(t)) for t in text.split()]


def house(
    value: int,
    cards: str,
    owners: Sequence[int],
    pakka: bool | None = None,
    actions: int | None = None,
) -> dict[str, Any]:
    """A house object of ``seep-position/1`` (``pakka`` left out = worked out from the sets)."""
    out: dict[str, Any] = {"value": value, "cards": split(cards), "owners": list(owners)}
    if pakka is not None:
        out["pakka"] = pakka
    if actions is not None:
        out["actions"] = actions
    return out


def hand_sizes(players: int, dealer: int, plays_made: int) -> list[int]:
    """Hand sizes after ``plays_made`` plays (after the opening), from the deal order."""
    bidder = (dealer + 1) % players
    dealt = 12 if players == 4 or plays_made < 24 else 24
    return [
        dealt - sum(1 for i in range(plays_made) if (bidder + i) % players == s)
        for s in range(players)
    ]


def seep_entries(
    seeps: Iterable[tuple[int, int]], players: int, dealer: int, plays_made: int
) -> list[dict[str, int]]:
    """``(seat, points)`` pairs as seep objects, each on a play that seat really made (>= 2)."""
    bidder = (dealer + 1) % players
    used: set[int] = set()
    out = []
    for seat, points in seeps:
        play = 2 + (seat - bidder - 1) % players
        while play in used:
            play += players
        assert play <= plays_made, "no play left for that seep"
        used.add(play)
        out.append({"seat": seat, "play": play, "points": points})
    return out


def position_json(
    hand: str | None = None,
    loose: str = "",
    houses: Sequence[dict[str, Any]] = (),
    *,
    seat: int = 0,
    hands: Mapping[int, str] | None = None,
    show_all: bool = False,
    rules: Mapping[str, Any] | None = None,
    dealer: int | None = None,
    plays_made: int | None = None,
    bid: int = 11,
    ns_pile: str | None = None,
    seeps: Iterable[tuple[int, int]] = (),
    last_capturer: int | None = None,
) -> dict[str, Any]:
    """A ``seep-position/1`` object in the play phase, after the opening.

    Args:
        hand: the cards of ``seat``, the seat to play (or give every hand in ``hands``).
        loose: the loose floor cards.
        houses: house objects (see :func:`house`).
        seat: the seat to play.
        hands: other hands to show; each is padded with unused cards to its size.
        show_all: show every hand (padding the unnamed ones), not only the named ones.
        rules: the rules object (default standard).
        dealer, plays_made: by default the seat to play is the bidder and ``plays_made`` is what
            gives it ``len(hand)`` cards.
        ns_pile: the cards of team 0's pile; every card not placed elsewhere then goes to team 1.
            By default the rest is shared out between the two piles.
        seeps: ``(seat, points)`` seeps already made this deal.
        last_capturer: by default the seat before the seat to play.
    """
    rules_obj: dict[str, Any] = dict(rules or {"preset": "standard"})
    players = Rules.from_json(rules_obj).num_players
    shown: dict[int, list[str]] = {}
    if hand is not None:
        shown[seat] = split(hand)
    for s, text in (hands or {}).items():
        shown[s] = split(text)
    if dealer is None:
        dealer = (seat - 1) % players
    if plays_made is None:
        size = len(shown[seat])
        assert 1 <= size <= 11, "give dealer and plays_made for this hand size"
        plays_made = players * (12 - size)
        if players == 2:
            plays_made = 2 * (12 - size)
    sizes = hand_sizes(players, dealer, plays_made)
    bidder = (dealer + 1) % players
    assert (bidder + plays_made) % players == seat, "that seat is not to play"
    used = [c for cs in shown.values() for c in cs] + split(loose)
    for h in houses:
        used += h["cards"]
    pile0 = split(ns_pile) if ns_pile is not None else []
    used += pile0
    assert len(set(used)) == len(used), f"a card is used twice: {sorted(used)}"
    free = [c for c in ALL_CARDS if c not in set(used)]
    out_hands: list[list[str] | None] = []
    for s in range(players):
        if s in shown or show_all:
            cards = shown.get(s, [])
            need = sizes[s] - len(cards)
            assert need >= 0, f"seat {s} holds {len(cards)} cards, more than {sizes[s]}"
            cards = cards + free[:need]
            free = free[need:]
            out_hands.append(cards)
        else:
            out_hands.append(None)
            free = free[sizes[s] :]  # those cards are in the hidden hand
    if ns_pile is not None:
        piles = [pile0, free]
    else:
        piles = [free[0::2], free[1::2]]
    if last_capturer is None and (piles[0] or piles[1]):
        last_capturer = (seat - 1) % players
    return {
        "format": "seep-position/1",
        "rules": rules_obj,
        "dealer": dealer,
        "phase": "play",
        "to_play": seat,
        "plays_made": plays_made,
        "bid": bid,
        "hands": out_hands,
        "hand_sizes": sizes,
        "floor": {"loose": split(loose), "houses": list(houses)},
        "piles": piles,
        "seeps": seep_entries(seeps, players, dealer, plays_made),
        "last_capturer": last_capturer,
        "stock": [],
    }


def position(*args: Any, **kwargs: Any) -> Position:
    """:func:`position_json`, read by the engine."""
    return position_from_json(position_json(*args, **kwargs))


def opening_json(
    hand: str,
    floor: str,
    *,
    dealer: int = 0,
    bid: int | None = None,
    rules: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The bidder's position before the bid (``bid`` None) or before the opening play."""
    rules_obj: dict[str, Any] = dict(rules or {"preset": "standard"})
    players = Rules.from_json(rules_obj).num_players
    bidder = (dealer + 1) % players
    used = split(hand) + split(floor)
    stock = [c for c in ALL_CARDS if c not in set(used)]
    hands: list[list[str]] = [[] for _ in range(players)]
    hands[bidder] = split(hand)
    return {
        "format": "seep-position/1",
        "rules": rules_obj,
        "dealer": dealer,
        "phase": "bid" if bid is None else "play",
        "to_play": bidder,
        "plays_made": 0,
        "bid": bid,
        "hands": hands,
        "hand_sizes": [len(h) for h in hands],
        "floor": {"loose": split(floor), "houses": []},
        "piles": [[], []],
        "seeps": [],
        "last_capturer": None,
        "stock": stock,
    }


def point_cards(total: int) -> list[str]:
    """Scoring cards worth exactly ``total`` points (standard values), high spades first."""
    best: dict[int, list[str]] = {0: []}
    for c in (*SPADES_HIGH_FIRST, *OTHER_POINT_CARDS):
        pts = card_points(parse_card(c))
        for have, cards in list(best.items()):
            best.setdefault(have + pts, [*cards, c])
    assert total in best, total
    return best[total]


def last_play(
    ns_points: int | None = None,
    *,
    ns_cards: str | None = None,
    rules: Mapping[str, Any] | None = None,
    dealer: int = 0,
    seeps: Iterable[tuple[int, int]] = (),
    last_capturer: int = 1,
) -> Position:
    """The dealer about to make play 48, holding only the 2♥, with an empty floor.

    Team 0 has captured exactly ``ns_points`` card points (or exactly the cards ``ns_cards``) and
    team 1 every other card but the 2♥. The 2♥ can only be thrown, and then goes to the last
    capturer's team: it is worth nothing, so the deal ends with card points
    ``(ns_points, 100 - ns_points)`` under the standard card values.
    """
    if ns_cards is None:
        assert ns_points is not None
        ns_cards = " ".join(point_cards(ns_points))
    rules_obj = dict(rules or {"preset": "standard"})
    players = Rules.from_json(rules_obj).num_players
    return position(
        hands={dealer: "2h"},
        seat=dealer,
        dealer=dealer,
        plays_made=47,
        rules=rules_obj,
        ns_pile=ns_cards,
        seeps=seeps,
        last_capturer=last_capturer % players,
        show_all=True,
    )


THROW_2H = {"action": "throw", "card": "2h"}


def match_at(
    pos: Position,
    *,
    running: tuple[int, int] = (0, 0),
    baazis: tuple[int, int] = (0, 0),
) -> Match:
    """A match whose current deal is ``pos``, with a running score and baazis so far.

    ``running`` is in the scoring method's terms, as the summary gives it (for the difference
    method ``(lead, -lead)``).
    """
    return Match(
        pos.rules,
        pos.dealer,
        pos,
        tuple(range(52)),
        random.Random(0),
        running=list(running),
        baazis=list(baazis),
        next_dealer=pos.dealer,
    )


def next_deal_at(match: Match, pos_for_dealer: Any) -> Position:
    """Start the match's next deal and replace it by a hand-made position of the same dealer.

    ``pos_for_dealer`` is called with the new dealer and returns the position.
    """
    match.next_deal(list(range(52)))
    pos = pos_for_dealer(match.dealer)
    assert pos.dealer == match.dealer
    match.position = pos
    return pos


def arrange_deck(
    dealer: int,
    hands: Mapping[int, str],
    floor: str,
    players: int = 4,
    filler: Sequence[str] | None = None,
) -> list[int]:
    """A deck in dealing order that gives each seat the named cards and the floor its 4 cards.

    The bidder's first four named cards are the cards it bids with. Hands named with fewer cards
    than the deal gives are filled up with the unnamed cards, in the order of ``filler`` (by
    default the canonical order).
    """
    bidder = (dealer + 1) % players
    want = {s: split(t) for s, t in hands.items()}
    named = [c for cs in want.values() for c in cs] + split(floor)
    assert len(set(named)) == len(named), "a card is named twice"
    rest = [c for c in (filler or ALL_CARDS) if c not in set(named)]
    rest += [c for c in ALL_CARDS if c not in set(named) and c not in set(rest)]
    full = {}
    total = {s: (12 if players == 4 else 24) for s in range(players)}
    for s in range(players):
        cards = want.get(s, [])
        need = total[s] - len(cards)
        full[s] = cards + rest[:need]
        rest = rest[need:]
    assert not rest
    if players == 4:
        packets = [(bidder + off) % 4 for off in (0, 1, 2, 3, 0, 1, 2, 3, 1, 2, 3)]
    else:
        packets = [(bidder + off) % 2 for off in (0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 1)]
    taken = dict.fromkeys(range(players), 0)
    deck = full[bidder][:4] + split(floor)
    taken[bidder] = 4
    for s in packets:
        deck += full[s][taken[s] : taken[s] + 4]
        taken[s] += 4
    assert sorted(deck) == sorted(ALL_CARDS), "the deck must hold 52 cards"
    return [parse_card(c) for c in deck]
