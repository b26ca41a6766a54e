"""The printed symbols a sleeve label can carry, as grids of modules.

``qr`` is a version-1 QR code at error correction level M (the ``PM1:``
payloads), ``qrh`` one at level H (a short payload); ``m2``, ``m3`` and
``m4`` are Micro QR codes of that version and ``rmqr`` the smallest
rectangular Micro QR code that holds the payload (the compact deck-slot
payloads, see :mod:`hardware.camera.labels`). Every grid carries its printed
quiet border of :data:`QUIET_MODULES` modules; 1 is dark. The same grids are
drawn by the simulator and printed on the label sheets.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt
import segno

QUIET_MODULES = 2  #: white border printed round each code on the label
SYMBOLS = ("qr", "qrh", "m2", "m3", "m4", "rmqr")
MICRO = {"m2": "M2", "m3": "M3", "m4": "M4"}

Grid = npt.NDArray[Any]


class SymbolError(ValueError):
    """A payload that does not fit the symbol asked for."""


@lru_cache(maxsize=512)
def modules(payload: str, symbol: str = "qr") -> Grid:
    """The symbol for ``payload`` with its quiet border; 1 = dark. The grid is
    shared: do not write to it."""
    if symbol in ("qr", "qrh"):
        grid = np.array(segno.make_qr(payload, error="m" if symbol == "qr" else "h").matrix, dtype=np.uint8)
    elif symbol in MICRO:
        try:
            code = segno.make_micro(payload, version=MICRO[symbol], error="l", boost_error=True)
        except segno.DataOverflowError as exc:
            raise SymbolError(f"{payload!r} does not fit a Micro QR {MICRO[symbol]}: {exc}") from None
        grid = np.array(code.matrix, dtype=np.uint8)
    elif symbol == "rmqr":
        import zxingcpp

        try:
            rmqr = zxingcpp.create_barcode(payload, zxingcpp.BarcodeFormat.RMQRCode, ec_level="M")
        except Exception as exc:  # zxing-cpp raises its own error types
            raise SymbolError(f"{payload!r} does not fit an rMQR code: {exc}") from None
        img = np.asarray(rmqr.to_image(scale=1, add_quiet_zones=False))
        grid = (img < 128).astype(np.uint8)
    else:
        raise SymbolError(f"unknown symbol {symbol!r}; known: {', '.join(SYMBOLS)}")
    out = np.pad(grid, QUIET_MODULES)
    out.setflags(write=False)
    return out


def size(payload: str, symbol: str = "qr") -> tuple[int, int]:
    """Modules across and down the printed label, quiet border included."""
    g = modules(payload, symbol)
    return int(g.shape[1]), int(g.shape[0])


def name(payload: str, symbol: str = "qr") -> str:
    """The symbol's version as the standards name it: ``QR 1-M``, ``Micro QR M2``, ``rMQR R11x27``."""
    w, h = size(payload, symbol)
    inner_w, inner_h = w - 2 * QUIET_MODULES, h - 2 * QUIET_MODULES
    if symbol in ("qr", "qrh"):
        return f"QR {(inner_w - 17) // 4}-{'M' if symbol == 'qr' else 'H'}"
    if symbol in MICRO:
        code = segno.make_micro(payload, version=MICRO[symbol], error="l", boost_error=True)
        return f"Micro QR {code.designator}"
    return f"rMQR R{inner_h}x{inner_w}-M"
