"""The screens' shared kit: the scene and its stack, widgets, focus, dialogs, text fitting,
drawing, card images, charts and tweens."""
