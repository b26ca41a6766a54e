"""Mat layouts: where each zone lies on the physical play mat.

One TOML file per game in ``assets/mats/``. The desktop draws the mat from
it, the sensor mat's zone map and the camera's zone mapping use the same zone
names (the engine's zone names, ``p<seat>.<name>`` once placed on a seat).

Zones are written once, in a seat's own coordinates: millimetres from that
player's left edge (``x``) and from the player's own table edge towards the
opponent (``y``). Each ``[[seat]]`` places that area on the mat (origin of
its top-left corner in mat millimetres, and ``rotate`` 0 when the player
sits at the bottom edge, 180 at the top). Mat coordinates have their origin
at the mat's top-left corner, x to the right and y down, as a camera image.
The four ``[[marker]]`` entries are the ArUco markers (4x4, ids 0-3) printed
at the corners, used by the camera to find the mat.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine import paths
from engine.errors import LoadError

ZONE_KINDS = ("slot", "pile", "row")


@dataclass(frozen=True, slots=True)
class ZoneArea:
    """A zone's rectangle on the mat, in mat millimetres."""

    key: str  #: engine zone key, ``p<seat>.<name>``
    name: str
    seat: int
    label: str
    kind: str
    x: float
    y: float
    w: float
    h: float
    rotate: int
    camera: bool
    sensed: bool

    def contains(self, mx: float, my: float) -> bool:
        return self.x <= mx < self.x + self.w and self.y <= my < self.y + self.h

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)


@dataclass(frozen=True, slots=True)
class Marker:
    id: int
    x: float  #: centre, mat millimetres
    y: float
    size: float


@dataclass(frozen=True, slots=True)
class Layout:
    path: str
    game: str
    title: str
    ruleset_ids: tuple[str, ...]
    width: float
    height: float
    seats: int
    zones: tuple[ZoneArea, ...]
    markers: tuple[Marker, ...]
    #: the zone (a name such as "trigger") where a player shows a card the
    #: game reveals to everybody on its way between two hidden zones (a card
    #: revealed from the deck and put on its bottom); None: no such zone
    reveal: str | None = None

    def reveal_zone(self, seat: int) -> str | None:
        """The key of ``seat``'s zone for showing revealed cards, if any."""
        if self.reveal is None:
            return None
        key = f"p{seat}.{self.reveal}"
        return key if any(z.key == key for z in self.zones) else None

    def zone_at(self, mx: float, my: float) -> ZoneArea | None:
        """The zone under a point of the mat, or None between zones."""
        for z in self.zones:
            if z.contains(mx, my):
                return z
        return None

    def area(self, key: str) -> ZoneArea:
        for z in self.zones:
            if z.key == key:
                return z
        raise KeyError(key)

    def keys(self) -> list[str]:
        return [z.key for z in self.zones]


def _line_of(text: str, pattern: str, nth: int = 0) -> int | None:
    hits = [i + 1 for i, line in enumerate(text.splitlines()) if re.match(pattern, line)]
    return hits[nth] if nth < len(hits) else None


