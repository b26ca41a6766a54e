"""Printed label and marker sheets rendered to a grey image, as a scanner
or a camera straight above the page would see them (for the sheet tests)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
from PySide6.QtGui import QImage, QPainter

from desktop.devices import label_sheets as ls

#: a demo deck list the sheet tests print
DECK = Path(__file__).resolve().parents[2] / "assets" / "decks" / "vanguard" / "sunforge-legion.txt"


def render_page(paint: Callable[[QPainter], object], dpi: int = 150) -> np.ndarray:  # type: ignore[type-arg]
    """One page painted by ``paint`` (in millimetres), at ``dpi``."""
    dpm = round(dpi / 0.0254)
    img = QImage(round(ls.PAGE_W / 25.4 * dpi), round(ls.PAGE_H / 25.4 * dpi), QImage.Format.Format_Grayscale8)
    img.setDotsPerMeterX(dpm)
    img.setDotsPerMeterY(dpm)
    img.fill(255)
    p = QPainter(img)
    ls._mm_painter(p, img)
    paint(p)
    p.end()
    ptr = img.constBits()
    return np.frombuffer(ptr, np.uint8).reshape(img.height(), img.bytesPerLine())[:, : img.width()].copy()
