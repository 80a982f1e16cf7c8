"""Whether a screen reader is running, as the platform tells it, so that speech can start on
its own the first time the game meets one (:func:`speech_starts_for`).

Windows answers with ``SPI_GETSCREENREADER`` (set by NVDA, JAWS, Narrator...); macOS with the
VoiceOver setting; elsewhere the running processes are looked at (Orca, or a screen reader's
own process). Each check is quick and never raises: a platform that cannot tell answers
``None``.
"""

from __future__ import annotations

import logging
import subprocess
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

from game.storage.settings import Settings

log = logging.getLogger(__name__)

#: Screen readers' process names (lower case, without ``.exe``), and how to call them.
PROCESSES = {
    "orca": "Orca",  # i18n: skip (a program's name)
    "nvda": "NVDA",  # i18n: skip (a program's name)
    "jfw": "JAWS",  # i18n: skip (a program's name)
    "narrator": "Narrator",  # i18n: skip (a program's name)
    "voiceover": "VoiceOver",  # i18n: skip (a program's name)
    "fenrir": "Fenrir",  # i18n: skip (a program's name)
    "speakup": "Speakup",  # i18n: skip (a program's name)
}


def _linux_processes(proc: Path = Path("/proc")) -> Iterable[str]:
    for entry in proc.iterdir() if proc.is_dir() else ():
        if entry.name.isdigit():
            try:
                yield (entry / "comm").read_text(encoding="utf-8", errors="replace").strip()
            except OSError:  # the process ended meanwhile, or is not ours to read
                continue


def from_processes(names: Iterable[str]) -> str | None:
    """The screen reader among these process names, if any (``'Orca'``)."""
    for name in names:
        key = name.lower().removesuffix(".exe")
        if key in PROCESSES:
            return PROCESSES[key]
    return None


def _windows() -> str | None:
    import ctypes

    flag = ctypes.c_int(0)
    windll = getattr(ctypes, "windll", None)
    if windll is None:
        return None
    spi_getscreenreader = 0x0046
    if windll.user32.SystemParametersInfoW(spi_getscreenreader, 0, ctypes.byref(flag), 0):
        return "a screen reader" if flag.value else None  # i18n: skip (only logged)
    return None


def _macos() -> str | None:
    done = subprocess.run(
        ["defaults", "read", "com.apple.universalaccess", "voiceOverOnOffKey"],
        capture_output=True,
        text=True,
        timeout=2,
        check=False,
    )
    return "VoiceOver" if done.stdout.strip() == "1" else None  # i18n: skip (logged)


def screen_reader_running() -> str | None:
    """The screen reader the platform says is running, or ``None`` (none, or it cannot tell)."""
    try:
        if sys.platform == "win32":
            return _windows()
        if sys.platform == "darwin":
            return _macos()
        return from_processes(_linux_processes())
    except (OSError, ValueError, subprocess.SubprocessError) as exc:
        log.info("could not tell whether a screen reader is running: %s", exc)
        return None


def speech_starts_for(
    settings: Settings, forced: bool, running: Callable[[], str | None] | None = None
) -> bool:
    """Whether speech starts on its own now: a screen reader is running, and the game has not
    met one before (after that the player's own choice, kept by F8 and Settings, holds), and
    ``SEEP_SPEECH`` did not choose (``forced``). ``running``: the check (default
    :func:`screen_reader_running`, looked up when called)."""
    if forced or settings.screen_reader or settings.screen_reader_noticed:
        return False
    found = (running or screen_reader_running)()
    if found is not None:
        log.info("%s is running: speech starts", found)
    return found is not None


__all__ = ["PROCESSES", "from_processes", "screen_reader_running", "speech_starts_for"]
