"""A full hot-seat game of every ruleset, played to its end by clicks on the
real window: every answer is chosen by clicking the prompt's buttons, every
hand-over by clicking "I am Player N"."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from desktop.main_window import QtMainWindow
from engine import registry
from tests.desktop.driving import play_by_clicks

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("ruleset_id", registry.ids())
def test_a_hot_seat_game_is_played_to_its_end_by_clicks(
    qtbot: QtBot, game_window: Callable[..., QtMainWindow], ruleset_id: str
) -> None:
    window = game_window(ruleset_id, "hotseat", seed=2)
    clicked = play_by_clicks(qtbot, window, seed=2)
    session = window.model.session
    assert session is not None and session.over
    outcome = session.match.outcome()
    assert outcome is not None
    assert clicked == len(session.match.answers)  # every answer came from a click
    assert window.prompt.who.text() == "Game over"
    assert window.log_panel.shown == len(session.match.journal)
    assert not window.cover.isVisible()


@pytest.mark.parametrize("ruleset_id", registry.ids())
def test_a_goldfish_game_is_played_to_its_end_by_clicks(
    qtbot: QtBot, game_window: Callable[..., QtMainWindow], ruleset_id: str
) -> None:
    window = game_window(ruleset_id, "goldfish", seed=3)
    play_by_clicks(qtbot, window, seed=3)
    session = window.model.session
    assert session is not None and session.over
    assert session.match.outcome() is not None
