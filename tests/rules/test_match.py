"""Scoring a deal, the running score, baazis, rounds and who deals next (rules.md §1.15-1.18, §4b).

Most tests build the last plays of a deal by hand (see ``tests/rules/builders.py``): team 0's pile
holds exactly the card points the scenario names, and the dealer's last card, the 2♥, is thrown.
The :class:`Match` is then given the running score the scenario starts from. The fields of a
``Match`` are public (it is a dataclass), which is what lets a test start it mid-baazi.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from game.rules import (
    IllegalMoveError,
    Match,
    Move,
    Position,
    Rules,
    apply,
    card_points_of,
    card_str,
    deal_scores,
    legal_moves,
    move_from_json,
    needs_redeal,
    new_deal,
    parse_card,
    position_from_json,
    random_move,
    record_from_json,
    replay,
    seep_points_of,
    shuffled_deck,
)
from game.rules.events import BaaziWon, DealScored, DealThrownIn
from tests.rules.builders import (
    ALL_CARDS,
    THROW_2H,
    arrange_deck,
    last_play,
    match_at,
    next_deal_at,
    point_cards,
    position,
)

# ---------------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------------


def mv(obj: dict[str, Any]) -> Move:
    """A move from its JSON form."""
    return move_from_json(obj)


def over(ns_cards: Sequence[str], rules: dict[str, Any] | None = None) -> Position:
    """A finished deal: team 0 captured ``ns_cards``, team 1 every other card."""
    ns = list(ns_cards)
    return position_from_json(
        {
            "rules": rules or {"preset": "standard"},
            "dealer": 0,
            "phase": "over",
            "to_play": 1,
            "plays_made": 48,
            "bid": 9,
            "hands": [[], [], [], []],
            "floor": {"loose": [], "houses": []},
            "piles": [ns, [c for c in ALL_CARDS if c not in set(ns)]],
            "seeps": [],
            "last_capturer": 0,
            "stock": [],
        }
    )


def finish(match: Match) -> tuple[object, ...]:
    """Make the last play of a :func:`last_play` deal (the dealer throws the 2♥)."""
    events = match.play(mv(THROW_2H))
    assert match.deal_done
    return events


def end_deal(
    ns_points: int,
    *,
    rules: dict[str, Any] | None = None,
    dealer: int = 0,
    running: tuple[int, int] = (0, 0),
    baazis: tuple[int, int] = (0, 0),
    seeps: Sequence[tuple[int, int]] = (),
) -> Match:
    """A match whose deal ends with card points ``(ns_points, 100 - ns_points)``, played out."""
    match = match_at(
        last_play(ns_points, rules=rules, dealer=dealer, seeps=seeps),
        running=running,
        baazis=baazis,
    )
    finish(match)
    return match


def last(match: Match) -> dict[str, Any]:
    """The summary entry of the match's last finished deal."""
    return match.summaries[-1].to_json()


def baazi_events(events: Sequence[object]) -> list[BaaziWon]:
    return [e for e in events if isinstance(e, BaaziWon)]


def seep_deal(
    dealer: int,
    seeper: int,
    ns_points: int,
    rules: dict[str, Any] | None = None,
) -> tuple[Position, list[Move]]:
    """The last plays of a deal in which ``seeper`` makes one full seep, and the moves to play.

    ``seeper`` holds the 9♣ and takes the lone 9♦ (a 50-point seep); each later seat throws one
    card (2♥, 3♥, 4♥), which nothing captures, and they go to the seeper's team at the end. Team 0
    ends with ``ns_points`` card points.
    """
    assert seeper != dealer, "the dealer's seep would be on play 48 (worth 0)"
    plays_made = 44 + (seeper - dealer - 1) % 4
    order = [(seeper + i) % 4 for i in range(48 - plays_made)]
    throws = ["2h", "3h", "4h"][: len(order) - 1]
    hands = {seeper: "9c", **{s: c for s, c in zip(order[1:], throws, strict=True)}}
    pos = position(
        hands=hands,
        seat=seeper,
        dealer=dealer,
        plays_made=plays_made,
        loose="9d",
        rules=rules,
        ns_pile=" ".join(point_cards(ns_points)),
        show_all=True,
    )
    moves = [mv({"action": "capture", "card": "9c", "loose": ["9d"]})]
    moves += [mv({"action": "throw", "card": c}) for c in throws]
    return pos, moves


def play_all(match: Match, moves: Sequence[Move]) -> list[object]:
    events: list[object] = []
    for m in moves:
        events += match.play(m)
    return events


def random_deal_end(rules: Rules, seed: int) -> Position:
    """A whole deal played with uniformly random legal moves (redealt until someone can bid)."""
    rng = random.Random(seed)
    pos = new_deal(rules, dealer=seed % rules.num_players, deck=shuffled_deck(seed))
    k = 0
    while needs_redeal(pos):
        k += 1
        pos = new_deal(rules, dealer=pos.dealer, deck=shuffled_deck(seed * 1000 + k))
    while not pos.is_over():
        pos = apply(pos, random_move(pos, rng))
    return pos


# ---------------------------------------------------------------------------------------------
# Card points (§1.2)
# ---------------------------------------------------------------------------------------------


