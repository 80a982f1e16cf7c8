"""The rulebook's sections on seeps, scoring and winning, and who deals next (for
:mod:`game.scenes.rulebook.text`)."""

from __future__ import annotations

from game.i18n import _, ngettext
from game.rules import Rules
from game.scenes.rulebook.blocks import Block, Section, item, para, target_words


def seeps_section(r: Rules, four: bool) -> Section:
    items = [
        item(_("an ordinary seep: **{n}** points;").format(n=r.seep_value)),
        item(
            _("a seep by the bidder's opening play: **{n}** points;").format(
                n=r.first_play_seep_value
            )
        ),
    ]
    if not four:
        items.append(
            item(
                _("a seep on play 24, the last of the first half: **{n}** points;").format(
                    n=r.seep_value
                )
            )
        )
    items.append(
        item(
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
        para(
            _(
                "A **seep** is a capture that leaves the floor empty: no loose cards and no"
                " houses. Building or adding never makes a seep, but capturing the only house on"
                " the floor does."
            )
        ),
        para(_("A seep is worth:")),
        *items,
        para(credit, _("The captured cards count as usual too.")),
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
        blocks.append(para(text.format(n=r.seep_value)))
    return Section("seeps", _("Seeps"), tuple(blocks))


def scoring_section(r: Rules, four: bool) -> Section:
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
    blocks = [para(last)]
    blocks.append(para(_deal_score_text(r, four)))
    zero_sum = r.seep_scoring == "zero_sum"
    if r.match_mode == "rounds":
        blocks.append(_rounds_paragraph(r, four))
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
            para(
                _(
                    "One running **lead** is kept: after each deal the difference between the"
                    " two deal scores is added to it."
                ),
                wins.format(target=target_words(r)),
            )
        )
    else:
        blocks.append(para(_even_split_win(r, four, reach).format(n=r.baazi_target)))
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
        blocks.append(para(under.format(n=low)))
    else:
        blocks.append(para(_("There is no under-9 rule: a poor deal only costs its points.")))
    blocks.append(para(_("After a baazi the score goes back to 0.")))
    count = r.baazi_count
    if count == 1:
        blocks.append(para(_("The match is one baazi.")))
    elif four:
        text = ngettext(
            "The match is **{n}** baazi, all of them played; the team that wins more of them"
            " wins the match, and an equal count is a draw.",
            "The match is **{n}** baazis, all of them played; the team that wins more of them"
            " wins the match, and an equal count is a draw.",
            count,
        )
        blocks.append(para(text.format(n=count)))
    else:
        text = ngettext(
            "The match is **{n}** baazi, all of them played; the player that wins more of them"
            " wins the match, and an equal count is a draw.",
            "The match is **{n}** baazis, all of them played; the player that wins more of them"
            " wins the match, and an equal count is a draw.",
            count,
        )
        blocks.append(para(text.format(n=count)))
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


def dealer_section(r: Rules, four: bool) -> Section:
    blocks = [para(_("The first dealer is chosen at random."))]
    rule = r.next_dealer_rule
    if rule == "rotate":
        blocks.append(para(_("After every deal the deal passes one seat to the right.")))
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
        blocks.append(para(text))
    elif four:
        blocks.append(
            para(
                _(
                    "If the dealer's team is behind or level on the running score, the same"
                    " dealer deals again; if ahead, the deal passes one seat to the right. So"
                    " the trailing team always deals, and the leader bids and plays first."
                )
            )
        )
        blocks.append(
            para(_("After a baazi, the partner of the player who would have dealt next deals."))
        )
    else:
        blocks.append(
            para(
                _(
                    "If the dealer is behind or level on the running score, the same dealer"
                    " deals again; if ahead, the deal passes one seat to the right. So the"
                    " trailing player always deals, and the leader bids and plays first."
                )
            )
        )
    blocks.append(para(_("A thrown-in deal is dealt again by the same dealer.")))
    return Section("dealer", _("Who deals next"), tuple(blocks))


def _deal_score_text(r: Rules, four: bool) -> str:
    """What a deal scores, for these rules."""
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
    return text


def _rounds_paragraph(r: Rules, four: bool) -> Block:
    """How a match of a fixed number of deals is won, for these rules."""
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
    return para(
        length.format(n=n),
        tie,
        _("Baazi rules (the target, the under-9 rule) do not apply."),
    )
