"""Card abilities for Vanguard: when they trigger and stand by (VG 8.6),
their conditions, how they are played and resolved (VG 8.5), the check
timings of the phases (VG 3.5, VG 8.4) and the continuous abilities in
force (VG 8.7).

Trigger words (``when``): ``placed`` (VG 10.1.4: put on a circle from outside
the field — with ``zones = ["VC"]`` the on-ride text, with ``["RC"]`` the
on-call text), ``ridden`` (this vanguard was ridden upon and went to the soul,
VG 8.6.4.1.4), ``attacks`` / ``boosts`` / ``boosted`` / ``attacked``
(VG 7.3.1.6), ``opponent_attacks`` (one of the opponent's units attacks,
VG 7.3.1.6), ``hits`` (VG 7.6.1.9), ``boost_hits`` (an attack hits in a
battle this unit boosted, VG 7.3.1.5.1), ``battle_end`` (the close step of a
battle this unit attacked or boosted in, VG 7.7.1.1), ``leaves_field``
(VG 8.6.4), ``to_drop`` (put into the drop zone from a circle, VG 8.6.4),
``turn_start`` (VG 6.3.1.1), ``main_start`` (VG 6.6.1.1),
``turn_end`` (VG 6.8.1.1), ``to_hand`` (returned to the hand from a
circle), ``opponent_retired`` (an opponent's rear-guard is put into the
drop zone), ``ally_placed`` (another of your units is placed, as
``params.placed`` says), ``drive_reveals`` (a drive check reveals a card as
``params.reveals`` says, VG 7.5.1.2), ``intercepts`` (VG 10.2.2.1), ``ally_retired`` (another of your
rear-guards is put into the drop zone, as ``params.retired`` says), the
beginnings of the other phases and
steps (:data:`BEGINNINGS`), and ``situation`` (a situation trigger: the
ability's condition is the situation, VG 8.6.6).

Costs are paid by :mod:`engine.games.vanguard.costs`; the effect words are
the shared verbs (:mod:`engine.games.vanguard.grammar`) and the specific
actions of :mod:`engine.games.vanguard.keywords`. Continuous abilities
(``kind = "cont"``) use ``gets`` and ``grant`` / ``remove`` (this unit or all
your rear-guards), ``rearguards_skill`` (VG 8.7.2) and ``deck_copies``
(deck construction, VG 5.1.2.5).
Anything else on a card is resolved by hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.abilities import Ability, Step
from engine.cards import CardDef
from engine.decisions import Option
from engine.events import CardMoved, PhaseBegan
from engine.flow import Flow, cost_of, run_effects, yes_no
from engine.games.vanguard.circles import units, vanguard, zone_kind
from engine.games.vanguard.conditions import IF_CONDITIONS
from engine.games.vanguard.costs import can_pay, cost_text, pay, unreveal
from engine.games.vanguard.keywords import HANDLERS, args_of, has_limit_break, leave_field, plain_name, sealed
from engine.games.vanguard.schema import DECK, DROP, HAND, SOUL, VC
from engine.games.vanguard.state import ContEffect, battle, game_state, seat_zones, still, turn_state
from engine.games.vanguard.stats import damage_count, unit_power
from engine.grammar.control import Grant
from engine.grammar.verbs import Gets
from engine.log_words.parts import ref
from engine.messages import ENGLISH, Message, Said, msg
from engine.state import Card, Game
from engine.timing import Duration, Pending

# Keyed by the card definition itself (compared by identity), so that an
# entry can never be mistaken for another definition's.
_AUTO: dict[CardDef, dict[str, tuple[Ability, ...]]] = {}
_ACT: dict[CardDef, tuple[tuple[int, Ability], ...]] = {}


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
        rider_name = ab.params.get("rider_name")
        if rider_name is not None:
            # "when a card named X rides this unit" (VG 2.1.1): the unit that rode it has that name
            rider = ctx.get("rider")
            if rider is None or plain_name(g.cards[rider].card.name) != plain_name(str(rider_name)):
                continue
        rider_clan = ab.params.get("rider_clan")
        if rider_clan is not None:
            # "when a <clan> rides this unit" (VG 2.2.2): the unit that rode it is of that clan
            rider = ctx.get("rider")
            if rider is None or str(g.stat(g.cards[rider], "clan", "") or "") != str(rider_clan):
                continue
        boosts = ab.params.get("boosts")
        if boosts is not None and not _boosts_fits(g, dict(boosts)):
            continue
        placed_from = ab.params.get("placed_from")
        if placed_from is not None and _came_from(g, card) != str(placed_from):
            continue
        retired = ab.params.get("retired")
        if retired is not None and not _card_fits(g, g.cards[int(ctx.get("retired", -1))], dict(retired)):
            continue
        placed = ab.params.get("placed")
        if placed is not None and not _placed_fits(g, g.cards[int(ctx.get("placed", -1))], dict(placed)):
            continue
        reveals = ab.params.get("reveals")
        if reveals is not None and not _card_fits(g, g.cards[int(ctx.get("revealed", -1))], dict(reveals)):
            continue
        lb = _condition_value(ab.condition, "limit_break")
        if lb is not None and damage_count(g, card.master) < int(lb):
            continue
        g.add_pending(card.master, f"{card.name}: {ab.text or ab.when}", resolve_auto, source=card, ability=ab, **ctx)


def _boosts_fits(g: Game, what: dict[str, Any]) -> bool:
    """ "When this unit boosts a unit named X / with "X" in its card name / a
    <clan> (vanguard) / that has Limit Break N": the trigger condition
    (VG 8.1.1.2.1) is about the boosted unit of the battle now (VG 7.3.1.5.1)."""
    b = battle(g)
    unit = b.attacker if b is not None else None
    return unit is not None and _card_fits(g, unit, what)


def _came_from(g: Game, card: Card) -> str:
    """The zone ``card`` was last moved from (its last move journaled), as a
    zone name without its seat ("deck", "soul", "drop", "hand"): "when this
    unit is placed on (RC) from your deck" (VG 10.1.4)."""
    for event in reversed(g.journal):
        if isinstance(event, CardMoved) and event.card == card.iid:
            return event.src.split(".", 1)[-1]
    return ""


