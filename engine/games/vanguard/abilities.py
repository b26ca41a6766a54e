"""Card abilities for Vanguard: when they trigger, their conditions, costs
and effects, and the specific actions of VG 10 they are made of.

Trigger words (``when``): ``placed`` (VG 10.1.4: put on a circle from outside
the field — with ``zones = ["VC"]`` the on-ride text, with ``["RC"]`` the
on-call text), ``ridden`` (this vanguard was ridden upon and went to the soul,
VG 8.6.4.1.4), ``attacks`` / ``boosts`` / ``boosted`` / ``attacked``
(VG 7.3.1.6), ``opponent_attacks`` (one of the opponent's units attacks,
VG 7.3.1.6), ``hits`` (VG 7.6.1.9), ``battle_end`` (the close step of a
battle this unit attacked or boosted in, VG 7.7.1.1), ``leaves_field``
(VG 8.6.4), ``turn_start`` (VG 6.3.1.1), ``main_start`` (VG 6.6.1.1),
``turn_end`` (VG 6.8.1.1), the beginnings of the other phases and
steps (:data:`BEGINNINGS`), and ``situation`` (a situation trigger: the
ability's condition is the situation, VG 8.6.6).

Costs: ``counter_blast`` (VG 10.1.15), ``soul_blast`` (VG 10.1.16),
``soul_charge`` (VG 10.1.17),
``discard`` (VG 10.1.2), ``rest_self`` (VG 10.1.11), ``soul_self`` (put this
unit into your soul), ``retire_rearguard`` (retire another of your
rear-guards, VG 10.1.3), ``reveal`` (reveal cards from the hand,
VG 10.1.8.1.1).

Effects: the shared verbs of :mod:`engine.grammar` (``draw``, ``search``
(VG 10.1.9), ``gets`` (power / critical / shield / grade, until end of turn
or battle), ``put``, ``stand`` / ``rest`` (VG 10.1.11), ``damage`` (skill
damage, VG 3.15.1.2 / VG 10.1.14.1.1), ``win_game`` / ``lose_game``
(VG 1.2.5)...), the specific actions built from ``put`` (``soul_charge``,
VG 10.1.17; ``heal``, VG 10.1.7; ``retire``, VG 10.1.3; see
:mod:`engine.games.vanguard.grammar`), and the words of this module:
``counter_charge`` (VG 10.1.12), ``superior_call``
(VG 10.1.6.1.3), ``superior_ride`` (VG 10.1.5.2), ``bind`` (VG 10.1.18),
``reveal_top`` (VG 10.1.8), ``battle`` (this unit becomes the attacked
unit, VG 10.1.19), ``guard_call`` (superior call to the guardian circle,
VG 10.1.6.1.3.1), ``no_hit`` (a unit cannot be hit until end of battle,
VG 1.3.3) and ``seal`` ("cannot use" abilities, VG 11.2). A unit gets or
loses a skill by the shared ``grant`` / ``remove`` (VG 10.1.20); a discard
is the shared ``discard`` (chosen by the player, the opponent or at random,
VG 10.1.2.1.2); "draw cards equal to this unit's grade" is ``draw =
"this.grade"`` (with final information, VG 8.8.1). Continuous abilities
(``kind = "cont"``) use ``gets`` and ``grant`` / ``remove`` (this unit or all
your rear-guards), ``rearguards_skill`` (VG 8.7.2) and ``deck_copies``
(deck construction, VG 5.1.2.5).
Anything else on a card is resolved by hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.abilities import Ability, Step
from engine.cards import CardDef
from engine.decisions import Option
from engine.flow import EffectHandler, Flow, choose_cards, choose_one, cost_of, run_effects, yes_no
from engine.games.vanguard.common import (
    circle_name,
    damage_count,
    rear_guards,
    seat_zones,
    unit_power,
    units,
    vanguard,
    zone_kind,
)
from engine.games.vanguard.schema import (
    COLUMN,
    DAMAGE,
    DECK,
    DROP,
    FACING,
    FRONT_RC,
    HAND,
    REAR_GUARD_CIRCLES,
    SOUL,
    VC,
)
from engine.grammar.control import Grant
from engine.grammar.verbs import Gets
from engine.state import REST, STAND, Card, Game, Zone
from engine.timing import Duration, Effect, Pending

# Keyed by the card definition itself (compared by identity), so that an
# entry can never be mistaken for another definition's.
_AUTO: dict[CardDef, dict[str, tuple[Ability, ...]]] = {}
_ACT: dict[CardDef, tuple[tuple[int, Ability], ...]] = {}

#: the stat a "cannot use" effect sets on a unit (VG 11.2)
SEALED = "sealed"


def auto_abilities(card: CardDef) -> dict[str, tuple[Ability, ...]]:
    """The card's automatic abilities by trigger word (computed once per card)."""
    key = card
    found = _AUTO.get(key)
    if found is None:
        by: dict[str, list[Ability]] = {}
        for ab in card.abilities:
            if ab.kind == "auto":
                by.setdefault(ab.when, []).append(ab)
        found = _AUTO[key] = {k: tuple(v) for k, v in by.items()}
    return found


def act_abilities(card: CardDef) -> tuple[tuple[int, Ability], ...]:
    key = card
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


def sealed(g: Game, card: Card) -> bool:
    """VG 11.2: the unit's abilities 'cannot be used' now."""
    return bool(g.effects) and bool(g.stat(card, SEALED, False))


