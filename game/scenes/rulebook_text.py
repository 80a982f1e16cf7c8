"""The rulebook's words, written from a :class:`~game.rules.Rules` object.

Nothing here is typed twice: every number and every variant (seep values, the target, the under-N
rule, the house cap, who may raise, what a key needs, throws, scoring, the match length...) is read
from the rules being played, so the rulebook always says what the engine does. The scene
(:mod:`game.scenes.rulebook`) only lays these blocks out.

Words marked ``**like this**`` are shown bold in gold; :func:`plain_text` drops the marks.

>>> from game.rules import Rules
>>> "at most **2** houses" in plain_markup(rulebook(Rules.from_preset("two_house")))
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.rules import OPTIONS, Rules
from game.rules.options import OptionSpec
from game.tutorial import Lesson, load_lessons

#: The presets' names in a sentence ("the **standard** rules").
PRESET_NAMES = {
    "standard": "standard",
    "pagat": "Pagat",
    "bhoos": "Bhoos app",
    "two_house": "two-house",
}

CHOICE_WORDS: dict[str, dict[Any, str]] = {
    "num_players": {4: "Four, in two teams", 2: "Two, each alone"},
    "seep_scoring": {"additive": "Added to the sweepers", "zero_sum": "Also taken from the others"},
    "scoring_method": {"difference": "One running lead", "even_split": "Each team against 50"},
    "even_split_win_measure": {"own_total": "Own total reaches it", "gap": "Gap reaches it"},
    "match_mode": {"baazi": "Baazis", "rounds": "A fixed number of deals"},
    "baazi_target_comparison": {"reach": "Reach the target", "exceed": "Pass the target"},
    "rounds_tie": {"draw": "A draw", "extra_deal": "Play extra deals"},
    "next_dealer_rule": {
        "trailing_team_deals": "Trailing team deals",
        "trailing_team_bids": "Lower scorer bids",
        "rotate": "Passes to the right",
    },
    "pakka_rule": {"two_sets": "Two sets in it", "second_action": "Any second play on it"},
    "pakka_add_by": {
        "anyone_with_key": "Anyone with a key",
        "owning_team_only": "Owning team only",
    },
    "key_scope": {"player": "Your own hand", "team": "Either partner's hand"},
    "ten_of_diamonds_points": {6: "6 points", 2: "2 points"},
    "most_cards_bonus": {0: "None", 4: "4 points"},
    "min_deal_points": {0: "Off", 9: "Under 9 loses"},
}


def number_words(spec: OptionSpec, value: int) -> str:
    """A number option's value in words for the rulebook: ``'25 points'``, ``'3 deals'``."""
    if spec.name == "min_deal_points":
        return f"Under {value} loses"
    if spec.name == "rounds_count":
        return f"{value} deal{'s' if value != 1 else ''}"
    points = "seep" in spec.name or "points" in spec.name or spec.name == "baazi_target"
    return f"{value} points" if points else str(value)


def value_words(
    spec: OptionSpec, value: Any, number: Callable[[OptionSpec, int], str] = number_words
) -> str:
    """A house-rule value in plain words: ``'Yes'``, ``'25 points'``, ``'Owning team only'``.

    ``number`` words a number that has no words of its own (the new-game menus say less).
    """
    words = CHOICE_WORDS.get(spec.name, {})
    if value in words:
        return words[value]
    if spec.kind is bool:
        return "Yes" if value else "No"
    if spec.kind is int:
        return number(spec, value)
    return str(value).replace("_", " ").capitalize()


@dataclass(frozen=True)
class Block:
    """One piece of a section.

    ``kind`` is ``"p"`` (a paragraph), ``"item"`` (a bulleted line), ``"sub"`` (a small heading)
    or ``"option"`` (a house rule: ``text`` is its label, ``value`` its value in words,
    ``detail`` what it means, ``changed`` whether it differs from the preset).
    """

    kind: str
    text: str
    value: str = ""
    detail: str = ""
    changed: bool = False


@dataclass(frozen=True)
class Section:
    key: str
    title: str
    blocks: tuple[Block, ...]


def _n(value: int | str) -> str:
    return f"**{value}**"


def _plural(n: int, word: str) -> str:
    return f"{_n(n)} {word}{'' if n == 1 else 's'}"


def _p(*parts: str) -> Block:
    return Block("p", " ".join(p for p in parts if p))


