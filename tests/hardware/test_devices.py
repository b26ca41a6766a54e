"""Every device of the table declares its kind, and every status it reports
carries that kind: a sensor mat, a camera, the simulated camera."""

from __future__ import annotations

import time
from collections.abc import Iterator

import numpy as np

from hardware.camera.capture import CameraDevice, IterSource
from hardware.camera.labels import LabelBook
from hardware.camera.pipeline import Pipeline
from hardware.layouts import layout_for
from hardware.mat.driver import SerialMat
from hardware.observations import Device, DeviceKind, DeviceState, DeviceStatus
from hardware.table.simdevices import SimCamera


def _blank() -> Iterator[np.ndarray]:
    yield np.full((120, 160, 3), 40, np.uint8)


def _wait(got: list[object], state: DeviceState) -> None:
    for _ in range(200):
        if any(isinstance(o, DeviceStatus) and o.state is state for o in got):
            return
        time.sleep(0.01)


def test_the_mat_the_camera_and_the_simulated_camera_are_devices_of_their_declared_kind() -> None:
    mat = SerialMat("/nonexistent/mat-port", on_observation=lambda o: None)
    assert isinstance(mat, Device) and mat.kind is DeviceKind.MAT
    got: list[object] = []
    camera = CameraDevice(IterSource(_blank, "test frames"), Pipeline(layout_for("vanguard"), LabelBook({})))
    camera.on_observation = got.append
    assert isinstance(camera, Device) and camera.kind is DeviceKind.CAMERA
    camera.start()
    _wait(got, DeviceState.READY)
    camera.stop()
    statuses = [o for o in got if isinstance(o, DeviceStatus)]
    assert statuses and all(s.kind is DeviceKind.CAMERA for s in statuses)
    assert statuses[0].state is DeviceState.CONNECTING and any(s.state is DeviceState.READY for s in statuses)
    sim: list[object] = []
    simulated = SimCamera(sim.append, delay_s=0.0)
    assert isinstance(simulated, Device) and simulated.kind is DeviceKind.CAMERA
    simulated.start()
    _wait(sim, DeviceState.READY)
    simulated.stop()
    sim_statuses = [o for o in sim if isinstance(o, DeviceStatus)]
    assert [s.state for s in sim_statuses] == [DeviceState.READY, DeviceState.DISCONNECTED]
    assert all(s.kind is DeviceKind.CAMERA for s in sim_statuses)
