"""Small modal pygame-gui windows shared by every scene: messages and yes/no questions.

The app routes events here after pygame-gui and before the active scene. While a dialog is open
it is modal: a dim scrim covers the screen and swallows clicks, Enter picks the first (default)
button, Escape the last one (or closes a message), and keys never reach the scene underneath.

pygame-gui's ready-made ``UIMessageWindow``/``UIConfirmationDialog`` use fixed pixel sizes for
their buttons, which clip at large UI scales, so these dialogs lay themselves out from the theme
scale instead.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel, UIPanel, UITextBox, UIWindow

from game.i18n import _
from game.media.assets import Assets
from game.media.theme import ThemeScaler
from game.scenes.kit import textfit, uikit
from game.text.spoken import for_the_ear

_BLOCKED = {pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP}
_SCRIM_HEIGHT = 40  # layers above the root container: over any scene widget


@dataclass(frozen=True)
class Choice:
    """One dialog button: its label, object id and what it does (after the dialog closes)."""

    label: str
    key: str
    action: Callable[[], None] | None = None


_MOVES = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


class Dialog(UIWindow):
    """A titled window with a paragraph of text and a row of buttons (first = default)."""

    def __init__(
        self,
        host: DialogHost,
        title: str,
        text: str,
        choices: Sequence[Choice],
    ) -> None:
        self.host = host
        self.title = title
        self.text = text
        self.choices = tuple(choices)
        self.body: UITextBox | None = None
        self.heading: UILabel | None = None
        self.buttons: list[UIButton] = []
        self.chosen = 0  # the button Enter presses (Tab or the arrows move it)
        super().__init__(
            host.rect_for(text, len(self.choices)),
            host.ui,
            window_display_title=title,  # not shown (no title bar): kept for accessibility
            object_id=ObjectID(class_id="@dialog", object_id="#dialog"),
            draggable=False,
        )
        self.set_blocking(True)
        self._layout()

    def _layout(self) -> None:
        px = self.host.theme.px
        inner_w, inner_h = self.get_container().get_size()
        pad, button_h, gap = px(20), px(44), px(12)
        title_h = max(px(34), textfit.line_height(self.ui_manager, ["@dialog_title", "label"]))
        label_font = self.host.assets.font("noto_sans_bold", px(19))  # the buttons' theme font
        widest = max(label_font.size(choice.label)[0] for choice in self.choices)
        button_w = max(px(130), widest + px(28))  # a long label ("Open read-only") is not cut
        for old in (*self.buttons, self.body, self.heading):
            if old is not None:
                old.kill()
        self.heading = UILabel(
            pygame.Rect(pad, pad * 3 // 4, inner_w - 2 * pad, title_h),
            self.title,
            self.ui_manager,
            container=self,
            object_id=ObjectID(class_id="@dialog_title", object_id="#dialog_title"),
        )
        body_top = pad * 3 // 4 + title_h
        self.body = UITextBox(
            html.escape(self.text).replace("\n", "<br>"),
            pygame.Rect(
                pad - px(4),
                body_top,
                inner_w - 2 * pad + px(8),
                inner_h - body_top - button_h - pad,
            ),
            self.ui_manager,
            container=self,
            object_id=ObjectID(class_id="@dialog_text", object_id="#dialog_text"),
        )
        self.buttons = []
        x = inner_w - pad - button_w
        for choice in reversed(self.choices):
            rect = pygame.Rect(x, inner_h - pad - button_h, button_w, button_h)
            primary = choice is self.choices[0]
            self.buttons.insert(
                0,
                UIButton(
                    rect,
                    choice.label,
                    self.ui_manager,
                    container=self,
                    object_id=ObjectID(
                        class_id="@primary_button" if primary else "@dialog_button",
                        object_id=f"#{choice.key}",
                    ),
                    command=self._chooser(choice),
                ),
            )
            x -= button_w + gap
        self.show_focus()

    def show_focus(self) -> None:
        for i, button in enumerate(self.buttons):
            uikit.set_selected(button, i == self.chosen)

    def spoken(self) -> str:
        """The dialog read aloud: its title, its text, then the focused button."""
        return f"{self.title}. {self.text} {self.spoken_button()}"

    def spoken_button(self) -> str:
        label = self.choices[self.chosen].label
        # Translators: the focused button as it is read aloud: "OK, button, 1 of 2."
        said = _("{label}, button, {index} of {count}.")
        return said.format(label=label, index=self.chosen + 1, count=len(self.choices))

    def _chooser(self, choice: Choice) -> Callable[[], None]:
        return lambda: self.host.choose(self, choice)

    def kill(self) -> None:
        uikit.super_kill(super())
        self.host.closed(self)

    def relayout(self) -> None:
        uikit.rebuild_from_theme(self)  # title bar height follows the UI scale
        rect = self.host.rect_for(self.text, len(self.choices))
        self.set_dimensions(rect.size)
        self.set_position(rect.topleft)
        self._layout()


class DialogHost:
    """Opens and tracks modal dialogs on one UIManager.

    Args:
        ui: the app's UIManager.
        screen_size: the current window size (kept up to date by :meth:`resize`).
        theme: the theme scaler (dialog sizes follow the UI scale).
        assets: for measuring text so the dialog fits its message.
    """

    def __init__(
        self,
        ui: pygame_gui.UIManager,
        screen_size: tuple[int, int],
        theme: ThemeScaler,
        assets: Assets,
    ) -> None:
        self.ui = ui
        self.screen_size = screen_size
        self.theme = theme
        self.assets = assets
        self._open: list[Dialog] = []
        self._scrim: UIPanel | None = None
        #: Where dialogs are read aloud (the app sets it to its speech): (text, interrupt).
        self.speak: Callable[[str, bool], None] = lambda text, interrupt: None

    @property
    def is_open(self) -> bool:
        return bool(self._open)

    @property
    def top(self) -> Dialog | None:
        return self._open[-1] if self._open else None

    def closed(self, dialog: Dialog) -> None:
        """Called by a dialog as it dies (a button, Enter/Escape, or its close box)."""
        if dialog in self._open:
            self._open.remove(dialog)
        if not self._open:
            self._drop_scrim()

    def rect_for(self, text: str, buttons: int) -> pygame.Rect:
        """A centred window rect big enough for ``text`` and a row of ``buttons``."""
        w, h = self.screen_size
        px = self.theme.px
        width = min(int(w * 0.9), max(px(420), px(150) * buttons + px(60)))
        font = self.assets.font("noto_sans", px(19))
        text_w = width - px(2 * 20 + 28 + 24)  # pads, frame and shadow, text box padding
        lines = 0
        for paragraph in text.split("\n"):
            lines += max(1, math.ceil(font.size(paragraph)[0] / max(1, text_w) * 1.08))
        body = lines * round(font.get_linesize() * 1.1) + px(16)
        height = px(20) * 3 + px(34) + body + px(44) + px(28)  # pads, title, text, buttons, frame
        rect = pygame.Rect(0, 0, width, min(int(h * 0.9), height))
        rect.center = (w // 2, h // 2)
        return rect

    def _ensure_scrim(self) -> None:
        if self._scrim is None or not uikit.is_alive(self._scrim):
            self._scrim = UIPanel(
                pygame.Rect((0, 0), self.screen_size),
                starting_height=_SCRIM_HEIGHT,
                manager=self.ui,
                object_id=ObjectID(class_id="@scrim", object_id="#scrim"),
            )

    def _drop_scrim(self) -> None:
        if self._scrim is not None:
            uikit.kill(self._scrim)
            self._scrim = None

    def show(self, title: str, text: str, choices: Sequence[Choice]) -> Dialog:
        self._ensure_scrim()
        dialog = Dialog(self, title, text, choices)
        self._open.append(dialog)
        self.speak(for_the_ear(dialog.spoken()), True)
        return dialog

    def message(self, text: str, *, title: str | None = None) -> Dialog:
        """Show ``text`` (plain text, already translated) with an OK button; the title is
        the game's name unless given."""
        return self.show(_("Seep") if title is None else title, text, [Choice(_("OK"), "ok")])

    def confirm(
        self,
        text: str,
        on_confirm: Callable[[], None],
        *,
        title: str | None = None,
        action: str | None = None,
        cancel: str | None = None,
    ) -> Dialog:
        """Ask a yes/no question; ``on_confirm`` runs if the player confirms (the title, the
        action and Cancel in the current language unless given)."""
        choices = [
            Choice(_("OK") if action is None else action, "confirm", on_confirm),
            Choice(_("Cancel") if cancel is None else cancel, "cancel"),
        ]
        return self.show(_("Seep") if title is None else title, text, choices)

    def choose(self, dialog: Dialog, choice: Choice) -> None:
        """Close ``dialog`` and run ``choice``'s action."""
        dialog.kill()
        if choice.action is not None:
            choice.action()

    def close_all(self) -> None:
        for dialog in list(self._open):
            dialog.kill()
        self._drop_scrim()

    def resize(self, size: tuple[int, int]) -> None:
        """Keep open dialogs centred and sized for the new scale."""
        self.screen_size = size
        if self._scrim is not None:
            self._scrim.set_dimensions(size)
        for dialog in self._open:
            dialog.relayout()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Answer the top dialog from the keyboard; keep input from the scene while one is open."""
        dialog = self.top
        if dialog is None:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.choose(dialog, dialog.choices[dialog.chosen])
            return True
        if event.type == pygame.KEYDOWN and event.key in _MOVES:
            back = event.key in (pygame.K_LEFT, pygame.K_UP) or (
                event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            )
            dialog.chosen = (dialog.chosen + (-1 if back else 1)) % len(dialog.choices)
            dialog.show_focus()
            self.speak(dialog.spoken_button(), True)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_t, pygame.K_r):
            self.speak(for_the_ear(dialog.spoken()), True)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choose(dialog, dialog.choices[-1])
            return True
        return event.type in _BLOCKED
