"""The circles of the field (VG 4.6) and the units on them: a seat's
vanguard and rear-guards, and the zone words an ability's text uses."""

from __future__ import annotations

from engine.games.vanguard.schema import CIRCLE_NAMES, GC, REAR_GUARD_CIRCLES, VC
from engine.games.vanguard.state import seat_zones
from engine.state import Card, Game, Zone

#: the zone word an ability's ``zones`` list uses for each zone name
ZONE_KIND = {VC: "VC", GC: "GC", **{rc: "RC" for rc in REAR_GUARD_CIRCLES}}


def zone_kind(zone: Zone) -> str:
    return ZONE_KIND.get(zone.name, zone.name)


def circle_name(zone_name: str) -> str:
    return CIRCLE_NAMES.get(zone_name, zone_name)


def vanguard(g: Game, seat: int) -> Card | None:
    return g.zone(seat, VC).top


def units(g: Game, seat: int) -> list[Card]:
    """The seat's vanguard and rear-guards (VG 3.9, VG 3.10), circle order."""
    out: list[Card] = []
    for z in seat_zones(g)[seat].units:
        out.extend(z.cards)
    return out


def rear_guards(g: Game, seat: int) -> list[Card]:
    out: list[Card] = []
    for z in seat_zones(g)[seat].rcs:
        out.extend(z.cards)
    return out
