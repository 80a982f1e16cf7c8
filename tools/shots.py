#!/usr/bin/env python3
"""Screenshots of every screen, in each language and size, to look at.

Plays headless (the dummy video driver) in a throw-away data folder and saves one PNG a
screen: the title, New game (both pages), Settings, the rulebook (its top and further down),
Statistics and Kept games (empty, then with three finished matches: every tab, a chosen row),
the tutorial (a lesson, the lessons list, a lesson further on with a hint and with an answer),
the table (the bid, play, a hint, a list of plays, a refusal, the keys dialog F1), the deal
summary, the pause menu, the match result, the replay viewer and a dialog; then the table's
rarer states (a list of plays for one drop, a refused drop, a seep's banner, the leftovers at
the deal's end). ``--table-set`` shoots only the before/after set of the table (the bid,
three houses, a drag, the summary, the result).

Usage::

    python tools/shots.py --out shots       # hi and pa, 1024x640 and 1280x720, into ./shots
    python tools/shots.py --lang en --size 1280x720 --out shots-en
"""

from __future__ import annotations

import argparse
import copy
import os
import random
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

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.app import App, Options  # noqa: E402
from game.play.savegame import GameSetup  # noqa: E402
from game.play.seat import LocalSeat  # noqa: E402
from game.play.session import Session  # noqa: E402
from game.rules import Match, Move, Position, Rules, legal_moves, needs_redeal  # noqa: E402
from game.rules.events import SeepMade  # noqa: E402
from game.rules.match import random_move, random_step  # noqa: E402
from game.rules.targets import (  # noqa: E402
    FloorTarget,
    HouseTarget,
    LooseTarget,
    Target,
    moves_for,
)
from game.scenes.menus.kept_games import KeptGamesScene  # noqa: E402
from game.scenes.table.scene import TableScene  # noqa: E402
from game.scenes.table.summary import (  # noqa: E402
    DealSummaryScene,
    MatchResultScene,
    PauseMenuScene,
    TableView,
)
from game.storage.saves import StoreStats  # noqa: E402
from game.storage.settings import AnimationSpeed  # noqa: E402
from game.storage.store import SaveStore  # noqa: E402


def game_of(scene: TableScene) -> Session:
    """The session behind a table (the table reaches it only through its seat link)."""
    link = scene.link
    assert isinstance(link, LocalSeat)
    return link.session


def _played(rules: Rules, seed: int) -> Match:
    """A match of ``rules`` played to its end with random moves."""
    match = Match.start(rules, seed=seed)
    rng = random.Random(seed)
    while not match.finished:
        random_step(match, rng)
    return match


#: A deal in play, ours to move, with three houses (one pakka and co-owned by two seats) and loose
#: cards: the seed and the moves that reach it.
THREE_HOUSES = (
    1567,
    (
        "bid 12",
        "build 4h+[8h]=12",
        "build As+[9d]=10",
        "add Tc+[]=10",
        "throw 5h",
        "build 6s+[5h]=11",
        "add Td+[]=10",
        "throw 8d",
    ),
)


def three_houses_match() -> Match:
    """The match of :data:`THREE_HOUSES`."""
    match = Match.start(Rules(), seed=THREE_HOUSES[0])
    for text in THREE_HOUSES[1]:
        (move,) = [m for m in legal_moves(match.position) if str(m) == text]
        match.play(move)
    return match


def result_view(table: TableScene, match: Match) -> TableView:
    """What the summary and result show of a finished ``match`` (with its record where the
    result takes one)."""
    fields = getattr(TableView, "__dataclass_fields__", {})
    extra = {"record": match.record, "level": "medium"} if "record" in fields else {}
    return TableView(
        match, table.words, table.images, 1, False, lambda: None, lambda: None, **extra
    )


