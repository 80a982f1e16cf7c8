"""A made-up language for the tests: every sentence the English one between « and », so a test
sees at once which text went through the translation layer and which did not."""

from __future__ import annotations

import gettext


class Marked(gettext.NullTranslations):
    """A language whose every sentence is the English one between « and »."""

    def gettext(self, message: str) -> str:
        return f"«{message}»"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return f"«{msgid1 if n == 1 else msgid2}»"

    def pgettext(self, context: str, message: str) -> str:
        return f"«{message}»"

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return f"«{msgid1 if n == 1 else msgid2}»"
