"""Attacking and battle (DBS 7 / DBS1.0 7): attack declaration, [Blocker],
counter timing, Offense Step, Defense Step (combos), Damage Step."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.decisions import Decision, Option
from engine.events import PhaseBegan
from engine.flow import check_timing, choose_one, yes_no
from engine.games.dbscg.abilities import (
    act_ability,
    activate,
    awaken_ability,
    can_activate_extra,
    can_awaken,
    counter_timing,
    field_skills,
    rules_then_pending,
    trigger,
    trigger_field,
)
from engine.games.dbscg.costs import can_combo, combo_cost, energy_cost, energy_profile, pay
from engine.games.dbscg.damage import damage, ko
from engine.games.dbscg.keywords import MULTI_ATTACK, STRIKE, STRIKE_NAMES, card_keywords
from engine.games.dbscg.manuals import DbsRuleset, ruleset_of
from engine.games.dbscg.no_active import active_barred
from engine.games.dbscg.note_params import Param, label_of, listed
from engine.games.dbscg.skills import FIELD_ZONES, check_condition, combo_cost_now, cont_steps, says
from engine.games.dbscg.skills import energy_cost as cost_now
from engine.games.dbscg.state import Battle, current_battle, game_state, skills_negated, turn_state
from engine.games.dbscg.stats import (
    auto_whens,
    combo_power,
    end_effects,
    movement_info,
    power,
    read,
)
from engine.games.dbscg.words import card_ref, named, paying
from engine.messages import CardRef, Message, msg
from engine.state import REST, STAND, Card, Game
from engine.timing import Duration, Pending

Flow = Generator[Decision, tuple[Option, ...], Any]


#: DBS 7-2-1-2 / DBS 7-3-1-2: moving on from the free timing of the Offense / Defense Step
TO_DEFENSE = Option("pass", "Proceed to the Defense Step", verb="pass", message=msg("dbs.option.to_defense"))
TO_DAMAGE = Option("pass", "Proceed to the Damage Step", verb="pass", message=msg("dbs.option.to_damage"))


def _combo_words(mid: str, g: Game, c: Card, card: CardRef) -> Message:
    """A combo with ``c`` as an option's words (DBS 7-2-1-2-1): its combo cost now and combo power."""
    return msg(mid, card=card, cost=combo_cost_now(g, c), power=c.card.stats["combo_power"])


def _step(g: Game, step: str) -> None:
    g.step = step
    g.emit(PhaseBegan(g.active, g.phase, step))


def attack_options(rs: DbsRuleset, g: Game, me: int) -> list[Option]:
    """DBS 7-1: an Active Leader or Battle Card attacks the opponent's Leader
    or one of the opponent's Battle Cards in Rest Mode."""
    opp = g.opponent(me)
    attackers = [c for c in g.cards_in(me, "leader", "battle") if c.orientation == STAND and c.card.type != "extra"]
    if not attackers:
        return []
    targets = g.cards_in(opp, "leader") + [
        c for c in g.zone(opp, "battle").cards if c.orientation == REST and c.card.type == "battle"
    ]
    active = [c for c in g.zone(opp, "battle").cards if c.orientation == STAND and c.card.type == "battle"]
    return [
        _attack_option(a, t)
        for a in attackers
        for t in targets + (active if active and _attacks_active(g, a) else [])
        if not cannot_attack(g, a, t)
    ]


def _attack_option(a: Card, t: Card) -> Option:
    """``a`` attacking ``t`` as an option (DBS 7-1-1)."""
    told = msg("dbs.option.attack", target=named(t), card=named(a))
    return Option(
        f"attack:{a.iid}:{t.iid}",
        told,
        a.iid,
        t.zone.key,
        None,
        "attack",
        (a.iid, t.iid),
        a.zone.key,
        t.zone.key,
        message=told,
    )


def _attacks_active(g: Game, card: Card) -> bool:
    """ "This card can attack Battle Cards in Active Mode": a [Permanent] skill in force, or an
    effect on the card for the turn (engine.games.dbscg.attack_limits)."""
    return permanent_word(g, card, "can_attack_active") or any(
        e.stat == "attack_active" and e.applies(g, card) for e in g.effects
    )


