"""The table, headless: drags, clicks, choice lists, refusals, whole deals, autoplay, saves."""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.app import App, Options
from game.play.savegame import GameSetup, SaveError, load_payload
from game.rules import Match, Rules, legal_moves, needs_redeal
from game.rules.targets import (
    FloorTarget,
    HouseTarget,
    LooseTarget,
    Target,
    question_for,
)
from game.rules.targets import moves_for as moves_for_drop
from game.scenes.menus.title import TitleScene
from game.scenes.table.scene import TableScene
from game.scenes.table.summary import DealSummaryScene, MatchResultScene, PauseMenuScene
from game.storage.saves import save_payload, saved_record
from game.storage.store import SaveStore
from game.text.rules_reasons import explain_text, why_not
from game.text.spoken import for_the_ear
from tests.scenes.driver import TableDriver
from tests.scenes.tablekit import (
    HUMAN,
    click,
    drag,
    find_match,
    game_of,
    make_app,
    motion,
    open_table,
    play_through_ui,
    point_on_card,
    point_on_target,
    run_until,
    settle,
)


def _targets(match: Match) -> list[Target]:
    pos = match.position
    out: list[Target] = [FloorTarget()]
    out += [HouseTarget(v) for v in pos.houses]
    out += [LooseTarget(c) for c in pos.loose_cards()]
    return out


def _drops(match: Match, count: Callable[[int], bool], kinds: tuple[type, ...]) -> bool:
    pos = match.position
    for card in pos.hand(HUMAN):
        for t in _targets(match):
            if isinstance(t, kinds) and count(len(moves_for_drop(pos, card, t))):
                return True
    return False


def _pick(
    match: Match, count: Callable[[int], bool], kinds: tuple[type, ...]
) -> tuple[int, Target]:
    pos = match.position
    for card in pos.hand(HUMAN):
        for t in _targets(match):
            if isinstance(t, kinds) and count(len(moves_for_drop(pos, card, t))):
                return card, t
    raise AssertionError("no such drop")


def ONE(n: int) -> bool:
    return n == 1


def NONE(n: int) -> bool:
    return n == 0


def MANY(n: int) -> bool:
    return n >= 2


# -- the pure mapping -------------------------------------------------------------------------


def test_moves_for_drop_only_filters_legal_moves() -> None:
    match = find_match(lambda m: len(m.position.houses) >= 1 and len(m.position.loose_cards()) >= 3)
    pos = match.position
    legal = set(legal_moves(pos))
    seen = set()
    for card in pos.hand(HUMAN):
        for t in _targets(match):
            moves = moves_for_drop(pos, card, t)
            assert set(moves) <= legal
            assert all(m.card == card for m in moves)
            seen.update(moves)
    assert seen == legal  # every legal move can be reached by some drop


def test_a_refusal_is_the_engines_explanation() -> None:
    match = find_match(lambda m: _drops(m, NONE, (LooseTarget,)))
    card, target = _pick(match, NONE, (LooseTarget,))
    reason = explain_text(match.position, question_for(match.position, card, target))
    assert reason is not None
    text = why_not(match.position, card, target)
    assert text.lower().startswith(reason.lower()[:20])


# -- through the screen -----------------------------------------------------------------------


def test_dragging_a_card_onto_a_house_plays_that_move(app: App) -> None:
    match = find_match(lambda m: _drops(m, ONE, (HouseTarget,)))
    card, target = _pick(match, ONE, (HouseTarget,))
    (expected,) = moves_for_drop(match.position, card, target)
    scene = open_table(app, match)
    before = len(match.moves)
    drag(app, point_on_card(scene, card), point_on_target(scene, target))
    settle(app)
    assert len(game_of(scene).match.moves) > before  # (the computer players go on at once)
    assert game_of(scene).match.moves[before] == expected
    assert game_of(scene).match.deal_history()[before] == (HUMAN, expected)


def test_the_table_reaches_the_game_only_through_its_seat_link(app: App) -> None:
    """No attribute of the table (or of its narrator) is the session or the match."""
    from game.play.session import Session

    scene = open_table(app)
    for owner in (scene, scene.narrator):
        for name, value in vars(owner).items():
            assert not isinstance(value, (Session, Match)), name


