"""The executable's entry point (build/seep.spec): Seep's ``main``.

``seep --check-bundle MODULE...`` imports the named modules and exits instead (build/smoke.py:
an optional part such as the speech extra's ``prism`` really imports in the frozen program).
"""

import importlib
import sys

if sys.argv[1:2] == ["--check-bundle"]:
    for name in sys.argv[2:]:
        module = importlib.import_module(name)
        print(f"imported {name} from {getattr(module, '__file__', '?')}")
    raise SystemExit(0)

from game.app import main

raise SystemExit(main())