def permanent_word(g: Game, card: Card, word: str) -> bool:
    """Whether a [Permanent] skill of the card in force now says ``word``
    ("This card can attack Battle Cards in Active Mode"): its side facing up,
    in its area (DBS 2-12-2), its conditions holding; a card's text takes
    precedence over the rules (DBS 1-3-1)."""
    steps = cont_steps(card, word)
    if not steps or skills_negated(g, card):
        return False  # DBS 8-3-2
    for ab, _ in steps:
        if card.zone.name in (ab.zones or FIELD_ZONES) and check_condition(g, card.zone.owner, ab, card):
            return True
    return False


def cannot_attack(g: Game, card: Card, target: Card) -> bool:
    """[Permanent] "This card can't attack" ("... Leader Cards", "... Battle
    Cards"): a skill of the attacker's side facing up, in force in its area
    (DBS 2-12-2) while its conditions hold; a card's text takes precedence
    over the rules (DBS 1-3-1)."""
    if (target.card.type == "leader" and _leader_attacks_barred(g, card)) or _attacks_barred(g, card):
        return True
    if any(_bars(g, dict(v), h, card, target) for h, v in _permanents_saying(g, "attack_bar")):
        return True
    steps = cont_steps(card, "cannot_attack")
    if not steps or skills_negated(g, card):
        return False  # DBS 8-3-2
    for ab, kinds in steps:
        if card.zone.name not in (ab.zones or FIELD_ZONES) or not any(v in ("any", target.card.type) for v in kinds):
            continue
        if check_condition(g, card.zone.owner, ab, card):
            return True
    return False


def _attacks_barred(g: Game, attacker: Card) -> bool:
    """An effect "your opponent can't attack (with Battle Cards (with energy costs of N or more))" on the
    attacker's player, still holding this turn (engine.games.dbscg.attack_limits)."""
    for e in g.effects:
        if e.stat == "no_attacks":
            seat, kind, least, last = e.value
            if attacker.zone.owner == seat and g.turn < last and kind in ("any", attacker.card.type):
                if cost_now(g, attacker) >= least:  # DBS 2-11-3: the energy cost now
                    return True
    return False


def _permanents_saying(g: Game, word: str) -> list[tuple[Card, Any]]:
    """The values of ``word`` in the [Permanent] skills in force on the field, with their cards."""
    out: list[tuple[Card, Any]] = []
    for seat in range(2):
        for h in g.cards_in(seat, "leader", "battle"):
            if not says(h, word):
                continue
            steps = cont_steps(h, word)
            if not steps or skills_negated(g, h):
                continue
            for ab, values in steps:
                if h.zone.name in (ab.zones or FIELD_ZONES) and check_condition(g, h.zone.owner, ab, h):
                    out.extend((h, v) for v in values)
    return out


def _bars(g: Game, v: dict[str, Any], holder: Card, attacker: Card, target: Card) -> bool:
    """Whether an ``attack_bar`` of ``holder`` forbids this attack (engine.games.dbscg.attack_limits)."""
    if v.get("by", "opponent") == "opponent" and attacker.zone.owner == holder.zone.owner:
        return False
    if v.get("attacker", "any") not in ("any", attacker.card.type) or (v.get("other") and attacker is holder):
        return False
    cost = cost_now(g, attacker)  # DBS 2-11-3
    if cost != v.get("cost", cost) or cost > v.get("cost_at_most", cost) or cost < v.get("cost_at_least", cost):
        return False
    what = v.get("target", "any")
    if what == "self":
        return target is holder
    if what == "other_battle":
        return target is not holder and target.card.type == "battle"
    if what == "not_self":  # "your opponent can only attack this card"
        return target is not holder
    return what in ("any", target.card.type)


