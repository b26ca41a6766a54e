"""Keyword skills (DBS 10): the keywords a card has now, the numbers that
[Strike] and [Attack] keywords carry, and what the keyword skills that play
a card from the hand may take ([Evolve] DBS 10-5, [Union] 10-13, the Over
Realms 10-15 / 10-25 / 10-26, [Swap] 10-24). Playing those cards is
:mod:`engine.games.dbscg.plays`; cards below other cards are
:mod:`engine.games.dbscg.stacks`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.games.dbscg.lasting_all import from_others
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.skills import energy_cost, in_force
from engine.games.dbscg.state import colors_of, same_character, skills_negated, turn_state
from engine.grammar.control import Grant
from engine.state import Card, Game

#: card fields naming a keyword skill that plays the card from the hand
KEYWORD_PLAYS = frozenset({"over_realm", "dark_over_realm", "evolve", "union_fusion", "union_potara"})

#: DBS 10-7-1: the damage a [Strike] keyword inflicts
STRIKE = {"double_strike": 2, "triple_strike": 3, "quadruple_strike": 4}
STRIKE_NAMES = {2: "Double Strike", 3: "Triple Strike", 4: "Quadruple Strike"}
#: DBS 10-8-1: the attacks an [Attack] keyword allows in a turn
MULTI_ATTACK = {"dual_attack": 2, "triple_attack": 3}


def card_keywords(g: Game, card: Card) -> tuple[str, ...]:
    """The card's keywords after continuous effects (DBS 8-8-1); the back
    side of an awakened leader has its own (DBS 2-3-2-1-3)."""
    if skills_negated(g, card):
        return ()  # DBS 8-3-2: keywords are skills (DBS 10)
    st = card.card.stats
    kws: tuple[str, ...] = (
        st.get("back_keywords", ()) if (card.card.type == "leader" and not card.face_up) else st.get("keywords", ())
    )
    if g.effects:
        for e in g.effects:
            if e.stat == "keywords" and e.applies(g, card):
                kws = e.apply(kws)
    for verb in in_force(g, card):
        if isinstance(verb, Grant) and verb.op == "grant" and verb.keyword not in kws:
            kws = (*kws, verb.keyword)  # a [Permanent] "this card gains [Blocker]"
    if card.zone.name in ("leader", "battle"):
        for other in from_others(g, card):  # a [Permanent] "all 《X》 cards in your Battle Area gain [Barrier]"
            if other.keyword and other.keyword not in kws:
                kws = (*kws, other.keyword)
    return kws


# -- [Evolve] / [EX-Evolve] / [Xeno-Evolve] (DBS 10-5) -----------------------------------------


def evolve_targets(g: Game, seat: int, card: Card) -> list[Card]:
    """DBS 10-5-1: Battle Cards of the named character (or of the card name, ``evolve_is_name``) in the
    player's Battle Area, of the color and energy cost specified."""
    name = card.card.stats.get("evolve")
    if name is None:
        return []
    kind = card.card.stats.get("evolve_kind", "evolve")
    if kind == "xeno" and not ruleset_of(g).has_warp:
        return []  # [Xeno-Evolve] sends to the Warp, which ver.1.00 does not have
    st = card.card.stats
    return [
        c
        for c in g.zone(seat, "battle").cards
        if c.card.type == "battle"
        and (
            c.card.name == name if st.get("evolve_is_name") else same_character(c.card.stats.get("character", ""), name)
        )
        and ("evolve_color" not in st or st["evolve_color"] in colors_of(c.card))
        and ("evolve_target_cost" not in st or _compare(energy_cost(g, c), st))
    ]


def _compare(cost: int, st: Mapping[str, Any]) -> bool:
    """ "with an energy cost of 5" / "5 or more" / "5 or less" (DBS 2-11-3: the total cost)."""
    n, op = int(st["evolve_target_cost"]), st.get("evolve_target_op", "=")
    return cost == n if op == "=" else cost >= n if op == ">=" else cost <= n


# -- [Union] (DBS 10-13) -----------------------------------------------------------------------


def fusion_pairs(g: Game, seat: int, card: Card) -> list[tuple[Card, Card]]:
    """DBS 10-13-3-1: one Battle Card of each named character in the hand,
    with equal power."""
    names = card.card.stats.get("union_fusion")
    if not names or len(names) != 2:
        return []
    hand = [c for c in g.zone(seat, "hand").cards if c is not card and c.card.type == "battle"]
    a_s = [c for c in hand if union_specified(c, card, 0)]
    b_s = [c for c in hand if union_specified(c, card, 1)]
    return [(a, b) for a in a_s for b in b_s if a is not b and a.card.stats.get("power") == b.card.stats.get("power")]


def union_specified(c: Card, card: Card, i: int) -> bool:
    """The ``i``-th Battle Card a [Union-Fusion] / [Union-Potara] of ``card`` specifies: its character name, and
    its color when printed ("Red <A> and red <B>", ``union_colors``; DBS 2-4-1: one of the card's colors)."""
    st = card.card.stats
    names = st.get("union_fusion") or st.get("union_potara") or ()
    colors = st.get("union_colors")
    return same_character(c.card.stats.get("character", ""), names[i]) and (
        not colors or colors[i] in colors_of(c.card)
    )


# -- [Swap] (DBS 10-24) ----------------------------------------------------------------------------


def swap_candidates(g: Game, seat: int, card: Card) -> list[Card]:
    x = card.card.stats.get("swap")
    if x is None:
        return []
    return [
        c
        for c in g.zone(seat, "hand").cards
        if c.card.type == "battle" and energy_cost(g, c) == int(x) and _specified(c, card.card.stats)
    ]


def _specified(c: Card, st: Mapping[str, Any]) -> bool:
    """DBS 10-24-2: the Battle Card [Swap] specifies — its special trait, character
    name, color or single color ("Mono-red")."""
    colors = colors_of(c.card)
    return (
        ("swap_trait" not in st or st["swap_trait"] in c.card.stats.get("traits", ()))
        and ("swap_character" not in st or same_character(c.card.stats.get("character", ""), st["swap_character"]))
        and ("swap_color" not in st or st["swap_color"] in colors)
        and ("swap_mono" not in st or colors == (st["swap_mono"],))
    )


# -- [Over Realm] / [Dark Over Realm] / [Wormhole] (DBS 10-15, 10-25, 10-26) ---------------------------


def realm_limit(g: Game, seat: int) -> int:
    """DBS 10-15-5 / 10-25-4: once per turn in total; DBS 10-26-1 [Wormhole]: twice."""
    for name in ("leader", "battle"):
        for c in g.zone(seat, name).cards:
            if "wormhole" in card_keywords(g, c):
                return 2
    return 1


def can_realm(g: Game, seat: int, card: Card, kind: str) -> bool:
    x = card.card.stats.get(kind)
    if x is None or not ruleset_of(g).has_warp or turn_state(g).over_realms >= realm_limit(g, seat):
        return False
    drop = g.zone(seat, "drop").cards
    if kind == "dark_over_realm":
        return sum(1 for c in drop if "black" in colors_of(c.card)) >= int(x)
    return len(drop) >= int(x)
