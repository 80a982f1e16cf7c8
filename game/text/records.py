"""Every sentence the player reads about statistics, kept games, replays, export and import.

(The table's own sentences are in :mod:`game.text.words`.) The constants are marked ``N_()``
and translated where they are shown (``_(words.STATS_TITLE)``); the functions answer in the
current language.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import N_, _, ngettext, pgettext
from game.rules import IllegalMoveError
from game.text.rules_reasons import refusal_reason, refusal_where
from game.text.words import cards_in_words

LEVEL_NAMES = {
    "easy": N_("Easy"),
    "medium": N_("Medium"),
    "hard": N_("Hard"),
    "expert": N_("Expert"),
    # Translators: the statistics' heading of the matches played at a friends' table.
    "friends": N_("With friends"),
}
PRESET_NAMES = {
    "standard": N_("Standard"),
    "pagat": N_("Pagat"),
    "bhoos": N_("Bhoos"),
    "two_house": N_("Two houses"),
}
RESULT_NAMES = {
    "won": N_("Won"),
    "lost": N_("Lost"),
    "drawn": N_("Drawn"),
    "unfinished": N_("Unfinished"),
}

# -- the statistics screen ------------------------------------------------------------------

STATS_TITLE = N_("Statistics")
STATS_EMPTY = N_("No games yet: finish a deal or a match and your results appear here.")
STATS_NOTE = N_("Deals count as they end, games when the match is over.")
RECENT_NOTE = N_("Click a match to replay it.")
STATS_BY_LEVEL = N_("By level")
STATS_BY_PRESET = N_("By rules")
STATS_RECENT = N_("Last matches")
STATS_KEYS = N_("Tab: the next table. K: kept games. Escape: back.")
#: The rows of the statistics table, by key; None starts a new group.
STAT_ROWS: tuple[tuple[str, str] | None, ...] = (
    ("games", N_("Games played")),
    ("won", N_("Won")),
    ("lost", N_("Lost")),
    ("drawn", N_("Drawn")),
    ("win_rate", N_("Win rate")),
    ("streak", N_("Winning streak (now / best)")),
    None,
    ("baazis_won", N_("Baazis won")),
    ("baazis_lost", N_("Baazis lost")),
    ("deals", N_("Deals played")),
    ("deals_won", N_("Deals won")),
    ("points_per_deal", N_("Points per deal")),
    ("best_deal", N_("Best deal (points)")),
    None,
    ("seeps_you", N_("Seeps by you")),
    ("seeps_team", N_("Seeps by your side")),
    ("seeps_against", N_("Seeps against you")),
)
CHART_POINTS = N_("Points per deal, last matches")
CHART_POINTS_EMPTY = N_("Finish a match to see your points per deal here.")
CHART_WINS = N_("Games won, by level")
CHART_NO_GAMES = N_("no games")
RECENT_TITLE = N_("Last matches")
RECENT_EMPTY = N_("None yet.")
RESET = N_("Reset statistics")
RESET_TITLE = N_("Reset statistics")
RESET_QUESTION = N_(
    "Reset all your statistics to zero? The kept games stay. This cannot be undone."
)
RESET_ACTION = N_("Reset")
BACK = N_("Back")
KEPT_GAMES = N_("Kept games")
ALL = N_("All")
OPPONENTS = N_("Opponents")
RULES = N_("Rules")
DASH = "–"


def percent(rate: float | None) -> str:
    return DASH if rate is None else f"{round(rate * 100)}%"


def number(value: float | int | None, digits: int = 0) -> str:
    if value is None:
        return DASH
    return f"{value:.{digits}f}" if digits else str(round(value))


def level_name(level: str | None) -> str:
    """The opponents' level as shown (``'Imported'`` for a game played elsewhere)."""
    if level is None:
        # Translators: the opponents of a game record imported from a file.
        return _("Imported")
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level.title()


def level_column(level: str) -> str:
    """A level's column heading in the statistics (the friends' tables' a short one)."""
    if level == "friends":
        # Translators: a column heading of the statistics: the matches played with friends
        # (short: the column is narrow).
        return _("Friends")
    return level_name(level)


