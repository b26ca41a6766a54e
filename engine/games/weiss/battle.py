"""The attack phase (WS 7): attack declaration, trigger step, counter step,
damage step, battle step, and the encore step."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.decisions import Decision, Kind, Option
from engine.events import PhaseBegan
from engine.flow import EffectHandler, choose_card, choose_one, option, yes_no
from engine.flow import cost_of as cost_pairs
from engine.games.weiss.abilities import (
    activate,
    check_timing,
    choose_position,
    fire,
    fire_all,
    fire_used_act,
    may_choose,
    play_event,
)
from engine.games.weiss.conditions import in_force
from engine.games.weiss.costs import can_pay, events_barred, meets_requirements
from engine.games.weiss.damage import deal_damage
from engine.games.weiss.interrupts import refresh_check
from engine.games.weiss.keywords import backup_ability, info
from engine.games.weiss.moments import fire_moment, fire_timed
from engine.games.weiss.moves import clear_position, deck_to, draw, leave_stage, leave_stage_flow, place_character
from engine.games.weiss.schema import CHARACTER, CLIMAX, EVENT, cost_of, hand_triggers_of, triggers_of
from engine.games.weiss.state import Attack, stage, turn_state
from engine.games.weiss.stats import character_level, power, soul
from engine.games.weiss.zones import (
    CENTER,
    CS_MIDDLE,
    FACING,
    HAND,
    RESOLUTION,
    STOCK,
    WAITING_ROOM,
    at,
    level,
    on_stage,
)
from engine.grammar.verbs import by_hand
from engine.log_words.parts import ref, refs, word_message
from engine.messages import CardRef, Message, msg
from engine.state import REST, REVERSE, STAND, Card, Game

Flow = Generator[Decision, tuple[Option, ...], Any]

DIRECT, FRONTAL, SIDE = "direct", "frontal", "side"

#: WS 7.2.1.3: no (more) attacks; WS 7.4.1.2.1: no counter
END_ATTACKS = Option("end", "End the attack phase", verb="pass", message=msg("ws.option.end_attack"))
NO_COUNTER = Option("pass", "Do nothing", verb="pass", message=msg("option.do_nothing"))


def _said_option(key: str, said: Message, cards: tuple[int, int], src: str, dst: str) -> Option:
    """A type of attack on the facing card ``cards[1]`` (WS 7.2.1.4.2), its label a message."""
    return Option(key, said.english(), cards[1], dst, None, "attack", cards, src, dst, (), said)


def begin_step(g: Game, step: str) -> None:
    g.step = step
    g.emit(PhaseBegan(g.active, g.phase, step))


def attack_phase(g: Game, handlers: dict[str, EffectHandler]) -> Flow:
    """WS 7.2: attack declaration steps until the turn player stops, then the encore step."""
    me = g.active
    attacks = 0
    first = True
    while True:
        begin_step(g, "attack declaration")
        if first:  # WS 7.2.1.1: "at the beginning of attack phase"
            fire_moment(g, "attack_start")
            yield from check_timing(g)
            first = False
        fire_moment(g, "declaration_start")  # WS 7.2.1.2: "at the beginning of attack declaration step"
        yield from check_timing(g)
        candidates = [c for c in stage(g, me, CENTER) if c.orientation == STAND and may_attack(g, c)]
        if g.turn == 1 and attacks >= 1:
            # WS 7.2.1.3.1: only one attack on the starting player's first turn.
            if candidates:
                g.log(msg("ws.log.first_turn_once", n=me + 1), rule="WS 7.2.1.3.1")
            candidates = []
        if not candidates:
            break
        options = [
            option(
                g,
                f"attack:{c.iid}",
                msg("ws.option.attack_with", card=CardRef(c.iid, c.name), pos=msg(f"ws.pos.{c.zone.name}")),
                c.iid,
                c.zone.key,
                None,
                "attack",
                (c.iid,),
                c.zone.key,
            )
            for c in candidates
        ]
        options.append(END_ATTACKS)
        opt = yield from choose_one(
            g,
            me,
            msg("ws.attack_declaration"),
            options,
            rule="WS 7.2.1.3",
            about="attack",
        )
        if opt.key == "end":
            break
        assert opt.card is not None
        yield from attack(g, g.cards[opt.card], handlers)
        attacks += 1
    yield from encore_step(g)


def restricted(g: Game, card: Card, word: str) -> bool:
    """Whether a continuous ability of ``card`` in force says it cannot do something: "this card cannot side
    attack" (``no_side_attack``), "cannot front attack", "cannot attack", "cannot become reverse" (its conditions
    read on the card: the character facing it, WS 3.6.5)."""
    return any(
        any(w == word for w, _ in ab.effect) and in_force(g, card.zone.owner, ab, card) for ab in info(card.card).conts
    )


def side_attack_allowed(g: Game, card: Card) -> bool:
    """WS 7.2.1.4.2: a character with a facing character may side attack
    unless a continuous ability of it in force says "this card cannot side
    attack" (``no_side_attack``)."""
    return not restricted(g, card, "no_side_attack")