def _num(value: Any, what: str, fail: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise fail(f"{what} must be a number of millimetres")
    return float(value)


def load_layout(path: str | Path) -> Layout:
    """Read and check one layout file; errors name the file and line."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text)
    except OSError as exc:
        raise LoadError(str(path), None, f"cannot read mat layout: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise LoadError(str(path), None, "not UTF-8 text") from None
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"line (\d+)", str(exc))
        raise LoadError(str(path), int(m.group(1)) if m else None, f"not valid TOML: {exc}") from None

    def fail_at(line: int | None):  # type: ignore[no-untyped-def]
        return lambda msg: LoadError(str(path), line, msg)

    mat = data.get("mat")
    if not isinstance(mat, dict):
        raise LoadError(str(path), 1, "missing [mat] table")
    fail = fail_at(_line_of(text, r"^\s*\[mat\]"))
    width = _num(mat.get("width_mm"), "width_mm", fail)
    height = _num(mat.get("height_mm"), "height_mm", fail)
    seat_w = _num(mat.get("seat_width_mm"), "seat_width_mm", fail)
    seat_d = _num(mat.get("seat_depth_mm"), "seat_depth_mm", fail)
    ids = mat.get("ruleset_ids")
    if not isinstance(ids, list) or not ids or not all(isinstance(i, str) for i in ids):
        raise fail("ruleset_ids must be a list of ruleset ids")

    seats: dict[int, tuple[float, float, int]] = {}
    for n, s in enumerate(data.get("seat", [])):
        f = fail_at(_line_of(text, r"^\s*\[\[seat\]\]", n))
        seat = s.get("seat")
        if not isinstance(seat, int) or seat in seats or seat < 0:
            raise f("each [[seat]] needs a distinct seat number")
        rot = s.get("rotate", 0)
        if rot not in (0, 180):
            raise f("rotate must be 0 or 180")
        sx, sy = _num(s.get("x"), "x", f), _num(s.get("y"), "y", f)
        if sx < 0 or sy < 0 or sx + seat_w > width or sy + seat_d > height:
            raise f(f"seat {seat} does not fit on the mat")
        seats[seat] = (sx, sy, rot)
    if not seats:
        raise fail("a layout needs at least one [[seat]]")

    zones: list[ZoneArea] = []
    for n, z in enumerate(data.get("zone", [])):
        f = fail_at(_line_of(text, r"^\s*\[\[zone\]\]", n))
        name = z.get("name")
        if not isinstance(name, str) or not re.match(r"^[A-Za-z][A-Za-z0-9_]*$", name):
            raise f("zone name must be an engine zone name such as VC or cs_left")
        kind = z.get("kind", "pile")
        if kind not in ZONE_KINDS:
            raise f(f"kind must be one of {', '.join(ZONE_KINDS)}")
        x, y, w, h = (_num(z.get(k), k, f) for k in ("x", "y", "w", "h"))
        if w <= 0 or h <= 0 or x < 0 or y < 0 or x + w > seat_w or y + h > seat_d:
            raise f(f"zone {name} does not fit in a seat's area ({seat_w:g} x {seat_d:g} mm)")
        for seat, (sx, sy, rot) in sorted(seats.items()):
            if rot == 0:
                mx, my = sx + x, sy + (seat_d - y - h)
            else:
                mx, my = sx + (seat_w - x - w), sy + y
            zones.append(
                ZoneArea(
                    f"p{seat}.{name}", name, seat, str(z.get("label", name)), kind, mx, my, w, h, rot,
                    bool(z.get("camera", True)), bool(z.get("sensed", True)),
                )
            )
    for i, a in enumerate(zones):
        for b in zones[i + 1 :]:
            if a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h:
                raise LoadError(str(path), None, f"zones {a.key} and {b.key} overlap on the mat")

    markers = []
    for n, mk in enumerate(data.get("marker", [])):
        f = fail_at(_line_of(text, r"^\s*\[\[marker\]\]", n))
        mid = mk.get("id")
        if not isinstance(mid, int) or not 0 <= mid < 50:
            raise f("marker id must be 0-49 (ArUco 4x4_50)")
        markers.append(Marker(mid, _num(mk.get("x"), "x", f), _num(mk.get("y"), "y", f), _num(mk.get("size"), "size", f)))
    if len(markers) != 4:
        raise LoadError(str(path), None, f"a mat needs 4 corner markers, this one has {len(markers)}")
    for mk in markers:
        for z in zones:
            half = mk.size / 2
            if z.x < mk.x + half and mk.x - half < z.x + z.w and z.y < mk.y + half and mk.y - half < z.y + z.h:
                raise LoadError(str(path), None, f"marker {mk.id} overlaps zone {z.key}")
    reveal = mat.get("reveal")
    if reveal is not None and not any(z.name == reveal and z.camera for z in zones):
        raise fail("reveal must name a zone the camera sees")
    return Layout(
        str(path), str(mat.get("game", path.stem)), str(mat.get("title", path.stem)), tuple(ids), width, height,
        len(seats), tuple(zones), tuple(markers), reveal,
    )


def layout_paths() -> list[Path]:
    return sorted((paths.assets_dir() / "mats").glob("*.toml"))


@cache
def layout_for(ruleset_id: str) -> Layout:
    """The mat layout serving a ruleset id."""
    for p in layout_paths():
        lay = load_layout(p)
        if ruleset_id in lay.ruleset_ids:
            return lay
    raise KeyError(f"no mat layout for {ruleset_id!r}")
