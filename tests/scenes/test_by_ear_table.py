"""The table by ear (issue 28): what must never be said (the face-down floor during the bid),
following a hint with Enter, an answer to every key, the leftovers and the start of play said.
Each test drives the real table with key events and reads the speech record."""

from __future__ import annotations

import re

import pygame

from game.app import App
from game.i18n.words import card_name, rank_name
from game.play.savegame import GameSetup
from game.rules import Match, Move, Position, Rules, cards_of, legal_moves
from game.rules.cards import card_symbol, value_of
from game.rules.targets import HouseTarget, LooseTarget, Target, moves_for, moves_of_card
from game.scenes.table.scene import TableScene
from game.speech import MemorySpeaker
from game.speech.switch import SpeechSwitch
from tests.scenes.driver import TableDriver
from tests.scenes.tablekit import game_of


def names_of_floor(driver: TableDriver) -> list[str]:
    """The loose floor cards, as they are named aloud and shown."""
    cards = cards_of(driver.position.loose)
    return [card_name(c) for c in cards] + [card_symbol(c) for c in cards]


def paced_table(app: App, match: Match) -> TableDriver:
    """A table whose computer players take their usual time (speech kept in memory)."""
    speaker = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    scene = TableScene(app.ctx, GameSetup(seed=11), match)
    app.ctx.scenes.push(scene)
    app.run(frames=2)
    return TableDriver(app, scene, speaker)


def to_my_bid(driver: TableDriver) -> None:
    driver.until(lambda: driver.my_turn() and driver.position.phase == "bid")
    driver.frames(2)


def test_the_face_down_floor_is_never_said_during_the_bid(app: App) -> None:
    driver = paced_table(app, Match.start(Rules(), dealer=0, seed=5))  # East bids, slowly
    pos = driver.position
    assert pos.phase == "bid" and pos.to_play != driver.scene.human
    hidden = names_of_floor(driver)
    assert len(hidden) == 8
    mark = len(driver.said())
    driver.key(pygame.K_DOWN)  # the floor walk
    assert driver.said()[-1] == "four cards, face down. 1 of 1."
    driver.key(pygame.K_UP)
    assert driver.said()[-1] == "four cards, face down. 1 of 1."
    driver.key(pygame.K_f)
    assert driver.said()[-1] == "The floor: four cards, face down."
    for k in (pygame.K_h, pygame.K_t, pygame.K_s, pygame.K_p, pygame.K_LEFT, pygame.K_RIGHT):
        driver.key(k)
    heard = " ".join(driver.said()[mark:]) + " ".join(driver.log())
    shown = (driver.toast() or "") + (driver.last_play() or "")
    assert driver.position.phase == "bid"  # all of it said while East was still bidding
    for name in hidden:
        assert name not in heard and name not in shown, name
    # And at my own bid, too.
    driver = TableDriver.open(app)
    to_my_bid(driver)
    driver.key(pygame.K_f)
    assert driver.said()[-1] == "The floor: four cards, face down."


def to_my_play(driver: TableDriver) -> None:
    """On to our next turn to play (a bid of ours is taken from its list)."""
    for _ in range(20):
        driver.until(lambda: driver.my_turn())
        driver.frames(2)
        if driver.position.phase == "play":
            return
        driver.key(pygame.K_RETURN)
    raise AssertionError("no turn to play")


def ask_hint(driver: TableDriver) -> Move:
    driver.key(pygame.K_QUESTION, unicode="?")
    driver.until(lambda: driver.scene.board.hint_move is not None, limit=6000)
    hint = driver.scene.board.hint_move
    assert hint is not None and driver.scene.board.selected == hint.card
    return hint


def test_enter_after_a_hint_plays_the_hinted_move(app: App) -> None:
    driver = TableDriver.open(app)
    lists = 0
    for _turn in range(12):
        to_my_play(driver)
        hint = ask_hint(driver)
        made = driver.moves_made()
        driver.key(pygame.K_RETURN)
        if driver.list_items() is not None:  # the hinted card has several moves
            lists += 1
            moves = driver.list_moves()
            assert driver.list_focus() == moves.index(hint)
            opened = driver.said()[-1]
            assert re.search(rf", hinted, {moves.index(hint) + 1} of {len(moves)}\.$", opened)
            driver.key(pygame.K_RETURN)
        assert driver.moves_made() > made
        assert game_of(driver.scene).match.moves[made] == hint
        if lists:
            break
    assert lists, "no hinted card had several moves"


