"""Printable sheets: QR labels for every card copy of a deck list
(``playmat labels``; full ``PM1:`` labels, or compact deck-slot labels,
see :mod:`hardware.camera.labels`) and the ArUco markers of each mat layout
(``playmat mat-markers``), written as PDF with Qt's own PDF writer.

Everything is drawn in millimetres with filled rectangles, one per module,
so the codes stay sharp at any printer resolution.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPaintDevice, QPainter, QPdfWriter, QPen

from engine import registry
from engine.errors import LoadError, PlaymatError
from hardware.camera import symbols
from hardware.camera.calibration import marker_bits
from hardware.camera.labels import DeckSlots, PayloadError, format_payload, seat_copy
from hardware.camera.sizing import (
    COMPACT_SYMBOL,
    COMPACT_SYMBOLS,
    RELIABLE_MODULE_PX,
    compact_label_mm,
    framed_mm,
    label_size,
)
from hardware.layouts import Layout, layout_paths, load_layout

log = logging.getLogger(__name__)

PAGE_W, PAGE_H, MARGIN = 210.0, 297.0, 10.0
TEXT_W = 46.0
CUT = 3.0  #: length of a cut mark, mm
GAP = 4.0


@dataclass(frozen=True, slots=True)
class LabelItem:
    payload: str
    name: str
    symbol: str = "qr"


def qr_modules(payload: str, symbol: str = "qr") -> npt.NDArray[np.uint8]:
    """The code with its printed quiet border; 1 = dark."""
    return np.asarray(symbols.modules(payload, symbol), np.uint8)


def deck_labels(
    deck_path: str, game: str | None, seat: int = 0, compact: bool = False, symbol: str = COMPACT_SYMBOL
) -> tuple[str, list[LabelItem]]:
    """Every copy of every card of a deck list, numbered for the player in
    ``seat`` (0-based); ``LoadError`` if it is not a legal deck. ``compact``:
    deck-slot labels in slot order (:class:`~hardware.camera.labels.DeckSlots`),
    ``PlaymatError`` if the deck cannot have them."""
    from engine.decks import load_deck_file

    deck = load_deck_file(deck_path)
    candidates = [game] if game else registry.ids()
    first_error: LoadError | None = None
    for rid in candidates:
        rs = registry.get(rid)
        try:
            sections = rs.check_deck(deck)
        except LoadError as exc:
            first_error = first_error or exc
            continue
        if compact:
            names = {card.id: card.name for cards in sections.values() for card in cards}
            try:
                slots = DeckSlots.of(seat, rs.label_code, [card.id for cards in sections.values() for card in cards])
            except PayloadError as exc:
                raise PlaymatError(f"{deck_path}: {exc}; print the full labels instead") from None
            return rid, [LabelItem(p, names[lab.card_id], symbol) for p, lab in slots.payloads()]
        copies: dict[str, int] = {}
        items = []
        for cards in sections.values():
            for card in cards:
                copies[card.id] = copies.get(card.id, 0) + 1
                copy = seat_copy(seat, copies[card.id])
                items.append(LabelItem(format_payload(rs.label_code, card.id, copy), card.name))
        return rid, items
    assert first_error is not None
    raise first_error


def _mm_painter(painter: QPainter, device: QPaintDevice) -> None:
    painter.scale(device.logicalDpiX() / 25.4, device.logicalDpiY() / 25.4)


def _text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    points: float,
    flags: int,
    bold: bool = False,
    family: str = "DejaVu Sans",
) -> None:
    """Text in a millimetre rectangle, at a size in printer's points."""
    painter.save()
    t = painter.transform()
    painter.resetTransform()
    font = QFont(family)
    font.setPointSizeF(points)
    font.setBold(bold)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(t.mapRect(rect), flags, text)
    painter.restore()


def _draw_grid(painter: QPainter, bits: npt.NDArray[np.uint8], x: float, y: float, module: float) -> None:
    painter.fillRect(QRectF(x, y, bits.shape[1] * module, bits.shape[0] * module), QColor("white"))
    black = QColor("black")
    for r, row in enumerate(bits):
        c = 0
        while c < len(row):  # one rectangle per run of dark modules
            if row[c]:
                start = c
                while c < len(row) and row[c]:
                    c += 1
                painter.fillRect(
                    QRectF(x + start * module, y + r * module, (c - start) * module + 0.001, module + 0.001), black
                )
            else:
                c += 1