def _leader_attacks_barred(g: Game, attacker: Card) -> bool:
    """[Permanent] "your opponent's cards can't attack Leader Cards" of a card of the
    attacker's opponent in force now (engine.games.dbscg.attack_limits)."""
    foe = g.opponent(attacker.zone.owner)
    return any(permanent_word(g, c, "no_leader_attacks") for z in ("leader", "battle") for c in g.zone(foe, z).cards)


def activate_option(key: str, label: Message, c: Card) -> Option:
    """Using a skill or keyword of ``c`` where it lies, as an option."""
    return Option(key, label, c.iid, c.zone.key, None, "activate", (c.iid,), c.zone.key, message=label)


def _blocker(g: Game, p: Pending) -> Flow:
    """DBS 10-4-1 / DBS1.0 10-3-1: [Blocker] — switch this card to Rest Mode
    to become the guard card of the attack."""
    rs = ruleset_of(g)
    b = current_battle(g)
    card = g.cards[p.source] if p.source is not None else None
    if b is None or b.negated or card is None or card.incarnation != p.source_inc:
        return
    if card.zone.name != "battle" or card.orientation != STAND or card is b.guard or not b.valid():
        return
    if permanent_word(g, b.attacker, "no_blockers"):
        g.log(msg("dbs.log.blocker_barred", card=named(card), attacker=named(b.attacker)), rule=rs.r("blocker"))
        return  # "your opponent can't activate [Blocker] during this card's attack" (attack_limits)
    use = yield from yes_no(
        g,
        p.controller,
        msg("dbs.blocker", card=named(card), guard=named(b.guard)),
        rule=rs.r("blocker"),
        about="guard",
    )
    if not use:
        return
    g.set_orientation(card, REST)
    old = b.guard
    b.set_guard(card)
    b.blocked = True
    g.log(msg("dbs.log.blocker", card=named(card), old=named(old)), rule=rs.r("blocker"))
    trigger(g, "activates_blocker", card)  # "when this card activates its [Blocker] skill"


def _dual_attack(g: Game, p: Pending) -> Flow:
    """DBS 10-8-1: switch this card to Active Mode after the battle."""
    b = current_battle(g)
    card = g.cards[p.source] if p.source is not None else None
    if b is not None and card is not None and card.incarnation == p.source_inc:
        b.restand.append(card)
        g.log(msg("dbs.log.dual_attack", label=label_of(g, p), card=named(card)), rule=ruleset_of(g).r("dual_attack"))
    return
    yield


def attack_triggers(rs: DbsRuleset, g: Game, a: Card, d: Card) -> None:
    """'When this card attacks', 'when this card is attacked', [Blocker] and
    [Dual Attack] become pending (DBS 7-1-1 / DBS1.0 7-1-2), from the
    journaled attack (:meth:`~engine.games.dbscg.ruleset.DragonBallSuper.triggers`)."""
    trigger(g, "attacks", a)
    trigger(g, "attacks_or_combo", a)  # "when you attack or combo with this card"
    trigger(g, "played_or_attacks", a)  # "when this card is played or attacks"
    trigger(g, "attacks_or_attacked", a)  # "when this card attacks or is attacked" (DBS 8-6-2)
    trigger(g, "attacks_or_attacked", d)
    # "when this card attacks a Battle Card / a Leader Card": the card attacked, chosen as the attack is declared
    trigger(g, f"attacks_{d.card.type}", a)
    _opponent_attacks(g, a, d)
    trigger(g, "attacked", d)
    kws = card_keywords(g, a)
    for kw, x in MULTI_ATTACK.items():
        if kw in kws:
            multi = turn_state(g).multi_attacks
            key = (a.iid, a.incarnation)
            used = multi.get(key, 0)
            if used < x - 1:
                multi[key] = used + 1
                g.add_pending(a.zone.owner, f"{a.name}: [{kw.replace('_', ' ').title()}]", _dual_attack, source=a)
    for c in g.zone(d.zone.owner, "battle").cards:
        if c is not d and c.orientation == STAND and c.card.type == "battle" and "blocker" in card_keywords(g, c):
            g.add_pending(c.zone.owner, f"{c.name}: [Blocker]", _blocker, source=c, optional=False)


