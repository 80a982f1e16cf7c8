"""Who plays, with which rules: the settings of one match, and the saved-game format.

The saved game (version 2, kept by :meth:`~game.persistence.SaveStore.save_game_log`) is
``game.json``::

    {"version": 2,
     "rules": <the rules object of a seep-record/1 record>,
     "current": <the deal in progress, as a record's deal; null between deals>,
     "setup": {"partner": "medium", "opponents": "hard", "seed": 123},
     "log": {"file": "game-7b.deals", "entries": 299, "bytes": ..., "sha256": ...}}

beside ``game-<key>.deals``, the finished deals in order, one compact record deal a line, each
written once, when its deal ends; only ``game.json`` is rewritten after every move. The store
hands both back as one object with the log's entries under ``"deals"``. Version 1 (still read)
was one file: ``{"version": 1, "record": <a seep-record/1 object>, "setup": {...}}``.

Continuing replays the record with :func:`game.rules.replay`, so a save can never hold a position
the rules would not reach.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.ai import LEVELS
from game.i18n import _
from game.persistence import shown_name
from game.play.words import cards_in_words
from game.rules import IllegalMoveError, Match, Rules, SeepError, replay
from game.rules.notation import RECORD_FORMAT, DealRecord
from game.rules.seats import partner_of
from game.text.rules_reasons import refusal_reason, refusal_where
from game.text.rules_words import seat_name

DEFAULT_LEVEL = "medium"


class SaveError(Exception):
    """A saved game that cannot be continued; the message is for the player."""


@dataclass(frozen=True)
class GameSetup:
    """One match's players and rules. The human is seat 0 (South)."""

    rules: Rules = field(default_factory=Rules)
    partner: str = DEFAULT_LEVEL
    opponents: str = DEFAULT_LEVEL
    seed: int = 0
    autoplay: bool = False  # every seat is a computer player (demos, smoke tests)

    human: int = 0

    @classmethod
    def fresh(cls, rules: Rules | None = None, **kw: Any) -> GameSetup:
        """A setup with a new random seed."""
        return cls(rules or Rules(), seed=random.randrange(1 << 31), **kw)

    @property
    def players(self) -> int:
        return self.rules.num_players

    def level_of(self, seat: int) -> str | None:
        """The computer level of ``seat`` (``None`` for the human)."""
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
        return {"partner": self.partner, "opponents": self.opponents, "seed": self.seed}

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
        return cls(rules, partner=level("partner"), opponents=level("opponents"), seed=seed)


def refused_move(exc: IllegalMoveError) -> str:
    """Why a save cannot be continued, in words: which deal and move, and the rules' reason
    (never the position, which would show every hidden hand)."""
    # Translators: where a refused play stands when the record does not say ("at one of its
    # moves").
    where = refusal_where(exc) or _("one of its moves")
    reason = cards_in_words(shorten(refusal_reason(exc)))
    # Translators: {where} is "deal 2, move 7"; {reason} the rules' reason, in words.
    text = _(
        "The saved game cannot be continued: at {where}, the rules refuse the play ({reason})."
    )
    return text.format(where=where, reason=reason)


def shorten(text: str, limit: int = 160) -> str:
    """``text``, cut to ``limit`` characters (a damaged file may quote a lot of itself)."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def save_payload(match: Match, setup: GameSetup) -> dict[str, Any]:
    """What the table writes to the store after every move."""
    return {"record": match.record().to_json(), "setup": setup.to_json()}


def save_head(match: Match, setup: GameSetup) -> dict[str, Any]:
    """The part of a version-2 save rewritten after every move: rules, setup, current deal."""
    current = None
    if not match.deal_done:
        current = DealRecord(match.dealer, match.deck, tuple(match.moves)).to_json()
    return {"rules": match.rules.to_json(), "current": current, "setup": setup.to_json()}


def logged_deals(match: Match, start: int) -> list[dict[str, Any]]:
    """The finished deals of ``match`` from the ``start``-th on, as log entries."""
    return [deal.to_json() for deal in match.history[start:]]


def saved_record(data: dict[str, Any]) -> object:
    """The seep-record/1 object of a save of either version (None if it holds none)."""
    if "record" in data:
        return data["record"]
    deals, current = data.get("deals"), data.get("current")
    if not isinstance(deals, list) or not (current is None or isinstance(current, dict)):
        return None
    return {
        "format": RECORD_FORMAT,
        "rules": data.get("rules"),
        "deals": deals if current is None else [*deals, current],
    }


def load_payload(data: object) -> tuple[Match, GameSetup]:
    """Replay a saved game (version 2 as :meth:`SaveStore.load_game` returns it, or version 1).

    Raises:
        SaveError: the save is damaged, replays to an illegal move, or the match is over.
    """
    record = saved_record(data) if isinstance(data, dict) else None
    if not isinstance(data, dict) or not isinstance(record, dict):
        raise SaveError(_("The saved game is incomplete: it holds no game record."))
    try:
        match = replay(record)
    except IllegalMoveError as exc:
        raise SaveError(refused_move(exc)) from None
    except SeepError as exc:
        # Translators: {detail} is the rules core's own message (English, for a bug report).
        text = _("The saved game is damaged: {detail}").format(detail=shorten(str(exc)))
        raise SaveError(text) from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        # Translators: {error} is the name of a programming error (for a bug report).
        text = _("The saved game is damaged ({error}).").format(error=type(exc).__name__)
        raise SaveError(text) from None
    if match.finished:
        raise SaveError(_("The saved game had already finished."))
    setup = GameSetup.from_json(match.rules, data.get("setup"))
    match.rng = random.Random(setup.seed + len(match.history) * 7919)
    return match, setup
