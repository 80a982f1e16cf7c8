"""The card table: one match of Seep, the human at the bottom (South) and computer players.

The scene draws and takes input; the game itself is a :class:`game.play.session.Session`. A move
goes from the mouse to the rules core and back to the screen like this:

1. the :class:`~game.scenes.board.Board` turns presses, drags and clicks into gestures ("the 7♠
   was dropped on the house of 9") and tells this scene;
2. the scene asks the rules core what the gesture can mean
   (:func:`game.rules.targets.moves_for`): one move is sent to the session
   (:meth:`Session.play`), several open a list, none gets the rules core's reason in a toast;
3. the session plays the move on its :class:`~game.rules.Match`, saves, counts, and publishes
   :class:`~game.play.events.MoveMade` and the rules core's events;
4. the scene reads its event queue every frame: the log says the move
   (:class:`~game.play.words.Words`), the board animates it, the HUD shows the score.

While nothing moves, :meth:`Session.advance` lets the game go on: computer players think a
slice per frame, a thrown-in deal is shown and dealt again, a deal summary falls due.

Everything that happens is also announced, through :class:`~game.play.narrator.Narrator` (its
own subscription to the session) and the sentences of :mod:`game.play.spoken`, when speech is on.

Keys (fixed; F1 lists them, :data:`game.play.spoken.KEYS`): ←/→ walk the hand, ↑/↓ walk the floor,
Enter plays the card (its only move, or a list), F Read Floor, H Read Hand, S Read Score, T what
now, R repeat, Shift+R back through what was said, ? hint, U or Ctrl+Z undo, L log, Esc menu,
F1 keys (F8 speech on/off is the app's).

The scene's keys and gestures are in :mod:`game.scenes.table.keys`, its lists of moves (which
play, the bid) in :mod:`game.scenes.table.choices` and its drawing in
:mod:`game.scenes.table.drawing`: mixins of :class:`TableScene`.
"""

from __future__ import annotations

import dataclasses
import logging
import random
from collections.abc import Callable

from pygame_gui.elements import UIButton

from game.context import AppContext
from game.i18n import _, language
from game.persistence import COMPUTER_SPEEDS
from game.play.coach import coach_for
from game.play.events import (
    DealEnded,
    DealStarted,
    HintReady,
    MatchOver,
    MoveMade,
    MoveRefused,
    Notice,
    ThrowingIn,
    Undone,
)
from game.play.narrator import Narrator
from game.play.savegame import GameSetup
from game.play.seat import LocalSeat, Score, SeatLink
from game.play.session import ManualClock, Pacing
from game.play.spoken import Spoken, for_the_ear
from game.play.storage import kept_session
from game.play.words import HINT_PREFIX, THINKING, Words, result_line
from game.rules import Match, Move, Position
from game.rules.events import BaaziWon, DealThrownIn, SeepMade
from game.rules.targets import Target
from game.scenes import textfit, uikit
from game.scenes.base import Scene
from game.scenes.board import Board, Toast, hud
from game.scenes.board.hud import LastPlay, move_cards
from game.scenes.board.places import TablePlaces
from game.scenes.cards import CardImages
from game.scenes.layout import LARGE_CARDS, TableLayout, compute_layout
from game.scenes.summary import DealSummaryScene, MatchResultScene, PauseMenuScene, TableView
from game.scenes.table.choices import BID_NOTE as BID_NOTE
from game.scenes.table.choices import TableChoices
from game.scenes.table.drawing import TableDrawing
from game.scenes.table.keys import TableInput
from game.scenes.table_widgets import (
    TABLE_BUTTON_IDS,
    ChoicePanel,
    table_button_labels,
    table_buttons,
)
from game.text.table import refusal

log = logging.getLogger(__name__)

TOAST_SECONDS = 3.0
SPEECH_WAIT = 6.0  # the longest a computer player waits for speech to catch up


def reading_time(text: str) -> float:
    """How long a toast of ``text`` stays at least: 1.5 s, and a third of a second a word."""
    return 1.5 + len(text.split()) / 3


HINT_SECONDS = 7.0
LAST_PLAY_SECONDS = 3.5