def find_state(want: Callable[[Match], bool], seeds: range = range(400)) -> Match:
    """A match played at random until the human (seat 0) is to play and ``want`` holds."""
    for seed in seeds:
        match = Match.start(Rules(), seed=seed)
        rng = random.Random(seed)
        while not match.finished and not match.deal_done:
            pos = match.position
            if needs_redeal(pos) and not match.moves:
                break
            if pos.phase == "play" and pos.to_play == 0 and want(match):
                return match
            match.play(random_move(pos, rng))
    raise SystemExit("no match reaches the wanted state")


def _moves_with(match: Match, kind: type) -> list[Move]:
    """The moves whose events include a ``kind`` (tried on copies)."""
    found = []
    for move in legal_moves(match.position):
        if any(isinstance(e, kind) for e in copy.deepcopy(match).play(move)):
            found.append(move)
    return found


def _targets(pos: Position) -> list[Target]:
    out: list[Target] = [FloorTarget(), *(LooseTarget(c) for c in range(52) if pos.loose >> c & 1)]
    return out + [HouseTarget(h.value) for h in pos.houses.values()]


def _several_of(pos: Position) -> tuple[int, Target]:
    for card in pos.hand(0):
        for target in _targets(pos):
            if len(moves_for(pos, card, target)) > 1:
                return card, target
    raise ValueError("no drop with several plays")


def _has_several(match: Match) -> bool:
    try:
        _several_of(match.position)
    except ValueError:
        return False
    return bool(match.position.houses) and _refused_of(match.position) is not None


def _refused_of(pos: Position) -> tuple[int, Target] | None:
    for card in pos.hand(0):
        for target in _targets(pos)[1:]:
            if not moves_for(pos, card, target):
                return card, target
    return None


def _last_throw_with_leftovers(match: Match) -> bool:
    pos = match.position
    return (
        sum(pos.hand_sizes) == 1
        and pos.last_capturer is not None
        and bin(pos.loose).count("1") >= 2
        and any(m.action == "throw" for m in legal_moves(pos))
    )


