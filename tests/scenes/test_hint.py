"""The table's hint: the hard player's move and reason (game.ai.hint), worked out a slice per
frame by the session (no thread). Played through the table driver: keys and buttons in, what is
shown and said out."""

from __future__ import annotations

import pygame

from game.ai.hint import hint
from game.app import App
from game.play.session import HINT_LEVEL
from game.rules import Match, Move, PlayerView, Rules, legal_moves, needs_redeal, parse_card
from game.text.spoken import for_the_ear
from game.text.words import THINKING, hint_phrase, hint_text
from tests.scenes.driver import TableDriver
from tests.scenes.tablekit import HUMAN, find_match, game_of, target_of


def press_hint_key(table: TableDriver) -> None:
    """The hint key: ? (the H key reads the hand)."""
    table.key(pygame.K_SLASH, pygame.KMOD_LSHIFT, "?")


def hint_pending(table: TableDriver) -> bool:
    return game_of(table.scene).hint_pending


def wait_for_hint(table: TableDriver, limit: int = 3000) -> None:
    table.until(lambda: not hint_pending(table), limit)
    table.frames(2)


def expected(table: TableDriver) -> tuple[Move, str]:
    match = game_of(table.scene).match
    view = PlayerView.of(match.position, HUMAN, match.deal_history())
    return hint(view, HINT_LEVEL, table.scene.setup.seed + len(match.moves))


def test_the_hint_is_the_hard_players_move_with_its_reason(app: App) -> None:
    table = TableDriver.open(app, find_match(lambda m: len(m.position.loose_cards()) >= 3))
    move, why = expected(table)
    played = table.moves_made()
    press_hint_key(table)
    wait_for_hint(table)
    pos = table.position
    shown = table.toast()
    assert shown == hint_text(move, why, pos)
    assert shown.startswith(f"Hint: {hint_phrase(move, pos)} — ")
    assert why and why in shown
    assert for_the_ear(shown) in table.said()  # said as well as shown
    assert table.scene.board.hint_move == move and table.scene.board.selected == move.card
    assert table.glowing(move.card) is not None
    assert table.moves_made() == played  # nothing is played for you
    # Asking again (the button) says the same hint without a second search.
    heard = len(table.said())
    table.press_button("hint")
    assert not hint_pending(table)
    assert table.toast() == shown and table.said()[heard:] == [for_the_ear(shown)]


def test_the_hint_button_while_it_thinks_says_so(app: App) -> None:
    table = TableDriver.open(app, find_match(lambda m: m.position.plays_made < 8))
    table.scene.hint()  # as the button does, with no frame run: the search has just begun
    assert table.toast() == THINKING
    assert hint_pending(table)
    wait_for_hint(table)
    assert table.toast() is not None and table.toast() != THINKING
    assert table.scene.board.hint_move is not None


def test_a_hint_for_a_position_that_has_gone_is_dropped(app: App) -> None:
    table = TableDriver.open(app, find_match(lambda m: True))
    table.scene.pace = 10.0  # the computer players take their time after our play
    table.scene.hint()  # as the button does, with no frame run
    assert hint_pending(table)
    move = legal_moves(table.position)[0]
    table.drag_card(move.card, target_of(move))
    table.frames(2)
    assert not hint_pending(table)  # the search for the old position was dropped
    assert table.scene.board.hint_move is None
    shown = table.toast()
    assert shown is None or not shown.startswith("Hint:")


def test_hints_off_in_settings(app: App) -> None:
    app.ctx.settings.hints = False
    table = TableDriver.open(app, find_match(lambda m: True))
    assert not table.scene.buttons["hint"].is_enabled
    press_hint_key(table)
    assert not hint_pending(table)
    assert table.toast() == "Hints are off (Settings)."
    assert table.said()[-1] == "Hints are off (Settings)."
    # Turned off while a hint is being worked out: it is not shown.
    app.ctx.settings.hints = True
    table.scene.hint()  # as the button does, with no frame run
    app.ctx.settings.hints = False
    wait_for_hint(table)
    assert table.scene.board.hint_move is None
    shown = table.toast()
    assert shown is None or not shown.startswith("Hint:")


def test_a_hint_for_the_bid(app: App) -> None:
    seed = next(
        s
        for s in range(500)
        if (p := Match.start(Rules(), seed=s).position).to_play == HUMAN and not needs_redeal(p)
    )
    table = TableDriver.open(app, Match.start(Rules(), seed=seed))
    table.until(table.my_turn, 300)
    assert table.position.phase == "bid"
    move, why = expected(table)
    press_hint_key(table)
    wait_for_hint(table)
    assert table.toast() == f"Hint: bid {move.value} — {why}."
    assert table.scene.board.hint_move is None  # nothing on the table to point at
    focus = table.list_focus()
    assert focus is not None and table.list_moves()[focus] == move  # the bid to press


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

    table = TableDriver.open(app, find_match(lambda m: len(m.position.loose_cards()) >= 4))
    threads = threading.active_count()
    table.scene.hint()
    assert threading.active_count() == threads
    frames = 0
    while hint_pending(table):
        table.frames(1)
        frames += 1
        assert frames < 3000
    assert frames >= 1  # worked out over frames, not inside the key press
    table.frames(1)
    shown = table.toast()
    assert shown is not None and shown.startswith("Hint: ")


def test_the_hint_goes_when_its_move_is_played(app: App) -> None:
    table = TableDriver.open(app, find_match(lambda m: len(m.position.loose_cards()) >= 3))
    press_hint_key(table)
    wait_for_hint(table)
    shown = table.toast()
    assert shown is not None and shown.startswith("Hint:")
    move = table.scene.board.hint_move
    assert move is not None
    table.key(pygame.K_RETURN)  # the hinted card is chosen: Enter plays it
    if table.list_items() is not None:  # it means several plays: pick the hinted one
        table.pick(table.list_moves().index(move))
    table.frames(2)
    shown = table.toast()
    assert shown is None or not shown.startswith("Hint:")
    assert table.scene.board.hint_move is None
