"""Every sentence the player reads about statistics, kept games, replays, export and import.

(The table's own sentences are in :mod:`game.play.words`.)
"""

from __future__ import annotations

from collections.abc import Sequence

from game.play.words import cards_in_words
from game.rules import IllegalMoveError

LEVEL_NAMES = {"easy": "Easy", "medium": "Medium", "hard": "Hard", "expert": "Expert"}
PRESET_NAMES = {
    "standard": "Standard",
    "pagat": "Pagat",
    "bhoos": "Bhoos",
    "two_house": "Two houses",
}
RESULT_NAMES = {"won": "Won", "lost": "Lost", "drawn": "Drawn", "unfinished": "Unfinished"}

# -- the statistics screen ------------------------------------------------------------------

STATS_TITLE = "Statistics"
STATS_EMPTY = "No games yet: finish a deal or a match and your results appear here."
STATS_NOTE = "Deals count as they end, games when the match is over."
RECENT_NOTE = "Click a match to replay it."
STATS_BY_LEVEL = "By level"
STATS_BY_PRESET = "By rules"
STATS_RECENT = "Last matches"
STATS_KEYS = "Tab: the next table. K: kept games. Escape: back."
#: The rows of the statistics table, by key; None starts a new group.
STAT_ROWS: tuple[tuple[str, str] | None, ...] = (
    ("games", "Games played"),
    ("won", "Won"),
    ("lost", "Lost"),
    ("drawn", "Drawn"),
    ("win_rate", "Win rate"),
    ("streak", "Winning streak (now / best)"),
    None,
    ("baazis_won", "Baazis won"),
    ("baazis_lost", "Baazis lost"),
    ("deals", "Deals played"),
    ("deals_won", "Deals won"),
    ("points_per_deal", "Points per deal"),
    ("best_deal", "Best deal (points)"),
    None,
    ("seeps_you", "Seeps by you"),
    ("seeps_team", "Seeps by your side"),
    ("seeps_against", "Seeps against you"),
)
CHART_POINTS = "Points per deal, last matches"
CHART_POINTS_EMPTY = "Finish a match to see your points per deal here."
CHART_WINS = "Games won, by level"
CHART_NO_GAMES = "no games"
RECENT_TITLE = "Last matches"
RECENT_EMPTY = "None yet."
RESET = "Reset statistics"
RESET_TITLE = "Reset statistics"
RESET_QUESTION = "Reset all your statistics to zero? The kept games stay. This cannot be undone."
RESET_ACTION = "Reset"
BACK = "Back"
KEPT_GAMES = "Kept games"
ALL = "All"
OPPONENTS = "Opponents"
RULES = "Rules"
DASH = "–"


def percent(rate: float | None) -> str:
    return DASH if rate is None else f"{round(rate * 100)}%"


def number(value: float | int | None, digits: int = 0) -> str:
    if value is None:
        return DASH
    return f"{value:.{digits}f}" if digits else str(round(value))


def level_name(level: str | None) -> str:
    return "Imported" if level is None else LEVEL_NAMES.get(level, level.title())


def preset_name(preset: str) -> str:
    return PRESET_NAMES.get(preset, preset.replace("_", " ").capitalize())


def short_date(date: str) -> str:
    """``2026-12-01T14:05:09`` → ``2026-12-01 14:05``."""
    return date[:16].replace("T", " ")


def streak(now: int, best: int) -> str:
    return f"{now} / {best}"


def recent_cells(
    date: str, level: str, preset: str, result: str, baazis: Sequence[int], ppd: float | None
) -> tuple[str, str, str, str, str]:
    """One match of the last ones: date, result and baazis, opponents, rules, points a deal."""
    per = DASH if ppd is None else f"{ppd:.1f} a deal"
    outcome = f"{RESULT_NAMES.get(result, result)} {baazis[0]}–{baazis[1]}"
    return short_date(date), outcome, f"vs {level_name(level)}", preset_name(preset), per


# -- kept games ------------------------------------------------------------------------------

