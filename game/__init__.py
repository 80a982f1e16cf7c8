"""Seep: the Punjabi partnership card game."""

__version__ = "0.1.0"
