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
The ``[[marker]]`` entries are the ArUco markers (4x4_50) the camera finds
the mat by: four at the corners (ids 0-3), and up to
``MAX_MARKERS - 4`` more anywhere on the mat clear of the zones, with ids of
their own. The two-player mats add two at the seats' boundary on the left and
right edges (ids 4 and 5), so that a camera over one seat's half sees four
markers (two corners and these two) and is calibrated to that half; the
four-player mats keep their four corners (two cameras are for two-player mats).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine import paths
from engine.errors import LoadError
from engine.files import MAX_LAYOUT_BYTES, read_toml

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


#: Largest size or position on a mat, in millimetres (ten metres), and the
#: most seats and zones a layout may have: a real mat is a metre or two
#: across, seats four players, and each has a dozen or so zones.
MAX_MM = 10_000.0
MAX_SEATS = 8
MAX_ZONES = 100
#: the most markers a layout may have: its four corners and a few more
MAX_MARKERS = 8
#: the corner markers' ids
CORNER_IDS = (0, 1, 2, 3)

_ZONE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


class _Sections:
    """Where each ``[mat]`` / ``[[seat]]`` / ``[[zone]]`` / ``[[marker]]``
    header and each key under it lies in the text, for messages."""

    def __init__(self, path: str, text: str) -> None:
        self.path = path
        self.lines = text.split("\n")  # as the TOML parser counts them
        self.headers: dict[str, list[int]] = {}
        for i, line in enumerate(self.lines):
            m = re.match(r"^\s*\[\[?\s*([A-Za-z_]+)\s*\]\]?", line)
            if m:
                self.headers.setdefault(m.group(1), []).append(i + 1)

    def header(self, name: str, nth: int = 0) -> int | None:
        hits = self.headers.get(name, [])
        return hits[nth] if nth < len(hits) else None

    def key(self, name: str, nth: int, key: str) -> int | None:
        """The line of ``key =`` in the nth ``name`` section, else its header's."""
        start = self.header(name, nth)
        if start is None:
            return None
        ends = [h for hs in self.headers.values() for h in hs if h > start]
        end = min(ends) if ends else len(self.lines) + 1
        pat = re.compile(r"^\s*" + re.escape(key) + r"\s*=")
        return next((i + 1 for i in range(start, end - 1) if pat.match(self.lines[i])), start)

    def error(self, name: str, nth: int, message: str, key: str | None = None) -> LoadError:
        line = self.key(name, nth, key) if key is not None else self.header(name, nth)
        return LoadError(self.path, line, message)


def _table(value: Any, where: _Sections, name: str, nth: int) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise where.error(name, nth, f"each [[{name}]] must be a table")
    return value


def _tables(data: dict[str, Any], where: _Sections, name: str, most: int) -> list[dict[str, Any]]:
    items = data.get(name, [])
    if not isinstance(items, list):
        raise where.error(name, 0, f"{name} must be an array of tables ([[{name}]])")
    if len(items) > most:
        raise where.error(name, most, f"a layout has at most {most} [[{name}]] entries")
    return [_table(v, where, name, n) for n, v in enumerate(items)]


def _mm(table: dict[str, Any], key: str, where: _Sections, name: str, nth: int, positive: bool = False) -> float:
    """A size (``positive``) or position in millimetres: a number from 0 to :data:`MAX_MM`."""
    value = table.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise where.error(name, nth, f"{key} must be a number of millimetres", key)
    if not (0 < value if positive else 0 <= value) or value > MAX_MM:
        low = "more than 0" if positive else "from 0"
        raise where.error(name, nth, f"{key} must be {low} to {MAX_MM:g} mm, not {value!r}", key)
    return float(value)


def _whole(table: dict[str, Any], key: str, where: _Sections, name: str, nth: int, values: range, what: str) -> int:
    value = table.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or value not in values:
        raise where.error(name, nth, what, key)
    return value


def _flag(table: dict[str, Any], key: str, where: _Sections, name: str, nth: int) -> bool:
    value = table.get(key, True)
    if not isinstance(value, bool):
        raise where.error(name, nth, f"{key} must be true or false", key)
    return value


def _text(table: dict[str, Any], key: str, default: str, where: _Sections, name: str, nth: int) -> str:
    value = table.get(key, default)
    if not isinstance(value, str):
        raise where.error(name, nth, f"{key} must be text", key)
    return value


def load_layout(path: str | Path) -> Layout:
    """Read and check one layout file; errors name the file and line."""
    path = Path(path)
    text, data = read_toml(path, "mat layout", MAX_LAYOUT_BYTES)
    where = _Sections(str(path), text)

    mat = data.get("mat")
    if not isinstance(mat, dict):
        raise LoadError(str(path), 1, "missing [mat] table")
    width = _mm(mat, "width_mm", where, "mat", 0, positive=True)
    height = _mm(mat, "height_mm", where, "mat", 0, positive=True)
    seat_w = _mm(mat, "seat_width_mm", where, "mat", 0, positive=True)
    seat_d = _mm(mat, "seat_depth_mm", where, "mat", 0, positive=True)
    ids = mat.get("ruleset_ids")
    if not isinstance(ids, list) or not ids or not all(isinstance(i, str) for i in ids):
        raise where.error("mat", 0, "ruleset_ids must be a list of ruleset ids", "ruleset_ids")
    game = _text(mat, "game", path.stem, where, "mat", 0)
    title = _text(mat, "title", path.stem, where, "mat", 0)

    seats = _seats(data, where, width, height, seat_w, seat_d)
    zones = _zones(data, where, seats, seat_w, seat_d)
    markers = _markers(data, where, width, height, zones)
    reveal = mat.get("reveal")
    if reveal is not None and not any(z.name == reveal and z.camera for z in zones):
        raise where.error("mat", 0, "reveal must name a zone the camera sees", "reveal")
    return Layout(str(path), game, title, tuple(ids), width, height, len(seats), tuple(zones), tuple(markers), reveal)


