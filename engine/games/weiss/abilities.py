"""The Weiss Schwarz ability vocabulary: its words, costs, effects, and how
automatic and activated abilities are played (WS 8).

Card files use these words (see ``assets/cards/weiss/``):

* triggers (``kind = "auto"``): ``placed`` (this card is played and placed on
  the stage / climax area), ``attacks``, ``opponent_reversed`` (this card's
  battle opponent becomes reversed), ``turn_start``, ``turn_end`` (beginning of
  your end phase);
* conditions: ``my_turn``, ``opponent_turn``, ``min_hand``, ``max_hand``,
  ``level_at_least``, ``climax_in_area`` (true, or a climax name),
  ``zone_count_at_least``;
* costs: ``stock`` (WS 8.4.3), ``rest_self``, ``discard``;
* effects: ``draw``, ``mill``, ``stock`` (top of deck into stock), ``salvage``
  (characters from waiting room to hand), ``power``, ``soul``, ``damage``,
  ``backup`` (the defending character gets +power), ``bounce`` (an opponent's
  character to its owner's hand), and for ``kind = "cont"``: ``power``,
  ``soul`` (this card), ``assist_power`` (WS 10.3, the characters in front of
  this card), ``all_power`` / ``all_soul`` (all your characters: climaxes).

An event card's effect is written as its ``kind = "act"`` abilities. A card
in the hand with an ``act`` ability whose ``zones`` include ``hand`` and whose
effect is ``backup`` is a Backup card (WS 10.5; ``params.level`` is its Level).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.abilities import Ability, register_vocabulary
from engine.decisions import Decision, Option
from engine.flow import EffectHandler, choose_cards, run_effects, yes_no
from engine.games.weiss.board import (
    CLOCK,
    HAND,
    LEVEL,
    STOCK,
    WAITING_ROOM,
    level,
    on_stage,
    stage,
)
from engine.games.weiss.cards import CHARACTER, CLIMAX, EVENT, color_of, cost_of, level_of
from engine.games.weiss.rules import deal_damage, deck_to, draw, leave_stage, pay_stock, player
from engine.games.weiss.stats import condition_met, info, power
from engine.state import REST, STAND, Card, Game
from engine.timing import Pending

Flow = Generator[Decision, tuple[Option, ...], Any]

GAME = "weiss"

register_vocabulary(
    GAME,
    effects=("stock", "salvage", "soul", "damage", "backup", "bounce", "assist_power", "all_power", "all_soul"),
    costs=("stock",),
    triggers=("opponent_reversed",),
    conditions=("level_at_least", "climax_in_area"),
    zones=("stage", "center_stage", "back_stage", "hand", "climax", "clock", "level", "memory", "waiting_room"),
)


# -- play requirements (WS 8.6.2.1) ------------------------------------------------------


def colors_available(g: Game, seat: int) -> set[str]:
    """WS 8.6.2.1.1: the colors of the cards in a player's level and clock."""
    return {color_of(c.card) for c in g.zone(seat, LEVEL).cards} | {color_of(c.card) for c in g.zone(seat, CLOCK).cards}


def meets_requirements(g: Game, seat: int, card: Card, colors: set[str] | None = None) -> bool:
    """WS 8.6.2.1: the color requirement (not for level 0 characters and
    events, WS 8.6.2.1.1.1), the level requirement (not for climaxes,
    WS 8.6.2.1.2.1) and a payable cost (WS 8.6.2.3.2)."""
    cdef = card.card
    lv = level_of(cdef)
    if cdef.type != CLIMAX and lv > level(g, seat):
        return False
    if cdef.type == CLIMAX or lv > 0:
        if colors is None:
            colors = colors_available(g, seat)
        if color_of(cdef) not in colors:
            return False
    return cost_of(cdef) <= len(g.zone(seat, STOCK).cards)


# -- costs (WS 8.4) ------------------------------------------------------------------------


def can_pay(g: Game, seat: int, card: Card | None, ability: Ability, *, exclude: Card | None = None) -> bool:
    """WS 8.4.2.2: a cost is paid in full or not at all."""
    for word, value in ability.cost:
        n = int(value) if not isinstance(value, bool) else 1
        if word == "stock":
            if len(g.zone(seat, STOCK).cards) < n:
                return False
        elif word == "rest_self":
            if card is None or not card.zone.field or card.orientation != STAND:
                return False
        elif word == "discard":
            hand = [c for c in g.zone(seat, HAND).cards if c is not exclude]
            if len(hand) < n:
                return False
    return True


def pay_cost(g: Game, seat: int, card: Card | None, ability: Ability, *, exclude: Card | None = None) -> Flow:
    """WS 8.4.2.1: pay the actions of the cost in order."""
    for word, value in ability.cost:
        n = int(value) if not isinstance(value, bool) else 1
        if word == "stock":
            pay_stock(g, seat, n)
        elif word == "rest_self" and card is not None:
            g.set_orientation(card, REST)
        elif word == "discard":
            hand = [c for c in g.zone(seat, HAND).cards if c is not exclude]
            chosen = yield from choose_cards(
                g,
                seat,
                f"Cost: choose {n} card(s) to put from your hand into your waiting room",
                hand,
                n,
                n,
                rule="WS 8.4.2",
            )
            for c in chosen:
                g.move(c, g.zone(seat, WAITING_ROOM), why="cost", rule="WS 8.4.2")


