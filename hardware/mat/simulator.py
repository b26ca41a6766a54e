"""A simulated mat on a real pseudo-terminal.

:class:`PtyMat` runs :class:`~hardware.mat.device.MatDevice` on a thread
behind ``os.openpty()``: the host opens the pty's path with pyserial exactly
as it opens a USB serial port. The path is a symbolic link that survives a
simulated unplug (like a udev ``/dev/serial/by-id`` link), so a driver
configured with it finds the mat again after a replug.

Faults are applied to the bytes on their way out, as a cable or a
misbehaving board would: lost bytes, bad checksums, duplicated frames,
garbage, silence, unplugging, a wrong baud rate, sensors that bounce as a
card is put down and sensors that bounce without end.

Like an Arduino, the simulated mat restarts when the host opens its port (the
board's reset on DTR): it is silent for :data:`RESET_S`, then sends its boot
hello. With ``bootloader=True`` it also behaves as the stock bootloader does
after every restart: silent for :data:`BOOT_WINDOW_S`, and a byte from the
host in that window starts an "upload" that keeps it silent until the host
has sent nothing for :data:`PROGRAMMING_QUIET_S`.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import functools
import heapq
import itertools
import logging
import os
import queue
import random
import select
import struct
import tempfile
import threading
import time
import tty
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from hardware.mat import protocol as p
from hardware.mat.device import MatDevice
from hardware.mat.script import ORIENT_WORDS, Step, parse_command
from hardware.mat.session import Picture
from hardware.mat.zonemap import ZoneMap

log = logging.getLogger(__name__)

FLICKER_STEP_S = 0.02
SLIDE_STEP_S = 0.04
#: how often a sensor that bounces without end flips
BOUNCE_S = 0.05
#: from the host opening the port to the firmware's boot hello, without a bootloader
RESET_S = 0.05
#: the stock bootloader's start window, and the silence that ends an upload it thinks began
BOOT_WINDOW_S = 1.0
PROGRAMMING_QUIET_S = 4.5


@dataclass
class FaultRates:
    """Random faults, as a probability per frame."""

    drop: float = 0.0
    corrupt: float = 0.0
    dup: float = 0.0
    flicker: bool = False  #: every card placed or removed makes its sensor bounce
    bouncing: tuple[str, ...] = ()  #: zones whose sensors bounce without end (see :meth:`PtyMat.bounce`)


class PtyMat:
    def __init__(
        self,
        zone_map: ZoneMap,
        *,
        link: str | Path | None = None,
        faults: FaultRates | None = None,
        seed: int = 0,
        device_id: str = "SIM-0001",
        version: int = p.PROTOCOL_VERSION,
        announce_map: bool = True,
        sense: str = "C",
        on_write: Callable[[bytes, float], None] | None = None,  # called just before a frame is written
        clock: Callable[[], float] = time.monotonic,
        bootloader: bool = False,
    ) -> None:
        self.device = MatDevice(zone_map, device_id=device_id, version=version, announce_map=announce_map, sense=sense)
        self.zone_map = zone_map
        self.faults = faults or FaultRates()
        self._rng = random.Random(seed)
        self._clock = clock
        self._on_write = on_write
        self._own_dir: str | None = None
        if link is None:
            self._own_dir = tempfile.mkdtemp(prefix="playmat-mat-")
            link = Path(self._own_dir) / "tty"
        self.link = Path(link)
        self._master: int | None = None
        self._slave: int | None = None
        self._lock = threading.RLock()
        self._commands: queue.SimpleQueue[tuple[Step, float]] = queue.SimpleQueue()
        self._timers: list[tuple[float, int, Callable[[float], None]]] = []
        self._order = itertools.count()
        self._wake_r, self._wake_w = os.pipe()
        os.set_blocking(self._wake_w, False)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._splitter = p.LineSplitter(mark_damage=True)
        # fault state (sim thread only)
        self._drop_n = self._corrupt_n = self._dup_n = 0
        self._silent_until = 0.0
        self._garbled_until = 0.0
        self._unplugged = False
        self._next_version: int | None = None
        #: zones bouncing without end -> the reading they bounce about
        self._bouncing: dict[int, tuple[int, str | None]] = {}
        self._bounce_ticking = False
        self.bootloader = bootloader
        #: inotify on the pty: tells when the host opens it
        self._open_watch: int | None = None
        #: restarting: silent until then (None: running)
        self._booting_until: float | None = None
        self._programming = False
        #: restarts: ports opened by the host, resets
        self.restarts = 0
        #: bytes written, frames lost to faults, host frames handled
        self.counters = {"bytes": 0, "frames": 0, "lost": 0, "host_frames": 0}

    # ------------------------------------------------------------ lifecycle

    @property
    def path(self) -> str:
        """The device path to open (a link to the current pty)."""
        return str(self.link)

    def start(self) -> str:
        with self._lock:
            self._plug(self._clock())
        for zone in self.faults.bouncing:
            self.bounce(zone)
        self._thread = threading.Thread(target=self._run, name="mat-sim", daemon=True)
        self._thread.start()
        return self.path

    def stop(self) -> None:
        self._stop.set()
        self._wake()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None
        with self._lock:
            self._unplug()
        for fd in (self._wake_r, self._wake_w):
            with contextlib.suppress(OSError):
                os.close(fd)
        if self._own_dir is not None:
            with contextlib.suppress(OSError):
                os.rmdir(self._own_dir)

    def __enter__(self) -> PtyMat:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _plug(self, now: float) -> None:
        master, slave = os.openpty()
        tty.setraw(slave)  # no echo, no line editing: the host sees exactly what the device writes
        os.set_blocking(master, False)
        self._master, self._slave = master, slave
        tmp = self.link.with_name(self.link.name + ".new")
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
        tmp.symlink_to(os.ttyname(slave))
        tmp.replace(self.link)
        self._open_watch = _watch_opens(os.ttyname(slave))
        self._unplugged = False
        if self._next_version is not None:
            self.device.version = self._next_version
        self._write(self.device.boot(now), now)
        log.info("simulated mat on %s (%s)", self.link, os.ttyname(slave))

    def _unplug(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.link.unlink()
        for fd in (self._master, self._slave):
            if fd is not None:
                with contextlib.suppress(OSError):
                    os.close(fd)
        self._master = self._slave = None
        self._unplugged = True
        self._booting_until = None
        if self._open_watch is not None:
            with contextlib.suppress(OSError):
                os.close(self._open_watch)
            self._open_watch = None
        self._splitter.reset()

    # ------------------------------------------------------------ control (any thread)

    def do(self, command: str | Step) -> None:
        """Run one script command now (from any thread); ScriptError if it is not one."""
        step = parse_command(command) if isinstance(command, str) else command
        if step is not None:
            self._commands.put((step, 0.0))
            self._wake()

    def run_script(self, steps: Iterable[Step], start: float | None = None) -> float:
        """Schedule a script; returns the time its last step runs, in the sim's clock."""
        t0 = self._clock() if start is None else start
        t = t0
        for step in steps:
            t = t0 + step.at if step.at is not None else t
            if step.name == "wait":
                t += float(step.args[0])
            self._commands.put((step, t))
        self._wake()
        return t

    def bounce(self, zone: str, on: bool = True) -> None:
        """Make a zone's sensor bounce without end (from any thread): every
        :data:`BOUNCE_S` it flips between the zone's reading and another, as a
        failing sensor does. ``on=False`` stops it: the zone reads its cards again.
        KeyError for a zone the mat does not have."""
        z = self._zone(zone)
        with self._lock:
            now = self._clock()
            if not on:
                reading = self._bouncing.pop(z, None)
                if reading is not None:
                    self._set(z, *reading, now)
                return
            self._bouncing.setdefault(z, (self.device.counts[z], self.device.orients[z]))
            if not self._bounce_ticking:
                self._bounce_ticking = True
                self._later(now, self._bounce_tick)
        self._wake()

    def _bounce_tick(self, now: float) -> None:
        if not self._bouncing:
            self._bounce_ticking = False
            return
        for z, reading in self._bouncing.items():
            now_reads = (self.device.counts[z], self.device.orients[z])
            self._set(z, *(_other(reading) if now_reads == reading else reading), now)
        self._later(now + BOUNCE_S, self._bounce_tick)

    def picture(self) -> Picture:
        """The mat as its sensors read it now."""
        with self._lock:
            return {name: (self.device.counts[i], self.device.orients[i]) for i, name in enumerate(self.zone_map.zones)}

    def leds(self) -> dict[str, tuple[str, str]]:
        with self._lock:
            return {
                name: (led.mode, led.color)
                for name, led in zip(self.zone_map.zones, self.device.leds, strict=True)
                if led.mode != "off"
            }

    def flood(self, frames: int) -> None:
        """Write ``frames`` zone reports as fast as the host reads them (a
        measurement aid: no faults, heartbeats held back meanwhile)."""
        n = len(self.zone_map)
        with self._lock:
            now = self._clock()
            for k in range(frames):
                zone, count = k % n, 1 + (k // n) % 98
                for frame in self.device.set_zone(zone, count, "stand", now):
                    self._raw_blocking(frame)

    def _raw_blocking(self, data: bytes) -> None:
        while data and self._master is not None:
            select.select([], [self._master], [], 1.0)
            try:
                sent = os.write(self._master, data)
            except BlockingIOError:
                continue
            self.counters["bytes"] += sent
            data = data[sent:]

    def _wake(self) -> None:
        with contextlib.suppress(OSError):
            os.write(self._wake_w, b"x")

    # ------------------------------------------------------------ the device thread

    def _run(self) -> None:
        while not self._stop.is_set():
            now = self._clock()
            timeout = 0.05
            if self._timers:
                timeout = max(0.0, min(timeout, self._timers[0][0] - now))
            if self._booting_until is not None:
                timeout = min(timeout, 0.01)
            fds = [self._wake_r] + [fd for fd in (self._master, self._open_watch) if fd is not None]
            try:
                ready, _, _ = select.select(fds, [], [], timeout)
            except (OSError, ValueError):
                ready = []
            now = self._clock()
            with self._lock:
                if self._open_watch is not None and self._open_watch in ready and self._opened():
                    self._restart(now)
                if self._booting_until is not None and now >= self._booting_until:
                    self._booting_until = None
                    self._programming = False
                    self._write(self.device.boot(now), now)
                if self._wake_r in ready:
                    with contextlib.suppress(OSError):
                        os.read(self._wake_r, 4096)
                if self._master is not None and self._master in ready:
                    self._read_host(now)
                self._take_commands(now)
                while self._timers and self._timers[0][0] <= now:
                    _, _, action = heapq.heappop(self._timers)
                    action(now)
                if not self._unplugged and now >= self._silent_until and self._booting_until is None:
                    self._write(self.device.tick(now), now)

    def _opened(self) -> bool:
        """Whether the host opened the port since the last call (the board's
        reset on DTR); never where inotify is missing (not Linux)."""
        if self._open_watch is None:
            return False
        try:
            data = os.read(self._open_watch, 4096)
        except (BlockingIOError, OSError):
            return False
        return any(struct.unpack_from("iIII", data, k)[1] & _IN_OPEN for k in range(0, len(data) - 15, 16))

    def _restart(self, now: float) -> None:
        """The board restarts: silent while it does (and while its bootloader waits), then a boot hello."""
        self.restarts += 1
        self._programming = False
        self._booting_until = now + (BOOT_WINDOW_S if self.bootloader else RESET_S)

    def _read_host(self, now: float) -> None:
        assert self._master is not None
        try:
            data = os.read(self._master, 4096)
        except BlockingIOError:
            return
        except OSError as exc:
            if exc.errno == errno.EIO:  # nobody has the port open: nothing to read
                return
            raise
        if self._booting_until is not None:
            if self.bootloader and data:  # the bootloader takes it for the start of an upload
                self._programming = True
                self._booting_until = max(self._booting_until, now + PROGRAMMING_QUIET_S)
            return
        if now < self._silent_until or now < self._garbled_until:
            return  # a hung device, or one that cannot make sense of the line
        for line in self._splitter.feed(data):
            self.counters["host_frames"] += 1
            self._write(self.device.handle(line, now), now)

    def _later(self, at: float, action: Callable[[float], None]) -> None:
        heapq.heappush(self._timers, (at, next(self._order), action))

    def _take_commands(self, now: float) -> None:
        while True:
            try:
                step, at = self._commands.get_nowait()
            except queue.Empty:
                return
            if at > now:
                self._later(at, functools.partial(self._execute, step))
            else:
                self._execute(step, now)

    # ------------------------------------------------------------ commands

    def _zone(self, name: str) -> int:
        return self.zone_map.id_of(name)

    def _set(self, zone: int, count: int, orient: str | None, now: float) -> None:
        self._write(self.device.set_zone(zone, count, orient, now), now)

    def _bump(self, zone: int, delta: int, orient: str, now: float) -> None:
        """One card more or less in a zone (the top card's orientation when one arrives)."""
        dev = self.device
        self._set(zone, dev.counts[zone] + delta, orient if delta > 0 else (dev.orients[zone] or orient), now)

    def _bouncy(self, zone: int, count: int, orient: str | None, now: float) -> None:
        """Change a zone, its sensor bouncing first when flicker is on."""
        if not self.faults.flicker:
            self._set(zone, count, orient, now)
            return
        self._flicker(zone, now, final=(count, orient))

    def _flicker(self, zone: int, now: float, final: tuple[int, str | None] | None = None) -> None:
        old = (self.device.counts[zone], self.device.orients[zone])
        new = final or old
        other = _other(new)
        seq = [other, new, other, new]
        for k, (c, o) in enumerate(seq):
            self._later(now + k * FLICKER_STEP_S, functools.partial(self._set, zone, c, o))

    def _execute(self, step: Step, now: float) -> None:
        log.debug("mat sim: %s", step)
        try:
            self._run_step(step, now)
        except KeyError as exc:
            log.warning("mat sim: %s: %s", step, exc.args[0])

    def _run_step(self, step: Step, now: float) -> None:
        a = step.args
        dev = self.device
        match step.name:
            case "place":
                z = self._zone(a[0])
                n = next((int(x) for x in a[1:] if x.isdigit()), 1)
                orient = next((ORIENT_WORDS[x] for x in a[1:] if x in ORIENT_WORDS), dev.orients[z] or "stand")
                self._bouncy(z, dev.counts[z] + n, orient, now)
            case "remove":
                z = self._zone(a[0])
                n = int(a[1]) if len(a) > 1 else 1
                self._bouncy(z, dev.counts[z] - n, dev.orients[z], now)
            case "set":
                z = self._zone(a[0])
                orient = ORIENT_WORDS[a[2]] if len(a) > 2 else (dev.orients[z] or "stand")
                self._set(z, int(a[1]), orient, now)
            case "stand" | "rest":
                z = self._zone(a[0])
                if dev.counts[z]:
                    self._set(z, dev.counts[z], step.name, now)
            case "slide":
                src, dst, via = self._zone(a[0]), self._zone(a[1]), [self._zone(v) for v in a[2:]]
                orient = dev.orients[src] or "stand"
                self._set(src, dev.counts[src] - 1, dev.orients[src], now)
                t = now
                for v in via:
                    t += SLIDE_STEP_S
                    self._later(t, functools.partial(self._bump, v, 1, "stand"))
                    self._later(t + SLIDE_STEP_S, functools.partial(self._bump, v, -1, "stand"))
                self._later(t + 2 * SLIDE_STEP_S, functools.partial(self._bump, dst, 1, orient))
            case "clear":
                for z in range(len(self.zone_map)):
                    self._set(z, 0, None, now)
            case "flicker":
                self._flicker(self._zone(a[0]), now)
            case "saturate":  # reported each second; the zone's simulated reading is left as it is
                channel = self._zone(a[0]) * 2 + (a[1] == "side")
                if a[2:] == ("off",):
                    dev.sensor_faults.pop(channel, None)
                else:
                    dev.sensor_faults[channel] = "saturated"
            case "fault":  # the same for each kind the firmware reports
                channel = self._zone(a[0]) * 2 + (a[1] == "side")
                if a[2] == "off":
                    dev.sensor_faults.pop(channel, None)
                else:
                    dev.sensor_faults[channel] = a[2]
            case "drop":
                self._drop_n += int(a[0])
            case "corrupt":
                self._corrupt_n += int(a[0])
            case "dup":
                self._dup_n += int(a[0])
            case "garbage":
                self._raw(bytes(self._rng.randrange(256) for _ in range(int(a[0]))), now)
            case "silence":
                self._silent_until = now + float(a[0])
            case "baud":
                self._garbled_until = now + float(a[0])
            case "disconnect":
                self._unplug()
                self._later(now + float(a[0]), self._plug)
            case "reset":
                if self.bootloader:
                    self._restart(now)
                else:
                    self._write(dev.boot(now), now)
            case "version":
                self._next_version = int(a[0])
            case "wait":
                pass

    # ------------------------------------------------------------ output with faults

    def _write(self, frames: list[bytes], now: float) -> None:
        for frame in frames:
            self.counters["frames"] += 1
            if self._unplugged or now < self._silent_until or self._booting_until is not None:
                self.counters["lost"] += 1
                continue
            if now < self._garbled_until:
                self._raw(self._misread(frame), now)
                continue
            out = frame
            if self._corrupt_n or self._rng.random() < self.faults.corrupt:
                self._corrupt_n = max(0, self._corrupt_n - 1)
                star = out.rfind(b"*")
                bad = (int(out[star + 1 : star + 5], 16) ^ (1 + self._rng.randrange(0xFFFF))) & 0xFFFF
                out = out[: star + 1] + f"{bad:04X}".encode("ascii") + b"\n"
            if self._drop_n or self._rng.random() < self.faults.drop:
                self._drop_n = max(0, self._drop_n - 1)
                k = self._rng.randrange(len(out))
                out = out[:k] + out[k + 1 :]
            self._raw(out, now, frame)
            if self._dup_n or self._rng.random() < self.faults.dup:
                self._dup_n = max(0, self._dup_n - 1)
                self._raw(out, now)

    def _misread(self, frame: bytes) -> bytes:
        """What a receiver at the wrong baud rate makes of a frame: about as many
        bytes, none of them the ones sent."""
        return bytes((b * 7 + self._rng.randrange(256)) & 0xFF | 0x80 for b in frame[: max(1, len(frame) // 2)])

    def _raw(self, data: bytes, now: float, frame: bytes | None = None) -> None:
        if self._master is None:
            return
        if frame is not None and self._on_write is not None:
            self._on_write(frame, time.perf_counter())
        try:
            os.write(self._master, data)
        except BlockingIOError:
            log.debug("mat sim: host not reading, %d bytes lost", len(data))
            return
        except OSError as exc:
            log.debug("mat sim: write failed: %s", exc)
            return
        self.counters["bytes"] += len(data)


_IN_OPEN = 0x20


def _watch_opens(path: str) -> int | None:
    """A non-blocking inotify descriptor that reports each open of ``path``, or None."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        fd = int(libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC))
    except (OSError, AttributeError):
        return None
    if fd < 0:
        return None
    if libc.inotify_add_watch(fd, os.fsencode(path), _IN_OPEN) < 0:
        os.close(fd)
        return None
    return fd


def _other(reading: tuple[int, str | None]) -> tuple[int, str | None]:
    """What a bouncing sensor reads besides ``reading``: a card when empty, else none."""
    count, orient = reading
    return (count + 1, orient or "stand") if count == 0 else (0, None)
