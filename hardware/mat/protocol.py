"""Mat protocol version 1: pure framing and parsing (see ``PROTOCOL.md``).

A frame is one ASCII line::

    $<type> <seq> [<field> ...]*<crc>\\n

``seq`` is four upper-case hex digits, ``crc`` the CRC-16/CCITT-FALSE of
every byte between ``$`` and ``*``, also four upper-case hex digits. Nothing
here does I/O, keeps time or logs; every function is deterministic and
raises only :class:`FrameError` on bad input.
"""

from __future__ import annotations

import binascii
import re
from dataclasses import dataclass

PROTOCOL_VERSION = 1
BAUD_RATE = 115200
#: longest frame either side may send, terminator included
MAX_FRAME = 96
MAX_ZONES = 250
MAX_COUNT = 99

ORIENT_CODES = {"S": "stand", "R": "rest", "-": None}
ORIENT_OF_NAME = {"stand": "S", "rest": "R", None: "-"}
LED_MODES = ("off", "on", "blink")
#: the steps of a calibration (``c``): the empty mat, then a card turned sideways on every
#: zone; or back to the factory's thresholds
CALIBRATION_STEPS = ("empty", "card", "default")
#: highest ADC count a threshold or level can have
MAX_LEVEL = 1023

_TOKEN = re.compile(rb"^[A-Za-z0-9._:+-]{1,32}$")
_HEX4 = re.compile(rb"^[0-9A-F]{4}$")
_COLOR = re.compile(r"^[0-9A-F]{6}$")
_NUM = re.compile(rb"^(0|[1-9][0-9]{0,5})$")


class FrameError(ValueError):
    """A line that is not a valid frame; the reason is for the log."""


class UnknownFrameType(FrameError):
    """A frame with a good checksum and a type this version does not define."""


def crc16(data: bytes) -> int:
    """CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no xor-out);
    ``crc16(b"123456789") == 0x29B1``."""
    return binascii.crc_hqx(data, 0xFFFF)


# ---------------------------------------------------------------- messages, device to host


@dataclass(frozen=True, slots=True)
class Hello:
    """``H``: who the mat is. Sent at boot (seq 0) and in answer to a ping."""

    version: int
    device_id: str
    firmware: str
    map_id: str  #: ruleset id of the zone map, ``-`` if none is configured
    zones: int
    sense: str = "C"  #: ``C`` the sensors count cards, ``P`` presence only (count 0 or 1)


@dataclass(frozen=True, slots=True)
class ZoneReport:
    """``Z``: one zone's reading. Outside a dump it is a hint that the zone changed."""

    zone: int
    count: int
    orientation: str | None = None  #: ``stand``, ``rest`` or None where the sensor cannot tell


@dataclass(frozen=True, slots=True)
class DumpBegin:
    """``D``: a full dump of ``zones`` zone reports follows, in zone order."""

    zones: int


@dataclass(frozen=True, slots=True)
class DumpEnd:
    """``E``: the end of a full dump."""

    zones: int


@dataclass(frozen=True, slots=True)
class Heartbeat:
    """``B``: the mat is alive; sent at least every 500 ms."""

    uptime: int  #: seconds since boot, modulo 10**6


@dataclass(frozen=True, slots=True)
class Calibrated:
    """``C``: a calibration step is done; ``failed`` sensors saw no card (each named
    before by an ``X 5``), and then nothing changed."""

    step: str  #: one of :data:`CALIBRATION_STEPS`
    failed: int = 0


@dataclass(frozen=True, slots=True)
class Threshold:
    """``T``: one sensor's thresholds and the empty mat's level, in ADC counts."""

    channel: int  #: zone * 2 (centre) or zone * 2 + 1 (side)
    on: int  #: a level above this is a card
    off: int  #: a card is gone when the level falls below this
    empty: int  #: the level calibration read on the empty mat


@dataclass(frozen=True, slots=True)
class DeviceError:
    """``X``: the mat reports a problem (bad host frame, sensor fault...)."""

    code: int
    text: str


# ---------------------------------------------------------------- messages, host to device


@dataclass(frozen=True, slots=True)
class Ping:
    """``p``: the mat answers with a :class:`Hello`."""


@dataclass(frozen=True, slots=True)
class RequestDump:
    """``d``: the mat answers with a full dump."""


@dataclass(frozen=True, slots=True)
class SetZoneLed:
    """``l``: light a zone's LED; ``zone`` None means every zone."""

    zone: int | None
    mode: str  #: off / on / blink
    color: str = "FFFFFF"  #: RRGGBB, upper-case hex


@dataclass(frozen=True, slots=True)
class Reset:
    """``r``: the mat restarts (LEDs off, seq 0, a boot hello)."""


@dataclass(frozen=True, slots=True)
class Calibrate:
    """``c``: a calibration step (:data:`CALIBRATION_STEPS`); answered with :class:`Calibrated`."""

    step: str


