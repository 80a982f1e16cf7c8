"""The tutorial: short lessons, each a few lines of teaching and one or more positions to play.

The lessons are data (:mod:`game.tutorial`, ``lessons.json``). The lesson text sits in a panel on
the left (:mod:`game.scenes.tutorial_hud`); on the right is the table's own board
(:class:`~game.scenes.board.Board`, owned, with :class:`TutorialPlaces`), the learner's hand at
the bottom. The learner plays as at the table: drag a card onto a floor card, a house or the open
floor, or click a card and then its target; a double-click plays a card that has one play.
Keyboard: ←/→ choose a card, Enter lists what it can do (in words, from
:func:`game.rules.describe`), ↑/↓ and Enter pick.

Nothing here decides legality (:mod:`game.rules.targets` says what a gesture can mean). A move
the rules refuse is answered with their reason and an encouraging line; a legal move that is not
what the step asks for, with the step's own words; the right move is played, animated, and the
step's success text shown. Then Next.

Keys: ? hint, N (or Enter once solved) next, B back, R restart the step, L the list of lessons,
Esc back to the title; as at the table, F reads the floor and H the hand, T says the step again,
F1 the keys. Every instruction and every answer is spoken when speech is on
(:mod:`game.play.spoken`). Completed lessons are saved (``tutorial.json``) and shown as gold dots.

The scene's keys and gestures are in :mod:`game.scenes.tutorial_input` and its lists (a card's
plays, the lessons) in :mod:`game.scenes.tutorial_choices`: mixins of :class:`TutorialScene`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame
from pygame_gui.elements import UIButton

from game.ai import make_bot
from game.ai.base import Bot
from game.ai.hint import hint as hint_of
from game.context import AppContext
from game.i18n import _, language, ngettext
from game.play.coach import Coach
from game.play.spoken import Spoken, feedback, for_the_ear, lesson_step
from game.play.words import Words, hint_text
from game.rules import Move, PlayerView, Position, apply_with_events
from game.rules.targets import Target, bid_values, moves_of_card, targets_of
from game.scenes import uikit
from game.scenes.base import Scene
from game.scenes.board import Board, Toast
from game.scenes.cards import CardImages
from game.scenes.table_widgets import ChoicePanel
from game.scenes.tutorial_choices import TutorialChoices
from game.scenes.tutorial_hud import (
    COACH_OFF,
    ENCOURAGE,
    NAMES,
    Feedback,
    PanelWords,
    TutorialHud,
    bid_buttons,
    deal_facts,
    deal_move_words,
    names,
    tutorial_buttons,
)
from game.scenes.tutorial_input import TutorialInput
from game.scenes.tutorial_layout import TutorialLayout, TutorialPlaces, compute_layout
from game.text.rules_reasons import explain_text, sentence
from game.tutorial import Lesson, Progress, Step, load_lessons

__all__ = ["NAMES", "TutorialScene", "compute_layout", "tutorial_scene"]

TOAST_SECONDS = 4.0


class TutorialScene(TutorialInput, TutorialChoices, Scene):
    """The tutorial (the host of its :class:`~game.scenes.board.Board`).

    Args:
        ctx: the app context.
        lessons: the lessons (default: those shipped with the game).
        lesson: the lesson to open (default: the first not yet completed).
    """

    def __init__(
        self, ctx: AppContext, lessons: list[Lesson] | None = None, lesson: int | None = None
    ) -> None:
        super().__init__(ctx)
        self.lessons = lessons if lessons is not None else load_lessons()
        self.progress = Progress.load(ctx.store)
        if lesson is None:
            todo = (i for i, ls in enumerate(self.lessons) if ls.id not in self.progress.completed)
            lesson = next(todo, 0)
        self.lesson_index = max(0, min(lesson, len(self.lessons) - 1))
        self.step_index = 0
        self.layout: TutorialLayout = compute_layout(ctx.screen_size)
        self.places = TutorialPlaces(self.layout)
        self.board = Board(self.animator, self.places, self, ctx.sounds.play, seat=0)
        self.board.on_seep = self._seep
        self.images = CardImages(ctx.settings.four_colour_deck, ctx.settings.card_back)
        self.hud = TutorialHud(ctx.assets)
        self.pos: Position = self.step.position
        self.solved = False
        self.feedback: Feedback | None = None
        self.attempts = 0
        self.toast: Toast | None = None
        self.buttons: dict[str, UIButton] = {}
        self.bid_buttons: list[UIButton] = []
        self.bid_values: list[int] = []  # what the bid buttons bid: every value a bid may name
        self.bid_focus = 0
        self.choice: ChoicePanel | None = None
        self.choice_kind = ""  # "moves" or "lessons"
        self.choice_moves: list[Move] = []
        self.choice_tries: list[Target] = []  # after the moves in a card's list: plays to try
        self.choice_card: int | None = None
        self.choice_dropped = False
        self._leaving = False
        self.spoken = Spoken(Words(names(), 0))
        # A guided deal: the moves so far, the computer players, the coach, the hint's cache.
        self.history: list[tuple[int, Move]] = []
        self.bots: dict[int, Bot] = {}
        self.coach = Coach(0, names())
        self._hint: tuple[Position, Move, str] | None = None
        self._language = language()  # the words above are in it (a switch rebuilds them)

    # Lessons and steps.

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.lesson_index]

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.step_index]

    @property
    def panel_text(self) -> list[str]:
        """What the lesson panel says, paragraph by paragraph."""
        return self.hud.text

    @property
    def interactive(self) -> bool:
        """True while the learner may play (not solved, nothing moving, no list open)."""
        return (
            not self.solved
            and not self.animator.busy
            and self.choice is None
            and self.pos.to_play == 0
            and self.pos.phase in ("bid", "play")
        )

    def go_to(self, lesson: int, step: int = 0) -> None:
        """Open ``step`` of ``lesson`` afresh."""
        self.lesson_index = max(0, min(lesson, len(self.lessons) - 1))
        self.step_index = max(0, min(step, len(self.lesson.steps) - 1))
        self.restart()

    def restart(self) -> None:
        """Put the step's position back and clear what was said."""
        self._close_choice()
        self.animator.clear()
        self.pos = self.step.position
        self.solved = False
        self.feedback = None
        self.attempts = 0
        self.toast = None
        self.history = []
        self._hint = None
        deal = self.step.deal
        self.bots = (
            {seat: make_bot(deal.level, deal.seed * 8 + seat) for seat in (1, 2, 3)}
            if deal is not None
            else {}
        )
        board = self.board
        board.deselect()
        board.drag = board.press = board.banner = None
        board.reset()
        board.snap_all(self.pos)
        self.bid_focus = 0
        self._sync_bid_row()
        self._refresh_panel()
        self._refresh_buttons()
        self.say_step()

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
                [_(para) for para in lesson.text],
                _(step.task),
            ),
            interrupt=True,
        )

    def _say_feedback(self) -> None:
        if self.feedback is not None:
            self.ctx.say(feedback(self.feedback.title, self.feedback.lines), interrupt=True)

    def next_step(self) -> None:
        if self._leaving:
            return
        self.ctx.sounds.play("click")
        if self.step_index + 1 < len(self.lesson.steps):
            self.go_to(self.lesson_index, self.step_index + 1)
        elif self.lesson_index + 1 < len(self.lessons):
            self.go_to(self.lesson_index + 1, 0)
        elif self.progress.count(self.lessons) < len(self.lessons):
            self.open_lessons()  # the end, with lessons still to do: pick one
        else:
            self.exit_to_title()
            self.ctx.dialogs.message(
                _("You have finished every lesson. Start a New game and play for real!"),
                title=_("Tutorial"),
            )

    def previous_step(self) -> None:
        if self.step_index > 0:
            self.go_to(self.lesson_index, self.step_index - 1)
        elif self.lesson_index > 0:
            self.go_to(self.lesson_index - 1, len(self.lessons[self.lesson_index - 1].steps) - 1)
        else:
            return
        self.ctx.sounds.play("click")

    def exit_to_title(self) -> None:
        if not self._leaving:
            self._leaving = True
            self.ctx.scenes.pop()

    def hint(self) -> None:
        """Show the step's hint and point at the move it describes."""
        if self.solved:
            return
        move = self.hint_move()
        self.feedback = self._hint_feedback(move)
        if move is not None and move.action != "bid":
            self.board.hint_move = move
            self.board.selected = move.card
        elif move is not None and move.value in self.bid_values:
            self.bid_focus = self.bid_values.index(move.value)
            self._show_bid_focus()
        self._refresh_panel()
        self._say_feedback()

    def _hint_feedback(self, move: Move | None) -> Feedback:
        text = _(self.step.hint)
        if self.step.deal is not None and move is not None and self._hint is not None:
            text = hint_text(move, self._hint[2], self.pos)
        # Translators: the title of a hint's box in the tutorial.
        return Feedback("hint", _("Hint"), [text])

    def hint_move(self) -> Move | None:
        """The move the hint points at: the step's; in a guided deal, the hint player's move
        from the learner's own view (None while the others play)."""
        if self.step.deal is None:
            return self.step.hint_move()
        pos = self.pos
        if pos.phase not in ("bid", "play") or pos.to_play != 0:
            return None
        if self._hint is None or self._hint[0] is not pos:
            move, why = hint_of(PlayerView.of(pos, 0, self.history), level="medium")
            self._hint = (pos, move, why)
        return self._hint[1]

    # Lifecycle.

    def enter(self) -> None:
        super().enter()
        self._build()
        self.restart()

    def resume(self) -> None:
        super().resume()
        self.images.set_four_colour(self.ctx.settings.four_colour_deck)
        self.images.set_back(self.ctx.settings.card_back)

    def pause(self) -> None:
        super().pause()
        self.board.cancel_pointer(self.pos)

    def exit(self) -> None:
        self._close_choice()
        super().exit()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        if self._language != language():
            self._retell()
        self.board.drag = self.board.press = None
        self.animator.finish_all()
        self.layout = self.places.layout = compute_layout(size)
        reopen = self.choice_kind if self.choice is not None else ""
        moves, card = list(self.choice_moves), self.choice_card
        self._close_choice()
        self._build()
        self.board.snap_all(self.pos)
        self._refresh_panel()
        if reopen == "lessons":
            self.open_lessons()
        elif reopen == "moves" and card is not None:
            self._open_moves(card, moves, self.board.card_anchor(card))

    def _retell(self) -> None:
        """The language changed (a switch rebuilds every scene like a resize): the names and
        the words kept from before are made again in it; an answer that cannot be remade
        (a refusal, the coach's word) is dropped."""
        self._language = language()
        self.spoken = Spoken(Words(names(), 0))
        self.coach.names = names()
        fb = self.feedback
        if fb is None:
            return
        if fb.kind == "hint":
            self.feedback = self._hint_feedback(self.hint_move())
        elif fb.kind == "success" and self.solved:
            self.feedback = Feedback(
                "success", self._success_title(), [_(self.step.success), *deal_facts(self.pos)]
            )
        else:
            self.feedback = None

    # Widgets.

    def _build(self) -> None:
        actions: dict[str, Callable[[], None]] = {
            "back": self.previous_step,
            "hint": self.hint,
            "next": self.next_step,
            "restart": self._restart_clicked,
            "lessons": self.open_lessons,
            "exit": self.exit_to_title,
        }
        with self.building() as box:
            self.buttons = tutorial_buttons(self.ctx.ui, box, self.layout, actions)
            self.bid_buttons = []  # the container was emptied
            self._sync_bid_row()
        self._refresh_buttons()

    def _restart_clicked(self) -> None:
        self.ctx.sounds.play("click")
        self.restart()

    def _refresh_buttons(self) -> None:
        if not self.buttons:
            return
        first = self.lesson_index == 0 and self.step_index == 0
        last = self.lesson_index == len(self.lessons) - 1
        if last and self.step_index == len(self.lesson.steps) - 1:
            # Translators: the tutorial's Next button on its very last step.
            label = _("Finish")
        else:
            label = _("Next")
        if self.buttons["next"].text != label:
            self.buttons["next"].set_text(label)
        uikit.set_enabled(self.buttons["back"], not first)
        uikit.set_enabled(self.buttons["hint"], not self.solved)

    def _sync_bid_row(self) -> None:
        """A button for every value a bid may name (:func:`game.rules.targets.bid_values`) while
        the step waits for a bid, and only then: the learner may also press one the rules refuse,
        and is told why (the table offers only the legal bids)."""
        if self.pos.phase != "bid" or self.solved or self.container is None:
            for button in self.bid_buttons:
                uikit.kill(button)
            self.bid_buttons, self.bid_values = [], []
            return
        if self.bid_buttons:
            return
        self.bid_values = list(bid_values())
        box, lay = self.container, self.layout
        self.bid_buttons = bid_buttons(self.ctx.ui, box, lay, self.bid_values, self._bidder)
        self._show_bid_focus()

    def _bidder(self, value: int) -> Callable[[], None]:
        return lambda: self.bid(value)

    def _show_bid_focus(self) -> None:
        for i, button in enumerate(self.bid_buttons):
            uikit.set_selected(button, i == self.bid_focus)

    def bid(self, value: int) -> None:
        """The learner bids ``value`` (the rules say whether they may)."""
        if value in self.bid_values:
            self.bid_focus = self.bid_values.index(value)
            self._show_bid_focus()
        if self.interactive:
            self.attempt(Move.from_json({"action": "bid", "value": value}))

    # Playing.

    def attempt(self, move: Move, *, card: int | None = None) -> bool:
        """The learner asks for ``move``: refuse it (with the reason) or play it. True if played."""
        if self.solved or self.animator.busy:
            return False
        pos, step = self.pos, self.step
        reason = explain_text(pos, move)
        if reason is not None:
            self._refuse(sentence(reason), card)
            return False
        if step.deal is not None:
            self._deal_move(0, move)
            return True
        if not step.goal.met_by(pos, move):
            text = step.mistake_text(move)
            if text is not None:
                text = _(text)
            else:
                task = _(step.task)
                # Translators: {task} is the step's task, its first letter made small.
                text = _("That is a legal play, but not the one this step asks for: {task}").format(
                    task=task[:1].lower() + task[1:]
                )
            self._refuse(text, card, legal=True)
            return False
        self._succeed(move)
        return True

    def _refuse(self, text: str, card: int | None, *, legal: bool = False) -> None:
        self.attempts += 1
        cheer = _(ENCOURAGE[(self.attempts - 1) % len(ENCOURAGE)])
        # Translators: the title of the tutorial's answer to a legal play that misses the task,
        # and to a play the rules refuse.
        title = _("Not this time") if legal else _("Not allowed")
        self.feedback = Feedback("refusal", title, [text, cheer])  # said once: in the panel
        self.board.hint_move = None
        if card is not None:
            self.board.slide_home(card, self.pos)
        self._refresh_panel()
        self._say_feedback()

    def _succeed(self, move: Move) -> None:
        before = self.pos
        self.pos, events = apply_with_events(before, move)
        self.board.animate(self.pos, move, events, before.to_play)
        self._solved([_(self.step.success), *deal_facts(self.pos)])

    def _solved(self, lines: list[str]) -> None:
        self.solved = True
        self.board.deselect()
        self.toast = None
        last = self.step_index == len(self.lesson.steps) - 1
        if last and self.lesson.id not in self.progress.completed:
            self.progress.completed.add(self.lesson.id)
            self.progress.save(self.ctx.store)
            lines.extend(self.ctx.store.take_messages())
            if self.progress.count(self.lessons) == len(self.lessons) and self.ctx.settings.coach:
                # The tutorial is finished: the coach is off from now on (Settings turns it on).
                self.ctx.commit_settings(dataclasses.replace(self.ctx.settings, coach=False))
                lines.append(_(COACH_OFF))
        self.feedback = Feedback("success", self._success_title(), lines)
        self._refresh_panel()
        self._say_feedback()
        self._sync_bid_row()
        self._refresh_buttons()

    def _success_title(self) -> str:
        if self.step_index == len(self.lesson.steps) - 1:
            return _("Lesson complete!")
        return _("Well done!")

    # A guided deal: the learner's moves, then the computer players', each with the coach's word.

    def _deal_move(self, seat: int, move: Move) -> None:
        before = self.pos
        self.pos, events = apply_with_events(before, move)
        self.history.append((seat, move))
        self.board.deselect()
        self.board.hint_move = None
        self.board.animate(self.pos, move, events, seat)
        said = deal_move_words(move, before, names())
        if seat == 0:
            remark = self.coach.after_move(before, move, self.history[:-1])
            lines = [said] + ([remark.text] if remark is not None else [])
            # Translators: the title of the coach's box in the tutorial's guided deal.
            self.feedback = Feedback("coach", _("Coach"), lines)
            self.ctx.say(for_the_ear(" ".join(lines)), interrupt=True)
        else:
            other = self.coach.about_other(before, seat, move)
            self.ctx.say(for_the_ear(said))
            if other is not None and self.feedback is not None:
                lines = [*self.feedback.lines[-2:], other.text]
                self.feedback = Feedback("coach", _("Coach"), lines)
                self.ctx.say(for_the_ear(other.text))
        if self.pos.phase == "over":
            self._solved([_(self.step.success), *deal_facts(self.pos)])
            return
        self._sync_bid_row()
        self._refresh_panel()

    def _bots_play(self) -> None:
        """In a guided deal, a computer player moves when the board is still."""
        pos = self.pos
        if self.solved or self.animator.busy or pos.phase not in ("bid", "play"):
            return
        bot = self.bots.get(pos.to_play)
        if bot is not None:
            seat = pos.to_play
            self._deal_move(seat, bot.choose(PlayerView.of(pos, seat, self.history)))

    def _seep(self, seat: int, points: int) -> None:
        self.ctx.sounds.play("seep")
        if seat == 0:
            who = _("You swept the floor")
        else:
            who = _("{name} swept the floor").format(name=names()[seat])
        # Translators: the seep's banner; {points} is what the seep is worth.
        self.board.show_banner(_("SEEP! +{points}").format(points=points), who, hold=1.1)

    # Per frame.

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.toast is not None:
            self.toast.left -= dt
            if self.toast.left <= 0:
                self.toast = None
        self.board.update(dt, live=not self.solved)
        if self.bots:
            self._bots_play()

    def _refresh_panel(self) -> None:
        n = len(self.lessons)
        # Translators: at the top of the lesson panel (capitals in English).
        head = _("LESSON {lesson} OF {lessons}  ·  STEP {step} OF {steps}").format(
            lesson=self.lesson_index + 1,
            lessons=n,
            step=self.step_index + 1,
            steps=len(self.lesson.steps),
        )
        done = ngettext(
            "{done} of {count} lesson completed", "{done} of {count} lessons completed", n
        ).format(done=self.progress.count(self.lessons), count=n)
        lesson, step = self.lesson, self.step
        text = [_(para) for para in lesson.text]
        title, task = _(lesson.title), _(step.task)
        words = PanelWords(head, done, title, text, task, self.feedback, dots=n)
        self.hud.refresh(self.layout, words, reserve=self._longest_feedback())

    def _longest_feedback(self) -> Feedback:
        """The longest answer this step can give (its success words, its hint, its named
        mistakes, a two-line refusal): the panel's type is sized for it, so it keeps one size
        through the step instead of shrinking when an answer appears."""
        step = self.step
        refusal = "x " * 90  # about two lines of a rules core reason
        texts = [_(step.success), _(step.hint), refusal, *(_(text) for _m, text in step.mistakes)]
        longest = max(texts, key=len)
        return Feedback("success", _("Lesson complete!"), [longest, _(ENCOURAGE[0])])

    def draw(self, surface: pygame.Surface) -> None:
        lay, board, hud, pos = self.layout, self.board, self.hud, self.pos
        done = [ls.id in self.progress.completed for ls in self.lessons]
        hud.draw_under(surface, lay, self.images, pos, done, self.lesson_index)
        focus = board.drag.card if board.drag is not None else board.selected
        if focus is not None and self.interactive and pos.phase == "play":
            hint = board.hint_move
            moves = [hint] if hint is not None and hint.card == focus else None
            hot = board.target_at(board.mouse) if board.drag is not None else None
            board.draw_targets(surface, targets_of(moves or moves_of_card(pos, focus)), hot)
        outlined = None if self.solved else board.selected
        board.draw_cards(
            surface, self.images, hud.texts, pos, outlined=outlined, shadow_travelling=False
        )
        quiet = board.drag is None and self.choice is None
        turn = self._turn_words() if quiet else None
        hud.draw_over(surface, lay, bidding=bool(self.bid_buttons), shown=self.toast, turn=turn)
        if self.choice is not None and self.choice_kind == "lessons":
            # The lessons' list is read on its own: the words under it are dimmed.
            scrim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            scrim.fill((0, 0, 0, 150))
            surface.blit(scrim, (0, 0))
        area = pygame.Rect(lay.board.x, 0, lay.board.width, lay.table.font_banner * 3)
        area.centery = lay.table.table.centery
        board.draw_banner(surface, hud.texts, area)

    def _turn_words(self) -> str | None:
        if self.solved:
            return None if self.animator.busy else _("Solved! Press Enter or Next to go on.")
        if self.interactive and self.pos.phase != "bid":  # the bid buttons say it
            return _("Your turn")
        return None


def tutorial_scene(ctx: AppContext) -> Scene:
    """The title's Tutorial."""
    return TutorialScene(ctx)
