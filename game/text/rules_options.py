"""The rules' options in words: each option's label and help, in the current language.

:data:`game.rules.OPTIONS` keeps the facts (names, types, allowed values); the New game screen and
the rulebook show these words. (Each help names the option's JSON values, which stay as they are
in every language.)

>>> option_label("max_houses"), option_help("max_houses")
('Houses at once', 'The most houses on the floor at once.')
"""

from __future__ import annotations

from game.i18n import N_, _

#: The English label of each option (marked for the catalogues), by name.
LABELS: dict[str, str] = {
    "num_players": N_("Players"),
    "first_play_seep_value": N_("Seep on the opening play"),
    "last_play_seep_value": N_("Seep on the last play"),
    "seep_value": N_("Seep"),
    "seep_scoring": N_("Seep scoring"),
    "scoring_method": N_("Scoring"),
    "even_split_win_measure": N_("Even-split win"),
    "match_mode": N_("Match"),
    "baazi_target": N_("Baazi target"),
    "baazi_target_comparison": N_("Target"),
    "baazi_count": N_("Baazis"),
    "rounds_count": N_("Rounds"),
    "rounds_tie": N_("Rounds tie"),
    "min_deal_points": N_("Under-9 rule"),
    "two_seep_lead_wins": N_("Two-seep rule"),
    "next_dealer_rule": N_("Next dealer"),
    "max_houses": N_("Houses at once"),
    "pakka_rule": N_("Pakka houses"),
    "pakka_add_by": N_("Adding to a pakka house"),
    "partner_may_raise": N_("Partner may raise"),
    "partner_add_needs_key": N_("Key to add to partner's house"),
    "allow_lay_alongside_build": N_("Lay-alongside houses"),
    "throw_forbidden_if_can_build": N_("Strict throws"),
    "key_scope": N_("Keys"),
    "raise_with_floor_cards": N_("Raise with floor cards"),
    "ten_of_diamonds_points": N_("10♦ points"),
    "most_cards_bonus": N_("Most cards bonus"),
}

#: The English help of each option, in one sentence, by name.
HELP: dict[str, str] = {
    "num_players": N_("Four players in two partnerships, or two alone."),
    "first_play_seep_value": N_("Points for a seep made by the bidder's very first play."),
    "last_play_seep_value": N_("Points for a seep made by the last play of the deal."),
    "seep_value": N_("Points for an ordinary seep."),
    "seep_scoring": N_(
        "additive: the sweeping team gains the seep; zero_sum: it gains and the others lose it."
    ),
    # Translators: the words before each colon are the option's values in the rules file:
    # keep them as they are.
    "scoring_method": N_(
        "difference: one running lead; even_split: each team scores its points minus 50."
    ),
    # Translators: the words before each colon are the option's values in the rules file:
    # keep them as they are.
    "even_split_win_measure": N_(
        "own_total: a team wins at +target; gap: when the totals are target apart."
    ),
    # Translators: the words before each colon are the option's values in the rules file:
    # keep them as they are.
    "match_mode": N_("baazi: play to a lead of the target; rounds: a fixed number of deals."),
    "baazi_target": N_("The lead that wins a baazi."),
    # Translators: the words before each colon are the option's values in the rules file:
    # keep them as they are.
    "baazi_target_comparison": N_(
        "reach: a lead equal to the target wins; exceed: it must be passed."
    ),
    "baazi_count": N_("How many baazis make the match."),
    "rounds_count": N_("How many deals in rounds mode."),
    "rounds_tie": N_("draw, or play extra deals until the totals differ."),
    "min_deal_points": N_("A team scoring under this in a deal loses the baazi at once (0 = off)."),
    "two_seep_lead_wins": N_("Two full seeps ahead within a baazi wins it at once."),
    "next_dealer_rule": N_("Who deals the next deal."),
    "max_houses": N_("The most houses on the floor at once."),
    # Translators: the words before each colon are the option's values in the rules file:
    # keep them as they are.
    "pakka_rule": N_(
        "two_sets: a house is pakka once it holds two sets; second_action: also after any "
        "second action on it."
    ),
    "pakka_add_by": N_("Anyone holding a key, or only the owning team."),
    "partner_may_raise": N_("Whether you may raise (break) your partner's house."),
    "partner_add_needs_key": N_("Whether adding to your partner's house needs a key of your own."),
    "allow_lay_alongside_build": N_(
        "A card laid beside a loose set of its value makes a pakka house."
    ),
    "throw_forbidden_if_can_build": N_("A card that could build, add or raise may not be thrown."),
    # Translators: the words before each colon are the option's values in the rules file:
    # keep them as they are.
    "key_scope": N_("player: each owner keeps a key; team: a partner's card counts."),
    "raise_with_floor_cards": N_("A raise may use loose cards as well as the hand card."),
    "ten_of_diamonds_points": N_("Points for the ten of diamonds."),
    "most_cards_bonus": N_("Points to the team that captured more cards (split on a tie)."),
}


def option_label(name: str) -> str:
    """The option's name for players (the New game screen, the rulebook)."""
    return _(LABELS[name])


def option_help(name: str) -> str:
    """The option in a sentence, for players."""
    return _(HELP[name])


__all__ = ["HELP", "LABELS", "option_help", "option_label"]
