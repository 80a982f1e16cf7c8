"""The tutorial's tests use the scene tests' fixtures: no real user data folder, a headless app."""

from tests.scenes.conftest import _no_real_user_folder, app

__all__ = ["_no_real_user_folder", "app"]
