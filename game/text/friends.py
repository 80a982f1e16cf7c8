"""The friends' table in words: the host, join and lobby screens, the problems a join meets,
the seats' news, the reactions and the turn timer. Facts come in (codes, seats, names,
seconds); sentences in the player's language go out."""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import N_, _, ngettext
from game.text.rules_words import seat_name

#: The preset reactions, in the order of their keys (Ctrl+1 to Ctrl+6) and of the list (E).
REACTIONS: tuple[tuple[str, str], ...] = (
    ("well_played", N_("Well played")),
    ("shabash", N_("Shabash!")),
    ("oops", N_("Oops")),
    ("good_luck", N_("Good luck")),
    ("thanks", N_("Thanks")),
    ("your_turn", N_("Your turn!")),
)

#: The turn timer's choices (seconds; 0 is off).
TIMER_CHOICES = (0, 30, 60)

#: The friends' table's own keys, added to the table's list (F1).
FRIEND_KEYS: tuple[tuple[str, str], ...] = (
    ("E", N_("send a reaction (a list)")),
    (N_("Ctrl+1 to Ctrl+6"), N_("send a reaction at once")),
    ("W", N_("who sits where")),
)


def reaction(code: str) -> str:
    """A reaction's words (``'Shabash!'``); an unknown code is shown as nothing."""
    for key, words in REACTIONS:
        if key == code:
            return _(words)
    return ""


def reaction_said(name: str, code: str) -> str:
    """A reaction as it is heard: ``'Priya: Shabash!'``"""
    words = reaction(code)
    # Translators: a friend's reaction, read aloud: {name} who sent it, {reaction} its words.
    return _("{name}: {reaction}").format(name=name, reaction=words) if words else ""


def reactions_title() -> str:
    return _("Send a reaction")


def reactions_muted() -> str:
    return _("Reactions are muted in the settings; yours is still sent.")


def not_at_friends_table() -> str:
    return _("Reactions are for a friends' table.")


# The menus and headings.


def play_with_friends() -> str:
    return _("Play with friends")


def host_a_table() -> str:
    return _("Host a table")


def join_a_table() -> str:
    return _("Join a table")


def rejoin_table() -> str:
    return _("Rejoin the table you left")


def friends_intro() -> str:
    return _(
        "Play on this computer's network: one of you hosts, the others join with the code the"
        " host's screen shows. Computers fill the seats nobody takes."
    )


def default_table_name(player: str) -> str:
    """The table's name the host is offered: ``"Priya's table"``."""
    # Translators: the default name of a hosted table; {name} is the host's player name.
    return _("{name}'s table").format(name=player)


def seat_row(seat: int, players: int) -> str:
    """A seat's row on the host screen: ``'North'``, ``'East (opponent)'``."""
    name = seat_name(seat, players)
    if players == 4 and seat == 2:
        # Translators: a seat's row on the host screen: the host's partner's seat.
        return _("{seat} (your partner)").format(seat=name)
    # Translators: a seat's row on the host screen: an opponent's seat.
    return _("{seat} (opponent)").format(seat=name)


def a_friend() -> str:
    """The choice that leaves a seat to a friend."""
    return _("A friend")


def computer_level(level: str) -> str:
    """``'Computer: Medium'``"""
    # Translators: a seat a computer player plays, with its level ("Medium").
    return _("Computer: {level}").format(level=level)


def partners_line(names: Sequence[str]) -> str:
    """Who partners whom, from the seats' names in seat order."""
    if len(names) == 4:
        # Translators: the teams of a four-player table; the names are seats or players.
        return _("Partners: {a} and {c} against {b} and {d}.").format(
            a=names[0], b=names[1], c=names[2], d=names[3]
        )
    # Translators: a two-player table.
    return _("{a} against {b}.").format(a=names[0], b=names[1])


def timer_choice(seconds: int) -> str:
    if seconds == 0:
        # Translators: the turn timer switched off.
        return _("No timer")
    return ngettext("{n} second a turn", "{n} seconds a turn", seconds).format(n=seconds)


def hints_label() -> str:
    return _("Hints and the coach")


def hints_help() -> str:
    return _("Everyone may ask for hints and hear the coach (off by default)")


