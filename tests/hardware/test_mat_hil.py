"""Hardware in the loop: the mat's firmware, built from Debian packages for the
Mega 2560 and the Uno, runs on an emulated ATmega (simavr) with its UART on a
pseudo-terminal and its sensors driven per multiplexer channel; Playmat's own
driver and ``playmat mat-monitor`` talk to it. See tests/hardware/hil.py for
what these tests need and how to skip them."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from hardware.mat import protocol as p
from hardware.mat.driver import SerialMat
from hardware.mat.session import Calibration
from hardware.mat.zonemap import zone_map_for
from hardware.observations import DeviceState, DeviceStatus, Observation, ZoneOccupancy
from tests.hardware.hil import HilMat, build_firmware, build_harness, require_tools, sizes, wait_until

pytestmark = pytest.mark.hil

ZMAP = zone_map_for("vanguard")
VC = ZMAP.id_of("p0.VC")
CENTRE, SIDE = VC * 2, VC * 2 + 1  # the zone's two sensor channels


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    require_tools()
    out = tmp_path_factory.mktemp("hil")
    return {
        "harness": build_harness(out),
        "mega": build_firmware("mega", out / "mega"),
        "uno": build_firmware("uno", out / "uno"),
        # 40 zones on 5 multiplexers, the size the scan period is promised for
        "mega40": build_firmware("mega", out / "mega40", '-DZONES=40 -DMAP_ID=\\"-\\"'),
    }


@pytest.fixture
def start(built: dict[str, Path], tmp_path: Path) -> Iterator[Callable[..., HilMat]]:
    boards: list[HilMat] = []

    def start_board(board: str = "mega", firmware: str | None = None) -> HilMat:
        workdir = tmp_path / f"{board}{len(boards)}"
        workdir.mkdir()
        hil = HilMat(built["harness"], built[firmware or board], board, workdir)
        boards.append(hil)
        return hil

    yield start_board
    for hil in boards:
        hil.close()


class Host:
    """Playmat's real driver on the board's port, recording what it delivers."""

    def __init__(self, path: str) -> None:
        self.seen: list[Observation] = []
        self.mat = SerialMat(path, on_observation=self.seen.append, zone_map=ZMAP)

    def __enter__(self) -> Host:
        self.mat.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.mat.stop()

    def ready(self) -> bool:
        return self.mat.state is DeviceState.READY

    def vc(self) -> tuple[int, str | None]:
        return self.mat.picture().get("p0.VC", (0, None))

    def zone_events(self) -> list[tuple[str, int, str | None]]:
        return [(o.zone, o.count, o.orientation) for o in list(self.seen) if isinstance(o, ZoneOccupancy)]


def test_the_firmware_fits_each_board(built: dict[str, Path]) -> None:
    # flash less the bootloader (Mega 8 KiB, Uno's optiboot 512 B); RAM with room for the stack
    for board, flash_max, ram_max in (("mega", 256 * 1024 - 8192, 8192 - 1024), ("uno", 32 * 1024 - 512, 2048 - 512)):
        flash, ram = sizes(built[board])
        assert flash <= flash_max, (board, flash)
        assert ram <= ram_max, (board, ram)


@pytest.mark.parametrize("board", ["mega", "uno"])
def test_a_card_placed_rested_and_removed(start: Callable[..., HilMat], board: str) -> None:
    hil = start(board)
    with Host(hil.path) as host:
        assert wait_until(host.ready), (host.mat.state, host.mat.detail)
        assert "MAT-0001 firmware 1.2.0, zone map vanguard" in host.mat.detail
        assert host.mat.picture()["p0.VC"] == (0, None)
        dumps = host.mat.stats.dumps_requested
        hil.cover(CENTRE)
        assert wait_until(lambda: host.vc() == (1, "stand"))
        hint_us = [_hint_us(hil)]
        hil.cover(SIDE)
        assert wait_until(lambda: host.vc() == (1, "rest"))
        hint_us.append(_hint_us(hil))
        hil.uncover(CENTRE, SIDE)
        assert wait_until(lambda: host.vc() == (0, None))
        # each change was taken from the mat's own report once settled, without a dump
        assert host.mat.stats.dumps_requested == dumps
        assert host.mat.stats.settled == 3
        # in emulated time, each hint is on the wire within a scan period (9.5 ms),
        # the reading of the zone's other sensor and a frame or two (1.5 ms each)
        assert all(0 < us <= 15_000 for us in hint_us), hint_us
        assert [e for e in host.zone_events() if e[0] == "p0.VC"] == [
            ("p0.VC", 0, None),
            ("p0.VC", 1, "stand"),
            ("p0.VC", 1, "rest"),
            ("p0.VC", 0, None),
        ]
        hil.stats()
        assert hil.lost == 0


def _hint_us(hil: HilMat) -> float:
    """Emulated microseconds from the last cover or uncover to the end of the next zone frame on the wire."""
    return float(json.loads(hil.command("latency"))["hint_us"])


def test_mat_monitor_prints_what_the_firmware_reports(start: Callable[..., HilMat]) -> None:
    hil = start()
    hil.cover(CENTRE)
    playmat = Path(sys.executable).parent / "playmat"
    run = subprocess.run(
        [str(playmat), "mat-monitor", hil.path, "--seconds", "3"], capture_output=True, text=True, timeout=60
    )
    lines = [json.loads(line) for line in run.stdout.splitlines()]
    states = [d["state"] for d in lines if d["type"] == "DeviceStatus"]
    assert "ready" in states, run.stdout + run.stderr
    zones = {d["zone"]: (d["count"], d["orientation"]) for d in lines if d["type"] == "ZoneOccupancy"}
    assert len(zones) == len(ZMAP)
    assert zones["p0.VC"] == (1, "stand")


def _gone(host: Host) -> int:
    return sum(1 for zone, count, _ in host.zone_events() if zone == "p0.VC" and count == 0)


@pytest.mark.parametrize("how", ["replug", "reset", "reopen"])
def test_a_restart_with_a_card_on_the_mat_reports_no_card_gone(start: Callable[..., HilMat], how: str) -> None:
    hil = start()
    hil.cover(CENTRE)
    with Host(hil.path) as host:
        assert wait_until(lambda: host.ready() and host.vc() == (1, "stand"))
        for _ in range(3):
            before = len(host.seen)
            if how == "replug":
                hil.command("unplug")
                assert wait_until(lambda: host.mat.state is DeviceState.DISCONNECTED)
                hil.command("plug")
            elif how == "reset":
                hil.command("reset")
            else:  # the host closes and opens the port: the board resets (DTR)
                host.mat.stop()
                host.mat.start()
            assert wait_until(lambda before=before: any(isinstance(o, DeviceStatus) for o in host.seen[before:]))
            assert wait_until(host.ready)
            time.sleep(0.5)
        assert _gone(host) == 0, host.zone_events()
        assert host.vc() == (1, "stand")
    # power on, the first open, then each restart (a replug is a power on, and the host opens the port again)
    assert hil.stats()["resets"] == 2 + (6 if how == "replug" else 3)


def test_the_stock_bootloader_lets_the_host_connect_within_2_s(start: Callable[..., HilMat]) -> None:
    hil = start()
    hil.command("bootloader 1")
    hil.cover(CENTRE)
    for _ in range(3):
        with Host(hil.path) as host:
            opened = time.monotonic()
            assert wait_until(lambda: host.mat.stats.frames > 0, timeout=8), hil.stats()
            hello_after = time.monotonic() - opened
            assert wait_until(lambda: host.ready() and host.vc() == (1, "stand"))
        assert hello_after <= 2.0


def test_a_host_that_pings_at_once_stalls_the_stock_bootloader(start: Callable[..., HilMat]) -> None:
    hil = start()
    hil.command("bootloader 1")
    mat = SerialMat(hil.path, on_observation=lambda o: None, zone_map=ZMAP, quiet_start_s=0)
    with mat:
        time.sleep(3.0)
        assert mat.stats.frames == 0
        assert hil.stats()["state"] == "programming"


def _led(stats: dict[str, object], zone: int) -> str:
    """A zone's LED as the harness decoded it from the data line: GRB hex, scaled by the brightness (64/255)."""
    leds = str(stats["leds"])
    return leds[6 * zone : 6 * zone + 6]


