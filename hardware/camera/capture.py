"""Frame sources and the capture worker.

A source is a webcam (device index), a video file, a folder of images or
the simulated camera. :class:`CameraDevice` reads the source on one worker
thread into a one-frame mailbox (the newest frame wins when decoding falls
behind; older ones are counted as dropped) and runs the pipeline on a
second thread, so neither ever blocks the GUI. Results and observations go
to plain callbacks, called on the processing thread.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Protocol

import cv2
import numpy.typing as npt

from engine.errors import LoadError
from hardware.camera.changes import ChangeGate
from hardware.camera.images import load_image
from hardware.camera.pipeline import FrameResult, Pipeline
from hardware.camera.stability import Obs, StabilityTracker
from hardware.observations import DeviceKind, DeviceState, DeviceStatus

log = logging.getLogger(__name__)

Image = npt.NDArray[Any]  # 8-bit images; OpenCV's type hints give its results loosely
#: the formats :func:`~hardware.camera.images.load_image` reads
IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".bmp", ".webp"}


class FrameSource(Protocol):
    name: str

    def open(self) -> None: ...
    def read(self) -> Image | None: ...  #: None at the end (or on a read failure)
    def close(self) -> None: ...


class OpenCvSource:
    """A webcam by index, or a video file."""

    def __init__(self, spec: int | str, width: int = 1920, height: int = 1080) -> None:
        self.name = f"camera {spec}" if isinstance(spec, int) else str(spec)
        self._spec = spec
        self._size = (width, height)
        self._cap: cv2.VideoCapture | None = None

    def open(self) -> None:
        cap = cv2.VideoCapture(self._spec)
        if not cap.isOpened():
            raise OSError(f"cannot open {self.name}")
        if isinstance(self._spec, int):
            cap.set(cv2.CAP_PROP_FRAME_WIDTH, self._size[0])
            cap.set(cv2.CAP_PROP_FRAME_HEIGHT, self._size[1])
        self._cap = cap

    def read(self) -> Image | None:
        if self._cap is None:
            return None
        ok, frame = self._cap.read()
        return frame if ok else None

    def close(self) -> None:
        if self._cap is not None:
            self._cap.release()
            self._cap = None


class FolderSource:
    """Images of a folder in name order; a file that cannot be read or is too
    large (:mod:`hardware.camera.images`) is skipped with a warning. Looping,
    a pass that reads none of them ends the source."""

    def __init__(self, folder: str | Path, loop: bool = False) -> None:
        self.name = str(folder)
        self._folder = Path(folder)
        self._loop = loop
        self._files: list[Path] = []
        self._i = 0

    def open(self) -> None:
        if not self._folder.is_dir():
            raise OSError(f"no such folder: {self._folder}")
        self._files = sorted(p for p in self._folder.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
        if not self._files:
            raise OSError(f"no images in {self._folder}")

    def read(self) -> Image | None:
        misses = 0  # a looping folder of nothing readable ends instead of spinning
        while misses < len(self._files) and (self._loop or self._i < len(self._files)):
            if self._i >= len(self._files):
                self._i = 0
            path = self._files[self._i]
            self._i += 1
            try:
                return load_image(path)
            except LoadError as exc:
                misses += 1
                log.warning("skipping %s", exc)
        return None

    def close(self) -> None:
        self._files = []


class IterSource:
    """Frames from any iterator (the simulated camera's scripted scenes)."""

    def __init__(self, frames: Callable[[], Iterator[Image]], name: str = "simulated camera") -> None:
        self.name = name
        self._make = frames
        self._it: Iterator[Image] | None = None

    def open(self) -> None:
        self._it = self._make()

    def read(self) -> Image | None:
        if self._it is None:
            return None
        return next(self._it, None)

    def close(self) -> None:
        self._it = None


def source_for(spec: str) -> FrameSource:
    """``0`` (a device index), a folder of images, or a video file."""
    if spec.isdigit():
        return OpenCvSource(int(spec))
    if Path(spec).is_dir():
        return FolderSource(spec)
    return OpenCvSource(spec)


class CameraDevice:
    """The card camera: a source, a pipeline and a stability tracker on two threads.

    ``on_result(frame, result)`` gets every processed frame (for a preview);
    ``on_observation(obs)`` gets ``CardSeen`` / ``CardGone`` / ``DeviceStatus``.
    Both are called on the processing thread and must not block; a callback
    that raises is logged and the camera keeps going. ``fps`` paces sources
    that are not live (files, folders, the simulator); 0 reads as fast as possible.
    ``every_frame`` makes the reader wait for the pipeline instead of
    replacing a frame not yet taken: for recordings, whose every frame
    should count however fast the machine is.
    """

    #: a camera: it reads the cards' labels (a :class:`~hardware.observations.Device`)
    kind: DeviceKind = DeviceKind.CAMERA

    def __init__(
        self,
        source: FrameSource,
        pipeline: Pipeline | ChangeGate,
        tracker: StabilityTracker | None = None,
        on_result: Callable[[Image, FrameResult], None] | None = None,
        on_observation: Callable[[Obs | DeviceStatus], None] | None = None,
        fps: float = 0.0,
        clock: Callable[[], float] = time.monotonic,
        every_frame: bool = False,
    ) -> None:
        self.source = source
        self.pipeline = pipeline
        self.tracker = tracker or StabilityTracker()
        self.on_result = on_result
        self.on_observation = on_observation
        self.fps = fps
        self.clock = clock
        self.every_frame = every_frame
        self.state = DeviceState.DISCONNECTED
        self.frames_read = 0
        self.frames_processed = 0
        self.frames_dropped = 0
        self._slot: tuple[Image, float] | None = None
        self._cond = threading.Condition()
        self._stop = threading.Event()
        self._eof = False
        self._threads: list[threading.Thread] = []

    def _status(self, state: DeviceState, detail: str = "") -> None:
        self.state = state
        self._emit(DeviceStatus(self.clock(), self.tracker.device, self.kind, state, detail))

    def _emit(self, obs: Obs | DeviceStatus) -> None:
        if self.on_observation is None:
            return
        try:
            self.on_observation(obs)
        except Exception:
            log.exception("camera observation listener failed")

    def start(self) -> None:
        """Open the source and start reading (:meth:`open`)."""
        self.open()

    def stop(self) -> None:
        """Stop reading and close the source (:meth:`close`)."""
        self.close()

    def open(self) -> None:
        self._status(DeviceState.CONNECTING, self.source.name)
        try:
            self.source.open()
        except OSError as exc:
            self._status(DeviceState.ERROR, str(exc))
            raise
        self._stop.clear()
        self._eof = False
        self._threads = [
            threading.Thread(target=self._capture, name="camera-capture", daemon=True),
            threading.Thread(target=self._process, name="camera-decode", daemon=True),
        ]
        for t in self._threads:
            t.start()
        self._status(DeviceState.READY, self.source.name)

    def close(self) -> None:
        self._stop.set()
        with self._cond:
            self._cond.notify_all()
        for t in self._threads:
            t.join(timeout=5)
        self._threads = []
        self.source.close()
        if self.state != DeviceState.DISCONNECTED:
            self._status(DeviceState.DISCONNECTED)

    def wait_done(self, timeout: float = 30.0) -> bool:
        """For finite sources: wait until every frame read has been handled."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while not (self._eof and self._slot is None):
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def _capture(self) -> None:
        period = 1.0 / self.fps if self.fps > 0 else 0.0
        next_at = time.monotonic()
        while not self._stop.is_set():
            try:
                frame = self.source.read()
            except Exception:
                log.exception("reading %s failed", self.source.name)
                frame = None
            if frame is None:
                break
            with self._cond:
                while self.every_frame and self._slot is not None and not self._stop.is_set():
                    self._cond.wait(0.5)
                self.frames_read += 1
                if self._slot is not None:
                    self.frames_dropped += 1
                self._slot = (frame, self.clock())
                self._cond.notify_all()
            if period:
                next_at += period
                self._stop.wait(max(0.0, next_at - time.monotonic()))
        with self._cond:
            self._eof = True
            self._cond.notify_all()

    def _process(self) -> None:
        while True:
            with self._cond:
                while self._slot is None and not self._stop.is_set() and not self._eof:
                    self._cond.wait(0.5)
                if self._stop.is_set() or self._slot is None:
                    self._cond.notify_all()
                    return
                frame, at = self._slot
                self._slot = None
                self._cond.notify_all()
            try:
                result = self.pipeline.process(frame, at)
            except Exception:
                log.exception("camera pipeline failed on a frame")
                continue
            self.frames_processed += 1
            if self.on_result is not None:
                try:
                    self.on_result(frame, result)
                except Exception:
                    log.exception("camera preview listener failed")
            for obs in self.tracker.update(result):
                self._emit(obs)
            with self._cond:
                self._cond.notify_all()
