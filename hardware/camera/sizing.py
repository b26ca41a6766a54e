"""How big to print labels for a camera and a mat."""

from __future__ import annotations

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