GAMES_TITLE = "Kept games"
GAMES_EMPTY = "No kept games yet: every match you finish is kept here for you to replay."
GAMES_NOTE = "Your finished matches, newest first. Choose one (click, or ↑ ↓) to replay or export."
REPLAY = "Replay"
EXPORT = "Export"
IMPORT = "Import"
IMPORT_TITLE = "Import a game record"
IMPORT_PROMPT = "The path of a seep-record/1 file:"
IMPORT_ACTION = "Import"
BROWSE = "Browse…"
KEEP_LAST = "Keep the last"


def keep_label(count: int) -> str:
    return "none" if count == 0 else f"{count} games"


def kept_cells(
    date: str, opponents: str | None, preset: str, result: str, baazis: Sequence[int], deals: int
) -> tuple[str, str, str, str, str]:
    """One row of the kept games' list: date, result and baazis, opponents, rules, deals."""
    who = "imported" if opponents is None else f"vs {level_name(opponents)}"
    outcome = f"{RESULT_NAMES.get(result, result)} {baazis[0]}–{baazis[1]}"
    plural = "deal" if deals == 1 else "deals"
    return short_date(date), outcome, who, preset_name(preset), f"{deals} {plural}"


def shown_range(first: int, last: int, total: int) -> str:
    return f"{first}–{last} of {total}"


def exported(path: str) -> str:
    return f"The game was exported as {path}."


def imported(deals: int) -> str:
    plural = "deal" if deals == 1 else "deals"
    return f"The game record was checked move by move ({deals} {plural}) and is now kept."


def refused(exc: IllegalMoveError) -> str:
    """An imported or kept record whose move the rules refuse: which deal, which move, why."""
    where = exc.where or "one of its moves"
    reason = cards_in_words(_cut(exc.reason or str(exc)))
    return f"This game record cannot be used: at {where}, the rules refuse the play ({reason})."


def not_a_record(detail: str) -> str:
    return f"This file is not a Seep game record that can be read: {_cut(detail)}."


def cannot_open(name: str, why: str) -> str:
    return f"The file {_cut(name, 80)} could not be opened ({_cut(why, 80)})."


def too_big(name: str) -> str:
    return f"The file {_cut(name, 80)} is too big to be a game record."


def not_json(name: str, why: str) -> str:
    return f"The file {_cut(name, 80)} is not a game record: it cannot be read as JSON ({why})."


def cannot_keep(why: str) -> str:
    return f"Seep could not keep the game for replays ({_cut(why, 80)})."


def cannot_export(why: str) -> str:
    return f"The game could not be exported ({_cut(why, 80)})."


def no_such_game() -> str:
    return "That kept game is no longer there."


def damaged_kept() -> str:
    return "That kept game's file is damaged and cannot be replayed."


def read_only() -> str:
    return "Another copy of Seep is using your files, so nothing can be imported here."


# -- the replay viewer -----------------------------------------------------------------------

VIEWER_TITLE = "Replay"
VIEWER_KEYS = "← → a move   ↑ ↓ a deal   Home End"
FIRST = "|<"  # the UI font has no triangles
PREVIOUS_DEAL = "<<"
PREVIOUS = "<"
NEXT = ">"
NEXT_DEAL = ">>"
LAST = ">|"
NAV_TIPS = {
    "first": "The first move (Home)",
    "previous_deal": "The start of this deal, or the deal before (Up)",
    "previous": "A move back (Left)",
    "next": "The next move (Right)",
    "next_deal": "The next deal (Down)",
    "last": "The last move (End)",
    "close": "Back (Esc)",
}
CLOSE = "Close"
REVIEW = "Review the game"


def deal_heading(deal: int, deals: int, move: int, moves: int) -> str:
    return f"Deal {deal} of {deals} · move {move} of {moves}"


def dealt_line(dealer: str) -> str:
    return f"{dealer} dealt."


def thrown_in_line(bidder: str) -> str:
    return f"Thrown in: {bidder} held no card of 9 or more."


def score_line(running: Sequence[int], baazis: Sequence[int], sides: Sequence[str]) -> str:
    return f"{sides[0]} {running[0]}, {sides[1]} {running[1]} · baazis {baazis[0]}–{baazis[1]}"


def deal_end_line(deal_score: Sequence[int], sides: Sequence[str]) -> str:
    return f"Deal over: {sides[0]} {deal_score[0]}, {sides[1]} {deal_score[1]}."


def _cut(text: str, limit: int = 160) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
