"""A deliberately naive reference generator of legal Seep moves.

It is written straight from the rulebook (`rules.md`, sections 1, 2.2, 2.3 and the binding rulings
of 4b) and shares no code with the engine in `game/rules`. It works on plain JSON dicts in the
`seep-position/1` format of `interchange.md` and answers with canonical move keys, so that its
answer can be compared with any other move list through `move_key`.

The method is brute force: for every hand card and every kind of play it looks at the subsets of
the loose cards and checks each rule literally. The only help it takes is cutting off branches
that can never meet "nothing left behind" (see `_Turn.complete_choices`) and memoising the pure
arithmetic questions ("can these values be split into groups adding up to V?", "does some subset of
these values add up to V?") on the sorted tuple of values.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from typing import Any

RANKS = "A23456789TJQK"
SUITS = "shdc"
HOUSE_VALUES = range(9, 14)

# (action, card, loose cards taken or placed, house value, value) -- see `move_key`.
MoveKey = tuple[str, str | None, frozenset[str], int | None, int | None]

# rules.md §2.2: every option, its default and its allowed values (None = any integer).
OPTION_DEFAULTS: dict[str, Any] = {
    "num_players": 4,
    "first_play_seep_value": 25,
    "last_play_seep_value": 0,
    "seep_value": 50,
    "seep_scoring": "additive",
    "scoring_method": "difference",
    "even_split_win_measure": "own_total",
    "match_mode": "baazi",
    "baazi_target": 100,
    "baazi_target_comparison": "reach",
    "baazi_count": 1,
    "rounds_count": 5,
    "rounds_tie": "draw",
    "min_deal_points": 9,
    "two_seep_lead_wins": False,
    "next_dealer_rule": "trailing_team_deals",
    "max_houses": 5,
    "pakka_rule": "two_sets",
    "pakka_add_by": "anyone_with_key",
    "partner_may_raise": False,
    "partner_add_needs_key": False,
    "allow_lay_alongside_build": True,
    "throw_forbidden_if_can_build": False,
    "key_scope": "player",
    "raise_with_floor_cards": False,
    "ten_of_diamonds_points": 6,
    "most_cards_bonus": 0,
}

# Allowed values of the options that matter for legality (the others are only type-checked).
LEGALITY_OPTION_VALUES: dict[str, tuple[Any, ...]] = {
    "num_players": (4, 2),
    "max_houses": (1, 2, 3, 4, 5),
    "pakka_rule": ("two_sets", "second_action"),
    "pakka_add_by": ("anyone_with_key", "owning_team_only"),
    "partner_may_raise": (False, True),
    "partner_add_needs_key": (False, True),
    "allow_lay_alongside_build": (True, False),
    "throw_forbidden_if_can_build": (False, True),
    "key_scope": ("player", "team"),
    "raise_with_floor_cards": (False, True),
}

# rules.md §2.3.
PRESETS: dict[str, dict[str, Any]] = {
    "standard": {},
    "pagat": {"partner_may_raise": True},
    "bhoos": {"partner_may_raise": True, "baazi_target_comparison": "exceed"},
    "two_house": {
        "first_play_seep_value": 11,
        "seep_scoring": "zero_sum",
        "scoring_method": "even_split",
        "even_split_win_measure": "own_total",
        "two_seep_lead_wins": True,
        "max_houses": 2,
        "pakka_rule": "second_action",
        "pakka_add_by": "owning_team_only",
        "partner_may_raise": False,
        "partner_add_needs_key": False,
        "next_dealer_rule": "trailing_team_bids",
    },
}


# --------------------------------------------------------------------------------------------
# Cards, rules objects and move keys
# --------------------------------------------------------------------------------------------


def canonical_card(text: object) -> str:
    """Return the canonical two-character form of a card (`10D`, `TD`, `Td` -> `Td`)."""
    if not isinstance(text, str):
        raise ValueError(f"a card must be a string, not {text!r}")
    if len(text) == 3 and text.startswith("10"):
        rank, suit = "T", text[2]
    elif len(text) == 2:
        rank, suit = text[0], text[1]
    else:
        raise ValueError(f"not a card: {text!r}")
    if rank not in RANKS or suit.lower() not in SUITS:
        raise ValueError(f"not a card: {text!r}")
    return rank + suit.lower()


def card_value(card: str) -> int:
    """Capture value of a card: A = 1, 2-10 face value, J = 11, Q = 12, K = 13."""
    return RANKS.index(canonical_card(card)[0]) + 1


def resolve_rules(rules: object) -> dict[str, Any]:
    """Every option's value for a rules object (a missing preset means `standard`)."""
    if rules is None:
        rules = {}
    if not isinstance(rules, dict):
        raise ValueError("the rules must be an object")
    preset = rules.get("preset", "standard")
    if preset not in PRESETS:
        raise ValueError(f"unknown preset {preset!r}")
    options = dict(OPTION_DEFAULTS)
    options.update(PRESETS[preset])
    for name, value in rules.items():
        if name == "preset":
            continue
        if name not in OPTION_DEFAULTS:
            raise ValueError(f"unknown option {name!r}")
        if type(value) is not type(OPTION_DEFAULTS[name]):
            raise ValueError(f"option {name!r} has the wrong type: {value!r}")
        if name in LEGALITY_OPTION_VALUES and value not in LEGALITY_OPTION_VALUES[name]:
            raise ValueError(f"option {name!r} out of range: {value!r}")
        options[name] = value
    return options