def _combo_watchers(g: Game, seat: int) -> None:
    """ "When you combo" (a Leader Card's) and "when your opponent combos": the
    combo of ``seat`` fulfils the trigger conditions of the cards on the field
    of both players that wait for it (DBS 7-2-1-2, 7-3-1-2)."""
    whens = game_state(g).whens
    if "you_combo" not in whens and "opponent_combo" not in whens:
        return
    for who, when in ((seat, "you_combo"), (g.opponent(seat), "opponent_combo")):
        for name in FIELD_ZONES:
            for c in list(g.zone(who, name).cards):
                trigger(g, when, c)


#: "when your opponent attacks (a Leader Card / with a Battle Card)": the skills of the other player's cards
OPPONENT_ATTACKS = ("opponent_attacks", "opponent_attacks_leader", "opponent_attacks_with_battle")


def _opponent_attacks(g: Game, a: Card, d: Card) -> None:
    """DBS 7-1-1: the attack declared fulfils the trigger conditions of the
    attacked player's cards on the field that wait for the opponent's attack."""
    whens = game_state(g).whens
    if not any(w in whens for w in OPPONENT_ATTACKS):
        return
    for name in FIELD_ZONES:
        for c in list(g.zone(d.zone.owner, name).cards):
            trigger(g, "opponent_attacks", c)
            if d.card.type == "leader":
                trigger(g, "opponent_attacks_leader", c)
            if a.card.type == "battle":
                trigger(g, "opponent_attacks_with_battle", c)


def attack(rs: DbsRuleset, g: Game, attacker: Card, target: Card) -> Flow:
    me = g.active
    g.set_orientation(attacker, REST)
    b = Battle(attacker, target)
    declared = msg(
        "dbs.log.attacks",
        n=me + 1,
        card=named(attacker),
        target=named(target),
        a=power(g, attacker),
        d=power(g, target),
    )
    what = paying("dbs.what.attack_of", attacker)
    turn_state(g).battle = b
    if rs.attack_triggers_before_counter:
        # DBS 7-1: the battle begins at once; 7-1-1 triggers; 7-1-2 counter timing; 7-1-3 checkpoint
        g.happen("attack", (target,), by=(attacker,), cause="battle", text=declared, rule=rs.r("attack_declare"))
        tctx = yield from counter_timing(g, me, ("attack",), what, rs.r("counter_attack"))
        b.negated = tctx.negated
    else:
        # DBS1.0 7-1-1 counter timing; 7-1-2 checkpoint (attack triggers, [Blocker]); 7-1-3 the battle
        g.log(declared, rule=rs.r("attack_declare"))
        tctx = yield from counter_timing(g, me, ("attack",), what, rs.r("counter_attack"))
        b.negated = tctx.negated
        text = msg("dbs.log.attacks_card", card=named(b.attacker), target=named(b.guard))
        g.happen("attack", (b.guard,), by=(b.attacker,), cause="battle", text=text, rule=rs.r("attack_triggers"))
    if rules_then_pending(g):
        yield from check_timing(g)
    if b.negated or not b.valid():
        reason = "dbs.log.battle_ends.negated" if b.negated else "dbs.log.battle_ends.gone"
        g.log(msg(reason), rule=rs.r("attack_negated"))
        yield from end_battle(rs, g, b, early=True)
        return
    if b.guard is not target:
        g.log(msg("dbs.log.battle", card=named(b.attacker), guard=named(b.guard)), rule=rs.r("attack_battle"))
    # DBS 7-2 Offense Step (turn player), DBS 7-3 Defense Step (non-turn player)
    for seat, step, prefix in ((me, "Offense Step", "offense"), (g.opponent(me), "Defense Step", "defense")):
        _step(g, step)
        trigger_field(g, f"{prefix}_start")  # DBS 7-2-1-1 / DBS 7-3-1-1
        ok = yield from battle_step(rs, g, b, seat, step, prefix)
        if not ok:
            g.log(msg("dbs.log.battle_ends.gone"), rule=rs.r("battle_gone"))
            yield from end_battle(rs, g, b, early=True)
            return
    _step(g, "Damage Step")
    yield from damage_step(rs, g, b)


