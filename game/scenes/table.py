"""The card table: one match of Seep, the human at the bottom (South) and computer players.

Who may play what is never decided here. The scene holds a :class:`game.rules.Match`, asks
:func:`game.rules.legal_moves` (through :mod:`game.scenes.drops`) which moves a click or a drop
can mean, plays them with :meth:`Match.play`, and animates the events that come back.

Flow, checked once per frame when no animation is running (:meth:`TableScene._advance`):

- the deal is over → the deal summary (an overlay scene), then the next deal or the result;
- the bidder holds nothing of 9 or more → the four cards are shown, the deal is thrown in and
  dealt again by the same dealer;
- a computer seat is to act → its search runs a slice per frame (never blocking a frame) while
  a short "thinking" pause (0.6–1.4 s, longer for complex positions) passes;
- the human is to act → the bid panel, or the hand waits for a click, a double-click or a drag.

Input (human's turn): click a card to select it (legal targets glow gold), then click a target
(a loose card, a house, or the open floor); or drag the card onto its target; a double-click
plays a card that has only one legal move. When several moves fit, a small list asks which; when
none fits, the card slides home and a toast says why (:func:`game.rules.explain`). Keys: ←/→
choose a card, Enter plays it, H hint, U or Ctrl+Z undo, L log, Esc menu.

Every move is saved (a ``seep-record/1`` record plus the setup) so Continue can replay it.
"""

from __future__ import annotations

import dataclasses
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game import theme
from game.context import AppContext
from game.play.events import (
    DealEnded,
    DealStarted,
    HintReady,
    MatchOver,
    MoveMade,
    Notice,
    ThrowingIn,
    Undone,
)
from game.play.savegame import GameSetup, SaveError, load_payload
from game.play.session import ManualClock, Session
from game.play.storage import StoreSaver, StoreStats
from game.play.words import THINKING, Words, result_line
from game.rules import (
    Match,
    Move,
    Position,
    card_points_of,
    card_symbol,
    cards_of,
    legal_moves,
    new_deal,
    seat_name,
)
from game.rules.events import (
    BaaziWon,
    BidMade,
    CardsCaptured,
    DealOver,
    DealThrownIn,
    Event,
    HouseBuilt,
    HouseCemented,
    HouseRaised,
    SeepMade,
)
from game.rules.seats import team_of
from game.scenes.base import Scene
from game.scenes.board import (
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
    FloorTarget,
    HouseTarget,
    LooseTarget,
    Target,
    hint_phrase,
    move_label,
    moves_for_drop,
    moves_of_card,
    refusal,
    targets_of,
)
from game.scenes.layout import TableLayout, compute_layout, seat_side
from game.scenes.paint import FeltCache
from game.scenes.table_hud import (
    TEAM_COLOURS,
    PanelCache,
    TextCache,
    banner,
    glow,
    pile,
    plate,
    team_mark,
    toast,
)
from game.scenes.table_widgets import ChoicePanel

log = logging.getLogger(__name__)

TOAST_SECONDS = 3.0
HINT_SECONDS = 7.0
LOG_LINES = 80
LEVEL_WORDS = {"easy": "Easy", "medium": "Medium", "hard": "Hard", "expert": "Expert"}


@dataclass
class _Pop:
    scale: float = 1.0


