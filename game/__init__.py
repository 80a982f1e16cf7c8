"""Seep: the Punjabi partnership card game."""

__version__ = "0.1.0"

from game import _native

# The compiled hot path is used only when it was built from the sources on disk: a finder that
# checks that the first time a compiled module is imported (it checks nothing now).
_native.guard()
