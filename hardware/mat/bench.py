"""Mat measurements for ``playmat bench``: checksum strength, driver
throughput, latency from a frame written on the pty to the observation
delivered, and how long a card put down takes to be reported while another
zone's sensor bounces without end. Timings depend on the machine and its
load; compare them within one run."""

from __future__ import annotations

import random
import statistics
import threading
import time
from collections.abc import Callable

from hardware.mat import protocol as p
from hardware.mat.driver import SerialMat
from hardware.mat.script import Step
from hardware.mat.simulator import PtyMat
from hardware.mat.zonemap import zone_map_for
from hardware.observations import DeviceState, DeviceStatus, Observation, ZoneOccupancy

#: the largest layout: four seats of System Gate Tag Team, 48 sensed zones
BENCH_MAP = "systemgate-tagteam"


def sample_frames(rng: random.Random, n: int) -> list[tuple[bytes, p.Frame]]:
    """Valid device frames of every kind, weighted as a mat sends them."""
    out = []
    for _ in range(n):
        seq = rng.randrange(0x10000)
        r = rng.random()
        msg: p.Message
        if r < 0.7:
            msg = p.ZoneReport(rng.randrange(48), rng.randrange(20), rng.choice(["stand", "rest", None]))
        elif r < 0.85:
            msg = p.Heartbeat(rng.randrange(100_000))
        elif r < 0.95:
            n = rng.randrange(1, 49)
            msg = p.DumpBegin(n) if rng.random() < 0.5 else p.DumpEnd(n)
        else:
            msg = p.Hello(1, f"MAT-{rng.randrange(9999):04d}", "1.0.0", "vanguard", 24, "C")
        out.append((p.encode(seq, msg), p.Frame(seq, msg)))
    return out


def corrupt(frame: bytes, rng: random.Random) -> bytes:
    """1-4 bytes of the line (not its newline) replaced by other printable bytes."""
    data = bytearray(frame)
    while data == frame:
        for _ in range(rng.randint(1, 4)):
            k = rng.randrange(len(data) - 1)
            data[k] = rng.choice(_PRINTABLE)
    return bytes(data)


_PRINTABLE = list(range(0x20, 0x7F))


def _checksum_matches(line: bytes, xor8: bool) -> bool:
    """Whether a line's checksum field matches its body (whatever the body says)."""
    line = line.rstrip(b"\n")
    star = line.rfind(b"*")
    if not line.startswith(b"$") or star < 0:
        return False
    body, field = line[1:star], line[star + 1 :]
    if xor8:
        x = 0
        for b in body:
            x ^= b
        return field == f"{x:02X}".encode("ascii")
    return field == f"{p.crc16(body):04X}".encode("ascii")


def false_accepts(n: int, seed: int = 1, xor8: bool = False) -> dict[str, int]:
    """Corrupt ``n`` valid frames at random (1-4 bytes replaced). Counts the
    corrupted frames whose checksum still matches, and the false accepts: those
    the parser takes as a frame that was never sent (checksum and grammar both
    fooled)."""
    rng = random.Random(seed)
    templates = sample_frames(rng, 2000)
    decode = p.xor8_decode if xor8 else p.decode
    wrong = matched = 0
    for _ in range(n):
        raw, frame = templates[rng.randrange(len(templates))]
        if xor8:
            raw = p.xor8_encode(frame.seq, frame.message)
        bad = corrupt(raw, rng)
        if not _checksum_matches(bad, xor8):
            continue
        matched += 1
        try:
            got = decode(bad)
        except p.FrameError:
            continue
        if got != frame:
            wrong += 1
    return {"frames": n, "checksum_matches": matched, "false_accepts": wrong}


class _Recorder:
    def __init__(self) -> None:
        self.written: dict[tuple[str, int], float] = {}
        self.latencies: list[float] = []
        self.count = 0
        self.last_at = 0.0
        self.ready = threading.Event()
        self.names: tuple[str, ...] = ()

    def on_write(self, frame: bytes, t: float) -> None:
        if frame.startswith(b"$Z"):
            parts = frame.split(b"*")[0].split()
            self.written[(self.names[int(parts[2])], int(parts[3]))] = t

    def on_obs(self, obs: Observation) -> None:
        now = time.perf_counter()
        if isinstance(obs, ZoneOccupancy):
            self.count += 1
            self.last_at = now
            t = self.written.get((obs.zone, obs.count))
            if t is not None:
                self.latencies.append(now - t)
        elif isinstance(obs, DeviceStatus) and obs.state is DeviceState.READY:
            self.ready.set()


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def latency(zones: int = 40, rounds: int = 25, baud: int = p.BAUD_RATE) -> dict[str, float]:
    """Zone reports paced at ``baud`` (10 bits a byte), ``zones`` zones changing
    each round; latency from the write on the pty to the callback."""
    zmap = zone_map_for(BENCH_MAP)
    rec = _Recorder()
    rec.names = zmap.zones
    frame_s = 22 * 10 / baud
    with (
        PtyMat(zmap, on_write=rec.on_write) as sim,
        SerialMat(sim.path, zone_map=zmap, settle_s=0, on_observation=rec.on_obs),
    ):
        if not rec.ready.wait(5):
            raise RuntimeError("the simulated mat did not get ready")
        rec.latencies.clear()
        rec.written.clear()
        t = time.perf_counter()
        for r in range(rounds):
            for z in range(zones):
                sim.do(Step(None, "set", (zmap.zones[z], str(1 + r % 98), "stand")))
                t += frame_s
                while (d := t - time.perf_counter()) > 0:
                    time.sleep(min(d, 0.001))
        time.sleep(0.2)
    lat = [x * 1000 for x in rec.latencies]
    return {
        "frames": rounds * zones,
        "observed": len(lat),
        "p50_ms": round(_pct(lat, 0.5), 3),
        "p99_ms": round(_pct(lat, 0.99), 3),
        "max_ms": round(max(lat), 3) if lat else float("nan"),
        "mean_ms": round(statistics.fmean(lat), 3) if lat else float("nan"),
    }


