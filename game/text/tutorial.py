"""The tutorial's words: the seats' names, a play in a card's list, the list of lessons, a move
of the guided deal and a deal's score, the words over the bid row and the encouragements. No
pygame: the screen (:mod:`game.scenes.tutorial`) shows and says what these make.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from game.i18n import N_, _, ngettext
from game.rules import (
    Move,
    Position,
    card_points_of,
    card_symbol,
    deal_scores,
    seep_points_of,
)
from game.rules.targets import FloorTarget, HouseTarget, Target, bid_values, moves_for
from game.text.rules_moves import describe
from game.text.rules_words import seat_name
from game.text.words import move_label
from game.tutorial import Lesson

#: The seats' names in English (:func:`names` gives them in the current language).
NAMES = ("You", "East", "North", "West")  # i18n: skip
# Translators: the tutorial's keys, under its lesson panel (one short line).
KEY_HINT = N_("← → card · Enter play · ? hint · H hand · F floor · R restart · L lessons · F1 keys")
#: Said after a refusal, in turn (shown through ``_()``).
ENCOURAGE = (
    N_("Not quite. Have another go!"),
    N_("Good try. Look again, you are close."),
    N_("Nearly. Press ? if you would like a hint."),
)
COACH_OFF = N_("The coach will keep quiet in your games now; turn it on in Settings if you like.")
BID_WORDS = {11: "J · 11", 12: "Q · 12", 13: "K · 13"}
#: Said instead of a lesson's paragraph that tells how to play with the mouse, when the game
#: speaks (shown through ``_()``).
KEYS_INSTEAD = N_(
    "Choose your card with Left and Right and press Enter: the list of its plays opens. Pick a"
    " play with Up, Down and Enter."
)
#: The English words that mark an instruction for the mouse (lessons are written in English).
MOUSE_WORDS = ("drag", "click")


def for_the_mouse(text: str) -> bool:
    """Whether a lesson's text (its English, as written) tells how to play with the mouse."""
    lowered = text.lower()
    return any(word in lowered for word in MOUSE_WORDS)


def heard_paragraphs(paragraphs: Sequence[str]) -> list[str]:
    """A lesson's paragraphs as the game says them: one about the mouse is said for the keys."""
    return [_(KEYS_INSTEAD) if for_the_mouse(p) else _(p) for p in paragraphs]


def keyboard_hint(move: Move, pos: Position) -> str:
    """A step's hint for the keys, when the game speaks: ``'Choose the 10♣ with Left and
    Right, press Enter and pick: Take the 10♦.'``"""
    # Translators: the tutorial's hint with speech on; {card} is "10♣", {play} an item of the
    # card's list of plays ("Take the 10♦").
    text = _("Choose the {card} with Left and Right, press Enter and pick: {play}.")
    return text.format(card=card_symbol(move.card), play=move_words(move, pos))


def names() -> tuple[str, ...]:
    """The seats' names in the current language: the learner ("You"), then compass names."""
    # Translators: the learner's name in the tutorial (the seat at the bottom).
    return (_("You"), seat_name(1), seat_name(2), seat_name(3))


def bid_label() -> str:
    """The words over the bid buttons."""
    values = bid_values()
    # Translators: over the tutorial's bid buttons; {low} and {high} are 9 and 13.
    return _("Your bid: a value you hold, from {low} to {high}").format(
        low=values[0], high=values[-1]
    )


def bid_words(value: int) -> str:
    """A bid button's label: ``'9'``, ``'J · 11'``."""
    return BID_WORDS.get(value, str(value))


def move_words(move: Move, pos: Position) -> str:
    """A move in words for a card's list, in the present: ``'Take the 10♦'``."""
    return move_label(move, pos, article=True)


def card_plays(pos: Position, card: int, moves: list[Move]) -> tuple[list[str], list[Target]]:
    """A card's list: its ``moves`` in words; then, so that the keyboard can try what the mouse
    can, the house plays and the throw it cannot make (the rules will say why), as targets."""
    items = [move_words(m, pos) for m in moves]
    tries: list[Target] = []
    symbol = card_symbol(card)
    if pos.phase == "play":
        for value in sorted(pos.houses):
            if not moves_for(pos, card, HouseTarget(value)):
                tries.append(HouseTarget(value))
                # Translators: in a card's list of plays; {card} is a card's symbol ("7♠"),
                # {value} a house's value.
                text = _("Try to play the {card} on the house of {value}")
                items.append(text.format(card=symbol, value=value))
        if not any(m.action == "throw" for m in moves):
            tries.append(FloorTarget())
            # Translators: in a card's list of plays; {card} is a card's symbol ("7♠").
            items.append(_("Try to throw the {card}").format(card=symbol))
    return items, tries


def lesson_items(lessons: Sequence[Lesson], completed: Collection[str]) -> list[str]:
    """The list of lessons, completed ones ticked, each with its one line of what it teaches
    (any lesson may be picked again)."""
    return [
        f"{'✓' if ls.id in completed else '   '}  {i + 1}. {_(ls.title)}"
        + (f" — {_(ls.summary)}" if ls.summary else "")
        for i, ls in enumerate(lessons)
    ]