def test_a_click_on_the_hinted_card_plays_the_hinted_move(app: App) -> None:
    driver = TableDriver.open(app)
    to_my_play(driver)
    hint = ask_hint(driver)
    made = driver.moves_made()
    driver.click_card(hint.card)
    if driver.list_items() is not None:
        assert driver.list_moves()[driver.list_focus() or 0] == hint
        driver.key(pygame.K_RETURN)
    assert driver.moves_made() > made
    assert game_of(driver.scene).match.moves[made] == hint


def floor_choice(pos: Position, hand: list[int]) -> tuple[int, Target] | None:
    """A card of ``hand`` and a floor item it can go onto, the card having other moves too (so
    that Enter without the floor cursor would not play the same move)."""
    found: list[tuple[int, int, Target]] = []
    targets: list[Target] = [LooseTarget(c) for c in cards_of(pos.loose)]
    targets += [HouseTarget(v) for v in pos.houses]
    for card in hand:
        for target in targets:
            narrowed = moves_for(pos, card, target)
            others = len(moves_of_card(pos, card)) - len(narrowed)
            if narrowed and others:
                found.append((others, card, target))
    if not found:
        return None
    _others, card, target = max(found, key=lambda f: f[0])
    return card, target


def test_enter_with_the_floor_cursor_plays_onto_that_item(app: App) -> None:
    driver = TableDriver.open(app)
    for _turn in range(12):
        to_my_play(driver)
        pos = driver.position
        hand = driver.scene.board.hand_order(pos, driver.scene.human)
        choice = floor_choice(pos, hand)
        if choice is not None:
            break
        driver.key(pygame.K_RIGHT)
        driver.key(pygame.K_RETURN)
        if driver.list_items() is not None:
            driver.key(pygame.K_RETURN)
    else:
        raise AssertionError("no card could go onto a floor item")
    card, target = choice
    key = f"c{target.card}" if isinstance(target, LooseTarget) else f"h{target.value}"
    for _ in range(20):
        driver.key(pygame.K_DOWN)
        if driver.scene.keys.floor_key == key:
            break
    for _ in range(len(hand)):
        driver.key(pygame.K_RIGHT)
        if driver.scene.board.selected == card:
            break
    assert driver.scene.keys.floor_key == key and driver.scene.board.selected == card
    narrowed = moves_for(pos, card, target)
    made = driver.moves_made()
    driver.key(pygame.K_RETURN)
    if driver.list_items() is not None:
        assert driver.list_moves() == narrowed  # the list narrowed to that item
        driver.key(pygame.K_RETURN)
    assert driver.moves_made() > made
    assert game_of(driver.scene).match.moves[made] in narrowed


def test_every_key_gets_an_answer(app: App) -> None:
    driver = TableDriver.open(app)
    to_my_bid(driver)
    # U with nothing to take back (nothing of ours made yet), in the bid's list.
    driver.key(pygame.K_u)
    assert driver.said()[-1] == "Nothing to take back."
    to_my_play(driver)
    # L folds the log away and back.
    driver.key(pygame.K_l, frames=2)
    assert driver.said()[-1] == "Log hidden."
    driver.key(pygame.K_l, frames=2)
    assert driver.said()[-1] == "Log shown."
    # A list: a number it does not have, then Escape closes it.
    pos = driver.position
    hand = driver.scene.board.hand_order(pos, driver.scene.human)
    card = max(hand, key=lambda c: len(moves_of_card(pos, c)))
    n = len(moves_of_card(pos, card))
    while driver.scene.board.selected != card:
        driver.key(pygame.K_RIGHT)
    if n > 1:
        driver.key(pygame.K_RETURN)
        assert driver.list_items() is not None
        driver.key(pygame.K_9)
        assert driver.said()[-1] == f"There is no choice 9: the list has {n} items."
        assert driver.list_items() is not None  # still open
        driver.key(pygame.K_ESCAPE)
        assert driver.list_items() is None and driver.said()[-1] == "List closed."
    # Escape: the menu; Escape again closes it, and the table says so.
    driver.scene.board.deselect()
    driver.key(pygame.K_ESCAPE, frames=2)
    assert driver.scene.overlay_open
    mark = len(driver.said())
    driver.key(pygame.K_ESCAPE, frames=2)
    assert not driver.scene.overlay_open and "Back to the table." in driver.said()[mark:]
    # A dialog (F1) closed with Escape.
    driver.key(pygame.K_F1)
    assert app.ctx.dialogs.is_open
    mark = len(driver.said())
    driver.key(pygame.K_ESCAPE, frames=2)
    assert not app.ctx.dialogs.is_open and "Back to the table." in driver.said()[mark:]


