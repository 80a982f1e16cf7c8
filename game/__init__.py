"""Seep: the Punjabi partnership card game."""

__version__ = "0.1.0"

from game import _native

# The compiled hot path is used only when it was built from the sources on disk (game/_native.py).
_native.install()
