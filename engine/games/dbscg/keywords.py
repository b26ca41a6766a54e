"""Keyword skills that put cards into play in special ways, and cards below
other cards (DBS 10-5 [Evolve], 10-13 [Union], 10-15 / 10-25 / 10-26 the
Over Realms, 10-24 [Swap], 10-18 tokens, 11-3 cards below other cards).

A card placed under another lies in its owner's ``under`` area (open) and
records its host (the card on top, by incarnation). Rulings:

* DBS 11-3-5: when the top card leaves the Battle Area (other than to the
  Combo Area) the cards under it go to the Drop Area. The engine moves them
  at the next rule processing after the move, before any player acts and
  without triggering their area-movement [Auto] (which 11-3-5 says do not
  activate): the result is the same as moving them together.
* DBS 10-18-7: a token that leaves the Battle Area or Combo Area ceases to
  exist; the engine puts it out of the game (a closed area no rule reads) at
  the next rule processing, before any player acts.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from engine.decisions import Decision, Option
from engine.flow import choose_cards
from engine.games.dbscg.costs import can_pay, pay
from engine.games.dbscg.skills import counter_timing
from engine.state import STAND, Card, Game

if TYPE_CHECKING:
    from engine.games.dbscg.ruleset import DragonBallSuper

Flow = Generator[Decision, tuple[Option, ...], Any]

HOST_ZONES = ("battle", "combo", "leader")


def rs_of(g: Game) -> DragonBallSuper:
    return g.ruleset  # type: ignore[return-value]


# -- cards below other cards (DBS 11-3, DBS 9-4) -------------------------------------------


def place_under(g: Game, card: Card, host: Card) -> None:
    """Place ``card`` under ``host`` (DBS 11-3-4: at the very bottom)."""
    under = g.zone(card.owner, "under")
    g.move(card, under, index=0, face_up=True, why=f"placed under {host.name}", rule=rs_of(g).r("under"))
    card.data["host"] = (host, host.incarnation)
    g.data["stacks"] = True


def cards_under(g: Game, host: Card) -> list[Card]:
    out = []
    for seat in range(g.n_players):
        for c in g.zone(seat, "under").cards:
            h = c.data.get("host")
            if h is not None and h[0] is host and h[1] == host.incarnation:
                out.append(c)
    return out


def carry_over(g: Game, old: Card, new: Card) -> None:
    """DBS 9-4-2 / 10-5-4: the card placed on top takes the mode and the
    power additions/subtractions of the card under it."""
    rs = rs_of(g)
    new.orientation = old.orientation
    n = 0
    for e in g.effects:
        if e.stat == "power" and e.op == "add" and e.target == old.iid and e.target_inc == old.incarnation:
            e.target, e.target_inc = new.iid, new.incarnation
            n += 1
    g.log(
        f"{new.name} is placed on top of {old.name}: it keeps its {'Rest' if old.orientation != STAND else 'Active'}"
        f" Mode and {n} power effect(s) ({rs.power(g, new)} power)",
        rule=rs.r("on_top"),
    )


def stack_rule_actions(g: Game) -> bool:
    """DBS 11-3-5 and DBS 10-18-7 (see the module notes)."""
    done = False
    rs = rs_of(g)
    if g.data.get("stacks"):
        for seat in range(g.n_players):
            for c in list(g.zone(seat, "under").cards):
                host, inc = c.data.get("host", (None, -1))
                if host is None or host.incarnation != inc or host.zone.name not in HOST_ZONES:
                    c.data.pop("host", None)
                    g.move(c, g.zone(c.owner, "drop"), why="the card above it left", rule=rs.r("under_leave"))
                    done = True
    tokens: list[Card] = g.data.get("token_cards", [])
    if tokens:
        for c in list(tokens):
            if c.zone.name not in ("battle", "combo"):
                tokens.remove(c)
                g.move(c, g.zone(c.owner, "gone"), why="a token ceases to exist", rule=rs.r("token_gone"))
                g.log(f"{c.name} leaves the Battle Area and ceases to exist", rule=rs.r("token_gone"))
                done = True
    return done


# -- [Evolve] / [EX-Evolve] / [Xeno-Evolve] (DBS 10-5) -----------------------------------------


def evolve_targets(g: Game, seat: int, card: Card) -> list[Card]:
    """DBS 10-5-1: Battle Cards of the named character in the player's Battle Area."""
    name = card.card.stats.get("evolve")
    if name is None:
        return []
    kind = card.card.stats.get("evolve_kind", "evolve")
    if kind == "xeno" and not rs_of(g).has_warp:
        return []  # [Xeno-Evolve] sends to the Warp, which ver.1.00 does not have
    return [c for c in g.zone(seat, "battle").cards if c.card.type == "battle" and c.card.stats.get("character") == name]


