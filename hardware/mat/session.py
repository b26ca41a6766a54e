"""The host side of the mat protocol as a pure state machine.

:class:`MatSession` is fed the bytes read from the port and the time, and
ticked; it keeps the host's picture of the mat and hands back the
observations to deliver and the command frames to write. It never raises on
input, does no I/O and reads no clock, so every recovery path is testable
without a port or a thread.

Rules (``PROTOCOL.md``, "Host behaviour"):

* on connect: ping; the hello selects the zone map; then a full dump;
* a checksum error or a sequence gap aborts any dump in progress and asks
  for a new one; a frame whose seq was already seen is a duplicate and dropped;
* a zone report outside a dump is a hint that restarts that zone's settle
  timer; once a zone has been still for ``settle_s``, its last report is its
  reading, whatever the other zones do (with ``settle_s == 0`` hints apply at
  once). The device reports every change it sees and numbers its frames, so
  the last report of a zone is the device's reading unless a frame was lost,
  which the sequence numbers show (and a dump then corrects);
* a zone that keeps changing for :attr:`MatSession.FAULT_S` without once
  being still for ``settle_s`` is faulty: the session's status names it, and
  its readings are ignored until it has been still for
  :attr:`MatSession.RECOVER_S`. The other zones go on;
* no valid frame for ``heartbeat_timeout_s``: disconnected (or, when bytes
  keep coming, a wrong baud rate); the next valid frame starts a resync;
* a sensor the mat reports faulty is named in the status, in words
  (:data:`SENSOR_FAULTS`); :meth:`MatSession.calibrate` and
  :meth:`MatSession.read_thresholds` ask the mat to calibrate its sensors and
  to send their thresholds.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field

from hardware.mat import protocol as p
from hardware.mat.zonemap import ZoneMap, zone_map_for
from hardware.observations import DeviceKind, DeviceState, DeviceStatus, Observation, ZoneOccupancy

log = logging.getLogger(__name__)

Picture = dict[str, tuple[int, str | None]]

#: the text of a sensor fault report: ``sensor-<channel>-<kind>``
_SENSOR_FAULT = re.compile(r"sensor-(\d{1,3})-([a-z]{1,20})")
#: the text of a sensor that saw no card in a calibration's card step
_NO_CARD = re.compile(r"calibrate-(\d{1,3})-nocard")

#: what each kind of sensor fault (PROTOCOL.md, "Sensor faults") tells a player
SENSOR_FAULTS = {
    "saturated": "is saturated (flooded with infrared, sunlight or a lamp, or shorted to ground)",
    "range": "reads out of range (5 V with its emitter lit: unplugged or a broken wire)",
    "stuck": "is stuck (its reading has not moved for 5 s: a multiplexer input or a shorted line)",
    "noisy": "is noisy (its reading jumps: a loose contact or interference)",
}


@dataclass(frozen=True)
class Calibration:
    """A calibration step asked of the mat, and once it is done what came of it."""

    step: str  #: one of :data:`~hardware.mat.protocol.CALIBRATION_STEPS`
    done: bool = False
    #: the sensor channels that saw no card in the card step (then nothing changed)
    failed: tuple[int, ...] = ()
    message: str = ""

    #: the step did what it was asked (False: it failed, the mat restarted, or cannot calibrate)
    ok: bool = False


@dataclass
class SessionStats:
    frames: int = 0
    bad_frames: int = 0
    duplicates: int = 0
    gaps: int = 0
    dumps_requested: int = 0
    dumps_applied: int = 0
    #: zone readings of a dump left out: the zone had not been still for the settle time, or was faulty
    readings_held: int = 0
    hints: int = 0
    #: zones whose last report was taken once they had been still for the settle time
    settled: int = 0
    #: zones found faulty
    faults: int = 0
    device_errors: int = 0
    noise_bytes: int = 0

    def as_dict(self) -> dict[str, int]:
        return dict(self.__dict__)


@dataclass
class _Leds:
    all: tuple[str, str] | None = None
    zones: dict[str, tuple[str, str]] = field(default_factory=dict)


@dataclass
class _Motion:
    """A zone that changed lately: when, since when without rest, whether its
    reading is still to be taken, and the device's latest reading of it."""

    changed_at: float
    moving_since: float
    unconfirmed: bool = True
    faulty: bool = False
    last: p.ZoneReport | None = None


