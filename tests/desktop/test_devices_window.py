"""The Devices window, opened from the game window with Ctrl+D: a simulated
sensor mat connects over the real serial path and its zones show live."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.main_window import QtMainWindow
from hardware.observations import DeviceState


def test_ctrl_d_opens_devices_and_a_simulated_mat_connects(
    qtbot: QtBot, game_window: Callable[..., QtMainWindow]
) -> None:
    window = game_window("weiss")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    devices = window.devices
    assert devices is not None and devices.isVisible()
    assert devices.layout_box.currentText() == "weiss"  # the game being played
    assert devices.panel.table.rowCount() > 0
    devices.simulated.setChecked(True)
    qtbot.mouseClick(devices.connect_button, Qt.MouseButton.LeftButton)
    try:
        qtbot.waitUntil(lambda: devices.panel.state is DeviceState.READY, timeout=10_000)
        assert devices.panel.state_label.text() == "Ready"
        assert devices.connect_button.text() == "Disconnect"
    finally:
        qtbot.mouseClick(devices.connect_button, Qt.MouseButton.LeftButton)
    assert not devices.connected and devices.sim is None


def test_the_simulated_camera_shows_a_live_preview_with_labels(
    qtbot: QtBot, game_window: Callable[..., QtMainWindow]
) -> None:
    window = game_window("vanguard")
    devices = window.show_devices()
    devices.tabs.setCurrentIndex(1)
    assert devices.camera_source.text() == "sim"
    qtbot.mouseClick(devices.camera_button, Qt.MouseButton.LeftButton)
    try:
        qtbot.waitUntil(lambda: devices.camera_panel.frames_shown >= 2, timeout=20_000)
        assert "mat found" in devices.camera_panel.status.text()
        assert " 0 labels" not in devices.camera_panel.status.text()
    finally:
        qtbot.mouseClick(devices.camera_button, Qt.MouseButton.LeftButton)
    assert devices.camera is None and devices.camera_button.text() == "Start camera"
