"""The table's cameras in the Devices window: one preview per camera that
table mode opened (two over a two-player mat, ``--camera 0+1``), each with
its state and its latest frame.

Frames arrive on each camera's thread through
:attr:`~desktop.table.devices.TableDevices.on_preview` and cross to the GUI
thread by a queued signal; device states come from the table's observation
relay. The panels only draw.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QVBoxLayout, QWidget

from desktop.devices.camera_panel import CameraView
from desktop.table.devices import QtObservationRelay, TableDevices
from hardware.camera.pipeline import FrameResult
from hardware.camera.regions import Box
from hardware.layouts import Layout
from hardware.observations import DeviceStatus

#: Qt's translation (context ``Devices``), by the name its tools look for
translate = QCoreApplication.translate

#: colours of a camera's state word
STATE_COLOURS = {"ready": "#2e7d32", "connecting": "#8a5a00", "disconnected": "#c62828", "error": "#c62828"}
#: the states' words (marked for translation; a device's own state name otherwise)
STATE_WORDS = (
    QT_TRANSLATE_NOOP("Devices", "ready"),
    QT_TRANSLATE_NOOP("Devices", "connecting"),
    QT_TRANSLATE_NOOP("Devices", "disconnected"),
    QT_TRANSLATE_NOOP("Devices", "error"),
)


class _FrameRelay(QObject):
    frame = Signal(int, object, object)


class QtCameraPreview(QFrame):
    """One camera: its name and state, its latest frame with what was read in it, and a line of figures."""

    def __init__(self, name: str, layout: Layout, region: Box | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cameraPreview")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.name = name
        self.title = QLabel(self)
        self.title.setObjectName("cameraTitle")
        self.view = CameraView(layout, self)
        self.view.region = region
        self.figures = QLabel(translate("Devices", "no picture yet"), self)
        self.figures.setObjectName("cameraFigures")
        self.figures.setWordWrap(True)
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 6, 6, 6)
        box.addWidget(self.title)
        box.addWidget(self.view, 1)
        box.addWidget(self.figures)
        self.frames_shown = 0
        self.set_state("connecting", "")

    def set_state(self, state: str, detail: str) -> None:
        colour = STATE_COLOURS.get(state, "#444444")
        more = f" — {detail}" if detail else ""
        said = translate("Devices", state)
        self.title.setText(
            f"<b>{self.name[:1].upper()}{self.name[1:]}</b>: <span style='color:{colour}'>{said}</span>{more}"
        )
        self.state = state

    def show_frame(self, frame: Any, result: FrameResult) -> None:
        self.frames_shown += 1
        self.view.show_frame(frame, result)
        h, w = frame.shape[:2]
        n = len(result.labels)
        if result.calibration is not None:
            where = translate("Devices", "mat found")
        else:
            where = translate("Devices", "mat not found: are its markers in view?")
        if n == 1:
            words = translate("Devices", "{w}×{h} · {where} · 1 label read · {unknown} unreadable · {ms} ms")
        else:
            words = translate("Devices", "{w}×{h} · {where} · {n} labels read · {unknown} unreadable · {ms} ms")
        self.figures.setText(
            words.format(w=w, h=h, where=where, n=n, unknown=len(result.unknown), ms=f"{result.ms:.0f}")
        )


class QtTableCameras(QWidget):
    """A preview for each of a table's cameras, side by side (``side_by_side``) or one above the other."""

    def __init__(
        self,
        devices: TableDevices,
        relay: QtObservationRelay,
        layout: Layout,
        side_by_side: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tableCameras")
        self.devices = devices
        self.previews = [QtCameraPreview(name, layout, region, self) for name, region in devices.camera_names]
        box = QBoxLayout(QBoxLayout.Direction.LeftToRight if side_by_side else QBoxLayout.Direction.TopToBottom)
        self.setLayout(box)
        for p in self.previews:
            box.addWidget(p, 1)
        if not self.previews:
            none = QLabel(
                translate("Devices", "Table mode opened no camera (the simulated table reads no frames)."), self
            )
            none.setAlignment(Qt.AlignmentFlag.AlignCenter)
            none.setWordWrap(True)
            box.addWidget(none, 1)
        self._relay = _FrameRelay(self)
        self._relay.frame.connect(self._on_frame, Qt.ConnectionType.QueuedConnection)
        relay.observed.connect(self._on_observation, Qt.ConnectionType.QueuedConnection)
        for p in self.previews:  # the states reported before the window opened
            known = devices.camera_states.get(p.name)
            if known is not None:
                p.set_state(known.state.value, known.detail)
        for i in range(len(self.previews)):  # the frames read before the window opened
            latest = devices.latest(i)
            if latest is not None:
                self._on_frame(i, *latest)
        devices.on_preview = self._deliver

    def _deliver(self, index: int, frame: Any, result: FrameResult) -> None:
        """Thread-safe: a camera's thread hands over a frame it read."""
        self._relay.frame.emit(index, frame, result)

    def _on_frame(self, index: int, frame: Any, result: FrameResult) -> None:
        if 0 <= index < len(self.previews):
            self.previews[index].show_frame(frame, result)

    def _on_observation(self, obs: object) -> None:
        if not isinstance(obs, DeviceStatus):
            return
        for p in self.previews:
            if p.name == obs.device:
                p.set_state(obs.state.value, obs.detail)

    def detach(self) -> None:
        """Stop receiving frames (the window closes; the cameras go on)."""
        if self.devices.on_preview == self._deliver:
            self.devices.on_preview = None
