"""``playmat mat-sim`` and ``playmat mat-monitor`` as a user runs them, and
the simulator's script language."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop.cli import main
from hardware.mat import commands
from hardware.mat.script import ScriptError, Step, parse_script
from hardware.mat.simulator import FaultRates
from hardware.mat.zonemap import zone_map_for


@pytest.mark.parametrize(
    ("line", "step"),
    [
        ("place p0.VC", Step(None, "place", ("p0.VC",))),
        ("0.5 place p0.VC 2 rest  # two cards", Step(0.5, "place", ("p0.VC", "2", "rest"))),
        ("@1 disconnect 0.5", Step(1.0, "disconnect", ("0.5",))),
        ("slide p0.deck p0.VC p0.drop", Step(None, "slide", ("p0.deck", "p0.VC", "p0.drop"))),
        ("fault p0.VC side noisy", Step(None, "fault", ("p0.VC", "side", "noisy"))),
    ],
)
def test_script_lines(line: str, step: Step) -> None:
    assert parse_script([line]) == [step]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("fly p0.VC", "unknown command"),
        ("place", "takes 1-3 arguments"),
        ("place p0.VC sideways", "neither a card count"),
        ("silence forever", "bad number"),
        ("set p0.VC 100", "count of 0-99"),
        ("-1 place p0.VC", "time must be"),
        ("fault p0.VC centre melted", "fault: ZONE centre|side saturated|range|stuck|noisy|off"),
        ("fault p0.VC middle stuck", "fault: ZONE"),
    ],
)
def test_script_errors_name_the_line(line: str, message: str) -> None:
    with pytest.raises(ScriptError, match=f"line 2: .*{message}"):
        parse_script(["# a comment", line])


def test_monitor_with_an_in_process_simulator(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = tmp_path / "cards.txt"
    script.write_text("0.2 place p0.VC\n0.3 corrupt 2\n0.4 place p1.VC rest\n")
    assert main(["mat-monitor", "--sim", "--script", str(script), "--seconds", "1.5", "--settle", "0.1"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    zones = {(o["zone"], o["count"], o["orientation"]) for o in lines if o["type"] == "ZoneOccupancy"}
    assert ("p0.VC", 1, "stand") in zones and ("p1.VC", 1, "rest") in zones
    assert [o["state"] for o in lines if o["type"] == "DeviceStatus"][:2] == ["connecting", "ready"]


def test_mat_sim_process_and_monitor_on_its_port(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    link = tmp_path / "ttyMAT"
    proc = subprocess.Popen(
        [sys.executable, "-m", "desktop.cli", "mat-sim", "--game", "weiss", "--link", str(link), "--seconds", "8"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None and proc.stdin is not None
        assert proc.stdout.readline().strip() == str(link)
        proc.stdin.write("place p0.stock 3\nbogus\n")
        proc.stdin.flush()
        time.sleep(0.3)
        assert main(["mat-monitor", str(link), "--seconds", "1.0", "--settle", "0.05"]) == 0
    finally:
        proc.kill()
        _, err = proc.communicate(timeout=10)
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert {"type": "ZoneOccupancy", "zone": "p0.stock", "count": 3}.items() <= next(
        o for o in lines if o.get("zone") == "p0.stock"
    ).items()
    assert "unknown command 'bogus'" in err


def test_flicker_bounces_every_sensor_at_each_card_or_one_zone_without_end() -> None:
    ap = argparse.ArgumentParser()
    commands.add_commands(ap.add_subparsers())

    def faults(*argv: str) -> FaultRates:
        sim = commands._make_sim(ap.parse_args(["mat-sim", *argv]))
        sim.stop()
        return sim.faults

    assert faults("--flicker") == FaultRates(flicker=True)
    assert faults("--flicker", "--flicker", "p0.deck", "--flicker", "p1.VC") == FaultRates(
        flicker=True, bouncing=("p0.deck", "p1.VC")
    )
    assert faults("--flicker", "p0.VC") == FaultRates(bouncing=("p0.VC",))
    with pytest.raises(SystemExit, match=r"no zone 'p9\.VC'"):
        faults("--flicker", "p9.VC")


def test_monitor_names_a_zone_whose_sensor_bounces_without_end(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "cards.txt"
    script.write_text("0.5 place p0.VC\n2.8 place p1.VC rest\n")
    # long enough for the quiet start, then FAULT_S of bouncing, on a loaded machine too
    argv = ["mat-monitor", "--sim", "--flicker", "p0.deck", "--script", str(script), "--seconds", "6"]
    assert main([*argv, "--settle", "0.1"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    zones = {(o["zone"], o["count"]) for o in lines if o["type"] == "ZoneOccupancy"}
    assert {("p0.VC", 1), ("p1.VC", 1)} <= zones
    statuses = [(o["state"], o["faulty_zones"]) for o in lines if o["type"] == "DeviceStatus"]
    assert ("ready", ["p0.deck"]) in statuses


def test_mat_calibrate_shows_the_factory_thresholds_then_calibrates_a_simulated_mat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["mat-calibrate", "show", "--sim"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(lines) == 48
    assert lines[1] == {"channel": 1, "sensor": "the side sensor of p0.damage", "on": 120, "off": 80, "empty": 0}
    cards = tmp_path / "cards.txt"  # a card turned sideways on every zone
    cards.write_text("".join(f"place {zone} 1 rest\n" for zone in zone_map_for("vanguard").zones))
    assert main(["mat-calibrate", "card", "--sim", "--script", str(cards)]) == 0
    out, err = capsys.readouterr()
    assert "calibrated: each sensor's thresholds are kept in the mat" in err
    assert {(o["on"], o["off"]) for o in map(json.loads, out.splitlines())} == {(180, 120), (92, 60)}


def test_mat_calibrate_says_which_sensors_saw_no_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mat-calibrate", "card", "--sim"]) == 1  # nothing on the mat
    err = capsys.readouterr().err
    assert "calibration failed: the centre sensor of p0.damage, the side sensor of p0.damage" in err
    assert "and 45 more saw no card; the thresholds did not change" in err
