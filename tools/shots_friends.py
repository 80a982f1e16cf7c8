#!/usr/bin/env python3
"""Screenshots of the friends' table's screens, to look at: the host's setup, the join screen
(a table found, from a fake browser: nothing is multicast), the host's lobby with a friend
seated, a friends' table with a reaction bubble, a held seat with its countdown, and a friend
rejoining (the join screen rejoining, then the seat back at the table).

Everything plays in one process over 127.0.0.1, headless (the dummy video driver), in a
throw-away data folder.

Usage::

    python tools/shots_friends.py --out shots-friends
    python tools/shots_friends.py --lang hi --out shots-friends-hi
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SEEP_SPEECH", "off")
ROOT = Path(__file__).resolve().parent.parent
# tools/ itself off the path: its i18n.py would shadow pygame-gui's python-i18n.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT / "tools"]
sys.path.insert(0, str(ROOT))

from game import i18n  # noqa: E402
from game.app import App, Options  # noqa: E402
from game.net.app import JoinedTable  # noqa: E402
from game.net.discovery import FoundTable  # noqa: E402
from game.net.protocol import VERSION  # noqa: E402
from game.play.events import ReactionShown, SeatNews  # noqa: E402
from game.scenes.friends import lobby as lobby_screen  # noqa: E402
from game.scenes.friends.host import HostSetupScene  # noqa: E402
from game.scenes.friends.join import JoinScene  # noqa: E402
from game.scenes.friends.lobby import host_lobby  # noqa: E402
from game.scenes.table.scene import TableScene  # noqa: E402
from game.storage.settings import AnimationSpeed  # noqa: E402
from game.storage.store import SaveStore  # noqa: E402


class FakeBrowser:
    """A browser that "finds" the tables it is given (no network)."""

    def __init__(self, tables: list[FoundTable]) -> None:
        self.found = tables

    def start(self) -> bool:
        return True

    def tables(self) -> list[FoundTable]:
        return list(self.found)

    def stop(self) -> None:
        return None


def until(app: App, done: Callable[[], bool], limit: int = 600) -> None:
    for _ in range(limit):
        if done():
            return
        app.run(frames=1)
    raise SystemExit("timed out")


def shoot(app: App, out: Path, name: str, frames: int = 3) -> None:
    app.run(frames=frames)
    app.save_screenshot(out / f"{name}.png")
    print(out / f"{name}.png")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("shots-friends"))
    parser.add_argument("--lang", default="en", choices=sorted(i18n.LANGUAGES))
    args = parser.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    lobby_screen.ADVERTISE = lambda *a: None  # nothing is announced on the network
    with tempfile.TemporaryDirectory() as folder:
        host_app = App(
            Options(size=(1280, 720), lang=args.lang), store=SaveStore(Path(folder) / "h")
        )
        host_app.ctx.settings.animation_speed = AnimationSpeed.OFF
        host_app.ctx.settings.player_name = "Asha"
        ctx = host_app.ctx
        ctx.scenes.push(HostSetupScene(ctx))
        shoot(host_app, out, "01_host_setup")
        setup = ctx.scenes.top
        assert isinstance(setup, HostSetupScene)
        setup.seats = {1: "medium", 2: "remote", 3: "hard"}
        setup.timer = 30
        setup.hints = True
        setup._build()
        shoot(host_app, out, "02_host_setup_seats")
        lobby = host_lobby(ctx, setup.choices_made())
        assert lobby is not None
        ctx.scenes.replace(lobby)
        shoot(host_app, out, "03_lobby_waiting")
        host = lobby.host
        assert host is not None
        found = FoundTable("Asha's table", "127.0.0.1", host.table.port, VERSION, 4, 1, "a")
        join = JoinScene(
            ctx,
            FakeBrowser(
                [found, FoundTable("Ravi's table", "192.168.1.31", 47474, VERSION, 4, 2, "r")]
            ),
        )
        ctx.scenes.push(join)
        shoot(host_app, out, "04_join_found")
        join._chooser(found)()
        join.fields["code"].set_text("ABC123")
        join.join()
        until(host_app, lambda: join.joined is None)
        shoot(host_app, out, "05_join_wrong_code")
        ctx.scenes.pop()
        host_app.run(frames=2)
        friend = JoinedTable("127.0.0.1", host.table.port, host.table.code, "Priya")
        friend.connect()
        until(host_app, lambda: (friend.poll(), friend.state)[1] == "lobby")
        shoot(host_app, out, "06_lobby_friend_seated", frames=10)
        lobby.start()
        host_app.run(frames=2)
        table = ctx.scenes.top
        assert isinstance(table, TableScene) and table.friends is not None
        for _ in range(300):  # the host's bid, if it comes (a friend's seat here plays nothing)
            friend.poll()
            if table.link.status().to_act:
                break
            host_app.run(frames=1)
        table.friends.show(ReactionShown(2, "shabash"), table)
        shoot(host_app, out, "07_table_reaction", frames=20)
        table.friends.show(SeatNews(2, "held", "Priya"), table)
        host_app.run(frames=200)
        shoot(host_app, out, "08_table_held_seat")
        table.friends.show(SeatNews(2, "back", "Priya"), table)
        shoot(host_app, out, "09_table_back", frames=10)
        friend.close()
        host_app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
