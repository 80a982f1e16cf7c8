"""The lessons run on the game's own session (game.play.lesson): every step's scripted move is
played through it, wrong moves are refused before the session sees them, and the guided deal
plays exactly as the tutorial's own loop used to (the same moves, seat by seat)."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.ai.hint import hint as hint_of
from game.play.events import DealStarted, MoveMade
from game.play.lesson import HINT_LEVEL, LEARNER, LessonSession, Refusal
from game.rules import Move, PlayerView, apply, apply_with_events, explain, legal_moves
from game.rules.events import DealScored
from game.text.rules_reasons import reason_text
from game.tutorial import Lesson, Step, load_lessons

LESSONS = load_lessons()
STEPS = [(ls, k, st) for ls in LESSONS for k, st in enumerate(ls.steps) if st.deal is None]
DEALS = [st for ls in LESSONS for st in ls.steps if st.deal is not None]


def _id(item: tuple[Lesson, int, Step]) -> str:
    return f"{item[0].id}-{item[1] + 1}"


@pytest.mark.parametrize("item", STEPS, ids=_id)
def test_every_scripted_step_is_played_through_the_lesson_session(
    item: tuple[Lesson, int, Step],
) -> None:
    _lesson, _k, step = item
    lesson = LessonSession(step)
    assert isinstance(lesson.drain()[0], DealStarted)
    assert lesson.position == step.position and lesson.learner_to_act()
    assert lesson.computer_seats == frozenset() and not lesson.guided
    hinted = lesson.hint()
    assert hinted is not None
    move, why = hinted
    assert move == step.hint_move() and why == ""
    assert lesson.play(move) is None
    assert lesson.solved and not lesson.learner_to_act()
    events = lesson.drain()
    made = [e for e in events if isinstance(e, MoveMade)]
    assert len(made) == 1
    assert made[0].seat == LEARNER and made[0].human and made[0].move == move
    assert made[0].before == step.position
    assert lesson.position == made[0].after == apply(step.position, move)
    assert lesson.history == [(LEARNER, move)]
    assert step.position == made[0].before  # the step's own position is untouched
    assert not lesson.advance()  # solved: nobody moves on


@pytest.mark.parametrize("item", STEPS, ids=_id)
def test_a_wrong_move_is_refused_before_the_session_sees_it(
    item: tuple[Lesson, int, Step],
) -> None:
    _lesson, _k, step = item
    lesson = LessonSession(step)
    lesson.drain()
    pos = step.position
    for move, text in step.mistakes:
        assert lesson.play(move) == Refusal("off_task", mistake=text)
    missing = [m for m in legal_moves(pos) if not step.goal.met_by(pos, m)]
    unnamed = [m for m in missing if step.mistake_text(m) is None]
    if unnamed:
        refusal = lesson.play(unnamed[0])
        assert refusal == Refusal("off_task") and refusal.legal
    for claim in step.claims:
        if not claim.legal:
            refusal = lesson.play(claim.move)
            assert refusal is not None and not refusal.legal
            assert refusal.reason == explain(pos, claim.move) and refusal.reason is not None
            assert claim.says in reason_text(refusal.reason)
    assert not lesson.solved and lesson.history == [] and lesson.position == pos
    assert not any(isinstance(e, MoveMade) for e in lesson.drain())


def _the_old_loop(step: Step) -> list[tuple[int, Move]]:
    """The guided deal as the tutorial scene played it before it had a session: the hint
    player's move for the learner, each computer player's ``choose`` on its own view."""
    assert step.deal is not None
    deal = step.deal
    bots = {seat: make_bot(deal.level, deal.seed * 8 + seat) for seat in (1, 2, 3)}
    pos = step.position
    history: list[tuple[int, Move]] = []
    while pos.phase != "over":
        seat = pos.to_play
        view = PlayerView.of(pos, seat, history)
        if seat == LEARNER:
            move, _why = hint_of(view, level=HINT_LEVEL)
        else:
            move = bots[seat].choose(view)
        pos, _events = apply_with_events(pos, move)
        history.append((seat, move))
    return history


@pytest.mark.parametrize("step", DEALS, ids=lambda st: f"deal-{st.deal.seed}")
def test_the_guided_deal_plays_as_before(step: Step) -> None:
    lesson = LessonSession(step)
    assert lesson.guided and lesson.computer_seats == frozenset({1, 2, 3})
    seen: list[tuple[int, Move]] = []
    for _turn in range(200):
        if lesson.solved:
            break
        if lesson.learner_to_act():
            hinted = lesson.hint()
            assert hinted is not None and hinted[1]  # the move, and why
            assert lesson.play(hinted[0]) is None
        else:
            assert lesson.hint() is None  # the others play
            assert lesson.advance()
        for event in lesson.drain():
            if isinstance(event, MoveMade):
                seen.append((event.seat, event.move))
                assert event.human == (event.seat == LEARNER)
    assert lesson.solved and lesson.position.phase == "over"
    assert seen == lesson.history == _the_old_loop(step)
    assert len([s for s, _m in seen if s == LEARNER]) == 13  # the bid and twelve cards


def test_the_guided_deal_is_scored_and_then_still() -> None:
    lesson = LessonSession(DEALS[0])
    events = []
    for _turn in range(200):
        if lesson.solved:
            break
        hinted = lesson.hint()
        if hinted is not None:
            lesson.play(hinted[0])
        else:
            lesson.advance()
        events += lesson.drain()
    assert any(isinstance(e, DealScored) for e in events)
    moves = len(lesson.history)
    assert not lesson.advance() and len(lesson.history) == moves
    assert lesson.play(legal_moves(DEALS[0].position)[0]) is not None
