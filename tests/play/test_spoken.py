"""What the game says, through the real session: every kind of move, seeps, the score, Read
Floor, choice lists, the deal summary and the countdown."""

from __future__ import annotations

import random
import re

from game.i18n.words import card_name
from game.play.narrator import Narrator
from game.play.savegame import GameSetup
from game.play.seat import LocalSeat
from game.play.session import ManualClock, Session
from game.rules import Position, Rules, legal_moves
from game.rules.cards import card_symbol
from game.rules.notation import position_from_json
from game.speech import MemorySpeaker
from game.text.spoken import Spoken, for_the_ear, key_help, number_word
from game.text.words import Words

SYMBOLS = re.compile("[♠♥♦♣]")
KINDS = ("capture", "build", "add", "raise", "throw")


def narrated(
    seed: int, prefer: str, rules: Rules | None = None
) -> tuple[Session, Narrator, MemorySpeaker]:
    """A session whose human seat plays ``prefer`` moves when it can, narrated into memory."""
    clock = ManualClock()
    session = Session(
        GameSetup(rules=rules or Rules(), seed=seed, partner="easy", opponents="easy"), clock=clock
    )
    session.pace = 0.0
    speaker = MemorySpeaker()
    words = Words(session.setup.names("You"), session.human)
    narrator = Narrator(LocalSeat(session), Spoken(words), speaker)
    session.start()
    rng = random.Random(seed)
    for _ in range(20_000):
        clock.advance(1.0)
        session.advance()  # as the table does on every idle frame: turns are announced
        narrator.pump()
        if session.match.deal_done:
            break
        if session.human_to_act():
            moves = legal_moves(session.match.position)
            wanted = [m for m in moves if m.action == prefer]
            session.play(rng.choice(wanted or moves))
    session.advance()  # the deal's summary
    narrator.pump()
    return session, narrator, speaker


def test_every_kind_of_move_is_spoken_as_the_log_says_it_with_cards_in_words() -> None:
    seen: dict[str, tuple[str, list[str]]] = {}
    for seed in range(40):
        for kind in KINDS:
            if kind in seen:
                continue
            _session, _narrator, speaker = narrated(seed, kind)
            said = speaker.texts
            for text in said:
                if re.match(r"You (took|built|added|raised|threw)\b", text):
                    verb = {
                        "took": "capture",
                        "built": "build",
                        "added": "add",
                        "raised": "raise",
                        "threw": "throw",
                    }[text.split()[1]]
                    seen.setdefault(verb, (text, said))
        if len(seen) == len(KINDS):
            break
    assert set(seen) == set(KINDS)
    for kind, (text, _said) in seen.items():
        assert not SYMBOLS.search(text), text
        assert " of " in text, text  # "the five of hearts"
        if kind in ("build", "add", "raise"):
            assert re.search(r"house of (nine|ten|eleven|twelve|thirteen)\b", text), text


def test_spoken_move_is_the_log_sentence_for_the_ear() -> None:
    session, _narrator, speaker = narrated(3, "capture")
    assert session.match.moves
    said = speaker.texts
    # every move of the deal was announced, in order, after its turn line
    pos_lines = [
        t
        for t in said
        if re.match(r"^(You|North|East|West) (took|built|added|raised|threw|bid)\b", t)
    ]
    assert len(pos_lines) == len(session.match.moves)
    # a capture is followed by the deal's score
    i = next(i for i, t in enumerate(said) if re.match(r"^\w+ took\b", t))
    assert said[i + 1].startswith("This deal: Us ") and ", Them " in said[i + 1]


def test_turns_seeps_summary_and_score_are_announced() -> None:
    for seed in range(60):
        session, _narrator, speaker = narrated(seed, "capture")
        if any(s.seeps for s in session.match.summaries):
            break
    said = speaker.texts
    assert "Your bid: choose a house value." in said or "Your turn." in said
    assert any(re.fullmatch(r"(North|East|West) to (play|bid)\.", t) for t in said)
    seep = next(t for t in said if t.startswith("Seep! "))
    assert re.fullmatch(
        r"Seep! (You|North|East|West) swept the floor"
        r"(: \+\d+| on the last play: that seep scores 0)\.",
        seep,
    )
    summary = session.match.summaries[-1]
    deal_line = next(t for t in said if t.startswith("Deal 1: ") and "card points" in t)
    assert f"Us: {summary.card_points[0]} card points" in deal_line
    assert f"Them: {summary.card_points[1]} card points" in deal_line
    assert f"{summary.deal_score[0]} for the deal" in deal_line
    assert (
        ("–" not in deal_line and " to " in deal_line)
        or "tie" in deal_line
        or "two seeps" in deal_line
    )


