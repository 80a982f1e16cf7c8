"""The application: window, one pygame-gui manager, the scene stack and the main loop.

Frame order (style guide, section 8.3):

1. each event: app-level keys (QUIT, resize, F11), then ``ui.process_events``; if pygame-gui did
   not consume it, the open dialog (if any), then the top scene's ``handle_event``;
2. ``ui.update(dt)``, then the top scene's ``update(dt)``, then each of ``ctx.background``;
3. draw the scenes, then ``ui.draw_ui``, then ``flip``;
4. ``scenes.apply_pending()`` and any window change: scenes only change between frames.

``--frames N`` runs N frames with a fixed 1/60 s step and no waiting (smoke tests, CI);
``--screenshot PATH`` saves the last frame; ``--open NAME`` opens a screen of the title menu at
once (``rules``, ``statistics``, ``settings``...: for screenshots); ``--autoplay --seed N`` opens
a table where every seat is a computer player, with instant animation, and quits when the match
is over. Tests drive :class:`App` directly: ``feed`` events, then ``run(frames=...)``.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import gc
import logging
import os
import sys
import tempfile
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

# No "pygame-ce x.y (SDL ...)" banner on the player's terminal (it is printed on import).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pygame_gui

from game import __version__, i18n
from game.context import SCENE_TITLES, AppContext, DisplayRequest
from game.i18n import N_, _
from game.media import theme as palette
from game.media.assets import PROBLEM_TITLE, Assets, take_problem_message, window_icon
from game.media.sound import SoundPlayer, close_mixer_voices, mixer_voice
from game.media.theme import ThemeScaler
from game.play.savegame import GameSetup
from game.scenes.friends.menu import FriendsMenuScene
from game.scenes.kit.dialogs import Choice, DialogHost
from game.scenes.kit.stack import SceneStack
from game.scenes.menus.continuing import continue_scene
from game.scenes.menus.kept_games import KeptGamesScene
from game.scenes.menus.newgame import NewGameScene
from game.scenes.menus.settings import SettingsScene
from game.scenes.menus.statistics import statistics_scene
from game.scenes.menus.title import TitleScene
from game.scenes.rulebook.scene import rulebook_scene
from game.scenes.table.scene import TableScene
from game.scenes.tutorial.scene import tutorial_scene
from game.speech import Speaker, SpeechSpec, open_speaker
from game.speech.choose import env_spec
from game.speech.detect import speech_starts_for
from game.speech.switch import SpeechSwitch
from game.storage.lock import FolderLock, ReadOnlySaveStore
from game.storage.settings import MIN_WINDOW, Settings
from game.storage.store import SaveStore, default_root
from game.text.spoken import screen_reader_found
from game.text.storage import told

log = logging.getLogger(__name__)

TITLE = N_("Seep")  # the window's caption
FIXED_DT = 1.0 / 60.0
MAX_DT = 0.1  # after a stall, advance at most this much so animations do not jump
GC_FREEZE_FRAMES = 60  # see App._manage_memory
MIN_WINDOW_SIZE = (800, 500)

ANOTHER_COPY_TITLE = N_("Seep is already open")
ANOTHER_COPY = N_(
    "Another copy of Seep is running with these files ({root}).\n\n"
    "You can open this one read-only: you can play, but nothing is saved here (no games, no"
    " statistics, no settings), so the other copy's files stay as they are. Or quit, and go"
    " back to the other copy."
)


@dataclass
class Options:
    """Command-line options (all optional)."""

    frames: int | None = None
    screenshot: Path | None = None
    size: tuple[int, int] | None = None
    fullscreen: bool = False
    data_dir: Path | None = None
    autoplay: bool = False
    seed: int | None = None
    open_scene: str | None = None
    lang: str | None = None  # --lang: this run's language, not saved in the settings


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().replace("×", "x").split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT, e.g. 1280x720, not {text!r}"
        ) from None
    if w < MIN_WINDOW[0] or h < MIN_WINDOW[1]:
        raise argparse.ArgumentTypeError(f"the smallest window is {MIN_WINDOW[0]}x{MIN_WINDOW[1]}")
    return (w, h)


def _positive(text: str) -> int:
    n = int(text)
    if n < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return n


def parse_args(argv: Sequence[str] | None) -> Options:
    parser = argparse.ArgumentParser(prog="seep", description="Seep, the card game.")
    parser.add_argument("--version", action="version", version=f"seep {__version__}")
    parser.add_argument("--frames", type=_positive, help="run N frames (1/60 s each), then exit")
    parser.add_argument("--screenshot", type=Path, help="save the last frame as a PNG on exit")
    parser.add_argument("--size", type=_size, help="window size, e.g. 1280x720")
    parser.add_argument("--fullscreen", action="store_true", help="start in full screen")
    parser.add_argument(
        "--data-dir",
        type=Path,
        help="keep settings and saves here instead of the user folder (with --autoplay: the "
        "match is saved and counted there, as a real one is)",
    )
    parser.add_argument(
        "--autoplay",
        action="store_true",
        help="computer players in every seat, instant animation; quit when the match ends",
    )
    parser.add_argument("--seed", type=int, help="the match's random seed (with --autoplay)")
    parser.add_argument(
        "--open",
        choices=sorted(SCENE_TITLES),
        metavar="SCREEN",
        help=f"open a screen of the title menu at once ({', '.join(sorted(SCENE_TITLES))})",
    )
    parser.add_argument(
        "--lang",
        choices=sorted(i18n.LANGUAGES),
        help="the language for this run (en, hi, pa); the saved setting is left as it is",
    )
    ns = parser.parse_args(argv)
    return Options(
        ns.frames,
        ns.screenshot,
        ns.size,
        ns.fullscreen,
        ns.data_dir,
        ns.autoplay,
        ns.seed,
        ns.open,
        ns.lang,
    )


@contextlib.contextmanager
def _stderr_to_log(what: str) -> Iterator[None]:
    """What C libraries write to the process's stderr meanwhile goes to the log instead (at
    info level): ALSA's "cannot find card '0'" lines where there is no sound card are not the
    player's business."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError) as exc:  # no usable file descriptor 2: nothing to catch
        log.debug("stderr left as it is: %s", exc)
        yield
        return
    with tempfile.TemporaryFile() as caught:
        os.dup2(caught.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            caught.seek(0)
            for line in caught.read().decode("utf-8", "replace").splitlines():
                if line.strip():
                    log.info("%s: %s", what, line)


class _GuiWarnings:
    """:func:`warnings.showwarning` with pygame-gui's clamping notes sent to the log."""

    def __init__(self, show: Callable[..., None]) -> None:
        self.show = show

    def __call__(
        self,
        message: Warning | str,
        category: type[Warning],
        filename: str,
        lineno: int,
        file: TextIO | None = None,
        line: str | None = None,
    ) -> None:
        if "pygame_gui" in filename and str(message).startswith("Clamping "):
            log.debug("pygame-gui: %s", message)
            return
        self.show(message, category, filename, lineno, file, line)


def route_gui_warnings() -> None:
    """pygame-gui warns on the terminal when it rounds a theme's corner radius (or a border)
    down to fit a small element; the drawing is right either way: those go to the log (debug),
    every other warning is shown as before."""
    if not isinstance(warnings.showwarning, _GuiWarnings):
        warnings.showwarning = _GuiWarnings(warnings.showwarning)


def _init_pygame() -> bool:
    """Start the pygame modules we use; return whether audio is available."""
    pygame.display.init()
    pygame.font.init()
    if os.environ.get("SEEP_AUDIO", "").lower() == "off":  # silent, the sound device unopened
        log.info("no audio: SEEP_AUDIO=off")
        return False
    try:
        with _stderr_to_log("audio"):
            pygame.mixer.init()
    except pygame.error as exc:  # no sound card, no audio server: play silently
        log.info("no audio: %s", exc)
        return False
    return True


class App:
    """The running game. Build it, ``run()`` it, ``close()`` it.

    Args:
        options: parsed command-line options.
        store: where settings and saves live (default: ``options.data_dir`` or the user folder).
    """

    def __init__(self, options: Options | None = None, *, store: SaveStore | None = None) -> None:
        self.options = options or Options()
        _init_pygame()
        if store is None:
            store = SaveStore(self.options.data_dir or default_root())
        # One copy at a time on a folder (game.storage.lock): another copy's folder is only read.
        self.folder_lock = FolderLock(store.root)
        self.shared = not self.folder_lock.claim()
        if self.shared:
            store = ReadOnlySaveStore.of(store)
        store.prepare()  # the folder made (or the player told it cannot be), old temp files gone
        settings = store.load_settings()
        self._saved_settings = settings.to_json()
        i18n.set_language(self.options.lang or settings.language or i18n.system_language())
        self.fullscreen = self.options.fullscreen or settings.fullscreen
        self.windowed_size = self.options.size or self._fit_desktop(settings.window_size)
        self.screen = self._set_mode()
        pygame.display.set_caption(_(TITLE))

        assets = Assets()
        icon = window_icon()
        if icon is not None:
            pygame.display.set_icon(icon)
        size = self.screen.get_size()
        ui = pygame_gui.UIManager(size, enable_live_theme_updates=False)
        theme = ThemeScaler(ui, assets.theme_path)  # loads the theme (a damaged one: reported)
        theme.user = settings.ui_scale
        theme.apply(size[1])
        palette.set_felt(settings.felt)
        palette.set_high_contrast(settings.high_contrast)
        sounds = SoundPlayer(assets.sounds_dir, volume=settings.effects_volume, muted=settings.mute)
        self.ctx = AppContext(
            ui=ui,
            settings=settings,
            store=store,
            scenes=SceneStack(),
            assets=assets,
            sounds=sounds,
            screen_size=size,
            dialogs=DialogHost(ui, size, theme, assets),
            theme=theme,
        )
        self.ctx.speech = self._open_speech(settings)
        self.ctx.speech.cue = lambda: self.ctx.sounds.play("tick")  # before another's move
        self.ctx.dialogs.speak = lambda text, interrupt: self.ctx.say(text, interrupt=interrupt)
        if speech_starts_for(settings, self.ctx.speech.forced):  # the first screen reader met
            self.ctx.speech.on = True
            noticed = dataclasses.replace(settings, screen_reader=True, screen_reader_noticed=True)
            self.ctx.commit_settings(noticed)
            self.ctx.dialogs.message(screen_reader_found())
        self.ctx.scene_factories["settings"] = SettingsScene
        self.ctx.scene_factories["new_game"] = NewGameScene
        self.ctx.scene_factories["friends"] = FriendsMenuScene
        self.ctx.friends_table_factory = TableScene
        self.ctx.scene_factories["continue"] = continue_scene
        self.ctx.scene_factories["rules"] = rulebook_scene
        self.ctx.scene_factories["statistics"] = statistics_scene
        self.ctx.scene_factories["kept_games"] = KeptGamesScene
        self.ctx.scene_factories["tutorial"] = tutorial_scene
        self.ctx.table_factory = TableScene
        self.ctx.scenes.push(TitleScene(self.ctx))
        self.table: TableScene | None = None
        if self.options.autoplay:
            seed = self.options.seed if self.options.seed is not None else 0
            # With --data-dir the autoplayed match is saved and counted as a real one is (for
            # checks from outside); without it the player's own files are left alone.
            keep = self.options.data_dir is not None
            self.table = TableScene(self.ctx, GameSetup(seed=seed, autoplay=True), keep=keep)
            self.ctx.scenes.push(self.table)
        self.ctx.scenes.apply_pending()
        if self.options.open_scene is not None and self.table is None:
            self.ctx.open_scene(self.options.open_scene)
            self.ctx.scenes.apply_pending()
        for text in told(store.take_problems()):
            self.ctx.dialogs.message(text)
        if self.shared:  # shown last: on top, answered first
            self._ask_about_other_copy()

        self.clock = pygame.time.Clock()
        self.running = True
        self.frame = 0
        self._gc_scene: object | None = None
        self._injected: list[pygame.event.Event] = []

    @staticmethod
    def _open_speech(settings: Settings) -> SpeechSwitch:
        """Speech from ``SEEP_SPEECH`` if it is set, else from the settings (off until F8)."""
        try:
            spec = env_spec()
        except ValueError as exc:
            log.warning("%s; using the settings", exc)
            spec = None
        forced = spec is not None
        if spec is None:
            spec = SpeechSpec(settings.speech_backend)
        chosen = spec

        def opener() -> Speaker:
            voice = mixer_voice()  # made here, on the main thread
            return open_speaker(chosen, player=lambda: voice)

        on = chosen.forced if forced else settings.screen_reader
        return SpeechSwitch(opener, on=on, forced=forced)

    def toggle_speech(self) -> None:
        """F8, anywhere: speech on or off (kept in the settings unless SEEP_SPEECH chose)."""
        ctx = self.ctx
        on = ctx.speech.toggle()
        if not ctx.speech.forced and ctx.settings.screen_reader != on:
            ctx.commit_settings(dataclasses.replace(ctx.settings, screen_reader=on))

    def _ask_about_other_copy(self) -> None:
        """Another copy holds the folder: open read-only (Enter) or quit (Escape)."""
        self.ctx.dialogs.show(
            _(ANOTHER_COPY_TITLE),
            _(ANOTHER_COPY).format(root=self.ctx.store.root),
            [
                Choice(_("Open read-only"), "read_only"),
                Choice(_("Quit"), "quit", self.ctx.request_quit),
            ],
        )

    # The window.

    @staticmethod
    def _fit_desktop(size: tuple[int, int]) -> tuple[int, int]:
        """Shrink a remembered size that no longer fits the screen (e.g. a smaller monitor)."""
        try:
            dw, dh = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return size
        return (min(size[0], dw), min(size[1], dh))

    def _set_mode(self) -> pygame.Surface:
        if self.fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            try:
                with warnings.catch_warnings():
                    # Deprecated only as a way to *render* through Window; we only set a limit.
                    warnings.simplefilter("ignore", DeprecationWarning)
                    pygame.Window.from_display_module().minimum_size = MIN_WINDOW_SIZE
            except (AttributeError, pygame.error):  # older pygame-ce, or no real window
                pass
        return screen

    def _window_resized(self, size: tuple[int, int], *, by_player: bool) -> None:
        """Re-lay out everything for a window of ``size``."""
        surface = pygame.display.get_surface()
        if surface is None or surface.get_size() != size:
            # A synthetic resize (tests, dummy driver) does not resize the surface for us. In
            # full screen it stays full screen: never drop out of it behind the player's back.
            flags = pygame.FULLSCREEN if self.fullscreen else pygame.RESIZABLE
            surface = pygame.display.set_mode(size, flags)
            size = surface.get_size()
        self.screen = surface
        if by_player and not self.fullscreen:
            self.windowed_size = size
            self.ctx.settings.window_size = size
        ctx = self.ctx
        ctx.screen_size = size
        ctx.ui.set_window_resolution(size)
        rescaled = ctx.theme.apply(size[1])
        ctx.dialogs.resize(size)
        ctx.scenes.resize(size)
        if rescaled:
            ctx.theme.refresh()

    def _apply_display_request(self, request: DisplayRequest) -> None:
        if request.size is not None:
            self.windowed_size = self._fit_desktop(request.size)
        self.fullscreen = request.fullscreen
        self.ctx.settings.fullscreen = request.fullscreen
        self.screen = self._set_mode()
        self._window_resized(self.screen.get_size(), by_player=False)

    def toggle_fullscreen(self) -> None:
        """F11: queue the switch for the end of the frame (pressed twice in a frame: no switch)."""
        pending = self.ctx.display_request
        current = pending.fullscreen if pending is not None else self.fullscreen
        self.ctx.display_request = DisplayRequest(not current)

    # The loop.

    def feed(self, *events: pygame.event.Event) -> None:
        """Queue events to be handled, before pygame's own, on the next frame (tests)."""
        self._injected.extend(events)

    def _dispatch(self, event: pygame.event.Event) -> None:
        ctx = self.ctx
        if event.type == pygame.QUIT:
            ctx.request_quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self._window_resized((event.w, event.h), by_player=True)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F8:
            self.toggle_speech()
            return
        if ctx.ui.process_events(event):
            return
        if ctx.dialogs.handle_event(event):
            return
        if len(ctx.scenes):
            ctx.scenes.top.handle_event(event)

    def step(self, dt: float) -> None:
        """Run one frame of ``dt`` seconds."""
        events, self._injected = self._injected, []
        events.extend(pygame.event.get())
        for event in events:
            self._dispatch(event)

        ctx = self.ctx
        ctx.ui.update(dt)
        if len(ctx.scenes):
            ctx.scenes.top.update(dt)
        for serve in list(ctx.background):  # (what goes on under the top scene)
            serve(dt)

        self.screen.fill((0, 0, 0))
        ctx.scenes.draw(self.screen)
        ctx.ui.draw_ui(self.screen)
        pygame.display.flip()

        ctx.scenes.apply_pending()
        problem = take_problem_message()  # a game file missing or damaged (game.media.assets)
        if problem is not None:
            ctx.dialogs.message(problem, title=_(PROBLEM_TITLE))
        self._manage_memory()
        if ctx.display_request is not None:
            request, ctx.display_request = ctx.display_request, None
            self._apply_display_request(request)
        if ctx.relayout_requested:  # the UI scale or the language changed
            ctx.relayout_requested = False
            pygame.display.set_caption(_(TITLE))
            self._window_resized(self.screen.get_size(), by_player=False)
        self.frame += 1
        if ctx.quit_requested or not len(ctx.scenes):
            self.running = False

    def _manage_memory(self) -> None:
        """Keep Python's full garbage collections out of play. A search fills the rules core's
        floor cache with many small objects, and a full collection over them can stall a frame
        for 50 ms or more. So every second what has survived is frozen (left out of later
        collections; objects are still freed as soon as nothing refers to them), and the full
        collection runs when the scene changes, where a short pause is not seen."""
        top = self.ctx.scenes.top if len(self.ctx.scenes) else None
        if top is not self._gc_scene:
            self._gc_scene = top
            if gc.get_freeze_count():
                gc.unfreeze()
                gc.collect()
        elif self.frame % GC_FREEZE_FRAMES == 0:
            gc.freeze()

    def run(self, frames: int | None = None) -> int:
        """Run until quit, or for ``frames`` frames with a fixed 1/60 s step; return 0."""
        done = 0
        while self.running and (frames is None or done < frames):
            if frames is None:
                dt = min(self.clock.tick(60) / 1000.0, MAX_DT)
            else:
                dt = FIXED_DT
            self.step(dt)
            done += 1
        return 0

    def save_screenshot(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))

    def close(self) -> None:
        """Save changed settings (window size, full screen), end the scenes, stop pygame."""
        ctx = self.ctx
        if ctx.settings.to_json() != self._saved_settings:
            ctx.store.save_settings(ctx.settings)
        ctx.dialogs.close_all()
        ctx.scenes.clear()
        ctx.speech.close()
        close_mixer_voices()  # (a speech thread past its join must not reach a closed mixer)
        self.folder_lock.release()
        gc.unfreeze()
        pygame.quit()


def main(argv: Sequence[str] | None = None) -> int:
    """Start Seep; return the process exit code."""
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    route_gui_warnings()
    options = parse_args(argv)
    app = App(options)
    try:
        code = app.run(options.frames)
        if options.screenshot is not None:
            app.save_screenshot(options.screenshot)
        if app.table is not None:
            print(app.table.result_line())
    finally:
        app.close()
    return code


if __name__ == "__main__":
    raise SystemExit(main())
