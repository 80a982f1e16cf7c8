"""The player's language, and every sentence in it: the translation layer (no pygame).

Text a player reads or hears is written in English in the code, wrapped in one of these calls,
and looked up in the language's gettext catalogue (``assets/locale/<code>/<part>.po``, compiled to
``.mo`` by the build); whatever a catalogue lacks stays English, never a key.

- ``_("Deal")`` a sentence; ``_("{name} to play").format(name=...)`` with named placeholders,
  whole sentences, never English fragments glued together.
- ``ngettext("{n} card", "{n} cards", n).format(n=n)`` where a number decides the form.
- ``pgettext("menu", "Rules")`` where one English word needs two translations.
- ``N_("...")`` marks a sentence kept in a table and translated where it is shown (``_(x)``).

The language is one process-wide setting (:func:`set_language`); English is the default, so the
rules core's tools and the outside checks keep their exact English. Subscribers of
:func:`on_change` hear of a switch (the app rebuilds its screens).

>>> _("Deal")
'Deal'
>>> ngettext("{n} card", "{n} cards", 2).format(n=2)
'2 cards'
>>> and_list(["a", "b", "c"])
'a, b and c'
"""

from __future__ import annotations

import gettext
import io
import locale as _locale
import os
from collections.abc import Callable, Iterable, Sequence
from importlib import resources
from pathlib import Path

from game.i18n.po import PoError, compile_po

#: The languages the game speaks, each named in its own script (the Settings list shows these).
LANGUAGES: dict[str, str] = {"en": "English", "hi": "हिन्दी", "pa": "ਪੰਜਾਬੀ"}
#: The ISO 15924 script of each language, for text shaping (pygame ``Font.set_script``).
SCRIPTS: dict[str, str] = {"en": "Latn", "hi": "Deva", "pa": "Guru"}
#: The espeak-ng voice of each language.
VOICES: dict[str, str] = {"en": "en", "hi": "hi", "pa": "pa"}
DEFAULT = "en"

_current = DEFAULT
_catalogs: dict[str, gettext.NullTranslations] = {}
_listeners: list[Callable[[str], None]] = []
#: Problems met loading a catalogue (file, message), for the app to report once.
problems: list[tuple[str, str]] = []


def locale_dir() -> Path:
    """The folder of the catalogues: ``assets/locale`` (``game/data/locale`` when installed);
    a path that does not exist if the game's data is missing (everything then stays English)."""
    try:
        root = resources.files("game.data").joinpath("locale")
    except (ModuleNotFoundError, TypeError):
        return Path(__file__).resolve().parent / "missing-data" / "locale"
    return Path(str(root))


#: The catalogues of a language, one per part of the game (``assets/locale/<code>/<part>.po``).
DOMAINS = ("game", "lessons", "rulebook")


def _load(code: str) -> gettext.NullTranslations:
    """The catalogues of ``code`` chained: for each part a fresh ``.mo`` if there is one, else
    its ``.po`` read here."""
    chain = gettext.NullTranslations()
    if code == DEFAULT:
        return chain
    folder = locale_dir() / code
    first: gettext.NullTranslations | None = None
    for domain in DOMAINS:
        po, mo = folder / f"{domain}.po", folder / f"{domain}.mo"
        try:
            if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
                data = mo.read_bytes()
            elif po.is_file():
                data = compile_po(po.read_text(encoding="utf-8"))
            else:
                continue
            part = gettext.GNUTranslations(io.BytesIO(data))
        except (OSError, UnicodeDecodeError, PoError, ValueError) as exc:  # that part stays English
            problems.append((str(po), str(exc)))
            continue
        if first is None:
            first = part
        else:
            first.add_fallback(part)
    return first or chain


def catalog(code: str | None = None) -> gettext.NullTranslations:
    """The (cached) catalogue of ``code`` (default: the current language)."""
    code = code or _current
    found = _catalogs.get(code)
    if found is None:
        found = _catalogs[code] = _load(code)
    return found


def install(code: str, translations: gettext.NullTranslations) -> None:
    """Use ``translations`` for ``code`` (tests install a made-up language this way)."""
    _catalogs[code] = translations


def forget() -> None:
    """Drop the loaded catalogues (they are read again when next needed)."""
    _catalogs.clear()


def language() -> str:
    """The current language's code (``'en'``, ``'hi'``, ``'pa'``)."""
    return _current


def script() -> str:
    """The current language's script (``'Latn'``, ``'Deva'``, ``'Guru'``)."""
    return SCRIPTS.get(_current, "Latn")


def set_language(code: str) -> bool:
    """Switch to ``code`` (an unknown code means English); True if the language changed."""
    global _current
    code = code if code in LANGUAGES or code in _catalogs else DEFAULT
    if code == _current:
        return False
    _current = code
    for listener in list(_listeners):
        listener(code)
    return True


def on_change(listener: Callable[[str], None]) -> Callable[[], None]:
    """Call ``listener(code)`` after each switch; returns a function that unsubscribes."""
    _listeners.append(listener)

    def unsubscribe() -> None:
        if listener in _listeners:
            _listeners.remove(listener)

    return unsubscribe


def system_language(environ: dict[str, str] | None = None) -> str:
    """The system's language where the game speaks it (``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``, then the OS's locale), else English."""
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            candidates.extend(value.split(":"))
    if environ is None:
        try:
            found = _locale.getlocale()[0]
        except ValueError:
            found = None
        if found:
            candidates.append(found)
    for value in candidates:
        code = value.split(".")[0].split("_")[0].split("-")[0].lower()
        if code in LANGUAGES:
            return code
        if code not in ("", "c", "posix"):
            return DEFAULT
    return DEFAULT


# The calls text is wrapped in.


def _(message: str) -> str:
    """``message`` in the current language."""
    if _current == DEFAULT or not message:
        return message
    return catalog().gettext(message)


def N_(message: str) -> str:
    """Mark ``message`` for translation where it is shown (returns it unchanged)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for ``n`` of a sentence with a number in it."""
    if _current == DEFAULT:
        return singular if n == 1 else plural
    return catalog().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart by ``context``."""
    if _current == DEFAULT:
        return message
    return catalog().pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` told apart by ``context``."""
    if _current == DEFAULT:
        return singular if n == 1 else plural
    return catalog().npgettext(context, singular, plural, n)


def and_list(items: Iterable[str]) -> str:
    """``'a, b and c'`` in the current language (``'nothing'`` for none)."""
    names = list(items)
    if not names:
        return _("nothing")
    if len(names) == 1:
        return names[0]
    rest = _(", ").join(names[:-1])
    return _("{items} and {last}").format(items=rest, last=names[-1])


def or_list(items: Sequence[str]) -> str:
    """``'a, b or c'`` in the current language."""
    names = list(items)
    if len(names) <= 1:
        return names[0] if names else ""
    rest = _(", ").join(names[:-1])
    return _("{items} or {last}").format(items=rest, last=names[-1])


__all__ = [
    "DEFAULT",
    "DOMAINS",
    "LANGUAGES",
    "N_",
    "SCRIPTS",
    "VOICES",
    "_",
    "and_list",
    "catalog",
    "forget",
    "install",
    "language",
    "ngettext",
    "npgettext",
    "on_change",
    "or_list",
    "pgettext",
    "problems",
    "script",
    "set_language",
    "system_language",
]
