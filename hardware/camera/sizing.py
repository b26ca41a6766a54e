"""How big to print labels for a camera and a mat.

The compact labels' size comes from ``playmat camera-bench`` (see
``docs/camera-labels.md``): the pixels per module at which they read at
least 99% on settled frames with no false identification.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: pixels per module to aim for (reads reliably from 2.5, see ``playmat bench``)
TARGET_MODULE_PX = 3.0
RELIABLE_MODULE_PX = 2.5
#: the widest label that still fits on a card (63 mm) with a margin
MAX_LABEL_MM = 56.0
MIN_MODULE_MM = 0.6
FILL = 0.9  #: the share of the frame the mat is expected to take


@dataclass(frozen=True, slots=True)
class LabelSize:
    module_mm: float
    module_px: float  #: what the camera will see, at the chosen size
    fits_target: bool


def label_size(camera_w: int, camera_h: int, mat_w: float, mat_h: float, modules: int = 25) -> LabelSize:
    """Module size for labels of ``modules`` modules across (quiet border included)."""
    px_per_mm = FILL * max(min(camera_w / mat_w, camera_h / mat_h), min(camera_w / mat_h, camera_h / mat_w))
    want = TARGET_MODULE_PX / px_per_mm
    module = max(MIN_MODULE_MM, min(want, MAX_LABEL_MM / modules))
    return LabelSize(round(module, 2), round(module * px_per_mm, 2), module * px_per_mm >= RELIABLE_MODULE_PX)


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
