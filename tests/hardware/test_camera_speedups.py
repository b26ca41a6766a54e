"""The pipeline's cheaper steady state and its second decoding attempt:
markers are not looked for on every frame while the calibration holds (yet a
bumped camera is still followed), and small labels the whole-frame pass
misses are read from an enlarged crop of their card, never misnamed."""

from __future__ import annotations

import numpy as np
import pytest

from engine import registry
from hardware.camera.bench import _corpus_view
from hardware.camera.calibration import Calibrator
from hardware.camera.corpus import payloads, scene, score
from hardware.camera.labels import LabelBook
from hardware.camera.pipeline import Pipeline
from hardware.camera.simulate import SimCard, SimView, render
from hardware.layouts import layout_for

LAYOUT = layout_for("vanguard")
IDS = sorted(registry.get("vanguard").pool.cards)


@pytest.fixture(scope="module")
def book() -> LabelBook:
    return LabelBook.from_registry()


def _gray(view: SimView) -> np.ndarray:  # type: ignore[type-arg]
    return render(LAYOUT, [], view).image[:, :, 1].copy()


def test_markers_are_not_searched_on_every_frame_while_calibrated() -> None:
    cal = Calibrator(LAYOUT, check_every=8)
    g = _gray(SimView(1280, 720, tilt=10, seed=1))
    first = cal.update(g)
    assert first is not None and cal.searches == 1
    for _ in range(7):
        assert cal.update(g) is first
    assert cal.searches == 1
    cal.update(g)  # the ninth frame looks again
    assert cal.searches == 2
    every = Calibrator(LAYOUT, check_every=1)
    for _ in range(3):
        every.update(g)
    assert every.searches == 3


def test_a_bumped_camera_is_recalibrated_on_the_next_frame() -> None:
    cal = Calibrator(LAYOUT, check_every=50)
    first = cal.update(_gray(SimView(1280, 720, tilt=10, seed=1)))
    assert first is not None
    cal.update(_gray(SimView(1280, 720, tilt=10, seed=2)))  # new sensor noise alone: no search
    assert cal.searches == 1
    after = cal.update(_gray(SimView(1280, 720, tilt=14, yaw=4, seed=3)))
    assert cal.searches == 2 and cal.recalibrations == 2
    assert after is not None and not np.allclose(after.to_px, first.to_px, atol=1.0)


def test_recheck_and_a_reset_look_for_the_markers() -> None:
    cal = Calibrator(LAYOUT, check_every=50)
    g = _gray(SimView(1280, 720, seed=1))
    cal.update(g)
    cal.recheck()
    cal.update(g)
    cal.current = None
    cal.update(g)
    assert cal.searches == 3


def test_small_labels_read_on_the_enlarged_retry_without_false_names(book: LabelBook) -> None:
    # 2.5 px per module at 1080p: the whole-frame pass misses a few labels
    f = scene(LAYOUT, payloads("VG", IDS, 20), 2.5, _corpus_view(2, 1), 103)
    plain = Pipeline(LAYOUT, book, shapes=False, retry=False, located=False)
    again = Pipeline(LAYOUT, book, shapes=False, retry=True, located=False)
    before = score(f, plain.process(f.image, 0.0))
    after = score(f, again.process(f.image, 0.0))
    assert before.read < before.labels
    assert after.read > before.read and again.retry_reads == after.read - before.read
    assert before.false == 0 and after.false == 0


def test_retry_does_not_name_a_face_down_card_or_repeat_a_rejected_label(book: LabelBook) -> None:
    cards = [
        SimCard("PM1:VG:NOT-A-CARD:1", 200, 300, module_mm=2.0),
        SimCard("PM1:VG:X:1", 450, 300, face_up=False),
        SimCard(f"PM1:VG:{IDS[1]}:4", 330, 520, module_mm=2.0),
    ]
    p = Pipeline(LAYOUT, book)
    r = p.process(render(LAYOUT, cards, SimView(1280, 960)).image, 0.0)
    assert [s.label.label.payload for s in r.labels] == [f"PM1:VG:{IDS[1]}:4"]
    assert [d.text for d in r.rejected] == ["PM1:VG:NOT-A-CARD:1"]
    assert p.retry_reads == 0
    assert len(r.unknown) == 2  # the face-down card and the card with a foreign label