def test_a_refused_play_is_shown_and_said(app: App) -> None:
    """A refusal from the session (here: not the human's turn) is an event the table shows in
    a toast and speaks."""
    match = find_match(lambda m: True)
    table = TableDriver.open(app, match)
    table.scene.pace = 10.0
    table.play(legal_moves(table.position)[0])  # the human plays; the next seat thinks
    table.frames(3)
    assert not table.my_turn()
    game_of(table.scene).play(legal_moves(table.position)[0])  # a play out of turn
    table.frames(1)
    assert table.toast() == "It is not your turn."
    assert table.said()[-1] == "It is not your turn."


def test_an_illegal_drop_returns_the_card_and_says_why(app: App) -> None:
    match = find_match(lambda m: _drops(m, NONE, (LooseTarget,)))
    card, target = _pick(match, NONE, (LooseTarget,))
    table = TableDriver.open(app, match)
    scene = table.scene
    home = (scene.board.sprites[card].x, scene.board.sprites[card].y)
    moves = len(match.moves)
    table.drag_card(card, target)
    assert table.toast() == why_not(match.position, card, target)
    assert table.said()[-1] == for_the_ear(why_not(match.position, card, target))
    table.frames(20)
    assert table.moves_made() == moves
    sprite = scene.board.sprites[card]
    assert sprite.kind == "hand" and not sprite.travelling
    assert (sprite.x, sprite.y) == pytest.approx(home, abs=1)


def test_an_ambiguous_drop_asks_and_the_pick_is_played(app: App) -> None:
    match = find_match(lambda m: _drops(m, MANY, (LooseTarget, HouseTarget)))
    card, target = _pick(match, MANY, (LooseTarget, HouseTarget))
    moves = moves_for_drop(match.position, card, target)
    table = TableDriver.open(app, match)
    table.drag_card(card, target)
    items = table.list_items()
    assert items is not None and len(items) == len(moves)
    assert table.list_may_be_cancelled()
    assert table.moves_made() == len(match.moves)  # nothing played yet
    before = table.moves_made()
    table.pick(1)
    table.frames(4)
    assert table.list_items() is None
    assert game_of(table.scene).match.moves[before] == moves[1]


def test_cancelling_the_choice_sends_the_card_home(app: App) -> None:
    match = find_match(lambda m: _drops(m, MANY, (LooseTarget, HouseTarget)))
    card, target = _pick(match, MANY, (LooseTarget, HouseTarget))
    table = TableDriver.open(app, match)
    scene = table.scene
    table.drag_card(card, target)
    assert table.list_items() is not None
    table.key(pygame.K_ESCAPE, frames=20)
    assert table.list_items() is None
    assert scene.board.sprites[card].kind == "hand" and not scene.board.sprites[card].travelling
    assert table.moves_made() == len(match.moves)


def test_click_to_select_then_click_a_target(app: App) -> None:
    match = find_match(lambda m: _drops(m, ONE, (LooseTarget,)))
    card, target = _pick(match, ONE, (LooseTarget,))
    (expected,) = moves_for_drop(match.position, card, target)
    table = TableDriver.open(app, match)
    table.click_card(card)
    assert table.scene.board.selected == card
    loose, _houses, _floor = table.glowing(card)
    assert isinstance(target, LooseTarget) and target.card in loose
    before = table.moves_made()
    table.click_target(target, frames=6)
    assert game_of(table.scene).match.moves[before] == expected


def test_double_click_plays_a_card_with_one_move(app: App) -> None:
    def one_move_card(m: Match) -> bool:
        pos = m.position
        return any(sum(1 for mv in legal_moves(pos) if mv.card == c) == 1 for c in pos.hand(HUMAN))

    match = find_match(one_move_card)
    pos = match.position
    card = next(
        c for c in pos.hand(HUMAN) if sum(1 for mv in legal_moves(pos) if mv.card == c) == 1
    )
    (expected,) = [mv for mv in legal_moves(pos) if mv.card == card]
    before = len(match.moves)
    scene = open_table(app, match)
    p = point_on_card(scene, card)
    click(app, p, frames=1)
    click(app, point_on_card(scene, card), frames=1)
    settle(app)
    assert game_of(scene).match.moves[before] == expected


