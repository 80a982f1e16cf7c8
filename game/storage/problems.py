"""What went wrong with a file the game keeps, as facts.

Storage makes no sentences: it reports a :class:`StorageProblem` (what happened, to which file,
and the plain data a sentence needs) and the text layer (:mod:`game.text.storage`) words it in the
player's language when it is shown, so a problem found at start-up, before the player's language
is known, is still told in it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.rules import IllegalMoveError


class Problem(StrEnum):
    """What happened."""

    # A file the store keeps (``file``: ``"settings"``, ``"game"``, ``"stats"``, ``"tutorial"``)
    # could not be used, so a fresh one is used: it was set aside as ``kept_as``, or, in a folder
    # another copy of the game is using (``left_as_is``), not touched.
    UNREADABLE = "unreadable"  # not text
    DAMAGED = "damaged"  # not JSON, not an object, or a saved game its log does not match
    OTHER_VERSION = "other_version"  # written by a different version of the game
    UNOPENABLE = "unopenable"  # could not be opened at all (e.g. a folder in its place)
    # Some values of the file were of the wrong type and were left out, the rest kept: a copy of
    # the file as it was is ``kept_as``; ``None``: the copy failed, or ``left_as_is``.
    VALUES_LEFT_OUT = "values_left_out"
    SAVE_FAILED = "save_failed"  # ``file`` could not be saved (``reason``)
    REMOVE_FAILED = "remove_failed"  # ``file`` could not be removed (``reason``)
    FOLDER_UNUSABLE = "folder_unusable"  # nothing can be saved in ``folder`` (``reason``)
    # The saved game cannot be continued (``game.play.savegame.load_payload``).
    SAVE_INCOMPLETE = "save_incomplete"  # it holds no game record
    SAVE_REFUSED = "save_refused"  # replayed, the rules refuse one of its moves (``refusal``)
    SAVE_DAMAGED = "save_damaged"  # ``reason``: the rules core's own message (for a bug report)
    SAVE_BROKEN = "save_broken"  # ``reason``: the name of a programming error (for a bug report)
    SAVE_FINISHED = "save_finished"  # the match in it was already over
    # The kept game records (``file``: a record file's name, where one is named).
    RECORD_NOT_KEPT = "record_not_kept"  # a finished match could not be kept (``reason``)
    RECORD_REFUSED = "record_refused"  # the rules refuse one of its moves (``refusal``)
    NOT_A_RECORD = "not_a_record"  # not a game record (``reason``: the rules core's detail)
    RECORD_UNOPENABLE = "record_unopenable"  # the file cannot be read (``reason``)
    RECORD_TOO_BIG = "record_too_big"
    RECORD_NOT_JSON = "record_not_json"  # ``reason``: the name of the error
    EXPORT_FAILED = "export_failed"  # ``reason``
    NO_SUCH_GAME = "no_such_game"  # the kept game is no longer there
    KEPT_GAME_DAMAGED = "kept_game_damaged"
    IMPORT_READ_ONLY = "import_read_only"  # another copy of the game is using the folder


#: The problems that mean a file could not be used and a fresh one is used instead.
UNUSABLE_FILE = frozenset({Problem.UNREADABLE, Problem.DAMAGED, Problem.OTHER_VERSION})


@dataclass(frozen=True)
class StorageProblem:
    """One thing the player should be told about their files (worded by the text layer).

    ``reason`` is the system's own reason (``strerror``, in English) or a short detail for a bug
    report; ``refusal`` is the rules core's refusal of a record's move.
    """

    code: Problem
    file: str = ""
    kept_as: str | None = None
    left_as_is: bool = False
    reason: str = ""
    folder: str = ""
    refusal: IllegalMoveError | None = None


def os_reason(exc: OSError) -> str:
    """The system's reason for ``exc`` (its ``strerror``, or the whole error)."""
    return str(exc.strerror or exc)