def battle_step(rs: DbsRuleset, g: Game, b: Battle, seat: int, step: str, prefix: str) -> Flow:
    """Offense Step (DBS 7-2-1) / Defense Step (DBS 7-3-1): start trigger and
    checkpoint, then free timing: combo from the Battle Area or the hand,
    [Activate: Battle], [Awaken]. Returns False when the battle ended."""
    mine = b.attacker if prefix == "offense" else b.guard
    while True:
        # DBS 4-6-2-1: a checkpoint before each free timing (the first one is
        # also the checkpoint of DBS 7-2-1-1 / DBS 7-3-1-1)
        if rules_then_pending(g):
            yield from check_timing(g)
        if not b.valid():
            return False
        profile = energy_profile(g, seat)
        combo_zone = f"p{seat}.combo"
        options = [TO_DEFENSE if prefix == "offense" else TO_DAMAGE]
        for c in g.zone(seat, "battle").cards:
            if c is not mine and c.orientation == STAND and can_combo(g, profile, c):
                words = _combo_words("dbs.option.combo_battle", g, c, named(c))
                options.append(
                    Option(
                        f"combo:{c.iid}",
                        words.english(),
                        c.iid,
                        c.zone.key,
                        None,
                        "combo",
                        (c.iid,),
                        c.zone.key,
                        combo_zone,
                        combo_cost(g, c),
                        words,
                    )
                )
        for c in g.zone(seat, "hand").cards:
            t = c.card.type
            if t == "battle" and can_combo(g, profile, c):
                words = _combo_words("dbs.option.combo_hand", g, c, card_ref(g, c, seat))
                options.append(
                    Option(
                        f"combo:{c.iid}",
                        words.english(),
                        c.iid,
                        None,  # the card is revealed by the action
                        None,
                        "combo",
                        (c.iid,),
                        c.zone.key,
                        combo_zone,
                        combo_cost(g, c),
                        words,
                    )
                )
            elif t == "extra" and c.card.abilities and can_activate_extra(g, seat, c, "battle", profile):
                told = msg("dbs.option.extra_battle", card=card_ref(g, c, seat))
                options.append(
                    Option(
                        f"extra:{c.iid}",
                        told,
                        c.iid,
                        None,
                        None,
                        "play",
                        (c.iid,),
                        c.zone.key,
                        "",
                        energy_cost(g, c),
                        told,
                    )
                )
        for c, skill in field_skills(g, seat, "battle"):
            options.append(
                activate_option(f"skill:{c.iid}", msg("dbs.option.skill", card=named(c), text=skill.text), c)
            )
        leader = can_awaken(g, seat)
        if leader is not None:
            options.append(
                activate_option(f"awaken:{leader.iid}", msg("dbs.option.awaken", card=named(leader)), leader)
            )
        prompt = msg(f"dbs.step.{prefix}")
        opt = yield from choose_one(g, seat, prompt, options, rule=rs.r(f"{prefix}_free"), about="combo")
        if opt.key == "pass":
            return True  # DBS 7-2-1-3 / DBS 7-3-1-3
        kind = opt.key.split(":", 1)[0]
        card = g.cards[opt.card] if opt.card is not None else None
        assert card is not None
        if kind == "combo":
            yield from combo(rs, g, b, seat, card, prefix)
        elif kind in ("extra", "skill"):
            ab = act_ability(card, "battle")
            assert ab is not None
            yield from activate(g, seat, card, ab, rs.r(f"{prefix}_activate"))
        else:
            ab = awaken_ability(card)
            assert ab is not None
            yield from activate(g, seat, card, ab, rs.r(f"{prefix}_awaken"))


