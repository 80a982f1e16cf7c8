"""The game session, without pygame and without the app: seats, pacing on a manual clock,
intentions in, one ordered event stream out, saving and statistics at the right moments."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.ai.hint import hint as ai_hint
from game.play.events import (
    CoreEvent,
    DealEnded,
    DealStarted,
    HintReady,
    MatchOver,
    MoveMade,
    MoveRefused,
    Notice,
    ThrowingIn,
    TurnStarted,
    Undone,
)
from game.play.savegame import GameSetup, load_payload
from game.play.session import HINT_LEVEL, Expecting, ManualClock, Pacing, Session
from game.rules import (
    Match,
    Move,
    PlayerView,
    Rules,
    apply_with_events,
    explain,
    legal_moves,
    needs_redeal,
    new_deal,
)
from game.rules import events as core
from game.storage.saves import StoreSaver, StoreStats
from game.storage.store import SaveStore
from game.text.rules_reasons import explain_text
from game.text.table import refusal
from tests.purity import import_all

ROOT = Path(__file__).resolve().parents[2]
HUMAN = 0
CORE_TYPES = tuple(
    getattr(core, name) for name in dir(core) if isinstance(getattr(core, name), type)
)


def core_only(stream: list[object]) -> list[object]:
    return [e for e in stream if isinstance(e, CORE_TYPES)]


class RecordingSaver:
    def __init__(self) -> None:
        self.saved: list[int] = []  # moves of the deal at each save
        self.finished_calls = 0

    def save(self, match: Match, setup: GameSetup) -> list[str]:
        self.saved.append(len(match.moves))
        return []

    def finished(self) -> list[str]:
        self.finished_calls += 1
        return []


class RecordingStats:
    def __init__(self) -> None:
        self.deals: list[tuple[int, bool]] = []  # (summaries so far, match finished)

    def deal_ended(self, match: Match, setup: GameSetup) -> list[str]:
        self.deals.append((len(match.summaries), match.finished))
        return []


def human_session(
    seed: int = 11, rules: Rules | None = None, **kw: object
) -> tuple[Session, ManualClock]:
    clock = ManualClock()
    setup = GameSetup(rules=rules or Rules(), seed=seed)
    session = Session(setup, clock=clock, **kw)  # type: ignore[arg-type]
    session.pace = 0.0
    return session, clock


def run_bots(session: Session, clock: ManualClock, limit: int = 5000) -> None:
    """Advance until the human is to act (or a summary or the end is due)."""
    for _ in range(limit):
        if session.human_to_act() or session.match.deal_done:
            return
        clock.advance(1.0)
        session.advance()
    raise AssertionError("the computer players did not get to the human")


def play_deal(session: Session, rng: random.Random) -> None:
    """Play to the end of the deal: the human at random, the computer seats as they choose."""
    for _ in range(20_000):
        if session.match.deal_done:
            return
        if session.human_to_act():
            session.play(rng.choice(legal_moves(session.match.position)))
        else:
            session.advance()
    raise AssertionError("the deal did not end")


def test_game_play_imports_no_pygame() -> None:
    bad, imported = import_all("game.play")
    assert bad == [] and "game.play.session" in imported


@pytest.mark.parametrize("rules", [Rules(), Rules().replace(num_players=2)])
def test_four_computer_seats_play_a_whole_match_on_a_manual_clock(rules: Rules) -> None:
    clock = ManualClock()
    session = Session(GameSetup(rules=rules, seed=21, autoplay=True), clock=clock)
    stream = session.subscribe()
    session.start()
    session.run_to_end()
    events = stream.drain()
    match = session.match
    assert match.finished
    assert isinstance(events[0], DealStarted) and events[0].how == "new_match"
    assert isinstance(events[-1], MatchOver) and events[-1].winner == match.winner
    made = [e for e in events if isinstance(e, MoveMade)]
    assert len(made) == sum(len(d.moves) for d in match.record().deals)
    ended = [e for e in events if isinstance(e, DealEnded)]
    played = [s for s in match.summaries if s.ended_by != "thrown_in"]
    assert [e.summary for e in ended] == played
    assert clock.now() == 0.0  # autoplay never pauses
    # Every turn is announced before its move, by the seat that then moves.
    turns = iter(e for e in events if isinstance(e, TurnStarted | MoveMade))
    for turn in turns:
        assert isinstance(turn, TurnStarted)
        move = next(turns)
        assert isinstance(move, MoveMade) and move.seat == turn.seat


def test_the_stream_of_a_deal_is_the_rules_cores_events_in_order() -> None:
    session = Session(GameSetup(seed=8, autoplay=True), clock=ManualClock())
    stream = session.subscribe()
    session.start()
    while not session.match.deal_done:
        session.advance()
    events = stream.drain()
    match = session.match
    while match.summaries and match.summaries[0].ended_by == "thrown_in":
        match.summaries.pop(0)
    deal = match.history[-1]
    pos = new_deal(match.rules, deal.dealer, deal.deck)
    expected: list[object] = []
    for move in deal.moves:
        pos, evs = apply_with_events(pos, move)
        expected.extend(evs)
    # The engine's own events, then the match's scoring events, in the order they happened.
    got = core_only(events)
    got = [e for e in got if not isinstance(e, core.DealThrownIn)]
    assert got[: len(expected)] == expected
    assert [type(e) for e in got[len(expected) :]] in (
        [core.DealScored],
        [core.DealScored, core.BaaziWon],
    )
    # Each MoveMade carries exactly the core events that follow it.
    for i, event in enumerate(events):
        if isinstance(event, MoveMade):
            assert tuple(events[i + 1 : i + 1 + len(event.events)]) == event.events


def test_a_human_seat_waits_for_intentions() -> None:
    session, clock = human_session()
    stream = session.subscribe()
    session.start()
    run_bots(session, clock)
    assert session.human_to_act()
    before = len(session.match.moves)
    for _ in range(10):  # nothing happens until the human acts
        clock.advance(5.0)
        session.advance()
    assert len(session.match.moves) == before
    turns = [e for e in stream.drain() if isinstance(e, TurnStarted) and e.human]
    assert len(turns) == 1 and turns[0].seat == HUMAN
    move = legal_moves(session.match.position)[0]
    assert session.play(move) is None
    made = [e for e in stream.drain() if isinstance(e, MoveMade)]
    assert made and made[0].move == move and made[0].seat == HUMAN and made[0].human


def test_an_illegal_play_is_refused_with_the_rules_cores_reason() -> None:
    session, clock = human_session()
    stream = session.subscribe()
    session.start()
    run_bots(session, clock)
    if session.match.position.phase == "bid":
        session.play(legal_moves(session.match.position)[0])
        run_bots(session, clock)
    pos = session.match.position
    card = pos.hand(HUMAN)[0]
    bad = Move(1, card, 0, 13 if 13 not in pos.houses else 12, 0)  # a house that is not there
    why = explain(pos, bad)
    assert why is not None
    stream.drain()
    assert session.play(bad) == MoveRefused(HUMAN, bad, why, "illegal")
    events = stream.drain()
    assert events == [MoveRefused(HUMAN, bad, why)]
    # the table shows the rules core's reason, worded as the rules tool's explain_text does
    assert refusal(events[0], pos) == explain_text(pos, bad)
    assert session.match.position == pos  # nothing changed


def test_playing_out_of_turn_is_refused() -> None:
    session, _clock = human_session(seed=3)
    session.start()
    pos = session.match.position
    if pos.to_play == HUMAN:
        pytest.fail("seed 3 should not start with the human to act")  # pragma: no cover
    stream = session.subscribe()
    refused = session.play(legal_moves(pos)[0])
    assert refused is not None and refused.code == "not_your_turn"
    assert stream.drain() == [refused]  # an event the table reads, shows and speaks
    assert refusal(refused) == "It is not your turn."
    assert session.match.position == pos


def test_undo_takes_back_the_humans_play_and_the_computer_plays_after_it() -> None:
    session, clock = human_session()
    stream = session.subscribe()
    session.start()
    run_bots(session, clock)
    assert not session.can_undo()
    if session.match.position.phase == "bid":  # the bidder plays first after the bid
        session.play(legal_moves(session.match.position)[0])
        assert session.can_undo()
        session.undo_marks.clear()  # (the test takes back a play, not the bid)
    pos = session.match.position
    mark = len(session.match.moves)
    session.play(legal_moves(pos)[0])
    run_bots(session, clock)
    assert len(session.match.moves) > mark + 1  # the others played on
    rng_state = session.match.rng.getstate()
    stream.drain()
    assert session.undo()
    assert session.match.position == pos and len(session.match.moves) == mark
    assert session.match.rng.getstate() == rng_state  # the decks to come are unchanged
    assert stream.drain() == [Undone(mark)]
    assert not session.undo()  # nothing more to take back


def test_a_failed_undo_keeps_its_mark(monkeypatch: pytest.MonkeyPatch) -> None:
    """The undo mark is taken off only when the undo it guards is done."""
    session, clock = human_session()
    session.start()
    run_bots(session, clock)
    session.play(legal_moves(session.match.position)[0])
    marks = list(session.undo_marks)
    assert marks

    def broken(keep: int) -> None:
        raise ValueError("a damaged record")

    monkeypatch.setattr(session.match, "undo", broken)
    assert not session.undo()
    assert session.undo_marks == marks and session.can_undo()


def test_the_hint_is_the_hint_players_move_worked_out_in_slices() -> None:
    session, clock = human_session()
    stream = session.subscribe()
    session.start()
    run_bots(session, clock)
    pos = session.match.position
    view = PlayerView.of(pos, HUMAN, session.match.deal_history())
    want, why = ai_hint(view, HINT_LEVEL, session.setup.seed + len(session.match.moves))
    stream.drain()
    assert session.ask_hint()
    for _ in range(10_000):
        if not session.hint_pending:
            break
        session.update()
    ready = [e for e in stream.drain() if isinstance(e, HintReady)]
    assert ready == [HintReady(pos, want, why)]
    assert session.ask_hint()  # asked again: the same answer, without a new search
    assert not session.hint_pending
    assert stream.drain() == ready


def test_pauses_follow_the_clock() -> None:
    clock = ManualClock()
    session = Session(GameSetup(seed=11, partner="easy", opponents="easy"), clock=clock)
    session.pace = 1.0
    session.start()
    while session.human_to_act():
        session.play(legal_moves(session.match.position)[0])
    moves = len(session.match.moves)
    session.advance()  # the computer player begins to think
    session.advance()
    assert len(session.match.moves) == moves  # it seems to think for 0.6 s at least
    clock.advance(2.5)
    session.advance()
    assert len(session.match.moves) == moves + 1


def test_time_passes_for_the_game_by_tick_and_pacing_is_plain_data() -> None:
    """The app's loop moves the session's time with ``tick``; the computer players' pauses
    follow the :class:`Pacing` the app gives (no callback into a scene)."""
    session = Session(GameSetup(seed=11, partner="easy", opponents="easy"))
    session.set_pacing(Pacing(computer=1.35))
    assert session.pacing == Pacing(computer=1.35) and session.pace is None
    session.start()
    while session.human_to_act():
        session.play(legal_moves(session.match.position)[0])
    moves = len(session.match.moves)
    start = session.clock.now()
    session.advance()  # the computer player begins to think: at least 0.6 s x 1.35
    for _ in range(80):
        session.tick(0.01)  # 0.8 s
        session.advance()
    assert len(session.match.moves) == moves
    assert session.clock.now() == pytest.approx(start + 0.8)
    for _ in range(300):
        session.tick(0.01)
        session.advance()
    assert len(session.match.moves) > moves


def test_run_to_end_ends_the_pauses_on_any_clock() -> None:
    """A match with real pauses runs to its end at once (no test of the clock's type)."""
    session = Session(GameSetup(seed=4, autoplay=True), pacing=Pacing(fixed=1.0))
    session.autoplay = False  # the pauses are real ones
    session.start()
    session.run_to_end()
    assert session.match.finished


def test_a_thrown_in_deal_is_shown_then_dealt_again() -> None:
    seed = next(
        s
        for s in range(2000)
        if needs_redeal(Match.start(Rules(), seed=s).position)
        and Match.start(Rules(), seed=s).position.to_play != HUMAN
    )
    clock = ManualClock()
    session = Session(GameSetup(seed=seed), clock=clock)
    stream = session.subscribe()
    session.start()
    session.advance()
    events = stream.drain()
    assert any(isinstance(e, ThrowingIn) for e in events)
    assert session.waiting
    session.advance()
    assert session.waiting  # the cards are shown for a while
    clock.advance(3.0)
    session.advance()
    events = stream.drain()
    kinds = [type(e) for e in events]
    assert kinds[:2] == [core.DealThrownIn, DealStarted]
    assert not session.match.deal_done and not session.waiting


def test_autosave_after_every_move_and_statistics_with_the_move_that_ends_the_deal() -> None:
    saver, stats = RecordingSaver(), RecordingStats()
    rules = Rules().replace(match_mode="rounds", rounds_count=1)
    session = Session(
        GameSetup(rules=rules, seed=5, autoplay=True), clock=ManualClock(), saver=saver, stats=stats
    )
    stream = session.subscribe()
    session.start()
    assert saver.saved == [0]
    last_saves = 0
    for _ in range(5000):
        if session.match.deal_done:
            break
        moves = len(session.match.moves)
        session.advance()
        if len(session.match.moves) != moves and not session.match.deal_done:
            assert saver.saved[-1] == len(session.match.moves)
            last_saves = len(saver.saved)
    # The last move of the match: counted and the save removed in the same step, before any
    # summary is shown (a player who quits during the final animation loses nothing).
    assert session.match.finished
    assert stats.deals == [(len(session.match.summaries), True)]
    assert saver.finished_calls == 1 and len(saver.saved) == last_saves
    assert not any(isinstance(e, DealEnded) for e in stream.drain())


def test_the_store_collaborators_keep_a_game_and_its_statistics(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = Session(
        GameSetup(seed=9, partner="easy", opponents="easy"),
        clock=ManualClock(),
        saver=StoreSaver(store),
        stats=StoreStats(store),
    )
    session.pace = 0.0
    session.start()
    rng = random.Random(2)
    play_deal(session, rng)
    assert session.match.deal_done
    stats = store.load_stats()
    assert stats.total().deals == 1
    match, setup = load_payload(store.load_game())
    assert match.deal_done and match.summaries == session.match.summaries
    assert setup.seed == 9
    # A damaged statistics file is a notice on the stream, not a crash.
    (tmp_path / "stats.json").write_text("{", encoding="utf-8")
    stream = session.subscribe()
    session.next_deal()
    play_deal(session, rng)
    notices = [e for e in stream.drain() if isinstance(e, Notice)]
    assert notices and notices[0].about == "statistics" and notices[0].problem.code == "damaged"


def test_continue_picks_up_in_the_middle_of_a_deal() -> None:
    session, clock = human_session(seed=13)
    session.start()
    run_bots(session, clock)
    session.play(legal_moves(session.match.position)[0])
    run_bots(session, clock)
    record = session.match.record()
    from game.rules import replay

    again = Session(GameSetup(seed=13), replay(record), clock=ManualClock())
    stream = again.subscribe()
    again.start()
    (started,) = stream.drain()
    assert isinstance(started, DealStarted) and started.resumed
    assert again.match.position == session.match.position


def test_core_event_type_is_exported() -> None:
    assert CoreEvent is core.Event


def test_the_session_says_what_it_expects() -> None:
    rules = Rules().replace(match_mode="rounds", rounds_count=1)
    session, clock = human_session(seed=5, rules=rules)
    session.start()
    run_bots(session, clock)
    pos = session.match.position
    assert session.expecting() == Expecting(pos.phase, HUMAN, True)
    rng = random.Random(7)
    play_deal(session, rng)
    assert session.expecting() == Expecting("summary")
    session.next_deal()  # the one deal of the match was its last: the result is next
    assert session.match.finished
    assert session.expecting() == Expecting("over")