def test_the_pack_holds_100_card_points() -> None:
    assert card_points_of(over(ALL_CARDS)) == (100, 0)
    assert card_points_of(over([])) == (0, 100)


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        (["As"], 1),  # the A♠ counts once, as a spade worth 1
        (["Ah", "Ad", "Ac"], 3),
        (["Td"], 6),
        (["Ks", "Qs", "Js"], 36),
        (["Kh", "Qd", "Jc", "Th", "9d", "5c"], 0),
    ],
)
def test_card_point_values(cards: list[str], points: int) -> None:
    assert card_points_of(over(cards)) == (points, 100 - points)


@pytest.mark.parametrize("seed", range(6))
def test_card_points_of_played_deals_add_up_to_100(seed: int) -> None:
    end = random_deal_end(Rules(), seed)
    cards = card_points_of(end)
    assert sum(cards) == 100
    assert min(cards) >= 0


def test_ten_of_diamonds_2_and_most_cards_bonus() -> None:
    rules = {"preset": "standard", "ten_of_diamonds_points": 2, "most_cards_bonus": 4}
    # Team 0 has 27 cards (every spade and heart, and the 2♣) and team 1 has 25.
    ns = [c for c in ALL_CARDS if c[1] in "sh"] + ["2c"]
    assert len(ns) == 27
    assert card_points_of(over(ns, rules)) == (91 + 1 + 4, 2 + 2)
    # With 10♦ = 2 the pack holds 96, and the bonus brings the deal to 100.
    everything = over(ALL_CARDS, rules)
    assert card_points_of(everything) == (96 + 4, 0)


def test_most_cards_bonus_split_on_26_26() -> None:
    rules = {"preset": "standard", "ten_of_diamonds_points": 2, "most_cards_bonus": 4}
    ns = [c for c in ALL_CARDS if c[1] in "sh"]  # 26 cards, every spade and heart
    assert len(ns) == 26
    assert card_points_of(over(ns, rules)) == (91 + 1 + 2, 2 + 2 + 2)
    assert sum(card_points_of(over(ns, rules))) == 100


def test_most_cards_bonus_goes_by_cards_not_points() -> None:
    rules = {"preset": "standard", "ten_of_diamonds_points": 2, "most_cards_bonus": 4}
    ns = ["As"]  # 1 point, 1 card: team 1 has 51 cards
    assert card_points_of(over(ns, rules)) == (1, 95 + 4)


@pytest.mark.parametrize("seed", range(4))
def test_variant_card_points_of_played_deals_add_up_to_100(seed: int) -> None:
    rules = Rules(ten_of_diamonds_points=2, most_cards_bonus=4)
    assert sum(card_points_of(random_deal_end(rules, seed))) == 100


def test_seep_points_of_counts_each_team_s_seeps() -> None:
    pos = last_play(50, seeps=[(1, 50), (3, 50), (2, 25), (0, 0)])
    assert seep_points_of(pos) == (25, 100)


# ---------------------------------------------------------------------------------------------
# Deal scores (§1.16, ruling 4b.1)
# ---------------------------------------------------------------------------------------------

T33_NS = "Ks Qs Ts 7s 3s Ah Td"  # 45 + 1 + 6 = 52, and one seep; EW then holds the other 48


def test_t33_deal_scores_difference() -> None:
    assert deal_scores(Rules(), (52, 48), (50, 0)) == ((102, 48), (102, 48))


def test_t33_deal_scores_even_split() -> None:
    result, qualifying = deal_scores(Rules(scoring_method="even_split"), (52, 48), (50, 0))
    assert result == (52, -52)
    assert qualifying == (102, 48)


def test_t33_difference_through_a_match() -> None:
    match = match_at(last_play(ns_cards=T33_NS, seeps=[(2, 50)]))
    events = finish(match)
    summary = last(match)
    assert summary["card_points"] == [52, 48]
    assert summary["seep_points"] == [50, 0]
    assert summary["deal_score"] == [102, 48]
    assert summary["running"] == [54, -54]
    assert summary["baazi_winner"] is None
    assert DealScored((52, 48), (50, 0), (102, 48), (54, -54)) in events


def test_t33_even_split_through_a_match() -> None:
    rules = {"preset": "standard", "scoring_method": "even_split"}
    match = match_at(last_play(ns_cards=T33_NS, seeps=[(2, 50)], rules=rules))
    finish(match)
    assert last(match)["deal_score"] == [52, -52]
    assert last(match)["running"] == [52, -52]


def test_zero_sum_with_the_difference_method() -> None:
    # Ruling 4b.1: card points + own seeps - the other team's seeps.
    rules = Rules(seep_scoring="zero_sum")
    assert deal_scores(rules, (70, 30), (0, 50)) == ((20, 80), (20, 80))
    match = end_deal(70, rules={"preset": "standard", "seep_scoring": "zero_sum"}, seeps=[(1, 50)])
    assert last(match)["deal_score"] == [20, 80]
    assert last(match)["running"] == [-60, 60]


def test_t53_two_house_scoreboard() -> None:
    # NS 70 card points, EW 30 and one 50-seep: NS +20 - 50 = -30, EW -20 + 50 = +30.
    rules = {"preset": "two_house"}
    assert deal_scores(Rules.from_json(rules), (70, 30), (0, 50)) == ((-30, 30), (20, 80))
    match = end_deal(70, rules=rules, seeps=[(3, 50)])
    summary = last(match)
    assert summary["deal_score"] == [-30, 30]
    assert summary["running"] == [-30, 30]
    assert summary["baazi_winner"] is None  # own_total: a team needs +100 of its own
    assert not match.finished


