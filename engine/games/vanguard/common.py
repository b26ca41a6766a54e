"""Small helpers shared by the Vanguard flow: units, power, the battle record."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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
    zs: list[SeatZones] | None = g.data.get("vg_zones")
    if zs is None:
        zs = g.data["vg_zones"] = [SeatZones(g, s) for s in range(g.n_players)]
    return zs


def quiet(g: Game) -> bool:
    """Whether a check timing would do nothing now: no ability stands by, no
    rule action applies and nobody has lost. Callers skip the check timing
    then (``if not quiet(g): yield from check_timing(g)``); it is the same
    check timing (VG 3.5.2), only cheaper when empty."""
    if g.pending or g.ruleset.rule_actions(g) or g.pending:  # (a situation trigger, VG 8.6.6)
        return False
    players = g.players
    return not (players[0].lost or players[1].lost)  # VG 1.1.1: two players


def zone_kind(zone: Zone) -> str:
    return ZONE_KIND.get(zone.name, zone.name)


def stat_reader(g: Game, name: str) -> Callable[[Card], Any]:
    """A reader of one characteristic for many cards at once: the printed
    value when no continuous effect changes that characteristic now (the
    usual case), else the value after effects (VG 8.7.1). Read it again
    after anything that may add an effect."""
    for e in g.effects:
        if e.stat == name:
            return lambda card: g.stat(card, name)
    return lambda card: card.card.stats.get(name, 0)


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
    (VG 7.3.1.5.1.1, VG 7.6.1.3). Several units may be attacked at once
    (VG 7.3.1.4.2); each guardian guards one of them (VG 7.4.1.1.2)."""

    __slots__ = ("attacker", "attacker_at", "booster", "booster_at", "guards", "hits", "targets", "targets_at")

    def __init__(self) -> None:
        self.attacker: Card | None = None
        self.attacker_at: tuple[int, str, int] = (0, "", 0)
        self.targets: list[Card] = []
        self.targets_at: list[tuple[int, str, int]] = []
        self.booster: Card | None = None
        self.booster_at: tuple[int, str, int] = (0, "", 0)
        #: guardian iid -> (incarnation on the guardian circle, iid of the attacked unit it guards)
        self.guards: dict[int, tuple[int, int]] = {}
        #: the units the attack hit, from the journaled hits (VG 7.6.1.2)
        self.hits: list[Card] = []

    @property
    def target(self) -> Card | None:
        """The (first) attacked unit."""
        return self.targets[0] if self.targets else None

    def attacked(self, card: Card) -> bool:
        """Whether ``card`` is still one of the attacked units, on the circle it was attacked on."""
        for t, at in zip(self.targets, self.targets_at, strict=True):
            if t is card and still(card, at):
                return True
        return False


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
    if b.guards and b.attacked(card):
        for gd in g.zone(card.master, GC).cards:
            guard = b.guards.get(gd.iid)
            if guard is not None and guard == (gd.incarnation, card.iid):
                power += int(g.stat(gd, "shield", 0) or 0)
    return power
