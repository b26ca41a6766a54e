"""Generated test scenes and their scoring: what the recognition figures
(``playmat bench``, the tests) are measured on."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace

from hardware.camera.pipeline import FrameResult
from hardware.camera.simulate import (
    SimCard,
    SimFrame,
    SimHand,
    SimView,
    camera_homography,
    label_modules,
    local_scale,
    render,
)
from hardware.layouts import Layout


@dataclass(frozen=True, slots=True)
class Score:
    labels: int = 0  #: labels that were in view, face up
    read: int = 0  #: read correctly, in the right place
    false: int = 0  #: a label reported that is not there, or far from where it is

    def __add__(self, other: Score) -> Score:
        return Score(self.labels + other.labels, self.read + other.read, self.false + other.false)

    @property
    def rate(self) -> float:
        return self.read / self.labels if self.labels else 1.0


def payloads(code: str, card_ids: list[str], n: int) -> list[str]:
    return [f"PM1:{code}:{card_ids[i % len(card_ids)]}:{i // len(card_ids) + 1}" for i in range(n)]


def scene(
    layout: Layout, labels: list[str], module_px: float, view: SimView, seed: int, face_down: int = 0, hands: int = 0
) -> SimFrame:
    """Cards on a grid over the mat, each label sized to show ``module_px`` pixels per module."""
    rng = random.Random(seed)
    h = camera_homography(layout, view)
    n = len(labels) + face_down
    cols = max(1, math.ceil(math.sqrt(n * layout.width / layout.height)))
    rows = math.ceil(n / cols)
    mx, my = 75.0, 75.0
    cw, ch = (layout.width - 2 * mx) / cols, (layout.height - 2 * my) / rows
    cards = []
    for i in range(n):
        r, c = divmod(i, cols)
        x = mx + (c + 0.5) * cw + rng.uniform(-0.08, 0.08) * cw
        y = my + (r + 0.5) * ch + rng.uniform(-0.08, 0.08) * ch
        angle = rng.uniform(-25, 25) + (90 if rng.random() < 0.2 else 0)
        if i < len(labels):
            mm = module_px / local_scale(h, x, y)
            # the label must fit its grid cell; if not, it shows smaller
            fit = 0.9 * min(cw, ch) / (label_modules(labels[i]) + 1)
            mm = min(mm, fit)
            side = label_modules(labels[i]) * mm + 6
            if side * 1.45 > min(cw, ch):  # big cards: turn them less, so neighbours do not overlap
                angle = rng.uniform(-4, 4)
            cards.append(SimCard(labels[i], x, y, angle, True, mm))
        else:
            cards.append(SimCard("PM1:VG:X:1", x, y, angle, False))
    hand_list = [
        SimHand(
            rng.uniform(100, layout.width - 100),
            rng.uniform(100, layout.height - 100),
            rng.uniform(0, 360),
            rng.uniform(80, 110),
        )
        for _ in range(hands)
    ]
    return render(layout, cards, replace(view, seed=seed), hand_list)


def score(frame: SimFrame, result: FrameResult, tolerance_mm: float = 25.0) -> Score:
    truth = {c.payload: c for c in frame.cards if c.face_up}
    read = false = 0
    for s in result.labels:
        c = truth.get(s.label.label.payload)
        if c is None or math.dist((c.x, c.y), s.mat_xy) > tolerance_mm:
            false += 1
        else:
            read += 1
    for d in result.rejected:  # decoded text that is not a label on the mat at all
        if d.text not in truth:
            false += 1
    return Score(len(truth), read, false)
