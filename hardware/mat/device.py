"""The mat's device side as a pure state machine.

This is the behaviour the reference firmware (``hardware/firmware/``)
implements and the simulator runs: it holds one reading per zone and the
zone LEDs, numbers its frames, answers host commands (calibration included,
with thresholds kept as in EEPROM across a boot), reports faulty sensors and
sends heartbeats.
Time is passed in; nothing here does I/O.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from hardware.mat import protocol as p
from hardware.mat.zonemap import ZoneMap

log = logging.getLogger(__name__)

HEARTBEAT_S = 0.5
#: a faulty sensor is reported again this often while the fault lasts
FAULT_REPORT_S = 1.0
#: a calibration step reads the sensors this long (the firmware's ``CALIBRATE_MS``)
CALIBRATE_S = 0.16
#: thresholds and levels are kept in units of this many ADC counts (the firmware's ``Q``)
LEVEL_UNIT = 4
#: the factory's thresholds, ADC counts (``COVERED_ON`` / ``COVERED_OFF``)
COVERED_ON, COVERED_OFF = 120, 80
#: a sensor whose card level is not this far above its empty level saw no card (``MIN_SPAN``)
MIN_SPAN = 40
#: the level a simulated sensor reads under a card (none: 0), as the firmware's desktop check models it
CARD_LEVEL = 300


def _unit(level: int) -> int:
    """ADC counts to the nearest :data:`LEVEL_UNIT`, as the firmware keeps them (``quantize``)."""
    return min(255, (level + LEVEL_UNIT // 2) // LEVEL_UNIT)


@dataclass(frozen=True, slots=True)
class Thresholds:
    """One sensor's thresholds and empty level, in units of :data:`LEVEL_UNIT` counts."""

    on: int = COVERED_ON // LEVEL_UNIT
    off: int = COVERED_OFF // LEVEL_UNIT
    empty: int = 0


@dataclass(frozen=True, slots=True)
class Led:
    mode: str = "off"
    color: str = "FFFFFF"