def fire(g: Game, when: str, card: Card, *, was: str = "", **ctx: Any) -> None:
    """``card``'s automatic abilities triggered by ``when`` become stand by
    (VG 8.6.2; once per time the event happens, VG 8.6.2.1); each waits for
    the next check timing. ``was`` is the zone kind a card that just left
    the field was in (VG 8.6.4.1.2: the ability looks at the card as it was
    on the field)."""
    if not card.card.abilities:
        return
    if when == "placed":
        restamp(g, card)
    abilities = auto_abilities(card.card).get(when)
    if not abilities:
        return
    if not was and sealed(g, card):  # VG 11.2.1.2: it cannot trigger
        return
    if was:
        # VG 8.6.4.1.2: the card as it was on the field (the incarnation it had there).
        ctx.setdefault("was_inc", card.incarnation - 1)
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


def in_play(g: Game, when: str) -> bool:
    """Whether any card of the game has an automatic ability triggered by
    ``when`` (so that the flow can skip looking at every unit when none
    does). Recomputed when cards are added to the game."""
    cached: Any = g.data.get("vg_triggers")
    if cached is None or cached[0] != len(g.cards):
        words = {w for cd in {c.card for c in g.cards} for w in auto_abilities(cd)}
        cached = g.data["vg_triggers"] = (len(g.cards), frozenset(words))
    return when in cached[1]


#: "At the beginning of <phase / step>" trigger words, with the rule that
#: makes them stand by. Phase words trigger for the turn player's units
#: only ("your draw phase"); battle-step words for both players' units (a
#: card restricts itself with the ``my_turn`` / ``opponent_turn`` conditions).
BEGINNINGS = {
    "draw_start": "VG 6.4.1.1",
    "ride_start": "VG 6.5.1.1",
    "start_step": "VG 7.2.1.1",
    "attack_step": "VG 7.3.1.2",
    "guard_step": "VG 7.4.1.1",
    "drive_step": "VG 7.5.1.1",
    "damage_step": "VG 7.6.1.1",
}


def at_beginning(g: Game, when: str, *, both: bool) -> None:
    """The units' "at the beginning of ..." abilities stand by."""
    if not in_play(g, when):
        return
    seats = g.turn_order() if both else [g.active]
    for seat in seats:
        for u in units(g, seat):
            fire(g, when, u)


def timed(g: Game, seat: int, card: Card, at_end: str, then: str) -> None:
    """VG 8.6.5: an effect creates an automatic ability that triggers later
    ("at the end of that battle / turn, put that unit ..."); it triggers
    once (VG 8.6.5.1) and does nothing if the unit has left the field."""
    key = "vg_timed_battle" if at_end == "battle" else "vg_timed_turn"
    g.turn_data.setdefault(key, []).append((seat, card, card.incarnation, then))


def fire_timed(g: Game, at_end: str) -> None:
    """The timed triggers of the end of this battle / turn stand by (VG 8.6.5.1: once)."""
    key = "vg_timed_battle" if at_end == "battle" else "vg_timed_turn"
    for seat, card, inc, then in g.turn_data.pop(key, ()):
        g.add_pending(seat, f"End of {at_end}: {card.name} goes to the {then}", _resolve_timed, source=card, then=then)
        g.pending[-1].source_inc = inc


def _resolve_timed(g: Game, p: Pending) -> Flow:
    card = g.source_of(p)
    if card is None or not card.zone.field:  # VG 8.6.7: the unit has gone
        return
    z = seat_zones(g)[card.owner]
    then = p.ctx.get("then", "bottom")
    if then == "bottom":
        leave_field(g, card, z.deck, why="timed: to the bottom of the deck", rule="VG 8.6.5", bottom=True)
    else:
        leave_field(g, card, g.zone(card.owner, then), why=f"timed: to the {then}", rule="VG 8.6.5")
    g.log(f"{p.label}", rule="VG 8.6.5.1")
    return
    yield


def leave_field(g: Game, card: Card, dst: Zone, *, why: str, rule: str, bottom: bool = False) -> Card:
    """Move a unit off the field (retire, into the soul...) and journal that
    it left, retired when it went to the drop zone (VG 10.1.3.2): its
    ``leaves_field`` abilities trigger from that (VG 8.6.4: a zone-changing
    trigger)."""
    was = zone_kind(card.zone) if card.zone.field else ""
    if was:
        remember(g, card)
    g.move(card, dst, why=why, rule=rule, bottom=bottom)
    if was:
        retired = dst.name == DROP
        text = f"{card.name} is retired" if retired else f"{card.name} leaves the field"
        g.happen("retire" if retired else "leave_field", (card,), text=text, rule=rule, was=was)
    return card


# -- situation triggers (VG 8.6.6) --------------------------------------------------------------


def _situation_holders(g: Game) -> list[tuple[Card, Ability]]:
    """Every card of the game with a situation trigger, and the ability
    (recomputed when cards are added to the game)."""
    cached: tuple[int, list[tuple[Card, Ability]]] | None = g.data.get("vg_situations")
    if cached is None or cached[0] != len(g.cards):
        found = [(c, ab) for c in g.cards if c.card.abilities for ab in auto_abilities(c.card).get("situation", ())]
        cached = g.data["vg_situations"] = (len(g.cards), found)
    return cached[1]


