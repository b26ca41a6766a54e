"""Decode only where the picture changed since the last settled frame.

At 4K a whole-frame decode costs far more than a frame's time. Most frames
of a game show the same table as the frame before: the :class:`ChangeGate`
compares each frame, shrunk, with the last *settled* picture (every part of
it as it was when it last held still and was read) and hands the pipeline
only the boxes that differ; what lies elsewhere is what was read there
before. A part that changed is looked at on every frame until it holds
still again (a hand moving over it, then gone), then it becomes part of the
settled picture. A full sweep of the frame runs every ``sweep_every``
frames all the same, and whenever the camera or the mat moved.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any

import cv2
import numpy as np
import numpy.typing as npt

from hardware.camera.calibration import Calibration
from hardware.camera.pipeline import FrameResult, Pipeline

Image = npt.NDArray[Any]

#: the shrunk frame's size: 1 pixel for ``SHRINK`` x ``SHRINK`` of the frame
SHRINK = 8
#: grey levels (of the shrunk frame) a pixel must change by to count
CHANGE_LEVEL = 10
#: frame pixels kept round a changed place (a label partly in it is read whole)
MARGIN_PX = 96
#: changed share of the mat above which the whole frame is read
WHOLE_SHARE = 0.3


#: frame pixels a mat corner may move between calibrations that count as the same
SAME_PX = 2.0


def _same_place(a: Calibration | None, b: Calibration | None, w: int, h: int) -> bool:
    """Whether two calibrations put the frame's corners at the same mat points (to ``SAME_PX``)."""
    if a is None or b is None:
        return False
    if a is b:
        return True
    pts = np.array([[[0, 0], [w, 0], [w, h], [0, h]]], np.float64)
    there = cv2.perspectiveTransform(cv2.perspectiveTransform(pts, a.to_mat), b.to_px)
    return bool(np.max(np.abs(there - pts)) <= SAME_PX)


@dataclass(slots=True)
class GateStats:
    frames: int = 0
    sweeps: int = 0  #: frames read whole
    partial: int = 0  #: frames read only in changed boxes
    unchanged: int = 0  #: frames with nothing to read
    share_sum: float = 0.0  #: the shares of the frame read, summed over the frames

    @property
    def share(self) -> float:
        """The share of the frame read, on average."""
        return self.share_sum / self.frames if self.frames else 0.0


