"""Table traces recorded through the simulated mat and camera.

:func:`~hardware.table.trace.director_trace` writes down the observations
perfect devices would send. :func:`sim_trace` plays the same game at a simulated table instead
(the same moments, :func:`~hardware.table.trace.table_moments`) and writes
down what the device code really reports:

- **The mat.** The simulated mat's device model
  (:class:`~hardware.mat.device.MatDevice`, the behaviour the firmware
  implements) is read by the host's :class:`~hardware.mat.session.MatSession`,
  the state machine the serial driver (:class:`~hardware.mat.driver.SerialMat`)
  runs. The two are joined by a virtual wire carrying the frames byte for
  byte as on the serial line, and both run on a virtual clock stepped every
  10 ms (the driver reads every 20 ms): a zone report from the mat is a
  hint, the host waits ``settle_s`` (0.25 s) of stillness, asks for a dump
  and reports the dump's zones (:class:`ZoneOccupancy`) a quarter of a second
  after the cards were put down, exactly as in real time but without waiting
  for it. ``mat="pty"`` runs the real thing instead: the mat simulator on a
  pseudo-terminal (:class:`~hardware.mat.simulator.PtyMat`) read by the serial
  driver on its thread, in real time (about 0.3 s per change, so for short
  games), as ``playmat --mode table --sim`` does.
- **The camera.** For each table picture the cards the camera would see are
  laid out on the mat (a slot's or a pile's top card in the middle of its
  zone, turned 90 degrees when rested; a row's cards side by side along it,
  overlapping and covering each other's labels only when the row is longer
  than the zone holds; a face-down top card, a token (no sleeve label) or a
  card in a pile the camera does not read shows as an unlabelled card),
  rendered by :func:`~hardware.camera.simulate.render` and
  read by the real :class:`~hardware.camera.pipeline.Pipeline` (calibrated
  from the frame's corner markers) and
  :class:`~hardware.camera.stability.StabilityTracker`, whose ``CardSeen`` /
  ``CardGone`` go into the trace. The camera delivers a frame every
  :data:`FRAME_S`; each frame of a still table is the table's rendering with
  sensor noise (three patterns in turn). The camera is the smallest of
  :data:`CAMERAS` (1080p, 1440p, 2160p) at which no label of the game is
  covered, straight above the mat, and the labels are printed with modules of
  :data:`MODULE_PX` pixels in its frames. After a change the frames follow one another until the
  tracker reports every card in view (three frames for a card put down, one
  for a card moved); when cards left the camera's view, the next frame
  processed is the one at which they have been missing for the tracker's
  ``gone_after`` (2 s): the identical frames of the still table in between
  are not rendered, which changes nothing the tracker reports when every
  label is read in every frame (the figures count the frames where one was not).

The trace keeps ``director_trace``'s conventions: virtual time, an
on-screen answer or a pick written down when it is given, before the
observations it sets off. Players wait for the devices: the next move comes
when the table has been read (the last observation of the previous change,
plus :data:`GAP_S`), so the moments are later than the director's.
Face-down and unreadable cards (the tracker's ``UnknownCardSeen``) are
counted, not traced: sync goes by the mat's counts for those.
"""

from __future__ import annotations

import dataclasses
import math
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.errors import PlaymatError
from hardware.layouts import Layout, layout_for
from hardware.mat import protocol as p
from hardware.mat.device import MatDevice
from hardware.mat.session import MatSession
from hardware.mat.zonemap import ZoneMap, zone_map_for
from hardware.observations import DeviceKind, DeviceState, DeviceStatus, Observation, UnknownCardGone, UnknownCardSeen

if TYPE_CHECKING:  # imported where used: ``playmat`` loads this module for its command line
    from engine.decisions import Answer
    from engine.match import Arrangement, Match
    from hardware.camera.labels import LabelBook
    from hardware.camera.pipeline import FrameResult, Pipeline
    from hardware.camera.simulate import Image, SimCard, SimView
    from hardware.camera.stability import StabilityTracker
    from hardware.table.picture import Copies, LabelKey, Picture
    from hardware.table.seen import AnyObservation
    from hardware.table.trace import Entry, Trace

