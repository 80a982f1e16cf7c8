"""Finding and caching the game's files.

The card images, sounds, theme and fonts live in the repository's ``assets/`` folder, which is
installed as the package ``game.data`` (see setup.py): ``site-packages/game/data/`` from a wheel,
``assets/`` itself in an editable install, ``game/data/`` in PyInstaller's bundle. They are found
through :mod:`importlib.resources`, never through the repository root or the working directory,
so the game works from any folder and however it is installed. File names under ``assets/`` are
lower case only, as in pgzero, so a game tested on Windows or macOS does not break on Linux's
case-sensitive file systems.

A file of the game's own that is missing or damaged never stops the game: the loaders fall back
to a plain stand-in (a plain card, silence, pygame-gui's default look, a stock font) and
:func:`report_problem` notes the file; the app shows :func:`take_problem_message` in a dialog
(which files, and that reinstalling helps), once a file.
"""

from __future__ import annotations

import logging
from functools import cache
from importlib import resources
from pathlib import Path

import pygame

from game import i18n
from game.i18n import N_, _

log = logging.getLogger(__name__)

DATA_PACKAGE = "game.data"

# Marked for translation; translated where they are shown (the app's dialog, take_message).
PROBLEM_TITLE = N_("Some of Seep's files are missing")
# Translators: {files} is a list of the game's files, one a line; {root} the folder they are in.
PROBLEM_TEXT = N_(
    "Seep could not read some of its own files:\n\n{files}\n\n"
    "It carries on with plain stand-ins where it can (plain cards, no sound, a plain look)."
    " Reinstalling Seep (downloading it again and replacing this copy) puts the files back."
    "\n\nThey belong in: {root}"
)
_MAX_LISTED = 8


@cache
def data_root() -> Path:
    """The installed folder of :data:`DATA_PACKAGE` (the repository's ``assets/``).

    If the package is not there at all, the folder it should be in (every file is then
    reported missing as it is asked for).
    """
    try:
        root = resources.files(DATA_PACKAGE)
    except ModuleNotFoundError:
        return Path(__file__).resolve().parents[1] / "data"  # game/data, beside game/media
    if not isinstance(root, Path):  # e.g. a zipped install: not supported, files must be files
        raise RuntimeError(f"{DATA_PACKAGE} is not installed as a folder: {root}")
    return root


class AssetProblems:
    """The game's own files that could not be read, each told to the player once."""

    def __init__(self) -> None:
        self._told: set[str] = set()
        self._new: list[tuple[str, bool]] = []  # (file, missing rather than damaged)

    def clear(self) -> None:
        self._told.clear()
        self._new.clear()

    def report(self, path: Path, error: BaseException | str) -> None:
        """Note that ``path`` is missing (``FileNotFoundError``) or damaged (anything else)."""
        try:
            name = path.relative_to(data_root()).as_posix()
        except ValueError:
            name = str(path)
        if name in self._told:
            return
        self._told.add(name)
        missing = isinstance(error, FileNotFoundError) or error == "missing"
        self._new.append((name, missing))
        log.warning("game file %s: %s", path, error)

    def take_message(self) -> str | None:
        """The text for a dialog about the files reported since the last call, or None."""
        if not self._new:
            return None
        new, self._new = self._new, []
        listed = [f"• {_file_state(name, missing)}" for name, missing in new[:_MAX_LISTED]]
        if len(new) > _MAX_LISTED:
            more = len(new) - _MAX_LISTED
            # Translators: the end of a list of files: how many more are not listed.
            listed.append("• " + _("and {n} more").format(n=more))
        return _(PROBLEM_TEXT).format(files="\n".join(listed), root=data_root())


def _file_state(name: str, missing: bool) -> str:
    """``'sounds/click.wav (missing)'``."""
    if missing:
        # Translators: a file of the game that is not there; {file} is its name.
        return _("{file} (missing)").format(file=name)
    # Translators: a file of the game that cannot be read; {file} is its name.
    return _("{file} (damaged)").format(file=name)


problems = AssetProblems()


def report_problem(path: Path, error: BaseException | str) -> None:
    """Note a missing or damaged file of the game's (see :class:`AssetProblems`)."""
    problems.report(path, error)


def take_problem_message() -> str | None:
    """What to tell the player about files reported since the last call (None: nothing)."""
    return problems.take_message()


def asset_path(*parts: str) -> Path:
    """``<parts...>`` under :func:`data_root` (``assets/<parts...>`` in the repository).

    Raises:
        ValueError: a part has upper-case letters.
    """
    for part in parts:
        if part != part.lower():
            raise ValueError(f"asset names are lower case only: {part!r}")
    return data_root().joinpath(*parts)


