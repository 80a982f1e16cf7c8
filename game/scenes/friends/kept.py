"""The table a friend left, kept so that the menu can offer "Rejoin the table you left": the
join's rejoin information (:meth:`game.net.app.JoinedTable.rejoin_info`) in a small JSON file in
the save folder, written atomically. No pygame."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from game.storage.atomic import write_atomically

log = logging.getLogger(__name__)

FILE = "friends_rejoin.json"


def _path(root: Path) -> Path:
    return Path(root) / FILE


def load(root: Path) -> dict[str, Any] | None:
    """The kept rejoin information, or ``None`` (none kept, or unreadable: logged)."""
    path = _path(root)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        log.info("the table to rejoin could not be read: %s", exc)
        return None
    return data if isinstance(data, dict) else None


def keep(root: Path, info: dict[str, Any]) -> None:
    """Keep ``info`` (a read-only folder or a full disk: logged; the rejoin is then typed)."""
    payload = json.dumps(info, ensure_ascii=False, sort_keys=True).encode("utf-8")
    try:
        write_atomically(_path(root), payload, prefix="friends_rejoin")
    except OSError as exc:
        log.warning("the table to rejoin was not kept: %s", exc)


def forget(root: Path) -> None:
    """No table to rejoin any more (the match ended, or the friend joined another)."""
    try:
        _path(root).unlink(missing_ok=True)
    except OSError as exc:
        log.info("the table to rejoin was not forgotten: %s", exc)
