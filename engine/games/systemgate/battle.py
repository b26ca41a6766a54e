"""The Battle Phase of System Gate (SG 6.2.6): declaring attacks and Link
Attacks, the Counter Timings of an attack, the damage step and the end of
an attack, with the keyword skills that act in it (SG 11.3 - SG 11.8)."""

from __future__ import annotations

from engine.decisions import Option
from engine.flow import choose_cards, choose_one, option
from engine.games.systemgate.abilities import counter_timing, trigger
from engine.games.systemgate.check_timing import check_timing, timing_due
from engine.games.systemgate.field import damage_player, damage_unit, destroy, leave_field, lethal
from engine.games.systemgate.gatemaster import mill
from engine.games.systemgate.keywords import dive_shields, has_keyword, vampire_curse
from engine.games.systemgate.note_params import listed, named
from engine.games.systemgate.stack import resolve_stack
from engine.games.systemgate.state import (
    BATTLE,
    INFINITE,
    UNIT_SLOTS,
    Attack,
    Flow,
    begin,
    game_state,
    gate_of,
    opponents,
    paused,
    stat,
    turn_state,
)
from engine.messages import CardRef, Message, msg
from engine.state import REST, STAND, Card, Game
from engine.timing import Duration


def attackers(g: Game, seat: int) -> list[Card]:
    """SG 4.6.3 - SG 4.6.5: standing units attack; the Player-zone card
    attacks only when there is no unit in the Center."""
    out = [c for s in UNIT_SLOTS for c in g.zone(seat, s).cards if c.orientation == STAND and c.card.type == "unit"]
    if not g.zone(seat, "center").cards:
        out += [c for c in g.zone(seat, "player").cards if c.orientation == STAND]
    return out


def targets(g: Game, seat: int) -> list[Option]:
    """SG 6.2.6.2: enemy units, or the Player zone when there is no unit in
    the Center (SG 4.6.5); SG 11.15 [Dive] protects standing Left/Right cards."""
    opts: list[Option] = []
    for opp in opponents(g, seat):
        for s in UNIT_SLOTS:
            for c in g.zone(opp, s).cards:
                if dive_shields(g, seat, c):
                    continue
                z = c.zone.key
                label = _attack_unit(c, opp, s)
                opts.append(option(g, f"t:{c.iid}", label, c.iid, z, None, "attack", (c.iid,), z, z))
        if not g.zone(opp, "center").cards:
            item = g.zone(opp, "player").top
            what = msg("sg.option.attack_item", card=CardRef(item.iid, item.name), n=opp + 1) if item else None
            z = f"p{opp}.player"
            held = (item.iid,) if item else ()
            what = what or msg("sg.option.attack_player", n=opp + 1)
            opts.append(option(g, f"tp:{opp}", what, None, z, None, "attack", held, z if item else "", z))
    return opts


def _attack_unit(c: Card, opp: int, slot: str) -> Message:
    """Attacking ``c`` in a unit slot (SG 4.6) of Player ``opp + 1``: one
    message a slot, the slot named by its id as the journal keeps it."""
    return msg(f"sg.option.attack_unit.{slot}", card=CardRef(c.iid, c.name), n=opp + 1)


#: SG 6.2.6: declaring no (more) attacks
END_BATTLE = Option("pass", "End the Battle Phase", verb="pass", message=msg("sg.option.end_battle"))


