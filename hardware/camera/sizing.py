"""How big to print labels for a camera and a mat.

The sizes come from ``playmat camera-bench`` (see ``docs/camera-labels.md``):
the pixels per module at which a symbol reads at least 99% with no false
identification, for compact labels on settled frames, for full labels on
harder frames. A camera's pixels per millimetre follow from its resolution
and the part of the mat it frames: the whole mat, or with two cameras a
seat's half.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: pixels per module at which full ``PM1:`` labels (QR 1-M, 25 modules with the quiet border) read
#: at least 99% with no false identification on harder frames (cards at any angle, the camera tilted,
#: blur, uneven light), every larger size measured too (``docs/camera-labels.md``); settled frames
#: need less (from 1.5 to 2 px per module), but a real table is seldom settled and straight
TARGET_MODULE_PX = 2.6
RELIABLE_MODULE_PX = 2.5
#: the widest label that still fits on a card (63 mm) with a margin
MAX_LABEL_MM = 56.0
MIN_MODULE_MM = 0.6
FILL = 0.9  #: the share of the frame the mat (or, with two cameras, a seat's half) is expected to take


@dataclass(frozen=True, slots=True)
class LabelSize:
    module_mm: float
    module_px: float  #: what the camera will see, at the chosen size
    fits_target: bool


def label_size(camera_w: int, camera_h: int, mat_w: float, mat_h: float, modules: int = 25) -> LabelSize:
    """Module size for full labels of ``modules`` modules across (quiet border included): the
    label's width, rounded up to half a millimetre, shows ``TARGET_MODULE_PX`` pixels per module.
    ``mat_w`` x ``mat_h`` is the part of the mat one camera frames (the whole mat, or a seat's
    half with two cameras, see :func:`framed_mm`)."""
    px_per_mm = FILL * max(min(camera_w / mat_w, camera_h / mat_h), min(camera_w / mat_h, camera_h / mat_w))
    want = math.ceil(TARGET_MODULE_PX * modules / px_per_mm * 2) / 2 / modules
    module = max(MIN_MODULE_MM, min(want, MAX_LABEL_MM / modules))
    return LabelSize(round(module, 3), round(module * px_per_mm, 2), module * px_per_mm >= RELIABLE_MODULE_PX)


def framed_mm(
    mat_w: float, mat_h: float, halves: list[tuple[float, float, float, float]] | None
) -> tuple[float, float]:
    """The size of the part of the mat each camera frames: the whole mat, or with two
    cameras (``halves``, each seat's part in mat millimetres) the larger half."""
    if not halves:
        return mat_w, mat_h
    return max(b[2] - b[0] for b in halves), max(b[3] - b[1] for b in halves)


#: the symbols compact labels can be printed in (see :mod:`hardware.camera.symbols`):
#: modules across with the printed quiet border, and the pixels per module they need
#: to read 99% of settled frames (measured, ``docs/camera-labels.md``)
COMPACT_SYMBOLS: dict[str, tuple[int, float]] = {
    "qrh": (25, 1.55),  # QR 1-H: the most error correction, the best under a sleeve's glare
    "m2": (17, 2.5),  # Micro QR M2-M: fewer modules, little error correction
}
COMPACT_SYMBOL = "qrh"
COMPACT_MIN_MM = 8.0


def px_per_mm(camera_w: int, camera_h: int, mat_w: float, mat_h: float) -> float:
    """Frame pixels per mat millimetre, the mat turned to fit the frame best and filling ``FILL`` of it."""
    return FILL * max(min(camera_w / mat_w, camera_h / mat_h), min(camera_w / mat_h, camera_h / mat_w))


def compact_label_mm(camera_w: int, camera_h: int, mat_w: float, mat_h: float, symbol: str = COMPACT_SYMBOL) -> float:
    """The width of a compact label (quiet border included) that the camera sees at the
    pixels per module the symbol needs (:data:`COMPACT_SYMBOLS`), rounded up to half a millimetre."""
    modules, module_px = COMPACT_SYMBOLS[symbol]
    want = module_px * modules / px_per_mm(camera_w, camera_h, mat_w, mat_h)
    return max(COMPACT_MIN_MM, math.ceil(want * 2) / 2)