def can_evolve(g: Game, seat: int, card: Card) -> bool:
    return bool(evolve_targets(g, seat, card)) and can_pay(g, seat, int(card.card.stats.get("evolve_cost", 0)))


def evolve(g: Game, seat: int, card: Card) -> Flow:
    """DBS 10-5-1 .. 10-5-5: pay the skill cost, choose the Battle Card; a
    counter timing (the skill plays a card); [Evolve] / [EX-Evolve] play the
    card on top of it (the stack is one card, keeping mode and power effects),
    [Xeno-Evolve] sends it to the Warp and plays the card in Active Mode."""
    rs = rs_of(g)
    kind = str(card.card.stats.get("evolve_kind", "evolve"))
    label = {"evolve": "[Evolve]", "ex": "[EX-Evolve]", "xeno": "[Xeno-Evolve]"}[kind]
    g.reveal(card)
    g.log(f"Player {seat + 1} activates {label} of {card.name} from the hand", rule=rs.r("evolve"))
    targets = evolve_targets(g, seat, card)
    (base,) = yield from choose_cards(g, seat, f"{label}: choose the <{card.card.stats['evolve']}> to evolve", targets, 1, 1, rule=rs.r("evolve"))
    yield from pay(g, seat, int(card.card.stats.get("evolve_cost", 0)), (), f"{label} skill cost", rs.r("skill_pay"))
    tctx = yield from counter_timing(g, seat, ("play",), f"the {label} of {card.name}", rs.r("counter_before_skill"), subject=card)
    if card.zone.name != "hand" or tctx["negated"]:
        if tctx["negated"] and card.zone.name == "hand":
            g.move(card, g.zone(card.owner, "drop"), why="play negated", rule=rs.r("counter_end"))
        return
    if base.zone.name != "battle":
        g.log(f"{label}: {base.name} is no longer in the Battle Area; the card cannot be played", rule=rs.r("impossible"))
        return
    if kind == "xeno":
        g.move(base, g.zone(base.owner, "warp"), face_up=True, why="[Xeno-Evolve]", rule=rs.r("xeno_evolve"))
        g.move(card, g.zone(seat, "battle"), face_up=True, orientation=STAND, why="[Xeno-Evolve]", rule=rs.r("xeno_evolve"))
        text = f"[Xeno-Evolve]: {base.name} is sent to the Warp and {card.name} is played in Active Mode"
        rule = rs.r("xeno_evolve")
    else:
        g.move(card, g.zone(seat, "battle"), face_up=True, orientation=None, why=label, rule=rs.r("evolve_on_top"))
        carry_over(g, base, card)
        place_under(g, base, card)
        _follow_battle(g, base, card)
        text, rule = f"{label}: {card.name} is played on top of {base.name}", rs.r("evolve_on_top")
    card.data["evolved"] = card.incarnation  # DBS 10-5-7
    g.happen("play", (card,), player=seat, text=text, rule=rule)
    if rs.counter_after_resolve:
        yield from counter_timing(g, seat, ("play",), f"the {label} of {card.name} resolved", rs.r("counter_after_skill"), subject=card)


def _follow_battle(g: Game, old: Card, new: Card) -> None:
    """DBS 7-1-4: a Battle Card played on top of the attack card or guard card
    is the new attack card or guard card."""
    from engine.games.dbscg.battle import current

    b = current(g)
    if b is None:
        return
    if b.attacker is old:
        b.attacker, b.attacker_inc = new, new.incarnation
    if b.guard is old:
        b.set_guard(new)


