"""The desktop's online games: the start screen hosts one (a broker and a
referee of its own), the window plays Player 1 by clicks against a remote
bot, shows who is connected, and checks the game when it ends."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from desktop import online
from desktop.online import QtOnlineWindow
from desktop.session import ruleset_choices
from desktop.settings import Settings
from desktop.start_screen import QtStartScreen
from remote.seat import BotSeat
from remote.topics import Invitation
from tests.remote.conftest import free_port
from tests.remote.test_online_mat import click_an_answer

pytestmark = [pytest.mark.remote, pytest.mark.gui]


def test_host_an_online_game_play_it_by_clicks_and_it_checks_out(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PLAYMAT_BROKER_PORT", str(free_port()))
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    screen = QtStartScreen(ruleset_choices(), settings, tmp_path / "state")
    qtbot.addWidget(screen)
    (tmp_path / "state").mkdir()
    screen.select("weiss")
    # a code that is not one is refused where it was typed
    screen.join_code.setText("PMI1-nonsense")
    screen.join_button.click()
    assert "damaged" in screen.online_error.text()
    screen.host_button.click()
    assert screen.online_error.text() == ""
    window = screen.online_windows[-1]
    assert isinstance(window, QtOnlineWindow)
    share = window.share.text()
    other = BotSeat(Invitation.parse(share), seed=3)
    other.start()
    try:
        qtbot.waitUntil(lambda: "Player 2: connected" in window.people.text(), timeout=30_000)
        assert "referee: connected" in window.people.text()
        rng = random.Random(3)
        for _ in range(25):
            qtbot.waitUntil(lambda: window.model.decision is not None, timeout=60_000)
            index = window.shown_index
            click_an_answer(window, rng)
            qtbot.waitUntil(lambda i=index: window.seat.index > i or bool(window.seat.errors), timeout=60_000)
            assert not window.seat.errors, window.seat.errors
        assert len(window.log_panel.lines()) > 20
        window.concede_button.click()
        qtbot.waitUntil(lambda: window.seat.reveal is not None, timeout=60_000)
        assert window.seat.problem == ""
        qtbot.waitUntil(lambda: window.problem.text().startswith("Checked:"), timeout=10_000)
        assert window.seat.verified is not None
        qtbot.waitUntil(lambda: window.prompt.question.text() == "Game over: Player 2 wins", timeout=10_000)
    finally:
        other.stop()
        window.close()
    assert window.host is not None and window.host.referee is not None
    assert window.host.referee.poll() is not None, "closing the window stops the referee it started"
    brokers = [p for p in online._children if p.poll() is None]
    assert len(brokers) == 1, "the broker serves on until Playmat ends"
    online._stop_children()
    assert brokers[0].poll() is not None
