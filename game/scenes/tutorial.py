"""The tutorial: short lessons, each a few lines of teaching and one or more positions to play.

The lessons are data (:mod:`game.tutorial`, ``lessons.json``). The lesson text sits in a panel on
the left; the board on the right shows the step's position with the learner's hand at the bottom.
The learner plays as at the table: drag a card onto a floor card, a house or the open floor, or
click a card and then its target; a double-click plays a card that has one play. Keyboard: ←/→
choose a card, Enter lists what it can do (in words, from :func:`game.rules.describe`), ↑/↓ and
Enter pick.

Nothing here decides legality. A move the rules refuse is answered with
:func:`game.rules.explain`'s reason and an encouraging line; a legal move that is not what the
step asks for is answered with the step's own words; the right move is played with
:func:`game.rules.apply_with_events`, animated, and the step's success text shown. Then Next.

Keys: H hint, N (or Enter once solved) next, B back, R restart the step, L the list of lessons,
Esc back to the title. Completed lessons are saved (``tutorial.json``) and shown as gold dots.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game import theme
from game.context import AppContext
from game.rules import (
    Move,
    Position,
    apply_with_events,
    card_points_of,
    card_symbol,
    cards_of,
    deal_scores,
    describe,
    explain,
    seat_name,
    seep_points_of,
    value_of,
)
from game.rules.events import (
    BidMade,
    CardsCaptured,
    CardsDealt,
    DealOver,
    Event,
    HouseBuilt,
    HouseCemented,
    HouseRaised,
    SeepMade,
)
from game.scenes.base import Scene
from game.scenes.board.legacy import (
    Banner,
    BoardScene,
    Drag,
    Press,
    Rest,
    Toast,
    draw_cards,
    draw_dragged,
    draw_floor_glow,
    draw_house_marks,
    fly,
    hand_card_at,
    house_bounds,
    pulse,
    snap,
    target_at,
)
from game.scenes.cards import CardImages, CardSprite
from game.scenes.drops import (
    RAISE,
    THROW,
    FloorTarget,
    HouseTarget,
    LooseTarget,
    Target,
    moves_for_drop,
    moves_of_card,
    plain_move,
    sentence,
    targets_of,
)
from game.scenes.layout import LIFT, TableLayout, card_size, play_rows, rotated_bounds
from game.scenes.paint import FeltCache
from game.scenes.table_hud import (
    PanelCache,
    TextCache,
    banner,
    glow,
    plate,
    team_mark,
    toast,
)
from game.scenes.table_widgets import ChoicePanel
from game.tutorial import Lesson, Progress, Step, load_lessons

NAMES = ("You", "East", "North", "West")
KEY_HINT = "← → card · Enter play · H hint · R restart · L lessons · Esc exit"
ENCOURAGE = (
    "Not quite. Have another go!",
    "Good try. Look again, you are close.",
    "Nearly. Press H if you would like a hint.",
)
SUCCESS_GREEN = pygame.Color("#8FD694")
REFUSAL = pygame.Color("#F0A27F")
TOAST_SECONDS = 4.0
BID_WORDS = {9: "9", 10: "10", 11: "J · 11", 12: "Q · 12", 13: "K · 13"}
BUTTONS = (
    ("back", "Back", "The previous step (B)"),
    ("hint", "Hint", "A hint for this step (H)"),
    ("next", "Next", "The next step (N)"),
    ("restart", "Restart", "Start this step again (R)"),
    ("lessons", "Lessons", "The list of lessons (L)"),
    ("exit", "Exit", "Back to the title (Esc)"),
)


# ----------------------------------------------------------------------------------------------
# Geometry.


@dataclass(frozen=True)
class TutorialLayout:
    """Every region of the tutorial screen for one window size (see :func:`compute_layout`)."""

    size: tuple[int, int]
    gap: int
    panel: pygame.Rect  # the lesson panel on the left
    text: pygame.Rect  # where the lesson's words go (inside the panel, above the buttons)
    buttons: dict[str, pygame.Rect]
    key_hint: tuple[int, int]  # midbottom of the key line
    board: pygame.Rect  # the play area on the right
    plates: dict[int, pygame.Rect]  # the other seats' name plates, by seat
    pile: pygame.Rect  # our team's pile (one small card)
    table: TableLayout  # hand, houses and floor slots (the table's own geometry helpers)
    bid_row: pygame.Rect  # the five bid buttons (in the houses row: no house before the bid)
    bid_label: tuple[int, int]  # midbottom of the words over them
    body_px: int
    small_px: int

    @property
    def screen(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size)


def compute_layout(size: tuple[int, int]) -> TutorialLayout:
    """Pure geometry for a window of ``size``."""
    w, h = size
    m = max(6, round(h * 0.018))
    gap = max(4, round(h * 0.012))
    pw = min(max(round(w * 0.37), round(h * 0.6)), round(w * 0.44))
    panel = pygame.Rect(m, m, pw, h - 2 * m)
    pad = max(8, round(h * 0.026))
    small_px = max(9, round(h * 0.018))
    bh = max(24, round(h * 0.054))
    row_w = panel.width - 2 * pad
    bw = (row_w - 2 * gap) // 3
    key_y = panel.bottom - round(pad * 0.55)
    rows_top = key_y - round(small_px * 1.7) - 2 * bh - gap
    buttons = {}
    for i, (key, _label, _tip) in enumerate(BUTTONS):
        r, c = divmod(i, 3)
        buttons[key] = pygame.Rect(
            panel.x + pad + c * (bw + gap), rows_top + r * (bh + gap), bw, bh
        )
    text = pygame.Rect(panel.x + pad, panel.y + pad, row_w, rows_top - gap - panel.y - pad)

    board = pygame.Rect(panel.right + gap * 2, m, w - panel.right - gap * 2 - m, h - 2 * m)
    plate_h = max(22, round(h * 0.058))
    plate_w = min(round(h * 0.25), (board.width - 4 * gap) // 3)
    plates = {
        3: pygame.Rect(board.x, board.y, plate_w, plate_h),
        2: pygame.Rect(board.centerx - plate_w // 2, board.y, plate_w, plate_h),
        1: pygame.Rect(board.right - plate_w, board.y, plate_w, plate_h),
    }
    card = card_size(h * 0.19)
    small = card_size(card[1] * 0.55)
    cw, ch = card
    span = round(min(board.width * 0.64, cw * 7.5))
    edge = rotated_bounds(0, 0, card, 12.0)
    centre = (board.centerx, math.floor(board.bottom - ch * 0.09 - edge.height / 2))
    hand = pygame.Rect(0, 0, round(span - cw + edge.width) + 2 * gap, 0)
    hand.centerx = centre[0]
    hand.top = round(centre[1] - ch / 2 - ch * LIFT - gap)
    hand.height = board.bottom - hand.top
    pile = pygame.Rect(board.x + gap, board.bottom - small[1] - gap, *small)
    top = max(r.bottom for r in plates.values()) + gap * 2
    table = pygame.Rect(board.x, top, board.width, hand.top - gap - top)
    floor_card = card_size(min(h * 0.17 * 0.82, table.height * 0.44))
    houses, floor = play_rows(table, floor_card, h, gap)
    bid_w = min(round(board.width * 0.8), bh * 2 * 5 + gap * 4)
    bid_row = pygame.Rect(0, 0, bid_w, bh)
    bid_row.center = (houses.centerx, houses.centery + round(small_px * 0.8))
    empty = pygame.Rect(0, 0, 0, 0)
    slots = TableLayout(
        size=(w, h),
        players=4,
        margin=m,
        gap=gap,
        card=card,
        small=small,
        floor_card=floor_card,
        hand=hand,
        hand_centre=centre,
        hand_span=span,
        fans={},
        plates={},
        piles=(pile, empty),
        pile_labels=(empty, empty),
        score=empty,
        log=empty,
        buttons={},
        houses=houses,
        floor=floor,
        table=table,
        toast_y=round(hand.top - h * 0.03),
        font_name=max(10, round(h * 0.022)),
        font_log=max(9, round(h * 0.019)),
        font_small=small_px,
        font_banner=max(18, round(h * 0.06)),
    )
    return TutorialLayout(
        size=(w, h),
        gap=gap,
        panel=panel,
        text=text,
        buttons=buttons,
        key_hint=(panel.centerx, key_y),
        board=board,
        plates=plates,
        pile=pile,
        table=slots,
        bid_row=bid_row,
        bid_label=(bid_row.centerx, bid_row.top - gap),
        body_px=max(11, round(h * 0.0245)),
        small_px=small_px,
    )


# ----------------------------------------------------------------------------------------------
# Small state.


@dataclass
class Feedback:
    """The box under the task: a refusal, a hint or the success words."""

    kind: str  # "refusal", "hint", "success"
    title: str
    lines: list[str]


_Item = tuple[pygame.Surface, tuple[int, int]]  # a rendered line and where it goes
_Box = tuple[pygame.Rect, pygame.Color]  # the feedback box and its colour


def question_for(pos: Position, card: int, target: Target) -> Move:
    """The plainest move a drop that fits no legal move could have meant, for :func:`explain`.

    As :func:`game.scenes.drops.plain_move`, except that a small card dropped on a house is asked
    about as a raise even when the house is pakka (so the answer says why it cannot be raised).
    """
    if isinstance(target, HouseTarget):
        r, v = value_of(card), target.value
        if r != v and v + r <= 13 and v in pos.houses:
            return Move(RAISE, card, 0, v, v + r)
    return plain_move(pos, card, target)


def refusal_reason(pos: Position, move: Move) -> str:
    """Why the rules refuse ``move``, as a sentence."""
    reason = explain(pos, move)
    if reason is None:
        reason = "that play is not possible here"
    return sentence(reason)


def move_words(move: Move, pos: Position) -> str:
    """A move in words for a choice list (``describe`` without the closing full stop)."""
    return describe(move, pos=pos, names=NAMES).rstrip(".")


# ----------------------------------------------------------------------------------------------
# The scene.


class TutorialScene(BoardScene):
    """The tutorial.

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
            lesson = next(
                (i for i, ls in enumerate(self.lessons) if ls.id not in self.progress.completed),
                0,
            )
        self.lesson_index = max(0, min(lesson, len(self.lessons) - 1))
        self.step_index = 0
        self.layout: TutorialLayout = compute_layout(ctx.screen_size)
        self.images = CardImages(ctx.settings.four_colour_deck)
        self.texts = TextCache(ctx.assets)
        self.panels = PanelCache()
        self.felt = FeltCache()
        self.sprites = {c: CardSprite(c) for c in range(52)}
        self.pos: Position = self.step.position
        self.solved = False
        self.feedback: Feedback | None = None
        self.attempts = 0
        self.floor_order: list[int] = []
        self.arrival: dict[int, int] = {}
        self.house_rects: dict[int, pygame.Rect] = {}
        self.buttons: dict[str, UIButton] = {}
        self.choice: ChoicePanel | None = None
        self.choice_kind = ""  # "moves" or "lessons"
        self.bid_buttons: list[UIButton] = []
        self.bid_focus = 0
        self.choice_moves: list[Move] = []
        self.choice_tries: list[Target] = []  # after the moves in a card's list: plays to try
        self.choice_card: int | None = None
        self.choice_dropped = False
        self.mouse: tuple[int, int] = (-1, -1)
        self.hover: int | None = None
        self.selected: int | None = None
        self.hint_move: Move | None = None
        self.press: Press | None = None
        self.drag: Drag | None = None
        self.last_click: tuple[int, float] | None = None
        self.toast: Toast | None = None
        self.banner: Banner | None = None
        self.time = 0.0
        self._leaving = False
        self._bg: pygame.Surface | None = None
        self._bg_key: object = None
        self._panel_items: list[_Item] = []
        self._feedback_box: _Box | None = None
        self._key_hint: pygame.Surface | None = None
        self.panel_text: list[str] = []  # what the panel says, paragraph by paragraph

    # Lessons and steps.

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.lesson_index]

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.step_index]

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
        self.selected = None
        self.hint_move = None
        self.drag = None
        self.press = None
        self.toast = None
        self.banner = None
        self.floor_order = []
        self.arrival = {}
        self._snap_all()
        self.bid_focus = 0
        self._sync_bid_row()
        self._refresh_panel()
        self._refresh_buttons()

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
                "You have finished every lesson. Start a New game and play for real!",
                title="Tutorial",
            )

    def previous_step(self) -> None:
        if self.step_index > 0:
            self.go_to(self.lesson_index, self.step_index - 1)
        elif self.lesson_index > 0:
            previous = self.lessons[self.lesson_index - 1]
            self.go_to(self.lesson_index - 1, len(previous.steps) - 1)
        else:
            return
        self.ctx.sounds.play("click")

    def exit_to_title(self) -> None:
        if self._leaving:
            return
        self._leaving = True
        self.ctx.scenes.pop()

    def hint(self) -> None:
        """Show the step's hint and point at the move it describes."""
        if self.solved:
            return
        self.feedback = Feedback("hint", "Hint", [self.step.hint])
        move = self.step.hint_move()
        if move is not None and move.action != "bid":
            self.hint_move = move
            self.selected = move.card
        elif move is not None and self.bid_buttons:
            self.bid_focus = move.value - 9
            self._show_bid_focus()
        self._refresh_panel()

    # Lifecycle.

    def enter(self) -> None:
        super().enter()
        self._build()
        self.restart()

    def resume(self) -> None:
        super().resume()
        self.images.set_four_colour(self.ctx.settings.four_colour_deck)

    def exit(self) -> None:
        self._close_choice()
        super().exit()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.layout = compute_layout(size)
        reopen = self.choice_kind if self.choice is not None else ""
        moves, card = list(self.choice_moves), self.choice_card
        self._close_choice()
        self._build()
        self._snap_all()
        self._refresh_panel()
        if reopen == "lessons":
            self.open_lessons()
        elif reopen == "moves" and card is not None:
            self._open_moves(card, moves, self._card_anchor(card))

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
        self.buttons = {}
        with self.building() as box:
            for key, label, tip in BUTTONS:
                button = UIButton(
                    self.layout.buttons[key],
                    label,
                    self.ctx.ui,
                    container=box,
                    object_id=ObjectID(
                        class_id="@primary_button" if key == "next" else "@table_button",
                        object_id=f"#tutorial_{key}",
                    ),
                    command=actions[key],
                )
                button.set_tooltip(tip)
                self.buttons[key] = button
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
        last = (
            self.lesson_index == len(self.lessons) - 1
            and self.step_index == len(self.lesson.steps) - 1
        )
        label = "Finish" if last else "Next"
        if self.buttons["next"].text != label:
            self.buttons["next"].set_text(label)
        wants = {"back": not first, "hint": not self.solved}
        for key, ok in wants.items():
            button = self.buttons[key]
            if ok and not button.is_enabled:
                button.enable()
            elif not ok and button.is_enabled:
                button.disable()

    def _close_choice(self) -> None:
        if self.choice is not None:
            self.choice.close()
        self.choice = None
        self.choice_kind = ""
        self.choice_moves = []
        self.choice_tries = []
        self.choice_card = None
        self.choice_dropped = False

    def _choice(
        self,
        kind: str,
        *,
        anchor: tuple[int, int],
        title: str,
        items: list[str],
        on_pick: Callable[[int], None],
        on_cancel: Callable[[], None] | None,
        note: str = "",
    ) -> None:
        if self.container is None:
            return
        self._close_choice()
        self.choice_kind = kind
        self.choice = ChoicePanel(
            self.ctx.ui,
            self.container,
            self.ctx.theme,
            self.ctx.assets,
            anchor=anchor,
            screen=self.layout.screen,
            title=title,
            items=items,
            on_pick=on_pick,
            on_cancel=on_cancel,
            note=note,
            object_prefix=f"tutorial_{kind}",
        )

    def open_lessons(self) -> None:
        """The list of lessons (completed ones ticked); picking one opens it."""
        if self.choice is not None and self.choice_kind == "lessons":
            self._cancel_choice()
            return
        self._cancel_choice()
        items = [
            f"{'✓' if ls.id in self.progress.completed else '   '}  {i + 1}. {ls.title}"
            for i, ls in enumerate(self.lessons)
        ]
        done = self.progress.count(self.lessons)
        panel = self.layout.panel
        self._choice(
            "lessons",
            anchor=(panel.centerx, panel.bottom),
            title="Lessons",
            note=f"{done} of {len(self.lessons)} completed",
            items=items,
            on_pick=self._pick_lesson,
            on_cancel=self._cancel_choice,
        )
        if self.choice is not None:
            self.choice.set_focus(self.lesson_index)

    def _pick_lesson(self, index: int) -> None:
        self._close_choice()
        self.ctx.sounds.play("click")
        self.go_to(index, 0)

    def _sync_bid_row(self) -> None:
        """The five bid buttons, while the step waits for a bid (and only then)."""
        wanted = self.pos.phase == "bid" and not self.solved and self.container is not None
        if not wanted:
            for button in self.bid_buttons:
                button.kill()
            self.bid_buttons = []
            return
        if self.bid_buttons or self.container is None:
            return
        row = self.layout.bid_row
        gap = self.layout.gap
        w = (row.width - gap * 4) // 5
        for i, value in enumerate(range(9, 14)):
            button = UIButton(
                pygame.Rect(row.x + i * (w + gap), row.y, w, row.height),
                BID_WORDS[value],
                self.ctx.ui,
                container=self.container,
                object_id=ObjectID(class_id="@table_button", object_id=f"#tutorial_bid_{value}"),
                command=self._bidder(value),
            )
            button.set_tooltip(f"Bid {value}")
            self.bid_buttons.append(button)
        self._show_bid_focus()

    def _bidder(self, value: int) -> Callable[[], None]:
        return lambda: self.bid(value)

    def _show_bid_focus(self) -> None:
        for i, button in enumerate(self.bid_buttons):
            if i == self.bid_focus and not button.is_selected:
                button.select()
            elif i != self.bid_focus and button.is_selected:
                button.unselect()

    def bid(self, value: int) -> None:
        """The learner bids ``value`` (the rules say whether they may)."""
        self.bid_focus = value - 9
        self._show_bid_focus()
        if self.interactive:
            self.attempt(Move.from_json({"action": "bid", "value": value}))

    def _open_moves(self, card: int, moves: list[Move], anchor: tuple[int, int]) -> None:
        """A list of what ``card`` can do, in words; then, so that the keyboard can try what the
        mouse can, the house plays and the throw it cannot make (the rules will say why)."""
        pos = self.pos
        items = [move_words(m, pos) for m in moves]
        tries: list[Target] = []
        symbol = card_symbol(card)
        if pos.phase == "play":
            for value in sorted(pos.houses):
                if not moves_for_drop(pos, card, HouseTarget(value)):
                    tries.append(HouseTarget(value))
                    items.append(f"Try to play the {symbol} on the house of {value}")
            if not any(m.action == "throw" for m in moves):
                tries.append(FloorTarget())
                items.append(f"Try to throw the {symbol}")
        self._choice(
            "moves",
            anchor=anchor,
            title=f"Play the {card_symbol(card)}: which play?",
            items=items,
            on_pick=self._pick_move,
            on_cancel=self._cancel_choice,
        )
        self.choice_moves = list(moves)
        self.choice_tries = tries
        self.choice_card = card
        self._place_choice_clear_of_cards()

    def _place_choice_clear_of_cards(self) -> None:
        """Move the open list where it hides the fewest cards (the learner compares them)."""
        choice = self.choice
        if choice is None:
            return
        lay = self.layout
        cards = [
            self._sprite_rect(s)
            for s in self.sprites.values()
            if s.kind in ("floor", "house", "hand") and s.visible
        ]
        inset = lay.board.inflate(-lay.gap * 2, -lay.gap * 2)
        rect = choice.rect.copy()
        spots = []
        for corner in ("midtop", "topright", "topleft", "bottomright", "bottomleft"):
            spot = rect.copy()
            setattr(spot, corner, getattr(inset, corner))
            spots.append(spot)
        spot = rect.copy()
        spot.center = lay.panel.center
        spots.append(spot)  # over the lesson's words, as a last resort

        def hidden(r: pygame.Rect) -> int:
            return sum(r.clip(c).width * r.clip(c).height for c in cards)

        best = min(spots, key=hidden)  # the first of equals: the top of the board
        best.clamp_ip(lay.screen)
        if best.topleft != choice.rect.topleft:
            choice.panel.set_position(best.topleft)
            choice.rect = best

    def _pick_move(self, index: int) -> None:
        moves, tries, card = self.choice_moves, self.choice_tries, self.choice_card
        self._close_choice()
        if card is None:
            return
        if index < len(moves):
            self.attempt(moves[index], card=card)
        elif index - len(moves) < len(tries):
            target = tries[index - len(moves)]
            self._refuse(refusal_reason(self.pos, question_for(self.pos, card, target)), card)

    def _cancel_choice(self) -> None:
        kind, card, dropped = self.choice_kind, self.choice_card, self.choice_dropped
        self._close_choice()
        if kind == "moves" and card is not None and dropped:
            self._slide_home(card)

    # Playing.

    def attempt(self, move: Move, *, card: int | None = None) -> bool:
        """The learner asks for ``move``: refuse it (with the reason) or play it. True if played."""
        if self.solved or self.animator.busy:
            return False
        pos = self.pos
        reason = explain(pos, move)
        step = self.step
        if reason is not None:
            self._refuse(sentence(reason), card)
            return False
        if not step.goal.met_by(pos, move):
            text = step.mistake_text(move)
            if text is None:
                text = "That is a legal play, but not the one this step asks for: " + (
                    step.task[0].lower() + step.task[1:]
                )
            self._refuse(text, card, legal=True)
            return False
        self._succeed(move)
        return True

    def _refuse(self, text: str, card: int | None, *, legal: bool = False) -> None:
        self.attempts += 1
        cheer = ENCOURAGE[(self.attempts - 1) % len(ENCOURAGE)]
        title = "Not this time" if legal else "Not allowed"
        self.feedback = Feedback("refusal", title, [text, cheer])
        self.toast = Toast(text, TOAST_SECONDS)
        self.hint_move = None
        if card is not None:
            self._slide_home(card)
        self._refresh_panel()

    def _succeed(self, move: Move) -> None:
        before = self.pos
        after, events = apply_with_events(before, move)
        self.pos = after
        self.solved = True
        self.selected = None
        self.hint_move = None
        self.toast = None
        lines = [self.step.success, *self._facts(after)]
        last = self.step_index == len(self.lesson.steps) - 1
        if last and self.lesson.id not in self.progress.completed:
            self.progress.completed.add(self.lesson.id)
            self.progress.save(self.ctx.store)
            for text in self.ctx.store.take_messages():
                lines.append(text)
        title = "Lesson complete!" if last else "Well done!"
        self.feedback = Feedback("success", title, lines)
        self._animate(move, events)
        self._refresh_panel()
        self._sync_bid_row()
        self._refresh_buttons()

    def _facts(self, after: Position) -> list[str]:
        """The score of a deal that the move ended (the rules core's own arithmetic)."""
        if after.phase != "over":
            return []
        cards = card_points_of(after)
        seeps = seep_points_of(after)
        score, _qualifying = deal_scores(after.rules, cards, seeps)
        parts = []
        for team, who in ((0, "Your team"), (1, "Theirs")):
            text = f"{who}: {cards[team]} card points"
            if seeps[team]:
                text += f" + {seeps[team]} for seeps = {score[team]}"
            parts.append(text + ".")
        lead = score[0] - score[1]
        if lead:
            parts.append(f"{'You' if lead > 0 else 'They'} win the deal by {abs(lead)}.")
        else:
            parts.append("The deal is drawn.")
        return ["Deal over. " + " ".join(parts)]

    # Input.

    def _on_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if self.choice is not None:
            if self.choice.handle_key(event):
                return True
            if key == pygame.K_h:
                self.hint()
            elif key == pygame.K_l:
                self.open_lessons()
            elif key == pygame.K_ESCAPE:
                self.exit_to_title()
            else:
                return False
            return True
        if key == pygame.K_ESCAPE:
            if self.selected is not None:
                self.selected = None
                self.hint_move = None
            else:
                self.exit_to_title()
        elif key == pygame.K_h:
            self.hint()
        elif key == pygame.K_r:
            self._restart_clicked()
        elif key == pygame.K_l:
            self.open_lessons()
        elif key == pygame.K_n:
            self.next_step()
        elif key in (pygame.K_b, pygame.K_BACKSPACE):
            self.previous_step()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            if self.bid_buttons:
                self.bid_focus = (self.bid_focus + step) % len(self.bid_buttons)
                self._show_bid_focus()
            else:
                self._step_selection(step)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.solved and not self.animator.busy:
                self.next_step()
            elif self.bid_buttons:
                self.bid(9 + self.bid_focus)
            elif self.selected is not None:
                self.play_card(self.selected, self._card_anchor(self.selected))
            else:
                self._step_selection(1)
        else:
            return False
        return True

    def _step_selection(self, step: int) -> None:
        hand = self.pos.hand(0)
        if not hand or not self.interactive:
            return
        if self.selected in hand:
            index = (hand.index(self.selected) + step) % len(hand)
        else:
            index = 0 if step > 0 else len(hand) - 1
        self.selected = hand[index]
        self.hint_move = None

    def play_card(self, card: int, anchor: tuple[int, int]) -> None:
        """Enter or a double-click: list what ``card`` can do (or refuse, if nothing)."""
        if not self.interactive:
            return
        if self.pos.phase == "bid":
            self._refuse("First choose your bid.", None)
            return
        moves = moves_of_card(self.pos, card)
        if not moves:
            self.attempt(Move(THROW, card, 0, 0, 0), card=card)
            return
        self._open_moves(card, moves, anchor)

    def _pointer_live(self) -> bool:
        return self.interactive

    def _toggle_select(self, card: int) -> None:
        if self.hint_move is not None and self.hint_move.card != card:
            self.hint_move = None
        self.selected = None if self.selected == card else card

    def _double_click(self, card: int) -> None:
        if self.pos.phase != "play":
            return
        moves = moves_of_card(self.pos, card)
        if len(moves) == 1:
            self.attempt(moves[0], card=card)
        else:
            self.play_card(card, self._card_anchor(card))

    def _try_target(
        self, card: int, target: Target, point: tuple[int, int], *, dragged: bool
    ) -> None:
        """``card`` was pointed at ``target``: play it, ask which play, or refuse and say why."""
        if not self.interactive:
            if dragged:
                self._slide_home(card)
            return
        pos = self.pos
        if pos.phase == "bid":
            self._refuse("First choose your bid.", card if dragged else None)
            return
        moves = moves_for_drop(pos, card, target)
        if len(moves) == 1:
            self.attempt(moves[0], card=card)
        elif moves:
            self.selected = card
            if dragged:
                self.sprites[card].travelling = True  # it waits where it was dropped
            self._open_moves(card, moves, point)
            self.choice_dropped = dragged
        else:
            self._refuse(refusal_reason(pos, question_for(pos, card, target)), card)

    # Dragging.

    def _slide_home(self, card: int) -> None:
        rest = self._rests().get(card)
        if rest is not None:
            self._fly(self.sprites[card], rest, 0.2)

    # Hit tests.

    def _hand_card_at(self, point: tuple[int, int]) -> int | None:
        """The learner's card under ``point`` (topmost first)."""
        dragged = self.drag.card if self.drag is not None else None
        return hand_card_at(self.sprites.values(), point, dragged=dragged)

    def _target_at(self, point: tuple[int, int]) -> Target | None:
        table = self.layout.table.table
        return target_at(point, self.sprites, self.house_rects, self.floor_order, table)

    def house_bounds(self, value: int) -> pygame.Rect:
        return house_bounds(self.sprites.values(), self.house_rects, value)

    def point_on_target(self, target: Target) -> tuple[int, int]:
        """A point that means ``target`` (tests and the keyboard's anchor)."""
        if isinstance(target, HouseTarget):
            return self.house_bounds(target.value).center
        if isinstance(target, LooseTarget):
            s = self.sprites[target.card]
            return (round(s.x), round(s.y))
        table = self.layout.table.table
        occupied = [self._sprite_rect(self.sprites[c]) for c in self.floor_order]
        occupied += list(self.house_rects.values())
        for fy in (0.95, 0.5, 0.05):
            for fx in (0.05, 0.95, 0.5, 0.25, 0.75):
                p = (round(table.x + table.width * fx), round(table.y + table.height * fy))
                if not any(r.collidepoint(p) for r in occupied):
                    return p
        return table.bottomleft

    def point_on_card(self, card: int) -> tuple[int, int]:
        """A point where the learner's ``card`` is the topmost card (tests)."""
        s = self.sprites[card]
        w, h = s.size()
        a = math.radians(s.angle)
        for fy in (0.1, 0.3, -0.1, -0.3):
            for fx in (-0.42, -0.3, -0.15, 0.0, 0.2, 0.4):
                lx, ly = fx * w, fy * h
                p = (
                    round(s.x + lx * math.cos(a) + ly * math.sin(a)),
                    round(s.y - lx * math.sin(a) + ly * math.cos(a)),
                )
                if self._hand_card_at(p) == card:
                    return p
        raise LookupError(f"the {card_symbol(card)} cannot be pointed at")

    # Where cards rest.

    def _rests(self) -> dict[int, Rest]:
        pos = self.pos
        lay = self.layout.table
        out: dict[int, Rest] = {}
        hand = pos.hand(0)
        for i, (c, s) in enumerate(zip(hand, self._hand_slots(len(hand)), strict=True)):
            out[c] = Rest(s[0], s[1], s[2], lay.card[1], 1.0, 300 + i, "hand", 0)
        now = set(pos.loose_cards())
        order = [c for c in self.floor_order if c in now]
        order += [c for c in pos.loose_cards() if c not in order]
        self.floor_order = order
        slots, size = lay.floor_slots(len(order))
        face = 0.0 if pos.phase == "bid" else 1.0
        for i, (c, s) in enumerate(zip(order, slots, strict=True)):
            out[c] = Rest(s.x, s.y, 0.0, size[1], face, 100 + i, "floor", -1)
        values = sorted(pos.houses)
        rects = lay.house_slots(len(values))
        self.house_rects = dict(zip(values, rects, strict=True))
        for k, v in enumerate(values):
            for c in cards_of(pos.houses[v].cards):
                self.arrival.setdefault(c, len(self.arrival))
            cards = sorted(cards_of(pos.houses[v].cards), key=lambda c: self.arrival[c])
            hslots, hsize = lay.house_card_slots(rects[k], len(cards))
            for i, (c, s) in enumerate(zip(cards, hslots, strict=True)):
                out[c] = Rest(s.x, s.y, s.angle, hsize[1], 1.0, 130 + k * 30 + i, "house", v)
        pile = self.layout.pile
        their = self.layout.plates[1]
        for team, spot in ((0, pile.center), (1, their.center)):
            for c in cards_of(pos.piles[team]):
                out[c] = Rest(spot[0], spot[1], 0.0, lay.small[1], 0.0, 50, "pile", team)
        stock = self.layout.plates[2].center
        for c in range(52):
            if c not in out:
                out[c] = Rest(stock[0], stock[1], 0.0, lay.small[1], 0.0, 40, "stock", -1)
        return out

    def _hand_slots(self, count: int) -> list[tuple[float, float, float]]:
        """The learner's cards: side by side when few, a gentle fan when many."""
        lay = self.layout.table
        cw, ch = lay.card
        cx, cy = lay.hand_centre
        if count <= 0:
            return []
        step = min(cw * 0.9, (lay.hand_span - cw) / max(1, count - 1))
        out = []
        for i in range(count):
            d = i - (count - 1) / 2
            angle = max(-8.0, min(8.0, -1.6 * d))
            out.append((cx + d * step, cy + ch * 0.05 * (angle / 8.0) ** 2, angle))
        return out

    def _snap_all(self) -> None:
        for c, r in self._rests().items():
            s = self.sprites[c]
            self.animator.stop(s)
            snap(s, r)
            s.lift = 0.0

    def _fly(
        self,
        s: CardSprite,
        rest: Rest,
        duration: float,
        ease: str = "out_cubic",
        *,
        delay: float = 0.0,
    ) -> None:
        """Tween ``s`` to ``rest`` (see :func:`board.fly`)."""
        fly(self.animator, s, rest, duration, ease, delay=delay)

    def _animate(self, move: Move, events: tuple[Event, ...]) -> None:
        """The played card goes where the move sends it; everything else settles after it."""
        rests = self._rests()
        if any(isinstance(e, BidMade) for e in events):
            self.ctx.sounds.play("click")
            for i, c in enumerate(self.floor_order):
                self._fly(self.sprites[c], rests[c], 0.18, "linear", delay=0.1 + i * 0.08)
            return
        played = self.sprites[move.card]
        self.ctx.sounds.play("play")
        moved = {move.card}
        settle_at = 0.3
        for event in events:
            if isinstance(event, CardsCaptured):
                taken = [*event.loose, *event.house_cards]
                spots = [(self.sprites[c].x, self.sprites[c].y) for c in taken]
                mx = sum(p[0] for p in spots) / len(spots)
                my = sum(p[1] for p in spots) / len(spots)
                meet = Rest(mx, my, 0.0, self.layout.table.floor_card[1], 1.0, 900, "meet", 0)
                self._fly(played, meet, 0.3, "in_out_cubic")
                bundle = [move.card, *taken]
                moved.update(taken)
                self._after(0.3, lambda: self.ctx.sounds.play("capture"))
                for i, c in enumerate(bundle):
                    self._fly(self.sprites[c], rests[c], 0.4, delay=0.55 + i * 0.02)
                settle_at = 0.9
            elif isinstance(event, HouseBuilt | HouseCemented | HouseRaised):
                self._fly(played, rests[move.card], 0.3, "in_out_cubic")
                self._after(0.3, lambda: self.ctx.sounds.play("build"))
            elif isinstance(event, SeepMade):
                self._after(0.8, self._seeper(event.points))
            elif isinstance(event, CardsDealt) and event.cards:
                for i, c in enumerate(event.cards):
                    self._fly(self.sprites[c], rests[c], 0.3, delay=1.0 + i * 0.05)
                    moved.add(c)
            elif isinstance(event, DealOver) and event.leftovers:
                for c in event.leftovers:
                    self._fly(self.sprites[c], rests[c], 0.4, delay=1.0)
                    moved.add(c)
        if move.action == "throw":
            self._fly(played, rests[move.card], 0.3, "in_out_cubic")
        for c, r in rests.items():
            if c in moved:
                continue
            s = self.sprites[c]
            if s.kind == r.kind and r.kind in ("pile", "stock"):
                continue
            if (s.x, s.y, s.h, s.angle, s.face) != (r.x, r.y, r.h, r.angle, r.face):
                self._fly(s, r, 0.25, delay=settle_at if r.kind != "hand" else 0.0)
            s.kind, s.seat = r.kind, r.seat

    def _seeper(self, points: int) -> Callable[[], None]:
        def run() -> None:
            self.ctx.sounds.play("seep")
            self._show_banner(f"SEEP! +{points}", "You swept the floor", hold=1.1)

        return run

    # Per frame.

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt
        if self.toast is not None:
            self.toast.left -= dt
            if self.toast.left <= 0:
                self.toast = None
        self.hover = None if self.drag is not None else self._hand_card_at(self.mouse)
        k = min(1.0, dt * 14)
        for s in self.sprites.values():
            if s.kind == "hand" and not s.travelling:
                want = 1.0 if s.card in (self.hover, self.selected) and not self.solved else 0.0
                s.lift += (want - s.lift) * k
                if abs(s.lift - want) < 0.01:
                    s.lift = want
            else:
                s.lift = 0.0

    # The lesson panel's words.

    def _refresh_panel(self) -> None:
        """Lay out the panel's words, shrinking the type until they fit above the buttons."""
        lay = self.layout
        px = lay.body_px
        for k in (1.0, 0.97, 0.94, 0.91, 0.88, 0.85, 0.82, 0.79, 0.76, 0.73, 0.7, 0.67):
            px = max(9, round(lay.body_px * k))
            if self._panel_words(px, render=False)[2] <= lay.text.height:
                break
        self.panel_text = []
        self._panel_items, self._feedback_box, _height = self._panel_words(px, render=True)
        hint = self.texts.text(KEY_HINT, lay.small_px, theme.TEXT_DIM, shadow=False)
        if hint.get_width() > lay.text.width:
            w = lay.text.width
            h = max(1, round(hint.get_height() * w / hint.get_width()))
            hint = pygame.transform.smoothscale(hint, (w, h))
        self._key_hint = hint

    def _panel_words(self, px: int, *, render: bool) -> tuple[list[_Item], _Box | None, int]:
        """The panel's lines at body size ``px`` (rendered only if ``render``), the feedback
        box, and the height they take."""
        lay = self.layout
        area = lay.text
        texts = self.texts
        items: list[_Item] = []
        x, y = area.x, area.y
        width = area.width
        small = max(8, round(px * 0.78))
        line = texts.font(px).get_linesize()

        def put(text: str, size: int, colour: pygame.Color, *, bold: bool = False) -> None:
            nonlocal y
            if render:
                self.panel_text.append(text)
            for row in texts.wrap(text, size, width, bold=bold):
                if render:
                    img = texts.text(row, size, colour, bold=bold, shadow=False)
                    items.append((img, (x, y)))
                y += texts.font(size, bold=bold).get_linesize()

        done = self.progress.count(self.lessons)
        head = (
            f"LESSON {self.lesson_index + 1} OF {len(self.lessons)}  ·  "
            f"STEP {self.step_index + 1} OF {len(self.lesson.steps)}"
        )
        put(head, small, theme.GOLD, bold=True)
        y += round(line * 0.15)
        put(f"{done} of {len(self.lessons)} lessons completed", small, theme.TEXT_DIM)
        y += round(line * 0.35)
        put(self.lesson.title, round(px * 1.45), theme.TEXT, bold=True)
        y += round(line * 0.25)
        for para in self.lesson.text:
            put(para, px, theme.TEXT)
            y += round(line * 0.4)
        y += round(line * 0.1)
        if render:
            rule = pygame.Surface((width, max(1, round(px * 0.08))), pygame.SRCALPHA)
            rule.fill(theme.with_alpha(theme.GOLD, 90))
            items.append((rule, (x, y)))
        y += round(line * 0.5)
        put("YOUR TASK", small, theme.GOLD, bold=True)
        put(self.step.task, px, theme.TEXT, bold=True)
        box = None
        fb = self.feedback
        if fb is not None:
            y += round(line * 0.6)
            colour = {"refusal": REFUSAL, "hint": theme.GOLD, "success": SUCCESS_GREEN}[fb.kind]
            pad = max(4, round(px * 0.55))
            top = y
            y += pad
            x += pad
            width -= 2 * pad
            put(fb.title, px, colour, bold=True)
            for i, text in enumerate(fb.lines):
                dim = i > 0 and fb.kind in ("success", "refusal")
                put(text, px, theme.TEXT_DIM if dim else theme.TEXT)
                y += round(line * 0.2)
            y += pad
            box = (pygame.Rect(area.x, top, area.width, y - top), colour)
        return items, box, y - area.y

    # Drawing.

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(self._background(surface.get_size()), (0, 0))
        self._draw_panel(surface)
        self._draw_plates(surface)
        self._draw_pile(surface)
        focus = self.drag.card if self.drag is not None else self.selected
        if focus is not None and self.interactive and self.pos.phase == "play":
            self._draw_targets(surface, focus)
        dragged = self.drag.card if self.drag is not None else None
        outlined = None if self.solved else self.selected
        draw_cards(surface, self.images, self.sprites.values(), dragged=dragged, outlined=outlined)
        self._draw_house_marks(surface)
        if dragged is not None:
            draw_dragged(surface, self.images, self.sprites[dragged])
        if self.bid_buttons:
            words = "Your bid: a value you hold, from 9 to 13"
            img = self.texts.text(words, lay.table.font_name, theme.GOLD, bold=True)
            surface.blit(img, img.get_rect(midbottom=lay.bid_label))
        self._draw_turn_words(surface)
        table = lay.table
        if self.toast is not None:
            px = table.font_name
            lines = self.texts.wrap(self.toast.text, px, round(lay.board.width * 0.8))
            alpha = min(1.0, self.toast.left / 0.4)
            centre = (lay.board.centerx, table.toast_y - (len(lines) - 1) * px // 2)
            toast(surface, centre, lines, self.texts, self.panels, px=px, alpha=alpha)
        if self.banner is not None:
            area = pygame.Rect(lay.board.x, 0, lay.board.width, table.font_banner * 3)
            area.centery = table.table.centery
            banner(
                surface,
                area,
                self.banner.title,
                self.banner.subtitle,
                self.texts,
                px=table.font_banner,
                alpha=self.banner.alpha,
                scale=self.banner.scale,
            )

    def _background(self, size: tuple[int, int]) -> pygame.Surface:
        key = (size, self.layout.panel.size)
        if self._bg is None or self._bg_key != key:
            lay = self.layout
            bg = self.felt.get(size).copy()
            radius = max(6, lay.gap * 2)
            bg.blit(
                self.panels.get(
                    lay.panel.size, radius=radius, border=theme.with_alpha(theme.GOLD, 110)
                ),
                lay.panel,
            )
            mat = lay.table.table.inflate(lay.gap * 2, lay.gap * 2)
            bg.blit(
                self.panels.get(
                    mat.size,
                    radius=lay.gap * 3,
                    fill=pygame.Color(0, 0, 0, 28),
                    border=pygame.Color(255, 255, 255, 22),
                    border_width=max(1, lay.gap // 5),
                ),
                mat,
            )
            self._bg, self._bg_key = bg, key
        return self._bg

    def _draw_panel(self, surface: pygame.Surface) -> None:
        lay = self.layout
        if self._feedback_box is not None:
            rect, colour = self._feedback_box
            radius = max(4, lay.gap)
            surface.blit(
                self.panels.get(
                    rect.size,
                    radius=radius,
                    fill=pygame.Color(6, 20, 12, 170),
                    border=theme.with_alpha(colour, 200),
                ),
                rect,
            )
        for img, at in self._panel_items:
            surface.blit(img, at)
        self._draw_progress_dots(surface)
        if self._key_hint is not None:
            surface.blit(self._key_hint, self._key_hint.get_rect(midbottom=lay.key_hint))

    def _draw_progress_dots(self, surface: pygame.Surface) -> None:
        """One dot per lesson at the top right of the panel: gold when completed."""
        lay = self.layout
        r = max(3, round(lay.small_px * 0.32))
        step = r * 3
        x = lay.text.right - r - 1
        y = lay.text.y + round(lay.small_px * 0.75)
        for i in reversed(range(len(self.lessons))):
            done = self.lessons[i].id in self.progress.completed
            centre = (x, y)
            if done:
                pygame.draw.circle(surface, theme.GOLD, centre, r)
            else:
                pygame.draw.circle(surface, theme.with_alpha(theme.TEXT_DIM, 140), centre, r, 1)
            if i == self.lesson_index:
                pygame.draw.circle(surface, theme.TEXT, centre, r + 2, max(1, r // 2))
            x -= step

    def _draw_plates(self, surface: pygame.Surface) -> None:
        lay = self.layout
        pos = self.pos
        for seat, rect in lay.plates.items():
            n = pos.hand_sizes[seat]
            detail = f"{n} card{'s' if n != 1 else ''}"
            if seat == 2:
                detail += " · partner"
            plate(
                surface,
                rect,
                self.texts,
                self.panels,
                name=NAMES[seat],
                detail=detail,
                team=seat & 1,
                letter=seat_name(seat)[0],
                turn=False,
                dealer=seat == pos.dealer,
                thinking=None,
                font_px=lay.table.font_name,
            )

    def _draw_pile(self, surface: pygame.Surface) -> None:
        lay = self.layout
        rect = lay.pile
        count = self.pos.piles[0].bit_count()
        if count:
            back = self.images.image(None, rect.size)
            for i in range(min(3, 1 + count // 10)):
                surface.blit(back, (rect.x - i, rect.y - i * 2))
        else:
            pygame.draw.rect(
                surface,
                theme.with_alpha(theme.TEAM_US, 90),
                rect,
                width=max(1, rect.width // 30),
                border_radius=max(3, rect.width // 10),
            )
        px = lay.small_px
        label = self.texts.text("Your pile", px, theme.TEAM_US, bold=True)
        mark = px * 0.42
        at = label.get_rect(midbottom=(rect.centerx + round(mark * 1.4), rect.top - lay.gap))
        team_mark(surface, (at.x - mark * 1.6, at.centery), mark, 0)
        surface.blit(label, at)

    def _draw_targets(self, surface: pygame.Surface, card: int) -> None:
        hint = self.hint_move
        moves = [hint] if hint is not None and hint.card == card else moves_of_card(self.pos, card)
        loose, houses, floor = targets_of(moves)
        strength = pulse(self.time)
        table = self.layout.table
        if floor:
            draw_floor_glow(surface, table, round(60 + 70 * strength))
        for c in loose:
            s = self.sprites[c]
            if s.kind == "floor":
                glow(surface, self._sprite_rect(s), strength, max(4, round(s.h * 0.06)))
        for v in houses:
            if v in self.house_rects:
                glow(surface, self.house_bounds(v), strength, max(4, table.gap))

    def _draw_house_marks(self, surface: pygame.Surface) -> None:
        draw_house_marks(
            surface,
            self.layout.table,
            self.texts,
            self.pos.houses,
            self.house_rects,
            self.sprites.values(),
        )

    def _draw_turn_words(self, surface: pygame.Surface) -> None:
        if self.toast is not None or self.drag is not None or self.choice is not None:
            return
        table = self.layout.table
        if self.solved:
            if self.animator.busy:
                return
            text = "Solved! Press Enter or Next to go on."
        elif self.interactive:
            if self.pos.phase == "bid":
                return  # the bid buttons say it
            text = "Your turn"
        else:
            return
        img = self.texts.text(text, table.font_name, theme.GOLD, bold=True)
        surface.blit(img, img.get_rect(center=(self.layout.board.centerx, table.toast_y)))


def tutorial_scene(ctx: AppContext) -> Scene:
    """The title's Tutorial."""
    return TutorialScene(ctx)
