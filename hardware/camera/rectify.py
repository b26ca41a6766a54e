"""Part of the mat seen from straight above, for a second look at a label.

A label the whole-frame pass missed is looked at again in a picture of its
place on the mat: a card outline, one of its corners, or where the decoder
found a symbol it could not read. :func:`rectify` warps that place (four
corners in mat millimetres) out of the frame through the calibration, so the
label shows square, upright to its card and free of the camera's tilt, and
enlarged. A Micro QR code has one finder pattern and no alignment pattern:
its decoder takes the symbol as a parallelogram, and a tilted camera's
perspective costs it modules that a frontal view gives back.

:func:`contrast_passes` gives the pictures tried after that when nothing
was read: local contrast (CLAHE) and a threshold local to each few modules,
for a label under a glossy sleeve's highlight, where one threshold for the
whole crop leaves the washed-out modules white.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import cv2
import numpy as np
import numpy.typing as npt

Image = npt.NDArray[Any]
Matrix = npt.NDArray[Any]

#: the most pixels a rectified picture may have (a card with its margin at 4K, enlarged three times,
#: is about 0.6 megapixels)
MAX_PIXELS = 800_000
#: millimetres across the blocks of the local thresholds tried: about three modules of a sleeve-corner label
LOCAL_MM = (1.5, 2.5)


@dataclass(frozen=True, slots=True)
class Rectified:
    image: Image
    to_frame: Matrix  #: rectified pixels -> frame pixels
    ppm: float  #: the picture's pixels per mat millimetre

    def frame_xy(self, pts: list[tuple[float, float]] | tuple[tuple[float, float], ...]) -> list[tuple[float, float]]:
        """Rectified pixels to frame pixels."""
        out = cv2.perspectiveTransform(np.asarray([pts], np.float64), self.to_frame)[0]
        return [(float(x), float(y)) for x, y in out]


def frame_scale(to_px: Matrix, mx: float, my: float) -> float:
    """Frame pixels per mat millimetre round a point of the mat."""
    pts = np.array([[[mx, my], [mx + 1.0, my], [mx, my + 1.0]]], np.float64)
    a, b, c = cv2.perspectiveTransform(pts, to_px)[0]
    u, v = b - a, c - a
    return math.sqrt(abs(float(u[0] * v[1] - u[1] * v[0])))


def rectify(gray: Image, to_mat: Matrix, quad_mm: npt.NDArray[Any], ppm: float) -> Rectified | None:
    """The part of the frame over a quadrilateral of the mat (corners in order, the
    first side its width), seen from above at ``ppm`` pixels per millimetre (fewer when
    that would take more than ``MAX_PIXELS``); None when it is too small to look at."""
    q = np.asarray(quad_mm, np.float64).reshape(4, 2)
    w_mm, h_mm = float(np.linalg.norm(q[1] - q[0])), float(np.linalg.norm(q[3] - q[0]))
    ppm = min(ppm, math.sqrt(MAX_PIXELS / max(w_mm * h_mm, 1e-6)))  # a large place is seen less enlarged
    w, h = round(w_mm * ppm), round(h_mm * ppm)
    if w < 8 or h < 8:
        return None
    dst = np.array([[0, 0], [w, 0], [w, h], [0, h]], np.float32)
    mat_to_dst = cv2.getPerspectiveTransform(q.astype(np.float32), dst).astype(np.float64)
    m = mat_to_dst @ to_mat
    img = cv2.warpPerspective(gray, m, (w, h), flags=cv2.INTER_CUBIC, borderMode=cv2.BORDER_REPLICATE)
    return Rectified(img, np.linalg.inv(m), ppm)


def oriented_quad(pts_mm: npt.NDArray[Any], margin_mm: float) -> npt.NDArray[np.float64]:
    """The smallest rectangle round some mat points, grown by ``margin_mm`` on each side, as four corners."""
    (cx, cy), (w, h), angle = cv2.minAreaRect(np.asarray(pts_mm, np.float32).reshape(-1, 2))
    quad: npt.NDArray[np.float64] = np.asarray(
        cv2.boxPoints(((cx, cy), (w + 2 * margin_mm, h + 2 * margin_mm), angle)), np.float64
    )
    return quad


def box_quad(b: tuple[float, float, float, float]) -> npt.NDArray[np.float64]:
    """A mat box (x0, y0, x1, y1) as four corners."""
    return np.array([[b[0], b[1]], [b[2], b[1]], [b[2], b[3]], [b[0], b[3]]], np.float64)


def contrast_passes(img: Image, ppm: float) -> Iterator[Image]:
    """Pictures of a label to try when the plain one reads nothing (``ppm``: the picture's
    pixels per mat millimetre): a threshold local to a block about three modules across, for
    the modules of a 14 mm QR code (``LOCAL_MM``, 1.5 mm) and of a 15 mm Micro QR (2.5 mm),
    then local contrast (CLAHE)."""
    for mm in LOCAL_MM:
        block = max(3, round(mm * ppm) | 1)
        yield cv2.adaptiveThreshold(img, 255, cv2.ADAPTIVE_THRESH_GAUSSIAN_C, cv2.THRESH_BINARY, block, 2)
    h, w = img.shape[:2]
    tiles = max(2, min(8, round(min(w, h) / (8 * LOCAL_MM[-1] * ppm))))
    yield cv2.createCLAHE(clipLimit=3.0, tileGridSize=(tiles, tiles)).apply(img)