#: seconds between two camera frames
FRAME_S = 1 / 15
#: the most frames processed after one change while the tracker still misses a card
MAX_FRAMES = 12
#: how long the players wait after the devices have reported a change before the next move
#: (the director's pause after a move: sync has read the table by then)
GAP_S = 0.6
#: pixels per label module the camera is set up for (the bench reads 99.75 % at 2.5)
MODULE_PX = 3.6
#: millimetres a card's centre keeps from its zone's edge, and the most between two cards of a row
EDGE_MM = 5.0
ROW_STEP_MM = 70.0
#: seconds the host side of the mat may take to read a change before it counts as lost
MAT_TIMEOUT_S = 5.0

MAT = "mat"
CAMERA = "camera"


# ---------------------------------------------------------------- the mat


def _readings(zmap: ZoneMap, picture: Picture) -> dict[str, tuple[int, str | None]]:
    """What the mat's sensors read for a picture (zones the picture does not count keep theirs)."""
    out: dict[str, tuple[int, str | None]] = {}
    for key in zmap.zones:
        s = picture.get(key)
        if s is None or s.count is None:
            continue
        count = max(0, min(p.MAX_COUNT, s.count))
        out[key] = (count, s.orientation if count else None)
    return out


class VirtualMat:
    """The mat's device model and the host's session joined by a virtual wire, on a virtual clock."""

    STEP_S = 0.01

    def __init__(self, zone_map: ZoneMap, device: str = MAT, settle_s: float = 0.25) -> None:
        self.zone_map = zone_map
        self.device = MatDevice(zone_map)
        self.session = MatSession(device, zone_map=zone_map, settle_s=settle_s)
        self.now = 0.0
        self.observations: list[Observation] = []
        self.bytes = 0  #: bytes that crossed the wire, both ways
        self._up: list[bytes] = []  #: device -> host, delivered at the next step
        self._down = bytearray()  #: host -> device
        self._splitter = p.LineSplitter()

    def _send(self, frames: list[bytes]) -> None:
        self._up.extend(frames)

    def start(self, picture: Picture, now: float) -> None:
        """The cards are down, then the mat is plugged in and the host opens its port."""
        for key, (count, orient) in _readings(self.zone_map, picture).items():
            self.device.set_zone(self.zone_map.id_of(key), count, orient, now)  # nobody listening yet
        self.now = now
        self.session.connected(now)
        self._send(self.device.boot(now))
        self._flush()

    def set(self, picture: Picture, now: float) -> None:
        """The players leave the table as ``picture`` shows at ``now``."""
        self.advance(now)
        for key, (count, orient) in _readings(self.zone_map, picture).items():
            self._send(self.device.set_zone(self.zone_map.id_of(key), count, orient, now))

    def _flush(self) -> None:
        obs, out = self.session.take()
        self.observations.extend(obs)
        for frame in out:
            self._down += frame
            self.bytes += len(frame)

    def _step(self, now: float) -> None:
        # the device: what the host wrote, then its timers (as PtyMat's loop)
        for line in self._splitter.feed(bytes(self._down)):
            self._send(self.device.handle(line, now))
        self._down.clear()
        self._send(self.device.tick(now))
        # the host: what the port gave, then its timers, then writes and deliveries (as SerialMat's loop)
        data = b"".join(self._up)
        self._up.clear()
        self.bytes += len(data)
        self.session.feed(data, now)
        self.session.tick(now)
        self._flush()

    def advance(self, until: float) -> None:
        while self.now + self.STEP_S <= until + 1e-9:
            self.now += self.STEP_S
            self._step(self.now)

    def read(self) -> bool:
        """Whether the host's picture is the mat's (nothing left to report)."""
        want = {name: (self.device.counts[i], self.device.orients[i]) for i, name in enumerate(self.zone_map.zones)}
        return self.session.state is DeviceState.READY and self.session.picture == want

    def settle(self) -> float:
        """Run until the host has read the mat; the time it has."""
        deadline = self.now + MAT_TIMEOUT_S
        while not self.read():
            if self.now > deadline:
                raise PlaymatError(f"the mat's host side did not read the mat within {MAT_TIMEOUT_S:g} s")
            self.advance(self.now + self.STEP_S)
        return self.now

    def stop(self) -> None:
        pass

    @property
    def frames(self) -> int:
        return self.session.stats.frames