def preset_name(preset: str) -> str:
    """A set of house rules as shown."""
    if preset in PRESET_NAMES:
        return _(PRESET_NAMES[preset])
    return preset.replace("_", " ").capitalize()


def result_name(result: str) -> str:
    """``'won'`` → ``'Won'`` in the current language."""
    return _(RESULT_NAMES[result]) if result in RESULT_NAMES else result


def _outcome(result: str, baazis: Sequence[int], score: Sequence[int] | None = None) -> str:
    """``'Won 2–1'`` (the baazis) or, for a match of deals with no baazi won, ``'Won 98–52'``
    (its final points); ``'Won'`` alone when those are not known (kept before they were)."""
    if sum(baazis) == 0:
        if score is None:
            return result_name(result)
        baazis = score
    # Translators: a match's result and baazis (or final points), e.g. "Won 2–1", "Won 98–52".
    return _("{result} {us}–{them}").format(
        result=result_name(result), us=baazis[0], them=baazis[1]
    )


def _versus(level: str | None) -> str:
    if level == "friends":
        return level_name(level)  # "With friends"
    # Translators: who a match was played against, e.g. "vs Hard".
    return _("vs {level}").format(level=level_name(level))


def short_date(date: str) -> str:
    """``2026-12-01T14:05:09`` → ``2026-12-01 14:05``."""
    return date[:16].replace("T", " ")


def streak(now: int, best: int) -> str:
    return f"{now} / {best}"


def recent_cells(
    date: str,
    level: str,
    preset: str,
    result: str,
    baazis: Sequence[int],
    ppd: float | None,
    score: Sequence[int] | None = None,
) -> tuple[str, str, str, str, str]:
    """One match of the last ones: date, result and baazis (or final points), opponents, rules,
    points a deal."""
    # Translators: points a deal on average, e.g. "12.5 a deal".
    per = DASH if ppd is None else _("{points} a deal").format(points=f"{ppd:.1f}")
    outcome = _outcome(result, baazis, score)
    return short_date(date), outcome, _versus(level), preset_name(preset), per


# -- kept games ------------------------------------------------------------------------------

GAMES_TITLE = N_("Kept games")
GAMES_EMPTY = N_("No kept games yet: every match you finish is kept here for you to replay.")
GAMES_NOTE = N_(
    "Your finished matches, newest first. Choose one (click, or ↑ ↓) to replay or export."
)
REPLAY = N_("Replay")
EXPORT = N_("Export")
IMPORT = N_("Import")
IMPORT_TITLE = N_("Import a game record")
IMPORT_PROMPT = N_("The path of a seep-record/1 file:")
IMPORT_ACTION = N_("Import")
BROWSE = N_("Browse…")
KEEP_LAST = N_("Keep the last")


def keep_label(count: int) -> str:
    """A choice of how many finished games are kept: ``'none'``, ``'20 games'``."""
    if count == 0:
        # Translators: keep none of the finished games (after "Keep the last").
        return pgettext("games kept", "none")
    # Translators: how many finished games are kept (after "Keep the last").
    return ngettext("{n} game", "{n} games", count).format(n=count)


def kept_cells(
    date: str,
    opponents: str | None,
    preset: str,
    result: str,
    baazis: Sequence[int],
    deals: int,
    score: Sequence[int] | None = None,
) -> tuple[str, str, str, str, str]:
    """One row of the kept games' list: date, result and baazis (or final points), opponents,
    rules, deals."""
    # Translators: a kept game's opponents: a game record imported from a file.
    who = _("imported") if opponents is None else _versus(opponents)
    played = ngettext("{n} deal", "{n} deals", deals).format(n=deals)
    outcome = _outcome(result, baazis, score)
    return short_date(date), outcome, who, preset_name(preset), played


def shown_range(first: int, last: int, total: int) -> str:
    # Translators: which rows of a list are shown, e.g. "11–20 of 35".
    return _("{first}–{last} of {total}").format(first=first, last=last, total=total)


