"""The table as the devices report it, kept from their observations.

:class:`TableSeen` folds the observations of the sensor mat and the camera
into one :data:`~hardware.table.picture.Picture`. It trusts a device only
while that device says it is ready; a device that drops out leaves its last
readings in place but marks its channel as not trusted, so sync pauses
instead of reading a stale table as a change.

The camera tells a card is gone only when it has not read its label for a
while (:data:`hardware.camera.stability`), so its picture lags behind a card
taken away. Three facts of the table correct it at once:

- a sensed zone the mat reports empty holds no card, whatever the camera
  read there before (a drive check taken into the hand). The mat's session
  reports a zone once that zone has been still and a dump confirmed it,
  whatever the other zones do (:mod:`hardware.mat.session`), so a report
  vouches for its own zone only: a label read after the mat last reported
  its zone is newer news (a card put down in a zone still settling while
  the mat reports another);
- a pile or a slot shows only its top card: of the labels the camera has
  read there, the one read last is on top (a card paid onto the drop hides
  the one beneath);
- a row is laid overlapping when it is long (a DBSCG energy row): a label
  the camera stops reading in a sensed row, where another card lies less
  than a card's width away (the row pushed together to take one more),
  while the mat still counts more cards there than the camera reads, is
  *covered*, not gone, and is kept;
  while the mat counts fewer cards there than are kept, the covered ones
  read longest ago are left out (a row spread out again is read anew), and
  once it reports the row empty they are gone (two cards taken away
  together, each lost beside the other before the mat reported the row).

The order in which the camera first read cards in a zone is the order they
came out (:meth:`TableSeen.first_read`), except for cards a row shows for
the first time in one frame: those came out in the order they lie along the
row (:func:`~hardware.table.picture.along_row`), whatever order the camera
reports them in.

A zone the mat reports faulty (its sensor keeps changing,
:attr:`~hardware.observations.DeviceStatus.faulty_zones`) is not sensed
until it recovers: its count and orientation are not known, only the camera
tells what lies there. Once still again, the mat vouches for it anew.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from hardware.layouts import Layout
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
from hardware.table.picture import Channels, LabelKey, Picture, Sight, along_row
from hardware.table.words import TableMessage, say

#: device kinds: a status declares its device's; the other observations are a mat's or a camera's
MAT = DeviceKind.MAT
CAMERA = DeviceKind.CAMERA

#: a label can be covered only by a card lying less than this far from it
#: (mat millimetres: the short side of a standard card)
COVER_MM = 63.0

AnyObservation = ZoneOccupancy | CardSeen | CardGone | UnknownCardSeen | UnknownCardGone | DeviceStatus
#: the classes of :data:`AnyObservation` (for isinstance)
OBSERVATIONS = (ZoneOccupancy, CardSeen, CardGone, UnknownCardSeen, UnknownCardGone, DeviceStatus)


@dataclass
class DeviceHealth:
    kind: DeviceKind
    state: DeviceState = DeviceState.DISCONNECTED
    detail: str = ""
    at: float = 0.0
    faulty: tuple[str, ...] = ()  #: zones of a mat whose sensors misbehave


class TableSeen:
    def __init__(self, layout: Layout, game: str, *, use_mat: bool = True, use_camera: bool = True) -> None:
        self.layout = layout
        self.game = game
        self.use_mat = use_mat
        self.use_camera = use_camera
        self._keys = {a.key for a in layout.zones}
        self._sensed = frozenset(a.key for a in layout.zones if a.sensed)
        #: zones where only the top card shows (everything but a row)
        self._stacked = frozenset(a.key for a in layout.zones if a.kind != "row")
        self._rows = frozenset(a.key for a in layout.zones if a.kind == "row" and a.sensed)
        #: labels kept in a row though the camera no longer reads them (see the module's text)
        self.covered: set[LabelKey] = set()
        self._xy: dict[LabelKey, tuple[float, float]] = {}  #: where each label was last read
        self.counts: dict[str, tuple[int, str | None]] = {}
        self.cards: dict[LabelKey, str] = {}  #: label -> zone
        #: order of arrival: of each label's last reading in its zone, and of
        #: the mat's last report of each zone (see the module's text)
        self._read_at: dict[LabelKey, int] = {}
        self._mat_at: dict[str, int] = {}
        #: sensed zones the mat reports faulty: not sensed until they recover
        self.faulty: frozenset[str] = frozenset()
        self._arrivals = 0
        #: every zone each label was seen in since :meth:`forget_recent`
        #: (a drive check shown in the trigger zone on its way to the hand)
        self.recent: dict[LabelKey, set[str]] = {}
        #: when (order of arrival) each label was first read in each zone of
        #: :attr:`recent`: the order cards came out one after another (see
        #: :meth:`_in_row_order` for cards a row shows first in one frame)
        self._first_read: dict[tuple[LabelKey, str], int] = {}
        #: the frame (its time) each of those first readings came in
        self._first_at: dict[tuple[LabelKey, str], float] = {}
        self._row_areas = {a.key: a for a in layout.zones if a.kind == "row"}
        self.devices: dict[str, DeviceHealth] = {}
        #: how many cards without a sleeve label (tokens made during the
        #: game) the game has in a zone: the mat counts them, the camera
        #: never reads them (sync tells; none by default)
        self.unlabelled: Callable[[str], int] = lambda zone: 0
        #: bumped by every observation that changes the picture
        self.changes = 0
        self.last_change = 0.0
        #: when the camera last changed the picture (the mat reports a move later than the camera)
        self.last_camera_change = 0.0
        self.ignored = 0

    # ------------------------------------------------------------ input

    def observe(self, obs: AnyObservation) -> bool:
        """Fold in one observation; True when the picture changed."""
        if isinstance(obs, DeviceStatus):
            h = self.devices.setdefault(obs.device, DeviceHealth(obs.kind))
            h.state, h.detail, h.at, h.faulty = obs.state, obs.detail, obs.at, obs.faulty_zones
            faulty = frozenset(z for d in self.devices.values() if d.kind == MAT for z in d.faulty) & self._sensed
            if faulty == self.faulty:
                return False
            if obs.state is DeviceState.READY:
                self._arrivals += 1
                for zone in self.faulty - faulty:
                    self._mat_at[zone] = self._arrivals  # still again: the mat vouches for its reading
            self.faulty = faulty
            return self._changed(obs.at, MAT)
        if isinstance(obs, ZoneOccupancy):
            self._device_seen(obs.device, MAT, obs.at)
            if obs.zone not in self._keys or obs.count < 0:
                self.ignored += 1
                return False
            stale = self._stale()
            self._arrivals += 1
            self._mat_at[obs.zone] = self._arrivals
            new = (obs.count, obs.orientation if obs.count else None)
            if self.counts.get(obs.zone) == new and self._stale() == stale:
                return False
            self.counts[obs.zone] = new
            if self._count(obs.zone) == 0:
                # nothing lies in the row: no label there is covered, whatever
                # the mat counted when the camera lost it (two combo cards taken
                # away together, each lost beside the other before the mat's
                # report): the labels are gone, not kept for later
                for key in [k for k in self.covered if self.cards.get(k) == obs.zone]:
                    del self.cards[key]
                    self.covered.discard(key)
            return self._changed(obs.at, MAT)
        if isinstance(obs, CardSeen):
            self._device_seen(obs.device, CAMERA, obs.at)
            if obs.game != self.game or obs.zone not in self._keys or not obs.face_up:
                self.ignored += 1
                return False
            key = (obs.card_id, obs.copy)
            self._xy[key] = obs.mat_xy
            if self.cards.get(key) == obs.zone and key not in self.covered:
                return False
            self.cards[key] = obs.zone
            self.covered.discard(key)
            self._arrivals += 1
            self._read_at[key] = self._arrivals
            self.recent.setdefault(key, set()).add(obs.zone)
            if (key, obs.zone) not in self._first_read:
                self._first_read[key, obs.zone] = self._arrivals
                self._first_at[key, obs.zone] = obs.at
                self._in_row_order(obs.zone, obs.at)
            return self._changed(obs.at, CAMERA)
        if isinstance(obs, CardGone):
            self._device_seen(obs.device, CAMERA, obs.at)
            key = (obs.card_id, obs.copy)
            if obs.game != self.game or key not in self.cards:
                return False
            if obs.zone is not None and self.cards[key] != obs.zone:
                return False  # already seen in its new zone
            if self._covered_now(key):
                self.covered.add(key)  # under the next card of the row
                return False
            del self.cards[key]
            self.covered.discard(key)
            return self._changed(obs.at, CAMERA)
        # a face-down or unreadable card: presence is the sensor's business
        self._device_seen(obs.device, CAMERA, obs.at)
        return False

    def _covered_now(self, key: LabelKey) -> bool:
        """Whether a label the camera lost in a row lies under a later card (see the module's text)."""
        zone = self.cards[key]
        count = self._count(zone)
        if zone not in self._rows or key in self.covered or count is None:
            return False
        others = [k for k, z in self.cards.items() if z == zone and k != key]
        if count <= len(others) + self.unlabelled(zone):
            return False  # the mat counts the others (and the tokens beside them): this card has gone
        x, y = self._xy.get(key, (math.inf, math.inf))
        return any(math.dist(self._xy.get(k, (-math.inf, -math.inf)), (x, y)) < COVER_MM for k in others)

    def _in_row_order(self, zone: str, at: float) -> None:
        """Cards a row shows for the first time in one frame (a card put
        into the clock and the refresh point after it) came out in the order
        they lie along the row, not the order the camera happens to report
        them in: their first readings are renumbered so."""
        area = self._row_areas.get(zone)
        if area is None:
            return
        frame = [k for (k, z), t in self._first_at.items() if z == zone and t == at]
        if len(frame) < 2:
            return
        numbers = sorted(self._first_read[k, zone] for k in frame)
        # (cards read at one spot, as perfect devices report them, keep the order they came in)
        frame.sort(key=lambda k: (along_row(area, self._xy[k]), self._first_read[k, zone]))
        for k, n in zip(frame, numbers, strict=True):
            self._first_read[k, zone] = n

    def _device_seen(self, device: str, kind: DeviceKind, at: float) -> None:
        if device not in self.devices:
            # a device that reports without announcing itself (a trace, a test) is taken as ready
            self.devices[device] = DeviceHealth(kind, DeviceState.READY, "", at)

    def _changed(self, at: float, kind: DeviceKind) -> bool:
        self.changes += 1
        self.last_change = at
        if kind == CAMERA:
            self.last_camera_change = at
        return True

    def forget_recent(self) -> None:
        self.recent = {k: {z} for k, z in self.cards.items()}
        self._first_read = {}
        self._first_at = {}

    def first_read(self, key: LabelKey, zone: str) -> int:
        """The order in which ``key`` was first read in ``zone`` since
        :meth:`forget_recent`, among the camera's readings (0: it lay there
        already; a large number: never there); cards a row shows first in
        one frame in the order they lie along it."""
        at = self._first_read.get((key, zone))
        if at is not None:
            return at
        return 0 if zone in self.recent.get(key, ()) else 1 << 62

    def read_since(self, key: LabelKey, zone: str) -> bool:
        """Whether the camera read ``key`` in ``zone`` since
        :meth:`forget_recent` (not only kept it there from before: a label
        held for a card another covered may be long gone)."""
        return (key, zone) in self._first_read

    # ------------------------------------------------------------ output

    def _mat_trusted(self) -> bool:
        """Whether the mat is in use and ready: its counts can be believed."""
        return self.use_mat and self.ready(MAT)

    def _count(self, zone: str) -> int | None:
        """The mat's count of a zone it senses, when it can be believed (None: not known)."""
        if zone not in self._sensed or zone in self.faulty or not self._mat_trusted():
            return None
        return self.counts.get(zone, (None, None))[0]

    def ready(self, kind: DeviceKind) -> bool:
        hs = [h for h in self.devices.values() if h.kind == kind]
        return bool(hs) and all(h.state is DeviceState.READY for h in hs)

    def trouble(self) -> str:
        """Why sync cannot trust the table now ("" when it can)."""
        wanted = [k for k, on in ((MAT, self.use_mat), (CAMERA, self.use_camera)) if on]
        for kind in wanted:
            hs = [h for h in self.devices.values() if h.kind == kind]
            what = "mat" if kind == MAT else "camera"
            if not hs:
                return say(f"table.trouble.waiting_{what}")
            bad = next((h for h in hs if h.state is not DeviceState.READY), None)
            if bad is not None:
                # (a device's detail is its driver's own words)
                state = TableMessage(f"table.device.{bad.state.value}")
                if bad.detail:
                    return say(f"table.trouble.{what}_detail", state=state, detail=bad.detail)
                return say(f"table.trouble.{what}", state=state)
        return ""

    def channels(self) -> Channels:
        counts = self._mat_trusted()
        return Channels(
            counts=counts,
            labels=self.use_camera and self.ready(CAMERA),
            orientation=counts,
            sensed=self._sensed - self.faulty,
        )

    def _stale(self) -> set[LabelKey]:
        """Labels read in a sensed zone that the mat has reported empty since."""
        if not self._mat_trusted():
            return set()
        return {
            k
            for k, zone in self.cards.items()
            if self._read_at[k] < self._mat_at.get(zone, 0) and self._count(zone) == 0
        }

    def half_reported(self) -> bool:
        """Whether the camera shows more cards in a sensed zone than the mat
        counts there: the mat has not reported a move the camera has."""
        if not (self._mat_trusted() and self.use_camera and self.ready(CAMERA)):
            return False
        here: dict[str, int] = {}
        for zone in self.shown().values():
            here[zone] = here.get(zone, 0) + 1
        for zone, n in here.items():
            count = self._count(zone)
            if count is not None and n > count:
                return True
        return False

    def shown(self) -> dict[LabelKey, str]:
        """label -> zone for the labelled cards the table shows now: what the
        camera has read, less what the mat and the piles say is covered or gone."""
        stale = self._stale()
        by_zone: dict[str, list[LabelKey]] = {}
        for key, zone in self.cards.items():
            if key not in stale:
                by_zone.setdefault(zone, []).append(key)
        out: dict[LabelKey, str] = {}
        for zone, labels in by_zone.items():
            count = self._count(zone)
            if zone in self._rows and count is not None and len(labels) > count:
                gone = sorted((k for k in labels if k in self.covered), key=lambda k: self._read_at[k])
                drop = set(gone[: len(labels) - count])
                labels = [k for k in labels if k not in drop]
            if zone in self._stacked and len(labels) > 1:
                labels = [max(labels, key=lambda k: self._read_at[k])]
            out.update((k, zone) for k in labels)
        return out

    def picture(self) -> Picture:
        by_zone: dict[str, list[LabelKey]] = {}
        for key, zone in self.shown().items():
            by_zone.setdefault(zone, []).append(key)
        pic: Picture = {}
        for area in self.layout.zones:
            count, orient = self.counts.get(area.key, (None, None)) if area.key not in self.faulty else (None, None)
            pic[area.key] = Sight(count, tuple(sorted(by_zone.get(area.key, ()))), orient)
        return pic
