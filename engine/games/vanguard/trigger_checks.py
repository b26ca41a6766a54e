"""Trigger checks (VG 2.8): the drive check (VG 7.5.1.2) and the damage
check (VG 7.6.1.6) reveal the top card of the deck into the trigger zone,
and its trigger icon acts — critical, draw, stand or heal, each with +5000
power (VG 2.8.1.1) — when it shares a clan with one of the checking
player's units."""

from __future__ import annotations

from engine.flow import Flow, Words, check_timing, choose_card, choose_cards
from engine.games.vanguard.abilities import fire, in_play, quiet
from engine.games.vanguard.circles import rear_guards, units
from engine.games.vanguard.schema import CRITICAL, DAMAGE, DECK, DRAW, DROP, HAND, HEAL, STAND_TRIGGER, TRIGGER
from engine.games.vanguard.stats import damage_count
from engine.log_words.parts import ref, word_message
from engine.messages import ENGLISH, Message, msg
from engine.state import STAND, Card, Game

TRIGGER_POWER = 5000  # VG 2.8.1.1.2 - VG 2.8.1.1.5


def drive_check(g: Game, seat: int, n: int) -> Flow:
    """VG 7.5.1.2: reveal the top card into the trigger zone, resolve its
    trigger, then put it into the hand."""
    deck = g.zone(seat, DECK)
    if not deck.cards:
        g.log(msg("vg.log.nothing_to_check", what=msg("vg.log.drive_check", n=n), n=seat + 1), rule="VG 1.3.2")
        return
    tz = g.zone(seat, TRIGGER)
    card = g.move(deck.cards[-1], tz, face_up=True, why="drive check", rule="VG 7.5.1.2.1")
    if in_play(g, "drive_reveals"):  # "when this unit's / your vanguard's drive check reveals ..." (VG 8.6.2)
        for u in units(g, seat):
            fire(g, "drive_reveals", u, revealed=card.iid)
    yield from check_trigger(g, seat, card, msg("vg.log.drive_check", n=n), "VG 7.5.1.2.2")
    if not quiet(g):  # VG 7.5.1.2.3
        yield from check_timing(g)
    if card.zone is tz:
        g.move(card, g.zone(seat, HAND), why="drive check", rule="VG 7.5.1.2.4")


def deal_damage(g: Game, seat: int, n: int) -> Flow:
    """VG 3.13.1 / VG 7.6.1.6: one damage check per point of damage."""
    for i in range(n):  # VG 1.3.2.2
        deck = g.zone(seat, DECK)
        if not deck.cards:
            g.log(msg("vg.log.nothing_to_check", what=Message("vg.log.damage_check_any"), n=seat + 1), rule="VG 1.3.2")
            return
        tz = g.zone(seat, TRIGGER)
        card = g.move(deck.cards[-1], tz, face_up=True, why="damage check", rule="VG 7.6.1.6.1")
        yield from check_trigger(g, seat, card, msg("vg.log.damage_check", n=i + 1), "VG 7.6.1.6.2")
        if not quiet(g):  # VG 7.6.1.6.3
            yield from check_timing(g)
        if card.zone is tz:
            g.move(card, g.zone(seat, DAMAGE), face_up=True, why="damage", rule="VG 7.6.1.6.4")
            g.log(msg("vg.log.has_damage", n=seat + 1, k=damage_count(g, seat)), rule="VG 7.6.1.6.4")
        if not quiet(g):  # VG 7.6.1.6.5
            yield from check_timing(g)


def check_trigger(g: Game, seat: int, card: Card, what: Message, rule: str) -> Flow:
    """VG 7.5.1.2.2 / VG 7.6.1.6.2: a trigger icon acts only when the card
    shares a clan with one of the checking player's vanguard or rear-guards."""
    icon = g.stat(card, "trigger", None)
    if not icon:
        g.log(msg("vg.log.checked_no_trigger", what=what, card=ref(card)), rule=rule)
        return
    clan = g.stat(card, "clan")
    if not any(g.stat(u, "clan") == clan for u in units(g, seat)):
        icon_words = word_message("vg.log.icon", str(icon))
        said = msg("vg.log.checked_no_clan", what=what, card=ref(card), icon=icon_words, clan=str(clan))
        g.log(said, rule=rule)
        return
    g.log(msg("vg.log.checked", what=what, card=ref(card), icon=word_message("vg.log.icon", str(icon))), rule=rule)
    yield from resolve_trigger(g, seat, str(icon))