def test_undo_takes_back_the_humans_play(app: App) -> None:
    match = find_match(lambda m: _drops(m, ONE, (FloorTarget, LooseTarget, HouseTarget)))
    card, target = _pick(match, ONE, (FloorTarget, LooseTarget, HouseTarget))
    scene = open_table(app, match)
    before = len(match.moves)
    click(app, point_on_card(scene, card))
    click(app, point_on_target(scene, target))
    settle(app)
    assert len(game_of(scene).match.moves) > before
    scene.pace = 10.0  # the next computer player is still thinking
    assert scene.buttons["undo"].is_enabled
    click(app, scene.buttons["undo"].rect.center)
    assert len(game_of(scene).match.moves) == before
    assert game_of(scene).match.position.to_play == HUMAN
    assert card in game_of(scene).match.position.hand(HUMAN)


def _moves_on_screen(app: App, scene: TableScene, rng: random.Random, limit: int) -> int:
    """Make the human's moves through the screen until the deal summary is up or ``limit``
    moves were made; returns how many."""
    human_moves = 0
    for _ in range(4000):
        top = app.ctx.scenes.top
        if isinstance(top, DealSummaryScene) or human_moves >= limit:
            break
        if top is scene and scene.my_turn():
            count = len(game_of(scene).match.moves)
            play_through_ui(app, scene, rng)
            assert len(game_of(scene).match.moves) > count or game_of(scene).match.deal_done
            human_moves += 1
            if not game_of(scene).match.deal_done:
                assert legal_moves(game_of(scene).match.position)
        else:
            app.run(frames=1)
    return human_moves


def test_the_humans_first_moves_are_made_on_screen(app: App) -> None:
    """The bounded version of the whole deal below: four moves through the screen."""
    scene = open_table(app, None)
    assert _moves_on_screen(app, scene, random.Random(5), 4) == 4


@pytest.mark.slow
def test_a_whole_deal_with_the_humans_moves_made_on_screen(app: App) -> None:
    scene = open_table(app, None)
    human_moves = _moves_on_screen(app, scene, random.Random(5), 100)
    assert isinstance(app.ctx.scenes.top, DealSummaryScene)
    assert human_moves >= 12  # a bid or not, the human plays 12 cards
    summary = game_of(scene).match.summaries[-1]
    assert sum(summary.card_points) == 100
    # The summary counts down to the next deal by itself.
    scene.ctx.sounds.muted = True
    run_until(app, lambda: app.ctx.scenes.top is scene, limit=800)
    assert not game_of(scene).match.deal_done


def test_a_thrown_in_deal_is_dealt_again(app: App) -> None:
    seed = next(s for s in range(500) if needs_redeal(Match.start(Rules(), seed=s).position))
    match = Match.start(Rules(), seed=seed)
    scene = open_table(app, match)
    run_until(app, lambda: bool(game_of(scene).match.summaries), limit=600)
    assert game_of(scene).match.summaries[0].ended_by == "thrown_in"
    assert game_of(scene).match.position.phase == "bid"
    assert any("thrown in" in line for line in scene.log.lines)


@pytest.mark.slow  # the bounded version: the next test (the first deal, kept and counted)
def test_autoplay_plays_a_whole_match(tmp_path: Path) -> None:
    a = App(Options(size=(1024, 640), autoplay=True, seed=3), store=SaveStore(tmp_path / "s"))
    try:
        a.run(frames=20000)
        assert a.table is not None
        assert game_of(a.table).match.finished
        assert not a.running
        assert not (tmp_path / "s" / "game.json").exists()  # autoplay never touches the save
        assert not (tmp_path / "s" / "stats.json").exists()  # nor the player's statistics
    finally:
        a.close()


