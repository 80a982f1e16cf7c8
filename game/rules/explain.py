"""Why a move is illegal, in a sentence a player understands.

>>> from game.rules.notation import position_from_json
>>> from game.rules.moves import Move
>>> pos = position_from_json({"rules": {}, "dealer": 3, "phase": "play", "to_play": 0,
...     "plays_made": 40, "bid": 11, "hands": [["Jd", "4c"], None, None, None],
...     "hand_sizes": [2, 2, 2, 2], "floor": {"loose": ["2c", "3d", "5h", "6s"], "houses": []},
...     "piles": [[], []], "seeps": [], "last_capturer": None, "stock": None, "stock_size": 0})
... # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules import movegen
from game.rules.cards import VALUE, card_symbol, cards_of, value_count
from game.rules.describe import describe
from game.rules.kinds import ADD, BID, BUILD, CAPTURE, RAISE, THROW
from game.rules.phrases import card_list, seat_name
from game.rules.position import BID as PHASE_BID
from game.rules.position import OVER, Position


def explain(pos: Position, move: Sequence[int]) -> str | None:
    """``None`` when the move is legal, otherwise the reason it is not, in plain words."""
    if pos.phase != OVER and pos.hands[pos.to_play] is None:
        return f"the hand of seat {pos.to_play}, who is to play, is not shown"
    if tuple(move) in set(movegen.generate(pos)):
        return None
    kind, card, loose, hv, value = move
    reason = _phase_reason(pos, kind, value)
    if reason:
        return reason
    reason = _card_reason(pos, kind, card, loose, hv, value)
    if reason:
        return reason
    r = VALUE[card]
    if kind == CAPTURE:
        reason = _capture_reason(pos, card, loose, hv)
    elif kind in (BUILD, ADD):
        reason = _house_reason(pos, kind, card, loose, value)
    elif kind == RAISE:
        reason = _raise_reason(pos, card, loose, hv, value)
    elif kind == THROW:
        reason = _throw_reason(pos, card)
    if reason:
        return reason
    return f"that is not a legal play for the {card_symbol(card)} here" + _options_hint(pos, r)


def _phase_reason(pos: Position, kind: int, value: int) -> str | None:
    if pos.phase == OVER:
        return "the deal is over: there are no more plays"
    if pos.phase == PHASE_BID:
        if kind != BID:
            return "first the bidder must bid a value from 9 to 13"
        if not 9 <= value <= 13:
            return f"a bid is a value from 9 to 13, not {value}"
        hand = pos.hands[pos.to_play] or 0
        held = [v for v in range(9, 14) if value_count(hand, v)]
        if not held:
            return "you hold nothing of 9 or more, so the deal is thrown in and dealt again"
        return f"you can bid only a value you hold: {' or '.join(map(str, held))}"
    if kind == BID:
        return "the bid has been made: play a card"
    return None


def _card_reason(
    pos: Position, kind: int, card: int, loose: int, hv: int, value: int
) -> str | None:
    if not 0 <= card < 52:
        return "the move names no card"
    hand = pos.hands[pos.to_play] or 0
    if not hand >> card & 1:
        return f"you do not hold the {card_symbol(card)}"
    missing = loose & ~pos.loose
    if missing:
        c = cards_of(missing)[0]
        where = " (it is in a house)" if any(h.cards >> c & 1 for h in pos.houses.values()) else ""
        return f"the {card_symbol(c)} is not a loose card on the floor{where}"
    if pos.plays_made == 0:
        bid = pos.bid
        r = VALUE[card]
        if kind in (CAPTURE, THROW) and r != bid:
            return (
                f"on the opening play only a card of the bid value, {bid}, may capture or be "
                f"thrown; any card may build a house of {bid}"
            )
        if kind == BUILD and value != bid:
            return f"the opening build must be a house of the bid value, {bid}"
        if kind in (ADD, RAISE):
            return "there are no houses on the floor yet"
    return None


def _left_behind(pos: Position, rest: int, target: int) -> list[int] | None:
    """A loose set of ``target`` among ``rest`` (the smallest found), or ``None``."""
    sets = movegen.subsets_by_sum(rest)[target]
    if not sets:
        return None
    return cards_of(min(sets, key=lambda m: m.bit_count()))


def _splits(loose: int, target: int, start: int = 0) -> bool:
    """Whether ``start`` plus ``loose`` splits into sets of ``target`` (start in one set)."""
    subs = movegen.subsets_by_sum(loose)
    total = movegen.mask_sum(loose) + start
    if total % target:
        return False
    first = [0] if start == target else [m for m in subs[target - start]] if start else [0]
    sets = subs[target]
    for f in first:
        if f & ~loose:
            continue
        rest = loose & ~f
        if _partition(rest, sets):
            return True
    return False


def _partition(mask: int, sets: list[int]) -> bool:
    if not mask:
        return True
    low = mask & -mask
    return any(s & low and not s & ~mask and _partition(mask & ~s, sets) for s in sets)


def _too(cards: list[int], target: int) -> str:
    if len(cards) == 1:
        return f"you must take {card_list(cards)} too: it is a {target}"
    return f"you must take {card_list(cards)} too: they add up to {target}"


def _capture_reason(pos: Position, card: int, loose: int, hv: int) -> str | None:
    r = VALUE[card]
    if hv and hv != r:
        if hv not in pos.houses:
            return f"there is no house of {hv} on the floor"
        return f"a house of {hv} can be taken only by a card of value {hv}, not a {r}"
    if hv and hv not in pos.houses:
        return f"there is no house of {hv} on the floor"
    if not hv and r in pos.houses:
        return f"you must take the house of {r} too: a card always takes the house of its value"
    if not loose and not hv:
        return (
            f"a capture must take something, and nothing on the floor adds up to {r}"
            f" (a house is never part of a sum)"
        )
    if loose and not _splits(loose, r):
        total = movegen.mask_sum(loose)
        taken = cards_of(loose)
        cards = card_list(taken)
        if len(taken) == 1:  # one card of another value: not a capture at all
            return (
                f"{cards} is {_key_words(total)}: {_key_words(r)} captures only cards of "
                f"value {r}, or cards that add up to {r}"
            )
        if total < r:
            return f"{cards} add up to {total}, not {r}"
        if total % r:
            return f"{cards} add up to {total}, which is neither {r} nor a whole number of {r}s"
        return f"{cards} cannot be split into sets that each add up to {r}"
    left = _left_behind(pos, pos.loose & ~loose, r)
    if left:
        return _too(left, r)
    return None


def _key_words(v: int) -> str:
    names = {1: "an A", 8: "an 8", 11: "a J", 12: "a Q", 13: "a K"}
    return names.get(v, f"a {v}")


def _house_reason(pos: Position, kind: int, card: int, loose: int, v: int) -> str | None:
    r = VALUE[card]
    p = pos.to_play
    rules = pos.rules
    hand = pos.hands[p] or 0
    if not 9 <= v <= 13:
        return f"a house is worth 9 to 13, not {v}"
    house = pos.houses.get(v)
    if kind == BUILD and house is not None:
        return f"there is already a house of {v}: add to it instead (one house per value)"
    if kind == ADD and house is None:
        return f"there is no house of {v} to add to"
    if r > v:
        return f"the {card_symbol(card)} is worth more than {v}"
    if kind == BUILD and not loose:
        return (
            f"a house needs floor cards as well: the {card_symbol(card)} alone is just a loose card"
        )
    if not _splits(loose, v, r):
        total = movegen.mask_sum(loose) + r
        return (
            f"{card_list([card, *cards_of(loose)])} add up to {total}: a house must be whole "
            f"sets of {v}, one of them with your card"
        )
    if kind == BUILD and r == v and not rules.allow_lay_alongside_build:
        return "under these rules a card laid beside a set of its value does not make a house"
    if kind == BUILD and len(pos.houses) >= rules.max_houses:
        return f"there may be at most {rules.max_houses} houses on the floor at once"
    left = _left_behind(pos, pos.loose & ~loose, v)
    if left:
        why = f"it is a {v}" if len(left) == 1 else f"they add up to {v}"
        return f"you must put {card_list(left)} into the house too: {why}"
    if kind == ADD and house is not None:
        four = pos.players == 4
        if rules.pakka_add_by == "owning_team_only" and house.pakka:
            if not any((o & 1) == (p & 1) if four else o == p for o in house.owners):
                return f"only the team that owns the pakka house of {v} may add to it"
    keys_left = value_count(hand, v) - (r == v)
    if keys_left < 1:
        partner_house = (
            kind == ADD
            and house is not None
            and pos.players == 4
            and (p ^ 2) in house.owners
            and p not in house.owners
        )
        if partner_house and rules.partner_add_needs_key:
            return (
                f"under these rules adding to your partner's house needs {_key_words(v)} "
                "of your own"
            )
        if not partner_house:
            return f"you must keep {_key_words(v)} in your hand for the house of {v}; " + (
                "this would be your last" if r == v else "you hold none"
            )
    if rules.key_scope == "team" and pos.players == 4 and house is not None:
        partner_hand = pos.hands[p ^ 2]
        team_left = keys_left + (value_count(partner_hand, v) if partner_hand is not None else 0)
        if team_left < 1 and (p in house.owners or (p ^ 2) in house.owners):
            return f"your team must keep {_key_words(v)} for the house of {v}; this is its last"
    owned = pos.houses.get(r)
    if owned is not None and p in owned.owners and value_count(hand, r) < 2 and r != v:
        return (
            f"the {card_symbol(card)} is your last {r}, the key to your house of {r}: "
            f"it can only take that house"
        )
    return None


def _raise_reason(pos: Position, card: int, loose: int, hv: int, v: int) -> str | None:
    r = VALUE[card]
    p = pos.to_play
    rules = pos.rules
    house = pos.houses.get(hv)
    if house is None:
        return f"there is no house of {hv} to raise"
    if house.pakka:
        return f"the house of {hv} is pakka (cemented): it cannot be raised"
    if p in house.owners:
        return "you cannot raise your own house"
    if pos.players == 4 and (p ^ 2) in house.owners and not rules.partner_may_raise:
        return "you cannot raise your partner's house under these rules"
    extra = 0
    if loose and not rules.raise_with_floor_cards:
        raised = hv + r
        ok = _splits(pos.loose & loose, raised) if raised <= 13 else False
        if not ok:
            return "a raise uses only the card from your hand, no floor cards"
    if hv + r > 13:
        return f"a house cannot be raised past 13 ({hv} + {r} = {hv + r})"
    if not 9 <= v <= 13:
        return f"a house is worth 9 to 13, not {v} ({hv} + {r} makes {hv + r})"
    if not rules.raise_with_floor_cards and v != hv + r + extra:
        return f"{hv} + {r} makes {hv + r}, not {v}"
    if rules.raise_with_floor_cards and v < hv + r:
        return f"{hv} + {r} makes at least {hv + r}, not {v}"
    if rules.raise_with_floor_cards and not any(
        movegen.mask_sum(m) == v - hv - r and _splits(loose & ~m, v)
        if m
        else v == hv + r and _splits(loose, v)
        for m in [0, *[x for x in movegen.subsets_by_sum(loose)[v - hv - r] if v > hv + r]]
    ):
        return (
            f"the floor cards of a raise must bring {hv} + {r} up to {v}, and any other "
            f"cards taken in must make sets of {v}"
        )
    other = pos.houses.get(v)
    if (
        other is not None
        and other.pakka
        and rules.pakka_add_by == "owning_team_only"
        and not any((o & 1) == (p & 1) for o in other.owners)
    ):
        return (
            f"the raise would join the pakka house of {v}, which only its owners' team may add to"
        )
    hand = pos.hands[p] or 0
    if not value_count(hand, v):
        return f"you must hold {_key_words(v)} to raise a house to {v}"
    behind = _left_behind(pos, pos.loose & ~loose, v)
    if behind:
        return f"you must put {card_list(behind)} into the raised house too: they make {v}"
    return None


def _throw_reason(pos: Position, card: int) -> str | None:
    r = VALUE[card]
    if r in pos.houses:
        return f"the {card_symbol(card)} can take the house of {r}, so it cannot be thrown"
    sets = movegen.subsets_by_sum(pos.loose)[r]
    if sets:
        cards = cards_of(min(sets, key=lambda m: m.bit_count()))
        what = f"{card_list(cards)} " + ("is a " + str(r) if len(cards) == 1 else f"make {r}")
        return f"the {card_symbol(card)} can capture ({what}), so it cannot be thrown"
    if pos.rules.throw_forbidden_if_can_build:
        return (
            f"under strict throws a card that can build, add or raise cannot be thrown, "
            f"and the {card_symbol(card)} can"
        )
    return None


def _options_hint(pos: Position, r: int) -> str:
    moves = [m for m in movegen.generate(pos) if m[0] != BID and VALUE[m[1]] == r]
    if not moves:
        return ""
    texts = [describe(m, pos=pos).split(" ", 1)[1].rstrip(".") for m in moves[:4]]
    return f"; with it you may: {'; '.join(texts)}"


__all__ = ["explain", "seat_name"]
