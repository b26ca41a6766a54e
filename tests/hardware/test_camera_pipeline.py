"""The pipeline on simulated frames: calibration, decoding, mapping, and no
false identification."""

from __future__ import annotations

import numpy as np
import pytest

from engine import registry
from hardware.camera.calibration import Calibrator
from hardware.camera.corpus import Score, payloads, scene, score
from hardware.camera.decoders import available_decoders
from hardware.camera.labels import LabelBook
from hardware.camera.pipeline import Pipeline
from hardware.camera.simulate import SimCard, SimView, render
from hardware.layouts import layout_for

LAYOUT = layout_for("vanguard")
IDS = sorted(registry.get("vanguard").pool.cards)


@pytest.fixture(scope="module")
def book() -> LabelBook:
    return LabelBook.from_registry()


def test_labels_map_to_their_zones(book: LabelBook) -> None:
    zones = [z for z in LAYOUT.zones if z.camera and z.w >= 70 and z.h >= 90][:6]
    cards = [SimCard(f"PM1:VG:{IDS[i]}:1", *z.centre, angle=10 * i, module_mm=2.8) for i, z in enumerate(zones)]
    frame = render(LAYOUT, cards, SimView(1280, 960, tilt=20, yaw=15, seed=2))
    r = Pipeline(LAYOUT, book).process(frame.image, 0.0)
    assert r.calibration is not None
    got = {s.label.label.card_id: s.zone for s in r.labels}
    assert got == {IDS[i]: z.key for i, z in enumerate(zones)}
    for s in r.labels:
        truth = next(c for c in cards if c.payload == s.label.label.payload)
        assert abs(s.mat_xy[0] - truth.x) < 5 and abs(s.mat_xy[1] - truth.y) < 5


@pytest.mark.parametrize(
    ("module_px", "tilt", "blur", "noise"), [(3.0, 0, 0.6, 2), (3.0, 40, 1.0, 5), (4.0, 25, 0.8, 4), (6.0, 10, 1.2, 6)]
)
def test_small_corpus_reads_and_never_misnames(
    book: LabelBook, module_px: float, tilt: float, blur: float, noise: float
) -> None:
    p = Pipeline(LAYOUT, book, shapes=False)
    n = 12 if module_px < 4 else 9
    f = scene(
        LAYOUT,
        payloads("VG", IDS, n),
        module_px,
        SimView(1280, 960, tilt=tilt, yaw=tilt, blur=blur, noise=noise, light=0.3),
        11,
    )
    s = score(f, p.process(f.image, 0.0))
    assert s.false == 0
    assert s.read >= s.labels - 1


def test_tiny_modules_give_no_false_names(book: LabelBook) -> None:
    total = Score()
    for dec in available_decoders():
        p = Pipeline(LAYOUT, book, dec, shapes=False)
        f = scene(LAYOUT, payloads("VG", IDS, 12), 1.5, SimView(1280, 960, tilt=30, blur=1.0, noise=6), 5)
        total = total + score(f, p.process(f.image, 0.0))
    assert total.false == 0


def test_unknown_and_duplicate_labels_are_ignored(book: LabelBook) -> None:
    cards = [
        SimCard("PM1:VG:NOT-A-CARD:1", 200, 300, module_mm=2.0),
        SimCard("PM1:XX:PMV1-001:1", 450, 300, module_mm=2.0),
        SimCard(f"PM1:VG:{IDS[0]}:1", 200, 550, module_mm=2.0),
        SimCard(f"PM1:VG:{IDS[0]}:1", 450, 550, module_mm=2.0),
        SimCard(f"PM1:VG:{IDS[1]}:4", 330, 420, module_mm=2.0),
    ]
    r = Pipeline(LAYOUT, book).process(render(LAYOUT, cards, SimView(1280, 960)).image, 0.0)
    assert [s.label.label.payload for s in r.labels] == [f"PM1:VG:{IDS[1]}:4"]
    assert len(r.rejected) == 4


def test_face_down_card_is_unknown_but_present(book: LabelBook) -> None:
    zone = LAYOUT.area("p0.VC")
    cards = [SimCard("PM1:VG:X:1", *zone.centre, face_up=False)]
    r = Pipeline(LAYOUT, book).process(render(LAYOUT, cards, SimView(1280, 960, seed=3)).image, 0.0)
    assert r.labels == []
    assert [u.zone for u in r.unknown] == ["p0.VC"]


def test_calibration_survives_covered_markers_and_follows_a_bump() -> None:
    cal = Calibrator(LAYOUT)
    view = SimView(1280, 720, tilt=10)
    g = render(LAYOUT, [], view).image[:, :, 1].copy()
    first = cal.update(g)
    assert first is not None
    covered = g.copy()
    p = first.px_xy(LAYOUT.markers[0].x, LAYOUT.markers[0].y)
    covered[int(p[1]) - 60 : int(p[1]) + 60, max(0, int(p[0]) - 60) : int(p[0]) + 60] = 128
    covered[:, : int(first.px_xy(LAYOUT.markers[3].x, 0)[0]) + 60] = 128  # markers 0 and 3 under a hand
    assert cal.update(covered) is first or np.allclose(cal.update(covered).to_px, first.to_px)  # type: ignore[union-attr]
    bumped = render(LAYOUT, [], SimView(1280, 720, tilt=14, yaw=4)).image[:, :, 1].copy()
    after = cal.update(bumped)
    assert after is not None and cal.recalibrations == 2
    assert not np.allclose(after.to_px, first.to_px, atol=1.0)


@pytest.mark.parametrize(
    "frame",
    [
        np.zeros((10, 10), np.uint8),
        np.zeros((4, 4, 2), np.uint8),
        np.zeros((8, 8, 3), np.float32),
        np.full((300, 300, 3), 255, np.uint8),
    ],
)
def test_junk_frames_do_not_raise(book: LabelBook, frame: np.ndarray) -> None:  # type: ignore[type-arg]
    r = Pipeline(LAYOUT, book).process(frame, 0.0)
    assert r.labels == [] and r.calibration is None
