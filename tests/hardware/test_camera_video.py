"""A recorded video as the camera's source: the capture worker and the
pipeline read a generated MJPEG file, and a hand passing over the cards does
not take any of them off the mat."""

from __future__ import annotations

import threading
from pathlib import Path

import cv2
import numpy as np
import pytest

from engine import registry
from hardware.camera.capture import CameraDevice, OpenCvSource, source_for
from hardware.camera.labels import LabelBook
from hardware.camera.pipeline import FrameResult, Pipeline
from hardware.camera.simulate import SimCard, SimHand, SimView, render
from hardware.camera.stability import StabilityTracker
from hardware.layouts import layout_for
from hardware.observations import CardGone, CardSeen, DeviceState, DeviceStatus

LAYOUT = layout_for("vanguard")
IDS = sorted(registry.get("vanguard").pool.cards)
FPS = 10.0
FRAMES = 36
ZONES = ("p0.RC_FL", "p0.VC", "p0.RC_FR", "p0.RC_BC")


def _cards() -> list[SimCard]:
    return [
        SimCard(f"PM1:VG:{IDS[i]}:1", *LAYOUT.area(z).centre, angle=(-8, 0, 6, 90)[i], module_mm=2.6)
        for i, z in enumerate(ZONES)
    ]


def _hand_at(k: int) -> list[SimHand]:
    """A hand sweeping slowly from left to right over the front row between frames 8 and 29."""
    if not 8 <= k < 30:
        return []
    x = 160 + (k - 8) * 15.0
    return [SimHand(x, 585, angle=-80, size=130)]


def _write_video(path: Path) -> None:
    view = SimView(1280, 720, tilt=12, yaw=3, blur=0.6, noise=2.0, seed=4)
    out = cv2.VideoWriter(str(path), cv2.CAP_OPENCV_MJPEG, cv2.VideoWriter.fourcc(*"MJPG"), FPS, (1280, 720))
    assert out.isOpened()
    out.set(cv2.VIDEOWRITER_PROP_QUALITY, 92)
    try:
        for k in range(FRAMES):
            out.write(render(LAYOUT, _cards(), view, _hand_at(k)).image)
    finally:
        out.release()


@pytest.fixture(scope="module")
def video(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("video") / "hand.avi"
    _write_video(path)
    return path


def test_video_file_cards_stay_while_a_hand_passes(video: Path) -> None:
    got: list[object] = []
    reads: list[set[str]] = []
    lock = threading.Lock()

    def on_obs(o: object) -> None:
        with lock:
            got.append(o)

    def on_result(_frame: np.ndarray, r: FrameResult) -> None:  # type: ignore[type-arg]
        reads.append({s.label.label.card_id for s in r.labels})

    src = source_for(str(video))
    assert isinstance(src, OpenCvSource)
    box: list[CameraDevice] = []
    dev = CameraDevice(
        src,
        Pipeline(LAYOUT, LabelBook.from_registry()),
        StabilityTracker(seen_frames=3, gone_after=2.0),
        on_result=on_result,
        on_observation=on_obs,
        clock=lambda: box[0].frames_read / FPS if box else 0.0,  # the video's own time
        every_frame=True,
    )
    box.append(dev)
    dev.open()
    try:
        assert dev.wait_done(60)
    finally:
        dev.close()
    assert dev.frames_read == dev.frames_processed == FRAMES and dev.frames_dropped == 0
    # the hand really hid cards, one of them for well over a second (but less than gone_after)
    everything = set(IDS[: len(ZONES)])
    assert reads[:8] == [everything] * 8 and reads[-4:] == [everything] * 4
    assert _longest_run([IDS[1] not in r for r in reads]) >= 12
    seen = sorted((o.card_id, o.zone) for o in got if isinstance(o, CardSeen))
    assert seen == sorted((IDS[i], z) for i, z in enumerate(ZONES))
    assert not any(isinstance(o, CardGone) for o in got)
    assert all(o.at <= 1.0 for o in got if isinstance(o, CardSeen))  # reported within the first second
    states = [o.state for o in got if isinstance(o, DeviceStatus)]
    assert states[0] == DeviceState.CONNECTING and states[-1] == DeviceState.DISCONNECTED


def _longest_run(flags: list[bool]) -> int:
    best = run = 0
    for f in flags:
        run = run + 1 if f else 0
        best = max(best, run)
    return best


def test_a_card_lifted_off_during_the_video_is_gone(tmp_path: Path) -> None:
    """The same worker does report a card that really left: the contrast to the hand."""
    path = tmp_path / "lift.avi"
    view = SimView(1280, 720, tilt=12, seed=5)
    cards = _cards()
    out = cv2.VideoWriter(str(path), cv2.CAP_OPENCV_MJPEG, cv2.VideoWriter.fourcc(*"MJPG"), FPS, (1280, 720))
    out.set(cv2.VIDEOWRITER_PROP_QUALITY, 92)
    with_all = render(LAYOUT, cards, view).image
    without = render(LAYOUT, cards[1:], view).image
    for k in range(40):
        out.write(with_all if k < 10 else without)
    out.release()
    got: list[object] = []
    box: list[CameraDevice] = []
    dev = CameraDevice(
        OpenCvSource(str(path)),
        Pipeline(LAYOUT, LabelBook.from_registry()),
        StabilityTracker(seen_frames=3, gone_after=2.0),
        on_observation=got.append,
        clock=lambda: box[0].frames_read / FPS if box else 0.0,
        every_frame=True,
    )
    box.append(dev)
    dev.open()
    try:
        assert dev.wait_done(60)
    finally:
        dev.close()
    gone = [o for o in got if isinstance(o, CardGone)]
    assert [(o.card_id, o.zone) for o in gone] == [(IDS[0], ZONES[0])]
    assert 3.0 <= gone[0].at <= 3.2  # last seen at 1.0 s of video, gone 2 s later


def test_a_missing_video_file_is_a_clear_error(tmp_path: Path) -> None:
    got: list[object] = []
    dev = CameraDevice(
        OpenCvSource(str(tmp_path / "none.avi")), Pipeline(LAYOUT, LabelBook.from_registry()), on_observation=got.append
    )
    with pytest.raises(OSError, match=r"none\.avi"):
        dev.open()
    errors = [o for o in got if isinstance(o, DeviceStatus) and o.state == DeviceState.ERROR]
    assert len(errors) == 1 and "none.avi" in errors[0].detail
