"""A simulated table for table mode without hardware (``--sim``) and for
its tests: the paper cards of the table (:class:`SimTable`), a camera that
reports what it shows as the camera's stability tracker would, without
rendering frames (:class:`SimCamera`), and what players at the table do
for an answer (:func:`move_plan`). The mat is the real driver reading
:class:`~hardware.mat.simulator.PtyMat` on a pseudo-terminal."""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.decisions import Answer
from engine.match import Match
from hardware.layouts import Layout
from hardware.mat.simulator import PtyMat
from hardware.observations import CardGone, CardSeen, DeviceKind, DeviceState, DeviceStatus, ZoneOccupancy
from hardware.table.answers import table_blind
from hardware.table.picture import Copies, Picture, Sight, expected
from hardware.table.seen import AnyObservation
from hardware.table.trace import passing_moments, picture_changes

log = logging.getLogger(__name__)

#: the simulated camera's device name
CAMERA = "camera"


class SimCamera:
    """A camera that reports what a simulated table shows, from a worker
    thread, a frame period after each change (no frames are rendered)."""

    kind: DeviceKind = DeviceKind.CAMERA

    def __init__(
        self,
        sink: Callable[[AnyObservation], None],
        *,
        device: str = CAMERA,
        delay_s: float = 0.05,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._sink = sink
        self.device = device
        self.delay_s = delay_s
        self.clock = clock
        self._queue: queue.SimpleQueue[list[AnyObservation] | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self.plugged = False

    def start(self) -> None:
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="camera-sim", daemon=True)
        self._thread.start()
        self.plug()

    def stop(self) -> None:
        if self._thread is None:
            return
        self.unplug()
        self._queue.put(None)
        self._thread.join(timeout=5)
        self._thread = None

    def plug(self) -> None:
        self.plugged = True
        self._queue.put([DeviceStatus(0.0, self.device, self.kind, DeviceState.READY, "simulated camera")])

    def unplug(self) -> None:
        self.plugged = False
        self._queue.put([DeviceStatus(0.0, self.device, self.kind, DeviceState.DISCONNECTED, "unplugged")])

    def show(self, observations: list[AnyObservation]) -> None:
        """Report these changes after one frame period (from any thread)."""
        if observations:
            self._queue.put(list(observations))

    def _run(self) -> None:
        while True:
            batch = self._queue.get()
            if batch is None:
                return
            if not all(isinstance(o, DeviceStatus) for o in batch):
                time.sleep(self.delay_s)
            now = self.clock()
            for o in batch:
                try:
                    self._sink(_restamp(o, now, self.device))
                except Exception:  # a failing listener is logged; the camera keeps going
                    log.exception("camera sim: observation listener failed")


def _restamp(o: AnyObservation, now: float, device: str) -> AnyObservation:
    match o:
        case CardSeen():
            return CardSeen(now, device, o.game, o.card_id, o.copy, o.mat_xy, o.zone, o.face_up)
        case CardGone():
            return CardGone(now, device, o.game, o.card_id, o.copy, o.zone)
        case DeviceStatus():
            return DeviceStatus(now, device, o.kind, o.state, o.detail)
    return o


@dataclass
class SimTable:
    """The paper cards of a simulated table: what lies where. :meth:`show`
    moves the cards; the mat simulator's sensors and the simulated camera
    report the change as the real devices would."""

    layout: Layout
    game: str
    mat: PtyMat | None
    camera: SimCamera | None
    picture: Picture = field(default_factory=dict)

    def show(self, after: Picture) -> None:
        before = self.picture or {a.key: Sight(0, (), None) for a in self.layout.zones}
        changes = picture_changes(before, after, self.layout, self.game, 0.0)
        for o in changes:
            if isinstance(o, ZoneOccupancy) and self.mat is not None:
                self.mat.do(f"set {o.zone} {o.count} {o.orientation or '-'}")
        if self.camera is not None:
            self.camera.show([o for o in changes if not isinstance(o, ZoneOccupancy)])
        self.picture = dict(after)

    def bump(self, src: str, dst: str) -> None:
        """A card knocked from one zone into the next (a fault to fix by hand)."""
        a, b = self.picture.get(src, Sight()), self.picture.get(dst, Sight())
        if not a.count:
            return
        moved = a.labels[-1:] if a.labels else ()
        after = dict(self.picture)
        after[src] = Sight(
            a.count - 1, tuple(x for x in a.labels if x not in moved), a.orientation if a.count > 1 else None
        )
        after[dst] = Sight((b.count or 0) + 1, tuple(sorted((*b.labels, *moved))), b.orientation or "stand")
        self.show(after)


def move_plan(match: Match, keys: Answer, layout: Layout, copies: Copies) -> tuple[list[Picture], Match, bool]:
    """What players at the table do for ``keys``: the pictures the table
    goes through (a card revealed on its way to a hidden zone is first shown
    where it passed, as a drive check in the trigger zone), the game after,
    and whether the answer itself is given on screen (it moves no card; a
    card it reveals is then shown on the table all the same). No picture:
    there is nothing to do on the table."""
    before = expected(match, layout, copies)
    truth = match.clone()
    start = len(truth.journal)
    d = truth.decision
    truth.apply(keys)
    after = expected(truth, layout, copies)
    steps = [mo.picture for mo in passing_moments(truth, start, layout, copies, before, 0.0) if mo.picture is not None]
    if after == before:
        return ([*steps, after] if steps else []), truth, True
    # a choice the table cannot show (a first vanguard put down face down)
    # is given on screen, and the cards are moved all the same
    blind = d is not None and table_blind(match, d, tuple(keys), truth)
    return [*steps, after], truth, blind