def _optional_int(value: object, what: str) -> int | None:
    if value is None:
        return None
    if type(value) is not int:
        raise ValueError(f"{what} must be an integer, not {value!r}")
    return value


def _required_int(value: object, what: str) -> int:
    number = _optional_int(value, what)
    if number is None:
        raise ValueError(f"{what} is missing")
    return number


def move_key(move: dict[str, Any]) -> MoveKey:
    """Canonical, hashable identity of a move JSON object (interchange.md "Move").

    The key is (action, card, frozenset of loose cards, house value or None, value or None) with
    canonical cards. Only the fields that belong to the action are read: a capture's `house`, a
    build's or add's `value`, a raise's `house` and `value`, a bid's `value`. A malformed move (no
    card, unknown action, a bad card, a card listed twice) raises ValueError.
    """
    if not isinstance(move, dict):
        raise ValueError("a move must be an object")
    action = move.get("action")
    if action == "bid":
        return ("bid", None, frozenset(), None, _required_int(move.get("value"), "bid value"))
    if action not in ("capture", "build", "add", "raise", "throw"):
        raise ValueError(f"unknown action {action!r}")
    if "card" not in move:
        raise ValueError("the move names no card")
    card = canonical_card(move["card"])
    raw_loose = move.get("loose")
    if raw_loose is None:
        raw_loose = []
    if not isinstance(raw_loose, list):
        raise ValueError("loose must be a list of cards")
    loose_list = [canonical_card(c) for c in raw_loose]
    loose = frozenset(loose_list)
    if len(loose) != len(loose_list) or card in loose:
        raise ValueError("a card is named twice in the move")
    if action == "throw":
        if loose:
            raise ValueError("a throw takes no loose cards")
        return ("throw", card, loose, None, None)
    if action == "capture":
        return ("capture", card, loose, _optional_int(move.get("house"), "house"), None)
    if action in ("build", "add"):
        return (action, card, loose, None, _required_int(move.get("value"), "value"))
    house = _required_int(move.get("house"), "house")
    return ("raise", card, loose, house, _required_int(move.get("value"), "value"))


def describe_key(key: MoveKey) -> str:
    """A short human-readable form of a move key, for assertion messages."""
    action, card, loose, house, value = key
    parts = [action]
    if card is not None:
        parts.append(card)
    if loose:
        parts.append("{" + " ".join(sorted(loose, key=lambda c: (card_value(c), c))) + "}")
    if house is not None:
        parts.append(f"house={house}")
    if value is not None:
        parts.append(f"value={value}")
    return " ".join(parts)


# --------------------------------------------------------------------------------------------
# Arithmetic on multisets of card values (sorted tuples), memoised
# --------------------------------------------------------------------------------------------


@cache
def sub_multisets_with_sum(values: tuple[int, ...], total: int) -> frozenset[tuple[int, ...]]:
    """Every sub-multiset (as a sorted tuple) of the sorted `values` that adds up to `total`."""
    if total == 0:
        return frozenset({()})
    if total < 0 or not values:
        return frozenset()
    first, rest = values[0], values[1:]
    with_first = {(first, *more) for more in sub_multisets_with_sum(rest, total - first)}
    return frozenset(with_first | sub_multisets_with_sum(rest, total))


def has_subset_with_sum(values: tuple[int, ...], total: int) -> bool:
    """True when some non-empty sub-multiset of `values` adds up to `total` (> 0)."""
    return bool(sub_multisets_with_sum(values, total))


def remove_values(values: tuple[int, ...], removed: tuple[int, ...]) -> tuple[int, ...]:
    """The sorted multiset `values` with each element of `removed` taken out once."""
    left = list(values)
    for value in removed:
        left.remove(value)
    return tuple(left)


