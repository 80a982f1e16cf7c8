"""The table's hint: the hard player's move and reason (game.ai.hint), worked out a slice per
frame by the session (no thread)."""

from __future__ import annotations

import pygame

from game.ai.hint import hint
from game.app import App
from game.play.session import HINT_LEVEL
from game.play.words import THINKING, hint_phrase, hint_text
from game.rules import Match, Move, PlayerView, Rules, legal_moves, needs_redeal, parse_card
from game.scenes.table import TableScene
from tests.scenes.tablekit import HUMAN, click, find_match, game_of, open_table


def press_h(app: App) -> None:
    """The hint key: ? (the H key reads the hand)."""
    event = pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_LSHIFT, unicode="?", scancode=0
    )
    app.feed(event)
    app.run(frames=1)


def wait_for_hint(app: App, scene: TableScene, limit: int = 3000) -> None:
    for _ in range(limit):
        if not game_of(scene).hint_pending:
            break
        app.run(frames=1)
    assert not game_of(scene).hint_pending
    app.run(frames=2)


def expected(scene: TableScene) -> tuple[Move, str]:
    view = PlayerView.of(game_of(scene).match.position, HUMAN, game_of(scene).match.deal_history())
    return hint(view, HINT_LEVEL, scene.setup.seed + len(game_of(scene).match.moves))


def test_the_hint_is_the_hard_players_move_with_its_reason(app: App) -> None:
    scene = open_table(app, find_match(lambda m: len(m.position.loose_cards()) >= 3))
    move, why = expected(scene)
    played = len(game_of(scene).match.moves)
    press_h(app)
    wait_for_hint(app, scene)
    assert scene.notes.toast is not None
    assert scene.notes.toast.text == hint_text(move, why, game_of(scene).match.position)
    assert scene.notes.toast.text.startswith(
        f"Hint: {hint_phrase(move, game_of(scene).match.position)} — "
    )
    assert why and why in scene.notes.toast.text
    assert scene.board.hint_move == move and scene.board.selected == move.card
    assert scene.controller.legal_targets(move.card) is not None
    assert len(game_of(scene).match.moves) == played  # nothing is played for you
    # Asking again shows the same hint without a second search.
    shown = scene.notes.toast.text
    scene.notes.toast = None
    click(app, scene.buttons["hint"].rect.center)
    assert not game_of(scene).hint_pending
    assert scene.notes.toast is not None and scene.notes.toast.text == shown


def test_the_hint_button_while_it_thinks_says_so(app: App) -> None:
    scene = open_table(app, find_match(lambda m: m.position.plays_made < 8))
    scene.hint()  # no frame runs: the search has only just begun
    assert scene.notes.toast is not None and scene.notes.toast.text == THINKING
    assert game_of(scene).hint_pending
    wait_for_hint(app, scene)
    assert scene.notes.toast is not None and scene.notes.toast.text != THINKING
    assert scene.board.hint_move is not None


def test_a_hint_for_a_position_that_has_gone_is_dropped(app: App) -> None:
    scene = open_table(app, find_match(lambda m: True))
    scene.pace = 10.0  # the computer players take their time after our play
    scene.hint()
    assert game_of(scene).hint_pending
    scene.controller.play(legal_moves(game_of(scene).match.position)[0])
    app.run(frames=2)
    assert not game_of(scene).hint_pending  # the search for the old position was dropped
    assert scene.controller.hint_wanted is None
    assert scene.board.hint_move is None
    assert scene.notes.toast is None or not scene.notes.toast.text.startswith("Hint:")


def test_hints_off_in_settings(app: App) -> None:
    app.ctx.settings.hints = False
    scene = open_table(app, find_match(lambda m: True))
    assert not scene.buttons["hint"].is_enabled
    press_h(app)
    assert not game_of(scene).hint_pending
    assert scene.notes.toast is not None and scene.notes.toast.text == "Hints are off (Settings)."
    # Turned off while a hint is being worked out: it is not shown.
    app.ctx.settings.hints = True
    scene.hint()
    app.ctx.settings.hints = False
    wait_for_hint(app, scene)
    assert scene.board.hint_move is None and scene.controller.hint_wanted is None


def test_a_hint_for_the_bid(app: App) -> None:
    seed = next(
        s
        for s in range(500)
        if (p := Match.start(Rules(), seed=s).position).to_play == HUMAN and not needs_redeal(p)
    )
    scene = open_table(app, Match.start(Rules(), seed=seed))
    for _ in range(300):
        if scene.my_turn():
            break
        app.run(frames=1)
    assert game_of(scene).match.position.phase == "bid"
    move, why = expected(scene)
    press_h(app)
    wait_for_hint(app, scene)
    assert scene.notes.toast is not None
    assert scene.notes.toast.text == f"Hint: bid {move.value} — {why}."
    assert scene.board.hint_move is None  # nothing on the table to point at
    assert (
        scene.chooser.panel is not None and scene.chooser.moves[scene.chooser.panel.focus] == move
    )


def test_hint_phrases() -> None:
    match = find_match(lambda m: True)
    pos = match.position
    jd, c2, d3, s6 = (parse_card(t) for t in ("Jd", "2c", "3d", "6s"))
    take = Move(1, jd, (1 << c2) | (1 << d3) | (1 << s6), 0, 11)
    assert hint_phrase(take, pos) == "J♦ takes the 2♣, 3♦ and 6♠"
    assert hint_phrase(Move(1, jd, 0, 11, 11), pos) == "J♦ takes the house of 11"
    assert hint_phrase(Move(5, c2, 0, 0, 0), pos) == "throw the 2♣"
    assert hint_phrase(Move(4, c2, 0, 9, 11), pos) == "2♣ raises the house of 9 to 11"
    assert hint_phrase(Move(2, d3, 1 << s6, 0, 9), pos) == "3♦ builds a house of 9 with the 6♠"


def test_the_hint_thinks_in_slices_without_a_thread(app: App) -> None:
    import threading

    scene = open_table(app, find_match(lambda m: len(m.position.loose_cards()) >= 4))
    threads = threading.active_count()
    scene.hint()
    assert threading.active_count() == threads
    frames = 0
    while game_of(scene).hint_pending:
        app.run(frames=1)
        frames += 1
        assert frames < 3000
    assert frames >= 1  # worked out over frames, not inside the key press
    app.run(frames=1)
    assert scene.notes.toast is not None and scene.notes.toast.text.startswith("Hint: ")


def test_the_hint_goes_when_its_move_is_played(app: App) -> None:
    scene = open_table(app, find_match(lambda m: len(m.position.loose_cards()) >= 3))
    press_h(app)
    wait_for_hint(app, scene)
    assert scene.notes.toast is not None and scene.notes.toast.text.startswith("Hint:")
    move = scene.board.hint_move
    assert move is not None
    game_of(scene).play(move)
    app.run(frames=2)
    assert scene.notes.toast is None or not scene.notes.toast.text.startswith("Hint:")
    assert scene.board.hint_move is None