def check_situations(g: Game) -> bool:
    """VG 8.6.6: an automatic ability whose trigger condition is a situation
    (``when = "situation"``; the situation is written as its ``condition``,
    for example ``[{ damage_at_least = 5 }]``) triggers when the game is in
    that situation. VG 8.6.6.1: it triggers once — not again while it stands
    by — and once it has resolved, if the game is still in that situation, it
    triggers again. Decision: the game is looked at whenever a check timing
    looks for rule actions (the only moments an ability can be played, VG
    8.4.1). An ability that cannot be used does not trigger (VG 11.2.1.2),
    and a "once per turn" ability already used this turn cannot be used.
    Returns whether an ability triggered."""
    holders = _situation_holders(g)
    if not holders:
        return False
    did = False
    used: set[tuple[int, int, int]] = g.turn_data.get("used_auto") or set()
    for card, ab in holders:
        if not active_in(ab, card) or sealed(g, card):
            continue
        if ab.once_per_turn and (card.iid, card.incarnation, id(ab)) in used:
            continue
        if any(p.ability is ab and p.source == card.iid and p.source_inc == card.incarnation for p in g.pending):
            continue  # VG 8.6.6.1: it is standing by already
        if not condition_met(g, card.master, ab.condition):
            continue
        g.add_pending(card.master, f"{card.name}: {ab.text or 'situation'}", resolve_auto, source=card, ability=ab)
        g.log(f"{card.name}: the situation is met, its ability triggers", rule="VG 8.6.6.1")
        did = True
    return did


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
    g.turn_data.setdefault("vg_final", {})[(card.iid, card.incarnation)] = info


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
    info = (g.turn_data.get("vg_final") or {}).get((iid, incarnation))
    if info is not None:
        return info.get(name)
    if name == "orientation":
        return card.orientation
    return card.card.stats.get(name) if card.zone.visibility != "public" else g.stat(card, name, None)


# -- the specific actions of placing units (VG 10.1.4 - VG 10.1.6) ----------------------


def ride_unit(g: Game, seat: int, card: Card, *, normal: bool) -> None:
    """VG 10.1.5: ride — put ``card`` on the vanguard circle standing
    (VG 4.6.4.1, VG 8.5.1.1.1); the old vanguard goes into the soul
    (VG 8.5.2.4.1). A ride from the hand in the ride phase is a normal ride,
    any other a superior ride (VG 10.1.5.2). The old vanguard is moved first
    so that the circle never holds two units (the rule action VG 9.3.1 that
    would do it follows at once and nothing can happen in between)."""
    z = seat_zones(g)[seat]
    old = z.vc.top
    kind = "normal ride" if normal else "superior ride"
    if old is not None:
        leave_field(g, old, z.soul, why="ridden: into the soul", rule="VG 8.5.2.4.1")
    g.move(card, z.vc, face_up=True, orientation=STAND, why=kind, rule="VG 10.1.5.2")
    text = f"Player {seat + 1} rides {card.name}" + (f" over {old.name}" if old else "") + f" ({kind})"
    g.happen("ride", (card, old) if old is not None else (card,), player=seat, text=text, rule="VG 10.1.5.2")


def call_unit(g: Game, seat: int, card: Card, circle: str, *, normal: bool) -> None:
    """VG 10.1.6: call — put ``card`` on a rear-guard circle standing
    (VG 4.6.6.1, VG 8.5.2.4.2). A unit already there goes to the drop zone
    (VG 9.3.3); it is retired as part of the call, since that rule action
    follows at once and nothing can happen in between."""
    zone = g.zone(seat, circle)
    drop = g.zone(seat, DROP)
    for old in list(zone.cards):
        leave_field(g, old, drop, why="retired: another unit was called to its circle", rule="VG 9.3.3")
    kind = "normal call" if normal else "superior call"
    rule = "VG 10.1.6.1.2" if normal else "VG 10.1.6.1.3"
    g.move(card, zone, face_up=True, orientation=STAND, why=kind, rule=rule)
    text = f"Player {seat + 1} calls {card.name} to the {circle_name(circle)} ({kind})"
    g.happen("place", (card,), player=seat, text=text, rule=rule)


# -- conditions ------------------------------------------------------------------------------


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
        elif word in ("limit_break", "damage_at_least"):
            ok = damage_count(g, seat) >= int(value)  # VG 10.2.5.1
        elif word == "vanguard_grade_at_least":
            vc = vanguard(g, seat)
            ok = vc is not None and int(g.stat(vc, "grade")) >= int(value)
        elif word == "soul_at_least":
            ok = len(g.zone(seat, SOUL).cards) >= int(value)
        elif word == "opponent_damage_at_least":
            ok = damage_count(g, g.opponent(seat)) >= int(value)
        elif word == "opponent_deck_at_most":
            ok = len(g.zone(g.opponent(seat), DECK).cards) <= int(value)
        elif word == "attacking_vanguard":
            from engine.games.vanguard.common import battle

            b = battle(g)
            ok = b is not None and any(t.zone.name == VC for t in b.targets)
        else:
            ok = True
        if not ok:
            return False
    return True


# -- costs ----------------------------------------------------------------------------


def _n(value: Any) -> int:
    return int(value) if isinstance(value, int) and not isinstance(value, bool) else 1


def can_pay(g: Game, seat: int, source: Card, cost: Sequence[Step]) -> bool:
    """VG 8.5.2.3: a cost is paid whole or not at all."""
    for word, value in cost:
        n = _n(value)
        if word == "counter_blast":
            if sum(1 for c in g.zone(seat, DAMAGE).cards if c.face_up) < n:
                return False
        elif word == "soul_blast":
            if len(g.zone(seat, SOUL).cards) < n:
                return False
        elif word == "rest_self":
            if source.orientation != STAND or zone_kind(source.zone) not in ("VC", "RC"):
                return False
        elif word == "soul_self":
            if zone_kind(source.zone) != "RC":
                return False
        elif word == "retire_rearguard":
            if sum(1 for c in rear_guards(g, seat) if c is not source) < n:
                return False
        elif word == "discard":
            if len(g.zone(seat, HAND).cards) < n:
                return False
        elif word == "soul_charge":
            if len(g.zone(seat, DECK).cards) < n:
                return False
        elif word == "reveal":
            if len(_revealable(g, seat, value)) < _reveal_count(value):
                return False
    return True


