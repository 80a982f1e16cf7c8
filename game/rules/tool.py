"""``python -m game.rules moves|apply|replay|explain [FILE|-]``: the rules tool, over JSON Lines.

Each input line gets one output line, written and flushed at once. Bad input gives
``{"error": "..."}`` and the tool goes on; the exit status is 1 if any line failed.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any, BinaryIO, TextIO

from game.rules import movegen
from game.rules.engine import apply as apply_move
from game.rules.errors import InvalidNotationError, InvalidPositionError, SeepError
from game.rules.explain import explain
from game.rules.match import replay
from game.rules.moves import Move
from game.rules.notation import position_from_json, position_to_json

USAGE = """usage: python -m game.rules COMMAND [FILE|-]

commands (one JSON document per input line, one answer per output line):
  moves     a seep-position/1 position -> the array of every legal move of to_play
  apply     {"position": P, "move": M}  -> the position after the move
  replay    a seep-record/1 record      -> the match summary
  explain   {"position": P, "move": M}  -> {"legal": true} or {"legal": false, "reason": ...}
"""


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
        return {"legal": False, "reason": str(e)}
    reason = explain(pos, move)
    if reason is None:
        return {"legal": True}
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
        return {"error": f"internal error ({type(e).__name__}: {e}); please report it"}, False


def serve(answer_line: Callable[[str], tuple[Any, bool]], stream: BinaryIO, out: TextIO) -> int:
    """Answer every non-blank line of ``stream`` with ``answer_line``, one JSON line each,
    flushed at once; 0 if all succeeded, else 1. Shared by the rules and the players' tools."""
    status = 0
    for raw in stream:
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError:
            result, ok = {"error": "the line is not UTF-8 text"}, False
        else:
            if not line.strip():
                continue
            result, ok = answer_line(line)
        if not ok:
            status = 1
        out.write(json.dumps(result, ensure_ascii=False, separators=(",", ":")) + "\n")
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
