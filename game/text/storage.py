"""The player's files in words: what storage reports
(:class:`~game.storage.problems.StorageProblem`) told in the player's language, and the player's
name as shown.

Storage makes no sentences; a problem is worded here when it is shown, so one found at start-up,
before the player's language is known, is told in it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.i18n import N_, _
from game.storage.problems import Problem, StorageProblem
from game.storage.settings import DEFAULT_NAME
from game.text import records as words
from game.text.rules_reasons import refusal_reason, refusal_where
from game.text.words import cards_in_words

if TYPE_CHECKING:
    from game.rules import IllegalMoveError


def shown_name(player_name: str) -> str:
    """The player's name as shown: the default name in the current language."""
    return _("You") if player_name == DEFAULT_NAME else player_name


def stored_name(text: str) -> str:
    """What to keep for a name typed or left in the name field: the default name, in any of
    the languages, is the default."""
    return DEFAULT_NAME if text == _("You") else text


# What each file is to the player (translated where a message names it: :func:`noun_of`).
_NOUNS = {
    # Translators: a file the game keeps, named in messages as {noun} ("Your {noun} was damaged").
    "settings": N_("settings file"),
    "game": N_("saved game"),
    "stats": N_("statistics file"),
    "tutorial": N_("tutorial progress"),
}


def noun_of(name: str) -> str:
    """What the file ``<name>.json`` is to the player, in the current language."""
    if name in _NOUNS:
        return _(_NOUNS[name])
    # Translators: a file the game keeps that has no name of its own; {name} is its id.
    return _("{name} file").format(name=name)


# A damaged file set aside (``{noun}``: :func:`noun_of`; ``{name}``: the copy kept), by why.
_SET_ASIDE = {
    Problem.UNREADABLE: N_(
        "Your {noun} could not be read, so Seep is using a fresh one. "
        "The old file was kept as {name}."
    ),
    Problem.DAMAGED: N_(
        "Your {noun} was damaged, so Seep is using a fresh one. The old file was kept as {name}."
    ),
    Problem.OTHER_VERSION: N_(
        "Your {noun} came from a different version of Seep, so Seep is using a fresh one. "
        "The old file was kept as {name}."
    ),
}
# The same when the folder belongs to another copy of Seep (nothing is moved).
_LEFT_AS_IT_IS = {
    Problem.UNREADABLE: N_(
        "Your {noun} could not be read, so Seep is using a fresh one. The file was left as it is."
    ),
    Problem.DAMAGED: N_(
        "Your {noun} was damaged, so Seep is using a fresh one. The file was left as it is."
    ),
    Problem.OTHER_VERSION: N_(
        "Your {noun} came from a different version of Seep, so Seep is using a fresh one. "
        "The file was left as it is."
    ),
}


def _values_left_out(problem: StorageProblem) -> str:
    if problem.left_as_is:
        template = N_(
            "Some values in your {noun} could not be read and were left out; the rest was"
            " kept. The file was left as it is."
        )
    elif problem.kept_as is None:
        template = N_(
            "Some values in your {noun} could not be read and were left out; the rest"
            " was kept. Seep could not keep a copy of the file as it was."
        )
    else:
        # Translators: {noun} is e.g. "settings file"; {name} the copy's file name.
        template = N_(
            "Some values in your {noun} could not be read and were left out; the rest"
            " was kept. The file as it was is kept as {name}."
        )
    return _(template).format(noun=noun_of(problem.file), name=problem.kept_as)


def _file_problem(problem: StorageProblem) -> str | None:
    """The sentence for a problem with one of the store's files (None: not one of those)."""
    code, name = problem.code, problem.file
    if code in _SET_ASIDE:
        table = _LEFT_AS_IT_IS if problem.left_as_is else _SET_ASIDE
        return _(table[code]).format(noun=noun_of(name), name=problem.kept_as)
    if code is Problem.UNOPENABLE:
        return _("Your {noun} could not be opened, so Seep is using a fresh one.").format(
            noun=noun_of(name)
        )
    if code is Problem.VALUES_LEFT_OUT:
        return _values_left_out(problem)
    if code is Problem.SAVE_FAILED:
        # Translators: {noun} is e.g. "settings file"; {why} is the system's reason (in English).
        return _("Seep could not save your {noun} ({why}).").format(
            noun=noun_of(name), why=problem.reason
        )
    if code is Problem.REMOVE_FAILED:
        # Translators: {noun} is e.g. "saved game"; {why} the system's reason.
        return _("Seep could not remove your {noun} ({why}).").format(
            noun=noun_of(name), why=problem.reason
        )
    if code is Problem.FOLDER_UNUSABLE:
        # Translators: {folder} is the data folder; {why} the system's reason.
        return _(
            "Seep cannot save in {folder} ({why}). You can play, but your settings,"
            " games, statistics and tutorial progress will not be kept."
        ).format(folder=problem.folder, why=problem.reason)
    return None


def _record_problem(problem: StorageProblem) -> str:
    """The sentence for a problem with a kept or imported game record."""
    code, name, why = problem.code, problem.file, problem.reason
    if code is Problem.RECORD_REFUSED and problem.refusal is not None:
        return words.refused(problem.refusal)
    simple = {
        Problem.RECORD_TOO_BIG: lambda: words.too_big(name),
        Problem.RECORD_UNOPENABLE: lambda: words.cannot_open(name, why),
        Problem.RECORD_NOT_JSON: lambda: words.not_json(name, why),
        Problem.RECORD_NOT_KEPT: lambda: words.cannot_keep(why),
        Problem.EXPORT_FAILED: lambda: words.cannot_export(why),
        Problem.NO_SUCH_GAME: words.no_such_game,
        Problem.KEPT_GAME_DAMAGED: words.damaged_kept,
        Problem.IMPORT_READ_ONLY: words.read_only,
    }
    said = simple.get(code)
    return said() if said is not None else words.not_a_record(why or str(code))


def shorten(text: str, limit: int = 160) -> str:
    """``text``, cut to ``limit`` characters (a damaged file may quote a lot of itself)."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


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


def _save_problem(problem: StorageProblem) -> str | None:
    """Why the saved game cannot be continued (None: not a problem of that kind)."""
    code = problem.code
    if code is Problem.SAVE_INCOMPLETE:
        return _("The saved game is incomplete: it holds no game record.")
    if code is Problem.SAVE_REFUSED and problem.refusal is not None:
        return refused_move(problem.refusal)
    if code is Problem.SAVE_DAMAGED:
        # Translators: {detail} is the rules core's own message (English, for a bug report).
        return _("The saved game is damaged: {detail}").format(detail=shorten(problem.reason))
    if code is Problem.SAVE_BROKEN:
        # Translators: {error} is the name of a programming error (for a bug report).
        return _("The saved game is damaged ({error}).").format(error=problem.reason)
    if code is Problem.SAVE_FINISHED:
        return _("The saved game had already finished.")
    return None


def say(problem: StorageProblem) -> str:
    """What the player is told of ``problem``, in the current language."""
    said = _file_problem(problem) or _save_problem(problem)
    return said if said is not None else _record_problem(problem)


def told(problems: Iterable[StorageProblem]) -> list[str]:
    """The sentences for ``problems``, in order."""
    return [say(p) for p in problems]


__all__ = ["noun_of", "refused_move", "say", "shorten", "shown_name", "stored_name", "told"]
