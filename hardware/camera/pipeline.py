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
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import cv2
import numpy as np
import numpy.typing as npt

from hardware.camera.calibration import Calibration, Calibrator
from hardware.camera.decoders import (
    DEFAULT_DECODER,
    Decoder,
    Detection,
    LocatingDecoder,
    Quad,
    make_decoder,
)
from hardware.camera.labels import KnownLabel, LabelBook
from hardware.camera.rectify import box_quad, contrast_passes, frame_scale, oriented_quad, rectify
from hardware.camera.regions import Box, inside
from hardware.camera.silhouettes import silhouettes
from hardware.camera.simulate import CARD_H, CARD_W
from hardware.layouts import CORNER_IDS, Layout

log = logging.getLogger(__name__)

Image = npt.NDArray[Any]  # 8-bit images; OpenCV's type hints give its results loosely


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
    merged: bool = False  #: cards that touch, seen as one silhouette: looked at again, never reported as a card

    def corners(self, margin: float = 0.0) -> npt.NDArray[np.float32]:
        w, h = self.size
        return np.asarray(cv2.boxPoints((self.mat_xy, (w + 2 * margin, h + 2 * margin), self.angle)), np.float32)

    def holds(self, mx: float, my: float, slack: float = 5.0) -> bool:
        """Whether a mat point lies on this card (within ``slack`` mm)."""
        a = np.deg2rad(self.angle)
        dx, dy = mx - self.mat_xy[0], my - self.mat_xy[1]
        u = dx * np.cos(a) + dy * np.sin(a)
        v = -dx * np.sin(a) + dy * np.cos(a)
        return bool(abs(u) <= self.size[0] / 2 + slack and abs(v) <= self.size[1] / 2 + slack)


