"""A mat's faulty zones in table traces: written with the mat's status, read
back, and a malformed list skipped with its line like any bad entry."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hardware.observations import DeviceKind, DeviceState, DeviceStatus
from hardware.table.trace import Entry, Trace, obs_from_json, obs_to_json, parse_trace, read_trace, write_trace

HEAD = json.dumps({"format": "playmat-trace", "version": 1, "ruleset": "vanguard", "seed": 1, "decks": []})


def _status(t: float, **extra: object) -> str:
    return json.dumps({"t": t, "obs": {"type": "status", "device": "mat", "state": "ready", "detail": "", **extra}})


def test_the_faulty_zones_of_a_mat_status_are_written_and_read_back(tmp_path: Path) -> None:
    faulty = DeviceStatus(
        2.0, "mat", DeviceKind.MAT, DeviceState.READY, "p0.deck keeps changing", ("p0.deck", "p1.trigger")
    )
    well = DeviceStatus(4.0, "mat", DeviceKind.MAT, DeviceState.READY, "")
    path = tmp_path / "game.trace"
    write_trace(Trace("vanguard", 1, [], [], [Entry(2.0, faulty), Entry(4.0, well)]), path)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[1])["obs"]["faulty"] == ["p0.deck", "p1.trigger"]
    assert "faulty" not in json.loads(lines[2])["obs"]  # a status without a fault reads as before
    trace = read_trace(path)
    assert trace.problems == []
    assert [e.obs for e in trace.entries] == [faulty, well]


def test_a_status_without_faulty_zones_loads_and_a_malformed_list_is_skipped_with_its_line() -> None:
    lines = [
        HEAD,
        _status(1.0),  # written before mats named faulty zones
        _status(2.0, faulty="p0.deck"),
        _status(3.0, faulty=["p0.deck", 7]),
        _status(4.0, faulty=[""]),
        _status(5.0, faulty=[f"p0.z{i}" for i in range(251)]),
        _status(6.0, faulty=[]),
    ]
    trace = parse_trace(lines, "t.trace")
    assert [e.obs for e in trace.entries] == [
        DeviceStatus(1.0, "mat", DeviceKind.MAT, DeviceState.READY, ""),
        DeviceStatus(6.0, "mat", DeviceKind.MAT, DeviceState.READY, ""),
    ]
    assert trace.problems == [f"t.trace:{n}: faulty must be a list of at most 250 zones" for n in (3, 4, 5, 6)]


def test_a_status_keeps_its_device_kind_in_a_trace_and_older_traces_read_by_their_device_names() -> None:
    status = DeviceStatus(2.0, "overhead", DeviceKind.CAMERA, DeviceState.READY, "")
    assert obs_from_json(obs_to_json(status), 2.0) == status
    older = {"type": "status", "device": "camera", "state": "ready", "detail": ""}  # written before kinds
    assert obs_from_json(older, 1.0) == DeviceStatus(1.0, "camera", DeviceKind.CAMERA, DeviceState.READY, "")
    assert obs_from_json({**older, "device": "mat"}, 1.0) == DeviceStatus(
        1.0, "mat", DeviceKind.MAT, DeviceState.READY, ""
    )
    with pytest.raises(ValueError, match="unknown device kind"):
        obs_from_json({**older, "kind": "toaster"}, 1.0)