def test_no_host_byte_is_lost_under_continuous_led_animation(start: Callable[..., HilMat]) -> None:
    hil = start()
    with Host(hil.path) as host:
        assert wait_until(host.ready)
        hil.stats()
        host.mat.set_led(None, "blink", "00FF00")
        end = time.monotonic() + 3.0
        k = 0
        while time.monotonic() < end:  # one LED command every 5 ms, a card coming and going
            host.mat.set_led("p0.VC", "on", f"{k % 256:02X}00{(k * 7) % 256:02X}")
            if k % 40 == 0:
                (hil.cover if k % 80 == 0 else hil.uncover)(CENTRE)
            k += 1
            time.sleep(0.005)
        host.mat.set_led("p0.VC", "on", "FF0000")
        hil.uncover(CENTRE)
        assert wait_until(lambda: _led(hil.stats(), VC) == "004000", timeout=3)
        assert wait_until(lambda: host.vc() == (0, None))
        hil.stats()
        assert host.mat.stats.device_errors == 0
    assert k > 100
    assert hil.lost == 0


def test_an_led_command_that_lost_bytes_is_answered_with_an_error(start: Callable[..., HilMat]) -> None:
    import serial

    hil = start()
    with serial.Serial(hil.path, 115200, timeout=0.3) as port:
        time.sleep(0.3)
        port.read(4096)
        first = p.encode(0, p.SetZoneLed(VC, "on", "FF0000"))
        port.write(first[1:])  # its "$" lost
        port.write(first[:-1] + p.encode(1, p.SetZoneLed(VC + 1, "on", "0000FF")))  # its end lost
        time.sleep(0.3)
        got = port.read(4096)
    errors = [
        m for m in (p.decode(line).message for line in got.splitlines(keepends=True)) if isinstance(m, p.DeviceError)
    ]
    assert errors == [p.DeviceError(p.ERROR_BAD_FRAME, "bad-frame")] * 2
    assert _led(hil.stats(), VC + 1) == "000040"  # the frame after the damaged one was read


