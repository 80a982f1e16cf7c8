"""Playing by ear: a whole deal at the real table with key events alone (no mouse event at all),
every decision taken from what was spoken; and what the table says for its keys."""

from __future__ import annotations

import re

import pygame

from game.app import App
from game.rules import legal_moves
from game.scenes.table.scene import SPEECH_WAIT
from game.speech import MemorySpeaker
from game.speech.switch import SpeechSwitch
from tests.scenes.tablekit import game_of, open_table, run_until


def listen(app: App) -> MemorySpeaker:
    speaker = MemorySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    return speaker


def press(app: App, key: int, *, shift: bool = False, unicode: str = "", frames: int = 1) -> None:
    mod = pygame.KMOD_LSHIFT if shift else 0
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
    app.run(frames=frames)


def heard_since(speaker: MemorySpeaker, start: int) -> list[str]:
    return speaker.texts[start:]


def test_a_whole_deal_by_keyboard_and_speech_alone(app: App) -> None:
    speaker = listen(app)
    posted: list[int] = []
    real_feed = app.feed

    def feed(*events: pygame.event.Event) -> None:
        posted.extend(e.type for e in events)
        real_feed(*events)

    app.feed = feed  # type: ignore[method-assign]
    scene = open_table(app)
    lists_used = 0
    for _ in range(4000):
        if game_of(scene).match.summaries:
            break
        app.run(frames=1)
        if not scene.my_turn():
            continue
        app.run(frames=1)  # "Your turn." is announced on the next idle frame
        mark = len(speaker.texts)
        if scene.position.phase == "bid":
            said = " ".join(heard_since(speaker, 0)[-3:])
            assert "Your bid" in said and "choices" in said
            press(app, pygame.K_DOWN)  # hear the next bid, then take it
            assert re.search(r"Bid \d+.*, 2 of \d+\.$", speaker.texts[-1])
            press(app, pygame.K_RETURN)
            continue
        # Walk the hand by ear; play a card with several moves when there is one.
        hand = scene.position.hand_sizes[scene.human]
        counts: list[int] = []
        for _step in range(hand):
            press(app, pygame.K_RIGHT)
            m = re.search(r": (\d+) moves?", speaker.texts[-1])
            counts.append(int(m.group(1)) if m else 0)
        wanted = next((i for i, n in enumerate(counts) if n > 1), None)
        if wanted is None:
            wanted = next((i for i, n in enumerate(counts) if n == 1), None)
            assert wanted is not None, speaker.texts[-hand:]
        for _step in range((wanted + 1) % hand):  # Right wraps around the hand
            press(app, pygame.K_RIGHT)
        assert re.search(r"^The .+ of .+: \d+ moves?", speaker.texts[-1]), speaker.texts[-1]
        moves_before = len(game_of(scene).match.moves)
        press(app, pygame.K_RETURN)
        if counts[wanted] > 1:
            opened = speaker.texts[-1]
            assert re.search(r"which play\? \d+ choices\. .+, 1 of \d+\.$", opened), opened
            press(app, pygame.K_DOWN)
            item = speaker.texts[-1]
            assert re.search(r", 2 of \d+\.$", item) and ("scores" in item or "no points" in item)
            press(app, pygame.K_RETURN)
            lists_used += 1
        assert len(game_of(scene).match.moves) > moves_before, heard_since(speaker, mark)
    run_until(app, lambda: scene.overlay_open)
    app.run(frames=3)  # the summary is up: its countdown is announced
    assert game_of(scene).match.summaries
    assert lists_used >= 1
    assert set(posted) == {pygame.KEYDOWN}  # no mouse event at all
    said = speaker.texts
    # Every move of the deal was spoken, as the log says it, with the cards in words.
    match = game_of(scene).match
    spoken_moves = [
        t
        for t in said
        if re.match(r"^(You|North|East|West) (took|built|added|raised|threw|bid)\b", t)
    ]
    assert len(spoken_moves) == len(match.moves)
    assert any(t.startswith("Deal 1: ") and "card points" in t for t in said)
    assert any(t.startswith("Next deal in 10 seconds") for t in said)
    assert "Next deal, button, 1 of 1." in said
    # Five seconds later the countdown is said again; Enter starts the next deal.
    app.run(frames=int(60 * 5.2))
    assert "5 seconds." in speaker.texts
    deals = len(game_of(scene).match.summaries)
    press(app, pygame.K_RETURN, frames=3)
    assert not scene.overlay_open and game_of(scene).deal_number() == deals + 1


