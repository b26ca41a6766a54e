"""Finding the mat: the layout's ArUco markers give the homography from
frame pixels to mat millimetres. Any three or more of them do: the four
corners for a camera over the whole mat, or, on a two-player mat, two corners
and the two markers at the seats' boundary for a camera over one seat's half.

The :class:`Calibrator` keeps the homography while markers are partly
covered (hands reach over the corners all the time), checks the markers it
does see against it, and recalibrates when they have moved: the camera was
bumped. Markers are looked for on a half-size frame (they are large) and
their corners refined on the full frame.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import cv2
import numpy as np
import numpy.typing as npt

from hardware.layouts import Layout, Marker

log = logging.getLogger(__name__)

Matrix = npt.NDArray[Any]
Gray = npt.NDArray[Any]  # 8-bit images; OpenCV's type hints give its results loosely

#: pixels a seen marker corner may stray from where the homography puts it
#: before the camera counts as moved
MOVED_PX = 4.0
#: while calibrated, look for the markers at least every this many frames
CHECK_EVERY = 8
#: mean grey-level change of a marker's thumbnail that triggers a search at once
PATCH_CHANGE = 12.0
PATCH_SIDE = 12


def marker_corners_mm(marker: Marker) -> npt.NDArray[np.float64]:
    """A marker's corners on the mat, in ArUco order (top-left, clockwise)."""
    h = marker.size / 2
    return np.array(
        [
            [marker.x - h, marker.y - h],
            [marker.x + h, marker.y - h],
            [marker.x + h, marker.y + h],
            [marker.x - h, marker.y + h],
        ],
        np.float64,
    )


class MarkerFinder:
    def __init__(self, downscale: float = 0.5) -> None:
        params = cv2.aruco.DetectorParameters()
        params.cornerRefinementMethod = cv2.aruco.CORNER_REFINE_NONE
        self._det = cv2.aruco.ArucoDetector(cv2.aruco.getPredefinedDictionary(cv2.aruco.DICT_4X4_50), params)
        self._down = downscale

    def find(self, gray: Gray) -> dict[int, npt.NDArray[np.float64]]:
        """Marker id -> its four corners in frame pixels."""
        small = gray
        f = 1.0
        if self._down < 1.0 and min(gray.shape) > 600:
            f = self._down
            small = cv2.resize(gray, None, fx=f, fy=f, interpolation=cv2.INTER_AREA)
        corners, ids, _ = self._det.detectMarkers(small)
        found: dict[int, npt.NDArray[np.float64]] = {}
        if ids is None:
            return found
        for quad, mid in zip(corners, ids.ravel(), strict=True):
            pts = (quad.reshape(4, 2) / f).astype(np.float32)
            if f != 1.0:
                win = max(2, round(1 / f) + 1)
                try:
                    cv2.cornerSubPix(
                        gray, pts, (win, win), (-1, -1), (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 20, 0.05)
                    )
                except cv2.error:
                    pass
            found[int(mid)] = pts.astype(np.float64)
        return found


@dataclass(frozen=True, slots=True)
class Calibration:
    """Frame pixels <-> mat millimetres."""

    to_mat: Matrix
    to_px: Matrix
    markers_seen: int

    def mat_xy(self, x: float, y: float) -> tuple[float, float]:
        p = self.to_mat @ np.array([x, y, 1.0])
        return (float(p[0] / p[2]), float(p[1] / p[2]))

    def px_xy(self, mx: float, my: float) -> tuple[float, float]:
        p = self.to_px @ np.array([mx, my, 1.0])
        return (float(p[0] / p[2]), float(p[1] / p[2]))


def solve(layout: Layout, seen: dict[int, npt.NDArray[np.float64]]) -> Matrix | None:
    """The mat -> pixel homography from the seen markers of this layout (3 or more)."""
    by_id = {m.id: m for m in layout.markers}
    mm, px = [], []
    for mid, quad in seen.items():
        if mid in by_id:
            mm.append(marker_corners_mm(by_id[mid]))
            px.append(quad)
    if len(mm) < 3:
        return None
    h, _ = cv2.findHomography(np.concatenate(mm), np.concatenate(px), 0)
    if h is None or not np.all(np.isfinite(h)) or abs(np.linalg.det(h)) < 1e-12:
        return None
    return np.asarray(h, np.float64)


def marker_error(layout: Layout, h_mat_to_px: Matrix, seen: dict[int, npt.NDArray[np.float64]]) -> float:
    """The largest distance, in pixels, between a seen marker corner and where ``h`` puts it."""
    worst = 0.0
    by_id = {m.id: m for m in layout.markers}
    for mid, quad in seen.items():
        if mid not in by_id:
            continue
        pred = cv2.perspectiveTransform(marker_corners_mm(by_id[mid])[None], h_mat_to_px)[0]
        worst = max(worst, float(np.max(np.linalg.norm(pred - quad, axis=1))))
    return worst


