"""Join a table: the tables found on this network, listed by name as they are found, or the
host's address and the code typed; your name. Every problem is said in a sentence (a wrong code,
a full table, another version of Seep, a host that cannot be reached)."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from game.context import AppContext
from game.i18n import N_, _
from game.media import theme
from game.net.app import JoinedTable
from game.net.discovery import Browser, FoundTable, TableFinder
from game.scenes.friends import kept
from game.scenes.friends.lobby import DEFAULT_PORT, FriendSide, LobbyScene, own_name
from game.scenes.friends.panel import FriendsPanel, Line
from game.scenes.friends.typing import typing_follows_focus
from game.scenes.kit.focus import Focusable, rect_of
from game.storage.settings import MAX_NAME_LENGTH
from game.text import friends as words
from game.text.storage import shown_name

log = logging.getLogger(__name__)

FOUND_SHOWN = 5
CODE_CHARS = re.compile(r"[^0-9A-Za-z]")

#: Makes the join screen's browser (tests pass a fake: no test multicasts).
FINDER: Callable[[], TableFinder] = Browser


def read_address(text: str) -> tuple[str, int] | None:
    """``'192.168.1.20:50123'``, ``'192.168.1.20'`` (the default port), ``'[fe80::1]:5000'``,
    a host name: the host and port; ``None`` when it cannot be read."""
    text = text.strip()
    if not text:
        return None
    match = re.fullmatch(r"\[([0-9A-Fa-f:.%\w]+)\](?::(\d{1,5}))?", text)
    if match:
        host, port = match.group(1), match.group(2)
    elif text.count(":") == 1:
        host, port = text.split(":")
    elif text.count(":") > 1:  # a bare IPv6 address
        host, port = text, None
    else:
        host, port = text, None
    if not host or any(ch.isspace() for ch in host):
        return None
    number = int(port) if port else DEFAULT_PORT
    if not 0 < number < 65536:
        return None
    return host, number


def read_code(text: str) -> str | None:
    """The code as typed, spaces and dashes left out, in capitals (``None``: not six)."""
    code = CODE_CHARS.sub("", text).upper()
    return code if len(code) == 6 else None


class JoinScene(FriendsPanel):
    """Find or type a table, then join it."""

    def __init__(self, ctx: AppContext, finder: TableFinder | None = None) -> None:
        super().__init__(ctx)
        self.finder = finder
        self.finding = False
        self.found: list[FoundTable] = []
        self.chosen: FoundTable | None = None
        self.found_buttons: list[UIButton] = []
        self.fields: dict[str, UITextEntryLine] = {}
        self.values = {"address": "", "code": "", "name": own_name(ctx.settings.player_name)}
        self.joined: JoinedTable | None = None
        self.problem: str | None = None
        self.join_button: UIButton | None = None
        self._rejoin: dict[str, Any] | None = None
        # The table left (host, port, token): a join there again asks for the seat back (a
        # host that opened the table again has a new code, typed as for any join).
        self.rejoin_token: tuple[str, int, str | None] | None = None

    def rejoin_with(self, info: dict[str, Any]) -> None:
        """Open by rejoining the table left (its kept rejoin information)."""
        self._rejoin = info

    # Lifecycle.

    def _entering(self) -> None:
        if self.finder is None:
            self.finder = FINDER()
        self.finding = self.finder.start()
        if self._rejoin is not None:
            info, self._rejoin = self._rejoin, None
            try:
                self.joined = JoinedTable.from_rejoin(info, self.values["name"])
            except (KeyError, TypeError, ValueError) as exc:
                log.info("the kept table could not be rejoined: %s", exc)
                kept.forget(self.ctx.store.root)
                self.problem = words.problem("no_rejoin")
                return
            self.joined.connect()
            self.rejoin_token = (self.joined.host, self.joined.port, self.joined.token)
            self.values["address"] = f"{self.joined.host}:{self.joined.port}"
            self.values["code"] = self.joined.code
            self.chosen = FoundTable(
                str(info.get("table") or ""),
                self.joined.host,
                self.joined.port,
                None,
                None,
                None,
                "rejoin",
            )

    def exit(self) -> None:
        if self.finder is not None:
            self.finder.stop()
        if self.joined is not None:
            self.joined.close()
            self.joined = None
        super().exit()

    def resume(self) -> None:
        super().resume()
        self._build()
        self.ring.speak_current(
            interrupt=not self.ctx.dialogs.is_open, prefix=words.join_a_table() + "."
        )

    # Building.

    def _collect(self) -> None:
        for key, widget in self.fields.items():
            self.values[key] = str(widget.get_text())

    def _build(self) -> None:
        h = self.ctx.screen_size[1]
        self._collect()
        with self.building() as box:
            panel_box = self._open_panel(box, words.join_a_table(), "join")
            f = self.frame
            b = f.body
            col = b.width // 2 - self.px(0.02)
            bh = round(h * 0.058)
            gap = round(h * 0.012)
            top = b.y + round(h * 0.05)
            self.found_buttons = []
            for i, table in enumerate(self.found[:FOUND_SHOWN]):
                rect = pygame.Rect(b.x, top + i * (bh + gap), col, bh)
                label = words.found_row(table.name, table.open_seats, table.compatible())
                button = self.button(
                    rect, label, f"found_{i}", self._chooser(table), style="menu_button"
                )
                self.found_buttons.append(button)
            fx = b.x + b.width // 2 + self.px(0.02)
            fw = b.right - fx
            self.fields = {}
            rows = (
                ("address", words.address_label(), 64),
                ("code", words.code_label(), 12),
                ("name", words.name_label(), MAX_NAME_LENGTH),
            )
            for i, (key, label, limit) in enumerate(rows):
                y = top + i * round(bh * 1.9)
                UILabel(
                    pygame.Rect(fx, y, fw, round(bh * 0.8)),
                    label,
                    self.ctx.ui,
                    container=panel_box,
                    object_id=ObjectID(class_id="@field_label", object_id=f"#{key}_label"),
                )
                entry = UITextEntryLine(
                    pygame.Rect(fx, y + round(bh * 0.8), fw, bh),
                    self.ctx.ui,
                    container=panel_box,
                    object_id=ObjectID(class_id="@text_field", object_id=f"#join_{key}"),
                    initial_text=self.values[key],
                )
                entry.set_text_length_limit(limit)
                self.fields[key] = entry
            back = self.button(f.back, _("Back"), "join_back", self.back, style="back_button")
            self.join_button = self.button(
                f.go, words.join(), "join_go", self.join, style="primary_button"
            )
        items = self.focusables(self.found_buttons)
        for key, label, _limit in rows:
            items.append(self._field_item(key, label))
        items += self.focusables([self.join_button, back])
        self.ring.set_items(items)
        self._layout_lines()

    def _field_item(self, key: str, label: str) -> Focusable:
        entry = self.fields[key]
        return Focusable(
            label,
            rect_of(entry),
            N_("text field"),
            value=lambda: str(entry.get_text()),
            activate=lambda: self.ctx.ui.set_focus_set(entry),
        )

    def _layout_lines(self) -> None:
        b = self.frame.body
        col = b.width // 2 - self.px(0.02)
        lines = [Line(words.tables_found(), b.topleft, col, 0.028, theme.GOLD, bold=True)]
        if not self.found:
            text = words.searching() if self.finding else words.none_found_offline()
            lines.append(Line(text, (b.x, b.y + self.px(0.06)), col, 0.024, theme.TEXT_DIM))
        else:
            shown = min(len(self.found), FOUND_SHOWN)
            y = b.y + self.px(0.05) + shown * (self.px(0.058) + self.px(0.012)) + self.px(0.02)
            lines.append(Line(words.join_help(), (b.x, y), col, 0.024, theme.TEXT_DIM))
        status = self.problem or (words.joining() if self.joined is not None else "")
        if status:
            colour = theme.TEXT if self.joined is not None else theme.GOLD
            lines.append(Line(status, (b.x, b.bottom - self.px(0.09)), b.width, 0.026, colour))
        self.lines = lines

    # Choosing and joining.

    def _chooser(self, table: FoundTable) -> Callable[[], None]:
        def choose() -> None:
            self.chosen = table
            self.fields["address"].set_text(f"{table.address}:{table.port}")
            self._collect()
            self.problem = None
            self._layout_lines()
            code = self.fields["code"]
            self.ctx.ui.set_focus_set(code)
            self.ring.index = next(
                (i for i, item in enumerate(self.ring.items) if item.label == words.code_label()),
                self.ring.index,
            )
            self.ctx.say(words.chosen_table(table.name), interrupt=True)

        return choose

    def _tell(self, code: str) -> None:
        self.problem = words.problem(code)
        self._layout_lines()
        self.ctx.say(self.problem, interrupt=True)

    def join(self) -> None:
        if self.joined is not None or self._leaving:
            return
        self._collect()
        if not self.values["address"].strip():
            self._tell("no_address")
            return
        where = read_address(self.values["address"])
        if where is None:
            self._tell("bad_address")
            return
        code = read_code(self.values["code"])
        if code is None:
            self._tell("bad_code")
            return
        name = " ".join(self.values["name"].split())[:MAX_NAME_LENGTH]
        self.ctx.sounds.play("click")
        self.problem = None
        kept_seat = self.rejoin_token
        token = kept_seat[2] if kept_seat is not None and kept_seat[:2] == where else None
        self.joined = JoinedTable(where[0], where[1], code, name, token)
        self.joined.connect()
        self._layout_lines()
        self.ctx.say(words.joining(), interrupt=True)

    # Per frame.

    def update(self, dt: float) -> None:
        super().update(dt)
        self._poll_finder()
        joined = self.joined
        if joined is None:
            return
        joined.poll()
        if joined.state in ("lobby", "playing"):
            self.joined = None
            if not self.ctx.store.read_only:
                kept.keep(self.ctx.store.root, joined.rejoin_info())
            name = self.chosen.name if self.chosen is not None else ""
            mine = self.values["name"].strip() or shown_name(self.ctx.settings.player_name)
            friend = FriendSide(joined, name, mine)
            self._layout_lines()
            self.ctx.scenes.push(LobbyScene(self.ctx, friend=friend))
        elif joined.state in ("refused", "closed"):
            self.joined = None
            joined.close()
            self._tell(joined.problem or "unreachable")

    def _poll_finder(self) -> None:
        if self.finder is None:
            return
        found = self.finder.tables()
        if found != self.found:
            new = [t for t in found if t.key not in {f.key for f in self.found}]
            self.found = found
            self._build()
            for table in new:
                self.ctx.say(words.table_found_said(table.name))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in (
            self.fields.values()
        ):
            self.join()
            return True
        return typing_follows_focus(
            event, super().handle_event, self.ctx.ui, self.ring, self._field_of
        )

    def _field_of(self, label: str) -> UITextEntryLine | None:
        names = {
            words.address_label(): "address",
            words.code_label(): "code",
            words.name_label(): "name",
        }
        return self.fields.get(names.get(label, ""))