class PtyMatLink:
    """The mat simulator on a pseudo-terminal read by the serial driver, in
    real time; the trace's clock is the seconds since :meth:`start`."""

    POLL_S = 0.01

    def __init__(self, zone_map: ZoneMap, device: str = MAT) -> None:
        from hardware.mat.driver import SerialMat
        from hardware.mat.simulator import PtyMat

        self.zone_map = zone_map
        self._t0 = time.monotonic()
        self._lock = threading.Lock()
        self.observations: list[Observation] = []
        self._recording = True
        self.pty = PtyMat(zone_map, clock=self._clock)
        self._driver_cls = SerialMat
        self.driver: SerialMat | None = None
        self._device = device
        self._want: dict[str, tuple[int, str | None]] = {}

    def _clock(self) -> float:
        return time.monotonic() - self._t0

    @property
    def now(self) -> float:
        return self._clock()

    def _sink(self, obs: Observation) -> None:
        with self._lock:
            if self._recording:
                self.observations.append(obs)

    def start(self, picture: Picture, now: float) -> None:
        self._want = _readings(self.zone_map, picture)
        for key, (count, orient) in self._want.items():
            self.pty.device.set_zone(self.zone_map.id_of(key), count, orient, now)  # not plugged in yet
        self._t0 = time.monotonic() - now
        port = self.pty.start()
        self.driver = self._driver_cls(
            port, on_observation=self._sink, zone_map=self.zone_map, device=self._device, clock=self._clock
        )
        self.driver.start()

    def advance(self, until: float) -> None:
        wait = until - self._clock()
        if wait > 0:
            time.sleep(wait)

    def set(self, picture: Picture, now: float) -> None:
        self.advance(now)
        self._want = _readings(self.zone_map, picture)
        for key, (count, orient) in self._want.items():
            self.pty.do(f"set {key} {count} {orient or '-'}")

    def read(self) -> bool:
        """Whether the driver reads what the players left on the mat (the
        simulator runs the commands on its own thread, a moment later)."""
        if self.driver is None or self.driver.state is not DeviceState.READY:
            return False
        seen = self.driver.picture()
        return all(seen.get(key) == value for key, value in self._want.items())

    def settle(self) -> float:
        deadline = self._clock() + MAT_TIMEOUT_S
        while not self.read():
            if self._clock() > deadline:
                raise PlaymatError(f"the mat driver did not read the simulated mat within {MAT_TIMEOUT_S:g} s")
            time.sleep(self.POLL_S)
        with self._lock:
            last = max((o.at for o in self.observations), default=0.0)
        return max(last, self._clock())

    def stop(self) -> None:
        with self._lock:
            self._recording = False
        if self.driver is not None:
            self.driver.stop()
        self.pty.stop()

    @property
    def bytes(self) -> int:
        return self.pty.counters["bytes"]

    @property
    def frames(self) -> int:
        return self.driver.stats.frames if self.driver is not None else 0


# ---------------------------------------------------------------- the camera


@dataclass(frozen=True, slots=True)
class Laid:
    """A card laid out for the camera: where, and which label it shows (None: unlabelled)."""

    label: LabelKey | None
    zone: str
    x: float
    y: float
    angle: float = 0.0