def _item(text: str) -> Block:
    return Block("item", text)


def _sub(text: str) -> Block:
    return Block("sub", text)


class _Words:
    """Phrases that change with the number of players."""

    def __init__(self, rules: Rules) -> None:
        self.four = rules.num_players == 4
        self.side = "team" if self.four else "player"
        self.sides = "teams" if self.four else "players"
        self.yours = "your team's" if self.four else "your"
        self.others = "the other team" if self.four else "your opponent"


def _overview(r: Rules, w: _Words) -> Section:
    blocks = []
    if w.four:
        blocks.append(
            _p(
                f"Seep is played by {_n(4)} players in two teams. Partners sit opposite each",
                "other: you and North against East and West. Partners never see each other's",
                "cards; each team keeps one pile of captured cards and one score.",
            )
        )
    else:
        blocks.append(
            _p(f"This game is for {_n(2)} players, each playing alone: you against North.")
        )
    blocks.append(
        _p(
            "You capture cards from the floor by matching their values or their sums, and you",
            f"build **houses** worth {_n(9)} to {_n(13)} to capture later. Sweeping the floor",
            "clean is a **seep**, worth a bonus. Play goes counter-clockwise, to the right.",
        )
    )
    if r.match_mode == "baazi":
        target = _target_words(r)
        count = (
            "The match is one baazi."
            if r.baazi_count == 1
            else f"The match is {_n(r.baazi_count)} baazis."
        )
        blocks.append(_p(f"A {w.side} wins a **baazi** by {target} (see Scoring).", count))
    else:
        blocks.append(
            _p(
                f"The match is {_plural(r.rounds_count, 'deal')}: the {w.side} with the higher",
                "total score at the end wins.",
            )
        )
    return Section("overview", "The game", tuple(blocks))


def _target_words(r: Rules) -> str:
    """How a baazi is won, as the end of 'wins a baazi by ...'."""
    verb = "reaching" if r.baazi_target_comparison == "reach" else "going past"
    if r.scoring_method == "even_split":
        if r.even_split_win_measure == "own_total":
            return f"{verb} a total of {_n(r.baazi_target)}"
        return f"{verb} a total {_n(r.baazi_target)} ahead of the other"
    return f"{verb} a lead of {_n(r.baazi_target)} points"


def _cards(r: Rules, w: _Words) -> Section:
    tens = r.ten_of_diamonds_points
    bonus = r.most_cards_bonus
    total = 91 + 3 + tens + bonus
    items = [
        _item(f"every spade at its value, A♠ 1 up to K♠ 13: {_n(91)} points in all;"),
        _item(f"the other three aces, A♥, A♦ and A♣: {_n(1)} each;"),
        _item(f"the 10♦: {_n(tens)}{';' if bonus else '.'}"),
    ]
    if bonus:
        items.append(
            _item(
                f"the {w.side} that captured more cards: {_n(bonus)} ({_n(bonus // 2)} each"
                " on a 26–26 tie)."
            )
        )
    return Section(
        "cards",
        "Cards and points",
        (
            _p(
                f"One pack of {_n(52)} cards, no jokers. Suits do not matter for capturing. The",
                f"values: A = {_n(1)}, 2 to 10 as marked, J = {_n(11)}, Q = {_n(12)},",
                f"K = {_n(13)}.",
            ),
            _p("Only these cards score points:"),
            *items,
            _p(f"That makes {_n(total)} card points in every deal."),
        ),
    )