def _placed_fits(g: Game, card: Card, what: dict[str, Any]) -> bool:
    """ "When another of your <unit> is placed on (RC)": the placed card is on
    that circle (VG 10.1.4) and is what the trigger condition names."""
    return zone_kind(card.zone) == str(what.get("zone", "")) and _card_fits(
        g, card, {k: v for k, v in what.items() if k != "zone"}
    )


def _card_fits(g: Game, card: Card, what: dict[str, Any]) -> bool:
    """Whether ``card`` is what a trigger condition names: its name
    (VG 2.1.1), words of its name, its clan (VG 2.2.2), its grade (VG 2.4),
    a Limit Break ability (VG 10.2.5), being on the vanguard circle."""
    name = plain_name(card.card.name)
    grade = int(g.stat(card, "grade") or 0)
    return (
        ("name" not in what or name == plain_name(str(what["name"])))
        and ("name_has" not in what or plain_name(str(what["name_has"])) in name)
        and ("clan" not in what or str(g.stat(card, "clan", "") or "") == str(what["clan"]))
        and ("grade" not in what or grade == int(what["grade"]))
        and ("grade_min" not in what or grade >= int(what["grade_min"]))
        and ("limit_break" not in what or has_limit_break(card, int(what["limit_break"])))
        and (not what.get("vanguard") or card.zone.name == VC)
    )


def in_play(g: Game, when: str) -> bool:
    """Whether any card of the game has an automatic ability triggered by
    ``when`` (so that the flow can skip looking at every unit when none
    does). Recomputed when cards are added to the game."""
    st = game_state(g)
    cached = st.trigger_words
    if cached is None or cached[0] != len(g.cards):
        words = {w for cd in {c.card for c in g.cards} for w in auto_abilities(cd)}
        cached = st.trigger_words = (len(g.cards), frozenset(words))
    return when in cached[1]


# -- phases and check timings (VG 3.5, VG 6.2) ----------------------------------------------------


def begin(g: Game, phase: str, step: str = "") -> None:
    """Set the phase / step and journal its start."""
    g.phase = phase
    g.step = step
    g.emit(PhaseBegan(g.active, phase, step))


def quiet(g: Game) -> bool:
    """Whether a check timing would do nothing now: no ability stands by, no
    rule action applies and nobody has lost. Callers skip the check timing
    then (``if not quiet(g): yield from check_timing(g)``); it is the same
    check timing (VG 3.5.2), only cheaper when empty."""
    if g.pending or g.ruleset.rule_actions(g) or g.pending:  # (a situation trigger, VG 8.6.6)
        return False
    players = g.players
    return not (players[0].lost or players[1].lost)  # VG 1.1.1: two players


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


