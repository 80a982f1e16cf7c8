"""``python -m game.rules moves|apply|replay|explain [FILE|-]``: the rules tool, over JSON Lines.

Each input line gets one output line, written and flushed at once. Bad input gives
``{"error": "..."}`` and the tool goes on; the exit status is 1 if any line failed.

Lines are split on ``"\\n"`` only (U+2028, ``\\x1d``, ``\\x85``... are characters of the line, not
line breaks). Only blank lines, empty or holding nothing but JSON whitespace (space, tab, CR), are
skipped, as interchange.md says; any other line is answered, if need be with an error (a line of
U+00A0 or form feeds is not JSON). A line over :data:`MAX_LINE_BYTES` is answered with an error
without being kept or parsed, and error messages, which may quote the input, are cut to
:data:`MAX_MESSAGE` characters.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from typing import Any, BinaryIO, TextIO

from game.rules import movegen
from game.rules.engine import apply as apply_move
from game.rules.errors import InvalidNotationError, InvalidPositionError, SeepError
from game.rules.explain import explain
from game.rules.match import replay
from game.rules.moves import Move
from game.rules.notation import position_from_json, position_to_json
from game.rules.wording import english

USAGE = """usage: python -m game.rules COMMAND [FILE|-]

commands (one JSON document per input line, one answer per output line):
  moves     a seep-position/1 position -> the array of every legal move of to_play
  apply     {"position": P, "move": M}  -> the position after the move
  replay    a seep-record/1 record      -> the match summary
  explain   {"position": P, "move": M}  -> {"legal": true} or {"legal": false, "reason": ...}
