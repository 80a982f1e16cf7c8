"""``python -m game.rules``: the rules tool (see :mod:`game.rules.tool`)."""

from game.rules.tool import main

raise SystemExit(main())
