"""The Devices window: connect the sensor mat (or a simulated one) and watch
what it reports, live."""

from __future__ import annotations

import itertools
import logging
import re
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.devices.camera_panel import QtCameraPanel
from desktop.devices.mat_panel import QtMatBridge, QtMatPanel, zone_label
from desktop.table.devices import QtObservationRelay, TableDevices
from engine import registry
from hardware.camera.capture import CameraDevice, FrameSource, Image, IterSource, source_for
from hardware.camera.labels import LabelBook
from hardware.camera.pipeline import Pipeline
from hardware.layouts import layout_for
from hardware.mat.driver import SerialMat
from hardware.mat.simulator import PtyMat
from hardware.mat.zonemap import known_map_ids, zone_map_for

if TYPE_CHECKING:
    from desktop.devices.table_cameras import QtTableCameras

SIMULATED_CAMERA = "sim"
#: the calibration steps, as buttons: (step, text, tooltip)
CALIBRATION_BUTTONS = (
    (
        "empty",
        QT_TRANSLATE_NOOP("Devices", "Empty mat"),
        QT_TRANSLATE_NOOP("Devices", "Step 1: with no card on the mat, the mat learns each sensor's empty level"),
    ),
    (
        "card",
        QT_TRANSLATE_NOOP("Devices", "Cards on every zone"),
        QT_TRANSLATE_NOOP(
            "Devices", "Step 2: with a card lying sideways on every zone, the mat sets each sensor's thresholds"
        ),
    ),
    (
        "default",
        QT_TRANSLATE_NOOP("Devices", "Factory"),
        QT_TRANSLATE_NOOP("Devices", "Forget the calibration: the factory's thresholds again"),
    ),
)
#: a calibration step the mat has not finished after this long has failed
CALIBRATION_TIMEOUT_S = 10.0

log = logging.getLogger(__name__)

#: Qt's translation (context ``Devices``), by the name its tools look for
translate = QCoreApplication.translate


