"""The match result's parts: its facts (the seeps, the best capture), the chart of each deal's
points and the confetti of a won match. The scene (:class:`~game.scenes.table.summary.
MatchResultScene`) lays them out; nothing here knows it."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.media import theme
from game.rules import Match, card_points, needs_redeal
from game.rules.events import CardsCaptured
from game.rules.match import DealSummary
from game.rules.notation import GameRecord
from game.scenes.kit.drawing import TEAM_COLOURS, TextCache
from game.text.finish import result_chart_deal

# ----------------------------------------------------------------------------------------------
# Facts.


@dataclass(frozen=True)
class BestCapture:
    """The capture worth the most card points in a match (the first of equals)."""

    seat: int
    cards: tuple[int, ...]  # the card played first, then what it took
    points: int
    deal: int  # 1 for the first


def best_capture(record: GameRecord) -> BestCapture | None:
    """The match's best capture, replayed from its ``record`` (``None``: no capture scored)."""
    tens = record.rules.ten_of_diamonds_points
    best: BestCapture | None = None
    match: Match | None = None
    for number, deal in enumerate(record.deals, start=1):
        if match is None:
            match = Match.start(record.rules, dealer=deal.dealer, deck=deal.deck, seed=0)
        else:
            match.next_deal(deal.deck)
        if not deal.moves and needs_redeal(match.position):
            match.throw_in()
            continue
        for move in deal.moves:
            for event in match.play(move):
                if not isinstance(event, CardsCaptured):
                    continue
                cards = (event.card, *event.loose, *event.house_cards)
                points = sum(card_points(c, tens) for c in cards)
                if points > 0 and (best is None or points > best.points):
                    best = BestCapture(event.seat, cards, points, number)
    return best


def seeps_by_team(summaries: Sequence[DealSummary], players: int) -> tuple[int, int]:
    """How many seeps each team made in the match (a two-player game: each player)."""
    counts = [0, 0]
    for summary in summaries:
        for seat, _play, _points in summary.seeps:
            counts[seat % 2 if players == 4 else seat] += 1
    return (counts[0], counts[1])


# ----------------------------------------------------------------------------------------------
# The chart.


def chart_bars(
    area: pygame.Rect, scores: Sequence[tuple[int, int]]
) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """Each deal's pair of bars (ours, theirs) in ``area``: heights in proportion to the points,
    up from a baseline (down for a negative score), the pairs side by side."""
    if not scores:
        return []
    top = max(1, *(max(a, b) for a, b in scores))
    bottom = min(0, *(min(a, b) for a, b in scores))
    span = top - bottom
    base = area.top + round(area.height * top / span)
    slot = area.width / len(scores)
    bar = max(3, min(round(slot * 0.32), round(area.height * 0.16)))
    out = []
    for i, pair in enumerate(scores):
        cx = area.left + slot * (i + 0.5)
        rects = []
        for k, points in enumerate(pair):
            h = round(area.height * abs(points) / span)
            left = round(cx - bar - 1) if k == 0 else round(cx + 1)
            y = base - h if points >= 0 else base
            rects.append(pygame.Rect(left, y, bar, max(1, h)))
        out.append((rects[0], rects[1]))
    return out


