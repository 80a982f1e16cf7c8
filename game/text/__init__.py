"""The text layer: the sentences players read and hear, made from the game's facts."""
