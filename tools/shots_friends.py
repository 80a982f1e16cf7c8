#!/usr/bin/env python3
"""Screenshots of the friends' table's screens, to look at: the host's setup, the join screen
(a table found, from a fake browser: nothing is multicast), the host's lobby with a friend
seated, a friends' table with a reaction bubble, a held seat with its countdown, and a friend
rejoining (the join screen rejoining, then the seat back at the table).

Everything plays over 127.0.0.1, headless (the dummy video driver), in a
throw-away data folder; the friend is a second copy (this tool with --friend), whose speech is
recorded in OUT/friend_speech.jsonl (SEEP_SPEECH=record:FILE).

Usage::

    python tools/shots_friends.py --out shots-friends
    python tools/shots_friends.py --lang hi --out shots-friends-hi
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SEEP_SPEECH", "off")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
# tools/ itself off the path: its i18n.py would shadow pygame-gui's python-i18n.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT / "tools"]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.app import App, Options  # noqa: E402
from game.net.discovery import FoundTable  # noqa: E402
from game.net.protocol import VERSION  # noqa: E402
from game.rules import legal_moves  # noqa: E402
from game.scenes.friends import lobby as lobby_screen  # noqa: E402
from game.scenes.friends.host import HostSetupScene  # noqa: E402
from game.scenes.friends.join import JoinScene  # noqa: E402
from game.scenes.friends.lobby import LobbyScene, host_lobby  # noqa: E402
from game.scenes.friends.menu import FriendsMenuScene  # noqa: E402
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


def until(app: App, done: Callable[[], bool], seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if done():
            return
        app.run(frames=1)
    raise SystemExit("timed out")


def shoot(app: App, out: Path, name: str, frames: int = 3) -> None:
    app.run(frames=frames)
    app.save_screenshot(out / f"{name}.png")
    print(out / f"{name}.png")


def act(scene: TableScene) -> None:
    """The seat's next bid or play, through the table (the first legal one)."""
    if scene.overlay_open:
        return
    panel = scene.chooser.panel
    if panel is not None:
        panel.pick(0)  # as a click on its first item
    elif scene.my_turn():
        move = legal_moves(scene.position)[0]
        scene.controller.play_card(move.card, scene.board.card_anchor(move.card))


def start_friend(args: argparse.Namespace, port: int, code: str) -> subprocess.Popen[bytes]:
    """A second copy of Seep (this tool as the friend), joining over 127.0.0.1."""
    command = [sys.executable, str(Path(__file__).resolve()), "--out", str(args.out)]
    command += ["--lang", args.lang, "--friend", f"127.0.0.1:{port}", "--code", code]
    # What the friend's copy says is recorded (the speech record of a friend's seat).
    speech = f"record:{Path(args.out).resolve() / 'friend_speech.jsonl'}"
    return subprocess.Popen(command, env={**os.environ, "SEEP_SPEECH": speech})


def play_host(app: App, table: TableScene, friend: subprocess.Popen[bytes], out: Path) -> None:
    """The host plays on until the friend's copy is done; its shots follow the friend's
    reaction, drop and return."""
    assert table.friends is not None
    shots = {"07_host_table_reaction": False, "08_host_held_seat": False, "09_host_back": False}
    deadline = time.monotonic() + 240
    while friend.poll() is None and time.monotonic() < deadline:
        app.run(frames=1)
        act(table)
        if table.friends.bubbles and not shots["07_host_table_reaction"]:
            shots["07_host_table_reaction"] = True
            shoot(app, out, "07_host_table_reaction", frames=20)
        if table.friends.held and not shots["08_host_held_seat"]:
            shots["08_host_held_seat"] = True
            shoot(app, out, "08_host_held_seat", frames=40)
        if shots["08_host_held_seat"] and not table.friends.held and not shots["09_host_back"]:
            shots["09_host_back"] = True
            shoot(app, out, "09_host_back", frames=5)
    if friend.poll() is None:
        friend.kill()
        raise SystemExit("the friend's copy did not finish")


def friend_main(args: argparse.Namespace) -> int:
    """The friend's copy: join through the screens, play, react, drop, rejoin; shots f1-f5."""
    out: Path = args.out
    host, port = args.friend.rsplit(":", 1)
    with tempfile.TemporaryDirectory() as folder:
        app = App(Options(size=(1280, 720), lang=args.lang), store=SaveStore(Path(folder)))
        app.ctx.settings.animation_speed = AnimationSpeed.OFF
        app.ctx.settings.player_name = "Priya"
        ctx = app.ctx
        found = FoundTable("Asha's table", host, int(port), VERSION, 4, 1, "asha")
        ctx.open_scene("friends")
        app.run(frames=2)
        join = JoinScene(ctx, FakeBrowser([found]))
        ctx.scenes.push(join)
        app.run(frames=3)
        join._chooser(found)()
        join.fields["code"].set_text(args.code)
        join.join()
        until(app, lambda: isinstance(ctx.scenes.top, LobbyScene), seconds=30)
        shoot(app, out, "f1_friend_lobby", frames=10)
        until(app, lambda: isinstance(ctx.scenes.top, TableScene), seconds=60)
        table = ctx.scenes.top
        assert isinstance(table, TableScene) and table.friends is not None
        play(app, table, 400)
        table.handle_event(key(pygame.K_2, pygame.KMOD_CTRL))  # Shabash!
        until(app, lambda: bool(table.friends and table.friends.bubbles), seconds=10)
        shoot(app, out, "f2_friend_table_reaction", frames=10)
        play(app, table, 200)
        table.leave_table()  # the friend's laptop closes: the seat is held
        app.run(frames=30)
        time.sleep(3.0)  # a while away (the host's shot of the held seat)
        ctx.scenes.pop()  # the join screen: back to the friends' menu, which offers to rejoin
        app.run(frames=3)
        shoot(app, out, "f3_friends_menu_rejoin")
        menu = ctx.scenes.top
        assert isinstance(menu, FriendsMenuScene)
        menu.rejoin()
        app.run(frames=2)
        shoot(app, out, "f4_rejoining", frames=1)
        until(app, lambda: isinstance(ctx.scenes.top, TableScene), seconds=30)
        table = ctx.scenes.top
        assert isinstance(table, TableScene)
        app.run(frames=10)
        shoot(app, out, "f5_friend_back_at_the_table", frames=5)
        play(app, table, 200)
        app.close()
    return 0


def play(app: App, table: TableScene, frames: int) -> None:
    for _ in range(frames):
        app.run(frames=1)
        act(table)


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("shots-friends"))
    parser.add_argument("--lang", default="en", choices=sorted(i18n.LANGUAGES))
    parser.add_argument("--friend", help="(the second copy) join the host at HOST:PORT")
    parser.add_argument("--code", help="(the second copy) the join code")
    args = parser.parse_args()
    if args.friend:
        return friend_main(args)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    lobby_screen.ADVERTISE = lambda side, seats: None  # nothing is announced on the network
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
        friend = start_friend(args, host.table.port, host.table.code)
        until(host_app, lambda: lobby.can_start(), seconds=60)
        shoot(host_app, out, "06_lobby_friend_seated", frames=10)
        lobby.start()
        host_app.run(frames=2)
        table = ctx.scenes.top
        assert isinstance(table, TableScene) and table.friends is not None
        table.pace = 0.0
        play_host(host_app, table, friend, out)
        host_app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
