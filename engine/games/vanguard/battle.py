"""The battle phase (VG 7): start, attack, guard, drive, damage and close
steps (the drive and damage checks are in
:mod:`engine.games.vanguard.trigger_checks`)."""

from __future__ import annotations

from engine.decisions import Option
from engine.flow import Flow, check_timing, choose_card, choose_cards, choose_one, yes_no
from engine.games.vanguard.abilities import at_beginning, begin, fire, fire_timed, in_play, quiet
from engine.games.vanguard.circles import circle_name
from engine.games.vanguard.keywords import has_skill, leave_field, lord_restrains
from engine.games.vanguard.schema import (
    BEHIND,
    BOOST,
    DROP,
    FRONT_RC,
    FRONT_ROW,
    GC,
    HAND,
    INTERCEPT,
    MULTI_ATTACK,
    RESTRAINT,
    TWIN_DRIVE,
    VC,
)
from engine.games.vanguard.state import Battle, battle, still, turn_state, where
from engine.games.vanguard.stats import stat_reader, unit_power, vanguard_grade
from engine.games.vanguard.trigger_checks import deal_damage, drive_check
from engine.log_words.parts import card_list, known, ref, refs
from engine.messages import CardRef, Message, msg
from engine.state import REST, STAND, Card, Game
from engine.timing import Duration


def front_row_units(g: Game, seat: int) -> list[Card]:
    out: list[Card] = []
    for name in FRONT_ROW:
        out.extend(g.zone(seat, name).cards)
    return out


def possible_attackers(g: Game, seat: int) -> list[Card]:
    """VG 7.3.1.3: standing units in the front row; VG 10.2.4.1: a unit with
    Restraint cannot be chosen, nor one its Lord keeps from attacking
    (:func:`~engine.games.vanguard.keywords.lord_restrains`)."""
    return [
        c
        for c in front_row_units(g, seat)
        if c.orientation == STAND and not has_skill(g, c, RESTRAINT) and not lord_restrains(g, c)
    ]


def battle_phase(g: Game) -> Flow:
    """VG 6.7 / VG 7: attack sub phases until the turn player stops."""
    me = g.active
    opp = g.opponent(me)
    while True:
        # VG 7.2: start step.
        begin(g, "battle", "start")
        at_beginning(g, "start_step", both=True)
        if not quiet(g):  # VG 7.2.1.1
            yield from check_timing(g)
        # VG 7.2.1.3: no attack on the very first turn of the game, nor when
        # no attack could take place.
        if g.turn == 1 or not possible_attackers(g, me) or not front_row_units(g, opp):
            if g.turn == 1:
                g.log(Message("vg.log.first_turn_no_attack"), rule="VG 7.2.1.3")
            break
        opt = yield from choose_one(
            g,
            me,
            msg("vg.start_step"),
            START_STEP_OPTIONS,
            rule="VG 7.2.1.2",
            about="attack",
        )
        if opt.key == "end":
            break
        if not quiet(g):  # VG 7.2.1.2.1
            yield from check_timing(g)
        yield from attack_sub_phase(g)
    turn_state(g).battle = None


#: VG 7.2.1.2: the start step's question, the same every time
START_STEP_OPTIONS = (
    Option("attack", "Attack", verb="attack", message=msg("option.attack")),
    Option("end", "End the battle phase", verb="pass", message=msg("option.end_battle_phase")),
)