def _reveal_count(value: Any) -> int:
    return int(_args(value).get("count", 1)) if isinstance(value, tuple) else _n(value)


def _revealable(g: Game, seat: int, value: Any) -> list[Card]:
    """The hand cards a reveal cost may show (``{ count, grade, clan }``)."""
    a = _args(value)
    cards = list(g.zone(seat, HAND).cards)
    if "grade" in a:
        cards = [c for c in cards if int(g.stat(c, "grade")) == int(a["grade"])]
    if "clan" in a:
        cards = [c for c in cards if g.stat(c, "clan") == a["clan"]]
    return cards


def unreveal(g: Game, shown: Sequence[tuple[Card, frozenset[int]]]) -> None:
    """VG 10.1.8.1: cards are shown "for a certain time"; cards revealed for
    a cost are shown until the ability has resolved, then those still in the
    hand are hidden again from whoever had not seen them before."""
    for card, before in shown:
        if card.zone.name == HAND:
            card.known_to = before


def pay(g: Game, seat: int, source: Card, cost: Sequence[Step]) -> Flow:
    """Pay every part of ``cost`` (the caller checked :func:`can_pay`).
    VG 8.5.2.3: all the choices are made first, then every part is paid at
    the same time. Returns the cards revealed for the cost, with who saw
    them before (for :func:`unreveal`)."""
    plan: list[tuple[str, int, list[Card]]] = []
    for word, value in cost:
        n = _n(value)
        if word == "reveal":
            n = _reveal_count(value)
        chosen: list[Card] = []
        if word == "reveal":
            # VG 10.1.8.1.1: the cards to reveal are decided with the other costs.
            chosen = yield from choose_cards(
                g,
                seat,
                f"Reveal {n} card(s) from your hand to pay the cost",
                _revealable(g, seat, value),
                n,
                n,
                rule="VG 10.1.8.1.1",
                about="pay",
                verb="pay",
            )
        elif word == "counter_blast":
            chosen = yield from choose_cards(
                g,
                seat,
                f"Counter Blast {n}: choose face-up damage to turn face down",
                [c for c in g.zone(seat, DAMAGE).cards if c.face_up],
                n,
                n,
                rule="VG 10.1.15.1",
                about="pay",
                verb="pay",
            )
        elif word == "soul_blast":
            chosen = yield from choose_cards(
                g,
                seat,
                f"Soul Blast {n}: choose cards in your soul to put into the drop zone",
                g.zone(seat, SOUL).cards,
                n,
                n,
                rule="VG 10.1.16.1",
                about="pay",
                verb="pay",
            )
        elif word == "discard":
            hand = g.zone(seat, HAND).cards
            prompt = f"Discard {n} card(s) to pay the cost"
            chosen = yield from choose_cards(g, seat, prompt, hand, n, n, rule="VG 10.1.2", about="pay", verb="pay")
        elif word == "retire_rearguard":
            chosen = yield from choose_cards(
                g,
                seat,
                f"Choose {n} of your rear-guards to retire for the cost",
                [c for c in rear_guards(g, seat) if c is not source],
                n,
                n,
                rule="VG 10.1.3.1",
                about="pay",
                verb="pay",
            )
        plan.append((word, n, chosen))
    z = seat_zones(g)[seat]
    shown: list[tuple[Card, frozenset[int]]] = []
    for word, n, chosen in plan:
        if word == "reveal":
            # VG 10.1.8.1.1: revealed at the same time as the other costs are paid.
            for c in chosen:
                shown.append((c, c.known_to))
                g.reveal(c)
            g.log(
                f"Player {seat + 1} reveals {', '.join(c.name for c in chosen)} from their hand to pay the cost",
                rule="VG 10.1.8.1.1",
            )
        elif word == "counter_blast":
            for c in chosen:
                g.flip(c, False)
            g.log(f"Player {seat + 1} pays Counter Blast {n}", rule="VG 10.1.15.1")
        elif word == "soul_blast":
            for c in chosen:
                g.move(c, z.drop, why="soul blast", rule="VG 10.1.16.1")
            g.log(f"Player {seat + 1} pays Soul Blast {n}", rule="VG 10.1.16.1")
        elif word == "discard":
            for c in chosen:
                g.move(c, z.drop, why="discarded as a cost", rule="VG 10.1.2.1.1")
        elif word == "retire_rearguard":
            for c in chosen:
                leave_field(g, c, z.drop, why="retired as a cost", rule="VG 10.1.3.1")
        elif word == "rest_self":
            g.set_orientation(source, REST)
        elif word == "soul_self":
            leave_field(g, source, z.soul, why="put into the soul as a cost", rule="VG 4.7")
        elif word == "soul_charge":
            for _ in range(n):  # VG 10.1.17.1, VG 4.2.3: one by one from the top
                g.move(z.deck.cards[-1], z.soul, why="soul charge (cost)", rule="VG 10.1.17.1")
            g.log(f"Player {seat + 1} pays Soul Charge {n}", rule="VG 10.1.17.1")
    return shown


def cost_text(cost: Sequence[Step]) -> str:
    words = {
        "counter_blast": "Counter Blast",
        "soul_blast": "Soul Blast",
        "rest_self": "rest this unit",
        "soul_self": "put this unit into your soul",
        "retire_rearguard": "retire rear-guards:",
        "discard": "discard",
        "soul_charge": "Soul Charge",
        "reveal": "reveal",
    }

    def one(w: str, v: Any) -> str:
        if w == "reveal":
            a = _args(v) or {"count": v}
            what = f" grade {a['grade']}" if "grade" in a else ""
            return f"reveal {a.get('count', 1)}{what} card(s) from your hand"
        if isinstance(v, int) and w not in ("rest_self", "soul_self"):
            return f"{words.get(w, w)} {v}"
        return words.get(w, w)

    return ", ".join(one(w, v) for w, v in cost)


