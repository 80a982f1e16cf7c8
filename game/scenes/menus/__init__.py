"""The menu screens: title, New game, Settings, Statistics, Kept games, the replay viewer and
Continue."""
