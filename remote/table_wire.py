"""What a table seat's devices and its sync banner send over the broker.

A seat that plays with paper cards on the sensor mat sends what its devices
report (:mod:`hardware.observations`: the mat's zone counts, the camera's
cards seen and gone, the devices' states) on its ``table`` topic, as
``{"observations": [{...}, ...]}``, each observation a JSON object with
``"type"`` and the observation's fields (:func:`observation_dict`). The
referee reads them as untrusted input (:func:`parse_observations`) and
stamps each with the moment it arrived: the seat's clock is not the
referee's.

The referee sends back on the seat's ``sync`` topic what table sync
concluded (:func:`report_dict`): the banner's state and words, the moves
the players are asked to pick from, and the zones to light.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from hardware.observations import (
    CardGone,
    CardSeen,
    DeviceKind,
    DeviceState,
    DeviceStatus,
    UnknownCardGone,
    UnknownCardSeen,
    ZoneOccupancy,
)
from hardware.table.report import Report
from hardware.table.seen import AnyObservation
from remote.wire import BadMessage, read_json_object

#: the largest message of observations (a full-state dump of a mat and a camera)
MAX_TABLE_BYTES = 256 * 1024
#: observations in one message at most
MAX_OBSERVATIONS = 500
_NAME = re.compile(r"[A-Za-z0-9._:+-]{1,64}")
_ZONE = re.compile(r"[A-Za-z0-9._-]{1,64}")
#: the largest card count or copy number a device reports
MAX_COUNT = 10_000
#: the largest mat coordinate (millimetres) a camera reports
MAX_MM = 100_000.0


def observation_dict(o: AnyObservation) -> dict[str, Any]:
    """One observation as plain JSON (its time is left out: the referee stamps it)."""
    match o:
        case ZoneOccupancy():
            return {"type": "zone", "device": o.device, "zone": o.zone, "count": o.count, "orientation": o.orientation}
        case CardSeen():
            return {
                "type": "seen",
                "device": o.device,
                "game": o.game,
                "card_id": o.card_id,
                "copy": o.copy,
                "xy": list(o.mat_xy),
                "zone": o.zone,
                "face_up": o.face_up,
            }
        case CardGone():
            return {
                "type": "gone",
                "device": o.device,
                "game": o.game,
                "card_id": o.card_id,
                "copy": o.copy,
                "zone": o.zone,
            }
        case UnknownCardSeen():
            return {"type": "unknown_seen", "device": o.device, "xy": list(o.mat_xy), "zone": o.zone}
        case UnknownCardGone():
            return {"type": "unknown_gone", "device": o.device, "xy": list(o.mat_xy), "zone": o.zone}
        case DeviceStatus():
            return {
                "type": "status",
                "device": o.device,
                "kind": o.kind.value,
                "state": o.state.value,
                "detail": o.detail,
                "faulty_zones": list(o.faulty_zones),
            }
    raise TypeError(f"not an observation: {o!r}")


def observations_payload(observations: list[AnyObservation]) -> dict[str, Any]:
    return {"observations": [observation_dict(o) for o in observations]}


def parse_observations(payload: bytes, at: float) -> list[AnyObservation]:
    """The observations of a table message, each stamped ``at``;
    :class:`BadMessage` says what is wrong (nothing of a bad message is taken)."""
    data = read_json_object(payload, "a table message", MAX_TABLE_BYTES)
    raw = data.get("observations")
    if set(data) != {"observations"} or not isinstance(raw, list):
        raise BadMessage('a table message is {"observations": [{"type": ...}, ...]}')
    if len(raw) > MAX_OBSERVATIONS:
        raise BadMessage(f"a table message holds at most {MAX_OBSERVATIONS} observations")
    return [_observation(o, at, n) for n, o in enumerate(raw, start=1)]


def _observation(o: Any, at: float, n: int) -> AnyObservation:
    if not isinstance(o, dict):
        raise BadMessage(f"observation {n} is not a JSON object")
    try:
        return _parsed(o, at)
    except (KeyError, TypeError, ValueError) as exc:
        raise BadMessage(f"observation {n} is malformed ({exc})") from None


def _parsed(o: dict[str, Any], at: float) -> AnyObservation:
    kind, device = o["type"], _name(o["device"])
    if kind == "zone":
        orientation = o.get("orientation")
        if orientation not in (None, "stand", "rest"):
            raise ValueError("orientation")
        return ZoneOccupancy(at, device, _zone(o["zone"]), _count(o["count"]), orientation)
    if kind == "seen":
        xy, zone = _xy(o["xy"]), _zone_or_none(o.get("zone"))
        face_up = o.get("face_up", True)
        if type(face_up) is not bool:
            raise ValueError("face_up")
        return CardSeen(at, device, _name(o["game"]), _name(o["card_id"]), _count(o["copy"]), xy, zone, face_up)
    if kind == "gone":
        zone = _zone_or_none(o.get("zone"))
        return CardGone(at, device, _name(o["game"]), _name(o["card_id"]), _count(o["copy"]), zone)
    if kind == "unknown_seen":
        return UnknownCardSeen(at, device, _xy(o["xy"]), _zone_or_none(o.get("zone")))
    if kind == "unknown_gone":
        return UnknownCardGone(at, device, _xy(o["xy"]), _zone_or_none(o.get("zone")))
    if kind == "status":
        detail = o.get("detail", "")
        faulty = o.get("faulty_zones", [])
        if not isinstance(detail, str) or len(detail) > 500 or not isinstance(faulty, list) or len(faulty) > 100:
            raise ValueError("detail")
        state = DeviceState(o["state"])
        return DeviceStatus(at, device, DeviceKind(o["kind"]), state, detail, tuple(_zone(z) for z in faulty))
    raise ValueError(f"unknown type {str(kind)[:20]!r}")


def _name(v: Any) -> str:
    if not isinstance(v, str) or not _NAME.fullmatch(v):
        raise ValueError("a name")
    return v


def _zone(v: Any) -> str:
    if not isinstance(v, str) or not _ZONE.fullmatch(v):
        raise ValueError("a zone")
    return v


def _zone_or_none(v: Any) -> str | None:
    return None if v is None else _zone(v)


def _count(v: Any) -> int:
    if type(v) is not int or not 0 <= v <= MAX_COUNT:
        raise ValueError("a count")
    return v


def _xy(v: Any) -> tuple[float, float]:
    if not isinstance(v, list) or len(v) != 2:
        raise ValueError("a point")
    x, y = (float(c) if type(c) in (int, float) else None for c in v)
    if x is None or y is None or not (abs(x) <= MAX_MM and abs(y) <= MAX_MM):
        raise ValueError("a point")
    return (x, y)


def report_dict(
    report: Report, index: int, number: int, say: Callable[[str], str] = str, revealing: bool = False
) -> dict[str, Any]:
    """What sync concluded after ``index`` answers, for the table seat alone
    (``number``: the referee's count of its reports, so that a pick names
    the question it answers; ``revealing``: sync waits for a card the game
    revealed, which the seat may take as the game has it); every text goes
    through ``say`` (which takes out the cards the seat may not know)."""
    return {
        "type": "sync",
        "index": index,
        "report": number,
        "state": report.state,
        "text": say(report.text),
        "differences": [say(d.text) for d in report.differences],
        "candidates": [{"keys": list(c.keys), "text": say(c.text)} for c in report.candidates],
        "applied": [say(t) for t in report.applied],
        "zones": list(report.zones),
        "more": report.more,
        "on_screen": report.on_screen,
        "why": report.why,
        "revealing": revealing,
    }
