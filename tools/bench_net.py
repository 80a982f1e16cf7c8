"""The friends' table on loopback: how soon a move on the host reaches each friend, and the
host's CPU per move.

    python tools/bench_net.py                 # one whole match, 4 seats; a few seconds
    python tools/bench_net.py --seed 5 --level easy

A host (:class:`game.net.host.HostTable`, its own seat played by a computer at full speed) and
three headless friends (:class:`game.net.client.HeadlessPlayer`, each in its own thread over a
real socket) play a whole match. For every move the host stamps the moment the move is told
(right after it is applied) and each friend the moment the ``move`` message is read; both stamps
are ``time.perf_counter`` of this one process. The host's CPU is its own thread's
(``time.thread_time``) over the match, divided by the moves.

The last line is JSON: ``{"p50_ms": .., "p95_ms": .., "host_cpu_ms_per_move": .., "moves": ..}``.
Goal: p95 <= 20 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.net.client import Connection, HeadlessPlayer  # noqa: E402
from game.net.host import HostTable  # noqa: E402
from game.play.events import MoveMade, StreamEvent  # noqa: E402

CODE = "BENCH2"
Key = tuple[int, str, int]


class TimedHost(HostTable):
    """The host table, stamping each move as it is told."""

    sent: dict[Key, float]

    def _send_event(self, event: StreamEvent) -> None:
        if isinstance(event, MoveMade):
            after = event.after
            self.sent[(self.deal, after.phase, after.plays_made)] = time.perf_counter()
        super()._send_event(event)


class TimedFriend(HeadlessPlayer):
    """A headless friend, stamping each move message as it is read."""

    arrived: dict[Key, float]

    def _next(self, conn: Connection) -> dict[str, Any]:
        message = super()._next(conn)
        if message["type"] == "move":
            key = (message["deal"], message["phase"], message["plays_made"])
            self.arrived[key] = time.perf_counter()
        return message


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--level", default="easy", help="level of every computer player")
    args = parser.parse_args(argv)

    host = TimedHost(
        [args.level, "remote", "remote", "remote"], seed=args.seed, code=CODE, bind="127.0.0.1"
    )
    host.sent = {}
    port = host.listen()
    friends: list[TimedFriend] = []
    threads = []
    for i in range(3):
        friend = TimedFriend(args.level, CODE, name=f"F{i}", seed=i)
        friend.arrived = {}

        def play(f: TimedFriend = friend) -> None:
            conn = Connection("127.0.0.1", port)
            try:
                f.join(conn)  # (the host's loop below seats it)
                f.play(conn)
            finally:
                conn.close()

        thread = threading.Thread(target=play, daemon=True)
        thread.start()
        friends.append(friend)
        threads.append(thread)
    cpu0, wall0 = time.thread_time(), time.perf_counter()
    host.run(limit=600)
    cpu, wall = time.thread_time() - cpu0, time.perf_counter() - wall0
    for thread in threads:
        thread.join(30)
    host.close()

    delays = [
        (friend.arrived[key] - at) * 1000
        for friend in friends
        for key, at in host.sent.items()
        if key in friend.arrived
    ]
    moves = len(host.sent)
    if not delays or moves == 0:
        print("no move arrived", file=sys.stderr)
        return 1
    delays.sort()
    p50 = statistics.median(delays)
    p95 = delays[min(len(delays) - 1, int(0.95 * len(delays)))]
    figures = {
        "p50_ms": round(p50, 2),
        "p95_ms": round(p95, 2),
        "max_ms": round(delays[-1], 2),
        "host_cpu_ms_per_move": round(cpu * 1000 / moves, 2),
        "moves": moves,
        "deals": len(host.session.match.summaries),
        "wall_s": round(wall, 1),
    }
    print(f"moves {moves} (deals {figures['deals']}), {len(delays)} arrivals, {wall:.1f} s")
    print(f"move to friend: p50 {p50:.2f} ms, p95 {p95:.2f} ms, max {delays[-1]:.2f} ms")
    print(f"host CPU per move: {figures['host_cpu_ms_per_move']} ms")
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
