"""The stack of System Gate (SG 3.5, SG 8.4.3.4): cards being played and
skills wait in it and resolve last in, first out.

Cards being played lie in their controller's ``stack`` zone while they are
in the stack. Standby skills live in ``g.pending`` (the core's waiting
abilities) until a check timing adds them (:mod:`.check_timing`).
"""

from __future__ import annotations

from engine.flow import yes_no
from engine.games.systemgate.costs import can_pay, pay_cost
from engine.games.systemgate.effects import condition_met, resolve_pending
from engine.games.systemgate.field import leave_field, overload_drop
from engine.games.systemgate.gatemaster import gate_master_skill
from engine.games.systemgate.keywords import has_keyword
from engine.games.systemgate.note_params import label_of, named, zone_of
from engine.games.systemgate.state import Flow, StackItem, game_state
from engine.messages import msg
from engine.state import REST, STAND, Game
from engine.timing import Pending


def stack(g: Game) -> list[StackItem]:
    """SG 3.5: the stack, its last item on top."""
    return game_state(g).stack


def on_stack(g: Game, seat: int) -> bool:
    """SG 14.2.1: each player may have only one card or skill in the stack."""
    for item in game_state(g).stack:  # (a loop: asked at every Counter Timing)
        if item.controller == seat:
            return True
    return False


def add_skill(g: Game, p: Pending, use: bool | None = None) -> Flow:
    """Add a triggered skill to the stack, paying its cost first (SG 8.1.2.2:
    an Auto skill whose cost is not paid does not trigger). An optional skill
    ("you may") is asked for; ``use`` answers both questions for a loop whose
    number of times was declared (SG 12.1.3)."""
    ab = p.ability
    if ab is not None and use is False:
        return False
    if ab is not None and ab.cost:
        src = g.cards[p.source] if p.source is not None else None
        if not can_pay(g, p.controller, ab.cost, src):
            g.log(msg("sg.log.cost_unpayable", label=label_of(g, p)), rule="SG 8.1.2.2")
            return False
        pay = use or (
            yield from yes_no(
                g, p.controller, msg("sg.ask.pay_cost", label=label_of(g, p)), rule="SG 8.1.2.2", about="pay"
            )
        )
        if not pay:
            g.log(msg("sg.log.cost_not_paid", label=label_of(g, p)), rule="SG 8.1.2.2")
            return False
        yield from pay_cost(g, p.controller, ab.cost, src)
    elif ab is not None and ab.optional and not use:
        go = yield from yes_no(g, p.controller, f"{p.label}: use this skill?", rule="SG 8.1.2", about="activate")
        if not go:
            g.log(msg("sg.log.not_used", label=label_of(g, p)), rule="SG 8.1.2")
            return False
    stack(g).append(StackItem(p.controller, p.label, pending=p))
    g.log(msg("sg.log.to_stack", n=p.controller + 1, label=label_of(g, p)), rule="SG 3.5.3")
    return True


def resolve_stack(g: Game) -> Flow:
    """SG 3.5.5: resolve everything in the stack, last in first out."""
    st = stack(g)
    while st:
        item = st.pop()
        yield from resolve_item(g, item)


def resolve_item(g: Game, item: StackItem) -> Flow:
    if item.pending is not None:
        p = item.pending
        if item.fizzled:
            # SG 10.8.1: a fizzled skill ends; its costs stay paid.
            g.log(msg("sg.log.fizzled_skill", label=label_of(g, p)), rule="SG 10.8.1")
            return
        g.log(msg("sg.log.resolve", label=label_of(g, p)), rule="SG 3.5.5")
        if p.ability is not None and p.ability.condition and not condition_met(g, p.controller, p.ability.condition):
            g.log(msg("sg.log.condition_gone", label=label_of(g, p)), rule="SG 1.3.2")
            return
        yield from resolve_pending(g, p)
        return
    card = item.card
    assert card is not None
    me = item.controller
    ctype = card.card.type
    if item.fizzled:
        # SG 10.8.1: a fizzled play sends the card to the drop; costs stay paid.
        g.move(card, g.zone(card.owner, "drop"), why="fizzled", rule="SG 10.8.1")
        return
    if item.dest:
        dst = g.zone(me, item.dest)
        # SG 8.4.3.7 placed as Stand; SG 11.13 [Slow Start] as Rest.
        orient = REST if has_keyword(g, card, "slow_start") and ctype == "unit" else STAND
        old = list(dst.cards)
        if item.dest == "player" and old:
            for o in old:
                if has_keyword(g, o, "gear_swap"):
                    yield from leave_field(g, o, g.zone(o.owner, "hand"), "[Gear Swap]", "SG 11.12")
        # SG 10.5.5 / SG 9.5.1: placing a card on an occupied field zone
        # overloads it and its oldest card is dropped. The card being placed
        # is the newest, so the cards already there go first, before it
        # arrives (the zone never holds two cards).
        for o in list(dst.cards):
            overload_drop(g, o)
        g.move(
            card, dst, orientation=orient, why="summoned" if item.dest != "player" else "equipped", rule="SG 8.4.3.7"
        )
        # SG 4.8.4 the Gate Master skill, SG 10.5.6 "when summoned" and "when this card enters" (the triggers)
        verb = "equip" if item.dest == "player" else "summon"
        cause = "gate_master" if item.gate_master else ""
        text = msg(f"sg.log.{verb}.to", n=me + 1, card=named(card), zone=zone_of(item.dest))
        g.happen(verb, (card,), player=me, cause=cause, text=text, rule="SG 8.4.3.7")
        return
    # A spell (SG 2.1.3): its effect, then the drop (or the Set zone, SG 4.6.6).
    g.log(msg("sg.log.resolve", label=named(card)), rule="SG 2.1.3")
    if item.gate_master:
        gate_master_skill(g, me, card)
    for ab in card.card.abilities:
        if ab.kind == "auto" and ab.when == "cast":
            if ab.condition and not condition_met(g, me, ab.condition):
                g.log(msg("sg.log.condition_unmet", card=named(card)), rule="SG 1.3.2")
                continue
            p = Pending(
                pid=g.next_id(),
                controller=me,
                label=card.name,
                source=card.iid,
                source_inc=card.incarnation,
                ability=ab,
            )
            yield from resolve_pending(g, p)
    if card.zone.name == "stack":
        if has_keyword(g, card, "set"):
            g.move(card, g.zone(me, "set"), why="[Set] spell", rule="SG 4.6.6")
        else:
            g.move(card, g.zone(card.owner, "drop"), why="resolved", rule="SG 2.1.3")
