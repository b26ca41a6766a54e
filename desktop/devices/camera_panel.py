"""The camera's device panel: the live preview with the mat outline, zone
names and decoded labels drawn on it.

Frames arrive from the camera's processing thread through a Qt signal
(queued onto the GUI thread); the panel only draws. Each frame is turned
into a ``QImage`` (never ``cv2.imshow``) and scaled to the widget.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from hardware.camera.pipeline import FrameResult
from hardware.camera.regions import Box
from hardware.layouts import Layout

#: Qt's translation (context ``Devices``), by the name its tools look for
translate = QCoreApplication.translate

#: the least scale (widget pixels per frame pixel) at which the cards' names are written on the preview
NAMES_FROM = 0.45


class _Relay(QObject):
    frame = Signal(object, object)
    status = Signal(str)


class CameraView(QWidget):
    """Draws the newest frame and what the pipeline made of it."""

    def __init__(self, layout: Layout, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mat_layout = layout
        self.image: QImage | None = None
        self.result: FrameResult | None = None
        #: the part of the mat this camera answers for (mat millimetres), outlined; None, the whole mat
        self.region: Box | None = None
        self.setMinimumSize(320, 180)

    def show_frame(self, frame: np.ndarray, result: FrameResult) -> None:
        rgb = np.ascontiguousarray(frame[:, :, ::-1]) if frame.ndim == 3 else np.ascontiguousarray(frame)
        h, w = rgb.shape[:2]
        fmt = QImage.Format.Format_RGB888 if rgb.ndim == 3 else QImage.Format.Format_Grayscale8
        self.image = QImage(rgb.data, w, h, rgb.strides[0], fmt).copy()
        self.result = result
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(30, 30, 34))
        if self.image is None:
            p.setPen(QColor("white"))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, translate("Devices", "no camera picture yet"))
            p.end()
            return
        iw, ih = self.image.width(), self.image.height()
        k = min(self.width() / iw, self.height() / ih)
        ox, oy = (self.width() - iw * k) / 2, (self.height() - ih * k) / 2
        p.translate(ox, oy)
        p.scale(k, k)
        p.drawImage(0, 0, self.image)
        p.setClipRect(QRectF(0, 0, iw, ih))  # a mat reaching past the frame (a camera over one half) stays in it
        r = self.result
        if r is not None and r.calibration is not None:
            cal = r.calibration
            lay = self.mat_layout

            def poly(x: float, y: float, w: float, h: float) -> QPolygonF:
                return QPolygonF(
                    [QPointF(*cal.px_xy(a, b)) for a, b in ((x, y), (x + w, y), (x + w, y + h), (x, y + h))]
                )

            p.setPen(QPen(QColor(255, 220, 0), 3 / k))
            p.drawPolygon(poly(0, 0, lay.width, lay.height))
            if self.region is not None:  # the half this camera reads
                x0, y0, x1, y1 = self.region
                p.setPen(QPen(QColor(255, 0, 200), 3 / k, Qt.PenStyle.DashLine))
                p.drawPolygon(poly(x0, y0, x1 - x0, y1 - y0))
            font = QFont()
            font.setPixelSize(max(8, round(12 / k)))
            p.setFont(font)
            for z in lay.zones:
                p.setPen(QPen(QColor(120, 200, 255, 200), 1.5 / k))
                p.drawPolygon(poly(z.x, z.y, z.w, z.h))
                p.drawText(QPointF(*cal.px_xy(z.x + 2, z.y + 10)), z.key)
            names = k >= NAMES_FROM  # a small preview shows the labels read, not their names
            for s in r.labels:
                p.setPen(QPen(QColor(0, 255, 90), 3 / k))
                p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in s.corners]))
                if names:
                    p.setPen(QColor(0, 255, 90))
                    p.drawText(QPointF(s.px[0], s.px[1]), f"{s.label.name} #{s.label.label.copy}")
            for u in r.unknown:
                x, y = cal.px_xy(*u.mat_xy)
                p.setPen(QPen(QColor(255, 120, 0), 3 / k))
                p.drawEllipse(QRectF(x - 12 / k, y - 12 / k, 24 / k, 24 / k))
                p.drawText(QPointF(x + 14 / k, y), "?")
        elif r is not None:
            p.setPen(QColor(255, 80, 80))
            font = QFont()
            font.setPixelSize(max(10, round(18 / k)))
            p.setFont(font)
            p.drawText(
                QRectF(0, 0, iw, ih),
                Qt.AlignmentFlag.AlignCenter,
                translate("Devices", "mat not found: are the corner markers in view?"),
            )
        p.end()


class QtCameraPanel(QWidget):
    """Preview plus a status line. ``attach(camera)`` connects a
    :class:`~hardware.camera.capture.CameraDevice`; its callbacks run on the
    camera's thread and only emit signals."""

    def __init__(self, layout: Layout, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cameraPanel")
        self.view = CameraView(layout, self)
        self.status = QLabel(translate("Devices", "camera: not connected"), self)
        box = QVBoxLayout(self)
        box.addWidget(self.view, 1)
        box.addWidget(self.status)
        self._relay = _Relay(self)
        self._relay.frame.connect(self._on_frame, Qt.ConnectionType.QueuedConnection)
        self._relay.status.connect(self.status.setText, Qt.ConnectionType.QueuedConnection)
        self.frames_shown = 0

    def attach(self, camera: Any) -> None:
        camera.on_result = self.deliver
        previous = camera.on_observation

        def on_obs(obs: Any) -> None:
            if previous is not None:
                previous(obs)
            state = getattr(obs, "state", None)
            if state is not None:
                words = translate("Devices", "camera: {state} {detail}")
                self._relay.status.emit(words.format(state=state.value, detail=getattr(obs, "detail", "")).strip())

        camera.on_observation = on_obs

    def deliver(self, frame: np.ndarray, result: FrameResult) -> None:
        """Thread-safe: called by the camera thread with each processed frame."""
        self._relay.frame.emit(frame, result)

    def _on_frame(self, frame: np.ndarray, result: FrameResult) -> None:
        self.frames_shown += 1
        self.view.show_frame(frame, result)
        n = len(result.labels)
        where = (
            translate("Devices", "mat found")
            if result.calibration is not None
            else translate("Devices", "mat not found")
        )
        if n == 1:
            words = translate("Devices", "camera: {where}, 1 label, {unknown} unreadable, {ms} ms")
        else:
            words = translate("Devices", "camera: {where}, {n} labels, {unknown} unreadable, {ms} ms")
        self.status.setText(words.format(where=where, n=n, unknown=len(result.unknown), ms=f"{result.ms:.0f}"))