@dataclass(frozen=True, slots=True)
class ReadThresholds:
    """``t``: the mat answers with one :class:`Threshold` per sensor, in channel order."""


Message = (
    Hello
    | ZoneReport
    | DumpBegin
    | DumpEnd
    | Heartbeat
    | Calibrated
    | Threshold
    | DeviceError
    | Ping
    | RequestDump
    | SetZoneLed
    | Reset
    | Calibrate
    | ReadThresholds
)

ERROR_BAD_FRAME = 1
ERROR_UNKNOWN_COMMAND = 2
ERROR_BAD_ZONE = 3
ERROR_SENSOR = 4
ERROR_CALIBRATION = 5


@dataclass(frozen=True, slots=True)
class Frame:
    seq: int
    message: Message


# ---------------------------------------------------------------- encoding


def _fields(message: Message) -> tuple[str, list[str]]:
    match message:
        case Hello(version, device_id, firmware, map_id, zones, sense):
            return "H", [str(version), device_id, firmware, map_id, str(zones), sense]
        case ZoneReport(zone, count, orientation):
            return "Z", [str(zone), str(count), ORIENT_OF_NAME[orientation]]
        case DumpBegin(zones):
            return "D", [str(zones)]
        case DumpEnd(zones):
            return "E", [str(zones)]
        case Heartbeat(uptime):
            return "B", [str(uptime % 1_000_000)]
        case Calibrated(step, failed):
            return "C", [step, str(failed)]
        case Threshold(channel, on, off, empty):
            return "T", [str(channel), str(on), str(off), str(empty)]
        case DeviceError(code, text):
            return "X", [str(code), *(text.split() or ["-"])]
        case Ping():
            return "p", []
        case RequestDump():
            return "d", []
        case SetZoneLed(zone, mode, color):
            return "l", ["*" if zone is None else str(zone), mode, color]
        case Reset():
            return "r", []
        case Calibrate(step):
            return "c", [step]
        case ReadThresholds():
            return "t", []
    raise TypeError(f"not a mat message: {message!r}")


def encode(seq: int, message: Message) -> bytes:
    """One frame, terminator included."""
    kind, fields = _fields(message)
    body = " ".join([kind, f"{seq & 0xFFFF:04X}", *fields]).encode("ascii")
    return b"$" + body + b"*" + f"{crc16(body):04X}".encode("ascii") + b"\n"


def xor8_encode(seq: int, message: Message) -> bytes:
    """The same frame with an 8-bit XOR checksum (two hex digits): kept only to
    measure how much weaker it is than the CRC."""
    kind, fields = _fields(message)
    body = " ".join([kind, f"{seq & 0xFFFF:04X}", *fields]).encode("ascii")
    x = 0
    for b in body:
        x ^= b
    return b"$" + body + b"*" + f"{x:02X}".encode("ascii") + b"\n"


# ---------------------------------------------------------------- decoding


def _int(tok: bytes, what: str, hi: int) -> int:
    if not _NUM.match(tok):
        raise FrameError(f"{what} is not a number: {tok!r}")
    value = int(tok)
    if value > hi:
        raise FrameError(f"{what} {value} out of range 0-{hi}")
    return value


def _token(tok: bytes, what: str) -> str:
    if not _TOKEN.match(tok):
        raise FrameError(f"bad {what}: {tok!r}")
    return tok.decode("ascii")


def _step(tok: bytes) -> str:
    step = tok.decode("ascii", "replace")
    if step not in CALIBRATION_STEPS:
        raise FrameError(f"bad calibration step {tok!r}")
    return step


def _want(fields: list[bytes], n: int, kind: str) -> None:
    if len(fields) != n:
        raise FrameError(f"{kind} frame needs {n} fields, has {len(fields)}")


