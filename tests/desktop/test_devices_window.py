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


def test_the_mat_is_calibrated_from_the_devices_window(qtbot: QtBot, game_window: Callable[..., QtMainWindow]) -> None:
    """The calibration steps of the mat's protocol, from buttons: the empty
    mat, then a card on every zone (refused here, naming the sensors that saw
    none: the simulated mat is empty), then the factory's thresholds."""
    window = game_window("weiss")
    devices = window.show_devices()
    buttons = devices.calibrate_buttons
    assert not any(b.isEnabled() for b in buttons.values())  # nothing to calibrate yet
    devices.simulated.setChecked(True)
    qtbot.mouseClick(devices.connect_button, Qt.MouseButton.LeftButton)
    try:
        qtbot.waitUntil(lambda: devices.panel.state is DeviceState.READY, timeout=10_000)
        assert all(b.isEnabled() for b in buttons.values())
        for step, words in (("empty", "empty mat is read"), ("card", "saw no card"), ("default", "factory")):
            qtbot.mouseClick(buttons[step], Qt.MouseButton.LeftButton)
            assert not buttons[step].isEnabled()  # one step at a time
            qtbot.waitUntil(buttons[step].isEnabled, timeout=12_000)
            assert words in devices.calibration_label.text(), devices.calibration_label.text()
    finally:
        qtbot.mouseClick(devices.connect_button, Qt.MouseButton.LeftButton)
    assert not any(b.isEnabled() for b in buttons.values())


def test_a_faulty_sensor_is_named_in_the_devices_window(qtbot: QtBot, game_window: Callable[..., QtMainWindow]) -> None:
    """A sensor the mat reports stuck is named in the mat's status, in words,
    and the words go when the mat reports it well again."""
    window = game_window("weiss")
    devices = window.show_devices()
    devices.simulated.setChecked(True)
    qtbot.mouseClick(devices.connect_button, Qt.MouseButton.LeftButton)
    try:
        qtbot.waitUntil(lambda: devices.panel.state is DeviceState.READY, timeout=10_000)
        assert devices.sim is not None
        devices.sim.do("fault p0.stock centre stuck")
        qtbot.waitUntil(lambda: "stuck" in devices.panel.detail_label.text(), timeout=10_000)
        assert "stock" in devices.panel.detail_label.text()
        devices.sim.do("fault p0.stock centre off")
        qtbot.waitUntil(lambda: "stuck" not in devices.panel.detail_label.text(), timeout=10_000)
    finally:
        qtbot.mouseClick(devices.connect_button, Qt.MouseButton.LeftButton)
