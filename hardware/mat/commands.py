"""``playmat mat-sim``, ``playmat mat-monitor`` and ``playmat mat-calibrate``, and the mat's bench section.

These are command entry points: they write to the terminal (stdout for
data, stderr for messages); everything else in the package logs.
"""

from __future__ import annotations

import argparse
import json
import logging
import queue
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

from engine.errors import LoadError
from hardware.mat import protocol as p
from hardware.mat.discovery import DEFAULT_USB_IDS, parse_usb_id
from hardware.mat.script import ScriptError, Step, load_script
from hardware.mat.simulator import FaultRates, PtyMat
from hardware.mat.zonemap import ZoneMap, known_map_ids, zone_map_for
from hardware.observations import DeviceState, DeviceStatus, Observation

log = logging.getLogger(__name__)


def _err(text: str) -> None:
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def _out(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def _rate(text: str) -> float:
    value = float(text)
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError("a probability between 0 and 1")
    return value


def _zone_map(name: str) -> ZoneMap:
    try:
        return zone_map_for(name)
    except KeyError:
        raise argparse.ArgumentTypeError(f"no mat layout for {name!r} (one of: {', '.join(known_map_ids())})") from None


def _sim_options(ap: argparse.ArgumentParser) -> None:
    ap.add_argument(
        "--game",
        type=_zone_map,
        default="vanguard",
        metavar="RULESET",
        help="ruleset id whose mat layout gives the zones (default vanguard)",
    )
    ap.add_argument("--script", type=Path, help="a script of card placements and faults")
    ap.add_argument("--drop-rate", type=_rate, default=0.0, help="probability a frame loses a byte")
    ap.add_argument("--corrupt-rate", type=_rate, default=0.0, help="probability a frame has a bad checksum")
    ap.add_argument("--dup-rate", type=_rate, default=0.0, help="probability a frame is sent twice")
    ap.add_argument(
        "--flicker",
        action="append",
        nargs="?",
        const=ALL_ZONES,
        default=[],
        metavar="ZONE",
        help="sensors bounce when a card is placed or removed; with a ZONE (repeatable), "
        "that zone's sensor bounces without end, as a failing one does",
    )
    ap.add_argument(
        "--bootloader",
        action="store_true",
        help="behave as a board with the stock Arduino bootloader: silent for 1 s after each restart (the "
        "host opening the port restarts it), and a byte from the host then stalls it until 4.5 s of silence",
    )
    ap.add_argument("--protocol-version", type=int, default=p.PROTOCOL_VERSION, help=argparse.SUPPRESS)
    ap.add_argument("--sim-seed", type=int, default=0, help="seed of the simulated faults")


#: ``--flicker`` without a zone
ALL_ZONES = "*"


def _make_sim(args: argparse.Namespace, link: Path | None = None) -> PtyMat:
    bouncing = tuple(z for z in args.flicker if z != ALL_ZONES)
    for zone in bouncing:
        try:
            args.game.id_of(zone)
        except KeyError as exc:
            raise SystemExit(f"playmat: --flicker: {exc.args[0]}") from None
    faults = FaultRates(args.drop_rate, args.corrupt_rate, args.dup_rate, ALL_ZONES in args.flicker, bouncing)
    return PtyMat(
        args.game,
        link=link,
        faults=faults,
        seed=args.sim_seed,
        version=args.protocol_version,
        bootloader=args.bootloader,
    )


def _load_script(path: Path | None) -> list[Step]:
    if path is None:
        return []
    try:
        return load_script(path)
    except LoadError as exc:
        raise SystemExit(f"playmat: {exc}") from None


def _cmd_sim(args: argparse.Namespace) -> int:
    steps = _load_script(args.script)
    sim = _make_sim(args, args.link)
    sim.start()
    try:
        _out(sim.path)
        _err(
            f"simulated {args.game.map_id} mat ({len(args.game)} zones) on {sim.path}; "
            "type commands (place p0.VC, remove p0.VC, disconnect 1, help), Ctrl+C to stop"
        )
        end = sim.run_script(steps)
        deadline = time.monotonic() + args.seconds if args.seconds is not None else None
        if args.seconds is None and steps:
            _err(f"script ends after {end - time.monotonic():.1f} s; the mat stays on until Ctrl+C")
        _interact(sim, deadline)
    except KeyboardInterrupt:
        pass
    finally:
        sim.stop()
    return 0


def _interact(sim: PtyMat, deadline: float | None) -> None:
    lines: queue.SimpleQueue[str | None] = queue.SimpleQueue()

    def read_stdin() -> None:
        for line in sys.stdin:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=read_stdin, name="mat-sim-stdin", daemon=True).start()
    stdin_open = True
    while deadline is None or time.monotonic() < deadline:
        try:
            line = lines.get(timeout=0.1)
        except queue.Empty:
            continue
        if line is None:
            stdin_open = False
            if deadline is None:
                while True:  # stdin closed: keep the mat on until Ctrl+C
                    time.sleep(3600)
            continue
        if not stdin_open:
            continue
        text = line.strip()
        if text in ("help", "?"):
            from hardware.mat import script

            _err(script.__doc__ or "")
        elif text == "show":
            _err(json.dumps({k: v for k, v in sim.picture().items() if v[0]}))
        elif text in ("quit", "exit"):
            return
        else:
            try:
                sim.do(text)
            except ScriptError as exc:
                _err(f"? {exc}")