# -- [Union] (DBS 10-13) -----------------------------------------------------------------------


def fusion_pairs(g: Game, seat: int, card: Card) -> list[tuple[Card, Card]]:
    """DBS 10-13-3-1: one Battle Card of each named character in the hand,
    with equal power."""
    names = card.card.stats.get("union_fusion")
    if not names or len(names) != 2:
        return []
    hand = [c for c in g.zone(seat, "hand").cards if c is not card and c.card.type == "battle"]
    a_s = [c for c in hand if c.card.stats.get("character") == names[0]]
    b_s = [c for c in hand if c.card.stats.get("character") == names[1]]
    return [(a, b) for a in a_s for b in b_s if a is not b and a.card.stats.get("power") == b.card.stats.get("power")]


def potara_pairs(g: Game, seat: int, card: Card) -> list[tuple[Card, Card]]:
    """DBS 10-13-4-1: one Battle Card of each named character in the Battle Area."""
    names = card.card.stats.get("union_potara")
    if not names or len(names) != 2:
        return []
    if not can_pay(g, seat, int(card.card.stats.get("union_cost", 0))):
        return []
    field = [c for c in g.zone(seat, "battle").cards if c.card.type == "battle"]
    a_s = [c for c in field if c.card.stats.get("character") == names[0]]
    b_s = [c for c in field if c.card.stats.get("character") == names[1]]
    return [(a, b) for a in a_s for b in b_s if a is not b]


def union(g: Game, seat: int, card: Card, kind: str) -> Flow:
    """[Union-Fusion] (DBS 10-13-3-4): the two named Battle Cards of equal
    power go from the hand to the Drop Area and the card is played in Active
    Mode. [Union-Potara] (DBS 10-13-4-4): pay the skill cost; the card is
    placed on top of the two named Battle Cards in Active Mode, with their
    power effects (10-13-4-4-1)."""
    rs = rs_of(g)
    g.reveal(card)
    pairs = fusion_pairs(g, seat, card) if kind == "fusion" else potara_pairs(g, seat, card)
    label = "[Union-Fusion]" if kind == "fusion" else "[Union-Potara]"
    options = [
        Option(
            f"pair:{a.iid}:{b.iid}",
            f"{g.label(a, seat)} and {g.label(b, seat)}",
            None,
            None,
            None,
            "choose",
            (a.iid, b.iid),
            a.zone.key,
        )
        for a, b in pairs
    ]
    from engine.flow import choose_one

    opt = yield from choose_one(g, seat, f"{label}: choose the two Battle Cards", options, rule=rs.r(f"union_{kind}"))
    a, b = (g.cards[int(x)] for x in opt.key.split(":")[1:])
    g.log(f"Player {seat + 1} activates {label} of {card.name} with {a.name} and {b.name}", rule=rs.r(f"union_{kind}"))
    if kind == "fusion":
        for c in (a, b):
            g.reveal(c)
            g.move(c, g.zone(c.owner, "drop"), why=label, rule=rs.r("union_fusion"))
    else:
        yield from pay(g, seat, int(card.card.stats.get("union_cost", 0)), (), f"{label} skill cost", rs.r("skill_pay"))
    tctx = yield from counter_timing(g, seat, ("play",), f"the {label} of {card.name}", rs.r("counter_before_skill"), subject=card)
    if card.zone.name != "hand" or tctx["negated"]:
        if tctx["negated"] and card.zone.name == "hand":
            g.move(card, g.zone(card.owner, "drop"), why="play negated", rule=rs.r("counter_end"))
        return
    g.move(card, g.zone(seat, "battle"), face_up=True, orientation=STAND, why=label, rule=rs.r(f"union_{kind}"))
    if kind == "potara":
        for c in (a, b):
            if c.zone.name == "battle":
                n = 0
                for e in g.effects:
                    if e.stat == "power" and e.op == "add" and e.target == c.iid and e.target_inc == c.incarnation:
                        e.target, e.target_inc = card.iid, card.incarnation
                        n += 1
                place_under(g, c, card)
        text = (
            f"[Union-Potara]: {card.name} is placed on top of {a.name} and {b.name} in Active Mode"
            f" ({rs.power(g, card)} power)"
        )
    else:
        text = f"[Union-Fusion]: {card.name} is played in Active Mode ({rs.power(g, card)} power)"
    g.happen("play", (card,), player=seat, text=text, rule=rs.r(f"union_{kind}"))
    if rs.counter_after_resolve:
        yield from counter_timing(g, seat, ("play",), f"the {label} of {card.name} resolved", rs.r("counter_after_skill"), subject=card)