class Shooter:
    def __init__(self, lang: str, size: tuple[int, int], out: Path, root: Path) -> None:
        self.lang = lang
        self.out = out
        self.app = App(Options(size=size, lang=lang), store=SaveStore(root))
        self.app.ctx.settings.animation_speed = AnimationSpeed.OFF
        self.tag = f"{lang}_{size[0]}x{size[1]}"
        self.saved: list[Path] = []

    def shot(self, name: str, frames: int = 3) -> None:
        self.app.run(frames=frames)
        path = self.out / f"{self.tag}_{name}.png"
        pygame.image.save(self.app.screen, path)
        self.saved.append(path)

    def back_to_title(self) -> None:
        ctx = self.app.ctx
        while len(ctx.scenes) > 1:
            ctx.scenes.pop()
            ctx.scenes.apply_pending()
        self.app.run(frames=2)

    def key(self, key: int, frames: int = 2) -> None:
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode=""))
        self.app.run(frames=frames)

    def menus(self) -> None:
        ctx = self.app.ctx
        self.shot("01_title")
        for i, name in enumerate(("new_game", "settings", "rules", "statistics", "kept_games")):
            ctx.open_scene(name)
            self.shot(f"0{i + 2}_{name}")
            if name == "rules":
                scroll: Callable[[float], None] | None = getattr(ctx.scenes.top, "scroll_by", None)
                if scroll is not None:
                    scroll(ctx.screen_size[1] * 2.5)
                    self.shot(f"0{i + 2}_{name}_further", frames=20)
            if name == "new_game":
                scene = ctx.scenes.top
                for b, button in enumerate(getattr(scene, "tab_buttons", [])[1:]):
                    button.pressed_event = True
                    scene._tab(getattr(scene, "pages", ["", "rules"])[b + 1])()
                    self.shot(f"0{i + 2}_{name}_page{b + 2}")
            self.back_to_title()
        ctx.open_scene("tutorial")
        self.shot("07_tutorial_lesson")
        scene = ctx.scenes.top
        opener: Callable[[], None] | None = getattr(scene, "open_lessons", None)
        if opener is not None:
            opener()
            self.shot("08_tutorial_lessons")
        self.back_to_title()
        self.lesson_feedback()

    def lesson_feedback(self) -> None:
        """A lesson further on (building houses): its hint, then the answer to a play that is
        not the one asked for (or the step's success)."""
        ctx = self.app.ctx
        ctx.open_scene("tutorial")
        self.app.run(frames=2)
        scene = ctx.scenes.top
        go_to: Callable[[int, int], None] | None = getattr(scene, "go_to", None)
        if go_to is None:
            self.back_to_title()
            return
        go_to(3, 0)
        self.app.run(frames=30)
        scene.hint()
        self.shot("09_tutorial_hint", frames=30)
        step, pos = scene.step, scene.pos
        moves = legal_moves(pos)
        wrong = [m for m in moves if not step.goal.met_by(pos, m)]
        if moves:
            scene.attempt((wrong or moves)[0])
            self.shot("09_tutorial_answer", frames=60)
        self.back_to_title()

    def table(self) -> None:
        ctx = self.app.ctx
        table = TableScene(ctx, GameSetup(seed=11))
        table.pace = 0.0
        ctx.scenes.push(table)
        self.app.run(frames=2)
        for _ in range(600):
            if table.chooser.panel is not None or table.my_turn():
                break
            self.app.run(frames=1)
        self.shot("10_table_bid")
        for _ in range(2000):  # play on (computer moves, and ours at random) to a busier floor
            pos = game_of(table).match.position
            if (
                pos.phase == "play"
                and table.my_turn()
                and len(pos.loose_cards()) + len(pos.houses) >= 4
                and len(game_of(table).match.moves) >= 8
            ):
                break
            if table.chooser.panel is not None and not table.chooser.panel.closed:
                table.chooser.panel.pick(0)  # the bid, from its list (as a player picks it)
            elif table.my_turn():
                table.controller.play(
                    random.Random(len(game_of(table).match.moves)).choice(legal_moves(pos))
                )
            self.app.run(frames=1)
        self.shot("11_table_play")
        table.hint()
        for _ in range(200):
            self.app.run(frames=1)
        self.shot("12_table_hint")
        table.show_last_play()
        self.shot("12_table_last_play")
        pos = game_of(table).match.position
        hand = pos.hands[table.human] or 0
        several = None
        refused = None
        for card in range(52):
            if not hand >> card & 1:
                continue
            targets = [FloorTarget(), *(LooseTarget(c) for c in range(52) if pos.loose >> c & 1)]
            targets += [HouseTarget(h.value) for h in pos.houses]
            for target in targets:
                found = moves_for(pos, card, target)
                if len(found) > 1 and several is None:
                    several = (card, target)
                if not found and refused is None and not isinstance(target, FloorTarget):
                    refused = (card, target)
        if several is not None:
            table.controller.card_pointed(
                several[0],
                several[1],
                (ctx.screen_size[0] // 2, ctx.screen_size[1] // 2),
                dragged=False,
            )
            self.shot("13_table_choices")
            if table.chooser.panel is not None:
                table.chooser.cancel()
        if refused is not None:
            point = (ctx.screen_size[0] // 2, ctx.screen_size[1] // 2)
            table.controller.card_pointed(refused[0], refused[1], point, dragged=False)
            self.shot("14_table_refused", frames=4)
        if table.chooser.panel is not None and not table.chooser.panel.closed:
            table.chooser.cancel()
        self.key(pygame.K_F1, frames=3)
        self.shot("14_table_keys")
        ctx.dialogs.close_all()
        self.app.run(frames=2)
        ctx.scenes.push(PauseMenuScene(ctx, game_of(table).match.rules))
        self.shot("15_pause")
        ctx.scenes.pop()
        ctx.scenes.apply_pending()
        one = Rules().replace(match_mode="rounds", rounds_count=1)
        match = _played(one, 3)
        view = TableView(match, table.words, table.images, 1, False, lambda: None, lambda: None)
        ctx.scenes.push(DealSummaryScene(ctx, view))
        self.shot("16_deal_summary")
        ctx.scenes.pop()
        ctx.scenes.apply_pending()
        ctx.scenes.push(MatchResultScene(ctx, view))
        self.shot("17_match_result", frames=8)
        self.back_to_title()
        ctx.dialogs.confirm(
            i18n._("Start a new game? The game you saved will be replaced."),
            lambda: None,
            title=i18n._("New game"),
        )
        self.shot("18_dialog")

    def with_data(self) -> None:
        """Three short matches finished and counted (as the table counts them), then
        Statistics (each tab), Kept games (a row chosen) and the replay viewer."""
        ctx = self.app.ctx
        ctx.dialogs.close_all()  # the last table shot's
        counter = StoreStats(ctx.store)
        rules = Rules().replace(match_mode="rounds", rounds_count=2)
        for seed, level in ((3, "easy"), (5, "medium"), (8, "hard")):
            setup = GameSetup(rules=rules, seed=seed, opponents=level, partner=level)
            match = Match.start(rules, seed=seed)
            rng = random.Random(seed)
            while not match.finished:
                ended = match.deal_done
                random_step(match, rng)
                if match.deal_done and not ended and match.summaries[-1].ended_by != "thrown_in":
                    counter.deal_ended(match, setup)
        ctx.open_scene("statistics")
        self.shot("20_statistics_data")
        scene = ctx.scenes.top
        show: Callable[[str], None] | None = getattr(scene, "show", None)
        if show is not None:
            for view in ("preset", "recent"):
                show(view)
                self.shot(f"20_statistics_{view}")
        self.back_to_title()
        ctx.scenes.push(KeptGamesScene(ctx))
        ctx.scenes.apply_pending()
        self.app.run(frames=2)
        kept = ctx.scenes.top
        if isinstance(kept, KeptGamesScene) and kept.games:
            kept.select(0)
            self.shot("21_kept_games_data")
            kept.replay_selected()
            ctx.scenes.apply_pending()
            for _ in range(8):
                self.key(pygame.K_RIGHT)
            self.shot("22_replay", frames=20)
        self.back_to_title()

    def table_set(self) -> None:
        """The table's set for before/after comparisons: the bid, a deal in play with three
        houses (one pakka and co-owned), a card dragged over a house, the deal summary and the
        match result."""
        ctx = self.app.ctx
        table = TableScene(ctx, GameSetup(seed=11))
        table.pace = 0.0
        ctx.scenes.push(table)
        self.app.run(frames=2)
        for _ in range(600):
            if table.chooser.panel is not None or table.my_turn():
                break
            self.app.run(frames=1)
        self.shot("30_bid", frames=8)
        ctx.scenes.pop()
        ctx.scenes.apply_pending()
        table = TableScene(ctx, GameSetup(seed=THREE_HOUSES[0]), three_houses_match())
        table.pace = 0.0
        ctx.scenes.push(table)
        self.app.run(frames=10)
        self.shot("31_three_houses")
        board = table.board
        pos = game_of(table).match.position
        card = max(pos.hand(table.human), key=lambda c: c >> 2)
        sprite = board.sprites[card]
        start = (round(sprite.x), round(sprite.y))
        house = board.house_rects[max(board.house_rects)]
        end = house.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        self.app.run(frames=1)
        for i in range(1, 13):
            x = start[0] + (end[0] - start[0]) * i // 12
            y = start[1] + (end[1] - start[1]) * i // 12
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
            )
            self.app.run(frames=1)
        self.shot("32_drag", frames=1)
        board.cancel_pointer(pos)
        self.app.run(frames=2)
        three = Rules().replace(match_mode="rounds", rounds_count=3)
        match = _played(three, 4)
        view = result_view(table, match)
        ctx.scenes.push(DealSummaryScene(ctx, view))
        self.shot("33_deal_summary", frames=8)
        ctx.scenes.pop()
        ctx.scenes.apply_pending()
        result = MatchResultScene(ctx, view)
        ctx.scenes.push(result)
        self.app.run(frames=2)
        confetti = getattr(result, "confetti", None)
        if not getattr(confetti, "active", confetti):  # a lost match: confetti all the same
            getattr(result, "celebrate", lambda: None)()
        self.shot("34_match_result", frames=40)
        self.back_to_title()

    def table_states(self) -> None:
        """The table's states the design brief lists that a random game seldom shows: a list
        of plays for one drop, a refused drop, a seep's banner and the leftovers going to the
        last capturer at the deal's end."""
        ctx = self.app.ctx
        several = find_state(_has_several)
        table = self._open(several)
        pos = table.position
        card, target = _several_of(pos)
        centre = (ctx.screen_size[0] // 2, ctx.screen_size[1] // 2)
        table.controller.card_pointed(card, target, centre, dragged=False)
        self.shot("40_choice_list")
        table.chooser.cancel()
        refused = _refused_of(pos)
        if refused is not None:
            table.controller.card_pointed(refused[0], refused[1], centre, dragged=False)
            self.shot("41_refused_drop", frames=4)
        self._close(table)
        seep = find_state(lambda m: bool(_moves_with(m, SeepMade)))
        table = self._open(seep, speed=AnimationSpeed.NORMAL)
        table.controller.play(_moves_with(seep, SeepMade)[0])
        for _ in range(240):
            self.app.run(frames=1)
            if table.board.banner is not None and table.board.banner.alpha > 0.9:
                break
        self.shot("42_seep_banner", frames=1)
        self._close(table)
        last = find_state(_last_throw_with_leftovers)
        table = self._open(last, speed=AnimationSpeed.NORMAL)
        (throw, *_rest) = [m for m in legal_moves(last.position) if m.action == "throw"]
        table.controller.play(throw)
        self.shot("43_leftovers", frames=40)
        self._close(table)
        ctx.settings.animation_speed = AnimationSpeed.OFF

    def _open(self, match: Match, speed: AnimationSpeed = AnimationSpeed.OFF) -> TableScene:
        ctx = self.app.ctx
        ctx.settings.animation_speed = speed
        table = TableScene(ctx, GameSetup(seed=11), match)
        table.pace = 0.0
        ctx.scenes.push(table)
        self.app.run(frames=30)
        return table

    def _close(self, table: TableScene) -> None:
        ctx = self.app.ctx
        ctx.dialogs.close_all()
        while ctx.scenes.top is not table and len(ctx.scenes) > 1:
            ctx.scenes.pop()
            ctx.scenes.apply_pending()
        self.back_to_title()

    def close(self) -> None:
        self.app.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "seep-shots")
    parser.add_argument("--lang", action="append", choices=sorted(i18n.LANGUAGES))
    parser.add_argument("--size", action="append")
    parser.add_argument("--table-set", action="store_true", help="only the table's set")
    a = parser.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    langs = a.lang or ["hi", "pa"]
    sizes = [tuple(int(x) for x in s.split("x")) for s in (a.size or ["1024x640", "1280x720"])]
    count = 0
    for lang in langs:
        for size in sizes:
            with tempfile.TemporaryDirectory() as root:
                shooter = Shooter(lang, (size[0], size[1]), a.out, Path(root))
                try:
                    if a.table_set:
                        shooter.table_set()
                    else:
                        shooter.menus()
                        shooter.table()
                        shooter.back_to_title()
                        shooter.table_states()
                        shooter.with_data()
                finally:
                    shooter.close()
                    i18n.set_language("en")
                count += len(shooter.saved)
                print(f"{shooter.tag}: {len(shooter.saved)} screenshots")
    print(f'{{"screenshots": {count}, "out": "{a.out}"}}')
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