def _choose_unit(g: Game, seat: int, prompt: Words, rule: str) -> Flow:
    """Decision: 'one of your units' is offered among the vanguard and
    rear-guards; a guardian's power and critical are never referred to, so
    offering guardians would change nothing."""
    choices = units(g, seat)
    if not choices:
        return None
    card = yield from choose_card(g, seat, prompt, choices, rule=rule, about="trigger")
    return card


def resolve_trigger(g: Game, seat: int, icon: str) -> Flow:
    """VG 2.8.1.1: the actions of each icon. Decision (VG 2.8.2): the icon's
    own action comes first and the +5000 power second; no rule or demo card
    makes their order matter, so the player is not asked."""
    if icon == CRITICAL:  # VG 2.8.1.1.2
        unit = yield from _choose_unit(g, seat, msg("vg.trigger.critical"), "VG 2.8.1.1.2")
        if unit is not None:
            g.add_effect(
                "critical",
                "add",
                1,
                target=unit,
                text=msg("vg.log.effect.trigger_critical", card=ref(unit)),
                controller=seat,
            )
            g.log(msg("vg.log.critical_trigger", card=ref(unit)), rule="VG 2.8.1.1.2")
    elif icon == DRAW:  # VG 2.8.1.1.3
        g.draw(seat, 1, why="draw trigger", rule="VG 2.8.1.1.3")
        g.log(msg("vg.log.draw_trigger", n=seat + 1), rule="VG 2.8.1.1.3")
    elif icon == STAND_TRIGGER:  # VG 2.8.1.1.4
        rgs = rear_guards(g, seat)
        if rgs:
            rg = yield from choose_card(g, seat, msg("vg.trigger.stand"), rgs, rule="VG 2.8.1.1.4", about="trigger")
            g.set_orientation(rg, STAND)
            g.log(msg("vg.log.stand_trigger", card=ref(rg)), rule="VG 2.8.1.1.4")
    elif icon == HEAL:  # VG 2.8.1.1.5
        mine = g.zone(seat, DAMAGE).cards
        if mine and len(mine) >= damage_count(g, g.opponent(seat)):
            healed = yield from choose_cards(
                g, seat, msg("vg.trigger.heal"), mine, 1, 1, rule="VG 2.8.1.1.5", about="trigger"
            )
            for c in healed:
                g.move(c, g.zone(seat, DROP), why="healed", rule="VG 10.1.7.1")
                g.log(msg("vg.log.heal_trigger", n=seat + 1, card=ref(c)), rule="VG 2.8.1.1.5")
        else:
            g.log(Message("vg.log.heal_trigger_none"), rule="VG 2.8.1.1.5")
    power: Words = f"{icon.capitalize()} trigger: choose a unit to get +{TRIGGER_POWER} power"
    if f"vg.trigger_power.{icon}" in ENGLISH:
        power = msg(f"vg.trigger_power.{icon}", power=TRIGGER_POWER)
    unit = yield from _choose_unit(g, seat, power, "VG 2.8.1.1")
    if unit is not None:
        g.add_effect(
            "power",
            "add",
            TRIGGER_POWER,
            target=unit,
            text=msg("vg.log.effect.trigger_power", card=ref(unit), n=TRIGGER_POWER),
            controller=seat,
        )
        trigger = word_message("vg.log.trigger", f"{icon.capitalize()} trigger")
        g.log(msg("vg.log.trigger_power", trigger=trigger, power=TRIGGER_POWER, card=ref(unit)), rule="VG 2.8.1.1")