def _seats(
    data: dict[str, Any], where: _Sections, width: float, height: float, seat_w: float, seat_d: float
) -> dict[int, tuple[float, float, int]]:
    """Each seat's area on the mat: its corner and whether it is turned round."""
    seats: dict[int, tuple[float, float, int]] = {}
    for n, t in enumerate(_tables(data, where, "seat", MAX_SEATS)):
        seat = _whole(t, "seat", where, "seat", n, range(MAX_SEATS), f"seat must be a number from 0 to {MAX_SEATS - 1}")
        if seat in seats:
            raise where.error("seat", n, f"seat {seat} is placed twice", "seat")
        rot = t.get("rotate", 0)
        if type(rot) is not int or rot not in (0, 180):
            raise where.error("seat", n, "rotate must be 0 or 180", "rotate")
        sx, sy = _mm(t, "x", where, "seat", n), _mm(t, "y", where, "seat", n)
        if sx + seat_w > width or sy + seat_d > height:
            raise where.error("seat", n, f"seat {seat} does not fit on the mat")
        seats[seat] = (sx, sy, rot)
    if not seats:
        raise where.error("mat", 0, "a layout needs at least one [[seat]]")
    return seats


def _zones(
    data: dict[str, Any], where: _Sections, seats: dict[int, tuple[float, float, int]], seat_w: float, seat_d: float
) -> list[ZoneArea]:
    """Each zone, written once in a seat's own coordinates, placed on every
    seat's area; no two overlap."""
    zones: list[ZoneArea] = []
    names: set[str] = set()
    for n, t in enumerate(_tables(data, where, "zone", MAX_ZONES)):
        name = t.get("name")
        if not isinstance(name, str) or not _ZONE_NAME.fullmatch(name):
            raise where.error("zone", n, "zone name must be an engine zone name such as VC or cs_left", "name")
        if name in names:
            raise where.error("zone", n, f"zone {name} is named twice", "name")
        names.add(name)
        kind = t.get("kind", "pile")
        if not isinstance(kind, str) or kind not in ZONE_KINDS:
            raise where.error("zone", n, f"kind must be one of {', '.join(ZONE_KINDS)}", "kind")
        label = _text(t, "label", name, where, "zone", n)
        camera, sensed = _flag(t, "camera", where, "zone", n), _flag(t, "sensed", where, "zone", n)
        x, y = _mm(t, "x", where, "zone", n), _mm(t, "y", where, "zone", n)
        w, h = _mm(t, "w", where, "zone", n, positive=True), _mm(t, "h", where, "zone", n, positive=True)
        if x + w > seat_w or y + h > seat_d:
            raise where.error("zone", n, f"zone {name} does not fit in a seat's area ({seat_w:g} x {seat_d:g} mm)")
        for seat, (sx, sy, rot) in sorted(seats.items()):
            if rot == 0:
                mx, my = sx + x, sy + (seat_d - y - h)
            else:
                mx, my = sx + (seat_w - x - w), sy + y
            zones.append(ZoneArea(f"p{seat}.{name}", name, seat, label, kind, mx, my, w, h, rot, camera, sensed))
    for i, a in enumerate(zones):
        for b in zones[i + 1 :]:
            if a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h:
                raise LoadError(where.path, None, f"zones {a.key} and {b.key} overlap on the mat")
    return zones


def _markers(
    data: dict[str, Any], where: _Sections, width: float, height: float, zones: list[ZoneArea]
) -> list[Marker]:
    """The four corner markers (ids 0-3) and any extra ones (ids of their own),
    each on the mat and clear of every zone."""
    markers: list[Marker] = []
    for n, t in enumerate(_tables(data, where, "marker", MAX_MARKERS)):
        mid = _whole(t, "id", where, "marker", n, range(50), "marker id must be 0-49 (ArUco 4x4_50)")
        if any(m.id == mid for m in markers):
            raise where.error("marker", n, f"marker {mid} is placed twice", "id")
        mx, my = _mm(t, "x", where, "marker", n), _mm(t, "y", where, "marker", n)
        if mx > width or my > height:
            raise where.error("marker", n, f"marker {mid} is not on the mat")
        markers.append(Marker(mid, mx, my, _mm(t, "size", where, "marker", n, positive=True)))
    corners = sum(m.id in CORNER_IDS for m in markers)
    if corners != 4:
        raise LoadError(
            where.path,
            None,
            f"a mat needs the 4 corner markers (ids 0-3), this one has {corners}; "
            f"up to {MAX_MARKERS - 4} more markers with other ids may lie anywhere clear of the zones",
        )
    for mk in markers:
        for z in zones:
            half = mk.size / 2
            if z.x < mk.x + half and mk.x - half < z.x + z.w and z.y < mk.y + half and mk.y - half < z.y + z.h:
                raise LoadError(where.path, None, f"marker {mk.id} overlaps zone {z.key}")
    return markers


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