def draw_chart(
    surface: pygame.Surface,
    area: pygame.Rect,
    summaries: Sequence[DealSummary],
    texts: TextCache,
    px: int,
) -> None:
    """Each deal's points as a pair of bars in the team colours (the last twelve deals), the
    points over each bar and the deal's number under it."""
    played = [(n, s) for n, s in enumerate(summaries, start=1) if s.ended_by != "thrown_in"]
    played = played[-12:]
    label_h = round(px * 1.4)
    bars_area = pygame.Rect(area.x, area.y + label_h, area.width, area.height - 2 * label_h)
    bars = chart_bars(bars_area, [s.deal_score for _n, s in played])
    for (number, summary), pair in zip(played, bars, strict=True):
        for team, rect in enumerate(pair):
            colour = TEAM_COLOURS[team]
            pygame.draw.rect(surface, colour, rect, border_radius=max(1, rect.width // 5))
            value = texts.text(str(summary.deal_score[team]), px, colour)
            negative = summary.deal_score[team] < 0
            spot = value.get_rect(midtop=(rect.centerx, rect.bottom + 1))
            if not negative:
                spot = value.get_rect(midbottom=(rect.centerx, rect.top - 1))
            surface.blit(value, spot)
        label = texts.text(result_chart_deal(number), px, theme.TEXT_DIM)
        surface.blit(label, label.get_rect(midtop=(pair[0].right + 1, area.bottom - label_h)))
    if bars:
        base = max(r.bottom for pair in bars for r in pair if r.top < bars_area.bottom)
        pygame.draw.line(surface, theme.TEXT_DIM, (area.left, base), (area.right, base), 1)


# ----------------------------------------------------------------------------------------------
# Confetti.

GRAVITY = 0.9  # of the window height per second per second
DRAG = 0.8  # the air slows a paper bit: its speed falls by this share each second
PAPER = (theme.GOLD, TEAM_COLOURS[0], TEAM_COLOURS[1], theme.TEXT)


@dataclass
class Bit:
    """One piece of paper: where it is, how it moves and turns, how long it has left."""

    x: float
    y: float
    vx: float
    vy: float
    angle: float  # degrees
    spin: float  # degrees a second
    flip: float  # the turn about its own axis (its drawn width follows cos)
    flip_speed: float
    w: float
    h: float
    colour: int
    life: float  # seconds in all
    age: float = 0.0

    @property
    def alpha(self) -> int:
        """Fully there, then fading out over the last 40% of its life."""
        left = 1.0 - self.age / self.life
        return max(0, min(255, round(255 * min(1.0, left / 0.4))))

    def corners(self) -> list[tuple[float, float]]:
        w = self.w * max(0.15, abs(math.cos(self.flip)))
        a = math.radians(self.angle)
        c, s = math.cos(a), math.sin(a)
        out = []
        for lx, ly in ((-w / 2, -self.h / 2), (w / 2, -self.h / 2), (w / 2, self.h / 2)):
            out.append((self.x + lx * c - ly * s, self.y + lx * s + ly * c))
        lx, ly = -w / 2, self.h / 2
        out.append((self.x + lx * c - ly * s, self.y + lx * s + ly * c))
        return out


class Confetti:
    """Paper bits thrown up from under the result's panel: they rise, turn, fall with gravity
    and fade. Drawn on a layer of their own (their fading needs alpha)."""

    def __init__(self) -> None:
        self.bits: list[Bit] = []
        self._layer: pygame.Surface | None = None

    @property
    def active(self) -> bool:
        return bool(self.bits)

    def burst(self, size: tuple[int, int], count: int, seed: int) -> None:
        """``count`` bits from two points low on either side of the window, thrown up and in."""
        w, h = size
        rng = random.Random(seed)
        for i in range(count):
            side = -1 if i % 2 else 1
            x = w * (0.5 - side * rng.uniform(0.3, 0.45))
            speed = h * rng.uniform(0.9, 1.5)
            lean = math.radians(rng.uniform(5, 35)) * side
            paper = h * rng.uniform(0.009, 0.016)
            self.bits.append(
                Bit(
                    x=x,
                    y=h * rng.uniform(0.85, 1.0),
                    vx=speed * math.sin(lean),
                    vy=-speed * math.cos(lean),
                    angle=rng.uniform(0, 360),
                    spin=rng.uniform(-360, 360),
                    flip=rng.uniform(0, math.tau),
                    flip_speed=rng.uniform(4, 11),
                    w=paper,
                    h=paper * rng.uniform(1.4, 2.2),
                    colour=rng.randrange(len(PAPER)),
                    life=rng.uniform(2.2, 3.4),
                )
            )

    def update(self, dt: float, height: int) -> None:
        keep = []
        for b in self.bits:
            b.age += dt
            b.vy += GRAVITY * height * dt
            b.vx *= max(0.0, 1.0 - DRAG * dt)
            b.vy *= max(0.0, 1.0 - DRAG * dt)
            b.x += b.vx * dt
            b.y += b.vy * dt
            b.angle = (b.angle + b.spin * dt) % 360
            b.flip += b.flip_speed * dt
            if b.age < b.life and b.y < height + b.h * 2:
                keep.append(b)
        self.bits = keep

    def draw(self, surface: pygame.Surface) -> None:
        if not self.bits:
            return
        size = surface.get_size()
        if self._layer is None or self._layer.get_size() != size:
            self._layer = pygame.Surface(size, pygame.SRCALPHA)
        layer = self._layer
        layer.fill((0, 0, 0, 0))
        for b in self.bits:
            c = PAPER[b.colour]
            pygame.draw.polygon(layer, (c.r, c.g, c.b, b.alpha), b.corners())
        surface.blit(layer, (0, 0))


__all__ = [
    "BestCapture",
    "Bit",
    "Confetti",
    "best_capture",
    "chart_bars",
    "draw_chart",
    "seeps_by_team",
]
