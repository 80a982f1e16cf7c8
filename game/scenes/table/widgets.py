"""Small pygame-gui panels of the table: a list of choices (an ambiguous drop, the bid).

The panel sizes itself to its text (measured with the font pygame-gui will use), opens next to
an anchor point without leaving the screen, and can be driven by mouse or keyboard: Up/Down move
the gold focus, Enter picks, Escape cancels (when cancelling is allowed), 1-9 pick directly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton, UILabel, UIPanel

from game.i18n import _
from game.media.assets import Assets
from game.media.theme import ThemeScaler
from game.scenes.kit import textfit, uikit


class ChoicePanel:
    """A titled column of buttons.

    Args:
        ui: the UIManager.
        container: the scene's container.
        theme: for the UI scale.
        assets: to measure text.
        anchor: the point to open beside (the drop point).
        screen: the window rect (the panel stays inside it).
        title: the heading.
        items: one label per choice.
        on_pick: called with the chosen index.
        on_cancel: called when cancelled; ``None`` means the panel cannot be cancelled.
        note: an optional line under the heading.
    """

    def __init__(
        self,
        ui: Any,
        container: UIContainer,
        theme: ThemeScaler,
        assets: Assets,
        *,
        anchor: tuple[int, int],
        screen: pygame.Rect,
        title: str,
        items: Sequence[str],
        on_pick: Callable[[int], None],
        on_cancel: Callable[[], None] | None,
        note: str = "",
        object_prefix: str = "choice",
        on_focus: Callable[[int], None] | None = None,
    ) -> None:
        self.items = list(items)
        self.on_focus = on_focus
        self.on_pick = on_pick
        self.on_cancel = on_cancel
        self.focus = 0
        self.closed = False
        px = theme.px
        bold = assets.font("noto_sans_kr_bold", px(19))
        pad = px(14)
        button_h = px(38)
        gap = px(6)
        label_h = px(40)
        note_ids = ["@choice_note", "label"]
        frame = px(24)  # the panel's border and shadow
        widest = int(screen.width * 0.8)
        # The choices in the theme's font for them; a list too wide for the window (a long
        # lesson title in Hindi) in the smaller one, rather than cut off at the panel's edge.
        self.style = "@choice_button"
        items_w = 0
        for style in ("@choice_button", "@choice_button_small"):
            self.style = style
            items_w = max(px(34), textfit.width_for(ui, [style, "button"], self.items))
            if items_w + 2 * pad + frame <= widest:
                break
        text_w = max(items_w, bold.size(title)[0] + px(10))
        # The line under the title, in its theme font (the language's), on as many lines as the
        # widest panel needs: "You must then capture…" is long in Punjabi.
        note_w = textfit.width_for(ui, note_ids, [note]) if note else 0
        width = min(max(px(200), max(text_w, note_w) + 2 * pad + frame), widest)
        note_lines = _wrapped(ui, note_ids, note, width - 2 * pad - frame) if note else []
        note_h = len(note_lines) * max(px(24), textfit.line_height(ui, note_ids) + px(6))
        rows = len(self.items) + (1 if on_cancel is not None else 0)
        room = int(screen.height * 0.9)
        fixed = pad + label_h + note_h + gap + pad + frame
        if fixed + rows * (button_h + gap) > room:  # a long list: thinner rows, all on screen
            per_row = max(px(26), (room - fixed) // max(1, rows))
            gap = max(2, per_row // 9)
            button_h = per_row - gap
        height = min(fixed + rows * (button_h + gap), room)
        rect = pygame.Rect(0, 0, width, height)
        ax, ay = anchor
        rect.midbottom = (ax, ay - px(18))
        if rect.top < screen.top + px(8):
            rect.midtop = (ax, ay + px(18))
        rect.clamp_ip(screen.inflate(-px(16), -px(16)))
        self.rect = rect
        self.panel = UIPanel(
            rect,
            starting_height=20,
            manager=ui,
            container=container,
            object_id=ObjectID(class_id="@choice_panel", object_id=f"#{object_prefix}_panel"),
        )
        inner_w = self.panel.get_container().get_size()[0]
        self.heading = UILabel(
            pygame.Rect(pad, pad // 2, inner_w - 2 * pad, label_h),
            title,
            ui,
            container=self.panel,
            object_id=ObjectID(class_id="@choice_heading", object_id=f"#{object_prefix}_heading"),
        )
        y = pad // 2 + label_h
        line_h = note_h // max(1, len(note_lines))
        for line in note_lines:
            UILabel(
                pygame.Rect(pad, y, inner_w - 2 * pad, line_h),
                line,
                ui,
                container=self.panel,
                object_id=ObjectID(class_id="@choice_note", object_id=f"#{object_prefix}_note"),
            )
            y += line_h
        y += gap
        self.buttons: list[UIButton] = []
        for i, label in enumerate(self.items):
            self.buttons.append(
                UIButton(
                    pygame.Rect(pad, y, inner_w - 2 * pad, button_h),
                    label,
                    ui,
                    container=self.panel,
                    object_id=ObjectID(class_id=self.style, object_id=f"#{object_prefix}_{i}"),
                    command=self._picker(i),
                )
            )
            y += button_h + gap
        self.cancel_button: UIButton | None = None
        if on_cancel is not None:
            self.cancel_button = UIButton(
                pygame.Rect(pad, y, inner_w - 2 * pad, button_h),
                _("Cancel"),
                ui,
                container=self.panel,
                object_id=ObjectID(class_id="@choice_cancel", object_id=f"#{object_prefix}_cancel"),
                command=self.cancel,
            )
        self._show_focus()

    def _picker(self, index: int) -> Callable[[], None]:
        return lambda: self.pick(index)

    def _show_focus(self) -> None:
        for i, button in enumerate(self.buttons):
            uikit.set_selected(button, i == self.focus)

    def set_focus(self, index: int) -> None:
        """Move the keyboard focus (the highlighted choice) to ``index``."""
        if 0 <= index < len(self.items):
            self.focus = index
            self._show_focus()
            if self.on_focus is not None:
                self.on_focus(index)

    def start_at(self, index: int) -> None:
        """Open with the focus on ``index`` (nothing is said: the list says it as it opens)."""
        if 0 <= index < len(self.items):
            self.focus = index
            self._show_focus()

    def pick(self, index: int) -> None:
        if self.closed or not 0 <= index < len(self.items):
            return
        self.close()
        self.on_pick(index)

    def cancel(self) -> None:
        if self.closed or self.on_cancel is None:
            return
        self.close()
        self.on_cancel()

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            uikit.kill(self.panel)

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Keyboard control; returns True if the key was used."""
        key = event.key
        if key in (pygame.K_UP, pygame.K_LEFT):
            self.focus = (self.focus - 1) % len(self.items)
        elif key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
            self.focus = (self.focus + 1) % len(self.items)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.pick(self.focus)
            return True
        elif key == pygame.K_ESCAPE:
            if self.on_cancel is None:
                return False
            self.cancel()
            return True
        elif pygame.K_1 <= key <= pygame.K_9:
            self.pick(key - pygame.K_1)
            return True
        else:
            return False
        self._show_focus()
        if self.on_focus is not None:
            self.on_focus(self.focus)
        return True