def observation_json(obs: Observation) -> str:
    data: dict[str, Any] = {"type": type(obs).__name__, **asdict(obs)}
    if isinstance(obs, DeviceStatus):
        data["state"], data["kind"] = obs.state.value, obs.kind.value
    return json.dumps(data)


def _cmd_monitor(args: argparse.Namespace) -> int:
    from hardware.mat.driver import SerialMat

    sim: PtyMat | None = None
    port = args.port
    if args.sim:
        sim = _make_sim(args)
        port = sim.start()
        sim.run_script(_load_script(args.script))
        _err(f"simulated {args.game.map_id} mat on {port}")
    usb_ids = tuple(args.usb) if args.usb else DEFAULT_USB_IDS
    got: queue.SimpleQueue[Observation] = queue.SimpleQueue()
    mat = SerialMat(
        port, on_observation=got.put, zone_map=args.zone_map, settle_s=args.settle, usb_ids=usb_ids, baudrate=args.baud
    )
    mat.start()
    deadline = time.monotonic() + args.seconds if args.seconds is not None else None
    try:
        while deadline is None or time.monotonic() < deadline:
            try:
                _out(observation_json(got.get(timeout=0.1)))
            except queue.Empty:
                continue
    except KeyboardInterrupt:
        pass
    finally:
        mat.stop()
        if sim is not None:
            sim.stop()
        while True:
            try:
                _out(observation_json(got.get_nowait()))
            except queue.Empty:
                break
    return 0


