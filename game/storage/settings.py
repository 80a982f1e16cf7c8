"""The player's preferences (``settings.json``): the fields, their defaults, and how each stored
value is checked. Inside a good settings file, unknown keys are ignored and each bad value falls
back to its own default, so one odd value never costs the player the rest."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, fields
from enum import StrEnum
from typing import Any

SETTINGS_VERSION = 1

MIN_WINDOW = (640, 400)
MAX_WINDOW = (16384, 16384)
MAX_NAME_LENGTH = 20
MAX_RECORDS_KEPT = 500


class AnimationSpeed(StrEnum):
    """The player's animation-speed setting."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    OFF = "off"

    @property
    def factor(self) -> float:
        """Multiplier applied to every duration (0 = instant)."""
        return _SPEED_FACTORS[self]


_SPEED_FACTORS = {
    AnimationSpeed.SLOW: 1.5,
    AnimationSpeed.NORMAL: 1.0,
    AnimationSpeed.FAST: 0.5,
    AnimationSpeed.OFF: 0.0,
}


#: The player's name until they choose one (stored as is; shown in the player's language by
#: ``game.text.storage.shown_name``).
DEFAULT_NAME = "You"  # i18n: skip


@dataclass
class Settings:
    """The player's preferences. Defaults are what a new player gets."""

    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    animation_speed: AnimationSpeed = AnimationSpeed.NORMAL
    effects_volume: float = 0.8
    mute: bool = False
    four_colour_deck: bool = False
    hints: bool = True
    undo_allowed: bool = True
    coach: bool = True  # a remark after each of your moves (turned off when the tutorial ends)
    screen_reader: bool = False  # speak the game (F8 anywhere)
    # The default is kept as English "You" and shown in the player's language (shown_name).
    player_name: str = DEFAULT_NAME
    speech_backend: str = "auto"  # "auto" or one of game.speech.BACKENDS
    # A screen reader was found running once and speech started on its own (said once).
    screen_reader_noticed: bool = False
    # How the other players' moves sound: "cue" (a short sound first), "voice" (a lower voice
    # where the speech allows) or "none" (as the player's own).
    others_moves: str = "cue"
    large_cards: bool = False
    high_contrast: bool = False
    reduce_motion: bool = False
    ui_scale: float = 1.0  # one of UI_SCALES
    hand_order: str = "value"  # "value" or "suit": how your hand is sorted
    felt: str = "green"  # the table's cloth: "green", "blue" or "maroon"
    card_back: str = "red"  # the backs of the cards: "red", "blue" or "green"
    computer_speed: str = "normal"  # "slow", "normal" or "fast": the computer players' pauses
    mute_reactions: bool = False  # a friends' table: no reaction bubbles, none spoken
    # The New game screen's last choices (players, levels, preset, length, house rules), so it
    # opens as it was left; checked again by the screen when it is read.
    new_game: dict[str, Any] = field(default_factory=dict)
    records_kept: int = 50  # finished matches kept for replays (game.storage.records)
    # The language of every screen and of speech: "en", "hi" or "pa"; "" (a new player) follows
    # the system's language where the game speaks it (game.i18n.system_language).
    language: str = ""

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (without the version key)."""
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        data["animation_speed"] = self.animation_speed.value
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> tuple[Settings, list[str]]:
        """Read settings, keeping every good value.

        Returns:
            The settings and the names of the fields whose stored values were rejected.
        """
        values: dict[str, Any] = {}
        rejected: list[str] = []
        for f in fields(cls):
            if f.name not in data:
                continue
            parsed = _PARSERS[f.name](data[f.name])
            if parsed is None:
                rejected.append(f.name)
            else:
                values[f.name] = parsed
        return cls(**values), rejected


# Field parsers: return the clean value, or None when the stored value is unusable.


def _parse_bool(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


def _parse_window_size(value: Any) -> tuple[int, int] | None:
    if not isinstance(value, list | tuple) or len(value) != 2:
        return None
    w, h = value
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (w, h)):
        return None
    if not (MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]):
        return None
    return (w, h)


def _parse_speed(value: Any) -> AnimationSpeed | None:
    try:
        return AnimationSpeed(value)
    except ValueError:
        return None


def _as_float(value: Any) -> float | None:
    """A stored number as a float; None if it is not a number or no float holds it (an integer
    of 400 digits, which Python's json reads)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    try:
        return float(value)
    except OverflowError:
        return None


def _parse_volume(value: Any) -> float | None:
    number = _as_float(value)
    if number is None or math.isnan(number) or not 0.0 <= number <= 1.0:
        return None
    return number


def _parse_kept(value: Any) -> int | None:
    return value if _is_int(value) and 0 <= value <= MAX_RECORDS_KEPT else None


def _parse_name(value: Any) -> str | None:
    if not isinstance(value, str):
        return None
    name = value.strip()
    if not name or len(name) > MAX_NAME_LENGTH or not name.isprintable():
        return None
    return name


SPEECH_BACKENDS = ("auto", "prism", "speechd", "espeak")
HAND_ORDERS = ("value", "suit")
FELT_COLOURS = ("green", "blue", "maroon")  # as game.media.theme.FELTS
BACK_COLOURS = ("red", "blue", "green")  # as game.scenes.kit.cards.CARD_BACKS
#: The computer players' pause between plays, as a factor of the normal pause.
COMPUTER_SPEEDS = {"slow": 1.35, "normal": 0.8, "fast": 0.45}
UI_SCALES = (0.85, 1.0, 1.15, 1.3, 1.5)
#: The languages the game speaks (the codes of ``game.i18n.LANGUAGES``; a test checks they agree).
LANGUAGES = ("en", "hi", "pa")
#: How the other players' moves sound (:attr:`Settings.others_moves`).
OTHERS_MOVES = ("cue", "voice", "none")


def _parse_backend(value: Any) -> str | None:
    return value if isinstance(value, str) and value in SPEECH_BACKENDS else None


def _parse_choice(value: Any, choices: tuple[str, ...]) -> str | None:
    """One of ``choices`` (a stored value of another type, even an unhashable one, is bad)."""
    return value if isinstance(value, str) and value in choices else None


def _parse_new_game(value: Any) -> dict[str, Any] | None:
    """The New game screen's last choices: a flat dict of short strings, numbers and booleans
    (the screen checks the values themselves)."""
    if not isinstance(value, dict) or len(value) > 64:
        return None
    out: dict[str, Any] = {}
    for key, item in value.items():
        if not isinstance(key, str) or len(key) > 40:
            return None
        if isinstance(item, dict):  # the house rules
            inner = _parse_new_game(item)
            if inner is None:
                return None
            out[key] = inner
        elif isinstance(item, bool | int | str) or (
            isinstance(item, float) and math.isfinite(item)
        ):
            if isinstance(item, str) and len(item) > 60:
                return None
            out[key] = item
        else:
            return None
    return out


def _parse_ui_scale(value: Any) -> float | None:
    number = _as_float(value)
    if number is None:
        return None
    for scale in UI_SCALES:
        if abs(number - scale) < 1e-6:
            return scale
    return None


def _finite(value: Any) -> bool:
    """False if ``value`` holds NaN or an infinity anywhere (Python's json reads them)."""
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list | tuple):
        return all(_finite(v) for v in value)
    if isinstance(value, Mapping):
        return all(_finite(v) for v in value.values())
    return True


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# What each field's stored value must be, at least: a value of another type (or NaN) is a bad
# value the player is told about; one of the right type but out of range falls back quietly.
_SHAPES: dict[str, Callable[[Any], bool]] = {
    "window_size": lambda v: isinstance(v, list) and len(v) == 2 and all(map(_is_int, v)),
    "animation_speed": lambda v: isinstance(v, str),
    "effects_volume": lambda v: (_is_int(v) or isinstance(v, float)) and _finite(v),
    "player_name": lambda v: isinstance(v, str),
    "speech_backend": lambda v: isinstance(v, str),
    "ui_scale": lambda v: (_is_int(v) or isinstance(v, float)) and _finite(v),
    "hand_order": lambda v: isinstance(v, str),
    "felt": lambda v: isinstance(v, str),
    "card_back": lambda v: isinstance(v, str),
    "computer_speed": lambda v: isinstance(v, str),
    "new_game": lambda v: isinstance(v, dict) and _finite(v),
    "records_kept": _is_int,
    "language": lambda v: isinstance(v, str),
    "others_moves": lambda v: isinstance(v, str),
}