#: pixels per millimetre of the top-down view the card outlines are looked for on
OUTLINE_PPM = 0.5
#: how much a crop of the frame is enlarged for a second attempt without ``rectify``
RETRY_SCALE = 2.0
#: how much more pixels per millimetre a second look's top-down picture has than the frame there
RECTIFY_SCALE = 3.0
#: millimetres of mat kept round a card for its second attempt
RETRY_MARGIN_MM = 6.0
#: millimetres within which two readings of one text are the same code
SAME_MM = 20.0
#: the side of the square looked at round each corner of an unlabelled card, as a share of its short side
CORNER_SHARE = 0.65
CORNER_OUT_MM = 4.0  #: millimetres of mat kept outside the card's corner
#: share of an unread symbol's size kept round it for its second attempt
LOCATED_MARGIN = 0.35
#: a label-like patch: its sides in millimetres, the share of its size kept round it,
#: and the least texture energy (grey levels of mean absolute Laplacian) it may have
PATCH_MM = (12.0, 110.0)
PATCH_MARGIN = 0.15
PATCH_FLOOR = 48.0
#: the bands either side of an outline compared to tell a printed line from a card's edge (mm from the edge)
BAND_MM = (3.0, 9.0)
#: grey levels within which the two bands count as the same felt
PRINTED_DIFF = 10.0
#: millimetres of mat round a pipeline's region that are decoded too (a label whose
#: centre lies in the region may reach past it)
REGION_MARGIN_MM = 40.0


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
    also looks for card outlines without a readable label. The second
    attempts decode a picture of the place where a label is likely but none
    was read, seen from straight above and upright to its card, at
    ``RECTIFY_SCALE`` times the frame's pixels per millimetre there
    (:mod:`~hardware.camera.rectify`): small modules, a tilted camera's
    perspective and a card turned any way cost the whole-frame pass labels
    that are often read that way. ``located`` looks
    again where the decoder found a symbol it could not read; ``retry``
    looks again at label-sized patches of fine texture and at card outlines
    with no label. A label read on a second attempt counts only if it is a
    known label, read nowhere else in the frame, and lies where it was
    looked for; the text of a symbol that could not be read is never used.

    ``region`` (mat millimetres x0, y0, x1, y1; None, the whole mat) is the
    part of the mat this camera answers for, such as one seat's half of a
    two-player mat with a band over the boundary
    (:func:`~hardware.camera.regions.seat_halves`): only that part, with a
    margin, is decoded, and labels and card outlines whose mat position lies
    outside it are not reported (another camera reports them).
    """

    def __init__(
        self,
        layout: Layout,
        book: LabelBook,
        decoder: Decoder | str = DEFAULT_DECODER,
        crop: bool = True,
        shapes: bool = True,
        retry: bool = True,
        located: bool = True,
        region: Box | None = None,
    ) -> None:
        self.layout = layout
        self.region = region
        self.book = book
        self.decoder = make_decoder(decoder) if isinstance(decoder, str) else decoder
        self.calibrator = Calibrator(layout)
        self.crop = crop
        self.shapes = shapes
        self.retry = retry
        self.located = located
        self.binarize = True  #: a last attempt at a crop cut to black and white (see :meth:`_decode_enlarged`)
        self.corners = True  #: look again at each corner of an unlabelled card (see :meth:`_corner_quads`)
        #: second looks at a picture of the label's place seen from straight above (:mod:`~hardware.camera.rectify`)
        #: rather than the frame's crop round it, enlarged
        self.rectify = True
        self.silhouettes = True  #: card outlines from what is brighter than the felt too (:meth:`_unlabelled_outlines`)
        self.contrast = True  #: last attempts with local contrast and local thresholds (:func:`contrast_passes`)
        self._only: list[tuple[int, int, int, int]] | None = None  #: the boxes of this frame (see :meth:`process`)
        self.corner_retries = 0  #: corners of unlabelled card outlines decoded a second time
        self.retries = 0  #: label-like patches and card outlines decoded a second time
        self.located_retries = 0  #: symbols found but not read, decoded a second time
        #: labels read only on a second attempt, by where it looked: "located", "patch", "outline"
        self.second_reads: dict[str, int] = {"located": 0, "patch": 0, "outline": 0, "corner": 0}

    @property
    def retry_reads(self) -> int:
        """Labels read only on a second attempt at a patch or a card outline."""
        return self.second_reads["patch"] + self.second_reads["outline"]

    @property
    def located_reads(self) -> int:
        """Labels read only on a second attempt where the decoder had found a symbol it could not read."""
        return self.second_reads["located"]

    def process(
        self, frame: Image, at: float | None = None, boxes: list[tuple[int, int, int, int]] | None = None
    ) -> FrameResult:
        """What one frame shows. With ``boxes`` (frame pixels, x0 y0 x1 y1), only
        what lies in those boxes is looked at (:class:`~hardware.camera.changes.ChangeGate`
        gives the places where the picture changed)."""
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
        h, w = gray.shape[:2]
        mat_box = self._mat_box(cal, w, h) if self.crop else (0, 0, w, h)
        if boxes is None:
            regions = [mat_box]
        else:
            regions = [
                (max(b[0], mat_box[0]), max(b[1], mat_box[1]), min(b[2], mat_box[2]), min(b[3], mat_box[3]))
                for b in boxes
            ]
            regions = [b for b in regions if b[2] - b[0] >= 8 and b[3] - b[1] >= 8]
        self._only = None if boxes is None else regions
        unread: list[Quad] = []
        detections: list[Detection] = []
        for x0, y0, x1, y1 in regions:
            region = gray[y0:y1, x0:x1]
            if self.located and isinstance(self.decoder, LocatingDecoder):
                found, more = self.decoder.decode_located(region)
                unread += [tuple((x + x0, y + y0) for x, y in q) for q in more]
            else:
                found = self.decoder.decode(region)
            detections += [d.shifted(x0, y0) for d in found]
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
        if self.located or self.retry or self.shapes:
            decoded = {t: [cal.mat_xy(*d.centre) for d in ds] for t, ds in by_text.items()}
            self._look_again(gray, cal, unread, detections, result, decoded)
        if self.region is not None:  # the rest of the mat is another camera's
            box = self.region
            result.labels = [s for s in result.labels if inside(box, *s.mat_xy)]
            result.unknown = [u for u in result.unknown if inside(box, *u.mat_xy)]
        result.ms = (time.perf_counter() - t0) * 1000
        return result

    def _looked_at(self, cal: Calibration, mx: float, my: float) -> bool:
        """Whether a mat point lies in the boxes this frame looks at (all of it, without boxes)."""
        if self._only is None:
            return True
        x, y = cal.px_xy(mx, my)
        return any(_inside(x, y, b) for b in self._only)

    def _mat_box(self, cal: Calibration, w: int, h: int) -> tuple[int, int, int, int]:
        """The frame pixels holding the mat (or this pipeline's region of it, with a margin)."""
        L = self.layout
        x0, y0, x1, y1 = 0.0, 0.0, L.width, L.height
        if self.region is not None:
            m = REGION_MARGIN_MM
            x0, y0 = max(x0, self.region[0] - m), max(y0, self.region[1] - m)
            x1, y1 = min(x1, self.region[2] + m), min(y1, self.region[3] + m)
        pts = np.array([cal.px_xy(x, y) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))])
        x0, y0 = np.floor(pts.min(axis=0)).astype(int) - 8
        x1, y1 = np.ceil(pts.max(axis=0)).astype(int) + 8
        return max(0, x0), max(0, y0), min(w, x1), min(h, y1)

    def _look_again(
        self,
        gray: Image,
        cal: Calibration,
        unread: list[Quad],
        detections: list[Detection],
        result: FrameResult,
        decoded: dict[str, list[tuple[float, float]]],
    ) -> None:
        """Second attempts at labels the whole-frame pass left unread, then the unlabelled card outlines.

        Each attempt decodes a picture of the place seen from straight above,
        enlarged (:meth:`_decode_quad`), in this order: where the decoder found a symbol it could not
        read; label-sized patches of fine texture on the top-down view of the
        mat; card outlines with no label on them. A label read on a second
        attempt counts only if it is a known label, read nowhere else in the
        frame, and lies in the place it was looked for.
        """
        got: dict[str, tuple[SeenLabel, str]] = {}
        if unread:
            self._retry_located(gray, cal, unread, detections, result, decoded, got)
        top = None
        tried: list[tuple[float, float]] = []
        if self.retry or self.shapes:
            top = self._top_view(gray, cal)
        if self.retry and top is not None:
            tried = self._retry_patches(gray, top, cal, result, decoded, got)
        outlines: list[Outline] = []
        if top is not None:
            seen = [s.mat_xy for s in result.labels] + [s.mat_xy for s, _ in got.values()]
            outlines = [o for o in self._unlabelled_outlines(top, seen) if self._looked_at(cal, *o.mat_xy)]
        if self.retry and outlines:
            outlines = self._retry(gray, cal, outlines, result, decoded, got, tried)
        for text, (s, how) in got.items():
            if any(d.text == text for d in result.rejected):
                continue  # a duplicate turned up later
            result.labels.append(s)
            self.second_reads[how] += 1
        if self.shapes:
            result.unknown = [
                SeenShape(o.mat_xy, zone_of(self.layout, *o.mat_xy))
                for o in outlines
                if not o.merged and not any(o.holds(*s.mat_xy) for s in result.labels)
            ]

    def _decode_crop(
        self,
        gray: Image,
        box: tuple[float, float, float, float],
        cal: Calibration,
        result: FrameResult,
        decoded: dict[str, list[tuple[float, float]]],
        got: dict[str, tuple[SeenLabel, str]],
        how: str,
        on_target: Callable[[tuple[float, float], tuple[float, float]], bool],
    ) -> bool:
        """Decode one crop of the frame (``box`` in frame pixels), enlarged; whether a label was read on target."""
        h, w = gray.shape[:2]
        x0, y0 = max(0, math.floor(box[0])), max(0, math.floor(box[1]))
        x1, y1 = min(w, math.ceil(box[2])), min(h, math.ceil(box[3]))
        if x1 - x0 < 8 or y1 - y0 < 8:
            return False
        crop = gray[y0:y1, x0:x1]
        big = cv2.resize(crop, None, fx=RETRY_SCALE, fy=RETRY_SCALE, interpolation=cv2.INTER_CUBIC)
        ppm = RETRY_SCALE * frame_scale(cal.to_px, *cal.mat_xy((x0 + x1) / 2, (y0 + y1) / 2))
        found = [d.shifted(x0, y0, RETRY_SCALE) for d in self._decode_enlarged(big, ppm)]
        return self._take(found, cal, result, decoded, got, how, on_target)

    def _decode_quad(
        self,
        gray: Image,
        quad_mm: npt.NDArray[Any],
        cal: Calibration,
        result: FrameResult,
        decoded: dict[str, list[tuple[float, float]]],
        got: dict[str, tuple[SeenLabel, str]],
        how: str,
        on_target: Callable[[tuple[float, float], tuple[float, float]], bool],
    ) -> bool:
        """Decode a part of the mat (four corners in millimetres) seen from straight above,
        at ``RETRY_SCALE`` times the frame's own pixels per millimetre there, or (without
        ``rectify``) the frame's crop round it, enlarged; whether a label was read on target."""
        q = np.asarray(quad_mm, np.float64).reshape(4, 2)
        if not self.rectify:
            px = cv2.perspectiveTransform(q[None], cal.to_px)[0]
            return self._decode_crop(
                gray, (*px.min(axis=0), *px.max(axis=0)), cal, result, decoded, got, how, on_target
            )
        cx, cy = q.mean(axis=0)
        ppm = RECTIFY_SCALE * frame_scale(cal.to_px, float(cx), float(cy))
        view = rectify(gray, cal.to_mat, q, ppm)
        if view is None:
            return False
        found = [
            Detection(d.text, tuple(view.frame_xy(d.corners))) for d in self._decode_enlarged(view.image, view.ppm)
        ]
        return self._take(found, cal, result, decoded, got, how, on_target)

    def _take(
        self,
        found: list[Detection],
        cal: Calibration,
        result: FrameResult,
        decoded: dict[str, list[tuple[float, float]]],
        got: dict[str, tuple[SeenLabel, str]],
        how: str,
        on_target: Callable[[tuple[float, float], tuple[float, float]], bool],
    ) -> bool:
        """Keep the labels a second attempt read (frame pixels) that lie on target; whether there was one."""
        ok = False
        for d in found:
            known = self.book.check(d.text)
            if known is None:
                result.rejected.append(d)
                continue
            mx, my = cal.mat_xy(*d.centre)
            if not on_target(d.centre, (mx, my)):
                continue  # a neighbour's label at the crop's edge: it has its own attempt
            if not (0 <= mx <= self.layout.width and 0 <= my <= self.layout.height):
                continue
            if any(math.dist(p, (mx, my)) <= SAME_MM for p in decoded.get(d.text, ())):
                continue  # the code the whole-frame pass read, seen again at the crop's edge
            prev = got.get(d.text)
            if d.text in decoded or (prev is not None and math.dist(prev[0].mat_xy, (mx, my)) > SAME_MM):
                log.warning("label %s seen twice in one frame; ignoring it", d.text)
                result.rejected.append(d)
                continue
            if prev is None:
                got[d.text] = (SeenLabel(known, d.centre, d.corners, (mx, my), zone_of(self.layout, mx, my)), how)
            ok = True
        return ok

    def _retry_located(
        self,
        gray: Image,
        cal: Calibration,
        unread: list[Quad],
        detections: list[Detection],
        result: FrameResult,
        decoded: dict[str, list[tuple[float, float]]],
        got: dict[str, tuple[SeenLabel, str]],
    ) -> None:
        """Decode each place where a symbol was found but not read.

        Pieces of one symbol (zxing often reports a corner of it as a Micro QR
        code too) and pieces of codes already read are looked at once, inside
        the largest box that holds their centre.
        """
        taken = [_box(d.corners) for d in detections]
        picks: list[tuple[tuple[float, float, float, float], Quad]] = []
        for q in sorted(unread, key=lambda q: -_area(_box(q))):
            b = _box(q)
            if any(_inside((b[0] + b[2]) / 2, (b[1] + b[3]) / 2, t) for t in (*taken, *(p[0] for p in picks))):
                continue
            picks.append((b, q))
        for b, q in picks:
            m = LOCATED_MARGIN * max(b[2] - b[0], b[3] - b[1]) + 4
            self.located_retries += 1
            on_target = partial(_px_in, b)
            if not self.rectify:
                box = (b[0] - m, b[1] - m, b[2] + m, b[3] + m)
                self._decode_crop(gray, box, cal, result, decoded, got, "located", on_target)
                continue
            mm = cv2.perspectiveTransform(np.asarray([q], np.float64), cal.to_mat)[0]
            side_mm = float(np.ptp(mm, axis=0).max())
            quad = oriented_quad(mm, LOCATED_MARGIN * side_mm + 2.0)
            self._decode_quad(gray, quad, cal, result, decoded, got, "located", on_target)

    def _retry_patches(
        self,
        gray: Image,
        top: Image,
        cal: Calibration,
        result: FrameResult,
        decoded: dict[str, list[tuple[float, float]]],
        got: dict[str, tuple[SeenLabel, str]],
    ) -> list[tuple[float, float]]:
        """Decode each label-sized patch of fine texture with no label read in it; the patches' centres."""
        seen = [s.mat_xy for s in result.labels] + [s.mat_xy for s, _ in got.values()]
        seen += [cal.mat_xy(*d.centre) for d in result.rejected]
        tried: list[tuple[float, float]] = []
        for b in self._label_patches(top):
            if any(_inside(mx, my, b) for mx, my in seen):
                continue
            if not self._looked_at(cal, (b[0] + b[2]) / 2, (b[1] + b[3]) / 2):
                continue
            pad = PATCH_MARGIN * max(b[2] - b[0], b[3] - b[1]) + 3
            quad = box_quad((b[0] - pad, b[1] - pad, b[2] + pad, b[3] + pad))
            self.retries += 1
            tried.append(((b[0] + b[2]) / 2, (b[1] + b[3]) / 2))
            near = (b[0] - 5, b[1] - 5, b[2] + 5, b[3] + 5)
            self._decode_quad(gray, quad, cal, result, decoded, got, "patch", partial(_mat_in, near))
        return tried

    def _label_patches(self, top: Image) -> list[tuple[float, float, float, float]]:
        """Label-sized, squarish patches of fine texture on the top-down view, as mat millimetre boxes.

        A printed code is the busiest thing on a card: on the top-down view
        its modules blur into one patch of strong second derivative, while
        felt, card art and printed lines stay below the threshold. The
        corner markers are left out.
        """
        k = OUTLINE_PPM
        lap = cv2.convertScaleAbs(cv2.Laplacian(top, cv2.CV_16S, ksize=3))
        energy = cv2.blur(lap, (3, 3))
        level, _ = cv2.threshold(energy, 0, 255, cv2.THRESH_BINARY | cv2.THRESH_OTSU)
        _, mask = cv2.threshold(energy, max(level, PATCH_FLOOR), 255, cv2.THRESH_BINARY)
        contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
        out: list[tuple[float, float, float, float]] = []
        for c in contours:
            _, (rw, rh), _ = cv2.minAreaRect(c)
            lo, hi = min(rw, rh) / k, max(rw, rh) / k
            if lo < PATCH_MM[0] or hi > PATCH_MM[1] or hi > 1.6 * lo or cv2.contourArea(c) < 0.4 * rw * rh:
                continue
            x, y, w, h = cv2.boundingRect(c)
            b = (x / k, y / k, (x + w) / k, (y + h) / k)
            cx, cy = (b[0] + b[2]) / 2, (b[1] + b[3]) / 2
            if any(abs(cx - mk.x) < mk.size and abs(cy - mk.y) < mk.size for mk in self.layout.markers):
                continue
            out.append(b)
        return out

    def _retry(
        self,
        gray: Image,
        cal: Calibration,
        outlines: list[Outline],
        result: FrameResult,
        decoded: dict[str, list[tuple[float, float]]],
        got: dict[str, tuple[SeenLabel, str]],
        tried: list[tuple[float, float]],
    ) -> list[Outline]:
        """Decode each unlabelled outline's crop; the outlines still unlabelled.

        An outline holding a patch already looked at, or a label that was
        read and is not one of ours, is not looked at again.
        """
        left: list[Outline] = []
        elsewhere = [cal.mat_xy(*d.centre) for d in result.rejected]
        for o in outlines:
            if not o.merged and any(o.holds(mx, my) for mx, my in (*elsewhere, *tried)):
                left.append(o)
                continue
            self.retries += 1
            on_card = partial(_on_outline, o)
            if self._decode_quad(gray, o.corners(RETRY_MARGIN_MM), cal, result, decoded, got, "outline", on_card):
                continue
            if (
                self.corners
                and not o.merged
                and any(
                    self._decode_quad(gray, q, cal, result, decoded, got, "corner", on_card)
                    for q in self._corner_quads(o)
                )
            ):
                continue
            left.append(o)
        return left

    def _corner_quads(self, o: Outline) -> list[npt.NDArray[np.float64]]:
        """Squares of the mat (four corners in millimetres) round each corner of a card
        outline, where a sleeve-corner label lies: a small label is read in a picture of its
        own more often than in the whole card's, whose art can hold shapes that look like a
        Micro QR code's one finder pattern."""
        reach = CORNER_SHARE * o.short
        quad = o.corners().astype(np.float64)
        out = -CORNER_OUT_MM
        quads = []
        for i in range(4):
            c, a, b = quad[i], quad[i - 1], quad[(i + 1) % 4]
            u = (a - c) / (np.linalg.norm(a - c) or 1.0)
            v = (b - c) / (np.linalg.norm(b - c) or 1.0)
            quads.append(
                np.array([c + s * u + t * v for s, t in ((out, out), (reach, out), (reach, reach), (out, reach))])
            )
        self.corner_retries += len(quads)
        return quads

    def _decode_enlarged(self, big: Image, ppm: float) -> list[Detection]:
        """An enlarged picture of a label's place (``ppm`` pixels per mat millimetre); if nothing
        was read, with ``contrast``, cut to black and white by thresholds local to a few modules,
        then with local contrast (:func:`contrast_passes`: a sleeve's highlight, small modules
        at any angle); then sharpened; then cut at one threshold for the whole picture (Otsu's):
        small symbols with little error correction (Micro QR) lose modules to the decoder's
        local thresholds."""
        found = self.decoder.decode(big)
        if not found and self.contrast:
            for img in contrast_passes(big, ppm):
                found = self.decoder.decode(img)
                if found:
                    break
        if not found:
            sharp = cv2.addWeighted(big, 1.8, cv2.GaussianBlur(big, (0, 0), 2.0), -0.8, 0)
            found = self.decoder.decode(sharp)
        if not found and self.binarize:
            _, bw = cv2.threshold(big, 0, 255, cv2.THRESH_BINARY | cv2.THRESH_OTSU)
            found = self.decoder.decode(bw)
        return found

    def _top_view(self, gray: Image, cal: Calibration) -> Image:
        """The mat seen from straight above, ``OUTLINE_PPM`` pixels per millimetre."""
        L = self.layout
        k = OUTLINE_PPM
        size = (max(1, round(L.width * k)), max(1, round(L.height * k)))
        top: Image = cv2.warpPerspective(gray, np.diag([k, k, 1.0]) @ cal.to_mat, size, flags=cv2.INTER_AREA)
        return top

    def _without_edge_markers(self, top: Image) -> Image:
        """The top-down view with each marker other than the four corners (and its white
        border) painted the grey of the felt just round it."""
        extra = [m for m in self.layout.markers if m.id not in CORNER_IDS]
        if not extra:
            return top
        k = OUTLINE_PPM
        out = top.copy()
        h, w = out.shape[:2]
        for m in extra:
            half = 0.7 * m.size + 1.0  # the printed white border reaches 0.7 of the size from the centre
            x0, y0 = max(0, math.floor((m.x - half) * k)), max(0, math.floor((m.y - half) * k))
            x1, y1 = min(w, math.ceil((m.x + half) * k)), min(h, math.ceil((m.y + half) * k))
            if x1 <= x0 or y1 <= y0:
                continue
            ring = out[max(0, y0 - 2) : min(h, y1 + 2), max(0, x0 - 2) : min(w, x1 + 2)]
            felt = float(
                np.median(
                    np.concatenate([ring[:2].ravel(), ring[-2:].ravel(), ring[:, :2].ravel(), ring[:, -2:].ravel()])
                )
            )
            out[y0:y1, x0:x1] = round(felt)
        return out

    def _unlabelled_outlines(self, top: Image, labels: list[tuple[float, float]]) -> list[Outline]:
        """Card-sized, card-shaped outlines on the top-down view with no label on them.

        The outlines are the edges' contours, and (with ``silhouettes``) the
        outer contours of what is brighter than the felt, touching cards cut
        apart (:mod:`~hardware.camera.silhouettes`): a card lying across a
        zone's printed line joins the line's edges, but its light sleeve
        border stands apart from the felt and the line. A line printed on the
        mat (an empty zone's outline) is not a card: an outline with the same
        felt on both sides of it is left out. The markers that lie beside
        zones (a two-player mat's at the seats' boundary) are painted over with
        the felt round them first, so that a card next to one keeps an outline
        of its own.
        """
        k = OUTLINE_PPM
        top = self._without_edge_markers(top)
        edges = cv2.Canny(cv2.GaussianBlur(top, (3, 3), 0), 12, 36)
        contours = list(cv2.findContours(edges, cv2.RETR_LIST, cv2.CHAIN_APPROX_SIMPLE)[0])
        card_area = CARD_W * CARD_H
        merged: list[Image] = []
        if self.silhouettes:
            light, merged = silhouettes(top, card_area * k * k)
            contours += light
        out: list[Outline] = []
        for c in merged:  # touching cards: looked at again unless each of them has its label read
            o = _merged_outline(c, k)
            cards = max(2, round(cv2.contourArea(cv2.convexHull(c)) / (k * k * card_area)))
            if sum(o.holds(mx, my, 0.0) for mx, my in labels) < cards:
                out.append(o)
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
            o = Outline((float(cx), float(cy)), long_, short, float(angle), (float(w), float(h)))
            if any(o.holds(mx, my, 0.0) for mx, my in labels):
                continue
            if any(abs(s.mat_xy[0] - cx) < 20 and abs(s.mat_xy[1] - cy) < 20 for s in out if not s.merged):
                continue
            if _printed(top, o):
                continue
            out.append(o)
        return out


