"""The text layer: every sentence a player reads or hears, made from facts in their language."""