def cost_text(ability: Ability) -> str:
    parts = []
    for word, value in ability.cost:
        if word == "stock":
            parts.append(f"{value} stock")
        elif word == "rest_self":
            parts.append("rest this")
        elif word == "discard":
            parts.append(f"discard {value}")
    return ", ".join(parts)


# -- automatic abilities (WS 8.7) --------------------------------------------------------------


def fire(g: Game, card: Card, when: str, **ctx: Any) -> None:
    """Put every automatic ability of ``card`` triggered by ``when`` in
    standby (WS 8.7.2); its master is the master of the card (WS 4.3.5)."""
    abilities = info(card.card).autos.get(when)
    if not abilities:
        return
    master = card.zone.owner
    for ab in abilities:
        g.add_pending(master, f"{card.name}: {ab.text or when}", source=card, ability=ab, optional=ab.optional, **ctx)


def fire_all(g: Game, seat: int, when: str) -> None:
    """Trigger ``when`` on every character on ``seat``'s stage and the climax."""
    for c in stage(g, seat):
        fire(g, c, when)
    cx = g.zone(seat, "climax").cards
    if cx:
        fire(g, cx[-1], when)


def resolve_ability(g: Game, p: Pending, handlers: dict[str, EffectHandler]) -> Flow:
    """Play and resolve one automatic ability in standby (WS 8.7.3). With a
    cost the master may decline to pay (WS 8.7.3.1.1); if it cannot be
    played, the standby is simply used up (WS 8.7.3.2)."""
    ab = p.ability
    if ab is None:
        return
    seat = p.controller
    card = g.cards[p.source] if p.source is not None else None
    if not condition_met(g, seat, ab):
        g.log(f"{p.label}: its condition no longer holds", rule="WS 8.7.3.2")
        return
    if ab.cost:
        if not can_pay(g, seat, card, ab):
            g.log(f"{p.label}: {player(seat)} cannot pay [{cost_text(ab)}]", rule="WS 8.7.3.2")
            return
        pay = yield from yes_no(g, seat, f"{p.label} — pay [{cost_text(ab)}]?", rule="WS 8.7.3.1.1")
        if not pay:
            g.log(f"{p.label}: {player(seat)} does not pay the cost", rule="WS 8.7.3.2.1")
            return
        yield from pay_cost(g, seat, card, ab)
    elif ab.optional:
        use = yield from yes_no(g, seat, f"{p.label} — use it?", rule="WS 8.7.3")
        if not use:
            return
    g.log(f"Resolves: {p.label}", rule="WS 8.7.3")
    yield from run_effects(g, p, ab.effect, handlers)


def activate(
    g: Game, seat: int, card: Card, ab: Ability, handlers: dict[str, EffectHandler], *, exclude: Card | None = None
) -> Flow:
    """WS 8.6.2: play an activated ability (or an event's effect): pay its
    cost in full, then resolve it at once."""
    yield from pay_cost(g, seat, card, ab, exclude=exclude)
    p = Pending(
        pid=g.next_id(),
        controller=seat,
        label=f"{card.name}: {ab.text}",
        source=card.iid,
        source_inc=card.incarnation,
        ability=ab,
    )
    yield from run_effects(g, p, ab.effect, handlers)


def stage_acts(g: Game, seat: int) -> list[tuple[Card, int, Ability]]:
    """WS 6.5.1.2.3: the activated abilities of ``seat``'s characters that can
    be played now (conditions met, cost payable, once-per-turn unused)."""
    out: list[tuple[Card, int, Ability]] = []
    used = g.turn_data.get("acts_used", ())
    for c in stage(g, seat):
        for i, ab in enumerate(info(c.card).acts):
            if "hand" in ab.zones:
                continue
            if ab.once_per_turn and (c.iid, c.incarnation, i) in used:
                continue
            if condition_met(g, seat, ab) and can_pay(g, seat, c, ab):
                out.append((c, i, ab))
    return out


def backup_ability(card: Card) -> Ability | None:
    """WS 10.5: the Backup ability of a character card in the hand, if any."""
    if card.card.type != CHARACTER:
        return None
    for ab in info(card.card).acts:
        if "hand" in ab.zones and any(w == "backup" for w, _ in ab.effect):
            return ab
    return None


def event_effects(card: Card) -> tuple[Ability, ...]:
    return info(card.card).acts if card.card.type == EVENT else ()


# -- effects ---------------------------------------------------------------------------------------


def _source(g: Game, p: Pending) -> Card | None:
    return g.source_of(p)


def _draw(g: Game, p: Pending, n: Any) -> Flow:
    draw(g, p.controller, int(n), why="effect")
    g.log(f"{player(p.controller)} draws {int(n)} card(s)", rule="WS 4.7.1")
    return
    yield


