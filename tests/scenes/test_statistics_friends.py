"""The statistics screen shows the matches played with friends under their own heading."""

from __future__ import annotations

from pathlib import Path

from game.app import App
from game.scenes.menus.statistics import recent_rows, table_cells, win_bars
from game.storage.stats import FRIENDS, MatchEntry, Stats
from game.storage.store import SaveStore
from tests.scenes.test_statistics import open_statistics


def with_friends() -> Stats:
    s = Stats()
    s.record_deal("1:1", "hard", our_score=60, their_score=40, seeps=(), human=0, players=4,
                  baazi_winner=None)  # fmt: skip
    s.record_match("1:match", "hard", won=False, drawn=False)
    for n in (1, 2):
        s.record_deal(f"friends:2:{n}", FRIENDS, our_score=70, their_score=30, seeps=(),
                      human=0, players=4, baazi_winner=None)  # fmt: skip
    entry = MatchEntry("2026-01-01T10:00:00", FRIENDS, "standard", "won", 140, 2, (1, 0),
                       table="friends")  # fmt: skip
    s.record_match("friends:2:match", FRIENDS, won=True, drawn=False, entry=entry)
    return s


def test_a_with_friends_column_once_a_friends_match_is_counted() -> None:
    alone = Stats()
    alone.record_match("1:match", "hard", won=True, drawn=False)
    assert "Friends" not in table_cells(alone)[0]
    grid = table_cells(with_friends())
    head = grid[0]
    assert head[-1] == "Friends" and len(head) == 7  # label, all, 4 levels, friends
    games = next(row for row in grid if row[0] == "Games played")
    assert games[1] == "2" and games[head.index("Hard")] == "1" and games[-1] == "1"
    bars = dict((name, rate) for name, rate, _text in win_bars(with_friends()))
    assert bars["With friends"] == 1.0 and bars["Hard"] == 0.0
    [row] = recent_rows(with_friends())
    assert "With friends" in row


def test_the_screen_shows_the_friends_heading(app: App, save_root: Path) -> None:
    SaveStore(save_root).save_stats(with_friends())
    scene = open_statistics(app)
    assert table_cells(scene.stats)[0][-1] == "Friends"
    app.run(frames=2)
    app.save_screenshot(save_root / "stats.png")
