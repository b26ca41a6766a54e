"""Zone maps: which numeric sensor id is which mat zone.

One map per ruleset id, built from that ruleset's mat layout
(``assets/mats/*.toml``): every zone with ``sensed = true``, in the order the
layout lists them (seat by seat within each ``[[zone]]`` entry), numbered
from 0. The map id on the wire is the ruleset id.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from hardware.layouts import layout_for, layout_paths, load_layout


@dataclass(frozen=True, slots=True)
class ZoneMap:
    map_id: str
    zones: tuple[str, ...]  #: zone keys ``p<seat>.<name>``, index = zone id

    def __len__(self) -> int:
        return len(self.zones)

    def name_of(self, zone_id: int) -> str:
        return self.zones[zone_id]

    def id_of(self, name: str) -> int:
        """The id of a zone key; a decimal id is accepted as is."""
        if name.isdigit() and int(name) < len(self.zones):
            return int(name)
        try:
            return self.zones.index(name)
        except ValueError:
            raise KeyError(f"zone map {self.map_id} has no zone {name!r}") from None


@cache
def zone_map_for(map_id: str) -> ZoneMap:
    """The zone map of a ruleset id; KeyError if no layout serves it."""
    layout = layout_for(map_id)
    return ZoneMap(map_id, tuple(z.key for z in layout.zones if z.sensed))


@cache
def known_map_ids() -> tuple[str, ...]:
    ids: list[str] = []
    for path in layout_paths():
        ids.extend(load_layout(path).ruleset_ids)
    return tuple(sorted(ids))