def test_undo_says_what_it_took_back(app: App) -> None:
    driver = TableDriver.open(app)
    to_my_play(driver)  # past the bid: a card of ours, then the others' plays
    made = driver.moves_made()
    pos = driver.position
    card = next(c for c in pos.hand(driver.scene.human) if moves_of_card(pos, c))
    while driver.scene.board.selected != card:
        driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RETURN)
    if driver.list_items() is not None:
        driver.key(pygame.K_RETURN)
    driver.until(lambda: driver.my_turn() and driver.moves_made() > made)
    taken = game_of(driver.scene).match.moves[made:]
    mark = len(driver.said())
    driver.key(pygame.K_u, frames=2)
    said = next(t for t in driver.said()[mark:] if t.startswith("You took back"))
    assert said.startswith(f"You took back your {card_name(card)}")
    if len(taken) > 1:
        assert " and the plays of " in said and "East" in said
    assert driver.toast() is not None and driver.toast().startswith("You took back your ")
    assert driver.log()[-1].startswith("You took back your ")
    assert driver.moves_made() == made


def play_out_the_deal(driver: TableDriver) -> None:
    """The human plays the first legal move each turn, until the deal's summary is up."""
    game = game_of(driver.scene)
    for _ in range(6000):
        if game.match.summaries and driver.scene.overlay_open:
            return
        if driver.my_turn():
            game.play(legal_moves(driver.position)[0])
        driver.frames(1)
    raise AssertionError("the deal did not end")


def test_the_leftovers_are_said_and_shown(app: App) -> None:
    driver = TableDriver.open(app)
    play_out_the_deal(driver)
    said = driver.said()
    lines = [t for t in said if t.startswith("The last ") and "captured last" in t]
    logged = [t for t in driver.log() if t.startswith("The last ") and "captured last" in t]
    assert len(lines) == 1 and len(logged) == 1, said[-8:]
    # Said in words, shown with the cards' symbols; who took them and what they are worth.
    heard = r"goe?s? to (you|North|East|West), who captured last: the .+ — \d+ points?\.$"
    assert re.search(heard, lines[0]), lines[0]
    assert "♠" not in lines[0] and "♥" not in lines[0]
    assert any(s in logged[0] for s in "♠♥♦♣")
    # Before the summary, and followed by the tally that counts them.
    at = said.index(lines[0])
    assert said[at + 1].startswith("This deal: ")
    assert any(t.startswith("Deal 1: ") for t in said[at + 1 :])


def test_the_start_of_play_is_said(app: App) -> None:
    driver = TableDriver.open(app)
    to_my_bid(driver)
    floor = cards_of(driver.position.loose)
    driver.key(pygame.K_RETURN)  # the bid
    driver.frames(2)
    turned = next(t for t in driver.said() if t.startswith("The floor turns up: "))
    assert all(card_name(c) in turned for c in floor) and "♠" not in turned
    assert any(t.startswith("The floor turns up: the ") for t in driver.log())
    # The first play of ours deals us the rest of our cards: said, with the count held.
    to_my_play(driver)
    pos = driver.position
    card = next(c for c in pos.hand(driver.scene.human) if moves_of_card(pos, c))
    driver.scene.board.selected = card
    driver.key(pygame.K_RETURN)
    if driver.list_items() is not None:
        driver.key(pygame.K_RETURN)
    driver.frames(2)
    dealt = [t for t in driver.said() if t.startswith("You are dealt ")]
    assert dealt and re.fullmatch(
        r"You are dealt \d+ cards: you hold \d+\. H reads your hand\.", dealt[0]
    ), dealt