# ---------------------------------------------------------------------------------------------
# Baazi: target, comparison, under-9 (T34, T35, E26)
# ---------------------------------------------------------------------------------------------


def test_t34_the_lead_reaches_100() -> None:
    match = match_at(last_play(60), running=(80, -80))
    events = finish(match)
    summary = last(match)
    assert summary["deal_score"] == [60, 40]
    assert summary["running"] == [100, -100]  # ruling 4b.10: the running score reached
    assert summary["baazi_winner"] == 0
    assert baazi_events(events) == [BaaziWon(0, "target")]
    assert match.running == [0, 0]  # the lead resets
    assert match.baazis == [1, 0]
    assert match.finished
    assert match.winner == 0


@pytest.mark.parametrize(
    "rules",
    [
        {"preset": "standard", "baazi_target_comparison": "exceed"},
        {"preset": "bhoos"},
    ],
)
def test_t34_exceed_needs_more_than_100(rules: dict[str, Any]) -> None:
    match = match_at(last_play(60, rules=rules), running=(80, -80))
    events = finish(match)
    assert last(match)["baazi_winner"] is None
    assert baazi_events(events) == []
    assert match.running == [100, -100]  # the lead stays
    assert not match.finished


def test_exceed_wins_past_the_target() -> None:
    rules = {"preset": "standard", "baazi_target_comparison": "exceed"}
    match = match_at(last_play(61, rules=rules), running=(80, -80))
    finish(match)
    assert last(match)["baazi_winner"] == 0


def test_the_trailing_side_wins_at_minus_100() -> None:
    match = match_at(last_play(40), running=(-80, 80))
    finish(match)
    assert last(match)["running"] == [-100, 100]
    assert last(match)["baazi_winner"] == 1
    assert match.winner == 1


def test_a_baazi_target_of_50() -> None:
    rules = {"preset": "standard", "baazi_target": 50}
    match = match_at(last_play(75, rules=rules))
    finish(match)
    assert last(match)["running"] == [50, -50]
    assert last(match)["baazi_winner"] == 0


def test_t35_under_9_loses_the_baazi_at_once() -> None:
    match = match_at(last_play(92), running=(-95, 95))
    events = finish(match)
    summary = last(match)
    assert summary["deal_score"] == [92, 8]
    assert summary["running"] == [-11, 11]  # EW still lead, but scored under 9
    assert summary["baazi_winner"] == 0
    assert baazi_events(events) == [BaaziWon(0, "under_min")]
    assert match.running == [0, 0]


def test_t35_min_deal_points_0_switches_the_rule_off() -> None:
    rules = {"preset": "standard", "min_deal_points": 0}
    match = match_at(last_play(92, rules=rules), running=(-95, 95))
    finish(match)
    assert last(match)["baazi_winner"] is None
    assert match.running == [-11, 11]


def test_a_deal_score_of_exactly_9_is_not_under_9() -> None:
    match = end_deal(91)
    assert last(match)["deal_score"] == [91, 9]
    assert last(match)["baazi_winner"] is None
    assert match.running == [82, -82]


def test_min_deal_points_can_be_lowered() -> None:
    match = end_deal(92, rules={"preset": "standard", "min_deal_points": 8})
    assert last(match)["baazi_winner"] is None


def test_e26_a_seep_keeps_a_team_with_no_card_points_out_of_under_9() -> None:
    # EW took no card points but made one 50-point seep: their deal score is 50, not under 9.
    match = end_deal(100, seeps=[(3, 50)])
    summary = last(match)
    assert summary["card_points"] == [100, 0]
    assert summary["deal_score"] == [100, 50]
    assert summary["baazi_winner"] is None
    assert match.running == [50, -50]


def test_e26_without_the_seep_the_same_team_is_under_9() -> None:
    match = end_deal(95)
    assert last(match)["deal_score"] == [95, 5]
    assert last(match)["baazi_winner"] == 0
    assert match.baazis == [1, 0]


def test_under_9_under_zero_sum_counts_the_other_team_s_seeps() -> None:
    # Ruling 4b.9: NS 55 card points, EW 45 and a 50-seep: NS's zero-sum deal score is 5.
    rules = {"preset": "standard", "seep_scoring": "zero_sum"}
    match = end_deal(55, rules=rules, seeps=[(1, 50)])
    assert last(match)["deal_score"] == [5, 95]
    assert last(match)["baazi_winner"] == 1


def test_under_9_under_even_split_compares_the_qualifying_score() -> None:
    # Engine reading (deal_scores' docstring): under even_split + additive the under-9 rule
    # compares card points + own seeps, not the even-split result (-42 here).
    rules = {"preset": "standard", "scoring_method": "even_split"}
    match = end_deal(92, rules=rules)
    assert last(match)["deal_score"] == [42, -42]
    assert last(match)["baazi_winner"] == 0  # EW's 8 card points are under 9
    match = end_deal(80, rules=rules)
    assert last(match)["deal_score"] == [30, -30]  # EW's -30 is not "under 9": 20 points
    assert last(match)["baazi_winner"] is None