def wrong_typed(data: Mapping[str, Any], rejected: list[str]) -> list[str]:
    """The settings among ``rejected`` (see :meth:`Settings.from_json`) whose stored values were
    of the wrong type or not finite, rather than merely out of range."""
    return [
        name
        for name in rejected
        if not _SHAPES.get(name, lambda v: isinstance(v, bool))(data[name])
    ]


_PARSERS: dict[str, Callable[[Any], Any]] = {
    "window_size": _parse_window_size,
    "fullscreen": _parse_bool,
    "animation_speed": _parse_speed,
    "effects_volume": _parse_volume,
    "mute": _parse_bool,
    "four_colour_deck": _parse_bool,
    "hints": _parse_bool,
    "undo_allowed": _parse_bool,
    "coach": _parse_bool,
    "mute_reactions": _parse_bool,
    "screen_reader": _parse_bool,
    "player_name": _parse_name,
    "speech_backend": _parse_backend,
    "large_cards": _parse_bool,
    "high_contrast": _parse_bool,
    "reduce_motion": _parse_bool,
    "ui_scale": _parse_ui_scale,
    "hand_order": lambda v: _parse_choice(v, HAND_ORDERS),
    "felt": lambda v: _parse_choice(v, FELT_COLOURS),
    "card_back": lambda v: _parse_choice(v, BACK_COLOURS),
    "computer_speed": lambda v: _parse_choice(v, tuple(COMPUTER_SPEEDS)),
    "new_game": lambda v: _parse_new_game(v),
    "records_kept": _parse_kept,
    "language": lambda v: _parse_choice(v, ("", *LANGUAGES)),
    "screen_reader_noticed": _parse_bool,
    "others_moves": lambda v: _parse_choice(v, OTHERS_MOVES),
}
