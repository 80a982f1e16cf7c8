"""Why a move is illegal, as a reason code and its facts (:class:`~game.rules.reasons.Reason`).

The words are made elsewhere: :func:`game.text.rules_reasons.reason_text` in the player's
language, :func:`game.rules.wording.english` in the fixed English of the rules tool.

>>> from game.rules import Rules, new_deal, shuffled_deck
>>> from game.rules.moves import Move
>>> pos = new_deal(Rules(), dealer=3, deck=shuffled_deck(7))
>>> explain(pos, Move(0, -1, 0, 0, 8))
Reason(code='bid_range', params=(('value', 8),))
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules import movegen
from game.rules.cards import VALUE, cards_of, value_count
from game.rules.kinds import ADD, BID, BUILD, CAPTURE, RAISE, THROW
from game.rules.position import BID as PHASE_BID
from game.rules.position import OVER, Position
from game.rules.reasons import Reason, reason


def explain(pos: Position, move: Sequence[int]) -> Reason | None:
    """``None`` when the move is legal, otherwise the reason it is not."""
    if pos.phase != OVER and pos.hands[pos.to_play] is None:
        return reason("hand_hidden", seat=pos.to_play)
    if tuple(move) in set(movegen.generate(pos)):
        return None
    kind, card, loose, hv, value = move
    why = _phase_reason(pos, kind, value)
    if why:
        return why
    why = _card_reason(pos, kind, card, loose, hv, value)
    if why:
        return why
    r = VALUE[card]
    if kind == CAPTURE:
        why = _capture_reason(pos, card, loose, hv)
    elif kind in (BUILD, ADD):
        why = _house_reason(pos, kind, card, loose, value)
    elif kind == RAISE:
        why = _raise_reason(pos, card, loose, hv, value)
    elif kind == THROW:
        why = _throw_reason(pos, card)
    if why:
        return why
    plays = _options(pos, r)
    if plays:
        return reason("no_such_play_but", card=card, plays=plays)
    return reason("no_such_play", card=card)


def _phase_reason(pos: Position, kind: int, value: int) -> Reason | None:
    if pos.phase == OVER:
        return reason("deal_over")
    if pos.phase == PHASE_BID:
        if kind != BID:
            return reason("bid_first")
        if not 9 <= value <= 13:
            return reason("bid_range", value=value)
        hand = pos.hands[pos.to_play] or 0
        held = [v for v in range(9, 14) if value_count(hand, v)]
        if not held:
            return reason("bid_nothing_held")
        return reason("bid_held_only", values=held)
    if kind == BID:
        return reason("bid_made")
    return None


def _card_reason(
    pos: Position, kind: int, card: int, loose: int, hv: int, value: int
) -> Reason | None:
    if not 0 <= card < 52:
        return reason("no_card")
    hand = pos.hands[pos.to_play] or 0
    if not hand >> card & 1:
        return reason("not_held", card=card)
    missing = loose & ~pos.loose
    if missing:
        c = cards_of(missing)[0]
        if any(h.cards >> c & 1 for h in pos.houses.values()):
            return reason("not_loose_in_house", card=c)
        return reason("not_loose", card=c)
    if pos.plays_made == 0:
        bid = pos.bid
        r = VALUE[card]
        if kind in (CAPTURE, THROW) and r != bid:
            return reason("opening_bid_value", bid=bid)
        if kind == BUILD and value != bid:
            return reason("opening_build", bid=bid)
        if kind in (ADD, RAISE):
            return reason("no_houses_yet")
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


def _too(cards: list[int], target: int) -> Reason:
    if len(cards) == 1:
        return reason("take_too_one", cards=cards, value=target)
    return reason("take_too_many", cards=cards, value=target)


def _capture_reason(pos: Position, card: int, loose: int, hv: int) -> Reason | None:
    r = VALUE[card]
    if hv and hv != r:
        if hv not in pos.houses:
            return reason("no_house", value=hv)
        return reason("house_wrong_card", value=hv, card_value=r)
    if hv and hv not in pos.houses:
        return reason("no_house", value=hv)
    if not hv and r in pos.houses:
        return reason("take_house_too", value=r)
    if not loose and not hv:
        return reason("capture_nothing", value=r)
    if loose and not _splits(loose, r):
        total = movegen.mask_sum(loose)
        taken = cards_of(loose)
        if len(taken) == 1:  # one card of another value: not a capture at all
            return reason("capture_other_value", cards=taken, a_card=total, a_value=r, value=r)
        if total < r:
            return reason("capture_short", cards=taken, total=total, value=r)
        if total % r:
            return reason("capture_not_multiple", cards=taken, total=total, value=r)
        return reason("capture_no_split", cards=taken, value=r)
    left = _left_behind(pos, pos.loose & ~loose, r)
    if left:
        return _too(left, r)
    return None


def _house_reason(pos: Position, kind: int, card: int, loose: int, v: int) -> Reason | None:
    r = VALUE[card]
    p = pos.to_play
    rules = pos.rules
    hand = pos.hands[p] or 0
    if not 9 <= v <= 13:
        return reason("house_range", value=v)
    house = pos.houses.get(v)
    if kind == BUILD and house is not None:
        return reason("house_exists", value=v)
    if kind == ADD and house is None:
        return reason("no_house_to_add", value=v)
    if r > v:
        return reason("card_over_value", card=card, value=v)
    if kind == BUILD and not loose:
        return reason("house_alone", card=card)
    if not _splits(loose, v, r):
        total = movegen.mask_sum(loose) + r
        return reason("house_sets", cards=[card, *cards_of(loose)], total=total, value=v)
    if kind == BUILD and r == v and not rules.allow_lay_alongside_build:
        return reason("no_lay_alongside")
    if kind == BUILD and len(pos.houses) >= rules.max_houses:
        return reason("max_houses", n=rules.max_houses)
    left = _left_behind(pos, pos.loose & ~loose, v)
    if left:
        if len(left) == 1:
            return reason("put_in_one", cards=left, value=v)
        return reason("put_in_many", cards=left, value=v)
    if kind == ADD and house is not None:
        four = pos.players == 4
        if rules.pakka_add_by == "owning_team_only" and house.pakka:
            if not any((o & 1) == (p & 1) if four else o == p for o in house.owners):
                return reason("pakka_owners_only", value=v)
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
            return reason("partner_needs_key", a_value=v)
        if not partner_house:
            if r == v:
                return reason("keep_key_last", a_value=v, value=v)
            return reason("keep_key_none", a_value=v, value=v)
    if rules.key_scope == "team" and pos.players == 4 and house is not None:
        partner_hand = pos.hands[p ^ 2]
        team_left = keys_left + (value_count(partner_hand, v) if partner_hand is not None else 0)
        if team_left < 1 and (p in house.owners or (p ^ 2) in house.owners):
            return reason("team_key_last", a_value=v, value=v)
    owned = pos.houses.get(r)
    if owned is not None and p in owned.owners and value_count(hand, r) < 2 and r != v:
        return reason("last_key", card=card, value=r)
    return None


def _raise_reason(pos: Position, card: int, loose: int, hv: int, v: int) -> Reason | None:
    r = VALUE[card]
    p = pos.to_play
    rules = pos.rules
    house = pos.houses.get(hv)
    if house is None:
        return reason("no_house_to_raise", value=hv)
    if house.pakka:
        return reason("raise_pakka", value=hv)
    if p in house.owners:
        return reason("raise_own")
    if pos.players == 4 and (p ^ 2) in house.owners and not rules.partner_may_raise:
        return reason("raise_partner")
    extra = 0
    if loose and not rules.raise_with_floor_cards:
        raised = hv + r
        ok = _splits(pos.loose & loose, raised) if raised <= 13 else False
        if not ok:
            return reason("raise_hand_only")
    sums = {"house": hv, "card_value": r, "total": hv + r, "value": v}
    if hv + r > 13:
        return reason("raise_past_13", **sums)
    if not 9 <= v <= 13:
        return reason("raise_range", **sums)
    if not rules.raise_with_floor_cards and v != hv + r + extra:
        return reason("raise_sum", **sums)
    if rules.raise_with_floor_cards and v < hv + r:
        return reason("raise_at_least", **sums)
    if rules.raise_with_floor_cards and not any(
        movegen.mask_sum(m) == v - hv - r and _splits(loose & ~m, v)
        if m
        else v == hv + r and _splits(loose, v)
        for m in [0, *[x for x in movegen.subsets_by_sum(loose)[v - hv - r] if v > hv + r]]
    ):
        return reason("raise_floor_sets", **sums)
    other = pos.houses.get(v)
    if (
        other is not None
        and other.pakka
        and rules.pakka_add_by == "owning_team_only"
        and not any((o & 1) == (p & 1) for o in other.owners)
    ):
        return reason("raise_joins_pakka", value=v)
    hand = pos.hands[p] or 0
    if not value_count(hand, v):
        return reason("raise_needs_key", a_value=v, value=v)
    behind = _left_behind(pos, pos.loose & ~loose, v)
    if behind:
        return reason("put_in_raised", cards=behind, value=v)
    return None


def _throw_reason(pos: Position, card: int) -> Reason | None:
    r = VALUE[card]
    if r in pos.houses:
        return reason("throw_takes_house", card=card, value=r)
    sets = movegen.subsets_by_sum(pos.loose)[r]
    if sets:
        cards = cards_of(min(sets, key=lambda m: m.bit_count()))
        if len(cards) == 1:
            return reason("throw_captures_one", card=card, cards=cards, value=r)
        return reason("throw_captures_many", card=card, cards=cards, value=r)
    if pos.rules.throw_forbidden_if_can_build:
        return reason("throw_strict", card=card)
    return None


def _options(pos: Position, r: int) -> list[tuple[int, int, int, int, int]]:
    """The first few legal plays of a card of value ``r`` (what the player may do instead)."""
    moves = [m for m in movegen.generate(pos) if m[0] != BID and VALUE[m[1]] == r]
    return moves[:4]


__all__ = ["Reason", "explain"]