def _deal(r: Rules, w: _Words) -> Section:
    blocks = []
    if w.four:
        blocks.append(
            _p(
                f"The dealer gives {_n(4)} cards to the **bidder**, the player on the dealer's",
                f"right, and lays {_n(4)} cards face down on the floor.",
            )
        )
    else:
        blocks.append(
            _p(
                f"The dealer gives {_n(4)} cards to the other player, the **bidder**, and lays",
                f"{_n(4)} cards face down on the floor.",
            )
        )
    blocks += [
        _p(
            f"The bidder looks at those four cards and bids a house value from {_n(9)} to",
            f"{_n(13)} (a 9, 10, J, Q or K) and must hold a card of that value. There is no",
            "auction: only the bidder bids.",
        ),
        _p(
            "A bidder who holds nothing of 9 or more shows the four cards; the deal is thrown",
            "in and the same dealer deals again. Nothing is scored.",
        ),
        _p("The floor cards are turned face up and the bidder makes the opening play."),
    ]
    if w.four:
        blocks.append(
            _p(
                f"Then the dealer deals the rest in packets of four: {_n(8)} more to the bidder",
                f"and {_n(12)} to each of the others. Everyone plays {_n(12)} cards, so a deal",
                f"has {_n(48)} plays, and the dealer plays last in every round.",
            )
        )
    else:
        blocks.append(
            _p(
                f"Then the dealer deals packets of four: {_n(8)} more to the bidder and",
                f"{_n(12)} to the dealer. You play in turn until both hands are empty",
                f"({_n(24)} plays); then each player gets {_n(12)} more cards, with nothing new",
                f"on the floor, for {_n(24)} more plays: {_n(48)} in all.",
            )
        )
    return Section("deal", "The deal and the bid", tuple(blocks))


def _opening(r: Rules, w: _Words) -> Section:
    first = r.first_play_seep_value
    worth = (
        f"A seep made by the opening play is worth {_n(first)} points, not the usual "
        f"{_n(r.seep_value)}."
        if first != r.seep_value
        else f"A seep made by the opening play is worth the usual {_n(first)} points."
    )
    return Section(
        "opening",
        "The opening play",
        (
            _p("The bidder's first play must use the bid value. It is exactly one of these:"),
            _item(
                "**build** a house of the bid value, with any card from hand and cards from the"
                " floor, still holding a card of the bid value afterwards;"
            ),
            _item("**capture** with a card of the bid value, taking all it must take;"),
            _item("**throw** a card of the bid value, but only if it cannot capture anything."),
            _p(
                "No other card may be played first. A legal opening always exists: a card of the",
                "bid value either captures something or may be thrown.",
            ),
            _p(worth),
        ),
    )


def _capture(r: Rules, w: _Words) -> Section:
    del r
    return Section(
        "capture",
        "Your turn: capturing",
        (
            _p(
                "On your turn you play exactly one card, and it does exactly one thing:",
                "**capture**, **build** a house, **add** to a house, **raise** a house or",
                "**throw** the card. You may not pass.",
            ),
            _p(
                "A card captures the loose floor cards of its own value, and any sets of loose",
                "cards that add up to it: a 7 takes a loose 7, or 3 + 4, or both at once.",
            ),
            _p(
                "**Nothing may be left behind.** After a capture no loose card or set adding up",
                "to the card's value may remain, and a house of that value is taken too, whole.",
                "When sets compete for the same card you choose: a J played on 2, 3, 5 and 6",
                "takes 2 + 3 + 6 (leaving the 5) or 5 + 6 (leaving 2 and 3).",
            ),
            _p(
                "A house is captured only whole, by a card of its exact value, whoever owns it.",
                f"The card you play and everything it takes go to {w.yours} pile.",
            ),
        ),
    )


