"""The online window of a seat at the sensor mat: it says so to the
referee, opens the (simulated) devices, sends what they report, and shows
table sync's banner and "which move?" chooser as table mode does."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop.online import QtOnlineWindow
from hardware.table.picture import Sight
from hardware.table.report import ASK, IN_SYNC, MISMATCH, WAITING
from remote.referee import Referee

pytestmark = [pytest.mark.remote, pytest.mark.gui]


def test_a_seat_joins_at_the_simulated_sensor_mat(
    qtbot: QtBot, tmp_path: Path, game_on: Callable[..., Referee]
) -> None:
    ref = game_on("vanguard")
    inv = ref.invitations()
    window = QtOnlineWindow(inv[1], sim=True)
    qtbot.addWidget(window)
    window.show()
    window.seat.play_at_table()
    try:
        qtbot.waitUntil(lambda: ref.table_seats == {1}, timeout=20_000)
        qtbot.waitUntil(lambda: window.table.isVisible() and window.table.devices is not None, timeout=20_000)
        assert window.table.devices is not None and window.table.devices.simulated
        # the simulated mat and camera report through the broker: sync on the
        # referee sees them ready, and finds the deck laid out on the
        # simulated table as the game has it (the other half of the mat is the game's)
        qtbot.waitUntil(lambda: ref.table is not None and ref.table.sync.seen.trouble() == "", timeout=20_000)
        qtbot.waitUntil(lambda: window.table.banner.state == IN_SYNC, timeout=20_000)
        assert "The table matches the game" in window.table.banner.text()
        # a card taken off the deck shows in the banner, in Player 1's words
        devices = window.table.devices
        assert devices is not None and devices.sim_table is not None
        deck = "p0.deck"
        pic = dict(devices.sim_table.picture)
        pic[deck] = Sight((pic[deck].count or 0) - 1, (), None)
        devices.sim_table.show(pic)
        qtbot.waitUntil(lambda: window.table.banner.state == MISMATCH, timeout=20_000)
        assert "Player 1's Deck: put 1 more card" in window.table.banner.text()
        assert not window.table.chooser.isVisible()
        # a "which move?" from the referee shows the moves; picking one goes back to it
        with window.seat.lock:
            window.seat.table_report = {
                "type": "sync",
                "index": 0,
                "report": 999,
                "state": ASK,
                "text": "Several moves match the table: which one was it?",
                "candidates": [{"keys": ["a"], "text": "Call A card (1) to Rear-guard"}],
            }
        window.table.refresh()
        assert window.table.chooser.isVisible() and len(window.table.chooser.buttons) == 1
        window.table.chooser.buttons[0].click()
        qtbot.waitUntil(lambda: bool(window.seat.errors), timeout=10_000)
        assert window.seat.errors[-1]["code"] == "not_asked"  # (the referee asked nothing)
        # sync waits for a revealed card: the table window's button takes it as the game has it
        assert not window.table.reveal_button.isVisible()
        with window.seat.lock:
            window.seat.table_report = {
                "type": "sync",
                "index": 0,
                "report": 998,
                "state": WAITING,
                "text": "Player 1: show the card from your deck in the Trigger zone",
                "revealing": True,
            }
        window.table.refresh()
        assert window.table.reveal_button.isVisible()
        assert window.table.reveal_button.text() == "Take the revealed card as the game has it"
        errors = len(window.seat.errors)
        window.table.reveal_button.click()
        qtbot.waitUntil(lambda: len(window.seat.errors) > errors, timeout=10_000)
        assert window.seat.errors[-1]["code"] == "not_waiting"  # (the referee waits for no card)
        assert window.seat.errors[-1]["message"] == "table sync waits for no revealed card now"
    finally:
        window.close()