def combo(rs: DbsRuleset, g: Game, b: Battle, seat: int, card: Card, prefix: str) -> Flow:
    """DBS 7-2-1-2-1 / 7-2-1-2-2 (and 7-3-1-2-x): pay the combo cost and
    place the card in the Combo Area. From the Battle Area it stays the same
    card (DBS 3-1-4)."""
    src = card.zone.name
    cost = combo_cost_now(g, card)  # DBS 2-10: reduced by [Permanent] skills in force
    rule = rs.r(f"{prefix}_combo_{'battle' if src == 'battle' else 'hand'}")
    yield from pay(g, seat, cost, (), paying("dbs.what.combo_cost", card), rule)
    b.combos.append(card)
    g.move(
        card,
        g.zone(seat, "combo"),
        face_up=True,
        why=f"combo from the {'Battle Area' if src == 'battle' else 'hand'}",
        rule=rule,
    )
    total = sum(combo_power(g, c) for c in g.zone(seat, "combo").cards)
    plus = int(card.card.stats["combo_power"])
    g.log(msg("dbs.log.combos", n=seat + 1, card=named(card), power=plus, total=total), rule=rule)
    # "When you combo with this card": the card now in the Combo Area; it waits for the checkpoint
    # before the next free timing (DBS 7-2-1-2, 4-6-2-1)
    trigger(g, "combo", card, anywhere=True)
    if src == "hand":
        b.from_hand.add(card.iid)
        trigger(g, "combo_hand", card, anywhere=True)  # "when you combo with this card from your hand"
    else:
        trigger(g, "combo_battle", card, anywhere=True)  # "... from the Battle Area" (DBS 7-2-1-2-1)
    trigger(g, "attacks_or_combo", card, anywhere=True)
    trigger(g, "played_or_combo", card, anywhere=True)
    _combo_watchers(g, seat)
    # DBS 7-2-1-2: counter timing also occurs when a player combos (no [Counter] of the vocabulary answers a combo)
    yield from counter_timing(g, seat, ("combo",), paying("dbs.what.combo_of", card), rs.r(f"{prefix}_free"))


def _combo_total(g: Game, seat: int) -> tuple[int, list[Param]]:
    parts: list[Param] = []
    total = 0
    for c in g.zone(seat, "combo").cards:
        cp = combo_power(g, c)
        total += cp
        parts.append(msg("dbs.log.combo_part", card=named(c), power=cp))
    return total, parts


def _combo_line(side: str, card: Card, base: int, combo: int, parts: list[Param], total: int) -> Message:
    """ "Combo: attack card X 10000 + combo 5000 (Y 5000) = 15000" (DBS 7-4-1-2 / 7-4-1-3)."""
    if not parts:
        return msg(f"dbs.log.combo.{side}", card=named(card), base=base, combo=combo, total=total)
    return msg(
        f"dbs.log.combo.{side}_parts", card=named(card), base=base, combo=combo, parts=listed(parts), total=total
    )


def damage_step(rs: DbsRuleset, g: Game, b: Battle) -> Flow:
    """DBS 7-4-1 / DBS1.0 7-4-1: combo powers are added, powers compared,
    damage dealt or the guard card KO-ed; then the battle ends."""
    trigger_field(g, "damage_start")
    if rules_then_pending(g):  # DBS 7-4-1-1
        yield from check_timing(g)
    if not b.valid():
        g.log(msg("dbs.log.battle_ends.gone"), rule=rs.r("battle_gone"))
        yield from end_battle(rs, g, b, early=True)
        return
    a, d = b.attacker, b.guard
    pa, pd = _add_combo_powers(rs, g, b)
    if a.card.type == "battle" and d.card.type == "battle" and "revenge" in card_keywords(g, d):
        b.revenge = d  # DBS 10-9-1: attacked by a Battle Card
    if pa >= pd:
        g.log(msg("dbs.log.attack_succeeds", a=pa, d=pd), rule=rs.r("compare"))
        if d.card.type == "leader":
            yield from _damage_leader(rs, g, b, a)
        else:
            # DBS 7-4-1-4-2-1: "when you KO a card" occurs if the guard card was KO-ed
            yield from ko(g, d, by_opponent=True, why="KO-ed in battle", rule=rs.r("battle_ko"), by=a, cause="battle")
    else:
        g.log(msg("dbs.log.attack_fails", a=pa, d=pd), rule=rs.r("compare"))
    if rules_then_pending(g):  # DBS 7-4-1-5
        yield from check_timing(g)
    yield from end_battle(rs, g, b, early=False)