#: The table buttons' theme ids, for measuring their labels (game.scenes.kit.textfit).
TABLE_BUTTON_IDS = ["@table_button", "button"]


def table_button_labels() -> dict[str, str]:
    """The labels of the table's buttons, in the player's language."""
    # Translators: the table's buttons, each with its key in brackets (keep the keys).
    return {
        "last": _("Last (P)"),
        "hint": _("Hint (?)"),
        "undo": _("Undo (U)"),
        "menu": _("Menu (Esc)"),
    }


def table_buttons(
    ui: Any,
    box: UIContainer,
    rects: dict[str, pygame.Rect],
    actions: dict[str, Callable[[], None]],
    log_header: pygame.Rect,
    *,
    log_collapsed: bool,
    toggle_log: Callable[[], None],
) -> tuple[dict[str, UIButton], UIButton]:
    """The table's Last play, Hint, Undo and Menu buttons, and the log's collapse button."""
    labels = table_button_labels()
    buttons = {}
    # The column is as wide as its longest label up to the log's width; past that (a large text
    # size on a small window) a label takes the smaller font.
    small = ["@table_button", "@table_button_small"]
    for key, rect in rects.items():
        style = textfit.style_for(ui, small, "button", labels[key], rect.width)
        button = UIButton(
            rect,
            labels[key],
            ui,
            container=box,
            object_id=ObjectID(class_id=style, object_id=f"#{key}"),
            command=actions[key],
        )
        buttons[key] = button  # its key is on its label: no tooltip over the table
    side = log_header.height
    log_button = UIButton(
        pygame.Rect(log_header.right - side, log_header.y, side, side),
        "+" if log_collapsed else "–",
        ui,
        container=box,
        object_id=ObjectID(class_id="@log_toggle", object_id="#log_toggle"),
        command=toggle_log,
    )
    log_button.set_tooltip(_("Show or hide the log (L)"))
    return buttons, log_button


def _wrapped(ui: Any, ids: list[str], text: str, width: int) -> list[str]:
    """``text`` in lines that fit ``width`` pixels in the font of theme ``ids`` (by words)."""
    lines: list[str] = []
    for word in text.split():
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and textfit.width_for(ui, ids, [trial]) <= width:
            lines[-1] = trial
        else:
            lines.append(word)
    return lines
