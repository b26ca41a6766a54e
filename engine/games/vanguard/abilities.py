"""Card abilities for Vanguard: when they trigger, their conditions, costs
(counter blast, soul blast...) and effects.

Trigger words (``when``): ``placed`` (VG 10.1.4: put on a circle from outside
the field), ``attacks`` / ``boosts`` / ``attacked`` (VG 7.3.1.6), ``hits``
(VG 7.6.1.9), ``leaves_field`` (VG 8.6.4), ``turn_start`` (at the beginning of your turn, VG 6.3.1.1),
``turn_end`` (at the end of your turn, VG 6.8.1.1). Costs: ``counter_blast``
(VG 10.1.15), ``soul_blast`` (VG 10.1.16), ``rest_self``, ``discard``.
Effects: the common words plus ``critical``, ``soul_charge`` (VG 10.1.17),
``counter_charge``, ``stand_self``, ``retire_opponent_rearguard``,
``power_vanguard``. Anything else on a card is resolved by hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.abilities import Ability, Step
from engine.cards import CardDef
from engine.decisions import Option
from engine.flow import EffectHandler, Flow, choose_cards, run_effects, yes_no
from engine.games.vanguard.common import damage_count, rear_guards, vanguard, zone_kind
from engine.games.vanguard.schema import DAMAGE, DECK, DROP, HAND, SOUL
from engine.state import REST, STAND, Card, Game, Zone
from engine.timing import Pending

_AUTO: dict[int, dict[str, tuple[Ability, ...]]] = {}
_ACT: dict[int, tuple[tuple[int, Ability], ...]] = {}


def auto_abilities(card: CardDef) -> dict[str, tuple[Ability, ...]]:
    """The card's automatic abilities by trigger word (computed once per card)."""
    key = id(card)
    found = _AUTO.get(key)
    if found is None:
        by: dict[str, list[Ability]] = {}
        for ab in card.abilities:
            if ab.kind == "auto":
                by.setdefault(ab.when, []).append(ab)
        found = _AUTO[key] = {k: tuple(v) for k, v in by.items()}
    return found


def act_abilities(card: CardDef) -> tuple[tuple[int, Ability], ...]:
    key = id(card)
    found = _ACT.get(key)
    if found is None:
        found = _ACT[key] = tuple((i, ab) for i, ab in enumerate(card.abilities) if ab.kind == "act")
    return found


def active_in(ability: Ability, card: Card) -> bool:
    """VG 2.11.3: text marked with zones works only in those zones; text
    without a zone works on the field (VC or RC)."""
    kind = zone_kind(card.zone)
    if ability.zones:
        return kind in ability.zones
    return kind in ("VC", "RC")


def fire(g: Game, when: str, card: Card, *, was: str = "", **ctx: Any) -> None:
    """``card``'s automatic abilities triggered by ``when`` become stand by
    (VG 8.6.2); each waits for the next check timing. ``was`` is the zone
    kind a card that just left the field was in (VG 8.6.4.1.2: the ability
    looks at the card as it was on the field)."""
    if not card.card.abilities:
        return
    abilities = auto_abilities(card.card).get(when)
    if not abilities:
        return
    for ab in abilities:
        if was:
            if (ab.zones and was not in ab.zones) or (not ab.zones and was not in ("VC", "RC")):
                continue
        elif not active_in(ab, card):
            continue
        # VG 10.2.5.1.2.1: a limit break automatic ability does not trigger
        # with fewer than four damage; other conditions are checked when it
        # resolves (VG 8.1.1.2.3).
        lb = _condition_value(ab.condition, "limit_break")
        if lb is not None and damage_count(g, card.master) < int(lb):
            continue
        g.add_pending(card.master, f"{card.name}: {ab.text or ab.when}", resolve_auto, source=card, ability=ab, **ctx)


def leave_field(g: Game, card: Card, dst: Zone, *, why: str, rule: str) -> Card:
    """Move a unit off the field (retire, into the soul...) and trigger its
    ``leaves_field`` abilities (VG 8.6.4: a zone-changing trigger)."""
    was = zone_kind(card.zone) if card.zone.field else ""
    g.move(card, dst, why=why, rule=rule)
    if was:
        fire(g, "leaves_field", card, was=was)
    return card


def _condition_value(steps: Sequence[Step], word: str) -> Any:
    for w, v in steps:
        if w == word:
            return v
    return None