# pygame-gui ships Noto Sans (and Fira Code, which has the card suit symbols Noto Sans lacks);
# using its copies means nothing has to be bundled twice. Text that names cards ("the 5♥") needs
# Latin letters *and* the suits ♠♥♦♣ in one font: the game's own "Seep Cards" fonts, an 80 KB
# subset of Noto Sans KR (tools/make_fonts.py; the full font is 6 MB a weight).
_FONTS = {
    "noto_sans": ("pygame_gui.data", "NotoSans-Regular.ttf"),  # i18n: skip
    "noto_sans_bold": ("pygame_gui.data", "NotoSans-Bold.ttf"),  # i18n: skip
    "fira_code": ("pygame_gui.data", "FiraCode-Regular.ttf"),  # i18n: skip
    "noto_sans_kr": (DATA_PACKAGE, "fonts/seep-cards-regular.ttf"),
    "noto_sans_kr_bold": (DATA_PACKAGE, "fonts/seep-cards-bold.ttf"),
    "seep_devanagari": (DATA_PACKAGE, "fonts/seep-devanagari-regular.ttf"),
    "seep_devanagari_bold": (DATA_PACKAGE, "fonts/seep-devanagari-bold.ttf"),
    "seep_gurmukhi": (DATA_PACKAGE, "fonts/seep-gurmukhi-regular.ttf"),
    "seep_gurmukhi_bold": (DATA_PACKAGE, "fonts/seep-gurmukhi-bold.ttf"),
}
#: The font that draws a language's script (with Latin, digits and the suits), by language.
SCRIPT_FONTS = {"hi": "seep_devanagari", "pa": "seep_gurmukhi"}


def font_for_language(name: str, code: str) -> str:
    """The font to draw ``code``'s text where English uses ``name``: the same font in
    English, else the language's script font in the same weight."""
    family = SCRIPT_FONTS.get(code)
    if family is None:
        return name
    return family + ("_bold" if name.endswith("_bold") else "")


def gui_font_path(name: str) -> Path:
    """Path of one of the fonts of ``_FONTS`` (e.g. ``noto_sans``)."""
    package, file = _FONTS[name]
    if package == DATA_PACKAGE:
        return asset_path(*file.split("/"))
    return _package_file(package, file)


@cache
def _package_file(package: str, file: str) -> Path:
    ref = resources.files(package).joinpath(*file.split("/"))
    with resources.as_file(ref) as path:  # a real file in both source and frozen installs
        return Path(path)


def window_icon() -> pygame.Surface | None:
    """The window's icon (``icon.png``, drawn by tools/make_icon.py); None if it is unreadable."""
    path = asset_path("icon.png")
    try:
        return pygame.image.load(str(path))
    except (pygame.error, OSError) as exc:
        report_problem(path, exc)
        return None


class Assets:
    """Cached loaders for what the scenes draw themselves (pygame-gui loads its own).

    A new one (a new app) starts a fresh list of :data:`problems`.
    """

    def __init__(self) -> None:
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        problems.clear()

    @property
    def theme_path(self) -> Path:
        return asset_path("theme.json")

    @property
    def sounds_dir(self) -> Path:
        return asset_path("sounds")

    def font(self, name: str, size: int) -> pygame.font.Font:
        """A bundled font (a key of ``_FONTS``, e.g. ``noto_sans``) at ``size`` px, for the
        current language: in Hindi and Punjabi the script's font in the same weight, with the
        script set for shaping (conjuncts such as क्ष and ਸ਼੍ਰੀ)."""
        code = i18n.language()
        key = (font_for_language(name, code), max(6, int(size)))
        font = self._fonts.get(key)
        if font is None:
            if len(self._fonts) > 48:  # sizes follow the window height; forget old ones
                self._fonts.clear()
            font = self._open_font(key[0], key[1])
            if code in SCRIPT_FONTS:
                font.set_script(i18n.SCRIPTS[code])
            self._fonts[key] = font
        return font

    @staticmethod
    def _open_font(name: str, size: int) -> pygame.font.Font:
        path = gui_font_path(name)
        try:
            font = pygame.font.Font(path, size)
            font.render("Ag♠", True, (0, 0, 0))  # i18n: skip (damage shows only when drawing)
            return font
        except (OSError, pygame.error) as exc:  # missing or damaged: a stock font instead
            if _FONTS[name][0] == DATA_PACKAGE:
                report_problem(path, exc)
            try:
                return pygame.font.Font(gui_font_path("noto_sans"), size)
            except (OSError, pygame.error):
                return pygame.font.Font(None, size)