# ---------------------------------------------------------------------------------------------
# Even split: own_total against gap (§1.16.5)
# ---------------------------------------------------------------------------------------------


def test_even_split_own_total_needs_plus_100() -> None:
    rules = {"preset": "standard", "scoring_method": "even_split"}
    match = match_at(last_play(70, rules=rules), running=(40, -40))
    finish(match)
    assert last(match)["running"] == [60, -60]
    assert last(match)["baazi_winner"] is None


def test_even_split_gap_needs_the_totals_100_apart() -> None:
    rules = {
        "preset": "standard",
        "scoring_method": "even_split",
        "even_split_win_measure": "gap",
    }
    match = match_at(last_play(70, rules=rules), running=(40, -40))
    finish(match)
    assert last(match)["running"] == [60, -60]  # 120 apart
    assert last(match)["baazi_winner"] == 0


def test_even_split_own_total_wins_at_100() -> None:
    rules = {"preset": "standard", "scoring_method": "even_split"}
    match = match_at(last_play(70, rules=rules), running=(80, -80))
    finish(match)
    assert last(match)["running"] == [100, -100]
    assert last(match)["baazi_winner"] == 0


def test_even_split_two_seeps_make_exactly_plus_100() -> None:
    # An even deal (50 card points each) with two NS seeps: +100 for NS under own_total.
    rules = {"preset": "standard", "scoring_method": "even_split"}
    match = end_deal(50, rules=rules, seeps=[(0, 50), (2, 50)])
    assert last(match)["deal_score"] == [100, -100]
    assert last(match)["baazi_winner"] == 0


# ---------------------------------------------------------------------------------------------
# The two-seep rule (§1.16.4, ruling 4b.8)
# ---------------------------------------------------------------------------------------------

TWO_SEEPS = {"preset": "standard", "two_seep_lead_wins": True}


def two_seeps_in_one_deal(rules: dict[str, Any]) -> tuple[Match, list[Move]]:
    """S takes the lone 9♦ (seep), E must throw the 5♥, N takes it with the 5♣ (seep)."""
    pos = position(
        hands={0: "9c 4h", 1: "5h 6h", 2: "5c 7h"},
        seat=0,
        dealer=3,
        plays_made=40,
        loose="9d",
        rules=rules,
        show_all=True,
    )
    moves = [
        mv({"action": "capture", "card": "9c", "loose": ["9d"]}),
        mv({"action": "throw", "card": "5h"}),
        mv({"action": "capture", "card": "5c", "loose": ["5h"]}),
    ]
    return match_at(pos, running=(30, -30)), moves


def test_two_full_seeps_ahead_end_the_deal_at_once() -> None:
    match, moves = two_seeps_in_one_deal(TWO_SEEPS)
    play_all(match, moves[:2])
    assert not match.deal_done
    events = match.play(moves[2])
    assert match.deal_done
    assert not match.position.is_over()  # 43 plays made: the deal stops there
    assert baazi_events(events) == [BaaziWon(0, "two_seeps")]
    summary = match.summaries[-1]
    assert summary.ended_by == "two_seeps"
    assert summary.card_points == (0, 0)
    assert summary.seep_points == (0, 0)
    assert summary.deal_score == (0, 0)  # scored as zero for both teams
    assert summary.running == (30, -30)  # the lead it reached (unchanged by a zero deal)
    assert summary.baazi_winner == 0
    assert match.finished and match.winner == 0
    with pytest.raises(IllegalMoveError):
        match.play(legal_moves(match.position)[0])


def test_two_seeps_are_off_by_default() -> None:
    match, moves = two_seeps_in_one_deal({"preset": "standard"})
    play_all(match, moves)
    assert not match.deal_done


def test_two_seep_rule_does_not_apply_in_rounds_mode() -> None:
    match, moves = two_seeps_in_one_deal({**TWO_SEEPS, "match_mode": "rounds"})
    play_all(match, moves)
    assert not match.deal_done


# The opening: dealer S, bidder E holds 10♥ 5♣ 2♦ 8♠ and bids 10; the floor 4♣ 6♦ 7♥ 3♠ (T30).
# After E's seep N throws the 5♥ and W takes it with the 5♦ (a full seep); S throws the K♣ and E
# takes it with the K♦ (another full seep).
OPENING_DECK = arrange_deck(0, {1: "Th 5c 2d 8s Kd", 2: "5h", 3: "5d", 0: "Kc"}, "4c 6d 7h 3s")
OPENING_MOVES: list[dict[str, Any]] = [
    {"action": "bid", "value": 10},
    {"action": "capture", "card": "Th", "loose": ["4c", "6d", "7h", "3s"]},
    {"action": "throw", "card": "5h"},
    {"action": "capture", "card": "5d", "loose": ["5h"]},
    {"action": "throw", "card": "Kc"},
    {"action": "capture", "card": "Kd", "loose": ["Kc"]},
]


@pytest.mark.parametrize(
    ("first_play_seep_value", "ends_after"),
    [(25, 6), (11, 6), (50, 4)],
)
def test_an_opening_seep_counts_only_at_full_value(
    first_play_seep_value: int, ends_after: int
) -> None:
    rules = Rules.from_json({**TWO_SEEPS, "first_play_seep_value": first_play_seep_value})
    match = Match.start(rules, dealer=0, deck=OPENING_DECK)
    for k, obj in enumerate(OPENING_MOVES, start=1):
        match.play(mv(obj))
        assert match.deal_done == (k >= ends_after), k
        if match.deal_done:
            break
    assert match.summaries[-1].ended_by == "two_seeps"
    assert match.summaries[-1].baazi_winner == 1
    # The record of a deal ended by the two-seep rule replays to the same end.
    again = replay(match.record().to_json())
    assert again.summary_json() == match.summary_json()


