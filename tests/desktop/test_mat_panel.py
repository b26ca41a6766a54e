"""The mat's desktop panel against a simulated mat: observations arrive from
the driver's thread through a Qt signal and only touch widgets on the GUI
thread."""

from __future__ import annotations

import threading

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from pytestqt.qtbot import QtBot

from desktop.devices.mat_panel import QtMatBridge, QtMatPanel
from hardware.mat.driver import SerialMat
from hardware.mat.simulator import PtyMat
from hardware.mat.zonemap import zone_map_for
from hardware.observations import DeviceState


def test_panel_shows_state_and_live_zones(qtbot: QtBot) -> None:
    zmap = zone_map_for("vanguard")
    bridge = QtMatBridge()
    panel = QtMatPanel(bridge, zmap)
    qtbot.addWidget(panel)
    threads: set[str] = set()
    original = panel._on_observation

    def spy(obs: object) -> None:
        threads.add(threading.current_thread().name)
        original(obs)

    bridge.observed.disconnect()
    bridge.observed.connect(spy)
    assert panel.state_label.text() == "Disconnected"
    assert panel.table.rowCount() == len(zmap)
    with PtyMat(zmap) as sim:
        mat = SerialMat(sim.path, on_observation=bridge.sink, settle_s=0.05)
        mat.start()
        try:
            qtbot.waitUntil(lambda: panel.state is DeviceState.READY, timeout=10_000)
            assert panel.state_label.text() == "Ready"
            sim.do("place p0.VC 1 rest")
            sim.do("place p1.damage 2")
            qtbot.waitUntil(lambda: panel.zone_text("p0.VC") == ("1", "rest"), timeout=10_000)
            qtbot.waitUntil(lambda: panel.zone_text("p1.damage") == ("2", "stand"), timeout=10_000)
            sim.do("disconnect 0.5")
            qtbot.waitUntil(lambda: panel.state is DeviceState.DISCONNECTED, timeout=10_000)
            qtbot.waitUntil(lambda: panel.state is DeviceState.READY, timeout=10_000)
        finally:
            mat.stop()
    qtbot.waitUntil(lambda: panel.state is DeviceState.DISCONNECTED, timeout=10_000)
    assert threads == {threading.main_thread().name}
