"""QR decoders behind one small interface, so they can be measured on the
same frames and swapped by name.

``zxing`` (zxing-cpp) is the default: on this project's corpus it is both the
fastest and the most sensitive (see ``playmat bench``). ``pyzbar`` is the
baseline and stays available; ``opencv`` is OpenCV's own QR detector.
Every decoder takes an 8-bit grey image and returns :class:`Detection` s in
that image's pixel coordinates; a decoder that fails logs and returns ``[]``.
A :class:`LocatingDecoder` (zxing) also tells where it found symbols it could
not decode, so the pipeline can look at just those places again, enlarged.
The text of such a symbol is never used: only its position.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import cv2
import numpy as np
import numpy.typing as npt

log = logging.getLogger(__name__)

Gray = npt.NDArray[Any]  # 8-bit images; OpenCV's type hints give its results loosely


@dataclass(frozen=True, slots=True)
class Detection:
    """One decoded code: its text and its four corners in image pixels."""

    text: str
    corners: tuple[tuple[float, float], ...]

    @property
    def centre(self) -> tuple[float, float]:
        xs = [p[0] for p in self.corners]
        ys = [p[1] for p in self.corners]
        return (sum(xs) / len(xs), sum(ys) / len(ys))

    def shifted(self, dx: float, dy: float, scale: float = 1.0) -> Detection:
        """The same detection in a parent image (a crop at ``dx, dy``, scaled by ``scale``)."""
        return Detection(self.text, tuple((x / scale + dx, y / scale + dy) for x, y in self.corners))


Quad = tuple[tuple[float, float], ...]


class Decoder(Protocol):
    name: str

    def decode(self, gray: Gray) -> list[Detection]: ...


@runtime_checkable
class LocatingDecoder(Protocol):
    name: str

    def decode(self, gray: Gray) -> list[Detection]: ...

    def decode_located(self, gray: Gray) -> tuple[list[Detection], list[Quad]]:
        """The codes read, and the corners of symbols found but not read (checksum or format errors)."""


#: the smallest side, in pixels, of an unread symbol worth a second look
MIN_LOCATED_PX = 12.0


class ZxingDecoder:
    name = "zxing"

    def __init__(self) -> None:
        import zxingcpp

        self._zx = zxingcpp
        self._formats = zxingcpp.BarcodeFormat.QRCode

    def decode(self, gray: Gray) -> list[Detection]:
        return self._read(gray, False)[0]

    def decode_located(self, gray: Gray) -> tuple[list[Detection], list[Quad]]:
        return self._read(gray, True)

    def _read(self, gray: Gray, errors: bool) -> tuple[list[Detection], list[Quad]]:
        try:
            found = self._zx.read_barcodes(
                np.ascontiguousarray(gray),
                formats=self._formats,  # type: ignore[arg-type]
                return_errors=errors,
            )
        except Exception:  # a decoder bug must not stop the camera
            log.exception("zxing-cpp failed on a %sx%s frame", gray.shape[1], gray.shape[0])
            return [], []
        out: list[Detection] = []
        unread: list[Quad] = []
        for b in found:
            p = b.position
            corners = tuple((float(q.x), float(q.y)) for q in (p.top_left, p.top_right, p.bottom_right, p.bottom_left))
            if b.valid:
                out.append(Detection(str(b.text), corners))
            elif errors and _side(corners) >= MIN_LOCATED_PX:
                unread.append(corners)
        return out, unread


def _side(corners: Quad) -> float:
    """The shortest edge of a quadrilateral."""
    return min(
        float(np.hypot(corners[i][0] - corners[i - 1][0], corners[i][1] - corners[i - 1][1]))
        for i in range(len(corners))
    )


class PyzbarDecoder:
    name = "pyzbar"

    def __init__(self) -> None:
        from pyzbar import pyzbar

        self._zbar = pyzbar
        self._symbols = [pyzbar.ZBarSymbol.QRCODE]

    def decode(self, gray: Gray) -> list[Detection]:
        try:
            found = self._zbar.decode(np.ascontiguousarray(gray), symbols=self._symbols)
        except Exception:
            log.exception("pyzbar failed on a %sx%s frame", gray.shape[1], gray.shape[0])
            return []
        out = []
        for s in found:
            try:
                text = s.data.decode("ascii")
            except UnicodeDecodeError:
                log.warning("ignoring a QR code that is not ASCII text")
                continue
            corners = tuple((float(p.x), float(p.y)) for p in s.polygon)
            if len(corners) < 3:
                continue
            out.append(Detection(text, corners))
        return out


class OpenCvDecoder:
    name = "opencv"

    def __init__(self) -> None:
        self._det = cv2.QRCodeDetector()

    def decode(self, gray: Gray) -> list[Detection]:
        try:
            ok, texts, points, _ = self._det.detectAndDecodeMulti(gray)
        except cv2.error:
            log.exception("OpenCV QR detector failed")
            return []
        if not ok or points is None:
            return []
        out = []
        for text, quad in zip(texts, points, strict=False):
            if text:
                out.append(Detection(str(text), tuple((float(x), float(y)) for x, y in quad)))
        return out


DECODERS: dict[str, Callable[[], Decoder]] = {
    "zxing": ZxingDecoder,
    "pyzbar": PyzbarDecoder,
    "opencv": OpenCvDecoder,
}
DEFAULT_DECODER = "zxing"


def available_decoders() -> list[str]:
    """The decoder names whose library loads here (pyzbar needs libzbar)."""
    names = []
    for name, factory in DECODERS.items():
        try:
            factory()
        except (ImportError, OSError):
            continue
        names.append(name)
    return names


def make_decoder(name: str = DEFAULT_DECODER) -> Decoder:
    try:
        factory = DECODERS[name]
    except KeyError:
        raise ValueError(f"unknown QR decoder {name!r}; known: {', '.join(DECODERS)}") from None
    return factory()
