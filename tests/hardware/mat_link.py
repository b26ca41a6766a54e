"""Test support, no tests: an in-memory wire between a MatDevice and a MatSession, with a fake clock,
so protocol behaviour is tested without ports, threads or real time."""

from __future__ import annotations

from collections.abc import Callable

from hardware.mat.device import MatDevice
from hardware.mat.session import MatSession
from hardware.mat.zonemap import zone_map_for
from hardware.observations import Observation, ZoneOccupancy


class Link:
    def __init__(self, map_id: str = "vanguard", settle_s: float = 0.25, **device_kw: object) -> None:
        self.zmap = zone_map_for(map_id)
        self.device = MatDevice(self.zmap, **device_kw)  # type: ignore[arg-type]
        self.session = MatSession(settle_s=settle_s)
        self.now = 0.0
        self.observations: list[Observation] = []
        #: every (zone key, count, orientation) the device put on the wire
        self.sent: set[tuple[str, int, str | None]] = set()
        #: applied to each device->host chunk before the host reads it
        self.mangle: Callable[[bytes], bytes] = lambda b: b
        self.host_frames: list[bytes] = []
        #: a hung or garbled device: it neither hears the host nor answers
        self.muted = False
        self.device.boot(0.0)  # the boot hello is lost, as when a port opens late
        self.session.connected(0.0)
        self.pump()

    def _record(self, frames: list[bytes]) -> None:
        from hardware.mat import protocol as p

        for f in frames:
            msg = p.decode(f).message
            if isinstance(msg, p.ZoneReport):
                self.sent.add((self.zmap.name_of(msg.zone), msg.count, msg.orientation))

    def to_host(self, frames: list[bytes]) -> None:
        self._record(frames)
        data = self.mangle(b"".join(frames))
        self.session.feed(data, self.now)
        self.pump()

    def pump(self) -> None:
        for _ in range(20):
            obs, out = self.session.take()
            self.observations += obs
            if not out:
                return
            self.host_frames += out
            if self.muted:
                return
            replies: list[bytes] = []
            for frame in out:
                replies += self.device.handle(frame, self.now)
            if replies:
                self._record(replies)
                self.session.feed(self.mangle(b"".join(replies)), self.now)

    def advance(self, seconds: float, step: float = 0.05, heartbeats: bool = True) -> None:
        if not heartbeats:
            self.muted = True
        end = self.now + seconds
        while self.now < end - 1e-9:
            self.now = min(end, self.now + step)
            if heartbeats:
                self.to_host(self.device.tick(self.now))
            self.session.tick(self.now)
            self.pump()
        self.muted = False

    def set(self, zone: str, count: int, orient: str | None = "stand") -> None:
        self.to_host(self.device.set_zone(self.zmap.id_of(zone), count, orient, self.now))

    def device_picture(self) -> dict[str, tuple[int, str | None]]:
        return {n: (self.device.counts[i], self.device.orients[i]) for i, n in enumerate(self.zmap.zones)}

    def zone_events(self) -> list[tuple[str, int, str | None]]:
        return [(o.zone, o.count, o.orientation) for o in self.observations if isinstance(o, ZoneOccupancy)]