def test_autoplay_with_a_data_dir_keeps_the_game_and_counts_the_first_deal(
    tmp_path: Path,
) -> None:
    """The bounded version of the whole match below: the first deal is kept and counted."""
    data = tmp_path / "d"
    a = App(Options(size=(1024, 640), autoplay=True, seed=3, data_dir=data))
    try:
        saved = False
        for _ in range(3000):
            a.run(frames=1)
            saved = saved or (data / "game.json").exists()  # kept while the match is played
            if a.table is not None and game_of(a.table).match.summaries:
                break
        assert a.table is not None
        played = [s for s in game_of(a.table).match.summaries if s.ended_by != "thrown_in"]
        assert saved and played
        assert SaveStore(data).load_stats().total().deals == len(played)
    finally:
        a.close()


@pytest.mark.slow
def test_autoplay_with_a_data_dir_saves_and_counts_as_a_real_game(tmp_path: Path) -> None:
    data = tmp_path / "d"
    a = App(Options(size=(1024, 640), autoplay=True, seed=3, data_dir=data))
    try:
        saved = False
        for _ in range(20000):
            if not a.running:
                break
            a.run(frames=1)
            saved = saved or (data / "game.json").exists()  # kept while the match is played
        assert a.table is not None and game_of(a.table).match.finished
        assert saved
        assert not (data / "game.json").exists()  # the match is over: nothing to continue
        stats = SaveStore(data).load_stats()
        played = [s for s in game_of(a.table).match.summaries if s.ended_by != "thrown_in"]
        assert stats.total().deals == len(played) and stats.total().games == 1
    finally:
        a.close()


# -- saving and continuing --------------------------------------------------------------------


def test_every_move_is_saved_and_continue_replays_it(app: App, save_root: Path) -> None:
    match = find_match(lambda m: len(m.moves) >= 6)
    scene = open_table(app, match)
    data = SaveStore(save_root).load_game()
    assert data is not None and saved_record(data) == match.record().to_json()
    restored, setup = load_payload(data)
    assert restored.position == match.position and setup.seed == scene.setup.seed
    app.ctx.scenes.pop()
    app.run(frames=2)
    title = app.ctx.scenes.top
    assert isinstance(title, TitleScene) and title.buttons["continue"].is_enabled
    click(app, title.buttons["continue"].rect.center, frames=3)
    table = app.ctx.scenes.top
    assert isinstance(table, TableScene) and table is not scene
    assert game_of(table).match.position == match.position
    assert game_of(table).match.moves == match.moves


def test_a_corrupt_save_is_reported_and_set_aside(app: App, save_root: Path) -> None:
    match = find_match(lambda m: len(m.moves) >= 6)
    payload = save_payload(match, GameSetup(seed=1))
    payload["record"]["deals"][-1]["moves"][3] = {"action": "throw", "card": "As"}
    payload["record"]["deals"][-1]["moves"][4] = {"action": "throw", "card": "As"}
    SaveStore(save_root).save_game(payload)
    with pytest.raises(SaveError):
        load_payload(json.loads(json.dumps(payload)))
    title = app.ctx.scenes.top
    assert isinstance(title, TitleScene)
    app.ctx.open_scene("continue")
    app.run(frames=2)
    assert app.ctx.scenes.top is title
    dialog = app.ctx.dialogs.top
    assert dialog is not None and "cannot be continued" in dialog.text
    assert "the rules refuse the play" in dialog.text and "position" not in dialog.text
    [bad] = save_root.glob("game.json.*.bad")
    assert bad.name in dialog.text
    assert not (save_root / "game.json").exists()


# -- overlays ---------------------------------------------------------------------------------


def test_menu_opens_and_resumes(app: App) -> None:
    scene = open_table(app, find_match(lambda m: True))
    click(app, scene.buttons["menu"].rect.center)
    menu = app.ctx.scenes.top
    assert isinstance(menu, PauseMenuScene)
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.run(frames=2)
    assert app.ctx.scenes.top is scene and not scene.overlay_open