def may_attack(g: Game, card: Card) -> bool:
    """WS 7.2.1.3: a standing character of the center stage may attack, unless "this card cannot attack", or
    it "cannot front attack" where its attack would be frontal: facing a character it cannot side attack, or a
    Great Performance character (WS 10.6.2)."""
    if restricted(g, card, "no_attack"):
        return False
    if not restricted(g, card, "no_front_attack"):
        return True
    opp = g.opponent(card.zone.owner)
    if great_performer(g, opp) is not None:
        return False
    return at(g, opp, FACING[card.zone.name]) is None or side_attack_allowed(g, card)


def declare_attack(g: Game, attacker: Card) -> Generator[Decision, tuple[Option, ...], Attack]:
    """WS 7.2.1.4 - WS 7.2.1.6: the type of the attack (direct, frontal or
    side; always frontal on a Great Performance), its soul change, the
    attacker rested, and "when this card attacks" activated. Returns the
    attack, kept as the turn's attack in progress."""
    me = g.active
    opp = g.opponent(me)
    pos = attacker.zone.name
    facing = at(g, opp, FACING[pos])
    star = great_performer(g, opp)
    if star is not None:
        # WS 10.6.2: the attack is a frontal attack on the Great Performance
        # character "as though it were the defending character". No direct or
        # side attack is possible, and no soul changes by the type of attack.
        kind = FRONTAL
        facing = star
        declared = msg("ws.log.great_performance", n=me + 1, card=ref(attacker), target=ref(star))
        rule = "WS 10.6.2"
    elif facing is None:
        kind = DIRECT  # WS 7.2.1.4.1
        g.add_effect("soul", "add", 1, target=attacker, text=msg("ws.log.effect.soul_direct", card=ref(attacker)))
        declared, rule = msg("ws.log.direct_attack", n=me + 1, card=ref(attacker)), "WS 7.2.1.4.1"
    else:
        lv = character_level(g, facing)
        both, src, dst = (attacker.iid, facing.iid), attacker.zone.key, facing.zone.key
        options = [
            _said_option("frontal", msg("ws.option.frontal", card=CardRef(facing.iid, facing.name)), both, src, dst),
            _said_option("side", msg("ws.option.side", soul=-lv if lv > 0 else 0), both, src, dst),
        ]
        if not side_attack_allowed(g, attacker):
            options.pop()  # "this card cannot side attack": the frontal attack is the only one left (WS 7.2.1.4.2)
        elif restricted(g, attacker, "no_front_attack"):
            options.pop(0)  # "this card cannot front attack": the side attack is the only one left
        prompt = msg("ws.attack_type", card=CardRef(attacker.iid, attacker.name))
        opt = yield from choose_one(g, me, prompt, options, kind=Kind.ACTION, rule="WS 7.2.1.4.2", about="attack")
        kind = opt.key
        if kind == SIDE:
            if lv > 0:
                g.add_effect(
                    "soul",
                    "add",
                    -lv,
                    target=attacker,
                    text=msg("ws.log.effect.soul_side", card=ref(attacker), n=-lv),
                )
            soul = -lv if lv > 0 else 0
            declared = msg("ws.log.side_attack", n=me + 1, card=ref(attacker), target=ref(facing), soul=soul)
            rule = "WS 7.2.1.4.2"
        else:
            declared = msg("ws.log.frontal_attack", n=me + 1, card=ref(attacker), target=ref(facing))
            rule = "WS 7.2.1.5.1"
    at_ = Attack(attacker.iid, attacker.incarnation, pos, kind)
    if kind == FRONTAL and facing is not None:
        at_.defender, at_.defender_inc, at_.defender_pos = facing.iid, facing.incarnation, facing.zone.name
    turn_state(g).attack = at_
    g.set_orientation(attacker, REST)  # WS 7.2.1.5.3
    # WS 7.2.1.6: "when this card attacks" activates (the ruleset's triggers)
    attacked = (facing,) if facing is not None else ()
    g.happen("attack", attacked, player=opp, by=(attacker,), cause="battle", text=declared, rule=rule)
    return at_


