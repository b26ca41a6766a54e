"""Camera images Playmat did not write: ``playmat camera-decode`` and the
image-folder source refuse an image whose header declares too many pixels
(before any decoder allocates them), a file that is not an image of a format
they read, a FIFO or a folder, and go on with the other images. The header
reader is fuzzed: it raises nothing but a LoadError."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import struct
import threading
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import cv2
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import LoadError
from hardware.camera import commands
from hardware.camera.capture import FolderSource
from hardware.camera.images import MAX_JPEG_SCANS, MAX_PARTS, ImageHeader, load_image, read_header

FUZZ = settings(max_examples=2500, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(width: int, height: int, idat: bytes = b"", extra: bytes = b"", color: int = 0) -> bytes:
    """A PNG file put together by hand (8-bit grey unless ``color`` says otherwise)."""
    ihdr = _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, color, 0, 0, 0))
    return b"\x89PNG\r\n\x1a\n" + ihdr + extra + _chunk(b"IDAT", idat) + _chunk(b"IEND", b"")


def zero_png(side: int) -> bytes:
    """A real side×side PNG of black pixels: a few hundred KB that unpack to side² bytes."""
    z = zlib.compressobj(9)
    row = bytes(side + 1)  # the filter byte, then the pixels
    return png(side, side, b"".join(z.compress(row) for _ in range(side)) + z.flush())


def encoded(ext: str, height: int, width: int, *params: int) -> bytes:
    img = np.random.default_rng(height * 7919 + width).integers(0, 256, (height, width, 3), dtype=np.uint8)
    ok, buf = cv2.imencode(ext, img, list(params))
    assert ok
    return buf.tobytes()


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser()
    commands.add_commands(p.add_subparsers())
    return p


@pytest.fixture(scope="module")
def frame(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A simulated camera frame with four labelled cards."""
    out = tmp_path_factory.mktemp("frame") / "frame.png"
    args = _parser().parse_args(["camera-sim", "-o", str(out), "--cards", "4", "--width", "960", "--height", "720"])
    assert args.func(args) == 0
    return out


def _unblock(fifo: Path) -> None:
    """An end of file for a reader waiting on ``fifo`` (a reader that opened it as a file)."""
    with contextlib.suppress(OSError):
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


Decode = Callable[[list[Path]], tuple[int, list[dict[str, Any]], str]]


@pytest.fixture
def run_decode(capsys: pytest.CaptureFixture[str]) -> Decode:
    """``camera-decode --json``: its status, its report and its stderr. It runs on
    a thread, so a reader stuck on a FIFO fails the test instead of hanging it."""

    def run(paths: list[Path]) -> tuple[int, list[dict[str, Any]], str]:
        args = _parser().parse_args(["camera-decode", *map(str, paths), "--layout", "vanguard", "--json"])
        done: list[int] = []
        worker = threading.Thread(target=lambda: done.append(args.func(args)), daemon=True)
        worker.start()
        worker.join(60)
        for fifo in (p for p in paths if p.is_fifo() and worker.is_alive()):
            _unblock(fifo)
        assert done, "camera-decode did not finish"
        out, err = capsys.readouterr()
        return done[0], json.loads(out), err

    return run


@pytest.fixture
def no_decoding_of(monkeypatch: pytest.MonkeyPatch) -> Callable[[bytes], None]:
    """Makes OpenCV fail the test if it is asked to decode one of the given files' bytes."""
    forbidden: list[bytes] = []
    imread, imdecode = cv2.imread, cv2.imdecode

    def guarded_imread(path: str, *a: Any) -> Any:
        assert not (Path(path).is_file() and Path(path).read_bytes() in forbidden), f"{path} was handed to the decoder"
        return imread(path, *a)

    def guarded_imdecode(buf: Any, *a: Any) -> Any:
        assert bytes(buf) not in forbidden, "an image too large was handed to the decoder"
        return imdecode(buf, *a)

    monkeypatch.setattr(cv2, "imread", guarded_imread)
    monkeypatch.setattr(cv2, "imdecode", guarded_imdecode)
    return forbidden.append


def test_a_tiny_png_claiming_65535_squared_is_reported_and_the_others_are_read(
    frame: Path, tmp_path: Path, run_decode: Decode
) -> None:
    huge = tmp_path / "huge.png"
    huge.write_bytes(png(65535, 65535, zlib.compress(b"\0" * 16)))
    assert len(huge.read_bytes()) < 80
    status, report, err = run_decode([frame, huge, frame])
    assert status == 1
    assert [len(e.get("labels", ())) for e in report] == [4, 0, 4]
    assert report[1]["image"] == str(huge)
    assert "65535×65535" in report[1]["error"] and "too large" in report[1]["error"]
    assert f"{huge}: PNG of 65535×65535 pixels is too large" in err


def test_a_decompression_bomb_never_reaches_the_decoder(
    frame: Path,
    tmp_path: Path,
    run_decode: Decode,
    no_decoding_of: Callable[[bytes], None],
) -> None:
    bomb = tmp_path / "bomb.png"
    bomb.write_bytes(zero_png(20000))  # 400 megapixels in about 400 KB
    assert bomb.stat().st_size < 1_000_000
    no_decoding_of(bomb.read_bytes())
    status, report, _ = run_decode([bomb, frame])
    assert status == 1
    assert "20000×20000" in report[0]["error"]
    assert len(report[1]["labels"]) == 4


