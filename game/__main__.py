"""``python -m game``: start Seep."""

from game.app import main

raise SystemExit(main())