# -- resolving ---------------------------------------------------------------------------


def resolve_auto(g: Game, p: Pending) -> Flow:
    """Play and resolve an automatic ability that stood by (VG 8.6.3): check
    its condition, pay its cost (VG 8.1.1.2.2: paid while it resolves, and the
    master may decline), then carry out the effect."""
    ab = p.ability
    if ab is None or p.source is None:
        return
    shown: list[tuple[Card, frozenset[int]]] = []
    source = g.cards[p.source]
    seat = p.controller
    # VG 11.2.1.3: a stand by of an ability that cannot be used is cancelled.
    if source.incarnation == p.source_inc and sealed(g, source):
        g.log(f"{p.label}: its abilities cannot be used, the stand by is cancelled", rule="VG 11.2.1.3")
        return
    if ab.once_per_turn:
        used: set[tuple[int, int, int]] = g.turn_data.setdefault("used_auto", set())
        key = (source.iid, p.source_inc, id(ab))
        if key in used:
            g.log(f"{p.label}: already used this turn", rule="VG 8.6.3")
            return
        used.add(key)
    # VG 10.2.5.1.2.1: once a limit break ability triggered it resolves even
    # if the damage count changed; other conditions are checked now (VG 8.1.1.2.3).
    # VG 8.6.6: the situation of a situation trigger is its trigger
    # condition, met when it triggered; it is not an "if" checked again.
    conditions = () if ab.when == "situation" else tuple(s for s in ab.condition if s[0] != "limit_break")
    if conditions and not condition_met(g, seat, conditions):
        g.log(f"{p.label}: its condition is not met, nothing happens", rule="VG 8.1.1.2.3")
        return
    if ab.cost:
        if not can_pay(g, seat, source, ab.cost):
            g.log(f"{p.label}: the cost ({cost_text(ab.cost)}) cannot be paid", rule="VG 8.5.2.3")
            return
        ok = yield from yes_no(g, seat, f"{p.label} — pay {cost_text(ab.cost)}?", rule="VG 8.1.1.2.2", about="pay")
        if not ok:
            g.log(f"{p.label}: Player {seat + 1} does not pay the cost", rule="VG 8.1.1.2.2")
            return
        shown = yield from pay(g, seat, source, ab.cost)
    elif ab.optional:
        ok = yield from yes_no(g, seat, f"{p.label} — use it?", rule="VG 8.6.3", about="activate")
        if not ok:
            return
    g.log(f"Resolves: {p.label}", rule="VG 8.6.3")
    yield from run_effects(g, p, ab.effect, HANDLERS)
    unreveal(g, shown)


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
        if sealed(g, card):  # VG 11.2.1.1
            continue
        for idx, ab in act_abilities(card.card):
            if not active_in(ab, card):
                continue
            if ab.once_per_turn and used is not None and (card.iid, card.incarnation, idx) in used:
                continue
            # VG 10.2.5.1.3.1: limit break is checked when the ability is played.
            if not condition_met(g, seat, ab.condition) or not can_pay(g, seat, card, ab.cost):
                continue
            label = f"{card.name}: {ab.text or 'activate'}"
            z, cost = zone.key, cost_of(ab.cost)
            out.append(Option(f"act:{card.iid}:{idx}", label, card.iid, z, idx, "activate", (card.iid,), z, "", cost))
    return out


def play_act(g: Game, seat: int, card: Card, idx: int) -> Flow:
    """VG 8.5.2: play an activated ability — pay its cost, then resolve it."""
    ab = card.card.abilities[idx]
    if ab.once_per_turn:
        g.turn_data.setdefault("used_act", set()).add((card.iid, card.incarnation, idx))
    p = Pending(pid=g.next_id(), controller=seat, label="", source=card.iid, source_inc=card.incarnation, ability=ab)
    shown = yield from pay(g, seat, card, ab.cost)
    label = f"{card.name}: {ab.text or 'activate'}"
    p.label = label
    g.log(f"Player {seat + 1} plays {label}", rule="VG 8.5.2")
    yield from run_effects(g, p, ab.effect, HANDLERS)
    unreveal(g, shown)


# -- continuous abilities (VG 8.1.1.3, VG 8.7) ----------------------------------------------------


@dataclass(slots=True)
class ContEffect:
    """One continuous effect of one card's continuous ability: what it
    changes, on which cards (``filter``), and the effect now in force."""

    stat: str
    op: str
    value: Any
    filter: Callable[[Game, Card], bool]
    text: str
    #: the characteristic whose value decides which cards it applies to, when
    #: effects on that same characteristic may change it (VG 8.7.2)
    depends_on: str = ""
    effect: Effect | None = None


def install_continuous(g: Game) -> None:
    """Put every continuous ability of the cards in the game into effect
    (VG 8.5.1: they are never played). Each card gets its own effect per
    printed effect word: it applies while the card is in one of the
    ability's zones and its condition holds — limit break included, checked
    continuously (VG 10.2.5.1.1.1). A card entering the zone gets it at once
    (VG 8.7.4). A card put on the field gets new time stamps for its effects
    (:func:`restamp`, VG 8.7.2.1.1). Abilities about deck construction
    (``deck_copies``) act on the deck check only (VG 5.1.2.5)."""
    by_card: dict[int, list[ContEffect]] = g.data.setdefault("vg_cont", {})
    for c in g.cards:
        if c.iid in by_card or not c.card.abilities:
            continue
        found = [
            ce for ab in c.card.abilities if ab.kind == "cont" for word, value in ab.effect for ce in _cont_effects(c, ab, word, value)
        ]
        if found:
            by_card[c.iid] = found
            for ce in found:
                _put_in_force(g, ce)


