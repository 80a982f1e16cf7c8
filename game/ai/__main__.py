"""``python -m game.ai``: the computer players' tool (see :mod:`game.ai.tool`)."""

from game.ai.tool import main

raise SystemExit(main())
