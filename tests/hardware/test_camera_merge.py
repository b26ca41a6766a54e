"""Two cameras, one stream: a label is seen while either camera sees it and
gone only when both have given it up; statuses pass through per camera."""

from __future__ import annotations

import pytest

from hardware.camera.merge import CameraMerge
from hardware.camera.stability import Obs
from hardware.observations import (
    CardGone,
    CardSeen,
    DeviceKind,
    DeviceState,
    DeviceStatus,
    UnknownCardGone,
    UnknownCardSeen,
)

A, B = "camera 0", "camera 1"


def seen(dev: str, zone: str | None, xy: tuple[float, float] = (350.0, 400.0), at: float = 0.0) -> CardSeen:
    return CardSeen(at, dev, "vanguard", "V-1", 2, xy, zone)


def gone(dev: str, zone: str | None, at: float = 1.0) -> CardGone:
    return CardGone(at, dev, "vanguard", "V-1", 2, zone)


@pytest.fixture
def merged() -> tuple[CameraMerge, list[Obs | DeviceStatus]]:
    out: list[Obs | DeviceStatus] = []
    return CameraMerge(out.append), out


def test_a_label_seen_by_both_then_lost_by_one_is_still_seen(merged: tuple[CameraMerge, list[object]]) -> None:
    m, out = merged
    m.sink(seen(A, "p0.RC_left"))
    m.sink(seen(B, "p0.RC_left"))
    assert out == [seen(A, "p0.RC_left")]  # once, as one camera would
    m.sink(gone(A, "p0.RC_left"))
    assert out == [seen(A, "p0.RC_left")]
    assert m.present() == {("vanguard", "V-1", 2): "p0.RC_left"}


def test_a_card_moved_across_the_boundary_is_seen_in_its_new_zone_and_never_gone(
    merged: tuple[CameraMerge, list[object]],
) -> None:
    m, out = merged
    m.sink(seen(A, "p0.RC_left", (100.0, 450.0)))  # the bottom camera's half
    m.sink(seen(B, "p1.RC_left", (100.0, 390.0), at=0.5))  # slid over: the top camera reads it in its new zone
    m.sink(seen(A, None, (100.0, 395.0), at=0.6))  # the bottom camera sees it in the band, between zones
    m.sink(gone(A, None, at=2.0))  # ... and loses it
    assert out == [
        seen(A, "p0.RC_left", (100.0, 450.0)),
        seen(B, "p1.RC_left", (100.0, 390.0), at=0.5),
        seen(A, None, (100.0, 395.0), at=0.6),
        # the bottom camera gave it up: it lies where the top one sees it
        CardSeen(2.0, B, "vanguard", "V-1", 2, (100.0, 390.0), "p1.RC_left"),
    ]
    assert not any(isinstance(o, CardGone) for o in out)
    assert m.present() == {("vanguard", "V-1", 2): "p1.RC_left"}


def test_a_label_lost_by_both_cameras_is_gone_once(merged: tuple[CameraMerge, list[object]]) -> None:
    m, out = merged
    m.sink(seen(A, "p0.VC"))
    m.sink(seen(B, "p0.VC"))
    m.sink(gone(B, "p0.VC", at=1.0))
    m.sink(gone(A, "p0.VC", at=1.5))
    m.sink(gone(A, "p0.VC", at=1.6))  # said twice: nothing more
    assert out == [seen(A, "p0.VC"), CardGone(1.5, A, "vanguard", "V-1", 2, "p0.VC")]
    assert m.present() == {}


def test_a_label_gone_from_a_camera_that_never_saw_it_changes_nothing(
    merged: tuple[CameraMerge, list[object]],
) -> None:
    m, out = merged
    m.sink(seen(A, "p0.VC"))
    m.sink(gone(B, "p0.VC"))
    assert out == [seen(A, "p0.VC")]


def test_one_camera_unplugged_passes_its_status_through_under_its_own_name(
    merged: tuple[CameraMerge, list[object]],
) -> None:
    m, out = merged
    ready = [DeviceStatus(0.0, d, DeviceKind.CAMERA, DeviceState.READY, d) for d in (A, B)]
    for s in ready:
        m.sink(s)
    m.sink(seen(A, "p0.VC"))
    unplugged = DeviceStatus(3.0, B, DeviceKind.CAMERA, DeviceState.DISCONNECTED, "unplugged")
    m.sink(unplugged)
    assert out == [*ready, seen(A, "p0.VC"), unplugged]
    assert m.present() == {("vanguard", "V-1", 2): "p0.VC"}  # the other camera's cards stay


def test_the_table_pauses_with_the_unplugged_cameras_words() -> None:
    from hardware.layouts import layout_for
    from hardware.table.seen import TableSeen

    table = TableSeen(layout_for("vanguard"), "vanguard", use_mat=False)
    m = CameraMerge(table.observe)
    for d in (A, B):
        m.sink(DeviceStatus(0.0, d, DeviceKind.CAMERA, DeviceState.READY, d))
    assert table.trouble() == ""
    m.sink(DeviceStatus(3.0, B, DeviceKind.CAMERA, DeviceState.DISCONNECTED, "unplugged"))
    assert table.trouble() == "the camera is disconnected (unplugged)"


def test_an_unknown_card_seen_by_both_is_gone_only_when_both_lose_it(
    merged: tuple[CameraMerge, list[object]],
) -> None:
    m, out = merged
    m.sink(UnknownCardSeen(0.0, A, (300.0, 405.0), "p0.X"))
    m.sink(UnknownCardSeen(0.1, B, (303.0, 402.0), "p0.X"))  # the same card, read a little off
    m.sink(UnknownCardSeen(0.2, B, (100.0, 100.0), "p1.Y"))  # another
    assert out == [UnknownCardSeen(0.0, A, (300.0, 405.0), "p0.X"), UnknownCardSeen(0.2, B, (100.0, 100.0), "p1.Y")]
    m.sink(UnknownCardGone(1.0, A, (300.0, 405.0), "p0.X"))
    assert len(out) == 2
    m.sink(UnknownCardGone(1.5, B, (303.0, 402.0), "p0.X"))
    assert out[2:] == [UnknownCardGone(1.5, B, (300.0, 405.0), "p0.X")]
    assert m.present_unknown() == [((100.0, 100.0), "p1.Y")]
