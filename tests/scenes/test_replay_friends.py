"""A kept friends' match in the replay viewer: each seat is named as at the live friends' table
(the player "You", a friend by the name they chose, a computer by its seat and level, a friend's
seat nobody came to as a computer playing it), in the plates and in the log."""

from __future__ import annotations

from game.app import App
from game.play.savegame import GameSetup
from game.rules import Match
from game.scenes.menus.kept_games import records_of
from game.scenes.menus.replay import ReplayScene, friends_seats, replay_scene, seats_of
from game.storage.records import KeptGame
from game.storage.saves import StoreStats
from game.storage.settings import DEFAULT_NAME
from tests.storage.test_kept_records import finished

ROLES = ("host", "remote", "hard", "remote")  # Asha hosts; Priya joins; seat 3 stays empty
NAMES = ("Asha", "Priya", "", "")


def _kept_friends_match(app: App, match: Match, human: int = 0) -> KeptGame:
    """The match counted and kept as the host's (or a friend's) machine keeps it at the end."""
    setup = GameSetup(
        rules=match.rules, seed=5, human=human, table="friends", roles=ROLES, seat_names=NAMES
    )
    assert StoreStats(app.ctx.store).match_ended(match, setup) == []
    [kept] = records_of(app.ctx).list()
    return kept


def test_a_friends_match_is_kept_with_its_seats(app: App) -> None:
    kept = _kept_friends_match(app, finished(11))
    assert kept.opponents == "friends" and kept.roles == ROLES and kept.names == NAMES
    again = KeptGame.from_json(kept.name, kept.to_json())
    assert again == kept


def test_the_viewer_names_each_seat_as_the_friends_table_did(app: App) -> None:
    match = finished(11)
    kept = _kept_friends_match(app, match)
    scene = replay_scene(app.ctx, records_of(app.ctx), kept.name)
    assert isinstance(scene, ReplayScene)
    assert scene.names == ("You", "Priya", "North", "West")
    assert scene.levels == [None, None, "hard", None]
    assert 1 in scene.people and scene.stand_ins == {3}
    app.ctx.scenes.push(scene)
    app.run(frames=3)
    lines = [line for step in range(len(scene.replay.steps)) for line in scene.replay.log(step)]
    assert any(line.startswith("Priya ") for line in lines)  # her moves, by her name
    assert not any(line.startswith("East ") for line in lines)


def test_a_friends_machine_sees_the_host_by_name(app: App) -> None:
    kept = _kept_friends_match(app, finished(11), human=1)  # kept on Priya's machine
    seats = seats_of(kept, 4, DEFAULT_NAME)  # no name of their own: the player is "You"
    assert seats.names == ("Asha", "You", "North", "West")
    assert seats_of(kept, 4, "Priya").names[1] == "Priya"  # else their own name, as at the table
    assert seats.human == 1 and seats.people == {0, 1} and seats.stand_ins == {3}


def test_an_older_kept_friends_match_still_opens_with_the_seats_unnamed(app: App) -> None:
    """Kept before the seats were: the friends' seats say "friend" or "partner" as before."""
    name = records_of(app.ctx).keep(finished(11), human=0, opponents="friends", partner="friends")
    scene = replay_scene(app.ctx, records_of(app.ctx), name)
    assert isinstance(scene, ReplayScene)
    assert scene.names == ("You", "East", "North", "West")
    assert scene.levels == [None, "friends", "friends", "friends"]
    assert not scene.people and not scene.stand_ins


def test_the_seats_of_a_friends_table_from_its_roles_and_names() -> None:
    """What "Review the game" at a friends' table can give the viewer too (the link's names)."""
    seats = friends_seats(("host", "remote"), ("Asha", "Priya"), 0, "You")
    assert seats.names == ("You", "Priya") and seats.levels == [None, None]
    assert seats.people == {0, 1} and not seats.stand_ins
    seats = friends_seats(
        ("remote", "host", "easy", "remote"), ("Raj", "Asha", "", "Priya"), 3, "Me"
    )
    assert seats.names == ("Raj", "Asha", "North", "Me")
    assert seats.levels == [None, None, "easy", None]


def test_review_the_game_at_a_friends_table_names_the_friends(app: App) -> None:
    """The match result's "Review the game" at a friends' table: the viewer names each seat as
    the table did (from the link's setup, which carries the names); a game against computers
    as before."""
    from game.scenes.menus.replay import replay_of_table

    match = finished(11)
    setup = GameSetup(
        rules=match.rules, seed=5, human=0, table="friends", roles=ROLES, seat_names=NAMES
    )
    scene = replay_of_table(app.ctx, match.record(), setup, 0)
    assert scene.names == ("You", "Priya", "North", "West")
    assert scene.levels == [None, None, "hard", None] and scene.stand_ins == {3}
    plain = replay_of_table(app.ctx, match.record(), GameSetup(rules=match.rules, seed=5), 0)
    assert plain.names == ("You", "East", "North", "West") and not plain.people