def test_the_result_screen_follows_the_last_deal(app: App) -> None:
    def nearly_over(m: Match) -> bool:
        return abs(m.running[0]) >= 90 and m.position.plays_made >= 44

    match = find_match(nearly_over, seeds=range(400))
    scene = open_table(app, match, partner="easy", opponents="easy")
    rng = random.Random(1)
    for _ in range(3000):
        top = app.ctx.scenes.top
        if isinstance(top, MatchResultScene):
            break
        if isinstance(top, DealSummaryScene):
            top.default_action()
        elif top is scene and scene.my_turn():
            play_through_ui(app, scene, rng)
        app.run(frames=1)
    result = app.ctx.scenes.top
    assert isinstance(result, MatchResultScene), "the match did not end within the frames allowed"
    click(app, result.buttons["title"].rect.center, frames=3)
    assert isinstance(app.ctx.scenes.top, TitleScene)
    assert not app.ctx.store.has_saved_game()


# -- the monkey -------------------------------------------------------------------------------

SIZES = [(1024, 640), (1280, 720), (800, 500), (1280, 720), (1600, 900), (1024, 640)]
KEYS = [
    pygame.K_h,
    pygame.K_SLASH,
    pygame.K_f,
    pygame.K_s,
    pygame.K_t,
    pygame.K_r,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_F1,
    pygame.K_F8,
    pygame.K_u,
    pygame.K_l,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_1,
    pygame.K_DOWN,
]


@pytest.mark.parametrize("steps", [800, pytest.param(2000, marks=pytest.mark.slow)])
def test_monkey(app: App, steps: int) -> None:
    """Random clicks, drags, keys and resizes (800 in the default run, 2000 with the slow
    tests): no exception, and after every human move the match is still valid (legal moves
    exist while the deal is in play)."""
    scene = open_table(app, None)
    rng = random.Random(2024)
    human_moves = 0
    for step in range(steps):
        top = app.ctx.scenes.top
        if isinstance(top, PauseMenuScene):
            top.resume_game()
        elif isinstance(top, DealSummaryScene):
            top.default_action()
        elif isinstance(top, MatchResultScene) or top is not scene:
            break
        w, h = app.ctx.screen_size
        r = rng.random()
        point = (rng.randrange(w), rng.randrange(h))
        if scene.my_turn() and rng.random() < 0.5:  # aim at the hand half the time
            hand = game_of(scene).match.position.hand(HUMAN)
            if hand and game_of(scene).match.position.phase == "play":
                with contextlib.suppress(AssertionError):
                    point = point_on_card(scene, rng.choice(hand))
        moves_before = len(game_of(scene).match.moves)
        human_turn = (
            game_of(scene).match.position.to_play == HUMAN and not game_of(scene).match.deal_done
        )
        if r < 0.4:
            click(app, point, frames=1)
        elif r < 0.7:
            end = (rng.randrange(w), rng.randrange(h))
            drag(app, point, end, steps=rng.randint(1, 3))
        elif r < 0.93:
            key = rng.choice(KEYS)
            app.feed(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
            app.run(frames=1)
        elif r < 0.96:
            size = rng.choice(SIZES)
            app.feed(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
            app.run(frames=1)
        else:
            app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=point))
            app.run(frames=1)
        if human_turn and len(game_of(scene).match.moves) > moves_before:
            human_moves += 1
        pos = game_of(scene).match.position
        if not game_of(scene).match.deal_done and pos.phase == "play":
            assert legal_moves(pos), step
        if step % 100 == 0:
            app.run(frames=3)
    assert human_moves > 0


