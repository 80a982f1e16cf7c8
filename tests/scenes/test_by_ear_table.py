"""The table by ear (issue 28): what must never be said (the face-down floor during the bid),
following a hint with Enter, an answer to every key, the leftovers and the start of play said.
Each test drives the real table with key events and reads the speech record."""

from __future__ import annotations

import pygame

from game.app import App
from game.i18n.words import card_name
from game.play.savegame import GameSetup
from game.rules import Match, Rules, cards_of
from game.rules.cards import card_symbol
from game.scenes.table.scene import TableScene
from game.speech import MemorySpeaker
from game.speech.switch import SpeechSwitch
from tests.scenes.driver import TableDriver


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
