#!/usr/bin/env python3
"""Regenerate the card images in ``assets/cards/`` from Adrian Kennard's CC0 SVG deck.

Source of the art
-----------------
The faces are Adrian Kennard's public-domain (CC0) playing cards, https://www.me.uk/cards/,
taken from the copies shipped in the npm package ``@heruka_urgyen/react-playing-cards``
version 0.5.0 (files ``package/src/images/2color/*.svg``; the package README states the cards
are by Adrian Kennard and distributed under CC0; the package's own MIT licence covers only its
React code, which we do not use).  The card back is drawn by this script (a recoloured,
finer version of the deck's plain black-diamond back).

What it produces
----------------
* ``assets/cards/``          classic two-colour faces, card height 240 px
* ``assets/cards/2x/``       the same at height 480 px
* ``assets/cards/four/``     four-colour faces (diamonds blue, clubs green), height 240 px
* ``assets/cards/four/2x/``  the same at height 480 px

Each folder holds ``<rank><suit>.png`` (ranks ``a 2 3 4 5 6 7 8 9 t j q k``, suits
``s h d c``, all lower case, e.g. ``as.png``, ``th.png``) and ``back.png``.  Corners outside
the card's rounded rectangle are transparent.  The four-colour faces are made by recolouring,
in the SVG text, only the index (``<symbol id="V..">``) and pip (``<symbol id="S..">``)
symbols of diamonds and clubs; the court-card artwork keeps its own colours.

Requirements: ``npm`` (to fetch the package, unless ``--src`` is given), ``rsvg-convert``
(Debian ``librsvg2-bin``) and, optionally, ``pngquant`` and ``optipng`` to shrink the files.

Usage::

    python tools/make_cards.py                     # fetch the npm package into a temp dir
    python tools/make_cards.py --src PACKAGE_DIR  # use an already unpacked package
"""

from __future__ import annotations

import argparse
import hashlib
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

NPM_PACKAGE = "@heruka_urgyen/react-playing-cards"
NPM_VERSION = "0.5.0"
#: sha1 of the tarball as published (``npm view ... dist.shasum``).
NPM_SHASUM = "604e22749dee0f75e68de4f48cff1e3a9087d637"
SVG_DIR = "src/images/2color"

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "cards"

RANKS = "a23456789tjqk"
SUITS = "shdc"

#: Card height in pixels for the normal and the 2x images.  The SVG card is 240 x 336 units;
#: widths are chosen so that the 2x image is exactly twice the normal one (the 0.25 %
#: stretch from 171.43 to 171 px is invisible).
HEIGHT = 240
WIDTH = 171
SCALES = {"": 1, "2x": 2}

#: Four-colour deck: the colours that replace red (diamonds) and black (clubs).
FOUR_COLOUR = {"d": ("red", "#1450c8"), "c": ("black", "#12803a")}

#: Card back, drawn here in the same 240 x 336 coordinate system as the faces.
BACK_SVG = """<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<svg xmlns="http://www.w3.org/2000/svg" width="240" height="336"
     viewBox="-120 -168 240 336" preserveAspectRatio="none">
  <defs>
    <pattern id="lattice" width="8" height="8" patternUnits="userSpaceOnUse"
             patternTransform="rotate(45)">
      <rect width="8" height="8" fill="#7e1422"/>
      <path d="M0 0H8M0 0V8" stroke="#a8323f" stroke-width="1.1" fill="none"/>
      <circle cx="4" cy="4" r="1.05" fill="#c65a62"/>
    </pattern>
  </defs>
  <rect width="239" height="335" x="-119.5" y="-167.5" rx="12" ry="12"
        fill="white" stroke="#333" stroke-width="1"/>
  <rect width="216" height="312" x="-108" y="-156" rx="9" ry="9" fill="url(#lattice)"/>
  <rect width="208" height="304" x="-104" y="-152" rx="7" ry="7" fill="none"
        stroke="#f1d9c4" stroke-width="1.4"/>
  <rect width="216" height="312" x="-108" y="-156" rx="9" ry="9" fill="none"
        stroke="#5a0c16" stroke-width="1.2"/>
  <g transform="rotate(45)">
    <rect x="-22" y="-22" width="44" height="44" fill="#7e1422" stroke="#f1d9c4"
          stroke-width="1.4"/>
    <rect x="-15" y="-15" width="30" height="30" fill="none" stroke="#f1d9c4"
          stroke-width="0.9"/>
    <rect x="-6" y="-6" width="12" height="12" fill="#f1d9c4"/>
  </g>
</svg>
"""

