"""The text layer: every sentence a player reads or hears is made here, in the player's language."""
