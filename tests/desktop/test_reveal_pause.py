"""A pause on each card revealed from a deck (drive check, damage check,
trigger check) when the game moves on by itself: shown over the mat long
enough to read, the bots waiting; a click goes on; a setting, 0 = off
(pytest-qt, real windows played by clicks)."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from desktop.main_window import QtMainWindow
from desktop.reveals import reveal_lines
from desktop.settings import Settings
from engine.bots import RandomBot
from tests.desktop.driving import LEFT, answer_by_clicks

pytestmark = pytest.mark.gui

GameWindow = Callable[..., QtMainWindow]


def play_until_a_reveal(qtbot: QtBot, window: QtMainWindow, seed: int, answers: int = 600) -> None:
    """Answer the player's questions by clicks until a revealed card is on screen."""
    model = window.model
    bot = RandomBot(seed)
    for _ in range(answers):
        if model.reveals.holding:
            return
        d = model.decision
        if d is None:
            qtbot.waitUntil(lambda: model.decision is not None or model.reveals.holding, timeout=20_000)
            continue
        answer_by_clicks(qtbot, window, bot.choose(d))
    raise AssertionError("no card was revealed")


@pytest.mark.parametrize("game", ["vanguard", "weiss"])
def test_a_revealed_card_is_shown_until_read_and_a_click_goes_on(
    qtbot: QtBot, game_window: GameWindow, game: str
) -> None:
    window = game_window(game, "vsbot", seed=5)
    window.set_reveal_pause(3.0)
    model = window.model
    play_until_a_reveal(qtbot, window, seed=5)
    banner = window.reveal_banner
    assert banner.isVisible() and model.reveals.showing in banner.text()
    assert any(w in banner.text() for w in ("Drive check", "Damage check", "Trigger check"))
    assert window.mat.rect().contains(banner.geometry())
    # the bots wait while it is shown
    answers = len(model.match.answers)
    qtbot.wait(300)
    assert model.reveals.holding and len(model.match.answers) == answers and not model.running
    # a click on the mat goes on
    qtbot.mouseClick(window.mat.viewport(), LEFT, pos=window.mat.viewport().rect().topLeft())
    assert not model.reveals.holding and not banner.isVisible()


def test_the_pause_lasts_the_setting_and_0_turns_it_off(
    qtbot: QtBot, game_window: GameWindow, settings: Settings
) -> None:
    window = game_window("vanguard", "vsbot", seed=5)
    window.pause_actions[0.6].trigger()
    assert settings.reveal_pause == 0.6 and window.model.reveals.seconds == 0.6
    play_until_a_reveal(qtbot, window, seed=5)
    began = time.monotonic()
    qtbot.waitUntil(lambda: not window.model.reveals.holding, timeout=10_000)
    assert time.monotonic() - began >= 0.4
    assert not window.reveal_banner.isVisible()

    window.pause_actions[0.0].trigger()
    assert settings.reveal_pause == 0.0 and window.model.reveals.seconds == 0
    journal = window.model.match.journal
    seen = len(journal)
    bot = RandomBot(9)
    while len(reveal_lines(window.model.match.journal, seen)) < 2:
        d = window.model.decision
        if d is None:
            qtbot.waitUntil(lambda: window.model.decision is not None, timeout=20_000)
            continue
        answer_by_clicks(qtbot, window, bot.choose(d))
        assert not window.model.reveals.holding and not window.reveal_banner.isVisible()