def test_question_keys_answer_in_words(app: App) -> None:
    speaker = listen(app)
    scene = open_table(app)
    run_until(app, lambda: scene.my_turn())
    press(app, pygame.K_F1)
    assert speaker.texts[-1].startswith("Keys at the table. Left, Right: walk your hand")
    assert app.ctx.dialogs.is_open  # and shown
    press(app, pygame.K_RETURN)
    assert not app.ctx.dialogs.is_open
    press(app, pygame.K_t)
    assert speaker.texts[-1].startswith(("Your turn", "Your bid"))
    press(app, pygame.K_h)
    hand = speaker.texts[-1]
    assert re.fullmatch(r"Your hand, (4|12) cards: the .+\.", hand), hand
    press(app, pygame.K_f)
    floor = speaker.texts[-1]
    assert floor.startswith("The floor") and "♠" not in floor
    press(app, pygame.K_s)
    score = speaker.texts[-1]
    assert score.startswith("This deal: Us 0, Them 0.")
    press(app, pygame.K_r)
    assert speaker.texts[-1] == score and speaker.said[-1].interrupt
    press(app, pygame.K_r, shift=True)
    assert speaker.texts[-1] == f"1 back: {score}"
    press(app, pygame.K_r, shift=True)
    assert speaker.texts[-1] == f"2 back: {floor}"
    press(app, pygame.K_r, shift=True)
    assert speaker.texts[-1] == f"3 back: {hand}"


def test_the_speech_key_turns_speech_off_and_on(app: App) -> None:
    speaker = listen(app)
    open_table(app)
    press(app, pygame.K_F8)
    assert speaker.texts[-1] == "Speech off." and not app.ctx.speech.on
    count = len(speaker.texts)
    press(app, pygame.K_f)
    assert len(speaker.texts) == count  # nothing said while off
    press(app, pygame.K_F8)
    assert speaker.texts[-1] == "Speech on." and app.ctx.speech.on
    assert app.ctx.settings.screen_reader  # kept for the next start


class BusySpeaker(MemorySpeaker):
    """Still speaking until told otherwise."""

    def __init__(self) -> None:
        super().__init__()
        self.speaking = True

    def busy(self) -> bool:
        return self.speaking


def test_computer_players_wait_for_the_words_to_catch_up(app: App) -> None:
    speaker = BusySpeaker()
    app.ctx.speech = SpeechSwitch(lambda: speaker, on=True)
    speaker.speaking = False
    scene = open_table(app)

    def to_a_computer_turn() -> None:
        for _ in range(3000):
            if game_of(scene).human_to_act():
                game_of(scene).play(legal_moves(scene.position)[0])
            elif (
                game_of(scene).match.moves
                and not game_of(scene).match.deal_done
                and not scene.animator.busy
            ):
                return
            app.run(frames=1)
        raise AssertionError("no computer turn")

    to_a_computer_turn()
    speaker.speaking = True
    moves = len(game_of(scene).match.moves)
    app.run(frames=120)  # two seconds: well under the longest wait
    assert len(game_of(scene).match.moves) == moves
    speaker.speaking = False
    run_until(app, lambda: len(game_of(scene).match.moves) > moves, limit=600)
    # A speaker that never finishes does not stop the game: after SPEECH_WAIT it goes on.
    to_a_computer_turn()
    speaker.speaking = True
    moves = len(game_of(scene).match.moves)
    run_until(
        app, lambda: len(game_of(scene).match.moves) > moves, limit=round(60 * (SPEECH_WAIT + 2))
    )


def test_from_the_title_to_the_table_by_keys_alone(app: App) -> None:
    from game.scenes.menus.newgame import NewGameScene
    from game.scenes.menus.title import TitleScene
    from game.scenes.table.scene import TableScene

    speaker = listen(app)
    title = app.ctx.scenes.top
    assert isinstance(title, TitleScene)
    title.resume()
    assert speaker.texts[-1].startswith("Seep, main menu. New game, button")
    press(app, pygame.K_RETURN, frames=2)
    assert isinstance(app.ctx.scenes.top, NewGameScene)
    assert speaker.texts[-1].startswith("New game. ")
    press(app, pygame.K_TAB, shift=True)  # back round to the last control: Start
    assert re.fullmatch(r"Start, button, (\d+) of \1\.", speaker.texts[-1])
    press(app, pygame.K_RETURN, frames=3)
    table = app.ctx.scenes.top
    assert isinstance(table, TableScene)
    table.pace = 0.0
    run_until(app, lambda: table.my_turn())
    app.run(frames=2)
    assert any(t.startswith("A new match. Deal 1: ") for t in speaker.texts)
    assert "Your turn." in speaker.texts or "Your bid: choose a house value." in speaker.texts
    # Escape, then "Leave to title" by the arrows, back to the title, which says so.
    press(app, pygame.K_ESCAPE, frames=2)
    for _ in range(4):
        press(app, pygame.K_DOWN)
    assert speaker.texts[-1] == "Leave to title, button, 5 of 5."
    press(app, pygame.K_RETURN, frames=3)
    assert isinstance(app.ctx.scenes.top, TitleScene)
    assert speaker.texts[-1].startswith("Seep, main menu. ")
