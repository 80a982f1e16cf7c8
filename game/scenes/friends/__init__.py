"""Play with friends: the menu, the host's setup, joining, and the lobby before the table."""