def fire_timed(g: Game, at_end: str) -> None:
    """The timed triggers of the end of this battle / turn stand by (VG 8.6.5.1: once)."""
    ts = turn_state(g)
    if at_end == "battle":
        waiting, ts.timed_battle = ts.timed_battle, []
    else:
        waiting, ts.timed_turn = ts.timed_turn, []
    for seat, card, inc, then in waiting:
        label = Said(msg("vg.pending.timed_end", at=Message(f"vg.log.at.{at_end}"), card=ref(card), then=_to(then)))
        g.add_pending(seat, label, _resolve_timed, source=card, then=then)
        g.pending[-1].source_inc = inc
    _fire_delayed(g, at_end)


def _fire_delayed(g: Game, at_end: str) -> None:
    """VG 8.6.5: the timed triggers of steps made by effects stand by: those
    of "that battle" at its end, those of "that turn" at its end phase, those
    of "your end phase" at the end phase of their seat's turn (VG 6.8.1.1:
    the same timing as "at the end of turn"); each triggers once (VG 8.6.5.1)."""
    st = game_state(g)
    if not st.delayed:
        return
    due = [
        d for d in st.delayed if d[3] == at_end or (at_end == "turn" and d[3] == "your_end_phase" and d[0] == g.active)
    ]
    st.delayed = [d for d in st.delayed if d not in due]
    for seat, card, inc, _, steps in due:
        label = Said(msg("vg.pending.timed", card=ref(card)) if card is not None else msg("vg.pending.timed_effect"))
        g.add_pending(seat, label, _resolve_delayed, source=card, steps=steps)
        g.pending[-1].source_inc = inc


def _to(then: str) -> Message | str:
    """Where a timed trigger puts its unit (``bottom``, ``soul``, ``drop``, ``hand``), as words."""
    for mid in (f"vg.log.to.{then}", f"place.vanguard.{then}"):
        if ENGLISH.get(mid) == then:
            return Message(mid)
    return then


def _resolve_delayed(g: Game, p: Pending) -> Flow:
    g.log(msg("vg.log.resolves_timed", label=p.label), rule="VG 8.6.5")
    yield from run_effects(g, p, p.ctx.get("steps", ()), HANDLERS)


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
    g.log(msg("log.printed", text=p.label), rule="VG 8.6.5.1")
    return
    yield


# -- situation triggers (VG 8.6.6) --------------------------------------------------------------


def _situation_holders(g: Game) -> list[tuple[Card, Ability]]:
    """Every card of the game with a situation trigger, and the ability
    (recomputed when cards are added to the game)."""
    st = game_state(g)
    cached = st.situations
    if cached is None or cached[0] != len(g.cards):
        found = [(c, ab) for c in g.cards if c.card.abilities for ab in auto_abilities(c.card).get("situation", ())]
        cached = st.situations = (len(g.cards), found)
    return cached[1]


def situations_in_force(g: Game) -> bool:
    """Whether a card with a situation trigger is in a zone where that
    ability works (VG 2.11.3); when none is, :func:`check_situations` finds
    nothing until a card moves."""
    for card, ab in _situation_holders(g):
        if active_in(ab, card):
            return True
    return False


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
    used = turn_state(g).used_auto
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
        g.log(msg("vg.log.situation_met", card=ref(card)), rule="VG 8.6.6.1")
        did = True
    return did


# -- conditions ------------------------------------------------------------------------------


def _condition_value(steps: Sequence[Step], word: str) -> Any:
    for w, v in steps:
        if w == word:
            return v
    return None


