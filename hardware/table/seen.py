"""The table as the devices report it, kept from their observations.

:class:`TableSeen` folds the observations of the sensor mat and the camera
into one :data:`~hardware.table.picture.Picture`. It trusts a device only
while that device says it is ready; a device that drops out leaves its last
readings in place but marks its channel as not trusted, so sync pauses
instead of reading a stale table as a change.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.layouts import Layout
from hardware.observations import (
    CardGone,
    CardSeen,
    DeviceState,
    DeviceStatus,
    UnknownCardGone,
    UnknownCardSeen,
    ZoneOccupancy,
)
from hardware.table.picture import Channels, LabelKey, Picture, Sight

#: device kinds, told apart by the observations they send
MAT = "mat"
CAMERA = "camera"

AnyObservation = ZoneOccupancy | CardSeen | CardGone | UnknownCardSeen | UnknownCardGone | DeviceStatus


@dataclass
class DeviceHealth:
    kind: str
    state: DeviceState = DeviceState.DISCONNECTED
    detail: str = ""
    at: float = 0.0


class TableSeen:
    def __init__(self, layout: Layout, game: str, *, use_mat: bool = True, use_camera: bool = True) -> None:
        self.layout = layout
        self.game = game
        self.use_mat = use_mat
        self.use_camera = use_camera
        self._keys = {a.key for a in layout.zones}
        self._sensed = frozenset(a.key for a in layout.zones if a.sensed)
        self.counts: dict[str, tuple[int, str | None]] = {}
        self.cards: dict[LabelKey, str] = {}  #: label -> zone
        #: every zone each label was seen in since :meth:`forget_recent`
        #: (a drive check shown in the trigger zone on its way to the hand)
        self.recent: dict[LabelKey, set[str]] = {}
        self.devices: dict[str, DeviceHealth] = {}
        #: bumped by every observation that changes the picture
        self.changes = 0
        self.last_change = 0.0
        self.ignored = 0

    # ------------------------------------------------------------ input

    def observe(self, obs: AnyObservation) -> bool:
        """Fold in one observation; True when the picture changed."""
        if isinstance(obs, DeviceStatus):
            kind = CAMERA if "cam" in obs.device.lower() else MAT
            h = self.devices.setdefault(obs.device, DeviceHealth(kind))
            h.state, h.detail, h.at = obs.state, obs.detail, obs.at
            return False
        if isinstance(obs, ZoneOccupancy):
            self._device_seen(obs.device, MAT, obs.at)
            if obs.zone not in self._keys or obs.count < 0:
                self.ignored += 1
                return False
            new = (obs.count, obs.orientation if obs.count else None)
            if self.counts.get(obs.zone) == new:
                return False
            self.counts[obs.zone] = new
            return self._changed(obs.at)
        if isinstance(obs, CardSeen):
            self._device_seen(obs.device, CAMERA, obs.at)
            if obs.game != self.game or obs.zone not in self._keys or not obs.face_up:
                self.ignored += 1
                return False
            key = (obs.card_id, obs.copy)
            if self.cards.get(key) == obs.zone:
                return False
            self.cards[key] = obs.zone
            self.recent.setdefault(key, set()).add(obs.zone)
            return self._changed(obs.at)
        if isinstance(obs, CardGone):
            self._device_seen(obs.device, CAMERA, obs.at)
            key = (obs.card_id, obs.copy)
            if obs.game != self.game or key not in self.cards:
                return False
            if obs.zone is not None and self.cards[key] != obs.zone:
                return False  # already seen in its new zone
            del self.cards[key]
            return self._changed(obs.at)
        # a face-down or unreadable card: presence is the sensor's business
        self._device_seen(obs.device, CAMERA, obs.at)
        return False

    def _device_seen(self, device: str, kind: str, at: float) -> None:
        if device not in self.devices:
            # a device that reports without announcing itself (a trace, a test) is taken as ready
            self.devices[device] = DeviceHealth(kind, DeviceState.READY, "", at)

    def _changed(self, at: float) -> bool:
        self.changes += 1
        self.last_change = at
        return True

    def forget_recent(self) -> None:
        self.recent = {k: {z} for k, z in self.cards.items()}

    # ------------------------------------------------------------ output

    def ready(self, kind: str) -> bool:
        hs = [h for h in self.devices.values() if h.kind == kind]
        return bool(hs) and all(h.state is DeviceState.READY for h in hs)

    def trouble(self) -> str:
        """Why sync cannot trust the table now ("" when it can)."""
        wanted = [k for k, on in ((MAT, self.use_mat), (CAMERA, self.use_camera)) if on]
        for kind in wanted:
            hs = [h for h in self.devices.values() if h.kind == kind]
            if not hs:
                return f"waiting for the {'sensor mat' if kind == MAT else 'camera'}"
            bad = next((h for h in hs if h.state is not DeviceState.READY), None)
            if bad is not None:
                what = "sensor mat" if kind == MAT else "camera"
                return f"the {what} is {bad.state.value}" + (f" ({bad.detail})" if bad.detail else "")
        return ""

    def channels(self) -> Channels:
        counts = self.use_mat and self.ready(MAT)
        return Channels(counts=counts, labels=self.use_camera and self.ready(CAMERA), orientation=counts, sensed=self._sensed)

    def picture(self) -> Picture:
        by_zone: dict[str, list[LabelKey]] = {}
        for key, zone in self.cards.items():
            by_zone.setdefault(zone, []).append(key)
        pic: Picture = {}
        for area in self.layout.zones:
            count, orient = self.counts.get(area.key, (None, None))
            pic[area.key] = Sight(count, tuple(sorted(by_zone.get(area.key, ()))), orient)
        return pic
