"""Search runs off the render loop: a computer player thinks in slices.

The table calls ``search.step(max_seconds)`` once a frame and draws in between. These tests drive
Hard and Expert with a fake clock that moves a fixed amount each time it is read, like frames,
and check that every slice does a bounded amount of work (units: a piece of a candidate move's
playout, at most ``PLAYOUT_PIECE`` plies, or its exact solve, in one sampled world), that the
search ends within the expected number of frames for its iteration budget (or its time cap),
and that the result is the same however it is sliced.
"""

from __future__ import annotations

import logging
import math
import time

import pytest

from game.ai import Search, make_bot
from game.ai.base import Finished, SlicedSearch
from game.ai.search import MonteCarloSearch
from game.rules import PlayerView, legal_moves
from tests.ai import CHEAP_LEVELS, SEARCH_LEVELS, sample_positions, search_bot

FRAME = 0.004  # the slice the table gives a search each frame (seconds)
TICK = 0.001  # the fake clock moves this much each time it is read


class FakeClock:
    """A clock that advances ``tick`` every time it is read; counts its reads."""

    def __init__(self, tick: float = TICK) -> None:
        self.now = 1000.0
        self.tick = tick
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.tick
        return self.now


def searching_views(players: int = 4, count: int = 6) -> list[PlayerView]:
    """Views where the search really searches (more than one candidate)."""
    out = []
    positions = sample_positions({"preset": "standard", "num_players": players}, 2, 41, 3)
    for pos, history in positions:
        if pos.phase == "bid" or len(legal_moves(pos)) < 3 or pos.plays_made > 36:
            continue
        out.append(PlayerView.of(pos, pos.to_play, history))
    step = max(1, len(out) // count)
    return out[::step][:count]


def fake_search(level: str, view: PlayerView, iterations: int, time_cap: float) -> SlicedSearch:
    bot = search_bot(level, 4, FakeClock(), FakeClock(), iterations=iterations, time_cap=time_cap)
    search = bot.begin(view)
    assert isinstance(search, SlicedSearch)
    return search


def units(search: Search) -> int:
    """Work units done so far (a search without units counts iterations)."""
    return int(getattr(search, "units", search.iterations))


def run_frames(search: Search, max_frames: int = 10_000) -> list[int]:
    """Call step() once a frame, as the table does; the work units done in each frame."""
    per_frame = []
    frames = 0
    while True:
        before = units(search)
        done = search.step(FRAME)
        per_frame.append(units(search) - before)
        frames += 1
        assert frames <= max_frames, "the search never finished"
        if done:
            return per_frame


# Each step reads the clock once at the start, once after every unit of work and once at the
# end; it stops once FRAME has passed, so it does at most ceil(FRAME / TICK) (+1 for rounding)
# units.
MAX_PER_FRAME = math.ceil(FRAME / TICK) + 1


@pytest.mark.parametrize("level", SEARCH_LEVELS)
@pytest.mark.parametrize("players", [4, 2])
def test_iterations_bind_and_each_frame_does_a_bounded_slice(level: str, players: int) -> None:
    budget = 24
    for view in searching_views(players, count=3):
        search = fake_search(level, view, iterations=budget, time_cap=1e9)
        assert isinstance(search, MonteCarloSearch)
        assert not search.done
        per_frame = run_frames(search)
        assert search.done and search.iterations == budget
        assert all(1 <= k <= MAX_PER_FRAME for k in per_frame), per_frame
        total = units(search)
        assert sum(per_frame) == total >= budget
        # Full slices until the budget is spent: ceil(units / per-slice) frames, give or take.
        full = math.floor(FRAME / TICK)
        assert math.ceil(total / MAX_PER_FRAME) <= len(per_frame) <= math.ceil(total / full)
        assert search.result() in set(legal_moves(view.position))


@pytest.mark.parametrize("level", SEARCH_LEVELS)
def test_the_time_cap_ends_a_long_search(level: str, caplog: pytest.LogCaptureFixture) -> None:
    """The guard against hangs ends a search that would not end, and says so."""
    view = searching_views(count=1)[0]
    cap = 0.05
    search = fake_search(level, view, iterations=10**9, time_cap=cap)
    with caplog.at_level(logging.WARNING, logger="game.ai.base"):
        per_frame = run_frames(search)
    assert search.guard_fired
    assert [r.levelno for r in caplog.records] == [logging.WARNING]
    assert "guard against hangs" in caplog.records[0].getMessage()
    # Each frame adds about FRAME (plus a read) to the thinking time.
    assert len(per_frame) <= cap / FRAME + 2
    assert units(search) <= cap / TICK + 1
    assert all(k <= MAX_PER_FRAME for k in per_frame)


@pytest.mark.parametrize("level", SEARCH_LEVELS)
def test_the_level_budget_finishes_within_its_frames(level: str) -> None:
    """At the level's own iteration budget (time cap out of the way) the search ends within
    ceil(units / slice) frames: a few seconds of 60 fps drawing at most."""
    budget = search_bot(level, 0).params.iterations
    view = searching_views(count=2)[1]
    search = fake_search(level, view, iterations=budget, time_cap=1e9)
    per_frame = run_frames(search)
    assert search.iterations == budget and not search.guard_fired
    assert len(per_frame) <= math.ceil(units(search) / math.floor(FRAME / TICK))
    assert max(per_frame) <= MAX_PER_FRAME


@pytest.mark.parametrize("level", SEARCH_LEVELS)
def test_slicing_does_not_change_the_result(level: str) -> None:
    """Thinking in frames or in one go gives the same move (iterations bind, not time)."""
    for view in searching_views(count=3):
        sliced = fake_search(level, view, iterations=12, time_cap=1e9)
        run_frames(sliced)
        bot = search_bot(level, 4, iterations=12, time_cap=1e9)
        assert bot.choose(view) == sliced.result()


def test_the_clock_is_read_a_bounded_number_of_times_per_frame() -> None:
    view = searching_views(count=1)[0]
    clock = FakeClock()
    bot = search_bot("hard", 1, clock, iterations=40, time_cap=1e9)
    search = bot.begin(view)
    while True:
        reads = clock.reads
        done = search.step(FRAME)
        assert clock.reads - reads <= MAX_PER_FRAME + 2
        if done:
            break


def test_result_before_the_end_is_an_error_and_steps_after_it_are_free() -> None:
    view = searching_views(count=1)[0]
    search = fake_search("expert", view, iterations=20, time_cap=1e9)
    search.step(FRAME)
    assert not search.done
    with pytest.raises(RuntimeError, match="not finished"):
        search.result()
    run_frames(search)
    move = search.result()
    assert search.step(FRAME) is True
    assert search.iterations == 20 and search.result() == move


def test_quick_decisions_finish_in_the_first_frame() -> None:
    """Cheap levels, the bid and a single legal move never keep the table waiting."""
    positions = [pos for pos, _history in sample_positions({"preset": "standard"}, 3, 42)]
    bid = next(pos for pos in positions if pos.phase == "bid")
    single = next(pos for pos in positions if pos.phase == "play" and len(legal_moves(pos)) == 1)
    for level in CHEAP_LEVELS:
        search = make_bot(level).begin(searching_views(count=1)[0])
        assert isinstance(search, Finished) and search.step(FRAME)
    for level in SEARCH_LEVELS:
        for pos in (bid, single):
            search = make_bot(level).begin(PlayerView.of(pos, pos.to_play))
            assert search.done and search.step(FRAME) and search.iterations == 0
            assert search.result() in set(legal_moves(pos))


@pytest.mark.parametrize("level", SEARCH_LEVELS)
def test_real_slices_stay_short(level: str) -> None:
    """With the real clock, a search at the level's budget is spread over many short slices: no
    slice does a large share of the work (measured relative to the whole search, so a busy
    machine slows both alike)."""
    for view in searching_views(count=2):
        search = make_bot(level, seed=2).begin(view)
        durations = []
        while True:
            start = time.perf_counter()
            done = search.step(FRAME)
            durations.append(time.perf_counter() - start)
            if done:
                break
        total = sum(durations)
        durations.sort()
        assert len(durations) >= 4, durations
        assert durations[len(durations) // 2] <= total / 4, durations
        assert durations[-1] < 1.0


def test_a_play_budget_gives_fewer_worlds_where_the_playouts_are_long() -> None:
    views = searching_views(4, count=6)
    budgets = {}
    for view in views:
        bot = search_bot("expert", 4, play_budget=600.0, min_worlds=12, iterations=40, time_cap=1e9)
        search = bot.begin(view)
        assert isinstance(search, MonteCarloSearch)
        plays_left = 48 - view.position.plays_made - 1
        assert search.budget == min(40, max(12, 600 // plays_left))
        budgets[plays_left] = search.budget
        run_frames(search)
        assert search.iterations == search.budget  # the budget binds, not the clock
        level = search_bot("expert", 4)
        default = level.begin(view)
        assert isinstance(default, MonteCarloSearch)
        assert default.budget == level.params.iterations == 48  # off
    longest, shortest = max(budgets), min(budgets)
    assert longest > shortest and budgets[longest] < budgets[shortest]


def test_the_guard_counts_the_searchs_own_processor_time_not_the_wall_clock() -> None:
    """A busy machine stretches the wall clock, not the search's processor time: with a wall
    clock that jumps 5 s at each read, the level's search still spends its whole budget."""
    view = searching_views(count=1)[0]
    for level in SEARCH_LEVELS:
        assert search_bot(level, 4).guard_clock is time.thread_time
        stretched = search_bot(level, 4, FakeClock(5.0), FakeClock(0.0)).begin(view)
        assert isinstance(stretched, SlicedSearch)
        run_frames(stretched)
        assert stretched.iterations == stretched.budget and not stretched.guard_fired
        assert stretched.result() == search_bot(level, 4).choose(view)
