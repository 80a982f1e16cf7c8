"""The game's files and how they look and sound: assets, the theme and the sound player.

No game logic."""
