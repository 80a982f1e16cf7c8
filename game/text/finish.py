"""Sentences of the table's finish (issue 29): the match result's facts and chart."""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _, ngettext
from game.text.records import level_name
from game.text.rules_words import card_list


def result_seeps(teams: Sequence[str], counts: Sequence[int]) -> str:
    """``'Seeps: Us 2, Them 0'`` (the match result)."""
    # Translators: the match result: how many seeps each side made in the whole match.
    return _("Seeps: {team0} {n0}, {team1} {n1}").format(
        team0=teams[0], n0=counts[0], team1=teams[1], n1=counts[1]
    )


def result_best_capture(name: str, cards: Sequence[int], points: int, deal: int) -> str:
    """``'Best capture: North took the K♠, the 5♥ and the 8♦ (15 points, deal 2)'``."""
    # Translators: the match result: the capture worth the most points in the match. {cards}
    # is a list of cards ("the K♠ and the 5♥"); {points} is a number.
    text = ngettext(
        "Best capture: {name} took {cards} ({points} point, deal {deal})",
        "Best capture: {name} took {cards} ({points} points, deal {deal})",
        points,
    )
    return text.format(name=name, cards=card_list(cards), points=points, deal=deal)


def result_no_capture() -> str:
    # Translators: the match result when no capture scored a point.
    return _("Best capture: none scored a point")


def result_level(level: str | None) -> str:
    """``'Played against: Medium'``."""
    # Translators: the match result: the computer opponents' level ("Medium").
    return _("Played against: {level}").format(level=level_name(level))


def result_chart_title() -> str:
    # Translators: the heading of the match result's chart of each deal's points.
    return _("Points of each deal")


def result_chart_deal(number: int) -> str:
    """The label under a deal's bars in the chart: ``'D1'``."""
    # Translators: under a deal's bars in the match result's chart: a short "deal 1".
    return _("D{number}").format(number=number)
