"""Several cameras, one picture of the table.

Two cameras over a two-player mat each watch one seat's half (and a narrow
band over the boundary, :mod:`hardware.camera.regions`), each with its own
device name and stability tracker. :class:`CameraMerge` takes their
observations and gives one stream, as one camera over the whole mat would:

- a label is seen while any camera sees it: ``CardSeen`` when it is first
  seen and whenever the zone it is seen in changes;
- it is gone only when every camera that saw it has given it up: a card slid
  across the boundary, seen by both cameras for a moment and then by the
  other one only, is seen in its new zone and never reported gone;
- card outlines without a readable label likewise, matched by place;
- device statuses pass through, each camera under its own name (the table
  tracks every device by name and kind, and a camera that drops out pauses
  the sync with its own words).

A card observation passed on keeps the name of the camera that made it.
When a camera drops out, what it last saw is kept (as the table keeps a
device's last picture); it is given up when that camera reports it gone.
No Qt and no game rules here; the methods may be called from several
threads (each camera's processing thread).
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from hardware.camera.pipeline import SAME_MM, FrameResult, SeenLabel
from hardware.camera.stability import UNKNOWN_RADIUS_MM, Obs
from hardware.observations import CardGone, CardSeen, DeviceStatus, UnknownCardGone, UnknownCardSeen

#: a label: game, card id, copy
Key = tuple[str, str, int]


@dataclass(slots=True)
class _Held:
    """What one camera last said of a label: where, in which zone."""

    mat_xy: tuple[float, float]
    zone: str | None
    face_up: bool


@dataclass(slots=True)
class _Unknown:
    mat_xy: tuple[float, float]
    zone: str | None
    by: dict[str, tuple[float, float]] = field(default_factory=dict)  #: camera -> where it sees it


class CameraMerge:
    """One stream of observations from several cameras' streams.

    Pass :meth:`sink` to each camera as its observation callback; the merged
    stream goes to ``out``."""

    def __init__(self, out: Callable[[Obs | DeviceStatus], None]) -> None:
        self.out = out
        self._lock = threading.Lock()
        self._held: dict[Key, dict[str, _Held]] = {}  #: label -> camera -> its reading
        self._reported: dict[Key, str | None] = {}  #: label -> the zone last reported
        self._unknown: list[_Unknown] = []

    def present(self) -> dict[Key, str | None]:
        """The labels reported and not gone, with their zones."""
        with self._lock:
            return dict(self._reported)

    def present_unknown(self) -> list[tuple[tuple[float, float], str | None]]:
        with self._lock:
            return [(u.mat_xy, u.zone) for u in self._unknown]

    def sink(self, obs: Obs | DeviceStatus) -> None:
        """Take one camera's observation (from any thread)."""
        with self._lock:
            for o in self._fold(obs):
                self.out(o)

    def _fold(self, obs: Obs | DeviceStatus) -> list[Obs | DeviceStatus]:
        if isinstance(obs, DeviceStatus):
            return [obs]
        if isinstance(obs, CardSeen):
            return self._seen(obs)
        if isinstance(obs, CardGone):
            return self._gone(obs)
        if isinstance(obs, UnknownCardSeen):
            return self._unknown_seen(obs)
        return self._unknown_gone(obs)

    def _seen(self, obs: CardSeen) -> list[Obs | DeviceStatus]:
        key = (obs.game, obs.card_id, obs.copy)
        self._held.setdefault(key, {})[obs.device] = _Held(obs.mat_xy, obs.zone, obs.face_up)
        if key in self._reported and self._reported[key] == obs.zone:
            return []  # the other camera sees it there already
        self._reported[key] = obs.zone
        return [obs]

    def _gone(self, obs: CardGone) -> list[Obs | DeviceStatus]:
        key = (obs.game, obs.card_id, obs.copy)
        held = self._held.get(key, {})
        if held.pop(obs.device, None) is None:
            return []  # this camera had not reported it (or gave it up already)
        if key not in self._reported:
            return []
        if held:  # another camera still sees it: where that one sees it
            device, h = next(iter(held.items()))
            if h.zone == self._reported[key]:
                return []
            self._reported[key] = h.zone
            return [CardSeen(obs.at, device, obs.game, obs.card_id, obs.copy, h.mat_xy, h.zone, h.face_up)]
        del self._held[key]
        zone = self._reported.pop(key)
        return [CardGone(obs.at, obs.device, obs.game, obs.card_id, obs.copy, zone)]

    def _near(self, xy: tuple[float, float], device: str | None = None) -> _Unknown | None:
        """The merged outline nearest ``xy`` within the tracker's radius (one ``device`` holds, if given)."""
        best, dist = None, math.inf
        for u in self._unknown:
            if device is None:  # any camera's reading of it
                points = [u.mat_xy, *u.by.values()]
            else:
                points = [u.by[device]] if device in u.by else []
            for p in points:
                d = max(abs(p[0] - xy[0]), abs(p[1] - xy[1]))
                if d < UNKNOWN_RADIUS_MM and d < dist:
                    best, dist = u, d
        return best

    def _unknown_seen(self, obs: UnknownCardSeen) -> list[Obs | DeviceStatus]:
        u = self._near(obs.mat_xy)
        if u is not None:
            u.by[obs.device] = obs.mat_xy
            return []
        self._unknown.append(_Unknown(obs.mat_xy, obs.zone, {obs.device: obs.mat_xy}))
        return [obs]

    def _unknown_gone(self, obs: UnknownCardGone) -> list[Obs | DeviceStatus]:
        u = self._near(obs.mat_xy, obs.device)
        if u is None:
            return []
        del u.by[obs.device]
        if u.by:
            return []
        self._unknown.remove(u)
        return [UnknownCardGone(obs.at, obs.device, u.mat_xy, u.zone)]


def merge_results(results: Sequence[FrameResult]) -> FrameResult:
    """One frame's readings from several cameras (each over its own region) as one.

    A label read by more than one camera at the same place (within
    ``SAME_MM``) counts once; read at different places, each reading is kept
    (a disagreement to be seen, never hidden). Unknown outlines at one place
    count once. The time is the sum of the cameras' (one core reading both)."""
    if not results:
        raise ValueError("no results to merge")
    out = FrameResult(
        results[0].at,
        next((r.calibration for r in results if r.calibration is not None), None),
        ms=sum(r.ms for r in results),
    )
    for r in results:
        for s in r.labels:
            if not any(_same(s, t) for t in out.labels):
                out.labels.append(s)
        for u in r.unknown:
            if not any(math.dist(u.mat_xy, v.mat_xy) < UNKNOWN_RADIUS_MM for v in out.unknown):
                out.unknown.append(u)
        out.rejected.extend(r.rejected)
    return out


def _same(a: SeenLabel, b: SeenLabel) -> bool:
    return a.label.label == b.label.label and math.dist(a.mat_xy, b.mat_xy) <= SAME_MM