def exported(path: str) -> str:
    return _("The game was exported as {path}.").format(path=path)


def imported(deals: int) -> str:
    return ngettext(
        "The game record was checked move by move ({n} deal) and is now kept.",
        "The game record was checked move by move ({n} deals) and is now kept.",
        deals,
    ).format(n=deals)


def refused(exc: IllegalMoveError) -> str:
    """An imported or kept record whose move the rules refuse: which deal, which move, why."""
    # Translators: where in a game record a move is refused, when the record does not say.
    where = refusal_where(exc) or _("one of its moves")
    reason = cards_in_words(_cut(refusal_reason(exc)))
    # Translators: {where} is e.g. "deal 2, move 14"; {reason} the rules' reason (in English
    # where it comes from the rules core).
    said = _("This game record cannot be used: at {where}, the rules refuse the play ({reason}).")
    return said.format(where=where, reason=reason)


def not_a_record(detail: str) -> str:
    # Translators: {detail} says what is wrong with the file (may be in English).
    said = _("This file is not a Seep game record that can be read: {detail}.")
    return said.format(detail=_cut(detail))


def cannot_open(name: str, why: str) -> str:
    # Translators: {name} is a file's name; {why} the system's reason (may be in English).
    said = _("The file {name} could not be opened ({why}).")
    return said.format(name=_cut(name, 80), why=_cut(why, 80))


def too_big(name: str) -> str:
    return _("The file {name} is too big to be a game record.").format(name=_cut(name, 80))


def not_json(name: str, why: str) -> str:
    # Translators: {name} is a file's name; {why} the JSON reader's reason (in English).
    said = _("The file {name} is not a game record: it cannot be read as JSON ({why}).")
    return said.format(name=_cut(name, 80), why=why)


def cannot_keep(why: str) -> str:
    # Translators: {why} is the system's reason (may be in English).
    return _("Seep could not keep the game for replays ({why}).").format(why=_cut(why, 80))


def cannot_export(why: str) -> str:
    # Translators: {why} is the system's reason (may be in English).
    return _("The game could not be exported ({why}).").format(why=_cut(why, 80))


def no_such_game() -> str:
    return _("That kept game is no longer there.")


def damaged_kept() -> str:
    return _("That kept game's file is damaged and cannot be replayed.")


def read_only() -> str:
    return _("Another copy of Seep is using your files, so nothing can be imported here.")


# -- the replay viewer -----------------------------------------------------------------------

VIEWER_TITLE = N_("Replay")
# Translators: the replay viewer's keys: arrows move a move or a deal; keep the arrows.
VIEWER_KEYS = N_("← → a move   ↑ ↓ a deal   Home End")
FIRST = "|<"  # the UI font has no triangles
PREVIOUS_DEAL = "<<"
PREVIOUS = "<"
NEXT = ">"
NEXT_DEAL = ">>"
LAST = ">|"
NAV_TIPS = {
    "first": N_("The first move (Home)"),
    "previous_deal": N_("The start of this deal, or the deal before (Up)"),
    "previous": N_("A move back (Left)"),
    "next": N_("The next move (Right)"),
    "next_deal": N_("The next deal (Down)"),
    "last": N_("The last move (End)"),
    "close": N_("Back (Esc)"),
}
CLOSE = N_("Close")
REVIEW = N_("Review the game")


def deal_heading(deal: int, deals: int, move: int, moves: int) -> str:
    # Translators: the replay viewer's place in the game.
    said = _("Deal {deal} of {deals} · move {move} of {moves}")
    return said.format(deal=deal, deals=deals, move=move, moves=moves)


def thrown_in_line(bidder: str) -> str:
    return _("Thrown in: {bidder} held no card of 9 or more.").format(bidder=bidder)


def deal_end_line(deal_score: Sequence[int], sides: Sequence[str]) -> str:
    said = _("Deal over: {side0} {score0}, {side1} {score1}.")
    return said.format(side0=sides[0], score0=deal_score[0], side1=sides[1], score1=deal_score[1])


def _cut(text: str, limit: int = 160) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