def _add_combo_powers(rs: DbsRuleset, g: Game, b: Battle) -> tuple[int, int]:
    """DBS 7-4-1-2 / 7-4-1-3: the combo power of each player's Combo Area is
    added to the attack card and the guard card until the end of the battle.
    Returns the two cards' powers."""
    me = g.active
    opp = g.opponent(me)
    a, d = b.attacker, b.guard
    base_a, base_d = power(g, a), power(g, d)
    combo_a, parts_a = _combo_total(g, me)
    combo_d, parts_d = _combo_total(g, opp)
    if combo_a:
        b.combo_effects.append(
            g.add_effect(
                "power",
                "add",
                combo_a,
                target=a,
                duration=Duration.END_OF_BATTLE,
                text=msg("dbs.log.effect.combo_power", card=CardRef(a.iid, a.name), n=combo_a),
            ).eid
        )
    if combo_d:
        b.combo_effects.append(
            g.add_effect(
                "power",
                "add",
                combo_d,
                target=d,
                duration=Duration.END_OF_BATTLE,
                text=msg("dbs.log.effect.combo_power", card=CardRef(d.iid, d.name), n=combo_d),
            ).eid
        )
    pa, pd = power(g, a), power(g, d)
    g.log(_combo_line("attack", a, base_a, combo_a, parts_a, pa), rule=rs.r("combo_attack"))
    g.log(_combo_line("guard", d, base_d, combo_d, parts_d, pd), rule=rs.r("combo_guard"))
    return pa, pd


def _damage_leader(rs: DbsRuleset, g: Game, b: Battle, a: Card) -> Flow:
    """DBS 7-4-1-4-1: the attack card ``a`` beat the guarding leader: "when
    you deal damage" and a checkpoint (ver.1.073), then the damage, with
    [Strike] (DBS 10-7-1), [Critical] (10-6-1) and [Victory Strike] (10-20-1)."""
    me = g.active
    opp = g.opponent(me)
    if rs.deal_damage_checkpoint:
        trigger(g, "deal_damage", a)
        if rules_then_pending(g):  # DBS 7-4-1-4-1 "when you deal damage" and a checkpoint
            yield from check_timing(g)
    if a.zone.name not in ("leader", "battle") or not b.valid():
        return
    kws = card_keywords(g, a)
    n = max((x for kw, x in STRIKE.items() if kw in kws), default=1)
    if n > 1:
        strike = msg(f"dbs.log.strike_name.{n}") if n in STRIKE_NAMES else str(n)
        g.log(msg("dbs.log.strike", card=named(a), strike=strike, n=n, m=n - 1), rule=rs.r("strike"))
    before = len(g.zone(opp, "life").cards)
    yield from damage(g, opp, n, source=a, critical="critical" in kws, rule=rs.r("deal_damage"), cause="battle")
    if "victory_strike" in kws and len(g.zone(opp, "life").cards) < before:
        # DBS 10-20-1 / 1-2-6: the game ends at once
        g.log(msg("dbs.log.victory_strike", card=named(a), n=me + 1), rule=rs.r("victory_strike"))
        g.end_game((me,), msg("dbs.outcome.victory_strike", n=me + 1))


def _revenge(g: Game, p: Pending) -> Flow:
    """DBS 10-9-1: [Revenge] KOs the opponent's attack card after the battle."""
    rs = ruleset_of(g)
    target: Card = p.ctx["target"]
    if target.incarnation != p.ctx["target_inc"] or target.zone.name != "battle":
        g.log(msg("dbs.log.revenge_gone", label=label_of(g, p)), rule=rs.r("revenge"))
        return
    g.log(msg("dbs.log.revenge_ko", label=label_of(g, p), card=named(target)), rule=rs.r("revenge"))
    revenge = g.cards[p.source] if p.source is not None else None
    yield from ko(g, target, by_opponent=True, why="[Revenge]", rule=rs.r("revenge"), by=revenge)


