"""The kinds of move, in their one order: the ``kind`` field of every move and its name.

A move's ``kind`` is an int (the hot path compares ints); :data:`ACTIONS` names them in the same
order, which is also the ``"action"`` of the interchange format.

>>> ACTIONS[RAISE], KIND_OF["throw"] == THROW
('raise', True)
"""

from __future__ import annotations

ACTIONS: tuple[str, ...] = ("bid", "capture", "build", "add", "raise", "throw")
"""The name of each kind, indexed by kind."""  # i18n: skip

BID, CAPTURE, BUILD, ADD, RAISE, THROW = range(len(ACTIONS))

KIND_OF: dict[str, int] = {name: kind for kind, name in enumerate(ACTIONS)}
"""The kind of each name."""  # i18n: skip

__all__ = ["ACTIONS", "ADD", "BID", "BUILD", "CAPTURE", "KIND_OF", "RAISE", "THROW"]