def test_a_0_point_last_play_seep_does_not_count() -> None:
    # Play 45: E throws the 3♥; 46: N takes 9♦+3♥ with the Q♣ (full seep); 47: W throws the 5♥;
    # 48: S takes it with the 5♣ (a seep worth 0 on the last play).
    def build(rules: dict[str, Any]) -> Match:
        pos = position(
            hands={1: "3h", 2: "Qc", 3: "5h", 0: "5c"},
            seat=1,
            dealer=0,
            plays_made=44,
            loose="9d",
            rules=rules,
            ns_pile=" ".join(point_cards(60)),
        )
        match = match_at(pos)
        play_all(
            match,
            [
                mv({"action": "throw", "card": "3h"}),
                mv({"action": "capture", "card": "Qc", "loose": ["9d", "3h"]}),
                mv({"action": "throw", "card": "5h"}),
                mv({"action": "capture", "card": "5c", "loose": ["5h"]}),
            ],
        )
        return match

    match = build(TWO_SEEPS)
    summary = match.summaries[-1]
    assert summary.ended_by == "played"
    assert summary.seeps == ((2, 46, 50), (0, 48, 0))
    assert summary.deal_score == (110, 40)
    # With a 50-point last-play seep, the same deal ends by the two-seep rule.
    match = build({**TWO_SEEPS, "last_play_seep_value": 50})
    assert match.summaries[-1].ended_by == "two_seeps"
    assert match.summaries[-1].deal_score == (0, 0)


def test_seep_counts_run_over_deals_within_a_baazi() -> None:
    pos, moves = seep_deal(dealer=0, seeper=2, ns_points=50, rules=TWO_SEEPS)
    match = match_at(pos)
    play_all(match, moves)
    assert last(match)["deal_score"] == [100, 50]
    assert match.summaries[-1].ended_by == "played"
    assert match.next_dealer == 1  # NS lead: the deal passes to E
    pos2, moves2 = seep_deal(dealer=1, seeper=2, ns_points=50, rules=TWO_SEEPS)
    next_deal_at(match, lambda dealer: pos2)
    events = play_all(match, moves2[:1])  # N's second full seep of the baazi
    assert match.deal_done
    assert match.summaries[-1].ended_by == "two_seeps"
    assert baazi_events(events) == [BaaziWon(0, "two_seeps")]
    assert last(match)["running"] == [50, -50]


def test_seep_counts_restart_after_a_baazi() -> None:
    rules = {**TWO_SEEPS, "baazi_count": 2}
    pos, moves = seep_deal(dealer=0, seeper=2, ns_points=50, rules=rules)
    match = match_at(pos, running=(80, -80))
    play_all(match, moves)
    assert last(match)["baazi_winner"] == 0  # 80 + 100 - 50 = 130
    assert not match.finished
    # NS led, so the deal would pass to E; after a baazi it goes to E's partner, W.
    assert match.next_dealer == 3
    pos2, moves2 = seep_deal(dealer=3, seeper=0, ns_points=50, rules=rules)
    next_deal_at(match, lambda dealer: pos2)
    play_all(match, moves2)
    assert match.summaries[-1].ended_by == "played"  # one seep in this baazi: no two-seep win
    assert last(match)["running"] == [50, -50]


# ---------------------------------------------------------------------------------------------
# Running score at a baazi, and several baazis (ruling 4b.10, 4b.12)
# ---------------------------------------------------------------------------------------------


def test_the_next_deal_after_a_baazi_starts_from_0() -> None:
    rules = {"preset": "standard", "baazi_count": 2}
    match = match_at(last_play(60, rules=rules), running=(80, -80))
    finish(match)
    assert last(match)["running"] == [100, -100]
    next_deal_at(match, lambda dealer: last_play(45, rules=rules, dealer=dealer))
    finish(match)
    assert last(match)["running"] == [-10, 10]
    assert match.summary_json()["baazis"] == [1, 0]


def test_baazi_count_2_a_winner_or_a_draw() -> None:
    rules = {"preset": "standard", "baazi_count": 2}
    match = match_at(last_play(60, rules=rules), running=(80, -80))
    finish(match)
    assert not match.finished
    next_deal_at(match, lambda dealer: last_play(95, rules=rules, dealer=dealer))
    finish(match)  # EW scored 5: NS win the second baazi by the under-9 rule
    assert match.baazis == [2, 0]
    assert match.finished and match.winner == 0
    summary = match.summary_json()
    assert summary["finished"] is True
    assert summary["winner"] == 0

    match = match_at(last_play(60, rules=rules), running=(80, -80))
    finish(match)
    next_deal_at(match, lambda dealer: last_play(5, rules=rules, dealer=dealer))
    finish(match)
    assert match.baazis == [1, 1]
    assert match.finished and match.winner == "draw"
    assert match.summary_json()["winner"] == "draw"
    with pytest.raises(IllegalMoveError):
        match.next_deal()


