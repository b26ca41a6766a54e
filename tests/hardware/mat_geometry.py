"""Test support, no tests: where a card lying on a zone covers the mat's sensors,
and so which orientation the firmware reads (WIRING.md, "Sensors").

A zone's frame has x along its short axis (a rested card's long side lies along
it) and y along its long axis, in millimetres from the zone's centre. A sensor
looks up through a round hole; the light it gets back grows with the part of
the hole a card covers. Calibration puts a sensor's thresholds at 3/5 (a card
is there) and 2/5 (it is gone) of the way from the empty mat to a card (a pair
of side sensors on one input: 3/10 and 2/10 of the way to both covered, the
same 3/5 and 2/5 of one of them), so a sensor reads covered with 60% of its
hole covered, empty with 40% or less, and either in between (the hysteresis
keeps what it read before).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

#: a card without a sleeve, and in a standard sleeve (width, length), mm
BARE = (63.0, 88.0)
SLEEVED = (66.0, 91.0)
#: the radius of a sensor's hole in the mat, mm
HOLE_R = 3.0
ON, OFF = 0.6, 0.4


@dataclass(frozen=True)
class Layout:
    """Where a zone's sensors are: the centre one, and the side one(s), read as one."""

    name: str
    sides: tuple[tuple[float, float], ...]


#: the first reference build: one side sensor 40 mm out along the short axis
SINGLE_40 = Layout("one side sensor at 40 mm", ((40.0, 0.0),))
#: the reference build now: a pair at 43 mm either side, on one multiplexer input
PAIR_43 = Layout("a pair of side sensors at +-43 mm", ((43.0, 0.0), (-43.0, 0.0)))


def covered_part(d: float) -> float:
    """The part of a hole covered by a card whose edge lies ``d`` mm beyond the
    hole's centre (negative: short of it); the card's corners are far from the sensors."""
    if d >= HOLE_R:
        return 1.0
    if d <= -HOLE_R:
        return 0.0
    x = -d
    segment = HOLE_R * HOLE_R * math.acos(x / HOLE_R) - x * math.sqrt(HOLE_R * HOLE_R - x * x)
    return segment / (math.pi * HOLE_R * HOLE_R)


def _inside(point: tuple[float, float], half: tuple[float, float], dx: float, dy: float, turn: float) -> float:
    """How far inside the card's edge a point lies (negative: outside), the card's
    centre at (dx, dy) and turned by ``turn`` radians."""
    c, s = math.cos(turn), math.sin(turn)
    px, py = point[0] - dx, point[1] - dy
    u, v = c * px + s * py, -s * px + c * py
    return min(half[0] - abs(u), half[1] - abs(v))


def reading(part: float) -> bool | None:
    """True: covered; False: empty; None: either (between the thresholds)."""
    return True if part >= ON else False if part <= OFF else None


@dataclass(frozen=True)
class Placement:
    card: tuple[float, float]
    rested: bool
    dx: float
    dy: float
    degrees: float


def misread(layout: Layout, placement: Placement) -> bool:
    """Whether the firmware could read this card wrong: not there, or the other way round."""
    w, length = placement.card
    half = (length / 2, w / 2) if placement.rested else (w / 2, length / 2)
    turn = math.radians(placement.degrees)

    def sensor(point: tuple[float, float]) -> bool | None:
        return reading(covered_part(_inside(point, half, placement.dx, placement.dy, turn)))

    if sensor((0.0, 0.0)) is not True:
        return True
    sides = [sensor(p) for p in layout.sides]
    if placement.rested:  # one side sensor of the pair covered is enough
        return True not in sides
    return any(s is not False for s in sides)


def placements(offset_mm: float, degrees: int = 5) -> Iterator[Placement]:
    """Every card, either way round, up to ``offset_mm`` off the centre (0.5 mm steps) and turned up to ``degrees``."""
    steps = [k * 0.5 for k in range(-round(offset_mm * 2), round(offset_mm * 2) + 1)]
    for card in (BARE, SLEEVED):
        for rested in (False, True):
            for dx in steps:
                for dy in steps:
                    for deg in range(-degrees, degrees + 1):
                        yield Placement(card, rested, dx, dy, float(deg))


def tolerance(layout: Layout, card: tuple[float, float], rested: bool, degrees: int = 5, limit: float = 15.0) -> float:
    """The largest offset (0.5 mm steps, up to ``limit``) within which every placement of this card reads right."""
    best = 0.0
    for k in range(1, round(limit * 2) + 1):
        e = k * 0.5
        ring = [
            Placement(card, rested, dx, dy, float(deg))
            for dx in (k * 0.5 * sx for sx in (-1, 1))
            for dy in (j * 0.5 for j in range(-k, k + 1))
            for deg in range(-degrees, degrees + 1)
        ] + [
            Placement(card, rested, dx, dy, float(deg))
            for dy in (k * 0.5 * sy for sy in (-1, 1))
            for dx in (j * 0.5 for j in range(-k, k + 1))
            for deg in range(-degrees, degrees + 1)
        ]
        if any(misread(layout, p) for p in ring):
            break
        best = e
    return best