def _put_in_force(g: Game, ce: ContEffect) -> None:
    ce.effect = g.add_effect(ce.stat, ce.op, ce.value, filter=ce.filter, duration=Duration.PERMANENT, text=ce.text)
    if ce.depends_on:
        g.data.setdefault("vg_dependent", set()).add(ce.effect.eid)


def restamp(g: Game, card: Card) -> None:
    """VG 8.7.2.1.1: the time stamp of a continuous ability of a unit is the
    time the card came onto the field from another zone. Its effects are put
    back into force now, after every effect already there, so that two
    continuous effects that do not commute (one unit gets a skill, another
    takes it away) apply in the order their units arrived (VG 8.7.2.1)."""
    mine = (g.data.get("vg_cont") or {}).get(card.iid)
    if not mine:
        return
    dependent: set[int] | None = g.data.get("vg_dependent")
    for ce in mine:
        if ce.effect is not None:
            g.end_effect(ce.effect)
            if dependent:
                dependent.discard(ce.effect.eid)
        _put_in_force(g, ce)


def independent_value(g: Game, card: Card, stat: str) -> Any:
    """VG 8.7.2: the value of ``stat`` after every effect that does not
    depend on another, for an effect that depends on them: that effect is
    applied after the effects it depends on, whatever their time stamps."""
    dependent: set[int] = g.data.get("vg_dependent") or set()
    value = card.card.stats.get(stat, ())
    for e in g.effects:
        if e.stat == stat and e.eid not in dependent and e.applies(g, card):
            value = e.apply(value)
    return value


def _cont_effects(holder: Card, ab: Ability, word: str, value: Any) -> list[ContEffect]:
    """The continuous effects of one effect step of ``holder``'s ability:
    ``gets`` (this unit, or all your rear-guards, gets +N of each stat),
    ``grant`` / ``remove`` (this unit, or all your rear-guards, gets or loses a skill) and ``rearguards_skill``
    (``{ skill, lose, with_skill }``: your rear-guards — those with
    ``with_skill`` — get or lose a skill)."""
    zones = ab.zones or ("VC", "RC")
    cond = ab.condition
    text = f"{holder.name}: {ab.text or word}"

    def active(g: Game) -> bool:
        return zone_kind(holder.zone) in zones and (not cond or condition_met(g, holder.master, cond))

    def on_self(g: Game, card: Card) -> bool:
        return card is holder and active(g)

    def on_rear_guards(g: Game, card: Card) -> bool:
        return card.master == holder.master and zone_kind(card.zone) == "RC" and active(g)

    if isinstance(value, Gets):
        on = on_self if value.target.this else on_rear_guards
        return [ContEffect(stat, "add", int(n), on, text) for stat, n in value.changes]
    if isinstance(value, Grant):
        on = on_self if value.target.this else on_rear_guards
        return [ContEffect("skills", value.op, value.keyword, on, text)]
    if word == "rearguards_skill":
        a = _args(value) or {"skill": value}
        op = "remove" if a.get("lose") else "grant"
        with_skill = str(a.get("with_skill", ""))
        if not with_skill:
            return [ContEffect("skills", op, str(a.get("skill")), on_rear_guards, text)]

        def on_rear_guards_with(g: Game, card: Card) -> bool:
            # VG 8.7.2: which units it applies to depends on the effects
            # that give or take away ``with_skill``; it looks after them.
            return on_rear_guards(g, card) and with_skill in (independent_value(g, card, "skills") or ())

        return [ContEffect("skills", op, str(a.get("skill")), on_rear_guards_with, text, depends_on="skills")]
    return []


# -- choosing what an effect acts on ------------------------------------------------------------


def _args(value: Any) -> dict[str, Any]:
    return dict(value) if isinstance(value, tuple) and all(isinstance(v, tuple) and len(v) == 2 for v in value) else {}


def candidates(g: Game, p: Pending, target: str, args: Mapping[str, Any] | None = None) -> list[Card]:
    """The cards a target word names, from the master's point of view."""
    me = p.controller
    opp = g.opponent(me)
    args = args or {}
    if target == "self":
        src = g.source_of(p)
        return [src] if src is not None and src.zone.field else []
    side = opp if target.startswith("opponent_") else me
    what = target.removeprefix("opponent_")
    if what == "vanguard":
        cards = list(g.zone(side, VC).cards)
    elif what in ("rearguard", "all_rearguards"):
        cards = rear_guards(g, side)
    elif what == "front_rearguard":
        cards = [c for name in FRONT_RC for c in g.zone(side, name).cards]
    elif what == "unit":
        cards = units(g, side)
    elif what == "attacked_unit":
        from engine.games.vanguard.common import battle

        b = battle(g)
        cards = [c for c in units(g, side) if b is not None and b.attacked(c)]
    else:
        cards = []
    if "max_grade" in args:
        cards = [c for c in cards if int(g.stat(c, "grade")) <= int(args["max_grade"])]
    if args.get("other"):
        cards = [c for c in cards if c.iid != p.source]
    if args.get("same_column"):
        # VG 4.6.2 / VG 4.6.2.1: the source's column; on the opponent's side, the facing one.
        src = g.source_of(p)
        col = COLUMN.get(src.zone.name) if src is not None else None
        if col is None:
            return []
        want = FACING[col] if side != me else col
        cards = [c for c in cards if COLUMN.get(c.zone.name) == want]
    return cards


