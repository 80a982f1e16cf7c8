"""The rulebook's words, written from a :class:`~game.rules.Rules` object.

Nothing here is typed twice: every number and every variant (seep values, the target, the under-N
rule, the house cap, who may raise, what a key needs, throws, scoring, the match length...) is read
from the rules being played, so the rulebook always says what the engine does. The scene
(:mod:`game.scenes.rulebook.scene`) only lays these blocks out.

Words marked ``**like this**`` are shown bold in gold; :func:`plain_text` drops the marks.

>>> from game.rules import Rules
>>> "at most **2** houses" in plain_markup(rulebook(Rules.from_preset("two_house")))
True
"""

from __future__ import annotations

from functools import cache

from game.i18n import _, ngettext
from game.rules import OPTIONS, Rules
from game.scenes.rulebook.blocks import (
    CHOICE_WORDS,
    PRESET_NAMES,
    Block,
    Section,
    item,
    match_length,
    number_words,
    para,
    preset_name,
    target_words,
    value_words,
)
from game.scenes.rulebook.play import capture_section, houses_section, keys_section, throws_section
from game.scenes.rulebook.scoring import dealer_section, scoring_section, seeps_section
from game.text.rule_help import rule_help
from game.text.rules_options import option_help, option_label
from game.tutorial import Lesson, load_lessons

__all__ = [
    "CHOICE_WORDS",
    "PRESET_NAMES",
    "SECTION_LESSONS",
    "Block",
    "Section",
    "lesson_of",
    "number_words",
    "plain_markup",
    "plain_text",
    "preset_name",
    "rulebook",
    "value_words",
]


def _overview(r: Rules, four: bool) -> Section:
    blocks = []
    if four:
        blocks.append(
            para(
                _(
                    "Seep is played by **4** players in two teams. Partners sit opposite each"
                    " other: you and North against East and West. Partners never see each"
                    " other's cards; each team keeps one pile of captured cards and one score."
                )
            )
        )
    else:
        blocks.append(
            para(_("This game is for **2** players, each playing alone: you against North."))
        )
    blocks.append(
        para(
            _(
                "You capture cards from the floor by matching their values or their sums, and"
                " you build **houses** worth **9** to **13** to capture later. Sweeping the"
                " floor clean is a **seep**, worth a bonus. Play goes counter-clockwise, to the"
                " right."
            )
        )
    )
    if r.match_mode == "baazi":
        target = target_words(r)
        count = match_length(r.baazi_count)
        if four:
            # Translators: {target} is how a baazi is won, e.g. "reaching a lead of **100**
            # points".
            wins = _("A team wins a **baazi** by {target} (see Scoring).")
        else:
            # Translators: {target} is how a baazi is won, e.g. "reaching a lead of **100**
            # points".
            wins = _("A player wins a **baazi** by {target} (see Scoring).")
        blocks.append(para(wins.format(target=target), count))
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
        blocks.append(para(text.format(n=n)))
    return Section("overview", _("The game"), tuple(blocks))


def _cards(r: Rules, four: bool) -> Section:
    tens = r.ten_of_diamonds_points
    bonus = r.most_cards_bonus
    total = 91 + 3 + tens + bonus
    items = [
        item(_("every spade at its value, A♠ 1 up to K♠ 13: **91** points in all;")),
        item(_("the other three aces, A♥, A♦ and A♣: **1** each;")),
        # Translators: a list item; the next item follows (hence the ";").
        item((_("the 10♦: **{n}**;") if bonus else _("the 10♦: **{n}**.")).format(n=tens)),
    ]
    if bonus:
        if four:
            text = _(
                "the team that captured more cards: **{n}** (**{half}** each when both have 26)."
            )
        else:
            text = _(
                "the player that captured more cards: **{n}** (**{half}** each when both have 26)."
            )
        items.append(item(text.format(n=bonus, half=bonus // 2)))
    return Section(
        "cards",
        _("Cards and points"),
        (
            para(
                _(
                    "One pack of **52** cards, no jokers. Suits do not matter for capturing. The"
                    " values: A = **1**, 2 to 10 as marked, J = **11**, Q = **12**, K = **13**."
                )
            ),
            para(_("Only these cards score points:")),
            *items,
            para(_("That makes **{n}** card points in every deal.").format(n=total)),
        ),
    )


def _deal(r: Rules, four: bool) -> Section:
    del r
    blocks = []
    if four:
        blocks.append(
            para(
                _(
                    "The dealer gives **4** cards to the **bidder**, the player on the dealer's"
                    " right, and lays **4** cards face down on the floor."
                )
            )
        )
    else:
        blocks.append(
            para(
                _(
                    "The dealer gives **4** cards to the other player, the **bidder**, and lays"
                    " **4** cards face down on the floor."
                )
            )
        )
    blocks += [
        para(
            _(
                "The bidder looks at those four cards and bids a house value from **9** to"
                " **13** (a 9, 10, J, Q or K) and must hold a card of that value. There is no"
                " auction: only the bidder bids."
            )
        ),
        para(
            _(
                "A bidder who holds nothing of 9 or more shows the four cards; the deal is thrown"
                " in and the same dealer deals again. Nothing is scored."
            )
        ),
        para(_("The floor cards are turned face up and the bidder makes the opening play.")),
    ]
    if four:
        blocks.append(
            para(
                _(
                    "Then the dealer deals the rest in packets of four: **8** more to the bidder"
                    " and **12** to each of the others. Everyone plays **12** cards, so a deal"
                    " has **48** plays, and the dealer plays last in every round."
                )
            )
        )
    else:
        blocks.append(
            para(
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
            para(_("The bidder's first play must use the bid value. It is exactly one of these:")),
            item(
                _(
                    "**build** a house of the bid value, with any card from hand and cards from"
                    " the floor, still holding a card of the bid value afterwards;"
                )
            ),
            item(_("**capture** with a card of the bid value, taking all it must take;")),
            item(_("**throw** a card of the bid value, but only if it cannot capture anything.")),
            para(
                _(
                    "No other card may be played first. A legal opening always exists: a card of"
                    " the bid value either captures something or may be thrown."
                )
            ),
            para(worth),
        ),
    )


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
    blocks = [para(intro)]
    for spec in OPTIONS:
        value = getattr(r, spec.name)
        blocks.append(
            Block(
                "option",
                option_label(spec.name),
                value=value_words(spec, value),
                detail=rule_help(spec.name, option_help(spec.name)),
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
    link = para(
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
        capture_section(rules, four),
        houses_section(rules, four),
        keys_section(rules, four),
        throws_section(rules, four),
        seeps_section(rules, four),
        scoring_section(rules, four),
        dealer_section(rules, four),
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