class QtDevicesWindow(QDialog):
    """Non-modal: the game goes on while it is open. Closing it disconnects."""

    def __init__(self, ruleset_id: str = "vanguard", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.resize(460, 620)
        self.bridge = QtMatBridge()
        self.mat: SerialMat | None = None
        self.sim: PtyMat | None = None

        self.layout_box = QComboBox()
        self.layout_box.addItems(list(known_map_ids()))
        if ruleset_id in known_map_ids():
            self.layout_box.setCurrentText(ruleset_id)
        self.port_edit = QLineEdit()
        self.simulated = QCheckBox()
        self.connect_button = QPushButton()
        self.connect_button.clicked.connect(self._toggle)
        self.panel = QtMatPanel(self.bridge, zone_map_for(self.layout_box.currentText()))
        self.layout_box.currentTextChanged.connect(self._layout_changed)

        top = QHBoxLayout()
        self.layout_label = QLabel()
        top.addWidget(self.layout_label)
        top.addWidget(self.layout_box, 1)
        mat_page = QWidget()
        mat_box = QVBoxLayout(mat_page)
        mat_box.addWidget(self.port_edit)
        mat_box.addWidget(self.simulated)
        mat_box.addWidget(self.connect_button)
        mat_box.addWidget(self._calibration_box())
        mat_box.addWidget(self.panel, 1)

        # The camera: a device index, a video file, a folder of images, or the
        # simulated camera (a rendered mat with the demo cards' labels).
        self.camera: CameraDevice | None = None
        self.camera_source = QLineEdit(SIMULATED_CAMERA)
        self.camera_button = QPushButton()
        self.camera_button.clicked.connect(self._toggle_camera)
        self.camera_panel = QtCameraPanel(layout_for(self.layout_box.currentText()))
        cam_page = QWidget()
        cam_box = QVBoxLayout(cam_page)
        cam_box.addWidget(self.camera_source)
        cam_box.addWidget(self.camera_button)
        cam_box.addWidget(self.camera_panel, 1)

        self.tabs = QTabWidget()
        self.tabs.addTab(mat_page, "")
        self.tabs.addTab(cam_page, "")
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(self.tabs, 1)

        self.table_cameras: QtTableCameras | None = None
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The window's words in the language in place (the devices and what they show are not touched)."""
        n = len(self.table_cameras.previews) if self.table_cameras is not None else 0
        if self.table_cameras is not None:
            self.setWindowTitle(translate("Devices", "Playmat — devices of the table"))
            self.tabs.setTabText(
                0, translate("Devices", "Table cameras") if n > 1 else translate("Devices", "Table camera")
            )
        else:
            self.setWindowTitle(translate("Devices", "Playmat — devices"))
            self.tabs.setTabText(0, translate("Devices", "Sensor mat"))
            self.tabs.setTabText(1, translate("Devices", "Camera"))
        self.layout_label.setText(translate("Devices", "Mat layout"))
        self.port_edit.setPlaceholderText(
            translate("Devices", "found automatically (USB) — or a port such as /dev/ttyACM0")
        )
        self.simulated.setText(translate("Devices", "Simulated mat (no hardware needed)"))
        self.connect_button.setText(
            translate("Devices", "Disconnect") if self.connected else translate("Devices", "Connect")
        )
        self.camera_source.setToolTip(
            translate("Devices", "0 for the first webcam, a video file, a folder of images, or 'sim'")
        )
        self.camera_button.setText(
            translate("Devices", "Stop camera") if self.camera is not None else translate("Devices", "Start camera")
        )
        self.calibration_group.setTitle(translate("Devices", "Calibrate the sensors"))
        for step, text, tip in CALIBRATION_BUTTONS:
            self.calibrate_buttons[step].setText(translate("Devices", str(text)))
            self.calibrate_buttons[step].setToolTip(translate("Devices", str(tip)))
        if not self.connected:
            self.calibration_label.setText(self.calibration_hint())

    @staticmethod
    def calibration_hint() -> str:
        return translate(
            "Devices",
            "Connect the mat first. 1: take every card off, then Empty mat. "
            "2: a card sideways on every zone, then Cards on every zone.",
        )

    @property
    def connected(self) -> bool:
        return self.mat is not None

    def show_table_cameras(self, devices: TableDevices, relay: QtObservationRelay) -> QtTableCameras:
        """Table mode's own devices: its cameras' previews (one, or one over each seat's half),
        in place of the pages that connect a mat and a camera of the window's own."""
        from desktop.devices.table_cameras import QtTableCameras

        self.disconnect_devices()
        if self.table_cameras is not None:
            self.table_cameras.detach()
        self.table_cameras = QtTableCameras(devices, relay, devices.layout, side_by_side=True)
        self.tabs.clear()
        n = len(devices.camera_names)
        self.tabs.addTab(self.table_cameras, "")
        self.layout_box.setCurrentText(devices.ruleset_id)
        self.layout_box.setEnabled(False)
        self.retranslate()
        self.resize(1100 if n > 1 else 640, 560)
        return self.table_cameras

    # -- calibration ---------------------------------------------------------------------

    def _calibration_box(self) -> QGroupBox:
        """Calibrate the mat's sensors: the empty mat, then a card lying sideways
        on every zone (kept by the mat, see hardware/mat/PROTOCOL.md), or the
        factory's thresholds again."""
        group = QGroupBox()
        self.calibration_group = group
        self.calibrate_buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        for step, _, _ in CALIBRATION_BUTTONS:
            button = QPushButton()
            button.setObjectName(f"calibrate_{step}")
            button.setEnabled(False)
            button.clicked.connect(lambda _=False, s=step: self.calibrate(s))
            self.calibrate_buttons[step] = button
            row.addWidget(button)
        self.calibration_label = QLabel()
        self.calibration_label.setWordWrap(True)
        box = QVBoxLayout(group)
        box.addLayout(row)
        box.addWidget(self.calibration_label)
        self._calibration_timer = QTimer(self)
        self._calibration_timer.setInterval(100)
        self._calibration_timer.timeout.connect(self._calibration_progress)
        self._calibration_deadline = 0.0
        return group

    def calibrate(self, step: str) -> bool:
        """Ask the connected mat for one calibration step; the label says how it went."""
        mat = self.mat
        if mat is None:
            self.calibration_label.setText(translate("Devices", "Connect the mat first."))
            return False
        try:
            mat.calibrate(step)
        except RuntimeError as exc:  # not connected yet (still starting)
            self.calibration_label.setText(
                translate("Devices", "Cannot calibrate now: {reason}. Wait until the mat is ready.").format(reason=exc)
            )
            return False
        for button in self.calibrate_buttons.values():
            button.setEnabled(False)
        self.calibration_label.setText(translate("Devices", "Calibrating… keep your hands off the mat."))
        self._calibration_deadline = time.monotonic() + CALIBRATION_TIMEOUT_S
        self._calibration_timer.start()
        return True

    def _calibration_progress(self) -> None:
        mat = self.mat
        calibration = mat.calibration if mat is not None else None
        done = calibration is not None and calibration.done
        if not done and time.monotonic() < self._calibration_deadline and mat is not None:
            return
        self._calibration_timer.stop()
        self._enable_calibration(mat is not None)
        if calibration is not None and done:
            # zones by the panel's names ("P1 · clock"), not their keys
            words = re.sub(r"\bp\d+\.\w+", lambda m: zone_label(m.group(0), self.panel.words), calibration.message)
            self.calibration_label.setText(words[:1].upper() + words[1:] + ".")
        else:
            self.calibration_label.setText(
                translate("Devices", "The mat did not answer the calibration: is it still connected?")
            )

    def _enable_calibration(self, on: bool) -> None:
        for button in self.calibrate_buttons.values():
            button.setEnabled(on)

    def _layout_changed(self, map_id: str) -> None:
        self.disconnect_devices()
        old = self.panel
        self.panel = QtMatPanel(self.bridge, zone_map_for(map_id))
        _replace(old, self.panel)
        old_cam = self.camera_panel
        self.camera_panel = QtCameraPanel(layout_for(map_id))
        _replace(old_cam, self.camera_panel)

    def _toggle_camera(self) -> None:
        if self.camera is not None:
            self.stop_camera()
        else:
            self.start_camera()

    def start_camera(self) -> None:
        map_id = self.layout_box.currentText()
        layout = layout_for(map_id)
        spec = self.camera_source.text().strip() or SIMULATED_CAMERA
        source: FrameSource
        if spec == SIMULATED_CAMERA:
            frame = _simulated_frame(map_id)
            source = IterSource(lambda: itertools.repeat(frame), "simulated camera")
            fps = 10.0
        else:
            source = source_for(spec)
            fps = 0.0 if spec.isdigit() else 15.0
        camera = CameraDevice(source, Pipeline(layout, LabelBook.from_registry()), fps=fps)
        self.camera_panel.attach(camera)
        try:
            camera.open()
        except OSError as exc:
            self.camera_panel.status.setText(
                translate("Devices", "camera: cannot open {source}: {reason}").format(source=spec, reason=exc)
            )
            return
        self.camera = camera
        self.camera_button.setText(translate("Devices", "Stop camera"))
        self.camera_source.setEnabled(False)

    def stop_camera(self) -> None:
        if self.camera is not None:
            self.camera.close()
            self.camera = None
        self.camera_button.setText(translate("Devices", "Start camera"))
        self.camera_source.setEnabled(True)

    def _toggle(self) -> None:
        if self.connected:
            self.disconnect_devices()
        else:
            self.connect_devices()

    def connect_devices(self) -> None:
        zmap = zone_map_for(self.layout_box.currentText())
        port = self.port_edit.text().strip() or None
        if self.simulated.isChecked():
            self.sim = PtyMat(zmap)
            port = self.sim.start()
            log.info("simulated mat on %s", port)
        self.mat = SerialMat(port, on_observation=self.bridge.sink, zone_map=zmap)
        self.mat.start()
        self._enable_calibration(True)
        self.connect_button.setText(translate("Devices", "Disconnect"))
        for w in (self.layout_box, self.port_edit, self.simulated):
            w.setEnabled(False)

    def disconnect_devices(self) -> None:
        self.stop_camera()
        if self.mat is not None:
            self.mat.stop()
            self.mat = None
        self._calibration_timer.stop()
        self._enable_calibration(False)
        if self.sim is not None:
            self.sim.stop()
            self.sim = None
        self.connect_button.setText(translate("Devices", "Connect"))
        for w in (self.layout_box, self.port_edit, self.simulated):
            w.setEnabled(True)

    def done(self, result: int) -> None:
        self.disconnect_devices()
        super().done(result)

    def closeEvent(self, event: object) -> None:
        if self.table_cameras is not None:
            self.table_cameras.detach()
        self.disconnect_devices()
        super().closeEvent(event)  # type: ignore[arg-type]


def _replace(old: QWidget, new: QWidget) -> None:
    """Put ``new`` where ``old`` is, in its parent's layout."""
    parent = old.parentWidget()
    box = parent.layout() if parent is not None else None
    if box is not None:
        box.replaceWidget(old, new)
    old.deleteLater()


def _simulated_frame(ruleset_id: str) -> Image:
    """One rendered camera frame of the mat with twelve demo cards on it."""
    from hardware.camera.corpus import payloads, scene
    from hardware.camera.simulate import SimView

    rs = registry.get(ruleset_id)
    frame = scene(
        layout_for(ruleset_id), payloads(rs.label_code, sorted(rs.pool.cards), 12), 4.0, SimView(1280, 720, tilt=12), 1
    )
    return frame.image