"""

MAX_LINE_BYTES = 1 << 20
"""The longest input line read (1 MiB, its ``"\\n"`` not counted); a longer one is an error line."""
MAX_MESSAGE = 200
"""The longest error message (or ``explain`` reason) written, in characters, ``"…"`` included."""
JSON_WHITESPACE = b" \t\r\n"
"""The whitespace of JSON (RFC 8259): a line of only these is blank and skipped."""
_SKIP_CHUNK = 1 << 16
_LINE_BREAK_ESCAPES = (("\u2028", "\\u2028"), ("\u2029", "\\u2029"), ("\x85", "\\u0085"))


def shorten(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` cut to at most ``limit`` characters, ending with ``"…"`` if it was cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _moves(obj: Any) -> Any:
    pos = position_from_json(obj)
    if pos.phase != "over" and pos.hands[pos.to_play] is None:
        raise InvalidPositionError(f"the hand of seat {pos.to_play}, to play, is not shown")
    return [Move._make(m).to_json() for m in movegen.generate(pos)]


def _pair(obj: Any) -> tuple[Any, Any]:
    if not isinstance(obj, dict) or "position" not in obj or "move" not in obj:
        raise InvalidNotationError('each line must be {"position": ..., "move": ...}')
    return obj["position"], obj["move"]


def _apply(obj: Any) -> Any:
    p, m = _pair(obj)
    pos = position_from_json(p)
    move = Move.from_json(m)
    try:
        return position_to_json(apply_move(pos, move))
    except ValueError as e:
        if isinstance(e, SeepError):
            raise
        raise InvalidPositionError(str(e)) from None


def _explain(obj: Any) -> Any:
    p, m = _pair(obj)
    pos = position_from_json(p)
    try:
        move = Move.from_json(m)
    except InvalidNotationError as e:
        return {"legal": False, "reason": shorten(str(e))}
    why = explain(pos, move)
    if why is None:
        return {"legal": True}
    reason = english(why, pos)
    return {"legal": False, "reason": reason[0].upper() + reason[1:] + "."}


def _replay(obj: Any) -> Any:
    return replay(obj).summary_json() if isinstance(obj, dict) else replay_error(obj)


def replay_error(obj: Any) -> Any:
    raise InvalidNotationError(f"a game record must be a JSON object, not {obj!r}")


COMMANDS: dict[str, Callable[[Any], Any]] = {
    "moves": _moves,
    "apply": _apply,
    "explain": _explain,
    "replay": _replay,
}


def answer(command: str, line: str) -> tuple[Any, bool]:
    """The answer to one input line, and whether it succeeded."""
    try:
        obj = json.loads(line)
    except (ValueError, RecursionError) as e:
        return {"error": f"not JSON: {e}"}, False
    try:
        return COMMANDS[command](obj), True
    except SeepError as e:
        return {"error": str(e)}, False
    except RecursionError:
        return {"error": "input nested too deeply"}, False
    except Exception as e:  # never a traceback for bad input; report and go on
        return {"error": internal_error(e)}, False


def internal_error(e: Exception) -> str:
    """The message for an unexpected exception: its text cut short, so that the end shows."""
    return f"internal error ({type(e).__name__}: {shorten(str(e), 100)}); please report it"


def _input_lines(stream: BinaryIO) -> Iterator[bytes | None]:
    """The lines of ``stream``, split on ``b"\\n"`` only, each with its ``"\\n"``; ``None`` for a
    line longer than :data:`MAX_LINE_BYTES` (without the ``"\\n"``), which is read past in bounded
    pieces, never kept whole."""
    while True:
        raw = stream.readline(MAX_LINE_BYTES + 1)
        if not raw:
            return
        if len(raw) <= MAX_LINE_BYTES or raw.endswith(b"\n"):
            yield raw
            continue
        while raw and not raw.endswith(b"\n"):  # the rest of the too-long line
            raw = stream.readline(_SKIP_CHUNK)
        yield None


def _dumps(result: Any) -> str:
    """``result`` as one output line: JSON with no raw character that some readers take for a
    line break (U+2028, U+2029, U+0085 are escaped; JSON escapes the controls itself)."""
    text = json.dumps(result, ensure_ascii=False, separators=(",", ":"))
    for char, escape in _LINE_BREAK_ESCAPES:
        text = text.replace(char, escape)
    return text + "\n"


def serve(answer_line: Callable[[str], tuple[Any, bool]], stream: BinaryIO, out: TextIO) -> int:
    """Answer every non-blank line of ``stream`` with ``answer_line``, one JSON line each,
    flushed at once; 0 if all succeeded, else 1. Shared by the rules and the players' tools.

    Blank means empty or only JSON whitespace (space, tab, CR): any other line gets exactly one
    answer. Error messages are cut to :data:`MAX_MESSAGE` characters."""
    status = 0
    for raw in _input_lines(stream):
        if raw is None:
            result: Any = {"error": f"the line is longer than {MAX_LINE_BYTES} bytes: not read"}
            ok = False
        elif not raw.strip(JSON_WHITESPACE):
            continue
        else:
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                result, ok = {"error": "the line is not UTF-8 text"}, False
            else:
                result, ok = answer_line(line)
        if not ok:
            status = 1
            if isinstance(result, dict) and isinstance(result.get("error"), str):
                result = {**result, "error": shorten(result["error"])}
        out.write(_dumps(result))
        out.flush()
    return status


def run(command: str, stream: BinaryIO, out: TextIO) -> int:
    """Answer every line of ``stream``; 0 if all succeeded, else 1."""
    return serve(lambda line: answer(command, line), stream, out)


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m game.rules``."""
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in ("-h", "--help") or args[0] not in COMMANDS or len(args) > 2:
        sys.stderr.write(USAGE)
        return 0 if args and args[0] in ("-h", "--help") else 2
    if isinstance(sys.stdout, __import__("io").TextIOWrapper):
        sys.stdout.reconfigure(encoding="utf-8")
    source = args[1] if len(args) == 2 else "-"
    try:
        if source == "-":
            return run(args[0], sys.stdin.buffer, sys.stdout)
        with open(source, "rb") as f:
            return run(args[0], f, sys.stdout)
    except OSError as e:
        sys.stderr.write(f"cannot read {source}: {e}\n")
        return 2
    except KeyboardInterrupt:
        return 130
