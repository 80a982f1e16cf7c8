"""The executable's entry point (build/seep.spec): Seep's ``main``.

``seep --check-bundle MODULE...`` imports the named modules and exits instead (build/smoke.py:
an optional part such as the speech extra's ``prism`` really imports in the frozen program).
``seep net host ...`` / ``seep net join ...`` run the friends' table's headless tool
(``python -m game.net``; tools/bench_dist.py plays a friends' deal with the executable as host).
"""

import importlib
import sys

if sys.argv[1:2] == ["--check-bundle"]:
    for name in sys.argv[2:]:
        module = importlib.import_module(name)
        print(f"imported {name} from {getattr(module, '__file__', '?')}")
    raise SystemExit(0)

if sys.argv[1:2] == ["net"]:
    from game.net.__main__ import main as net_main

    raise SystemExit(net_main(sys.argv[2:]))

from game.app import main

raise SystemExit(main())
