"""Effect words of the System Gate vocabulary and the Gate Master skills (SG 2.4)."""

from __future__ import annotations

from typing import Any

from engine.decisions import Option
from engine.flow import EffectHandler, choose_card, choose_cards, choose_one
from engine.games.systemgate.core import (
    INFINITE,
    Flow,
    charge,
    damage_player,
    damage_unit,
    field_cards,
    gain_life,
    has_keyword,
    opponents,
    reduce_defense,
    units,
)
from engine.state import STAND, Card, Game
from engine.timing import Duration, Pending


def _source(g: Game, p: Pending) -> Card | None:
    card = g.source_of(p)
    return card if card is not None and card.zone.field else None


def choose_opponent(g: Game, seat: int, prompt: str) -> Flow:
    """The opponent an effect applies to: the only one, or (Tag Team) the one
    the controller chooses."""
    opps = opponents(g, seat)
    if len(opps) == 1:
        return opps[0]
    opt = yield from choose_one(g, seat, prompt, [Option(f"p{s}", f"Player {s + 1}") for s in opps])
    return int(opt.key[1:])


def targetable_enemy_units(g: Game, seat: int) -> list[Card]:
    """Enemy units an effect may choose; SG 11.15 [Dive] protects standing
    cards on the Left and Right."""
    out = []
    for s in opponents(g, seat):
        for c in units(g, s):
            if c.orientation == STAND and c.zone.name != "center" and has_keyword(g, c, "dive"):
                continue
            out.append(c)
    return out


def _crit(g: Game, p: Pending, n: Any) -> Flow:
    card = _source(g, p)
    if card is not None:
        g.add_effect(
            "crit", "add", int(n), target=card, text=f"{card.name} gets {int(n):+d} Crit this turn", source=card
        )
    return
    yield


def _defense(g: Game, p: Pending, n: Any) -> Flow:
    card = _source(g, p)
    if card is None:
        return
    if int(n) < 0:
        reduce_defense(g, card, -int(n), f"{card.name} gets {int(n)} Defense this turn")
    else:
        g.add_effect(
            "defense", "add", int(n), target=card, text=f"{card.name} gets {int(n):+d} Defense this turn", source=card
        )
    return
    yield


def _power_unit(g: Game, p: Pending, n: Any) -> Flow:
    mine = units(g, p.controller)
    if not mine:
        return
    card = yield from choose_card(g, p.controller, f"Choose a unit on your field to get {int(n):+d} Power", mine)
    g.add_effect("power", "add", int(n), target=card, text=f"{card.name} gets {int(n):+d} Power this turn")


def _gain_life(g: Game, p: Pending, n: Any) -> Flow:
    gain_life(g, p.controller, int(n), p.label, "SG 2.8.1")
    return
    yield


def _burn(g: Game, p: Pending, n: Any) -> Flow:
    target = yield from choose_opponent(g, p.controller, "Choose the opponent who takes the damage")
    damage_player(g, target, int(n), p.label, "SG 9.6.2")


def _charge(g: Game, p: Pending, n: Any) -> Flow:
    charge(g, p.controller, int(n), "SG 2.8.1")
    return
    yield


def _damage_unit(g: Game, p: Pending, n: Any) -> Flow:
    targets = targetable_enemy_units(g, p.controller)
    if not targets:
        g.log(f"{p.label}: no enemy unit to choose", rule="SG 1.3.2")
        return
    card = yield from choose_card(g, p.controller, f"Choose an enemy unit to deal {int(n)} damage to", targets)
    damage_unit(g, card, int(n), p.label, "SG 9.6.1")


def _mill_opponent(g: Game, p: Pending, n: Any) -> Flow:
    target = yield from choose_opponent(g, p.controller, "Choose the opponent whose deck is milled")
    mill(g, target, int(n), "SG 2.8.1")


def mill(g: Game, seat: int, n: int, rule: str) -> None:
    deck = g.zone(seat, "deck")
    drop = g.zone(seat, "drop")
    for _ in range(max(n, 0)):
        if not deck.cards:
            break
        g.move(deck.cards[-1], drop, why="dropped from the deck", rule=rule)


def _opponent_discard(g: Game, p: Pending, n: Any) -> Flow:
    target = yield from choose_opponent(g, p.controller, "Choose the opponent who drops hand cards")
    yield from drop_from_hand(g, target, int(n), "SG 2.4.7")


def drop_from_hand(g: Game, seat: int, n: int, rule: str) -> Flow:
    """The player chooses and drops ``n`` hand cards (SG 2.4.7)."""
    hand = g.zone(seat, "hand")
    chosen = yield from choose_cards(g, seat, f"Choose {n} hand card(s) to drop", hand.cards, n, n, rule=rule)
    for c in chosen:
        g.move(c, g.zone(seat, "drop"), why="dropped from the hand", rule=rule)


def _stand_self(g: Game, p: Pending, _: Any) -> Flow:
    card = _source(g, p)
    if card is not None:
        g.set_orientation(card, STAND)
    return
    yield


def _fizzle_attack(g: Game, p: Pending, _: Any) -> Flow:
    """SG 10.8.1: the attack is fizzled and proceeds to SG 6.2.6.7."""
    from engine.games.systemgate.stack import current_attack

    atk = current_attack(g)
    if atk is None:
        g.log(f"{p.label}: there is no attack to fizzle", rule="SG 1.3.2")
        return
    atk.fizzled = True
    g.log("The attack is fizzled", rule="SG 10.8.1")
    return
    yield