def test_the_log_scrolls_and_keeps_the_last_move_in_view(app: App) -> None:
    scene = open_table(app)
    settle(app)
    for i in range(40):
        scene.log.add(f"entry {i}")
    lay = scene.layout
    inside = lay.log.center
    app.feed(motion(inside))
    settle(app, 1)
    app.feed(pygame.event.Event(pygame.MOUSEWHEEL, {"x": 0, "y": -3}))
    settle(app, 1)
    assert scene.log.offset == 3
    app.feed(pygame.event.Event(pygame.MOUSEWHEEL, {"x": 0, "y": 10}))
    settle(app, 1)
    assert scene.log.offset == 0
    app.feed(pygame.event.Event(pygame.MOUSEWHEEL, {"x": 0, "y": -1000}))
    settle(app, 1)
    assert scene.log.offset == len(scene.log.lines) - 2
    # A new move brings the log back to the newest entries.
    scene.log.add("the newest")
    assert scene.log.offset == 0
    # The wheel elsewhere does not scroll the log.
    app.feed(motion((5, 5)), pygame.event.Event(pygame.MOUSEWHEEL, {"x": 0, "y": -2}))
    settle(app, 1)
    assert scene.log.offset == 0


def test_a_failing_save_is_told_once_and_marked_while_it_lasts(app: App) -> None:
    import errno

    store = app.ctx.store
    real_write = store.write
    full = {"on": True}
    refused: list[str] = []

    def write(name: str, version: int, data: object) -> None:
        if full["on"]:
            refused.append(name)
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write(name, version, data)  # type: ignore[arg-type]

    store.write = write  # type: ignore[method-assign]
    table = TableDriver.open(app, find_match(lambda m: m.position.plays_made < 30), speech=False)
    scene = table.scene
    shown = table.toast()
    assert shown is not None and "could not save" in shown  # told at once
    said: list[str] = []
    real_say = scene.say
    scene.say = lambda text, **kw: (said.append(text), real_say(text, **kw))  # type: ignore[method-assign]
    rng = random.Random(5)
    for _ in range(3):  # three plays of ours, and the computer players' after each
        run_until(app, scene.my_turn)
        play_through_ui(app, scene, rng)
    run_until(app, scene.my_turn)
    tried = len(refused)
    assert refused.count("game") >= 4  # a save was tried after every move, and failed
    assert not [t for t in said if "could not save" in t]  # but the player is not told again
    assert scene.save_note() == "Not being saved"
    full["on"] = False  # the disk has room again: the next save works, the note goes
    play_through_ui(app, scene, rng)
    assert len(refused) == tried
    assert scene.save_note() is None
    assert store.load_game() is not None


def test_the_score_panel_follows_the_deal_live(app: App) -> None:
    """After every capture and seep the panel's tally is the rules core's figure (issue 11)."""
    from game.rules.match import card_points_of, seep_points_of
    from game.scenes.board.hud import deal_tally

    scene = open_table(app)
    rng = random.Random(5)
    checked = 0
    for _ in range(4000):
        if game_of(scene).match.deal_done:
            break
        if game_of(scene).human_to_act():
            game_of(scene).play(rng.choice(legal_moves(scene.position)))
        app.run(frames=1)
        pos = scene.position
        text = deal_tally(game_of(scene).match, scene.words)
        if pos.phase != "play" or text is None:
            continue
        cards, seeps = card_points_of(pos), seep_points_of(pos)
        us, them = cards[0] + seeps[0], cards[1] + seeps[1]
        assert text.startswith(f"This deal: Us {us}") and f" · Them {them}" in text
        checked += 1
    assert checked > 20
    assert game_of(scene).match.deal_done and deal_tally(game_of(scene).match, scene.words) is None


def test_your_turn_shows_only_once_the_cards_have_landed(save_root: Path) -> None:
    """While the deal's cards fly, neither "Your turn" nor the turn on the plate shows."""
    from game.storage.settings import AnimationSpeed

    app = make_app(save_root)
    app.ctx.settings.animation_speed = AnimationSpeed.NORMAL
    try:
        scene = open_table(app)
        assert scene.animator.busy  # the deal is flying in
        assert not scene.my_turn()
        shown: list[bool] = []
        real = scene.drawing.hud.draw_under

        def spy(*args: object, **kw: object) -> None:
            shown.append(bool(kw.get("settled")))
            real(*args, **kw)  # type: ignore[arg-type]

        scene.drawing.hud.draw_under = spy  # type: ignore[method-assign]
        app.run(frames=2)
        assert shown and not any(shown)
        run_until(app, lambda: not scene.animator.busy)
        app.run(frames=1)
        assert shown[-1]
    finally:
        app.close()


