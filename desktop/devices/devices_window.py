"""The Devices window: connect the sensor mat (or a simulated one) and watch
what it reports, live."""

from __future__ import annotations

import logging

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.devices.mat_panel import QtMatBridge, QtMatPanel
from hardware.mat.driver import SerialMat
from hardware.mat.simulator import PtyMat
from hardware.mat.zonemap import known_map_ids, zone_map_for

log = logging.getLogger(__name__)


class QtDevicesWindow(QDialog):
    """Non-modal: the game goes on while it is open. Closing it disconnects."""

    def __init__(self, ruleset_id: str = "vanguard", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Playmat — devices")
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
        self.port_edit.setPlaceholderText("found automatically (USB) — or a port such as /dev/ttyACM0")
        self.simulated = QCheckBox("Simulated mat (no hardware needed)")
        self.connect_button = QPushButton("Connect")
        self.connect_button.clicked.connect(self._toggle)
        self.panel = QtMatPanel(self.bridge, zone_map_for(self.layout_box.currentText()))
        self.layout_box.currentTextChanged.connect(self._layout_changed)

        top = QHBoxLayout()
        top.addWidget(QLabel("Mat layout"))
        top.addWidget(self.layout_box, 1)
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(self.port_edit)
        box.addWidget(self.simulated)
        box.addWidget(self.connect_button)
        box.addWidget(self.panel, 1)

    @property
    def connected(self) -> bool:
        return self.mat is not None

    def _layout_changed(self, map_id: str) -> None:
        if self.connected:
            self.disconnect_devices()
        old = self.panel
        self.panel = QtMatPanel(self.bridge, zone_map_for(map_id))
        self.layout().replaceWidget(old, self.panel)
        old.deleteLater()

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
        self.connect_button.setText("Disconnect")
        for w in (self.layout_box, self.port_edit, self.simulated):
            w.setEnabled(False)

    def disconnect_devices(self) -> None:
        if self.mat is not None:
            self.mat.stop()
            self.mat = None
        if self.sim is not None:
            self.sim.stop()
            self.sim = None
        self.connect_button.setText("Connect")
        for w in (self.layout_box, self.port_edit, self.simulated):
            w.setEnabled(True)

    def done(self, result: int) -> None:
        self.disconnect_devices()
        super().done(result)

    def closeEvent(self, event: object) -> None:  # noqa: N802 (Qt name)
        self.disconnect_devices()
        super().closeEvent(event)  # type: ignore[arg-type]
