"""The table's heads-up display around the board: the score panel, the name plates, the piles,
the deck and the log. Plain functions of what they show; the words come from
:class:`game.text.words.Words`."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

import pygame

from game.i18n import _, ngettext
from game.media import theme
from game.media.assets import Assets
from game.play.seat import Standing
from game.rules import Move, Position, card_points_of, cards_of
from game.rules.match import seep_points_of
from game.rules.seats import team_of
from game.scenes.board.layout import TableLayout, card_size, seat_side
from game.scenes.board.sprites import Toast
from game.scenes.kit.cards import CardImages, CardSprite
from game.scenes.kit.drawing import (
    TEAM_COLOURS,
    PanelCache,
    TextCache,
    pile,
    plate,
    seat_letter,
    team_mark,
    toast,
)
from game.scenes.kit.paint import FeltCache
from game.scenes.kit.widgets import LEVEL_WORDS
from game.storage.stats import FRIENDS
from game.text import friends as friend_words
from game.text.words import Words


def pile_counts(pos: Position) -> list[tuple[int, int, int]]:
    """Each team's pile as its label shows it: cards, card points, seeps."""
    points = card_points_of(pos)
    seeps = [0, 0]
    for seat, _play, _points in pos.seeps:
        seeps[team_of(seat)] += 1
    return [(pos.piles[t].bit_count(), points[t], seeps[t]) for t in (0, 1)]


def deal_tally(match: Standing, words: Words) -> str | None:
    """The score panel's live line for the deal in play (``None`` before the bid and between
    deals): each team's card points plus seeps so far, from the rules core."""
    pos = match.position
    if match.deal_done or pos.phase == "bid":
        return None
    counts = [sum(1 for s, _p, _v in pos.seeps if team_of(s) == t) for t in (0, 1)]
    return words.deal_tally(card_points_of(pos), seep_points_of(pos), counts)


@dataclass
class LastPlay:
    """The previous play, shown for a moment over the floor (P, Last play)."""

    text: str
    cards: list[int]
    left: float


def move_cards(move: Move, before: Position) -> list[int]:
    """The cards a move touched: the one played, then the loose cards and the house's cards it
    took, added to or raised (as they were before it)."""
    cards = [move.card] if move.card >= 0 else []
    cards += move.loose_cards()
    value = move.house if move.action in ("capture", "raise") else move.value
    house = before.houses.get(value) if move.action in ("capture", "raise", "add") else None
    if house is not None:
        cards += [c for c in cards_of(house.cards) if c not in cards]
    return cards


#: The Last play pop-up's fill: opaque, so nothing under it shows through its words.
LAST_PLAY_FILL = pygame.Color(14, 38, 24)


@dataclass(frozen=True)
class LastPlayBox:
    """Where the Last play pop-up goes and how its parts fit: over the log's column, never over
    the floor and the houses it talks about."""

    box: pygame.Rect
    lines: list[str]
    card: tuple[int, int]
    per_row: int