def _boxes(card: Laid, label_mm: float) -> tuple[tuple[float, float, float, float], tuple[float, float, float, float]]:
    """The card's outline and its label's, as mat millimetre boxes."""
    from hardware.camera.simulate import CARD_H, CARD_W

    w, h = max(CARD_W, label_mm + 6), max(CARD_H, label_mm + 20)
    if card.angle % 180:
        w, h = h, w
    half = label_mm / 2
    return (
        (card.x - w / 2, card.y - h / 2, card.x + w / 2, card.y + h / 2),
        (card.x - half, card.y - half, card.x + half, card.y + half),
    )


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def lay_out(
    picture: Picture,
    layout: Layout,
    label_mm: float,
    rows: dict[str, list[LabelKey]] | None = None,
    order: Mapping[str, Sequence[LabelKey]] | None = None,
) -> tuple[list[Laid], set[LabelKey]]:
    """The cards a camera above the table sees, in the order they lie on one
    another, and the labels another card covers (a crowded row). ``rows``:
    the order the cards of each row were put down in, kept up to date (a new
    card goes at the end of its row, on top of the one before, the first
    card at its owner's left: see :func:`~hardware.table.picture.along_row`).
    ``order``: each row's cards in the game's order, which new cards put
    down together follow (a card clocked, then the refresh point)."""
    from hardware.camera.labels import MAX_COPY
    from hardware.table.picture import Sight

    cards: list[Laid] = []
    for area in layout.zones:
        sight = picture.get(area.key, Sight())
        count = sight.count or 0
        labels = list(sight.labels) if area.camera else []
        if rows is not None and area.kind == "row":
            kept = [k for k in rows.get(area.key, []) if k in labels]
            new = [k for k in labels if k not in kept]
            if order is not None:
                place = {k: i for i, k in enumerate(order.get(area.key, ()))}
                new.sort(key=lambda k: place.get(k, len(place)))
            labels = rows[area.key] = kept + new
        if area.kind == "row" and labels:
            along = area.w >= area.h
            span = (area.w if along else area.h) - 2 * EDGE_MM
            n = len(labels)
            step = min(ROW_STEP_MM, span / (n - 1)) if n > 1 else 0.0
            # the seat across the mat starts its rows at the mat's other end
            step = -step if area.rotate == 180 else step
            cx, cy = area.centre
            for i, label in enumerate(labels):
                off = (i - (n - 1) / 2) * step
                cards.append(Laid(label, area.key, cx + off, cy) if along else Laid(label, area.key, cx, cy + off))
        elif labels or count:
            angle = 90.0 if area.kind == "slot" and sight.orientation == "rest" else 0.0
            cards.append(Laid(labels[-1] if labels else None, area.key, *area.centre, angle))
    # tokens have no sleeve label: an unlabelled card
    cards = [c if c.label is None or c.label[1] <= MAX_COPY else Laid(None, c.zone, c.x, c.y, c.angle) for c in cards]
    covered: set[LabelKey] = set()
    boxes = [_boxes(c, label_mm) for c in cards]
    for i, c in enumerate(cards):
        if c.label is not None and any(_overlap(boxes[j][0], boxes[i][1]) for j in range(i + 1, len(cards))):
            covered.add(c.label)
    return cards, covered


#: the cameras tried, smallest first: a game is filmed by the first that shows every label
CAMERAS = ((1920, 1080), (2560, 1440), (3840, 2160))


def camera_view(layout: Layout, size: tuple[int, int], seed: int = 0) -> SimView:
    """A camera straight above the mat, turned so the mat's long side runs along the frame's."""
    from hardware.camera.simulate import SimView

    turn = 90.0 if layout.height > layout.width else 0.0
    return SimView(size[0], size[1], yaw=turn, blur=0.6, noise=2.0, seed=seed)


def module_mm_for(layout: Layout, view: SimView) -> float:
    """The label module size that shows as :data:`MODULE_PX` pixels everywhere on the mat."""
    from hardware.camera.simulate import camera_homography, local_scale

    h = camera_homography(layout, view)
    corners = ((0, 0), (layout.width, 0), (0, layout.height), (layout.width, layout.height))
    return MODULE_PX / min(local_scale(h, x, y) for x, y in corners)