@pytest.mark.parametrize("firmware", ["mega", "mega40"])
def test_every_sensor_is_read_at_least_every_10_ms(start: Callable[..., HilMat], firmware: str) -> None:
    hil = start("mega", firmware)
    time.sleep(0.3)
    hil.stats()
    time.sleep(1.0)
    stats = hil.stats()
    assert stats["scans"] >= 20  # about 100 in real time; fewer where the emulation runs slow
    assert stats["scan_max_us"] <= 10_000
    assert stats["emitter_duty"] < 0.4


def test_a_slow_sensor_still_sees_the_card(start: Callable[..., HilMat]) -> None:
    hil = start()
    hil.command("response 100")  # the sensor follows its emitter in 100 us, not at once
    with Host(hil.path) as host:
        assert wait_until(host.ready)
        hil.cover(CENTRE, SIDE)
        assert wait_until(lambda: host.vc() == (1, "rest"))


def test_a_sensor_flooded_with_infrared_is_named_in_the_mats_status(start: Callable[..., HilMat]) -> None:
    hil = start()
    with Host(hil.path) as host:
        assert wait_until(host.ready)
        hil.command(f"flood {SIDE} 400")  # sunlight on the side sensor of p0.VC: 0.4 V, lit or not
        assert wait_until(lambda: "the side sensor of p0.VC is saturated" in host.mat.detail, timeout=5)
        assert host.mat.state is DeviceState.READY
        hil.command(f"unflood {SIDE}")
        assert wait_until(lambda: "saturated" not in host.mat.detail, timeout=8)


def _calibrate(host: Host, step: str) -> Calibration:
    host.mat.calibrate(step)
    assert wait_until(lambda: host.mat.calibration is not None and host.mat.calibration.done, timeout=5)
    calibration = host.mat.calibration
    assert calibration is not None
    return calibration


def _thresholds(host: Host) -> dict[int, p.Threshold]:
    host.mat.read_thresholds()
    assert wait_until(lambda: len(host.mat.thresholds()) == 2 * len(ZMAP), timeout=5)
    return host.mat.thresholds()