def condition_met(g: Game, seat: int, steps: Sequence[Step], source: Card | None = None) -> bool:
    """Whether the conditions hold for ``seat``; ``source``: the unit whose
    ability it is, for the conditions about it ("if this unit's [Power] is N
    or greater": not met without it)."""
    for word, value in steps:
        if word == "self_power_at_least":
            ok = source is not None and source.zone.field and unit_power(g, source) >= int(value)
        elif word == "my_turn":
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
        elif word == "soul_at_most":  # "if you do not have any cards in your soul" (VG 4.7)
            ok = len(g.zone(seat, SOUL).cards) <= int(value)
        elif word == "opponent_damage_at_least":
            ok = damage_count(g, g.opponent(seat)) >= int(value)
        elif word == "opponent_deck_at_most":
            ok = len(g.zone(g.opponent(seat), DECK).cards) <= int(value)
        elif word == "battle_at_least":  # "if it is the Nth battle of that turn or more" (VG 7.1.2.1)
            ok = battle(g) is not None and turn_state(g).battles >= int(value)
        elif word == "battle_number":  # "if it is the Nth battle of that turn"
            ok = battle(g) is not None and turn_state(g).battles == int(value)
        elif word == "phase":  # "during your main / battle / end phase" (VG 6.6, VG 6.7, VG 6.8)
            ok = g.phase == str(value)
        elif word == "attacking_vanguard":
            b = battle(g)
            ok = b is not None and any(t.zone.name == VC for t in b.targets)
        elif word == "boosted_clan":  # the unit this unit boosts (VG 7.3.1.5.1) is of the clan
            b = battle(g)
            ok = b is not None and b.attacker is not None and str(g.stat(b.attacker, "clan", "") or "") == str(value)
        elif word == "boosted_limit_break":  # the unit this unit boosts has a Limit Break N ability (VG 10.2.5)
            b = battle(g)
            ok = b is not None and b.attacker is not None and has_limit_break(b.attacker, int(value))
        elif word == "booster_clan":  # the unit boosting this unit (VG 7.3.1.5.1), still in its circle, is of the clan
            b = battle(g)
            ok = (
                b is not None
                and b.booster is not None
                and still(b.booster, b.booster_at)
                and str(g.stat(b.booster, "clan", "") or "") == str(value)
            )
        elif word in IF_CONDITIONS:  # your vanguard's clan or name, a name in your soul, rear-guard counts
            ok = IF_CONDITIONS[word](g, seat, value)
        else:
            ok = True
        if not ok:
            return False
    return True


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
        g.log(msg("vg.log.cannot_use_cancelled", label=p.label), rule="VG 11.2.1.3")
        return
    if ab.once_per_turn:
        used = turn_state(g).used_auto
        key = (source.iid, p.source_inc, id(ab))
        if key in used:
            g.log(msg("vg.log.used_this_turn", label=p.label), rule="VG 8.6.3")
            return
        used.add(key)
    # VG 10.2.5.1.2.1: once a limit break ability triggered it resolves even
    # if the damage count changed; other conditions are checked now (VG 8.1.1.2.3).
    # VG 8.6.6: the situation of a situation trigger is its trigger
    # condition, met when it triggered; it is not an "if" checked again.
    # Decision for an automatic ability with a cost and an "if": it triggers
    # whether or not the condition holds (VG 8.1.1.2.3), its cost is paid
    # while it resolves (VG 8.1.1.2.2), and the condition is checked first:
    # when it does not hold the ability does nothing, so no cost is asked for.
    conditions = () if ab.when == "situation" else tuple(s for s in ab.condition if s[0] != "limit_break")
    if conditions and not condition_met(g, seat, conditions, g.source_of(p)):
        g.log(msg("vg.log.condition_not_met", label=p.label), rule="VG 8.1.1.2.3")
        return
    if ab.cost:
        if not can_pay(g, seat, source, ab.cost):
            g.log(msg("vg.log.cannot_pay", label=p.label, cost=cost_text(ab.cost)), rule="VG 8.5.2.3")
            return
        ask = msg("ask.pay", ability=p.label, cost=cost_text(ab.cost))  # the ability and its cost as printed
        ok = yield from yes_no(g, seat, ask, rule="VG 8.1.1.2.2", about="pay")
        if not ok:
            g.log(msg("vg.log.does_not_pay", label=p.label, n=seat + 1), rule="VG 8.1.1.2.2")
            return
        shown = yield from pay(g, seat, source, ab.cost)
    elif ab.optional:
        ok = yield from yes_no(g, seat, msg("ask.use_it", label=p.label), rule="VG 8.6.3", about="activate")
        if not ok:
            return
    g.log(msg("log.resolves", label=p.label), rule="VG 8.6.3")
    yield from run_effects(g, p, ab.effect, HANDLERS)
    unreveal(g, shown)


def act_options(g: Game, seat: int) -> list[Option]:
    """The activated abilities ``seat`` may play now (VG 6.6.1.2.2)."""
    out: list[Option] = []
    st = game_state(g)
    holders = st.act_cards
    if holders is None:
        # The cards of each seat that have an activated ability at all (fixed for the game).
        holders = st.act_cards = [
            [c for c in g.cards if c.owner == s and act_abilities(c.card)] for s in range(g.n_players)
        ]
    used = turn_state(g).used_act
    for card in holders[seat]:
        zone = card.zone
        if not zone.field or card.master != seat:
            continue
        if sealed(g, card):  # VG 11.2.1.1
            continue
        for idx, ab in act_abilities(card.card):
            if not active_in(ab, card):
                continue
            if ab.once_per_turn and (card.iid, card.incarnation, idx) in used:
                continue
            # VG 10.2.5.1.3.1: limit break is checked when the ability is played.
            if not condition_met(g, seat, ab.condition, card) or not can_pay(g, seat, card, ab.cost):
                continue
            label = f"{card.name}: {ab.text or 'activate'}"
            z, cost = zone.key, cost_of(ab.cost)
            out.append(Option(f"act:{card.iid}:{idx}", label, card.iid, z, idx, "activate", (card.iid,), z, "", cost))
    return out