def attack_sub_phase(g: Game) -> Flow:
    """VG 7.3 - VG 7.7: one battle."""
    me = g.active
    opp = g.opponent(me)
    b = Battle()
    turn_state(g).battle = b  # VG 7.3.1.1: the battle begins.

    # VG 7.3: attack step.
    begin(g, "battle", "attack")
    at_beginning(g, "attack_step", both=True)
    if not quiet(g):  # VG 7.3.1.2
        yield from check_timing(g)
    attackers = possible_attackers(g, me)
    front = front_row_units(g, opp)
    if attackers and front:
        attacker = yield from choose_card(
            g, me, msg("vg.choose_attacker"), attackers, rule="VG 7.3.1.3", about="attack", verb="attack"
        )
        turn_state(g).battles += 1  # "the Nth battle of that turn" (VG 7.1.2.1)
        if has_skill(g, attacker, MULTI_ATTACK) and len(front) > 1:
            # VG 7.3.1.4.2: an effect lets the turn player choose several units.
            targets = yield from choose_cards(
                g,
                me,
                msg("vg.choose_targets", card=CardRef(attacker.iid, attacker.name)),
                front,
                1,
                len(front),
                rule="VG 7.3.1.4.2",
                about="attack_target",
                verb="attack",
            )
        else:
            prompt = msg("vg.choose_target", card=CardRef(attacker.iid, attacker.name))
            targets = [
                (yield from choose_card(g, me, prompt, front, rule="VG 7.3.1.4", about="attack_target", verb="attack"))
            ]
        # Decision (the document is silent): the attacking unit is rested as
        # it attacks, as in every printing of the game's rules; otherwise a
        # unit could attack any number of times and the stand trigger
        # (VG 2.8.1.1.4) would have nothing to do.
        g.set_orientation(attacker, REST)
        b.attacker, b.attacker_at = attacker, where(attacker)
        b.targets = list(targets)
        b.targets_at = [where(t) for t in targets]
        where_a = _circle(attacker.zone.name)
        attacked = refs([msg("vg.log.unit_at", card=ref(t), circle=_circle(t.zone.name)) for t in targets])
        # VG 7.3.1.6: "when this unit attacks / is attacked" stand by (the ruleset's triggers)
        text = msg("vg.log.attacks", card=ref(attacker), circle=where_a, targets=attacked)
        g.happen("attack", targets, player=opp, by=(attacker,), cause="battle", text=text, rule="VG 7.3.1.4")
        # VG 7.3.1.5 / VG 10.2.3: a unit with boost behind the attacker may rest to boost it.
        # Decision: "rest it" needs a standing unit (VG 3.17.2: resting a
        # resting unit does nothing, so it could not pay for the boost).
        behind = g.zone(me, BEHIND[attacker.zone.name]).top
        if behind is not None and behind.orientation == STAND and has_skill(g, behind, BOOST):
            prompt = msg(
                "vg.boost", card=CardRef(attacker.iid, attacker.name), booster=CardRef(behind.iid, behind.name)
            )
            boost = yield from yes_no(g, me, prompt, rule="VG 7.3.1.5", about="attack")
            if boost:
                g.set_orientation(behind, REST)
                b.booster, b.booster_at = behind, where(behind)
                text = msg("vg.log.boosts", card=ref(behind), target=ref(attacker), power=int(g.stat(behind, "power")))
                g.happen("boost", (attacker,), by=(behind,), text=text, rule="VG 7.3.1.7")
        if not quiet(g):  # VG 7.3.1.6
            yield from check_timing(g)
        if not quiet(g):  # VG 7.3.1.8
            yield from check_timing(g)

        yield from guard_step(g, b)
        # VG 7.4.1.2: on to the drive step only if the attacking unit is on the vanguard circle.
        if still(b.attacker, b.attacker_at) and attacker.zone.name == VC:
            yield from drive_step(g, b)
        yield from damage_step(g, b)
    else:
        g.log(Message("vg.log.no_attacker"), rule="VG 7.3.1.3")
    yield from close_step(g)


def guard_step(g: Game, b: Battle) -> Flow:
    """VG 7.4: the non-turn player calls guardians and intercepts."""
    me = g.active
    opp = g.opponent(me)
    begin(g, "battle", "guard")
    at_beginning(g, "guard_step", both=True)
    if not quiet(g):  # VG 7.4.1.1, VG 8.4.2.1
        yield from check_timing(g)
    grade = vanguard_grade(g, opp)
    hand = g.zone(opp, HAND).cards
    # VG 3.11.1.1: a guardian needs a shield; VG 8.5.2.1.1.2: a normal call
    # needs a grade no higher than the vanguard's.
    grade_of = stat_reader(g, "grade")
    callable_ = [c for c in hand if g.stat(c, "shield", None) is not None and grade_of(c) <= grade]
    # VG 10.2.2.1: intercept from a front rear-guard circle, by a unit not
    # being attacked, while another unit is; resting units may intercept.
    # VG 3.11.1.1: a unit without a shield cannot go to the guardian circle.
    intercepts = [
        c
        for name in FRONT_RC
        for c in g.zone(opp, name).cards
        if not b.attacked(c) and has_skill(g, c, INTERCEPT) and g.stat(c, "shield", None) is not None
    ]
    candidates = callable_ + intercepts
    # Guardians guard a unit being attacked: none if every one has left its circle.
    guarded = [t for t in b.targets if b.attacked(t)]
    if candidates and guarded:
        yield from _guard(g, b, candidates, guarded)
    if not quiet(g):  # VG 7.4.1.2
        yield from check_timing(g)