class TableScene(TableInput, TableChoices, TableDrawing, Scene):
    """The game table.

    Args:
        ctx: the app context.
        setup: players and rules (default: a fresh standard game).
        match: a match to continue (default: a new one from the setup's seed).
        keep: save the game and count the statistics (default: unless every seat is a computer
            player; ``--autoplay --data-dir DIR`` keeps them, in DIR, as a real game does).
    """

    def __init__(
        self,
        ctx: AppContext,
        setup: GameSetup | None = None,
        match: Match | None = None,
        *,
        keep: bool | None = None,
    ) -> None:
        super().__init__(ctx)
        setup = setup or GameSetup.fresh()
        self.autoplay = setup.autoplay
        if self.autoplay:
            self.animator.speed = 0.0
        keep = not self.autoplay if keep is None else keep
        store = ctx.store if keep else None
        session = kept_session(setup, match, store, ManualClock(), self._pacing())
        self.link: SeatLink = LocalSeat(session)  # the table reaches the game only through it
        self.events = self.link.subscribe()
        self.setup = self.link.setup()
        self.players = self.setup.rules.num_players
        self.human = self.setup.human
        self.words = Words(self.setup.names(ctx.settings.player_name), self.link.seat)
        self.spoken = Spoken(self.words)
        self.narrator = Narrator(self.link, self.spoken, ctx.speech)
        self.coach = coach_for(ctx.settings.coach, self.setup, self.words.names)
        self.coach_remark: str | None = None  # said once the move itself has been announced
        self.speech_wait = 0.0  # how long the computer players have waited for speech
        self.last_made: MoveMade | None = None  # the deal's latest move (Last play, P)
        self.last_view: LastPlay | None = None  # shown for a moment
        self.floor_focus = -1  # Up/Down: the floor item last read
        self.floor_key = ""  # and its key: "c<card>" or "h<value>" (the focus ring)
        self.log = hud.TableLog()
        self.layout: TableLayout = self._layout_for(ctx.screen_size)
        self.places = TablePlaces(self.layout, self.human)
        self.board = Board(self.animator, self.places, self, self._sound, seat=self.human)
        self.board.on_seep = self._seep
        self.board.on_landed = self._refresh_piles
        self.images = CardImages(ctx.settings.four_colour_deck, ctx.settings.card_back)
        self.hud = hud.TableHud(ctx.assets)
        self.toast: Toast | None = None
        self.shown_piles: list[tuple[int, int, int]] = [(0, 0, 0), (0, 0, 0)]
        self.overlay_open = False
        self.held_notices: list[str] = []
        self.hint_wanted: HintReady | None = None  # a hint worked out, shown when it is our turn
        self.choice: ChoicePanel | None = None
        self.choice_moves: list[Move] = []
        self.choice_kind = ""
        self.choice_anchor: tuple[int, int] = (0, 0)
        self.buttons: dict[str, UIButton] = {}
        self.log_button: UIButton | None = None
        self.time = 0.0
        self._drop_key: tuple[int, Target, int, int] | None = None
        self._drop_text = ""
        self._targets_key: tuple[int, int, int, Move | None] | None = None
        self._targets: tuple[set[int], set[int], bool] = (set(), set(), False)
        self._language = language()  # the words above are in it (see _retell)
        self._pace: float | None = None

    def _pacing(self, fixed: float | None = None) -> Pacing:
        """The computer players' pauses, from their speed setting (its own, not the
        animations': a player who turns motion off still gets time to follow the plays)."""
        return Pacing(COMPUTER_SPEEDS.get(self.ctx.settings.computer_speed, 1.0), fixed)

    def _layout_for(self, size: tuple[int, int]) -> TableLayout:
        large = self.ctx.settings.large_cards
        scale = LARGE_CARDS if large else 1.0
        folded = self.log.collapsed
        labels = list(table_button_labels().values())
        button_w = textfit.width_for(self.ctx.ui, TABLE_BUTTON_IDS, labels)
        return compute_layout(
            size, self.players, card_scale=scale, log_collapsed=folded, button_w=button_w
        )

    @property
    def position(self) -> Position:
        """The deal as this seat may know it."""
        return self.link.position()

    def score(self) -> Score:
        """Where the match stands."""
        return self.link.score()

    @property
    def pace(self) -> float | None:
        """A fixed factor for the computer players' pauses (tests: 0 = none)."""
        return self._pace

    @pace.setter
    def pace(self, value: float | None) -> None:
        self._pace = value
        self.link.set_pacing(self._pacing(value))

    # ------------------------------------------------------------------------------------
    # Lifecycle.

    def enter(self) -> None:
        super().enter()
        self._build()
        self.link.start()
        self._take_events()

    def resume(self) -> None:
        super().resume()
        self.overlay_open = False
        self.link.set_pacing(self._pacing(self._pace))  # the settings may have changed
        self.images.set_four_colour(self.ctx.settings.four_colour_deck)
        self.images.set_back(self.ctx.settings.card_back)
        self._retell(force=True)
        if self._layout_for(self.ctx.screen_size) != self.layout:  # large cards changed
            self.resize(self.ctx.screen_size)
        self._refresh_buttons()

    def pause(self) -> None:
        super().pause()
        self.board.cancel_pointer(self.position)

    def exit(self) -> None:
        if self.choice is not None:
            self.choice.close()
            self.choice = None
        super().exit()

    def _retell(self, *, force: bool = False) -> None:
        """The names and words kept by the table made again (in the current language, with the
        current player name): on a resume, and when a language switch rebuilds the scene (it
        goes through :meth:`resize`). The log's lines so far stay as they were said."""
        if not force and self._language == language():
            return
        self._language = language()
        self.words = Words(self.setup.names(self.ctx.settings.player_name), self.link.seat)
        self.spoken = self.narrator.spoken = Spoken(self.words)
        if self.coach is not None:
            self.coach.names = tuple(self.words.names)
        self._drop_key = None  # the drag's preview is worded again

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._retell()
        self.board.drag = None
        self.board.press = None
        self.animator.finish_all()
        self.layout = self._layout_for(size)
        self.places.layout = self.layout
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
        actions: dict[str, Callable[[], None]] = {
            "last": self.show_last_play,
            "hint": self.hint,
            "undo": self.undo,
            "menu": self.open_menu,
        }
        with self.building() as box:
            self.buttons, self.log_button = table_buttons(
                self.ctx.ui,
                box,
                self.layout.buttons,
                actions,
                hud.log_header(self.layout),
                log_collapsed=self.log.collapsed,
                toggle_log=self.toggle_log,
            )
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
        settings = self.ctx.settings
        hint_ok = settings.hints and self.my_turn() and not self.autoplay
        undo_ok = settings.undo_allowed and self.link.status().can_undo
        uikit.set_enabled(self.buttons["hint"], hint_ok)
        uikit.set_enabled(self.buttons["undo"], undo_ok)

    def toggle_log(self) -> None:
        """L or the log's button: fold the log away (its column goes to the play area) or
        open it again."""
        self.log.toggle()
        self.resize(self.ctx.screen_size)

    # ------------------------------------------------------------------------------------
    # Queries.

    def save_note(self) -> str | None:
        """The lasting note while this game's saves fail (the player was told once)."""
        store = self.ctx.store
        failing = store.GAME in store.failing or store.unusable or store.read_only
        return self.words.not_saved() if failing and not self.autoplay else None

    def my_turn(self) -> bool:
        """True when the human may act now (and nothing is moving)."""
        return self.link.status().to_act and not self.animator.busy and not self.overlay_open

    def _my_play_turn(self) -> bool:
        return self.my_turn() and self.position.phase == "play"

    # ------------------------------------------------------------------------------------
    # Per frame: the game's flow.

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt
        self.board.still = self.ctx.settings.reduce_motion
        by_suit = self.ctx.settings.hand_order == "suit"
        if by_suit != self.board.by_suit:
            self.board.by_suit = by_suit
            self._snap_all()
        self.board.update(dt)
        if self.toast is not None:
            self.toast.left -= dt
            if self.toast.left <= 0:
                self.toast = None
        if self.last_view is not None:
            self.last_view.left -= dt
            if self.last_view.left <= 0:
                self.last_view = None
        self.link.update()
        self._take_events()
        self._show_hint()
        self._refresh_buttons()
        if self.overlay_open or self.ctx.dialogs.is_open or not self.active:
            return
        if self.animator.busy:
            return
        if self._waiting_for_speech(dt):
            return
        self.link.tick(dt)
        self.link.advance()
        self._take_events()
        if (
            self.link.status().to_act
            and self.position.phase == "bid"
            and self.choice is None
            and not self.animator.busy
        ):
            self._open_bid()

    def _waiting_for_speech(self, dt: float) -> bool:
        """With speech on, a computer player waits until the last move has been said (at most
        :data:`SPEECH_WAIT` seconds), so a listener can follow every move."""
        if self.autoplay or self.link.status().to_act or not self.ctx.speech.busy():
            self.speech_wait = 0.0
            return False
        self.speech_wait += dt
        return self.speech_wait < SPEECH_WAIT

    def _take_events(self) -> None:
        """Show what the session says happened, in order."""
        board = self.board
        for event in self.events.drain():
            if isinstance(event, MoveMade):
                self.last_made = event
                self._log(self.words.move(event.move, event.before))
                if self.coach is not None:
                    self.coach_remark = self.coach.on_move(event) or self.coach_remark
                if self.toast is not None and self.toast.text.startswith(_(HINT_PREFIX)):
                    self.toast = None  # a hint (or its "thinking") has gone with its position
                board.deselect()
                board.animate(event.after, event.move, event.events, event.seat)
            elif isinstance(event, SeepMade):
                self._log(self.words.seep(event.seat, event.points))
            elif isinstance(event, BaaziWon):
                self._log(self.words.baazi_won(event.team))
            elif isinstance(event, DealStarted):
                self._deal_started(event)
            elif isinstance(event, ThrowingIn):
                board.reveal_seat = event.seat
                board.settle(board.rest_places(self.position), duration=0.3)
                self._log(self.words.thrown_in(event.seat))
                board.show_banner(*self.words.thrown_in_banner(event.seat))
            elif isinstance(event, DealThrownIn):
                board.reveal_seat = None
            elif isinstance(event, DealEnded):
                self._deal_finished(event)
            elif isinstance(event, MatchOver):
                self._match_over()
            elif isinstance(event, Undone):
                self.last_made = self.last_view = None
                board.deselect()
                self.log.clear()
                self._relog()
                self._log(self.words.took_back())
                self._snap_all()
            elif isinstance(event, HintReady):
                self.hint_wanted = event
            elif isinstance(event, MoveRefused):
                self.say(refusal(event))  # shown and spoken
            elif isinstance(event, Notice):
                if event.about == "statistics":  # shown with the deal's summary
                    self.held_notices.append(event.text)
                else:
                    self.say(event.text, spoken=False)  # the narrator announces notices
        self.narrator.pump()
        self._coach_says()

    def _deal_started(self, event: DealStarted) -> None:
        self.last_made = self.last_view = None
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
            self.board.reset()
            self._log(deal)
        self.board.deal_in(self.position)
        self._refresh_piles()

    def _deal_finished(self, event: DealEnded) -> None:
        """The deal is scored: show the summary (the match result comes after it)."""
        self._log(self.words.deal_over(event.summary.deal_score))
        if event.ours is not None:
            self._sound("deal_won" if event.ours else "deal_lost")
        self.overlay_open = True
        self.ctx.scenes.push(DealSummaryScene(self.ctx, self.summary_view()))
        for text in self.held_notices:  # a damaged statistics file, a full disk
            self.ctx.dialogs.message(text, title=_("Statistics"))
        self.held_notices = []

    def summary_view(self) -> TableView:
        """What the summary and result overlays show, and what they call back."""
        return TableView(
            self.score(),
            self.words,
            self.images,
            self.score().deal_number,
            self.autoplay,
            after_summary=self.after_summary,
            play_again=self.play_again,
            review=self.review_game,
        )

    def review_game(self) -> None:
        """The match in the replay viewer, every hand face up (the result's "Review the game")."""
        from game.play.replaying import steps_of
        from game.scenes.replay import ReplayScene

        levels = [self.setup.level_of(s) for s in range(self.players)]
        names = self.setup.names(self.ctx.settings.player_name)
        steps = steps_of(self.link.record(), names, self.human)
        self.ctx.scenes.push(ReplayScene(self.ctx, steps, names, self.human, levels))

    def after_summary(self) -> None:
        """Called by the summary overlay: the next deal, or the match result."""
        self.link.ready()
        self._take_events()

    def _match_over(self) -> None:
        if self.autoplay:
            self.ctx.request_quit()
            return
        self.overlay_open = True
        self.ctx.scenes.push(MatchResultScene(self.ctx, self.summary_view()))

    def result_line(self) -> str:
        """One line about the match so far (printed after ``--autoplay``)."""
        m = self.score()
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
        self.link.play(move)
        self._take_events()

    def hint(self) -> None:
        """The Hint button or H: ask the hard player what it would play here, and why."""
        if not self.ctx.settings.hints:
            self.say(self.words.hints_off())
            return
        if not self.my_turn():
            self.say(self.words.hint_not_now())
            return
        self.link.ask_hint()
        self._take_events()
        if self.hint_wanted is None:
            self.say(_(THINKING), seconds=30.0)
        self._show_hint()

    def _show_hint(self) -> None:
        """A hint has been worked out: show it once, if it still fits the table."""
        ready = self.hint_wanted
        if ready is None:
            return
        pos = self.position
        if ready.position != pos or not self.ctx.settings.hints:
            self.hint_wanted = None  # the play went on (or hints were turned off): forget it
            if self.toast is not None and self.toast.text == _(THINKING):
                self.toast = None
            return
        if not self.my_turn():
            return  # not now (the menu is open): shown when the turn is back
        self.hint_wanted = None
        move = ready.move
        if move is None:
            self.say(self.words.no_hint())
            return
        self.say(self.words.hint(move, ready.why, pos), seconds=HINT_SECONDS)
        if move.action != "bid":
            self.board.hint_move = move
            self.board.selected = move.card
        elif self.choice is not None and self.choice_kind == "bid" and move in self.choice_moves:
            self.choice.set_focus(self.choice_moves.index(move))  # the bid to press

    def undo(self) -> None:
        if self.autoplay or not self.ctx.settings.undo_allowed:
            return
        if (
            not self.link.status().can_undo
            or self.choice is not None
            or self.board.drag is not None
        ):
            return
        self.animator.finish_all()
        if not self.link.undo():
            self.say(self.words.cannot_undo())
        self._take_events()

    def open_menu(self) -> None:
        if self.overlay_open:
            return
        if self.choice is not None and self.choice_kind != "bid":
            self._cancel_choice()
        self.overlay_open = True
        self.ctx.scenes.push(PauseMenuScene(self.ctx, self.setup.rules))

    def say(self, text: str, *, seconds: float = TOAST_SECONDS, spoken: bool = True) -> None:
        """Show ``text`` in a toast above the hand, for at least its reading time (and speak
        it: it answers the player)."""
        seconds = max(seconds, reading_time(text))
        self.toast = Toast(text, seconds, seconds)
        if spoken:
            self.narrator.say(for_the_ear(text), interrupt=True)

    def speak(self, text: str, *, keep: bool = True) -> None:
        """Speak an answer to a key (it cuts off what was being said)."""
        self.narrator.say(text, interrupt=True, keep=keep)

    # ------------------------------------------------------------------------------------
    # Cards, the log, sounds.

    def _snap_all(self) -> None:
        """Put every card at its rest place at once (after a resize, an undo, a continue)."""
        self.board.snap_all(self.position)
        self._refresh_piles()

    def _refresh_piles(self) -> None:
        self.shown_piles = hud.pile_counts(self.position)

    def _sound(self, name: str) -> None:
        if not self.autoplay:
            self.ctx.sounds.play(name)

    def _seep(self, seat: int, points: int) -> None:
        self._sound("seep")
        self.board.show_banner(*self.words.seep_banner(seat, points))

    def _relog(self) -> None:
        """Describe the current deal's moves again (after Continue or an undo)."""
        for move, before in self.link.deal_moves():
            self._log(self.words.move(move, before))

    def _log(self, text: str) -> None:
        self.log.add(text)

    # ------------------------------------------------------------------------------------
    # The coach (game.play.coach): its remark on the human's move, in the log and a toast, and
    # spoken after the move itself.

    def show_last_play(self) -> None:
        """P or Last play: the previous play's cards and words, shown for a moment."""
        made = self.last_made
        if made is None:
            self.say(self.words.no_last_play())
            return
        text = self.words.move(made.move, made.before)
        self.last_view = LastPlay(text, move_cards(made.move, made.before), LAST_PLAY_SECONDS)
        self.speak(for_the_ear(text))

    def ask_coach(self) -> None:
        """C: the coach comments in this game too (it keeps quiet against Hard and Expert
        unless asked)."""
        if self.autoplay:
            return
        if not self.ctx.settings.coach:
            self.say(self.words.coach_answer("off"))
        elif self.coach is not None:
            self.say(self.words.coach_answer("already"))
        else:
            self.coach = coach_for(True, self.setup, self.words.names, asked=True)
            self.say(self.words.coach_answer("on"))

    def _coach_says(self) -> None:
        text, self.coach_remark = self.coach_remark, None
        if text:
            self._log(text)
            self.toast = Toast(text, TOAST_SECONDS, TOAST_SECONDS)
            self.narrator.say(for_the_ear(text))
