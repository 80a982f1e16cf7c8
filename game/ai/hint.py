"""The hint and the coach's one adviser: the best move for a seat from its own view, a short
reason in words, and how much worse another move is judged by the same judgement.

:class:`Adviser` is what the hint and the coach share: :meth:`Adviser.hinted` is the move the
hint gives (the level's bot, with the hint's seed), :meth:`Adviser.judge` how much worse another
move is by that bot's own measure: for the searching levels (Hard, the hint at the table) both
moves played out in the very worlds the hint's search drew, with the same playouts; for the
one-ply levels (Medium, the tutorial's hint) that level's score. A move is called a mistake
only when the hinted move is judged better by :data:`CLEARLY_BETTER` or more, and the hinted
move itself never is.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai.base import Bot, Search
from game.ai.bots import HeuristicBot, blunder_guard, score_moves
from game.ai.features import (
    floor_after,
    immediate_gain,
    is_seep,
    seep_value,
)
from game.ai.levels import make_bot
from game.ai.params import SearchParams
from game.ai.playout import final_margin, playout, solve
from game.ai.sampler import determinize
from game.ai.search import MonteCarloSearch, SearchBot
from game.ai.slices import Sliced, Steps
from game.i18n import _, ngettext
from game.rules import Move, PlayerView, Position, movegen
from game.rules.cards import VALUE, cards_of
from game.rules.movegen import ADD, BID, BUILD, CAPTURE, RAISE, THROW, MoveTuple, clearing_values
from game.rules.position import PLAY
from game.rules.seats import partner_of
from game.text.rules_words import seat_name


def hint(view: PlayerView, level: str = "hard", seed: int = 0) -> tuple[Move, str]:
    """The move the ``level`` player would make for this seat, and why, in a few words.

    Only what the seat may see is used: a view that shows other hands is hidden again first.
    """
    view = PlayerView.of(view.position, view.seat, view.history)
    move = Adviser(level, seed).hinted(view)
    return move, reason(view, move)


#: How much better the hinted move must be judged (points of the deal's margin for the searching
#: levels, of the one-ply score for the others) before another move is called a mistake.
CLEARLY_BETTER = 4.0


@dataclass(frozen=True)
class Judgement:
    """The adviser's judgement of a move: the ``hinted`` move of that position and how much
    worse the move is judged (``loss``; 0 for the hinted move itself, negative if better)."""

    hinted: Move
    loss: float

    @property
    def clearly_worse(self) -> bool:
        """The hinted move is clearly better (by :data:`CLEARLY_BETTER` or more)."""
        return self.loss >= CLEARLY_BETTER


class Adviser:
    """One adviser for the hint and the coach: the ``level``'s player with the hint's ``seed``,
    from a seat's view only (a view that shows other hands is hidden again first)."""

    def __init__(self, level: str = "hard", seed: int = 0) -> None:
        self.level = level
        self.seed = seed

    def bot(self, seed: int | None = None) -> Bot:
        """The hint's player (``seed``: another seed than the adviser's)."""
        return make_bot(self.level, self.seed if seed is None else seed)

    def hinted(self, view: PlayerView, seed: int | None = None) -> Move:
        """The hint's move for this view."""
        view = PlayerView.of(view.position, view.seat, view.history)
        return self.bot(seed).choose(view)

    def judge(
        self, view: PlayerView, move: Move, hinted: Move | None = None, seed: int | None = None
    ) -> Judgement:
        """How much worse ``move`` is than the hinted move (worked out when not given), by the
        hint's own judgement."""
        return self.judging(view, move, hinted, seed).run()

    def judging(
        self, view: PlayerView, move: Move, hinted: Move | None = None, seed: int | None = None
    ) -> Sliced[Judgement]:
        """:meth:`judge` in slices (a frame's few milliseconds at a time): the same judgement,
        however it is sliced. Nothing is worked out before the first :meth:`Sliced.step`."""
        return Sliced(self._judge_steps(view, move, hinted, seed))

    def _judge_steps(
        self, view: PlayerView, move: Move, hinted: Move | None, seed: int | None
    ) -> Steps[Judgement]:
        view = PlayerView.of(view.position, view.seat, view.history)
        bot = self.bot(seed)
        if hinted is None:
            search = bot.begin(view)
            yield
            while not search.step(0.0):  # one unit of the search at a time
                yield
            hinted = search.result()
            known = _searched(search, hinted, move)
            if known is not None:  # the search played it out in every world: its own measure
                return Judgement(Move._make(hinted), known)
        hinted, move = Move._make(hinted), Move._make(move)
        if tuple(move) == tuple(hinted) or view.position.phase != PLAY:
            return Judgement(hinted, 0.0)
        if isinstance(bot, SearchBot):
            loss = yield from _duel(bot, view, hinted, move)
        elif isinstance(bot, HeuristicBot):
            loss = _one_ply(bot, view, hinted, move)
        else:  # a reference bot has no measure: only its own move is right
            loss = 0.0
        return Judgement(hinted, loss)


