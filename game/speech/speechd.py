"""speech-dispatcher, spoken to directly over its socket (SSIP, the Speech Synthesis Interface
Protocol): no client library needed.

The daemon is found at ``$SPEECHD_ADDRESS`` (``unix_socket:PATH``) or
``$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock``; if nothing listens there, ``speech-dispatcher
--spawn`` is asked to start it, as the C library does. (Debian's daemon needs
``AudioOutputMethod "alsa"`` in the user's ``speechd.conf`` where PulseAudio is absent.)
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

from game.i18n import DEFAULT, language

TIMEOUT = 5.0


LOWER_PITCH = -40  # SSIP's pitch (-100 to 100) for another player's move


class SSIPError(RuntimeError):
    """speech-dispatcher refused a command or could not be reached."""


def socket_path() -> Path:
    address = os.environ.get("SPEECHD_ADDRESS", "")
    if address.startswith("unix_socket:"):
        return Path(address.split(":", 1)[1])
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime:
        return Path(runtime) / "speech-dispatcher" / "speechd.sock"
    return Path.home() / ".cache" / "speech-dispatcher" / "speechd.sock"


def escape(text: str) -> str:
    """The SPEAK data block: one line per line, a leading dot doubled, CR LF endings.

    >>> escape(".hi\\nthere")
    '..hi\\r\\nthere\\r\\n.\\r\\n'
    """
    lines = [("." + line if line.startswith(".") else line) for line in text.splitlines() or [""]]
    return "".join(line + "\r\n" for line in lines) + ".\r\n"


class SpeechdBackend:
    """An SSIP client: one connection, text spoken as ``SPEAK`` messages, ``CANCEL`` to stop."""

    name = "speech-dispatcher"

    def __init__(self, path: Path | None = None, *, spawn: bool = True) -> None:
        self.path = path or socket_path()
        self._buffer = b""
        self._language = DEFAULT  # the daemon's own default voice until the game's changes
        self.sock = self._connect(spawn)
        self.command("SET SELF CLIENT_NAME user:seep:main")  # i18n: skip

    def _connect(self, spawn: bool) -> socket.socket:
        try:
            return self._open()
        except OSError:
            if not spawn or shutil.which("speech-dispatcher") is None:
                raise
        subprocess.run(
            ["speech-dispatcher", "--spawn"],
            capture_output=True,
            timeout=TIMEOUT,
            check=False,
        )
        deadline = time.monotonic() + TIMEOUT
        while True:
            try:
                return self._open()
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    def _open(self) -> socket.socket:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(TIMEOUT)
        try:
            sock.connect(str(self.path))
        except OSError:
            sock.close()
            raise
        return sock

    def _reply(self) -> tuple[int, list[str]]:
        lines: list[str] = []
        while True:
            while b"\r\n" not in self._buffer:
                chunk = self.sock.recv(4096)
                if not chunk:
                    raise SSIPError("speech-dispatcher closed the connection")
                self._buffer += chunk
            raw, self._buffer = self._buffer.split(b"\r\n", 1)
            line = raw.decode("utf-8", "replace")
            lines.append(line[4:])
            if len(line) >= 4 and line[3] == " ":
                return int(line[:3]), lines

    def command(self, line: str, data: str | None = None) -> list[str]:
        self.sock.sendall(line.encode("utf-8") + b"\r\n")
        code, lines = self._reply()
        if data is not None:
            if code != 230:
                raise SSIPError(f"{line}: {code} {lines[-1]}")
            self.sock.sendall(escape(data).encode("utf-8"))
            code, lines = self._reply()
        if not 200 <= code < 300:
            raise SSIPError(f"{line}: {code} {lines[-1]}")
        return lines

    def speak(self, text: str, interrupt: bool) -> None:
        del interrupt  # the worker has already stopped what was being said
        code = language()
        if code != self._language:  # the voice of the language the game speaks now
            self._language = code
            with contextlib.suppress(SSIPError):  # a daemon without it speaks in its own
                self.command(f"SET SELF LANGUAGE {code}")  # i18n: skip
        self.command("SPEAK", text)

    def speak_lower(self, text: str, interrupt: bool) -> None:
        """Another player's move: a lower voice (SSIP's pitch, -100 to 100), then back."""
        with contextlib.suppress(SSIPError):  # a daemon without it speaks in its own
            self.command(f"SET SELF PITCH {LOWER_PITCH}")  # i18n: skip
        try:
            self.speak(text, interrupt)
        finally:
            with contextlib.suppress(SSIPError):
                self.command("SET SELF PITCH 0")  # i18n: skip

    def stop(self) -> None:
        self.command("CANCEL SELF")  # i18n: skip

    def cut(self) -> None:
        pass  # speaking does not block; the worker sends CANCEL before an interrupting text

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.sendall(b"QUIT\r\n")
        self.sock.close()
