"""One frame in, what lies where out: calibration, decoding, mapping.

Each decoded label's centre goes through the homography into mat
millimetres and the zone under it. Card-shaped outlines with no readable
label (face down, label covered) are reported as unknown cards: present,
never guessed. The pipeline holds no thread; the capture worker calls it.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import Any

import cv2
import numpy as np
import numpy.typing as npt

from engine.layouts import Layout
from hardware.camera.calibration import Calibration, Calibrator
from hardware.camera.decoders import DEFAULT_DECODER, Decoder, Detection, make_decoder
from hardware.camera.labels import KnownLabel, LabelBook
from hardware.camera.simulate import CARD_H, CARD_W

log = logging.getLogger(__name__)

Image = npt.NDArray[Any]  # 8-bit images; OpenCV's stubs type its results loosely


@dataclass(frozen=True, slots=True)
class SeenLabel:
    label: KnownLabel
    px: tuple[float, float]
    corners: tuple[tuple[float, float], ...]
    mat_xy: tuple[float, float]
    zone: str | None


@dataclass(frozen=True, slots=True)
class SeenShape:
    """A card outline without a readable label."""

    mat_xy: tuple[float, float]
    zone: str | None


@dataclass(slots=True)
class FrameResult:
    at: float
    calibration: Calibration | None
    labels: list[SeenLabel] = field(default_factory=list)
    unknown: list[SeenShape] = field(default_factory=list)
    rejected: list[Detection] = field(default_factory=list)  #: decoded but not a known label
    ms: float = 0.0


def zone_of(layout: Layout, mx: float, my: float) -> str | None:
    z = layout.zone_at(mx, my)
    return None if z is None else z.key


class Pipeline:
    """Calibrate, decode and map one frame at a time, for one mat layout.

    ``crop`` decodes only the mat's bounding box once calibrated (never
    slower, and faster when the mat does not fill the frame); ``shapes``
    also looks for card outlines without a readable label.
    """

    def __init__(
        self,
        layout: Layout,
        book: LabelBook,
        decoder: Decoder | str = DEFAULT_DECODER,
        crop: bool = True,
        shapes: bool = True,
    ) -> None:
        self.layout = layout
        self.book = book
        self.decoder = make_decoder(decoder) if isinstance(decoder, str) else decoder
        self.calibrator = Calibrator(layout)
        self.crop = crop
        self.shapes = shapes

    def process(self, frame: Image, at: float | None = None) -> FrameResult:
        t0 = time.perf_counter()
        at = time.monotonic() if at is None else at
        if (frame.ndim != 2 and (frame.ndim != 3 or frame.shape[2] not in (3, 4))) or frame.dtype != np.uint8:
            log.warning("ignoring a frame of shape %s, type %s", frame.shape, frame.dtype)
            return FrameResult(at, None)
        gray = (
            frame
            if frame.ndim == 2
            else cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY if frame.shape[2] == 3 else cv2.COLOR_BGRA2GRAY)
        )
        cal = self.calibrator.update(gray)
        result = FrameResult(at, cal)
        if cal is None:
            result.ms = (time.perf_counter() - t0) * 1000
            return result
        x0, y0, region = 0, 0, gray
        if self.crop:
            x0, y0, x1, y1 = self._mat_box(cal, gray.shape[1], gray.shape[0])
            region = gray[y0:y1, x0:x1]
        detections = [d.shifted(x0, y0) for d in self.decoder.decode(region)]
        by_text: dict[str, list[Detection]] = {}
        for d in detections:
            by_text.setdefault(d.text, []).append(d)
        for text, ds in by_text.items():
            known = self.book.check(text)
            if known is None:
                result.rejected.extend(ds)
                continue
            if len(ds) > 1:  # one copy seen twice: a duplicate print, name neither
                log.warning("label %s seen %d times in one frame; ignoring it", text, len(ds))
                result.rejected.extend(ds)
                continue
            d = ds[0]
            mx, my = cal.mat_xy(*d.centre)
            if not (0 <= mx <= self.layout.width and 0 <= my <= self.layout.height):
                continue  # off the mat: a card in a hand, a label on the table edge
            result.labels.append(SeenLabel(known, d.centre, d.corners, (mx, my), zone_of(self.layout, mx, my)))
        if self.shapes:
            result.unknown = self._unlabelled_cards(gray, cal, result.labels)
        result.ms = (time.perf_counter() - t0) * 1000
        return result

    def _mat_box(self, cal: Calibration, w: int, h: int) -> tuple[int, int, int, int]:
        L = self.layout
        pts = np.array([cal.px_xy(x, y) for x, y in ((0, 0), (L.width, 0), (L.width, L.height), (0, L.height))])
        x0, y0 = np.floor(pts.min(axis=0)).astype(int) - 8
        x1, y1 = np.ceil(pts.max(axis=0)).astype(int) + 8
        return max(0, x0), max(0, y0), min(w, x1), min(h, y1)

    def _unlabelled_cards(self, gray: Image, cal: Calibration, labels: list[SeenLabel]) -> list[SeenShape]:
        """Card-sized, card-shaped outlines on a top-down view of the mat (1 px per mm)."""
        L = self.layout
        top = cv2.warpPerspective(gray, cal.to_mat, (int(L.width), int(L.height)), flags=cv2.INTER_AREA)
        edges = cv2.Canny(cv2.GaussianBlur(top, (5, 5), 0), 12, 36)
        contours, _ = cv2.findContours(edges, cv2.RETR_LIST, cv2.CHAIN_APPROX_SIMPLE)
        card_area = CARD_W * CARD_H
        out: list[SeenShape] = []
        for c in contours:
            (cx, cy), (w, h), _ = cv2.minAreaRect(c)
            if w <= 0 or h <= 0:
                continue
            long_, short = max(w, h), min(w, h)
            if not (0.8 * card_area <= long_ * short <= 1.35 * card_area and 1.2 <= long_ / short <= 1.6):
                continue
            if cv2.contourArea(cv2.convexHull(c)) < 0.85 * long_ * short:
                continue
            if any(abs(s.mat_xy[0] - cx) < short / 2 + 5 and abs(s.mat_xy[1] - cy) < long_ / 2 + 5 for s in labels):
                continue
            if any(abs(s.mat_xy[0] - cx) < 20 and abs(s.mat_xy[1] - cy) < 20 for s in out):
                continue
            out.append(SeenShape((float(cx), float(cy)), zone_of(L, cx, cy)))
        return out