def attack(g: Game, attacker: Card, handlers: dict[str, EffectHandler]) -> Flow:
    """One attack sub-phase (WS 7.1.2), from the choice of its type to its end."""
    me = g.active
    opp = g.opponent(me)
    at_ = yield from declare_attack(g, attacker)
    pos, kind = at_.position, at_.kind
    yield from check_timing(g)

    # WS 7.3 trigger step
    begin_step(g, "trigger")
    fire_moment(g, "trigger_start")  # WS 7.3.1.1: "at the beginning of trigger step"
    yield from check_timing(g)
    for _ in range(at_.checks):  # once, unless an effect says more times
        yield from trigger_check(g, attacker, at_)
    yield from check_timing(g)  # WS 7.3.1.3

    # WS 7.4 counter step (frontal attacks only)
    if kind == FRONTAL:
        begin_step(g, "counter")
        yield from counter_step(g, handlers)

    # WS 7.5 damage step
    begin_step(g, "damage")
    fire_moment(g, "damage_start")  # WS 7.5.1.1: "at the beginning of damage step"
    yield from check_timing(g)
    if on_stage(attacker, at_.attacker_inc, pos) and attacker.zone.owner == me:
        s = soul(g, attacker)
        if s > 0:
            yield from deal_damage(g, opp, s, attacker)  # WS 7.5.1.2
        else:
            g.log(msg("ws.log.no_soul", card=ref(attacker), k=s), rule="WS 7.5.1.2.1")
    else:
        g.log(msg("ws.log.attacker_gone", card=ref(attacker)), rule="WS 7.5.1.2.2")
    yield from check_timing(g)  # WS 7.5.1.3

    # WS 7.6 battle step
    if kind == FRONTAL:
        begin_step(g, "battle")
        fire_moment(g, "battle_start")  # WS 7.6.1.1: "at the beginning of battle step"
        yield from check_timing(g)
        battle(g, attacker, at_)
        yield from check_timing(g)  # WS 7.6.1.4
    # WS 7.5.1.4 / WS 7.6.1.5: "at the end of the attack", then back to the declaration step.
    # A printed "attack_end" is the attacking card's own ("at the end of this
    # card's attack"); timed abilities waiting for the end of the attack activate too.
    if on_stage(attacker, at_.attacker_inc) and attacker.zone.owner == me:
        fire(g, attacker, "attack_end")
    fire_timed(g, "attack_end")
    yield from check_timing(g)
    turn_state(g).attack = None


def great_performer(g: Game, seat: int) -> Card | None:
    """WS 10.6.2: ``seat``'s character with Great Performance on the middle
    position of the center stage, not reversed, if any."""
    c = at(g, seat, CS_MIDDLE)
    if c is None or c.orientation == REVERSE or not info(c.card).great_performance:
        return None
    for ab in info(c.card).conts:  # WS 8.3: an inactive Great Performance does nothing
        if any(w == "great_performance" for w, _ in ab.effect) and in_force(g, seat, ab):
            return c
    return None