def _houses(r: Rules, w: _Words) -> Section:
    cap = r.max_houses
    limit = (
        f"There is never more than one house of each value, and at most {_n(cap)}"
        f" house{'s' if cap != 1 else ''} on the floor at once."
        if cap < 5
        else f"There is never more than one house of each value, so at most {_n(5)} at once."
    )
    if r.pakka_rule == "two_sets":
        pakka = (
            "A **pakka** (cemented) house holds two or more sets. It can be added to or"
            " captured, but never raised."
        )
    else:
        pakka = (
            "A **pakka** (cemented) house holds two or more sets, or has had a second play"
            " made on it (a raise counts). It can be added to or captured, but never raised."
        )
    blocks = [
        _p(
            f"A house is a pile on the floor worth {_n(9)} to {_n(13)}, made of one or more",
            "sets that each add up to its value. It is never part of a sum.",
            limit,
        ),
        _p(
            "An **ordinary** house holds a single set; only an ordinary house can be raised.", pakka
        ),
        _sub("Building a house"),
        _p(
            "Play a card from your hand together with one or more loose cards that add up",
            f"with it to {_n(9)}–{_n(13)}. You must still hold a card of that value afterwards:",
            "your **key** (see Keys). A house is never made from floor cards alone, nor from one",
            "hand card alone. Building is always a choice, never a duty.",
        ),
        _p(
            "Every other loose card or set that adds up to the value must join the house. If",
            "that happens the new house is pakka at once.",
        ),
    ]
    if r.allow_lay_alongside_build:
        blocks.append(
            _p(
                "You may also lay a card beside a loose set of its own value: a 9 laid beside",
                "a loose 4 + 5 makes a pakka house of 9 (you need a second 9 as the key).",
            )
        )
    else:
        blocks.append(
            _p(
                "A card laid beside a loose set of its own value does not make a house in this",
                "game: a hand card and loose cards must add up to the value.",
            )
        )
    if cap < 5:
        blocks.append(
            _p(f"No new house may be built while {_plural(cap, 'house')} are on the floor.")
        )
    blocks.append(_sub("Adding to a house (cementing)"))
    add = [
        "Play a card of the house's value onto it, or a card with loose cards that add up to",
        "the house's value. The house becomes pakka.",
    ]
    if w.four and not r.partner_add_needs_key:
        add.append(
            "You need another card of that value in hand afterwards, unless the house is your"
            " partner's: adding to your partner's house needs no key of your own, and you do"
            " not become its owner."
        )
    elif w.four:
        add.append(
            "You need another card of that value in hand afterwards, even to add to your"
            " partner's house (you do not become its owner)."
        )
    else:
        add.append("You need another card of that value in hand afterwards.")
    if w.four:
        add.append("If the house belongs only to the other team, you become a second owner.")
    else:
        add.append("If the house is your opponent's, you become a second owner.")
    if r.pakka_add_by == "owning_team_only":
        owners = "a team that owns it" if w.four else "its owners"
        add.append(f"Only {owners} may add to a pakka house.")
    else:
        add.append("Anyone who holds a key may add to a pakka house.")
    blocks.append(_p(*add))
    blocks.append(_sub("Raising (breaking) a house"))
    if r.raise_with_floor_cards:
        how = (
            "Play a card from your hand on an ordinary house, with loose cards if you like, to"
            f" raise its value, up to {_n(13)}."
        )
    else:
        how = (
            "Play one card from your hand, alone, on an ordinary house to raise its value, up"
            f" to {_n(13)}: so only an A, 2, 3 or 4, and a house of 13 can never be raised."
        )
    if not w.four:
        whose = "You may not raise your own house."
    elif r.partner_may_raise:
        whose = "You may not raise your own house, but you may raise your partner's."
    else:
        whose = "You may not raise your own house, nor your partner's: only the other team's."
    raised = (
        "You must hold a card of the new value. The house becomes yours alone and its old"
        " owner is released. If a house of the new value is already on the floor, the two"
        " join into one pakka house."
    )
    if r.pakka_rule == "second_action":
        raised += " A raised house is pakka."
    blocks.append(_p(how, whose, raised))
    return Section("houses", "Houses", tuple(blocks))


def _keys(r: Rules, w: _Words) -> Section:
    blocks = [
        _p(
            "A **key** is a card in hand of the same value as a house you own. Whoever builds a",
            "house owns it, and every owner must keep a key until the house is captured, by",
            "anyone, or raised by someone else.",
        ),
    ]
    if w.four and r.key_scope == "team":
        blocks.append(
            _p(
                "In this game keys are kept **by the team**: a card in your partner's hand",
                "counts as your key, and yours as theirs. Neither partner may leave a house of",
                "theirs without a key in one of your two hands.",
            )
        )
    elif w.four:
        blocks.append(_p("Your partner's cards never count: each owner keeps a key of their own."))
    blocks.append(
        _p(
            "So your last key for a house can only capture that house: it cannot build, add,",
            "raise or be thrown. With two or more keys you may use the spares freely.",
        )
    )
    return Section("keys", "Keys", tuple(blocks))


def _throws(r: Rules, w: _Words) -> Section:
    del w
    blocks = [
        _p(
            "A card that can capture nothing may be **thrown**: it is laid on the floor as a",
            "loose card.",
        ),
        _p(
            "A card that could capture something may not be thrown, so a card of a house's",
            "value can never be thrown. This goes card by card: holding another card that",
            "could capture does not stop you throwing this one.",
        ),
    ]
    if r.throw_forbidden_if_can_build:
        blocks.append(
            _p(
                "**Strict throws** are played: a card that could legally build, add to or raise",
                "a house may not be thrown either.",
            )
        )
    blocks.append(_p("After a seep the floor is empty, so the next player has to throw."))
    return Section("throws", "Throwing", tuple(blocks))


