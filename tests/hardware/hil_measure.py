"""Measures the mat's firmware on the emulated AVR (the figures in WIRING.md and
PROTOCOL.md): ``python -m tests.hardware.hil_measure [--tries N]``. Prints JSON.
Needs what the hil tests need (tests/hardware/hil.py)."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from hardware.mat.driver import SerialMat
from hardware.mat.zonemap import zone_map_for
from hardware.observations import DeviceState, Observation, ZoneOccupancy
from tests.hardware.hil import HilMat, build_firmware, build_harness, missing_tools, sizes, wait_until

ZMAP = zone_map_for("vanguard")
VC = ZMAP.id_of("p0.VC")


def connect_times(hil: HilMat, tries: int) -> list[float]:
    """Port open to the first valid frame, with the stock bootloader."""
    hil.command("bootloader 1")
    times = []
    for _ in range(tries):
        with SerialMat(hil.path, on_observation=lambda o: None, zone_map=ZMAP) as mat:
            opened = time.monotonic()
            wait_until(lambda: mat.stats.frames > 0, timeout=30)
            times.append(round(time.monotonic() - opened, 3) if mat.stats.frames else float("inf"))
    hil.command("bootloader 0")
    return times


def spurious_gone(hil: HilMat, replugs: int) -> dict[str, int]:
    hil.cover(VC * 2)
    seen: list[Observation] = []
    with SerialMat(hil.path, on_observation=seen.append, zone_map=ZMAP) as mat:
        wait_until(lambda: mat.state is DeviceState.READY and mat.picture().get("p0.VC") == (1, "stand"))
        for _ in range(replugs):
            hil.command("unplug")
            wait_until(lambda: mat.state is DeviceState.DISCONNECTED)
            hil.command("plug")
            wait_until(lambda: mat.state is not DeviceState.DISCONNECTED)
            wait_until(lambda: mat.state is DeviceState.READY)
            time.sleep(0.3)
    gone = sum(1 for o in seen if isinstance(o, ZoneOccupancy) and o.zone == "p0.VC" and o.count == 0)
    hil.uncover(VC * 2)
    return {"replugs": replugs, "gone": gone}


def led_flood(hil: HilMat, seconds: float) -> dict[str, Any]:
    """The host changes LEDs continuously (every zone blinking, one zone's colour
    stepping every 5 ms) while a card comes and goes."""
    with SerialMat(hil.path, on_observation=lambda o: None, zone_map=ZMAP) as mat:
        wait_until(lambda: mat.state is DeviceState.READY)
        hil.stats()
        hil.lost = 0
        mat.set_led(None, "blink", "00FF00")
        end = time.monotonic() + seconds
        k = 0
        while time.monotonic() < end:
            mat.set_led("p0.VC", "on", f"{(k * 37) % 256:02X}00{k % 256:02X}")
            if k % 40 == 0:
                (hil.cover if k % 80 == 0 else hil.uncover)(VC * 2)
            k += 1
            time.sleep(0.005)
        time.sleep(0.5)
        stats = hil.stats()
        return {
            "led_commands": k + 1,
            "bytes_sent": stats["rx_bytes"],
            "bytes_lost": hil.lost,
            "device_errors": mat.stats.device_errors,
            "led_frames": stats["led_frames"],
            "scan_max_ms": stats["scan_max_us"] / 1000,  # a dump (45 ms on the wire) holds up the next scan
        }


def _percentiles(values: list[float]) -> dict[str, float]:
    v = sorted(values)
    return {
        "p50": round(v[len(v) // 2], 1),
        "p99": round(v[min(len(v) - 1, int(len(v) * 0.99))], 1),
        "max": round(v[-1], 1),
    }


def placement_latency(hil: HilMat, cards: int) -> dict[str, Any]:
    """From a card covering a sensor to the host's observation (settle 0.25 s), in
    two parts: the firmware's, in emulated time (the cover to the end of its zone
    frame on the wire), and the host's (that frame written to the port to the
    observation), whose sum is what a mat on a real board would show. The wall
    time from the cover command to the observation is given too: it adds the
    emulation's own lag on a loaded machine."""
    got: list[tuple[float, Observation]] = []
    firmware: list[float] = []
    host: list[float] = []
    wall: list[float] = []
    hil.uncover(VC * 2)
    with SerialMat(hil.path, on_observation=lambda o: got.append((time.monotonic(), o)), zone_map=ZMAP) as mat:
        wait_until(lambda: mat.state is DeviceState.READY)
        time.sleep(0.3)
        for k in range(cards):
            want = 1 if k % 2 == 0 else 0
            got.clear()
            t0 = time.monotonic()
            (hil.cover if want else hil.uncover)(VC * 2)
            wait_until(
                lambda want=want: any(isinstance(o, ZoneOccupancy) and o.count == want for _, o in got), timeout=5
            )
            seen = [t for t, o in got if isinstance(o, ZoneOccupancy) and o.count == want][:1]
            lat = json.loads(hil.command("latency"))
            if seen and lat["hint_us"] >= 0 and lat["hint_written"] >= 0:
                firmware.append(lat["hint_us"] / 1000)
                host.append(1000 * (seen[0] - lat["hint_written"]))
                wall.append(1000 * (seen[0] - t0))
            time.sleep(0.1)
        stats = mat.stats.as_dict()
    total = [f + h for f, h in zip(firmware, host, strict=True)]
    return {
        "cards": len(total),
        "placed_to_observed_ms": _percentiles(total),
        "firmware_ms": _percentiles(firmware),
        "host_ms": _percentiles(host),
        "wall_ms": _percentiles(wall),
        "dumps_requested": stats["dumps_requested"],
    }


def scan(hil: HilMat) -> dict[str, Any]:
    hil.stats()
    time.sleep(2.0)
    s = hil.stats()
    return {
        "scan_min_ms": s["scan_min_us"] / 1000,
        "scan_max_ms": s["scan_max_us"] / 1000,
        "emitter_duty": s["emitter_duty"],
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--tries", type=int, default=20)
    ap.add_argument("--replugs", type=int, default=20)
    ap.add_argument("--flood-s", type=float, default=10.0)
    ap.add_argument("--cards", type=int, default=100)
    args = ap.parse_args()
    if missing_tools():
        print(f"missing: {missing_tools()}", file=sys.stderr)
        return 1
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        harness = build_harness(d)
        elves = {
            "mega": build_firmware("mega", d / "mega"),
            "uno": build_firmware("uno", d / "uno"),
            "mega-40": build_firmware("mega", d / "mega40", '-DZONES=40 -DMAP_ID=\\"-\\"'),
        }
        out["sizes"] = {b: dict(zip(("flash", "ram"), sizes(e), strict=True)) for b, e in elves.items()}
        (d / "w").mkdir()
        hil = HilMat(harness, elves["mega"], "mega", d / "w")
        try:
            out["scan_24_zones"] = scan(hil)
            times = connect_times(hil, args.tries)
            out["connect_with_bootloader_s"] = {"tries": len(times), "max": max(times), "all": times}
            out["replug"] = spurious_gone(hil, args.replugs)
            out["led_flood"] = led_flood(hil, args.flood_s)
            out["placement"] = placement_latency(hil, args.cards)
        finally:
            hil.close()
        (d / "w40").mkdir()
        hil = HilMat(harness, elves["mega-40"], "mega", d / "w40")
        try:
            out["scan_40_zones"] = scan(hil)
        finally:
            hil.close()
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