@cache
def splits_into_groups(values: tuple[int, ...], target: int) -> bool:
    """True when the sorted multiset `values` splits into disjoint groups each adding to target.

    The empty multiset splits into zero groups.
    """
    if not values:
        return True
    if sum(values) % target != 0 or values[-1] > target:
        return False
    first, rest = values[0], values[1:]
    # The group holding `first` is `first` plus some sub-multiset of the rest.
    for partners in sub_multisets_with_sum(rest, target - first):
        if splits_into_groups(remove_values(rest, partners), target):
            return True
    return False


def with_value(values: tuple[int, ...], value: int) -> tuple[int, ...]:
    """The sorted multiset `values` with one more `value`."""
    return tuple(sorted((*values, value)))


# --------------------------------------------------------------------------------------------
# The move generator
# --------------------------------------------------------------------------------------------


def reference_moves(position: dict[str, Any]) -> set[MoveKey]:
    """Every legal move of `to_play` in a `seep-position/1` dict, as a set of move keys."""
    rules = resolve_rules(position.get("rules"))
    phase = position.get("phase")
    if phase == "over":
        return set()
    seat = position["to_play"]
    hands = position["hands"]
    if hands[seat] is None:
        raise ValueError("the hand of to_play is not shown")
    hand = [canonical_card(c) for c in hands[seat]]
    if phase == "bid":
        # §1.5: one bid for each distinct value of 9 or more held (none: the deal is thrown in).
        return {
            ("bid", None, frozenset(), None, v) for v in {card_value(c) for c in hand} if v >= 9
        }
    if phase != "play":
        raise ValueError(f"unknown phase {phase!r}")
    return _Turn(position, rules).legal_moves()