def _searched(search: Search, hinted: Move, move: Move) -> float | None:
    """How much worse ``move`` is than ``hinted`` by the margins the hint's search found, when
    it played both out in every one of its worlds (else ``None``: the duel measures it)."""
    if not isinstance(search, MonteCarloSearch):
        return None
    a, b = _key(hinted), _key(move)
    counts, totals = search.counts, search.totals
    if counts.get(a) != search.budget or counts.get(b) != search.budget or a == b:
        return None
    return (totals[a] - totals[b]) / search.budget


def _one_ply(bot: HeuristicBot, view: PlayerView, hinted: Move, move: Move) -> float:
    """The one-ply levels' measure: their score (with the guard against blunders)."""
    pos = view.position
    moves = movegen.generate(pos)
    scores = score_moves(pos, view.seat, moves, bot.defence, bot.care, bot.style)
    scores = blunder_guard(pos, view.seat, moves, scores)
    by_move = dict(zip(moves, scores, strict=True))
    return by_move.get(_key(hinted), 0.0) - by_move.get(_key(move), 0.0)


def _key(move: Move) -> MoveTuple:
    return (move[0], move[1], move[2], move[3], move[4])


def _duel(bot: SearchBot, view: PlayerView, hinted: Move, move: Move) -> Steps[float]:
    """The searching levels' measure: both moves played out in the worlds the hint's search
    drew (the same seed, the same worlds, the same playouts), the mean difference of the deal's
    final margin (yielding after each playout, for :class:`~game.ai.slices.Sliced`). The
    worlds are dealt as Hard deals them (uniformly from the view); a level
    that weighs its worlds (Expert) would be judged on Hard's."""
    params = bot.params
    pos = view.position
    rng = random.Random(random.Random(bot.rng_seed(view)).getrandbits(63))
    worlds = max(1, params.iterations)
    total = 0.0
    for _world in range(worlds):
        world = determinize(pos, view.seat, rng)
        world_seed = rng.getrandbits(32)
        a = _played_out(world, hinted, params, world_seed, view.seat & 1)
        yield
        b = _played_out(world, move, params, world_seed, view.seat & 1)
        yield
        total += a - b
    return total / worlds


def _played_out(
    world: Position, move: MoveTuple, params: SearchParams, world_seed: int, team: int
) -> float:
    """``move`` played in ``world`` and the deal finished as the search finishes it."""
    child = world.copy()
    movegen.play(child, move)
    if 48 - world.plays_made - 1 <= params.exact_plays:
        return solve(child, team, -1e9, 1e9)
    playout(
        child,
        random.Random(world_seed),
        True,
        bool(params.houses_aware),
        params.explore,
        params.smart_plies,
        bool(params.counting),
        params.style,
        params.defence,
        params.reply,
        int(params.counter_plies),
        bool(params.reply_sums),
        48 - int(params.tail),
    )
    if child.phase == PLAY:
        return solve(child, team, -1e9, 1e9)
    return final_margin(child, team)


def sweep_values(view: PlayerView, move: MoveTuple) -> list[int]:
    """The values of the cards that would clear the floor ``move`` leaves, of which the seat
    has not seen every card (a value whose four cards it holds or has seen sweeps nothing)."""
    pos = view.position
    loose, houses = floor_after(pos, move)
    if not loose and not houses:
        return []
    unseen = view.unseen()
    left = {VALUE[c] for c in cards_of(unseen)}
    return [v for v in clearing_values(loose, houses) if v in left]