def battle(g: Game, attacker: Card, at_: Attack) -> None:
    """WS 7.6.1.2: the character with less power is reversed (both when equal),
    unless either has left its position (WS 7.6.1.3)."""
    assert at_.defender is not None
    defender = g.cards[at_.defender]
    if not (on_stage(attacker, at_.attacker_inc, at_.position) and attacker.zone.owner == g.active) or not on_stage(
        defender, at_.defender_inc, at_.defender_pos
    ):
        g.log(Message("ws.log.battle_left"), rule="WS 7.6.1.3")
        return
    pa, pd = power(g, attacker), power(g, defender)
    losers = [attacker] if pa < pd else [defender] if pd < pa else [attacker, defender]
    g.log(msg("ws.log.battle", attacker=ref(attacker), a=pa, defender=ref(defender), b=pd), rule="WS 7.6.1.2")
    losers = [c for c in losers if not restricted(g, c, "no_reverse")]  # "this card cannot become reverse"
    for c in losers:
        g.set_orientation(c, REVERSE)
    for c in losers:
        # "when this card becomes reversed" and its battle opponent's "when ... reversed in battle"
        other = defender if c is attacker else attacker
        g.happen(
            "reverse", (c,), by=(other,), cause="battle", text=msg("ws.log.reversed", card=ref(c)), rule="WS 7.6.1.2"
        )


# -- the trigger step ------------------------------------------------------------------------


def trigger_check(g: Game, attacker: Card, at_: Attack) -> Flow:
    """WS 7.3.1.2: reveal the top card of the deck into the resolution zone,
    carry out its trigger icons (WS 4.12), then put it into the stock face down."""
    me = g.active
    deck = g.zone(me, "deck")
    if not deck.cards:
        return
    card = g.move(deck.cards[-1], g.zone(me, RESOLUTION), face_up=True, why="trigger check", rule="WS 7.3.1.2")
    icons = triggers_of(card.card)
    by_hand = hand_triggers_of(card.card)
    shown = icons + by_hand
    icons_words = refs([word_message("ws.log.icon", i) for i in shown])
    if shown:
        said = msg("ws.log.trigger_check", n=me + 1, card=ref(card), icons=icons_words)
    else:
        said = msg("ws.log.trigger_check_none", n=me + 1, card=ref(card))
    g.log(said, rule="WS 7.3.1.2")
    refresh_check(g, me)  # WS 3.2.3.2
    if card.card.type == CLIMAX:  # "when your character trigger checks a climax"
        fire_all(g, me, "trigger_climax")
    for icon in icons:
        yield from do_trigger(g, me, icon, card, attacker, at_)
    for icon in by_hand:
        yield from hand_trigger(g, me, icon, card)
    if card.zone.name == RESOLUTION:
        g.move(card, g.zone(me, STOCK), face_up=False, why="trigger check", rule="WS 7.3.1.2")


def hand_trigger(g: Game, me: int, icon: str, card: Card) -> Flow:
    """A trigger icon of a later set that WS 4.12.2 does not list (an imported
    card's "choice"): the player carries out its action by hand, as an
    ability's effect the card text compiler could not read (docs/decisions.md,
    "Trigger icons the rules do not have are carried out by hand")."""
    what = f"{icon.capitalize()} trigger of {card.name}"
    g.log(msg("ws.log.trigger_by_hand", icon=icon.capitalize(), card=ref(card), n=me + 1), rule="WS 7.3.1.2")
    yield from by_hand(g, me, what, rule="WS 7.3.1.2", about="trigger")


