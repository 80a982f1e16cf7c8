"""The card table: one match of Seep, the human at the bottom (South) and computer players.

The scene is composed of parts that own their state, and it reaches the game only through the
seat's link (:class:`~game.play.seat.SeatLink`). A move goes from the mouse to the rules core and
back to the screen like this:

1. the :class:`~game.scenes.board.Board` turns presses, drags and clicks into gestures ("the 7♠
   was dropped on the house of 9") and tells the
   :class:`~game.scenes.table.controller.TableController`;
2. the controller asks the rules core what the gesture can mean
   (:func:`game.rules.targets.moves_for`): one move is sent through the link, several open the
   :class:`~game.scenes.board.chooser.MoveChooser`, none gets the rules core's reason;
3. the session behind the link plays the move on its :class:`~game.rules.Match`, saves, counts,
   and publishes :class:`~game.play.events.MoveMade` and the rules core's events (or a
   :class:`~game.play.events.MoveRefused`, shown and said);
4. the scene reads its event queue every frame: the log says the move
   (:class:`~game.text.words.Words`), the board animates it, the HUD shows the score.

While nothing moves, the link lets the game go on (``tick`` and ``advance``): computer players
think a slice per frame, a thrown-in deal is shown and dealt again, a deal summary falls due.

Everything that happens is also announced, through :class:`~game.play.narrator.Narrator` (its
own subscription through the link) and the sentences of :mod:`game.text.spoken`.

The parts: :class:`~game.scenes.table.keys.TableKeys` (the keys),
:class:`~game.scenes.table.controller.TableController` (gestures into intentions),
:class:`~game.scenes.board.chooser.MoveChooser` (the lists of plays and the bid),
:class:`~game.scenes.table.notes.Notes` (the toast, the last play) and
:class:`~game.scenes.table.drawing.TableDrawing` (the drawing and its caches).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pygame
from pygame_gui.elements import UIButton

from game.ai.slices import Sliced
from game.context import AppContext
from game.i18n import _, language
from game.play.coach import Remark, coach_for
from game.play.events import (
    DealEnded,
    DealStarted,
    HintReady,
    MatchOver,
    MoveMade,
    MoveRefused,
    Notice,
    StreamEvent,
    ThrowingIn,
    Undone,
)
from game.play.kept import kept_session
from game.play.narrator import Narrator
from game.play.savegame import GameSetup
from game.play.seat import LocalSeat, Score, SeatLink
from game.play.session import ManualClock, Pacing
from game.rules import Match, Move, Position, cards_of
from game.rules.cards import card_points
from game.rules.events import BaaziWon, DealOver, DealThrownIn, SeepMade
from game.scenes.board import Board, hud
from game.scenes.board.chooser import MoveChooser
from game.scenes.board.hud import LastPlay, move_cards
from game.scenes.board.layout import LARGE_CARDS, TableLayout, compute_layout
from game.scenes.board.places import TablePlaces
from game.scenes.kit import textfit, uikit
from game.scenes.kit.base import Scene
from game.scenes.kit.cards import CardImages
from game.scenes.kit.slicing import work_a_slice
from game.scenes.table.controller import TableController
from game.scenes.table.drawing import TableDrawing
from game.scenes.table.friends import FriendsTable
from game.scenes.table.keys import TableKeys
from game.scenes.table.notes import TOAST_SECONDS, Notes
from game.scenes.table.summary import DealSummaryScene, MatchResultScene, PauseMenuScene, TableView
from game.scenes.table.widgets import TABLE_BUTTON_IDS, table_button_labels, table_buttons
from game.storage.settings import COMPUTER_SPEEDS
from game.text import friends as friend_words
from game.text import net as net_words
from game.text import storage as storage_words
from game.text.coach import remark_or_none
from game.text.spoken import Spoken
from game.text.table import refusal
from game.text.words import HINT_PREFIX, Words, result_line

COACH_SLICE = 0.004  # seconds per frame the coach may think about the human's move
SPEECH_WAIT = 6.0  # the longest a computer player waits for speech to catch up
LAST_PLAY_SECONDS = 3.5
SUMMARY_PAUSE = 0.6  # seconds the still table is seen after the last play, before the summary


class TableScene(Scene):
    """The game table.

    Args:
        ctx: the app context.
        setup: players and rules (default: a fresh standard game).
        match: a match to continue (default: a new one from the setup's seed).
        keep: save the game and count the statistics (default: unless every seat is a computer
            player; ``--autoplay --data-dir DIR`` keeps them, in DIR, as a real game does).
        link: the seat's link of a friends' table (the host's seat, or a friend's); without
            it the table plays ``setup`` here, through a :class:`LocalSeat`.
        on_leave: a friends' table: closes its connection when the table is left.
        seat_names: a friends' table: the friends' names by seat, as the lobby knew them.
    """

    def __init__(
        self,
        ctx: AppContext,
        setup: GameSetup | None = None,
        match: Match | None = None,
        *,
        keep: bool | None = None,
        link: SeatLink | None = None,
        on_leave: Callable[[], None] | None = None,
        seat_names: dict[int, str] | None = None,
    ) -> None:
        super().__init__(ctx)
        setup = link.setup() if link is not None else setup or GameSetup.fresh()
        self.autoplay = setup.autoplay
        if self.autoplay:
            self.animator.speed = 0.0
        keep = not self.autoplay if keep is None else keep
        store = ctx.store if keep else None
        self._pace: float | None = None
        self.friends = FriendsTable(on_leave, seat_names or {}) if link is not None else None
        if link is None:
            session = kept_session(setup, match, store, ManualClock(), self._pacing())
            link = LocalSeat(session)
        self.link: SeatLink = link  # the table reaches the game only through it
        self.events = self.link.subscribe()
        self.setup = self.link.setup()
        self.players = self.setup.rules.num_players
        self.human = self.setup.human
        self.words = Words(self._names(), self.link.seat)
        self.spoken = Spoken(self.words)
        self.narrator = Narrator(
            self.link, self.spoken, ctx.speech, style=lambda: ctx.settings.others_moves
        )
        self.coach = coach_for(
            ctx.settings.coach and self.coach_allowed(), self.setup, self.words.names
        )
        self.coach_remark: str | None = None  # said once the move itself has been announced
        # The coach's judgements of the human's moves, worked out a slice per frame (in order).
        self.coach_judging: list[Sliced[Remark | None]] = []
        self.speech_wait = 0.0  # how long the computer players have waited for speech
        self.last_made: MoveMade | None = None  # the deal's latest move (Last play, P)
        self.deal_made: list[tuple[int, Move]] = []  # the deal's moves and seats (for undo)
        self.menu_open = False  # the pause menu is over the table (its closing is said)
        self.summary_due = False  # the deal is over: its summary waits for the last play
        self.summary_wait = 0.0  # how long the table has been still since
        self.dialog_open = False  # a dialog is over the table (its closing is said)
        self.opening_bid = False  # the game opens the bid's list: it waits for "Your bid"
        self.log = hud.TableLog()
        self.layout: TableLayout = self._layout_for(ctx.screen_size)
        self.notes = Notes(self.narrator)
        self.controller = TableController(
            self.link,
            self.animator,
            self.notes,
            lambda: self.ctx.settings,
            lambda: self.words,
            autoplay=self.autoplay,
        )
        self.places = TablePlaces(self.layout, self.human)
        self.board = Board(
            self.animator, self.places, self.controller, self._sound, seat=self.human
        )
        self.board.on_seep = self._seep
        self.board.on_landed = self._refresh_piles
        self.chooser = MoveChooser(
            self,
            self.board,
            self._play,
            lambda text: self.notes.speak(text, keep=False, interrupt=not self.opening_bid),
            lambda: self.spoken,
            self.link.position,
        )
        self.controller.attach(self.board, self.chooser)
        self.keys = TableKeys(self, self.controller, self.narrator, lambda: self.spoken)
        self.drawing = TableDrawing(ctx.assets)
        self.images = CardImages(ctx.settings.four_colour_deck, ctx.settings.card_back)
        self.shown_piles: list[tuple[int, int, int]] = [(0, 0, 0), (0, 0, 0)]
        self.held_notices: list[str] = []
        self.buttons: dict[str, UIButton] = {}
        self.log_button: UIButton | None = None
        self._language = language()  # the words above are in it (see _retell)

    def _names(self) -> tuple[str, ...]:
        """The seats' names (a friends' table: the friends' own)."""
        names = self.setup.names(self.ctx.settings.player_name)
        if self.friends is None:
            return names
        return self.friends.names_for(names, self.human, self.link)

    def coach_allowed(self) -> bool:
        """Hints and the coach may be asked for (a friends' table: the host's choice)."""
        return self.friends is None or self.link.status().hints_allowed

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
    def overlay_open(self) -> bool:
        """A summary, the result or the menu is over the table (the game waits)."""
        return self.controller.overlay_open

    @overlay_open.setter
    def overlay_open(self, value: bool) -> None:
        self.controller.overlay_open = value

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
        if self.friends is not None:
            self.friends.serve_in_background(self)  # friends are served under a menu too
        if self.friends is not None and not self.friends.dealt:  # begun before we listened
            pos = self.position
            how = "new_match" if self.score().moves_made == 0 else "resumed"
            self._show(DealStarted(self.score().deal_number, pos.dealer, pos.bidder, how))

    def resume(self) -> None:
        super().resume()
        self.overlay_open = False
        if self.menu_open:  # Resume, or Escape: the menu closed
            self.menu_open = False
            self.notes.speak(self.words.back_to_table(), keep=False)
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
        self.chooser.close()
        if self.friends is not None:
            self.friends.leave()
        super().exit()

    def _retell(self, *, force: bool = False) -> None:
        """The names and words kept by the table made again (in the current language, with the
        current player name): on a resume, and when a language switch rebuilds the scene (it
        goes through :meth:`resize`). The log's lines so far stay as they were said."""
        if not force and self._language == language():
            return
        self._language = language()
        self.words = Words(self._names(), self.link.seat)
        self.spoken = self.narrator.spoken = Spoken(self.words)
        if self.coach is not None:
            self.coach.names = tuple(self.words.names)
        self.controller.forget_preview()  # the drag's preview is worded again

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

    def _bid_anchor(self) -> tuple[int, int]:
        lay = self.layout
        return (lay.table.centerx, lay.table.centery + lay.size[1] // 6)

    def _build(self) -> None:
        offered = self.chooser.offers()
        self.chooser.close()
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
            if self.friends is not None:
                self.friends.add_button(self, box)
        self._refresh_buttons()
        if offered is not None:
            self.chooser.reopen(offered, self._bid_anchor())

    def _refresh_buttons(self) -> None:
        if not self.buttons:
            return
        settings = self.ctx.settings
        status = self.link.status()
        hint_ok = settings.hints and self.my_turn() and not self.autoplay
        hint_ok = hint_ok and self.coach_allowed()
        undo_ok = settings.undo_allowed and status.can_undo
        uikit.set_enabled(self.buttons["hint"], hint_ok)
        uikit.set_enabled(self.buttons["undo"], undo_ok)
        if status.undo_refused is not None and not self.buttons["undo"].tool_tip_text:
            self.buttons["undo"].set_tooltip(net_words.undo_refused(status.undo_refused))

    def toggle_log(self) -> None:
        """L or the log's button: fold the log away (its column goes to the play area) or
        open it again."""
        self.log.toggle()
        self.resize(self.ctx.screen_size)
        self.notes.speak(self.words.log_shown(not self.log.collapsed), keep=False)

    # ------------------------------------------------------------------------------------
    # Queries.

    def save_note(self) -> str | None:
        """The lasting note while this game's saves fail (the player was told once)."""
        store = self.ctx.store
        failing = store.GAME in store.failing or store.unusable or store.read_only
        return self.words.not_saved() if failing and not self.autoplay else None

    def my_turn(self) -> bool:
        """True when the human may act now (and nothing is moving)."""
        return self.controller.my_turn()

    def now_text(self) -> str:
        """T: what is happening now."""
        status = self.link.status()
        score = self.score()
        return self.spoken.now(
            self.position,
            human_to_act=status.to_act,
            thinking=status.thinking,
            summary_open=self.overlay_open and score.deal_done,
            over=score.finished,
        )

    # ------------------------------------------------------------------------------------
    # Input and drawing (the parts).

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.friends is not None and self.friends.handle_key(event, self):
            return True
        return self.keys.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.drawing.draw(surface, self)
        if self.friends is not None:
            self.friends.draw(surface, self)

    # ------------------------------------------------------------------------------------
    # Per frame: the game's flow.

    def update(self, dt: float) -> None:
        super().update(dt)
        self.drawing.update(dt)
        self.board.still = self.ctx.settings.reduce_motion
        by_suit = self.ctx.settings.hand_order == "suit"
        if by_suit != self.board.by_suit:
            self.board.by_suit = by_suit
            self._snap_all()
        self.board.update(dt)
        self.notes.update(dt)
        if self.friends is not None:
            self.friends.update(dt)
        self.link.update()
        self._take_events()
        self._coach_thinks()
        self._summary_when_landed(dt)
        self.controller.show_hint()
        self._refresh_buttons()
        self._dialog_closed()
        if self.overlay_open or self.ctx.dialogs.is_open or not self.active:
            return
        if self.animator.busy:
            return
        if self._waiting_for_speech(dt):
            return
        self.link.tick(dt)
        if self.coach_judging:
            return  # the game goes on once the coach has had its say on the human's move
        self.link.advance()
        self._take_events()
        if (
            self.link.status().to_act
            and self.position.phase == "bid"
            and not self.chooser.is_open
            and not self.animator.busy
        ):
            self.opening_bid = True  # not a key: "Your bid: choose a house value." is not cut
            self.chooser.open_bid(self._bid_anchor())
            self.opening_bid = False

    def _dialog_closed(self) -> None:
        """A dialog over the table closed (Enter, Escape, its button): say so."""
        is_open = self.ctx.dialogs.is_open
        if self.dialog_open and not is_open and self.active and not self.overlay_open:
            self.notes.speak(self.words.back_to_table(), keep=False)
        self.dialog_open = is_open

    def _waiting_for_speech(self, dt: float) -> bool:
        """With speech on, a computer player waits until the last move has been said (at most
        :data:`SPEECH_WAIT` seconds), so a listener can follow every move."""
        if self.autoplay or self.link.status().to_act or not self.ctx.speech.busy():
            self.speech_wait = 0.0
            return False
        self.speech_wait += dt
        return self.speech_wait < SPEECH_WAIT

    def _take_events(self) -> None:
        """Show what the game says happened, in order."""
        for event in self.events.drain():
            self._show(event)
        self.narrator.pump()
        self._coach_says()

    def _show(self, event: StreamEvent) -> None:
        board = self.board
        if isinstance(event, MoveMade):
            if self.friends is not None:
                self.friends.moved(event.seat)
            self.last_made = event
            self.deal_made.append((event.seat, event.move))
            self._log(self.words.move(event.move, event.before))
            if event.move.action == "bid" and event.after.phase == "play":
                self._log(self.words.floor_turned_up(cards_of(event.after.loose)))
            if self.coach is not None:
                judging = self.coach.judging(event)  # worked out over the next frames
                if judging is not None:
                    self.coach_judging.append(judging)
            self.notes.clear_if(_(HINT_PREFIX))  # a hint has gone with its position
            board.deselect()
            board.animate(event.after, event.move, event.events, event.seat)
        elif isinstance(event, DealOver):
            self._leftovers(event)
        elif isinstance(event, SeepMade):
            self._log(self.words.seep(event.seat, event.points, event.play))
        elif isinstance(event, BaaziWon):
            self._log(self.words.baazi_won(event.team))
        elif isinstance(event, DealStarted):
            if self.friends is not None:
                self.friends.dealt = True
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
            self.coach_judging.clear()  # the moves it judged were taken back
            self.last_made = self.notes.last_view = None
            board.deselect()
            taken, self.deal_made = self.deal_made[event.kept :], self.deal_made[: event.kept]
            self.log.clear()
            self._relog()
            took_back = self.words.took_back(taken)
            self._log(took_back)
            self.notes.say(took_back)  # shown and said
            self._snap_all()
        elif isinstance(event, HintReady):
            self.controller.hint_wanted = event
            if self.coach is not None:
                self.coach.on_hint(event)  # one adviser: the coach judges against this hint
        elif isinstance(event, MoveRefused):
            self.notes.say(refusal(event, self.link.position()))  # shown and spoken
        elif isinstance(event, Notice):
            if event.about == "statistics":  # shown with the deal's summary
                self.held_notices.append(storage_words.say(event.problem))
            else:  # the narrator announces notices
                self.notes.say(storage_words.say(event.problem), spoken=False)
        elif self.friends is not None:
            self.friends.show(event, self)

    def _deal_started(self, event: DealStarted) -> None:
        self.last_made = self.notes.last_view = None
        self.deal_made = [(before.to_play, move) for move, before in self.link.deal_moves()]
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

    def _leftovers(self, event: DealOver) -> None:
        """The floor's last cards went to the last capturer: logged and shown (the narrator
        says them)."""
        made = self.last_made
        if made is None or not event.leftovers or made.after.last_capturer is None:
            return
        tens = made.after.rules.ten_of_diamonds_points
        points = sum(card_points(c, tens) for c in event.leftovers)
        text = self.words.leftovers(made.after.last_capturer, event.leftovers, points)
        self._log(text)
        self.notes.say(text, seconds=LAST_PLAY_SECONDS, spoken=False)

    def _deal_finished(self, event: DealEnded) -> None:
        """The deal is scored: show the summary (the match result comes after it)."""
        self._log(self.words.deal_over(event.summary.deal_score))
        if event.ours is not None:
            self._sound("deal_won" if event.ours else "deal_lost")
        self.overlay_open = True
        self.summary_due = True  # shown once the last play has landed (see update)

    def _summary_when_landed(self, dt: float) -> None:
        """The deal summary, once the last play's cards have landed, the seep banner is done
        and the still table has been seen for a moment."""
        if not self.summary_due or self.animator.busy or self.board.banner is not None:
            self.summary_wait = 0.0
            return
        self.summary_wait += dt
        if self.summary_wait < SUMMARY_PAUSE * self.animator.speed:
            return
        self.summary_due = False
        self.ctx.scenes.push(DealSummaryScene(self.ctx, self.summary_view()))
        for text in self.held_notices:  # a damaged statistics file, a full disk
            self.ctx.dialogs.message(text, title=_("Statistics"))
        self.held_notices = []

    def summary_view(self) -> TableView:
        """What the summary and result overlays show, and what they call back."""
        score = self.score()
        return TableView(
            score,
            self.words,
            self.images,
            score.deal_number,
            self.autoplay,
            after_summary=self.after_summary,
            play_again=self.play_again,
            review=self.review_game,
            record=self.link.record if score.finished else None,
            level=self.setup.opponents,
            table=self.setup.table,
        )

    def review_game(self) -> None:
        """The match in the replay viewer, every hand face up (the result's "Review the game")."""
        from game.scenes.menus.replay import replay_of_table

        viewer = replay_of_table(self.ctx, self.link.record(), self.link.setup(), self.human)
        self.ctx.scenes.push(viewer)

    def after_summary(self) -> None:
        """Called by the summary overlay: the next deal, or the match result."""
        self.link.ready()
        self._take_events()

    def _match_over(self) -> None:
        if self.friends is not None:
            self.friends.finished(self)
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
        """A new match with the same players and rules (called by the result screen; a
        friends' table goes back to the menus: the host opens a new one)."""
        if self.friends is not None:  # the result has gone already: the table goes too
            self.ctx.scenes.pop()
            return
        setup = dataclasses.replace(self.setup, seed=random.randrange(1 << 31))
        self.ctx.scenes.replace(TableScene(self.ctx, setup))

    # ------------------------------------------------------------------------------------
    # Human actions (the buttons and keys; the board's gestures go to the controller).

    def _play(self, move: Move) -> None:
        self.controller.play(move)
        self._take_events()

    def hint(self) -> None:
        """The Hint button or ?: ask the hard player what it would play here, and why."""
        if not self.coach_allowed():
            self.notes.say(friend_words.no_hints())
            return
        if self.controller.ask_hint():
            self._take_events()
            self.controller.hint_asked()

    def undo(self) -> None:
        refused = self.link.status().undo_refused
        if refused is not None:
            self.notes.say(net_words.undo_refused(refused))
            return
        if self.controller.undo():
            self._take_events()

    def open_menu(self) -> None:
        if self.overlay_open:
            return
        if self.chooser.is_open and self.chooser.kind != "bid":
            self.chooser.cancel()
        self.overlay_open = self.menu_open = True
        self.ctx.scenes.push(PauseMenuScene(self.ctx, self.setup.rules))

    def say(self, text: str, *, seconds: float = TOAST_SECONDS, spoken: bool = True) -> None:
        """Show ``text`` in a toast above the hand (and speak it: it answers the player)."""
        self.notes.say(text, seconds=seconds, spoken=spoken)

    def show_last_play(self) -> None:
        """P or Last play: the previous play's cards and words, shown for a moment."""
        made = self.last_made
        if made is None:
            self.notes.say(self.words.no_last_play())
            return
        text = self.words.move(made.move, made.before)
        self.notes.show_last(LastPlay(text, move_cards(made.move, made.before), LAST_PLAY_SECONDS))

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
    # A friends' table (game.scenes.table.friends draws and says its own part).

    def log_line(self, text: str) -> None:
        self._log(text)

    def name_of(self, seat: int) -> str:
        return self.words.names[seat] if 0 <= seat < len(self.words.names) else ""

    def rename(self, names: dict[int, str]) -> None:
        """A friend's name became known (a join, a rejoin): the words use it from now on."""
        del names  # the friends' part keeps them; the words are made again from it
        self._retell(force=True)

    def leave_table(self, *, to_title: bool = False) -> None:
        """Back to the menus: the table, and whatever is over it, go (``to_title``: every
        screen down to the title's)."""
        scenes = self.ctx.scenes.scenes
        if self in scenes:
            start = min(1, len(scenes) - 1) if to_title else scenes.index(self)
            for _above in scenes[start:]:
                self.ctx.scenes.pop()

    def to_title(self) -> None:
        """A friends' table that closed: back to the title."""
        self.leave_table(to_title=True)

    # ------------------------------------------------------------------------------------
    # The coach (game.play.coach): its remark on the human's move, in the log and a toast, and
    # spoken after the move itself.

    def ask_coach(self) -> None:
        """C: the coach comments in this game too (it keeps quiet against Hard and Expert
        unless asked)."""
        if self.autoplay:
            return
        if not self.coach_allowed():
            self.notes.say(friend_words.no_hints())
        elif not self.ctx.settings.coach:
            self.notes.say(self.words.coach_answer("off"))
        elif self.coach is not None:
            self.notes.say(self.words.coach_answer("already"))
        else:
            self.coach = coach_for(True, self.setup, self.words.names, asked=True)
            self.notes.say(self.words.coach_answer("on"))

    def _coach_thinks(self) -> None:
        """A slice of the coach's judgement of the human's last move (never a whole frame's
        worth: :data:`COACH_SLICE`); its remark is said when it is ready."""
        if not self.coach_judging:
            return
        what = "the coach's judgement"  # i18n: skip (for the log)
        done, remark = work_a_slice(self.coach_judging[0], COACH_SLICE, what)
        if not done:
            return
        self.coach_judging.pop(0)
        if self.coach is not None:
            said = remark_or_none(remark, self.coach.names)
            self.coach_remark = said or self.coach_remark
        self._coach_says()

    def _coach_says(self) -> None:
        text, self.coach_remark = self.coach_remark, None
        if text:
            self._log(text)
            self.notes.remark(text)
