"""Two cameras over a two-player mat, one over each seat's half: each aimed at
its half and calibrated to it by the markers it sees, each pipeline reporting
its half only, and the two merged into one picture of the table."""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pytest

from engine import registry
from hardware.camera.calibration import Calibrator
from hardware.camera.labels import LabelBook
from hardware.camera.merge import CameraMerge, merge_results
from hardware.camera.pipeline import Pipeline
from hardware.camera.realsize import (
    CAMERAS,
    CORNER_MM,
    bench_labels,
    card_mm,
    label_xy,
    open_spots,
    px_per_mm,
    rig_view,
    scene_cards,
)
from hardware.camera.regions import seat_halves
from hardware.camera.simulate import SimCard, SimView, camera_homography, render
from hardware.camera.stability import Obs, StabilityTracker
from hardware.layouts import Layout, layout_for
from hardware.observations import CardGone, CardSeen, DeviceStatus

LABEL_MM = 24.0
SYMBOL = "qrh"


@pytest.fixture(scope="module")
def layout() -> Layout:
    return layout_for("vanguard")


@pytest.fixture(scope="module")
def book_and_labels() -> tuple[LabelBook, list[str]]:
    ids = sorted(registry.get("vanguard").pool.cards)
    book = LabelBook.from_registry(["VG"])
    return book, bench_labels(book, "VG", [ids[i % len(ids)] for i in range(50)], compact=True)


def test_the_halves_of_a_two_player_mat_overlap_in_a_band_over_the_boundary(layout: Layout) -> None:
    (s0, bottom), (s1, top) = seat_halves(layout, 20.0)
    assert (s0, s1) == (0, 1)
    assert bottom == (0.0, 380.0, 700.0, 800.0)  # seat 1 (p0) sits at the bottom edge
    assert top == (0.0, 0.0, 700.0, 420.0)
    with pytest.raises(ValueError, match="two cameras are for two-player mats"):
        seat_halves(layout_for("systemgate-tagteam"))


def test_a_camera_without_an_aim_or_region_is_the_camera_over_the_whole_mat(layout: Layout) -> None:
    for view in (SimView(1920, 1080, tilt=20, yaw=30), rig_view(layout, CAMERAS["4k"], tilt=10)):
        explicit = replace(view, region=(0.0, 0.0, layout.width, layout.height), aim=(350.0, 400.0))
        assert np.allclose(camera_homography(layout, view), camera_homography(layout, explicit))
    least, centre = px_per_mm(layout, rig_view(layout, CAMERAS["1080p"]))
    assert (round(least, 2), round(centre, 2)) == (1.42, 1.42)  # the figure docs/camera-labels.md gives


def test_a_camera_aimed_at_one_half_frames_it_at_about_twice_the_resolution(layout: Layout) -> None:
    whole, _ = px_per_mm(layout, rig_view(layout, CAMERAS["1080p"]))
    for _, box in seat_halves(layout):
        view = rig_view(layout, CAMERAS["1080p"], region=box)
        least, _ = px_per_mm(layout, view)
        assert least > 1.6 * whole
        h = camera_homography(layout, view)
        # the half's centre is in the middle of the frame, its corners inside it
        cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        p = h @ np.array([cx, cy, 1.0])
        assert math.dist((p[0] / p[2], p[1] / p[2]), (960, 540)) < 1.0
        for x, y in ((box[0], box[1]), (box[2], box[3])):
            q = h @ np.array([x, y, 1.0])
            assert 0 < q[0] / q[2] < 1920 and 0 < q[1] / q[2] < 1080


@pytest.mark.parametrize("rid", [r for r in registry.ids() if layout_for(r).seats == 2])
def test_each_half_is_calibrated_by_two_corners_and_the_two_boundary_markers(rid: str) -> None:
    layout = layout_for(rid)
    for seat, box in seat_halves(layout):
        frame = render(layout, [], rig_view(layout, CAMERAS["1080p"], region=box))
        cal = Calibrator(layout, check_every=1).update(frame.image[:, :, 0].copy())
        assert cal is not None and cal.markers_seen == 4
        corners = {0, 1} if seat == 1 else {2, 3}
        for mk in layout.markers:
            if mk.id in corners | {4, 5}:
                assert math.dist(cal.px_xy(mk.x, mk.y), frame.to_px(mk.x, mk.y)) < 1.5


def test_a_region_pipeline_reports_only_its_region(
    layout: Layout, book_and_labels: tuple[LabelBook, list[str]]
) -> None:
    book, labels = book_and_labels
    cards = scene_cards(layout, "vanguard", labels[::3][:24], LABEL_MM, SYMBOL, 5)
    frame = render(layout, cards, rig_view(layout, CAMERAS["4k"]))
    everything = Pipeline(layout, book).process(frame.image, 0.0)
    assert len(everything.labels) == len(cards)
    (_, bottom), (_, top) = seat_halves(layout)
    for box in (bottom, top):
        part = Pipeline(layout, book, region=box).process(frame.image, 0.0)
        inside = {s.label.label for s in everything.labels if box[1] <= s.mat_xy[1] <= box[3]}
        assert {s.label.label for s in part.labels} == inside
        assert 0 < len(inside) < len(cards)