def label_mm_for(label_code: str, module_mm: float) -> float:
    """A printed label's side, quiet border included."""
    from hardware.camera.labels import format_payload
    from hardware.camera.simulate import label_modules

    return label_modules(format_payload(label_code, "X", 1)) * module_mm


def view_for(layout: Layout, pictures: Iterable[Picture], label_code: str, seed: int = 0) -> SimView:
    """The smallest of :data:`CAMERAS` at which no card covers another's label
    in any of ``pictures`` (the largest if none)."""
    pictures = list(pictures)
    for size in CAMERAS:
        view = camera_view(layout, size, seed)
        label_mm = label_mm_for(label_code, module_mm_for(layout, view))
        if not any(lay_out(pic, layout, label_mm)[1] for pic in pictures):
            return view
    return view


@dataclass
class CameraFigures:
    scenes: int = 0  #: table pictures rendered
    frames: int = 0  #: frames processed by the pipeline
    uncalibrated: int = 0  #: frames in which the corner markers were not found
    labels_in_view: int = 0  #: label readings the frames could give (uncovered labels, summed over frames)
    read: int = 0  #: of which read
    misread: int = 0  #: labels read that lie nowhere on the table (a wrong name)
    covered: int = 0  #: labels another card covered (a crowded row), per picture
    unknown: int = 0  #: unlabelled cards reported (face down, tokens)
    resolution: str = ""
    module_mm: float = 0.0
    module_px: float = 0.0
    render_s: float = 0.0
    pipeline_s: float = 0.0