def condition_met(g: Game, seat: int, steps: Sequence[Step]) -> bool:
    for word, value in steps:
        if word == "my_turn":
            ok = g.active == seat
        elif word == "opponent_turn":
            ok = g.active != seat
        elif word == "min_hand":
            ok = len(g.zone(seat, HAND).cards) >= int(value)
        elif word == "max_hand":
            ok = len(g.zone(seat, HAND).cards) <= int(value)
        elif word == "zone_count_at_least":
            args = dict(value) if isinstance(value, tuple) else {}
            ok = len(g.zone(seat, str(args.get("zone", DROP))).cards) >= int(args.get("count", 1))
        elif word == "limit_break":
            ok = damage_count(g, seat) >= int(value)  # VG 10.2.5.1
        elif word == "vanguard_grade_at_least":
            vc = vanguard(g, seat)
            ok = vc is not None and int(g.stat(vc, "grade")) >= int(value)
        else:
            ok = True
        if not ok:
            return False
    return True


# -- costs ----------------------------------------------------------------------------


def can_pay(g: Game, seat: int, source: Card, cost: Sequence[Step]) -> bool:
    """VG 8.5.2.3: a cost is paid whole or not at all."""
    for word, value in cost:
        n = int(value) if isinstance(value, int) else 1
        if word == "counter_blast":
            if sum(1 for c in g.zone(seat, DAMAGE).cards if c.face_up) < n:
                return False
        elif word == "soul_blast":
            if len(g.zone(seat, SOUL).cards) < n:
                return False
        elif word == "rest_self":
            if source.orientation != STAND or zone_kind(source.zone) not in ("VC", "RC"):
                return False
        elif word == "discard":
            if len(g.zone(seat, HAND).cards) < n:
                return False
    return True


def pay(g: Game, seat: int, source: Card, cost: Sequence[Step]) -> Flow:
    """Pay every part of ``cost`` (the caller checked :func:`can_pay`)."""
    for word, value in cost:
        n = int(value) if isinstance(value, int) else 1
        if word == "counter_blast":
            chosen = yield from choose_cards(
                g,
                seat,
                f"Counter Blast {n}: choose face-up damage to turn face down",
                [c for c in g.zone(seat, DAMAGE).cards if c.face_up],
                n,
                n,
                rule="VG 10.1.15.1",
            )
            for c in chosen:
                g.flip(c, False)
            g.log(f"Player {seat + 1} pays Counter Blast {n}", rule="VG 10.1.15.1")
        elif word == "soul_blast":
            chosen = yield from choose_cards(
                g,
                seat,
                f"Soul Blast {n}: choose cards in your soul to put into the drop zone",
                g.zone(seat, SOUL).cards,
                n,
                n,
                rule="VG 10.1.16.1",
            )
            drop = g.zone(seat, DROP)
            for c in chosen:
                g.move(c, drop, why="soul blast", rule="VG 10.1.16.1")
            g.log(f"Player {seat + 1} pays Soul Blast {n}", rule="VG 10.1.16.1")
        elif word == "rest_self":
            g.set_orientation(source, REST)
        elif word == "discard":
            chosen = yield from choose_cards(
                g, seat, f"Discard {n} card(s) to pay the cost", g.zone(seat, HAND).cards, n, n, rule="VG 10.1.2"
            )
            drop = g.zone(seat, DROP)
            for c in chosen:
                g.move(c, drop, why="discarded as a cost", rule="VG 10.1.2.1.1")


def cost_text(cost: Sequence[Step]) -> str:
    words = {
        "counter_blast": "Counter Blast",
        "soul_blast": "Soul Blast",
        "rest_self": "rest this unit",
        "discard": "discard",
    }
    return ", ".join(
        f"{words.get(w, w)} {v}" if isinstance(v, int) and w != "rest_self" else words.get(w, w) for w, v in cost
    )


# -- resolving ---------------------------------------------------------------------------


def resolve_auto(g: Game, p: Pending) -> Flow:
    """Play and resolve an automatic ability that stood by (VG 8.6.3): check
    its condition, pay its cost (VG 8.1.1.2.2: paid while it resolves, and the
    master may decline), then carry out the effect."""
    ab = p.ability
    if ab is None or p.source is None:
        return
    source = g.cards[p.source]
    seat = p.controller
    if ab.once_per_turn:
        used: set[tuple[int, int, int]] = g.turn_data.setdefault("used_auto", set())
        key = (source.iid, p.source_inc, id(ab))
        if key in used:
            g.log(f"{p.label}: already used this turn", rule="VG 8.6.3")
            return
        used.add(key)
    if ab.condition and not condition_met(g, seat, ab.condition):
        g.log(f"{p.label}: its condition is not met, nothing happens", rule="VG 8.1.1.2.3")
        return
    if ab.cost:
        if not can_pay(g, seat, source, ab.cost):
            g.log(f"{p.label}: the cost ({cost_text(ab.cost)}) cannot be paid", rule="VG 8.5.2.3")
            return
        ok = yield from yes_no(g, seat, f"{p.label} — pay {cost_text(ab.cost)}?", rule="VG 8.1.1.2.2")
        if not ok:
            g.log(f"{p.label}: Player {seat + 1} does not pay the cost", rule="VG 8.1.1.2.2")
            return
        yield from pay(g, seat, source, ab.cost)
    g.log(f"Resolves: {p.label}", rule="VG 8.6.3")
    yield from run_effects(g, p, ab.effect, HANDLERS)


