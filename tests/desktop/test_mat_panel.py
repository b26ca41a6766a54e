"""The mat's desktop panel against a simulated mat: observations arrive from
the driver's thread through a Qt signal and only touch widgets on the GUI
thread."""

from __future__ import annotations

import threading

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from desktop.devices.mat_panel import FAULTY_COLOR, QtMatBridge, QtMatPanel
from hardware.mat.driver import SerialMat
from hardware.mat.simulator import PtyMat
from hardware.mat.zonemap import zone_map_for
from hardware.observations import DeviceKind, DeviceState, DeviceStatus, ZoneOccupancy


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


def test_panel_marks_a_faulty_zone_until_it_recovers(qtbot: QtBot) -> None:
    zmap = zone_map_for("vanguard")
    bridge = QtMatBridge()
    panel = QtMatPanel(bridge, zmap)
    qtbot.addWidget(panel)
    row = zmap.zones.index("p0.deck")

    def red() -> bool:
        item = panel.table.item(row, 1)
        return item is not None and item.background().color() == QColor(FAULTY_COLOR)

    bridge.sink(ZoneOccupancy(0.0, "mat", "p0.deck", 30, "stand"))
    bridge.sink(DeviceStatus(1.0, "mat", DeviceKind.MAT, DeviceState.READY, "p0.deck keeps changing", ("p0.deck",)))
    qtbot.waitUntil(lambda: panel.faulty() == {"p0.deck"}, timeout=5_000)
    assert red() and panel.state is DeviceState.READY and panel.table.isEnabled()
    assert "ignored" in panel.table.item(row, 0).toolTip()
    bridge.sink(ZoneOccupancy(2.0, "mat", "p0.VC", 1, "stand"))  # the other zones go on
    qtbot.waitUntil(lambda: panel.zone_text("p0.VC") == ("1", "stand"), timeout=5_000)
    bridge.sink(DeviceStatus(3.0, "mat", DeviceKind.MAT, DeviceState.READY, "ready"))
    qtbot.waitUntil(lambda: not panel.faulty(), timeout=5_000)
    assert not red() and panel.table.item(row, 0).toolTip() == "p0.deck"
