"""The headless tool: ``python -m game.net host ...`` and ``python -m game.net join ...``.

``host --seats remote,easy,remote,hard [--port P] [--bind ADDR] [--code CODE] [--rules JSON]
[--seed N] [--record FILE] [--grace S] [--fill LEVEL]`` prints ``{"port": P, "code": "CODE"}``
once it listens, plays the match (computers at full speed), writes its ``seep-record/1`` to
``--record`` and prints ``{"finished": true, "deals": N}``.

``join HOST:PORT --code CODE --level L [--log FILE] [--token FILE] [--name NAME]`` prints
``{"seat": s}``, plays the seat with the computer player of level ``L`` from what arrives, logs
every message as received, keeps its rejoin token, and prints a last JSON line. A refused join
(a wrong code): exit 2 and one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path

from game.ai import LEVELS
from game.net.client import Connection, HeadlessPlayer, JoinRefused, read_token, summary_line
from game.net.host import HostTable
from game.net.protocol import ProtocolError
from game.net.transport import new_code
from game.rules import Rules, SeepError


def _say(obj: object) -> None:
    print(json.dumps(obj), flush=True)


def host(args: argparse.Namespace) -> int:
    try:
        rules = Rules.from_json(json.loads(args.rules)) if args.rules else Rules()
    except (ValueError, SeepError) as exc:
        print(f"seep host: --rules: {exc}", file=sys.stderr)
        return 2
    roles = [r.strip() for r in args.seats.split(",")]
    for role in roles:
        if role != "remote" and role not in LEVELS:
            print(f"seep host: unknown seat {role!r} (remote or a level)", file=sys.stderr)
            return 2
    code = args.code or new_code()
    try:
        table = HostTable(
            roles,
            rules=rules,
            seed=args.seed,
            code=code,
            bind=args.bind,
            port=args.port,
            grace=args.grace,
            fill=args.fill,
        )
        port = table.listen()
    except (ValueError, OSError) as exc:
        print(f"seep host: {exc}", file=sys.stderr)
        return 2
    _say({"port": port, "code": code})
    try:
        table.run()
    finally:
        table.close()
    if args.record:
        Path(args.record).write_text(json.dumps(table.record().to_json()) + "\n", encoding="utf-8")
    _say({"finished": True, "deals": len(table.session.match.summaries)})
    return 0


def join(args: argparse.Namespace) -> int:
    address, _, port = args.address.rpartition(":")
    token_path = Path(args.token) if args.token else None
    log_file = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115
    player = HeadlessPlayer(
        args.level, args.code, name=args.name, token=read_token(token_path), log=log_file
    )
    try:
        conn = Connection(address.strip("[]") or "127.0.0.1", int(port))
        try:
            seat = player.join(conn)
            if token_path is not None and player.token:
                token_path.write_text(player.token + "\n", encoding="utf-8")
            _say({"seat": seat})
            finished = player.play(conn)
        finally:
            conn.close()
    except JoinRefused as exc:
        print(f"seep join: refused by the host: {exc.code}", file=sys.stderr)
        return 2
    except (OSError, ProtocolError, ValueError) as exc:
        print(f"seep join: {exc}", file=sys.stderr)
        return 1
    finally:
        if log_file is not None:
            log_file.close()
    if not finished:
        print("seep join: the host closed the table", file=sys.stderr)
        return 1
    print(summary_line(player), flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.net", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    h = sub.add_parser("host", help="host a table")
    h.add_argument("--seats", required=True)
    h.add_argument("--port", type=int, default=0)
    h.add_argument("--bind", default="0.0.0.0")
    h.add_argument("--code")
    h.add_argument("--rules")
    h.add_argument("--seed", type=int, default=0)
    h.add_argument("--record")
    h.add_argument("--grace", type=float, default=60.0)
    h.add_argument("--fill", default="medium", choices=list(LEVELS))
    j = sub.add_parser("join", help="join a table")
    j.add_argument("address", help="HOST:PORT")
    j.add_argument("--code", required=True)
    j.add_argument("--level", default="medium", choices=list(LEVELS))
    j.add_argument("--log")
    j.add_argument("--token")
    j.add_argument("--name", default="")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(message)s")
    return host(args) if args.command == "host" else join(args)


if __name__ == "__main__":
    sys.exit(main())