def _guard(g: Game, b: Battle, candidates: list[Card], guarded: list[Card]) -> Flow:
    opp = g.opponent(g.active)
    one = guarded[0]
    what = msg("vg.guard", card=CardRef(one.iid, one.name)) if len(guarded) == 1 else msg("vg.guard_units")
    chosen = yield from choose_cards(
        g,
        opp,
        what,
        candidates,
        0,
        len(candidates),
        rule="VG 7.4.1.1.2",
        about="guard",
        verb="guard",
    )
    # VG 7.4.1.1.2 / VG 7.4.1.1.2.1: each guardian guards one attacked unit of
    # its master's choice; with one attacked unit, all guard it.
    assignment: list[Card] = []
    for c in chosen:
        if len(guarded) == 1:
            assignment.append(guarded[0])
        else:
            options = [
                Option(
                    str(t.iid),
                    f"{c.name} guards {t.name} ({circle_name(t.zone.name)})",
                    t.iid,
                    t.zone.key,
                    None,
                    "choose",
                    (t.iid,),
                    t.zone.key,
                    message=msg(
                        "vg.option.guards_on",
                        card=CardRef(c.iid, c.name),
                        target=CardRef(t.iid, t.name),
                        circle=Message(f"vg.circle.{t.zone.name}"),
                    ),
                )
                for t in guarded
            ]
            ask = msg("vg.ask.guard_which", card=CardRef(c.iid, c.name))
            opt = yield from choose_one(g, opp, ask, options, rule="VG 7.4.1.1.2.1", about="guard")
            assignment.append(g.cards[int(opt.key)])
    gc = g.zone(opp, GC)
    # VG 7.4.1.1.2.3: all are put on the guardian circle at the same time, resting.
    froms = [c.zone.name == HAND for c in chosen]
    for c, t, from_hand in zip(chosen, assignment, froms, strict=True):
        if from_hand:
            g.move(c, gc, face_up=True, orientation=REST, why="guardian (normal call)", rule="VG 10.1.6.1.2.1")
        else:
            g.move(c, gc, face_up=True, orientation=REST, why="intercept", rule="VG 10.2.2.1")
            if in_play(g, "intercepts"):  # "when this unit intercepts" (VG 10.2.2.1)
                fire(g, "intercepts", c)
        b.guards[c.iid] = (c.incarnation, t.iid)
    called = [c for c, from_hand in zip(chosen, froms, strict=True) if from_hand]
    if called:  # VG 10.1.4.1.1: placed from outside the circles (an interceptor moves circle to circle)
        text = msg("vg.log.calls_guardians", n=opp + 1, cards=card_list(called))
        g.happen("place", called, player=opp, text=text, rule="VG 10.1.6.1.2.1")
    for t in guarded:
        mine = [c for c, tt in zip(chosen, assignment, strict=True) if tt is t]
        if mine:
            shield = sum(int(g.stat(c, "shield", 0) or 0) for c in mine)
            attacking = unit_power(g, b.attacker) if b.attacker else 0
            said = msg(
                "vg.log.guards",
                n=opp + 1,
                card=ref(t),
                guardians=card_list(mine),
                shield=shield,
                a=unit_power(g, t),
                b=attacking,
            )
            g.log(said, rule="VG 7.4.1.1.2.2")


def drive_step(g: Game, b: Battle) -> Flow:
    """VG 7.5: drive checks by an attacking vanguard; two with Twin Drive!!
    (VG 10.2.1.1)."""
    me = g.active
    begin(g, "battle", "drive")
    at_beginning(g, "drive_step", both=True)
    if not quiet(g):  # VG 7.5.1.1
        yield from check_timing(g)
    yield from drive_check(g, me, 1)
    if not quiet(g):  # VG 7.5.1.3
        yield from check_timing(g)
    attacker = b.attacker
    if (
        attacker is not None
        and still(attacker, b.attacker_at)
        and attacker.zone.name == VC
        and has_skill(g, attacker, TWIN_DRIVE)
    ):
        yield from drive_check(g, me, 2)
        if not quiet(g):  # VG 7.5.1.4
            yield from check_timing(g)


