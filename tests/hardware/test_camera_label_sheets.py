"""Label and marker sheets: the printed codes read back through the pipeline."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import cv2
import pytest

from engine.errors import LoadError
from hardware.camera.calibration import MarkerFinder
from hardware.camera.decoders import make_decoder
from hardware.camera.labels import LabelBook
from hardware.camera.sizing import label_size

pytest.importorskip("PySide6")

from desktop.devices import label_sheets as ls
from desktop.devices import sheet_commands
from tests.hardware.sheets import DECK, render_page


def test_deck_labels_name_every_copy(qapp: object) -> None:
    rid, items = ls.deck_labels(str(DECK), None)
    assert rid == "vanguard" and len(items) == 50
    assert len({i.payload for i in items}) == 50
    book = LabelBook.from_registry()
    assert all(book.check(i.payload) is not None for i in items)


def test_each_player_gets_their_own_copy_numbers(qapp: object) -> None:
    """Two players with the same deck list never share a label on the table."""
    _, first = ls.deck_labels(str(DECK), "vanguard", 0)
    _, second = ls.deck_labels(str(DECK), "vanguard", 1)
    assert not {i.payload for i in first} & {i.payload for i in second}
    copies = {int(i.payload.rsplit(":", 1)[1]) for i in second}
    assert min(copies) == 21 and max(copies) <= 40


def test_bad_deck_is_a_load_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("[main]\n4 NOPE-001 Nothing\n")
    with pytest.raises(LoadError) as exc:
        ls.deck_labels(str(bad), "vanguard")
    assert str(exc.value).startswith(str(bad))


def test_printed_labels_decode(qapp: object) -> None:
    _, items = ls.deck_labels(str(DECK), "vanguard")
    module = label_size(1920, 1080, 700, 800).module_mm
    page = ls.label_pages(items, module)[0]
    gray = render_page(lambda p: ls.paint_label_page(p, page, module, "test"))
    found = {d.text for d in make_decoder("zxing").decode(gray)}
    assert found == {item.payload for item, _, _ in page}


def test_printed_markers_are_found(qapp: object) -> None:
    from hardware.layouts import layout_for

    lay = layout_for("weiss")
    gray = render_page(lambda p: ls.paint_marker_page(p, lay), dpi=100)
    assert sorted(MarkerFinder().find(gray)) == [0, 1, 2, 3, 4, 5]


def test_commands_write_pdfs(qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import argparse

    parser = argparse.ArgumentParser()
    sheet_commands.add_commands(parser.add_subparsers())
    out = tmp_path / "labels.pdf"
    args = parser.parse_args(["labels", str(DECK), "-o", str(out)])
    assert args.func(args) == 0
    assert out.read_bytes().startswith(b"%PDF")
    assert "50 labels" in capsys.readouterr().out
    markers = tmp_path / "markers.pdf"
    args = parser.parse_args(["mat-markers", "-o", str(markers), "--layout", "vanguard"])
    assert args.func(args) == 0
    if shutil.which("pdftoppm"):
        subprocess.run(
            ["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", str(out), str(tmp_path / "p")], check=True
        )
        png = next(tmp_path.glob("p*.png"))
        gray = cv2.imread(str(png), cv2.IMREAD_GRAYSCALE)
        assert len(make_decoder("zxing").decode(gray)) == 4


def test_label_size_follows_camera() -> None:
    small = label_size(1280, 720, 700, 800)
    big = label_size(3840, 2160, 700, 800)
    assert big.module_mm < small.module_mm
    assert big.module_px >= 2.6 and big.fits_target
    assert small.module_mm * 25 <= 56.01  # a label always fits on a card
    assert small.fits_target == (small.module_px >= 2.5)


def test_full_labels_are_sized_for_the_camera_set_up() -> None:
    """Full PM1 labels print where each camera set-up sees 2.6 px per module (docs/camera-labels.md):
    23.5 mm for a 4K camera, 47 mm for a 1080p camera, 28.5 mm for two 1080p cameras over the halves."""
    from hardware.camera.regions import seat_halves
    from hardware.camera.sizing import framed_mm
    from hardware.layouts import layout_for

    mat = layout_for("vanguard")
    halves = [b for _, b in seat_halves(mat)]
    widths = {
        (cam, n): round(25 * label_size(*cam, *framed_mm(700, 800, halves if n == 2 else None)).module_mm, 1)
        for cam in ((1920, 1080), (3840, 2160))
        for n in (1, 2)
    }
    assert widths[((3840, 2160), 1)] == 23.5
    assert widths[((1920, 1080), 1)] == 47.0
    assert widths[((1920, 1080), 2)] == 28.5


def test_labels_command_sizes_full_labels_for_two_cameras(
    qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import argparse

    parser = argparse.ArgumentParser()
    sheet_commands.add_commands(parser.add_subparsers())
    said = []
    for extra in ([], ["--cameras", "2"]):
        args = parser.parse_args(["labels", str(DECK), "-o", str(tmp_path / "l.pdf"), *extra])
        assert args.func(args) == 0
        said.append(capsys.readouterr().out)
    assert "(47 mm labels" in said[0]
    assert "(28.5 mm labels" in said[1] and "one camera over each half" in said[1]