def select(
    g: Game, p: Pending, target: str, prompt: str, count: int = 1, args: Mapping[str, Any] | None = None, rule: str = ""
) -> Flow:
    """The units an effect acts on: fixed ones (``self``, ``vanguard``,
    ``all_rearguards``) or ``count`` chosen by the master — as many as
    possible (VG 8.5.3.1, VG 8.5.3.1.2)."""
    cards = candidates(g, p, target, args)
    if target in ("self", "vanguard", "opponent_vanguard") or target.endswith("all_rearguards"):
        return cards
    chosen = yield from choose_cards(g, p.controller, prompt, cards, count, count, rule=rule or "VG 8.5.3.1")
    return chosen


# -- effects -------------------------------------------------------------------------------


def _source(g: Game, p: Pending) -> Card | None:
    return g.source_of(p)


def _pick_from(g: Game, p: Pending, src: str, grade: Any, grade_max: Any, prompt: str, count: int, rule: str) -> Flow:
    """Choose cards of a zone for a search or a call. VG 10.1.9.1.1 /
    VG 8.5.3.1.4: in a hidden zone (the deck) the player may find none;
    VG 10.1.9.1.2: in a public zone they must find as many as they can."""
    zone = g.zone(p.controller, src)
    cards = list(zone.cards)
    if grade is not None:
        cards = [c for c in cards if int(g.stat(c, "grade")) == int(grade)]
    if grade_max is not None:
        cards = [c for c in cards if int(g.stat(c, "grade")) <= int(grade_max)]
    hidden = zone.visibility != "public"
    if hidden:
        for c in cards:
            g.reveal(c, (p.controller,))  # the player looks through the zone
    lo = 0 if hidden else count
    chosen = yield from choose_cards(g, p.controller, prompt, cards, lo, count, rule=rule)
    return chosen


def _choose_circle(g: Game, seat: int, card: Card, rule: str) -> Flow:
    options = [
        Option(
            name,
            f"Call {card.name} to the {circle_name(name)}",
            None,
            f"p{seat}.{name}",
            None,
            "call",
            (card.iid,),
            card.zone.key,
            f"p{seat}.{name}",
        )
        for name in REAR_GUARD_CIRCLES
    ]
    opt = yield from choose_one(
        g, seat, f"Choose a rear-guard circle for {card.name}", options, kind=_zone_kind(), rule=rule
    )
    return opt.key


def _zone_kind() -> Any:
    from engine.decisions import Kind

    return Kind.ZONE


def _superior_call(g: Game, p: Pending, value: Any) -> Flow:
    """VG 10.1.6.1.3: a call that is not a normal call. ``{ from = "deck" |
    "drop" | "soul" | "hand", grade, grade_max, count, at_end, then }``.
    With ``at_end = "battle" | "turn"`` the called unit goes (``then``:
    ``bottom`` of the deck, ``soul``, ``drop`` or ``hand``) at the end of that
    battle or turn, by a timed trigger (VG 8.6.5). Each card is put on
    a circle of the master's choice (VG 10.1.6.1.1.1); cards called together
    go to different circles and are placed at the same time
    (VG 10.1.6.1.1.2). A search of the deck ends with a shuffle."""
    a = _args(value)
    src = str(a.get("from", "deck"))
    count = int(a.get("count", 1))
    me = p.controller
    chosen = yield from _pick_from(
        g,
        p,
        src,
        a.get("grade"),
        a.get("grade_max"),
        f"Choose up to {count} card(s) to call from your {src}",
        count,
        "VG 10.1.6.1.3",
    )
    circles: list[str] = []
    for c in chosen:
        free = [n for n in REAR_GUARD_CIRCLES if n not in circles]
        label, here = f"Call {c.name} to the", c.zone.key
        options = [
            Option(n, f"{label} {circle_name(n)}", None, f"p{me}.{n}", None, "call", (c.iid,), here, f"p{me}.{n}")
            for n in free
        ]
        opt = yield from choose_one(
            g, me, f"Choose a rear-guard circle for {c.name}", options, kind=_zone_kind(), rule="VG 10.1.6.1.1.1"
        )
        circles.append(opt.key)
    for c, circle in zip(chosen, circles, strict=True):
        call_unit(g, me, c, circle, normal=False)
        if "at_end" in a:
            timed(g, me, c, str(a["at_end"]), str(a.get("then", "bottom")))
    if src == DECK:
        g.shuffle(g.zone(me, DECK))  # VG 10.1.10


def _superior_ride(g: Game, p: Pending, value: Any) -> Flow:
    """VG 10.1.5.2: a ride that is not played is a superior ride."""
    a = _args(value)
    src = str(a.get("from", "deck"))
    chosen = yield from _pick_from(
        g, p, src, a.get("grade"), a.get("grade_max"), f"Choose a card to ride from your {src}", 1, "VG 10.1.5.2"
    )
    for c in chosen:
        ride_unit(g, p.controller, c, normal=False)
    if src == DECK:
        g.shuffle(g.zone(p.controller, DECK))