def test_baazi_count_3_plays_all_three() -> None:
    # Ruling 4b.12: exactly that many baazis are played, even when one team cannot be caught.
    rules = {"preset": "standard", "baazi_count": 3}
    match = end_deal(95, rules=rules)
    next_deal_at(match, lambda dealer: last_play(95, rules=rules, dealer=dealer))
    finish(match)
    assert match.baazis == [2, 0]
    assert not match.finished
    next_deal_at(match, lambda dealer: last_play(95, rules=rules, dealer=dealer))
    finish(match)
    assert match.finished and match.winner == 0


# ---------------------------------------------------------------------------------------------
# Rounds mode (§1.16.6, ruling 4b.12)
# ---------------------------------------------------------------------------------------------


def rounds(count: int, tie: str = "draw", **more: Any) -> dict[str, Any]:
    return {
        "preset": "standard",
        "match_mode": "rounds",
        "rounds_count": count,
        "rounds_tie": tie,
        **more,
    }


def play_rounds(rules: dict[str, Any], ns_points: Sequence[int]) -> Match:
    match = end_deal(ns_points[0], rules=rules)
    for pts in ns_points[1:]:
        next_deal_at(match, lambda dealer, pts=pts: last_play(pts, rules=rules, dealer=dealer))
        finish(match)
    return match


def test_rounds_mode_adds_each_team_s_deal_scores() -> None:
    match = play_rounds(rounds(2), [60, 30])
    assert [s["running"] for s in match.summary_json()["deals"]] == [[60, 40], [90, 110]]
    assert all(s["baazi_winner"] is None for s in match.summary_json()["deals"])
    assert match.finished and match.winner == 1
    assert match.baazis == [0, 0]


def test_rounds_mode_stops_after_rounds_count() -> None:
    match = play_rounds(rounds(3), [60, 30])
    assert not match.finished
    next_deal_at(match, lambda dealer: last_play(80, rules=rounds(3), dealer=dealer))
    finish(match)
    assert match.finished and match.winner == 0  # 170 to 130


def test_t54_rounds_tie_is_a_draw() -> None:
    match = play_rounds(rounds(2), [60, 40])
    assert last(match)["running"] == [100, 100]
    assert match.finished and match.winner == "draw"


def test_t54_rounds_tie_extra_deal() -> None:
    rules = rounds(2, "extra_deal")
    match = play_rounds(rules, [60, 40])
    assert not match.finished
    next_deal_at(match, lambda dealer: last_play(50, rules=rules, dealer=dealer))
    finish(match)
    assert not match.finished  # still level
    next_deal_at(match, lambda dealer: last_play(51, rules=rules, dealer=dealer))
    finish(match)
    assert match.finished and match.winner == 0
    assert len(match.summaries) == 4


def test_rounds_mode_does_not_apply_the_under_9_rule() -> None:
    match = play_rounds(rounds(2), [95])
    assert last(match)["deal_score"] == [95, 5]
    assert last(match)["baazi_winner"] is None
    assert not match.finished


def test_rounds_mode_sums_even_split_results() -> None:
    match = play_rounds(rounds(2, scoring_method="even_split"), [60, 45])
    assert last(match)["running"] == [5, -5]
    assert match.winner == 0


def test_rounds_mode_next_dealer_follows_the_totals() -> None:
    match = play_rounds(rounds(3), [60])  # dealer S; totals NS 60, EW 40: NS ahead
    assert match.next_dealer == 1
    next_deal_at(match, lambda dealer: last_play(30, rules=rounds(3), dealer=dealer))
    finish(match)  # totals NS 90, EW 110: E's team ahead, so the deal passes to N
    assert match.next_dealer == 2


def test_thrown_in_deals_are_not_rounds() -> None:
    rules = Rules.from_json(rounds(1))
    deck = arrange_deck(0, {1: "2c 5d 8h As"}, "3c 4d 6h 7s")
    match = Match.start(rules, dealer=0, deck=deck)
    assert needs_redeal(match.position)
    match.throw_in()
    assert not match.finished
    assert match.rounds_played == 0
    next_deal_at(match, lambda dealer: last_play(60, rules=rounds(1), dealer=dealer))
    finish(match)
    assert match.finished and match.winner == 0
    assert [s.ended_by for s in match.summaries] == ["thrown_in", "played"]


# ---------------------------------------------------------------------------------------------
# Thrown-in deals (§1.5.2, T39)
# ---------------------------------------------------------------------------------------------

T39_DECK = arrange_deck(2, {3: "2c 5d 8h As"}, "3c 4d 6h 7s")


def test_t39_a_thrown_in_deal_is_redealt_by_the_same_dealer() -> None:
    match = Match.start(Rules(), dealer=2, deck=T39_DECK)
    match.running = [30, -30]
    pos = match.position
    assert pos.phase == "bid" and pos.to_play == 3
    assert needs_redeal(pos)
    assert legal_moves(pos) == []
    with pytest.raises(IllegalMoveError):
        match.play(mv({"action": "bid", "value": 9}))
    events = match.throw_in()
    assert isinstance(events[0], DealThrownIn)
    assert events[0].dealer == 2
    assert sorted(events[0].bidder_cards) == sorted(parse_card(c) for c in ["2c", "5d", "8h", "As"])
    summary = match.summaries[-1]
    assert summary.ended_by == "thrown_in"
    assert summary.to_json() == {
        "dealer": 2,
        "bidder": 3,
        "bid": None,
        "card_points": [0, 0],
        "seep_points": [0, 0],
        "deal_score": [0, 0],
        "running": [30, -30],
        "baazi_winner": None,
    }
    assert match.next_dealer == 2
    assert match.running == [30, -30]
    assert match.next_deal().dealer == 2