def test_the_drop_preview_says_what_the_drop_will_play(app: App) -> None:
    """While a card is dragged over a target, the words beside it are the move the drop plays
    (issue 11, item 7); the drop then plays exactly that move."""
    from game.rules.targets import LooseTarget, moves_for
    from game.text.words import drop_preview
    from tests.scenes.tablekit import press, release

    def capture_one(m: Match) -> bool:
        pos = m.position
        for card in pos.hand(HUMAN):
            for c in pos.loose_cards():
                if len(moves_for(pos, card, LooseTarget(c))) == 1:
                    return True
        return False

    table = TableDriver.open(app, find_match(capture_one))
    scene = table.scene
    pos = scene.position
    card, target = next(
        (card, LooseTarget(c))
        for card in pos.hand(HUMAN)
        for c in pos.loose_cards()
        if len(moves_for(pos, card, LooseTarget(c))) == 1
    )
    (move,) = moves_for(pos, card, target)
    start, end = point_on_card(scene, card), point_on_target(scene, target)
    app.feed(motion(start), press(start))
    app.run(frames=1)
    for i in range(1, 7):
        k = i / 6
        p = (round(start[0] + (end[0] - start[0]) * k), round(start[1] + (end[1] - start[1]) * k))
        app.feed(motion(p))
        app.run(frames=1)
    assert scene.board.drag is not None
    assert table.drop_preview() == drop_preview([move], pos)
    assert table.drop_preview() != drop_preview([], pos)  # not "Not here"
    app.feed(release(end))
    app.run(frames=3)
    assert (HUMAN, move) in game_of(scene).match.deal_history()
    assert table.drop_preview() is None


def test_hand_sorted_by_suit_and_walked_in_the_order_shown(app: App) -> None:
    app.ctx.settings.hand_order = "suit"
    scene = open_table(app)
    app.run(frames=2)
    pos = scene.position
    hand = pos.hand(HUMAN)
    shown = sorted(hand, key=lambda c: scene.board.sprites[c].x)
    assert shown == sorted(hand, key=lambda c: (c & 3, c >> 2))  # suits together
    walked = []
    for _ in range(len(hand)):
        scene.board.step_selection(scene.board.hand_order(pos, HUMAN), 1)
        walked.append(scene.board.selected)
    assert walked == shown
    app.ctx.settings.hand_order = "value"
    app.run(frames=2)
    assert sorted(hand, key=lambda c: scene.board.sprites[c].x) == sorted(hand)


@pytest.mark.parametrize("speed", ["fast", "slow"])
def test_the_computer_players_speed_is_its_own_setting(app: App, speed: str) -> None:
    """The pause before a computer play follows its setting (not the animation speed). The
    coach is off: its judgement of the human's move, a slice a frame, would add frames on a busy
    machine (the pause runs meanwhile), not pause."""
    app.ctx.settings.computer_speed = speed
    app.ctx.settings.coach = False
    scene = open_table(app)
    scene.pace = None  # the real pauses
    rng = random.Random(1)
    waits = []
    for _ in range(6000):
        if len(waits) >= 4:
            break
        if game_of(scene).human_to_act():
            game_of(scene).play(rng.choice(legal_moves(scene.position)))
            app.run(frames=1)
            continue
        moves = len(game_of(scene).match.moves)
        start = game_of(scene).clock.now()
        run_until(
            app,
            lambda n=moves: len(game_of(scene).match.moves) > n or game_of(scene).match.deal_done,
            2000,
        )
        if len(game_of(scene).match.moves) > moves:
            waits.append(game_of(scene).clock.now() - start)
    assert len(waits) >= 4
    average = sum(waits) / len(waits)
    if speed == "fast":  # 0.45 of a pause of 0.6-1.8 s
        assert average < 0.9, waits
    else:  # 1.35 of it
        assert average > 1.3