def _merged_outline(contour: Image, k: float) -> Outline:
    """The silhouette of cards that touch, as one outline (millimetres of the mat)."""
    (cx, cy), (w, h), angle = cv2.minAreaRect(contour)
    size = (float(w / k), float(h / k))
    return Outline((float(cx / k), float(cy / k)), max(size), min(size), float(angle), size, merged=True)


def _box(corners: Quad) -> tuple[float, float, float, float]:
    xs = [p[0] for p in corners]
    ys = [p[1] for p in corners]
    return min(xs), min(ys), max(xs), max(ys)


def _area(b: tuple[float, float, float, float]) -> float:
    return (b[2] - b[0]) * (b[3] - b[1])


def _inside(x: float, y: float, b: tuple[float, float, float, float]) -> bool:
    return b[0] <= x <= b[2] and b[1] <= y <= b[3]


def _px_in(b: tuple[float, float, float, float], px: tuple[float, float], mat: tuple[float, float]) -> bool:
    return _inside(*px, b)


def _mat_in(b: tuple[float, float, float, float], px: tuple[float, float], mat: tuple[float, float]) -> bool:
    return _inside(*mat, b)


def _on_outline(o: Outline, px: tuple[float, float], mat: tuple[float, float]) -> bool:
    return o.holds(*mat)


