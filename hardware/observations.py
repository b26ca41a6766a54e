"""What devices report, named as facts about the table.

Observations are timestamped and immutable. A device emits them; the sync
layer (which alone may consult the engine) decides what they mean for the
game. Nothing here imports Qt or knows any game rule.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Protocol, runtime_checkable


class DeviceState(enum.Enum):
    DISCONNECTED = "disconnected"
    CONNECTING = "connecting"
    READY = "ready"
    ERROR = "error"


CONNECTED_STATES = frozenset({DeviceState.READY})


class DeviceKind(enum.Enum):
    """What a device is, declared by the device (never read from its name):
    a sensor mat counts cards per zone, a camera reads their labels."""

    MAT = "mat"
    CAMERA = "camera"


@runtime_checkable
class Device(Protocol):
    """A device of the table: it declares its kind (every status it reports
    carries it) and reports observations, to the sink it was made with, from
    its own threads between :meth:`start` and :meth:`stop`. Table mode opens
    its devices in one place (``TableDevices``: the mat and one or two
    cameras, or their simulators)."""

    kind: DeviceKind

    def start(self) -> None: ...

    def stop(self) -> None: ...


@dataclass(frozen=True, slots=True)
class ZoneOccupancy:
    """A mat zone sensor's reading: how many cards lie in ``zone`` and, where
    the sensor can tell, whether the top one is standing or rested."""

    at: float
    device: str
    zone: str
    count: int
    orientation: str | None = None


@dataclass(frozen=True, slots=True)
class CardSeen:
    """The camera read a card's label at ``mat_xy`` (millimetres on the mat)."""

    at: float
    device: str
    game: str
    card_id: str
    copy: int
    mat_xy: tuple[float, float]
    zone: str | None
    face_up: bool = True


@dataclass(frozen=True, slots=True)
class DeviceStatus:
    """A device's state, and its kind. ``faulty_zones``: zones of a ready mat whose sensors
    misbehave (their readings are ignored; the other zones are reported)."""

    at: float
    device: str
    kind: DeviceKind
    state: DeviceState
    detail: str = ""
    faulty_zones: tuple[str, ...] = ()


Observation = ZoneOccupancy | CardSeen | DeviceStatus


@dataclass(frozen=True, slots=True)
class CardGone:
    """A card the camera had reported is no longer on the mat (it has been
    missing for a while, not just covered for a moment)."""

    at: float
    device: str
    game: str
    card_id: str
    copy: int
    zone: str | None


@dataclass(frozen=True, slots=True)
class UnknownCardSeen:
    """Something card-shaped lies at ``mat_xy`` but its label cannot be read
    (face down, or the label is covered): present, never guessed."""

    at: float
    device: str
    mat_xy: tuple[float, float]
    zone: str | None


@dataclass(frozen=True, slots=True)
class UnknownCardGone:
    at: float
    device: str
    mat_xy: tuple[float, float]
    zone: str | None


CameraObservation = CardSeen | CardGone | UnknownCardSeen | UnknownCardGone | DeviceStatus
