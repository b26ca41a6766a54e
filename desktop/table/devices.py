"""The devices of table mode: the sensor mat and the card camera (or two
cameras over a two-player mat, one over each seat's half, merged into one
stream by :class:`~hardware.camera.merge.CameraMerge`).

Both run on their own worker threads and report observations by callback
on those threads. :class:`QtObservationRelay` re-emits every observation as
a Qt signal; the table model receives it through a queued connection on the
GUI thread, so no widget and no game is ever touched from a worker.

With ``--sim`` the mat is :class:`~hardware.mat.simulator.PtyMat` on a real
pseudo-terminal, read by the real :class:`~hardware.mat.driver.SerialMat`
driver; the camera is :class:`~hardware.table.simdevices.SimCamera`, which
reports the cards of a simulated table
(:class:`~hardware.table.simdevices.SimTable`) as the camera's stability
tracker would (``CardSeen`` / ``CardGone``) without rendering frames.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from hardware.camera.capture import CameraDevice, Image
from hardware.camera.labels import LabelBook
from hardware.camera.pipeline import FrameResult
from hardware.camera.regions import Box
from hardware.camera.stability import Obs
from hardware.layouts import Layout
from hardware.mat.driver import SerialMat
from hardware.mat.simulator import PtyMat
from hardware.mat.zonemap import zone_map_for
from hardware.observations import DeviceKind, DeviceState, DeviceStatus
from hardware.table.simdevices import CAMERA, SimCamera, SimTable

log = logging.getLogger(__name__)


class QtObservationRelay(QObject):
    """Hands observations (and the camera's calibration state) from the
    device threads to the GUI thread. Pass :meth:`sink` to a device; it only emits."""

    observed = Signal(object)
    #: the camera's markers: (calibrated, labels read in the last frame)
    calibration = Signal(bool, int)

    def sink(self, obs: object) -> None:
        self.observed.emit(obs)


class TableDevices:
    """The mat and the camera of one table, real or simulated."""

    def __init__(self, ruleset_id: str, layout: Layout, game: str, relay: QtObservationRelay) -> None:
        self.ruleset_id = ruleset_id
        self.layout = layout
        self.game = game
        self.relay = relay
        self.mat: SerialMat | None = None
        self.camera: CameraDevice | None = None  #: the (first) camera
        self.cameras: list[CameraDevice] = []  #: every camera opened: one, or one over each seat's half
        self.pty: PtyMat | None = None
        self.sim_camera: SimCamera | None = None
        self.sim_table: SimTable | None = None
        self.problems: list[str] = []
        self._calibrated: tuple[bool, int] | None = None
        self._frame_states: dict[int, tuple[bool, int]] = {}  #: each camera's last (calibrated, labels read)
        self._frame_lock = threading.Lock()
        #: each camera table mode opened or tried to: its device name ("camera", "camera seat 1")
        #: and the part of the mat it reads
        self.camera_names: list[tuple[str, Box | None]] = []
        #: called on a camera's thread with each frame it read (camera index, frame, result), for a preview
        self.on_preview: Callable[[int, Image, FrameResult], None] | None = None
        self._latest: dict[int, tuple[Image, FrameResult]] = {}
        #: each camera's last state, by its device name
        self.camera_states: dict[str, DeviceStatus] = {}

    @property
    def simulated(self) -> bool:
        return self.pty is not None

    def start_sim(self) -> SimTable:
        """The simulated mat (on a pty, through the real driver) and camera."""
        zmap = zone_map_for(self.ruleset_id)
        self.pty = PtyMat(zmap)
        port = self.pty.start()
        self.mat = SerialMat(port, on_observation=self.relay.sink, zone_map=zmap)
        self.mat.start()
        self.sim_camera = SimCamera(self.relay.sink)
        self.sim_camera.start()
        self.sim_table = SimTable(self.layout, self.game, self.pty, self.sim_camera)
        self.relay.calibration.emit(True, 0)
        return self.sim_table

    def start_real(self, port: str | None = None, camera_spec: str = "0", decks: Sequence[Iterable[str]] = ()) -> None:
        """The mat found on USB (or ``port``) and the webcam ``camera_spec``.

        ``camera_spec`` is one source (a device index such as ``0``, a video
        file or a folder of images), or two joined by ``+`` (``0+1``) for two
        cameras over a two-player mat: the first hangs over seat 1's half, the
        second over seat 2's. Each is calibrated to its half by the markers it
        sees (two corners and the two at the seats' boundary) and reports only
        that half, plus a narrow band over the boundary; their readings are
        merged into one picture of the table
        (:class:`~hardware.camera.merge.CameraMerge`), and each reports its
        own state ("camera seat 1", "camera seat 2").
        A camera that cannot be opened is reported, and sync waits for it.
        ``decks`` (each seat's card ids, one per copy) map compact sleeve
        labels to cards, as the deck lists that printed them did."""
        from engine import registry

        zmap = zone_map_for(self.ruleset_id)
        self.mat = SerialMat(port, on_observation=self.relay.sink, zone_map=zmap)
        self.mat.start()
        book = LabelBook.from_registry()
        book.add_decks(registry.get(self.ruleset_id).label_code, decks)
        specs = [s.strip() for s in camera_spec.split("+")]
        if len(specs) > 1 and Path(camera_spec).exists():
            specs = [camera_spec]  # one file or folder with a + in its name
        if len(specs) == 1:
            self._open_camera(0, specs[0], CAMERA, book, None, self.relay.sink)
            return
        from hardware.camera.merge import CameraMerge
        from hardware.camera.regions import seat_halves

        try:
            halves = seat_halves(self.layout)
        except ValueError as exc:
            halves = []
            problem = str(exc)
        else:
            problem = "" if len(specs) == 2 and all(specs) else f"two cameras are given as A+B, not {camera_spec!r}"
        if problem:
            self.problems.append(problem)
            self.relay.sink(DeviceStatus(time.monotonic(), CAMERA, DeviceKind.CAMERA, DeviceState.ERROR, problem))
            return
        merge = CameraMerge(self.relay.sink)
        for i, (spec, (seat, box)) in enumerate(zip(specs, halves, strict=True)):
            self._open_camera(i, spec, f"{CAMERA} seat {seat + 1}", book, box, merge.sink)

    def _open_camera(
        self,
        index: int,
        spec: str,
        device: str,
        book: LabelBook,
        region: Box | None,
        sink: Callable[[Obs | DeviceStatus], None],
    ) -> None:
        """Open one camera reading ``region`` of the mat (None: all of it), reporting as ``device`` to ``sink``."""
        from hardware.camera.capture import source_for
        from hardware.camera.changes import ChangeGate
        from hardware.camera.pipeline import Pipeline
        from hardware.camera.stability import StabilityTracker

        def report(obs: Obs | DeviceStatus) -> None:
            if isinstance(obs, DeviceStatus):
                with self._frame_lock:
                    self.camera_states[obs.device] = obs
            sink(obs)

        camera = CameraDevice(
            source_for(spec),
            ChangeGate(Pipeline(self.layout, book, region=region)),  # reads only where the picture changed
            tracker=StabilityTracker(device),
            on_result=lambda frame, result: self._on_frame(index, frame, result),
            on_observation=report,
            fps=0.0 if spec.isdigit() else 15.0,
        )
        self.camera_names.append((device, region))  # a camera that cannot be opened is shown with its state too
        try:
            camera.open()
        except OSError as exc:
            self.problems.append(f"the camera {spec} cannot be opened: {exc}")
            report(DeviceStatus(time.monotonic(), device, DeviceKind.CAMERA, DeviceState.ERROR, f"cannot open {spec}"))
            return
        self.cameras.append(camera)
        if self.camera is None:
            self.camera = camera

    def latest(self, index: int) -> tuple[Image, FrameResult] | None:
        """Camera ``index``'s last frame and what was read in it (None before its first frame)."""
        with self._frame_lock:
            return self._latest.get(index)

    def _on_frame(self, index: int, frame: Image, result: FrameResult) -> None:
        """A camera's frame: the table is calibrated when every camera is, and the labels read add up."""
        preview = self.on_preview
        if preview is not None:
            preview(index, frame, result)
        with self._frame_lock:
            self._latest[index] = (frame, result)
            self._frame_states[index] = (result.calibration is not None, len(result.labels))
            states = list(self._frame_states.values())
            state = (all(c for c, _ in states), sum(n for _, n in states))
            if state == self._calibrated:
                return
            self._calibrated = state  # only changes cross to the GUI thread
        self.relay.calibration.emit(*state)

    def set_led(self, zone: str | None, mode: str, color: str = "FFFFFF") -> None:
        if self.mat is not None:
            try:
                self.mat.set_led(zone, mode, color)
            except ValueError:
                log.warning("mat LED %s %s %s refused", zone, mode, color)

    def stop(self) -> None:
        for camera in self.cameras:
            camera.close()
        self.cameras = []
        self.camera_names = []
        self.camera = None
        if self.sim_camera is not None:
            self.sim_camera.stop()
            self.sim_camera = None
        if self.mat is not None:
            self.mat.stop()
            self.mat = None
        if self.pty is not None:
            self.pty.stop()
            self.pty = None
