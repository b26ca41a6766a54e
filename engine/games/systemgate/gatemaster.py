"""Gate Master skills (SG 2.4) and the Assault and Guard Tokens they give
(SG 2.4.11, SG 2.4.12)."""

from __future__ import annotations

from typing import Any

from engine.decisions import Option
from engine.flow import choose_card, choose_cards, choose_one
from engine.games.systemgate.costs import charge, drop_from_hand
from engine.games.systemgate.field import damage_player, gain_life
from engine.games.systemgate.note_params import named
from engine.games.systemgate.state import (
    INFINITE,
    Flow,
    choose_opponent,
    current_attack,
    field_cards,
    turn_state,
    units,
)
from engine.messages import CardRef, msg
from engine.state import STAND, Card, Game
from engine.timing import Duration, Pending


def mill(g: Game, seat: int, n: int, rule: str) -> None:
    """The top ``n`` cards of ``seat``'s deck go to the drop (SG 2.4.9)."""
    deck = g.zone(seat, "deck")
    drop = g.zone(seat, "drop")
    for _ in range(max(n, 0)):
        if not deck.cards:
            break
        g.move(deck.cards[-1], drop, why="dropped from the deck", rule=rule)


def gate_master_skill(g: Game, me: int, card: Card) -> None:
    """SG 4.8.4: a card played from the Gate Master zone triggers its Gate
    Master skill (it goes into standby like any triggered skill)."""
    skill = card.card.stats.get("gm_skill")
    if not skill:
        g.log(msg("sg.log.no_gm_skill", card=named(card)), rule="SG 2.4.1")
        return
    n = int(card.card.stats.get("gm_value", 0))
    g.add_pending(
        me,
        f"{card.name}: Gate Master skill ({skill}{' ' + str(n) if n else ''})",
        _resolve_gm,
        source=card,
        skill=skill,
        n=n,
    )


def _resolve_gm(g: Game, p: Pending) -> Flow:
    me = p.controller
    skill: str = p.ctx["skill"]
    n: int = p.ctx["n"]
    card = g.cards[p.source] if p.source is not None else None
    if skill == "life":
        gain_life(g, me, n, msg("sg.log.why.gm_life"), "SG 2.4.2")
    elif skill == "neg_life":
        target = yield from choose_opponent(g, me, msg("sg.opponent.damage"))
        damage_player(g, target, n, msg("sg.log.why.gm_neg_life"), "SG 2.4.3", by_enemy_skill=True)
    elif skill == "energy":
        charge(g, me, n, "SG 2.4.4")
        g.log(msg("sg.log.gm_energy", n=me + 1, k=n), rule="SG 2.4.4")
    elif skill == "neg_energy":
        target = yield from choose_opponent(g, me, msg("sg.opponent.drops_energy"))
        pool = g.zone(target, "energy")
        chosen = yield from choose_cards(
            g, target, msg("sg.ask.energy_to_drop", n=n), pool.cards, n, n, rule="SG 2.4.5"
        )
        for c in chosen:
            g.move(c, g.zone(c.owner, "drop"), why="Negative Energy skill", rule="SG 2.4.5")
    elif skill == "draw":
        g.draw(me, n, why="Gate Master Draw skill", rule="SG 2.4.6")
    elif skill == "neg_draw":
        target = yield from choose_opponent(g, me, msg("sg.opponent.drops_hand"))
        yield from drop_from_hand(g, target, n, "SG 2.4.7")
    elif skill == "power":
        # SG 2.4.8: infinite power until the end phase of this turn.
        def on_my_field(gg: Game, c: Card) -> bool:
            return c.master == me and c.zone.field and gg.phase != "End Phase"

        g.add_effect(
            "power",
            "set",
            INFINITE,
            filter=on_my_field,
            duration=Duration.END_OF_TURN,
            text=msg("sg.log.effect.infinite_power", n=me + 1),
        )
    elif skill == "mill":
        target = yield from choose_opponent(g, me, msg("sg.opponent.milled"))
        mill(g, target, n, "SG 2.4.9")
    elif skill == "berserk":
        if card is not None:
            turn_state(g).berserk = (card.iid, card.incarnation)
            g.log(msg("sg.log.berserk", card=named(card)), rule="SG 2.4.10")
    elif skill in ("assault", "guard"):
        give_token(
            g, me, "SGD-T01" if skill == "assault" else "SGD-T02", "SG 2.4.11" if skill == "assault" else "SG 2.4.12"
        )


