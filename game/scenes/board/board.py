"""The card board that the table and the tutorial both show, as an object they each own.

A :class:`Board` holds the 52 card sprites and what the pointer is doing to them: where each
card rests in a position (:meth:`Board.rest_places`, the one function for card places), the
selection, hover and drag, hit tests, the flights and choreography that turn a move's events
into animation, and the drawing of the cards, houses, glows and banners.

The scene that owns a board tells it where things go through a :class:`Places` and hears about
pointer gestures through a :class:`BoardHost` (composition, not a base class). Nothing here
decides legality: the host asks the rules core what a gesture means.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple, Protocol

import pygame

from game.rules import Move, Position, cards_of
from game.rules.events import (
    Event,
)
from game.rules.targets import FloorTarget, HouseTarget, LooseTarget, Target
from game.scenes.board import choreography
from game.scenes.board.draw import (
    draw_cards,
    draw_dragged,
    draw_floor_glow,
    draw_house_marks,
)
from game.scenes.board.sprites import (
    DOUBLE_CLICK,
    Banner,
    Beat,
    Drag,
    Pop,
    Press,
    Rest,
    at_rest,
    drag_threshold,
    fly,
    hand_card_at,
    house_bounds,
    lift_offset,
    pulse,
    snap,
    sprite_rect,
    target_at,
)
from game.scenes.kit.cards import CardImages, CardSprite
from game.scenes.kit.drawing import TextCache, banner, glow

if TYPE_CHECKING:
    from game.scenes.board.layout import Slot, TableLayout
    from game.scenes.kit.tween import Animator


class HandRow(NamedTuple):
    """Where one seat's hand rests: a slot per card, the cards' height, face up or down."""

    slots: list[Slot]
    height: float
    face_up: bool
    z: int


class Places(Protocol):
    """The geometry a board is laid out on (the table's or the tutorial's)."""

    @property
    def table(self) -> TableLayout:
        """Floor and house slots, card sizes, the play area."""
        ...

    def hand(self, seat: int, count: int) -> HandRow | None:
        """The rest places of ``seat``'s ``count`` cards (``None``: its hand is not shown)."""
        ...

    def pile(self, team: int) -> Slot: ...

    def deck(self, dealer: int) -> Slot:
        """Where the stock lies (by the dealer)."""
        ...


class BoardHost(Protocol):
    """What a board tells the scene that owns it."""

    def pointer_live(self) -> bool:
        """Whether a press may now become a drag, a click or a double-click."""
        ...

    def card_clicked(self, card: int) -> None: ...

    def card_double_clicked(self, card: int) -> None: ...

    def card_pointed(
        self, card: int, target: Target, point: tuple[int, int], *, dragged: bool
    ) -> None:
        """``card`` was dropped on ``target`` (or, selected, a click pointed it there)."""
        ...

    def card_dropped_nowhere(self, card: int) -> None:
        """A dragged card was let go off the board (it goes home)."""
        ...

    def right_click(self) -> bool:
        """A right click (cancel what is open); True if it was used."""
        ...

    def press_taken(self, point: tuple[int, int]) -> bool:
        """A press the scene takes before the board (an open list); True if taken."""
        ...


