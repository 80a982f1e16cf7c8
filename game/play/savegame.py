"""Who plays, with which rules: the settings of one match; continuing a saved game.

The saved game's format is in :mod:`game.storage.saves`. Continuing replays the record with
:func:`game.rules.replay`, so a save can never hold a position the rules would not reach.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field
from typing import Any

from game.ai import LEVELS
from game.rules import IllegalMoveError, Match, Rules, SeepError, replay
from game.rules.seats import partner_of
from game.storage.problems import Problem, StorageProblem
from game.storage.saves import saved_record
from game.text.rules_words import seat_name
from game.text.storage import shown_name

DEFAULT_LEVEL = "medium"


class SaveError(Exception):
    """A saved game that cannot be continued: :attr:`problem` says why (worded for the player by
    :mod:`game.text.storage`; the exception's own text is for the log)."""

    def __init__(self, problem: StorageProblem) -> None:
        detail = problem.reason or (str(problem.refusal) if problem.refusal is not None else "")
        super().__init__(f"{problem.code} {detail}".strip())
        self.problem = problem


#: A friends' table's roles of the seats people play (the others' roles are computer levels).
PEOPLE = ("host", "remote")


@dataclass(frozen=True)
class GameSetup:
    """One match's players and rules. The human is seat 0 (South)."""

    rules: Rules = field(default_factory=Rules)
    partner: str = DEFAULT_LEVEL
    opponents: str = DEFAULT_LEVEL
    seed: int = 0
    autoplay: bool = False  # every seat is a computer player (demos, smoke tests)

    human: int = 0
    # A friends' table (game.net): ``table`` is "friends" (statistics count it under its own
    # heading), ``roles`` each seat's ("host", "remote" or a level), ``tokens`` the friends'
    # rejoin tokens ("" where no friend sits), kept in the save so a resumed match is rejoined;
    # ``seat_names`` the name each seat's person chose ("" for a computer), for the kept record.
    table: str = ""
    roles: tuple[str, ...] = ()
    tokens: tuple[str, ...] = ()
    seat_names: tuple[str, ...] = ()

    def with_tokens(self, tokens: tuple[str, ...]) -> GameSetup:
        return dataclasses.replace(self, tokens=tokens)

    def with_names(self, names: tuple[str, ...]) -> GameSetup:
        return dataclasses.replace(self, seat_names=names)

    @classmethod
    def fresh(cls, rules: Rules | None = None, **kw: Any) -> GameSetup:
        """A setup with a new random seed."""
        return cls(rules or Rules(), seed=random.randrange(1 << 31), **kw)

    @property
    def players(self) -> int:
        return self.rules.num_players

    def level_of(self, seat: int) -> str | None:
        """The computer level of ``seat`` (``None`` for the human, and at a friends' table for
        every seat a person plays: the host's and the friends')."""
        if self.roles and 0 <= seat < len(self.roles):
            role = self.roles[seat]
            return None if role in PEOPLE else role
        if seat == self.human and not self.autoplay:
            return None
        if seat == partner_of(self.human, self.players):
            return self.partner
        if seat == self.human:
            return self.partner
        return self.opponents

    def names(self, player_name: str) -> tuple[str, ...]:
        """Names for the log and the plates: the player's name (the default name in the
        current language), then compass names."""
        n = self.players
        you = shown_name(player_name)
        return tuple(
            you if s == self.human and not self.autoplay else seat_name(s, n) for s in range(n)
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "partner": self.partner,
            "opponents": self.opponents,
            "seed": self.seed,
        }
        if self.table:
            out.update(table=self.table, human=self.human, roles=list(self.roles))
            out["tokens"] = list(self.tokens)
            if self.seat_names:
                out["names"] = list(self.seat_names)
        return out

    @classmethod
    def from_json(cls, rules: Rules, data: object) -> GameSetup:
        """Read the setup part of a save (unknown levels fall back to the default)."""
        if not isinstance(data, dict):
            data = {}

        def level(key: str) -> str:
            value = data.get(key)
            return value if isinstance(value, str) and value in LEVELS else DEFAULT_LEVEL

        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            seed = random.randrange(1 << 31)
        table = data.get("table")
        if table != "friends":
            return cls(rules, partner=level("partner"), opponents=level("opponents"), seed=seed)

        def words(key: str) -> tuple[str, ...]:
            value = data.get(key)
            ok = isinstance(value, list) and len(value) == rules.num_players
            return tuple(str(v)[:64] for v in value) if ok else ()  # type: ignore[union-attr]

        human = data.get("human")
        roles = words("roles")
        if not isinstance(human, int) or not (0 <= human < rules.num_players):
            human = roles.index("host") if "host" in roles else 0
        return cls(
            rules,
            partner=level("partner"),
            opponents=level("opponents"),
            seed=seed,
            human=human,
            table="friends",
            roles=roles,
            tokens=words("tokens"),
            seat_names=words("names"),
        )


def load_payload(data: object) -> tuple[Match, GameSetup]:
    """Replay a saved game (version 2 as :meth:`SaveStore.load_game` returns it, or version 1).

    Raises:
        SaveError: the save is damaged, replays to an illegal move, or the match is over.
    """
    record = saved_record(data) if isinstance(data, dict) else None
    if not isinstance(data, dict) or not isinstance(record, dict):
        raise SaveError(StorageProblem(Problem.SAVE_INCOMPLETE, "game"))
    try:
        match = replay(record)
    except IllegalMoveError as exc:
        raise SaveError(StorageProblem(Problem.SAVE_REFUSED, "game", refusal=exc)) from None
    except SeepError as exc:
        raise SaveError(StorageProblem(Problem.SAVE_DAMAGED, "game", reason=str(exc))) from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        problem = StorageProblem(Problem.SAVE_BROKEN, "game", reason=type(exc).__name__)
        raise SaveError(problem) from None
    if match.finished:
        raise SaveError(StorageProblem(Problem.SAVE_FINISHED, "game"))
    setup = GameSetup.from_json(match.rules, data.get("setup"))
    match.rng = random.Random(setup.seed + len(match.history) * 7919)
    return match, setup
