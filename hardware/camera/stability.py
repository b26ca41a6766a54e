"""From per-frame readings to steady facts.

A card is reported present once it has been seen in ``seen_frames`` frames
within a short window, and gone once it has not been seen for
``gone_after`` seconds of calibrated frames. A hand passing over a card hides
it for less than that, so cards do not vanish from the game; frames without
a calibration (the mat itself is hidden) do not count as missing at all.
A card seen in a new zone is reported again at once (it moved).
Time comes from the frames' timestamps, so tests need no clock.
"""

from __future__ import annotations

from dataclasses import dataclass

from hardware.camera.labels import Label
from hardware.camera.pipeline import FrameResult
from hardware.observations import CardGone, CardSeen, UnknownCardGone, UnknownCardSeen

Obs = CardSeen | CardGone | UnknownCardSeen | UnknownCardGone

UNKNOWN_RADIUS_MM = 25.0


@dataclass(slots=True)
class _Track:
    game: str
    hits: int
    first: float
    last: float
    mat_xy: tuple[float, float]
    zone: str | None
    reported: bool = False
    reported_zone: str | None = None


class StabilityTracker:
    def __init__(
        self, device: str = "camera", seen_frames: int = 3, seen_window: float = 1.0, gone_after: float = 2.0
    ) -> None:
        self.device = device
        self.seen_frames = seen_frames
        self.seen_window = seen_window
        self.gone_after = gone_after
        self._cards: dict[Label, _Track] = {}
        self._unknown: list[_Track] = []
        self._covered = 0.0  #: time spent without a calibration since the last calibrated frame
        self._last_at: float | None = None

    def present(self) -> dict[Label, tuple[tuple[float, float], str | None]]:
        return {k: (t.mat_xy, t.zone) for k, t in self._cards.items() if t.reported}

    def present_unknown(self) -> list[tuple[tuple[float, float], str | None]]:
        return [(t.mat_xy, t.zone) for t in self._unknown if t.reported]

    def update(self, result: FrameResult) -> list[Obs]:
        now = result.at
        if result.calibration is None:
            # the mat is hidden or the camera is moving: nothing can be missing
            if self._last_at is not None:
                self._shift(now - self._last_at)
            self._last_at = now
            return []
        self._last_at = now
        out: list[Obs] = []
        for s in result.labels:
            key = s.label.label
            t = self._cards.get(key)
            if t is None or (not t.reported and now - t.first > self.seen_window):
                t = self._cards[key] = _Track(s.label.game, 0, now, now, s.mat_xy, s.zone)
            t.hits += 1
            t.last, t.mat_xy, t.zone = now, s.mat_xy, s.zone
            if (not t.reported and t.hits >= self.seen_frames) or (t.reported and t.zone != t.reported_zone):
                t.reported, t.reported_zone = True, t.zone
                out.append(CardSeen(now, self.device, t.game, key.card_id, key.copy, s.mat_xy, s.zone))
        for key, t in list(self._cards.items()):
            if now - t.last >= self.gone_after or (not t.reported and now - t.first > self.seen_window):
                del self._cards[key]
                if t.reported:
                    out.append(CardGone(now, self.device, t.game, key.card_id, key.copy, t.zone))
        for u in result.unknown:
            match = next(
                (
                    t
                    for t in self._unknown
                    if abs(t.mat_xy[0] - u.mat_xy[0]) < UNKNOWN_RADIUS_MM
                    and abs(t.mat_xy[1] - u.mat_xy[1]) < UNKNOWN_RADIUS_MM
                ),
                None,
            )
            if match is None:
                match = _Track("", 0, now, now, u.mat_xy, u.zone)
                self._unknown.append(match)
            match.hits += 1
            match.last, match.mat_xy, match.zone = now, u.mat_xy, u.zone
            if not match.reported and match.hits >= self.seen_frames:
                match.reported, match.reported_zone = True, u.zone
                out.append(UnknownCardSeen(now, self.device, u.mat_xy, u.zone))
        for t in list(self._unknown):
            if now - t.last >= self.gone_after or (not t.reported and now - t.first > self.seen_window):
                self._unknown.remove(t)
                if t.reported:
                    out.append(UnknownCardGone(now, self.device, t.mat_xy, t.zone))
        return out

    def _shift(self, dt: float) -> None:
        for t in [*self._cards.values(), *self._unknown]:
            t.last += dt
            t.first += dt