def last_play_box(lay: TableLayout, texts: TextCache, shown: LastPlay) -> LastPlayBox:
    """The pop-up's geometry: as wide as the log's column, its words wrapped to it, its cards
    as large as the floor's (a little smaller) down to what fits, in rows if they must."""
    px = lay.font_name
    gap = lay.gap
    width = lay.log.width
    inner = width - px * 2
    lines = texts.wrap(shown.text, px, inner)
    w, h = card_size(lay.floor_card[1] * 0.8)
    n = len(shown.cards)
    per_row = max(1, n)
    if n and n * w + (n - 1) * gap > inner:
        small = max(round(w * 0.6), (inner - (n - 1) * gap) // n)
        w, h = card_size(small * h / w)
        per_row = max(1, min(n, (inner + gap) // (w + gap)))
    rows = -(-n // per_row) if n else 0
    height = len(lines) * round(px * 1.4) + rows * (h + gap) + px * 2
    box = pygame.Rect(lay.log.x, lay.log.y, width, min(height, lay.log.height))
    return LastPlayBox(box, lines, (w, h), per_row)


def draw_last_play(
    surface: pygame.Surface,
    lay: TableLayout,
    images: CardImages,
    texts: TextCache,
    panels: PanelCache,
    shown: LastPlay,
) -> None:
    """The previous play in an opaque panel over the log's column: its words, its cards."""
    px = lay.font_name
    gap = lay.gap
    fit = last_play_box(lay, texts, shown)
    box = fit.box
    alpha = min(1.0, shown.left / 0.4)
    panel = panels.get(
        box.size, radius=px, border=theme.with_alpha(theme.GOLD, 170), fill=LAST_PLAY_FILL
    )
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    layer.blit(panel, (0, 0))
    y = px
    for line in fit.lines:
        img = texts.text(line, px, theme.TEXT)
        layer.blit(img, img.get_rect(midtop=(box.width // 2, y)))
        y += round(px * 1.4)
    w, h = fit.card
    for start in range(0, len(shown.cards), fit.per_row):
        row = shown.cards[start : start + fit.per_row]
        x = (box.width - (len(row) * w + (len(row) - 1) * gap)) // 2
        for card in row:
            layer.blit(images.image(card, (w, h)), (x, y + gap // 2))
            x += w + gap
        y += h + gap
    layer.set_alpha(round(255 * alpha))
    surface.blit(layer, box)


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


def leader_of(running: Sequence[int]) -> int | None:
    """The team ahead in the match standing (``None`` when level): the higher running total,
    not the sign of ours (under totals both can be positive and they can still lead)."""
    r0, r1 = running
    if r0 == r1:
        return None
    return 0 if r0 > r1 else 1


def fitting_px(texts: TextCache, text: str, px: int, width: int, *, bold: bool = False) -> int:
    """The largest size from ``px`` down whose line of ``text`` fits ``width`` pixels (down to
    about half of ``px``: a panel's line shrinks rather than being cut at its edge)."""
    low = max(6, px // 2)
    size = px
    while size > low and texts.font(size, bold=bold).size(text)[0] + max(1, size // 14) > width:
        size -= 1
    return size


def _rows(texts: TextCache, parts: Sequence[str], px: int, width: int) -> list[str]:
    """``parts`` joined with " · " into as few rows as fit ``width`` at ``px`` (a part too long
    for a row alone is wrapped by words): a line wraps rather than shrinking past reading."""
    font = texts.font(px)
    rows: list[str] = []
    for part in parts:
        trial = f"{rows[-1]} · {part}" if rows else part
        if rows and font.size(trial)[0] <= width:
            rows[-1] = trial
        elif font.size(part)[0] <= width:
            rows.append(part)
        else:
            rows.extend(texts.wrap(part, px, width))
    return rows


def draw_score(
    surface: pygame.Surface,
    lay: TableLayout,
    texts: TextCache,
    panels: PanelCache,
    match: Standing,
    words: Words,
    deal_number: int,
) -> None:
    """The match standing: baazi and deal, the lead, the target and the bid. The panel is as
    tall as its lines (up to the layout's room); a line too long for it wraps."""
    rect = lay.score
    rules = match.rules
    pad = lay.gap
    px = lay.font_name
    small = lay.font_small
    x, y = rect.x + pad * 1.3, rect.y + pad * 0.8
    width = round(rect.right - pad - x)
    if rules.match_mode == "rounds":
        deal = min(deal_number, rules.rounds_count)
        # Translators: the score panel's first line (capitals in English).
        head = _("DEAL {deal} OF {count}").format(deal=deal, count=rules.rounds_count)
    else:
        b = sum(match.baazis) + 1
        # Translators: the score panel's first line (capitals in English).
        head = _("BAAZI {baazi} OF {count} · DEAL {deal}").format(
            baazi=min(b, rules.baazi_count), count=rules.baazi_count, deal=deal_number
        )
    head_px = fitting_px(texts, head, small, width, bold=True)
    pos = match.position
    line_words = []
    if rules.match_mode == "baazi":
        # Translators: in the score panel: the target that wins a baazi.
        line_words.append(_("First to {target} wins").format(target=rules.baazi_target))
        if rules.baazi_count > 1:
            b0, b1 = match.baazis
            # Translators: in the score panel: baazis won by us and by them ("baazis 1–0").
            line_words.append(_("baazis {us}–{them}").format(us=b0, them=b1))
    if pos.bid is not None:
        line_words.append(words.bid_by(pos.bid, pos.bidder))
    elif pos.phase == "bid" and not match.deal_done:
        line_words.append(words.to_bid(pos.bidder))
    rows = [row[0].upper() + row[1:] for row in _rows(texts, line_words, small, width)]
    row_h = round(small * 1.3)
    head_img = texts.text(head, head_px, theme.GOLD, bold=True)
    tally = deal_tally(match, words)
    tally_h = round(small * 1.45) if tally is not None else 0
    tall = round(pad * 1.0 + head_img.get_height() + pad * 0.2 + px * 1.4) + tally_h
    tall += row_h * len(rows) + round(pad * 0.5)
    shown = pygame.Rect(rect.x, rect.y, rect.width, min(rect.height, tall))
    surface.blit(
        panels.get(shown.size, radius=lay.gap * 2, border=theme.with_alpha(theme.GOLD, 110)),
        shown,
    )
    surface.blit(head_img, (x, y))
    y += head_img.get_height() + pad * 0.2
    # The match standing, in words, in the colour of the team that leads, with its mark.
    mark = px * 0.32
    standing = words.standing(rules, match.running, match.baazis)
    cx = x
    leader = leader_of(match.running)
    if leader is not None:
        team_mark(surface, (cx + mark, y + px * 0.72), mark, leader)
        cx += mark * 2.8
    colour = TEAM_COLOURS[leader] if leader is not None else theme.TEXT
    room = round(rect.right - pad - cx)
    bold = leader is not None
    size = fitting_px(texts, standing, px, room, bold=bold)
    if bold and size < px:  # a long line: regular weight before a smaller size
        bold = False
        size = fitting_px(texts, standing, px, room)
    img = texts.text(standing, size, colour, bold=bold)
    surface.blit(img, (cx, y + (px - size) * 0.6))
    y += round(px * 1.4)
    # This deal so far: card points and seeps per team, live (the rules core's own figures).
    if tally is not None:
        size = fitting_px(texts, tally, small, width)
        img = texts.text(tally, size, theme.TEXT)
        surface.blit(img, (x, y + (small - size) * 0.6))
    y += tally_h
    for row in rows:
        img = texts.text(row, small, theme.TEXT)
        surface.blit(img, (x, y + (row_h - img.get_height()) // 2))
        y += row_h


def draw_plates(
    surface: pygame.Surface,
    lay: TableLayout,
    texts: TextCache,
    panels: PanelCache,
    match: Standing,
    words: Words,
    levels: Sequence[str | None],
    *,
    human: int,
    thinking: float | None,
    thinking_seat: int | None,
    settled: bool = True,
    people: Collection[int] = (),
    stand_ins: Collection[int] = (),
) -> None:
    """Each seat's name plate: name, level or "Your turn", the dealer's mark, thinking dots
    (the turn is shown only once the cards have ``settled``: not while they are flying). At a
    friends' table each other seat of ``people`` (the seats people play) says "friend" or
    "partner", and a seat in ``stand_ins`` (a friend dropped: a computer plays it) says so."""
    pos = match.position
    players = pos.players
    in_play = settled and not match.deal_done and pos.phase in ("bid", "play")
    for seat in range(players):
        side = seat_side(seat, players, human)
        rect = lay.plates[side]
        level = levels[seat]
        turn = in_play and pos.to_play == seat
        if seat in stand_ins and seat != human:
            detail = friend_words.plate_stand_in()
        elif (seat in people and seat != human) or level == FRIENDS:
            # a friend (or the host, at a friend's table), or a kept friends' match replayed
            detail = friend_words.plate_person(words.is_partner(seat))
        elif level is None and seat != human:  # a person not known as a friend (a replay)
            detail = ""
        elif level is None:  # the human: "Your turn", or nothing (never "You / You")
            detail = words.your_turn_label() if turn else words.you_label(seat)
        else:
            detail = _(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level.title()
            if words.is_partner(seat):
                # Translators: on a name plate: {level} is the computer player's level ("Easy").
                detail = _("{level} · partner").format(level=detail)
        plate(
            surface,
            rect,
            texts,
            panels,
            name=words.names[seat],
            detail=detail,
            team=team_of(seat),
            letter=seat_letter(seat, players),
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


LOG_MIN_ALPHA = 175  # the oldest lines still read at 4.5:1 on the log's panel


def log_line_alpha(age: int) -> int:
    """How opaque a log line of ``age`` (0: the newest) is drawn: older lines fade a little,
    never below :data:`LOG_MIN_ALPHA`."""
    return max(LOG_MIN_ALPHA, 255 - age * 20)


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
    # Translators: the title of the table's log (the list of what happened).
    title = texts.text(_("Log"), lay.font_small, theme.GOLD, bold=True)
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
        # Translators: in the log's title bar: {n} older entries are scrolled out of view.
        hidden = ngettext("{n} hidden, scroll up", "{n} hidden, scroll up", offset)
        more = texts.text(hidden.format(n=offset), px, theme.TEXT_DIM)
        right = rect.right - pad - head.height  # left of the collapse button
        surface.blit(more, (right - more.get_width(), head.centery - more.get_height() // 2))
    for age, text in shown:
        rows = texts.wrap(text, px, width)
        if y + line_h * len(rows) > bottom:
            break
        alpha = log_line_alpha(age)
        colour = theme.TEXT if age == 0 else theme.TEXT_DIM
        for row in rows:
            img = texts.text(row, px, colour, shadow=age == 0)
            img.set_alpha(alpha)
            surface.blit(img, (rect.x + pad, y))
            img.set_alpha(255)
            y += line_h
        y += round(line_h * 0.3)


class TableLog:
    """The table's log: the sentences of the deal so far, newest last, scrollable, collapsible."""

    LINES = 80

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.offset = 0  # older entries scrolled past (the newest always stays in view)
        self.collapsed = False

    def add(self, text: str) -> None:
        self.lines.append(text)
        del self.lines[: -self.LINES]
        self.offset = 0

    def clear(self) -> None:
        self.lines.clear()
        self.offset = 0

    def scroll(self, steps: int) -> None:
        """Scroll by ``steps`` entries (positive: towards older moves)."""
        most = max(0, len(self.lines) - 2)
        self.offset = max(0, min(most, self.offset + steps))

    def toggle(self) -> None:
        self.collapsed = not self.collapsed

    def draw(
        self, surface: pygame.Surface, lay: TableLayout, texts: TextCache, panels: PanelCache
    ) -> None:
        draw_log(
            surface, lay, texts, panels, self.lines, offset=self.offset, collapsed=self.collapsed
        )


def felt_with_mat(
    felt: pygame.Surface, panels: PanelCache, play: pygame.Rect, gap: int
) -> pygame.Surface:
    """The felt with a faint mat marking the play area ``play``."""
    bg = felt.copy()
    rect = play.inflate(gap * 2, gap * 2)
    mat = panels.get(
        rect.size,
        radius=gap * 3,
        fill=pygame.Color(0, 0, 0, 28),
        border=pygame.Color(255, 255, 255, 22),
        border_width=max(1, gap // 5),
    )
    bg.blit(mat, rect)
    return bg


def draw_toast(
    surface: pygame.Surface,
    lay: TableLayout,
    texts: TextCache,
    panels: PanelCache,
    shown: Toast,
    *,
    centre_x: int,
    width: int,
) -> None:
    """A toast above the hand, fading in and out."""
    lines = texts.wrap(shown.text, lay.font_name, width)
    seen = shown.total - shown.left
    alpha = min(1.0, shown.left / 0.4, seen / 0.15 + 0.2)
    centre = (centre_x, lay.toast_y - (len(lines) - 1) * lay.font_name // 2)
    toast(surface, centre, lines, texts, panels, px=lay.font_name, alpha=alpha)


class TableHud:
    """Everything the table draws around its board, with the caches it draws from."""

    def __init__(self, assets: Assets) -> None:
        self.texts = TextCache(assets)
        self.panels = PanelCache()
        self.felt = FeltCache()
        self._bg: pygame.Surface | None = None
        self._bg_key: object = None

    def background(self, size: tuple[int, int], lay: TableLayout) -> pygame.Surface:
        """The felt with a faint mat marking the play area, drawn once per window size."""
        key = (size, lay.table.topleft, lay.table.size, theme.palette_key())
        if self._bg is None or self._bg_key != key:
            self._bg = felt_with_mat(self.felt.get(size), self.panels, lay.table, lay.gap)
            self._bg_key = key
        return self._bg

    def draw_under(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        images: CardImages,
        match: Standing,
        words: Words,
        *,
        deal_number: int,
        levels: Sequence[str | None],
        human: int,
        thinking: tuple[int, float] | None,
        piles: Sequence[tuple[int, int, int]],
        sprites: Iterable[CardSprite],
        settled: bool = True,
        people: Collection[int] = (),
        stand_ins: Collection[int] = (),
    ) -> None:
        """Under the cards: the felt, the score, the plates, the piles and the deck
        (``thinking``: the seat thinking and the phase of its dots; ``settled``: no card is
        flying, so whose turn it is may show; ``people``, ``stand_ins``: a friends' table's
        seats, as :func:`draw_plates` says)."""
        texts, panels = self.texts, self.panels
        surface.blit(self.background(surface.get_size(), lay), (0, 0))
        draw_score(surface, lay, texts, panels, match, words, deal_number)
        seat, phase = thinking if thinking is not None else (None, None)
        draw_plates(
            surface,
            lay,
            texts,
            panels,
            match,
            words,
            levels,
            human=human,
            thinking=phase,
            thinking_seat=seat,
            settled=settled,
            people=people,
            stand_ins=stand_ins,
        )
        draw_piles(surface, lay, images, texts, piles, words)
        draw_deck(surface, images, sprites, match.deal_done)

    def draw_over(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        log: TableLog,
        shown: Toast | None,
        turn: str | None,
        note: str | None = None,
    ) -> None:
        """Over the cards: the log, then a toast or the "Your turn" words above the hand, and a
        lasting ``note`` under our pile (the game is not being saved)."""
        log.draw(surface, lay, self.texts, self.panels)
        if note is not None:  # under our pile's label, clear of the plates
            img = self.texts.text(note, lay.font_small, theme.GOLD, bold=True)
            label = lay.pile_labels[0]
            surface.blit(img, img.get_rect(topleft=(label.x, label.bottom)).clamp(lay.screen))
        if shown is not None:
            width = round(lay.size[0] * 0.5)
            centre = lay.hand_centre[0]
            draw_toast(surface, lay, self.texts, self.panels, shown, centre_x=centre, width=width)
        elif turn is not None:  # on two lines if it is longer than the play area is wide
            rows = self.texts.wrap(turn, lay.font_name, lay.table.width, bold=True)
            line = self.texts.font(lay.font_name, bold=True).get_linesize()
            y = lay.toast_y - (len(rows) - 1) * line / 2
            for row in rows:
                img = self.texts.text(row, lay.font_name, theme.GOLD, bold=True)
                surface.blit(img, img.get_rect(center=(lay.hand_centre[0], round(y))))
                y += line
