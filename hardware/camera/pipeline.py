"""One frame in, what lies where out: calibration, decoding, mapping.

Each decoded label's centre goes through the homography into mat
millimetres and the zone under it. Card-shaped outlines with no readable
label (face down, label covered) are reported as unknown cards: present,
never guessed. The pipeline holds no thread; the capture worker calls it.
"""

from __future__ import annotations

import logging
import math
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


@dataclass(frozen=True, slots=True)
class Outline:
    """A card-shaped outline on the mat: centre, long and short side, all in millimetres."""

    mat_xy: tuple[float, float]
    long_: float
    short: float
    angle: float  #: degrees, as cv2.minAreaRect gives it
    size: tuple[float, float]  #: cv2.minAreaRect's width and height

    def corners(self, margin: float = 0.0) -> npt.NDArray[np.float32]:
        w, h = self.size
        return np.asarray(
            cv2.boxPoints((self.mat_xy, (w + 2 * margin, h + 2 * margin), self.angle)), np.float32
        )

    def holds(self, mx: float, my: float, slack: float = 5.0) -> bool:
        """Whether a mat point lies on this card (within ``slack`` mm)."""
        a = np.deg2rad(self.angle)
        dx, dy = mx - self.mat_xy[0], my - self.mat_xy[1]
        u = dx * np.cos(a) + dy * np.sin(a)
        v = -dx * np.sin(a) + dy * np.cos(a)
        return bool(abs(u) <= self.size[0] / 2 + slack and abs(v) <= self.size[1] / 2 + slack)


