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

from game.i18n import N_, _, ngettext
from game.rules import OPTIONS, Rules
from game.rules.options import OptionSpec
from game.tutorial import Lesson, load_lessons

# Every sentence is written whole, once for four players (teams) and once for two (players
# alone), so that a translation can agree its words with "team" or "player". Bold marks
# (``**...**``) stay around the same words in a translation.

#: The presets' names in a sentence ("the **standard** rules"); shown through ``_()``.
PRESET_NAMES = {
    # Translators: a preset's name, as in "These are the **{preset}** rules".
    "standard": N_("standard"),
    # Translators: a preset's name (the rules of pagat.com), as in "the **{preset}** rules".
    "pagat": N_("Pagat"),
    # Translators: a preset's name (the rules of the Bhoos app), as in "the **{preset}** rules".
    "bhoos": N_("Bhoos app"),
    # Translators: a preset's name (at most two houses), as in "the **{preset}** rules".
    "two_house": N_("two-house"),
}

#: A house rule's choices in words; shown through ``_()``.
CHOICE_WORDS: dict[str, dict[Any, str]] = {
    "num_players": {4: N_("Four, in two teams"), 2: N_("Two, each alone")},
    "seep_scoring": {
        "additive": N_("Added to the sweepers"),
        "zero_sum": N_("Also taken from the others"),
    },
    "scoring_method": {
        "difference": N_("One running lead"),
        "even_split": N_("Each team against 50"),
    },
    "even_split_win_measure": {
        "own_total": N_("Own total reaches it"),
        "gap": N_("Gap reaches it"),
    },
    "match_mode": {"baazi": N_("Baazis"), "rounds": N_("A fixed number of deals")},
    "baazi_target_comparison": {"reach": N_("Reach the target"), "exceed": N_("Pass the target")},
    "rounds_tie": {"draw": N_("A draw"), "extra_deal": N_("Play extra deals")},
    "next_dealer_rule": {
        "trailing_team_deals": N_("Trailing team deals"),
        "trailing_team_bids": N_("Lower scorer bids"),
        "rotate": N_("Passes to the right"),
    },
    "pakka_rule": {
        "two_sets": N_("Two sets in it"),
        "second_action": N_("Any second play on it"),
    },
    "pakka_add_by": {
        "anyone_with_key": N_("Anyone with a key"),
        "owning_team_only": N_("Owning team only"),
    },
    "key_scope": {"player": N_("Your own hand"), "team": N_("Either partner's hand")},
    "ten_of_diamonds_points": {6: N_("6 points"), 2: N_("2 points")},
    # Translators: the bonus for most cards: none.
    "most_cards_bonus": {0: N_("None"), 4: N_("4 points")},
    # Translators: the under-9 rule: off.
    "min_deal_points": {0: N_("Off"), 9: N_("Under 9 loses")},
}


def number_words(spec: OptionSpec, value: int) -> str:
    """A number option's value in words for the rulebook: ``'25 points'``, ``'3 deals'``."""
    if spec.name == "min_deal_points":
        # Translators: the under-N rule's value: a deal score under {n} loses the baazi.
        return _("Under {n} loses").format(n=value)
    if spec.name == "rounds_count":
        return ngettext("{n} deal", "{n} deals", value).format(n=value)
    points = "seep" in spec.name or "points" in spec.name or spec.name == "baazi_target"
    # Translators: a house rule's value, a number of points (any number, also 0 or 1).
    return _("{n} points").format(n=value) if points else str(value)


def value_words(
    spec: OptionSpec, value: Any, number: Callable[[OptionSpec, int], str] = number_words
) -> str:
    """A house-rule value in plain words: ``'Yes'``, ``'25 points'``, ``'Owning team only'``.

    ``number`` words a number that has no words of its own (the new-game menus say less).
    """
    words = CHOICE_WORDS.get(spec.name, {})
    if value in words:
        return _(words[value])
    if spec.kind is bool:
        # Translators: a house rule's value (on or off).
        return _("Yes") if value else _("No")
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


