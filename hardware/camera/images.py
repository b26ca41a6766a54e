"""Image files Playmat did not write: camera frames read from disk.

A decoder allocates the pixels an image's header declares before it reads
any of them: a 68-byte PNG can claim 65535×65535 pixels, and a 389 KB PNG
of zeros unpacks to 400 million (2.4 GB). So :func:`load_image` reads the
file through :func:`engine.files.read_bytes` (a regular file of at most
:data:`~engine.files.MAX_IMAGE_BYTES`), reads the width and height from the
header itself (:func:`read_header`), refuses an image of more than
:data:`MAX_IMAGE_PIXELS` or wider or taller than :data:`MAX_IMAGE_SIDE`, and
only then decodes the bytes already in memory with ``cv2.imdecode``.

Four formats are read, the ones cameras and Playmat write: PNG, JPEG
(baseline, progressive, lossless), WebP (lossy, lossless, extended) and
BMP. Anything else (TIFF, GIF, PPM, ...) is refused before a decoder sees
it, as are animations (APNG, animated WebP: a camera frame is one picture),
a JPEG of more than :data:`MAX_JPEG_SCANS` scans (each scan of a
progressive JPEG goes over the whole image again), a header of more than
:data:`MAX_PARTS` parts and a JPEG cut short before its end marker. Reading a
header takes time linear in the file's size at most. Every problem is a :class:`~engine.errors.LoadError`
that names the file; nothing else is raised.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cv2
import numpy as np
import numpy.typing as npt

from engine.errors import LoadError
from engine.files import MAX_IMAGE_BYTES, read_bytes

Image = npt.NDArray[Any]  # 8-bit images; OpenCV's type hints give its results loosely

#: More than any webcam frame: 8K UHD is 7680×4320, 33 megapixels. A 40
#: megapixel image decodes to 120 MB (three bytes a pixel).
MAX_IMAGE_PIXELS = 40_000_000
#: The longest side read (WebP's own limit; an 8K frame is 7680 wide).
MAX_IMAGE_SIDE = 16384
#: Scans of one JPEG: encoders write 1 (baseline) to about 20 (progressive).
MAX_JPEG_SCANS = 64
#: Chunks of a PNG before its image data, markers of a JPEG: encoders write a few dozen.
MAX_PARTS = 1000

FORMATS = "PNG, JPEG, WebP or BMP"


@dataclass(frozen=True, slots=True)
class ImageHeader:
    format: str
    width: int
    height: int


def load_image(path: str | Path, what: str = "image") -> Image:
    """The image in the file ``path`` as 8-bit BGR pixels, its size checked before it is decoded."""
    name = str(path)
    data = read_bytes(name, what, MAX_IMAGE_BYTES)
    header = read_header(data, name)
    pixels = header.width * header.height
    if max(header.width, header.height) > MAX_IMAGE_SIDE or pixels > MAX_IMAGE_PIXELS:
        raise LoadError(
            name,
            None,
            f"{header.format} of {header.width}×{header.height} pixels is too large "
            f"(at most {MAX_IMAGE_PIXELS // 1_000_000} megapixels and {MAX_IMAGE_SIDE} pixels a side)",
        )
    image = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)
    if image is None:
        raise LoadError(name, None, f"{header.format} cannot be decoded (corrupt or cut short)")
    return image


def read_header(data: bytes, name: str = "<image>") -> ImageHeader:
    """The format and the declared size of an image, from its first bytes.

    Raises :class:`~engine.errors.LoadError` (naming ``name``) for anything
    that is not one whole header of an accepted format, and nothing else."""
    if data.startswith(_PNG):
        return _png(data, name)
    if data.startswith(b"\xff\xd8\xff"):
        return _jpeg(data, name)
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return _webp(data, name)
    if data.startswith(b"BM"):
        return _bmp(data, name)
    raise LoadError(name, None, f"not a {FORMATS} image")


def _sized(fmt: str, width: int, height: int, name: str) -> ImageHeader:
    if width <= 0 or height <= 0:
        raise LoadError(name, None, f"{fmt} declares no pixels ({width}×{height})")
    return ImageHeader(fmt, width, height)


def _cut(fmt: str, name: str) -> LoadError:
    return LoadError(name, None, f"{fmt} is cut short")


# -- PNG: the IHDR chunk first, then chunks up to the image data ------------------------------

_PNG = b"\x89PNG\r\n\x1a\n"


def _png(data: bytes, name: str) -> ImageHeader:
    if len(data) < 33:
        raise _cut("PNG", name)
    length, kind, width, height = struct.unpack_from(">I4sII", data, 8)
    if (length, kind) != (13, b"IHDR"):
        raise LoadError(name, None, "PNG does not start with its header chunk (IHDR)")
    header = _sized("PNG", width, height, name)
    at = 33
    for _ in range(MAX_PARTS):  # the chunks before the image data: an animation announces itself there
        if at + 8 > len(data):
            raise _cut("PNG", name)
        length, kind = struct.unpack_from(">I4s", data, at)
        if kind == b"IDAT":
            return header
        if kind == b"acTL":
            raise LoadError(name, None, "animated PNG: a camera frame is one picture")
        if kind == b"IEND":
            raise LoadError(name, None, "PNG has no image data")
        at += 12 + length
    raise LoadError(name, None, f"PNG has more than {MAX_PARTS} chunks before its image data")


# -- JPEG: markers up to the end of image, the frame header among them ------------------------

#: start-of-frame markers (C4 is DHT, C8 reserved, CC DAC)
_SOF = frozenset({0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF})
#: markers without a length: TEM and the restart markers
_BARE = frozenset({0x01, *range(0xD0, 0xD8)})
#: a marker: FF, any fill bytes (more FF), then the marker's code
_MARKER = re.compile(rb"\xff+([^\xff])")
#: in entropy-coded data, FF starts a marker unless 00 (a stuffed FF), a restart marker or fill follows
_NEXT_MARKER = re.compile(rb"\xff[^\x00\xd0-\xd7\xff]")


def _jpeg(data: bytes, name: str) -> ImageHeader:
    n = len(data)
    at = 2
    frame: ImageHeader | None = None
    scans = 0
    for _ in range(MAX_PARTS):
        m = _MARKER.match(data, at)
        if m is None:  # no FF here, or FF to the end
            if at < n and data[at] != 0xFF:
                raise LoadError(name, None, f"JPEG has no marker at byte {at}")
            raise _cut("JPEG", name)
        marker = m[1][0]
        at = m.end()
        if marker == 0xD9:  # end of image
            if frame is None or not scans:
                raise LoadError(name, None, "JPEG ends before its image data")
            return frame
        if marker in _BARE:
            continue
        if marker in (0x00, 0xD8):
            raise LoadError(name, None, f"JPEG has no marker at byte {m.start()}")
        if at + 2 > n:
            raise _cut("JPEG", name)
        (length,) = struct.unpack_from(">H", data, at)
        if length < 2 or at + length > n:
            raise _cut("JPEG", name) if length >= 2 else LoadError(name, None, "JPEG has a segment of no length")
        if marker in _SOF:
            if frame is not None:
                raise LoadError(name, None, "JPEG has more than one frame header")
            if length < 8:
                raise LoadError(name, None, "JPEG frame header is too short")
            height, width = struct.unpack_from(">HH", data, at + 3)
            frame = _sized("JPEG", width, height, name)
        at += length
        if marker == 0xDA:  # start of scan: entropy-coded data runs to the next marker
            scans += 1
            if frame is None:
                raise LoadError(name, None, "JPEG has image data before its frame header")
            if scans > MAX_JPEG_SCANS:
                raise LoadError(name, None, f"JPEG has more than {MAX_JPEG_SCANS} scans")
            m = _NEXT_MARKER.search(data, at)
            if m is None:
                raise _cut("JPEG", name)
            at = m.start()
    raise LoadError(name, None, f"JPEG has more than {MAX_PARTS} markers")


# -- WebP: a RIFF container of one lossy (VP8), lossless (VP8L) or extended (VP8X) image ------


def _webp(data: bytes, name: str) -> ImageHeader:
    if len(data) < 30:
        raise _cut("WebP", name)
    kind = data[12:16]
    if kind == b"VP8 ":
        if data[23:26] != b"\x9d\x01\x2a":
            raise LoadError(name, None, "WebP (lossy) has no frame start code")
        width, height = struct.unpack_from("<HH", data, 26)
        return _sized("WebP", width & 0x3FFF, height & 0x3FFF, name)
    if kind == b"VP8L":
        if data[20] != 0x2F:
            raise LoadError(name, None, "WebP (lossless) has no signature")
        (bits,) = struct.unpack_from("<I", data, 21)
        return _sized("WebP", (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1, name)
    if kind == b"VP8X":
        if data[20] & 0x02:
            raise LoadError(name, None, "animated WebP: a camera frame is one picture")
        width = int.from_bytes(data[24:27], "little") + 1
        height = int.from_bytes(data[27:30], "little") + 1
        return _sized("WebP", width, height, name)
    raise LoadError(name, None, f"WebP of an unknown kind ({kind!r})")


# -- BMP: the file header, then the size of the bitmap's own header tells its kind -------------


def _bmp(data: bytes, name: str) -> ImageHeader:
    if len(data) < 26:
        raise _cut("BMP", name)
    (size,) = struct.unpack_from("<I", data, 14)
    if size == 12:  # OS/2 1.x: 16-bit sides
        width, height = struct.unpack_from("<HH", data, 18)
        return _sized("BMP", width, height, name)
    if size not in (40, 52, 56, 64, 108, 124):
        raise LoadError(name, None, f"BMP with a header of {size} bytes, not one Playmat reads")
    width, height = struct.unpack_from("<ii", data, 18)
    return _sized("BMP", width, abs(height), name)