def do_trigger(g: Game, me: int, icon: str, card: Card, attacker: Card, at_: Attack) -> Flow:
    """WS 4.12.2: the action of one trigger icon, by the turn player."""
    opp = g.opponent(me)
    if icon == "soul":  # WS 4.12.2.2 (mandatory)
        if on_stage(attacker, at_.attacker_inc):
            g.add_effect("soul", "add", 1, target=attacker, text=msg("ws.log.effect.soul_trigger", card=ref(attacker)))
            g.log(msg("ws.log.soul_trigger", card=ref(attacker)), rule="WS 4.12.2.2")
    elif icon == "return":  # WS 4.12.2.3
        target = yield from may_choose(
            g,
            me,
            msg("ws.trigger.return"),
            stage(g, opp),
            "WS 4.12.2.3",
            "trigger",
        )
        if target is not None:
            leave_stage(g, target, g.zone(target.owner, HAND), why="return trigger", rule="WS 4.12.2.3")
            g.log(msg("ws.log.return_trigger", card=ref(target), n=target.owner + 1), rule="WS 4.12.2.3")
    elif icon == "pool":  # WS 4.12.2.4
        if (
            yield from yes_no(
                g,
                me,
                msg("ws.trigger.pool"),
                rule="WS 4.12.2.4",
                about="trigger",
            )
        ):
            deck_to(g, me, g.zone(me, STOCK), 1, why="pool trigger", rule="WS 4.12.2.4")
            g.log(Message("ws.log.pool_trigger"), rule="WS 4.12.2.4")
    elif icon == "comeback":  # WS 4.12.2.5
        yield from _salvage_trigger(g, me, "Comeback", CHARACTER, "WS 4.12.2.5")
    elif icon == "draw":  # WS 4.12.2.6
        if (yield from yes_no(g, me, msg("ws.trigger.draw"), rule="WS 4.12.2.6", about="trigger")):
            draw(g, me, 1, why="draw trigger", rule="WS 4.12.2.6")
            g.log(msg("ws.log.draw_trigger", n=me + 1), rule="WS 4.12.2.6")
    elif icon == "shot":  # WS 4.12.2.7
        turn_state(g).shots.append((attacker.iid, attacker.incarnation, me))
        g.log(msg("ws.log.shot_trigger", card=ref(attacker)), rule="WS 4.12.2.7")
    elif icon == "treasure":  # WS 4.12.2.8
        if card.zone.name == RESOLUTION:
            g.move(card, g.zone(card.owner, HAND), why="treasure trigger", rule="WS 4.12.2.8")
            g.log(msg("ws.log.treasure_trigger", card=ref(card)), rule="WS 4.12.2.8")
        if (
            yield from yes_no(
                g,
                me,
                msg("ws.trigger.treasure"),
                rule="WS 4.12.2.8",
                about="trigger",
            )
        ):
            deck_to(g, me, g.zone(me, STOCK), 1, why="treasure trigger", rule="WS 4.12.2.8")
    elif icon == "gate":  # WS 4.12.2.9
        yield from _salvage_trigger(g, me, "Gate", CLIMAX, "WS 4.12.2.9")
    elif icon == "standby":  # WS 4.12.2.10
        yield from _standby_trigger(g, me)


def _salvage_trigger(g: Game, me: int, name: str, card_type: str, rule: str) -> Flow:
    """WS 4.12.2.5 (comeback: a character), WS 4.12.2.9 (gate: a climax): the
    turn player may return a card of that type from the waiting room to the hand."""
    cards = [c for c in g.zone(me, WAITING_ROOM).cards if c.card.type == card_type]
    target = yield from may_choose(
        g,
        me,
        msg(f"ws.trigger.{name.lower()}"),
        cards,
        rule,
        "trigger",
    )
    if target is not None:
        g.move(target, g.zone(me, HAND), why=f"{name.lower()} trigger", rule=rule)
        g.log(msg(f"ws.log.{name.lower()}_trigger", card=ref(target)), rule=rule)


def _standby_trigger(g: Game, me: int) -> Flow:
    """WS 4.12.2.10: the turn player may put a character of level up to one
    above their own from the waiting room on a stage position, rested."""
    lv = level(g, me)
    chars = [
        c
        for c in g.zone(me, WAITING_ROOM).cards
        if c.card.type == CHARACTER and int(c.card.stats.get("level", 0)) <= lv + 1
    ]
    target = yield from may_choose(
        g,
        me,
        msg("ws.trigger.standby", level=lv + 1),
        chars,
        "WS 4.12.2.10",
        "trigger",
    )
    if target is not None:
        pos = yield from choose_position(
            g, me, msg("ws.trigger.standby_position", card=CardRef(target.iid, target.name))
        )
        yield from clear_position(g, me, pos)
        place_character(g, target, me, pos, rested=True, why="standby trigger", rule="WS 4.12.2.10.1")
        g.log(msg("ws.log.standby_trigger", card=ref(target), pos=msg(f"ws.pos.{pos}")), rule="WS 4.12.2.10")


# -- the counter step -------------------------------------------------------------------------


