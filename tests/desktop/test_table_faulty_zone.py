"""Table mode with a zone the sensor mat finds faulty (pytest-qt): the window
names it in its device status, and sync leaves the zone to the camera until
its sensor is still again."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from desktop.table.window import FAULTY_TIP
from engine.match import Match
from hardware.observations import DeviceKind, DeviceState, DeviceStatus, ZoneOccupancy
from hardware.table.report import IN_SYNC, MISMATCH
from tests.desktop.test_table import lay_out, table_window

READY = "MAT-0042 firmware 1.0.0, zone map dbscg"


def test_a_faulty_zone_is_named_in_the_device_status_and_left_out_until_it_is_still(qtbot: QtBot) -> None:
    """A card lying on the edge of Player 2's drop area: the mat counts it
    there and the table does not match; then its sensor keeps changing, the
    mat reports the zone faulty, and sync no longer asks about its count.
    Once the zone is still again, the card it counts is a difference again."""
    window = table_window(qtbot, Match.new("dbscg", None, 4))
    model = window.model
    lay_out(window)
    assert window.devices_label.text() == "Sensor mat: ready · Camera: ready"
    model.observe(ZoneOccupancy(5.0, "mat", "p1.drop", 1, "stand"))
    assert model.tick(5.5)
    assert model.report.state == MISMATCH and "p1.drop" in window.mat.trouble

    window.relay.sink(
        DeviceStatus(6.0, "mat", DeviceKind.MAT, DeviceState.READY, f"{READY}; p1.drop keeps changing", ("p1.drop",))
    )
    qtbot.waitUntil(lambda: "faulty" in window.devices_label.text(), timeout=3000)
    assert window.devices_label.text() == "Sensor mat: ready · Player 2's Drop sensor faulty · Camera: ready"
    assert window.devices_label.toolTip() == FAULTY_TIP and "color" in window.devices_label.styleSheet()
    assert model.tick(6.1)
    assert model.report.state == IN_SYNC and window.mat.trouble == set()

    window.relay.sink(DeviceStatus(8.0, "mat", DeviceKind.MAT, DeviceState.READY, READY))
    qtbot.waitUntil(lambda: "faulty" not in window.devices_label.text(), timeout=3000)
    assert window.devices_label.text() == "Sensor mat: ready · Camera: ready"
    assert window.devices_label.toolTip() == window.devices_label.styleSheet() == ""
    assert model.tick(8.1)
    assert model.report.state == MISMATCH and "p1.drop" in window.mat.trouble