def _assault_choice(g: Game, p: Pending, _: Any) -> Flow:
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
        g.log("Assault Token: nothing to choose", rule="SG 1.3.2")
        return
    opt = yield from choose_one(g, me, "Assault Token: choose one", opts, rule="SG 2.4.11")
    if opt.key == "stand":
        card = yield from choose_card(g, me, "Choose a Gate Master to stand", masters)
        g.set_orientation(card, STAND)
        g.log(f"Assault Token: {card.name} stands", rule="SG 2.4.11")
        return
    card = yield from choose_card(g, me, "Choose a unit", mine)
    if opt.key == "power":
        g.add_effect("power", "add", 4000, target=card, text=f"{card.name} gets +4000 Power this turn")
        g.add_effect("keywords", "grant", "penetrate", target=card, text=f"{card.name} gets [Penetrate] this turn")
    else:
        g.add_effect("crit", "add", 4, target=card, text=f"{card.name} gets +4 Crit this turn")


def _guard_choice(g: Game, p: Pending, _: Any) -> Flow:
    """SG 2.4.12 Guard Token: fizzle the attack against you; the other two
    modes are replacement shields that the players apply by hand."""
    from engine.games.systemgate.stack import current_attack

    me = p.controller
    atk = current_attack(g)
    opts = []
    if (atk is not None and atk.target is None) or (
        atk is not None and atk.target is not None and atk.target.zone.name == "player" and atk.defender == me
    ):
        opts.append(Option("fizzle", "Fizzle the attack against you"))
    opts.append(Option("skill", "Reduce the next enemy skill damage to you to 0 (resolve by hand)"))
    opts.append(Option("stay", "Your unit that would be destroyed or returned stays (resolve by hand)"))
    opt = yield from choose_one(g, me, "Guard Token: choose one", opts, rule="SG 2.4.12")
    if opt.key == "fizzle" and atk is not None:
        atk.fizzled = True
        g.log("Guard Token: the attack is fizzled", rule="SG 2.4.12")
    else:
        g.log(f"Guard Token: {opt.label}", rule="SG 2.4.12")


HANDLERS: dict[str, EffectHandler] = {
    "crit": _crit,
    "defense": _defense,
    "power_unit": _power_unit,
    "gain_life": _gain_life,
    "burn": _burn,
    "charge": _charge,
    "damage_unit": _damage_unit,
    "mill_opponent": _mill_opponent,
    "opponent_discard": _opponent_discard,
    "stand_self": _stand_self,
    "fizzle_attack": _fizzle_attack,
    "assault_choice": _assault_choice,
    "guard_choice": _guard_choice,
}


# -- Gate Master skills (SG 2.4) ---------------------------------------------------------------


def gate_master_skill(g: Game, me: int, card: Card) -> None:
    """SG 4.8.4: a card played from the Gate Master zone triggers its Gate
    Master skill (it goes into standby like any triggered skill)."""
    skill = card.card.stats.get("gm_skill")
    if not skill:
        g.log(f"{card.name} has no Gate Master skill", rule="SG 2.4.1")
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
        gain_life(g, me, n, "Gate Master Life skill", "SG 2.4.2")
    elif skill == "neg_life":
        target = yield from choose_opponent(g, me, "Choose the opponent who takes the damage")
        damage_player(g, target, n, "Gate Master Negative Life skill", "SG 2.4.3")
    elif skill == "energy":
        charge(g, me, n, "SG 2.4.4")
        g.log(f"Player {me + 1} puts the top {n} card(s) of their deck into Energy", rule="SG 2.4.4")
    elif skill == "neg_energy":
        target = yield from choose_opponent(g, me, "Choose the opponent who drops Energy")
        pool = g.zone(target, "energy")
        chosen = yield from choose_cards(g, target, f"Choose {n} Energy to drop", pool.cards, n, n, rule="SG 2.4.5")
        for c in chosen:
            g.move(c, g.zone(c.owner, "drop"), why="Negative Energy skill", rule="SG 2.4.5")
    elif skill == "draw":
        g.draw(me, n, why="Gate Master Draw skill", rule="SG 2.4.6")
    elif skill == "neg_draw":
        target = yield from choose_opponent(g, me, "Choose the opponent who drops hand cards")
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
            text=f"Player {me + 1}'s field cards have infinite Power until the End Phase",
        )
    elif skill == "mill":
        target = yield from choose_opponent(g, me, "Choose the opponent whose deck is milled")
        mill(g, target, n, "SG 2.4.9")
    elif skill == "berserk":
        if card is not None:
            g.turn_data["berserk"] = (card.iid, card.incarnation)
            g.log(
                f"{card.name}: [BSRK] the opponent cannot use [Counter] during its attacks this turn", rule="SG 2.4.10"
            )
    elif skill in ("assault", "guard"):
        give_token(
            g, me, "SGD-T01" if skill == "assault" else "SGD-T02", "SG 2.4.11" if skill == "assault" else "SG 2.4.12"
        )


def give_token(g: Game, me: int, card_id: str, rule: str) -> None:
    supply = g.zone(me, "tokens")
    for c in supply.cards:
        if c.card.id == card_id:
            g.move(c, g.zone(me, "hand"), why="token added to the hand", rule=rule)
            g.log(f"Player {me + 1} adds {c.name} to their hand", rule=rule)
            return
    g.log("No token left in the supply: resolve by hand", rule=rule)


__all__ = ["HANDLERS", "gate_master_skill"]
