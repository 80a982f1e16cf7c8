#!/usr/bin/env python3
"""Draw Seep's icon from the card images: two aces fanned on a round felt square.

Writes ``assets/icon.png`` (256 px, the window icon) and, for the executables, ``build/seep.ico``
(Windows) and ``build/seep.icns`` (macOS), both holding the same PNG images (ICO and ICNS may
embed PNG data), so the build needs no image converter.

Usage::

    python tools/make_icon.py
"""

from __future__ import annotations

import io
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "assets" / "cards" / "2x"
FELT = (46, 107, 63)
EDGE = (224, 184, 76)


def draw(size: int = 256) -> pygame.Surface:
    big = 4 * size  # drawn large, then scaled down smoothly
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(surf, EDGE, surf.get_rect(), border_radius=big // 5)
    pygame.draw.rect(
        surf, FELT, surf.get_rect().inflate(-big // 16, -big // 16), border_radius=big // 6
    )
    for name, angle, dx in (("ah", 14, -0.12), ("as", -10, 0.10)):
        card = pygame.image.load(str(CARDS / f"{name}.png"))
        h = round(big * 0.74)
        card = pygame.transform.smoothscale(
            card, (round(card.get_width() * h / card.get_height()), h)
        )
        card = pygame.transform.rotozoom(card, angle, 1.0)
        surf.blit(card, card.get_rect(center=(round(big * (0.5 + dx)), round(big * 0.52))))
    return pygame.transform.smoothscale(surf, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico of PNG images (``size -> PNG``)."""
    head = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in sorted(images.items()):
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return head + entries + blobs


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS .icns of PNG images (``size -> PNG``; 32, 64, 128, 256 and 512 px types)."""
    kinds = {32: b"ic11", 64: b"ic12", 128: b"ic07", 256: b"ic08", 512: b"ic09"}
    body = b"".join(kinds[s] + struct.pack(">I", 8 + len(d)) + d for s, d in sorted(images.items()))
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    images = {size: png_bytes(draw(size)) for size in (32, 64, 128, 256)}
    (ROOT / "assets" / "icon.png").write_bytes(images[256])
    (ROOT / "build" / "seep.ico").write_bytes(ico({s: images[s] for s in (32, 64, 256)}))
    (ROOT / "build" / "seep.icns").write_bytes(icns(images))
    for path in ("assets/icon.png", "build/seep.ico", "build/seep.icns"):
        print(path, (ROOT / path).stat().st_size, "bytes")


if __name__ == "__main__":
    main()
