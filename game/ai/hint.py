"""The hint: the best move for a seat from its own view, with a short reason in words."""

from __future__ import annotations

from game.ai.features import (
    captured_mask,
    floor_after,
    immediate_gain,
    is_seep,
    seep_value,
)
from game.ai.levels import make_bot
from game.rules import Move, PlayerView, movegen
from game.rules.cards import card_symbol, cards_of
from game.rules.describe import card_list, seat_name
from game.rules.movegen import ADD, BID, BUILD, CAPTURE, RAISE, THROW, clearing_values


def hint(view: PlayerView, level: str = "hard", seed: int = 0) -> tuple[Move, str]:
    """The move the ``level`` player would make for this seat, and why, in a few words.

    Only what the seat may see is used: a view that shows other hands is hidden again first.
    """
    view = PlayerView.of(view.position, view.seat, view.history)
    move = make_bot(level, seed).choose(view)
    return move, reason(view, move)


def reason(view: PlayerView, move: Move) -> str:
    """A short reason for a move: "takes the K♠ for 13", "leaves no seep for East"..."""
    pos = view.position
    kind, card, _loose, hv, v = move
    if kind == BID:
        article = "an" if v in (8, 11) else "a"
        return f"you hold {article} {v}: bid it and plan a house or capture of {v}"
    gain = immediate_gain(pos, move)
    parts: list[str] = []
    if kind == CAPTURE:
        taken = captured_mask(pos, move) & ~(1 << card)
        what = card_list(cards_of(taken & pos.loose)) if taken & pos.loose else ""
        if hv:
            what = f"the house of {hv}" + (f" and {what}" if what else "")
        if is_seep(pos, move):
            parts.append(f"sweeps the floor: a seep worth {seep_value(pos)}")
        elif gain:
            parts.append(f"takes {what} for {gain} point{'s' if gain != 1 else ''}")
        else:
            parts.append(f"takes {what}, clearing cards off the floor")
    elif kind == BUILD:
        parts.append(f"builds a house of {v} that you hold the key for")
    elif kind == ADD:
        parts.append(f"makes the house of {v} pakka, so nobody can raise it")
    elif kind == RAISE:
        parts.append(f"breaks the house of {hv} and makes it yours at {v}")
    elif kind == THROW:
        after_loose, after_houses = floor_after(pos, move)
        if clearing_values(after_loose, after_houses):
            parts.append(f"throws the {card_symbol(card)}: every other play gives away more")
        else:
            parts.append(f"throws the {card_symbol(card)}, which gives nothing away")
    nxt = (pos.to_play + 1) % pos.players
    opponent_next = pos.players == 2 or (nxt & 1) != (view.seat & 1)
    if opponent_next and pos.plays_made + 1 < 48:
        after_loose, after_houses = floor_after(pos, move)
        if (after_loose or after_houses) and not clearing_values(after_loose, after_houses):
            risky = any(
                clearing_values(*floor_after(pos, m))
                for m in movegen.generate(pos)
                if m != tuple(move)
            )
            if risky:
                parts.append(f"leaves no seep for {seat_name(nxt, pos.players)}")
    return "; ".join(parts)
