"""The game's data files (card images, sounds, theme, fonts): the repository's ``assets/`` folder,
installed as the package ``game.data`` (see pyproject.toml)."""