def reason(view: PlayerView, move: Move) -> str:
    """A short reason for a move, said after the play's own words: "worth 13 points", "leaves no
    seep for East"... (in the current language)."""
    pos = view.position
    kind, _card, _loose, _hv, v = move
    if kind == BID:
        if v in (8, 11):
            # Translators: the hint for the bid: "you hold an 11: bid it and plan...".
            text = _("you hold an {value}: bid it and plan a house or capture of {value}")
        else:
            # Translators: the hint for the bid: "you hold a 9: bid it and plan...".
            text = _("you hold a {value}: bid it and plan a house or capture of {value}")
        return text.format(value=v)
    gain = immediate_gain(pos, move)
    parts: list[str] = []
    if kind == CAPTURE:
        # The play's own words say what it takes ("J♦ takes the 2♣"): the reason says what for.
        if is_seep(pos, move):
            # Translators: a hint's reason (after the move, e.g. "J♦ takes the 2♣ — ...").
            parts.append(
                _("sweeps the floor: a seep worth {points}").format(points=seep_value(pos))
            )
        elif gain:
            # Translators: a hint's reason, after the play it explains: "J♦ takes the A♠ and the
            # 2♠ — worth 3 points"; {n} is the points.
            text = ngettext("worth {n} point", "worth {n} points", gain)
            parts.append(text.format(n=gain))
        else:
            # Translators: a hint's reason, after a capture that takes no points.
            parts.append(_("clears cards off the floor"))
    # The other reasons, too, follow the play's own words ("4♣ builds a house of 12 with the
    # 8♥ — ..."), so they say why, not again what.
    elif kind == BUILD:
        # Translators: a hint's reason, after "4♣ builds a house of 12 with the 8♥ — ".
        parts.append(_("you hold its key"))
    elif kind == ADD:
        parts.append(_add_reason(view, v))
    elif kind == RAISE:
        # Translators: a hint's reason, after "A♣ raises the house of 9 to 10 — ".
        parts.append(_("it becomes yours"))
    elif kind == THROW:
        if sweep_values(view, move):
            # Translators: a hint's reason, after "throw the 4♦ — ".
            parts.append(_("every other play gives away more"))
        else:
            # Translators: a hint's reason, after "throw the 4♦ — ".
            parts.append(_("it gives nothing away"))
    nxt = (pos.to_play + 1) % pos.players
    opponent_next = pos.players == 2 or (nxt & 1) != (view.seat & 1)
    if opponent_next and pos.plays_made + 1 < 48:
        after_loose, after_houses = floor_after(pos, move)
        if (after_loose or after_houses) and not sweep_values(view, move):
            risky = any(sweep_values(view, m) for m in movegen.generate(pos) if m != tuple(move))
            if risky:
                # Translators: {name} is the next player's seat name ("East").
                text = _("leaves no seep for {name}").format(name=seat_name(nxt, pos.players))
                parts.append(text)
    # Translators: between the reasons of a hint: "worth 1 point; leaves no seep".
    return _("; ").join(parts)


def _add_reason(view: PlayerView, value: int) -> str:
    """Why add to a house: it becomes pakka (only if it was not, and could still be raised: a
    house of 13 never can), or the player comes to own it, or it gives nothing away."""
    pos = view.position
    house = pos.houses[value]
    if not house.pakka and value < 13:
        # Translators: a hint's reason, after "Q♥ goes on the house of 12 — ".
        return _("makes it pakka, so nobody can raise it")
    seat = view.seat
    partner = partner_of(seat, pos.players)
    partner_owns = partner is not None and partner in house.owners
    if seat not in house.owners and not partner_owns:
        # Translators: a hint's reason, after "Q♥ goes on the house of 12 — " (another
        # player's house, which the player comes to own too).
        return _("it becomes yours too")
    # Translators: a hint's reason, after "throw the 4♦ — ".
    return _("it gives nothing away")