POSITION = {
    "format": "seep-position/1",
    "rules": {"preset": "standard"},
    "dealer": 3,
    "phase": "play",
    "to_play": 0,
    "plays_made": 4,
    "bid": 11,
    "hands": [["As", "Js", "Kd", "9d", "2h", "4h", "5h", "7c", "8c", "Qh", "3c"], None, None, None],
    "hand_sizes": [11, 11, 11, 11],
    "floor": {
        "loose": ["2c", "7h", "4d"],
        "houses": [
            {"value": 9, "cards": ["4s", "5c"], "owners": [1], "pakka": False},
            {"value": 11, "cards": ["5d", "6d", "Jc"], "owners": [0], "pakka": True},
        ],
    },
    "piles": [[], []],
    "seeps": [],
    "last_capturer": None,
    "stock": [],
}


def position() -> Position:
    return position_from_json(POSITION)


def spoken() -> Spoken:
    return Spoken(Words(("You", "East", "North", "West"), 0))


def test_read_floor_with_two_houses() -> None:
    text = spoken().floor(position())
    assert text == (
        "The floor. 3 loose cards: the two of clubs, the four of diamonds and the seven of hearts. "
        "2 houses: a house of nine, East's: the four of spades and the five of clubs; "
        "a house of eleven, yours, pakka: the five of diamonds, the six of diamonds and the "
        "jack of clubs."
    )
    items = spoken().floor_items(position())
    assert [k[0] for k, _ in items] == ["c", "c", "c", "h", "h"]
    assert len(items) == 5 and items[-1][1].startswith("a house of eleven")


def test_read_hand_and_score() -> None:
    s = spoken()
    pos = position()
    assert s.hand(pos, 0).startswith("Your hand, 11 cards: the ace of spades, ")
    score = s.score(pos, Rules(), (40, -40), (0, 0))
    assert score.startswith("This deal: Us 0, Them 0.")
    assert "Your team leads by 40; first to 100 wins the baazi." in score


def test_a_cards_list_of_moves_says_what_each_takes_or_builds_and_scores() -> None:
    s = spoken()
    pos = position()
    card = next(c for c in range(52) if card_name(c) == "nine of diamonds")
    moves = [m for m in legal_moves(pos) if m.card == card]
    assert len(moves) > 1
    items = [s.choice_item(m, pos) for m in moves]
    capture = next(i for i, m in zip(items, moves, strict=True) if m.action == "capture")
    assert capture.startswith("Take the house of nine") or capture.startswith("Take ")
    assert re.search(r"scores \d+ points?", capture)
    opened = s.choice_list(f"Play the {card_symbol(card)}: which play?", items, 0)
    assert opened.startswith("Play the nine of diamonds: which play? ")
    assert f"{len(items)} choices." in opened and opened.endswith(f"1 of {len(items)}.")
    walked = s.hand_card(card, moves, pos)
    assert walked == f"The nine of diamonds: {len(moves)} moves."


def test_countdown_and_key_help() -> None:
    s = spoken()
    assert s.countdown(10, False) == "Next deal in 10 seconds. Enter starts it now."
    assert s.countdown(5, False) == "5 seconds."
    assert s.countdown(10, True).startswith("The result in 10 seconds")
    helped = key_help()
    for key in ("F: read the floor", "H: read your hand", "S: read the score", "F8: speech"):
        assert key in helped
    assert number_word(13) == "thirteen" and number_word(40) == "40"
    assert for_the_ear("You took the house of 9 with the 9♦.") == (
        "You took the house of nine with the nine of diamonds."
    )


def test_narrator_history_repeat_and_step_back() -> None:
    session, narrator, speaker = narrated(5, "throw")
    assert narrator.history[-1] == speaker.texts[-1]
    speaker.clear()
    narrator.repeat()
    narrator.step_back()
    narrator.step_back()
    assert speaker.said[0].text == narrator.history[-1] and speaker.said[0].interrupt
    assert speaker.said[1].text == f"1 back: {narrator.history[-1]}"
    assert speaker.said[2].text == f"2 back: {narrator.history[-2]}"
    quiet = Narrator(LocalSeat(session), spoken(), speaker, enabled=lambda: False)
    speaker.clear()
    quiet.say("not heard")
    assert speaker.texts == [] and quiet.history == ["not heard"]


def test_the_human_plate_never_reads_you_twice() -> None:
    plain = Words(("You", "East", "North", "West"), 0)
    named = Words(("Asha", "East", "North", "West"), 0)
    assert plain.you_label(0) == "" and named.you_label(0) == "You"
    assert plain.your_turn_label() == "Your turn"
    assert plain.standing(Rules(), (0, 0), (0, 0)) == "Scores level"
    assert plain.standing(Rules(), (0, 0), (1, 0)) == "New baazi, scores level"
    assert plain.standing(Rules(), (-40, 40), (0, 0)) == "They lead by 40"
    assert Words(("You", "North"), 0).standing(Rules(), (25, -25), (0, 0)) == "You lead by 25"
