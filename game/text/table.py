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
