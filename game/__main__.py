"""``python -m game``: start Seep."""

import os

# Before pygame is imported (by game.app): no pygame banner on the terminal, --help included.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.app import main

raise SystemExit(main())
