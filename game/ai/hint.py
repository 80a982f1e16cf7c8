"""The hint: the best move for a seat from its own view, with a short reason in words."""

from __future__ import annotations

from game.ai.features import (
    floor_after,
    immediate_gain,
    is_seep,
    seep_value,
)
from game.ai.levels import make_bot
from game.i18n import _, ngettext
from game.rules import Move, PlayerView, movegen
from game.rules.movegen import ADD, BID, BUILD, CAPTURE, RAISE, THROW, clearing_values
from game.rules.seats import partner_of
from game.text.rules_words import seat_name


def hint(view: PlayerView, level: str = "hard", seed: int = 0) -> tuple[Move, str]:
    """The move the ``level`` player would make for this seat, and why, in a few words.

    Only what the seat may see is used: a view that shows other hands is hidden again first.
    """
    view = PlayerView.of(view.position, view.seat, view.history)
    move = make_bot(level, seed).choose(view)
    return move, reason(view, move)


def reason(view: PlayerView, move: Move) -> str:
    """A short reason for a move, said after the play's own words: "worth 13 points", "leaves no
    seep for East"... (in the current language)."""
    pos = view.position
    kind, _card, _loose, _hv, v = move
    if kind == BID:
        if v in (8, 11):
            # Translators: the hint for the bid: "you hold an 11: bid it and plan...".
            text = _("you hold an {value}: bid it and plan a house or capture of {value}")
        else:
            # Translators: the hint for the bid: "you hold a 9: bid it and plan...".
            text = _("you hold a {value}: bid it and plan a house or capture of {value}")
        return text.format(value=v)
    gain = immediate_gain(pos, move)
    parts: list[str] = []
    if kind == CAPTURE:
        # The play's own words say what it takes ("J♦ takes the 2♣"): the reason says what for.
        if is_seep(pos, move):
            # Translators: a hint's reason (after the move, e.g. "J♦ takes the 2♣ — ...").
            parts.append(
                _("sweeps the floor: a seep worth {points}").format(points=seep_value(pos))
            )
        elif gain:
            # Translators: a hint's reason, after the play it explains: "J♦ takes the A♠ and the
            # 2♠ — worth 3 points"; {n} is the points.
            text = ngettext("worth {n} point", "worth {n} points", gain)
            parts.append(text.format(n=gain))
        else:
            # Translators: a hint's reason, after a capture that takes no points.
            parts.append(_("clears cards off the floor"))
    # The other reasons, too, follow the play's own words ("4♣ builds a house of 12 with the
    # 8♥ — ..."), so they say why, not again what.
    elif kind == BUILD:
        # Translators: a hint's reason, after "4♣ builds a house of 12 with the 8♥ — ".
        parts.append(_("you hold its key"))
    elif kind == ADD:
        parts.append(_add_reason(view, v))
    elif kind == RAISE:
        # Translators: a hint's reason, after "A♣ raises the house of 9 to 10 — ".
        parts.append(_("it becomes yours"))
    elif kind == THROW:
        after_loose, after_houses = floor_after(pos, move)
        if clearing_values(after_loose, after_houses):
            # Translators: a hint's reason, after "throw the 4♦ — ".
            parts.append(_("every other play gives away more"))
        else:
            # Translators: a hint's reason, after "throw the 4♦ — ".
            parts.append(_("it gives nothing away"))
    nxt = (pos.to_play + 1) % pos.players
    opponent_next = pos.players == 2 or (nxt & 1) != (view.seat & 1)
    if opponent_next and pos.plays_made + 1 < 48:
        after_loose, after_houses = floor_after(pos, move)
        if (after_loose or after_houses) and not clearing_values(after_loose, after_houses):
            risky = any(
                clearing_values(*floor_after(pos, m))
                for m in movegen.generate(pos)
                if m != tuple(move)
            )
            if risky:
                # Translators: {name} is the next player's seat name ("East").
                text = _("leaves no seep for {name}").format(name=seat_name(nxt, pos.players))
                parts.append(text)
    # Translators: between the reasons of a hint: "worth 1 point; leaves no seep".
    return _("; ").join(parts)


def _add_reason(view: PlayerView, value: int) -> str:
    """Why add to a house: it becomes pakka (only if it was not, and could still be raised: a
    house of 13 never can), or the player comes to own it, or it gives nothing away."""
    pos = view.position
    house = pos.houses[value]
    if not house.pakka and value < 13:
        # Translators: a hint's reason, after "Q♥ goes on the house of 12 — ".
        return _("makes it pakka, so nobody can raise it")
    seat = view.seat
    partner = partner_of(seat, pos.players)
    partner_owns = partner is not None and partner in house.owners
    if seat not in house.owners and not partner_owns:
        # Translators: a hint's reason, after "Q♥ goes on the house of 12 — " (another
        # player's house, which the player comes to own too).
        return _("it becomes yours too")
    # Translators: a hint's reason, after "throw the 4♦ — ".
    return _("it gives nothing away")