def counter_step(g: Game, handlers: dict[str, EffectHandler]) -> Flow:
    """WS 7.4.1: the defending player may play one Backup (WS 10.5) or one
    event with the counter icon. (WS 7.4.1.2 says the *turn player* gets this
    play timing, but its sub-clauses only allow the opponent to act: the
    opponent of the turn player is the one who gets it.)"""
    me = g.active
    opp = g.opponent(me)
    fire_moment(g, "counter_start")  # WS 7.4.1.1: "at the beginning of counter step"
    yield from check_timing(g)  # the check timing of the play timing (WS 8.5.2.1)
    at_ = turn_state(g).attack
    assert at_ is not None
    assert at_.defender is not None
    defender = g.cards[at_.defender]
    defending = on_stage(defender, at_.defender_inc, at_.defender_pos)
    lv = level(g, opp)
    options: list[Option] = []
    barred = events_barred(g, opp)  # "you cannot play events and Backup from your hand"
    for c in [] if barred else g.zone(opp, HAND).cards:
        ab = backup_ability(c)
        if ab is not None:
            need = int(ab.params.get("level", 0))
            if defending and lv >= need and can_pay(g, opp, c, ab, exclude=c):
                z, paid = c.zone.key, cost_pairs(ab.cost)
                said = msg("ws.option.backup", card=CardRef(c.iid, c.name))
                options.append(
                    Option(f"backup:{c.iid}", said.english(), c.iid, z, None, "guard", (c.iid,), z, "", paid, said)
                )
        elif c.card.type == EVENT and c.card.stats.get("counter") and meets_requirements(g, opp, c):
            z, n = c.zone.key, cost_of(c.card)
            paid = (("stock", n),) if n else ()
            said = msg("ws.option.counter", card=CardRef(c.iid, c.name))
            options.append(
                Option(f"event:{c.iid}", said.english(), c.iid, z, None, "guard", (c.iid,), z, "", paid, said)
            )
    options.append(NO_COUNTER)
    attacker = g.cards[at_.attacker]
    prompt = msg(
        "ws.counter_step",
        card=CardRef(attacker.iid, attacker.name),
        defender=CardRef(defender.iid, defender.name),
    )
    opt = yield from choose_one(g, opp, prompt, options, rule="WS 7.4.1.2.1", about="guard")
    if opt.key != "pass":
        assert opt.card is not None
        card = g.cards[opt.card]
        if opt.key.startswith("backup:"):
            ab = backup_ability(card)
            assert ab is not None
            g.log(msg("ws.log.backup", n=opp + 1, card=ref(card)), rule="WS 10.5.2")
            g.move(
                card, g.zone(opp, WAITING_ROOM), why="Backup (this card is put into the waiting room)", rule="WS 10.5.2"
            )
            yield from activate(g, opp, card, ab, handlers)
            # "when you use this card's Backup": used, its abilities of that trigger wait for the check timing
            fire(g, card, "use_backup")
            fire_used_act(g, opp)  # WS 10.5.1: Backup is an activated ability
        else:
            yield from play_event(g, opp, card, handlers)
    yield from check_timing(g)  # WS 7.4.1.3


# -- the encore step ------------------------------------------------------------------------------


def encore_step(g: Game) -> Flow:
    """WS 7.7.1: each player in turn puts their reversed characters into the
    waiting room one at a time (Encore may bring them back). WS 7.7.1.3 sends
    the non-turn player back to "7.7.1.2"; read as repeating 7.7.1.3 for the
    non-turn player's own characters."""
    me = g.active
    begin_step(g, "encore")
    fire_moment(g, "encore_start")  # WS 7.7.1.1: "at the beginning of encore step"
    yield from check_timing(g)
    while True:
        for seat, rule in ((me, "WS 7.7.1.2"), (g.opponent(me), "WS 7.7.1.3")):
            while True:
                reversed_ = [c for c in stage(g, seat) if c.orientation == REVERSE]
                if not reversed_:
                    break
                c = yield from choose_card(
                    g,
                    seat,
                    msg("ws.encore_step"),
                    reversed_,
                    rule=rule,
                    about="encore",
                )
                g.log(msg("ws.log.encore_step", card=ref(c)), rule=rule)
                yield from leave_stage_flow(g, c, g.zone(c.owner, WAITING_ROOM), why="encore step", rule=rule)
                yield from check_timing(g)
        yield from check_timing(g)  # WS 7.7.1.4
        if not any(c.orientation == REVERSE for s in (me, g.opponent(me)) for c in stage(g, s)):
            return