class SimCameraRig:
    """The simulated camera above the mat, read by the real pipeline and stability tracker."""

    NOISE_FRAMES = 3  #: sensor noise patterns, taken in turn

    def __init__(
        self,
        layout: Layout,
        label_code: str,
        *,
        view: SimView | None = None,
        device: str = CAMERA,
        book: LabelBook | None = None,
        seed: int = 0,
    ) -> None:
        import cv2
        import numpy as np

        from hardware.camera.labels import LabelBook
        from hardware.camera.pipeline import Pipeline
        from hardware.camera.stability import StabilityTracker

        self.layout = layout
        self.code = label_code
        self.view = view = view or camera_view(layout, CAMERAS[0], seed)
        self.module_mm = module_mm_for(layout, view)
        self.figures = CameraFigures()
        self.figures.module_mm = round(self.module_mm, 2)
        self.figures.module_px = MODULE_PX
        self.figures.resolution = f"{view.width}x{view.height}"
        self.pipeline: Pipeline = Pipeline(layout, book or LabelBook.from_registry([label_code]))
        self.tracker: StabilityTracker = StabilityTracker(device)
        self.observations: list[AnyObservation] = []
        rng = np.random.default_rng(seed)
        self._noise = [
            cv2.merge([np.round(rng.normal(0, view.noise, (view.height, view.width))).astype(np.int16)] * 3)
            for _ in range(self.NOISE_FRAMES)
        ]
        self._frame_no = 0
        self._last_read: dict[LabelKey, float] = {}
        self._seed = seed
        self._laid: list[Laid] | None = None
        self._on_table: set[LabelKey] = set()  #: labels lying on the table, covered or not
        self._rows: dict[str, list[LabelKey]] = {}  #: each row's cards in the order they were put down
        self._settled = False  #: the tracker reports what the camera sees

    @property
    def label_mm(self) -> float:
        return label_mm_for(self.code, self.module_mm)

    def start(self, now: float) -> None:
        """The camera opens (as :class:`~hardware.camera.capture.CameraDevice` reports it)."""
        for state in (DeviceState.CONNECTING, DeviceState.READY):
            self.observations.append(
                DeviceStatus(now, self.tracker.device, DeviceKind.CAMERA, state, "simulated camera")
            )

    def _scene(self, cards: list[Laid], covered: set[LabelKey]) -> tuple[Image, dict[LabelKey, str]]:
        from hardware.camera.labels import format_payload
        from hardware.camera.simulate import SimCard, render

        sims: list[SimCard] = []
        visible: dict[LabelKey, str] = {}
        for c in cards:
            if c.label is None:
                sims.append(SimCard("-", c.x, c.y, c.angle, face_up=False, module_mm=self.module_mm))
                continue
            sims.append(SimCard(format_payload(self.code, *c.label), c.x, c.y, c.angle, module_mm=self.module_mm))
            if c.label not in covered:
                visible[c.label] = c.zone
        self.figures.covered += len(covered)
        self.figures.scenes += 1
        # sensor noise is added frame by frame
        view = dataclasses.replace(self.view, noise=0.0, seed=self._seed + self.figures.scenes)
        t = time.perf_counter()
        image = render(self.layout, sims, view).image
        self.figures.render_s += time.perf_counter() - t
        return image, visible

    def _frame(self, image: Image, at: float, visible: dict[LabelKey, str]) -> None:
        import cv2

        noise = self._noise[self._frame_no % len(self._noise)]
        self._frame_no += 1
        frame: Image = cv2.add(image, noise, dtype=cv2.CV_8U)
        t = time.perf_counter()
        result: FrameResult = self.pipeline.process(frame, at)
        self.figures.pipeline_s += time.perf_counter() - t
        f = self.figures
        f.frames += 1
        if result.calibration is None:
            f.uncalibrated += 1
        read = {(s.label.label.card_id, s.label.label.copy) for s in result.labels}
        f.labels_in_view += len(visible)
        f.read += len(read & set(visible))
        f.misread += len(read - self._on_table)
        for key in read:
            self._last_read[key] = at
        for o in self.tracker.update(result):
            if isinstance(o, (UnknownCardSeen, UnknownCardGone)):
                f.unknown += isinstance(o, UnknownCardSeen)
                continue
            self.observations.append(o)

    def _present(self) -> dict[LabelKey, str | None]:
        return {(k.card_id, k.copy): zone for k, (_, zone) in self.tracker.present().items()}

    def show(self, picture: Picture, at: float, order: Mapping[str, Sequence[LabelKey]] | None = None) -> float:
        """The table is left as ``picture`` at ``at``: frames until the tracker
        has reported it. The time of the last frame processed. ``order``:
        each row's cards in the game's order (see :func:`lay_out`)."""
        cards, covered = lay_out(picture, self.layout, self.label_mm, self._rows, order)
        if cards == self._laid and self._settled:
            return at  # the camera's view did not change: its frames tell nothing new
        image, visible = self._scene(cards, covered)
        self._laid = cards
        self._on_table = {c.label for c in cards if c.label is not None}
        want: dict[LabelKey, str | None] = dict(visible)
        k = 0
        while True:
            self._frame(image, at + k * FRAME_S, visible)
            k += 1
            present = self._present()
            if all(present.get(key) == zone for key, zone in want.items()) or k >= MAX_FRAMES:
                break
        for _ in range(3):
            extra = [key for key in present if key not in want]
            if not extra:
                break
            # the frames of the still table until they have been missing long enough are all alike
            last = max(self._last_read.get(key, at) for key in extra)
            while at + k * FRAME_S - last < self.tracker.gone_after:
                k += 1
            self._frame(image, at + k * FRAME_S, visible)
            k += 1
            present = self._present()
        self._settled = present == want
        return at + (k - 1) * FRAME_S


# ---------------------------------------------------------------- recording


