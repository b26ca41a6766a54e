"""Steady facts from flickering frames; the capture worker end to end."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import numpy as np

from engine import registry
from hardware.camera.calibration import Calibration
from hardware.camera.capture import CameraDevice, FolderSource, IterSource
from hardware.camera.labels import KnownLabel, Label, LabelBook
from hardware.camera.pipeline import FrameResult, Pipeline, SeenLabel
from hardware.camera.simulate import SimCard, SimHand, SimView, render
from hardware.camera.stability import StabilityTracker
from hardware.layouts import layout_for
from hardware.observations import CardGone, CardSeen, DeviceState, DeviceStatus

LAYOUT = layout_for("vanguard")
IDS = sorted(registry.get("vanguard").pool.cards)
CAL = Calibration(np.eye(3), np.eye(3), 4)
A = KnownLabel(Label("VG", "PMV1-001", 1), "vanguard", "Ashen Herald")


def seen(at: float, zone: str = "p0.VC", xy: tuple[float, float] = (350.0, 585.0)) -> FrameResult:
    return FrameResult(at, CAL, [SeenLabel(A, (0.0, 0.0), (), xy, zone)])


def test_present_after_a_few_frames_gone_after_a_while() -> None:
    t = StabilityTracker(seen_frames=3, gone_after=2.0)
    assert t.update(seen(0.0)) == [] and t.update(seen(0.1)) == []
    out = t.update(seen(0.2))
    assert out == [CardSeen(0.2, "camera", "vanguard", "PMV1-001", 1, (350.0, 585.0), "p0.VC")]
    assert t.update(seen(0.3)) == []
    for k in range(1, 15):  # a hand over the card for 1.4 s: still there
        assert t.update(FrameResult(0.3 + k * 0.1, CAL)) == []
    assert t.update(seen(1.8)) == []
    assert t.update(FrameResult(3.0, CAL)) == []
    assert t.update(FrameResult(3.9, CAL)) == [CardGone(3.9, "camera", "vanguard", "PMV1-001", 1, "p0.VC")]


def test_a_single_glimpse_is_never_reported() -> None:
    t = StabilityTracker(seen_frames=3, seen_window=1.0)
    assert t.update(seen(0.0)) == []
    assert all(t.update(FrameResult(0.1 * k, CAL)) == [] for k in range(1, 40))


def test_moving_card_is_reported_in_its_new_zone() -> None:
    t = StabilityTracker(seen_frames=2)
    t.update(seen(0.0))
    assert len(t.update(seen(0.1))) == 1
    out = t.update(seen(0.2, "p0.RC_FL", (230.0, 585.0)))
    assert [o.zone for o in out if isinstance(o, CardSeen)] == ["p0.RC_FL"]


def test_uncalibrated_frames_do_not_count_as_missing() -> None:
    t = StabilityTracker(seen_frames=1, gone_after=1.0)
    t.update(seen(0.0))
    for k in range(1, 50):
        assert t.update(FrameResult(0.1 * k, None)) == []
    assert t.update(FrameResult(5.0, CAL)) == []
    assert A.label in t.present()


def _scene_frames(hands_from: int) -> Iterator[np.ndarray]:  # type: ignore[type-arg]
    zone = LAYOUT.area("p0.VC")
    cards = [SimCard(f"PM1:VG:{IDS[0]}:1", *zone.centre, module_mm=2.6)]
    clear = render(LAYOUT, cards, SimView(960, 720, seed=1)).image
    covered = render(LAYOUT, cards, SimView(960, 720, seed=1), [SimHand(*zone.centre, 200)]).image
    for i in range(12):
        yield covered if i >= hands_from else clear


def test_device_runs_on_threads_and_reports_cards() -> None:
    got: list[object] = []
    lock = threading.Lock()

    def on_obs(o: object) -> None:
        with lock:
            got.append(o)

    clock = iter(i * 0.1 for i in range(10_000))
    dev = CameraDevice(
        IterSource(lambda: _scene_frames(6)),
        Pipeline(LAYOUT, LabelBook.from_registry()),
        StabilityTracker(seen_frames=2, gone_after=2.0),
        on_observation=on_obs,
        fps=10,
        clock=lambda: next(clock),
    )
    dev.open()
    try:
        assert dev.wait_done(30)
    finally:
        dev.close()
    assert all(not t.is_alive() for t in threading.enumerate() if t.name.startswith("camera-"))
    cards = [o for o in got if isinstance(o, CardSeen)]
    assert [(c.card_id, c.zone) for c in cards] == [(IDS[0], "p0.VC")]
    assert not any(isinstance(o, CardGone) for o in got)  # the hand did not take the card away
    states = [o.state for o in got if isinstance(o, DeviceStatus)]
    assert states[:2] == [DeviceState.CONNECTING, DeviceState.READY] and states[-1] == DeviceState.DISCONNECTED
    assert dev.frames_processed + dev.frames_dropped == dev.frames_read == 12


def test_folder_source_skips_junk(tmp_path: object) -> None:
    from pathlib import Path

    import cv2

    folder = Path(str(tmp_path))
    (folder / "a.png").write_bytes(b"not a png")
    cv2.imwrite(str(folder / "b.png"), np.zeros((8, 8, 3), np.uint8))
    src = FolderSource(folder)
    src.open()
    frame = src.read()
    assert frame is not None and frame.shape == (8, 8, 3)
    assert src.read() is None