def timer_label() -> str:
    return _("Turn timer")


def timer_help() -> str:
    return _("When it runs out, the computer plays the hint's move for that player")


def table_name_label() -> str:
    return _("Table name")


def open_table() -> str:
    """The host screen's button that opens the lobby."""
    return _("Open the table")


# The lobby.


def your_code() -> str:
    return _("Join code")


def spelled(code: str) -> str:
    """A code said one character at a time (``'K, 7, M, 2, P, X'``)."""
    return ", ".join(code)


def code_said(code: str) -> str:
    """The code as it is spoken when the lobby opens."""
    # Translators: spoken in the host's lobby; {code} is spelled out, one character at a time.
    return _("The join code is {code}.").format(code=spelled(code))


def addresses_line(addresses: Sequence[str], port: int) -> str:
    """``'This computer: 192.168.1.20 port 50123'``"""
    where = ", ".join(addresses)
    # Translators: where friends can reach the host; {addresses} one or more IP addresses.
    return _("This computer: {addresses}, port {port}").format(addresses=where, port=port)


def lobby_host_help() -> str:
    return _(
        "Friends choose Play with friends, then Join a table: your table is listed, or they"
        " type the address and the code."
    )


def lobby_friend_wait() -> str:
    return _("Waiting for the host to start.")


def start() -> str:
    return _("Start")


def start_with_computers() -> str:
    return _("Start with computers in the empty seats")


def close_table() -> str:
    return _("Close the table")


def leave_table() -> str:
    return _("Leave")


def close_table_question() -> str:
    return _("Close the table? Your friends are sent back to their menus.")


def seat_line(seat: str, who: str) -> str:
    """A seat in the lobby: ``'North: Priya'``."""
    # Translators: a seat in the lobby: {seat} its compass name, {who} who sits there.
    return _("{seat}: {who}").format(seat=seat, who=who)


def seat_open() -> str:
    return _("open, waiting for a friend")


def seat_you(name: str) -> str:
    # Translators: your own seat in the lobby; {name} is your name.
    return _("{name} (you)").format(name=name)


def seat_host(name: str) -> str:
    # Translators: the host's seat in the lobby; {name} is the host's name.
    return _("{name} (host)").format(name=name)


def held_for(seconds: float) -> str:
    """The countdown on a held seat's plate: ``'held 42 s'``."""
    # Translators: on a dropped friend's seat; {seconds} counts down to a computer taking it.
    return _("held {seconds} s").format(seconds=max(0, round(seconds)))


def no_hints() -> str:
    return _("Hints and the coach are off at this table (the host's choice).")


def seat_held(name: str, seconds: float) -> str:
    """A dropped friend's seat, held: ``'Priya, back within 42 s'``."""
    # Translators: a dropped friend's seat held for them; {seconds} counts down.
    return _("{name}, held {seconds} s").format(name=name, seconds=max(0, round(seconds)))


def news(kind: str, name: str, seat: str, grace: float = 60.0) -> str:
    """What happened to a seat, said and shown (``kind``: joined, left, held, computer, back)."""
    who = name or seat
    if kind == "joined":
        # Translators: a friend took a seat; {name} the friend, {seat} the compass seat.
        return _("{name} joined as {seat}.").format(name=who, seat=seat)
    if kind == "held":
        # Translators: a friend's connection dropped; their seat waits for them.
        return ngettext(
            "{name} left: the seat is held for {n} second.",
            "{name} left: the seat is held for {n} seconds.",
            round(grace),
        ).format(name=who, n=round(grace))
    if kind == "left":
        return _("{name} left the table.").format(name=who)
    if kind == "computer":
        return _("A computer plays for {name}.").format(name=who)
    if kind == "back":
        return _("{name} is back.").format(name=who)
    return ""


# Problems (JoinedTable.problem, TableClosed.code).