def test_the_match_result_says_what_was_won_and_celebrates(app: App) -> None:
    """Issue 11, item 4: no 'Baazis: Us 0, Them 0' after a one-deal match; every deal listed;
    a won match cheers (confetti unless motion is reduced)."""
    from game.scenes.table.summary import MatchResultScene, TableView

    rules = Rules().replace(match_mode="rounds", rounds_count=1)
    match = Match.start(rules, seed=3)
    rng = random.Random(3)
    while not match.finished:
        if match.deal_done:
            match.next_deal()
        elif needs_redeal(match.position):
            match.throw_in()
        else:
            match.play(rng.choice(legal_moves(match.position)))
    table = open_table(app)
    view = TableView(match, table.words, table.images, 1, False, lambda: None, lambda: None)
    lines = table.words.match_lines(match.rules, match.baazis, match.summaries)
    assert lines[0].startswith("On points over 1 deal: Us ")
    assert not any(line.startswith("Baazis") for line in lines)
    assert sum(1 for line in lines if line.startswith("Deal ")) == 1
    played: list[str] = []
    app.ctx.sounds.play = played.append  # type: ignore[method-assign]
    won = table.words.won_by_us(match.winner)
    result = MatchResultScene(app.ctx, view)
    app.ctx.scenes.push(result)
    app.run(frames=3)
    assert result.confetti.active == won and (played == ["seep"]) == won
    app.run(frames=60 * 4)
    assert not result.confetti.active  # a moment, then gone
    app.ctx.settings.reduce_motion = True
    still = MatchResultScene(app.ctx, view)
    still.celebrate()
    assert not still.confetti.active


def test_last_play_shows_the_previous_plays_cards_for_a_moment(app: App) -> None:
    from game.scenes.board.hud import move_cards

    table = TableDriver.open(app, find_match(lambda m: len(m.moves) >= 3))
    scene = table.scene
    table.key(pygame.K_p, unicode="p")  # a continued deal: nothing seen yet
    assert table.last_play() is None and table.toast() == scene.words.no_last_play()
    rng = random.Random(2)
    scene.pace = 10.0  # the next player takes its time: ours is the last play
    before = table.position
    move = rng.choice(legal_moves(before))
    table.play(move)
    table.frames(2)
    table.key(pygame.K_p, unicode="p")
    text = scene.words.move(move, before)
    assert table.last_play() == text and table.said()[-1] == for_the_ear(text)
    view = scene.notes.last_view
    assert view is not None and view.cards == move_cards(move, before)
    assert move.card in view.cards
    assert scene.buttons["last"].is_enabled
    table.frames(60 * 4)
    assert table.last_play() is None


def test_a_cards_list_keeps_clear_of_the_cards_it_asks_about(app: App) -> None:
    from game.rules.targets import moves_of_card
    from game.scenes.board import sprite_rect

    def several(m: Match) -> bool:
        pos = m.position
        return len(pos.loose_cards()) >= 3 and any(
            len(moves_of_card(pos, c)) > 1 for c in pos.hand(HUMAN)
        )

    table = TableDriver.open(app, find_match(several))
    scene = table.scene
    pos = scene.position
    card = next(c for c in pos.hand(HUMAN) if len(moves_of_card(pos, c)) > 1)
    table.click_card(card)  # chosen...
    table.key(pygame.K_RETURN, frames=2)  # ...and Enter: it means several plays
    assert table.list_items() is not None
    assert scene.chooser.panel is not None
    board = scene.board
    asked = [sprite_rect(board.sprites[card])]
    asked += [sprite_rect(s) for s in board.sprites.values() if s.kind in ("floor", "house")]
    hidden = sum(
        scene.chooser.panel.rect.clip(r).width * scene.chooser.panel.rect.clip(r).height
        for r in asked
    )
    corners = []
    inset = scene.layout.table.inflate(-8, -8)
    for corner in ("topleft", "topright", "bottomleft", "bottomright"):
        spot = scene.chooser.panel.rect.copy()
        setattr(spot, corner, getattr(inset, corner))
        corners.append(sum(spot.clip(r).width * spot.clip(r).height for r in asked))
    assert hidden <= min(corners)
    assert scene.chooser.panel.panel.get_relative_rect().topleft == scene.chooser.panel.rect.topleft