def battle_phase(g: Game) -> Flow:
    """SG 6.2.6: attacks until the turn player passes. While no opponent has
    had a turn, only one attack, and no Link Attack."""
    me = g.active
    begin(g, BATTLE, rule="SG 6.2.6")
    # Judge's decision for Tag Team: "the first turn" is while no opponent
    # has had a turn, i.e. Player A-1's first turn (SG 15.4.2).
    had_turn = game_state(g).had_turn
    first = not any(s in had_turn for s in opponents(g, me))
    end = END_BATTLE
    while True:
        if timing_due(g):
            yield from check_timing(g)
        # Judge's decision: "only one attack" holds for the whole first
        # turn, also after a Finale Unit returns it to the Battle Phase.
        if first and turn_state(g).attacks >= 1:
            g.log(msg("sg.log.first_turn_attack"), rule="SG 6.2.6")
            return
        ready = attackers(g, me)
        if not ready:
            return
        options = [end] + [
            option(
                g,
                f"atk:{c.iid}",
                msg("sg.option.attack_with", card=CardRef(c.iid, c.name)),
                c.iid,
                c.zone.key,
                None,
                "attack",
                (c.iid,),
                c.zone.key,
            )
            for c in ready
        ]
        prompt = msg("sg.battle_phase")
        opt = yield from choose_one(g, me, prompt, options, rule="SG 6.2.6", about="attack")
        if opt.key == "pass":
            return
        attacker = g.cards[int(opt.key[4:])]
        turn_state(g).attacks += 1
        yield from attack(g, attacker, [c for c in ready if c is not attacker], link=not first)


def attack(g: Game, attacker: Card, others: list[Card], link: bool) -> Flow:
    me = g.active
    # SG 6.2.6.1: rest the attacker; any number of others join a Link Attack.
    g.set_orientation(attacker, REST)
    team = [attacker]
    if link and others:
        extra = yield from choose_cards(
            g,
            me,
            msg("sg.link_attack"),
            others,
            0,
            len(others),
            rule="SG 6.2.6.1",
            about="attack",
            verb="attack",
        )
        for c in extra:
            g.set_orientation(c, REST)
        team += extra
    # SG 6.2.6.2: declare the target.
    topts = targets(g, me)
    opt = yield from choose_one(g, me, msg("sg.choose_target"), topts, rule="SG 6.2.6.2", about="attack_target")
    if opt.key.startswith("tp:"):
        defender = int(opt.key[3:])
        target = g.zone(defender, "player").top
    else:
        target = g.cards[int(opt.key[2:])]
        defender = target.master
    berserk = turn_state(g).berserk
    atk = Attack(
        attackers=team,
        incs=[c.incarnation for c in team],
        target=target,
        target_inc=target.incarnation if target else 0,
        defender=defender,
        berserk=berserk is not None and (attacker.iid, attacker.incarnation) == berserk,
    )
    game_state(g).attack = atk
    names: CardRef | Message = named(team[0])
    for c in team[1:]:
        names = msg("sg.log.team", first=names, then=named(c))
    # SG 6.2.6.3 / SG 6.2.6.4: "when I attack" and "when I am attacked" skills (the triggers below).
    mid = "sg.log.link_attack" if len(team) > 1 else "sg.log.attack"
    if target is not None:
        text = msg(mid, cards=names, target=named(target))
    else:
        text = msg(f"{mid}_player", cards=names, n=defender + 1)
    attacked = (target,) if target is not None else ()
    g.happen("attack", attacked, player=defender, by=team, cause="battle", text=text, rule="SG 6.2.6.1")
    if timing_due(g):
        yield from check_timing(g)
    # SG 6.2.6.5: the non-turn player's Counter Timing, repeated until they pass.
    while not atk.fizzled:
        added = False
        for seat in opponents(g, me):
            if paused(g, seat):
                continue
            added = yield from counter_timing(g, seat, "SG 6.2.6.5")
            if added:
                break
        if not added:
            break
        yield from resolve_stack(g)
        if timing_due(g):
            yield from check_timing(g)
    if not atk.fizzled:
        yield from damage_step(g, atk)
    # SG 6.2.6.7: end of attack skills (also after a fizzle, SG 14.6.1).
    yield from attack_end(g, atk)
    # SG 6.2.6.8: the attack ends (the battle loop's check timing follows).
    game_state(g).attack = None


