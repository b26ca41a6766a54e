"""Table mode with two cameras (``0+1``): each over its seat's half, read
through its region's pipeline and tracker, merged into one stream for the table."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")


def test_the_table_reads_two_cameras_as_one(qtbot: object, tmp_path: Path) -> None:
    import cv2

    from desktop.table.devices import QtObservationRelay, TableDevices
    from engine.match import Match
    from hardware.camera.labels import DeckSlots
    from hardware.camera.realsize import CAMERAS, label_xy, rig_view, scene_cards
    from hardware.camera.regions import seat_halves
    from hardware.camera.simulate import render
    from hardware.layouts import layout_for
    from hardware.observations import CardGone, CardSeen, DeviceKind, DeviceStatus

    m = Match.new("vanguard", seed=7)
    decks = [[c.id for cards in d.values() for c in cards] for d in m.decks]
    slots = [(p, lab) for s in range(2) for p, lab in DeckSlots.of(s, "VG", decks[s]).payloads()][::5]
    layout = layout_for("vanguard")
    cards = scene_cards(layout, "vanguard", [p for p, _ in slots], 24.0, "qrh", 3)
    by_payload = dict(slots)
    truth = {}
    for c in cards:
        lab = by_payload[c.payload]
        z = layout.zone_at(*label_xy(c))
        truth[(lab.card_id, lab.copy)] = None if z is None else z.key
    folders = []
    for seat, box in seat_halves(layout):
        folder = tmp_path / f"seat{seat + 1}"
        folder.mkdir()
        frame = render(layout, cards, rig_view(layout, CAMERAS["1080p"], region=box, seed=3))
        for k in range(4):
            cv2.imwrite(str(folder / f"{k}.png"), frame.image)
        folders.append(str(folder))
    relay = QtObservationRelay()
    got: list[object] = []
    relay.observed.connect(got.append)
    devices = TableDevices("vanguard", layout, "vanguard", relay)
    try:
        devices.start_real(str(tmp_path / "no-mat"), "+".join(folders), decks)
        assert len(devices.cameras) == 2
        seen = lambda: {(o.card_id, o.copy) for o in got if isinstance(o, CardSeen)}  # noqa: E731
        qtbot.waitUntil(lambda: seen() == set(truth), timeout=60000)  # type: ignore[attr-defined]
        for cam in devices.cameras:
            assert cam.wait_done(30.0)
    finally:
        devices.stop()
    cameras = {o.device for o in got if isinstance(o, DeviceStatus) and o.kind is DeviceKind.CAMERA}
    assert cameras == {"camera seat 1", "camera seat 2"}
    last = {(o.card_id, o.copy): o.zone for o in got if isinstance(o, CardSeen)}
    assert last == truth  # every card in its zone, nothing else
    assert not any(isinstance(o, CardGone) for o in got)


def test_two_cameras_over_a_four_player_mat_are_refused_with_a_reason(qtbot: object, tmp_path: Path) -> None:
    from desktop.table.devices import QtObservationRelay, TableDevices
    from hardware.layouts import layout_for
    from hardware.observations import DeviceState, DeviceStatus

    relay = QtObservationRelay()
    got: list[object] = []
    relay.observed.connect(got.append)
    devices = TableDevices("systemgate-tagteam", layout_for("systemgate-tagteam"), "systemgate", relay)
    try:
        devices.start_real(str(tmp_path / "no-mat"), "0+1")
    finally:
        devices.stop()
    assert devices.cameras == []
    errors = [o for o in got if isinstance(o, DeviceStatus) and o.state is DeviceState.ERROR and o.device == "camera"]
    assert [e.detail for e in errors] == [devices.problems[-1]]
    assert "two cameras are for two-player mats" in devices.problems[-1]


def test_the_devices_window_previews_both_table_cameras(qtbot: object, tmp_path: Path) -> None:
    """Table mode's Devices window: one preview per camera, each with its state and its latest frame;
    a camera that cannot be opened is shown with its error."""
    import cv2

    from desktop.devices.devices_window import QtDevicesWindow
    from desktop.table.devices import QtObservationRelay, TableDevices
    from hardware.camera.realsize import CAMERAS, rig_view, scene_cards
    from hardware.camera.regions import seat_halves
    from hardware.camera.simulate import render
    from hardware.layouts import layout_for

    layout = layout_for("vanguard")
    cards = scene_cards(layout, "vanguard", [f"PM1:VG:X{i}:1" for i in range(6)], 24.0, "qr", 3)
    halves = seat_halves(layout)
    folder = tmp_path / "seat1"
    folder.mkdir()
    frame = render(layout, cards, rig_view(layout, CAMERAS["720p"], region=halves[0][1], seed=3))
    for k in range(3):
        cv2.imwrite(str(folder / f"{k}.png"), frame.image)
    relay = QtObservationRelay()
    devices = TableDevices("vanguard", layout, "vanguard", relay)
    window = QtDevicesWindow("vanguard")
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    try:
        devices.start_real(str(tmp_path / "no-mat"), f"{folder}+{tmp_path / 'no-such-camera'}")
        cams = window.show_table_cameras(devices, relay)
        window.show()
        assert [p.name for p in cams.previews] == ["camera seat 1", "camera seat 2"]
        first, second = cams.previews
        qtbot.waitUntil(lambda: first.frames_shown > 0 and first.state == "ready", timeout=30000)  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: second.state == "error", timeout=10000)  # type: ignore[attr-defined]
        assert "mat found" in first.figures.text()
        assert first.view.image is not None and first.view.region == halves[0][1]
        assert second.frames_shown == 0 and "cannot open" in second.title.text()
        assert window.tabs.count() == 1 and window.tabs.tabText(0) == "Table cameras"
        shot = window.grab()
        assert shot.width() >= 1000
    finally:
        window.close()
        devices.stop()
    assert devices.on_preview is None  # the closed window receives no more frames
