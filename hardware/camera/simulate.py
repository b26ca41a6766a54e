"""The simulated camera: frames of a mat with labelled cards, as a webcam
above the table would see them.

The mat (felt, printed zone outlines, the four ArUco corner markers) is drawn
in mat millimetres, and a pinhole camera tilted by ``tilt`` degrees and
turned by ``yaw`` looks at it from above (framed so the mat fills ``fill``
of the frame, or, given a field of view and a distance, exactly where a
real lens would put it). By default it hangs over the mat's centre and frames
the whole mat; with a ``region`` (and ``aim``) it hangs over part of the mat,
such as one seat's half, and frames that. Each card is drawn in its own
coordinates at a resolution matched to the camera and warped into the frame
directly, so the labels' modules are as sharp as optics allow. Then come the
nuisances: uneven light, glare (a lamp's highlight on the mat, or a
streak across a glossy sleeve), hands (drawn over everything), blur,
motion blur and sensor noise. Cards have their real size in millimetres
and a label of any symbol (:mod:`hardware.camera.symbols`) centred or in
a sleeve corner. The real pipeline runs on these frames.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import cv2
import numpy as np
import numpy.typing as npt

from hardware.camera import symbols
from hardware.layouts import Layout

Image = npt.NDArray[Any]  # 8-bit images; OpenCV's type hints give its results loosely
Matrix = npt.NDArray[Any]

CARD_W = 63.0
CARD_H = 88.0
QUIET_MODULES = symbols.QUIET_MODULES
ARUCO_DICT = cv2.aruco.DICT_4X4_50


@dataclass(frozen=True, slots=True)
class SimCard:
    """A card on the mat: centre in mat millimetres, turned by ``angle``
    degrees (90 = rested). ``module_mm`` is the label's module size.

    With ``size`` (the card's width and height in millimetres) and
    ``label_at`` (the label's centre from the card's centre, millimetres
    on the card), the card has its real size and the label lies where it
    is stuck; otherwise the label is centred and the card grows round a
    label too big for it. ``glare`` (0-1) lays a highlight of a glossy
    sleeve across the card, through its label. ``motion`` blurs the card
    alone along ``motion_angle``, as a hand moving it during the exposure."""

    payload: str
    x: float
    y: float
    angle: float = 0.0
    face_up: bool = True
    module_mm: float = 2.0
    symbol: str = "qr"
    size: tuple[float, float] | None = None
    label_at: tuple[float, float] | None = None
    glare: float = 0.0
    #: a card being moved: the length in frame pixels it travels while the shutter is
    #: open (its own motion blur), and the direction, degrees in the frame
    motion: float = 0.0
    motion_angle: float = 0.0


@dataclass(frozen=True, slots=True)
class SimHand:
    """A hand over the mat: palm centre in mat millimetres, pointing ``angle`` degrees."""

    x: float
    y: float
    angle: float = 0.0
    size: float = 90.0


@dataclass(frozen=True, slots=True)
class SimView:
    """The camera and the nuisances."""

    width: int = 1280
    height: int = 720
    tilt: float = 0.0  #: degrees away from straight down
    yaw: float = 0.0  #: degrees the camera is turned about its axis
    fill: float = 0.92  #: the mat's share of the frame
    shift: tuple[float, float] = (0.0, 0.0)  #: where the mat sits, in frame fractions
    blur: float = 0.6  #: Gaussian sigma in pixels
    noise: float = 2.0  #: sensor noise sigma, grey levels
    light: float = 0.0  #: 0 even light, 0.5 = one side at half brightness
    glare: float = 0.0  #: 0 none, 1 a strong highlight
    seed: int = 0
    hfov: float | None = None  #: horizontal field of view, degrees; with ``distance``, replaces ``fill``
    distance: float | None = None  #: millimetres from the lens to the mat's centre along the view
    motion: float = 0.0  #: length in pixels of a motion blur across the whole frame
    motion_angle: float = 0.0  #: its direction, degrees
    #: the part of the mat framed (mat millimetres x0, y0, x1, y1): ``fill`` and
    #: :func:`fit_distance` are about it; None, the whole mat
    region: tuple[float, float, float, float] | None = None
    #: the point of the mat on the optical axis (mat millimetres); None, the region's centre
    aim: tuple[float, float] | None = None

    def framed(self, layout: Layout) -> tuple[float, float, float, float]:
        """The part of the mat this camera frames."""
        return self.region if self.region is not None else (0.0, 0.0, layout.width, layout.height)

    def aimed(self, layout: Layout) -> tuple[float, float]:
        """The point of the mat on the optical axis."""
        if self.aim is not None:
            return self.aim
        x0, y0, x1, y1 = self.framed(layout)
        return ((x0 + x1) / 2, (y0 + y1) / 2)


def fit_distance(layout: Layout, view: SimView) -> float:
    """The lens distance at which a camera of ``view.hfov`` shows the whole mat
    (or its ``view.region``, aimed at its centre) in ``view.fill`` of the frame,
    looking straight down."""
    assert view.hfov is not None
    f = view.width / 2 / math.tan(math.radians(view.hfov) / 2)
    yaw = math.radians(view.yaw)
    x0, y0, x1, y1 = view.framed(layout)
    w, h = x1 - x0, y1 - y0
    ext_x = abs(w * math.cos(yaw)) + abs(h * math.sin(yaw))
    ext_y = abs(w * math.sin(yaw)) + abs(h * math.cos(yaw))
    return f * max(ext_x / (view.fill * view.width), ext_y / (view.fill * view.height))


@dataclass(slots=True)
class SimFrame:
    image: Image
    homography: Matrix  #: mat millimetres -> frame pixels
    cards: list[SimCard] = field(default_factory=list)  #: in the order drawn: a later card lies on the earlier
    hands: list[SimHand] = field(default_factory=list)

    def to_px(self, x: float, y: float) -> tuple[float, float]:
        p = self.homography @ np.array([x, y, 1.0])
        return (float(p[0] / p[2]), float(p[1] / p[2]))

    def scale_at(self, x: float, y: float) -> float:
        """Frame pixels per mat millimetre around a point of the mat."""
        return local_scale(self.homography, x, y)


def local_scale(h: Matrix, x: float, y: float) -> float:
    def to_px(px: float, py: float) -> npt.NDArray[Any]:
        p = h @ np.array([px, py, 1.0])
        r: npt.NDArray[Any] = p[:2] / p[2]
        return r

    a, b, c = to_px(x, y), to_px(x + 1, y), to_px(x, y + 1)
    u, v = b - a, c - a
    return float(math.sqrt(abs(u[0] * v[1] - u[1] * v[0])))


def camera_homography(layout: Layout, view: SimView) -> Matrix:
    """Mat millimetres -> frame pixels for a pinhole camera above the mat,
    aimed at ``view.aimed`` and framing ``view.framed`` (by default the mat's
    centre and the whole mat)."""
    w, h = layout.width, layout.height
    corners = np.array([[0, 0], [w, 0], [w, h], [0, h]], dtype=np.float64)
    bx0, by0, bx1, by1 = view.framed(layout)
    box = np.array([[bx0, by0], [bx1, by0], [bx1, by1], [bx0, by1]], dtype=np.float64)
    aim = view.aimed(layout)
    yaw, tilt = math.radians(view.yaw), math.radians(view.tilt)
    rz = np.array([[math.cos(yaw), -math.sin(yaw), 0], [math.sin(yaw), math.cos(yaw), 0], [0, 0, 1]])
    rx = np.array([[1, 0, 0], [0, math.cos(tilt), -math.sin(tilt)], [0, math.sin(tilt), math.cos(tilt)]])

    def turned(pts: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
        out: npt.NDArray[np.float64] = np.c_[pts - aim, np.zeros(len(pts))] @ (rx @ rz).T
        return out

    pts3 = turned(corners)
    centre = [view.width / 2 * (1 + view.shift[0]), view.height / 2 * (1 + view.shift[1])]
    if view.hfov is not None and view.distance is not None:
        # a pinhole camera: the aimed point on the optical axis, ``distance`` away
        f = view.width / 2 / math.tan(math.radians(view.hfov) / 2)
        img = pts3[:, :2] / (pts3[:, 2:3] + view.distance) * f + centre
    else:
        dist = 1.6 * max(bx1 - bx0, by1 - by0)
        proj = pts3[:, :2] / (pts3[:, 2:3] + dist)
        framed = turned(box)
        framed = framed[:, :2] / (framed[:, 2:3] + dist)
        lo, hi = framed.min(axis=0), framed.max(axis=0)
        scale = view.fill * min(view.width / (hi[0] - lo[0]), view.height / (hi[1] - lo[1]))
        img = (proj - (lo + hi) / 2) * scale + centre
    m: Matrix = np.asarray(cv2.getPerspectiveTransform(corners.astype(np.float32), img.astype(np.float32)), np.float64)
    return m


def _qr_modules(payload: str) -> Image:
    return symbols.modules(payload, "qr")


def label_modules(payload: str, symbol: str = "qr") -> int:
    """Modules across the printed label (its longer side), quiet border included."""
    return max(symbols.size(payload, symbol))


def _card_face(card: SimCard, ppm: float, rng: np.random.Generator) -> tuple[Image, float, float]:
    """The card as seen from above, at ``ppm`` pixels per millimetre."""
    modules = symbols.modules(card.payload, card.symbol) if card.face_up else None
    label_w = 0.0 if modules is None else modules.shape[1] * card.module_mm
    label_h = 0.0 if modules is None else modules.shape[0] * card.module_mm
    if card.size is not None:
        cw, ch = card.size
    else:
        cw = max(CARD_W, label_w + 6)
        ch = max(CARD_H, label_h + 20)
    W, H = max(8, round(cw * ppm)), max(8, round(ch * ppm))
    img = np.empty((H, W, 3), np.uint8)
    if card.face_up:
        img[:] = (226, 232, 236)
        art = tuple(int(c) for c in rng.integers(40, 200, 3))
        cv2.rectangle(img, (round(3 * ppm), round(3 * ppm)), (W - round(3 * ppm), H - round(3 * ppm)), art, -1)
        for _ in range(6):
            c = tuple(int(v) for v in rng.integers(0, 255, 3))
            p = (int(rng.integers(0, W)), int(rng.integers(0, H)))
            cv2.circle(img, p, int(rng.integers(2, 12) * ppm), c, -1)
        assert modules is not None
        lw, lh = round(label_w * ppm), round(label_h * ppm)
        if card.label_at is None:
            x0, y0 = (W - lw) // 2, (H - lh) // 2
        else:
            x0 = round((cw / 2 + card.label_at[0] - label_w / 2) * ppm)
            y0 = round((ch / 2 + card.label_at[1] - label_h / 2) * ppm)
            x0, y0 = min(max(0, x0), W - lw), min(max(0, y0), H - lh)
        label = np.where(cv2.resize(modules, (lw, lh), interpolation=cv2.INTER_NEAREST) > 0, 24, 244).astype(np.uint8)
        img[y0 : y0 + lh, x0 : x0 + lw] = label[:, :, None]
        if card.glare > 0:
            _sleeve_glare(img, (x0 + lw / 2, y0 + lh / 2), ppm, card.glare, rng)
    else:
        img[:] = (90, 40, 30)
        cv2.rectangle(
            img,
            (round(4 * ppm), round(4 * ppm)),
            (W - round(4 * ppm), H - round(4 * ppm)),
            (150, 90, 60),
            max(1, round(ppm)),
        )
        cv2.ellipse(img, (W // 2, H // 2), (W // 4, H // 3), 0, 0, 360, (60, 150, 210), max(1, round(2 * ppm)))
    return img, cw, ch


def _sleeve_glare(
    img: Image, through: tuple[float, float], ppm: float, strength: float, rng: np.random.Generator
) -> None:
    """A lamp's highlight on a glossy sleeve: a bright band across the card,
    passing near ``through`` (card pixels), washing the print out towards white."""
    H, W = img.shape[:2]
    a = rng.uniform(0, math.pi)
    off = rng.normal(0, 3.0) * ppm
    width = rng.uniform(3.0, 8.0) * ppm
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    d = (xx - through[0]) * math.sin(a) - (yy - through[1]) * math.cos(a) - off
    alpha = (min(1.0, strength) * 0.85 * np.exp(-(d * d) / (2 * width * width)))[:, :, None]
    img[:] = (img * (1 - alpha) + 255 * alpha).astype(np.uint8)


def line_kernel(length: float, angle: float) -> npt.NDArray[np.float32]:
    """A motion blur's kernel: a line ``length`` pixels long along ``angle`` degrees, summing to 1."""
    n = max(3, math.ceil(length) | 1)
    kernel = np.zeros((n, n), np.float32)
    c = n // 2
    a = math.radians(angle)
    dx, dy = math.cos(a) * length / 2, math.sin(a) * length / 2
    cv2.line(kernel, (round(c - dx), round(c - dy)), (round(c + dx), round(c + dy)), 1.0, 1, cv2.LINE_AA)
    out: npt.NDArray[np.float32] = kernel / max(float(kernel.sum()), 1e-6)
    return out


def _paste_warped(frame: Image, src: Image, h_src_to_frame: Matrix, motion: tuple[float, float] = (0.0, 0.0)) -> None:
    """Warp ``src`` into ``frame`` through a homography, only over its footprint;
    with ``motion`` (length in pixels, direction in degrees), smeared along it as
    a thing moving over a still background is."""
    sh, sw = src.shape[:2]
    quad = cv2.perspectiveTransform(np.array([[[0, 0], [sw, 0], [sw, sh], [0, sh]]], np.float64), h_src_to_frame)[0]
    reach = math.ceil(motion[0] / 2) + 1 if motion[0] > 0 else 0
    x0, y0 = np.floor(quad.min(axis=0)).astype(int) - reach
    x1, y1 = np.ceil(quad.max(axis=0)).astype(int) + reach
    fh, fw = frame.shape[:2]
    x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, fw), min(y1, fh)
    if x1 <= x0 or y1 <= y0:
        return
    t = np.array([[1, 0, -x0], [0, 1, -y0], [0, 0, 1]], np.float64) @ h_src_to_frame
    size = (int(x1 - x0), int(y1 - y0))
    warped = cv2.warpPerspective(src, t, size, flags=cv2.INTER_AREA).astype(np.float32)
    mask = cv2.warpPerspective(np.full((sh, sw), 255, np.uint8), t, size, flags=cv2.INTER_LINEAR)
    roi = frame[y0:y1, x0:x1]
    alpha: npt.NDArray[Any] = (mask.astype(np.float32) / 255.0)[:, :, None]
    ink: npt.NDArray[Any] = warped * alpha
    if motion[0] > 0:
        kernel = line_kernel(*motion)
        ink = cv2.filter2D(ink, -1, kernel)
        alpha = cv2.filter2D(alpha, -1, kernel)[:, :, None]
    roi[:] = np.clip(ink + roi * (1 - alpha), 0, 255).astype(np.uint8)