class MatDevice:
    """One sensor mat: ``zone_map`` zones, each with a count and orientation."""

    def __init__(
        self,
        zone_map: ZoneMap,
        *,
        device_id: str = "SIM-0001",
        firmware: str = "sim-1.0.0",
        version: int = p.PROTOCOL_VERSION,
        announce_map: bool = True,
        sense: str = "C",
    ) -> None:
        self.zone_map = zone_map
        self.device_id = device_id
        self.firmware = firmware
        self.version = version
        self.announce_map = announce_map
        self.sense = sense
        n = len(zone_map)
        self.counts = [0] * n
        self.orients: list[str | None] = [None] * n
        self.leds = [Led()] * n
        self._seq = 0
        self._boot_at = 0.0
        self._last_sent = 0.0
        self._last_fault_report = 0.0
        #: sensor channel (zone * 2, + 1 for the side sensor) -> what is wrong with it
        #: ("saturated", "range", "stuck", "noisy"); such a sensor reads no light
        self.sensor_faults: dict[int, str] = {}
        #: each sensor's thresholds as the device uses them, and as its EEPROM keeps them
        self.thresholds = [Thresholds()] * (2 * n)
        self.stored = list(self.thresholds)
        #: the calibration step under way and when it began
        self._calibrating: tuple[str, float] | None = None

    # ------------------------------------------------------------ output

    def _frame(self, message: p.Message, now: float) -> bytes:
        data = p.encode(self._seq, message)
        self._seq = (self._seq + 1) & 0xFFFF
        self._last_sent = now
        return data

    def hello(self, now: float) -> bytes:
        return self._frame(
            p.Hello(
                self.version,
                self.device_id,
                self.firmware,
                self.zone_map.map_id if self.announce_map else "-",
                len(self.zone_map),
                self.sense,
            ),
            now,
        )

    def boot(self, now: float) -> list[bytes]:
        """Power on or reset: LEDs off, seq 0, thresholds from EEPROM, a hello."""
        self._seq = 0
        self._boot_at = now
        self.leds = [Led()] * len(self.zone_map)
        self._calibrating = None
        self.thresholds = list(self.stored)
        return [self.hello(now)]

    def dump(self, now: float) -> list[bytes]:
        n = len(self.zone_map)
        out = [self._frame(p.DumpBegin(n), now)]
        out += [self._frame(p.ZoneReport(i, self.counts[i], self.orients[i]), now) for i in range(n)]
        out.append(self._frame(p.DumpEnd(n), now))
        return out

    # ------------------------------------------------------------ sensors

    def set_zone(self, zone: int, count: int, orientation: str | None, now: float) -> list[bytes]:
        """A new sensor reading; a zone report if it changed the zone."""
        count = max(0, min(p.MAX_COUNT, count))
        if self.sense == "P":
            count = min(count, 1)
        if count == 0:
            orientation = None
        if (self.counts[zone], self.orients[zone]) == (count, orientation):
            return []
        self.counts[zone], self.orients[zone] = count, orientation
        return [self._frame(p.ZoneReport(zone, count, orientation), now)]

    def sensor_level(self, channel: int) -> int:
        """The light a sensor gets back from its emitter: :data:`CARD_LEVEL` under a card, else 0."""
        zone = channel // 2
        if channel in self.sensor_faults or self.counts[zone] == 0:
            return 0
        return CARD_LEVEL if channel % 2 == 0 or self.orients[zone] == "rest" else 0

    # ------------------------------------------------------------ calibration

    def _calibrated(self, now: float) -> list[bytes]:
        """The end of a calibration step (the firmware's ``finishCalibration``)."""
        assert self._calibrating is not None
        step, _ = self._calibrating
        self._calibrating = None
        read = list(zip(self.thresholds, (self.sensor_level(c) for c in range(len(self.thresholds))), strict=True))
        if step == "empty":
            self.thresholds = [Thresholds(t.on, t.off, _unit(level)) for t, level in read]
            return [self._frame(p.Calibrated("empty", 0), now)]
        failed = [c for c, (t, level) in enumerate(read) if level - t.empty * LEVEL_UNIT < MIN_SPAN]
        out = [self._frame(p.DeviceError(p.ERROR_CALIBRATION, f"calibrate-{c}-nocard"), now) for c in failed]
        if not failed:
            new = []
            for c, (t, level) in enumerate(read):
                empty = t.empty * LEVEL_UNIT
                span = level - empty
                share = 10 * (2 if c % 2 else 1)  # a side channel is a pair of sensors on one input
                new.append(Thresholds(_unit(empty + span * 6 // share), _unit(empty + span * 4 // share), t.empty))
            self.thresholds = new
            self.stored = list(new)
        return [*out, self._frame(p.Calibrated("card", len(failed)), now)]

    def _calibrate(self, step: str, now: float) -> list[bytes]:
        if step != "default":
            self._calibrating = (step, now)
            return []
        self._calibrating = None
        self.thresholds = [Thresholds()] * len(self.thresholds)
        self.stored = list(self.thresholds)
        return [self._frame(p.Calibrated("default", 0), now)]

    # ------------------------------------------------------------ time

    def tick(self, now: float) -> list[bytes]:
        """The end of a calibration step :data:`CALIBRATE_S` after it began; every
        :data:`FAULT_REPORT_S`, an ``X 4`` per faulty sensor; a heartbeat when
        nothing was sent for :data:`HEARTBEAT_S`."""
        out: list[bytes] = []
        if self._calibrating is not None and now - self._calibrating[1] >= CALIBRATE_S - 1e-9:
            out += self._calibrated(now)
        if now - self._last_fault_report >= FAULT_REPORT_S:
            self._last_fault_report = now
            for channel, kind in sorted(self.sensor_faults.items()):
                out.append(self._frame(p.DeviceError(p.ERROR_SENSOR, f"sensor-{channel}-{kind}"), now))
        if now - self._last_sent >= HEARTBEAT_S:
            out.append(self._frame(p.Heartbeat(int(now - self._boot_at)), now))
        return out

    # ------------------------------------------------------------ commands

    def handle(self, line: bytes, now: float) -> list[bytes]:
        """One line from the host; the frames to send in answer."""
        try:
            frame = p.decode(line)
        except p.UnknownFrameType:
            return [self._frame(p.DeviceError(p.ERROR_UNKNOWN_COMMAND, "unknown-command"), now)]
        except p.FrameError as exc:
            log.debug("mat device: bad host frame %r: %s", line, exc)
            return [self._frame(p.DeviceError(p.ERROR_BAD_FRAME, "bad-frame"), now)]
        match frame.message:
            case p.Ping():
                return [self.hello(now)]
            case p.RequestDump():
                return self.dump(now)
            case p.Reset():
                return self.boot(now)
            case p.Calibrate(step):
                return self._calibrate(step, now)
            case p.ReadThresholds():
                return [
                    self._frame(p.Threshold(c, t.on * LEVEL_UNIT, t.off * LEVEL_UNIT, t.empty * LEVEL_UNIT), now)
                    for c, t in enumerate(self.thresholds)
                ]
            case p.SetZoneLed(zone, mode, color):
                if zone is None:
                    self.leds = [Led(mode, color)] * len(self.zone_map)
                elif zone < len(self.zone_map):
                    self.leds[zone] = Led(mode, color)
                else:
                    return [self._frame(p.DeviceError(p.ERROR_BAD_ZONE, f"no-zone-{zone}"), now)]
                return []
        return [self._frame(p.DeviceError(p.ERROR_UNKNOWN_COMMAND, "unknown-command"), now)]