class Calibrator:
    """Keeps the current calibration for one mat layout, frame after frame.

    Looking for the markers is the dearest step of a frame, so while the
    calibration holds they are looked for only every ``check_every`` frames,
    or at once when a thumbnail of any marker's place has changed (a hand
    over a corner, a bumped camera) or :meth:`recheck` was called.
    ``check_every=1`` looks on every frame.
    """

    def __init__(
        self,
        layout: Layout,
        finder: MarkerFinder | None = None,
        moved_px: float = MOVED_PX,
        check_every: int = CHECK_EVERY,
    ) -> None:
        self.layout = layout
        self._finder = finder or MarkerFinder()
        self._moved_px = moved_px
        self.check_every = max(1, check_every)
        self.current: Calibration | None = None
        self.recalibrations = 0
        self.searches = 0  #: frames on which the markers were looked for
        self.suspect = False  #: the markers seen disagree but too few to recalibrate
        self._since_search = 0
        self._force = False
        self._checked: Calibration | None = None  #: the calibration the thumbnails were taken under
        self._patches: list[tuple[tuple[int, int, int, int], npt.NDArray[np.float32]]] = []
        self._shape: tuple[int, ...] = ()

    def recheck(self) -> None:
        """Look for the markers on the next frame whatever happens."""
        self._force = True

    def update(self, gray: Gray) -> Calibration | None:
        cur = self.current
        if (
            cur is not None
            and not self.suspect
            and not self._force
            and cur is self._checked
            and self._since_search + 1 < self.check_every
            and not self._patches_changed(gray)
        ):
            self._since_search += 1
            return cur
        self._force = False
        self._since_search = 0
        self.searches += 1
        seen = {k: v for k, v in self._finder.find(gray).items() if k in {m.id for m in self.layout.markers}}
        out = self.update_with(seen)
        self._checked = out
        self._patches = [] if out is None else self._take_patches(gray, out)
        self._shape = gray.shape
        return out

    def _marker_boxes(self, gray: Gray, cal: Calibration) -> list[tuple[int, int, int, int]]:
        h, w = gray.shape[:2]
        boxes = []
        for m in self.layout.markers:
            quad = cv2.perspectiveTransform(marker_corners_mm(m)[None], cal.to_px)[0]
            pad = 0.25 * float(np.ptp(quad[:, 0]))
            x0, y0 = np.floor(quad.min(axis=0) - pad).astype(int)
            x1, y1 = np.ceil(quad.max(axis=0) + pad).astype(int)
            x0, y0, x1, y1 = max(0, x0), max(0, y0), min(w, x1), min(h, y1)
            if x1 - x0 >= 4 and y1 - y0 >= 4:
                boxes.append((int(x0), int(y0), int(x1), int(y1)))
        return boxes

    @staticmethod
    def _thumb(gray: Gray, box: tuple[int, int, int, int]) -> npt.NDArray[np.float32]:
        x0, y0, x1, y1 = box
        t = cv2.resize(gray[y0:y1, x0:x1], (PATCH_SIDE, PATCH_SIDE), interpolation=cv2.INTER_AREA)
        return np.asarray(t, np.float32)

    def _take_patches(
        self, gray: Gray, cal: Calibration
    ) -> list[tuple[tuple[int, int, int, int], npt.NDArray[np.float32]]]:
        return [(b, self._thumb(gray, b)) for b in self._marker_boxes(gray, cal)]

    def _patches_changed(self, gray: Gray) -> bool:
        if not self._patches or gray.shape != self._shape:
            return True
        try:
            return any(float(np.mean(np.abs(self._thumb(gray, b) - ref))) > PATCH_CHANGE for b, ref in self._patches)
        except cv2.error:  # a frame of another size
            return True

    def update_with(self, seen: dict[int, npt.NDArray[np.float64]]) -> Calibration | None:
        cur = self.current
        if cur is not None and seen:
            err = marker_error(self.layout, cur.to_px, seen)
            if err <= self._moved_px:
                self.suspect = False
                if len(seen) >= 4:  # refresh with the best data, same place
                    self._adopt(seen, quiet=True)
                return self.current
            if len(seen) >= 3:
                log.info("camera moved (markers off by %.1f px): recalibrating", err)
                self._adopt(seen)
                return self.current
            if not self.suspect:
                log.warning("a corner marker moved by %.1f px; waiting to see more markers", err)
            self.suspect = True
            return None
        if cur is None and len(seen) >= 3:
            self._adopt(seen)
        if self.suspect:
            return None
        return self.current

    def _adopt(self, seen: dict[int, npt.NDArray[np.float64]], quiet: bool = False) -> None:
        h = solve(self.layout, seen)
        if h is None:
            return
        if not quiet:
            self.recalibrations += 1
            log.info("mat found from %d markers", len(seen))
        self.suspect = False
        self.current = Calibration(np.linalg.inv(h), h, len(seen))


def marker_bits(marker_id: int) -> npt.NDArray[np.uint8]:
    """A 4x4_50 ArUco marker as a 6x6 grid (black border included), 1 = black."""
    img = cv2.aruco.generateImageMarker(cv2.aruco.getPredefinedDictionary(cv2.aruco.DICT_4X4_50), marker_id, 6)
    return (img < 128).astype(np.uint8)