class Board:
    """The cards of one board and what the pointer does to them.

    Args:
        animator: the owning scene's animator.
        places: where cards rest.
        host: told about pointer gestures.
        sound: plays a named sound effect.
        seat: the seat whose hand the pointer may pick up (``None``: every shown hand).
    """

    def __init__(
        self,
        animator: Animator,
        places: Places,
        host: BoardHost,
        sound: Callable[[str], None],
        *,
        seat: int | None = 0,
    ) -> None:
        self.animator = animator
        self.places = places
        self.host = host
        self.sound = sound
        self.seat = seat
        self.sprites = {c: CardSprite(c) for c in range(52)}
        self.floor_order: list[int] = []
        self.arrival: dict[int, int] = {}
        self.house_rects: dict[int, pygame.Rect] = {}
        self.arriving: set[int] = set()  # houses just made: their marks wait for their cards
        self.badge_pop: dict[int, Pop] = {}
        self.reveal_seat: int | None = None
        self.mouse: tuple[int, int] = (-1, -1)
        self.hover: int | None = None
        self.selected: int | None = None
        self.hint_move: Move | None = None
        self.press: Press | None = None
        self.drag: Drag | None = None
        self.last_click: tuple[int, float] | None = None
        self.banner: Banner | None = None
        self.time = 0.0
        self.still = False  # reduce motion: no pulsing glow
        self.by_suit = False  # our hand sorted by suit (else by value)
        self.on_seep: Callable[[int, int], None] | None = None  # (seat, points), as it lands
        self.on_landed: Callable[[], None] | None = None  # after a play has landed

    # ------------------------------------------------------------------------------------
    # Where cards rest.

    def rest_places(self, pos: Position) -> dict[int, Rest]:
        """Every card's rest place in ``pos`` (also updates the floor order and house slots)."""
        lay = self.places.table
        out: dict[int, Rest] = {}
        for seat in range(pos.players):
            cards = self.hand_order(pos, seat)
            row = self.places.hand(seat, len(cards))
            if row is None:
                continue
            face = 1.0 if row.face_up or seat == self.reveal_seat else 0.0
            for i, (c, s) in enumerate(zip(cards, row.slots, strict=True)):
                out[c] = Rest(s.x, s.y, s.angle, row.height, face, row.z + i, "hand", seat)
        now = set(cards_of(pos.loose))
        order = [c for c in self.floor_order if c in now]
        order += sorted(now - set(order))
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
        for team in (0, 1):
            p = self.places.pile(team)
            for c in cards_of(pos.piles[team]):
                out[c] = Rest(p.x, p.y, 0.0, lay.small[1], 0.0, 50, "pile", team)
        deck = self.places.deck(pos.dealer)
        for c in range(52):
            if c not in out:
                out[c] = Rest(deck.x, deck.y, deck.angle, lay.small[1], 0.0, 40, "stock", -1)
        return out

    def reset(self) -> None:
        """Forget the floor's order and the houses' card order (a new position)."""
        self.floor_order = []
        self.arrival = {}

    def snap_all(self, pos: Position) -> None:
        """Put every card at its rest place at once (after a resize, an undo, a continue)."""
        for c, r in self.rest_places(pos).items():
            s = self.sprites[c]
            self.animator.stop(s)
            snap(s, r)
            s.lift = 0.0

    def fly(
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
        """Tween ``s`` to ``rest`` (not while it is dragged; see :func:`sprites.fly`)."""
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

    def settle(
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
            if at_rest(s, r) and not s.travelling:
                s.z = r.z
                continue
            if s.kind == r.kind and r.kind in ("stock", "pile") and not s.travelling:
                s.x, s.y, s.angle, s.h, s.face, s.seat = r.x, r.y, r.angle, r.h, r.face, r.seat
                continue
            self.fly(s, r, duration, delay=delay)

    def slide_home(self, card: int, pos: Position) -> None:
        rest = self.rest_places(pos).get(card)
        if rest is not None:
            self.fly(self.sprites[card], rest, 0.2, "out_cubic")

    def after(self, seconds: float, fn: Callable[[], None]) -> None:
        """Call ``fn`` after ``seconds`` of animation time."""
        self.animator.animate(Beat(), seconds, "linear", lambda: fn(), t=1.0)

    def show_banner(self, title: str, subtitle: str = "", hold: float = 1.2) -> None:
        b = Banner(title, subtitle)
        self.banner = b

        def gone() -> None:
            if self.banner is b:
                self.banner = None

        def out() -> None:
            self.animator.animate(b, 0.4, "in_quad", gone, delay=hold, alpha=0.0, scale=1.06)

        self.animator.animate(b, 0.4, "out_back", out, alpha=1.0, scale=1.0)

    # ------------------------------------------------------------------------------------
    # Choreography (game/scenes/board/choreography.py makes the plan; the board runs it).

    def deal_in(self, pos: Position) -> None:
        """Every card to the dealer's deck, then the opening packets (bidder, floor)."""
        rests = self.rest_places(pos)
        small = self.places.table.small[1]
        deck = self.places.deck(pos.dealer)
        self.run(choreography.deal_in(pos, rests, self.floor_order, deck, small))

    def animate(self, after: Position, move: Move, events: tuple[Event, ...], seat: int) -> None:
        """Carry the cards from where they are to their places in ``after``, as ``move`` (made
        by ``seat``, with its ``events``) moves them."""
        before = set(self.house_rects)
        lay = self.places.table  # the floor with a thrown card on it (the deal's last)
        order = [*self.floor_order, move.card]
        slots, size = lay.floor_slots(len(order))
        landing = {
            c: Rest(p.x, p.y, 0.0, size[1], 1.0, 100 + i, "floor", -1)
            for i, (c, p) in enumerate(zip(order, slots, strict=True))
        }
        rests = self.rest_places(after)
        self.arriving = set(after.houses) - before
        floor_h = self.places.table.floor_card[1]
        plan = choreography.animate(
            self.sprites,
            rests,
            self.floor_order,
            floor_h,
            after,
            move,
            events,
            seat,
            landed=self.on_landed is not None,
            landing=landing,
        )
        self.run(plan)

    def run(self, plan: choreography.Plan) -> None:
        """Carry out a plan of flights, settlings and cues."""
        for step in plan:
            self._run_step(step)

    def _run_step(self, step: choreography.Step) -> None:
        if isinstance(step, choreography.Flight):
            s = self.sprites[step.card]
            self.fly(
                s,
                step.rest,
                step.duration,
                step.ease,
                delay=step.delay,
                face_time=step.face_time,
                face_delay=step.face_delay,
            )
        elif isinstance(step, choreography.Settle):
            rests = dict(step.rests)
            self.settle(rests, duration=step.duration, delay=step.delay, exclude=step.exclude)
        elif isinstance(step, choreography.Later):
            steps = step.steps
            self.after(step.at, lambda: self.run(list(steps)))
        elif isinstance(step, choreography.Stack):
            deck = step.slot
            for s in self.sprites.values():
                self.animator.stop(s)
                s.x, s.y, s.angle, s.h, s.face = deck.x, deck.y, deck.angle, step.h, 0.0
                s.kind, s.seat, s.z, s.travelling = "stock", -1, 40, False
        else:
            self._cue(step)

    def _cue(self, cue: choreography.Cue) -> None:
        if cue.what == "sound":
            self.sound(cue.name)
        elif cue.what == "pop":
            self._pop(cue.value)
        elif cue.what == "seep":
            if self.on_seep is not None:
                self.on_seep(cue.seat, cue.value)
        elif cue.what == "landed" and self.on_landed is not None:
            self.on_landed()

    def _pop(self, value: int) -> None:
        """The house badge of ``value`` pops: 1.0 -> 1.15 -> 1.0."""
        pop = self.badge_pop.setdefault(value, Pop())

        def back() -> None:
            self.animator.animate(pop, 0.16, "in_out_quad", scale=1.0)

        self.animator.animate(pop, 0.12, "out_quad", back, scale=1.15)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._on_motion(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 1:
                return self._on_press(event.pos)
            if event.button == 3:
                return self.host.right_click() or self.deselect()
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            return self._on_release(event.pos)
        return False

    def toggle_selection(self, card: int) -> None:
        """A click on a hand card: select it, or drop it if it was selected."""
        if self.hint_move is not None and self.hint_move.card != card:
            self.hint_move = None
        self.selected = None if self.selected == card else card

    def hand_order(self, pos: Position, seat: int) -> list[int]:
        """``seat``'s cards left to right: by value, or by suit for our own hand when
        :attr:`by_suit` (the hand-sorting setting)."""
        cards = pos.hand(seat)
        if self.by_suit and seat == self.seat:
            cards = sorted(cards, key=lambda c: (c & 3, c >> 2))
        return cards

    def step_selection(self, hand: list[int], step: int) -> None:
        """←/→: select the next card of ``hand`` (the first or last when none is selected)."""
        if not hand:
            return
        if self.selected in hand:
            index = (hand.index(self.selected) + step) % len(hand)
        else:
            index = 0 if step > 0 else len(hand) - 1
        self.selected = hand[index]
        self.hint_move = None

    def deselect(self) -> bool:
        """Drop the selection; True if there was one."""
        if self.selected is None:
            return False
        self.selected = None
        self.hint_move = None
        return True

    def cancel_pointer(self, pos: Position) -> None:
        """The scene is covered or resized: a dragged card goes home, a press is forgotten."""
        if self.drag is not None:
            card = self.drag.card
            self.drag = None
            self.slide_home(card, pos)
        self.press = None

    def _on_press(self, point: tuple[int, int]) -> bool:
        if self.host.press_taken(point):
            return True
        card = self.hand_card_at(point)
        self.press = Press(card, point)
        return card is not None

    def _on_motion(self, point: tuple[int, int]) -> None:
        if self.drag is not None:
            self._move_drag(point)
            return
        press = self.press
        if press is None or press.card is None or not self.host.pointer_live():
            return
        if math.dist(point, press.pos) >= drag_threshold(self.places.table.size):
            self._start_drag(press.card, press.pos)
            self._move_drag(point)

    def _on_release(self, point: tuple[int, int]) -> bool:
        """A click on a hand card selects it (twice quickly: a double-click); with a card
        selected, a click elsewhere points it there; the end of a drag drops it."""
        press, self.press = self.press, None
        if self.drag is not None:
            drag, self.drag = self.drag, None
            target = self.target_at(point)
            if target is None:
                self.host.card_dropped_nowhere(drag.card)
                return True
            self.host.card_pointed(drag.card, target, point, dragged=True)
            return True
        if press is None or not self.host.pointer_live():
            return False
        card = self.hand_card_at(point)
        if press.card is not None and card == press.card:
            last = self.last_click
            if last is not None and last[0] == card and self.time - last[1] <= DOUBLE_CLICK:
                self.last_click = None
                self.selected = card
                self.host.card_double_clicked(card)
            else:
                self.last_click = (card, self.time)
                self.host.card_clicked(card)
            return True
        if press.card is None and self.selected is not None:
            target = self.target_at(point)
            if target is None:
                self.deselect()
                return True
            self.host.card_pointed(self.selected, target, point, dragged=False)
            return True
        return False

    def _start_drag(self, card: int, point: tuple[int, int]) -> None:
        sprite = self.sprites[card]
        self.animator.stop(sprite)
        ox, oy = lift_offset(sprite)
        sprite.x += ox
        sprite.y += oy
        sprite.lift = 0.0
        self.drag = Drag(card, (sprite.x - point[0], sprite.y - point[1]))
        self.selected = card
        self.hint_move = None
        sprite.z = 5000

    def _move_drag(self, point: tuple[int, int]) -> None:
        drag = self.drag
        if drag is None:
            return
        sprite = self.sprites[drag.card]
        nx, ny = point[0] + drag.grab[0], point[1] + drag.grab[1]
        drag.vx = drag.vx * 0.6 + (nx - sprite.x) * 0.4
        sprite.x, sprite.y = nx, ny

    # ------------------------------------------------------------------------------------
    # Hit tests.

    def hand_card_at(self, point: tuple[int, int]) -> int | None:
        """The pickable hand card under ``point`` (topmost first)."""
        dragged = self.drag.card if self.drag is not None else None
        return hand_card_at(self.sprites.values(), point, seat=self.seat, dragged=dragged)

    def target_at(self, point: tuple[int, int]) -> Target | None:
        """What a drop or a click at ``point`` points at: a house, a loose card, the floor."""
        table = self.places.table.table
        return target_at(point, self.sprites, self.house_rects, self.floor_order, table)

    def house_bounds(self, value: int) -> pygame.Rect:
        return house_bounds(self.sprites.values(), self.house_rects, value)

    def card_anchor(self, card: int) -> tuple[int, int]:
        """Where a list about ``card`` is anchored: the top of the card."""
        s = self.sprites[card]
        return (round(s.x), round(s.y - s.h / 2))

    # ------------------------------------------------------------------------------------
    # Per frame.

    def update(self, dt: float, *, live: bool = True) -> None:
        """Hover lift and the dragged card's tilt (``live``: the pointer may lift cards)."""
        self.time += dt
        self.hover = None if self.drag is not None else self.hand_card_at(self.mouse)
        k = min(1.0, dt * 14)
        lifted = (self.hover, self.selected) if live else ()
        for s in self.sprites.values():
            if s.kind == "hand" and (self.seat is None or s.seat == self.seat):
                if s.travelling:
                    s.lift = 0.0
                    continue
                want = 1.0 if s.card in lifted else 0.0
                s.lift += (want - s.lift) * k
                if abs(s.lift - want) < 0.01:
                    s.lift = want
            else:
                s.lift = 0.0
        drag = self.drag
        if drag is not None:
            sprite = self.sprites[drag.card]
            want_tilt = max(-10.0, min(10.0, -drag.vx * 0.6))
            k = min(1.0, dt * 12)
            drag.tilt += (want_tilt - drag.tilt) * k
            drag.vx *= max(0.0, 1 - dt * 10)
            sprite.angle = drag.tilt
            h = self.places.table.card[1]
            sprite.h += (h - sprite.h) * k

    # ------------------------------------------------------------------------------------
    # Drawing.

    def draw_targets(
        self,
        surface: pygame.Surface,
        targets: tuple[set[int], set[int], bool],
        hot: Target | None,
    ) -> None:
        """The glow on the loose cards, houses and open floor a card can be played to
        (:func:`game.rules.targets.targets_of`; ``hot``, under a dragged card, glows fully)."""
        loose, houses, floor = targets
        strength = 1.0 if self.still else pulse(self.time)
        if hot is not None and not isinstance(hot, FloorTarget):
            strength *= 0.45  # the one target under the dragged card stands out
        lay = self.places.table
        if floor:
            k = 1.0 if isinstance(hot, FloorTarget) else (0.45 if hot is None else 0.15)
            draw_floor_glow(surface, lay, round(60 + 90 * strength * k))
        for c in loose:
            s = self.sprites[c]
            if s.kind != "floor":
                continue
            k = 1.0 if isinstance(hot, LooseTarget) and hot.card == c else strength
            glow(surface, sprite_rect(s), k, max(4, round(s.h * 0.06)))
        for v in houses:
            rect = self.house_rects.get(v)
            if rect is None:
                continue
            k = 1.0 if isinstance(hot, HouseTarget) and hot.value == v else strength
            glow(surface, self.house_bounds(v), k, max(4, rect.height // 12))

    def draw_cards(
        self,
        surface: pygame.Surface,
        images: CardImages,
        texts: TextCache,
        pos: Position,
        *,
        outlined: int | None,
        shadow_travelling: bool = True,
    ) -> None:
        """The cards, the houses' marks over them, and the dragged card over everything (a
        solid card held above the table)."""
        dragged = self.drag.card if self.drag is not None else None
        draw_cards(
            surface,
            images,
            self.sprites.values(),
            dragged=dragged,
            outlined=outlined,
            seat=self.seat,
            shadow_travelling=shadow_travelling,
        )
        draw_house_marks(
            surface,
            self.places.table,
            texts,
            pos.houses,
            self.house_rects,
            self.sprites.values(),
            players=pos.players,
            pops={v: p.scale for v, p in self.badge_pop.items()},
            arriving=self.arriving,
        )
        if dragged is not None:
            draw_dragged(surface, images, self.sprites[dragged])

    def draw_banner(self, surface: pygame.Surface, texts: TextCache, area: pygame.Rect) -> None:
        """The seep or thrown-in banner, across ``area``, centred on the play area."""
        b = self.banner
        if b is None:
            return
        lay = self.places.table
        banner(
            surface,
            area,
            b.title,
            b.subtitle,
            texts,
            px=lay.font_banner,
            alpha=b.alpha,
            scale=b.scale,
            centre_x=lay.table.centerx,
        )
