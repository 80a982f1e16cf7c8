"""Seats and teams: who partners whom. The one place the game's seat arithmetic lives.

Seats are numbered counter-clockwise from South: 0 South, 1 East, 2 North, 3 West (with two
players: 0 South, 1 North). Team 0 is seats 0 and 2, team 1 seats 1 and 3; with two players each
seat is its own team.

>>> team_of(3), partner_of(0, 4), partner_of(0, 2), team_seats(1, 4)
(1, 2, None, (1, 3))
"""

from __future__ import annotations


def team_of(seat: int) -> int:
    """The team of ``seat`` (0 or 1)."""
    return seat & 1


def partner_of(seat: int, players: int) -> int | None:
    """The partner of ``seat`` in the four-player game (``None`` with two players)."""
    return (seat + 2) % 4 if players == 4 else None


def team_seats(team: int, players: int) -> tuple[int, ...]:
    """The seats of ``team``, in seat order."""
    return tuple(s for s in range(players) if team_of(s) == team)