def _reveal_top(g: Game, p: Pending, value: Any) -> Flow:
    """VG 10.1.8: reveal the top card of the deck to everybody; if it fits
    (``grade`` / ``trigger``) it goes to ``hit`` (hand, soul, or a call),
    else to ``miss`` (drop, soul, or the bottom of the deck)."""
    a = _args(value)
    me = p.controller
    z = seat_zones(g)[me]
    if not z.deck.cards:
        return
    card = z.deck.cards[-1]
    g.reveal(card)
    ok = True
    if "grade" in a:
        ok = int(g.stat(card, "grade")) == int(a["grade"])
    if a.get("trigger"):
        ok = ok and bool(g.stat(card, "trigger", None))
    g.log(
        f"Player {me + 1} reveals {card.name} from the top of the deck: {'it fits' if ok else 'it does not fit'}",
        rule="VG 10.1.8.1.2",
    )
    dest = str(a.get("hit", "hand")) if ok else str(a.get("miss", "bottom"))
    if dest == "call":
        circle = yield from _choose_circle(g, me, card, "VG 10.1.6.1.3")
        call_unit(g, me, card, circle, normal=False)
    elif dest == "bottom":
        g.move(card, z.deck, bottom=True, why="revealed, to the bottom", rule="VG 10.1.8.1.3")
    else:
        g.move(card, g.zone(me, dest), why="revealed", rule="VG 10.1.8.1.2")


def _seal(g: Game, p: Pending, value: Any) -> Flow:
    """VG 11.2: the chosen unit's abilities cannot be used until end of turn."""
    cards = yield from select(g, p, str(value), "Choose a unit whose abilities cannot be used", 1, None, "VG 11.2.1")
    for c in cards:
        g.add_effect(
            SEALED, "set", True, target=c, text=f"{c.name}'s abilities cannot be used", controller=p.controller
        )
        g.log(f"{c.name}'s abilities cannot be used until end of turn", rule="VG 11.2.1")
        # VG 11.2.1.3: its abilities already standing by are cancelled.
        for q in [q for q in g.pending if q.source == c.iid and q.source_inc == c.incarnation]:
            g.pending.remove(q)
            g.log(f"{q.label}: stand by cancelled", rule="VG 11.2.1.3")
    return cards  # a Flow's value is ignored by run_effects


def _battle(g: Game, p: Pending, _: Any) -> Flow:
    """VG 10.1.19.1: "battle" — this unit becomes the attacked unit of the
    current battle instead (only a front-row unit of the attacked player,
    before the guard step)."""
    from engine.games.vanguard.common import battle, where

    b = battle(g)
    src = _source(g, p)
    if b is None or src is None or not src.zone.field or src.master == g.active or src.zone.name not in (VC, *FRONT_RC):
        return
    if g.step not in ("attack",):
        return
    b.targets, b.targets_at = [src], [where(src)]
    g.log(f"{src.name} becomes the attacked unit", rule="VG 10.1.19.1")
    return
    yield


def _guard_call(g: Game, p: Pending, value: Any) -> Flow:
    """VG 10.1.6.1.3.1: a superior call to the guardian circle, resting; for
    each unit the non-turn player chooses which attacked unit it guards."""
    from engine.games.vanguard.common import battle

    b = battle(g)
    me = p.controller
    if b is None or me == g.active:
        return
    guarded = [t for t in b.targets if b.attacked(t)]
    if not guarded:
        return
    a = _args(value)
    src = str(a.get("from", "drop"))
    count = int(a.get("count", 1))
    chosen = yield from _pick_from(
        g,
        p,
        src,
        a.get("grade"),
        a.get("grade_max"),
        f"Choose up to {count} card(s) to call as guardians",
        count,
        "VG 10.1.6.1.3.1",
    )
    chosen = [c for c in chosen if g.stat(c, "shield", None) is not None]  # VG 3.11.1.1
    gc = seat_zones(g)[me].gc
    for c in chosen:
        t = guarded[0]
        if len(guarded) > 1:
            options = [
                Option(str(x.iid), f"{c.name} guards {x.name}", x.iid, x.zone.key, None, "choose", (x.iid,), x.zone.key)
                for x in guarded
            ]
            opt = yield from choose_one(
                g, me, f"Which attacked unit does {c.name} guard?", options, rule="VG 10.1.6.1.3.1", about="guard"
            )
            t = g.cards[int(opt.key)]
        g.move(c, gc, face_up=True, orientation=REST, why="superior call (guardian)", rule="VG 10.1.6.1.3.1")
        b.guards[c.iid] = (c.incarnation, t.iid)
        g.log(f"{c.name} is called to the guardian circle and guards {t.name}", rule="VG 10.1.6.1.3.1")
    if src == DECK:
        g.shuffle(g.zone(me, DECK))


def _no_hit(g: Game, p: Pending, value: Any) -> Flow:
    """ "That unit cannot be hit until end of that battle": it stops the hit
    (VG 7.6.1.2), and an effect that stops an action wins (VG 1.3.3)."""
    cards = yield from select(
        g, p, str(value or "attacked_unit"), "Choose a unit that cannot be hit", 1, None, "VG 1.3.3"
    )
    for c in cards:
        g.add_effect(
            "no_hit",
            "set",
            True,
            target=c,
            duration=Duration.END_OF_BATTLE,
            text=f"{c.name} cannot be hit",
            controller=p.controller,
        )
        g.log(f"{c.name} cannot be hit until end of that battle", rule="VG 1.3.3")


def _unused(g: Game, p: Pending, _: Any) -> Flow:
    return
    yield


HANDLERS: dict[str, EffectHandler] = {
    "superior_call": _superior_call,
    "superior_ride": _superior_ride,
    "reveal_top": _reveal_top,
    "seal": _seal,
    "battle": _battle,
    "no_hit": _no_hit,
    "guard_call": _guard_call,
    "rearguards_power": _unused,  # continuous only
    "rearguards_skill": _unused,
    "grade": _unused,
    "deck_copies": _unused,  # deck construction only (VG 5.1.2.5)
}

__all__ = [
    "HANDLERS",
    "act_options",
    "at_beginning",
    "call_unit",
    "check_situations",
    "final_info",
    "fire",
    "fire_timed",
    "in_play",
    "install_continuous",
    "leave_field",
    "play_act",
    "ride_unit",
]