class ChangeGate:
    """A :class:`Pipeline` that reads only what changed (see the module's text)."""

    def __init__(self, pipeline: Pipeline, sweep_every: int = 30, margin_px: int = MARGIN_PX) -> None:
        self.pipeline = pipeline
        self.sweep_every = max(1, sweep_every)
        self.margin_px = margin_px
        self.stats = GateStats()
        self._settled: Image | None = None  #: the shrunk settled picture
        self._previous: Image | None = None  #: the shrunk frame before this one
        self._last: FrameResult | None = None
        self._since_sweep = 0

    def reset(self) -> None:
        """Read the next frame whole."""
        self._settled = self._previous = None
        self._last = None

    def process(self, frame: Image, at: float | None = None) -> FrameResult:
        t0 = time.perf_counter()
        at = time.monotonic() if at is None else at
        if (frame.ndim != 2 and not (frame.ndim == 3 and frame.shape[2] == 3)) or frame.dtype != np.uint8:
            return self.pipeline.process(frame, at)  # it says why it ignores the frame
        gray = frame if frame.ndim == 2 else cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
        h, w = gray.shape
        small = cv2.resize(gray, (max(1, w // SHRINK), max(1, h // SHRINK)), interpolation=cv2.INTER_AREA)
        self.stats.frames += 1
        last, settled, previous = self._last, self._settled, self._previous
        self._previous = small
        due = self._since_sweep + 1 >= self.sweep_every
        if last is None or settled is None or previous is None or settled.shape != small.shape or due:
            return self._sweep(gray, small, at, t0)
        changed = self._mask(small, settled)
        if not changed.any():
            self._since_sweep += 1
            self.stats.unchanged += 1
            return replace(
                last,
                at=at,
                labels=list(last.labels),
                unknown=list(last.unknown),
                rejected=[],
                ms=(time.perf_counter() - t0) * 1000,
            )
        if float(changed.mean()) > WHOLE_SHARE:
            return self._sweep(gray, small, at, t0)
        boxes = self._boxes(changed, w, h)
        result = self.pipeline.process(gray, at, boxes)
        if not _same_place(result.calibration, last.calibration, w, h):
            # the mat was hidden, or found again (the camera moved): read it whole
            return self._sweep(gray, small, at, t0, result)
        # what was read before stays, unless the picture changed where it lies (the boxes'
        # margins are read too, so that a label partly in a changed place is read whole,
        # but a label there that is not read again is still there)
        core = cv2.dilate(changed.astype(np.uint8), np.ones((3, 3), np.uint8)) > 0
        ch, cw = core.shape

        def kept(px: tuple[float, float]) -> bool:
            cx, cy = int(px[0] // SHRINK), int(px[1] // SHRINK)
            return not (0 <= cx < cw and 0 <= cy < ch and core[cy, cx])

        fresh = {s.label for s in result.labels}
        result.labels = [s for s in last.labels if kept(s.px) and s.label not in fresh] + result.labels
        cal = result.calibration
        assert cal is not None  # _same_place holds
        result.unknown = [u for u in last.unknown if kept(cal.px_xy(*u.mat_xy))] + result.unknown
        # the parts that changed and now hold still are settled
        moving = self._mask(small, previous)
        still = changed & ~moving
        settled_now = settled.copy()
        settled_now[still] = small[still]
        self._settled = settled_now
        self._last = result
        self._since_sweep += 1
        self.stats.partial += 1
        self.stats.share_sum += sum((b[2] - b[0]) * (b[3] - b[1]) for b in boxes) / float(w * h)
        result.ms = (time.perf_counter() - t0) * 1000
        return result

    def _sweep(self, gray: Image, small: Image, at: float, t0: float, done: FrameResult | None = None) -> FrameResult:
        result = self.pipeline.process(gray, at) if done is None or done.calibration is not None else done
        self._settled = small
        self._last = result if result.calibration is not None else None
        self._since_sweep = 0
        self.stats.sweeps += 1
        self.stats.share_sum += 1.0
        result.ms = (time.perf_counter() - t0) * 1000
        return result

    @staticmethod
    def _mask(a: Image, b: Image) -> npt.NDArray[np.bool_]:
        diff = cv2.absdiff(a, b)
        mask: npt.NDArray[np.bool_] = diff > CHANGE_LEVEL
        return mask

    def _boxes(self, changed: npt.NDArray[np.bool_], w: int, h: int) -> list[tuple[int, int, int, int]]:
        """Frame-pixel boxes round the changed places, grown by the margin and merged where they overlap."""
        grow = max(1, round(self.margin_px / SHRINK))
        mask = cv2.dilate(changed.astype(np.uint8), np.ones((2 * grow + 1, 2 * grow + 1), np.uint8))
        n, _, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
        boxes = []
        for i in range(1, n):
            x, y, bw, bh = (int(v) for v in stats[i, :4])
            boxes.append((x * SHRINK, y * SHRINK, min(w, (x + bw) * SHRINK), min(h, (y + bh) * SHRINK)))
        return _merged(boxes)


def _merged(boxes: list[tuple[int, int, int, int]]) -> list[tuple[int, int, int, int]]:
    """The boxes with every two that overlap replaced by the box round both
    (a label in two boxes would be read twice, and two readings of one label are refused)."""
    out = list(boxes)
    merged = True
    while merged:
        merged = False
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                a, b = out[i], out[j]
                if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
                    out[i] = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
                    del out[j]
                    merged = True
                    break
            if merged:
                break
    return out
