"""Finding and caching the game's files.

The card images, sounds, theme and fonts live in the repository's ``assets/`` folder, which is
installed as the package ``game.data`` (see setup.py): ``site-packages/game/data/`` from a wheel,
``assets/`` itself in an editable install, ``game/data/`` in PyInstaller's bundle. They are found
through :mod:`importlib.resources`, never through the repository root or the working directory,
so the game works from any folder and however it is installed. File names under ``assets/`` are
lower case only, as in pgzero, so a game tested on Windows or macOS does not break on Linux's
case-sensitive file systems.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

import pygame

DATA_PACKAGE = "game.data"


@cache
def data_root() -> Path:
    """The installed folder of :data:`DATA_PACKAGE` (the repository's ``assets/``)."""
    root = resources.files(DATA_PACKAGE)
    if not isinstance(root, Path):  # e.g. a zipped install: not supported, files must be files
        raise RuntimeError(f"{DATA_PACKAGE} is not installed as a folder: {root}")
    return root


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
    "noto_sans": ("pygame_gui.data", "NotoSans-Regular.ttf"),
    "noto_sans_bold": ("pygame_gui.data", "NotoSans-Bold.ttf"),
    "fira_code": ("pygame_gui.data", "FiraCode-Regular.ttf"),
    "noto_sans_kr": (DATA_PACKAGE, "fonts/seep-cards-regular.ttf"),
    "noto_sans_kr_bold": (DATA_PACKAGE, "fonts/seep-cards-bold.ttf"),
}


@cache
def gui_font_path(name: str) -> Path:
    """Path of one of the fonts of ``_FONTS`` (e.g. ``noto_sans``)."""
    package, file = _FONTS[name]
    ref = resources.files(package).joinpath(*file.split("/"))
    with resources.as_file(ref) as path:  # a real file in both source and frozen installs
        return Path(path)


class Assets:
    """Cached loaders for what the scenes draw themselves (pygame-gui loads its own)."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}

    @property
    def theme_path(self) -> Path:
        return asset_path("theme.json")

    @property
    def sounds_dir(self) -> Path:
        return asset_path("sounds")

    def font(self, name: str, size: int) -> pygame.font.Font:
        """A bundled font (a key of ``_FONTS``, e.g. ``noto_sans``) at ``size`` px."""
        key = (name, max(6, int(size)))
        font = self._fonts.get(key)
        if font is None:
            if len(self._fonts) > 48:  # sizes follow the window height; forget old ones
                self._fonts.clear()
            font = pygame.font.Font(gui_font_path(name), key[1])
            self._fonts[key] = font
        return font