def deal_move_words(move: Move, before: Position, seats: Sequence[str] | None = None) -> str:
    """A move of the guided deal in words: ``'East threw the 5♥.'`` (``seats``: the seats'
    names, default :func:`names`)."""
    return describe(move, pos=before, names=seats if seats is not None else names())


def deal_facts(after: Position) -> list[str]:
    """The score of a deal that a move ended (the rules core's own arithmetic), in words."""
    if after.phase != "over":
        return []
    cards = card_points_of(after)
    seeps = seep_points_of(after)
    score, _qualifying = deal_scores(after.rules, cards, seeps)
    parts = []
    for team in (0, 1):
        if team == 0 and seeps[team]:
            text = _("Your team: {cards} card points + {seeps} for seeps = {score}.")
        elif team == 0:
            text = _("Your team: {cards} card points.")
        elif seeps[team]:
            # Translators: "Theirs" is the other team (after "Your team: ...").
            text = _("Theirs: {cards} card points + {seeps} for seeps = {score}.")
        else:
            # Translators: "Theirs" is the other team (after "Your team: ...").
            text = _("Theirs: {cards} card points.")
        parts.append(text.format(cards=cards[team], seeps=seeps[team], score=score[team]))
    lead = score[0] - score[1]
    if lead > 0:
        parts.append(_("You win the deal by {n}.").format(n=lead))
    elif lead < 0:
        parts.append(_("They win the deal by {n}.").format(n=-lead))
    else:
        parts.append(_("The deal is drawn."))
    # Translators: {facts} are the sentences of the deal's score.
    return [_("Deal over. {facts}").format(facts=" ".join(parts))]


# The answers in the lesson panel.


def hint_title() -> str:
    # Translators: the title of a hint's box in the tutorial.
    return _("Hint")


def coach_title() -> str:
    # Translators: the title of the coach's box in the tutorial's guided deal.
    return _("Coach")


def refusal_title(legal: bool) -> str:
    """The title of the answer to a play the rules refuse, or (``legal``) to a legal play that
    misses the task."""
    # Translators: the title of the tutorial's answer to a legal play that misses the task,
    # and to a play the rules refuse.
    return _("Not this time") if legal else _("Not allowed")


def encouragement(attempt: int) -> str:
    """The word of encouragement after the ``attempt``-th refusal of a step (from 1)."""
    return _(ENCOURAGE[(attempt - 1) % len(ENCOURAGE)])


def off_task(task: str) -> str:
    """The answer to a legal play that misses the step's ``task`` (as written in the lesson)."""
    task = _(task)
    # Translators: {task} is the step's task, its first letter made small.
    return _("That is a legal play, but not the one this step asks for: {task}").format(
        task=task[:1].lower() + task[1:]
    )


def success_title(last_step: bool) -> str:
    """The title of the success words (``last_step``: the lesson is complete)."""
    return _("Lesson complete!") if last_step else _("Well done!")


# The panel, the buttons and the board.


def panel_head(lesson: int, lessons: int, step: int, steps: int) -> str:
    """``'LESSON 3 OF 16 · STEP 1 OF 2'`` (numbers from 1)."""
    # Translators: at the top of the lesson panel (capitals in English); a screen reader reads
    # it: the counts in words ("3 of 16"), not "3/16".
    return _("LESSON {lesson} OF {lessons} · STEP {step} OF {steps}").format(
        lesson=lesson, lessons=lessons, step=step, steps=steps
    )


def lessons_done(done: int, count: int) -> str:
    """``'2 of 16 lessons completed'``."""
    return ngettext(
        "{done} of {count} lesson completed", "{done} of {count} lessons completed", count
    ).format(done=done, count=count)


def next_label(last: bool) -> str:
    """The Next button's label (``last``: the very last step of the tutorial)."""
    # Translators: the tutorial's Next button on its very last step.
    return _("Finish") if last else _("Next")


def all_finished() -> tuple[str, str]:
    """The message after the last lesson, and its title."""
    return (
        _("You have finished every lesson. Start a New game and play for real!"),
        _("Tutorial"),
    )


def seep_banner(seat: int, points: int) -> tuple[str, str]:
    """The seep's banner and the line under it."""
    if seat == 0:
        who = _("You swept the floor")
    else:
        who = _("{name} swept the floor").format(name=names()[seat])
    # Translators: the seep's banner; {points} is what the seep is worth.
    return _("SEEP! +{points}").format(points=points), who


def solved_words() -> str:
    """Above the hand once the step is solved."""
    return _("Solved! Press Enter or Next to go on.")


def your_turn() -> str:
    return _("Your turn")


# The lists.


def heard_item(item: str) -> str:
    """An item of a list as it is said (a tick before a completed lesson said in words)."""
    # Translators: spoken in place of the tick before a completed lesson in the list.
    done = _("done:")
    return " ".join(item.replace("✓", done).split())


def list_heading(title: str, note: str) -> str:
    """A list's title and the line under it, as said when it opens."""
    # Translators: spoken as a list opens: its title and the line under it.
    return _("{title}. {note}.").format(title=title, note=note) if note else title


def lessons_title() -> str:
    return _("Lessons")


def lessons_note(done: int, count: int) -> str:
    """Under the title of the list of lessons."""
    # Translators: under the title of the list of lessons: {done} of {count} lessons.
    return _("{done} of {count} completed").format(done=done, count=count)