def _mill(g: Game, p: Pending, n: Any) -> Flow:
    deck_to(g, p.controller, g.zone(p.controller, WAITING_ROOM), int(n), why="effect")
    return
    yield


def _stock(g: Game, p: Pending, n: Any) -> Flow:
    moved = deck_to(g, p.controller, g.zone(p.controller, STOCK), int(n), why="effect")
    g.log(f"{player(p.controller)} puts the top {len(moved)} card(s) of the deck into the stock")
    return
    yield


def _salvage(g: Game, p: Pending, n: Any) -> Flow:
    seat = p.controller
    chars = [c for c in g.zone(seat, WAITING_ROOM).cards if c.card.type == CHARACTER]
    chosen = yield from choose_cards(
        g,
        seat,
        f"Choose {n} character(s) in your waiting room to return to your hand",
        chars,
        int(n),
        int(n),
        rule="WS 8.6.3.1",
    )
    for c in chosen:
        g.move(c, g.zone(seat, HAND), why="effect")
        g.log(f"{player(seat)} returns {c.name} from the waiting room to the hand")


def _power(g: Game, p: Pending, n: Any) -> Flow:
    card = _source(g, p)
    if card is not None and card.zone.field:
        g.add_effect(
            "power",
            "add",
            int(n),
            target=card,
            text=f"{card.name} gets {int(n):+d} power",
            source=card,
            controller=p.controller,
        )
    return
    yield


def _soul(g: Game, p: Pending, n: Any) -> Flow:
    card = _source(g, p)
    if card is not None and card.zone.field:
        g.add_effect(
            "soul",
            "add",
            int(n),
            target=card,
            text=f"{card.name} gets {int(n):+d} soul",
            source=card,
            controller=p.controller,
        )
    return
    yield


def _damage(g: Game, p: Pending, n: Any) -> Flow:
    card = g.cards[p.source] if p.source is not None else None
    yield from deal_damage(g, g.opponent(p.controller), int(n), card)  # WS 4.11.1.2


def _backup(g: Game, p: Pending, n: Any) -> Flow:
    """WS 10.5.2: the defending character of the backup's master gets +X power."""
    attack = g.turn_data.get("attack")
    if attack is None or attack.defender is None:
        g.log(f"{p.label}: there is no defending character to back up", rule="WS 8.6.3.1.3")
        return
    defender = g.cards[attack.defender]
    if not on_stage(defender, attack.defender_inc) or defender.zone.owner != p.controller:
        g.log(f"{p.label}: there is no defending character to back up", rule="WS 8.6.3.1.3")
        return
    g.add_effect(
        "power",
        "add",
        int(n),
        target=defender,
        text=f"{defender.name} gets {int(n):+d} power",
        controller=p.controller,
    )
    g.log(f"Backup: {defender.name} gets {int(n):+d} power (now {power(g, defender)})", rule="WS 10.5.2")
    return
    yield


def _bounce(g: Game, p: Pending, n: Any) -> Flow:
    seat = p.controller
    opp = g.opponent(seat)
    targets = stage(g, opp)
    chosen = yield from choose_cards(
        g,
        seat,
        f"Choose {n} of your opponent's characters to return to the hand",
        targets,
        int(n),
        int(n),
        rule="WS 8.6.3.1",
    )
    for c in chosen:
        leave_stage(g, c, g.zone(c.owner, HAND), why="returned to hand")
        g.log(f"{c.name} returns to {player(c.owner)}'s hand")


def _continuous_only(g: Game, p: Pending, value: Any) -> Flow:
    g.log(f"{p.label}: a continuous effect word used in a one-shot effect — resolve by hand")
    return
    yield


HANDLERS: dict[str, EffectHandler] = {
    "draw": _draw,
    "mill": _mill,
    "stock": _stock,
    "salvage": _salvage,
    "power": _power,
    "soul": _soul,
    "damage": _damage,
    "backup": _backup,
    "bounce": _bounce,
    "assist_power": _continuous_only,
    "all_power": _continuous_only,
    "all_soul": _continuous_only,
}


# -- playing cards from the hand (WS 8.6.2) -----------------------------------------------------------


def play_event(g: Game, seat: int, card: Card, handlers: dict[str, EffectHandler]) -> Flow:
    """WS 8.6.2.4.2: pay the cost, put the event into the resolution zone,
    carry out its effect, then put it into the waiting room (WS 3.13.1.1)."""
    cost = cost_of(card.card)
    pay_stock(g, seat, cost)
    g.move(card, g.zone(seat, "resolution"), face_up=True, why="event played", rule="WS 8.6.2.4.2")
    g.log(
        f"{player(seat)} plays the event {card.name}" + (f", paying {cost} stock" if cost else ""), rule="WS 6.5.1.2.2"
    )
    for ab in event_effects(card):
        if can_pay(g, seat, card, ab):
            yield from activate(g, seat, card, ab, handlers)
    if card.zone.name == "resolution":
        g.move(card, g.zone(card.owner, WAITING_ROOM), why="event resolved", rule="WS 3.13.1.1")
