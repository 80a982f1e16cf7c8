"""Issue 29's finish: the score panel's colour follows the lead and its lines are never cut; the
results' real scores; sentences that read as bugs; a quiet terminal and ``--version``."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import warnings
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.media.assets import Assets
from game.rules import Match, Rules
from game.scenes.board import hud
from game.scenes.board.layout import compute_layout
from game.scenes.kit.drawing import TEAM_COLOURS, PanelCache, TextCache
from game.text.words import Words

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def texts() -> TextCache:
    pygame.init()
    return TextCache(Assets())


def test_the_leader_is_the_higher_total_not_the_sign_of_ours() -> None:
    assert hud.leader_of((58, 92)) == 1
    assert hud.leader_of((92, 58)) == 0
    assert hud.leader_of((-10, -30)) == 0
    assert hud.leader_of((40, -40)) == 0
    assert hud.leader_of((7, 7)) is None


def _colour_count(surface: pygame.Surface, rect: pygame.Rect, colour: pygame.Color) -> int:
    found = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            c = surface.get_at((x, y))
            if abs(c.r - colour.r) + abs(c.g - colour.g) + abs(c.b - colour.b) < 12:
                found += 1
    return found


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_totals_are_drawn_in_the_leaders_colour_and_fit_the_panel(
    texts: TextCache, size: tuple[int, int]
) -> None:
    rules = Rules(match_mode="rounds", rounds_count=3)
    match = Match.start(rules, dealer=0, seed=3)
    match.running = [158, 192]  # both positive: they lead
    words = Words(("You", "West", "North", "East"), 0)
    lay = compute_layout(size)
    surface = pygame.Surface(size)
    surface.fill((0, 0, 0))
    hud.draw_score(surface, lay, texts, PanelCache(), match, words, 2)
    us, them = (_colour_count(surface, lay.score, pygame.Color(c)) for c in TEAM_COLOURS)
    assert them > 20 and us < them // 4
    standing = words.standing(rules, match.running, match.baazis)
    assert standing == "Totals: Us +158, Them +192"
    room = lay.score.width - lay.gap * 2.3 - lay.font_name * 0.9
    px = hud.fitting_px(texts, standing, lay.font_name, round(room), bold=True)
    assert texts.font(px, bold=True).size(standing)[0] <= room
    assert px >= lay.font_name * 0.6


def _one_deal_match(seed: int) -> Match:
    """A match of one deal (rounds), played to its end with random legal moves."""
    import random

    from game.rules import legal_moves
    from game.rules.engine import needs_redeal

    rng = random.Random(seed)
    match = Match.start(Rules(match_mode="rounds", rounds_count=1), dealer=3, seed=seed)
    while not match.finished:
        if match.deal_done:
            match.next_deal()
        elif needs_redeal(match.position):
            match.throw_in()
        else:
            match.play(rng.choice(legal_moves(match.position)))
    return match


def test_a_one_deal_match_is_listed_with_its_final_points() -> None:
    from game.storage.records import KeptGame, final_score, summary_of
    from game.storage.stats import MatchEntry
    from game.text import records as words

    match = _one_deal_match(7)
    played = [s for s in match.summaries if s.ended_by == "played"]
    assert len(played) == 1 and match.baazis == [0, 0]
    ours, theirs = played[0].deal_score
    assert final_score(match, 0) == (ours, theirs) and (ours, theirs) != (0, 0)
    kept = summary_of(match, human=0, opponents="hard", partner="hard", date="2026-12-01T14:05")
    again = KeptGame.from_json("x", kept.to_json())
    assert again is not None and again.score == (ours, theirs)
    cells = words.kept_cells(
        kept.date, "hard", "standard", kept.result, kept.baazis, 1, again.score
    )
    result = "Won" if ours > theirs else "Lost"
    assert cells[1] == f"{result} {ours}–{theirs}"
    entry = MatchEntry(
        "2026-12-01T14:05", "hard", "standard", "won", ours, 1, (0, 0), None, (98, 52)
    )
    back = MatchEntry.from_json(entry.to_json())
    assert back is not None and back.score == (98, 52)
    row = words.recent_cells(back.date, "hard", "standard", "won", back.baazis, 98.0, back.score)
    assert row[1] == "Won 98–52"


def test_an_older_entry_without_its_points_says_the_result_alone_never_0_0() -> None:
    from game.storage.stats import MatchEntry
    from game.text import records as words

    data = MatchEntry("2026-12-01T14:05", "hard", "standard", "lost", 40, 1, (0, 0)).to_json()
    del data["score"]
    entry = MatchEntry.from_json(data)
    assert entry is not None and entry.score is None
    assert words.recent_cells(entry.date, "hard", "standard", "lost", (0, 0), 40.0)[1] == "Lost"
    assert words.kept_cells(entry.date, "hard", "standard", "won", (2, 1), 7, (300, 200))[1] == (
        "Won 2–1"
    )


def test_the_sentences_a_player_reads_as_bugs() -> None:
    plain = Words(("You", "West", "North", "East"), 0)
    assert plain.deal(1, 0, 1) == "Deal 1: you deal, West bids."
    assert plain.deal(2, 3, 0) == "Deal 2: East deals, you bid."
    assert plain.deal(3, 1, 2) == "Deal 3: West deals, North bids."
    assert plain.standing(Rules(), (0, 0), (0, 0)) == "Scores level"
    rounds = Rules(match_mode="rounds")
    assert plain.standing(rounds, (0, 0), (0, 0)) == "Totals: Us 0, Them 0"
    assert plain.standing(rounds, (12, -12), (0, 0)) == "Totals: Us +12, Them -12"
    assert plain.seep(1, 50, 20) == "Seep! West swept the floor: +50."
    last = plain.seep(1, 0, 48)
    assert "+0" not in last and "last play" in last and "0" in last
    assert "+0" not in plain.seep(1, 0, 20)
    title, under = plain.seep_banner(1, 0)
    assert "+0" not in title and "no points" in under


def test_a_last_play_seep_in_the_summary_says_why_it_is_worth_nothing() -> None:
    from game.text.deal_summary import seeps_note, seeps_value

    assert seeps_value([], 0) == "none" and seeps_note([]) is None
    assert seeps_value([(10, 50), (30, 50)], 100) == "2  (+100)"
    assert seeps_note([(10, 50), (30, 50)]) is None
    assert seeps_value([(10, 50), (48, 0)], 50) == "2  (+50)"
    note = seeps_note([(10, 50), (48, 0)])
    assert note is not None and "last play" in note and "0" in note
    assert seeps_note([(48, 25)]) is None  # house rules that pay the last play's seep


def _seep(*args: str) -> subprocess.CompletedProcess[str]:
    """``python -m game`` as a friend runs it: the real audio driver (ALSA with no sound card
    on a headless machine), no window."""
    gone = ("PYGAME_HIDE_SUPPORT_PROMPT", "SDL_AUDIODRIVER")
    env = {k: v for k, v in os.environ.items() if k not in gone}
    env["SDL_VIDEODRIVER"] = "dummy"
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_version_and_help_print_no_pygame_banner() -> None:
    import game

    out = _seep("--version")
    assert out.returncode == 0 and out.stdout.strip() == f"seep {game.__version__}"
    assert "pygame" not in out.stdout + out.stderr
    out = _seep("--help")
    assert out.returncode == 0 and "--version" in out.stdout
    assert "pygame" not in out.stdout + out.stderr


def test_a_run_prints_nothing_but_its_result(tmp_path: Path) -> None:
    """No banner, no ALSA lines, no pygame-gui warnings on the terminal (a run with
    the settings screen, whose drop-downs once made pygame-gui clamp a corner radius)."""
    out = _seep(
        "--frames", "30", "--size", "1024x640", "--open", "settings", "--data-dir", str(tmp_path)
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout == "" and out.stderr == "", (out.stdout, out.stderr)


def test_c_library_chatter_on_stderr_goes_to_the_log(caplog: pytest.LogCaptureFixture) -> None:
    from game.app import _stderr_to_log

    with caplog.at_level(logging.INFO, logger="game.app"), _stderr_to_log("audio"):
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
    assert any("cannot find card '0'" in r.getMessage() for r in caplog.records)


def test_gui_clamping_warnings_are_routed_to_the_log(caplog: pytest.LogCaptureFixture) -> None:
    from game.app import route_gui_warnings

    shown: list[str] = []
    with warnings.catch_warnings():
        warnings.showwarning = lambda message, *_args, **_kw: shown.append(str(message))
        route_gui_warnings()
        route_gui_warnings()  # once is enough: not wrapped twice
        routed = warnings.showwarning
        with caplog.at_level(logging.DEBUG, logger="game.app"):
            routed("Clamping shape_corner_radius of: 7, to: 5", UserWarning, "a/pygame_gui/b.py", 1)
            routed("something else", UserWarning, "a/pygame_gui/b.py", 2)
    assert any("Clamping" in r.getMessage() for r in caplog.records)
    assert shown == ["something else"]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_settings_lists_keep_their_descenders(save_root: Path, size: tuple[int, int]) -> None:
    """Each drop-down of Settings has room for the ink of "English" and "By value" (issue 29,
    item 5): its height less its frame holds the line's letters that reach highest and lowest."""
    from pygame_gui.elements import UIDropDownMenu

    from game.scenes.kit import textfit
    from game.scenes.menus.settings import SettingsScene
    from tests.scenes.tablekit import make_app

    app = make_app(save_root, size)
    try:
        app.ctx.open_scene("settings")
        app.run(frames=2)
        scene = app.ctx.scenes.top
        assert isinstance(scene, SettingsScene)
        ui = app.ctx.ui
        font = ui.get_theme().get_font(["drop_down_menu.#selected_option", "drop_down_menu.button"])
        need = textfit.ink_height(font, "English By value")
        lists = [w for w in scene.controls.values() if isinstance(w, UIDropDownMenu)]
        assert len(lists) >= 6
        for widget in lists:
            room = widget.rect.height - 2 * textfit.edge(ui, ["drop_down_menu"])
            assert room >= need, (widget.selected_option, room, need)
    finally:
        app.close()