class MatSession:
    PING_INTERVAL_S = 0.5
    #: unanswered pings come ever further apart, up to this: a stock Arduino
    #: bootloader that a ping sent into programming mode leaves it only after
    #: 4.5 s without a byte, then starts the firmware
    PING_BACKOFF_MAX_S = 5.0
    #: how long :class:`~hardware.mat.driver.SerialMat` waits, after opening the
    #: port, for the boot hello before its first ping: an Arduino restarts when
    #: its port opens and its bootloader takes any byte in its first ~1 s as the
    #: start of a new upload
    QUIET_START_S = 1.2
    #: a zone changing this long without once being still for the settle time is
    #: faulty (a bouncing sensor, a card on a zone's edge); a sensor that only
    #: bounces as each card is put down comes to rest between cards
    FAULT_S = 2.0
    #: a faulty zone is read again once it has been still this long
    RECOVER_S = 1.0
    #: a sensor the mat reports faulty (``X 4 sensor-<channel>-<kind>``, repeated
    #: each second while it lasts) is named in the status until this long passes
    #: without a report
    SENSOR_FAULT_HOLD_S = 3.0

    def __init__(
        self,
        device: str = "mat",
        *,
        zone_map: ZoneMap | None = None,
        settle_s: float = 0.25,
        heartbeat_timeout_s: float = 2.0,
        dump_timeout_s: float = 0.5,
        quiet_start_s: float = 0.0,
    ) -> None:
        self.device = device
        self.quiet_start_s = quiet_start_s
        self.configured_map = zone_map
        self.settle_s = settle_s
        self.heartbeat_timeout_s = heartbeat_timeout_s
        self.dump_timeout_s = dump_timeout_s
        self.state = DeviceState.DISCONNECTED
        self.detail = "not connected"
        self._detail = self.detail  #: without the faulty zones
        self.picture: Picture = {}
        self.stats = SessionStats()
        self.hello: p.Hello | None = None
        self.zone_map: ZoneMap | None = None
        self._splitter = p.LineSplitter()
        self._obs: list[Observation] = []
        self._out: list[bytes] = []
        self._host_seq = 0
        self._leds = _Leds()
        #: the last calibration step asked for (:meth:`calibrate`)
        self.calibration: Calibration | None = None
        self._no_card: list[int] = []
        #: each sensor channel's thresholds, as the mat last sent them (:meth:`read_thresholds`)
        self.thresholds: dict[int, p.Threshold] = {}
        self._reset_link(0.0)
        self._connected = False

    # ------------------------------------------------------------ link events

    def _reset_link(self, now: float) -> None:
        self._splitter.reset()
        self._last_seq: int | None = None
        self._dump: dict[int, p.ZoneReport] | None = None
        self._need_dump = False
        self._dump_requested_at: float | None = None
        self._moving: dict[int, _Motion] = {}
        #: sensor channel -> (what is wrong, when last reported)
        self._sensor_faults: dict[int, tuple[str, float]] = {}
        self._connected_at = now
        self._last_frame_at: float | None = None
        self._last_byte_at: float | None = None
        self._last_ping_at = -1e9
        self._ping_gap = self.PING_INTERVAL_S
        self._unanswered = 0  #: pings since the last valid frame
        self._version_error = False
        self._synced = False
        self.hello = None
        self.zone_map = None

    def connected(self, now: float) -> None:
        """The port is open: start the handshake (a ping, or first ``quiet_start_s``
        of silence for the boot hello of a board that restarts as its port opens)."""
        self._reset_link(now)
        self._connected = True
        self._set_state(DeviceState.CONNECTING, "waiting for the mat's hello", now)
        if self.quiet_start_s > 0:
            self._last_ping_at = now
            self._ping_gap = self.quiet_start_s
        else:
            self._ping(now)

    def disconnected(self, now: float, reason: str) -> None:
        """The port is gone (unplugged, closed, not found)."""
        self._reset_link(now)
        self._connected = False
        self._set_state(DeviceState.DISCONNECTED, reason, now)

    # ------------------------------------------------------------ host commands

    def set_led(self, zone: str | None, mode: str, color: str = "FFFFFF") -> None:
        """Light one zone (by key) or every zone (None); resent after every resync."""
        if mode not in p.LED_MODES:
            raise ValueError(f"LED mode must be one of {', '.join(p.LED_MODES)}")
        color = color.upper().lstrip("#")
        if len(color) != 6 or any(c not in "0123456789ABCDEF" for c in color):
            raise ValueError(f"LED colour must be RRGGBB hex, not {color!r}")
        if zone is None:
            self._leds = _Leds(all=(mode, color))
        else:
            self._leds.zones[zone] = (mode, color)
        self._send_leds(only=zone, everything=zone is None)

    def _send_leds(self, only: str | None = None, everything: bool = True) -> None:
        zmap = self.zone_map
        if zmap is None or not self._connected:
            return
        if everything and self._leds.all is not None:
            self._send(p.SetZoneLed(None, *self._leds.all))
        for key, (mode, color) in self._leds.zones.items():
            if (everything or key == only) and key in zmap.zones:
                self._send(p.SetZoneLed(zmap.id_of(key), mode, color))

    def calibrate(self, step: str) -> None:
        """Ask the mat for a calibration step: ``empty`` (nothing on the mat), then
        ``card`` (a card turned sideways on every zone: it covers both sensors), or
        ``default`` (the factory's thresholds). :attr:`calibration` tells when it is done."""
        if step not in p.CALIBRATION_STEPS:
            raise ValueError(f"calibration step must be one of {', '.join(p.CALIBRATION_STEPS)}")
        if not self._connected or self.zone_map is None:
            raise RuntimeError("the mat is not connected")
        self.calibration = Calibration(step)
        self._no_card = []
        self._send(p.Calibrate(step))

    def read_thresholds(self) -> None:
        """Ask the mat for every sensor's thresholds; they arrive in :attr:`thresholds`."""
        if not self._connected or self.zone_map is None:
            raise RuntimeError("the mat is not connected")
        self.thresholds = {}
        self._send(p.ReadThresholds())

    def _on_calibrated(self, done: p.Calibrated) -> None:
        pending = self.calibration
        if pending is None or pending.done or pending.step != done.step:
            log.debug("mat: a calibration step nobody asked for: %r", done)
            return
        failed = tuple(self._no_card)
        if failed:
            names = ", ".join(self._sensor_name(c) for c in failed[:3])
            more = f" and {len(failed) - 3} more" if len(failed) > 3 else ""
            message = (
                f"calibration failed: {names}{more} saw no card; the thresholds did not change "
                "(a card turned sideways on every zone covers both its sensors)"
            )
        elif done.step == "empty":
            message = "the empty mat is read: now a card turned sideways on every zone, then the card step"
        elif done.step == "card":
            message = "calibrated: each sensor's thresholds are kept in the mat"
        else:
            message = "the mat uses the factory's thresholds again"
        (log.warning if failed else log.info)("mat: %s", message)
        self.calibration = Calibration(done.step, True, failed, message, ok=not failed)

    def _send(self, message: p.Message) -> None:
        data = p.encode(self._host_seq, message)
        self._host_seq = (self._host_seq + 1) & 0xFFFF
        log.debug("mat >> %r", data)
        self._out.append(data)

    def _ping(self, now: float) -> None:
        """A ping; each unanswered one waits twice as long for the next, up to :attr:`PING_BACKOFF_MAX_S`."""
        self._ping_gap = min(self.PING_BACKOFF_MAX_S, self.PING_INTERVAL_S * 2**self._unanswered)
        self._unanswered = min(self._unanswered + 1, 16)
        self._last_ping_at = now
        self._send(p.Ping())

    # ------------------------------------------------------------ output

    def take(self) -> tuple[list[Observation], list[bytes]]:
        """The observations to deliver and the frames to write, since the last call."""
        obs, out = self._obs, self._out
        self._obs, self._out = [], []
        return obs, out

    @property
    def faulty_zones(self) -> tuple[str, ...]:
        """The zones whose readings are ignored now, in zone order."""
        zmap = self.zone_map
        if zmap is None:
            return ()
        return tuple(zmap.name_of(z) for z, m in sorted(self._moving.items()) if m.faulty)

    def _set_state(self, state: DeviceState, detail: str, now: float) -> None:
        self._detail = detail
        faulty = self.faulty_zones
        if faulty:
            detail += f"; {', '.join(faulty)} {'keeps' if len(faulty) == 1 else 'keep'} changing, ignored until still"
        for channel, (kind, _) in sorted(self._sensor_faults.items()):
            detail += f"; {self._sensor_name(channel)} {SENSOR_FAULTS.get(kind, f'reports {kind!r}')}"
        if (state, detail) == (self.state, self.detail):
            return
        if state is DeviceState.ERROR:
            log.warning("mat: %s", detail)
        else:
            log.info("mat: %s (%s)", state.value, detail)
        self.state, self.detail = state, detail
        self._obs.append(DeviceStatus(now, self.device, DeviceKind.MAT, state, detail, faulty))

    # ------------------------------------------------------------ input

    def feed(self, data: bytes, now: float) -> None:
        """Bytes read from the port, in order, however they were split."""
        if not data:
            return
        self._last_byte_at = now
        before = self._splitter.noise
        for line in self._splitter.feed(data):
            self._line(line, now)
        self.stats.noise_bytes += self._splitter.noise - before
        self._after_input(now)

    def _line(self, line: bytes, now: float) -> None:
        log.debug("mat << %r", line)
        try:
            frame = p.decode(line)
        except p.FrameError as exc:
            self.stats.bad_frames += 1
            log.debug("mat: dropped a bad frame (%s): %r", exc, line[:40])
            self._lost_sync("bad frame")
            return
        self.stats.frames += 1
        self._unanswered = 0
        self._ping_gap = self.PING_INTERVAL_S
        msg = frame.message
        if isinstance(msg, p.Hello) and frame.seq == 0:
            self._last_seq = None  # a boot hello restarts the numbering
        if self._last_seq is not None:
            step = (frame.seq - self._last_seq) & 0xFFFF
            if step == 0 or step > 0x8000:
                self.stats.duplicates += 1
                log.debug("mat: dropped a duplicate frame (seq %04X)", frame.seq)
                return
            if step != 1:
                self.stats.gaps += 1
                log.debug("mat: sequence gap %04X -> %04X", self._last_seq, frame.seq)
                self._lost_sync("sequence gap")
        self._last_seq = frame.seq
        was_silent = self._last_frame_at is not None and now - self._last_frame_at > self.heartbeat_timeout_s
        self._last_frame_at = now
        if self.zone_map is not None and (was_silent or self.state is not DeviceState.READY):
            if self.state is not DeviceState.CONNECTING:
                self._set_state(DeviceState.CONNECTING, "resynchronising", now)
            self._need_dump = True
        match msg:
            case p.Hello():
                self._on_hello(msg, frame.seq == 0, now)
            case _ if self.zone_map is None:
                return  # nothing means anything before a hello
            case p.DumpBegin(zones):
                self._dump = {} if zones == len(self.zone_map) else None
                if self._dump is None:
                    log.warning("mat: dump of %d zones, the zone map has %d", zones, len(self.zone_map))
            case p.ZoneReport():
                self._on_report(msg, now)
            case p.DumpEnd(zones):
                dump, self._dump = self._dump, None
                if dump is not None and zones == len(dump) == len(self.zone_map):
                    self._apply_dump(dump, now)
                else:
                    self._lost_sync("incomplete dump")
            case p.Heartbeat():
                pass
            case p.DeviceError(p.ERROR_SENSOR, text) if text and _SENSOR_FAULT.fullmatch(text):
                self.stats.device_errors += 1
                self._on_sensor_fault(text, now)
            case p.DeviceError(p.ERROR_CALIBRATION, text) if (no_card := _NO_CARD.fullmatch(text)) is not None:
                self._no_card.append(int(no_card[1]))
            case p.Calibrated():
                self._on_calibrated(msg)
            case p.Threshold():
                self.thresholds[msg.channel] = msg
            case p.DeviceError(p.ERROR_UNKNOWN_COMMAND, _) if self.calibration and not self.calibration.done:
                self.stats.device_errors += 1
                firmware = self.hello.firmware if self.hello else "?"
                message = f"the mat's firmware ({firmware}) cannot calibrate: update it"
                log.warning("mat: %s", message)
                self.calibration = Calibration(self.calibration.step, True, (), message)
            case p.DeviceError(code, text):
                self.stats.device_errors += 1
                log.warning("mat reports error %d: %s", code, text or "-")
                if code == p.ERROR_BAD_FRAME:
                    self._need_dump = True  # a garbled request; the LEDs may have missed one too
                    self._send_leds()
            case _:
                log.debug("mat: ignored a host-type frame from the device: %r", msg)

    def sensor_name(self, channel: int) -> str:
        """A sensor channel as a player reads it: "the side sensor of p0.VC"."""
        return self._sensor_name(channel)

    def _sensor_name(self, channel: int) -> str:
        zmap = self.zone_map
        if zmap is None or channel // 2 >= len(zmap):
            return f"sensor {channel}"
        return f"the {'side' if channel % 2 else 'centre'} sensor of {zmap.name_of(channel // 2)}"

    def _on_sensor_fault(self, text: str, now: float) -> None:
        match = _SENSOR_FAULT.fullmatch(text)
        assert match is not None
        channel, kind = int(match[1]), match[2]
        known = self._sensor_faults.get(channel)
        self._sensor_faults[channel] = (kind, now)
        if known is None or known[0] != kind:
            log.warning("mat: %s %s", self._sensor_name(channel), SENSOR_FAULTS.get(kind, f"reports {kind!r}"))
            self._set_state(self.state, self._detail, now)

    def _lost_sync(self, why: str) -> None:
        if self._dump is not None:
            log.debug("mat: dump aborted (%s)", why)
        self._dump = None
        self._dump_requested_at = None
        if self.zone_map is not None:
            self._need_dump = True

    def _on_hello(self, hello: p.Hello, boot: bool, now: float) -> None:
        if hello.version != p.PROTOCOL_VERSION:
            self._version_error = True
            self.zone_map = None
            self._set_state(
                DeviceState.ERROR,
                f"the mat speaks protocol version {hello.version}, Playmat speaks version {p.PROTOCOL_VERSION}: "
                "update the mat's firmware or Playmat",
                now,
            )
            return
        self._version_error = False
        zmap = self.configured_map
        if zmap is None:
            try:
                zmap = zone_map_for(hello.map_id)
            except KeyError:
                self._set_state(
                    DeviceState.ERROR,
                    f"the mat serves zone map {hello.map_id!r}, which Playmat does not know: configure a zone map",
                    now,
                )
                return
        elif hello.map_id not in ("-", zmap.map_id):
            log.warning("mat announces zone map %s; using the configured %s", hello.map_id, zmap.map_id)
        if hello.zones != len(zmap):
            self._set_state(
                DeviceState.ERROR,
                f"the mat has {hello.zones} zones, zone map {zmap.map_id} has {len(zmap)}",
                now,
            )
            return
        if self.zone_map is not None and self.zone_map.map_id != zmap.map_id:
            self.picture.clear()
            self._moving.clear()
        first = self.hello is None
        self.hello, self.zone_map = hello, zmap
        pending = self.calibration
        if boot and pending is not None and not pending.done:
            message = f"the mat restarted during the {pending.step} step of its calibration: start that step again"
            log.warning("mat: %s", message)
            self.calibration = Calibration(pending.step, True, (), message, ok=False)
        if boot or first:
            if self.state is not DeviceState.CONNECTING:
                self._set_state(DeviceState.CONNECTING, "resynchronising", now)
            log.info(
                "mat %s, firmware %s, zone map %s (%d zones)", hello.device_id, hello.firmware, zmap.map_id, len(zmap)
            )
            self._need_dump = True
            self._dump_requested_at = None
            self._send_leds()

    def _on_report(self, report: p.ZoneReport, now: float) -> None:
        assert self.zone_map is not None
        if self._dump is not None:
            if report.zone < len(self.zone_map):
                self._dump[report.zone] = report
            else:
                self._lost_sync("zone out of range")
            return
        if report.zone >= len(self.zone_map):
            log.warning("mat reported zone %d, its map has %d zones", report.zone, len(self.zone_map))
            return
        self.stats.hints += 1
        if self.settle_s <= 0 and self._synced and self.state is DeviceState.READY:
            self._apply(report, now)
            return
        m = self._moving.get(report.zone)
        if m is None or now - m.changed_at >= self.settle_s:  # it was still: it starts moving
            m = self._moving[report.zone] = _Motion(now, now, faulty=m is not None and m.faulty)
        m.changed_at = now
        m.unconfirmed = True
        m.last = report
        if not m.faulty and now - m.moving_since >= self.FAULT_S:
            m.faulty = True
            self.stats.faults += 1
            log.warning("mat: zone %s keeps changing; ignored until still", self.zone_map.name_of(report.zone))
            self._set_state(self.state, self._detail, now)

    def _apply(self, report: p.ZoneReport, now: float) -> None:
        assert self.zone_map is not None
        name = self.zone_map.name_of(report.zone)
        value = (report.count, report.orientation)
        if self.picture.get(name) != value:
            self.picture[name] = value
            self._obs.append(ZoneOccupancy(now, self.device, name, report.count, report.orientation))

    def _apply_dump(self, dump: dict[int, p.ZoneReport], now: float) -> None:
        """Every zone's reading, but those of zones not yet still for the settle
        time (the first dump after connecting takes them too) and of faulty zones."""
        assert self.zone_map is not None
        self._dump_requested_at = None
        self.stats.dumps_applied += 1
        for zone in range(len(self.zone_map)):
            m = self._moving.get(zone)
            if m is not None:
                m.last = dump[zone]  # newer than any report before the dump
                if m.faulty or (self._synced and now - m.changed_at < self.settle_s):
                    self.stats.readings_held += 1
                    continue
                m.unconfirmed = False
            self._apply(dump[zone], now)
        self._synced = True
        self._need_dump = False
        assert self.hello is not None
        self._set_state(
            DeviceState.READY,
            f"{self.hello.device_id} firmware {self.hello.firmware}, zone map {self.zone_map.map_id}",
            now,
        )

    # ------------------------------------------------------------ time

    def tick(self, now: float) -> None:
        """Timers: settle, faulty zones and sensors, dump retry, pings, heartbeat timeout."""
        if not self._connected:
            return
        stale = [c for c, (_, at) in self._sensor_faults.items() if now - at > self.SENSOR_FAULT_HOLD_S]
        if stale:
            for channel in stale:
                log.info("mat: %s reads again", self._sensor_name(channel))
                del self._sensor_faults[channel]
            self._set_state(self.state, self._detail, now)
        self._settle(now)
        self._after_input(now)
        last = self._last_frame_at if self._last_frame_at is not None else self._connected_at
        quiet = now - last
        if quiet > self.heartbeat_timeout_s and not self._version_error:
            noisy = self._last_byte_at is not None and now - self._last_byte_at < self.heartbeat_timeout_s
            if noisy:
                self._set_state(
                    DeviceState.ERROR,
                    f"receiving bytes but no valid frame for {self.heartbeat_timeout_s:g} s: wrong baud rate "
                    f"(the mat must use {p.BAUD_RATE}) or not a Playmat mat",
                    now,
                )
            elif self._last_frame_at is None:
                self._set_state(DeviceState.DISCONNECTED, "no answer from the mat", now)
            else:
                self._set_state(
                    DeviceState.DISCONNECTED, f"no heartbeat from the mat for {self.heartbeat_timeout_s:g} s", now
                )
        interval = self.PING_INTERVAL_S * 4 if self._version_error else self._ping_gap
        if (self.hello is None or quiet > 2 * self.PING_INTERVAL_S) and now - self._last_ping_at >= interval:
            self._ping(now)

    def _settle(self, now: float) -> None:
        """Zones still for the settle time take their last reading; faulty zones
        still for :attr:`RECOVER_S` recover."""
        zmap = self.zone_map
        if zmap is None:
            return
        recovered = False
        for zone, m in list(self._moving.items()):
            still = now - m.changed_at
            if m.faulty and still >= self.RECOVER_S:
                m.faulty = False
                recovered = True
                log.info("mat: zone %s is still again", zmap.name_of(zone))
            if m.faulty or still < self.settle_s:
                continue
            if not m.unconfirmed:
                del self._moving[zone]  # at rest and reported: its next change starts afresh
            elif m.last is not None and self._synced and not self._resyncing:
                self._apply(m.last, now)
                self.stats.settled += 1
                del self._moving[zone]
            else:
                self._need_dump = True  # no reading to trust (a resync is under way): a dump gives it
        if recovered:
            self._set_state(self.state, self._detail, now)

    @property
    def _resyncing(self) -> bool:
        """A dump is wanted, asked for or arriving: a frame may have been lost."""
        return self._need_dump or self._dump_requested_at is not None or self._dump is not None

    def next_timer(self, now: float) -> float | None:
        """Seconds until a zone's settle time or a faulty zone's recovery runs
        out (the driver wakes for it), or None if no zone is moving."""
        due = [
            m.changed_at + (self.RECOVER_S if m.faulty else self.settle_s)
            for m in self._moving.values()
            if m.unconfirmed or m.faulty
        ]
        return max(0.0, min(due) - now) if due else None

    def _after_input(self, now: float) -> None:
        if not self._need_dump or self.zone_map is None or self._version_error:
            return
        if self._dump_requested_at is not None:
            if now - self._dump_requested_at < self.dump_timeout_s:
                return
            log.debug("mat: dump request timed out")
        if self._dump is not None:
            return  # a dump is arriving
        self._need_dump = False
        self._dump_requested_at = now
        self.stats.dumps_requested += 1
        self._send(p.RequestDump())
