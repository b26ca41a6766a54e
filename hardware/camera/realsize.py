"""The table at its real size: a camera of a given resolution and lens over
the mat, cards of their printed size in the mat's zones, and sleeve-corner
labels of a given width in millimetres.

:func:`rig_view` sets the camera up (resolution, horizontal field of view,
lens distance or "the mat fills the frame", tilt); :func:`table_scene` lays
cards in the layout's zones as players put them down: upright or rested,
a few millimetres and degrees off, some under a sleeve's glare; and
:func:`measure` reads a series of such frames through the real pipeline
and counts labels read and false identifications. ``playmat camera-bench``
prints the figures against label size for a camera.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

import cv2
import numpy as np

from hardware.camera import symbols
from hardware.camera.labels import DeckSlots, LabelBook, format_payload
from hardware.camera.pipeline import FrameResult, Pipeline
from hardware.camera.regions import Box
from hardware.camera.simulate import (
    CARD_H,
    CARD_W,
    SimCard,
    SimFrame,
    SimHand,
    SimView,
    fit_distance,
    hand_parts,
    local_scale,
    render,
)
from hardware.layouts import Layout

#: name -> resolution; the lens is a typical webcam's unless told
CAMERAS: dict[str, tuple[int, int]] = {
    "720p": (1280, 720),
    "1080p": (1920, 1080),
    "1440p": (2560, 1440),
    "4k": (3840, 2160),
}
HFOV = 70.0  #: degrees: a common webcam's horizontal field of view
#: card sizes in millimetres (width, height) by game; others are 63 x 88
CARD_MM: dict[str, tuple[float, float]] = {"weiss": (59.0, 86.0)}
CARD_DEFAULT_MM = (63.0, 88.0)
#: millimetres from the sleeve's edges to the label's
CORNER_MM = 3.0


def card_mm(game: str) -> tuple[float, float]:
    return CARD_MM.get(game, CARD_DEFAULT_MM)


def camera_size(name: str) -> tuple[int, int]:
    """``1080p``, ``4k`` ... or ``WxH``; ``ValueError`` naming the choices."""
    key = name.strip().lower()
    if key in CAMERAS:
        return CAMERAS[key]
    try:
        w, h = (int(v) for v in key.split("x"))
    except ValueError:
        raise ValueError(f"unknown camera {name!r}: {', '.join(CAMERAS)} or WxH") from None
    if not (160 <= w <= 16000 and 120 <= h <= 16000):
        raise ValueError(f"camera size {name!r} out of range")
    return w, h


def rig_view(
    layout: Layout,
    size: tuple[int, int],
    *,
    hfov: float = HFOV,
    distance: float | None = None,
    fill: float = 0.92,
    tilt: float = 0.0,
    blur: float = 0.6,
    noise: float = 2.0,
    light: float = 0.0,
    glare: float = 0.0,
    motion: float = 0.0,
    seed: int = 0,
    region: tuple[float, float, float, float] | None = None,
) -> SimView:
    """A camera above the mat's centre, turned so the mat's long side runs
    along the frame's, at ``distance`` millimetres (or where the mat fills
    ``fill`` of the frame). With ``region`` (mat millimetres x0, y0, x1, y1,
    such as one seat's half), the camera hangs above that region's centre and
    frames it instead of the whole mat."""
    x0, y0, x1, y1 = region if region is not None else (0.0, 0.0, layout.width, layout.height)
    turn = 90.0 if y1 - y0 > x1 - x0 else 0.0
    view = SimView(
        size[0],
        size[1],
        tilt=tilt,
        yaw=turn,
        fill=fill,
        blur=blur,
        noise=noise,
        light=light,
        glare=glare,
        hfov=hfov,
        motion=motion,
        seed=seed,
        region=region,
    )
    return replace(view, distance=distance if distance is not None else fit_distance(layout, view))


def px_per_mm(layout: Layout, view: SimView) -> tuple[float, float]:
    """The frame's pixels per mat millimetre: the least over the corners of the
    part of the mat framed (the whole mat, or the view's region), and at its centre."""
    from hardware.camera.simulate import camera_homography

    h = camera_homography(layout, view)
    x0, y0, x1, y1 = view.framed(layout)
    corners = ((x0, y0), (x1, y0), (x0, y1), (x1, y1))
    return min(local_scale(h, x, y) for x, y in corners), local_scale(h, (x0 + x1) / 2, (y0 + y1) / 2)


@dataclass(frozen=True, slots=True)
class Placement:
    """How carelessly cards are put down."""

    offset_mm: float = 3.0  #: standard deviation of a card's position off its zone's centre
    angle: float = 3.0  #: standard deviation of its turn, degrees
    rested: float = 0.25  #: the share of cards rested (turned 90 degrees)
    glare: float = 0.0  #: the share of cards under a sleeve's highlight
    row_cards: int = 2  #: cards side by side in each row zone
    any_angle: bool = False  #: cards turned any way at all (uniform 0-360 degrees) instead of facing their seat
    pile: int = 1  #: cards laid in each place, one on another (the later on top)
    #: millimetres each card of a pile lies to the right of the one under it (0: stacked,
    #: a few millimetres askew; more than a label's width: fanned, every label in sight)
    fan_mm: float = 0.0
    moving: float = 0.0  #: the share of places whose (top) card a hand is moving, held at its edge away from the label
    moving_px: float = 8.0  #: how far a moving card travels while the shutter is open, frame pixels


@dataclass(frozen=True, slots=True)
class Harder:
    """Harder frames: each frame draws its own camera tilt, blur, light gradient
    and sensor noise within these bounds (see :func:`harder_view`)."""

    keystone: float = 0.12  #: the far side's pixels per millimetre up to this share below the near side's
    blur: tuple[float, float] = (0.6, 1.0)  #: Gaussian sigma in pixels
    light: tuple[float, float] = (0.1, 0.3)  #: how much darker one side of the frame is
    noise: tuple[float, float] = (2.0, 4.0)  #: sensor noise sigma, grey levels


def keystone(layout: Layout, view: SimView) -> float:
    """How much fewer pixels per millimetre the framed part's worst corner shows than its best (0 straight down)."""
    from hardware.camera.simulate import camera_homography

    h = camera_homography(layout, view)
    x0, y0, x1, y1 = view.framed(layout)
    scales = [local_scale(h, x, y) for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))]
    return 1.0 - min(scales) / max(scales)