def _message(kind: bytes, f: list[bytes]) -> Message:
    match kind:
        case b"Z":
            _want(f, 3, "Z")
            if f[2] not in (b"S", b"R", b"-"):
                raise FrameError(f"bad orientation {f[2]!r}")
            return ZoneReport(
                _int(f[0], "zone", MAX_ZONES - 1), _int(f[1], "count", MAX_COUNT), ORIENT_CODES[f[2].decode("ascii")]
            )
        case b"B":
            _want(f, 1, "B")
            return Heartbeat(_int(f[0], "uptime", 999_999))
        case b"H":
            _want(f, 6, "H")
            if f[5] not in (b"C", b"P"):
                raise FrameError(f"bad sense {f[5]!r}")
            return Hello(
                _int(f[0], "version", 9999),
                _token(f[1], "device id"),
                _token(f[2], "firmware"),
                _token(f[3], "zone map"),
                _int(f[4], "zones", MAX_ZONES),
                f[5].decode("ascii"),
            )
        case b"D":
            _want(f, 1, "D")
            return DumpBegin(_int(f[0], "zones", MAX_ZONES))
        case b"E":
            _want(f, 1, "E")
            return DumpEnd(_int(f[0], "zones", MAX_ZONES))
        case b"C":
            _want(f, 2, "C")
            return Calibrated(_step(f[0]), _int(f[1], "failed sensors", 2 * MAX_ZONES))
        case b"T":
            _want(f, 4, "T")
            return Threshold(
                _int(f[0], "channel", 2 * MAX_ZONES - 1),
                _int(f[1], "threshold", MAX_LEVEL),
                _int(f[2], "threshold", MAX_LEVEL),
                _int(f[3], "level", MAX_LEVEL),
            )
        case b"c":
            _want(f, 1, "c")
            return Calibrate(_step(f[0]))
        case b"t":
            _want(f, 0, "t")
            return ReadThresholds()
        case b"X":
            if not f:
                raise FrameError("X frame needs a code")
            return DeviceError(_int(f[0], "code", 99), " ".join(_token(t, "error text") for t in f[1:]))
        case b"p":
            _want(f, 0, "p")
            return Ping()
        case b"d":
            _want(f, 0, "d")
            return RequestDump()
        case b"r":
            _want(f, 0, "r")
            return Reset()
        case b"l":
            _want(f, 3, "l")
            zone = None if f[0] == b"*" else _int(f[0], "zone", MAX_ZONES - 1)
            mode = f[1].decode("ascii", "replace")
            if mode not in LED_MODES:
                raise FrameError(f"bad LED mode {f[1]!r}")
            color = f[2].decode("ascii", "replace")
            if not _COLOR.match(color):
                raise FrameError(f"bad LED colour {f[2]!r}")
            return SetZoneLed(zone, mode, color)
    raise UnknownFrameType(f"unknown frame type {kind!r}")


def decode(line: bytes) -> Frame:
    """Parse one line (with or without its terminator) into a frame, checking
    the CRC first; raises :class:`FrameError` for anything else."""
    line = line.rstrip(b"\r\n")
    if len(line) > MAX_FRAME - 1:
        raise FrameError(f"frame too long ({len(line)} bytes)")
    if not line.startswith(b"$"):
        raise FrameError("frame does not start with $")
    star = line.rfind(b"*")
    if star < 0:
        raise FrameError("no checksum")
    body, crc_text = line[1:star], line[star + 1 :]
    if not _HEX4.match(crc_text):
        raise FrameError(f"bad checksum field {crc_text!r}")
    if int(crc_text, 16) != crc16(body):
        raise FrameError("checksum mismatch")
    parts = body.split(b" ")
    if len(parts) < 2 or len(parts[0]) != 1 or not _HEX4.match(parts[1]):
        raise FrameError("bad frame header")
    return Frame(int(parts[1], 16), _message(parts[0], parts[2:]))


def xor8_decode(line: bytes) -> Frame:
    """:func:`decode` for :func:`xor8_encode` frames (measurement only)."""
    line = line.rstrip(b"\r\n")
    star = line.rfind(b"*")
    if not line.startswith(b"$") or star < 0 or len(line) - star != 3:
        raise FrameError("bad frame")
    body = line[1:star]
    x = 0
    for b in body:
        x ^= b
    if line[star + 1 :] != f"{x:02X}".encode("ascii"):
        raise FrameError("checksum mismatch")
    parts = body.split(b" ")
    if len(parts) < 2 or len(parts[0]) != 1 or not _HEX4.match(parts[1]):
        raise FrameError("bad frame header")
    return Frame(int(parts[1], 16), _message(parts[0], parts[2:]))


class LineSplitter:
    """Cuts a byte stream into candidate frame lines.

    Bytes before a ``$`` are noise; a ``$`` in the middle of a line starts a
    new frame (bytes of the previous one were lost); a partial line that grows
    past :data:`MAX_FRAME` is dropped. :attr:`noise` counts the bytes thrown
    away. The checksum, not this class, decides what is a frame.
    """

    def __init__(self, mark_damage: bool = False) -> None:
        self._buf = bytearray()
        self.noise = 0
        #: a device's view of the host: each line that lost bytes (no ``$``, or
        #: bytes before its last ``$``) also gives an empty line, which the
        #: device answers with ``X 1``: the host never sends noise
        self.mark_damage = mark_damage

    def feed(self, data: bytes) -> list[bytes]:
        lines: list[bytes] = []
        self._buf += data
        while True:
            nl = self._buf.find(b"\n")
            if nl < 0:
                break
            raw = bytes(self._buf[:nl])
            del self._buf[: nl + 1]
            start = raw.rfind(b"$")
            if self.mark_damage and start != 0 and raw not in (b"", b"\r"):
                lines.append(b"")
            if start < 0:
                self.noise += len(raw) + 1
                continue
            self.noise += start
            lines.append(raw[start:])
        if len(self._buf) > MAX_FRAME:
            start = self._buf.rfind(b"$")
            if start >= 0 and len(self._buf) - start <= MAX_FRAME:
                self.noise += start
                del self._buf[:start]
            else:
                self.noise += len(self._buf)
                self._buf.clear()
        return lines

    def reset(self) -> None:
        self._buf.clear()
