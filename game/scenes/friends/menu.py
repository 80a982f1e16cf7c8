"""Play with friends: host a table, join one, or rejoin the table left."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from game.context import AppContext
from game.i18n import _
from game.media import theme
from game.scenes.friends import kept
from game.scenes.friends.panel import FriendsPanel, Line
from game.text import friends as words


class FriendsMenuScene(FriendsPanel):
    """The friends' menu (from the title's Play with friends)."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.buttons: list[UIButton] = []

    def _rejoin_kept(self) -> bool:
        return kept.load(self.ctx.store.root) is not None

    def _build(self) -> None:
        h = self.ctx.screen_size[1]
        with self.building() as box:
            self._open_panel(box, words.play_with_friends(), "friends")
            f = self.frame
            self.lines = [Line(words.friends_intro(), f.body.topleft, f.body.width)]
            bw, bh = round(h * 0.5), round(h * 0.075)
            x = f.panel.width // 2 - bw // 2
            y = f.body.y + round(h * 0.14)
            choices = [
                ("host", words.host_a_table(), self.host),
                ("join", words.join_a_table(), self.join),
            ]
            if self._rejoin_kept():
                choices.append(("rejoin", words.rejoin_table(), self.rejoin))
            self.buttons = []
            for i, (name, label, command) in enumerate(choices):
                rect = pygame.Rect(x, y + i * round(bh * 1.3), bw, bh)
                self.buttons.append(self.button(rect, label, f"friends_{name}", command))
            self.buttons.append(
                self.button(f.back, _("Back"), "friends_back", self.back, style="back_button")
            )
        self.ring.set_items(self.focusables(self.buttons))
        self.lines.append(
            Line(
                words.lobby_host_help(),
                (f.body.x, f.body.bottom - round(h * 0.08)),
                f.body.width,
                size=0.022,
                colour=theme.TEXT_DIM,
            )
        )

    def resume(self) -> None:
        super().resume()
        self._build()
        self.ring.speak_current(
            interrupt=not self.ctx.dialogs.is_open, prefix=words.play_with_friends() + "."
        )

    def host(self) -> None:
        from game.scenes.friends.host import HostSetupScene

        self.ctx.sounds.play("click")
        self.ctx.scenes.push(HostSetupScene(self.ctx))

    def join(self) -> None:
        from game.scenes.friends.join import JoinScene

        self.ctx.sounds.play("click")
        self.ctx.scenes.push(JoinScene(self.ctx))

    def rejoin(self) -> None:
        from game.scenes.friends.join import JoinScene

        info = kept.load(self.ctx.store.root)
        self.ctx.sounds.play("click")
        if info is None:
            self.ctx.dialogs.message(words.problem("no_rejoin"), title=words.problem_title())
            self._build()
            return
        scene = JoinScene(self.ctx)
        scene.rejoin_with(info)
        self.ctx.scenes.push(scene)
