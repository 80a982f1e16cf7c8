"""The application entry point."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start the game. The table is not built yet, so say so clearly."""
    del argv
    print("Seep: the table is not ready yet. The rules engine is: try `python -m game.rules`.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