class TableScene(BoardScene):
    """The game table.

    Args:
        ctx: the app context.
        setup: players and rules (default: a fresh standard game).
        match: a match to continue (default: a new one from the setup's seed).
    """

    def __init__(
        self, ctx: AppContext, setup: GameSetup | None = None, match: Match | None = None
    ) -> None:
        super().__init__(ctx)
        setup = setup or GameSetup.fresh()
        self.autoplay = setup.autoplay
        if self.autoplay:
            self.animator.speed = 0.0
        self.clock = ManualClock()
        self.session = Session(
            setup,
            match,
            clock=self.clock,
            saver=None if self.autoplay else StoreSaver(ctx.store),
            stats=None if self.autoplay else StoreStats(ctx.store),
            speed=lambda: self.animator.speed,
        )
        self.events = self.session.subscribe()
        self.setup = self.session.setup
        self.players = self.match.rules.num_players
        self.human = self.setup.human
        self.words = Words(self.setup.names(ctx.settings.player_name), self.session.human)
        self.layout: TableLayout = compute_layout(ctx.screen_size, self.players)
        self.images = CardImages(ctx.settings.four_colour_deck)
        self.texts = TextCache(ctx.assets)
        self.panels = PanelCache()
        self.felt = FeltCache()
        self.sprites = {c: CardSprite(c) for c in range(52)}
        self.floor_order: list[int] = []
        self.arrival: dict[int, int] = {}
        self._arrivals = 0
        self.house_rects: dict[int, pygame.Rect] = {}
        self.badge_pop: dict[int, _Pop] = {}
        self.log_lines: list[str] = []
        self.log_collapsed = False
        self.log_offset = 0  # older entries scrolled past (the newest always stays in view)
        self.toast: Toast | None = None
        self.banner: Banner | None = None
        self.shown_piles: list[tuple[int, int, int]] = [(0, 0, 0), (0, 0, 0)]
        self.reveal_seat: int | None = None
        self.overlay_open = False
        self.held_notices: list[str] = []
        # Input state.
        self.mouse: tuple[int, int] = (-1, -1)
        self.hover: int | None = None
        self.selected: int | None = None
        self.press: Press | None = None
        self.drag: Drag | None = None
        self.last_click: tuple[int, float] | None = None
        self.hint_move: Move | None = None
        self.hint_wanted: HintReady | None = None  # a hint worked out, shown when it is our turn
        self.choice: ChoicePanel | None = None
        self.choice_moves: list[Move] = []
        self.choice_kind = ""
        self.choice_anchor: tuple[int, int] = (0, 0)
        self.buttons: dict[str, UIButton] = {}
        self.log_button: UIButton | None = None
        self.time = 0.0
        self._bg: pygame.Surface | None = None
        self._bg_key: object = None
        self._targets_key: tuple[int, int, int] | None = None
        self._targets: tuple[set[int], set[int], bool] = (set(), set(), False)

    @property
    def match(self) -> Match:
        return self.session.match

    @property
    def names(self) -> tuple[str, ...]:
        return self.words.names

    @property
    def pace(self) -> float | None:
        """A fixed factor for the computer players' pauses (tests: 0 = none)."""
        return self.session.pace

    @pace.setter
    def pace(self, value: float | None) -> None:
        self.session.pace = value

    # ------------------------------------------------------------------------------------
    # Lifecycle.

    def enter(self) -> None:
        super().enter()
        self._build()
        self._sync_arrivals()
        self.session.start()
        self._take_events()

    def resume(self) -> None:
        super().resume()
        self.overlay_open = False
        self.images.set_four_colour(self.ctx.settings.four_colour_deck)
        self.words = Words(self.setup.names(self.ctx.settings.player_name), self.session.human)
        self._refresh_buttons()

    def exit(self) -> None:
        if self.choice is not None:
            self.choice.close()
            self.choice = None
        super().exit()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.layout = compute_layout(size, self.players)
        self._build()
        self._snap_all()

    # ------------------------------------------------------------------------------------
    # Widgets.

    def _build(self) -> None:
        reopen = None
        if self.choice is not None and not self.choice.closed:
            reopen = (self.choice_kind, list(self.choice_moves), self.choice_anchor)
            self.choice.close()
            self.choice = None
        lay = self.layout
        self.buttons = {}
        labels = {"hint": "Hint", "undo": "Undo", "menu": "Menu"}
        tips = {"hint": "Suggest a play (H)", "undo": "Take back your last play (U)", "menu": "Esc"}
        actions: dict[str, Callable[[], None]] = {
            "hint": self.hint,
            "undo": self.undo,
            "menu": self.open_menu,
        }
        with self.building() as box:
            for key, rect in lay.buttons.items():
                button = UIButton(
                    rect,
                    labels[key],
                    self.ctx.ui,
                    container=box,
                    object_id=ObjectID(class_id="@table_button", object_id=f"#{key}"),
                    command=actions[key],
                )
                button.set_tooltip(tips[key])
                self.buttons[key] = button
            head = self._log_header()
            side = head.height
            self.log_button = UIButton(
                pygame.Rect(head.right - side, head.y, side, side),
                "+" if self.log_collapsed else "–",
                self.ctx.ui,
                container=box,
                object_id=ObjectID(class_id="@log_toggle", object_id="#log_toggle"),
                command=self.toggle_log,
            )
            self.log_button.set_tooltip("Show or hide the log (L)")
        self._refresh_buttons()
        if reopen is not None:
            kind, moves, anchor = reopen
            if kind == "bid":
                self._open_bid()
            else:
                self._open_choice(moves, anchor, kind)

    def _refresh_buttons(self) -> None:
        if not self.buttons:
            return
        my_turn = self.my_turn()
        settings = self.ctx.settings
        hint_ok = settings.hints and my_turn and not self.autoplay
        undo_ok = settings.undo_allowed and self.session.can_undo()
        for key, ok in (("hint", hint_ok), ("undo", undo_ok)):
            button = self.buttons[key]
            if ok and not button.is_enabled:
                button.enable()
            elif not ok and button.is_enabled:
                button.disable()

    def _log_header(self) -> pygame.Rect:
        lay = self.layout
        h = max(16, round(lay.size[1] * 0.042))
        return pygame.Rect(lay.log.x, lay.log.y, lay.log.width, h)

    def toggle_log(self) -> None:
        self.log_collapsed = not self.log_collapsed
        if self.log_button is not None:
            self.log_button.set_text("+" if self.log_collapsed else "–")

    # ------------------------------------------------------------------------------------
    # Queries.

    @property
    def position(self) -> Position:
        return self.match.position

    def my_turn(self) -> bool:
        """True when the human may act now (and nothing is moving)."""
        return self.session.human_to_act() and not self.animator.busy and not self.overlay_open

    def _my_play_turn(self) -> bool:
        return self.my_turn() and self.match.position.phase == "play"

    def team_name(self, team: int) -> str:
        return self.words.team_name(team)

    def team_phrase(self, team: int) -> str:
        return self.words.team_phrase(team)

    def winner_words(self, team: int) -> str:
        return self.words.winner_words(team)

    def deal_number(self) -> int:
        return self.session.deal_number()

    def _deal_words(self) -> str:
        pos = self.match.position
        return self.words.deal(self.deal_number(), pos.dealer, pos.bidder)

    # ------------------------------------------------------------------------------------
    # Per frame: the game's flow.

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt
        self._update_hover(dt)
        if self.toast is not None:
            self.toast.left -= dt
            if self.toast.left <= 0:
                self.toast = None
        if self.drag is not None:
            self._update_drag(dt)
        self.session.update()
        self._take_events()
        self._show_hint()
        self._refresh_buttons()
        if self.overlay_open or self.ctx.dialogs.is_open or not self.active:
            return
        if self.animator.busy:
            return
        self.clock.advance(dt)
        self.session.advance()
        self._take_events()
        pos = self.match.position
        if (
            self.session.human_to_act()
            and pos.phase == "bid"
            and self.choice is None
            and not self.animator.busy
        ):
            self._open_bid()

    def _take_events(self) -> None:
        """Show what the session says happened, in order."""
        for event in self.events.drain():
            if isinstance(event, MoveMade):
                self._log(self.words.move(event.move, event.before))
                if self.toast is not None and self.toast.text == THINKING:
                    self.toast = None  # the hint asked for has gone with the position
                self.selected = None
                self.hint_move = None
                self._targets_key = None
                self._animate(event.before, event.move, event.events, event.seat)
            elif isinstance(event, DealStarted):
                self._deal_started(event)
            elif isinstance(event, ThrowingIn):
                self.reveal_seat = event.seat
                self._settle(self._rest_places(), duration=0.3)
                self._log(self.words.thrown_in(event.seat))
                self._show_banner(*self.words.thrown_in_banner(event.seat))
            elif isinstance(event, DealThrownIn):
                self.reveal_seat = None
            elif isinstance(event, DealEnded):
                self._deal_finished(event)
            elif isinstance(event, MatchOver):
                self._match_over()
            elif isinstance(event, Undone):
                self.selected = None
                self.hint_move = None
                self._targets_key = None
                self.log_lines.clear()
                self._relog()
                self._log(self.words.took_back())
                self._snap_all()
            elif isinstance(event, HintReady):
                self.hint_wanted = event
            elif isinstance(event, Notice):
                if event.about == "statistics":  # shown with the deal's summary
                    self.held_notices.append(event.text)
                else:
                    self.say(event.text)

    def _deal_started(self, event: DealStarted) -> None:
        if event.how == "resumed":
            self._relog()
            self._log(self.words.continued_at(event.number))
            self._snap_all()
            return
        deal = self.words.deal(event.number, event.dealer, event.bidder)
        if event.how == "new_match":
            self._log(self.words.new_match(deal))
        elif event.how == "continued":
            self._log(self.words.continued(deal))
        else:
            self.floor_order = []
            self._log(deal)
        self._start_deal_animation()

    def _deal_finished(self, event: DealEnded) -> None:
        """The deal is scored: show the summary (the match result comes after it)."""
        self._log(self.words.deal_over(event.summary.deal_score))
        if event.ours is not None:
            self._sound("deal_won" if event.ours else "deal_lost")
        from game.scenes.summary import DealSummaryScene

        self.overlay_open = True
        self.ctx.scenes.push(DealSummaryScene(self.ctx, self))
        for text in self.held_notices:  # a damaged statistics file, a full disk
            self.ctx.dialogs.message(text, title="Statistics")
        self.held_notices = []

    def after_summary(self) -> None:
        """Called by the summary overlay: the next deal, or the match result."""
        self.session.next_deal()
        self._take_events()

    def _match_over(self) -> None:
        from game.scenes.summary import MatchResultScene

        if self.autoplay:
            self.ctx.request_quit()
            return
        self.overlay_open = True
        self.ctx.scenes.push(MatchResultScene(self.ctx, self))

    def result_line(self) -> str:
        """One line about the match so far (printed after ``--autoplay``)."""
        m = self.match
        deals = sum(1 for s in m.summaries if s.ended_by != "thrown_in")
        return result_line(deals, m.baazis, m.finished, m.winner)

    def play_again(self) -> None:
        """A new match with the same players and rules (called by the result screen)."""
        setup = dataclasses.replace(self.setup, seed=random.randrange(1 << 31))
        self.ctx.scenes.replace(TableScene(self.ctx, setup))

    # ------------------------------------------------------------------------------------
    # Human actions.

    def _human_play(self, move: Move) -> None:
        if not self.my_turn():
            return
        self.session.play(move)
        self._take_events()

    def hint(self) -> None:
        """The Hint button or H: ask the hard player what it would play here, and why."""
        if not self.ctx.settings.hints:
            self.say(self.words.hints_off())
            return
        if not self.my_turn():
            self.say(self.words.hint_not_now())
            return
        self.session.ask_hint()
        self._take_events()
        if self.hint_wanted is None:
            self.say(THINKING, seconds=30.0)
        self._show_hint()

    def _show_hint(self) -> None:
        """A hint has been worked out: show it once, if it still fits the table."""
        ready = self.hint_wanted
        if ready is None:
            return
        pos = self.match.position
        if ready.position != pos or not self.ctx.settings.hints:
            self.hint_wanted = None  # the play went on (or hints were turned off): forget it
            if self.toast is not None and self.toast.text == THINKING:
                self.toast = None
            return
        if not self.my_turn():
            return  # not now (the menu is open): shown when the turn is back
        self.hint_wanted = None
        move = ready.move
        if move is None:
            self.say(self.words.no_hint())
            return
        self.say(self.hint_text(move, ready.why, pos), seconds=HINT_SECONDS)
        if move.action != "bid":
            self.hint_move = move
            self.selected = move.card
            self._targets_key = None
        elif self.choice is not None and self.choice_kind == "bid" and move in self.choice_moves:
            self.choice.set_focus(self.choice_moves.index(move))  # the bid to press

    @staticmethod
    def hint_text(move: Move, why: str, pos: Position) -> str:
        """``'Hint: J♦ takes the 2♣, 3♦ and 6♠ — takes … for 7 points.'``"""
        text = f"Hint: {hint_phrase(move, pos)}"
        if why:
            text += f" — {why}"
        return text + "."

    def undo(self) -> None:
        if self.autoplay or not self.ctx.settings.undo_allowed:
            return
        if not self.session.can_undo() or self.choice is not None or self.drag is not None:
            return
        self.animator.finish_all()
        if not self.session.undo():
            self.say(self.words.cannot_undo())
        self._take_events()

    def open_menu(self) -> None:
        if self.overlay_open:
            return
        from game.scenes.summary import PauseMenuScene

        if self.choice is not None and self.choice_kind != "bid":
            self._cancel_choice()
        self.overlay_open = True
        self.ctx.scenes.push(PauseMenuScene(self.ctx, self))

    def say(self, text: str, *, seconds: float = TOAST_SECONDS) -> None:
        """Show ``text`` in a toast above the hand."""
        self.toast = Toast(text, seconds, seconds)

    # ------------------------------------------------------------------------------------
    # Input.

    def _on_press(self, pos: tuple[int, int]) -> bool:
        if self.choice is None and self.session.skip_wait():  # a click skips the pause
            return True
        return super()._on_press(pos)

    def _on_key(self, event: pygame.event.Event) -> bool:
        if self.choice is not None:
            if self.choice.handle_key(event):
                return True
            if event.key == pygame.K_h and self.choice_kind == "bid":
                self.hint()
                return True
            if event.key == pygame.K_ESCAPE and self.choice_kind == "bid":
                self.open_menu()
                return True
            return False
        key = event.key
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        if key == pygame.K_ESCAPE:
            if self.selected is not None:
                self.selected = None
                self.hint_move = None
            else:
                self.open_menu()
            return True
        if key == pygame.K_h:
            self.hint()
        elif key == pygame.K_u or (key == pygame.K_z and ctrl):
            self.undo()
        elif key == pygame.K_l:
            self.toggle_log()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._step_selection(-1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.session.skip_wait():
                pass
            elif self.selected is not None:
                self._play_card(self.selected, self._card_anchor(self.selected))
        else:
            return False
        return True

    def _step_selection(self, step: int) -> None:
        hand = self.match.position.hand(self.human)
        if not hand:
            return
        if self.selected in hand:
            index = (hand.index(self.selected) + step) % len(hand)
        else:
            index = 0 if step > 0 else len(hand) - 1
        self.selected = hand[index]
        self.hint_move = None

    def _toggle_select(self, card: int) -> None:
        self.hint_move = None
        self.selected = None if self.selected == card else card

    def _double_click(self, card: int) -> None:
        self.selected = card
        self._play_card(card, self._card_anchor(card))

    def _play_card(self, card: int, anchor: tuple[int, int]) -> None:
        """Play ``card`` where it can go: one legal move plays, several open the list."""
        if not self._my_play_turn():
            self.say(self._not_now())
            return
        moves = moves_of_card(self.match.position, card)
        if len(moves) == 1:
            self._human_play(moves[0])
        elif moves:
            self._open_choice(moves, anchor, "card")
        else:
            self.say(refusal(self.match.position, card, FloorTarget(), human=self.human))

    def _not_now(self) -> str:
        busy = self.animator.busy or self.session.waiting
        return self.words.not_now(self.match.position, busy=busy)

    def _try_target(
        self, card: int, target: Target, pos: tuple[int, int], *, dragged: bool
    ) -> None:
        """The player pointed ``card`` at ``target``: play, ask which, or refuse and explain."""
        if not self._my_play_turn():
            if dragged:
                self._slide_home(card)
            self.say(self._not_now())
            return
        moves = moves_for_drop(self.match.position, card, target)
        if len(moves) == 1:
            self._human_play(moves[0])
        elif moves:
            self.selected = card
            if dragged:  # the card waits where it was dropped until a play is picked
                self.sprites[card].travelling = True
            self._open_choice(moves, pos, "drop" if dragged else "card")
        else:
            if dragged:
                self._slide_home(card)
            self.say(refusal(self.match.position, card, target, human=self.human))

    # Dragging.

    def _update_drag(self, dt: float) -> None:
        drag = self.drag
        if drag is None:
            return
        sprite = self.sprites[drag.card]
        want = max(-10.0, min(10.0, -drag.vx * 0.6))
        k = min(1.0, dt * 12)
        drag.tilt += (want - drag.tilt) * k
        drag.vx *= max(0.0, 1 - dt * 10)
        sprite.angle = drag.tilt
        h = self.layout.card[1]
        sprite.h += (h - sprite.h) * k

    def _slide_home(self, card: int) -> None:
        rest = self._rest_places().get(card)
        if rest is not None:
            self._fly(self.sprites[card], rest, 0.2, "out_cubic")

    # Choices.

    def _open_choice(self, moves: list[Move], anchor: tuple[int, int], kind: str) -> None:
        if self.container is None:
            return
        if self.choice is not None:
            self.choice.close()
        pos = self.match.position
        self.choice_moves = list(moves)
        self.choice_kind = kind
        self.choice_anchor = anchor
        card = moves[0].card
        self.choice = ChoicePanel(
            self.ctx.ui,
            self.container,
            self.ctx.theme,
            self.ctx.assets,
            anchor=anchor,
            screen=self.layout.screen,
            title=f"Play the {card_symbol(card)}: which play?",
            items=[move_label(m, pos) for m in moves],
            on_pick=self._pick_choice,
            on_cancel=self._cancel_choice,
        )

    def _open_bid(self) -> None:
        if self.container is None:
            return
        pos = self.match.position
        moves = [m for m in legal_moves(pos) if m.action == "bid"]
        if not moves:
            return
        names = {9: "9", 10: "10", 11: "Jack", 12: "Queen", 13: "King"}
        self.choice_moves = moves
        self.choice_kind = "bid"
        self.choice_anchor = self.layout.table.center
        self.choice = ChoicePanel(
            self.ctx.ui,
            self.container,
            self.ctx.theme,
            self.ctx.assets,
            anchor=(
                self.layout.table.centerx,
                self.layout.table.centery + self.layout.size[1] // 6,
            ),
            screen=self.layout.screen,
            title="Your bid",
            note="The house value you play for first",
            items=[
                f"Bid {m.value}" + (f"  ({names[m.value]})" if m.value > 10 else "") for m in moves
            ],
            on_pick=self._pick_choice,
            on_cancel=None,
            object_prefix="bid",
        )

    def _pick_choice(self, index: int) -> None:
        moves, kind = self.choice_moves, self.choice_kind
        self.choice = None
        self.choice_moves = []
        if not 0 <= index < len(moves):
            return
        del kind
        self._human_play(moves[index])

    def _cancel_choice(self) -> None:
        kind = self.choice_kind
        moves = self.choice_moves
        if self.choice is not None:
            self.choice.close()
        self.choice = None
        self.choice_moves = []
        if kind == "drop" and moves:
            self._slide_home(moves[0].card)

    # Hit tests.

    def _hand_card_at(self, pos: tuple[int, int]) -> int | None:
        """The human's card under ``pos`` (topmost first)."""
        dragged = self.drag.card if self.drag is not None else None
        return hand_card_at(self.sprites.values(), pos, seat=self.human, dragged=dragged)

    def _target_at(self, pos: tuple[int, int]) -> Target | None:
        return target_at(pos, self.sprites, self.house_rects, self.floor_order, self.layout.table)

    def _update_hover(self, dt: float) -> None:
        self.hover = None if self.drag is not None else self._hand_card_at(self.mouse)
        k = min(1.0, dt * 14)
        for s in self.sprites.values():
            if s.kind == "hand" and s.seat == self.human and not s.travelling:
                want = 1.0 if s.card in (self.hover, self.selected) else 0.0
                s.lift += (want - s.lift) * k
                if abs(s.lift - want) < 0.01:
                    s.lift = want
            else:
                s.lift = 0.0

    def legal_targets(self, card: int) -> tuple[set[int], set[int], bool]:
        """The loose cards, houses and open floor where ``card`` can be played (for the glow)."""
        key = (card, len(self.match.moves), len(self.match.summaries))
        if self._targets_key != key:
            self._targets_key = key
            pos = self.match.position
            if self.hint_move is not None and self.hint_move.card == card:
                self._targets = targets_of([self.hint_move])
            else:
                self._targets = targets_of(moves_of_card(pos, card))
        return self._targets

    # ------------------------------------------------------------------------------------
    # Where cards rest, and moving them there.

    def _sync_arrivals(self) -> None:
        pos = self.match.position
        for house in pos.houses.values():
            for c in cards_of(house.cards):
                if c not in self.arrival:
                    self._arrivals += 1
                    self.arrival[c] = self._arrivals

    def _sync_floor(self, loose: int) -> list[int]:
        now = set(cards_of(loose))
        order = [c for c in self.floor_order if c in now]
        order += sorted(now - set(order))
        self.floor_order = order
        return order

    def _rest_places(self) -> dict[int, Rest]:
        pos = self.match.position
        lay = self.layout
        n = self.players
        out: dict[int, Rest] = {}
        for seat in range(n):
            cards = pos.hand(seat)
            side = seat_side(seat, n, self.human)
            if side == "bottom":
                slots = lay.hand_slots(len(cards))
                h: float = lay.card[1]
                face = 1.0
                z0 = 300
            else:
                slots = lay.fan_slots(side, len(cards))
                h = lay.small[1]
                face = 1.0 if seat == self.reveal_seat else 0.0
                z0 = 200
            for i, (c, s) in enumerate(zip(cards, slots, strict=True)):
                out[c] = Rest(s.x, s.y, s.angle, h, face, z0 + i, "hand", seat)
        loose = self._sync_floor(pos.loose)
        slots, size = lay.floor_slots(len(loose))
        face = 0.0 if pos.phase == "bid" else 1.0
        for i, (c, s) in enumerate(zip(loose, slots, strict=True)):
            out[c] = Rest(s.x, s.y, 0.0, size[1], face, 100 + i, "floor", -1)
        self._sync_arrivals()
        values = sorted(pos.houses)
        rects = lay.house_slots(len(values))
        self.house_rects = dict(zip(values, rects, strict=True))
        for k, v in enumerate(values):
            cards = sorted(cards_of(pos.houses[v].cards), key=lambda c: self.arrival.get(c, 0))
            hslots, hsize = lay.house_card_slots(rects[k], len(cards))
            for i, (c, s) in enumerate(zip(cards, hslots, strict=True)):
                out[c] = Rest(s.x, s.y, s.angle, hsize[1], 1.0, 130 + k * 30 + i, "house", v)
        for team in (0, 1):
            p = lay.pile_slot(team)
            for c in cards_of(pos.piles[team]):
                out[c] = Rest(p.x, p.y, 0.0, lay.small[1], 0.0, 50, "pile", team)
        deck = lay.deck_slot(seat_side(pos.dealer, n, self.human))
        for c in range(52):
            if c not in out:
                out[c] = Rest(deck.x, deck.y, deck.angle, lay.small[1], 0.0, 40, "stock", -1)
        return out

    def _snap_all(self) -> None:
        """Put every card at its rest place at once (after a resize, an undo, a continue)."""
        rests = self._rest_places()
        for c, r in rests.items():
            self.animator.stop(self.sprites[c])
            snap(self.sprites[c], r)
        self._refresh_piles()

    def _refresh_piles(self) -> None:
        pos = self.match.position
        points = card_points_of(pos)
        seeps = [0, 0]
        for seat, _play, _points in pos.seeps:
            seeps[team_of(seat)] += 1
        self.shown_piles = [(pos.piles[t].bit_count(), points[t], seeps[t]) for t in (0, 1)]

    def _fly(
        self,
        s: CardSprite,
        rest: Rest,
        duration: float,
        ease: str = "out_cubic",
        *,
        delay: float = 0.0,
        then: Callable[[], None] | None = None,
        face_time: float | None = None,
        face_delay: float = 0.0,
    ) -> None:
        """Tween ``s`` to ``rest`` (not while it is dragged; see :func:`board.fly`)."""
        if self.drag is not None and self.drag.card == s.card:
            return
        fly(
            self.animator,
            s,
            rest,
            duration,
            ease,
            delay=delay,
            then=then,
            face_time=face_time,
            face_delay=face_delay,
        )

    @staticmethod
    def _at_rest(s: CardSprite, r: Rest) -> bool:
        return (
            s.kind == r.kind
            and s.seat == r.seat
            and abs(s.x - r.x) < 0.5
            and abs(s.y - r.y) < 0.5
            and abs(s.h - r.h) < 0.5
            and abs((s.angle - r.angle + 180) % 360 - 180) < 0.5
            and abs(s.face - r.face) < 0.01
        )

    def _settle(
        self,
        rests: dict[int, Rest],
        *,
        duration: float = 0.25,
        delay: float = 0.0,
        exclude: set[int] | frozenset[int] = frozenset(),
    ) -> None:
        """Move every card not at its rest place there."""
        for c, r in rests.items():
            if c in exclude:
                continue
            s = self.sprites[c]
            if self._at_rest(s, r) and not s.travelling:
                s.z = r.z
                continue
            if s.kind == r.kind and r.kind in ("stock", "pile") and not s.travelling:
                s.x, s.y, s.angle, s.h, s.face, s.seat = r.x, r.y, r.angle, r.h, r.face, r.seat
                continue
            self._fly(s, r, duration, delay=delay)

    def _sound(self, name: str) -> None:
        if not self.autoplay:
            self.ctx.sounds.play(name)

    # Choreography.

    def _start_deal_animation(self) -> None:
        """Every card to the dealer's deck, then the opening packets (bidder, floor)."""
        rests = self._rest_places()
        deck = self.layout.deck_slot(
            seat_side(self.match.position.dealer, self.players, self.human)
        )
        for s in self.sprites.values():
            self.animator.stop(s)
            s.x, s.y, s.angle, s.h, s.face = deck.x, deck.y, deck.angle, self.layout.small[1], 0.0
            s.kind, s.seat, s.z, s.travelling = "stock", -1, 40, False
        self._refresh_piles()
        self._sound("shuffle")
        self._deal_packets(rests, 0.35)

    def _deal_packets(self, rests: dict[int, Rest], start: float) -> set[int]:
        """Deal the cards still in the deck whose rest place is now a hand or the floor, in
        packets of four from the dealer (bidder first, counter-clockwise)."""
        pos = self.match.position
        n = self.players
        order = [(pos.dealer + 1 + i) % n for i in range(n)]
        chunks: dict[int, list[list[int]]] = {}
        for seat in [*order, -1]:
            cards = [
                c
                for c in (self.floor_order if seat == -1 else sorted(rests))
                if self.sprites[c].kind == "stock"
                and rests[c].kind == ("floor" if seat == -1 else "hand")
                and (seat == -1 or rests[c].seat == seat)
            ]
            chunks[seat] = [cards[i : i + 4] for i in range(0, len(cards), 4)]
        packets: list[list[int]] = []
        if chunks[-1]:  # the opening: the bidder's four, then four face down to the floor
            first = chunks[order[0]]
            if first:
                packets.append(first.pop(0))
            packets.extend(chunks[-1])
            chunks[-1] = []
        while any(chunks[s] for s in order):
            for s in order:
                if chunks[s]:
                    packets.append(chunks[s].pop(0))
        dealt: set[int] = set()
        for k, packet in enumerate(packets):
            at = start + k * 0.07
            self._after(at, lambda: self._sound("deal"))
            for j, c in enumerate(packet):
                self._fly(
                    self.sprites[c],
                    rests[c],
                    0.25,
                    "out_cubic",
                    delay=at + j * 0.012,
                    face_time=0.12,  # a card turns face up as it lands in its owner's hand
                    face_delay=0.18,
                )
                dealt.add(c)
        return dealt

    def _animate(self, before: Position, move: Move, events: tuple[Event, ...], seat: int) -> None:
        rests = self._rest_places()
        if any(isinstance(e, BidMade) for e in events):
            # The bid is made: the floor turns face up, one card after another.
            self._sound("click")
            for i, c in enumerate(self.floor_order):
                self._fly(self.sprites[c], rests[c], 0.15, "linear", delay=i * 0.06)
            self._settle(rests, exclude=set(self.floor_order))
            return
        played = move.card
        sprite = self.sprites[played]
        self._sound("play")
        moved: set[int] = {played}
        after_play = 0.3
        for event in events:
            if isinstance(event, CardsCaptured):
                taken = [*event.loose, *event.house_cards]
                moved.update(taken)
                self._capture(sprite, taken, rests)
                after_play = 0.8
            elif isinstance(event, HouseBuilt | HouseCemented | HouseRaised):
                value = event.value
                self._fly(sprite, rests[played], 0.3, "in_out_cubic")
                house_cards = [c for c, r in rests.items() if r.kind == "house" and r.seat == value]
                for c in house_cards:
                    if c != played:
                        self._fly(self.sprites[c], rests[c], 0.2, delay=0.3)
                moved.update(house_cards)
                self._after(0.3, lambda: self._sound("build"))
                self._after(0.45, self._popper(value))
            elif isinstance(event, SeepMade):
                self._log(self.words.seep(event.seat, event.points))
                self._after(0.8, self._seeper(event.points, event.seat))
        if move.action == "throw":
            self._fly(sprite, rests[played], 0.3, "in_out_cubic")
        # The rest: the player's hand closes up now, the floor tidies once the play has landed,
        # and any cards still to be dealt go out in packets after that.
        dealt = self._deal_packets(rests, after_play + 0.15)
        hand = {c for c, r in rests.items() if r.kind == "hand" and r.seat == seat} - dealt
        self._settle({c: rests[c] for c in hand if c not in moved}, duration=0.2)
        leftovers: set[int] = set()
        for event in events:
            if isinstance(event, DealOver) and event.leftovers:
                leftovers = set(event.leftovers)
                self._after(after_play + 0.1, lambda: self._sound("capture"))
        rest_cards = {
            c: r for c, r in rests.items() if c not in moved and c not in hand and c not in dealt
        }
        self._settle(rest_cards, duration=0.3 if leftovers else 0.25, delay=after_play)
        self._after(after_play + (0.35 if leftovers else 0.0), self._refresh_piles)
        for event in events:
            if isinstance(event, BaaziWon):
                self._log(self.words.baazi_won(event.team))

    def _popper(self, value: int) -> Callable[[], None]:
        """The house badge of ``value`` pops: 1.0 → 1.15 → 1.0."""
        pop = self.badge_pop.setdefault(value, _Pop())

        def back() -> None:
            self.animator.animate(pop, 0.16, "in_out_quad", scale=1.0)

        def run() -> None:
            self.animator.animate(pop, 0.12, "out_quad", back, scale=1.15)

        return run

    def _seeper(self, points: int, seat: int) -> Callable[[], None]:
        return lambda: self._seep(points, seat)

    def _capture(self, sprite: CardSprite, taken: list[int], rests: dict[int, Rest]) -> None:
        """The played card flies onto what it takes; all gather, then slide to the pile."""
        spots = [(self.sprites[c].x, self.sprites[c].y) for c in taken] or [(sprite.x, sprite.y)]
        mx = sum(p[0] for p in spots) / len(spots)
        my = sum(p[1] for p in spots) / len(spots)
        fh = self.layout.floor_card[1]
        meet = Rest(mx, my, 0.0, fh, 1.0, 900, "meet", rests[sprite.card].seat)
        self._fly(sprite, meet, 0.3, "in_out_cubic", face_time=0.2)
        bundle = [sprite.card, *taken]

        def gather() -> None:
            self._sound("capture")
            for i, c in enumerate(taken):
                spot = meet._replace(x=mx + (i - len(taken) / 2) * 2, y=my - i * 1.5, z=890 - i)
                self._fly(self.sprites[c], spot, 0.15, "out_quad")

        def to_pile() -> None:
            for i, c in enumerate(bundle):
                self._fly(self.sprites[c], rests[c], 0.35, "out_cubic", delay=i * 0.01)

        self._after(0.3, gather)
        self._after(0.45, to_pile)

    def _seep(self, points: int, seat: int) -> None:
        self._sound("seep")
        self._show_banner(*self.words.seep_banner(seat, points))

    # ------------------------------------------------------------------------------------
    # The log and the save.

    def _relog(self) -> None:
        """Describe the current deal's moves again (after Continue or an undo)."""
        match = self.match
        pos = new_deal(match.rules, match.dealer, match.deck)
        for text in self.words.moves(pos, match.deal_history()):
            self._log(text)

    def _log(self, text: str) -> None:
        self.log_lines.append(text)
        del self.log_lines[:-LOG_LINES]
        self.log_offset = 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and not self.log_collapsed:
            if self.layout.log.collidepoint(self.mouse):
                self.scroll_log(-event.y)
                return True
        return super().handle_event(event)

    def scroll_log(self, steps: int) -> None:
        """Scroll the log by ``steps`` entries (positive: towards older moves)."""
        most = max(0, len(self.log_lines) - 2)
        self.log_offset = max(0, min(most, self.log_offset + steps))

    # ------------------------------------------------------------------------------------
    # Drawing.

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(self._background(surface.get_size()), (0, 0))
        self._draw_score(surface)
        self._draw_plates(surface)
        self._draw_piles(surface)
        self._draw_deck(surface)
        focus = self.drag.card if self.drag is not None else self.selected
        show_targets = focus is not None and self._my_play_turn()
        if show_targets and focus is not None:
            self._draw_targets(surface, focus)
        dragged = self.drag.card if self.drag is not None else None
        draw_cards(
            surface,
            self.images,
            self.sprites.values(),
            dragged=dragged,
            outlined=self.selected,
            seat=self.human,
            shadow_travelling=True,
        )
        self._draw_house_marks(surface)
        if dragged is not None:
            draw_dragged(surface, self.images, self.sprites[dragged])
        self._draw_log(surface)
        self._draw_turn_words(surface)
        if self.toast is not None:
            width = round(lay.size[0] * 0.5)
            lines = self.texts.wrap(self.toast.text, lay.font_name, width)
            shown = self.toast.total - self.toast.left
            alpha = min(1.0, self.toast.left / 0.4, shown / 0.15 + 0.2)
            toast(
                surface,
                (lay.hand_centre[0], lay.toast_y - (len(lines) - 1) * lay.font_name // 2),
                lines,
                self.texts,
                self.panels,
                px=lay.font_name,
                alpha=alpha,
            )
        if self.banner is not None:
            area = pygame.Rect(0, 0, lay.size[0], lay.font_banner * 3)
            area.centery = lay.table.centery
            banner(
                surface,
                area,
                self.banner.title,
                self.banner.subtitle,
                self.texts,
                px=lay.font_banner,
                alpha=self.banner.alpha,
                scale=self.banner.scale,
                centre_x=lay.table.centerx,
            )

    def _background(self, size: tuple[int, int]) -> pygame.Surface:
        """The felt with a faint mat marking the play area, drawn once per window size."""
        key = (size, self.layout.table.topleft, self.layout.table.size)
        if self._bg is None or self._bg_key != key:
            lay = self.layout
            bg = self.felt.get(size).copy()
            rect = lay.table.inflate(lay.gap * 2, lay.gap * 2)
            mat = self.panels.get(
                rect.size,
                radius=lay.gap * 3,
                fill=pygame.Color(0, 0, 0, 28),
                border=pygame.Color(255, 255, 255, 22),
                border_width=max(1, lay.gap // 5),
            )
            bg.blit(mat, rect)
            self._bg, self._bg_key = bg, key
        return self._bg

    def _draw_targets(self, surface: pygame.Surface, card: int) -> None:
        loose, houses, floor = self.legal_targets(card)
        strength = pulse(self.time)
        lay = self.layout
        hot = self._target_at(self.mouse) if self.drag is not None else None
        if floor:
            k = 1.0 if isinstance(hot, FloorTarget) else 0.45
            draw_floor_glow(surface, lay, round(60 + 90 * strength * k))
        for c in loose:
            s = self.sprites[c]
            if s.kind != "floor":
                continue
            k = 1.0 if isinstance(hot, LooseTarget) and hot.card == c else strength
            glow(surface, self._sprite_rect(s), k, max(4, round(s.h * 0.06)))
        for v in houses:
            rect = self.house_rects.get(v)
            if rect is None:
                continue
            k = 1.0 if isinstance(hot, HouseTarget) and hot.value == v else strength
            glow(surface, self._house_bounds(v), k, max(4, rect.height // 12))

    def _house_bounds(self, value: int) -> pygame.Rect:
        return house_bounds(self.sprites.values(), self.house_rects, value)

    def _draw_house_marks(self, surface: pygame.Surface) -> None:
        draw_house_marks(
            surface,
            self.layout,
            self.texts,
            self.match.position.houses,
            self.house_rects,
            self.sprites.values(),
            players=self.players,
            pops={v: p.scale for v, p in self.badge_pop.items()},
        )

    def _draw_deck(self, surface: pygame.Surface) -> None:
        stock = [s for s in self.sprites.values() if s.kind == "stock" and not s.travelling]
        if not stock or self.match.deal_done:
            return
        s = stock[0]
        size = s.size()
        back = self.images.image(None, size, s.angle)
        layers = min(4, 1 + len(stock) // 10)
        for i in range(layers):
            rect = back.get_rect(center=(round(s.x) - i, round(s.y) - i * 2))
            surface.blit(back, rect)

    def _draw_score(self, surface: pygame.Surface) -> None:
        lay = self.layout
        rect = lay.score
        surface.blit(
            self.panels.get(
                rect.size, radius=lay.gap * 2, border=theme.with_alpha(theme.GOLD, 110)
            ),
            rect,
        )
        rules = self.match.rules
        pad = lay.gap
        px = lay.font_name
        small = lay.font_small
        x, y = rect.x + pad * 1.3, rect.y + pad * 0.8
        if rules.match_mode == "rounds":
            deal = min(self.deal_number(), rules.rounds_count)
            head = f"DEAL {deal} OF {rules.rounds_count}"
        else:
            b = sum(self.match.baazis) + 1
            head = f"BAAZI {min(b, rules.baazi_count)} OF {rules.baazi_count}"
            head += f" · DEAL {self.deal_number()}"
        img = self.texts.text(head, small, theme.GOLD, bold=True)
        surface.blit(img, (x, y))
        y += img.get_height() + pad * 0.2
        r0, r1 = self.match.running
        mark = px * 0.32
        parts: list[tuple[str, pygame.Color, int | None]]
        if rules.match_mode == "baazi" and rules.scoring_method == "difference":
            if r0 == 0:
                parts = [("Level", theme.TEXT, None)]
            else:
                team = 0 if r0 > 0 else 1
                parts = [
                    ("Lead ", theme.TEXT, None),
                    (f"{self.team_name(team)} +{abs(r0)}", TEAM_COLOURS[team], team),
                ]
        else:
            parts = [
                (f"{self.team_name(0)} {r0:+d}", TEAM_COLOURS[0], 0),
                ("  ", theme.TEXT, None),
                (f"{self.team_name(1)} {r1:+d}", TEAM_COLOURS[1], 1),
            ]
        cx = x
        for text, colour, who in parts:
            if who is not None:
                team_mark(surface, (cx + mark, y + px * 0.72), mark, who)
                cx += mark * 2.8
            img = self.texts.text(text, px, colour, bold=who is not None)
            surface.blit(img, (cx, y))
            cx += img.get_width()
        y += round(px * 1.45)
        pos = self.match.position
        words = []
        if rules.match_mode == "baazi":
            words.append(f"Target {rules.baazi_target}")
            if rules.baazi_count > 1:
                b0, b1 = self.match.baazis
                words.append(f"baazis {b0}–{b1}")
        if pos.bid is not None:
            words.append(f"bid {pos.bid} by {self.names[pos.bidder]}")
        elif pos.phase == "bid" and not self.match.deal_done:
            words.append(f"{self.names[pos.bidder]} to bid")
        line = " · ".join(words)
        if line:
            img = self.texts.text(line[0].upper() + line[1:], small, theme.TEXT)
            width = rect.right - pad - x
            surface.blit(img, (x, y), pygame.Rect(0, 0, width, img.get_height()))

    def _draw_plates(self, surface: pygame.Surface) -> None:
        lay = self.layout
        pos = self.match.position
        in_play = not self.match.deal_done and pos.phase in ("bid", "play")
        for seat in range(self.players):
            side = seat_side(seat, self.players, self.human)
            rect = lay.plates[side]
            level = self.setup.level_of(seat)
            turn = in_play and pos.to_play == seat
            if level is None:
                detail = "Your turn" if turn else "You"
            else:
                detail = LEVEL_WORDS.get(level, level.title())
                if self.words.is_partner(seat):
                    detail += " · partner"
            thinking = None
            if self.session.thinking_seat == seat and self.session.search is not None:
                thinking = (self.time * 0.9) % 1.0
            plate(
                surface,
                rect,
                self.texts,
                self.panels,
                name=self.names[seat],
                detail=detail,
                team=team_of(seat),
                letter=seat_name(seat, self.players)[0],
                turn=turn,
                dealer=seat == pos.dealer,
                thinking=thinking,
                font_px=lay.font_name,
            )

    def _draw_piles(self, surface: pygame.Surface) -> None:
        lay = self.layout
        back = self.images.image(None, lay.small)
        for team in (0, 1):
            count, points, seeps = self.shown_piles[team]
            pile(
                surface,
                lay.piles[team],
                lay.pile_labels[team],
                back,
                self.texts,
                count=count,
                points=points,
                seeps=seeps,
                team=team,
                title=self.team_name(team),
                font_px=lay.font_name,
                right_align=team == 1,
            )

    def _draw_log(self, surface: pygame.Surface) -> None:
        lay = self.layout
        head = self._log_header()
        rect = head if self.log_collapsed else lay.log
        surface.blit(
            self.panels.get(rect.size, radius=lay.gap * 2, border=theme.with_alpha(theme.GOLD, 90)),
            rect,
        )
        title = self.texts.text("Log", lay.font_small, theme.GOLD, bold=True)
        surface.blit(title, (head.x + lay.gap, head.centery - title.get_height() // 2))
        if self.log_collapsed:
            return
        px = lay.font_log
        pad = lay.gap
        y = head.bottom
        bottom = rect.bottom - pad
        width = rect.width - pad * 2
        line_h = self.texts.font(px).get_linesize()
        entries = list(enumerate(reversed(self.log_lines)))
        shown = entries[:1] + entries[1 + self.log_offset :]
        if self.log_offset:
            more = self.texts.text(
                f"{self.log_offset} hidden, scroll up", max(8, px - 2), theme.TEXT_DIM
            )
            right = rect.right - pad - head.height  # left of the collapse button
            surface.blit(more, (right - more.get_width(), head.centery - more.get_height() // 2))
        for age, text in shown:
            lines = self.texts.wrap(text, px, width)
            if y + line_h * len(lines) > bottom:
                break
            alpha = max(95, 255 - age * 38)
            colour = theme.TEXT if age == 0 else theme.TEXT_DIM
            for line in lines:
                img = self.texts.text(line, px, colour, shadow=age == 0)
                img.set_alpha(alpha)
                surface.blit(img, (rect.x + pad, y))
                img.set_alpha(255)
                y += line_h
            y += round(line_h * 0.3)

    def _draw_turn_words(self, surface: pygame.Surface) -> None:
        if self.toast is not None or self.drag is not None or self.choice is not None:
            return
        if not self.my_turn():
            return
        lay = self.layout
        pos = self.match.position
        text = "Your turn" if pos.phase == "play" else "Your bid"
        img = self.texts.text(text, lay.font_name, theme.GOLD, bold=True)
        surface.blit(img, img.get_rect(center=(lay.hand_centre[0], lay.toast_y)))


def continue_scene(ctx: AppContext) -> Scene | None:
    """The title's Continue: the saved match, or a message if it cannot be continued."""
    data = ctx.store.load_game()
    for text in ctx.store.take_messages():
        ctx.dialogs.message(text, title="Continue")
    if data is None:
        if not ctx.dialogs.is_open:
            ctx.dialogs.message("There is no saved game to continue.", title="Continue")
        return None
    try:
        match, setup = load_payload(data)
    except SaveError as exc:
        _set_aside(ctx)
        ctx.dialogs.message(
            f"{exc}\n\nIt has been set aside (game.json.bad); start a new game instead.",
            title="Continue",
        )
        return None
    return TableScene(ctx, setup, match)


def _set_aside(ctx: AppContext) -> None:
    import os

    path = ctx.store.path(ctx.store.GAME)
    try:
        os.replace(path, path.with_name(path.name + ".bad"))
    except OSError as exc:
        log.warning("cannot set %s aside: %s", path, exc)
        ctx.store.delete_game()