#: pixels per millimetre of the top-down view the card outlines are looked for on
OUTLINE_PPM = 0.5
#: how much a card's crop is enlarged for the second decoding attempt
RETRY_SCALE = 2.0
#: millimetres of mat kept round a card for its second attempt
RETRY_MARGIN_MM = 6.0


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
    also looks for card outlines without a readable label. ``retry``
    decodes each card outline left without a label once more, cropped and
    enlarged ``RETRY_SCALE`` times: small modules that the whole-frame pass
    misses are often read that way. A label read on the retry counts only if
    it is a known label, read nowhere else in the frame, and lies on the
    card it was looked for on.
    """

    def __init__(
        self,
        layout: Layout,
        book: LabelBook,
        decoder: Decoder | str = DEFAULT_DECODER,
        crop: bool = True,
        shapes: bool = True,
        retry: bool = True,
    ) -> None:
        self.layout = layout
        self.book = book
        self.decoder = make_decoder(decoder) if isinstance(decoder, str) else decoder
        self.calibrator = Calibrator(layout)
        self.crop = crop
        self.shapes = shapes
        self.retry = retry
        self.retries = 0  #: card crops decoded a second time
        self.retry_reads = 0  #: labels read only on the second attempt

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
        if self.shapes or self.retry:
            outlines = self._unlabelled_outlines(gray, cal, result.labels)
            if self.retry and outlines:
                outlines = self._retry(gray, cal, outlines, result, set(by_text))
            if self.shapes:
                result.unknown = [SeenShape(o.mat_xy, zone_of(self.layout, *o.mat_xy)) for o in outlines]
        result.ms = (time.perf_counter() - t0) * 1000
        return result

    def _mat_box(self, cal: Calibration, w: int, h: int) -> tuple[int, int, int, int]:
        L = self.layout
        pts = np.array([cal.px_xy(x, y) for x, y in ((0, 0), (L.width, 0), (L.width, L.height), (0, L.height))])
        x0, y0 = np.floor(pts.min(axis=0)).astype(int) - 8
        x1, y1 = np.ceil(pts.max(axis=0)).astype(int) + 8
        return max(0, x0), max(0, y0), min(w, x1), min(h, y1)

    def _retry(
        self, gray: Image, cal: Calibration, outlines: list[Outline], result: FrameResult, decoded: set[str]
    ) -> list[Outline]:
        """Decode each unlabelled outline's crop, enlarged; the outlines still unlabelled."""
        h, w = gray.shape[:2]
        left: list[Outline] = []
        got: dict[str, SeenLabel] = {}
        elsewhere = [cal.mat_xy(*d.centre) for d in result.rejected]
        for o in outlines:
            if any(o.holds(mx, my) for mx, my in elsewhere):
                left.append(o)  # its label was read, and is not one of ours
                continue
            quad = cv2.perspectiveTransform(o.corners(RETRY_MARGIN_MM)[None].astype(np.float64), cal.to_px)[0]
            x0, y0 = np.floor(quad.min(axis=0)).astype(int)
            x1, y1 = np.ceil(quad.max(axis=0)).astype(int)
            x0, y0, x1, y1 = max(0, int(x0)), max(0, int(y0)), min(w, int(x1)), min(h, int(y1))
            if x1 - x0 < 8 or y1 - y0 < 8:
                left.append(o)
                continue
            self.retries += 1
            found = False
            for d in self._decode_enlarged(gray[y0:y1, x0:x1]):
                d = d.shifted(x0, y0, RETRY_SCALE)
                known = self.book.check(d.text)
                if known is None:
                    result.rejected.append(d)
                    continue
                mx, my = cal.mat_xy(*d.centre)
                if not o.holds(mx, my):
                    continue  # a neighbour's label at the crop's edge: its own outline reads it
                prev = got.get(d.text)
                if d.text in decoded or (prev is not None and math.dist(prev.mat_xy, (mx, my)) > 20):
                    log.warning("label %s seen twice in one frame; ignoring it", d.text)
                    result.rejected.append(d)
                    continue
                if prev is None:
                    got[d.text] = SeenLabel(known, d.centre, d.corners, (mx, my), zone_of(self.layout, mx, my))
                found = True
            if not found:
                left.append(o)
        for text, s in got.items():
            if any(d.text == text for d in result.rejected):
                continue  # a duplicate turned up later
            result.labels.append(s)
            self.retry_reads += 1
        return left

    def _decode_enlarged(self, crop: Image) -> list[Detection]:
        """The crop enlarged ``RETRY_SCALE`` times (bicubic), then, if nothing was read, sharpened too."""
        big = cv2.resize(crop, None, fx=RETRY_SCALE, fy=RETRY_SCALE, interpolation=cv2.INTER_CUBIC)
        found = self.decoder.decode(big)
        if not found:
            sharp = cv2.addWeighted(big, 1.8, cv2.GaussianBlur(big, (0, 0), 2.0), -0.8, 0)
            found = self.decoder.decode(sharp)
        return found

    def _unlabelled_outlines(self, gray: Image, cal: Calibration, labels: list[SeenLabel]) -> list[Outline]:
        """Card-sized, card-shaped outlines on a small top-down view of the mat (``OUTLINE_PPM`` px per mm)."""
        L = self.layout
        k = OUTLINE_PPM
        scale = np.diag([k, k, 1.0])
        size = (max(1, round(L.width * k)), max(1, round(L.height * k)))
        top = cv2.warpPerspective(gray, scale @ cal.to_mat, size, flags=cv2.INTER_AREA)
        edges = cv2.Canny(cv2.GaussianBlur(top, (3, 3), 0), 12, 36)
        contours, _ = cv2.findContours(edges, cv2.RETR_LIST, cv2.CHAIN_APPROX_SIMPLE)
        card_area = CARD_W * CARD_H
        out: list[Outline] = []
        for c in contours:
            (cx, cy), (w, h), angle = cv2.minAreaRect(c)
            if w <= 0 or h <= 0:
                continue
            cx, cy, w, h = cx / k, cy / k, w / k, h / k
            long_, short = max(w, h), min(w, h)
            if not (0.8 * card_area <= long_ * short <= 1.35 * card_area and 1.2 <= long_ / short <= 1.6):
                continue
            if cv2.contourArea(cv2.convexHull(c)) / (k * k) < 0.85 * long_ * short:
                continue
            if any(abs(s.mat_xy[0] - cx) < short / 2 + 5 and abs(s.mat_xy[1] - cy) < long_ / 2 + 5 for s in labels):
                continue
            if any(abs(s.mat_xy[0] - cx) < 20 and abs(s.mat_xy[1] - cy) < 20 for s in out):
                continue
            out.append(Outline((float(cx), float(cy)), long_, short, float(angle), (float(w), float(h))))
        return out