class _Turn:
    """One player's turn in phase `play`: the position, read once, plus the rule checks."""

    def __init__(self, position: dict[str, Any], rules: dict[str, Any]) -> None:
        self.rules = rules
        self.players: int = rules["num_players"]
        self.seat: int = position["to_play"]
        self.partner: int | None = (self.seat + 2) % 4 if self.players == 4 else None
        hands = position["hands"]
        self.hand = [canonical_card(c) for c in hands[self.seat]]
        partner_hand = hands[self.partner] if self.partner is not None else None
        self.partner_hand = (
            None if partner_hand is None else [canonical_card(c) for c in partner_hand]
        )
        self.plays_made: int = position["plays_made"]
        self.bid: int | None = position.get("bid")
        floor = position["floor"]
        self.loose = [canonical_card(c) for c in floor.get("loose", [])]
        # value -> house dict with canonical fields
        self.houses: dict[int, dict[str, Any]] = {}
        for house in floor.get("houses", []):
            value = house["value"]
            if value in self.houses:
                raise ValueError(f"two houses of value {value}")
            self.houses[value] = {
                "value": value,
                "cards": [canonical_card(c) for c in house["cards"]],
                "owners": tuple(house["owners"]),
                "pakka": bool(house.get("pakka", False)),
                "actions": house.get("actions"),
            }
        self._complete_cache: dict[int, list[tuple[frozenset[str], tuple[int, ...]]]] = {}

    # --- teams, keys and houses -------------------------------------------------------------

    def team_of(self, seat: int) -> int:
        """Team of a seat: seat % 2 with four players; each player alone with two."""
        return seat % 2 if self.players == 4 else seat

    def key_values(self, hand_after: Sequence[str]) -> set[int]:
        """Card values that can serve as keys after the move (§1.14.7, ruling 4b.6)."""
        values = {card_value(c) for c in hand_after}
        if self.rules["key_scope"] == "team" and self.partner_hand is not None:
            values |= {card_value(c) for c in self.partner_hand}
        return values

    def keeps_keys(self, houses_after: dict[int, tuple[int, ...]], hand_after: list[str]) -> bool:
        """§1.14.5: after the move, the acting player (team under key_scope=team) still holds a
        key for every house it owns. `houses_after` maps value -> owners."""
        keys = self.key_values(hand_after)
        team_scope = self.rules["key_scope"] == "team" and self.partner is not None
        for value, owners in houses_after.items():
            ours = self.seat in owners
            if team_scope and self.partner in owners and self.partner_hand is not None:
                ours = True
            if ours and value not in keys:
                return False
        return True

    def owners_now(self) -> dict[int, tuple[int, ...]]:
        """Value -> owners of every house on the floor before the move."""
        return {value: house["owners"] for value, house in self.houses.items()}

    def is_pakka(self, house: dict[str, Any]) -> bool:
        """§1.3 and the §2.3 ruling: two or more sets, or (second_action) two or more actions."""
        if house["pakka"] or sum(card_value(c) for c in house["cards"]) >= 2 * house["value"]:
            return True
        if self.rules["pakka_rule"] == "second_action":
            actions = house["actions"]
            if actions is None:
                actions = 2 if house["pakka"] else 1
            return bool(actions >= 2)
        return False

    def on_owning_team(self, house: dict[str, Any]) -> bool:
        """`pakka_add_by = owning_team_only`: is the player on a team that owns the house?"""
        return self.team_of(self.seat) in {self.team_of(owner) for owner in house["owners"]}

    # --- subsets of the loose cards -------------------------------------------------------------

    def complete_choices(self, target: int) -> list[tuple[frozenset[str], tuple[int, ...]]]:
        """Every subset X of the loose cards that leaves nothing adding up to `target` behind.

        Returns (X, sorted values of X) for each X such that no subset of the loose cards
        outside X adds up to `target`. Cards worth more than `target` belong to no set adding
        up to it, so they are never taken and never matter; the subsets of the other cards are
        walked one card at a time, and a branch is dropped as soon as the cards left out so far
        already contain a subset adding up to `target` (leaving out more cards cannot undo that).
        """
        if target in self._complete_cache:
            return self._complete_cache[target]
        eligible = sorted(
            (c for c in self.loose if card_value(c) <= target), key=lambda c: (card_value(c), c)
        )
        values = [card_value(c) for c in eligible]
        found: list[tuple[frozenset[str], tuple[int, ...]]] = []

        def walk(
            i: int, taken: list[int], taken_values: tuple[int, ...], left: tuple[int, ...]
        ) -> None:
            if has_subset_with_sum(left, target):
                return
            if i == len(eligible):
                found.append((frozenset(eligible[j] for j in taken), taken_values))
                return
            walk(i + 1, [*taken, i], (*taken_values, values[i]), left)
            walk(i + 1, taken, taken_values, (*left, values[i]))

        walk(0, [], (), ())
        self._complete_cache[target] = found
        return found

    # --- the kinds of play ------------------------------------------------------------------

    def captures(self, card: str, hand_after: list[str]) -> set[MoveKey]:
        """§1.8: take the r-house if any and whole r-sets only, leave no r-set, take something."""
        r = card_value(card)
        house = self.houses.get(r)
        houses_after = {v: o for v, o in self.owners_now().items() if v != r}
        moves: set[MoveKey] = set()
        for taken, taken_values in self.complete_choices(r):
            if not splits_into_groups(taken_values, r):
                continue
            if not taken and house is None:
                continue
            if not self.keeps_keys(houses_after, hand_after):
                continue
            moves.add(("capture", card, taken, r if house is not None else None, None))
        return moves

    def builds(self, card: str, hand_after: list[str]) -> set[MoveKey]:
        """§1.9: a new house of V = card + primary set (or lay-alongside), absorbing every V-set."""
        r = card_value(card)
        moves: set[MoveKey] = set()
        for value in HOUSE_VALUES:
            if value in self.houses:
                continue  # §1.9.1: that play is an add (§1.10)
            if len(self.houses) >= self.rules["max_houses"]:
                continue  # §1.9.5
            if r == value and not self.rules["allow_lay_alongside_build"]:
                continue  # §1.9.2 option
            if value not in self.key_values(hand_after):
                continue  # §1.9.3 key rule
            houses_after = {**self.owners_now(), value: (self.seat,)}
            for placed, placed_values in self.complete_choices(value):
                if not placed:
                    continue  # never a house from one hand card alone
                # The played card with its primary set, plus every absorbed set, are whole sets.
                if not splits_into_groups(with_value(placed_values, r), value):
                    continue
                if not self.keeps_keys(houses_after, hand_after):
                    continue
                moves.add(("build", card, placed, None, value))
        return moves

    def adds(self, card: str, hand_after: list[str]) -> set[MoveKey]:
        """§1.10: the card (alone or with a loose set) makes a whole V-set on the V-house."""
        r = card_value(card)
        moves: set[MoveKey] = set()
        for value, house in self.houses.items():
            owners = house["owners"]
            if (
                self.rules["pakka_add_by"] == "owning_team_only"
                and self.is_pakka(house)
                and not self.on_owning_team(house)
            ):
                continue  # §1.10.4
            partners_house = (
                self.partner is not None and self.partner in owners and self.seat not in owners
            )
            needs_key = not partners_house or self.rules["partner_add_needs_key"]
            if needs_key and value not in self.key_values(hand_after):
                continue  # §1.10.2 key rule
            if self.seat in owners or partners_house:
                new_owners = owners
            else:
                new_owners = (*owners, self.seat)  # an opponent's house: a second owner
            houses_after = {**self.owners_now(), value: new_owners}
            for placed, placed_values in self.complete_choices(value):
                if not splits_into_groups(with_value(placed_values, r), value):
                    continue
                if not self.keeps_keys(houses_after, hand_after):
                    continue
                moves.add(("add", card, placed, None, value))
        return moves

    def raises(self, card: str, hand_after: list[str]) -> set[MoveKey]:
        """§1.11 (with rulings 4b.3 and 4b.7): one hand card on another's ordinary house."""
        r = card_value(card)
        moves: set[MoveKey] = set()
        for value, house in self.houses.items():
            owners = house["owners"]
            if self.is_pakka(house):
                continue  # §1.11.1
            if self.seat in owners:
                continue  # §1.11.4: never your own house
            if (
                self.partner is not None
                and self.partner in owners
                and not self.rules["partner_may_raise"]
            ):
                continue  # §1.11.4: nor your partner's, by default
            if self.rules["raise_with_floor_cards"]:
                new_values = range(value + r, 14)
            else:
                new_values = range(value + r, value + r + 1)
            for new_value in new_values:
                if new_value > 13:
                    continue  # §1.11.2
                if new_value not in self.key_values(hand_after):
                    continue  # §1.11.5 key rule
                target = self.houses.get(new_value)
                if (
                    target is not None
                    and self.is_pakka(target)
                    and self.rules["pakka_add_by"] == "owning_team_only"
                    and not self.on_owning_team(target)
                ):
                    continue  # ruling 4b.3: a raise onto a pakka house is checked like an add
                houses_after = {v: o for v, o in self.owners_now().items() if v != value}
                if target is None:
                    houses_after[new_value] = (self.seat,)
                elif self.seat in target["owners"]:
                    houses_after[new_value] = target["owners"]
                else:
                    houses_after[new_value] = (*target["owners"], self.seat)
                # Loose cards joining the raise itself (only under raise_with_floor_cards).
                extra = new_value - value - r
                for placed, placed_values in self.complete_choices(new_value):
                    if not any(
                        splits_into_groups(remove_values(placed_values, joined), new_value)
                        for joined in sub_multisets_with_sum(placed_values, extra)
                    ):
                        continue
                    if not self.keeps_keys(houses_after, hand_after):
                        continue
                    moves.add(("raise", card, placed, value, new_value))
        return moves

    def can_capture(self, card: str) -> bool:
        """§1.12: some loose card or loose set adds up to the card's value, or a house has it."""
        r = card_value(card)
        loose_values = tuple(sorted(card_value(c) for c in self.loose))
        return r in self.houses or has_subset_with_sum(loose_values, r)

    # --- all together -------------------------------------------------------------------------

    def legal_moves(self) -> set[MoveKey]:
        """Every legal move of the player, the opening restrictions of §1.6 included."""
        opening = self.plays_made == 0
        if opening and self.bid is None:
            raise ValueError("the opening needs the bid")
        moves: set[MoveKey] = set()
        for card in sorted(set(self.hand)):
            hand_after = list(self.hand)
            hand_after.remove(card)
            r = card_value(card)
            captures = self.captures(card, hand_after)
            house_moves = (
                self.builds(card, hand_after)
                | self.adds(card, hand_after)
                | self.raises(card, hand_after)
            )
            if opening:
                # §1.6 / ruling 4b.4: capture or throw only with a bid-value card; any card may
                # build the bid-value house; nothing else.
                if r != self.bid:
                    captures = set()
                house_moves = {m for m in house_moves if m[0] == "build" and m[4] == self.bid}
            moves |= captures | house_moves
            throw_ok = not self.can_capture(card)
            if self.rules["throw_forbidden_if_can_build"] and house_moves:
                throw_ok = False  # ruling 4b.5: only a *legal* build, add or raise forbids it
            if opening and r != self.bid:
                throw_ok = False
            if throw_ok and self.keeps_keys(self.owners_now(), hand_after):
                moves.add(("throw", card, frozenset(), None, None))
        return moves


def iter_cards() -> Iterator[str]:
    """All 52 canonical cards, rank by rank."""
    for rank in RANKS:
        for suit in SUITS:
            yield rank + suit