_SYMBOL_RE = re.compile(r'(<symbol id="[VS][^"]*".*?</symbol>)', re.DOTALL)


def card_names() -> list[str]:
    """All 52 face names, e.g. ``as``, ``th``."""
    return [r + s for s in SUITS for r in RANKS]


def four_colour(svg: str, suit: str) -> str:
    """Recolour the index and pip symbols of diamonds/clubs in a two-colour card SVG."""
    if suit not in FOUR_COLOUR:
        return svg
    old, new = FOUR_COLOUR[suit]

    def recolour(m: re.Match[str]) -> str:
        return (
            m.group(1)
            .replace(f'fill="{old}"', f'fill="{new}"')
            .replace(f'stroke="{old}"', f'stroke="{new}"')
        )

    out, n = _SYMBOL_RE.subn(recolour, svg)
    if n < 2 or out == svg:
        raise ValueError(f"did not find the index/pip symbols to recolour for suit {suit}")
    return out


def fetch_package(tmp: Path) -> Path:
    """``npm pack`` the source package into *tmp*, check its sha1 and unpack it."""
    subprocess.run(
        ["npm", "pack", f"{NPM_PACKAGE}@{NPM_VERSION}", "--silent"],
        cwd=tmp,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    (tgz,) = tmp.glob("*.tgz")
    digest = hashlib.sha1(tgz.read_bytes()).hexdigest()
    if digest != NPM_SHASUM:
        raise SystemExit(f"unexpected sha1 {digest} for {tgz.name}, expected {NPM_SHASUM}")
    with tarfile.open(tgz) as tar:
        tar.extractall(tmp, filter="data")
    return tmp / "package"


def render(svg: str, out: Path, width: int, height: int) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        ["rsvg-convert", "-w", str(width), "-h", str(height), "-b", "none", "-o", str(out)],
        input=svg.encode(),
        check=True,
    )


def optimise(paths: list[Path]) -> None:
    """Palette-quantise (pngquant) and recompress (optipng) if the tools are available."""
    if shutil.which("pngquant"):
        for p in paths:
            subprocess.run(
                [
                    "pngquant",
                    "--force",
                    "--skip-if-larger",
                    "--strip",
                    "--speed",
                    "1",
                    "--quality",
                    "85-100",
                    "--output",
                    str(p),
                    str(p),
                ],
                check=False,  # exit 98/99: kept the original because quantising did not pay
            )
    if shutil.which("optipng"):
        subprocess.run(["optipng", "-quiet", "-o2", "-strip", "all", *map(str, paths)], check=True)


def build(src: Path, out_root: Path, do_optimise: bool = True) -> list[Path]:
    svg_dir = src / SVG_DIR
    if not svg_dir.is_dir():
        raise SystemExit(f"no SVG folder {svg_dir}")
    written: list[Path] = []
    for variant in ("", "four"):
        for sub, scale in SCALES.items():
            folder = out_root / variant / sub
            w, h = WIDTH * scale, HEIGHT * scale
            for name in card_names():
                rank, suit = name
                svg = (svg_dir / f"{rank.upper()}{suit.upper()}.svg").read_text(encoding="utf-8")
                if variant == "four":
                    svg = four_colour(svg, suit)
                render(svg, folder / f"{name}.png", w, h)
                written.append(folder / f"{name}.png")
            render(BACK_SVG, folder / "back.png", w, h)
            written.append(folder / "back.png")
    if do_optimise:
        optimise(written)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--src", type=Path, help="unpacked npm package dir (default: npm pack)")
    ap.add_argument("--out", type=Path, default=OUT, help=f"output root (default {OUT})")
    ap.add_argument("--no-optimise", action="store_true", help="skip pngquant/optipng")
    args = ap.parse_args(argv)
    if not shutil.which("rsvg-convert"):
        raise SystemExit("rsvg-convert not found: apt-get install librsvg2-bin")
    with tempfile.TemporaryDirectory() as tmp:
        src = args.src or fetch_package(Path(tmp))
        files = build(src, args.out, do_optimise=not args.no_optimise)
    total = sum(p.stat().st_size for p in files)
    print(f"wrote {len(files)} PNGs, {total / 1e6:.2f} MB, under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
