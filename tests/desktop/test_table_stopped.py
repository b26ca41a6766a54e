"""The table window when sync stops looking for a move (its search budget spent)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from desktop.table.replay import feed_trace
from hardware.table.report import STOPPED
from tests.desktop.test_table import table_window
from tests.hardware.test_table_search_budget import STOPPED_TEXT, dropped_sighting_trace


def test_the_window_says_when_sync_stops_looking(qtbot: QtBot) -> None:
    """The camera missed the top card of a mulligan and the players played
    on: the banner turns amber and says sync stopped looking and what the
    players can do; the differences are listed, outlined on the mat and lit
    amber on the mat LEDs; the prompt stays open for the answer."""
    trace, _ = dropped_sighting_trace()
    window = table_window(qtbot, trace.match())
    model = window.model
    leds: dict[str, tuple[str, str]] = {}
    model.led_sink = lambda zone, mode, colour: leds.__setitem__(zone or "", (mode, colour))
    result = feed_trace(model, trace)
    assert STOPPED in result.states
    report = model.report
    assert report.state == STOPPED and report.text == STOPPED_TEXT
    assert window.banner.text() == f"Not found — {STOPPED_TEXT}"
    assert window.banner.state == STOPPED and "#e0a000" in window.banner.styleSheet()
    listed = [window.differences.item(i).text() for i in range(window.differences.count())]
    assert listed == [d.text for d in report.differences] and listed
    assert window.mat.trouble == set(report.zones) and "p0.waiting_room" in window.mat.trouble
    assert {leds[z] for z in report.zones} == {("on", "FFB000")}
    assert window.prompt.isVisible() and not window.chooser.isVisible()