def _printed(top: Image, o: Outline) -> bool:
    """Whether an outline on the top-down view is a printed line: the same felt inside it and just outside it."""
    k = OUTLINE_PPM
    h, w = top.shape[:2]
    outer = np.round(o.corners(BAND_MM[1]) * k).astype(np.int32)
    x0, y0 = np.maximum(outer.min(axis=0), 0)
    x1, y1 = np.minimum(outer.max(axis=0) + 1, (w, h))
    if x1 - x0 < 4 or y1 - y0 < 4:
        return False
    roi = top[y0:y1, x0:x1]
    shift = np.array([x0, y0], np.float32)

    def band(a: float | None, b: float) -> Image:
        m = np.zeros(roi.shape[:2], np.uint8)
        cv2.fillPoly(m, [np.round(o.corners(b) * k - shift).astype(np.int32)], 255)
        if a is not None:
            cv2.fillPoly(m, [np.round(o.corners(a) * k - shift).astype(np.int32)], 0)
        return m

    inside, outside = band(None, -BAND_MM[0]), band(BAND_MM[0], BAND_MM[1])
    if not inside.any() or not outside.any():
        return False
    a, b = float(np.median(roi[inside > 0])), float(np.median(roi[outside > 0]))
    return abs(a - b) <= max(PRINTED_DIFF, 0.1 * max(a, b))
