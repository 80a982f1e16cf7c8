"""The coach: one remark at most after each of the human's moves, from the human's view only."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

import pytest

from game.ai.hint import CLEARLY_BETTER, hint, reason, sweep_values
from game.play.coach import Coach, Remark, coach_on
from game.play.events import HintReady
from game.rules import (
    Match,
    Move,
    PlayerView,
    Position,
    Rules,
    apply,
    legal_moves,
    needs_redeal,
    parse_card,
    position_from_json,
    random_move,
)
from game.text.coach import remark_text
from tests.ai import redeal
from tests.rules.builders import position_json

HUMAN = 0

#: Three cards each, South to play; every seat's moves are scripted. South leaves 4 + 5 for
#: East (who sweeps with the 9♣), throws the last K while a house of 13 was there to build, and
#: takes the 10♦ that West threw.
START = position_json(
    "5h Kd Tc",
    "4c",
    hands={1: "9c 6h 7h", 2: "3d 8c Jh", 3: "2s Td Qh"},
)
SCRIPT: list[tuple[str, str, str]] = [  # (action, card, loose cards taken in)
    ("throw", "5h", ""),
    ("capture", "9c", "4c 5h"),
    ("throw", "3d", ""),
    ("throw", "2s", ""),
    ("throw", "Kd", ""),
    ("throw", "6h", ""),
    ("capture", "8c", "2s 6h"),
    ("throw", "Td", ""),
    ("capture", "Tc", "Td"),
]


def _move(pos: Position, action: str, card: str, loose: str) -> Move:
    want_card = parse_card(card)
    want_loose = {parse_card(c) for c in loose.split()}
    for m in legal_moves(pos):
        if m.action == action and m.card == want_card and set(m.loose_cards()) == want_loose:
            return m
    raise AssertionError(f"{action} {card} {loose} is not legal here")


def _play_script() -> list[tuple[Position, Move, tuple[tuple[int, Move], ...], Remark | None]]:
    coach = Coach(HUMAN)
    pos = position_from_json(START)
    history: list[tuple[int, Move]] = []
    said = []
    for action, card, loose in SCRIPT:
        move = _move(pos, action, card, loose)
        seat = pos.to_play
        if seat == HUMAN:
            said.append((pos, move, tuple(history), coach.after_move(pos, move, history)))
        history.append((seat, move))
        pos = apply(pos, move)
    return said


def test_a_seep_left_and_a_good_capture_are_remarked_and_a_cheap_last_key_is_not() -> None:
    remarks = [r for *_rest, r in _play_script()]
    # Throwing the last K while the 10♣ and the 3♦ could build 13 costs under CLEARLY_BETTER
    # points by the hint's judgement (Hard's worlds, near the deal's end): no remark.
    assert [r.kind if r else None for r in remarks] == ["seep_left", None, "good"]
    texts = [remark_text(r) for r in remarks if r is not None]
    assert texts == [
        "That left the 4♣ and the 5♥ on the floor: East can sweep it with any 9.",
        "Good: the 10♦ was worth 6.",
    ]


def test_the_last_key_thrown_is_named_when_the_hint_judges_it_clearly_worse() -> None:
    """The one-ply judgement (the tutorial's hint, Medium): the 2♥ builds 13 with the 5♠ and the
    6♦, and the K♦ thrown instead was the last K."""
    pos = position_from_json(position_json("Kd 8c 2h", "5s 6d"))
    coach = Coach(HUMAN, level="medium")
    remark = coach.after_move(pos, _move(pos, "throw", "Kd", ""))
    assert remark is not None and remark.code == "last_key"
    assert remark_text(remark) == "You threw your last K: a house of 13 can no longer be yours."


def test_the_coach_never_reads_a_hidden_hand() -> None:
    """The computer players' fairness test, applied to the coach: re-deal every card South
    cannot see, in any way consistent with South's view, and the coach says the same."""
    rng = random.Random(3)
    coach = Coach(HUMAN)
    for pos, move, history, remark in _play_script():
        for _ in range(6):
            world = redeal(pos, HUMAN, rng)
            assert world.hands[HUMAN] == pos.hands[HUMAN]
            assert coach.after_move(world, move, history) == remark


def test_a_clearly_worse_move_is_criticised_and_the_hinted_one_praised() -> None:
    coach = Coach(HUMAN)
    pos = position_from_json(position_json("9c 2h 3d", "4c 5h"))
    best = coach.after_move(pos, _move(pos, "capture", "9c", "4c 5h"))
    assert best is not None and best.code == "good_seep"
    assert remark_text(best) == "Good: a seep, 50 points in all."
    remark = coach.after_move(pos, _move(pos, "throw", "2h", ""))
    assert remark is not None and remark.kind == "better"
    judgement = coach.adviser.judge(PlayerView.of(pos, HUMAN), _move(pos, "throw", "2h", ""))
    assert judgement.clearly_worse and judgement.loss >= CLEARLY_BETTER
    assert remark_text(remark) == (
        "Better: 9♣ takes the 4♣ and 5♥ (sweeps the floor: a seep worth 50)."
    )


def _human_turns(level: str, seeds: range) -> Iterator[tuple[Match, Move]]:
    """Seeded matches of random moves: each of the human's turns in play, and its move."""
    for seed in seeds:
        match = Match.start(Rules(), seed=seed)
        rng = random.Random(seed)
        while not match.deal_done:
            pos = match.position
            if needs_redeal(pos):
                match.throw_in()
                continue
            move = random_move(pos, rng)
            if pos.to_play == HUMAN and pos.phase == "play":
                yield match, move
            match.play(move)


@pytest.mark.parametrize(("level", "seeds"), [("medium", range(8)), ("hard", range(2))])
def test_one_adviser_the_coach_never_criticises_the_hinted_move(level: str, seeds: range) -> None:
    coach = Coach(HUMAN, level=level)
    criticised = 0
    for match, move in _human_turns(level, seeds):
        pos, history = match.position, match.deal_history()
        view = PlayerView.of(pos, HUMAN, history)
        hinted, _why = hint(view, level=level)
        remark = coach.after_move(pos, hinted, history)
        assert remark is None or remark.kind == "good", (pos, hinted, remark)
        other = coach.after_move(pos, move, history)
        if other is not None and other.kind != "good":
            criticised += 1
            assert coach.adviser.judge(view, move).clearly_worse
            if other.kind == "better":
                assert other.move == hinted  # "better" names the hint's own move
    assert criticised  # random moves are criticised now and then


def test_the_hint_given_is_the_one_the_coach_judges_against() -> None:
    """At the table the coach hears the hint (HintReady): that move is never criticised, even
    where the coach's own seed would have hinted another."""
    pos = position_from_json(position_json("9c 2h 3d", "4c 5h"))
    throw = _move(pos, "throw", "2h", "")
    coach = Coach(HUMAN)
    assert coach.after_move(pos, throw) is not None
    coach.on_hint(HintReady(pos, throw, ""))
    assert coach.after_move(pos, throw) is None
    other = coach.after_move(pos, _move(pos, "capture", "9c", "4c 5h"))
    assert other is not None and other.kind == "good"  # judged better than the hint: praised


def test_a_seep_warning_counts_the_cards_the_player_has_seen_and_holds() -> None:
    """The 7♥ thrown on the 5♣ leaves 12 for any Q: said when a Q is unseen (East holds the
    Q♠), never when the player holds the other two and the last two are in the piles."""
    unseen = position_from_json(position_json("7h Qh Qd", "5c", hands={1: "Qs 2d 3d"}))
    throw = _move(unseen, "throw", "7h", "")
    assert sweep_values(PlayerView.of(unseen, HUMAN), throw) == [12]
    remark = Coach(HUMAN).after_move(unseen, throw)
    assert remark is not None and remark.code == "seep_left"
    assert remark_text(remark) == (
        "That left the 5♣ and the 7♥ on the floor: East can sweep it with any Q."
    )
    seen = position_from_json(position_json("7h Qh Qd", "5c", ns_pile="Qc Qs"))
    assert sweep_values(PlayerView.of(seen, HUMAN), throw) == []
    for move in legal_moves(seen):
        said = Coach(HUMAN).after_move(seen, move)
        assert said is None or said.code != "seep_left"
        assert "no seep" not in reason(PlayerView.of(seen, HUMAN), move)


def test_the_computer_players_notable_moves() -> None:
    coach = Coach(HUMAN)
    pos = position_from_json(position_json("9c 6h 7h", "4c 5h", seat=1, dealer=0))
    seep = _move(pos, "capture", "9c", "4c 5h")
    remark = coach.about_other(pos, 1, seep)
    assert remark is not None and remark_text(remark).startswith("East swept the floor: a seep")
    assert coach.about_other(pos, 1, _move(pos, "throw", "6h", "")) is None


def test_quiet_against_hard_and_expert_unless_asked() -> None:
    assert coach_on(True, ["easy", "medium", "easy"])
    assert not coach_on(False, ["easy"])
    assert not coach_on(True, ["easy", "hard", "easy"])
    assert not coach_on(True, ["expert"])
    assert coach_on(True, ["expert"], asked=True)
    assert not coach_on(False, ["expert"], asked=True)


def test_the_judgement_is_the_hint_searchs_own_measure() -> None:
    """For Hard, a move the hint's search played out in every world is judged by exactly the
    margins the search found for it: the same worlds, the same playouts."""
    from game.ai.hint import Adviser
    from game.ai.search import MonteCarloSearch

    adviser = Adviser("hard")
    checked = 0
    for match, _move in _human_turns("hard", range(2)):
        view = PlayerView.of(match.position, HUMAN, match.deal_history())
        search = adviser.bot().begin(view)
        while not search.step(1.0):
            pass
        if not isinstance(search, MonteCarloSearch):
            continue  # one legal move: nothing searched
        hinted = search.result()
        full = [m for m in search.candidates if search.counts[m] == search.budget]
        mean = {m: search.totals[m] / search.counts[m] for m in full}
        for m in full:
            loss = adviser.judge(view, Move._make(m), hinted).loss
            assert loss == pytest.approx(mean[tuple(hinted)] - mean[m], abs=1e-9)
            checked += 1
    assert checked


def test_the_judgement_in_slices_says_what_the_whole_judgement_says() -> None:
    """At the table the coach thinks a slice per frame: on seeded positions (Hard, the table's
    hint level), run one unit of work at a time, it says exactly what it says at once, and the
    work is really cut (many units, none started before the first step)."""
    coach = Coach(HUMAN)
    cut: list[int] = []
    for match, move in _human_turns("hard", range(1, 2)):
        pos, history = match.position, match.deal_history()
        for m in (move, legal_moves(pos)[0]):
            at_once = Coach(HUMAN).after_move(pos, m, history)
            sliced = coach.remarking(pos, m, history)
            assert sliced.units == 0 and not sliced.done  # nothing worked out yet
            steps = 0
            while not sliced.step(0.0):
                steps += 1
            assert sliced.result() == at_once
            cut.append(steps)
    assert len(cut) >= 6
    assert max(cut) >= 10  # a judgement that searches is cut into many slices


def test_a_slice_of_the_coach_stays_within_a_frame() -> None:
    """No slice of the coach's judgement takes a frame (16 ms) when given 4 ms, even where the
    adviser works the hinted move out with its own search (no hint was asked)."""
    worst = 0.0
    for match, move in _human_turns("hard", range(1, 2)):
        pos, history = match.position, match.deal_history()
        sliced = Coach(HUMAN).remarking(pos, move, history)
        while True:
            start = time.thread_time()  # processor time: a busy machine is not the coach
            done = sliced.step(0.004)
            worst = max(worst, time.thread_time() - start)
            if done:
                break
    assert worst < 0.05, worst  # at once it took 44-146 ms (a GC pass may land in a slice)