def _cut_marks(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(QColor("black"), 0.15))
    for cx, cy, dx, dy in (
        (rect.left(), rect.top(), -1, -1),
        (rect.right(), rect.top(), 1, -1),
        (rect.left(), rect.bottom(), -1, 1),
        (rect.right(), rect.bottom(), 1, 1),
    ):
        painter.drawLine(
            QRectF(cx + dx * 0.8, cy, dx * CUT, 0).topLeft(), QRectF(cx + dx * (0.8 + CUT), cy, 0, 0).topLeft()
        )
        painter.drawLine(QRectF(cx, cy + dy * 0.8, 0, 0).topLeft(), QRectF(cx, cy + dy * (0.8 + CUT), 0, 0).topLeft())


def label_pages(items: Sequence[LabelItem], module_mm: float) -> list[list[tuple[LabelItem, float, float]]]:
    """Where each label goes: pages of (item, x, y) in millimetres."""
    if not items:
        return []
    side = max(max(symbols.size(i.payload, i.symbol)) for i in items) * module_mm
    cell_w, cell_h = side + TEXT_W + 2 * CUT + GAP, max(side, 16.0) + 2 * CUT + GAP
    cols = max(1, int((PAGE_W - 2 * MARGIN) // cell_w))
    rows = max(1, int((PAGE_H - 2 * MARGIN - 8) // cell_h))
    pages: list[list[tuple[LabelItem, float, float]]] = []
    for i, item in enumerate(items):
        n = i % (cols * rows)
        if n == 0:
            pages.append([])
        r, c = divmod(n, cols)
        pages[-1].append((item, MARGIN + CUT + c * cell_w, MARGIN + 8 + CUT + r * cell_h))
    return pages


def paint_label_page(
    painter: QPainter, page: list[tuple[LabelItem, float, float]], module_mm: float, title: str
) -> None:
    """One sheet, in a painter already scaled to millimetres."""
    _text(painter, QRectF(MARGIN, MARGIN - 2, PAGE_W - 2 * MARGIN, 7), title, 9, Qt.AlignmentFlag.AlignLeft)
    for item, x, y in page:
        bits = qr_modules(item.payload, item.symbol)
        side = max(bits.shape) * module_mm
        _draw_grid(painter, bits, x, y, module_mm)
        h = max(side, 16.0)
        _text(
            painter,
            QRectF(x + side + 2, y + 2, TEXT_W - 3, h / 2),
            item.name,
            10,
            Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
            bold=True,
        )
        _text(
            painter,
            QRectF(x + side + 2, y + h / 2, TEXT_W - 3, h / 2 - 2),
            item.payload,
            7,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
            family="DejaVu Sans Mono",
        )
        _cut_marks(painter, QRectF(x, y, side + TEXT_W, h))


def _pdf(path: str) -> QPdfWriter:
    pdf = QPdfWriter(path)
    pdf.setResolution(600)
    pdf.setPageLayout(
        QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    )
    pdf.setCreator("Playmat")
    return pdf


def write_labels_pdf(path: str, items: Sequence[LabelItem], module_mm: float, title: str) -> int:
    """Write the label sheets; returns the number of pages."""
    pages = label_pages(items, module_mm)
    pdf = _pdf(path)
    painter = QPainter(pdf)
    if not painter.isActive():
        raise PlaymatError(f"cannot write {path}")
    try:
        _mm_painter(painter, pdf)
        for i, page in enumerate(pages):
            if i:
                pdf.newPage()
            paint_label_page(painter, page, module_mm, f"{title} - page {i + 1} of {len(pages)}")
    finally:
        painter.end()
    return len(pages)


def paint_marker_page(painter: QPainter, layout: Layout) -> None:
    _text(
        painter,
        QRectF(MARGIN, MARGIN, PAGE_W - 2 * MARGIN, 8),
        f"{layout.title}: mat markers",
        13,
        Qt.AlignmentFlag.AlignLeft,
        bold=True,
    )
    _text(
        painter,
        QRectF(MARGIN, MARGIN + 9, PAGE_W - 2 * MARGIN, 14),
        f"Print at 100% scale. Glue each marker with its centre at the given point of the "
        f"{layout.width:g} x {layout.height:g} mm mat, upright (this text's top towards the mat's top edge).",
        9,
        Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
    )
    # the four corners in two columns; with more (a two-player mat's markers at the seats'
    # boundary, for a camera over each half) three columns
    if len(layout.markers) <= 4:
        slots = [(x, y) for y in (50.0, 160.0) for x in (MARGIN + 10, PAGE_W / 2 + 5)]
    else:
        slots = [(x, y) for y in (40.0, 130.0, 220.0) for x in (MARGIN + 2, MARGIN + 66, MARGIN + 130)]
    for mk, (x, y) in zip(layout.markers, slots, strict=False):
        bits = marker_bits(mk.id)
        module = mk.size / bits.shape[0]
        white = mk.size * 0.2
        _draw_grid(painter, bits, x + white, y + white, module)
        _cut_marks(painter, QRectF(x, y, mk.size + 2 * white, mk.size + 2 * white))
        _text(
            painter,
            QRectF(x, y + mk.size + 2 * white + 5, 62, 16),
            f"marker {mk.id}  ({mk.size:g} mm)\ncentre at x {mk.x:g} mm, y {mk.y:g} mm",
            9,
            Qt.AlignmentFlag.AlignLeft,
        )


def write_markers_pdf(path: str, layouts: Sequence[Layout]) -> int:
    pdf = _pdf(path)
    painter = QPainter(pdf)
    if not painter.isActive():
        raise PlaymatError(f"cannot write {path}")
    try:
        _mm_painter(painter, pdf)
        for i, lay in enumerate(layouts):
            if i:
                pdf.newPage()
            paint_marker_page(painter, lay)
    finally:
        painter.end()
    return len(layouts)


def _ensure_gui_app() -> None:
    """Writing a PDF needs Qt's fonts, not a screen: with no display, Qt's
    offscreen platform serves (the sheets come out the same)."""
    import os

    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _ensure_gui_app.app = QGuiApplication([])  # type: ignore[attr-defined]


def print_deck_labels(
    deck_path: str,
    output: str,
    game: str | None = None,
    seat: int = 0,
    camera: tuple[int, int] = (1920, 1080),
    module_mm: float | None = None,
    compact: bool = False,
    label_mm: float | None = None,
    symbol: str = COMPACT_SYMBOL,
    cameras: int = 1,
) -> tuple[int, int, float, float, int]:
    """The sleeve labels of every copy of a deck list, for the player in
    ``seat``, into the PDF ``output``, sized for ``cameras`` cameras of ``camera``
    pixels over the game's mat (one over the whole mat, or two, one over each
    seat's half), or ``label_mm`` wide, or ``module_mm`` per module:
    (labels, pages, module mm, module px, modules)."""
    rid, items = deck_labels(deck_path, game, seat, compact, symbol)
    lay = registry.get(rid)
    from hardware.camera.regions import seat_halves
    from hardware.layouts import layout_for

    mat = layout_for(rid)
    try:
        halves = [b for _, b in seat_halves(mat)] if cameras == 2 else None
    except ValueError as exc:
        raise PlaymatError(str(exc)) from None
    mat_w, mat_h = framed_mm(mat.width, mat.height, halves)
    modules = max(max(symbols.size(i.payload, i.symbol)) for i in items) if items else 25
    size = label_size(camera[0], camera[1], mat_w, mat_h, modules)
    if label_mm is not None:
        module = label_mm / modules
    elif module_mm is not None:
        module = module_mm
    elif compact:
        module = compact_label_mm(camera[0], camera[1], mat_w, mat_h, symbol) / modules
    else:
        module = size.module_mm
    _ensure_gui_app()
    title = f"{lay.title}: {Path(deck_path).name}, player {seat + 1}"
    if compact and items:
        title += f", compact labels (deck tag {items[0].payload[1:4]})"
    pages = write_labels_pdf(output, items, module, title)
    return len(items), pages, module, module * size.module_px / size.module_mm, modules


def cmd_labels(args: argparse.Namespace) -> int:
    seat = int(getattr(args, "player", 1) or 1) - 1
    compact = bool(getattr(args, "compact", False))
    symbol = getattr(args, "symbol", None) or COMPACT_SYMBOL
    cameras = int(getattr(args, "cameras", 1) or 1)
    n, pages, module, px, modules = print_deck_labels(
        args.deck,
        args.output,
        args.game,
        seat,
        args.camera,
        args.module_mm,
        compact,
        getattr(args, "label_mm", None),
        symbol,
        cameras,
    )
    rig = f"{args.camera[0]}x{args.camera[1]}" + (", one camera over each half of the mat" if cameras == 2 else "")
    _out(
        f"{args.output}: {n} labels on {pages} page(s), {module:g} mm per module "
        f"({modules * module:g} mm labels, about {px:.1f} px per module at {rig})"
    )
    need = COMPACT_SYMBOLS[symbol][1] if compact else RELIABLE_MODULE_PX
    if px < need - 0.005:
        _out(
            f"warning: the camera will see fewer than {need:g} px per module; "
            "use larger labels or a higher camera resolution"
        )
    return 0


def cmd_markers(args: argparse.Namespace) -> int:
    seen: set[str] = set()
    layouts = []
    for p in layout_paths():
        lay = load_layout(p)
        if args.layout and args.layout not in lay.ruleset_ids:
            continue
        if lay.path not in seen:
            seen.add(lay.path)
            layouts.append(lay)
    _ensure_gui_app()
    n = write_markers_pdf(args.output, layouts)
    _out(f"{args.output}: markers of {n} mat layout(s), one page each")
    return 0


def _out(text: str) -> None:
    """Command output, for the terminal."""
    sys.stdout.write(text + "\n")
