"""What the player is told about the files the game keeps."""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import N_, _

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


class Later(str):
    """A sentence for the player kept until it is shown: the text as it was made (for the log
    and tests), and ``build`` to make it again in the language current when it is shown (a
    message queued at start-up, before the player's language is known, is shown in it)."""

    build: Callable[[], str]

    def __new__(cls, build: Callable[[], str]) -> Later:
        made = super().__new__(cls, build())
        made.build = build
        return made

    def now(self) -> str:
        """The sentence in the current language."""
        return self.build()


def shown(text: str) -> str:
    """A queued message as it is shown now (a :class:`Later` is made again)."""
    return text.now() if isinstance(text, Later) else str(text)


# A damaged file set aside (``{noun}``: :func:`noun_of`; ``{name}``: the copy kept), by why.
_SET_ASIDE = {
    "could not be read": N_(
        "Your {noun} could not be read, so Seep is using a fresh one. "
        "The old file was kept as {name}."
    ),
    "was damaged": N_(
        "Your {noun} was damaged, so Seep is using a fresh one. The old file was kept as {name}."
    ),
    "came from a different version of Seep": N_(
        "Your {noun} came from a different version of Seep, so Seep is using a fresh one. "
        "The old file was kept as {name}."
    ),
}
# The same when the folder belongs to another copy of Seep (nothing is moved).
_LEFT_AS_IT_IS = {
    "could not be read": N_(
        "Your {noun} could not be read, so Seep is using a fresh one. The file was left as it is."
    ),
    "was damaged": N_(
        "Your {noun} was damaged, so Seep is using a fresh one. The file was left as it is."
    ),
    "came from a different version of Seep": N_(
        "Your {noun} came from a different version of Seep, so Seep is using a fresh one. "
        "The file was left as it is."
    ),
}


def damaged_message(name: str, why: str, kept_as: str | None) -> Later:
    """``<name>.json`` ``why`` (one of the keys of :data:`_SET_ASIDE`) and was set aside as
    ``kept_as`` (``None``: left as it is, read-only)."""

    def build() -> str:
        table = _LEFT_AS_IT_IS if kept_as is None else _SET_ASIDE
        template = table.get(why)
        if template is None:  # pragma: no cover - the callers name one of the table's reasons
            template = table["was damaged"]
        return _(template).format(noun=noun_of(name), name=kept_as)

    return Later(build)


def reason(exc: OSError) -> str:
    return str(exc.strerror or exc)


def save_failed_message(name: str, exc: OSError) -> Later:
    """Seep could not save ``<name>.json``."""
    why = reason(exc)
    # Translators: {noun} is e.g. "settings file"; {why} is the system's reason (in English).
    return Later(
        lambda: _("Seep could not save your {noun} ({why}).").format(noun=noun_of(name), why=why)
    )