def _seeps(r: Rules, w: _Words) -> Section:
    items = [
        _item(f"an ordinary seep: {_n(r.seep_value)} points;"),
        _item(f"a seep by the bidder's opening play: {_n(r.first_play_seep_value)} points;"),
    ]
    if not w.four:
        items.append(
            _item(f"a seep on play 24, the last of the first half: {_n(r.seep_value)} points;")
        )
    items.append(
        _item(f"a seep on the last play of the deal (the 48th): {_n(r.last_play_seep_value)}.")
    )
    if r.seep_scoring == "zero_sum":
        credit = f"The sweeping {w.side} gains the seep's value and {w.others} loses it at once."
    else:
        credit = f"The seep's value goes to the sweeping {w.side}."
    blocks = [
        _p(
            "A **seep** is a capture that leaves the floor empty: no loose cards and no houses.",
            "Building or adding never makes a seep, but capturing the only house on the floor",
            "does.",
        ),
        _p("A seep is worth:"),
        *items,
        _p(credit, "The captured cards count as usual too."),
    ]
    if r.two_seep_lead_wins and r.match_mode == "baazi":
        blocks.append(
            _p(
                f"**Two-seep rule:** a {w.side} two full seeps (worth {_n(r.seep_value)}) ahead",
                "within a baazi wins it at once, and that deal ends unscored.",
            )
        )
    return Section("seeps", "Seeps", tuple(blocks))


def _scoring(r: Rules, w: _Words) -> Section:
    blocks = [
        _p(
            f"After the {_n(48)}th play, any loose cards left on the floor go to the",
            f"{w.side} that made the last capture (this is not a seep).",
        ),
    ]
    seeps = "plus its seeps"
    if r.seep_scoring == "zero_sum":
        seeps = f"plus its seeps, minus {w.others}'s seeps"
    rounds = r.match_mode == "rounds"
    if r.scoring_method == "even_split":
        blocks.append(
            _p(
                f"Each {w.side} keeps a running total. After each deal a {w.side} adds its card",
                f"points minus {_n(50)}, plus its own seeps, minus the other's seeps; the two",
                "totals always mirror each other.",
            )
        )
    else:
        blocks.append(_p(f"A {w.side}'s deal score is its card points {seeps}."))
    if rounds:
        tie = (
            "Equal totals are a draw."
            if r.rounds_tie == "draw"
            else "If the totals are equal, more deals are played until they differ."
        )
        blocks.append(
            _p(
                f"The match is {_plural(r.rounds_count, 'deal')}. Each {w.side}'s deal",
                "scores are added up, and the higher total wins.",
                tie,
                "Baazi rules (the target, the under-9 rule) do not apply.",
            )
        )
        return Section("scoring", "Scoring and winning", tuple(blocks))
    if r.scoring_method == "difference":
        blocks.append(
            _p(
                "One running **lead** is kept: after each deal the difference between the two",
                f"deal scores is added to it. A {w.side} wins the baazi by",
                f"{_target_words(r)}",
                "(exactly the target is enough)."
                if r.baazi_target_comparison == "reach"
                else "(exactly the target is not enough).",
            )
        )
    else:
        measure = (
            "when its own total"
            if r.even_split_win_measure == "own_total"
            else "when its total is ahead of the other's by a gap that"
        )
        verb = "reaches" if r.baazi_target_comparison == "reach" else "goes past"
        blocks.append(_p(f"A {w.side} wins the baazi {measure} {verb} {_n(r.baazi_target)}."))
    low = r.min_deal_points
    if low:
        own = "card points plus its seeps"
        if r.seep_scoring == "zero_sum":
            own += " minus the other's"
        blocks.append(
            _p(
                f"**Under-{low} rule:** a {w.side} whose deal score ({own}) is under",
                f"{_n(low)} loses the baazi at once, whatever the running score.",
            )
        )
    else:
        blocks.append(_p("There is no under-9 rule: a poor deal only costs its points."))
    blocks.append(_p("After a baazi the score goes back to 0."))
    if r.baazi_count == 1:
        blocks.append(_p("The match is one baazi."))
    else:
        blocks.append(
            _p(
                f"The match is {_n(r.baazi_count)} baazis, all of them played; the {w.side}",
                "that wins more of them wins the match, and an equal count is a draw.",
            )
        )
    return Section("scoring", "Scoring and winning", tuple(blocks))


