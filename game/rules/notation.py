"""The interchange formats: ``seep-position/1`` positions and ``seep-record/1`` records.

Reading checks everything and raises :class:`InvalidNotationError` (the text cannot be read) or
:class:`InvalidPositionError` (it reads, but breaks the game's invariants), with the problem named.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from game.rules.cards import (
    _PARSE,
    VALUE,
    card_str,
    cards_of,
    format_cards,
    parse_card,
    value_count,
)
from game.rules.errors import InvalidNotationError, InvalidPositionError
from game.rules.moves import Move
from game.rules.options import Rules
from game.rules.position import BID, OVER, PLAY, House, Position

POSITION_FORMAT = "seep-position/1"
RECORD_FORMAT = "seep-record/1"


# -- writing ---------------------------------------------------------------------------------


def position_to_json(pos: Position) -> dict[str, Any]:
    """The ``seep-position/1`` object of a position (hidden hands and stock as ``null``)."""
    return {
        "format": POSITION_FORMAT,
        "rules": pos.rules.to_json(),
        "dealer": pos.dealer,
        "phase": pos.phase,
        "to_play": pos.to_play,
        "plays_made": pos.plays_made,
        "bid": pos.bid,
        "hands": [None if h is None else format_cards(cards_of(h)) for h in pos.hands],
        "hand_sizes": list(pos.hand_sizes),
        "floor": {
            "loose": format_cards(cards_of(pos.loose)),
            "houses": [_house_json(pos.houses[v]) for v in sorted(pos.houses)],
        },
        "piles": [format_cards(cards_of(m)) for m in pos.piles],
        "seeps": [{"seat": s, "play": n, "points": pts} for s, n, pts in pos.seeps],
        "last_capturer": pos.last_capturer,
        "stock": None if pos.stock is None else [card_str(c) for c in pos.stock],
    }


def _house_json(h: House) -> dict[str, Any]:
    return {
        "value": h.value,
        "cards": format_cards(cards_of(h.cards)),
        "owners": list(h.owners),
        "pakka": h.pakka,
        "actions": h.actions,
    }


def position_to_text(pos: Position) -> str:
    """The position as one line of JSON."""
    return json.dumps(position_to_json(pos), separators=(",", ":"))


# -- reading ---------------------------------------------------------------------------------


def _fail(message: str, obj: object) -> InvalidPositionError:
    text = json.dumps(obj, separators=(",", ":"), default=str)
    if len(text) > 2000:
        text = text[:2000] + "..."
    return InvalidPositionError(f"invalid position: {message}; in {text}")  # i18n: skip


def _bad(message: str, obj: object) -> InvalidNotationError:
    text = json.dumps(obj, separators=(",", ":"), default=str)
    if len(text) > 2000:
        text = text[:2000] + "..."
    return InvalidNotationError(f"unreadable position: {message}; in {text}")  # i18n: skip


def _int(obj: dict[str, Any], key: str, lo: int, hi: int, whole: object) -> int:
    v = obj.get(key)
    if not isinstance(v, int) or isinstance(v, bool):
        raise _bad(f"{key!r} must be a whole number, not {v!r}", whole)
    if not lo <= v <= hi:
        raise _fail(f"{key!r} is {v}, outside {lo}..{hi}", whole)
    return v


def _cards(items: object, what: str, whole: object) -> list[int]:
    if not isinstance(items, list):
        raise _bad(f"{what} must be a list of cards, not {items!r}", whole)
    out = []
    for text in items:
        try:
            out.append(parse_card(text))
        except InvalidNotationError as e:
            raise _bad(f"{what}: {e}", whole) from None
    return out


def expected_hand_sizes(players: int, dealer: int, phase: str, plays_made: int) -> list[int]:
    """Hand sizes that the deal order gives after ``plays_made`` plays."""
    bidder = (dealer + 1) % players
    if phase == BID or plays_made == 0:
        return [4 if s == bidder else 0 for s in range(players)]
    sizes = []
    for s in range(players):
        if players == 4:
            dealt = 12
            made = plays_made
        else:
            dealt = 12 if plays_made < 24 else 24
            made = plays_made
        played = len([i for i in range(made) if (bidder + i) % players == s])
        sizes.append(dealt - played)
    return sizes


def expected_stock_size(players: int, phase: str, plays_made: int) -> int:
    """Cards still to be dealt after ``plays_made`` plays."""
    if phase == BID or plays_made == 0:
        return 44
    if players == 2 and plays_made < 24:
        return 24
    return 0


def position_from_json(obj: object) -> Position:
    """Read and check a ``seep-position/1`` object.

    Raises:
        InvalidNotationError: the object cannot be read (wrong types, bad cards, bad rules).
        InvalidPositionError: it reads but breaks an invariant (a card twice, 53 cards...).
    """
    if not isinstance(obj, dict):
        raise InvalidNotationError(f"a position must be a JSON object, not {obj!r}")
    fmt = obj.get("format", POSITION_FORMAT)
    if fmt != POSITION_FORMAT:
        raise _bad(f"format must be {POSITION_FORMAT!r}, not {fmt!r}", obj)
    try:
        rules = Rules.from_json(obj.get("rules"))
    except InvalidNotationError as e:
        raise _bad(str(e), obj) from None
    n = rules.num_players
    pos = Position.__new__(Position)
    pos.rules = rules
    pos.players = n
    pos.dealer = _int(obj, "dealer", 0, n - 1, obj)
    phase = obj.get("phase")
    if phase not in (BID, PLAY, OVER):
        raise _bad(f"phase must be 'bid', 'play' or 'over', not {phase!r}", obj)
    pos.phase = phase
    pos.plays_made = _int(obj, "plays_made", 0, 48, obj)
    pos.to_play = _int(obj, "to_play", 0, n - 1, obj)
    bid = obj.get("bid")
    if bid is not None:
        bid = _int(obj, "bid", 9, 13, obj)
    pos.bid = bid
    _read_hands(pos, obj)
    _read_floor(pos, obj)
    _read_rest(pos, obj)
    _check(pos, obj)
    return pos


def _read_hands(pos: Position, obj: dict[str, Any]) -> None:
    n = pos.players
    hands = obj.get("hands")
    if not isinstance(hands, list) or len(hands) != n:
        raise _bad(f"hands must be a list of {n} entries (a list of cards or null)", obj)
    sizes = obj.get("hand_sizes")
    if sizes is not None and (
        not isinstance(sizes, list)
        or len(sizes) != n
        or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in sizes)
    ):
        raise _bad(f"hand_sizes must be a list of {n} whole numbers", obj)
    pos.hands = []
    pos.hand_sizes = []
    for seat, hand in enumerate(hands):
        if hand is None:
            if sizes is None:
                raise _bad(f"hand {seat} is hidden, so hand_sizes is required", obj)
            pos.hands.append(None)
            pos.hand_sizes.append(sizes[seat])
            continue
        cards = _cards(hand, f"hand {seat}", obj)  # i18n: skip
        mask = 0
        for c in cards:
            if mask >> c & 1:
                raise _fail(f"{card_str(c)} appears twice in hand {seat}", obj)
            mask |= 1 << c
        if sizes is not None and sizes[seat] != len(cards):
            raise _fail(
                f"hand {seat} holds {len(cards)} cards but hand_sizes says {sizes[seat]}", obj
            )
        pos.hands.append(mask)
        pos.hand_sizes.append(len(cards))


def _read_floor(pos: Position, obj: dict[str, Any]) -> None:
    floor = obj.get("floor")
    if not isinstance(floor, dict):
        raise _bad("floor must be an object with 'loose' and 'houses'", obj)
    loose = _cards(floor.get("loose", []), "floor.loose", obj)
    pos.loose = 0
    for c in loose:
        if pos.loose >> c & 1:
            raise _fail(f"{card_str(c)} appears twice on the floor", obj)
        pos.loose |= 1 << c
    houses = floor.get("houses", [])
    if not isinstance(houses, list):
        raise _bad("floor.houses must be a list", obj)
    pos.houses = {}
    for item in houses:
        h = _read_house(item, pos, obj)
        if h.value in pos.houses:
            raise _fail(f"two houses of value {h.value} (there is one house per value)", obj)
        pos.houses[h.value] = h


def _read_house(item: object, pos: Position, obj: dict[str, Any]) -> House:
    if not isinstance(item, dict):
        raise _bad(f"a house must be an object, not {item!r}", obj)
    value = _int(item, "value", 9, 13, obj)
    cards = _cards(item.get("cards"), f"the {value}-house's cards", obj)  # i18n: skip
    mask = 0
    for c in cards:
        if mask >> c & 1:
            raise _fail(f"{card_str(c)} appears twice in the {value}-house", obj)
        mask |= 1 << c
    if len(cards) < 2:
        raise _fail(f"the {value}-house holds {len(cards)} card(s); a house holds at least 2", obj)
    total = sum(VALUE[c] for c in cards)
    if total % value or not _splits_into_sets([VALUE[c] for c in cards], value):
        raise _fail(
            f"the {value}-house's cards ({' '.join(format_cards(cards))}) are not whole sets "
            f"of {value}",
            obj,
        )
    owners = item.get("owners")
    if (
        not isinstance(owners, list)
        or not owners
        or not all(isinstance(o, int) and not isinstance(o, bool) for o in owners)
    ):
        raise _bad(f"the {value}-house needs a list of owning seats", obj)
    if any(not 0 <= o < pos.players for o in owners) or len(set(owners)) != len(owners):
        raise _fail(f"the {value}-house's owners {owners} are not distinct seats", obj)
    sets = total // value
    pakka = item.get("pakka")
    actions = item.get("actions")
    if pakka is None:
        pakka = sets >= 2 or (
            pos.rules.pakka_rule == "second_action" and isinstance(actions, int) and actions >= 2
        )
    if not isinstance(pakka, bool):
        raise _bad(f"the {value}-house's pakka must be true or false", obj)
    if actions is None:
        actions = 2 if pakka else 1
    if not isinstance(actions, int) or isinstance(actions, bool) or actions < 1:
        raise _bad(f"the {value}-house's actions must be a whole number >= 1", obj)
    if pos.rules.pakka_rule == "two_sets":
        if pakka != (sets >= 2):
            raise _fail(f"the {value}-house holds {sets} set(s) but pakka is {pakka}", obj)
    elif pakka != (sets >= 2 or actions >= 2):
        raise _fail(
            f"the {value}-house holds {sets} set(s) after {actions} action(s) but pakka is {pakka}",
            obj,
        )
    return House(value, mask, tuple(owners), pakka, actions)


def _splits_into_sets(values: list[int], target: int) -> bool:
    """Whether the values split into groups each adding up to ``target``."""
    values = sorted(values, reverse=True)
    k = sum(values) // target
    bins = [0] * k

    def place(i: int) -> bool:
        if i == len(values):
            return True
        tried = set()
        for b in range(k):
            if bins[b] in tried or bins[b] + values[i] > target:
                continue
            tried.add(bins[b])
            bins[b] += values[i]
            if place(i + 1):
                return True
            bins[b] -= values[i]
        return False

    return k > 0 and place(0)


def _read_rest(pos: Position, obj: dict[str, Any]) -> None:
    piles = obj.get("piles", [[], []])
    if not isinstance(piles, list) or len(piles) != 2:
        raise _bad("piles must be a list of two lists of cards (one per team)", obj)
    pos.piles = []
    for t, pile in enumerate(piles):
        mask = 0
        for c in _cards(pile, f"pile {t}", obj):  # i18n: skip
            if mask >> c & 1:
                raise _fail(f"{card_str(c)} appears twice in pile {t}", obj)
            mask |= 1 << c
        pos.piles.append(mask)
    seeps = obj.get("seeps", [])
    if not isinstance(seeps, list):
        raise _bad("seeps must be a list", obj)
    out = []
    for s in seeps:
        if not isinstance(s, dict):
            raise _bad(f"a seep must be an object with seat, play, points, not {s!r}", obj)
        seat = _int(s, "seat", 0, pos.players - 1, obj)
        play = _int(s, "play", 1, max(pos.plays_made, 1), obj)
        points = _int(s, "points", -1000, 1000, obj)
        if seat != (pos.bidder + play - 1) % pos.players:
            raise _fail(
                f"the seep of play {play} names seat {seat}, who did not make that play", obj
            )
        out.append((seat, play, points))
    pos.seeps = tuple(sorted(out, key=lambda s: s[1]))
    last = obj.get("last_capturer")
    if last is not None:
        last = _int(obj, "last_capturer", 0, pos.players - 1, obj)
    pos.last_capturer = last
    stock = obj.get("stock", [])
    expected = expected_stock_size(pos.players, pos.phase, pos.plays_made)
    if stock is None:
        pos.stock = None
        size = obj.get("stock_size", expected)
        if not isinstance(size, int) or isinstance(size, bool):
            raise _bad("stock_size must be a whole number", obj)
        pos.stock_size = size
    else:
        cards = _cards(stock, "stock", obj)
        if len(set(cards)) != len(cards):
            raise _fail("a card appears twice in the stock", obj)
        pos.stock = tuple(cards)
        pos.stock_size = len(cards)


def _check(pos: Position, obj: dict[str, Any]) -> None:
    """The invariants of a position that play can reach."""
    n = pos.players
    # Every card once, 52 in all.
    seen = 0
    count = 0
    parts: list[tuple[str, int]] = [
        (f"hand {s}", h)  # i18n: skip
        for s, h in enumerate(pos.hands)
        if h
    ]
    parts += [("the floor", pos.loose)]  # i18n: skip
    parts += [(f"the {v}-house", h.cards) for v, h in pos.houses.items()]  # i18n: skip
    parts += [(f"pile {t}", m) for t, m in enumerate(pos.piles)]  # i18n: skip
    if pos.stock:
        parts.append(("the stock", sum(1 << c for c in pos.stock)))  # i18n: skip
    for where, mask in parts:
        twice = seen & mask
        if twice:
            raise _fail(f"{card_str(cards_of(twice)[0])} appears twice (again in {where})", obj)
        seen |= mask
        count += mask.bit_count()
    hidden = sum(pos.hand_sizes[s] for s in range(n) if pos.hands[s] is None)
    if pos.stock is None:
        hidden += pos.stock_size
    if count + hidden != 52:
        raise _fail(f"{count + hidden} cards are accounted for, not 52", obj)
    # The deal order fixes the phase, the player to move, the hand sizes and the stock.
    if pos.phase == BID and pos.plays_made:
        raise _fail("in phase 'bid' no play has been made yet (plays_made must be 0)", obj)
    if pos.phase == OVER and pos.plays_made != 48:
        raise _fail("phase 'over' comes after all 48 plays", obj)
    if pos.phase == PLAY and pos.plays_made == 48:
        raise _fail("after 48 plays the phase is 'over'", obj)
    if pos.phase == BID and pos.bid is not None:
        raise _fail("the bid is null until the bidder has bid", obj)
    if pos.phase != BID and pos.bid is None:
        raise _fail("after the bid phase the position needs the bid", obj)
    expected_to_play = pos.bidder if pos.phase == BID else (pos.bidder + pos.plays_made) % n
    if pos.to_play != expected_to_play:
        raise _fail(f"seat {expected_to_play} is to play, not seat {pos.to_play}", obj)
    sizes = expected_hand_sizes(n, pos.dealer, pos.phase, pos.plays_made)
    if pos.hand_sizes != sizes:
        raise _fail(
            f"hand sizes should be {sizes} at this point of the deal, not {pos.hand_sizes}", obj
        )
    expected_stock = expected_stock_size(n, pos.phase, pos.plays_made)
    if pos.stock_size != expected_stock:
        raise _fail(f"the stock should hold {expected_stock} cards, not {pos.stock_size}", obj)
    if len(pos.houses) > pos.rules.max_houses:
        raise _fail(f"{len(pos.houses)} houses, more than max_houses allows", obj)
    if pos.phase == BID or pos.plays_made == 0:
        if pos.houses or pos.loose.bit_count() != 4 or pos.piles != [0, 0] or pos.seeps:
            raise _fail("before the opening play the floor holds exactly 4 loose cards", obj)
    if any(pos.piles) and pos.last_capturer is None:
        raise _fail("cards have been captured, so last_capturer must name a seat", obj)
    if pos.phase == PLAY and pos.plays_made == 0:
        hand = pos.hands[pos.bidder]
        if hand is not None and pos.bid is not None and not value_count(hand, pos.bid):
            raise _fail(f"the bidder bid {pos.bid} without holding a card of that value", obj)
    _check_keys(pos, obj)


def _check_keys(pos: Position, obj: dict[str, Any]) -> None:
    team_keys = pos.rules.key_scope == "team" and pos.players == 4
    for v, h in pos.houses.items():
        for o in h.owners:
            hand = pos.hands[o]
            if hand is None:
                continue
            held = value_count(hand, v)
            if team_keys:
                partner = pos.hands[o ^ 2]
                if partner is None:
                    continue
                held += value_count(partner, v)
            if not held:
                raise _fail(f"seat {o} owns the {v}-house but holds no card of value {v}", obj)


# -- records ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealRecord:
    """One deal of a record: its dealer, the deck in dealing order, and the moves in order."""

    dealer: int
    deck: tuple[int, ...]
    moves: tuple[Move, ...]

    def to_json(self) -> dict[str, Any]:
        """The record's JSON form of this deal."""
        return {
            "dealer": self.dealer,
            "deck": [card_str(c) for c in self.deck],
            "moves": [m.to_json() for m in self.moves],
        }


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A ``seep-record/1`` game record."""

    rules: Rules
    deals: tuple[DealRecord, ...]

    def to_json(self) -> dict[str, Any]:
        """The ``seep-record/1`` object."""
        return {
            "format": RECORD_FORMAT,
            "rules": self.rules.to_json(),
            "deals": [d.to_json() for d in self.deals],
        }


def record_from_json(obj: object) -> GameRecord:
    """Read a ``seep-record/1`` object (the moves are checked when it is replayed).

    Raises:
        InvalidNotationError: anything that cannot be read.
    """
    if not isinstance(obj, dict):
        raise InvalidNotationError(f"a game record must be a JSON object, not {obj!r}")
    fmt = obj.get("format", RECORD_FORMAT)
    if fmt != RECORD_FORMAT:
        raise InvalidNotationError(f"format must be {RECORD_FORMAT!r}, not {fmt!r}")
    rules = Rules.from_json(obj.get("rules"))
    deals = obj.get("deals")
    if not isinstance(deals, list):
        raise InvalidNotationError("a record needs 'deals', a list")
    out = []
    for i, d in enumerate(deals):
        if not isinstance(d, dict):
            raise InvalidNotationError(f"deal {i + 1} must be an object")
        dealer = d.get("dealer")
        if not isinstance(dealer, int) or isinstance(dealer, bool):
            raise InvalidNotationError(f"deal {i + 1}: dealer must be a seat number")
        if not 0 <= dealer < rules.num_players:
            raise InvalidNotationError(f"deal {i + 1}: dealer {dealer} is not a seat")
        deck = d.get("deck")
        if not isinstance(deck, list):
            raise InvalidNotationError(f"deal {i + 1}: deck must be a list of 52 cards")
        try:  # the usual case, canonical cards: one dictionary look-up a card
            cards = [_PARSE[c] for c in deck]
        except (KeyError, TypeError):
            cards = [parse_card(c) for c in deck]  # says which card is not one
        if len(cards) != 52 or len(set(cards)) != 52:
            raise InvalidNotationError(
                f"deal {i + 1}: the deck must hold each of the 52 cards once"
            )
        moves = d.get("moves", [])
        if not isinstance(moves, list):
            raise InvalidNotationError(f"deal {i + 1}: moves must be a list")
        try:
            parsed = tuple(Move.from_json(m) for m in moves)
        except InvalidNotationError as e:
            raise InvalidNotationError(f"deal {i + 1}: {e}") from None
        out.append(DealRecord(dealer, tuple(cards), parsed))
    return GameRecord(rules, tuple(out))
