"""The table's sentences made from the game's facts: why a play was refused.

Every reason the rules core gives for a play the table cannot make is worded here, in one place
(the rules core answers with facts; this module makes them into the player's words).
"""

from __future__ import annotations

from game.i18n import _
from game.play.events import MoveRefused
from game.rules import Position
from game.rules.targets import Target
from game.text.rules_reasons import reason_text, why_not
from game.text.spoken import for_the_ear, without_stop


def refusal(event: MoveRefused, pos: Position | None = None) -> str:
    """Why the session refused a play, in the player's words (``pos``: the position it was
    refused in, for the words of the plays a reason lists)."""
    if event.code == "not_your_turn":
        return _("It is not your turn.")
    if event.reason is None:
        return _("that play is not possible here")
    return reason_text(event.reason, pos)


def cannot_go_there(pos: Position, card: int, target: Target, seat: int) -> str:
    """Why ``card`` cannot be played on ``target`` (a drag, a click or Enter)."""
    return why_not(pos, card, target, seat=seat)


def list_closed() -> str:
    """Escape closed a list of plays."""
    return _("List closed.")


def choose_a_card() -> str:
    """Enter with no card chosen."""
    return _("First choose a card: left and right walk your hand.")


def keys_title() -> str:
    """The title of the keys' dialog (F1)."""
    return _("Keys at the table")


def floor_empty() -> str:
    """Up/Down on an empty floor."""
    return _("The floor is empty.")


def floor_item(item: str, number: int, count: int) -> str:
    """Up/Down reached a floor item: the item, its place, how many."""
    # Translators: spoken when Up/Down reaches a floor item: the item, its place, how many.
    return _("{item}. {number} of {count}.").format(item=item, number=number, count=count)


def log_empty() -> str:
    """[ or ] with nothing in the log yet."""
    return _("Nothing has happened yet.")


def log_entry(text: str, back: int, count: int) -> str:
    """One event of the log as [ and ] reach it (``back`` 0: the newest): ``'East threw the
    four of clubs, 1 of 12, newest first.'``"""
    # Translators: [ and ] walk the log, newest first: "{event}, 2 of 12, newest first."
    said = _("{event}, {index} of {count}, newest first.")
    return said.format(event=for_the_ear(without_stop(text)), index=back + 1, count=count)