def beside_a_bouncing_zone(rounds: int = 8, settle_s: float = 0.25, give_up_s: float = 5.0) -> dict[str, float]:
    """A card put down on one zone after another while ``p0.deck``'s sensor
    bounces without end: seconds from the command to the zone's report, at
    the driver's own settle time. A card not reported within ``give_up_s``
    counts as ``give_up_s``."""
    zmap = zone_map_for("vanguard")
    reported: dict[str, threading.Event] = {z: threading.Event() for z in zmap.zones}
    ready = threading.Event()

    def on_obs(obs: Observation) -> None:
        if isinstance(obs, ZoneOccupancy) and obs.count:
            reported[obs.zone].set()
        elif isinstance(obs, DeviceStatus) and obs.state is DeviceState.READY:
            ready.set()

    waits: list[float] = []
    with PtyMat(zmap) as sim, SerialMat(sim.path, zone_map=zmap, settle_s=settle_s, on_observation=on_obs):
        if not ready.wait(5):
            raise RuntimeError("the simulated mat did not get ready")
        sim.bounce("p0.deck")
        for zone in [z for z in zmap.zones if z != "p0.deck"][:rounds]:
            t = time.perf_counter()
            sim.do(Step(None, "place", (zone,)))
            reported[zone].wait(give_up_s)
            waits.append(time.perf_counter() - t)
    return {
        "settle_s": settle_s,
        "cards": len(waits),
        "reported": sum(w < give_up_s for w in waits),
        "p50_s": round(_pct(waits, 0.5), 3),
        "max_s": round(max(waits), 3),
    }


def throughput(frames: int = 20000) -> dict[str, float]:
    """Zone reports written as fast as the pty takes them; observations per
    second the driver delivers."""
    zmap = zone_map_for(BENCH_MAP)
    rec = _Recorder()
    rec.names = zmap.zones
    with PtyMat(zmap) as sim, SerialMat(sim.path, zone_map=zmap, settle_s=0, on_observation=rec.on_obs):
        if not rec.ready.wait(5):
            raise RuntimeError("the simulated mat did not get ready")
        start_count = rec.count
        t0 = time.perf_counter()
        sim.flood(frames)
        deadline = time.perf_counter() + 30
        while rec.count - start_count < frames and time.perf_counter() < deadline:
            time.sleep(0.005)
        got = rec.count - start_count
        elapsed = rec.last_at - t0
    avg_len = 22
    return {
        "frames": frames,
        "observed": got,
        "observations_per_second": round(got / elapsed) if elapsed > 0 else 0.0,
        "line_rate_frames_per_second_at_115200": round(p.BAUD_RATE / 10 / avg_len),
    }


def run(say: Callable[[str], None], false_accept_frames: int = 1_000_000, seed: int = 1) -> dict[str, object]:
    say("mat: frame latency at 115200 baud, 40 zones")
    lat = latency()
    say(f"mat: latency p50 {lat['p50_ms']} ms, p99 {lat['p99_ms']} ms")
    say("mat: cards put down beside a sensor bouncing without end")
    bouncing = beside_a_bouncing_zone()
    say(f"mat: reported {bouncing['reported']} of {bouncing['cards']}, p50 {bouncing['p50_s']} s")
    say("mat: driver throughput")
    thr = throughput()
    say(f"mat: {thr['observations_per_second']} observations/s")
    say(f"mat: checksum on {false_accept_frames} corrupted frames (CRC-16 and, for comparison, XOR-8)")
    crc = false_accepts(false_accept_frames, seed)
    xor = false_accepts(false_accept_frames, seed, xor8=True)
    say(
        f"mat: checksum fooled: CRC-16 {crc['checksum_matches']}, XOR-8 {xor['checksum_matches']}; "
        f"false accepts CRC-16 {crc['false_accepts']}, XOR-8 {xor['false_accepts']}"
    )
    return {
        "observations_per_second": thr["observations_per_second"],
        "throughput": thr,
        "latency_ms_p50": lat["p50_ms"],
        "latency_ms_p99": lat["p99_ms"],
        "latency": lat,
        "latency_target_p99_ms": 5.0,
        "beside_bouncing_zone": bouncing,
        "crc16_false_accepts": crc["false_accepts"],
        "crc16": crc,
        "xor8_false_accepts": xor["false_accepts"],
        "xor8": xor,
        "note": "timings from one run on a shared machine; simulator and driver share one process",
    }
