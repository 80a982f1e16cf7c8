"""The title's Continue: the saved match picked up where it was left, or a clear message."""

from __future__ import annotations

from game.context import AppContext
from game.i18n import _
from game.play.savegame import SaveError, load_payload
from game.scenes.kit.stack import Layer
from game.text.storage import say, told


def continue_scene(ctx: AppContext) -> Layer | None:
    """The title's Continue: the saved match, or a message if it cannot be continued."""
    data = ctx.store.load_game()
    for text in told(ctx.store.take_problems()):
        ctx.dialogs.message(text, title=_("Continue"))
    if data is None:
        if not ctx.dialogs.is_open:
            ctx.dialogs.message(_("There is no saved game to continue."), title=_("Continue"))
        return None
    try:
        match, setup = load_payload(data)
    except SaveError as exc:
        store = ctx.store
        bad = store.set_aside(store.GAME)
        if store.read_only:
            kept = _(
                "It was left as it is (this copy of Seep is read-only); start a new game instead."
            )
        elif bad is None:
            kept = _("It could not be kept and was removed; start a new game instead.")
        else:
            # Translators: {name} is the file the damaged saved game was moved to.
            said = _("It has been set aside ({name}); start a new game instead.")
            kept = said.format(name=bad)
        # The reason the saved game cannot be read, then what became of it.
        ctx.dialogs.message(f"{say(exc.problem)}\n\n{kept}", title=_("Continue"))
        return None
    if setup.table == "friends" and setup.roles:  # hosted again: the friends rejoin
        from game.scenes.friends.lobby import resumed_lobby

        return resumed_lobby(ctx, setup, match)
    return ctx.table(setup, match)