def act_options(g: Game, seat: int) -> list[Option]:
    """The activated abilities ``seat`` may play now (VG 6.6.1.2.2)."""
    out: list[Option] = []
    holders: Any = g.data.get("vg_act_cards")
    if holders is None:
        # The cards of each seat that have an activated ability at all (fixed for the game).
        holders = g.data["vg_act_cards"] = [
            [c for c in g.cards if c.owner == s and act_abilities(c.card)] for s in range(g.n_players)
        ]
    used = g.turn_data.get("used_act")
    for card in holders[seat]:
        zone = card.zone
        if not zone.field or card.master != seat:
            continue
        for idx, ab in act_abilities(card.card):
            if not active_in(ab, card):
                continue
            if ab.once_per_turn and used is not None and (card.iid, card.incarnation, idx) in used:
                continue
            if not condition_met(g, seat, ab.condition) or not can_pay(g, seat, card, ab.cost):
                continue
            label = f"{card.name}: {ab.text or 'activate'}"
            out.append(Option(f"act:{card.iid}:{idx}", label, card=card.iid, zone=card.zone.key))
    return out


def play_act(g: Game, seat: int, card: Card, idx: int) -> Flow:
    """VG 8.5.2: play an activated ability — pay its cost, then resolve it."""
    ab = card.card.abilities[idx]
    if ab.once_per_turn:
        g.turn_data.setdefault("used_act", set()).add((card.iid, card.incarnation, idx))
    yield from pay(g, seat, card, ab.cost)
    label = f"{card.name}: {ab.text or 'activate'}"
    g.log(f"Player {seat + 1} plays {label}", rule="VG 8.5.2")
    p = Pending(pid=g.next_id(), controller=seat, label=label, source=card.iid, source_inc=card.incarnation, ability=ab)
    yield from run_effects(g, p, ab.effect, HANDLERS)


# -- effects -------------------------------------------------------------------------------


def _source(g: Game, p: Pending) -> Card | None:
    return g.source_of(p)


def _critical(g: Game, p: Pending, n: Any) -> Flow:
    card = _source(g, p)
    if card is not None:
        g.add_effect(
            "critical",
            "add",
            int(n),
            target=card,
            text=f"{card.name} gets {int(n):+d} critical",
            source=card,
            controller=p.controller,
        )
    return
    yield


def _soul_charge(g: Game, p: Pending, n: Any) -> Flow:
    """VG 10.1.17.1: move cards from the top of the deck to the soul."""
    deck = g.zone(p.controller, DECK)
    soul_zone = g.zone(p.controller, SOUL)
    for _ in range(max(int(n), 0)):
        if not deck.cards:
            break
        g.move(deck.cards[-1], soul_zone, why="soul charge", rule="VG 10.1.17.1")
    return
    yield


def _counter_charge(g: Game, p: Pending, n: Any) -> Flow:
    down = [c for c in g.zone(p.controller, DAMAGE).cards if not c.face_up]
    chosen = yield from choose_cards(
        g, p.controller, f"Counter Charge {n}: choose face-down damage to turn face up", down, int(n), int(n)
    )
    for c in chosen:
        g.flip(c, True)


def _stand_self(g: Game, p: Pending, _: Any) -> Flow:
    card = _source(g, p)
    if card is not None and zone_kind(card.zone) in ("VC", "RC"):
        g.set_orientation(card, STAND)
    return
    yield


def _retire_opponent_rearguard(g: Game, p: Pending, n: Any) -> Flow:
    """VG 10.1.3: retire — from the field to the drop zone."""
    opp = g.opponent(p.controller)
    chosen = yield from choose_cards(
        g, p.controller, f"Choose {n} of your opponent's rear-guards to retire", rear_guards(g, opp), int(n), int(n)
    )
    drop = g.zone(opp, DROP)
    for c in chosen:
        leave_field(g, c, drop, why="retired", rule="VG 10.1.3.1")


def _power_vanguard(g: Game, p: Pending, n: Any) -> Flow:
    vc = vanguard(g, p.controller)
    if vc is not None:
        g.add_effect(
            "power",
            "add",
            int(n),
            target=vc,
            text=f"{vc.name} gets {int(n):+d} power",
            controller=p.controller,
        )
    return
    yield


HANDLERS: dict[str, EffectHandler] = {
    "critical": _critical,
    "soul_charge": _soul_charge,
    "counter_charge": _counter_charge,
    "stand_self": _stand_self,
    "retire_opponent_rearguard": _retire_opponent_rearguard,
    "power_vanguard": _power_vanguard,
}
