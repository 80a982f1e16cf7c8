"""The tutorial's lesson controller: which lesson and step is open, the step played on the game's
own session (:class:`~game.play.lesson.LessonSession`), and the answers to the learner.

The controller sends the learner's moves to the lesson session and reads back its events: each
move is animated on the board and answered (the step's success words, a guided deal's coach:
the move's own words at once, the coach's remark when its judgement, worked out a slice per
frame as at the table, is ready); a move the session refuses is answered with the rules core's
reason or the step's own words.
It owns the learner's progress and saves it when a lesson is completed (the one place that
does). After every change it calls ``changed`` (the scene shows the panel, the bid row and the
buttons afresh); what it says goes to the app's speech.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from game.ai.slices import Sliced
from game.context import AppContext
from game.i18n import _
from game.play.coach import Coach, Remark
from game.play.events import MoveMade
from game.play.lesson import HINT_LEVEL, LessonSession
from game.rules import Move, Position
from game.scenes.board import Board
from game.scenes.kit.slicing import work_a_slice
from game.scenes.tutorial.hud import Feedback, PanelWords
from game.text.coach import remark_text
from game.text.plays import hint_text
from game.text.rules_reasons import reason_text, sentence
from game.text.spoken import feedback, for_the_ear, lesson_step
from game.text.storage import told
from game.text.tutorial import (
    COACH_OFF,
    coach_title,
    deal_facts,
    deal_move_words,
    encouragement,
    for_the_mouse,
    heard_paragraphs,
    hint_title,
    keyboard_hint,
    lessons_done,
    names,
    off_task,
    panel_head,
    refusal_title,
    success_title,
)
from game.tutorial import Lesson, Progress, Step

COACH_SLICE = 0.004  # seconds per frame the coach may think about the learner's move


class LessonController:
    """The open step of the tutorial and the learner's answers.

    Args:
        ctx: the app context (its store keeps the progress; its speech says the answers).
        board: the board the step is shown on (moves are animated on it).
        lessons: the lessons.
        lesson: the lesson to open (default: the first not yet completed).
        changed: called after every change the screen shows.
    """

    def __init__(
        self,
        ctx: AppContext,
        board: Board,
        lessons: list[Lesson],
        lesson: int | None,
        *,
        changed: Callable[[], None],
    ) -> None:
        self.ctx = ctx
        self.board = board
        self.lessons = lessons
        self.progress = Progress.load(ctx.store)
        if lesson is None:
            todo = (i for i, ls in enumerate(lessons) if ls.id not in self.progress.completed)
            lesson = next(todo, 0)
        self.lesson_index = max(0, min(lesson, len(lessons) - 1))
        self.step_index = 0
        self.session = LessonSession(self.step)  # the step, played on the game's session
        self.pos: Position = self.session.position  # as the board shows it
        self.solved = False
        self.feedback: Feedback | None = None
        self.attempts = 0
        self.coach = Coach(0, names(), level=HINT_LEVEL)  # a guided deal's words on each move
        # The coach's judgement of the learner's last move, worked out a slice per frame (the
        # computer players wait for it, as at the table).
        self.judging: Sliced[Remark | None] | None = None
        self._changed = changed

    # Queries.

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.lesson_index]

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.step_index]

    @property
    def history(self) -> list[tuple[int, Move]]:
        """The moves of the step's deal so far, with the seats that made them."""
        return self.session.history

    @property
    def computer_seats(self) -> frozenset[int]:
        """The seats the computer plays (a guided deal's; none in a one-move step)."""
        return self.session.computer_seats

    @property
    def first(self) -> bool:
        return self.lesson_index == 0 and self.step_index == 0

    @property
    def last(self) -> bool:
        """True on the very last step of the last lesson."""
        last_lesson = self.lesson_index == len(self.lessons) - 1
        return last_lesson and self.step_index == len(self.lesson.steps) - 1

    def learner_to_act(self) -> bool:
        """True while the learner may bid or play (nothing moving, the step not solved)."""
        pos = self.pos
        return (
            not self.solved
            and not self.board.animator.busy
            and pos.to_play == 0
            and pos.phase in ("bid", "play")
        )

    def following(self) -> tuple[int, int] | None:
        """The step after this one (lesson, step), or None after the last."""
        if self.step_index + 1 < len(self.lesson.steps):
            return self.lesson_index, self.step_index + 1
        if self.lesson_index + 1 < len(self.lessons):
            return self.lesson_index + 1, 0
        return None

    def preceding(self) -> tuple[int, int] | None:
        """The step before this one (lesson, step), or None before the first."""
        if self.step_index > 0:
            return self.lesson_index, self.step_index - 1
        if self.lesson_index > 0:
            return self.lesson_index - 1, len(self.lessons[self.lesson_index - 1].steps) - 1
        return None

    def all_done(self) -> bool:
        return self.progress.count(self.lessons) == len(self.lessons)

    # Opening a step.

    def open(self, lesson: int, step: int = 0) -> None:
        """Open ``step`` of ``lesson`` afresh (see :meth:`restart`)."""
        self.lesson_index = max(0, min(lesson, len(self.lessons) - 1))
        self.step_index = max(0, min(step, len(self.lesson.steps) - 1))
        self.restart()

    def restart(self) -> None:
        """Put the step's position back on the board, clear what was said, and say the step."""
        self.session = LessonSession(self.step)
        self.session.drain()  # the deal's start: the board is set out below
        self.pos = self.session.position
        self.solved = False
        self.feedback = None
        self.attempts = 0
        self.judging = None  # a judgement of the old step's move is not wanted any more
        board = self.board
        board.deselect()
        board.drag = board.press = board.banner = None
        board.reset()
        board.snap_all(self.pos)
        self._changed()
        self.say_step()

    # Speech.

    def say_step(self) -> None:
        """The step read aloud: where we are, what the lesson teaches, the task."""
        lesson, step = self.lesson, self.step
        self.ctx.say(
            lesson_step(
                self.lesson_index + 1,
                len(self.lessons),
                self.step_index + 1,
                len(lesson.steps),
                _(lesson.title),
                heard_paragraphs(lesson.text),
                _(step.task),
            ),
            interrupt=True,
        )

    def say_feedback(self, *, interrupt: bool = True) -> None:
        """The last answer, aloud (``interrupt`` False: queued after what is being said)."""
        if self.feedback is not None:
            self.ctx.say(feedback(self.feedback.title, self.feedback.lines), interrupt=interrupt)

    # The hint.

    def hint(self) -> Move | None:
        """Show the step's hint and point the board at the move it describes (returned; a bid
        is for the scene's bid row to show)."""
        if self.solved:
            return None
        move = self.hint_move()
        self.feedback = self._hint_feedback(move)
        if move is not None and move.action != "bid":
            self.board.hint_move = move
            self.board.selected = move.card
        self._changed()
        self.say_feedback()
        return move

    def hint_move(self) -> Move | None:
        """The move the hint points at: the step's; in a guided deal, the hint player's move
        from the learner's own view (None while the others play)."""
        hinted = self.session.hint()
        return hinted[0] if hinted is not None else None

    def _hint_feedback(self, move: Move | None) -> Feedback:
        text = _(self.step.hint)
        hinted = self.session.hint() if self.step.deal is not None else None
        if move is not None and hinted is not None:
            text = hint_text(move, hinted[1], self.pos)
        elif (
            move is not None
            and move.action != "bid"
            and self.ctx.speech.on
            and for_the_mouse(self.step.hint)
        ):  # the game speaks: the hint is for the keys
            text = keyboard_hint(move, self.pos)
        return Feedback("hint", hint_title(), [text])

    # Playing.

    def attempt(self, move: Move, *, card: int | None = None) -> bool:
        """The learner asks for ``move``: refuse it (with the reason) or play it. True if played."""
        if self.solved or self.board.animator.busy:
            return False
        refusal = self.session.play(move)
        if refusal is None:
            self._take_events()
            return True
        if not refusal.legal:
            words = reason_text(refusal.reason) if refusal.reason is not None else ""
            self.refuse(sentence(words), card)
            return False
        if refusal.mistake is not None:
            text = _(refusal.mistake)
        else:
            text = off_task(self.step.task)
        self.refuse(text, card, legal=True)
        return False

    def refuse(self, text: str, card: int | None, *, legal: bool = False) -> None:
        """Answer a move that is not played: ``text`` and a word of encouragement (``card``,
        if held on the board, goes home)."""
        self.attempts += 1
        cheer = encouragement(self.attempts)
        title = refusal_title(legal)
        self.feedback = Feedback("refusal", title, [text, cheer])  # said once: in the panel
        self.board.hint_move = None
        if card is not None:
            self.board.slide_home(card, self.pos)
        self._changed()
        self.say_feedback()

    def update(self) -> None:
        """Per frame: a slice of the coach's judgement; in a guided deal, once the coach has had
        its say, a computer player moves when the board is still."""
        self._coach_thinks()
        if self.judging is not None:
            return
        if self.solved or self.board.animator.busy or not self.session.guided:
            return
        if self.session.advance():
            self._take_events()

    def _take_events(self) -> None:
        """What the lesson's session did: each move animated and answered."""
        for event in self.session.drain():
            if not isinstance(event, MoveMade):
                continue
            if self.step.deal is not None:
                self._deal_move(event)
            else:
                self._succeed(event)

    def _succeed(self, made: MoveMade) -> None:
        self.pos = made.after
        self.board.animate(self.pos, made.move, made.events, made.seat)
        self._solved([_(self.step.success), *deal_facts(self.pos)])

    def _solved(self, lines: list[str]) -> None:
        self.solved = True
        self.board.deselect()
        last = self.step_index == len(self.lesson.steps) - 1
        if last and self.lesson.id not in self.progress.completed:
            self.progress.completed.add(self.lesson.id)
            self.progress.save(self.ctx.store)
            lines.extend(told(self.ctx.store.take_problems()))
            if self.all_done() and self.ctx.settings.coach:
                # The tutorial is finished: the coach is off from now on (Settings turns it on).
                self.ctx.commit_settings(dataclasses.replace(self.ctx.settings, coach=False))
                lines.append(_(COACH_OFF))
        self.feedback = Feedback("success", self.success_title(), lines)
        self._changed()
        self.say_feedback()

    def success_title(self) -> str:
        return success_title(self.step_index == len(self.lesson.steps) - 1)

    def _deal_move(self, made: MoveMade) -> None:
        """A move of a guided deal: the learner's, with the coach's word, or a computer
        player's, said (and the coach's word on it, if any)."""
        seat, move, before = made.seat, made.move, made.before
        self.pos = made.after
        self.board.deselect()
        self.board.hint_move = None
        self.board.animate(self.pos, move, made.events, seat)
        said = deal_move_words(move, before, names())
        if seat == 0:  # the move's words now, the coach's remark when it is ready
            self.feedback = Feedback("coach", coach_title(), [said])
            self.ctx.say(for_the_ear(said), interrupt=True)
            if self.pos.phase != "over":  # (the deal's end is answered at once)
                self.judging = self.coach.remarking(before, move, self.history[:-1])
        else:
            other = self.coach.about_other(before, seat, move)
            self.ctx.say(for_the_ear(said))
            if other is not None and self.feedback is not None:
                other_said = remark_text(other, self.coach.names)
                lines = [*self.feedback.lines[-2:], other_said]
                self.feedback = Feedback("coach", coach_title(), lines)
                self.ctx.say(for_the_ear(other_said))
        if self.pos.phase == "over":
            self._solved([_(self.step.success), *deal_facts(self.pos)])
            return
        self._changed()

    def _coach_thinks(self) -> None:
        """A slice of the coach's judgement of the learner's last move (never a whole frame's
        worth: :data:`COACH_SLICE`); its remark is shown and said when it is ready."""
        if self.judging is None:
            return
        what = "the coach's judgement of a move"  # i18n: skip (for the log)
        done, remark = work_a_slice(self.judging, COACH_SLICE, what)
        if not done:
            return
        self.judging = None
        if remark is None:
            return
        said = remark_text(remark, self.coach.names)
        fb = self.feedback
        if fb is not None and fb.kind == "coach":
            self.feedback = Feedback("coach", coach_title(), [*fb.lines, said])
            self._changed()
        self.ctx.say(for_the_ear(said))  # after the move's own words

    # Words.

    def retell(self) -> None:
        """The language changed: the coach's names and the last answer are made again in it;
        an answer that cannot be remade (a refusal, the coach's word) is dropped."""
        self.coach.names = names()
        fb = self.feedback
        if fb is None:
            return
        if fb.kind == "hint":
            self.feedback = self._hint_feedback(self.hint_move())
        elif fb.kind == "success" and self.solved:
            self.feedback = Feedback(
                "success", self.success_title(), [_(self.step.success), *deal_facts(self.pos)]
            )
        else:
            self.feedback = None

    def panel_words(self) -> PanelWords:
        """What the lesson panel says, top to bottom."""
        n = len(self.lessons)
        head = panel_head(self.lesson_index + 1, n, self.step_index + 1, len(self.lesson.steps))
        done = lessons_done(self.progress.count(self.lessons), n)
        lesson, step = self.lesson, self.step
        text = [_(para) for para in lesson.text]
        title, task = _(lesson.title), _(step.task)
        return PanelWords(head, done, title, text, task, self.feedback, dots=n)

    def longest_feedback(self) -> Feedback:
        """The longest answer this step can give (its success words, its hint, its named
        mistakes, a two-line refusal): the panel's type is sized for it, so it keeps one size
        through the step instead of shrinking when an answer appears."""
        step = self.step
        refusal = "x " * 90  # about two lines of a rules core reason
        texts = [_(step.success), _(step.hint), refusal, *(_(text) for _m, text in step.mistakes)]
        longest = max(texts, key=len)
        return Feedback("success", success_title(True), [longest, encouragement(1)])

    def completed(self) -> list[bool]:
        """Each lesson: completed?"""
        return [ls.id in self.progress.completed for ls in self.lessons]
