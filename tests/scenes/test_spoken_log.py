"""A spoken log you can walk: [ older, ] newer, the last 30 events newest first, each said in
full (cards in words), and a new event starts the walk again at the newest."""

from __future__ import annotations

import random

import pygame

from game.app import App
from game.rules import Match, Rules, legal_moves
from game.scenes.table.keys import LOG_WALK
from game.text.spoken import KEYS, for_the_ear
from tests.scenes.driver import TableDriver
from tests.scenes.tablekit import find_match
from tests.scenes.test_by_ear_table import paced_table


def test_the_log_is_walked_newest_first_in_full(app: App) -> None:
    driver = TableDriver.open(app, find_match(lambda m: m.position.plays_made >= 20))
    rng = random.Random(2)
    for _ in range(300):  # a few of the human's moves: the log fills up
        if driver.my_turn():
            driver.play(rng.choice(legal_moves(driver.position)))
        driver.frames(1)
        if len(driver.log()) > LOG_WALK + 3 or driver.position.phase != "play":
            break
    driver.scene.pace = 1000.0  # the computer players take their time: the log stands still
    driver.frames(5)
    log = driver.log()
    assert len(log) >= 5
    recent = list(reversed(log[-LOG_WALK:]))
    driver.key(pygame.K_LEFTBRACKET)
    newest = driver.said()[-1]
    assert newest.startswith(for_the_ear(recent[0].rstrip(".")))
    assert newest.endswith(f"1 of {len(recent)}, newest first.")
    assert "♠" not in newest and "♥" not in newest  # cards in words
    driver.key(pygame.K_LEFTBRACKET)
    assert driver.said()[-1].startswith(for_the_ear(recent[1].rstrip(".")))
    driver.key(pygame.K_RIGHTBRACKET)
    assert driver.said()[-1] == newest
    driver.key(pygame.K_RIGHTBRACKET)  # at the newest: it stays there
    assert driver.said()[-1] == newest
    for _ in range(LOG_WALK + 5):  # at the oldest of the 30: it stays there
        driver.key(pygame.K_LEFTBRACKET)
    assert driver.said()[-1].endswith(f"{len(recent)} of {len(recent)}, newest first.")
    assert len(recent) <= LOG_WALK


def test_the_log_keys_are_listed_and_answer_with_an_empty_log(app: App) -> None:
    assert any(key == "[ and ]" for key, _what in KEYS)
    driver = TableDriver.open(app, find_match(lambda m: True))
    driver.scene.log.clear()
    driver.key(pygame.K_RIGHTBRACKET)
    assert driver.said()[-1] == "Nothing has happened yet."


def test_left_right_home_end_answer_with_nothing_in_hand(app: App) -> None:
    """Another player bids: nothing is dealt to the player yet, and the hand keys say so."""
    driver = paced_table(app, Match.start(Rules(), dealer=0, seed=5))  # East bids, slowly
    assert driver.position.phase == "bid" and not driver.position.hands[driver.scene.human]
    for key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
        mark = len(driver.said())
        driver.key(key)
        assert driver.said()[mark:] == ["Your hand is empty."]