@dataclass
class SimFigures:
    ruleset: str
    seed: int
    answers: int = 0
    moments: int = 0
    pictures: int = 0
    mat_observations: int = 0
    camera_observations: int = 0
    mat_frames: int = 0  #: mat protocol frames the host read
    mat_bytes: int = 0
    camera: CameraFigures = field(default_factory=CameraFigures)
    seconds: float = 0.0
    trace_seconds: float = 0.0  #: the trace's own length (virtual time)

    @property
    def read_rate(self) -> float:
        c = self.camera
        return c.read / c.labels_in_view if c.labels_in_view else 1.0

    def as_dict(self) -> dict[str, Any]:
        out = {k: v for k, v in self.__dict__.items() if k != "camera"}
        cam = dict(self.camera.__dict__)
        cam["render_s"] = round(cam["render_s"], 2)
        cam["pipeline_s"] = round(cam["pipeline_s"], 2)
        out["camera"] = cam
        out["read_rate"] = round(self.read_rate, 5)
        out["seconds"] = round(self.seconds, 2)
        out["trace_seconds"] = round(self.trace_seconds, 2)
        return out


def sim_trace(
    ruleset: str,
    seed: int,
    answers: Iterable[Answer],
    decks: Any = None,
    arrangement: Arrangement | None = None,
    *,
    mat: str = "virtual",
    view: SimView | None = None,
    camera_seed: int = 0,
) -> tuple[Trace, SimFigures]:
    """The trace of ``answers`` played at a table whose devices are the
    simulated mat (``mat``: "virtual" or "pty") and the simulated camera."""
    from engine import registry
    from hardware.table.picture import Copies
    from hardware.table.trace import Entry, start_game, table_moments

    started = time.perf_counter()
    answers = list(answers)
    trace, truth = start_game(ruleset, seed, decks, arrangement)
    layout = layout_for(ruleset)
    zmap = zone_map_for(ruleset)
    code = registry.get(ruleset).label_code
    if not code:
        raise PlaymatError(f"{ruleset} has no sleeve labels: the camera cannot read its cards")
    figures = SimFigures(ruleset, seed, answers=len(answers))
    if mat == "virtual":
        link: VirtualMat | PtyMatLink = VirtualMat(zmap)
    elif mat == "pty":
        link = PtyMatLink(zmap)
    else:
        raise ValueError(f"mat must be virtual or pty, not {mat!r}")
    copies = Copies(truth.game)
    # each moment with each row's cards in the game's order at that moment
    steps = [(mo, _row_order(truth, layout, copies)) for mo in table_moments(truth, answers, layout)]
    if view is None:
        view = view_for(layout, (mo.picture for mo, _ in steps if mo.picture is not None), code, camera_seed)
    camera = SimCameraRig(layout, code, view=view, seed=camera_seed)
    moments: list[Entry] = []
    shift = 0.0
    quiet = -math.inf
    first = True
    try:
        for mo, order in steps:
            figures.moments += 1
            at = max(mo.t + shift, quiet + GAP_S, link.now)
            shift = at - mo.t
            if mo.picture is None:
                moments.append(
                    Entry(at, screen=mo.screen, pick=mo.pick, seat=mo.seat, about=mo.about, chosen=mo.chosen)
                )
                continue
            figures.pictures += 1
            if first:
                link.start(mo.picture, at)
                camera.start(at)
                first = False
            else:
                link.set(mo.picture, at)
            seen_at = camera.show(mo.picture, at, order)
            quiet = max(link.settle(), seen_at)
    finally:
        link.stop()
    figures.mat_observations = len(link.observations)
    figures.camera_observations = len(camera.observations)
    observed = [Entry(o.at, o) for o in [*link.observations, *camera.observations]]
    # moments first among equal times: a pick is written down before what it sets off
    trace.entries = sorted([*moments, *observed], key=lambda e: (e.t, e.obs is not None))
    figures.mat_frames = link.frames
    figures.mat_bytes = link.bytes
    figures.camera = camera.figures
    figures.seconds = time.perf_counter() - started
    figures.trace_seconds = trace.entries[-1].t if trace.entries else 0.0
    return trace, figures


def _row_order(truth: Match, layout: Layout, copies: Copies) -> dict[str, tuple[LabelKey, ...]]:
    """Each row's cards in the order the game has them (the order they were put down)."""
    g = truth.game
    rows = [a.key for a in layout.zones if a.kind == "row" and a.key in g.zones]
    return {key: tuple(copies.label(c) for c in g.zones[key].cards) for key in rows}
