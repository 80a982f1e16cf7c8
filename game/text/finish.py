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


def welcome_offer() -> str:
    """Beside the title's Tutorial button the first time the game starts."""
    # Translators: beside the Tutorial button on the title screen, the first time Seep starts.
    return _("New to Seep? Learn in 10 minutes")


def players_help() -> str:
    """New game's help line on the Players row."""
    # Translators: New game's help line for the Players row.
    return _(
        "Four players: you and North against East and West, partners facing each other. "
        "Two players: you against one opponent."
    )


def length_help() -> str:
    """New game's help line on the Match length row: what a baazi is, and each length."""
    # Translators: New game's help line for the Match length row. A baazi is a game won by the
    # first team to lead by the target (100 points); keep the word "baazi" as in the menu.
    return _(
        "A baazi is won by the first team 100 points ahead (a few deals). One baazi; best of "
        "three: first to two; five baazis: first to three; or a fixed number of deals on points."
    )


def bid_obliges() -> str:
    """Under the title of the bid's list: what the bid obliges the bidder to do."""
    # Translators: under the title of the bid's list ("Your bid").
    return _("You must then capture, build or throw that value on your first play")


def opening_reminder(value: int) -> str:
    """Above the bidder's hand until the opening is made."""
    # Translators: above your hand after your bid, until your first play; {value} is the bid
    # (9 to 13).
    return _("First play: capture, build or throw {value} (your bid)").format(value=value)


def exported_to(folder: str, file: str) -> str:
    """``'Exported to Downloads/seep-game-2026-01-02T10-00-00.json'`` (the folder by its own
    name, not its whole path)."""
    # Translators: after a kept game is exported; {where} is a folder's name and the file's,
    # e.g. "Downloads/seep-game-2026-01-02.json".
    return _("Exported to {where}").format(where=f"{folder}/{file}")


def open_folder() -> str:
    # Translators: a button in the message after an export: show the folder in the file manager.
    return _("Open the folder")


def folder_not_opened() -> str:
    # Translators: the file manager could not be started to show the exported game's folder.
    return _("The folder could not be opened here. The file is in the folder named above.")