@pytest.mark.parametrize("rule", ["trailing_team_deals", "trailing_team_bids", "rotate"])
def test_a_thrown_in_deal_is_redealt_by_the_same_dealer_under_every_rule(rule: str) -> None:
    rules = Rules.from_json({"preset": "standard", "next_dealer_rule": rule})
    match = Match.start(rules, dealer=2, deck=T39_DECK)
    match.throw_in()
    assert match.next_dealer == 2


def test_throw_in_is_refused_when_the_bidder_can_bid() -> None:
    deck = arrange_deck(0, {1: "2c 5d 8h 9s"}, "3c 4d 6h 7s")
    match = Match.start(Rules(), dealer=0, deck=deck)
    assert not needs_redeal(match.position)
    with pytest.raises(IllegalMoveError):
        match.throw_in()


def test_a_record_with_a_thrown_in_deal_replays() -> None:
    deck2 = arrange_deck(2, {3: "9c 2h 3h 4h"}, "3c 4d 6h 7s")
    record: dict[str, Any] = {
        "format": "seep-record/1",
        "rules": {"preset": "standard"},
        "deals": [
            {"dealer": 2, "deck": [card_str(c) for c in T39_DECK], "moves": []},
            {"dealer": 2, "deck": [card_str(c) for c in deck2], "moves": []},  # just dealt
        ],
    }
    summary = replay(record).summary_json()
    assert [d["bid"] for d in summary["deals"]] == [None]
    assert summary["next_dealer"] == 2
    assert summary["finished"] is False
    wrong = {**record, "deals": [record["deals"][0], {**record["deals"][1], "dealer": 3}]}
    with pytest.raises(IllegalMoveError, match="seat 2 deals next"):
        replay(wrong)


# ---------------------------------------------------------------------------------------------
# Who deals next (§1.17, ruling 4b.11)
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dealer", "running", "ns_points", "next_dealer"),
    [
        (0, (0, 0), 40, 0),  # NS (the dealer's team) behind: keeps the deal
        (0, (0, 0), 50, 0),  # level (E10): keeps the deal
        (0, (0, 0), 60, 1),  # NS ahead: passes to the right, to E
        (0, (30, -30), 40, 1),  # the running lead counts, not the deal: NS still +10
        (1, (0, 0), 40, 2),  # EW dealing and ahead: passes to N
        (1, (0, 0), 60, 1),  # EW behind: keeps
        (3, (-20, 20), 60, 3),  # level after the deal: W keeps it
    ],
)
def test_trailing_team_deals(
    dealer: int, running: tuple[int, int], ns_points: int, next_dealer: int
) -> None:
    match = end_deal(ns_points, dealer=dealer, running=running)
    assert last(match)["baazi_winner"] is None
    assert match.next_dealer == next_dealer
    assert match.summary_json()["next_dealer"] == next_dealer
    assert match.next_deal().dealer == next_dealer


@pytest.mark.parametrize(
    ("dealer", "running", "ns_points", "winner", "next_dealer"),
    [
        (0, (80, -80), 60, 0, 3),  # NS win: the deal would pass to E, so W deals
        (0, (-80, 80), 40, 1, 2),  # EW win: S would keep it, so N deals
        (1, (80, -80), 60, 0, 3),  # NS win, E dealing (behind): E would keep it, so W deals
        (0, (-95, 95), 92, 0, 2),  # under-9 win while behind: S would keep it, so N deals
    ],
)
def test_after_a_baazi_the_partner_of_the_would_be_dealer_deals(
    dealer: int, running: tuple[int, int], ns_points: int, winner: int, next_dealer: int
) -> None:
    rules = {"preset": "standard", "baazi_count": 2}
    match = end_deal(ns_points, rules=rules, dealer=dealer, running=running)
    assert last(match)["baazi_winner"] == winner
    assert match.next_dealer == next_dealer


def test_after_a_two_seep_baazi_the_partner_of_the_would_be_dealer_deals() -> None:
    match, moves = two_seeps_in_one_deal({**TWO_SEEPS, "baazi_count": 2})
    play_all(match, moves)
    # Dealer W (EW) with NS 30 ahead: W would keep the deal, so W's partner E deals.
    assert match.next_dealer == 1


TWO_PLAYERS = {"preset": "standard", "num_players": 2}


@pytest.mark.parametrize(
    ("dealer", "running", "ns_points", "next_dealer"),
    [
        (0, (0, 0), 40, 0),  # the dealer trails: deals again
        (0, (0, 0), 60, 1),  # the dealer leads: the other player deals
        (1, (0, 0), 60, 1),
        (0, (80, -80), 60, 1),  # a baazi: the would-be dealer, no partner
        (1, (80, -80), 60, 1),
    ],
)
def test_two_players_next_dealer(
    dealer: int, running: tuple[int, int], ns_points: int, next_dealer: int
) -> None:
    rules = {**TWO_PLAYERS, "baazi_count": 2}
    match = end_deal(ns_points, rules=rules, dealer=dealer, running=running)
    assert match.next_dealer == next_dealer


