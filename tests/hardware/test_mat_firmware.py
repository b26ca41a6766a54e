"""The reference firmware and the simulator are one device: the sketch,
compiled for the desktop with a small Arduino stand-in, writes byte for byte
what :class:`~hardware.mat.device.MatDevice` writes for the same inputs.
Skipped where no C++ compiler is installed."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path

import pytest

from hardware.mat import protocol as p
from hardware.mat.device import MatDevice
from hardware.mat.zonemap import zone_map_for

FIRMWARE = Path(__file__).resolve().parents[2] / "hardware" / "firmware"


def host(seq: int, body: str) -> str:
    text = f"{body[0]} {seq:04X}{body[1:]}"
    return f"${text}*{p.crc16(text.encode()):04X}"


@pytest.fixture(scope="module")
def firmware(tmp_path_factory: pytest.TempPathFactory) -> Path:
    cxx = shutil.which("g++") or shutil.which("c++")
    if cxx is None:
        pytest.skip("no C++ compiler")
    exe = tmp_path_factory.mktemp("fw") / "mat"
    subprocess.run(
        [
            cxx,
            "-std=c++11",
            "-O0",
            "-I",
            str(FIRMWARE / "host_check"),
            str(FIRMWARE / "host_check" / "harness.cpp"),
            "-o",
            str(exe),
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )
    return exe


def test_firmware_and_simulator_write_the_same_bytes(firmware: Path) -> None:
    zmap = zone_map_for("vanguard")
    dev = MatDevice(zmap, device_id="MAT-0001", firmware="1.2.0", sense="P")
    vc = zmap.id_of("p0.VC")
    script: list[str] = []
    expected: list[bytes] = []
    t = 0

    def tick(ms: int) -> None:
        nonlocal t
        t += ms
        script.append(f"!tick {ms}")
        expected.extend(dev.tick(t / 1000))

    splitter = p.LineSplitter(mark_damage=True)  # as the simulator reads the host

    def send(line: str) -> None:
        script.append(line)
        for frame in splitter.feed(line.encode() + b"\n"):
            expected.extend(dev.handle(frame, t / 1000))

    expected.extend(dev.boot(0.0))
    send(host(0, "p"))
    script.append(f"!cover {vc * 2}")  # centre sensor: a card
    expected.extend(dev.set_zone(vc, 1, "stand", 0.01))
    tick(10)
    script.append(f"!cover {vc * 2 + 1}")  # side sensor too: the card is rested
    expected.extend(dev.set_zone(vc, 1, "rest", 0.02))
    tick(10)
    send(host(1, "d"))
    send(host(2, "l 12 blink 00FF00"))
    send(host(3, "l * on FF0000"))
    send(host(4, "l 99 on FF0000"))  # no such zone
    send(host(5, "l 12 on ff0000"))  # lower-case colour
    send(host(6, "q"))  # unknown type
    send("$p 0007*0000")  # bad checksum
    send("noise")  # no frame at all: bytes were lost
    send(host(7, "l 12 on 00FF00")[1:])  # an LED command that lost its "$"
    send(host(8, "l 12 on 00FF00")[:-1] + host(9, "l 13 on 00FF00"))  # ... its end (the next frame follows)
    tick(600)  # heartbeat
    send(host(10, "r"))
    send(host(11, "d"))
    # infrared floods the side sensor: it no longer sees the rested card, and is reported each second
    script.append(f"!flood {vc * 2 + 1}")
    dev.sensor_faults[vc * 2 + 1] = "saturated"
    t += 1000
    script.append("!tick 1000")
    expected.extend(dev.set_zone(vc, 1, "stand", t / 1000) + dev.tick(t / 1000))
    tick(1000)
    script.append(f"!unflood {vc * 2 + 1}")
    del dev.sensor_faults[vc * 2 + 1]
    t += 1000
    script.append("!tick 1000")
    expected.extend(dev.set_zone(vc, 1, "rest", t / 1000) + dev.tick(t / 1000))

    def scan(changes: Sequence[tuple[int, int, str | None]]) -> None:
        """Sensors change, then the next scan reports them, zone by zone as it reads them, then the timers."""
        nonlocal t
        for zone, count, orient in changes:
            for channel, on in ((zone * 2, count > 0), (zone * 2 + 1, orient == "rest")):
                script.append(f"!{'cover' if on else 'uncover'} {channel}")
        t += 10
        script.append("!tick 10")
        order = [m * 8 + i for i in range(8) for m in range(3)]  # the scan reads input 1 (zones 0, 8, 16) first
        for zone, count, orient in sorted(changes, key=lambda c: order.index(c[0])):
            expected.extend(dev.set_zone(zone, count, orient, t / 1000))
        expected.extend(dev.tick(t / 1000))

    # calibration: thresholds as the factory set them; the empty mat; a card on one zone
    # only (every other sensor saw none: nothing changes); a card turned sideways on every
    # zone: each sensor's thresholds, kept through a reset; the factory's again
    send(host(12, "t"))
    scan([(vc, 0, None)])
    for number, step, changes in (
        (13, "empty", []),
        (14, "card", [(vc, 1, "rest")]),
        (15, "card", [(z, 1, "rest") for z in range(len(zmap)) if z != vc]),
    ):
        send(host(number, f"c {step}"))
        scan(changes)
        for _ in range(15):  # 160 ms of scans
            tick(10)
    send(host(16, "t"))
    send(host(17, "r"))
    send(host(18, "t"))
    send(host(19, "c default"))
    send(host(20, "t"))
    send(host(21, "c sideways"))  # no such step
    out = subprocess.run([str(firmware)], input=("\n".join(script) + "\n").encode(), capture_output=True, timeout=30)
    assert out.returncode == 0
    got = out.stdout.splitlines(keepends=True)
    assert got == expected
    messages = [p.decode(f).message for f in got]
    assert messages.count(p.DeviceError(p.ERROR_BAD_FRAME, "bad-frame")) == 6
    calibrated = [m for m in messages if isinstance(m, p.Calibrated)]
    assert calibrated == [
        p.Calibrated("empty"),
        p.Calibrated("card", 46),
        p.Calibrated("card"),
        p.Calibrated("default"),
    ]
    nocard = [m.text for m in messages if isinstance(m, p.DeviceError) and m.code == p.ERROR_CALIBRATION]
    assert nocard == [f"calibrate-{c}-nocard" for c in range(48) if c // 2 != vc]
    thresholds = [m for m in messages if isinstance(m, p.Threshold)]
    assert len(thresholds) == 4 * 48
    factory, calibrated_, after_reset, default = (thresholds[k * 48 : (k + 1) * 48] for k in range(4))
    assert factory == default == [p.Threshold(c, 120, 80, 0) for c in range(48)]
    # 3/5 and 2/5 of the way to a card's level (300); a side channel, a pair of sensors, 3/10 and 2/10
    assert calibrated_ == after_reset
    assert calibrated_ == [p.Threshold(c, 92, 60, 0) if c % 2 else p.Threshold(c, 180, 120, 0) for c in range(48)]
    assert messages.count(p.DeviceError(p.ERROR_SENSOR, f"sensor-{vc * 2 + 1}-saturated")) == 2
