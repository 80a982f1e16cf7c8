"""The rulebook's building blocks: blocks and sections, the words for house-rule values,
preset names, and the phrases several sections share (how a baazi is won, a match's length).
Used by :mod:`game.scenes.rulebook.text` and the section writers beside it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.i18n import N_, _, ngettext
from game.rules import Rules
from game.rules.options import OptionSpec

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


def para(*parts: str) -> Block:
    return Block("p", " ".join(p for p in parts if p))


def item(text: str) -> Block:
    return Block("item", text)


def sub(text: str) -> Block:
    return Block("sub", text)


def match_length(count: int) -> str:
    if count == 1:
        return _("The match is one baazi.")
    return ngettext("The match is **{n}** baazi.", "The match is **{n}** baazis.", count).format(
        n=count
    )


def target_words(r: Rules) -> str:
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


def preset_name(preset: str) -> str:
    """A preset's name in the current language, for a sentence (``'standard'``, ``'Pagat'``)."""
    name = PRESET_NAMES.get(preset)
    return _(name) if name is not None else preset