@lru_cache(maxsize=16)
def _mat_image(layout: Layout, ppm: float) -> Image:
    W, H = round(layout.width * ppm), round(layout.height * ppm)
    rng = np.random.default_rng(7)
    img = np.empty((H, W, 3), np.uint8)
    img[:] = (52, 96, 40)
    img[:] = np.clip(img.astype(np.int16) + rng.normal(0, 5, (H, W, 1)).astype(np.int16), 0, 255).astype(np.uint8)
    for z in layout.zones:
        p0 = (round(z.x * ppm), round(z.y * ppm))
        p1 = (round((z.x + z.w) * ppm), round((z.y + z.h) * ppm))
        cv2.rectangle(img, p0, p1, (90, 140, 80), max(1, round(ppm)))
        cv2.putText(
            img,
            z.label,
            (p0[0] + round(3 * ppm), p0[1] + round(9 * ppm)),
            cv2.FONT_HERSHEY_SIMPLEX,
            0.12 * ppm,
            (110, 160, 100),
            max(1, round(ppm / 2)),
            cv2.LINE_AA,
        )
    aruco = cv2.aruco.getPredefinedDictionary(ARUCO_DICT)
    for mk in layout.markers:
        side = max(6, round(mk.size * ppm / 6) * 6)
        white = round(mk.size * 1.4 * ppm)
        cx, cy = round(mk.x * ppm), round(mk.y * ppm)
        cv2.rectangle(img, (cx - white // 2, cy - white // 2), (cx + white // 2, cy + white // 2), (240, 240, 240), -1)
        marker = cv2.aruco.generateImageMarker(aruco, mk.id, side)
        x0, y0 = cx - side // 2, cy - side // 2
        img[y0 : y0 + side, x0 : x0 + side] = marker[:, :, None]
    return img


def hand_parts(hand: SimHand) -> list[npt.NDArray[np.float64]]:
    """The palm, four fingers and thumb of a hand, each a polygon in mat millimetres."""
    return [p for p in np.split(_hand_polygon(hand), np.cumsum([18, 4, 4, 4, 4])) if len(p)]


def _hand_polygon(hand: SimHand) -> npt.NDArray[np.float64]:
    """A palm with four fingers and a thumb, in mat millimetres."""
    s = hand.size
    pts: list[tuple[float, float]] = []
    for t in np.linspace(0.15 * math.pi, 1.85 * math.pi, 18):
        pts.append((0.45 * s * math.cos(t), 0.5 * s * math.sin(t)))
    fingers = []
    for k, off in enumerate((-0.3, -0.1, 0.1, 0.3)):
        length = s * (0.75 if k in (1, 2) else 0.6)
        fingers.append(
            [
                (0.4 * s, off * s - 0.07 * s),
                (0.4 * s + length, off * s - 0.06 * s),
                (0.4 * s + length, off * s + 0.06 * s),
                (0.4 * s, off * s + 0.07 * s),
            ]
        )
    thumb = [(0.1 * s, 0.45 * s), (0.35 * s, 0.85 * s), (0.45 * s, 0.78 * s), (0.25 * s, 0.4 * s)]
    a = math.radians(hand.angle)
    rot = np.array([[math.cos(a), -math.sin(a)], [math.sin(a), math.cos(a)]])
    shapes = [np.array(pts)] + [np.array(f) for f in fingers] + [np.array(thumb)]
    return np.concatenate([(sh @ rot.T) + [hand.x, hand.y] for sh in shapes])


def render(
    layout: Layout,
    cards: list[SimCard],
    view: SimView = SimView(),
    hands: list[SimHand] | None = None,
) -> SimFrame:
    """One BGR frame of the mat as the camera sees it."""
    rng = np.random.default_rng(view.seed)
    h = camera_homography(layout, view)
    x0, y0, x1, y1 = view.framed(layout)
    max_scale = max(local_scale(h, x, y) for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)))
    mat_ppm = max(1.5, round(1.5 * max_scale * 4) / 4)
    mat = _mat_image(layout, mat_ppm)
    s_inv = np.diag([1 / mat_ppm, 1 / mat_ppm, 1.0])
    frame = cv2.warpPerspective(
        mat,
        h @ s_inv,
        (view.width, view.height),
        flags=cv2.INTER_LINEAR,
        borderMode=cv2.BORDER_CONSTANT,
        borderValue=(70, 70, 80),
    )
    for card in cards:
        scale = local_scale(h, card.x, card.y)
        ppm = max(2.0, 2.0 * scale)
        face, cw, ch = _card_face(card, ppm, rng)
        a = math.radians(card.angle)
        # card pixels -> card millimetres centred -> rotated -> mat
        to_mat = np.array([[math.cos(a), -math.sin(a), card.x], [math.sin(a), math.cos(a), card.y], [0, 0, 1]])
        centre = np.array([[1 / ppm, 0, -cw / 2], [0, 1 / ppm, -ch / 2], [0, 0, 1]])
        _paste_warped(frame, face, h @ to_mat @ centre, (card.motion, card.motion_angle))
    out: npt.NDArray[Any] = frame.astype(np.float32)
    if view.light > 0:
        gx = np.linspace(1.0, 1.0 - view.light, view.width, dtype=np.float32)
        gy = np.linspace(1.0 - view.light / 3, 1.0, view.height, dtype=np.float32)
        out *= (gy[:, None] * gx[None, :])[:, :, None]
    if view.glare > 0:
        gx0, gy0 = rng.uniform(0.25, 0.75) * view.width, rng.uniform(0.25, 0.75) * view.height
        r = 0.12 * view.height
        yy, xx = np.mgrid[0 : view.height, 0 : view.width].astype(np.float32)
        spot = np.exp(-(((xx - gx0) ** 2) + ((yy - gy0) ** 2) * 2.5) / (2 * r * r))
        out += (view.glare * 150 * spot)[:, :, None]
    for hand in hands or []:
        poly = cv2.perspectiveTransform(_hand_polygon(hand)[None], h)[0]
        skin = (120 + rng.integers(-15, 15), 150 + rng.integers(-15, 15), 205 + rng.integers(-20, 20))
        hull_parts = np.split(poly, np.cumsum([18, 4, 4, 4, 4]))
        for part in hull_parts:
            if len(part):
                cv2.fillPoly(out, [np.round(part).astype(np.int32)], tuple(float(c) for c in skin), cv2.LINE_AA)
    if view.motion > 0:
        out = cv2.filter2D(out, -1, line_kernel(view.motion, view.motion_angle))
    if view.blur > 0:
        out = cv2.GaussianBlur(out, (0, 0), view.blur)
    if view.noise > 0:
        out += rng.normal(0, view.noise, out.shape[:2]).astype(np.float32)[:, :, None]
    image = np.clip(out, 0, 255).astype(np.uint8)
    return SimFrame(image, h, list(cards), list(hands or []))


def module_mm_for(frame_h: Matrix, x: float, y: float, module_px: float) -> float:
    """The module size in millimetres that shows as ``module_px`` pixels at a point."""
    return module_px / local_scale(frame_h, x, y)
