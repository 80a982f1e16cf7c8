"""The title's Continue: the saved match picked up where it was left, or a clear message."""

from __future__ import annotations

from game.context import AppContext
from game.play.savegame import SaveError, load_payload
from game.scenes.base import Scene


def continue_scene(ctx: AppContext) -> Scene | None:
    """The title's Continue: the saved match, or a message if it cannot be continued."""
    data = ctx.store.load_game()
    for text in ctx.store.take_messages():
        ctx.dialogs.message(text, title="Continue")
    if data is None:
        if not ctx.dialogs.is_open:
            ctx.dialogs.message("There is no saved game to continue.", title="Continue")
        return None
    try:
        match, setup = load_payload(data)
    except SaveError as exc:
        store = ctx.store
        bad = store.set_aside(store.GAME)
        if store.read_only:
            kept = "It was left as it is (this copy of Seep is read-only)"
        elif bad is None:
            kept = "It could not be kept and was removed"
        else:
            kept = f"It has been set aside ({bad})"
        ctx.dialogs.message(f"{exc}\n\n{kept}; start a new game instead.", title="Continue")
        return None
    return ctx.table(setup, match)
