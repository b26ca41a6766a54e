"""While nobody at the screen is asked (the computer's turn), the prompt
shows who is playing and no Confirm or Clear to press, even when the
computer decides first."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from desktop.main_window import QtMainWindow
from engine.match import Match

pytestmark = pytest.mark.gui


def test_the_computer_deciding_first_leaves_nothing_to_press(
    qtbot: QtBot, game_window: Callable[..., QtMainWindow]
) -> None:
    seed = 4
    first = Match.new("dbscg", seed=seed).decision
    assert first is not None and first.player == 1  # the computer's seat decides first
    window = game_window("dbscg", "vsbot", seed=seed)
    prompt = window.prompt
    assert window.model.decision is None
    assert "(computer) is playing" in prompt.who.text()
    assert not prompt.confirm_button.isVisible() and not prompt.clear_button.isVisible()
    qtbot.waitUntil(lambda: window.model.decision is not None, timeout=20_000)
