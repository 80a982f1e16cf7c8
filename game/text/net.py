"""The friends' table in words: what :mod:`game.net` reports as facts (problem codes, reactions,
seat news, the turn timer, what a rejoining friend missed), told in the player's language.

The network layer makes no sentences; the screens and the table call these when they show or
speak a fact.
"""

from __future__ import annotations

from game.i18n import N_, _, ngettext

_PROBLEMS = {
    # Translators: a friend's join was refused: the join code typed is wrong.
    "wrong_code": N_("That code is not right. Check the code on the host's screen."),
    # Translators: too many wrong join codes from this computer in a minute.
    "too_many_tries": N_("Too many wrong codes. Wait a minute, then try again."),
    "full": N_("That table is full."),
    # Translators: the host runs another version of the game's network protocol.
    "version": N_("That table runs another version of Seep. Update Seep on both computers."),
    # Translators: nothing answered at the address typed (or the table was found but gone).
    "unreachable": N_(
        "No table answered at that address. Check the address and that both computers are on "
        "the same network; on Windows, let Seep through the firewall."
    ),
    "host_left": N_("The connection to the host was lost."),
    "host_closed": N_("The host closed the table."),
    # Translators: the host sent something the game cannot read, so the table was left.
    "bad_message": N_("The host sent something Seep cannot read, so the table was left."),
    "timeout": N_("The host did not answer."),
    "left": N_("You left the table."),
}

_REACTIONS = {
    # Translators: a preset reaction a player sends to the table (shown in a bubble, spoken).
    "well_played": N_("Well played"),
    # Translators: a preset reaction: "Bravo!" in Hindi and Punjabi; keep it as it is.
    "shabash": N_("Shabash!"),
    # Translators: a preset reaction to a mistake.
    "oops": N_("Oops"),
    "good_luck": N_("Good luck"),
    "thanks": N_("Thanks"),
    # Translators: a preset reaction: a nudge to the player whose turn it is.
    "your_turn": N_("Your turn!"),
}

_SEAT_NEWS = {
    # Translators: {name} is a friend's name, {seat} the seat's name (North, East ...).
    "joined": N_("{name} joined as {seat}."),
    "left": N_("{name} left the table."),
    # Translators: a friend's connection dropped; the seat waits for them for a while.
    "held": N_("{name} dropped out. Their seat is held for them."),
    # Translators: a computer player now plays the seat of a friend who dropped out.
    "computer": N_("A computer plays for {name} now."),
    "back": N_("{name} is back."),
}


def problem(code: str) -> str:
    """Why a join was refused or the table ended, in a sentence."""
    message = _PROBLEMS.get(code)
    return _(message) if message is not None else _("The table could not be reached.")


def reaction(code: str) -> str:
    """A preset reaction's words (empty for an unknown one)."""
    message = _REACTIONS.get(code)
    return _(message) if message is not None else ""


def reaction_from(name: str, code: str) -> str:
    """A reaction as said: who sent it, and what."""
    # Translators: spoken when a reaction arrives: {name} sent {reaction} ("Priya: Shabash!").
    return _("{name}: {reaction}").format(name=name, reaction=reaction(code))


def seat_news(kind: str, name: str, seat: str) -> str:
    """Who sits where changed (``kind``: joined, left, held, computer, back); ``name`` is the
    friend's (the seat's name when they gave none), ``seat`` the seat's name."""
    message = _SEAT_NEWS.get(kind)
    if message is None:
        return ""
    return _(message).format(name=name or seat, seat=seat)


def held_left(seconds: float) -> str:
    """A held seat's countdown."""
    n = max(0, round(seconds))
    # Translators: under a held seat: how long the seat still waits for the friend.
    return ngettext("Held for {n} more second", "Held for {n} more seconds", n).format(n=n)


def timer_warning(seconds: float) -> str:
    n = max(0, round(seconds))
    # Translators: the turn timer's warning to the player whose turn it is.
    return ngettext("{n} second left to play.", "{n} seconds left to play.", n).format(n=n)


def timer_expired(name: str) -> str:
    # Translators: the turn ran out; the computer played the hint's move for {name}.
    return _("Time ran out: the computer played for {name}.").format(name=name)


def caught_up(deals: int, moves: int) -> str:
    """What a friend who rejoins missed, in a sentence."""
    if deals:
        # Translators: said to a friend back at the table: deals that ended while away.
        return ngettext(
            "Welcome back. {n} deal ended while you were away.",
            "Welcome back. {n} deals ended while you were away.",
            deals,
        ).format(n=deals)
    if moves:
        return ngettext(
            "Welcome back. {n} move was made while you were away.",
            "Welcome back. {n} moves were made while you were away.",
            moves,
        ).format(n=moves)
    return _("Welcome back. Nothing was played while you were away.")


def undo_refused(code: str) -> str:
    """Why undo is not allowed (``SeatStatus.undo_refused``)."""
    if code == "friends_table":
        # Translators: the undo button's reason at a table with friends.
        return _("No undo at a table with friends.")
    return ""


__all__ = [
    "caught_up",
    "held_left",
    "problem",
    "reaction",
    "reaction_from",
    "seat_news",
    "timer_expired",
    "timer_warning",
    "undo_refused",
]
