"""The field of System Gate: damage to units and players, destruction,
leaving the field with the soul (SG 4.6, SG 4.9, SG 9.5, SG 9.6, SG 10.4,
SG 10.7)."""

from __future__ import annotations

from engine.events import CounterChanged
from engine.games.systemgate.keywords import life_bond, soulguard_keeps
from engine.games.systemgate.note_params import Param, left_field, named, zone_of
from engine.games.systemgate.state import (
    UNIT_SLOTS,
    Flow,
    game_state,
    life_seat,
    soul_zone,
    stat,
    team_of,
    turn_state,
    union_partner,
)
from engine.messages import ENGLISH, Message, msg
from engine.state import Card, Game, Zone

# -- life -----------------------------------------------------------------------------------


def damage_player(g: Game, seat: int, amount: int, why: Param, rule: str, *, by_enemy_skill: bool = False) -> None:
    """SG 9.6.2: a player who receives damage loses that much Life. A Guard
    Token shield (SG 2.4.12) reduces damage from an enemy skill to 0."""
    if amount <= 0:
        return  # SG 1.3.4
    if by_enemy_skill:
        shields = turn_state(g).guard_skill
        team = team_of(g, seat)
        holder = next((s for s in team if s in shields), None)
        if holder is not None:
            shields.discard(holder)
            g.log(msg("sg.log.guard_token_damage", k=amount, n=seat + 1, why=why), rule="SG 2.4.12")
            return
    holder = life_seat(g, seat)
    value = g.add_counter(holder, "life", -amount)
    g.log(msg("sg.log.takes_damage", n=seat + 1, k=amount, why=why, life=value), rule=rule)


def gain_life(g: Game, seat: int, amount: int, why: Param, rule: str) -> None:
    if amount <= 0:
        return
    value = g.add_counter(life_seat(g, seat), "life", amount)
    g.log(msg("sg.log.gains_life", n=seat + 1, k=amount, why=why, life=value), rule=rule)


# -- damage on field cards ------------------------------------------------------------------


def set_damage(g: Game, card: Card, value: int) -> None:
    """Marked damage on a field card (journaled as a counter of its controller)."""
    old = card.counters.get("damage", 0)
    if value == old:
        return
    g.changes += 1  # a change of the state, as the primitives of Game count them
    if value:
        card.counters["damage"] = value
    else:
        card.counters.pop("damage", None)
    g.emit(CounterChanged(card.master, f"damage on {card.name} (#{card.iid})", value, value - old))


def damage_unit(g: Game, card: Card, amount: int, why: Param, rule: str) -> None:
    """SG 4.6.1.3: mark damage on a field card; destruction is checked by
    the rule actions (SG 9.6.1) right after."""
    if amount <= 0:
        return
    total = card.counters.get("damage", 0) + amount
    set_damage(g, card, total)
    game_state(g).damaged.append(card)
    defense = stat(g, card, "defense")
    g.log(msg("sg.log.unit_damage", card=named(card), k=amount, why=why, total=total, defense=defense), rule=rule)


def lethal(g: Game, card: Card) -> bool:
    """SG 9.6.1: damage equal to or above its Defense destroys a card."""
    dmg = card.counters.get("damage", 0)
    return dmg > 0 and dmg >= stat(g, card, "defense")


def reduce_defense(g: Game, card: Card, amount: int, text: str | Message) -> None:
    """SG 2.7.2: when Defense is reduced, remove that much damage too."""
    g.add_effect("defense", "add", -amount, target=card, text=text)
    dmg = card.counters.get("damage", 0)
    if dmg:
        set_damage(g, card, max(dmg - amount, 0))


# -- leaving the field ----------------------------------------------------------------------


def drop_soul(g: Game, soul: Zone) -> None:
    """SG 4.9.3: the soul of a card that left the field goes to the drop."""
    for c in list(soul.cards):
        g.move(c, g.zone(c.owner, "drop"), why="its card left the field", rule="SG 4.9.3")


