"""Each house rule in one line of players' words, with a tiny example (the New game screen's
help line, spoken too). The option's own help (:func:`game.text.rules_options.option_help`)
stays the reference wording; these are for people choosing how to play. The table holds the
English (marked for the catalogues); :func:`rule_help` gives a line in the current language."""

from __future__ import annotations

from game.i18n import N_, _

RULE_HELP: dict[str, str] = {
    "first_play_seep_value": N_(
        "A seep made by the bidder's very first card. E.g. 25: sweeping the four opening floor "
        "cards scores 25, not the usual 50."
    ),
    "last_play_seep_value": N_(
        "A seep made with the very last card of the deal. E.g. 0: clearing the floor at the end "
        "is worth nothing extra."
    ),
    "seep_value": N_("An ordinary seep: taking every card on the floor. E.g. 50 points a seep."),
    "seep_scoring": N_(
        "Added: the sweepers gain the seep. Taken from the others too: they gain 50 and the "
        "others lose 50, a swing of 100."
    ),
    "scoring_method": N_(
        "One running lead: each deal's difference is added up (win 60-40: +20). Or each team "
        "scores its points minus 50 (60 makes +10, 40 makes -10)."
    ),
    "even_split_win_measure": N_(
        "With points minus 50: a team wins when its own total reaches the target, or when the "
        "two totals are the target apart."
    ),
    "baazi_target": N_(
        "The lead that wins a baazi. E.g. 100: the first team 100 points ahead wins."
    ),
    "baazi_target_comparison": N_(
        "Reach: a lead of exactly 100 wins. Pass: the lead must be more than 100."
    ),
    "rounds_tie": N_(
        "When a fixed number of deals ends level: a draw, or extra deals until one team leads."
    ),
    "min_deal_points": N_(
        "A team that scores under this in one deal loses the baazi at once. E.g. 9: scoring 8 "
        "ends it; 0 turns the rule off."
    ),
    "two_seep_lead_wins": N_(
        "Two full seeps ahead within a baazi wins it at once, whatever the points."
    ),
    "next_dealer_rule": N_("Who deals the next deal: e.g. the team that is behind."),
    "max_houses": N_(
        "How many houses may stand on the floor at once. E.g. 2: with houses of 9 and 11 down, "
        "nobody may build a third."
    ),
    "pakka_rule": N_(
        "When a house becomes pakka (cemented, no longer raised): once it holds two sets, e.g. "
        "9 + 9; or also after any second play on it."
    ),
    "pakka_add_by": N_(
        "Who may add to a pakka house: anyone holding a card of its value, or only its owners' "
        "team."
    ),
    "partner_may_raise": N_(
        "Whether you may raise your partner's house, e.g. turn their 9 into an 11."
    ),
    "partner_add_needs_key": N_(
        "Whether adding to your partner's house needs a card of its value in your own hand."
    ),
    "allow_lay_alongside_build": N_(
        "A card laid beside loose cards that already make its value forms a pakka house: a 9 "
        "beside 4 + 5 makes a pakka 9."
    ),
    "throw_forbidden_if_can_build": N_(
        "Strict throws: a card that could build, add or raise may not simply be thrown."
    ),
    "key_scope": N_(
        "Keys: each owner must keep a card of the house's value in their own hand, or a "
        "partner's card counts for the team."
    ),
    "raise_with_floor_cards": N_(
        "A raise may take loose floor cards too: raise a 9 to 12 with a 2 from your hand and a "
        "loose ace."
    ),
    "ten_of_diamonds_points": N_(
        "Points for the ten of diamonds. E.g. 6: it alone is worth more than the four aces."
    ),
    "most_cards_bonus": N_(
        "Extra points for the team that captured more cards (split on a tie). E.g. 0: none."
    ),
}


def rule_help(name: str, fallback: str = "") -> str:
    """The help line for the house rule ``name`` in the current language (``fallback`` for one
    not written here)."""
    text = RULE_HELP.get(name)
    return _(text) if text is not None else fallback