def _end_of_battle_triggers(rs: DbsRuleset, g: Game, b: Battle) -> None:
    """ "At the end of a battle" (DBS 7-4-1-8), [Revenge] (DBS 10-9-1) and
    "the end of the battle after you combo with this card" for the cards that
    went from the Combo Area to the Drop Area (DBS 7-4-1-8-1)."""
    trigger_field(g, "battle_end")
    if b.attacker.incarnation == b.attacker_inc:
        trigger(g, "attack_battle_end", b.attacker)  # "at the end of the battle after this card attacks"
    if b.revenge is not None:
        d = b.revenge
        g.add_pending(d.owner, f"{d.name}: [Revenge]", _revenge, source=d, target=b.attacker, target_inc=b.attacker_inc)
    for c in b.combos:
        if c.zone.name == "drop":
            before = b.combo_info.get(c.iid)
            if before is None:
                continue  # it did not go from the Combo Area to the Drop Area at 7-4-1-6
            # an area movement (Combo Area -> Drop Area, two open areas): DBS 8-6-5-1-3
            info = movement_info(g, c, *before)
            trigger(g, "combo_battle_end", c, anywhere=True, info=info)
            if c.iid in b.from_hand:
                trigger(g, "combo_battle_end_hand", c, anywhere=True, info=info)


#: the triggers of a combo card at the end of the battle (DBS 7-4-1-8-1)
_COMBO_ENDS = frozenset({"combo_battle_end", "combo_battle_end_hand"})


def end_battle(rs: DbsRuleset, g: Game, b: Battle, *, early: bool) -> Flow:
    """DBS 7-4-1-6 .. 7-4-1-10 (and 7-1-4-1 .. 7-1-4-4 when the battle ends
    early): combo cards to the Drop Area, combo power ends, the "end of
    battle" trigger and checkpoint, battle effects end."""
    for seat in g.turn_order():
        combo_zone = g.zone(seat, "combo")
        for c in list(combo_zone.cards):
            # DBS 7-4-1-6: the owner's Drop Area (DBS1.0 7-4-1-6: the master's)
            drop = g.zone(seat if rs.combo_to_master_drop else c.owner, "drop")
            if c.card.abilities and not _COMBO_ENDS.isdisjoint(auto_whens(c.card)):
                b.combo_info[c.iid] = (read(g, c), c.incarnation)
            g.move(c, drop, why="combo ends", rule=rs.r("early_combo_drop" if early else "combo_drop"))
    if b.combo_effects:
        end_effects(g, b.combo_effects)  # DBS 7-4-1-7
        g.log(msg("dbs.log.combo_ends"), rule=rs.r("combo_end"))
    if rs.battle_effects_end_first:
        g.expire(Duration.END_OF_BATTLE)  # DBS1.0 7-4-1-8
        turn_state(g).battle = None
        _end_of_battle_triggers(rs, g, b)  # DBS1.0 7-4-1-9
        if rules_then_pending(g):
            yield from check_timing(g)
    else:
        turn_state(g).battle = None
        _end_of_battle_triggers(rs, g, b)  # DBS 7-4-1-8 / DBS 7-1-4-2
        if rules_then_pending(g):
            yield from check_timing(g)
        g.expire(Duration.END_OF_BATTLE)  # DBS 7-4-1-9 / DBS 7-1-4-3
    for c in b.restand:
        if c.zone.name in ("leader", "battle") and c.orientation == REST and not active_barred(g, c):
            g.set_orientation(c, STAND)
            g.log(msg("dbs.log.active_after_battle", card=named(c)), rule=rs.r("dual_attack"))
    g.step = ""
    g.log(msg("dbs.log.battle_ends"), rule=rs.r("early_end" if early else "battle_over"))
