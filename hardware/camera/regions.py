"""Regions of the mat for cameras that each look at part of it.

Two cameras over a two-player mat hang one over each seat's half: each is
calibrated to its half by the two corner markers and the two markers at the
seats' boundary it sees, frames that half, and reports only what lies in it
(:class:`~hardware.camera.pipeline.Pipeline`'s ``region``), plus a narrow
band over the boundary that both cameras report
(:class:`~hardware.camera.merge.CameraMerge` makes one stream of the two).
"""

from __future__ import annotations

from hardware.layouts import Layout

#: a box of the mat in millimetres: x0, y0, x1, y1
Box = tuple[float, float, float, float]

#: millimetres past the seats' boundary that each half's camera reads too
OVERLAP_MM = 20.0


def whole(layout: Layout) -> Box:
    return (0.0, 0.0, layout.width, layout.height)


def inside(box: Box, x: float, y: float) -> bool:
    return box[0] <= x <= box[2] and box[1] <= y <= box[3]


def seat_halves(layout: Layout, overlap_mm: float = OVERLAP_MM) -> list[tuple[int, Box]]:
    """Each seat of a two-player mat and its half of the mat (plus ``overlap_mm``
    over the boundary), seat 0 first. ``ValueError`` for other mats: two cameras
    are for two-player mats (the four-player mats have no markers at their halves'
    boundaries)."""
    if layout.seats != 2:
        raise ValueError(f"{layout.title}: two cameras are for two-player mats, this one seats {layout.seats}")
    mid = layout.height / 2
    out: list[tuple[int, Box]] = []
    for seat in sorted({z.seat for z in layout.zones}):
        ys = [z.centre[1] for z in layout.zones if z.seat == seat]
        below = sum(ys) / len(ys) > mid
        box = (
            (0.0, mid - overlap_mm, layout.width, layout.height)
            if below
            else (0.0, 0.0, layout.width, mid + overlap_mm)
        )
        out.append((seat, box))
    if len({b for _, b in out}) != 2:
        raise ValueError(f"{layout.title}: the two seats do not sit at opposite edges of the mat")
    return out