def _dealer(r: Rules, w: _Words) -> Section:
    blocks = [_p("The first dealer is chosen at random.")]
    rule = r.next_dealer_rule
    if rule == "rotate":
        blocks.append(_p("After every deal the deal passes one seat to the right."))
    elif rule == "trailing_team_bids":
        blocks.append(
            _p(
                f"The {w.side} that scored fewer points in a deal bids, and so plays first, in",
                f"the next: the dealer deals again if their {w.side} scored more, otherwise the",
                "deal passes one seat to the right (also on equal scores).",
            )
        )
    else:
        who = "the dealer's team" if w.four else "the dealer"
        blocks.append(
            _p(
                f"If {who} is behind or level on the running score, the same dealer deals",
                "again; if ahead, the deal passes one seat to the right. So the",
                f"trailing {w.side} always deals, and the leader bids and plays first.",
            )
        )
        if w.four:
            blocks.append(
                _p(
                    "After a baazi, the partner of the player who would have dealt next",
                    "deals.",
                )
            )
    blocks.append(_p("A thrown-in deal is dealt again by the same dealer."))
    return Section("dealer", "Who deals next", tuple(blocks))


def _options(r: Rules) -> Section:
    changed = {k for k in r.to_json() if k != "preset"}
    preset = PRESET_NAMES.get(r.preset, r.preset)
    intro = f"These are the **{preset}** rules"
    if changed:
        n = len(changed)
        intro += f" with {n} house rule{'s' if n != 1 else ''} changed (marked)."
    else:
        intro += ", unchanged."
    blocks = [_p(intro)]
    for spec in OPTIONS:
        value = getattr(r, spec.name)
        blocks.append(
            Block(
                "option",
                spec.label,
                value=value_words(spec, value),
                detail=spec.help,
                changed=spec.name in changed,
            )
        )
    return Section("options", "House rules in this game", tuple(blocks))


#: The tutorial's lesson for each section (ids of ``game/tutorial/lessons.json``).
SECTION_LESSONS = {
    "cards": "cards",
    "deal": "bidding",
    "opening": "bidding",
    "capture": "capture",
    "houses": "houses",
    "keys": "keys",
    "throws": "no-throw",
    "seeps": "seep",
    "scoring": "scoring",
}


@cache
def _lessons() -> tuple[Lesson, ...]:
    return tuple(load_lessons())


def lesson_of(section: Section) -> int | None:
    """The index of the tutorial's lesson for ``section`` (``None``: it has none)."""
    ids = [ls.id for ls in _lessons()]
    wanted = SECTION_LESSONS.get(section.key)
    return ids.index(wanted) if wanted in ids else None


def _linked(section: Section) -> Section:
    index = lesson_of(section)
    if index is None:
        return section
    title = _lessons()[index].title
    link = _p(f"Practise it: the tutorial's lesson {index + 1}, “{title}” (press L).")
    return Section(section.key, section.title, (*section.blocks, link))


def rulebook(rules: Rules) -> list[Section]:
    """The whole rulebook for ``rules``, section by section, each ending with its lesson."""
    return [_linked(section) for section in _sections(rules)]


def _sections(rules: Rules) -> list[Section]:
    w = _Words(rules)
    return [
        _overview(rules, w),
        _cards(rules, w),
        _deal(rules, w),
        _opening(rules, w),
        _capture(rules, w),
        _houses(rules, w),
        _keys(rules, w),
        _throws(rules, w),
        _seeps(rules, w),
        _scoring(rules, w),
        _dealer(rules, w),
        _options(rules),
    ]


def plain_markup(sections: list[Section]) -> str:
    """Every section as text, ``**`` marks kept (doctests)."""
    out: list[str] = []
    for section in sections:
        out.append(section.title)
        for b in section.blocks:
            if b.kind == "option":
                mark = " (changed)" if b.changed else ""
                out.append(f"{b.text}: {b.value}{mark}. {b.detail}")
            elif b.kind == "item":
                out.append(f"• {b.text}")
            else:
                out.append(b.text)
        out.append("")
    return "\n".join(out)


def plain_text(sections: list[Section]) -> str:
    """Every section as plain text (for tests, and for a screen reader)."""
    return plain_markup(sections).replace("**", "")