def damage_step(g: Game, b: Battle) -> Flow:
    """VG 7.6: compare power, deal damage, damage checks, retire."""
    me = g.active
    opp = g.opponent(me)
    begin(g, "battle", "damage")
    at_beginning(g, "damage_step", both=True)
    if not quiet(g):  # VG 7.6.1.1
        yield from check_timing(g)
    attacker = b.attacker
    assert attacker is not None
    attacker_there = still(attacker, b.attacker_at)
    for target, at in zip(b.targets, b.targets_at, strict=True):
        # VG 7.6.1.3: a unit that left the field, changed master or moved
        # circle is not compared, and the attack does not hit.
        if attacker_there and still(target, at):
            ap, tp = unit_power(g, attacker), unit_power(g, target)
            hit = tp <= ap  # VG 7.6.1.2
            if hit and g.effects and g.stat(target, "no_hit", False):
                # VG 1.3.3: an effect that stops the hit takes precedence: the attack does not hit.
                g.log(msg("vg.log.cannot_be_hit", card=ref(target)), rule="VG 1.3.3")
                hit = False
            if hit:
                text = msg("vg.log.hit", attacker=ref(attacker), a=ap, target=ref(target), b=tp)
                # the ruleset's triggers keep the hit in b.hits (VG 7.6.1.4: "when attack hits" waits)
                g.happen("hit", (target,), by=(attacker,), cause="battle", text=text, rule="VG 7.6.1.2")
            else:
                said = msg("vg.log.no_hit", attacker=ref(attacker), a=ap, target=ref(target), b=tp)
                g.log(said, rule="VG 7.6.1.2")
        else:
            g.log(msg("vg.log.left_no_hit", card=ref(target)), rule="VG 7.6.1.3")
    if not quiet(g):
        yield from check_timing(g)
    hit_vanguard = [t for t in b.hits if t.zone.name == VC]
    if hit_vanguard:
        # VG 7.6.1.5.2: an attacker that left its circle deals no damage.
        if still(attacker, b.attacker_at):
            crit = int(g.stat(attacker, "critical"))
            g.log(msg("vg.log.hits_vanguard", card=ref(attacker), n=max(crit, 0)), rule="VG 7.6.1.5")
            yield from deal_damage(g, opp, crit)  # VG 7.6.1.5.1: zero or less deals none
        else:
            g.log(msg("vg.log.left_no_damage", card=ref(attacker)), rule="VG 7.6.1.5.2")
    else:
        g.log(Message("vg.log.no_damage_check"), rule="VG 7.6.1.7")
    # VG 7.6.1.8: retire the rear-guards that were hit, and every guardian.
    drop = g.zone(opp, DROP)
    for t, at in zip(b.targets, b.targets_at, strict=True):
        if t in b.hits and t.zone.name != VC and still(t, at):
            leave_field(g, t, drop, why="retired (hit)", rule="VG 7.6.1.8")
    for gd in list(g.zone(opp, GC).cards):
        leave_field(g, gd, drop, why="guardian retired", rule="VG 7.6.1.8")
    # VG 7.6.1.9: "when attack hits" stands by now, once per journaled hit (VG 8.6.2.1).
    if still(attacker, b.attacker_at):
        for _ in b.hits:
            fire(g, "hits", attacker)
    # "when an attack hits during the battle that this unit boosted": the
    # boosting unit's, while it is still on its circle (VG 7.3.1.5.1).
    if b.booster is not None and still(b.booster, b.booster_at):
        for _ in b.hits:
            fire(g, "boost_hits", b.booster)
    if not quiet(g):
        yield from check_timing(g)


def close_step(g: Game) -> Flow:
    """VG 7.7: "at the end of battle" abilities of the units that attacked or
    boosted in it stand by, once each per close step (VG 7.7.1.1); the
    check timing repeats until none is left (VG 7.7.1.3); then the battle
    ends and 'until end of battle' effects cease (VG 7.7.1.2)."""
    begin(g, "battle", "close")
    b = battle(g)
    fired: set[tuple[int, int]] = set()
    while True:
        fire_timed(g, "battle")  # VG 8.6.5: "at the end of that battle"
        if b is not None:  # VG 7.7.1.1
            for unit, at in ((b.attacker, b.attacker_at), (b.booster, b.booster_at)):
                if unit is not None and still(unit, at) and (unit.iid, unit.incarnation) not in fired:
                    fired.add((unit.iid, unit.incarnation))
                    fire(g, "battle_end", unit)
        if not quiet(g):  # VG 7.7.1.2
            yield from check_timing(g)
        if not g.pending and not turn_state(g).timed_battle:  # VG 7.7.1.3
            break
    g.expire(Duration.END_OF_BATTLE)
    turn_state(g).battle = None  # VG 7.7.1.4


def _circle(name: str) -> Message | str:
    """A circle as the log names it ("front left rear-guard circle")."""
    return known(f"vg.circle.{name}", circle_name(name))
