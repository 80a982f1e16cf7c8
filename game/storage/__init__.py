"""Everything the game keeps on disk: settings (:mod:`.settings`), the saved game, statistics and
tutorial progress (:mod:`.store`, :mod:`.saves`, :mod:`.stats`), kept game records
(:mod:`.records`), the folder lock (:mod:`.lock`) and atomic writes (:mod:`.atomic`).

It imports no pygame, no animation, no computer player, no screen and no translation: what goes
wrong is reported as facts (:mod:`.problems`), worded by the text layer (:mod:`game.text.storage`).
"""
