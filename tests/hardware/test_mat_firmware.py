"""The reference firmware and the simulator are one device: the sketch,
compiled for the desktop with a small Arduino stand-in, writes byte for byte
what :class:`~hardware.mat.device.MatDevice` writes for the same inputs.
Skipped where no C++ compiler is installed."""

from __future__ import annotations

import shutil
import subprocess
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
    dev = MatDevice(zmap, device_id="MAT-0001", firmware="1.1.0", sense="P")
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
    out = subprocess.run([str(firmware)], input=("\n".join(script) + "\n").encode(), capture_output=True, timeout=30)
    assert out.returncode == 0
    got = out.stdout.splitlines(keepends=True)
    assert got == expected
    assert [p.decode(f).message for f in got].count(p.DeviceError(p.ERROR_BAD_FRAME, "bad-frame")) == 5
    assert [p.decode(f).message for f in got].count(p.DeviceError(p.ERROR_SENSOR, f"sensor-{vc * 2 + 1}-saturated")) == 2
