"""The friends' table in words: the host, join and lobby screens, the problems a join meets,
the seats' news, the reactions and the turn timer. Facts come in (codes, seats, names,
seconds); sentences in the player's language go out."""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import N_, _, ngettext, pgettext
from game.text import net as net_words
from game.text.rules_words import seat_name

#: The preset reactions, in the order of their keys (Ctrl+1 to Ctrl+6) and of the list (E);
#: their words are :func:`game.text.net.reaction`'s.
REACTIONS: tuple[str, ...] = ("well_played", "shabash", "oops", "good_luck", "thanks", "your_turn")

#: The turn timer's choices (seconds; 0 is off).
TIMER_CHOICES = (0, 30, 60)

#: The friends' table's own keys, added to the table's list (F1).
FRIEND_KEYS: tuple[tuple[str, str], ...] = (
    ("E", N_("send a reaction (a list)")),
    ("Ctrl+1…Ctrl+6", N_("send a reaction at once")),  # i18n: skip (key names)
    ("W", N_("who sits where")),
)


def reactions_title() -> str:
    return _("Send a reaction")


def reactions_muted() -> str:
    return _("Reactions are muted in the settings; yours is still sent.")


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


def options_line(hints: bool, timer: int) -> str:
    """The table's options, as the lobby shows them: ``'No hints or coach · 30 seconds a
    turn'``."""
    allowed = _("Hints and the coach allowed") if hints else _("No hints or coach")
    return f"{allowed} · {timer_choice(timer)}"


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


def lobby_rejoining() -> str:
    # Translators: a friend back at a table they left: the seat and the game are on their way.
    return _("Taking your seat back…")


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


def no_hints() -> str:
    return _("Hints and the coach are off at this table (the host's choice).")


def seat_held(name: str, seconds: float) -> str:
    """A dropped friend's seat, held: ``'Priya · Held for 42 more seconds'``."""
    return f"{name} · {net_words.held_left(seconds)}"


# Problems (JoinedTable.problem, TableClosed.code).

#: The join screen's own problems (the network's are :func:`game.text.net.problem`'s).
_PROBLEMS = {
    "no_address": N_("Type the host's address (for example 192.168.1.20:50123) and the code."),
    "bad_address": N_("That address cannot be read. Type it as 192.168.1.20:50123."),
    "bad_code": N_("A code is six letters and digits, as the host's screen shows it."),
    "no_rejoin": N_("There is no table to rejoin any more."),
}


def problem(code: str | None) -> str:
    """A join's or a table's problem in words."""
    if code is not None and code in _PROBLEMS:
        return _(_PROBLEMS[code])
    return net_words.problem(code or "")


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


def join_help() -> str:
    return _("Choose your table, type the code its host's screen shows, and press Join.")


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


def timer_expired() -> str:
    """The turn timer ran out on the player's own turn (another's: game.text.net's)."""
    return _("Time ran out: the computer played for you.")


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


def plate_person(partner: bool) -> str:
    """The second line of the plate of a seat a person plays (not the player's own)."""
    if partner:
        # Translators: on a name plate at a friends' table: the seat of your partner, a person.
        return _("partner")
    # Translators: on a name plate at a friends' table: the seat of a friend (a person).
    return _("friend")


def plate_stand_in() -> str:
    # Translators: on a name plate at a friends' table, under a friend's name ("Priya"): the
    # friend dropped (or never came) and a computer plays the seat meanwhile. Keep it short:
    # the side plates are narrow.
    return pgettext("plate", "computer")


def back_to_friends() -> str:
    # Translators: the match result's button at a friends' table (where "Play again" is): back
    # to the Play with friends menu, where the host opens a new table.
    return _("Back to Play with friends")
