"""Overlays over the table: the deal summary, the match result and the pause menu.

Each is a small scene with ``is_overlay = True``: the table stays visible (dimmed) underneath and
keeps its state. The summary and the result are given a :class:`TableView` (what to show, and
the callbacks that carry on: the next deal, play again); the pause menu only the rules being
played. None of them knows the table scene.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game.context import AppContext
from game.i18n import N_, _, pgettext
from game.media import theme
from game.play.seat import Standing
from game.rules import Rules, card_points, cards_of
from game.rules.notation import GameRecord
from game.rules.seats import team_of
from game.scenes.board.hud import fitting_px as fitting
from game.scenes.board.layout import card_size
from game.scenes.kit.base import Scene
from game.scenes.kit.cards import CardImages, CardSprite, draw_sprite
from game.scenes.kit.drawing import TEAM_COLOURS, PanelCache, TextCache, star, team_mark
from game.scenes.kit.focus import Focusable, FocusRing
from game.scenes.table.result import Confetti, best_capture, draw_chart, seeps_by_team
from game.text import friends as friend_words
from game.text.deal_summary import seeps_note, seeps_value
from game.text.finish import (
    result_best_capture,
    result_chart_title,
    result_level,
    result_no_capture,
    result_seeps,
)
from game.text.records import REVIEW
from game.text.spoken import Spoken
from game.text.words import Words

COUNTDOWN = 10  # seconds before the next deal starts by itself
CONFETTI = 120  # paper bits when the match is won
LEAVE_FOR_NEW_GAME = N_(
    "Leave this game for a new one? It stays saved until the new one starts: "
    "Continue on the title screen picks it up."
)


@dataclass(frozen=True)
class TableView:
    """What the summary and result overlays need from the table."""

    match: Standing
    words: Words
    images: CardImages
    deal_number: int
    autoplay: bool
    after_summary: Callable[[], None]
    play_again: Callable[[], None]
    review: Callable[[], None] | None = None  # the match in the replay viewer
    record: Callable[[], GameRecord] | None = None  # the match's record (once it is over)
    level: str | None = None  # the computer opponents' level
    table: str = ""  # "friends": a friends' table (Play again goes back to Play with friends)


def _rect_of(button: UIButton) -> Callable[[], pygame.Rect]:
    return lambda: button.rect


class _Overlay(Scene):
    """Dims the table and draws a gold-rimmed panel; subclasses add buttons and content."""

    is_overlay = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.texts = TextCache(ctx.assets)
        self.panels = PanelCache()
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, UIButton] = {}
        self.actions: list[tuple[str, str, Callable[[], None]]] = []
        self.ring = FocusRing(ctx, [])
        self._done = False

    def panel_size(self, size: tuple[int, int]) -> tuple[int, int]:
        w, h = size
        return (min(round(w * 0.8), round(h * 1.25)), round(h * 0.8))

    def enter(self) -> None:
        super().enter()
        self._build()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._build()

    def _build(self) -> None:
        size = self.ctx.screen_size
        self.panel = pygame.Rect((0, 0), self.panel_size(size))
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.buttons = {}
        with self.building() as box:
            specs = self.button_specs()
            h = size[1]
            bh = round(h * 0.06)
            bw = round(h * 0.28)
            gap = round(h * 0.02)
            total = len(specs) * bw + (len(specs) - 1) * gap
            x = self.panel.centerx - total // 2
            y = self.panel.bottom - round(h * 0.035) - bh
            for i, (key, label, action) in enumerate(specs):
                self.buttons[key] = UIButton(
                    pygame.Rect(x, y, bw, bh),
                    label,
                    self.ctx.ui,
                    container=box,
                    object_id=ObjectID(
                        class_id="@primary_button" if i == 0 else "@dialog_button",
                        object_id=f"#{key}",
                    ),
                    command=self._once(action),
                )
                x += bw + gap
        self.actions = [(key, label, self._once(action)) for key, label, action in specs]
        self._focus_buttons()

    def _focus_buttons(self) -> None:
        """The keyboard focus over the panel's buttons, in order (Enter: the focused one)."""
        self.ring.set_items(
            [
                Focusable(label, _rect_of(self.buttons[key]), activate=action)
                for key, label, action in self.actions
            ]
        )

    def spoken(self) -> str:
        """What T (and opening the panel) says."""
        return ""

    def _once(self, action: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            if self._done:
                return
            self._done = True
            self.ctx.sounds.play("click")
            action()

        return run

    def button_specs(self) -> list[tuple[str, str, Callable[[], None]]]:
        return []

    def default_action(self) -> None:
        specs = self.button_specs()
        if specs:
            self._once(specs[0][2])()

    def resume(self) -> None:
        super().resume()
        intro = self.spoken()
        if intro:
            self.ctx.say(intro)
        self.ring.speak_current(interrupt=False)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.ring.handle_key(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_t, pygame.K_r):
            self.ctx.say(self.spoken() or self.title_text(), interrupt=True)
            self.ring.speak_current(interrupt=False)
            return True
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        ):
            self.default_action()
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def title_text(self) -> str:
        return ""

    def draw_frame(
        self,
        surface: pygame.Surface,
        title: str,
        under: Callable[[pygame.Surface], None] | None = None,
    ) -> int:
        """The scrim, the panel and its title; returns the y below the title (``under``: drawn
        over the scrim, under the panel)."""
        w, h = surface.get_size()
        scrim = pygame.Surface((w, h), pygame.SRCALPHA)
        scrim.fill((0, 0, 0, 135))
        surface.blit(scrim, (0, 0))
        if under is not None:
            under(surface)
        surface.blit(
            self.panels.get(
                self.panel.size,
                radius=round(h * 0.03),
                border=theme.with_alpha(theme.GOLD, 200),
                border_width=max(2, round(h * 0.003)),
                fill=pygame.Color(12, 32, 20),  # opaque: nothing of the table shows through
            ),
            self.panel,
        )
        img = self.texts.text(title, round(h * 0.045), theme.GOLD, bold=True)
        top = self.panel.y + round(h * 0.03)
        surface.blit(img, img.get_rect(midtop=(self.panel.centerx, top)))
        self.ring.draw(surface)
        return top + img.get_height() + round(h * 0.01)


