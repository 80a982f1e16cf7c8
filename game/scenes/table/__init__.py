"""The card table: one match of Seep (see :mod:`game.scenes.table.scene`)."""

from game.scenes.table.notes import reading_time
from game.scenes.table.scene import SPEECH_WAIT, TableScene

__all__ = ["SPEECH_WAIT", "TableScene", "reading_time"]
