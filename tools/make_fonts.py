#!/usr/bin/env python3
"""Make the small card-text fonts in ``assets/fonts/`` from pygame-gui's Noto Sans KR.

Text that names cards ("the 5♥") needs Latin letters *and* the suit symbols ♠♥♦♣ in one font;
Noto Sans has no suits, and Noto Sans KR (12 MB for its two weights) has both. These are subsets
of it: Latin, punctuation, arrows, maths, shapes and symbols (the suits and ✓), no Hangul or CJK,
about 1 % of the size. They look exactly like the full font for the text the game shows. The
family is renamed (a Modified Version under the SIL Open Font License 1.1; the original's
Reserved Font Name, 'Source', is not used). See ``assets/CREDITS.md``.

The Hindi and Punjabi text needs Devanagari or Gurmukhi *and* Latin letters, digits and the
suits in one font (pygame draws a string with one font): "Seep Devanagari" and "Seep Gurmukhi"
are Seep Cards merged with Noto Sans Devanagari or Noto Sans Gurmukhi (whole, with their
shaping tables; 230 and 105 KB a weight), taken from Debian's ``fonts-noto-core``.

Usage (needs fonttools: ``pip install fonttools``)::

    python tools/make_fonts.py            # write assets/fonts/seep-cards-{regular,bold}.ttf
    # and the Indic fonts, from a folder with NotoSans{Devanagari,Gurmukhi}-{Regular,Bold}.ttf,
    # e.g. apt-get download fonts-noto-core && dpkg-deb -x fonts-noto-core_*.deb x:
    python tools/make_fonts.py --indic x/usr/share/fonts/truetype/noto
"""

from __future__ import annotations

import argparse
import os
from importlib import resources
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "fonts"
FAMILY = "Seep Cards"

UNICODES = [
    *range(0x0020, 0x007F),  # Basic Latin
    *range(0x00A0, 0x0180),  # Latin-1 Supplement, Latin Extended-A
    *range(0x2000, 0x2070),  # General Punctuation
    *range(0x20A0, 0x20D0),  # Currency Symbols
    *range(0x2100, 0x2150),  # Letterlike Symbols
    *range(0x2190, 0x2200),  # Arrows
    *range(0x2200, 0x2300),  # Mathematical Operators
    *range(0x25A0, 0x2600),  # Geometric Shapes
    *range(0x2600, 0x2700),  # Miscellaneous Symbols (the suits)
    *range(0x2700, 0x27C0),  # Dingbats (✓)
    0xFFFD,
]

WEIGHTS = {"regular": "NotoSansKR-Regular.ttf", "bold": "NotoSansKR-Bold.ttf"}


def rename(font: TTFont, family: str, style: str, unique: str, postscript: str) -> None:
    """Name a Modified Version as the licence asks: family, style, unique and PostScript
    names of our own (the original's names removed)."""
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 3, 4, 6, 16, 17, 21, 22):
            names.removeNames(nameID=record.nameID)
    names.setName(family, 1, 3, 1, 0x409)
    names.setName(style, 2, 3, 1, 0x409)
    names.setName(unique, 3, 3, 1, 0x409)
    names.setName(f"{family} {style}", 4, 3, 1, 0x409)
    names.setName(f"{postscript}-{style}", 6, 3, 1, 0x409)


def make(weight: str, source: Path, out: Path) -> Path:
    options = subset.Options()
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.recalc_timestamp = False  # the same bytes every time
    font = TTFont(source, recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=UNICODES)
    subsetter.subset(font)
    style = weight.capitalize()
    rename(font, FAMILY, style, f"{FAMILY} {style}; subset of Noto Sans KR", "SeepCards")
    path = out / f"seep-cards-{weight}.ttf"
    font.save(path)
    return path


SCRIPTS = {"devanagari": "Devanagari", "gurmukhi": "Gurmukhi"}


def make_indic(script: str, weight: str, noto: Path, out: Path) -> Path:
    """Seep Cards (``weight``) merged with Noto Sans ``script``: Latin and suits from the
    first, the script (with its GSUB/GPOS shaping) from the second."""
    from fontTools.merge import Merger
    from fontTools.merge import Options as MergeOptions

    source = noto / f"NotoSans{SCRIPTS[script]}-{weight.capitalize()}.ttf"
    cards = out / f"seep-cards-{weight}.ttf"
    merger = Merger(options=MergeOptions(drop_tables=["vmtx", "vhea", "MATH"]))
    font = merger.merge([str(cards), str(source)])
    family = f"Seep {SCRIPTS[script]}"
    style = weight.capitalize()
    unique = f"{family} {style}; Seep Cards + Noto Sans {SCRIPTS[script]}"
    rename(font, family, style, unique, f"Seep{SCRIPTS[script]}")
    font["head"].created = font["head"].modified = 0  # the same bytes every time
    font.recalcTimestamp = False
    path = out / f"seep-{script}-{weight}.ttf"
    font.save(path)
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder to write into")
    parser.add_argument("--indic", type=Path, help="folder with the Noto Sans Indic fonts")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pygame_gui imports pygame
    data = resources.files("pygame_gui.data")
    for weight, name in WEIGHTS.items():
        with resources.as_file(data / name) as source:
            path = make(weight, Path(source), args.out)
        print(f"{path.name}: {path.stat().st_size} bytes")
    if args.indic:
        for script in SCRIPTS:
            for weight in WEIGHTS:
                path = make_indic(script, weight, args.indic, args.out)
                print(f"{path.name}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