def damage_step(g: Game, atk: Attack) -> Flow:
    """SG 6.2.6.6: a unit target takes damage equal to the attack's Power;
    a Player-zone target gives the player damage equal to the Crit when the
    Power is at least the target's Defense."""
    live = [c for c, inc in zip(atk.attackers, atk.incs, strict=True) if c.incarnation == inc and c.zone.field]
    if not live:
        g.log(msg("sg.log.no_attacker"), rule="SG 1.3.2")
        return
    power = min(sum(stat(g, c, "power") for c in live), INFINITE)
    crit = sum(stat(g, c, "crit") for c in live)
    target = atk.target
    if target is not None and (target.incarnation != atk.target_inc or not target.zone.field):
        g.log(msg("sg.log.target_gone"), rule="SG 1.3.2")
        return
    if target is not None and target.zone.name in UNIT_SLOTS:
        damage_unit(g, target, power, msg("sg.log.why.attack"), "SG 6.2.6.6")
        atk.hit = True
        if not lethal(g, target):
            return
        was_center = target.zone.name == "center"
        ghosts = [c for c in live if has_keyword(g, c, "ghoststrike")]
        if ghosts:
            # SG 11.7: [Ghoststrike] banishes the attacked unit and itself.
            said = msg("sg.log.ghoststrike", card=named(target), ghosts=listed([named(c) for c in ghosts]))
            g.log(said, rule="SG 11.7")
            gone = yield from leave_field(g, target, g.zone(target.owner, "banish"), "[Ghoststrike]", "SG 11.7")
            for c in ghosts:
                yield from leave_field(g, c, g.zone(c.owner, "banish"), "[Ghoststrike]", "SG 11.7")
        else:
            gone = yield from destroy(g, target, "SG 9.6.1")
        if not gone:
            return
        # SG 11.4.1 [Penetrate]; judge's decision: a Link Attack deals its total Crit.
        if was_center and any(has_keyword(g, c, "penetrate") for c in live if c.zone.field):
            damage_player(g, atk.defender, crit, msg("sg.log.why.penetrate"), "SG 11.4.1", by_enemy_skill=True)
        for c in live:
            x = vampire_curse(g, c)
            if x:
                g.log(msg("sg.log.vampire_curse", x=x, card=named(c)), rule="SG 11.8")
                mill(g, atk.defender, x, "SG 11.8")
        return
    # The Player zone: the Item, or the player's Gate when there is no Item
    # (judge's decision: a Gate without printed Defense has 0). The Item
    # itself takes no damage: SG 6.2.6.6 damages only Unit targets.
    guard = target if target is not None else gate_of(g, atk.defender)
    defense = stat(g, guard, "defense") if guard is not None else 0
    if power >= defense:
        atk.hit = True
        damage_player(g, atk.defender, crit, msg("sg.log.why.attack"), "SG 6.2.6.6")
    else:
        g.log(msg("sg.log.below_defense", power=power, defense=defense), rule="SG 6.2.6.6")


def attack_end(g: Game, atk: Attack) -> Flow:
    me = g.active
    first = atk.attackers[0]
    target = atk.target
    # SG 11.6.1 [Revenge]: the attacked card still on the field strikes back
    # (judge's decision: at the first declared attacker of a Link Attack).
    if (
        target is not None
        and target.incarnation == atk.target_inc
        and target.zone.field
        and has_keyword(g, target, "revenge")
        and first.incarnation == atk.incs[0]
        and first.zone.field
    ):
        why = msg("sg.log.why.revenge", card=named(target))
        if first.card.type == "unit" and first.zone.name in UNIT_SLOTS:
            damage_unit(g, first, stat(g, target, "power"), why, "SG 11.6.1")
        else:
            damage_player(g, me, stat(g, target, "crit"), why, "SG 11.6.1", by_enemy_skill=True)
    for c, inc in zip(atk.attackers, atk.incs, strict=True):
        if c.incarnation == inc:
            trigger(g, "attack_end", c)
    # SG 11.3.1 [Dual Attack]: stands after its first attack each turn.
    for c, inc in zip(atk.attackers, atk.incs, strict=True):
        if c.incarnation == inc and c.zone.field and has_keyword(g, c, "dual_attack"):
            stood = turn_state(g).dual_stood
            if (c.iid, inc) not in stood:
                stood.add((c.iid, inc))
                g.set_orientation(c, STAND)
                g.log(msg("sg.log.dual_attack", card=named(c)), rule="SG 11.3.1")
    g.expire(Duration.END_OF_BATTLE)  # SG 6.2.6.7
    if timing_due(g):
        yield from check_timing(g)
