"""Helpers for driving the table headless: real matches, synthetic pointer events, fixed steps.

Positions come from real play (seeded random moves), never hand-made, so every test position is
one the rules can reach and the saved record replays.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from pathlib import Path
from typing import Protocol, TypeVar

import pygame
from pygame_gui.elements import UIButton

from game.app import App, Options
from game.play.savegame import GameSetup
from game.play.seat import LocalSeat
from game.play.session import Session
from game.rules import Match, Move, Position, Rules, legal_moves, needs_redeal, random_move
from game.rules.targets import FloorTarget, HouseTarget, LooseTarget, Target, moves_for
from game.scenes.board import Board, sprite_rect
from game.scenes.kit.base import Scene
from game.scenes.menus.title import TitleScene
from game.scenes.table.scene import TableScene
from game.scenes.table.widgets import ChoicePanel
from game.storage.settings import AnimationSpeed
from game.storage.store import SaveStore

HUMAN = 0

S = TypeVar("S", bound=Scene)


def make_app(root: Path, size: tuple[int, int] = (1280, 720)) -> App:
    app = App(Options(size=size), store=SaveStore(root))
    app.ctx.settings.animation_speed = AnimationSpeed.OFF
    app.run(frames=1)
    return app


def find_match(
    want: Callable[[Match], bool], *, rules: Rules | None = None, seeds: range = range(200)
) -> Match:
    """A match played with seeded random moves until the human is to play and ``want`` holds."""
    for seed in seeds:
        match = Match.start(rules or Rules(), seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if match.finished:
                break
            if match.deal_done:
                match.next_deal()
                continue
            pos = match.position
            if needs_redeal(pos):
                match.throw_in()
                continue
            if pos.to_play == HUMAN and pos.phase == "play" and want(match):
                return match
            match.play(random_move(pos, rng))
    raise AssertionError("no match found with the wanted position")


def bid_list(app: App, scene: TableScene) -> ChoicePanel:
    """The bid's list, once the table opens it for the human (seed 11: the human bids first)."""
    for _ in range(300):
        if scene.chooser.panel is not None:
            break
        app.run(frames=1)
    panel = scene.chooser.panel
    assert panel is not None
    return panel


def game_of(scene: TableScene) -> Session:
    """The session behind a table (the table itself reaches it only through its seat link)."""
    link = scene.link
    assert isinstance(link, LocalSeat)
    return link.session


def open_table(app: App, match: Match | None = None, **setup: object) -> TableScene:
    scene = TableScene(app.ctx, GameSetup(seed=11, **setup), match)  # type: ignore[arg-type]
    scene.pace = 0.0
    app.ctx.scenes.push(scene)
    app.run(frames=2)
    return scene


def settle(app: App, frames: int = 4) -> None:
    app.run(frames=frames)


def run_until(app: App, done: Callable[[], bool], limit: int = 3000) -> None:
    for _ in range(limit):
        if done():
            return
        app.run(frames=1)
    raise AssertionError("timed out")


class OnBoard(Protocol):
    """A scene that owns a board (the table, the tutorial)."""

    @property
    def board(self) -> Board: ...


def point_on_card(scene: OnBoard, card: int) -> tuple[int, int]:
    """A point where the human's ``card`` is the topmost card (cards overlap in the fan)."""
    s = scene.board.sprites[card]
    w, h = s.size()
    a = math.radians(s.angle)
    for fy in (0.1, 0.3, -0.1, -0.3):
        for fx in (-0.42, -0.35, -0.25, -0.1, 0.0, 0.2, 0.4):
            lx, ly = fx * w, fy * h
            x = s.x + lx * math.cos(a) + ly * math.sin(a)
            y = s.y - lx * math.sin(a) + ly * math.cos(a)
            p = (round(x), round(y))
            if scene.board.hand_card_at(p) == card:
                return p
    raise AssertionError(f"card {card} cannot be pointed at")


def point_on_target(scene: OnBoard, target: Target) -> tuple[int, int]:
    """A point that means ``target`` (the open floor: a point of the play area clear of cards)."""
    if isinstance(target, HouseTarget):
        return scene.board.house_bounds(target.value).center
    if isinstance(target, LooseTarget):
        s = scene.board.sprites[target.card]
        return (round(s.x), round(s.y))
    occupied = [sprite_rect(scene.board.sprites[c]) for c in scene.board.floor_order]
    occupied += [r for r in scene.board.house_rects.values()]
    table = scene.board.places.table.table  # the play area
    for fy in (0.95, 0.5, 0.05):
        for fx in (0.03, 0.97, 0.5, 0.2, 0.8):
            p = (round(table.x + table.width * fx), round(table.y + table.height * fy))
            if not any(r.collidepoint(p) for r in occupied) and scene.board.target_at(p) == target:
                return p
    raise AssertionError("no open floor to point at")


def press(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)


def release(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)


def motion(pos: tuple[int, int], rel: tuple[int, int] = (0, 0)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1, 0, 0))


def click(app: App, pos: tuple[int, int], frames: int = 2) -> None:
    app.feed(motion(pos), press(pos), release(pos))
    app.run(frames=frames)


def click_into(app: App, button: UIButton, kind: type[S], frames: int = 3) -> S:
    """Click ``button``; the scene on top afterwards must be a ``kind``, and is returned."""
    click(app, button.rect.center, frames=frames)
    scene = app.ctx.scenes.top
    assert isinstance(scene, kind)
    return scene


def open_from_title(app: App, name: str, kind: type[S]) -> S:
    """Click the title screen's ``name`` button and return the ``kind`` scene it opens."""
    title = app.ctx.scenes.top
    assert isinstance(title, TitleScene)
    return click_into(app, title.buttons[name], kind)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """Press at ``start``, move in steps (one frame each), release at ``end``."""
    app.feed(motion(start), press(start))
    app.run(frames=1)
    for i in range(1, steps + 1):
        k = i / steps
        p = (round(start[0] + (end[0] - start[0]) * k), round(start[1] + (end[1] - start[1]) * k))
        app.feed(motion(p))
        app.run(frames=1)
    app.feed(release(end))
    app.run(frames=1)


def target_of(move: Move) -> Target:
    """A target that the move involves (for playing a chosen move through the UI)."""
    if move.action == "throw":
        return FloorTarget()
    if move.action == "capture" and move.house:
        return HouseTarget(move.house)
    if move.action == "add" and not move.loose:
        return HouseTarget(move.value)
    if move.action == "raise":
        return HouseTarget(move.house)
    return LooseTarget(move.loose_cards()[0])


def drop_moves(pos: Position, card: int, target: Target) -> list[Move]:
    return moves_for(pos, card, target)


def play_through_ui(app: App, scene: TableScene, rng: random.Random) -> None:
    """Make one human move through the screen: the bid panel, or click a card then a target."""
    pos = game_of(scene).match.position
    panel = scene.chooser.panel  # the list shown, if any
    if pos.phase == "bid":
        assert panel is not None and panel.on_cancel is None  # the bid may not be cancelled
        button = rng.choice(panel.buttons)
        click(app, button.rect.center)
        return
    move = rng.choice(legal_moves(pos))
    target = target_of(move)
    before = len(game_of(scene).match.moves)
    deals = len(game_of(scene).match.summaries)
    click(app, point_on_card(scene, move.card))
    click(app, point_on_target(scene, target))
    if scene.chooser.panel is not None:
        options = scene.chooser.moves
        click(app, scene.chooser.panel.buttons[options.index(move)].rect.center)
    if len(game_of(scene).match.summaries) == deals:
        assert game_of(scene).match.moves[before] == move