@pytest.mark.parametrize("players", [4, 2])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_last_play_pop_up_never_covers_the_floor(
    texts: TextCache, size: tuple[int, int], players: int
) -> None:
    """Item 4: the Last play pop-up goes over the log's column, not over the floor and the
    houses it describes, and its cards fit inside it."""
    from game.scenes.board.hud import LastPlay, last_play_box

    lay = compute_layout(size, players)
    for cards in ([5], list(range(8)), list(range(14))):
        text = "North took the house of 13 with the K♠, the 6♥, the 7♥ and the K♦ and swept."
        fit = last_play_box(lay, texts, LastPlay(text, cards, 3.0))
        assert not fit.box.colliderect(lay.floor) and not fit.box.colliderect(lay.houses)
        assert fit.box.colliderect(lay.log)
        w, _h = fit.card
        row = fit.per_row * w + (fit.per_row - 1) * lay.gap
        assert row <= fit.box.width - lay.font_name


def test_overlays_are_opaque(texts: TextCache) -> None:
    """Item 4: the pause menu's panel, the Last play pop-up and the floating lists (drop-downs,
    the table's choice list, tooltips) let nothing under them show through."""
    import json

    from game.scenes.board.hud import LAST_PLAY_FILL

    theme = json.loads((ROOT / "assets" / "theme.json").read_text(encoding="utf-8"))
    for key in ("drop_down_menu.selection_list", "@choice_panel", "tool_tip"):
        colour = theme[key]["colours"]["dark_bg"]
        assert len(colour) == 7, (key, colour)  # "#RRGGBB": no alpha
    assert LAST_PLAY_FILL.a == 255


def test_the_pause_menu_lets_nothing_through(app: App) -> None:
    from game.scenes.table.summary import PauseMenuScene
    from tests.scenes.tablekit import click, find_match, open_table

    scene = open_table(app, find_match(lambda m: True))
    click(app, scene.buttons["menu"].rect.center)
    menu = app.ctx.scenes.top
    assert isinstance(menu, PauseMenuScene)
    white = pygame.Surface(app.ctx.screen_size)
    black = pygame.Surface(app.ctx.screen_size)
    white.fill((255, 255, 255))
    black.fill((0, 0, 0))
    menu.draw_frame(white, "Menu")
    menu.draw_frame(black, "Menu")
    inside = menu.panel.inflate(-menu.panel.width // 4, -menu.panel.height // 4)
    for x in range(inside.left, inside.right, 7):
        for y in range(inside.top, inside.bottom, 7):
            assert white.get_at((x, y)) == black.get_at((x, y)), (x, y)