_PROBLEMS = {
    "wrong_code": N_("That code is not this table's. Check the code on the host's screen."),
    "too_many_tries": N_("Too many wrong codes. Wait a minute, then try again."),
    "full": N_("The table is full: every friend's seat is taken."),
    "version": N_(
        "This table runs another version of Seep. Update Seep on both computers to the same"
        " version."
    ),
    "unreachable": N_(
        "Could not reach the table. Check the address, that both computers are on the same"
        " network, and that the host allowed Seep through its firewall."
    ),
    "host_left": N_("The host left the table."),
    "host_closed": N_("The host closed the table."),
    "bad_message": N_("The host sent something this copy of Seep cannot read; the table closed."),
    "timeout": N_("The host stopped answering."),
    "no_address": N_("Type the host's address (for example 192.168.1.20:50123) and the code."),
    "bad_address": N_("That address cannot be read. Type it as 192.168.1.20:50123."),
    "bad_code": N_("A code is six letters and digits, as the host's screen shows it."),
    "no_rejoin": N_("There is no table to rejoin any more."),
}


def problem(code: str | None) -> str:
    """A join's or a table's problem in words (an unknown code: a plain sentence)."""
    if code is not None and code in _PROBLEMS:
        return _(_PROBLEMS[code])
    return _("The connection to the table ended.")


def problem_title() -> str:
    return _("The friends' table")


# The join screen.


def tables_found() -> str:
    return _("Tables on this network")


def searching() -> str:
    return _("Looking for tables… If yours does not show, type its address below.")


def none_found_offline() -> str:
    return _("Tables cannot be found on this network: type the host's address and code.")


def found_row(name: str, open_seats: int | None, compatible: bool) -> str:
    """A found table's row: ``'Priya's table · 2 seats open'``."""
    if not compatible:
        # Translators: a table found on the network that runs another version of Seep.
        return _("{name} · another version of Seep").format(name=name)
    if open_seats is None:
        return name
    seats = ngettext("{n} seat open", "{n} seats open", open_seats).format(n=open_seats)
    return f"{name} · {seats}"


def table_found_said(name: str) -> str:
    # Translators: spoken when a table shows up on the join screen.
    return _("Table found: {name}.").format(name=name)


def address_label() -> str:
    return _("Address")


def code_label() -> str:
    return _("Code")


def name_label() -> str:
    return _("Your name")


def join() -> str:
    return _("Join")


def joining() -> str:
    return _("Joining…")


def chosen_table(name: str) -> str:
    # Translators: a table chosen from the list; now type its code.
    return _("{name} chosen: type its code and press Join.").format(name=name)


# At the table.


def undo_refused(code: str | None) -> str:
    """Why undo is not offered (SeatStatus.undo_refused)."""
    if code == "friends_table":
        return _("No undo at a friends' table.")
    return _("Undo is not allowed here.")


def timer_warning(seconds: int) -> str:
    return ngettext("{n} second left.", "{n} seconds left.", seconds).format(n=seconds)


def timer_warning_other(name: str, seconds: int) -> str:
    return ngettext("{name}: {n} second left.", "{name}: {n} seconds left.", seconds).format(
        name=name, n=seconds
    )


def timer_expired() -> str:
    return _("Time: the computer played for you.")


def timer_expired_other(name: str) -> str:
    return _("Time: the computer played for {name}.").format(name=name)


def caught_up(deals: int, moves: int) -> str:
    """A friend back at the table after a drop: what they missed."""
    if deals == 0 and moves == 0:
        return _("You are back at the table; nothing was played meanwhile.")
    missed = ngettext("{n} play was made", "{n} plays were made", moves).format(n=moves)
    if deals:
        ended = ngettext("{n} deal ended", "{n} deals ended", deals).format(n=deals)
        # Translators: {ended} "2 deals ended", {missed} "14 plays were made".
        return _("You are back at the table. While you were away {ended} and {missed}.").format(
            ended=ended, missed=missed
        )
    # Translators: {missed} is e.g. "5 plays were made".
    return _("You are back at the table. While you were away {missed}.").format(missed=missed)


def closed_title() -> str:
    return _("The table closed")


def who_sits(lines: Sequence[str]) -> str:
    """W: every seat and who plays it."""
    return " ".join(line.rstrip(".") + "." for line in lines)


def seat_computer(level: str) -> str:
    # Translators: a seat played by a computer at a friends' table, with its level.
    return _("computer ({level})").format(level=level)


def seat_computer_for(name: str) -> str:
    # Translators: a dropped friend's seat now played by a computer.
    return _("a computer for {name}").format(name=name)