def _p(*parts: str) -> Block:
    return Block("p", " ".join(p for p in parts if p))


def _item(text: str) -> Block:
    return Block("item", text)


def _sub(text: str) -> Block:
    return Block("sub", text)


def _overview(r: Rules, four: bool) -> Section:
    blocks = []
    if four:
        blocks.append(
            _p(
                _(
                    "Seep is played by **4** players in two teams. Partners sit opposite each"
                    " other: you and North against East and West. Partners never see each"
                    " other's cards; each team keeps one pile of captured cards and one score."
                )
            )
        )
    else:
        blocks.append(
            _p(_("This game is for **2** players, each playing alone: you against North."))
        )
    blocks.append(
        _p(
            _(
                "You capture cards from the floor by matching their values or their sums, and"
                " you build **houses** worth **9** to **13** to capture later. Sweeping the"
                " floor clean is a **seep**, worth a bonus. Play goes counter-clockwise, to the"
                " right."
            )
        )
    )
    if r.match_mode == "baazi":
        target = _target_words(r)
        count = _match_length(r.baazi_count)
        if four:
            # Translators: {target} is how a baazi is won, e.g. "reaching a lead of **100**
            # points".
            wins = _("A team wins a **baazi** by {target} (see Scoring).")
        else:
            # Translators: {target} is how a baazi is won, e.g. "reaching a lead of **100**
            # points".
            wins = _("A player wins a **baazi** by {target} (see Scoring).")
        blocks.append(_p(wins.format(target=target), count))
    else:
        n = r.rounds_count
        if four:
            text = ngettext(
                "The match is **{n}** deal: the team with the higher total score at the end wins.",
                "The match is **{n}** deals: the team with the higher total score at the end wins.",
                n,
            )
        else:
            text = ngettext(
                "The match is **{n}** deal: the player with the higher total score at the end"
                " wins.",
                "The match is **{n}** deals: the player with the higher total score at the end"
                " wins.",
                n,
            )
        blocks.append(_p(text.format(n=n)))
    return Section("overview", _("The game"), tuple(blocks))


def _match_length(count: int) -> str:
    if count == 1:
        return _("The match is one baazi.")
    return ngettext("The match is **{n}** baazi.", "The match is **{n}** baazis.", count).format(
        n=count
    )


def _target_words(r: Rules) -> str:
    """How a baazi is won, as the end of 'wins a baazi by ...'."""
    reach = r.baazi_target_comparison == "reach"
    n = r.baazi_target
    if r.scoring_method == "even_split":
        if r.even_split_win_measure == "own_total":
            if reach:
                # Translators: how a baazi is won; it ends "A team wins a baazi by {target}".
                return _("reaching a total of **{n}**").format(n=n)
            # Translators: how a baazi is won; it ends "A team wins a baazi by {target}".
            return _("going past a total of **{n}**").format(n=n)
        if reach:
            # Translators: how a baazi is won; it ends "A team wins a baazi by {target}".
            return _("reaching a total **{n}** ahead of the other").format(n=n)
        # Translators: how a baazi is won; it ends "A team wins a baazi by {target}".
        return _("going past a total **{n}** ahead of the other").format(n=n)
    if reach:
        # Translators: how a baazi is won; it ends "A team wins a baazi by {target}".
        return _("reaching a lead of **{n}** points").format(n=n)
    # Translators: how a baazi is won; it ends "A team wins a baazi by {target}".
    return _("going past a lead of **{n}** points").format(n=n)