def play_act(g: Game, seat: int, card: Card, idx: int) -> Flow:
    """VG 8.5.2: play an activated ability — pay its cost, then resolve it."""
    ab = card.card.abilities[idx]
    if ab.once_per_turn:
        turn_state(g).used_act.add((card.iid, card.incarnation, idx))
    p = Pending(pid=g.next_id(), controller=seat, label="", source=card.iid, source_inc=card.incarnation, ability=ab)
    shown = yield from pay(g, seat, card, ab.cost)
    label = f"{card.name}: {ab.text or 'activate'}"
    p.label = label
    g.log(msg("vg.log.plays_act", n=seat + 1, label=label), rule="VG 8.5.2")
    yield from run_effects(g, p, ab.effect, HANDLERS)
    unreveal(g, shown)


# -- continuous abilities (VG 8.1.1.3, VG 8.7) ----------------------------------------------------


def install_continuous(g: Game) -> None:
    """Put every continuous ability of the cards in the game into effect
    (VG 8.5.1: they are never played). Each card gets its own effect per
    printed effect word: it applies while the card is in one of the
    ability's zones and its condition holds — limit break included, checked
    continuously (VG 10.2.5.1.1.1). A card entering the zone gets it at once
    (VG 8.7.4). A card put on the field gets new time stamps for its effects
    (:func:`restamp`, VG 8.7.2.1.1). Abilities about deck construction
    (``deck_copies``) act on the deck check only (VG 5.1.2.5)."""
    by_card = game_state(g).cont
    for c in g.cards:
        if c.iid in by_card or not c.card.abilities:
            continue
        found = [
            ce
            for ab in c.card.abilities
            if ab.kind == "cont"
            for word, value in ab.effect
            for ce in _cont_effects(c, ab, word, value)
        ]
        if found:
            by_card[c.iid] = found
            for ce in found:
                _put_in_force(g, ce)


def _put_in_force(g: Game, ce: ContEffect) -> None:
    # never journaled: in force from the start for every card, even in a hidden deck
    ce.effect = g.add_effect(
        ce.stat, ce.op, ce.value, filter=ce.filter, duration=Duration.PERMANENT, text=ce.text, journal=False
    )
    if ce.depends_on:
        game_state(g).dependent.add(ce.effect.eid)


def restamp(g: Game, card: Card) -> None:
    """VG 8.7.2.1.1: the time stamp of a continuous ability of a unit is the
    time the card came onto the field from another zone. Its effects are put
    back into force now, after every effect already there, so that two
    continuous effects that do not commute (one unit gets a skill, another
    takes it away) apply in the order their units arrived (VG 8.7.2.1)."""
    st = game_state(g)
    mine = st.cont.get(card.iid)
    if not mine:
        return
    dependent = st.dependent
    for ce in mine:
        if ce.effect is not None:
            g.end_effect(ce.effect, journal=False)
            if dependent:
                dependent.discard(ce.effect.eid)
        _put_in_force(g, ce)


def independent_value(g: Game, card: Card, stat: str) -> Any:
    """VG 8.7.2: the value of ``stat`` after every effect that does not
    depend on another, for an effect that depends on them: that effect is
    applied after the effects it depends on, whatever their time stamps."""
    dependent = game_state(g).dependent
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
    # The tests name the holder by its iid and read it from the game they are
    # given: they hold nothing a copy of the game must copy (engine.snapshot).
    iid = holder.iid

    def active(g: Game) -> bool:
        h = g.cards[iid]
        return zone_kind(h.zone) in zones and (not cond or condition_met(g, h.master, cond))

    def on_self(g: Game, card: Card) -> bool:
        return card.iid == iid and active(g)

    def on_rear_guards(g: Game, card: Card) -> bool:
        return card.master == g.cards[iid].master and zone_kind(card.zone) == "RC" and active(g)

    if isinstance(value, Gets):
        on = on_self if value.target.this else on_rear_guards
        return [ContEffect(stat, "add", int(n), on, text) for stat, n in value.changes]
    if isinstance(value, Grant):
        on = on_self if value.target.this else on_rear_guards
        return [ContEffect("skills", value.op, value.keyword, on, text)]
    if word == "rearguards_skill":
        a = args_of(value) or {"skill": value}
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