def _table(layout: Layout, labels: list[str]) -> list[SimCard]:
    """Cards in zones of both halves, and one lying across the midline with its label in the band."""
    cards = scene_cards(layout, "vanguard", labels[:20], LABEL_MM, SYMBOL, 11)
    cw, ch = card_mm("vanguard")
    module = LABEL_MM / 25  # QR 1-H with its quiet border: 25 modules
    lw = 25 * module
    at = (-cw / 2 + CORNER_MM + lw / 2, -ch / 2 + CORNER_MM + lw / 2)
    across = SimCard(labels[40], 155.0, 426.0, 0.0, True, module, SYMBOL, (cw, ch), at)
    return [*cards, across]


def _read(
    layout: Layout,
    book: LabelBook,
    cards: list[SimCard],
    merge: CameraMerge,
    trackers: list[StabilityTracker],
    t0: float,
) -> None:
    """A second of settled frames of ``cards`` from each camera, through its region pipeline and tracker."""
    halves = seat_halves(layout)
    frames = [render(layout, cards, rig_view(layout, CAMERAS["1080p"], region=box, seed=3)) for _, box in halves]
    pipes = [Pipeline(layout, book, region=box) for _, box in halves]
    for k in range(5):
        for pipe, tracker, frame in zip(pipes, trackers, frames, strict=True):
            for o in tracker.update(pipe.process(frame.image, t0 + 0.25 * k)):
                merge.sink(o)


def test_two_cameras_give_exactly_the_cards_and_zones_laid_out(
    layout: Layout, book_and_labels: tuple[LabelBook, list[str]]
) -> None:
    book, labels = book_and_labels
    cards = _table(layout, labels)
    truth = {}
    for c in cards:
        known = book.check(c.payload)
        assert known is not None
        z = layout.zone_at(*label_xy(c))
        truth[(known.game, known.label.card_id, known.label.copy)] = None if z is None else z.key
    across = cards[-1]
    assert layout.height / 2 - 20 < label_xy(across)[1] < layout.height / 2 + 20  # in the band both cameras read
    assert {z for z in truth.values() if z is not None} >= {"p0.VC", "p1.VC"}  # both halves
    out: list[Obs | DeviceStatus] = []
    merge = CameraMerge(out.append)
    trackers = [StabilityTracker("camera seat 1"), StabilityTracker("camera seat 2")]
    _read(layout, book, cards, merge, trackers, 0.0)
    assert merge.present() == truth  # every card, in its zone, and nothing else: no false identification
    seen = [o for o in out if isinstance(o, CardSeen)]
    assert len(seen) == len(truth)  # each once, the card across the midline too
    # both cameras read the card across the midline
    assert all(_id(book, across.payload) in {(lab.card_id, lab.copy) for lab in t.present()} for t in trackers)

    # the card across the midline slides up into the top half: seen there, never gone
    x, y = next((x, y) for x, y in open_spots(layout, "vanguard", 20) if y < layout.height / 2 - 60)
    moved = [*cards[:-1], replace(across, x=x, y=y, angle=180.0)]
    _read(layout, book, moved, merge, trackers, 1.0)
    _read(layout, book, moved, merge, trackers, 3.5)  # long enough for the bottom camera to give it up
    assert not any(isinstance(o, CardGone) for o in out)
    k = next(k for k, z in truth.items() if (k[1], k[2]) == _id(book, across.payload))
    z = layout.zone_at(*label_xy(moved[-1]))
    assert merge.present() == {**truth, k: None if z is None else z.key}


def _id(book: LabelBook, payload: str) -> tuple[str, int]:
    known = book.check(payload)
    assert known is not None
    return known.label.card_id, known.label.copy


def test_merged_frame_readings_count_a_label_both_cameras_read_once(
    layout: Layout, book_and_labels: tuple[LabelBook, list[str]]
) -> None:
    book, labels = book_and_labels
    cards = _table(layout, labels)
    results = []
    for _, box in seat_halves(layout):
        frame = render(layout, cards, rig_view(layout, CAMERAS["1080p"], region=box, seed=3))
        results.append(Pipeline(layout, book, region=box).process(frame.image, 0.0))
    across = cards[-1].payload
    assert all(any(s.label.text == across or s.label.label.payload == across for s in r.labels) for r in results)
    merged = merge_results(results)
    assert sorted(s.label.label.payload for s in merged.labels) == sorted(
        k.payload for k in (book.check(c.payload) for c in cards) if k is not None for k in [k.label]
    )