class DealSummaryScene(_Overlay):
    """After each deal: both teams' point cards, seeps, the deal score and the running score,
    with a countdown to the next deal (Enter, Space or the button skips it)."""

    def panel_size(self, size: tuple[int, int]) -> tuple[int, int]:
        w, h = size
        return (min(round(w * 0.8), round(h * 1.25)), round(h * 0.66))

    def __init__(self, ctx: AppContext, table: TableView) -> None:
        super().__init__(ctx)
        self.table = table
        match = table.match
        self.summary = match.summaries[-1]
        self.finished = match.finished
        self.left = 0.05 if table.autoplay else float(COUNTDOWN)
        self._last_tick = int(self.left) + 1
        self._announced: set[int] = set()
        self._heard = table.autoplay  # the summary has been said: the countdown may run
        tens = match.rules.ten_of_diamonds_points
        pos = match.position
        self.point_cards = [
            [c for c in cards_of(pos.piles[t]) if card_points(c, tens) > 0] for t in (0, 1)
        ]
        self.seeps = [[(n, p) for s, n, p in self.summary.seeps if team_of(s) == t] for t in (0, 1)]

    def button_specs(self) -> list[tuple[str, str, Callable[[], None]]]:
        return [("next", self.table.words.next_deal_label(self.finished), self.proceed)]

    def proceed(self) -> None:
        self.ctx.scenes.pop()
        self.table.after_summary()

    def title_text(self) -> str:
        """T or R: the summary again."""
        m = self.table.match
        spoken = Spoken(self.table.words)
        return " ".join(
            (
                spoken.summary(self.summary, self.table.deal_number),
                spoken.summary_footer(self.summary, m.rules, m.baazis, self.finished),
            )
        )

    def _announce_countdown(self, whole: int) -> None:
        """The countdown is spoken at 10, 5 and 3 seconds left."""
        if self.table.autoplay or whole not in (10, 5, 3) or whole in self._announced:
            return
        self._announced.add(whole)
        self.ctx.say(Spoken(self.table.words).countdown(whole, self.finished))

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.finished and not self.table.autoplay:
            return
        if not self._heard:  # the countdown holds while the summary is being said
            if self.ctx.speech.busy():
                return
            self._heard = True
        self._announce_countdown(max(0, int(self.left + 0.999)))
        self.left -= dt
        whole = max(0, int(self.left + 0.999))
        self._announce_countdown(whole)
        if whole < self._last_tick and whole <= 5 and whole > 0 and not self.table.autoplay:
            self.ctx.sounds.play("tick")
        self._last_tick = min(self._last_tick, whole)
        if self.left <= 0:
            self.default_action()
        elif "next" in self.buttons:
            label = self.table.words.next_deal_label(self.finished)
            self.buttons["next"].set_text(f"{label} ({whole})")

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        s = self.summary
        h = surface.get_height()
        names = [table.words.team_name(0), table.words.team_name(1)]
        title = table.words.deal_title(s, table.deal_number)
        y = self.draw_frame(surface, title)
        px = round(h * 0.026)
        small = round(h * 0.021)
        inner = self.panel.inflate(-round(h * 0.06), 0)
        col_w = (inner.width - round(h * 0.04)) // 2
        for team in (0, 1):
            x = inner.x + team * (col_w + round(h * 0.04))
            self._team_column(surface, pygame.Rect(x, y, col_w, 0), team, names[team], px, small)
        # Running score and baazi.
        by = self.panel.bottom - round(h * 0.035) - round(h * 0.06) - round(h * 0.02)
        lines = self._footer_lines(names)
        for text, colour in reversed(lines):
            img = self.texts.text(text, px, colour, bold=colour == theme.GOLD)
            by -= img.get_height()
            surface.blit(img, img.get_rect(midtop=(self.panel.centerx, by)))

    def _footer_lines(self, names: list[str]) -> list[tuple[str, pygame.Color]]:
        del names
        match = self.table.match
        lines = self.table.words.deal_footer(self.summary, match.rules, match.baazis, self.finished)
        return [(text, theme.GOLD if news else theme.TEXT) for text, news in lines]

    def _team_column(
        self, surface: pygame.Surface, rect: pygame.Rect, team: int, name: str, px: int, small: int
    ) -> None:
        h = surface.get_height()
        x, y = rect.x, rect.y + round(h * 0.01)
        mark = px * 0.35
        team_mark(surface, (x + mark, y + px * 0.7), mark, team)
        img = self.texts.text(name, round(px * 1.15), TEAM_COLOURS[team], bold=True)
        surface.blit(img, (x + mark * 3, y))
        y += img.get_height() + round(h * 0.012)
        # Point cards, overlapping in a row (two rows if many).
        cards = self.point_cards[team]
        size = card_size(h * 0.1)
        per_row = len(cards)
        step = size[0] * 0.62
        if len(cards) > 1:
            step = min(step, (rect.width - size[0]) / (len(cards) - 1))
            if step < size[0] * 0.3:  # too tight for the corner index: two rows
                per_row = (len(cards) + 1) // 2
                step = min(size[0] * 0.62, (rect.width - size[0]) / max(1, per_row - 1))
        images = self.table.images
        if not cards:
            note = self.texts.text(_("No point cards"), small, theme.TEXT_DIM)
            surface.blit(note, (x, y + size[1] // 2 - note.get_height() // 2))
        for i, c in enumerate(cards):
            row, col = divmod(i, max(1, per_row))
            sprite = CardSprite(
                c,
                x=x + size[0] / 2 + col * step,
                y=y + size[1] / 2 + row * size[1] * 0.55,
                h=size[1],
                face=1.0,
            )
            draw_sprite(surface, images, sprite, shadow=2)
        rows = 1 + (len(cards) - 1) // max(1, per_row) if cards else 1
        y += size[1] + round((rows - 1) * size[1] * 0.55) + round(h * 0.02)
        s = self.summary
        seeps = self.seeps[team]
        lines = [
            ("cards", _("Card points"), str(s.card_points[team])),
            ("seeps", _("Seeps"), seeps_value(seeps, s.seep_points[team])),
            ("score", _("Deal score"), str(s.deal_score[team])),
        ]
        for key, label, value in lines:
            a = self.texts.text(label, px, theme.TEXT_DIM)
            b = self.texts.text(value, px, theme.TEXT, bold=True)
            surface.blit(a, (x, y))
            surface.blit(b, (rect.right - b.get_width(), y))
            if key == "seeps":
                r = px * 0.4
                for k in range(min(len(seeps), 6)):
                    star(
                        surface,
                        (x + a.get_width() + r * 2 + k * r * 2.4, y + px * 0.7),
                        r,
                        theme.GOLD,
                    )
            y += round(a.get_height() * 1.15)
            if key == "seeps" and any(seeps_note(t) for t in self.seeps):
                # A seep worth nothing says why, under the seeps (both columns keep the line,
                # so their rows stay level).
                why = seeps_note(seeps)
                img = self.texts.text(why or " ", small, theme.TEXT_DIM)
                surface.blit(img, (rect.right - img.get_width(), y - round(small * 0.2)))
                y += round(img.get_height() * 0.95)


class MatchResultScene(_Overlay):
    """The end of the match: who won and how, the seeps, the best capture, the level played
    against, a chart of every deal's points; Play again, Review or back to the title. A won
    match is celebrated with confetti (none when motion is reduced)."""

    def panel_size(self, size: tuple[int, int]) -> tuple[int, int]:
        w, h = size
        return (min(round(w * 0.74), round(h * 1.2)), round(h * 0.84))

    def button_specs(self) -> list[tuple[str, str, Callable[[], None]]]:
        review = [("review", _(REVIEW), self.review)] if self.table.review is not None else []
        return [
            ("again", self.again_label(), self.play_again),
            *review,
            # Translators: a button: back to the title screen.
            ("title", pgettext("button", "Title"), self.to_title),
        ]

    def again_label(self) -> str:
        """Play again, or at a friends' table what it does there."""
        if self.table.table == "friends":
            return friend_words.back_to_friends()
        return _("Play again")

    def __init__(self, ctx: AppContext, table: TableView) -> None:
        super().__init__(ctx)
        self.table = table
        self.confetti = Confetti()
        self._celebrated = False
        record = table.record() if table.record is not None else None
        self.best = best_capture(record) if record is not None else None

    def enter(self) -> None:
        super().enter()
        if self._celebrated or self.table.autoplay:
            return
        self._celebrated = True
        if self.table.words.won_by_us(self.table.match.winner):
            self.celebrate()

    def celebrate(self) -> None:
        """A won match: a cheer, and (unless motion is reduced) confetti thrown up."""
        self.ctx.sounds.play("seep")
        if self.ctx.settings.reduce_motion:
            return
        self.confetti.burst(self.ctx.screen_size, CONFETTI, len(self.table.match.summaries))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.confetti.update(dt, self.ctx.screen_size[1])

    def title_text(self) -> str:
        m = self.table.match
        return Spoken(self.table.words).match_result(m.rules, m.winner, m.baazis, m.summaries)

    def review(self) -> None:
        """Open the replay viewer on the match; its buttons work again on the way back."""
        self._done = False
        if self.table.review is not None:
            self.table.review()

    def play_again(self) -> None:
        self.ctx.scenes.pop()
        self.table.play_again()

    def to_title(self) -> None:
        self.ctx.scenes.pop()
        self.ctx.scenes.pop()

    def facts(self) -> list[str]:
        """The lines under the result: the seeps, the best capture, the level."""
        words = self.table.words
        match = self.table.match
        teams = (words.team_name(0), words.team_name(1))
        lines = [result_seeps(teams, seeps_by_team(match.summaries, match.rules.num_players))]
        best = self.best
        if best is not None:
            name = words.names[best.seat]
            lines.append(result_best_capture(name, best.cards, best.points, best.deal))
        elif self.table.record is not None:
            lines.append(result_no_capture())
        if self.table.level is not None and self.table.table != "friends":
            lines.append(result_level(self.table.level))
        return lines

    def chart_area(self) -> pygame.Rect:
        """Where the chart of the deals goes: the panel's middle, above the buttons."""
        h = self.ctx.screen_size[1]
        top = min((b.rect.top for b in self.buttons.values()), default=self.panel.bottom)
        bottom = top - round(h * 0.03)
        area = pygame.Rect(0, self.chart_top, round(self.panel.width * 0.8), 0)
        area.height = max(0, bottom - area.top)
        area.centerx = self.panel.centerx
        return area

    chart_top = 0

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        match = table.match
        h = surface.get_height()
        winner = match.winner
        y = self.draw_frame(surface, table.words.match_title(winner), under=self.confetti.draw)
        px = round(h * 0.028)
        small = max(14, round(h * 0.023))
        how = table.words.match_how(match.rules, match.baazis, match.summaries)
        colour = TEAM_COLOURS[winner] if isinstance(winner, int) else theme.TEXT
        width = self.panel.width - round(h * 0.06)
        img = self.texts.text(
            how, fitting(self.texts, how, px, width, bold=True), colour, bold=True
        )
        surface.blit(img, img.get_rect(midtop=(self.panel.centerx, y)))
        y += round(img.get_height() * 1.25)
        for text in self.facts():
            img = self.texts.text(text, fitting(self.texts, text, small, width), theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(self.panel.centerx, y)))
            y += round(img.get_height() * 1.1)
        y += round(h * 0.015)
        heading = self.texts.text(result_chart_title(), small, theme.TEXT_DIM)
        surface.blit(heading, heading.get_rect(midtop=(self.panel.centerx, y)))
        self.chart_top = y + round(heading.get_height() * 1.2)
        area = self.chart_area()
        if area.height > small * 4:
            draw_chart(surface, area, match.summaries, self.texts, small)


class PauseMenuScene(_Overlay):
    """Esc or Menu during a game: resume, settings, a new game, or leave to the title."""

    def __init__(self, ctx: AppContext, rules: Rules) -> None:
        super().__init__(ctx)
        self.rules_played = rules

    def panel_size(self, size: tuple[int, int]) -> tuple[int, int]:
        h = size[1]
        return (round(h * 0.5), round(h * 0.64))

    def _build(self) -> None:
        size = self.ctx.screen_size
        w, h = size
        self.panel = pygame.Rect((0, 0), self.panel_size(size))
        self.panel.center = (w // 2, h // 2)
        self.buttons = {}
        specs = [
            ("resume", _("Resume"), self.resume_game),
            ("settings", _("Settings"), self.settings),
            ("rules", pgettext("menu", "Rules"), self.rules),
            ("new", _("New game"), self.new_game),
            ("leave", _("Leave to title"), self.leave),
        ]
        bh = round(h * 0.062)
        gap = round(h * 0.018)
        bw = round(self.panel.width * 0.72)
        y = self.panel.y + round(h * 0.12)
        with self.building() as box:
            for i, (key, label, action) in enumerate(specs):
                self.buttons[key] = UIButton(
                    pygame.Rect(self.panel.centerx - bw // 2, y, bw, bh),
                    label,
                    self.ctx.ui,
                    container=box,
                    object_id=ObjectID(
                        class_id="@primary_button" if i == 0 else "@dialog_button",
                        object_id=f"#{key}",
                    ),
                    command=action,
                )
                y += bh + gap
        self.actions = specs
        self._focus_buttons()

    def resume(self) -> None:
        super().resume()
        self._done = False

    def resume_game(self) -> None:
        if self._done:
            return
        self._done = True
        self.ctx.scenes.pop()

    def settings(self) -> None:
        self.ctx.open_scene("settings")

    def rules(self) -> None:
        """The rulebook of this match's own rules (house rules included)."""
        if self.ctx.scenes.has_pending:
            return
        from game.scenes.rulebook.scene import RulebookScene

        self.ctx.sounds.play("click")
        self.ctx.scenes.push(
            RulebookScene(self.ctx, self.rules_played, heading=_("Rules of this game"))
        )

    def new_game(self) -> None:
        """New game asks first: the game in progress is left (it stays saved)."""
        if self._done or self.ctx.dialogs.is_open:
            return
        self.ctx.dialogs.confirm(
            _(LEAVE_FOR_NEW_GAME), self._new_game_now, title=_("New game"), action=_("New game")
        )

    def _new_game_now(self) -> None:
        if self._done:
            return
        self._done = True
        self.ctx.scenes.pop()
        self.ctx.replace_scene("new_game")

    def leave(self) -> None:
        if self._done:
            return
        self._done = True
        self.ctx.scenes.pop()
        self.ctx.scenes.pop()

    def title_text(self) -> str:
        return _("Menu.")

    def spoken(self) -> str:
        return _("Menu.")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.ring.handle_key(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.resume_game()
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def draw(self, surface: pygame.Surface) -> None:
        y = self.draw_frame(surface, _("Menu"))
        del y
        h = surface.get_height()
        note = self.texts.text(
            _("Your game is saved after every play."), round(h * 0.02), theme.TEXT_DIM
        )
        surface.blit(
            note, note.get_rect(midbottom=(self.panel.centerx, self.panel.bottom - h * 0.025))
        )


__all__ = ["DealSummaryScene", "MatchResultScene", "PauseMenuScene", "TableView"]
