"""The rulebook screen: its sections, blocks and the worked examples it plays."""