# -- [Swap] (DBS 10-24) ----------------------------------------------------------------------------


def swap_candidates(g: Game, seat: int, card: Card) -> list[Card]:
    x = card.card.stats.get("swap")
    if x is None:
        return []
    return [c for c in g.zone(seat, "hand").cards if c.card.type == "battle" and int(c.card.stats.get("cost", 0)) == int(x)]


def can_swap(g: Game, seat: int, card: Card) -> bool:
    return "swap" in card.card.stats and card.zone.name == "battle" and can_pay(g, seat, int(card.card.stats.get("swap_cost", 0)))


def swap(g: Game, seat: int, card: Card) -> Flow:
    """DBS 10-24-3: choose up to 1 Battle Card with energy cost X from the hand
    and play it, then return the card that activated [Swap] to its owner's hand."""
    rs = rs_of(g)
    x = int(card.card.stats["swap"])
    g.log(f"Player {seat + 1} activates [Swap {x}] of {card.name}", rule=rs.r("swap"))
    yield from pay(g, seat, int(card.card.stats.get("swap_cost", 0)), (), f"[Swap {x}] skill cost", rs.r("skill_pay"))
    tctx = yield from counter_timing(g, seat, ("play",), f"the [Swap] of {card.name}", rs.r("counter_before_skill"))
    if tctx["negated"]:
        return
    chosen = yield from choose_cards(g, seat, f"[Swap {x}]: play up to 1 Battle Card with energy cost {x} from your hand", swap_candidates(g, seat, card), 0, 1, rule=rs.r("swap"))
    for c in chosen:
        g.reveal(c)
        g.move(c, g.zone(seat, "battle"), face_up=True, orientation=STAND, why="[Swap]", rule=rs.r("swap"))
        g.happen("play", (c,), player=seat, text=f"[Swap]: {c.name} is played in Active Mode", rule=rs.r("swap"))
    if card.zone.name == "battle":
        g.move(card, g.zone(card.owner, "hand"), why="[Swap]", rule=rs.r("swap"))
        g.log(f"[Swap]: {card.name} returns to its owner's hand", rule=rs.r("swap"))
    if rs.counter_after_resolve:
        yield from counter_timing(g, seat, ("play",), f"the [Swap] of {card.name} resolved", rs.r("counter_after_skill"))


# -- [Over Realm] / [Dark Over Realm] / [Wormhole] (DBS 10-15, 10-25, 10-26) ---------------------------


def realm_limit(g: Game, seat: int) -> int:
    """DBS 10-15-5 / 10-25-4: once per turn in total; DBS 10-26-1 [Wormhole]: twice."""
    rs = rs_of(g)
    for name in ("leader", "battle"):
        for c in g.zone(seat, name).cards:
            if "wormhole" in rs.keywords(g, c):
                return 2
    return 1


def can_realm(g: Game, seat: int, card: Card, kind: str) -> bool:
    rs = rs_of(g)
    x = card.card.stats.get(kind)
    if x is None or not rs.has_warp or int(g.turn_data.get("over_realm", 0)) >= realm_limit(g, seat):
        return False
    drop = g.zone(seat, "drop").cards
    if kind == "dark_over_realm":
        return sum(1 for c in drop if c.card.stats.get("color") == "black") >= int(x)
    return len(drop) >= int(x)
