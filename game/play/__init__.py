"""A game in play, with no pygame: the session that owns a match, its seats, pacing, undo,
saving and the one ordered stream of events that the table animates and saves keep.

The scenes in :mod:`game.scenes` draw and take input; everything a game *does* happens here.
"""