def give_token(g: Game, me: int, card_id: str, rule: str) -> None:
    supply = g.zone(me, "tokens")
    for c in supply.cards:
        if c.card.id == card_id:
            g.move(c, g.zone(me, "hand"), why="token added to the hand", rule=rule)
            g.log(msg("sg.log.token_to_hand", n=me + 1, card=named(c)), rule=rule)
            return
    g.log(msg("sg.log.no_token_by_hand"), rule=rule)


# -- the tokens (SG 2.4.11, SG 2.4.12) ----------------------------------------------------------


def assault_choice(g: Game, p: Pending, _: Any) -> Flow:
    """SG 2.4.11 Assault Token: choose one mode."""
    me = p.controller
    gm_names = {c.name for c in g.zone(me, "gm").cards}
    masters = [c for c in field_cards(g, me) if c.name in gm_names]
    mine = units(g, me)
    opts = []
    if masters:
        opts.append(Option("stand", "Stand a Gate Master on your field"))
    if mine:
        opts.append(Option("power", "A unit gets +4000 Power and [Penetrate] this turn"))
        opts.append(Option("crit", "A unit gets +4 Crit this turn"))
    if not opts:
        g.log(msg("sg.log.assault_nothing"), rule="SG 1.3.2")
        return
    opt = yield from choose_one(g, me, "Assault Token: choose one", opts, rule="SG 2.4.11")
    if opt.key == "stand":
        card = yield from choose_card(g, me, "Choose a Gate Master to stand", masters)
        g.set_orientation(card, STAND)
        g.log(msg("sg.log.assault_stands", card=named(card)), rule="SG 2.4.11")
        return
    card = yield from choose_card(g, me, "Choose a unit", mine)
    if opt.key == "power":
        g.add_effect(
            "power", "add", 4000, target=card, text=msg("sg.log.effect.gm_power", card=CardRef(card.iid, card.name))
        )
        g.add_effect(
            "keywords",
            "grant",
            "penetrate",
            target=card,
            text=msg("sg.log.effect.gm_penetrate", card=CardRef(card.iid, card.name)),
        )
    else:
        g.add_effect(
            "crit", "add", 4, target=card, text=msg("sg.log.effect.gm_crit", card=CardRef(card.iid, card.name))
        )


def guard_choice(g: Game, p: Pending, _: Any) -> Flow:
    """SG 2.4.12 Guard Token: fizzle the attack against you, or set a shield
    for this turn: the next damage to you from an enemy skill is reduced to 0,
    or the next of your units that would be destroyed or returned to the hand
    remains on the field (judge's decision: each shield lasts until used or
    until the end of the turn)."""
    me = p.controller
    atk = current_attack(g)
    opts = []
    team = g.players[me].team
    if atk is not None and not atk.fizzled and g.players[atk.defender].team == team:
        if atk.target is None or atk.target.zone.name == "player":
            # SG 14.3.1: "when you are attacked": you or your Player-zone card.
            opts.append(Option("fizzle", "Fizzle the attack against you"))
    opts.append(Option("skill", "Reduce the next damage to you from an enemy skill to 0"))
    opts.append(Option("stay", "Your next unit that would be destroyed or returned to the hand remains"))
    opt = yield from choose_one(g, me, "Guard Token: choose one", opts, rule="SG 2.4.12")
    if opt.key == "fizzle" and atk is not None:
        atk.fizzled = True
        g.log(msg("sg.log.guard_fizzle"), rule="SG 2.4.12")
    elif opt.key == "skill":
        turn_state(g).guard_skill.add(me)
        g.log(msg("sg.log.guard_skill", n=me + 1), rule="SG 2.4.12")
    else:
        turn_state(g).guard_stay.add(me)
        g.log(msg("sg.log.guard_stay", n=me + 1), rule="SG 2.4.12")
