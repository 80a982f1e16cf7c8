"""What every scene is given: the app's shared services, passed in (no globals)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from game import i18n
from game.i18n import N_, _
from game.text.storage import told

if TYPE_CHECKING:
    import pygame_gui

    from game.media.assets import Assets
    from game.media.sound import SoundPlayer
    from game.media.theme import ThemeScaler
    from game.play.savegame import GameSetup
    from game.play.seat import SeatLink
    from game.rules import Match
    from game.scenes.kit.dialogs import DialogHost
    from game.scenes.kit.stack import Layer, SceneStack
    from game.speech.switch import SpeechSwitch
    from game.storage.settings import Settings
    from game.storage.store import SaveStore

SceneFactory = Callable[["AppContext"], "Layer | None"]
TableFactory = Callable[["AppContext", "GameSetup", "Match | None"], "Layer"]


class FriendsTableFactory(Protocol):
    """Makes a friends' table for a lobby (the app gives
    :class:`~game.scenes.table.scene.TableScene`: scenes do not import the table scene)."""

    def __call__(
        self,
        ctx: AppContext,
        *,
        link: SeatLink,
        on_leave: Callable[[], None],
        seat_names: dict[int, str],
    ) -> Layer: ...


#: Names the title screen asks :meth:`AppContext.open_scene` for, with their display titles.
#: Names the title screen asks :meth:`AppContext.open_scene` for, with their display titles
#: (marked for translation: shown through ``_()``).
SCENE_TITLES = {
    "continue": N_("Continue"),
    "new_game": N_("New game"),
    "tutorial": N_("Tutorial"),
    "statistics": N_("Statistics"),
    "settings": N_("Settings"),
    "rules": N_("Rules"),
    "kept_games": N_("Kept games"),  # from Statistics
}

NOT_READY = N_("This part is not ready yet.")


@dataclass
class DisplayRequest:
    """A window change asked for by a scene, applied by the app at the end of the frame."""

    fullscreen: bool
    size: tuple[int, int] | None = None


def _no_speech() -> SpeechSwitch:
    from game.speech.speaker import SilentSpeaker
    from game.speech.switch import SpeechSwitch

    return SpeechSwitch(SilentSpeaker, on=False)


@dataclass
class AppContext:
    """The app's services. Built by :class:`game.app.App`; tests can build one by hand.

    Attributes:
        scene_factories: scene name → constructor, for :meth:`open_scene`. A name without a
            factory shows :data:`NOT_READY`; registering a factory is all it takes to wire a new
            scene to the title screen. A factory may return ``None`` after showing a message
            (Continue with a damaged save).
    """

    ui: pygame_gui.UIManager
    settings: Settings
    store: SaveStore
    scenes: SceneStack
    assets: Assets
    sounds: SoundPlayer
    screen_size: tuple[int, int]
    dialogs: DialogHost
    theme: ThemeScaler
    scene_factories: dict[str, SceneFactory] = field(default_factory=dict)
    table_factory: TableFactory | None = None
    friends_table_factory: FriendsTableFactory | None = None
    quit_requested: bool = False
    display_request: DisplayRequest | None = None
    speech: SpeechSwitch = field(default_factory=_no_speech)
    relayout_requested: bool = False  # the UI scale changed: lay every screen out again
    #: Called every frame with ``dt`` after the top scene's update, whatever the top scene is
    #: (a scene covered by a menu that must go on: a friends' host's table serving its
    #: friends). A scene adds its callable on entering and removes it on leaving.
    background: list[Callable[[float], None]] = field(default_factory=list)

    @property
    def scale(self) -> float:
        """UI scale for the current window height (1.0 at 720 px)."""
        return self.theme.scale

    def open_scene(self, name: str) -> None:
        """Push the scene registered as ``name``, or say honestly that it does not exist yet."""
        if self.scenes.has_pending:  # a second click in the same frame
            return
        factory = self.scene_factories.get(name)
        if factory is None:
            self.dialogs.message(_(NOT_READY), title=_(SCENE_TITLES.get(name, N_("Seep"))))
            return
        scene = factory(self)
        if scene is not None:  # None: the factory explained itself (e.g. a damaged save)
            self.scenes.push(scene)

    def replace_scene(self, name: str) -> None:
        """Replace the top scene with the one registered as ``name`` (if there is one)."""
        factory = self.scene_factories.get(name)
        scene = factory(self) if factory is not None else None
        if scene is not None:
            self.scenes.replace(scene)

    def table(self, setup: GameSetup, match: Match | None = None) -> Layer:
        """A table for ``setup`` (and a match to continue), from the app's table factory."""
        if self.table_factory is None:
            raise RuntimeError("no table factory is registered")
        return self.table_factory(self, setup, match)

    def say(self, text: str, *, interrupt: bool = False) -> None:
        """Speak ``text`` if speech is on (a focused item, a message, an answer)."""
        self.speech.speak(text, interrupt)

    def request_quit(self) -> None:
        """End the main loop after this frame."""
        self.quit_requested = True

    def commit_settings(self, settings: Settings) -> None:
        """Adopt ``settings``: save them, apply sound levels, queue any window change."""
        old = self.settings
        self.settings = settings
        self.sounds.configure(volume=settings.effects_volume, muted=settings.mute)
        from game.media import theme

        theme.set_felt(settings.felt)
        theme.set_high_contrast(settings.high_contrast)
        if settings.ui_scale != self.theme.user:
            self.theme.user = settings.ui_scale
            self.relayout_requested = True
        if settings.language and settings.language != i18n.language():
            # Every screen is laid out again, as for a resize, in the new language's words and
            # fonts (the theme reloads its fonts for the new locale).
            i18n.set_language(settings.language)
            self.relayout_requested = True
        if settings.fullscreen != old.fullscreen or (
            not settings.fullscreen and settings.window_size != old.window_size
        ):
            self.display_request = DisplayRequest(settings.fullscreen, settings.window_size)
        self.store.save_settings(settings)
        for text in told(self.store.take_problems()):
            self.dialogs.message(text)
