"""The camera panel shows the simulated camera's frames, drawn over."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

pytest.importorskip("PySide6")

from desktop.devices.camera_panel import QtCameraPanel
from engine import registry
from hardware.camera.capture import CameraDevice, IterSource
from hardware.camera.labels import LabelBook
from hardware.camera.pipeline import Pipeline
from hardware.camera.simulate import SimCard, SimView, render
from hardware.layouts import layout_for

LAYOUT = layout_for("vanguard")
IDS = sorted(registry.get("vanguard").pool.cards)


def _frames() -> Iterator[np.ndarray]:  # type: ignore[type-arg]
    z = LAYOUT.area("p0.VC")
    frame = render(LAYOUT, [SimCard(f"PM1:VG:{IDS[0]}:1", *z.centre, module_mm=2.6)], SimView(960, 720, tilt=15)).image
    for _ in range(4):
        yield frame


def test_panel_shows_live_preview(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = QtCameraPanel(LAYOUT)
    qtbot.addWidget(panel)
    panel.resize(800, 640)
    panel.show()
    cam = CameraDevice(IterSource(_frames), Pipeline(LAYOUT, LabelBook.from_registry()), fps=20)
    panel.attach(cam)
    cam.open()
    try:
        qtbot.waitUntil(lambda: panel.frames_shown >= 1, timeout=10_000)
    finally:
        cam.close()
    assert "1 label" in panel.status.text()
    assert panel.view.result is not None and panel.view.result.labels[0].zone == "p0.VC"
    shot = panel.view.grab().toImage()
    assert not shot.isNull()
    # the overlay is drawn: some pure-ish green label outline pixels exist
    arr = np.array(
        [
            [shot.pixelColor(x, y).green() - shot.pixelColor(x, y).red() for x in range(0, shot.width(), 3)]
            for y in range(0, shot.height(), 3)
        ]
    )
    assert (arr > 150).any()
