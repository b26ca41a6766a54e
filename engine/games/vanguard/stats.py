"""The numbers the rules read of units and seats: characteristics after
effects (VG 8.7.1), power as the battle sees it (VG 7.3.1.7, VG
7.4.1.1.2.2), a vanguard's grade, the damage count, and the final
information of a unit that left the field (VG 8.8.1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.games.vanguard.circles import zone_kind
from engine.games.vanguard.schema import DAMAGE, GC, VC
from engine.games.vanguard.state import still, turn_state
from engine.state import Card, Game


def stat_reader(g: Game, name: str) -> Callable[[Card], Any]:
    """A reader of one characteristic for many cards at once: the printed
    value when no continuous effect changes that characteristic now (the
    usual case), else the value after effects (VG 8.7.1). Read it again
    after anything that may add an effect."""
    for e in g.effects:
        if e.stat == name:
            return lambda card: g.stat(card, name)
    return lambda card: card.card.stats.get(name, 0)


def vanguard_grade(g: Game, seat: int) -> int:
    vc = g.zone(seat, VC).top
    return int(g.stat(vc, "grade")) if vc is not None else 0


def damage_count(g: Game, seat: int) -> int:
    return len(g.zone(seat, DAMAGE).cards)


def unit_power(g: Game, card: Card) -> int:
    """Power as the battle sees it: the card's power after effects, plus the
    boosting unit's power while both stay in their circles (VG 7.3.1.7), plus
    the shield of the guardians guarding it while it is attacked
    (VG 7.4.1.1.2.2)."""
    power = int(g.stat(card, "power"))
    b = turn_state(g).battle
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


# -- final information (VG 8.8.1, VG 8.6.4.1.2) ----------------------------------------------------

#: the information remembered of a unit as it leaves the field
_REMEMBERED = ("grade", "critical", "shield", "clan", "skills")


def remember(g: Game, card: Card) -> None:
    """Keep a unit's information as it was on its circle, continuous effects
    included, just before it leaves the field (kept until the end of the
    turn: no ability resolves across turns)."""
    info: dict[str, Any] = {s: g.stat(card, s, None) for s in _REMEMBERED}
    info["power"] = unit_power(g, card)
    info["orientation"] = card.orientation
    info["zone"] = zone_kind(card.zone)
    turn_state(g).final[(card.iid, card.incarnation)] = info


def final_info(g: Game, iid: int, incarnation: int, name: str) -> Any:
    """VG 8.8.1: a characteristic of the card ``(iid, incarnation)`` as an
    ability refers to it: its current value while it is still that card, the
    value it had on the field if it has left the field since (VG 8.8.1,
    VG 8.6.4.1.2), else its value where it is now (VG 8.6.4.1.3; a card in
    a hidden zone has its printed information, VG 8.6.4.1.1)."""
    card = g.cards[iid]
    if card.incarnation == incarnation:
        if name == "orientation":
            return card.orientation
        if name == "power" and card.zone.field:
            return unit_power(g, card)
        return g.stat(card, name, None)
    info = turn_state(g).final.get((iid, incarnation))
    if info is not None:
        return info.get(name)
    if name == "orientation":
        return card.orientation
    return card.card.stats.get(name) if card.zone.visibility != "public" else g.stat(card, name, None)
