"""The table's heads-up display around the board: the score panel, the name plates, the piles,
the deck and the log. Plain functions of what they show; the words come from
:class:`game.play.words.Words`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from game import theme
from game.play.words import Words
from game.rules import Match, seat_name
from game.rules.seats import team_of
from game.scenes.cards import CardImages, CardSprite
from game.scenes.layout import TableLayout, seat_side
from game.scenes.table_hud import TEAM_COLOURS, PanelCache, TextCache, pile, plate, team_mark
from game.scenes.widgets import LEVEL_WORDS


def log_header(lay: TableLayout) -> pygame.Rect:
    """The log's title bar (all that shows when it is collapsed)."""
    h = max(16, round(lay.size[1] * 0.042))
    return pygame.Rect(lay.log.x, lay.log.y, lay.log.width, h)


def draw_deck(
    surface: pygame.Surface, images: CardImages, sprites: Iterable[CardSprite], deal_done: bool
) -> None:
    """The stock, a few backs high, by the dealer."""
    stock = [s for s in sprites if s.kind == "stock" and not s.travelling]
    if not stock or deal_done:
        return
    s = stock[0]
    size = s.size()
    back = images.image(None, size, s.angle)
    layers = min(4, 1 + len(stock) // 10)
    for i in range(layers):
        rect = back.get_rect(center=(round(s.x) - i, round(s.y) - i * 2))
        surface.blit(back, rect)


def draw_score(
    surface: pygame.Surface,
    lay: TableLayout,
    texts: TextCache,
    panels: PanelCache,
    match: Match,
    words: Words,
    deal_number: int,
) -> None:
    """The match standing: baazi and deal, the lead, the target and the bid."""
    rect = lay.score
    surface.blit(
        panels.get(rect.size, radius=lay.gap * 2, border=theme.with_alpha(theme.GOLD, 110)),
        rect,
    )
    rules = match.rules
    pad = lay.gap
    px = lay.font_name
    small = lay.font_small
    x, y = rect.x + pad * 1.3, rect.y + pad * 0.8
    if rules.match_mode == "rounds":
        deal = min(deal_number, rules.rounds_count)
        head = f"DEAL {deal} OF {rules.rounds_count}"
    else:
        b = sum(match.baazis) + 1
        head = f"BAAZI {min(b, rules.baazi_count)} OF {rules.baazi_count}"
        head += f" · DEAL {deal_number}"
    img = texts.text(head, small, theme.GOLD, bold=True)
    surface.blit(img, (x, y))
    y += img.get_height() + pad * 0.2
    r0, r1 = match.running
    mark = px * 0.32
    parts: list[tuple[str, pygame.Color, int | None]]
    if rules.match_mode == "baazi" and rules.scoring_method == "difference":
        if r0 == 0:
            parts = [("Level", theme.TEXT, None)]
        else:
            team = 0 if r0 > 0 else 1
            parts = [
                ("Lead ", theme.TEXT, None),
                (f"{words.team_name(team)} +{abs(r0)}", TEAM_COLOURS[team], team),
            ]
    else:
        parts = [
            (f"{words.team_name(0)} {r0:+d}", TEAM_COLOURS[0], 0),
            ("  ", theme.TEXT, None),
            (f"{words.team_name(1)} {r1:+d}", TEAM_COLOURS[1], 1),
        ]
    cx = x
    for text, colour, who in parts:
        if who is not None:
            team_mark(surface, (cx + mark, y + px * 0.72), mark, who)
            cx += mark * 2.8
        img = texts.text(text, px, colour, bold=who is not None)
        surface.blit(img, (cx, y))
        cx += img.get_width()
    y += round(px * 1.45)
    pos = match.position
    line_words = []
    if rules.match_mode == "baazi":
        line_words.append(f"Target {rules.baazi_target}")
        if rules.baazi_count > 1:
            b0, b1 = match.baazis
            line_words.append(f"baazis {b0}–{b1}")
    if pos.bid is not None:
        line_words.append(f"bid {pos.bid} by {words.names[pos.bidder]}")
    elif pos.phase == "bid" and not match.deal_done:
        line_words.append(f"{words.names[pos.bidder]} to bid")
    line = " · ".join(line_words)
    if line:
        img = texts.text(line[0].upper() + line[1:], small, theme.TEXT)
        width = rect.right - pad - x
        surface.blit(img, (x, y), pygame.Rect(0, 0, width, img.get_height()))


def draw_plates(
    surface: pygame.Surface,
    lay: TableLayout,
    texts: TextCache,
    panels: PanelCache,
    match: Match,
    words: Words,
    levels: Sequence[str | None],
    *,
    human: int,
    thinking: float | None,
    thinking_seat: int | None,
) -> None:
    """Each seat's name plate: name, level or "Your turn", the dealer's mark, thinking dots."""
    pos = match.position
    players = pos.players
    in_play = not match.deal_done and pos.phase in ("bid", "play")
    for seat in range(players):
        side = seat_side(seat, players, human)
        rect = lay.plates[side]
        level = levels[seat]
        turn = in_play and pos.to_play == seat
        if level is None:
            detail = "Your turn" if turn else "You"
        else:
            detail = LEVEL_WORDS.get(level, level.title())
            if words.is_partner(seat):
                detail += " · partner"
        plate(
            surface,
            rect,
            texts,
            panels,
            name=words.names[seat],
            detail=detail,
            team=team_of(seat),
            letter=seat_name(seat, players)[0],
            turn=turn,
            dealer=seat == pos.dealer,
            thinking=thinking if thinking_seat == seat else None,
            font_px=lay.font_name,
        )


def draw_piles(
    surface: pygame.Surface,
    lay: TableLayout,
    images: CardImages,
    texts: TextCache,
    shown: Sequence[tuple[int, int, int]],
    words: Words,
) -> None:
    """Both teams' piles with their cards, points and seeps as last shown."""
    back = images.image(None, lay.small)
    for team in (0, 1):
        count, points, seeps = shown[team]
        pile(
            surface,
            lay.piles[team],
            lay.pile_labels[team],
            back,
            texts,
            count=count,
            points=points,
            seeps=seeps,
            team=team,
            title=words.team_name(team),
            font_px=lay.font_name,
            right_align=team == 1,
        )


def draw_log(
    surface: pygame.Surface,
    lay: TableLayout,
    texts: TextCache,
    panels: PanelCache,
    lines: Sequence[str],
    *,
    offset: int,
    collapsed: bool,
) -> None:
    """The log, newest entry first and brightest; ``offset`` older entries scrolled past."""
    head = log_header(lay)
    rect = head if collapsed else lay.log
    surface.blit(
        panels.get(rect.size, radius=lay.gap * 2, border=theme.with_alpha(theme.GOLD, 90)),
        rect,
    )
    title = texts.text("Log", lay.font_small, theme.GOLD, bold=True)
    surface.blit(title, (head.x + lay.gap, head.centery - title.get_height() // 2))
    if collapsed:
        return
    px = lay.font_log
    pad = lay.gap
    y = head.bottom
    bottom = rect.bottom - pad
    width = rect.width - pad * 2
    line_h = texts.font(px).get_linesize()
    entries = list(enumerate(reversed(lines)))
    shown = entries[:1] + entries[1 + offset :]
    if offset:
        more = texts.text(f"{offset} hidden, scroll up", max(8, px - 2), theme.TEXT_DIM)
        right = rect.right - pad - head.height  # left of the collapse button
        surface.blit(more, (right - more.get_width(), head.centery - more.get_height() // 2))
    for age, text in shown:
        rows = texts.wrap(text, px, width)
        if y + line_h * len(rows) > bottom:
            break
        alpha = max(95, 255 - age * 38)
        colour = theme.TEXT if age == 0 else theme.TEXT_DIM
        for row in rows:
            img = texts.text(row, px, colour, shadow=age == 0)
            img.set_alpha(alpha)
            surface.blit(img, (rect.x + pad, y))
            img.set_alpha(255)
            y += line_h
        y += round(line_h * 0.3)