def _cards(r: Rules, four: bool) -> Section:
    tens = r.ten_of_diamonds_points
    bonus = r.most_cards_bonus
    total = 91 + 3 + tens + bonus
    items = [
        _item(_("every spade at its value, A♠ 1 up to K♠ 13: **91** points in all;")),
        _item(_("the other three aces, A♥, A♦ and A♣: **1** each;")),
        # Translators: a list item; the next item follows (hence the ";").
        _item((_("the 10♦: **{n}**;") if bonus else _("the 10♦: **{n}**.")).format(n=tens)),
    ]
    if bonus:
        if four:
            text = _("the team that captured more cards: **{n}** (**{half}** each on a 26–26 tie).")
        else:
            text = _(
                "the player that captured more cards: **{n}** (**{half}** each on a 26–26 tie)."
            )
        items.append(_item(text.format(n=bonus, half=bonus // 2)))
    return Section(
        "cards",
        _("Cards and points"),
        (
            _p(
                _(
                    "One pack of **52** cards, no jokers. Suits do not matter for capturing. The"
                    " values: A = **1**, 2 to 10 as marked, J = **11**, Q = **12**, K = **13**."
                )
            ),
            _p(_("Only these cards score points:")),
            *items,
            _p(_("That makes **{n}** card points in every deal.").format(n=total)),
        ),
    )


def _deal(r: Rules, four: bool) -> Section:
    del r
    blocks = []
    if four:
        blocks.append(
            _p(
                _(
                    "The dealer gives **4** cards to the **bidder**, the player on the dealer's"
                    " right, and lays **4** cards face down on the floor."
                )
            )
        )
    else:
        blocks.append(
            _p(
                _(
                    "The dealer gives **4** cards to the other player, the **bidder**, and lays"
                    " **4** cards face down on the floor."
                )
            )
        )
    blocks += [
        _p(
            _(
                "The bidder looks at those four cards and bids a house value from **9** to"
                " **13** (a 9, 10, J, Q or K) and must hold a card of that value. There is no"
                " auction: only the bidder bids."
            )
        ),
        _p(
            _(
                "A bidder who holds nothing of 9 or more shows the four cards; the deal is thrown"
                " in and the same dealer deals again. Nothing is scored."
            )
        ),
        _p(_("The floor cards are turned face up and the bidder makes the opening play.")),
    ]
    if four:
        blocks.append(
            _p(
                _(
                    "Then the dealer deals the rest in packets of four: **8** more to the bidder"
                    " and **12** to each of the others. Everyone plays **12** cards, so a deal"
                    " has **48** plays, and the dealer plays last in every round."
                )
            )
        )
    else:
        blocks.append(
            _p(
                _(
                    "Then the dealer deals packets of four: **8** more to the bidder and **12**"
                    " to the dealer. You play in turn until both hands are empty (**24** plays);"
                    " then each player gets **12** more cards, with nothing new on the floor,"
                    " for **24** more plays: **48** in all."
                )
            )
        )
    return Section("deal", _("The deal and the bid"), tuple(blocks))


def _opening(r: Rules, four: bool) -> Section:
    del four
    first = r.first_play_seep_value
    if first != r.seep_value:
        worth = _(
            "A seep made by the opening play is worth **{n}** points, not the usual **{usual}**."
        ).format(n=first, usual=r.seep_value)
    else:
        worth = _("A seep made by the opening play is worth the usual **{n}** points.").format(
            n=first
        )
    return Section(
        "opening",
        _("The opening play"),
        (
            _p(_("The bidder's first play must use the bid value. It is exactly one of these:")),
            _item(
                _(
                    "**build** a house of the bid value, with any card from hand and cards from"
                    " the floor, still holding a card of the bid value afterwards;"
                )
            ),
            _item(_("**capture** with a card of the bid value, taking all it must take;")),
            _item(_("**throw** a card of the bid value, but only if it cannot capture anything.")),
            _p(
                _(
                    "No other card may be played first. A legal opening always exists: a card of"
                    " the bid value either captures something or may be thrown."
                )
            ),
            _p(worth),
        ),
    )


def _capture(r: Rules, four: bool) -> Section:
    del r
    if four:
        whole = _(
            "A house is captured only whole, by a card of its exact value, whoever owns it. The"
            " card you play and everything it takes go to your team's pile."
        )
    else:
        whole = _(
            "A house is captured only whole, by a card of its exact value, whoever owns it. The"
            " card you play and everything it takes go to your pile."
        )
    return Section(
        "capture",
        _("Your turn: capturing"),
        (
            _p(
                _(
                    "On your turn you play exactly one card, and it does exactly one thing:"
                    " **capture**, **build** a house, **add** to a house, **raise** a house or"
                    " **throw** the card. You may not pass."
                )
            ),
            _p(
                _(
                    "A card captures the loose floor cards of its own value, and any sets of"
                    " loose cards that add up to it: a 7 takes a loose 7, or 3 + 4, or both at"
                    " once."
                )
            ),
            _p(
                _(
                    "**Nothing may be left behind.** After a capture no loose card or set adding"
                    " up to the card's value may remain, and a house of that value is taken too,"
                    " whole. When sets compete for the same card you choose: a J played on 2, 3,"
                    " 5 and 6 takes 2 + 3 + 6 (leaving the 5) or 5 + 6 (leaving 2 and 3)."
                )
            ),
            _p(whole),
        ),
    )


def _houses(r: Rules, four: bool) -> Section:
    cap = r.max_houses
    if cap < 5:
        limit = ngettext(
            "There is never more than one house of each value, and at most **{n}** house on the"
            " floor at once.",
            "There is never more than one house of each value, and at most **{n}** houses on"
            " the floor at once.",
            cap,
        ).format(n=cap)
    else:
        limit = _("There is never more than one house of each value, so at most **5** at once.")
    if r.pakka_rule == "two_sets":
        pakka = _(
            "A **pakka** (cemented) house holds two or more sets. It can be added to or"
            " captured, but never raised."
        )
    else:
        pakka = _(
            "A **pakka** (cemented) house holds two or more sets, or has had a second play"
            " made on it (a raise counts). It can be added to or captured, but never raised."
        )
    blocks = [
        _p(
            _(
                "A house is a pile on the floor worth **9** to **13**, made of one or more sets"
                " that each add up to its value. It is never part of a sum."
            ),
            limit,
        ),
        _p(
            _("An **ordinary** house holds a single set; only an ordinary house can be raised."),
            pakka,
        ),
        _sub(_("Building a house")),
        _p(
            _(
                "Play a card from your hand together with one or more loose cards that add up"
                " with it to **9**–**13**. You must still hold a card of that value afterwards:"
                " your **key** (see Keys). A house is never made from floor cards alone, nor"
                " from one hand card alone. Building is always a choice, never a duty."
            )
        ),
        _p(
            _(
                "Every other loose card or set that adds up to the value must join the house. If"
                " that happens the new house is pakka at once."
            )
        ),
    ]
    if r.allow_lay_alongside_build:
        blocks.append(
            _p(
                _(
                    "You may also lay a card beside a loose set of its own value: a 9 laid"
                    " beside a loose 4 + 5 makes a pakka house of 9 (you need a second 9 as the"
                    " key)."
                )
            )
        )
    else:
        blocks.append(
            _p(
                _(
                    "A card laid beside a loose set of its own value does not make a house in"
                    " this game: a hand card and loose cards must add up to the value."
                )
            )
        )
    if cap < 5:
        blocks.append(
            _p(
                ngettext(
                    "No new house may be built while **{n}** house is on the floor.",
                    "No new house may be built while **{n}** houses are on the floor.",
                    cap,
                ).format(n=cap)
            )
        )
    blocks.append(_sub(_("Adding to a house (cementing)")))
    add = [
        _(
            "Play a card of the house's value onto it, or a card with loose cards that add up to"
            " the house's value. The house becomes pakka."
        )
    ]
    if four and not r.partner_add_needs_key:
        add.append(
            _(
                "You need another card of that value in hand afterwards, unless the house is"
                " your partner's: adding to your partner's house needs no key of your own, and"
                " you do not become its owner."
            )
        )
    elif four:
        add.append(
            _(
                "You need another card of that value in hand afterwards, even to add to your"
                " partner's house (you do not become its owner)."
            )
        )
    else:
        add.append(_("You need another card of that value in hand afterwards."))
    if four:
        add.append(_("If the house belongs only to the other team, you become a second owner."))
    else:
        add.append(_("If the house is your opponent's, you become a second owner."))
    if r.pakka_add_by == "owning_team_only":
        if four:
            add.append(_("Only a team that owns it may add to a pakka house."))
        else:
            add.append(_("Only its owners may add to a pakka house."))
    else:
        add.append(_("Anyone who holds a key may add to a pakka house."))
    blocks.append(_p(*add))
    blocks.append(_sub(_("Raising (breaking) a house")))
    if r.raise_with_floor_cards:
        how = _(
            "Play a card from your hand on an ordinary house, with loose cards if you like, to"
            " raise its value, up to **13**."
        )
    else:
        how = _(
            "Play one card from your hand, alone, on an ordinary house to raise its value, up"
            " to **13**: so only an A, 2, 3 or 4, and a house of 13 can never be raised."
        )
    if not four:
        whose = _("You may not raise your own house.")
    elif r.partner_may_raise:
        whose = _("You may not raise your own house, but you may raise your partner's.")
    else:
        whose = _("You may not raise your own house, nor your partner's: only the other team's.")
    raised = _(
        "You must hold a card of the new value. The house becomes yours alone and its old"
        " owner is released. If a house of the new value is already on the floor, the two"
        " join into one pakka house."
    )
    pakka_raise = _("A raised house is pakka.") if r.pakka_rule == "second_action" else ""
    blocks.append(_p(how, whose, raised, pakka_raise))
    return Section("houses", _("Houses"), tuple(blocks))


def _keys(r: Rules, four: bool) -> Section:
    blocks = [
        _p(
            _(
                "A **key** is a card in hand of the same value as a house you own. Whoever builds"
                " a house owns it, and every owner must keep a key until the house is captured,"
                " by anyone, or raised by someone else."
            )
        ),
    ]
    if four and r.key_scope == "team":
        blocks.append(
            _p(
                _(
                    "In this game keys are kept **by the team**: a card in your partner's hand"
                    " counts as your key, and yours as theirs. Neither partner may leave a house"
                    " of theirs without a key in one of your two hands."
                )
            )
        )
    elif four:
        blocks.append(
            _p(_("Your partner's cards never count: each owner keeps a key of their own."))
        )
    blocks.append(
        _p(
            _(
                "So your last key for a house can only capture that house: it cannot build, add,"
                " raise or be thrown. With two or more keys you may use the spares freely."
            )
        )
    )
    return Section("keys", _("Keys"), tuple(blocks))


def _throws(r: Rules, four: bool) -> Section:
    del four
    blocks = [
        _p(
            _(
                "A card that can capture nothing may be **thrown**: it is laid on the floor as a"
                " loose card."
            )
        ),
        _p(
            _(
                "A card that could capture something may not be thrown, so a card of a house's"
                " value can never be thrown. This goes card by card: holding another card that"
                " could capture does not stop you throwing this one."
            )
        ),
    ]
    if r.throw_forbidden_if_can_build:
        blocks.append(
            _p(
                _(
                    "**Strict throws** are played: a card that could legally build, add to or"
                    " raise a house may not be thrown either."
                )
            )
        )
    blocks.append(_p(_("After a seep the floor is empty, so the next player has to throw.")))
    return Section("throws", _("Throwing"), tuple(blocks))


def _seeps(r: Rules, four: bool) -> Section:
    items = [
        _item(_("an ordinary seep: **{n}** points;").format(n=r.seep_value)),
        _item(
            _("a seep by the bidder's opening play: **{n}** points;").format(
                n=r.first_play_seep_value
            )
        ),
    ]
    if not four:
        items.append(
            _item(
                _("a seep on play 24, the last of the first half: **{n}** points;").format(
                    n=r.seep_value
                )
            )
        )
    items.append(
        _item(
            _("a seep on the last play of the deal (the 48th): **{n}**.").format(
                n=r.last_play_seep_value
            )
        )
    )
    if r.seep_scoring == "zero_sum" and four:
        credit = _("The sweeping team gains the seep's value and the other team loses it at once.")
    elif r.seep_scoring == "zero_sum":
        credit = _(
            "The sweeping player gains the seep's value and the other player loses it at once."
        )
    elif four:
        credit = _("The seep's value goes to the sweeping team.")
    else:
        credit = _("The seep's value goes to the sweeping player.")
    blocks = [
        _p(
            _(
                "A **seep** is a capture that leaves the floor empty: no loose cards and no"
                " houses. Building or adding never makes a seep, but capturing the only house on"
                " the floor does."
            )
        ),
        _p(_("A seep is worth:")),
        *items,
        _p(credit, _("The captured cards count as usual too.")),
    ]
    if r.two_seep_lead_wins and r.match_mode == "baazi":
        if four:
            text = _(
                "**Two-seep rule:** a team two full seeps (worth **{n}** each) ahead within a baazi"
                " wins it at once, and that deal ends unscored."
            )
        else:
            text = _(
                "**Two-seep rule:** a player two full seeps (worth **{n}** each) ahead within a"
                " baazi"
                " wins it at once, and that deal ends unscored."
            )
        blocks.append(_p(text.format(n=r.seep_value)))
    return Section("seeps", _("Seeps"), tuple(blocks))


def _scoring(r: Rules, four: bool) -> Section:
    if four:
        last = _(
            "After the **48**th play, any loose cards left on the floor go to the team that made"
            " the last capture (this is not a seep)."
        )
    else:
        last = _(
            "After the **48**th play, any loose cards left on the floor go to the player that"
            " made the last capture (this is not a seep)."
        )
    blocks = [_p(last)]
    zero_sum = r.seep_scoring == "zero_sum"
    if r.scoring_method == "even_split":
        if four:
            text = _(
                "Each team keeps a running total. After each deal a team adds its card points"
                " minus **50**, plus its own seeps, minus the other's seeps; the two totals"
                " always mirror each other."
            )
        else:
            text = _(
                "Each player keeps a running total. After each deal a player adds its card"
                " points minus **50**, plus its own seeps, minus the other's seeps; the two"
                " totals always mirror each other."
            )
    elif zero_sum and four:
        text = _(
            "A team's deal score is its card points plus its seeps, minus the other team's seeps."
        )
    elif zero_sum:
        text = _(
            "A player's deal score is their card points plus their seeps, minus the other player's"
            " seeps."
        )
    elif four:
        text = _("A team's deal score is its card points plus its seeps.")
    else:
        text = _("A player's deal score is its card points plus its seeps.")
    blocks.append(_p(text))
    if r.match_mode == "rounds":
        if r.rounds_tie == "draw":
            tie = _("Equal totals are a draw.")
        else:
            tie = _("If the totals are equal, more deals are played until they differ.")
        n = r.rounds_count
        if four:
            length = ngettext(
                "The match is **{n}** deal. Each team's deal scores are added up, and the"
                " higher total wins.",
                "The match is **{n}** deals. Each team's deal scores are added up, and the"
                " higher total wins.",
                n,
            )
        else:
            length = ngettext(
                "The match is **{n}** deal. Each player's deal scores are added up, and the"
                " higher total wins.",
                "The match is **{n}** deals. Each player's deal scores are added up, and the"
                " higher total wins.",
                n,
            )
        blocks.append(
            _p(
                length.format(n=n),
                tie,
                _("Baazi rules (the target, the under-9 rule) do not apply."),
            )
        )
        return Section("scoring", _("Scoring and winning"), tuple(blocks))
    reach = r.baazi_target_comparison == "reach"
    if r.scoring_method == "difference":
        if four and reach:
            # Translators: {target} is how a baazi is won, e.g. "reaching a lead of **100**
            # points".
            wins = _("A team wins the baazi by {target} (exactly the target is enough).")
        elif four:
            # Translators: {target} is how a baazi is won, e.g. "going past a lead of **100**
            # points".
            wins = _("A team wins the baazi by {target} (exactly the target is not enough).")
        elif reach:
            # Translators: {target} is how a baazi is won, e.g. "reaching a lead of **100**
            # points".
            wins = _("A player wins the baazi by {target} (exactly the target is enough).")
        else:
            # Translators: {target} is how a baazi is won, e.g. "going past a lead of **100**
            # points".
            wins = _("A player wins the baazi by {target} (exactly the target is not enough).")
        blocks.append(
            _p(
                _(
                    "One running **lead** is kept: after each deal the difference between the"
                    " two deal scores is added to it."
                ),
                wins.format(target=_target_words(r)),
            )
        )
    else:
        blocks.append(_p(_even_split_win(r, four, reach).format(n=r.baazi_target)))
    low = r.min_deal_points
    if low:
        if four and zero_sum:
            under = _(
                "**Under-{n} rule:** a team whose deal score (card points plus its seeps minus"
                " the other's) is under **{n}** loses the baazi at once, whatever the running"
                " score."
            )
        elif four:
            under = _(
                "**Under-{n} rule:** a team whose deal score (card points plus its seeps) is"
                " under **{n}** loses the baazi at once, whatever the running score."
            )
        elif zero_sum:
            under = _(
                "**Under-{n} rule:** a player whose deal score (card points plus its seeps minus"
                " the other's) is under **{n}** loses the baazi at once, whatever the running"
                " score."
            )
        else:
            under = _(
                "**Under-{n} rule:** a player whose deal score (card points plus its seeps) is"
                " under **{n}** loses the baazi at once, whatever the running score."
            )
        blocks.append(_p(under.format(n=low)))
    else:
        blocks.append(_p(_("There is no under-9 rule: a poor deal only costs its points.")))
    blocks.append(_p(_("After a baazi the score goes back to 0.")))
    count = r.baazi_count
    if count == 1:
        blocks.append(_p(_("The match is one baazi.")))
    elif four:
        text = ngettext(
            "The match is **{n}** baazi, all of them played; the team that wins more of them"
            " wins the match, and an equal count is a draw.",
            "The match is **{n}** baazis, all of them played; the team that wins more of them"
            " wins the match, and an equal count is a draw.",
            count,
        )
        blocks.append(_p(text.format(n=count)))
    else:
        text = ngettext(
            "The match is **{n}** baazi, all of them played; the player that wins more of them"
            " wins the match, and an equal count is a draw.",
            "The match is **{n}** baazis, all of them played; the player that wins more of them"
            " wins the match, and an equal count is a draw.",
            count,
        )
        blocks.append(_p(text.format(n=count)))
    return Section("scoring", _("Scoring and winning"), tuple(blocks))


def _even_split_win(r: Rules, four: bool, reach: bool) -> str:
    """When a baazi is won with each side against 50 (``{n}``: the target)."""
    own = r.even_split_win_measure == "own_total"
    if four:
        if own:
            if reach:
                return _("A team wins the baazi when its own total reaches **{n}**.")
            return _("A team wins the baazi when its own total goes past **{n}**.")
        if reach:
            return _(
                "A team wins the baazi when its total is ahead of the other's by a gap that"
                " reaches **{n}**."
            )
        return _(
            "A team wins the baazi when its total is ahead of the other's by a gap that goes"
            " past **{n}**."
        )
    if own:
        if reach:
            return _("A player wins the baazi when its own total reaches **{n}**.")
        return _("A player wins the baazi when its own total goes past **{n}**.")
    if reach:
        return _(
            "A player wins the baazi when its total is ahead of the other's by a gap that"
            " reaches **{n}**."
        )
    return _(
        "A player wins the baazi when its total is ahead of the other's by a gap that goes"
        " past **{n}**."
    )


def _dealer(r: Rules, four: bool) -> Section:
    blocks = [_p(_("The first dealer is chosen at random."))]
    rule = r.next_dealer_rule
    if rule == "rotate":
        blocks.append(_p(_("After every deal the deal passes one seat to the right.")))
    elif rule == "trailing_team_bids":
        if four:
            text = _(
                "The team that scored fewer points in a deal bids, and so plays first, in the"
                " next: the dealer deals again if their team scored more, otherwise the deal"
                " passes one seat to the right (also on equal scores)."
            )
        else:
            text = _(
                "The player that scored fewer points in a deal bids, and so plays first, in the"
                " next: the dealer deals again if they scored more, otherwise the deal"
                " passes one seat to the right (also on equal scores)."
            )
        blocks.append(_p(text))
    elif four:
        blocks.append(
            _p(
                _(
                    "If the dealer's team is behind or level on the running score, the same"
                    " dealer deals again; if ahead, the deal passes one seat to the right. So"
                    " the trailing team always deals, and the leader bids and plays first."
                )
            )
        )
        blocks.append(
            _p(_("After a baazi, the partner of the player who would have dealt next deals."))
        )
    else:
        blocks.append(
            _p(
                _(
                    "If the dealer is behind or level on the running score, the same dealer"
                    " deals again; if ahead, the deal passes one seat to the right. So the"
                    " trailing player always deals, and the leader bids and plays first."
                )
            )
        )
    blocks.append(_p(_("A thrown-in deal is dealt again by the same dealer.")))
    return Section("dealer", _("Who deals next"), tuple(blocks))


def preset_name(preset: str) -> str:
    """A preset's name in the current language, for a sentence (``'standard'``, ``'Pagat'``)."""
    name = PRESET_NAMES.get(preset)
    return _(name) if name is not None else preset


def _options(r: Rules) -> Section:
    changed = {k for k in r.to_json() if k != "preset"}
    preset = preset_name(r.preset)
    if changed:
        n = len(changed)
        intro = ngettext(
            "These are the **{preset}** rules with {n} house rule changed (marked).",
            "These are the **{preset}** rules with {n} house rules changed (marked).",
            n,
        ).format(preset=preset, n=n)
    else:
        intro = _("These are the **{preset}** rules, unchanged.").format(preset=preset)
    blocks = [_p(intro)]
    for spec in OPTIONS:
        value = getattr(r, spec.name)
        blocks.append(
            Block(
                "option",
                _(spec.label),
                value=value_words(spec, value),
                detail=_(spec.help),
                changed=spec.name in changed,
            )
        )
    return Section("options", _("House rules in this game"), tuple(blocks))


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
    title = _(_lessons()[index].title)
    # Translators: {number} and {title} are a tutorial lesson's number and title; L is the key.
    link = _p(
        _("Practise it: the tutorial's lesson {number}, “{title}” (press L).").format(
            number=index + 1, title=title
        )
    )
    return Section(section.key, section.title, (*section.blocks, link))


def rulebook(rules: Rules) -> list[Section]:
    """The whole rulebook for ``rules``, section by section, each ending with its lesson."""
    return [_linked(section) for section in _sections(rules)]


def _sections(rules: Rules) -> list[Section]:
    four = rules.num_players == 4
    return [
        _overview(rules, four),
        _cards(rules, four),
        _deal(rules, four),
        _opening(rules, four),
        _capture(rules, four),
        _houses(rules, four),
        _keys(rules, four),
        _throws(rules, four),
        _seeps(rules, four),
        _scoring(rules, four),
        _dealer(rules, four),
        _options(rules),
    ]


def plain_markup(sections: list[Section]) -> str:
    """Every section as text, ``**`` marks kept (doctests)."""
    out: list[str] = []
    for section in sections:
        out.append(section.title)
        for b in section.blocks:
            if b.kind == "option":
                if b.changed:
                    # Translators: a house rule: its name, its value, and what it means.
                    line = _("{label}: {value} (changed). {detail}")
                else:
                    # Translators: a house rule: its name, its value, and what it means.
                    line = _("{label}: {value}. {detail}")
                out.append(line.format(label=b.text, value=b.value, detail=b.detail))
            elif b.kind == "item":
                out.append(f"• {b.text}")
            else:
                out.append(b.text)
        out.append("")
    return "\n".join(out)


def plain_text(sections: list[Section]) -> str:
    """Every section as plain text (for tests, and for a screen reader)."""
    return plain_markup(sections).replace("**", "")