def leave_field(g: Game, card: Card, dst: Zone, why: str, rule: str, *, kind: str = "", bottom: bool = False) -> Flow:
    """Move a field card away; SG 11.5 Soulguard may keep it; SG 4.9.3 its soul
    is dropped. Returns True when the card left. ``kind`` is ``"destroy"`` or
    ``"return"`` (to the hand) for the Guard Token shield of SG 2.4.12.

    Only a card that left is journaled as leaving (``kind``, or
    ``leave_field``), and its skills waiting for that trigger from it: a
    card the Guard Token kept (SG 1.3.5) or that dropped a soul card
    instead (SG 11.5) did not leave."""
    if kind and card.card.type == "unit" and card.zone.name in UNIT_SLOTS:
        shields = turn_state(g).guard_stay
        if card.master in shields:
            # Judge's decision: the shield is used on the first unit that would
            # be destroyed or returned after the token resolved, this turn.
            shields.discard(card.master)
            g.log(msg("sg.log.guard_token_stays", card=named(card)), rule="SG 2.4.12")
            return False
    soul = soul_zone(g, card)
    if soul is not None:
        kept = yield from soulguard_keeps(g, card, soul)
        if kept:
            return False
    controller = card.master
    partner = union_partner(g, card)
    if soul is not None and (partner is None or partner.zone is not card.zone):
        drop_soul(g, soul)
    g.move(card, dst, why=why, rule=rule, bottom=bottom)
    text = left_field(card, kind, why)
    g.happen(kind or "leave_field", (card,), player=controller, text=text, rule=rule, controller=controller)
    return True


def overload_drop(g: Game, card: Card) -> None:
    """SG 9.5.1: the oldest card of an overloaded field zone goes to the drop,
    its soul with it (SG 4.9.3). Judge's decision: [Soulguard] cannot keep it,
    as the zone may hold only one card (SG 4.6.1.1)."""
    g.log(msg("sg.log.overloaded", card=named(card)), rule="SG 9.5.1")
    soul = soul_zone(g, card)
    if soul is not None:
        drop_soul(g, soul)
    g.move(card, g.zone(card.owner, "drop"), why="overloaded field zone", rule="SG 9.5.1")


def destroy(g: Game, card: Card, rule: str = "SG 10.4.1") -> Flow:
    """SG 10.4: a destroyed card goes to the drop and loses its damage.
    Triggers SG 11.9 Life Bond; its 'destroyed' skills trigger from the
    journaled destruction (:func:`leave_field`)."""
    controller = card.master
    gone = yield from leave_field(g, card, g.zone(card.owner, "drop"), "destroyed", rule, kind="destroy")
    set_damage(g, card, 0)  # SG 10.4.2
    if not gone:
        return False
    bond = life_bond(card)
    if bond:
        damage_player(g, controller, bond, msg("sg.log.why.life_bond", x=bond, card=named(card)), "SG 11.9")
    return True


# -- moving on the field --------------------------------------------------------------------


def move_soul(g: Game, src: Zone, dst: Zone, why: str) -> None:
    """SG 4.9.1: the soul lies under its card and moves with it."""
    for under in list(src.cards):
        g.move(under, dst, face_up=under.face_up, orientation=None, why=why)


def move_unit(g: Game, card: Card, dst: Zone, rule: str) -> None:
    """SG 10.7 / SG 3.9.4: move a field card to another field zone, its soul
    with it (SG 4.9.1); it stays the same card (SG 4.1.4) and "when this card
    enters" skills trigger."""
    src = card.zone
    soul = g.zone(src.owner, "soul_" + src.name) if src.name in UNIT_SLOTS else None
    g.move(card, dst, orientation=None, why="moved", rule=rule)
    if dst.owner != src.owner:
        # SG 3.4.2: a card on a player's side of the field is controlled by
        # that player; moved to the other side, its controller switches.
        card.master = dst.owner
        g.log(msg("sg.log.changes_side", card=named(card), n=dst.owner + 1), rule="SG 3.4.2")
    if soul is not None and dst.name in UNIT_SLOTS:
        move_soul(g, soul, g.zone(dst.owner, "soul_" + dst.name), "moved")
    mid = f"sg.log.moves_to.{dst.name}"
    text = (
        msg(mid, card=named(card))
        if mid in ENGLISH
        else msg("sg.log.moves_to_zone", card=named(card), zone=zone_of(dst.name))
    )
    g.happen("enter", (card,), player=card.master, text=text, rule=rule)
