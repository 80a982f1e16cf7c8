"""The rulebook's sections on play: capturing, houses, keys and throws (for
:mod:`game.scenes.rulebook.text`)."""

from __future__ import annotations

from game.i18n import _, ngettext
from game.rules import Rules
from game.scenes.rulebook.blocks import Block, Section, para, sub


def capture_section(r: Rules, four: bool) -> Section:
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
            para(
                _(
                    "On your turn you play exactly one card, and it does exactly one thing:"
                    " **capture**, **build** a house, **add** to a house, **raise** a house or"
                    " **throw** the card. You may not pass."
                )
            ),
            para(
                _(
                    "A card captures the loose floor cards of its own value, and any sets of"
                    " loose cards that add up to it: a 7 takes a loose 7, or 3 + 4, or both at"
                    " once."
                )
            ),
            para(
                _(
                    "**Nothing may be left behind.** After a capture no loose card or set adding"
                    " up to the card's value may remain, and a house of that value is taken too,"
                    " whole. When sets compete for the same card you choose: a J played on 2, 3,"
                    " 5 and 6 takes 2 + 3 + 6 (leaving the 5) or 5 + 6 (leaving 2 and 3)."
                )
            ),
            para(whole),
        ),
    )


def houses_section(r: Rules, four: bool) -> Section:
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
        para(
            _(
                "A house is a pile on the floor worth **9** to **13**, made of one or more sets"
                " that each add up to its value. It is never part of a sum."
            ),
            limit,
        ),
        para(
            _("An **ordinary** house holds a single set; only an ordinary house can be raised."),
            pakka,
        ),
        sub(_("Building a house")),
        para(
            _(
                "Play a card from your hand together with one or more loose cards that add up"
                " with it to a value from **9** to **13**. You must still hold a card of that"
                " value afterwards: your **key** (see Keys). A house is never made from floor"
                " cards alone, nor from one hand card alone. Building is always a choice, never a"
                " duty."
            )
        ),
        para(
            _(
                "Every other loose card or set that adds up to the value must join the house. If"
                " that happens the new house is pakka at once."
            )
        ),
    ]
    if r.allow_lay_alongside_build:
        blocks.append(
            para(
                _(
                    "You may also lay a card beside a loose set of its own value: a 9 laid"
                    " beside a loose 4 + 5 makes a pakka house of 9 (you need a second 9 as the"
                    " key)."
                )
            )
        )
    else:
        blocks.append(
            para(
                _(
                    "A card laid beside a loose set of its own value does not make a house in"
                    " this game: a hand card and loose cards must add up to the value."
                )
            )
        )
    if cap < 5:
        blocks.append(
            para(
                ngettext(
                    "No new house may be built while **{n}** house is on the floor.",
                    "No new house may be built while **{n}** houses are on the floor.",
                    cap,
                ).format(n=cap)
            )
        )
    blocks.append(sub(_("Adding to a house (cementing)")))
    blocks.append(_adding(r, four))
    blocks.append(sub(_("Raising (breaking) a house")))
    blocks.append(_raising(r, four))
    return Section("houses", _("Houses"), tuple(blocks))


def _adding(r: Rules, four: bool) -> Block:
    """The paragraph on adding to a house (cementing), for these rules."""
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
    return para(*add)


def _raising(r: Rules, four: bool) -> Block:
    """The paragraph on raising (breaking) a house, for these rules."""
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
    return para(how, whose, raised, pakka_raise)


def keys_section(r: Rules, four: bool) -> Section:
    blocks = [
        para(
            _(
                "A **key** is a card in hand of the same value as a house you own. Whoever builds"
                " a house owns it, and every owner must keep a key until the house is captured,"
                " by anyone, or raised by someone else."
            )
        ),
    ]
    if four and r.key_scope == "team":
        blocks.append(
            para(
                _(
                    "In this game keys are kept **by the team**: a card in your partner's hand"
                    " counts as your key, and yours as theirs. Neither partner may leave a house"
                    " of theirs without a key in one of your two hands."
                )
            )
        )
    elif four:
        blocks.append(
            para(_("Your partner's cards never count: each owner keeps a key of their own."))
        )
    blocks.append(
        para(
            _(
                "So your last key for a house can only capture that house: it cannot build, add,"
                " raise or be thrown. With two or more keys you may use the spares freely."
            )
        )
    )
    return Section("keys", _("Keys"), tuple(blocks))


def throws_section(r: Rules, four: bool) -> Section:
    del four
    blocks = [
        para(
            _(
                "A card that can capture nothing may be **thrown**: it is laid on the floor as a"
                " loose card."
            )
        ),
        para(
            _(
                "A card that could capture something may not be thrown, so a card of a house's"
                " value can never be thrown. This goes card by card: holding another card that"
                " could capture does not stop you throwing this one."
            )
        ),
    ]
    if r.throw_forbidden_if_can_build:
        blocks.append(
            para(
                _(
                    "**Strict throws** are played: a card that could legally build, add to or"
                    " raise a house may not be thrown either."
                )
            )
        )
    blocks.append(para(_("After a seep the floor is empty, so the next player has to throw.")))
    return Section("throws", _("Throwing"), tuple(blocks))
