"""The card table: one match of Seep. :class:`~game.scenes.table.scene.TableScene` is what
New game and Continue open; its parts (controller, keys, notes, drawing, widgets, the summary
overlays) are in the modules beside it."""
