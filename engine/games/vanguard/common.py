"""Small helpers shared by the Vanguard flow: units, power, the battle record."""

from __future__ import annotations

from typing import Any, cast

from engine.events import PhaseBegan
from engine.games.vanguard.schema import (
    CIRCLE_NAMES,
    DAMAGE,
    DECK,
    DROP,
    GC,
    HAND,
    REAR_GUARD_CIRCLES,
    SOUL,
    TRIGGER,
    VC,
)
from engine.state import Card, Game, Zone

#: the zone word an ability's ``zones`` list uses for each zone name
ZONE_KIND = {VC: "VC", GC: "GC", **{rc: "RC" for rc in REAR_GUARD_CIRCLES}}


class SeatZones:
    """One seat's zones, looked up once per game (the hot path reads these)."""

    __slots__ = ("damage", "deck", "drop", "gc", "hand", "rcs", "soul", "trigger", "units", "vc")

    def __init__(self, g: Game, seat: int) -> None:
        self.deck = g.zone(seat, DECK)
        self.hand = g.zone(seat, HAND)
        self.drop = g.zone(seat, DROP)
        self.vc = g.zone(seat, VC)
        self.rcs = tuple(g.zone(seat, name) for name in REAR_GUARD_CIRCLES)
        self.units = (self.vc, *self.rcs)
        self.gc = g.zone(seat, GC)
        self.soul = g.zone(seat, SOUL)
        self.damage = g.zone(seat, DAMAGE)
        self.trigger = g.zone(seat, TRIGGER)


def seat_zones(g: Game) -> list[SeatZones]:
    zs = g.data.get("vg_zones")
    if zs is None:
        zs = g.data["vg_zones"] = [SeatZones(g, s) for s in range(g.n_players)]
    return cast(list[SeatZones], zs)


def quiet(g: Game) -> bool:
    """Whether a check timing would do nothing now: no ability stands by, no
    rule action applies and nobody has lost. Callers skip the check timing
    then (``if not quiet(g): yield from check_timing(g)``); it is the same
    check timing (VG 3.5.2), only cheaper when empty."""
    if g.pending or g.ruleset.rule_actions(g):
        return False
    for p in g.players:
        if p.lost:
            return False
    return True


def zone_kind(zone: Zone) -> str:
    return ZONE_KIND.get(zone.name, zone.name)


def vanguard(g: Game, seat: int) -> Card | None:
    return g.zone(seat, VC).top


def vanguard_grade(g: Game, seat: int) -> int:
    vc = g.zone(seat, VC).top
    return int(g.stat(vc, "grade")) if vc is not None else 0


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


def has_skill(g: Game, card: Card, skill: str) -> bool:
    return skill in (g.stat(card, "skills", ()) or ())


def damage_count(g: Game, seat: int) -> int:
    return len(g.zone(seat, DAMAGE).cards)


def face_up_damage(g: Game, seat: int) -> list[Card]:
    return [c for c in g.zone(seat, DAMAGE).cards if c.face_up]


def soul(g: Game, seat: int) -> list[Card]:
    return g.zone(seat, SOUL).cards


def circle_name(zone_name: str) -> str:
    return CIRCLE_NAMES.get(zone_name, zone_name)


def begin(g: Game, phase: str, step: str = "") -> None:
    """Set the phase / step and journal its start."""
    g.phase = phase
    g.step = step
    g.emit(PhaseBegan(g.active, phase, step))


class Battle:
    """Who attacks whom in the current battle (VG 7.1.2.1), and where each of
    them stood, so that a unit that left its circle stops being part of it
    (VG 7.3.1.5.1.1, VG 7.6.1.3)."""

    __slots__ = ("attacker", "attacker_at", "booster", "booster_at", "hit", "target", "target_at")

    def __init__(self) -> None:
        self.attacker: Card | None = None
        self.attacker_at: tuple[int, str, int] = (0, "", 0)
        self.target: Card | None = None
        self.target_at: tuple[int, str, int] = (0, "", 0)
        self.booster: Card | None = None
        self.booster_at: tuple[int, str, int] = (0, "", 0)
        self.hit = False


def where(card: Card) -> tuple[int, str, int]:
    """A unit's incarnation, circle and master: it stays the same unit in the
    battle only while all three are unchanged."""
    return (card.incarnation, card.zone.key, card.master)


def still(card: Card | None, at: tuple[int, str, int]) -> bool:
    return card is not None and (card.incarnation, card.zone.key, card.master) == at


def battle(g: Game) -> Battle | None:
    b: Any = g.turn_data.get("battle")
    return b if isinstance(b, Battle) else None


def unit_power(g: Game, card: Card) -> int:
    """Power as the battle sees it: the card's power after effects, plus the
    boosting unit's power while both stay in their circles (VG 7.3.1.7), plus
    the shield of the guardians guarding it while it is attacked
    (VG 7.4.1.1.2.2)."""
    power = int(g.stat(card, "power"))
    b = g.turn_data.get("battle")
    if b is None:
        return power
    if card is b.attacker and b.booster is not None and still(card, b.attacker_at) and still(b.booster, b.booster_at):
        power += int(g.stat(b.booster, "power"))
    if card is b.target and still(card, b.target_at):
        # VG 7.4.1.1.2.1: with one unit attacked, every guardian guards it.
        for gd in g.zone(card.master, GC).cards:
            power += int(g.stat(gd, "shield", 0) or 0)
    return power