def _wait(pred: Callable[[], bool], seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(0.02)
    return pred()


def _cmd_calibrate(args: argparse.Namespace) -> int:
    """One calibration step, then every sensor's thresholds as JSON lines; exit 1 if the step failed."""
    from hardware.mat.driver import SerialMat

    sim: PtyMat | None = None
    port = args.port
    if args.sim:
        sim = _make_sim(args)
        port = sim.start()
        sim.run_script(_load_script(args.script))
    usb_ids = tuple(args.usb) if args.usb else DEFAULT_USB_IDS
    mat = SerialMat(port, on_observation=lambda o: None, zone_map=args.zone_map, usb_ids=usb_ids, baudrate=args.baud)
    mat.start()
    try:
        if not _wait(lambda: mat.state is DeviceState.READY, args.timeout):
            _err(f"playmat: the mat is not ready: {mat.detail}")
            return 1
        ok = True
        if args.step != "show":
            mat.calibrate(args.step)
            if not _wait(lambda: mat.calibration is not None and mat.calibration.done, args.timeout):
                _err(f"playmat: the mat did not finish the {args.step} step within {args.timeout:g} s")
                return 1
            calibration = mat.calibration
            assert calibration is not None
            _err(calibration.message)
            ok = calibration.ok
        zmap = mat.zone_map
        assert zmap is not None
        mat.read_thresholds()
        if not _wait(lambda: len(mat.thresholds()) == 2 * len(zmap), args.timeout):
            _err("playmat: the mat did not send its thresholds (a firmware older than 1.2.0?)")
            return 1
        for channel, t in sorted(mat.thresholds().items()):
            _out(
                json.dumps(
                    {"channel": channel, "sensor": mat.sensor_name(channel), "on": t.on, "off": t.off, "empty": t.empty}
                )
            )
        return 0 if ok else 1
    finally:
        mat.stop()
        if sim is not None:
            sim.stop()


def add_commands(sub: Any) -> None:
    """Add ``mat-sim``, ``mat-monitor`` and ``mat-calibrate`` to the ``playmat`` command."""
    s = sub.add_parser(
        "mat-sim",
        help="run a simulated sensor mat on a pseudo-terminal",
        description="Run a simulated sensor mat on a pseudo-terminal; prints its device path. "
        "Commands come from --script and from stdin.",
    )
    _sim_options(s)
    s.add_argument("--link", type=Path, help="device path to create (a link to the pty; default: a temporary one)")
    s.add_argument("--seconds", type=float, help="stop after this many seconds (default: run until Ctrl+C)")
    s.set_defaults(func=_cmd_sim)

    m = sub.add_parser(
        "mat-monitor",
        help="print the sensor mat's observations as JSON lines",
        description="Connect to the sensor mat and print each observation as one JSON line.",
    )
    m.add_argument("port", nargs="?", help="serial port or pyserial URL (default: find the mat by its USB id)")
    m.add_argument("--sim", action="store_true", help="start a simulated mat in this process and watch it")
    _sim_options(m)
    m.add_argument("--zone-map", type=_zone_map, metavar="RULESET", help="zone map to use whatever the mat announces")
    m.add_argument("--settle", type=float, default=0.25, help="seconds a zone must be still before it counts")
    m.add_argument("--baud", type=int, default=p.BAUD_RATE)
    m.add_argument("--usb", type=parse_usb_id, action="append", metavar="VVVV:PPPP", help="USB id of the mat")
    m.add_argument("--seconds", type=float, help="stop after this many seconds")
    m.set_defaults(func=_cmd_monitor)

    c = sub.add_parser(
        "mat-calibrate",
        help="calibrate the sensor mat's sensors, or show their thresholds",
        description="Calibrate the sensor mat (hardware/mat/PROTOCOL.md, \"Calibration\"): first 'empty' with "
        "nothing on the mat, then 'card' with a card turned sideways on every zone, in the sleeves the "
        "players use; 'default' puts the factory's thresholds back; 'show' changes nothing. Then prints "
        "every sensor's thresholds as JSON lines. The mat keeps them through restarts.",
    )
    c.add_argument("step", choices=(*p.CALIBRATION_STEPS, "show"))
    c.add_argument("port", nargs="?", help="serial port or pyserial URL (default: find the mat by its USB id)")
    c.add_argument("--sim", action="store_true", help="calibrate a simulated mat started in this process")
    _sim_options(c)
    c.add_argument("--zone-map", type=_zone_map, metavar="RULESET", help="zone map to use whatever the mat announces")
    c.add_argument("--baud", type=int, default=p.BAUD_RATE)
    c.add_argument("--usb", type=parse_usb_id, action="append", metavar="VVVV:PPPP", help="USB id of the mat")
    c.add_argument("--timeout", type=float, default=10.0, help="seconds to wait for the mat at each stage")
    c.set_defaults(func=_cmd_calibrate)


def bench_section(games: int, seed: int, say: Callable[[str], None]) -> tuple[str, dict[str, object]]:
    from hardware.mat.bench import run

    return "mat", run(say, seed=seed)