def test_a_deal_played_by_ear_following_hints_only(app: App) -> None:
    driver = TableDriver.open(app)
    game = game_of(driver.scene)
    followed = 0
    for _ in range(40):
        driver.until(lambda: driver.my_turn() or bool(game.match.summaries), limit=6000)
        if game.match.summaries:
            break
        driver.frames(1)
        bid = driver.position.phase == "bid"
        made = driver.moves_made()
        driver.key(pygame.K_QUESTION, unicode="?")
        if bid:  # the hinted bid is focused in the bid's list
            driver.until(lambda: (driver.toast() or "").startswith("Hint: bid"), limit=6000)
            hint = driver.list_moves()[driver.list_focus() or 0]
        else:
            driver.until(lambda: driver.scene.board.hint_move is not None, limit=6000)
            hint = driver.scene.board.hint_move
        driver.key(pygame.K_RETURN)
        if driver.list_items() is not None:
            driver.key(pygame.K_RETURN)  # the list opened on the hinted play
        assert driver.moves_made() > made
        assert game.match.moves[made] == hint
        followed += 1
    assert game.match.summaries and followed >= 12  # the bid and every play of ours
    # One adviser: the coach (on against these players) never criticises a hinted move.
    assert driver.scene.coach is not None
    heard = " ".join(driver.said()) + " ".join(driver.log())
    for criticism in ("Better:", "can sweep it with", "You threw your last"):
        assert criticism not in heard


def test_the_bid_list_does_not_cut_its_own_prompt(app: App) -> None:
    driver = TableDriver.open(app)
    to_my_bid(driver)
    assert driver.speaker is not None
    said = driver.speaker.said
    opened = max(i for i, s in enumerate(said) if s.text.startswith("Your bid. "))
    assert "Your bid: choose a house value." in [s.text for s in said[:opened]]
    assert not said[opened].interrupt  # it waits for the prompt before it
    driver.key(pygame.K_DOWN)
    assert driver.speaker.said[-1].interrupt  # a key's answer cuts in


def test_rank_keys_and_home_end_jump_in_the_hand(app: App) -> None:
    driver = TableDriver.open(app)
    to_my_play(driver)
    board = driver.scene.board
    hand = board.hand_order(driver.position, driver.scene.human)
    driver.key(pygame.K_END)
    assert board.selected == hand[-1] and driver.said()[-1].startswith(f"The {card_name(hand[-1])}")
    driver.key(pygame.K_HOME)
    assert board.selected == hand[0]
    values = [value_of(c) for c in hand]
    keys = {1: "a", 10: "0", 11: "j", 12: "q", 13: "k"}
    value = max(set(values), key=values.count)
    char = keys.get(value, str(value))
    same = [c for c in hand if value_of(c) == value]
    for card in [*same, same[0]]:  # again: the next of that rank, round to the first
        driver.key(getattr(pygame, f"K_{char}"), unicode=char)
        assert board.selected == card
        assert driver.said()[-1].startswith(f"The {card_name(card)}")
    missing = next(v for v in range(1, 14) if v not in values)
    char = keys.get(missing, str(missing))
    driver.key(getattr(pygame, f"K_{char}"), unicode=char)
    assert driver.said()[-1] == f"You hold no {rank_name((missing - 1) << 2)}."


def test_what_is_left_keys(app: App) -> None:
    driver = TableDriver.open(app)
    to_my_bid(driver)
    pos = driver.position
    driver.key(pygame.K_n)
    assert driver.said()[-1] == "Cards held: You 4, East 0, North 0, West 0."
    # During the bid the floor is face down: only our own hand counts as seen.
    key = {1: pygame.K_a, 10: pygame.K_0, 11: pygame.K_j, 12: pygame.K_q, 13: pygame.K_k}
    floor = cards_of(pos.loose)
    value = value_of(floor[0])  # a rank on the face-down floor
    press = key.get(value, pygame.K_0 + value)
    mine = sum(1 for c in pos.hand(driver.scene.human) if value_of(c) == value)
    driver.key(press, mod=pygame.KMOD_LSHIFT)  # in the bid's list: it picks nothing
    assert driver.said()[-1] == f"{rank_name((value - 1) << 2)}: {4 - mine} of 4 unseen."
    assert driver.list_items() is not None and driver.position.phase == "bid"
    to_my_play(driver)
    pos = driver.position
    seen = pos.hand(driver.scene.human) + cards_of(pos.loose)
    for house in pos.houses.values():
        seen += cards_of(house.cards)
    seen += cards_of(pos.piles[0] | pos.piles[1])
    n = 4 - sum(1 for c in seen if value_of(c) == value)
    driver.key(press, mod=pygame.KMOD_LSHIFT)
    assert driver.said()[-1] == f"{rank_name((value - 1) << 2)}: {n} of 4 unseen."
