"""Playing a step as a learner does: by mouse (a drag, a click and a target) and by keyboard (a
card's list of plays, the bid row); a move the rules refuse, one that misses the task, a drop
that could mean two plays; the answers shown and said; the move animated."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.i18n.words import card_name
from game.rules import (
    Move,
    apply,
    legal_moves,
    parse_card,
)
from game.rules.targets import FloorTarget, HouseTarget, LooseTarget, bid_values, bids
from game.storage.settings import AnimationSpeed
from game.text.rules_reasons import explain_text, sentence, why_not
from game.text.tutorial import move_words
from game.text.words import move_label
from tests.scenes.tablekit import click, drag, point_on_card, point_on_target
from tests.tutorial.learner import (
    Learner,
    c,
    lesson_number,
    open_tutorial,
    panel_head,
    press_keys,
)


def test_dragging_the_right_card_solves_the_step(app: App) -> None:
    scene = open_tutorial(app, "capture")
    before = scene.pos
    card, target = c("9c"), LooseTarget(c("9d"))
    drag(app, point_on_card(scene, card), point_on_target(scene, target))
    app.run(frames=3)
    assert scene.solved
    goal = scene.step.goal.move
    assert goal is not None and scene.pos == apply(before, goal)
    assert scene.feedback is not None and scene.feedback.kind == "success"
    assert scene.step.success in scene.feedback.lines
    assert scene.step.success in scene.panel_text
    assert c("9d") not in scene.pos.loose_cards()
    sprites = scene.board.sprites
    assert sprites[c("9c")].kind == "pile" and sprites[c("9d")].kind == "pile"


def test_click_then_target_plays_too(app: App) -> None:
    scene = open_tutorial(app, "houses")
    click(app, point_on_card(scene, c("5h")))
    assert scene.board.selected == c("5h")
    click(app, point_on_target(scene, LooseTarget(c("6d"))))
    assert scene.solved
    assert 11 in scene.pos.houses and scene.pos.houses[11].owners == (0,)


def test_the_keyboard_alone_plays_a_step(app: App) -> None:
    you = Learner.at(app, "every-set", 1)  # J♦ on 2♠ 3♦ 5♥ 6♣: two captures
    pos = you.position
    you.press(pygame.K_RIGHT)
    assert you.last_said.startswith(f"The {card_name(pos.hand(0)[0])}")
    items = you.open_plays(c("Jd"))
    heard = f"Play the jack of diamonds: which play? {len(items)} choices."
    assert you.last_said.startswith(heard)
    moves = sorted(m for m in legal_moves(pos) if m.card == c("Jd"))
    words = [move_label(m, pos, article=True) for m in moves]  # in the present
    assert len(moves) == 2 and sorted(items[:2]) == sorted(words)
    assert sorted(items[:2]) == ["Take the 2♠, 3♦ and 6♣", "Take the 5♥ and 6♣"]
    goal = you.scene.step.goal.move
    assert goal is not None
    you.pick(you.words_of(goal))
    assert you.position == apply(pos, goal)
    assert "Lesson complete!" in you.panel and you.scene.step.success in you.panel
    you.press(pygame.K_RETURN)  # Enter once solved: the next step
    assert panel_head(you.panel) == (lesson_number(you, "houses"), 1)


def test_a_refused_move_says_why_and_the_card_goes_home(app: App) -> None:
    scene = open_tutorial(app, "throwing")
    pos = scene.pos
    card = c("7h")
    home = (scene.board.sprites[card].x, scene.board.sprites[card].y)
    drag(app, point_on_card(scene, card), point_on_target(scene, FloorTarget()))
    app.run(frames=3)
    assert not scene.solved and scene.pos == pos
    reason = explain_text(pos, Move.from_json({"action": "throw", "card": "7h"}))
    assert reason is not None and "cannot be thrown" in reason
    fb = scene.feedback
    assert fb is not None and fb.kind == "refusal"
    assert fb.lines[0] == reason[0].upper() + reason[1:] + "."
    assert len(fb.lines) == 2 and fb.lines[1]  # and a word of encouragement
    assert scene.panel_text.count(fb.lines[0]) == 1  # said once, in the panel
    sprite = scene.board.sprites[card]
    assert sprite.kind == "hand" and (sprite.x, sprite.y) == pytest.approx(home, abs=1)
    assert fb.lines[0] in scene.panel_text and fb.lines[1] in scene.panel_text  # on screen


def test_a_pakka_house_cannot_be_raised_and_the_reason_says_so(app: App) -> None:
    scene = open_tutorial(app, "raising", 1)
    drag(app, point_on_card(scene, c("2s")), point_on_target(scene, HouseTarget(9)))
    assert scene.feedback is not None and scene.feedback.kind == "refusal"
    assert "pakka" in scene.feedback.lines[0]
    drag(app, point_on_card(scene, c("9c")), point_on_target(scene, HouseTarget(9)))
    assert scene.solved and 9 not in scene.pos.houses


def test_a_legal_move_that_misses_the_goal_is_explained(app: App) -> None:
    scene = open_tutorial(app, "every-set", 1)
    pos = scene.pos
    drag(app, point_on_card(scene, c("Jd")), point_on_target(scene, LooseTarget(c("5h"))))
    assert not scene.solved and scene.pos == pos
    fb = scene.feedback
    assert fb is not None and fb.kind == "refusal"
    assert "2♠" in fb.lines[0]  # the step's own words about this mistake
    assert scene.board.sprites[c("Jd")].kind == "hand"


def test_an_ambiguous_drop_asks_which(app: App) -> None:
    you = Learner.at(app, "every-set", 1)
    pos = you.position
    you.drag(c("Jd"), LooseTarget(c("6c")))
    both = [m for m in legal_moves(pos) if m.card == c("Jd") and c("6c") in m.loose_cards()]
    assert len(both) == 2 and sorted(you.items[:2]) == sorted(map(you.words_of, both))
    you.press(pygame.K_ESCAPE, frames=2)
    assert you.items == [] and you.scene.board.sprites[c("Jd")].kind == "hand"
    assert app.ctx.scenes.top is you.scene  # Esc closed the list, not the tutorial


def test_the_bid_step(app: App) -> None:
    you = Learner.at(app, "bidding")
    scene = you.scene
    # A button for every value a bid may name (the rules core's), so that the learner can
    # also press one the rules refuse; the legal ones are those held (9 and Q).
    assert list(bid_values()) == [9, 10, 11, 12, 13]
    assert [b.text for b in scene.bid_buttons] == ["9", "10", "J · 11", "Q · 12", "K · 13"]
    assert [m.value for m in bids(you.position)] == [9, 12]
    click(app, scene.bid_buttons[1].rect.center)  # 10: not held, and the rules say why
    fb = scene.feedback
    assert fb is not None and fb.kind == "refusal" and "9 or 12" in fb.lines[0]
    assert you.last_said.startswith("Not allowed. ") and "9 or 12" in you.last_said
    you.press(pygame.K_RIGHT)  # the focus went to the 10 pressed; → the next one
    assert you.last_said.startswith("Bid 11")
    you.press(pygame.K_RIGHT, pygame.K_RETURN)
    assert you.position.bid == 12 and "Well done!" in you.panel
    assert not scene.bid_buttons
    assert all(scene.board.sprites[x].face == 1.0 for x in you.position.loose_cards())
    you.press(pygame.K_r)  # again, with the mouse: the 9
    click(app, scene.bid_buttons[0].rect.center)
    assert you.position.bid == 9 and "Well done!" in you.panel


def test_the_keyboard_can_try_what_the_mouse_can(app: App) -> None:
    you = Learner.at(app, "raising", 1)  # a pakka house of 9; hand 2♠ 9♣ J♣
    scene = you.scene
    items = you.open_plays(c("2s"))
    tried = items.index("Try to play the 2♠ on the house of 9")
    plays = [m for m in legal_moves(you.position) if m.card == c("2s")]
    assert items[:tried] == [you.words_of(m) for m in plays]  # after the legal plays
    you.pick_index(tried)
    assert scene.feedback is not None and "pakka" in scene.feedback.lines[0]
    assert "pakka" in you.last_said
    you.press(pygame.K_RIGHT, pygame.K_RETURN)  # the 9♣: its one play takes the house
    assert you.items and you.last_said.startswith("Play the nine of clubs: which play?")
    you.press(pygame.K_RETURN)
    assert "Lesson complete!" in you.panel and 9 not in you.position.houses


def test_a_lesson_by_mouse_a_wrong_drop_its_answer_and_show_me(app: App) -> None:
    scene = open_tutorial(app, "capture")
    pos = scene.pos
    four, seven = parse_card("4h"), parse_card("7c")
    drag(app, point_on_card(scene, four), point_on_target(scene, LooseTarget(seven)))
    fb = scene.feedback
    assert fb is not None and fb.kind == "refusal" and not scene.solved
    # First why it does not capture (the lesson's idea), then why it does not build.
    assert fb.lines[0] == why_not(pos, four, LooseTarget(seven))
    assert fb.lines[0].startswith("The 7♣ is a 7: a 4 captures only cards of value 4")
    assert "would build a house of 11" in fb.lines[0]
    assert scene.panel_text.count(fb.lines[0]) == 1  # said once, in the panel
    click(app, scene.buttons["hint"].rect.center)  # show me
    goal = scene.step.goal.move
    assert goal is not None and scene.board.hint_move == goal
    assert scene.feedback is not None and scene.feedback.kind == "hint"
    target = LooseTarget(goal.loose_cards()[0])
    drag(app, point_on_card(scene, goal.card), point_on_target(scene, target))
    assert scene.solved and scene.feedback is not None and scene.feedback.kind == "success"


def test_a_lesson_by_keyboard_a_wrong_pick_its_answer_and_show_me(app: App) -> None:
    scene = open_tutorial(app, "keys")
    key = parse_card("Tc")
    while scene.board.selected != key:
        press_keys(app, pygame.K_RIGHT)
    press_keys(app, pygame.K_RETURN)
    assert scene.choice is not None
    items = scene.choice.items
    wrong = next(i for i, t in enumerate(items) if t.startswith("Try to throw"))
    press_keys(app, *[pygame.K_DOWN] * wrong, pygame.K_RETURN)
    fb = scene.feedback
    assert fb is not None and fb.kind == "refusal" and not scene.solved
    assert fb.lines[0] == sentence(
        explain_text(scene.pos, Move.from_json({"action": "throw", "card": "Tc"})) or ""
    )
    assert "can take the house of 10" in fb.lines[0]
    press_keys(app, pygame.K_QUESTION)  # show me
    shown = scene.board.hint_move
    assert shown is not None and shown.card == key and scene.step.goal.met_by(scene.pos, shown)
    while scene.board.selected != key:
        press_keys(app, pygame.K_RIGHT)
    press_keys(app, pygame.K_RETURN)
    assert scene.choice is not None
    words = move_words(shown, scene.pos)  # the play as the list says it
    press_keys(app, *[pygame.K_DOWN] * scene.choice.items.index(words), pygame.K_RETURN)
    assert scene.solved and scene.feedback is not None and scene.feedback.kind == "success"


def test_a_move_animates_and_settles(app: App) -> None:
    app.ctx.settings.animation_speed = AnimationSpeed.NORMAL
    scene = open_tutorial(app, "seep")
    move = scene.step.hint_move()
    assert move is not None and scene.attempt(move, card=move.card)
    assert scene.animator.busy and scene.board.sprites[move.card].travelling
    banner_seen = False
    for _ in range(240):
        app.run(frames=1)
        banner_seen |= scene.board.banner is not None
        if not scene.animator.busy:
            break
    assert not scene.animator.busy and banner_seen and scene.board.banner is None
    for card in [*move.loose_cards(), move.card]:
        sprite = scene.board.sprites[card]
        assert sprite.kind == "pile" and not sprite.travelling and not sprite.visible
