"""Host a table: the New game screen's rules and match (its house-rules page as it is), with the
seats on the first page: who sits where (a friend, or a computer and its level), who partners
whom, hints and the coach, the turn timer and the table's name. Open the table → the lobby."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UICheckBox, UILabel, UITextEntryLine

from game.ai import LEVELS
from game.context import AppContext
from game.i18n import N_
from game.play.savegame import GameSetup
from game.scenes.friends.choices import REMOTE, HostChoices
from game.scenes.friends.typing import typing_follows_focus
from game.scenes.kit.focus import Focusable, rect_of
from game.scenes.menus.newgame import (
    NewGameScene,
    level_word,
)
from game.text import friends as words
from game.text.rules_words import seat_name
from game.text.storage import shown_name

TABLE_NAME_LIMIT = 40


class HostSetupScene(NewGameScene):
    """The host's setup (a New game screen whose first page seats friends)."""

    def __init__(self, ctx: AppContext) -> None:
        self.seats: dict[int, str] = {1: REMOTE, 2: REMOTE, 3: REMOTE}
        self.hints = False
        self.timer = 0
        self.table_name = words.default_table_name(shown_name(ctx.settings.player_name))
        self.name_field: UITextEntryLine | None = None
        super().__init__(ctx)

    def title(self) -> str:
        return words.host_a_table()

    def go_label(self) -> str:
        return words.open_table()

    # The seats.

    def seat_numbers(self) -> list[int]:
        """The seats a friend or a computer takes (the host is seat 0)."""
        return [1, 2, 3] if self.players == 4 else [1]

    def roles(self) -> list[str]:
        return ["host", *(self.seats[s] for s in self.seat_numbers())]

    def seat_choice(self, seat: int) -> str:
        role = self.seats[seat]
        return words.a_friend() if role == REMOTE else words.computer_level(level_word(role))

    def seat_choices(self) -> list[str]:
        return [words.a_friend(), *(words.computer_level(level_word(k)) for k in LEVELS)]

    def names(self) -> list[str]:
        """The seats as the partners' line names them."""
        you = shown_name(self.ctx.settings.player_name)
        return [you, *(seat_name(s, self.players) for s in self.seat_numbers())]

    # Building the first page (the house rules' page is New game's).

    def _build_players(self, geo: Any) -> None:
        body = geo.body
        h = self.ctx.screen_size[1]
        row_h = round(h * 0.062)
        gap = round(h * 0.008)
        col_w = round(body.width * 0.5)
        left = [pygame.Rect(body.x, body.y + i * (row_h + gap), col_w, row_h) for i in range(7)]
        right_x = body.x + col_w + round(h * 0.04)
        right_w = body.right - right_x
        right = [pygame.Rect(right_x, body.y + i * (row_h + gap), right_w, row_h) for i in range(7)]
        self._players_row(left[0], None)
        for i, seat in enumerate(self.seat_numbers()):
            label = words.seat_row(seat, self.players)
            ctrl = self._row(left[1 + i], label, f"seat_{seat}", None)
            self._dropdown(
                f"seat_{seat}", self.seat_choices(), self.seat_choice(seat), ctrl, up=False
            )
        n = len(self.seat_numbers())
        self._match_rows(left[1 + n], left[2 + n], None)
        self._build_options(right, row_h)

    def _build_options(self, right: list[pygame.Rect], row_h: int) -> None:
        ctrl = self._row(right[0], words.table_name_label(), "table_name", None)
        self.name_field = UITextEntryLine(
            ctrl,
            self.ctx.ui,
            container=self.box,
            object_id=ObjectID(class_id="@text_field", object_id="#table_name"),
            initial_text=self.table_name,
        )
        self.name_field.set_text_length_limit(TABLE_NAME_LIMIT)
        ctrl = self._row(right[1], words.hints_label(), "hints", words.hints_help())
        side = round(ctrl.height * 0.9)
        self.controls["hints"] = UICheckBox(
            pygame.Rect(ctrl.x, ctrl.centery - side // 2, side, side),
            "",
            self.ctx.ui,
            container=self.box,
            object_id=ObjectID(class_id="@check_field", object_id="#hints"),
            initial_state=self.hints,
        )
        ctrl = self._row(right[2], words.timer_label(), "timer", words.timer_help())
        self._dropdown(
            "timer",
            [words.timer_choice(s) for s in words.TIMER_CHOICES],
            words.timer_choice(self.timer),
            ctrl,
            up=False,
        )
        partners = right[3].union(right[4])
        UILabel(
            partners,
            words.partners_line(self.names()),
            self.ctx.ui,
            container=self.box,
            object_id=ObjectID(class_id="@hint", object_id="#partners"),
        )

    def _focusables(self) -> list[Focusable]:
        items = super()._focusables()
        field = self.name_field
        if self.page == "players" and field is not None:
            at = next(
                (i for i, f in enumerate(items) if f.label == words.hints_label()), len(items)
            )
            items.insert(
                at,
                Focusable(
                    words.table_name_label(),
                    rect_of(field),
                    N_("text field"),
                    value=lambda: str(field.get_text()),
                    activate=lambda: self.ctx.ui.set_focus_set(field),
                ),
            )
        return items

    # Reading the controls.

    def _collect(self) -> None:
        c = self.controls
        if c.get("hints") is not None and "players" in c:
            self.hints = bool(c["hints"].get_state())
            self.timer = next(
                (
                    s
                    for s in words.TIMER_CHOICES
                    if words.timer_choice(s) == c["timer"].selected_option[0]
                ),
                self.timer,
            )
            for seat in self.seat_numbers():
                widget = c.get(f"seat_{seat}")
                if widget is not None:
                    self.seats[seat] = self._role_of(widget.selected_option[0], self.seats[seat])
        if self.name_field is not None and self.page == "players" and "players" in c:
            text = " ".join(str(self.name_field.get_text()).split())[:TABLE_NAME_LIMIT]
            self.table_name = text or words.default_table_name(
                shown_name(self.ctx.settings.player_name)
            )
        super()._collect()

    def _role_of(self, text: str, current: str) -> str:
        if text == words.a_friend():
            return REMOTE
        return next((k for k in LEVELS if words.computer_level(level_word(k)) == text), current)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in [
            self.controls.get(f"seat_{s}") for s in self.seat_numbers()
        ]:
            self._collect()
            self._build()
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.name_field is not None
            and self.name_field.is_focused
        ):
            self.ctx.ui.set_focus_set(None)
            return True
        if self.name_field is None:  # (a page without the table's name)
            return super().handle_event(event)
        return typing_follows_focus(
            event, super().handle_event, self.ctx.ui, self.ring, self._field_of
        )

    def _field_of(self, label: str) -> UITextEntryLine | None:
        return self.name_field if label == words.table_name_label() else None

    # Opening the table.

    def choices_made(self) -> HostChoices:
        """What the screen says now."""
        rules = self.rules()
        levels = [r for r in self.roles() if r in LEVELS]
        setup = GameSetup.fresh(
            rules,
            partner=self.seats[2] if self.players == 4 and self.seats[2] in LEVELS else "medium",
            opponents=levels[0] if levels else "medium",
        )
        return HostChoices(setup, self.roles(), self.hints, self.timer, self.table_name)

    def _start_now(self) -> None:
        if self._leaving:
            return
        from game.scenes.friends.lobby import host_lobby

        choices = self.choices_made()
        lobby = host_lobby(self.ctx, choices)
        if lobby is None:
            return
        self._leaving = True
        self.ctx.sounds.play("click")
        self.ctx.scenes.replace(lobby)


__all__ = ["REMOTE", "HostChoices", "HostSetupScene"]