@pytest.mark.parametrize(
    ("dealer", "running", "ns_points", "next_dealer"),
    [
        (0, (0, 0), 60, 0),  # the dealer's team scored more in the deal: keeps
        (0, (0, 0), 40, 1),  # scored fewer: passes, so the team with fewer bids
        (0, (0, 0), 50, 1),  # equal deal scores: passes one seat (ruling)
        (0, (-80, 80), 60, 0),  # the deal counts, not the running score
        (3, (0, 0), 40, 3),  # W's team EW scored more: keeps
        (0, (80, -80), 60, 0),  # a baazi changes nothing under this rule
    ],
)
def test_trailing_team_bids(
    dealer: int, running: tuple[int, int], ns_points: int, next_dealer: int
) -> None:
    rules = {"preset": "standard", "next_dealer_rule": "trailing_team_bids", "baazi_count": 2}
    match = end_deal(ns_points, rules=rules, dealer=dealer, running=running)
    assert match.next_dealer == next_dealer


def test_trailing_team_bids_uses_the_deal_scores_with_seeps() -> None:
    # two_house: NS 60 card points, EW 40 and a seep: NS -40, EW +40. EW scored more, so the
    # deal passes from S to E even though NS took more card points.
    match = end_deal(60, rules={"preset": "two_house"}, seeps=[(1, 50)])
    assert last(match)["deal_score"] == [-40, 40]
    assert match.next_dealer == 1


@pytest.mark.parametrize(
    ("dealer", "running", "ns_points", "next_dealer"),
    [
        (0, (0, 0), 40, 1),
        (0, (0, 0), 60, 1),
        (3, (0, 0), 60, 0),
        (0, (80, -80), 60, 1),  # after a baazi too
    ],
)
def test_rotate(dealer: int, running: tuple[int, int], ns_points: int, next_dealer: int) -> None:
    rules = {"preset": "standard", "next_dealer_rule": "rotate", "baazi_count": 2}
    match = end_deal(ns_points, rules=rules, dealer=dealer, running=running)
    assert match.next_dealer == next_dealer


def test_rotate_with_two_players() -> None:
    rules = {**TWO_PLAYERS, "next_dealer_rule": "rotate"}
    assert end_deal(60, rules=rules, dealer=1).next_dealer == 0
    assert end_deal(40, rules=rules, dealer=0).next_dealer == 1


# ---------------------------------------------------------------------------------------------
# Whole matches: the Match object, records and replay
# ---------------------------------------------------------------------------------------------


def play_random_match(rules: Rules, seed: int, max_deals: int = 40) -> Match:
    rng = random.Random(seed)
    match = Match.start(rules, seed=seed)
    while not match.finished and len(match.summaries) < max_deals:
        if match.deal_done:
            match.next_deal()
        if needs_redeal(match.position):
            match.throw_in()
            continue
        match.play(random_move(match.position, rng))
    return match


@pytest.mark.parametrize(
    ("rules", "seed"),
    [
        ({"preset": "standard"}, 1),
        ({"preset": "two_house"}, 2),
        ({"preset": "standard", "num_players": 2}, 3),
        ({"preset": "standard", "match_mode": "rounds", "rounds_count": 2}, 4),
        ({"preset": "bhoos", "baazi_count": 2, "ten_of_diamonds_points": 2,
          "most_cards_bonus": 4}, 5),
    ],
)  # fmt: skip
def test_random_matches_replay_and_add_up(rules: dict[str, Any], seed: int) -> None:
    rule_set = Rules.from_json(rules)
    match = play_random_match(rule_set, seed)
    record = match.record().to_json()
    again = replay(record_from_json(record))
    assert again.summary_json() == match.summary_json()
    assert replay(record).summary_json() == match.summary_json()
    lead = 0
    totals = [0, 0]
    for s in match.summaries:
        if s.ended_by == "played":
            assert sum(s.card_points) == 100
        result, _ = deal_scores(rule_set, s.card_points, s.seep_points)
        if s.ended_by == "played":
            assert s.deal_score == result
        if rule_set.match_mode == "baazi" and rule_set.scoring_method == "difference":
            lead += s.deal_score[0] - s.deal_score[1]
            assert s.running == (lead, -lead)
        else:
            totals = [totals[0] + s.deal_score[0], totals[1] + s.deal_score[1]]
            assert s.running == tuple(totals)
        if s.baazi_winner is not None:
            lead, totals = 0, [0, 0]


def test_a_seeded_match_is_the_same_every_time() -> None:
    one = play_random_match(Rules(), 9)
    two = play_random_match(Rules(), 9)
    assert one.record().to_json() == two.record().to_json()


def test_match_refuses_moves_out_of_turn_of_the_deal() -> None:
    match = end_deal(60, rules={"preset": "standard", "baazi_count": 2})
    with pytest.raises(IllegalMoveError):
        match.play(mv(THROW_2H))
    match = match_at(last_play(60))
    with pytest.raises(IllegalMoveError):
        match.next_deal()
    with pytest.raises(IllegalMoveError):
        match.play(mv({"action": "throw", "card": "3h"}))  # not held
