"""Keyword skills that act like [Use] skills: [Combine] (SG 11.11) and
[Union] (SG 11.14). Each resolves from the stack as a skill."""

from __future__ import annotations

from engine.flow import choose_cards, yes_no
from engine.games.systemgate.core import (
    Flow,
    energy_count,
    make_union,
    overload_drop,
    pay_energy,
    soul_zone,
    union_partner,
)
from engine.state import STAND, Game
from engine.timing import Pending


def resolve_combine(g: Game, p: Pending) -> Flow:
    """SG 11.11: put the [Combine] card from the field into the chosen unit's
    soul, unless that soul now holds a card with the same name."""
    card = g.source_of(p)
    target = g.cards[p.ctx["target"]]
    if card is None or not card.zone.field:
        g.log(f"{p.label}: the card has left the field", rule="SG 1.3.2")
        return
    # SG 8.4.3.2: the unit was chosen when [Combine] was declared; if it is
    # gone or has changed zones since, nothing happens (the standard ruling).
    if (
        target.incarnation != p.ctx["target_inc"]
        or target.zone.key != p.ctx.get("target_zone", target.zone.key)
        or not target.zone.field
        or target.master != p.controller
    ):
        g.log(f"{p.label}: the chosen unit has left the zone it was chosen in", rule="SG 8.4.3.2")
        return
    soul = soul_zone(g, target)
    if soul is None or any(x.card.name == card.card.name for x in soul.cards):
        g.log(f"{p.label}: a card with the same name is in that soul", rule="SG 11.11")
        return
    own_soul = soul_zone(g, card)
    if own_soul is not None and own_soul is not soul and union_partner(g, card) is None:
        for c in list(own_soul.cards):
            g.move(c, g.zone(c.owner, "drop"), why="its card left the field", rule="SG 4.9.3")
    g.move(card, soul, face_up=True, why="[Combine]", rule="SG 11.11")
    g.log(f"{card.name} goes into the soul of {target.name}", rule="SG 11.11")
    return
    yield


def resolve_union(g: Game, p: Pending) -> Flow:
    """SG 11.14: search the deck or the drop for the named card and put it
    into the triggering card's zone by paying its [Cost]; the two are then in
    Union. A card found in the deck is revealed (SG 1.3.9) and the deck is
    shuffled after the search (SG 4.3.4)."""
    me = p.controller
    card = g.source_of(p)
    if card is None or not card.zone.field:
        g.log(f"{p.label}: the card has left the field", rule="SG 1.3.2")
        return
    name = str(card.card.stats.get("union_name", ""))
    deck, drop = g.zone(me, "deck"), g.zone(me, "drop")
    found = [c for c in (*deck.cards, *drop.cards) if c.card.name == name and c.card.type == "unit"]
    searched_deck = True
    chosen = []
    if found:
        for c in found:
            g.reveal(c, (me,))
        chosen = yield from choose_cards(g, me, f'[Union]: choose a "{name}"', found, 0, 1, rule="SG 11.14")
    if chosen:
        partner = chosen[0]
        g.reveal(partner)  # SG 1.3.9
        cost = int(partner.card.stats.get("cost", 0))
        pay = energy_count(g, me) >= cost
        if pay and cost:
            prompt = f"Pay {cost} Energy to put {partner.name} into Union?"
            pay = yield from yes_no(g, me, prompt, rule="SG 11.14", about="pay")
        if pay:
            yield from pay_energy(g, me, cost)
            zone = card.zone
            for other in list(zone.cards):
                if other is not card:
                    overload_drop(g, other)
            g.move(partner, zone, orientation=STAND, why="[Union]", rule="SG 11.14")
            make_union(g, card, partner)
            # SG 10.5: a unit put onto a field zone is summoned
            text = f"{card.name} and {partner.name} are in Union"
            g.happen("summon", (partner,), player=me, text=text, rule="SG 11.14")
        else:
            g.log(f"[Union]: the cost of {partner.name} is not paid", rule="SG 3.1.4.2")
    else:
        g.log(f'[Union]: no "{name}" is taken', rule="SG 11.14")
    if searched_deck:
        g.shuffle(deck)  # SG 4.3.4