def test_calibration_reads_a_reflective_top_layer_and_the_mat_keeps_it_through_a_reset(
    start: Callable[..., HilMat],
) -> None:
    hil = start()
    # the mat's top layer sends back 0.7 V of each sensor's own light (about 143 ADC counts)
    # with no card on it: more than the factory's threshold of 120, so every zone reads a card
    hil.command("levels 4000 1000 3300")
    channels = range(2 * len(ZMAP))
    with Host(hil.path) as host:
        assert wait_until(host.ready)
        assert set(host.mat.picture().values()) == {(1, "rest")}
        assert _calibrate(host, "empty").ok
        hil.cover(*channels)  # a card turned sideways on every zone
        assert _calibrate(host, "card").ok
        hil.uncover(*channels)
        assert wait_until(lambda: set(host.mat.picture().values()) == {(0, None)})
        hil.cover(CENTRE)
        assert wait_until(lambda: host.vc() == (1, "stand"))
        calibrated = _thresholds(host)
        # each sensor's: 3/5 and 2/5 of the way from the empty mat (0.7 V) to a card (3 V),
        # to the 4 counts the mat keeps them in; a side channel's (a pair of sensors): 3/10 and 2/10
        for c in channels:
            t = calibrated[c]
            on, off = (284, 237) if c % 2 else (426, 332)
            assert abs(t.empty - 143) <= 6 and abs(t.on - on) <= 8 and abs(t.off - off) <= 8, t
        before = len(host.seen)
        hil.command("reset")
        assert wait_until(lambda: host.mat.stats.dumps_applied > 1 and host.ready())
        assert _thresholds(host) == calibrated  # from the board's EEPROM
        # the restart read the mat with its own thresholds at once: no zone changed
        assert [o for o in host.seen[before:] if isinstance(o, ZoneOccupancy)] == []
        assert host.vc() == (1, "stand")
        # a card rested off centre covers one sensor of the side pair: half the pair's light
        hil.command(f"half {SIDE}")
        assert wait_until(lambda: host.vc() == (1, "rest"))


def test_a_card_step_without_a_card_on_a_zone_changes_nothing(start: Callable[..., HilMat]) -> None:
    hil = start()
    with Host(hil.path) as host:
        assert wait_until(host.ready)
        factory = _thresholds(host)
        assert set((t.on, t.off, t.empty) for t in factory.values()) == {(120, 80, 0)}
        assert _calibrate(host, "empty").ok
        hil.cover(*(c for c in range(2 * len(ZMAP)) if c != SIDE))  # p0.VC's card standing
        card = _calibrate(host, "card")
        assert card.failed == (SIDE,) and "the side sensor of p0.VC saw no card" in card.message
        assert _thresholds(host) == factory


def test_stuck_noisy_and_out_of_range_sensors_are_named_in_the_mats_status(start: Callable[..., HilMat]) -> None:
    hil = start()
    hil.command("levels 4000 1000 3300")  # a top layer that sends some light back (see the test above)
    open_line, held, jumpy = ZMAP.id_of("p1.VC") * 2, ZMAP.id_of("p0.damage") * 2 + 1, ZMAP.id_of("p1.damage") * 2
    with Host(hil.path) as host:
        assert wait_until(host.ready)
        assert _calibrate(host, "empty").ok
        hil.command(f"fix {open_line} 5000")  # unplugged: the pull-up holds the line at 5 V
        hil.command(f"fix {held} 2500")  # held at 2.5 V by something else: no noise, no light
        hil.command(f"noise {jumpy} 2500")  # a loose contact
        said = (
            "the centre sensor of p1.VC reads out of range",
            "the side sensor of p0.damage is stuck",
            "the centre sensor of p1.damage is noisy",
        )
        # stuck: 5 s of the emulated board's time without a count of change
        assert wait_until(lambda: all(s in host.mat.detail for s in said), timeout=20), host.mat.detail
        assert host.mat.state is DeviceState.READY
        hil.command(f"unfix {open_line}")
        hil.command(f"unfix {held}")
        hil.command(f"noise {jumpy} 10")
        assert wait_until(lambda: "sensor" not in host.mat.detail, timeout=10), host.mat.detail
