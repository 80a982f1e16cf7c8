"""The tutorial's lessons (data in ``lessons.json``) and the learner's progress.

``lessons.json`` is a list of lessons. Each lesson has an ``id``, a ``title``, a few short
paragraphs of ``text`` and one or more ``steps``. A step is::

    {
      "task": "Capture the 9♦ with your 9♣.",          # the instruction, always on screen
      "position": {... a seep-position/1 object ...},  # the learner is seat 0, to play
      "goal": {"move": {... a move object ...}}        # play exactly this move
           or {"any": {"action": "capture", ...}},     # or any legal move of this kind
      "hint": "...",                                   # shown when the learner asks
      "success": "...",                                # shown when the goal is met
      "mistakes": [{"move": {...}, "text": "..."}],    # optional: legal moves that miss the
                                                       # goal, with a word on why
      "show": {... a move object ...},                 # optional: the move the hint points at
                                                       # (default: the first that meets the goal)
      "claims": [{"move": {...}, "legal": false,       # optional: what the task says of a move
                  "says": "can take the house"}]       # ("Try to throw ..."): legal or not, and
    }                                                  # words the rules' reason must contain

A *guided deal* step has ``"deal": {"seed": 7, "level": "easy"}`` instead of a position and a
goal: a whole deal (standard rules, the learner the bidder) against computer players of that
level, played to its end; the hint is the hint player's move (:func:`game.ai.hint.hint`).

An ``any`` goal may name ``action`` (capture, build, add, raise, throw, bid), ``card`` (the card
played), ``takes`` (loose cards the move must include), ``house`` (the house captured or raised),
``value`` (the value built, added to, raised to, or bid) and ``seep`` (true: the capture must
clear the floor). Legality is never decided here: the rules core judges every move.

Progress (the ids of the lessons completed) is kept by the :class:`~game.storage.store.SaveStore`
in ``tutorial.json``.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from game.rules import (
    ACTIONS,
    Move,
    Position,
    Rules,
    apply,
    legal_moves,
    mask_of,
    needs_redeal,
    new_deal,
    parse_card,
    position_from_json,
    shuffled_deck,
)
from game.rules.errors import SeepError
from game.storage.store import PROGRESS_VERSION, SaveStore

log = logging.getLogger(__name__)

PROGRESS_NAME = SaveStore.TUTORIAL  # tutorial.json in the player's data folder
_ANY_KEYS = {"action", "card", "takes", "house", "value", "seep"}


class LessonError(ValueError):
    """``lessons.json`` says something that cannot be used (the message names the step)."""


@dataclass(frozen=True)
class Goal:
    """What a step asks for: one exact move, or any legal move with the named features."""

    move: Move | None = None
    action: str | None = None
    card: int | None = None
    takes: int = 0  # mask of loose cards the move must take in
    house: int | None = None
    value: int | None = None
    seep: bool | None = None
    finish: bool = False  # a guided deal: any legal move, until the deal is over

    @classmethod
    def from_json(cls, obj: object, where: str) -> Goal:
        if not isinstance(obj, dict) or len(obj) != 1 or not ({"move", "any"} & obj.keys()):
            raise LessonError(f"{where}: a goal is {{'move': {{...}}}} or {{'any': {{...}}}}")
        if "move" in obj:
            try:
                return cls(move=Move.from_json(obj["move"]))
            except SeepError as exc:
                raise LessonError(f"{where}: {exc}") from None
        spec = obj["any"]
        if not isinstance(spec, dict) or not spec or set(spec) - _ANY_KEYS:
            raise LessonError(f"{where}: 'any' takes some of {sorted(_ANY_KEYS)}")
        action = spec.get("action")
        if action is not None and action not in ACTIONS:
            raise LessonError(f"{where}: unknown action {action!r}")
        try:
            card = parse_card(spec["card"]) if "card" in spec else None
            takes = mask_of(parse_card(c) for c in spec.get("takes", []))
        except SeepError as exc:
            raise LessonError(f"{where}: {exc}") from None
        for key in ("house", "value"):
            if key in spec and not isinstance(spec[key], int):
                raise LessonError(f"{where}: {key!r} must be a number")
        seep = spec.get("seep")
        if seep is not None and not isinstance(seep, bool):
            raise LessonError(f"{where}: 'seep' must be true or false")
        return cls(
            action=action,
            card=card,
            takes=takes,
            house=spec.get("house"),
            value=spec.get("value"),
            seep=seep,
        )

    def met_by(self, pos: Position, move: Move) -> bool:
        """Whether ``move`` (legal in ``pos``) is what the step asks for."""
        if self.finish:
            return apply(pos, move).phase == "over"
        if self.move is not None:
            return tuple(move) == tuple(self.move)
        if self.action is not None and move.action != self.action:
            return False
        if self.card is not None and move.card != self.card:
            return False
        if self.takes & ~move.loose:
            return False
        if self.house is not None and move.house != self.house:
            return False
        if self.value is not None and move.value != self.value:
            return False
        if self.seep is not None:
            swept = move.action == "capture" and len(apply(pos, move).seeps) > len(pos.seeps)
            if swept != self.seep:
                return False
        return True

    def example(self, pos: Position) -> Move | None:
        """A legal move that meets the goal (the move for the hint's highlight)."""
        for move in legal_moves(pos):
            if self.met_by(pos, move):
                return move
        return None


@dataclass(frozen=True)
class Deal:
    """A guided deal: the deck's seed and the computer players' level."""

    seed: int
    level: str

    def deck(self) -> tuple[int, ...]:
        """The deck, shuffled from the seed."""
        return tuple(shuffled_deck(self.seed))

    def position(self) -> Position:
        """The deal as dealt (standard rules; seat 3 deals, so the learner bids)."""
        return new_deal(Rules(), dealer=3, deck=self.deck())


@dataclass(frozen=True)
class Claim:
    """What a step's words say of a move: legal or not, and (if not) words of the reason."""

    move: Move
    legal: bool
    says: str = ""


@dataclass(frozen=True)
class Step:
    """One exercise: a position, a goal and its words."""

    task: str
    position: Position
    goal: Goal
    hint: str
    success: str
    mistakes: tuple[tuple[Move, str], ...] = ()
    show: Move | None = None
    claims: tuple[Claim, ...] = ()
    deal: Deal | None = None

    def hint_move(self) -> Move | None:
        """The move the hint points at: ``show``, or the first legal move meeting the goal."""
        if self.show is not None:
            return self.show
        return self.goal.example(self.position)

    def mistake_text(self, move: Move) -> str | None:
        for known, text in self.mistakes:
            if tuple(known) == tuple(move):
                return text
        return None


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    text: tuple[str, ...]
    steps: tuple[Step, ...]
    summary: str = ""  # one line: what the lesson teaches (the list of lessons shows it)


def _text(obj: dict[str, Any], key: str, where: str) -> str:
    value = obj.get(key)
    if not isinstance(value, str) or not value.strip():
        raise LessonError(f"{where}: {key!r} must be some text")
    return value


def _deal_step(obj: dict[str, Any], where: str) -> Step:
    spec = obj["deal"]
    if not isinstance(spec, dict) or not isinstance(spec.get("seed"), int):
        raise LessonError(f"{where}: a deal is {{'seed': 7, 'level': 'easy'}}")
    level = spec.get("level", "easy")
    if level not in ("easy", "medium"):
        raise LessonError(f"{where}: a guided deal is against 'easy' or 'medium' players")
    deal = Deal(spec["seed"], level)
    position = deal.position()
    if needs_redeal(position):
        raise LessonError(f"{where}: the learner holds nothing to bid with in that deal")
    return Step(
        task=_text(obj, "task", where),
        position=position,
        goal=Goal(finish=True),
        hint=_text(obj, "hint", where),
        success=_text(obj, "success", where),
        deal=deal,
    )


def _claims(obj: dict[str, Any], where: str) -> tuple[Claim, ...]:
    out = []
    for item in obj.get("claims", []):
        if not isinstance(item, dict) or not isinstance(item.get("legal"), bool):
            raise LessonError(f"{where}: a claim is {{'move': {{...}}, 'legal': false, ...}}")
        try:
            move = Move.from_json(item.get("move"))
        except SeepError as exc:
            raise LessonError(f"{where}: {exc}") from None
        says = item.get("says", "")
        if not isinstance(says, str):
            raise LessonError(f"{where}: 'says' must be some words of the reason")
        out.append(Claim(move, item["legal"], says))
    return tuple(out)


def _step(obj: object, where: str) -> Step:
    if not isinstance(obj, dict):
        raise LessonError(f"{where}: a step must be an object")
    if "deal" in obj:
        return _deal_step(obj, where)
    try:
        position = position_from_json(obj.get("position"))
    except SeepError as exc:
        raise LessonError(f"{where}: {exc}") from None
    if position.to_play != 0 or position.phase not in ("bid", "play"):
        raise LessonError(f"{where}: the learner (seat 0) must be the one to act")
    mistakes = []
    for item in obj.get("mistakes", []):
        if not isinstance(item, dict):
            raise LessonError(f"{where}: a mistake is {{'move': {{...}}, 'text': '...'}}")
        try:
            move = Move.from_json(item.get("move"))
        except SeepError as exc:
            raise LessonError(f"{where}: {exc}") from None
        mistakes.append((move, _text(item, "text", where)))
    show = None
    if "show" in obj:
        try:
            show = Move.from_json(obj["show"])
        except SeepError as exc:
            raise LessonError(f"{where}: {exc}") from None
    return Step(
        task=_text(obj, "task", where),
        position=position,
        goal=Goal.from_json(obj.get("goal"), where),
        hint=_text(obj, "hint", where),
        success=_text(obj, "success", where),
        mistakes=tuple(mistakes),
        show=show,
        claims=_claims(obj, where),
    )


def parse_lessons(data: object) -> list[Lesson]:
    """Lessons from the parsed JSON.

    Raises:
        LessonError: something is missing or malformed (positions are checked by the rules).
    """
    if not isinstance(data, list) or not data:
        raise LessonError("the lessons file must be a list of lessons")
    lessons = []
    seen: set[str] = set()
    for i, item in enumerate(data):
        where = f"lesson {i + 1}"  # i18n: skip
        if not isinstance(item, dict):
            raise LessonError(f"{where}: a lesson must be an object")
        lesson_id = _text(item, "id", where)
        if lesson_id in seen:
            raise LessonError(f"{where}: the id {lesson_id!r} is used twice")
        seen.add(lesson_id)
        text = item.get("text")
        if not isinstance(text, list) or not all(isinstance(t, str) for t in text):
            raise LessonError(f"{where}: 'text' must be a list of paragraphs")
        steps = item.get("steps")
        if not isinstance(steps, list) or not steps:
            raise LessonError(f"{where}: a lesson needs at least one step")
        lessons.append(
            Lesson(
                id=lesson_id,
                title=_text(item, "title", where),
                text=tuple(text),
                steps=tuple(
                    _step(s, f"{where}, step {k + 1}")  # i18n: skip
                    for k, s in enumerate(steps)
                ),
                summary=str(item.get("summary", "")),
            )
        )
    return lessons


def load_lessons() -> list[Lesson]:
    """The lessons shipped with the game (``game/tutorial/lessons.json``)."""
    text = resources.files(__name__).joinpath("lessons.json").read_text(encoding="utf-8")
    return parse_lessons(json.loads(text))


@dataclass
class Progress:
    """The lessons the learner has completed (by id), saved as ``tutorial.json``."""

    completed: set[str] = field(default_factory=set)

    @classmethod
    def load(cls, store: SaveStore) -> Progress:
        return cls(store.load_progress())

    def save(self, store: SaveStore) -> bool:
        """Write the progress; on failure queue a message for the player and return False."""
        return store.save_progress(self.completed)

    def count(self, lessons: list[Lesson]) -> int:
        """How many of ``lessons`` are completed."""
        return sum(1 for lesson in lessons if lesson.id in self.completed)


__all__ = [
    "PROGRESS_NAME",
    "PROGRESS_VERSION",
    "Claim",
    "Deal",
    "Goal",
    "Lesson",
    "LessonError",
    "Progress",
    "Step",
    "load_lessons",
    "parse_lessons",
]