def test_the_largest_image_read_is_a_frame_beyond_8k(tmp_path: Path) -> None:
    path = tmp_path / "frame.png"
    path.write_bytes(zero_png(6000))  # 36 megapixels
    assert load_image(path).shape == (6000, 6000, 3)
    for width, height in ((7000, 6000), (20000, 1000)):  # 42 megapixels; a side longer than 16384
        path.write_bytes(png(width, height))
        with pytest.raises(LoadError, match=f"{width}×{height} pixels is too large"):
            load_image(path)


def _bad_files(tmp_path: Path, frame: Path) -> dict[str, tuple[Path, str]]:
    """name -> (file, what its error says)."""
    good_png = frame.read_bytes()
    jpeg = encoded(".jpg", 120, 160)
    bad: dict[str, tuple[Path, str]] = {}

    def write(name: str, data: bytes, says: str) -> None:
        path = tmp_path / name
        path.write_bytes(data)
        bad[name] = (path, says)

    write("half.png", good_png[: len(good_png) // 2], "cannot be decoded")
    idat = good_png.index(b"IDAT")
    write("garbled.png", good_png[: idat + 40] + bytes(200) + good_png[idat + 240 :], "cannot be decoded")
    write("half.jpg", jpeg[: len(jpeg) // 2], "JPEG is cut short")
    write("header-only.png", good_png[:20], "PNG is cut short")
    write("empty.png", b"", "not a PNG, JPEG, WebP or BMP image")
    write("text.png", b"hello, not a picture\n", "not a PNG, JPEG, WebP or BMP image")
    write("frame.tiff", encoded(".tiff", 40, 60), "not a PNG, JPEG, WebP or BMP image")
    write("frame.ppm", encoded(".ppm", 40, 60), "not a PNG, JPEG, WebP or BMP image")
    write("frame.gif", b"GIF89a\x10\x00\x10\x00\x00\x00\x00;", "not a PNG, JPEG, WebP or BMP image")
    write("empty-side.png", png(0, 10), "declares no pixels")
    fifo = tmp_path / "pipe.png"
    os.mkfifo(fifo)
    bad["pipe.png"] = (fifo, "a named pipe (FIFO), not a regular file")
    folder = tmp_path / "folder.png"
    folder.mkdir()
    bad["folder.png"] = (folder, "a folder, not a regular file")
    return bad


def test_corrupt_cut_short_unknown_and_special_files_are_each_reported(
    frame: Path, tmp_path: Path, run_decode: Decode
) -> None:
    bad = _bad_files(tmp_path, frame)
    paths = [frame, *(p for p, _ in bad.values()), frame]
    status, report, err = run_decode(paths)
    assert status == 1
    assert [e["image"] for e in report] == [str(p) for p in paths]
    assert len(report[0]["labels"]) == 4 and len(report[-1]["labels"]) == 4
    for entry, (path, says) in zip(report[1:-1], bad.values(), strict=True):
        assert says in entry.get("error", ""), (path.name, entry)
        assert str(path) in err


def test_an_image_folder_skips_what_it_cannot_read(
    frame: Path, tmp_path: Path, no_decoding_of: Callable[[bytes], None]
) -> None:
    folder = tmp_path / "frames"
    folder.mkdir()
    bomb = zero_png(20000)
    no_decoding_of(bomb)
    (folder / "1-bomb.png").write_bytes(bomb)
    (folder / "2-huge.png").write_bytes(png(65535, 65535))
    os.mkfifo(folder / "3-pipe.png")
    (folder / "4-frame.png").write_bytes(frame.read_bytes())
    (folder / "5-cut.jpg").write_bytes(encoded(".jpg", 60, 80)[:300])
    src = FolderSource(folder)
    src.open()
    got: list[Any] = []
    reader = threading.Thread(target=lambda: got.extend([src.read(), src.read()]), daemon=True)
    reader.start()
    reader.join(30)
    if reader.is_alive():
        _unblock(folder / "3-pipe.png")
    assert len(got) == 2, "reading the folder did not finish"
    assert got[0] is not None and got[0].shape == (720, 960, 3)
    assert got[1] is None


def test_a_looping_folder_of_nothing_readable_ends(tmp_path: Path) -> None:
    (tmp_path / "a.png").write_bytes(png(65535, 65535))
    (tmp_path / "b.jpg").write_bytes(b"\xff\xd8\xff")
    src = FolderSource(tmp_path, loop=True)
    src.open()
    got: list[Any] = []
    reader = threading.Thread(target=lambda: got.append(src.read()), daemon=True)
    reader.start()
    reader.join(10)
    assert got == [None]


# -- the header reader -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("ext", "params"),
    [
        (".png", ()),
        (".jpg", ()),
        (".jpg", (cv2.IMWRITE_JPEG_PROGRESSIVE, 1)),
        (".webp", (cv2.IMWRITE_WEBP_QUALITY, 80)),
        (".webp", (cv2.IMWRITE_WEBP_QUALITY, 101)),  # lossless
        (".bmp", ()),
    ],
)
@pytest.mark.parametrize(("height", "width"), [(1, 1), (3, 7), (61, 17), (480, 640)])
def test_the_header_gives_the_size_the_decoder_decodes(
    ext: str, params: tuple[int, ...], height: int, width: int
) -> None:
    data = encoded(ext, height, width, *params)
    header = read_header(data)
    assert (header.height, header.width) == cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR).shape[:2]


def test_the_other_headers_give_the_decoders_size() -> None:
    bgra = np.full((30, 50, 4), 200, np.uint8)
    ok, buf = cv2.imencode(".webp", bgra, [cv2.IMWRITE_WEBP_QUALITY, 80])  # with alpha: an extended WebP
    assert ok and buf.tobytes()[12:16] == b"VP8X"
    assert read_header(buf.tobytes()) == ImageHeader("WebP", 50, 30)
    row = bytes([10, 20, 30] * 3) + bytes(3)  # rows are padded to 4 bytes
    core = b"BM" + struct.pack("<IHHI", 26 + 2 * len(row), 0, 0, 26) + struct.pack("<IHHHH", 12, 3, 2, 1, 24)
    bmp = core + 2 * row  # an OS/2 bitmap: 16-bit sides
    assert read_header(bmp) == ImageHeader("BMP", 3, 2)
    assert cv2.imdecode(np.frombuffer(bmp, np.uint8), cv2.IMREAD_COLOR).shape == (2, 3, 3)
    top_down = bytearray(encoded(".bmp", 5, 7))
    struct.pack_into("<i", top_down, 22, -5)
    assert read_header(bytes(top_down)) == ImageHeader("BMP", 7, 5)


def test_animations_and_endless_headers_are_refused() -> None:
    with pytest.raises(LoadError, match="animated PNG"):
        read_header(png(4, 4, extra=_chunk(b"acTL", struct.pack(">II", 2, 0))))
    sof = b"\xff\xc2" + struct.pack(">HBHHB", 11, 8, 16, 16, 1) + b"\x01\x11\x00"
    sos = b"\xff\xda" + struct.pack(">HB", 8, 1) + b"\x01\x00\x00\x3f\x00" + b"\x00"
    with pytest.raises(LoadError, match=f"more than {MAX_JPEG_SCANS} scans"):
        read_header(b"\xff\xd8" + sof + sos * (MAX_JPEG_SCANS + 1) + b"\xff\xd9")
    assert read_header(b"\xff\xd8" + sof + sos * MAX_JPEG_SCANS + b"\xff\xd9") == ImageHeader("JPEG", 16, 16)
    comments = b"\xff\xfe\x00\x02" * MAX_PARTS
    with pytest.raises(LoadError, match=f"more than {MAX_PARTS} markers"):
        read_header(b"\xff\xd8" + comments + sof + sos + b"\xff\xd9")
    with pytest.raises(LoadError, match=f"more than {MAX_PARTS} chunks"):
        read_header(png(4, 4, extra=_chunk(b"tEXt", b"") * MAX_PARTS))


SEEDS = [
    png(3, 2, zlib.compress(bytes(9))),
    encoded(".png", 5, 4),
    encoded(".jpg", 9, 8),
    encoded(".jpg", 9, 8, cv2.IMWRITE_JPEG_PROGRESSIVE, 1),
    encoded(".webp", 6, 5, cv2.IMWRITE_WEBP_QUALITY, 80),
    encoded(".webp", 6, 5, cv2.IMWRITE_WEBP_QUALITY, 101),
    encoded(".bmp", 3, 2),
]


def _checked(data: bytes) -> ImageHeader | None:
    try:
        header = read_header(data, "fuzz.img")
    except LoadError as exc:
        assert exc.path == "fuzz.img"
        return None
    assert header.width > 0 and header.height > 0
    return header


@FUZZ
@given(st.binary(max_size=300))
def test_random_bytes_give_a_header_or_a_load_error(data: bytes) -> None:
    _checked(data)


@FUZZ
@given(
    st.sampled_from(SEEDS),
    st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255), st.sampled_from("rid")), max_size=6),
    st.integers(0, 10**6),
)
def test_mangled_images_give_a_load_error_or_the_size_the_decoder_decodes(
    seed: bytes, edits: list[tuple[int, int, str]], cut: int
) -> None:
    data = bytearray(seed)
    for at, byte, op in edits:
        k = at % (len(data) + 1)
        if op == "r" and k < len(data):
            data[k] = byte
        elif op == "i":
            data[k:k] = bytes([byte])
        elif k < len(data):
            del data[k]
    data = data[: len(data) - cut % (len(data) + 1)]
    header = _checked(bytes(data))
    if header is not None and header.width * header.height <= 1_000_000:  # what the decoder makes of it
        img = cv2.imdecode(np.frombuffer(bytes(data), np.uint8), cv2.IMREAD_COLOR)
        assert img is None or sorted(img.shape[:2]) == sorted((header.width, header.height))