def tilt_for_keystone(layout: Layout, view: SimView, share: float) -> float:
    """The camera tilt, in degrees, at which the framed part shows ``share`` keystone."""
    lo, hi = 0.0, 45.0
    for _ in range(30):
        mid = (lo + hi) / 2
        if keystone(layout, replace(view, tilt=mid)) < share:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def harder_view(layout: Layout, view: SimView, harder: Harder, rng: random.Random) -> SimView:
    """``view`` with one frame's draw of :class:`Harder`'s nuisances: a tilt of up to
    its keystone either way, and blur, light gradient and noise within its bounds."""
    most = tilt_for_keystone(layout, replace(view, tilt=0.0), harder.keystone)
    return replace(
        view,
        tilt=rng.uniform(-most, most),
        blur=rng.uniform(*harder.blur),
        light=rng.uniform(*harder.light),
        noise=rng.uniform(*harder.noise),
    )


def worst_view(layout: Layout, view: SimView, harder: Harder | None) -> SimView:
    """The view at :class:`Harder`'s greatest tilt (the fewest pixels per millimetre), or ``view``."""
    if harder is None:
        return view
    return replace(view, tilt=tilt_for_keystone(layout, replace(view, tilt=0.0), harder.keystone))


def _spots(layout: Layout, cw: float, ch: float, row_cards: int) -> list[tuple[float, float, float, bool]]:
    """Where cards go: (x, y, facing, may rest) for each zone the camera watches."""
    out: list[tuple[float, float, float, bool]] = []
    for z in layout.zones:
        if not z.camera:
            continue
        facing = 180.0 if z.rotate == 180 else 0.0
        cx, cy = z.centre
        if z.kind == "row":
            along = z.w >= z.h
            n = max(1, min(row_cards, int((z.w if along else z.h) // (max(cw, ch) + 8))))
            step = max(cw, ch) + 8
            for i in range(n):
                off = (i - (n - 1) / 2) * step
                out.append((cx + off, cy, facing, False) if along else (cx, cy + off, facing, False))
        else:
            out.append((cx, cy, facing, z.kind == "slot"))
    return out


def table_scene(
    layout: Layout,
    game: str,
    payloads: Sequence[str],
    view: SimView,
    label_mm: float,
    symbol: str,
    seed: int,
    placement: Placement = Placement(),
    corner_mm: float = CORNER_MM,
) -> SimFrame:
    """The game's cards in the mat's zones, each with a label ``label_mm``
    wide (its longer side, quiet border included) in its sleeve's top-left
    corner; one card per watched zone, in order, as many as there are payloads."""
    cards = scene_cards(layout, game, payloads, label_mm, symbol, seed, placement, corner_mm)
    return render(layout, cards, replace(view, seed=seed), holding_hands(cards))


def scene_cards(
    layout: Layout,
    game: str,
    payloads: Sequence[str],
    label_mm: float,
    symbol: str,
    seed: int,
    placement: Placement = Placement(),
    corner_mm: float = CORNER_MM,
) -> list[SimCard]:
    """The cards of :func:`table_scene`, not yet seen by any camera: ``placement.pile``
    in each place, in the order they are drawn (the later on top)."""
    rng = random.Random(seed)
    cw, ch = card_mm(game)
    places = [p for p in _spots(layout, cw, ch, placement.row_cards) for _ in range(max(1, placement.pile))]
    cards = []
    base = (0.0, 0.0, 0.0)
    for k, (payload, (x, y, facing, may_rest)) in enumerate(zip(payloads, places, strict=False)):
        mw, mh = symbols.size(payload, symbol)
        module = label_mm / max(mw, mh)
        lw, lh = mw * module, mh * module
        at = (-cw / 2 + corner_mm + lw / 2, -ch / 2 + corner_mm + lh / 2)
        level = k % max(1, placement.pile)  #: the card's place in its pile, 0 at the bottom
        if level == 0:
            angle = facing + rng.gauss(0, placement.angle)
            if may_rest and rng.random() < placement.rested:
                angle += 90.0
            if placement.any_angle:
                angle = rng.uniform(0.0, 360.0)
            base = (x + rng.gauss(0, placement.offset_mm), y + rng.gauss(0, placement.offset_mm), angle)
        a = math.radians(base[2])
        along = level * placement.fan_mm + (rng.gauss(0, 2.0) if level else 0.0)
        across = rng.gauss(0, 2.0) if level else 0.0
        # only the top card of a place moves; no draw without moving cards, so that the other
        # cards lie as they did before there were moving cards (the same frames for a seed)
        moving = placement.moving > 0 and rng.random() < placement.moving and level == max(1, placement.pile) - 1
        cards.append(
            SimCard(
                payload,
                base[0] + along * math.cos(a) - across * math.sin(a),
                base[1] + along * math.sin(a) + across * math.cos(a),
                base[2] + (rng.gauss(0, 3.0) if level else 0.0),
                True,
                module,
                symbol,
                (cw, ch),
                at,
                rng.uniform(0.5, 1.0) if rng.random() < placement.glare else 0.0,
                placement.moving_px if moving else 0.0,
                rng.uniform(0.0, 360.0) if moving else 0.0,
            )
        )
    return cards


def holding_hands(cards: Sequence[SimCard]) -> list[SimHand]:
    """A hand holding each moving card by its edge away from the label: the palm
    beyond the card's bottom edge, the fingers over its lower half."""
    hands = []
    for c in cards:
        if c.motion <= 0:
            continue
        h = (c.size or (CARD_W, CARD_H))[1]
        a = math.radians(c.angle)
        off = h / 2 + 55.0  # the palm's centre, below the card's centre: the fingertips reach 5 mm past it
        hands.append(SimHand(c.x - off * math.sin(a), c.y + off * math.cos(a), c.angle - 90.0, 90.0))
    return hands


def spots(layout: Layout, game: str, placement: Placement = Placement()) -> int:
    """How many cards :func:`table_scene` lays on this mat."""
    cw, ch = card_mm(game)
    return len(_spots(layout, cw, ch, placement.row_cards)) * max(1, placement.pile)


def open_spots(layout: Layout, game: str, used: int, placement: Placement = Placement()) -> list[tuple[float, float]]:
    """The places :func:`table_scene` leaves free when it lays ``used`` cards."""
    cw, ch = card_mm(game)
    return [(x, y) for x, y, _, _ in _spots(layout, cw, ch, placement.row_cards)[used:]]


@dataclass(slots=True)
class Tally:
    labels: int = 0  #: labels in view
    read: int = 0  #: read, as the right card, in the right place
    false: int = 0  #: a card reported that is not there, or far from where it is
    refused: int = 0  #: decoded text that is no label on the mat, refused by the label book (no card named)
    covered: int = 0  #: labels partly under another card (not counted in ``labels``: not expected to read)
    covered_read: int = 0  #: covered labels read all the same, as the right card in the right place
    moving: int = 0  #: labels of cards being moved, in sight (not counted in ``labels``)
    moving_read: int = 0  #: of those, read as the right card near where the label lies
    frames: int = 0
    frames_all_read: int = 0
    ms: list[float] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.read / self.labels if self.labels else 1.0


def label_xy(card: SimCard) -> tuple[float, float]:
    """Where a card's label lies on the mat, in millimetres."""
    if card.label_at is None:
        return card.x, card.y
    a = math.radians(card.angle)
    dx, dy = card.label_at
    return card.x + dx * math.cos(a) - dy * math.sin(a), card.y + dx * math.sin(a) + dy * math.cos(a)


def _on_card(card: SimCard, x: float, y: float) -> bool:
    """Whether a mat point lies on a card."""
    w, h = card.size if card.size is not None else (CARD_W, CARD_H)
    a = math.radians(card.angle)
    dx, dy = x - card.x, y - card.y
    u = dx * math.cos(a) + dy * math.sin(a)
    v = -dx * math.sin(a) + dy * math.cos(a)
    return abs(u) <= w / 2 and abs(v) <= h / 2


def covered(cards: Sequence[SimCard], i: int, hands: Sequence[SimHand] = ()) -> bool:
    """Whether any of card ``i``'s label (its quiet border included) lies under a card
    drawn after it or under a hand."""
    card = cards[i]
    above = list(cards[i + 1 :])
    parts = [p.astype(np.float32) for hand in hands for p in hand_parts(hand)]
    if not card.face_up or not (above or parts):
        return False
    mw, mh = symbols.size(card.payload, card.symbol)
    lw, lh = mw * card.module_mm, mh * card.module_mm
    cx, cy = card.label_at if card.label_at is not None else (0.0, 0.0)
    a = math.radians(card.angle)
    for fu in (-0.5, -0.25, 0.0, 0.25, 0.5):
        for fv in (-0.5, -0.25, 0.0, 0.25, 0.5):
            u, v = cx + fu * lw, cy + fv * lh
            x = card.x + u * math.cos(a) - v * math.sin(a)
            y = card.y + u * math.sin(a) + v * math.cos(a)
            if any(_on_card(c, x, y) for c in above):
                return True
            if any(cv2.pointPolygonTest(p, (x, y), False) >= 0 for p in parts):
                return True
    return False


def tally(frame: SimFrame, result: FrameResult, into: Tally, tolerance_mm: float = 25.0) -> None:
    """Count one frame's readings against what lies on the mat. A label partly under
    another card or a hand is counted apart (``covered``): it is not expected to read,
    but a reading of it must still be the right card in the right place. So is the
    label of a card a hand is moving (``moving``)."""
    truth = {c.payload: c for c in frame.cards if c.face_up}
    hidden = {c.payload for i, c in enumerate(frame.cards) if covered(frame.cards, i, frame.hands)}
    moving = {c.payload for c in frame.cards if c.motion > 0} - hidden
    read = covered_read = moving_read = 0
    for s in result.labels:
        c = truth.get(s.label.text or s.label.label.payload)
        if c is None or math.dist(label_xy(c), s.mat_xy) > tolerance_mm:
            into.false += 1
        elif c.payload in hidden:
            covered_read += 1
        elif c.payload in moving:
            moving_read += 1
        else:
            read += 1
    for d in result.rejected:  # decoded text that is not a label on the mat at all
        if d.text not in truth:
            into.refused += 1
    still = len(truth) - len(hidden) - len(moving)
    into.labels += still
    into.covered += len(hidden)
    into.covered_read += covered_read
    into.moving += len(moving)
    into.moving_read += moving_read
    into.read += read
    into.frames += 1
    into.frames_all_read += read == still
    into.ms.append(result.ms)


def bench_labels(book: LabelBook, code: str, card_ids: Sequence[str], compact: bool, seats: int = 2) -> list[str]:
    """The labels of ``seats`` players' decks of ``card_ids``: full ``PM1:`` payloads, or
    compact ones with each seat's deck registered in ``book``."""
    out: list[str] = []
    for seat in range(seats):
        deck = DeckSlots.of(seat, code, card_ids)
        if compact:
            book.add_deck(seat, code, card_ids)
            out += [p for p, _ in deck.payloads()]
        else:
            out += [format_payload(lab.code, lab.card_id, lab.copy) for lab in deck.labels]
    return out


def measure(
    layout: Layout,
    game: str,
    book: LabelBook,
    labels: Sequence[str],
    view: SimView,
    label_mm: float,
    symbol: str,
    frames: int,
    seed: int,
    placement: Placement = Placement(),
    decoder: str = "zxing",
    progress: Callable[[int], None] | None = None,
    harder: Harder | None = None,
    without: Sequence[str] = (),
) -> Tally:
    """Read ``frames`` settled frames, each with its own choice of labels (and with
    ``harder``, its own draw of the nuisances), through the pipeline (with its
    second looks named in ``without`` turned off, see :data:`SECOND_LOOKS`)."""
    pipe = _pipeline(Pipeline(layout, book, decoder), without)
    t = Tally()
    n = spots(layout, game, placement)
    rng = random.Random(seed)
    for i in range(frames):
        chosen = rng.sample(list(labels), min(n, len(labels)))
        seen = view if harder is None else harder_view(layout, view, harder, rng)
        frame = table_scene(layout, game, chosen, seen, label_mm, symbol, seed * 7919 + i, placement)
        pipe.calibrator.current = None
        tally(frame, pipe.process(frame.image, 0.0), t)
        if progress is not None:
            progress(i + 1)
    return t


def measure_cameras(
    layout: Layout,
    game: str,
    book: LabelBook,
    labels: Sequence[str],
    cameras: Sequence[tuple[SimView, Box]],
    label_mm: float,
    symbol: str,
    frames: int,
    seed: int,
    placement: Placement = Placement(),
    decoder: str = "zxing",
    progress: Callable[[int], None] | None = None,
    harder: Harder | None = None,
    without: Sequence[str] = (),
) -> Tally:
    """:func:`measure` for several cameras, each over its own region of the mat
    (``cameras``: each camera's view, aimed at its region, and the region its
    pipeline answers for). The same cards lie on the mat for all of them; each
    camera's frame is read through its own region's pipeline, the readings
    are merged (:func:`~hardware.camera.merge.merge_results`) and counted
    against the cards as one camera's would be. The time is the sum of the
    cameras' (one core reading both frames)."""
    from hardware.camera.merge import merge_results

    pipes = [_pipeline(Pipeline(layout, book, decoder, region=box), without) for _, box in cameras]
    t = Tally()
    n = spots(layout, game, placement)
    rng = random.Random(seed)
    for i in range(frames):
        chosen = rng.sample(list(labels), min(n, len(labels)))
        frame_seed = seed * 7919 + i
        cards = scene_cards(layout, game, chosen, label_mm, symbol, frame_seed, placement)
        results = []
        first: SimFrame | None = None
        for pipe, (view, _) in zip(pipes, cameras, strict=True):
            seen = view if harder is None else harder_view(layout, view, harder, rng)
            frame = render(layout, cards, replace(seen, seed=frame_seed), holding_hands(cards))
            first = first or frame
            pipe.calibrator.current = None
            results.append(pipe.process(frame.image, 0.0))
        assert first is not None
        tally(first, merge_results(results), t)
        if progress is not None:
            progress(i + 1)
    return t


#: the pipeline's second looks that a bench can turn off, to measure what each pays
SECOND_LOOKS = ("rectify", "contrast", "silhouettes")


def _pipeline(pipe: Pipeline, without: Sequence[str]) -> Pipeline:
    for name in without:
        if name not in SECOND_LOOKS:
            raise ValueError(f"unknown second look {name!r}: {', '.join(SECOND_LOOKS)}")
        setattr(pipe, name, False)
    return pipe


def single_thread() -> Callable[[], None]:
    """OpenCV on one thread (the figures are for one core); returns the undo."""
    before = cv2.getNumThreads()
    cv2.setNumThreads(1)
    return lambda: cv2.setNumThreads(before)
