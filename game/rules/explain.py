"""Why a move is illegal, in a sentence a player understands (in the current language: the
reasons are shown to players as toasts; see :mod:`game.i18n`).

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

from game.i18n import _
from game.rules import movegen
from game.rules.cards import VALUE, card_symbol, cards_of, value_count
from game.rules.kinds import ADD, BID, BUILD, CAPTURE, RAISE, THROW
from game.rules.position import BID as PHASE_BID
from game.rules.position import OVER, Position
from game.text.rules_moves import move_phrase
from game.text.rules_words import card_list, or_chain, seat_name


def explain(pos: Position, move: Sequence[int]) -> str | None:
    """``None`` when the move is legal, otherwise the reason it is not, in plain words."""
    if pos.phase != OVER and pos.hands[pos.to_play] is None:
        # Translators: {seat} is a seat's number (0 to 3).
        return _("the hand of seat {seat}, who is to play, is not shown").format(seat=pos.to_play)
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
    plays = _options_hint(pos, r)
    if plays:
        # Translators: {plays} lists what the card may do, e.g. "built a house of 11 with the 5♥
        # and the 6♦; took the 5♣ with the 5♥" (see those sentences).
        text = _("that is not a legal play for the {card} here; with it you may: {plays}")
    else:
        text = _("that is not a legal play for the {card} here")
    return text.format(card=card_symbol(card), plays=plays)


def _phase_reason(pos: Position, kind: int, value: int) -> str | None:
    if pos.phase == OVER:
        return _("the deal is over: there are no more plays")
    if pos.phase == PHASE_BID:
        if kind != BID:
            return _("first the bidder must bid a value from 9 to 13")
        if not 9 <= value <= 13:
            return _("a bid is a value from 9 to 13, not {value}").format(value=value)
        hand = pos.hands[pos.to_play] or 0
        held = [v for v in range(9, 14) if value_count(hand, v)]
        if not held:
            return _("you hold nothing of 9 or more, so the deal is thrown in and dealt again")
        # Translators: {values} is "9 or 11" (the values the player holds).
        return _("you can bid only a value you hold: {values}").format(
            values=or_chain([str(v) for v in held])
        )
    if kind == BID:
        return _("the bid has been made: play a card")
    return None


def _card_reason(
    pos: Position, kind: int, card: int, loose: int, hv: int, value: int
) -> str | None:
    if not 0 <= card < 52:
        return _("the move names no card")
    hand = pos.hands[pos.to_play] or 0
    if not hand >> card & 1:
        return _("you do not hold the {card}").format(card=card_symbol(card))
    missing = loose & ~pos.loose
    if missing:
        c = cards_of(missing)[0]
        if any(h.cards >> c & 1 for h in pos.houses.values()):
            text = _("the {card} is not a loose card on the floor (it is in a house)")
        else:
            text = _("the {card} is not a loose card on the floor")
        return text.format(card=card_symbol(c))
    if pos.plays_made == 0:
        bid = pos.bid
        r = VALUE[card]
        if kind in (CAPTURE, THROW) and r != bid:
            return _(
                "on the opening play only a card of the bid value, {bid}, may capture or be "
                "thrown; any card may build a house of {bid}"
            ).format(bid=bid)
        if kind == BUILD and value != bid:
            return _("the opening build must be a house of the bid value, {bid}").format(bid=bid)
        if kind in (ADD, RAISE):
            return _("there are no houses on the floor yet")
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
        # Translators: {cards} is "the 9♣"; {value} its value.
        text = _("you must take {cards} too: it is a {value}")
    else:
        # Translators: {cards} is "the 4♣ and the 5♥"; {value} their sum.
        text = _("you must take {cards} too: they add up to {value}")
    return text.format(cards=card_list(cards), value=target)


def _capture_reason(pos: Position, card: int, loose: int, hv: int) -> str | None:
    r = VALUE[card]
    if hv and hv != r:
        if hv not in pos.houses:
            return _("there is no house of {value} on the floor").format(value=hv)
        # Translators: {value} is the house's value, {card_value} the played card's.
        return _(
            "a house of {value} can be taken only by a card of value {value}, not a {card_value}"
        ).format(value=hv, card_value=r)
    if hv and hv not in pos.houses:
        return _("there is no house of {value} on the floor").format(value=hv)
    if not hv and r in pos.houses:
        return _(
            "you must take the house of {value} too: a card always takes the house of its value"
        ).format(value=r)
    if not loose and not hv:
        return _(
            "a capture must take something, and nothing on the floor adds up to {value}"
            " (a house is never part of a sum)"
        ).format(value=r)
    if loose and not _splits(loose, r):
        total = movegen.mask_sum(loose)
        taken = cards_of(loose)
        cards = card_list(taken)
        if len(taken) == 1:  # one card of another value: not a capture at all
            # Translators: "the 5♣ is a 5: a 9 captures only cards of value 9, or cards that add
            # up to 9". {a_card} and {a_value} are "a 5", "an 8", "a K" (see "a {value}").
            return _(
                "{cards} is {a_card}: {a_value} captures only cards of value {value}, or cards "
                "that add up to {value}"
            ).format(cards=cards, a_card=_key_words(total), a_value=_key_words(r), value=r)
        if total < r:
            return _("{cards} add up to {total}, not {value}").format(
                cards=cards, total=total, value=r
            )
        if total % r:
            # Translators: "...neither 9 nor a whole number of 9s" (two 9s, three 9s...).
            return _(
                "{cards} add up to {total}, which is neither {value} nor a whole number of {value}s"
            ).format(cards=cards, total=total, value=r)
        return _("{cards} cannot be split into sets that each add up to {value}").format(
            cards=cards, value=r
        )
    left = _left_behind(pos, pos.loose & ~loose, r)
    if left:
        return _too(left, r)
    return None


def _key_words(v: int) -> str:
    """A card of value ``v``, with its article: ``'a 9'``, ``'an 8'``, ``'a K'``."""
    if v == 1:
        # Translators: a card of that rank ("an ace"); the rank letters stay as on the cards.
        return _("an A")
    if v == 8:
        return _("an 8")
    if v == 11:
        return _("a J")
    if v == 12:
        return _("a Q")
    if v == 13:
        return _("a K")
    # Translators: a card of that value, e.g. "a 9" (any card worth {value}).
    return _("a {value}").format(value=v)


def _house_reason(pos: Position, kind: int, card: int, loose: int, v: int) -> str | None:
    r = VALUE[card]
    p = pos.to_play
    rules = pos.rules
    hand = pos.hands[p] or 0
    if not 9 <= v <= 13:
        return _("a house is worth 9 to 13, not {value}").format(value=v)
    house = pos.houses.get(v)
    if kind == BUILD and house is not None:
        return _(
            "there is already a house of {value}: add to it instead (one house per value)"
        ).format(value=v)
    if kind == ADD and house is None:
        return _("there is no house of {value} to add to").format(value=v)
    if r > v:
        return _("the {card} is worth more than {value}").format(card=card_symbol(card), value=v)
    if kind == BUILD and not loose:
        return _("a house needs floor cards as well: the {card} alone is just a loose card").format(
            card=card_symbol(card)
        )
    if not _splits(loose, v, r):
        total = movegen.mask_sum(loose) + r
        return _(
            "{cards} add up to {total}: a house must be whole sets of {value}, one of them with "
            "your card"
        ).format(cards=card_list([card, *cards_of(loose)]), total=total, value=v)
    if kind == BUILD and r == v and not rules.allow_lay_alongside_build:
        return _("under these rules a card laid beside a set of its value does not make a house")
    if kind == BUILD and len(pos.houses) >= rules.max_houses:
        # Translators: {n} is the most houses allowed (1 to 5; the English keeps "houses").
        return _("there may be at most {n} houses on the floor at once").format(n=rules.max_houses)
    left = _left_behind(pos, pos.loose & ~loose, v)
    if left:
        if len(left) == 1:
            text = _("you must put {cards} into the house too: it is a {value}")
        else:
            text = _("you must put {cards} into the house too: they add up to {value}")
        return text.format(cards=card_list(left), value=v)
    if kind == ADD and house is not None:
        four = pos.players == 4
        if rules.pakka_add_by == "owning_team_only" and house.pakka:
            if not any((o & 1) == (p & 1) if four else o == p for o in house.owners):
                return _("only the team that owns the pakka house of {value} may add to it").format(
                    value=v
                )
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
            # Translators: {a_value} is "a 9", "a K" (see "a {value}").
            return _(
                "under these rules adding to your partner's house needs {a_value} of your own"
            ).format(a_value=_key_words(v))
        if not partner_house:
            if r == v:
                text = _(
                    "you must keep {a_value} in your hand for the house of {value}; this would "
                    "be your last"
                )
            else:
                text = _(
                    "you must keep {a_value} in your hand for the house of {value}; you hold none"
                )
            return text.format(a_value=_key_words(v), value=v)
    if rules.key_scope == "team" and pos.players == 4 and house is not None:
        partner_hand = pos.hands[p ^ 2]
        team_left = keys_left + (value_count(partner_hand, v) if partner_hand is not None else 0)
        if team_left < 1 and (p in house.owners or (p ^ 2) in house.owners):
            return _(
                "your team must keep {a_value} for the house of {value}; this is its last"
            ).format(a_value=_key_words(v), value=v)
    owned = pos.houses.get(r)
    if owned is not None and p in owned.owners and value_count(hand, r) < 2 and r != v:
        return _(
            "the {card} is your last {value}, the key to your house of {value}: it can only take "
            "that house"
        ).format(card=card_symbol(card), value=r)
    return None


def _raise_reason(pos: Position, card: int, loose: int, hv: int, v: int) -> str | None:
    r = VALUE[card]
    p = pos.to_play
    rules = pos.rules
    house = pos.houses.get(hv)
    if house is None:
        return _("there is no house of {value} to raise").format(value=hv)
    if house.pakka:
        return _("the house of {value} is pakka (cemented): it cannot be raised").format(value=hv)
    if p in house.owners:
        return _("you cannot raise your own house")
    if pos.players == 4 and (p ^ 2) in house.owners and not rules.partner_may_raise:
        return _("you cannot raise your partner's house under these rules")
    extra = 0
    if loose and not rules.raise_with_floor_cards:
        raised = hv + r
        ok = _splits(pos.loose & loose, raised) if raised <= 13 else False
        if not ok:
            return _("a raise uses only the card from your hand, no floor cards")
    sums = {"house": hv, "card_value": r, "total": hv + r, "value": v}
    if hv + r > 13:
        # Translators: {house} is the house's value, {card_value} the card's, {total} their sum.
        return _("a house cannot be raised past 13 ({house} + {card_value} = {total})").format(
            **sums
        )
    if not 9 <= v <= 13:
        # Translators: {value} is the value asked for; {house} + {card_value} = {total}.
        return _(
            "a house is worth 9 to 13, not {value} ({house} + {card_value} makes {total})"
        ).format(**sums)
    if not rules.raise_with_floor_cards and v != hv + r + extra:
        return _("{house} + {card_value} makes {total}, not {value}").format(**sums)
    if rules.raise_with_floor_cards and v < hv + r:
        return _("{house} + {card_value} makes at least {total}, not {value}").format(**sums)
    if rules.raise_with_floor_cards and not any(
        movegen.mask_sum(m) == v - hv - r and _splits(loose & ~m, v)
        if m
        else v == hv + r and _splits(loose, v)
        for m in [0, *[x for x in movegen.subsets_by_sum(loose)[v - hv - r] if v > hv + r]]
    ):
        return _(
            "the floor cards of a raise must bring {house} + {card_value} up to {value}, and any "
            "other cards taken in must make sets of {value}"
        ).format(**sums)
    other = pos.houses.get(v)
    if (
        other is not None
        and other.pakka
        and rules.pakka_add_by == "owning_team_only"
        and not any((o & 1) == (p & 1) for o in other.owners)
    ):
        return _(
            "the raise would join the pakka house of {value}, which only its owners' team may "
            "add to"
        ).format(value=v)
    hand = pos.hands[p] or 0
    if not value_count(hand, v):
        return _("you must hold {a_value} to raise a house to {value}").format(
            a_value=_key_words(v), value=v
        )
    behind = _left_behind(pos, pos.loose & ~loose, v)
    if behind:
        return _("you must put {cards} into the raised house too: they make {value}").format(
            cards=card_list(behind), value=v
        )
    return None


def _throw_reason(pos: Position, card: int) -> str | None:
    r = VALUE[card]
    if r in pos.houses:
        return _("the {card} can take the house of {value}, so it cannot be thrown").format(
            card=card_symbol(card), value=r
        )
    sets = movegen.subsets_by_sum(pos.loose)[r]
    if sets:
        cards = cards_of(min(sets, key=lambda m: m.bit_count()))
        if len(cards) == 1:
            # Translators: {cards} is "the 9♣", {value} its value.
            text = _("the {card} can capture ({cards} is a {value}), so it cannot be thrown")
        else:
            # Translators: {cards} is "the 4♣ and the 5♥", {value} their sum.
            text = _("the {card} can capture ({cards} make {value}), so it cannot be thrown")
        return text.format(card=card_symbol(card), cards=card_list(cards), value=r)
    if pos.rules.throw_forbidden_if_can_build:
        return _(
            "under strict throws a card that can build, add or raise cannot be thrown, and the "
            "{card} can"
        ).format(card=card_symbol(card))
    return None


def _options_hint(pos: Position, r: int) -> str:
    moves = [m for m in movegen.generate(pos) if m[0] != BID and VALUE[m[1]] == r]
    if not moves:
        return ""
    # Translators: between the plays a card may make, in "with it you may: ...".
    return _("; ").join(move_phrase(m, pos=pos) for m in moves[:4])


__all__ = ["explain", "seat_name"]
