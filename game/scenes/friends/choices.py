"""What the host chose on the host screen, handed to the lobby. No pygame."""

from __future__ import annotations

from dataclasses import dataclass

from game.play.savegame import GameSetup

REMOTE = "remote"  # a seat a friend takes


@dataclass(frozen=True)
class HostChoices:
    """What the host chose: the rules and seats, and the table's options."""

    setup: GameSetup
    roles: list[str]  # one a seat: "host", "remote" or a computer level
    hints: bool
    timer: int
    table_name: str
