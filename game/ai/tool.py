"""``python -m game.ai move --level LEVEL [--seed N] [FILE|-]``: the computer players' tool.

Reads positions (JSON Lines, as one seat sees them) and prints, for each, the move the player of
that level chooses for ``to_play``. Hidden information in the input is never looked at: the bot
gets only ``to_play``'s view. Errors are reported as ``{"error": ...}`` lines, as by the rules
tool; the exit status is 1 if any line failed.
"""

from __future__ import annotations

import argparse
import io
import json
import logging
import sys
from typing import Any, BinaryIO, TextIO

from game.ai.levels import LEVELS, all_names, make_bot
from game.rules import PlayerView, SeepError, position_from_json
from game.rules.tool import internal_error, serve

log = logging.getLogger(__name__)


def answer(level: str, seed: int, line: str) -> tuple[Any, bool]:
    """The move for one input line, and whether it succeeded."""
    try:
        data = json.loads(line)
    except (ValueError, RecursionError) as e:
        return {"error": f"not JSON: {e}"}, False
    try:
        pos = position_from_json(data)
        if pos.phase == "over":
            return {"error": "the deal is over: there is no move to make"}, False
        seat = pos.to_play
        if pos.hands[seat] is None:
            return {"error": f"the hand of seat {seat}, to play, is not shown"}, False
        view = PlayerView.of(pos, seat)
        if pos.phase == "bid" and not (pos.hands[seat] or 0) >> 32:
            return {"error": "the bidder holds nothing of 9 or more: the deal is thrown in"}, False
        move = make_bot(level, seed).choose(view)
        return move.to_json(), True
    except SeepError as e:
        return {"error": str(e)}, False
    except RecursionError:
        return {"error": "input nested too deeply"}, False
    except Exception as e:  # never a traceback for bad input: an error line, the details logged
        log.debug("internal error answering %.200s", line, exc_info=True)
        return {"error": internal_error(e)}, False


def run(level: str, seed: int, stream: BinaryIO, out: TextIO) -> int:
    """Answer every line; 0 if all succeeded, else 1."""
    return serve(lambda line: answer(level, seed, line), stream, out)


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m game.ai``."""
    parser = argparse.ArgumentParser(prog="python -m game.ai", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    move = sub.add_parser("move", help="choose moves for positions read as JSON Lines")
    move.add_argument("--level", required=True, choices=all_names(), help=", ".join(LEVELS))
    move.add_argument("--seed", type=int, default=0)
    move.add_argument("file", nargs="?", default="-")
    args = parser.parse_args(argv)
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(encoding="utf-8")
    try:
        if args.file == "-":
            return run(args.level, args.seed, sys.stdin.buffer, sys.stdout)
        with open(args.file, "rb") as f:
            return run(args.level, args.seed, f, sys.stdout)
    except OSError as e:
        sys.stderr.write(f"cannot read {args.file}: {e}\n")
        return 2
    except KeyboardInterrupt:
        return 130
