"""What devices report, named as facts about the table.

Observations are timestamped and immutable. A device emits them; the sync
layer (which alone may consult the engine) decides what they mean for the
game. Nothing here imports Qt or knows any game rule.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class DeviceState(enum.Enum):
    DISCONNECTED = "disconnected"
    CONNECTING = "connecting"
    READY = "ready"
    ERROR = "error"


CONNECTED_STATES = frozenset({DeviceState.READY})


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
    at: float
    device: str
    state: DeviceState
    detail: str = ""


Observation = ZoneOccupancy | CardSeen | DeviceStatus
