"""Cardfight!! Vanguard ability lines the card-text compiler reads: Lord,
Forerunner, Sentinel and the game's own conditions (an ``if`` step, or the
condition of an automatic ability with a cost or of a continuous ability). The wording is
original, in the patterns of real cards (official and fan English)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from engine.abilities import parse_ability
from engine.cardtext import compile_card

GAME = registry.get("vanguard").game
CLAN = {"clan": "Lantern Guild"}


def one(text: str, **card: Any) -> dict[str, Any] | None:
    """The one ability a one-line text compiles to exactly (None: not compiled)."""
    compiled = compile_card(GAME, {"text": text, **card})
    assert len(compiled.results) == 1, compiled.results
    r = compiled.results[0]
    if r.ability is None or not r.compiled:
        return None
    parse_ability(r.ability, GAME)
    return {k: v for k, v in r.ability.items() if k != "text"}


LORD = {"kind": "cont", "zones": ["VC", "RC"], "effect": [{"lord": True}]}
FORERUNNER = {"kind": "auto", "when": "ridden", "zones": ["VC"], "effect": [{"forerunner": True}]}


def _if(condition: dict[str, Any], then: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"if": {"condition": [condition], "then": then}}]


COMPILED = [
    (
        "[CONT](VC/RC)If you have a non-Lantern Guild vanguard or rear-guard this unit gets [Power]-5000.",
        {
            "kind": "cont",
            "zones": ["VC", "RC"],
            "condition": [{"unit_not_of_clan": "Lantern Guild"}],
            "effect": [{"power": -5000}],
        },
    ),
    # "one of your <clan>", "another of your <clan>": a unit of yours on the field
    (
        "[ACT](RC)[Put this unit into your soul] Choose up to one of your Lantern Guild and that unit gets [Power]+3000 "
        "until end of turn.",
        {
            "kind": "act",
            "zones": ["RC"],
            "cost": [{"soul_self": True}],
            "effect": [{"gets": {"power": 3000, "target": {"up_to": 1, "clan": "Lantern Guild", "zone": "units"}}}],
        },
    ),
    (
        '[AUTO]:When this unit is placed on (RC), choose another of your "Lantern Guild", and that unit gets '
        "[Power]+2000 until end of turn.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["RC"],
            "effect": [
                {
                    "gets": {
                        "power": 2000,
                        "target": {"count": 1, "other": True, "clan": "Lantern Guild", "zone": "units"},
                    }
                }
            ],
        },
    ),
    # VG 7.3.1.5.1: boosted by a unit of this unit's clan
    (
        "[AUTO](VC)When this unit is boosted by a Lantern Guild this unit gets [Power]+4000 until end of that battle.",
        {
            "kind": "auto",
            "when": "boosted",
            "zones": ["VC"],
            "condition": [{"booster_clan": "Lantern Guild"}],
            "effect": [{"gets": {"power": 4000, "until": "battle"}}],
        },
    ),
    ("[CONT](VC/RC) Lord", LORD),
    ("[CONT](VC/RC): Lord (If you have a unit without the same clan as this unit, this unit cannot attack)", LORD),
    ("[AUTO] Forerunner (When a unit of the same clan rides this unit you may call this unit to (RC))", FORERUNNER),
    ("[AUTO]: Forerunner (When a unit of the same clan rides this unit, you may call this unit to (RC))", FORERUNNER),
    ("[AUTO] When another Lantern Guild rides this unit you may call this card to Rear-guard Circle.", FORERUNNER),
    ("[AUTO]:When another Lantern Guild rides this unit, you may call this card to (RC).", FORERUNNER),
    (
        "[AUTO](VC/RC):When this unit's attack hits, if you have a Lantern Guild vanguard, you may Soul Charge (1).",
        {
            "kind": "auto",
            "when": "hits",
            "zones": ["VC", "RC"],
            "effect": _if({"vanguard_clan": "Lantern Guild"}, [{"may": [{"soul_charge": 1}]}]),
        },
    ),
    (
        "[AUTO](RC)When this unit attacks if you have a vanguard with 'Wickmaster' in its card name this unit gets "
        "[Power]+3000 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["RC"],
            "effect": _if({"vanguard_name_has": "Wickmaster"}, [{"gets": {"power": 3000, "until": "battle"}}]),
        },
    ),
    (
        "[AUTO](VC)When this unit attacks if the number of rear-guards you have is more than your opponents this "
        "unit gets [Power]+3000 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC"],
            "effect": _if({"more_rear_guards": True}, [{"gets": {"power": 3000, "until": "battle"}}]),
        },
    ),
    (
        "[AUTO](VC/RC)When this unit attacks if the number of rear-guards your opponent has is two or less this unit "
        "gets [Power]+3000 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC", "RC"],
            "effect": _if({"opponent_rear_guards_at_most": 2}, [{"gets": {"power": 3000, "until": "battle"}}]),
        },
    ),
    (
        '[AUTO](VC):When this unit attacks, if you have a card named "Ember Page" in your soul, this unit gets '
        "[Power]+2000 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC"],
            "effect": _if({"soul_has_name": "Ember Page"}, [{"gets": {"power": 2000, "until": "battle"}}]),
        },
    ),
    (  # an automatic ability with a cost: its condition is checked before the cost is asked for
        "[AUTO](VC/RC):[Counter Blast (1)] When this unit's attack hits, if you have a Lantern Guild vanguard, you may "
        "pay the cost. If you do, draw a card.",
        {
            "kind": "auto",
            "when": "hits",
            "zones": ["VC", "RC"],
            "condition": [{"vanguard_clan": "Lantern Guild"}],
            "cost": [{"counter_blast": 1}],
            "optional": True,
            "effect": [{"draw": 1}],
        },
    ),
    (  # a continuous ability: its condition is checked all the time it is active
        '[CONT](VC):If you have a card named "Ember Page" in your soul, this unit gets [Power]+2000.',
        {"kind": "cont", "zones": ["VC"], "condition": [{"soul_has_name": "Ember Page"}], "effect": [{"power": 2000}]},
    ),
    (
        "[CONT](VC)If you have a card named 'Ember Page' in your soul this unit gets [Power]+1000.",
        {"kind": "cont", "zones": ["VC"], "condition": [{"soul_has_name": "Ember Page"}], "effect": [{"power": 1000}]},
    ),
    (  # an activated ability: the cost is paid, then the "if" of its effect is checked
        "[ACT](RC)[Counter Blast (1)] If you have a Lantern Guild vanguard [Stand] this unit.",
        {
            "kind": "act",
            "zones": ["RC"],
            "cost": [{"counter_blast": 1}],
            "effect": _if({"vanguard_clan": "Lantern Guild"}, [{"stand": "self"}]),
        },
    ),
    (  # a perfect guard: a discard of a card of its clan, and an attacked unit of that clan
        "[AUTO][Choose a Lantern Guild from your hand and discard it] When this unit is placed on (GC) you may pay "
        "the cost. If you do choose one of your Lantern Guild that is being attacked and that unit cannot be hit "
        "until end of that battle.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["GC"],
            "optional": True,
            "cost": [{"discard_card": {"count": 1, "clan": "Lantern Guild"}}],
            "effect": [{"no_hit": {"target": "attacked_unit", "clan": "Lantern Guild"}}],
        },
    ),
    (
        '[AUTO]:[Choose a "Lantern Guild" from your hand, and discard it] When this unit is placed on (GC), you may '
        "pay the cost. If you do, choose one of your 《Lantern Guild》 that is being attacked, and that unit cannot be "
        "hit until end of that battle.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["GC"],
            "optional": True,
            "cost": [{"discard_card": {"count": 1, "clan": "Lantern Guild"}}],
            "effect": [{"no_hit": {"target": "attacked_unit", "clan": "Lantern Guild"}}],
        },
    ),
    (
        "[AUTO](VC)[Choose a grade 3 Lantern Guild from your hand and discard it] When this unit attacks you may pay "
        "the cost. If you do this unit gets [Power]+5000 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC"],
            "optional": True,
            "cost": [{"discard_card": {"count": 1, "clan": "Lantern Guild", "grade": 3}}],
            "effect": [{"gets": {"power": 5000, "until": "battle"}}],
        },
    ),
    (  # a search of the deck: by clan and grade, by a name in single quotes
        "[AUTO] When this unit is placed on (RC), search your deck for up to one grade 1 or less Lantern Guild, "
        "reveal it to your opponent, put it into your hand, and shuffle your deck.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["RC"],
            "effect": [{"search": {"zone": "deck", "grade_at_most": 1, "clan": "Lantern Guild", "up_to": 1}}],
        },
    ),
    (
        "[AUTO] When this unit is placed on (RC) search your deck for up to one card named 'Wick Squire' reveal it "
        "to your opponent put it into your hand and shuffle your deck.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["RC"],
            "effect": [{"search": {"zone": "deck", "name": "Wick Squire", "up_to": 1}}],
        },
    ),
    (  # a search that calls: a superior call from the deck
        "[ACT](VC/RC):[Counter Blast (2)] Search your deck for up to one grade 2 or less Lantern Guild, call it to "
        "(RC), and shuffle your deck.",
        {
            "kind": "act",
            "zones": ["VC", "RC"],
            "cost": [{"counter_blast": 2}],
            "effect": [{"superior_call": {"from": "deck", "count": 1, "grade_max": 2, "clan": "Lantern Guild"}}],
        },
    ),
    (
        "[AUTO] When this unit is placed on (RC) search your deck for up to two cards named 'Wick Squire' call them "
        "to separate (RC) and shuffle your deck.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["RC"],
            "effect": [{"superior_call": {"from": "deck", "count": 2, "name": "Wick Squire"}}],
        },
    ),
    (  # an attack hits in the battle this unit boosted
        "[AUTO](RC)[Choose a card from your hand and discard it] When an attack hits during the battle that this "
        "unit boosted you may pay the cost. If you do draw a card.",
        {
            "kind": "auto",
            "when": "boost_hits",
            "zones": ["RC"],
            "optional": True,
            "cost": [{"discard": 1}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "[AUTO](RC) When an attack hits a vanguard during the battle that this unit boosted a Lantern Guild you "
        "may Soul Charge (1).",
        {
            "kind": "auto",
            "when": "boost_hits",
            "zones": ["RC"],
            "optional": True,
            "condition": [{"attacking_vanguard": True}, {"boosted_clan": "Lantern Guild"}],
            "effect": [{"soul_charge": 1}],
        },
    ),
    # VG 8.6.4.1.4: ridden by a card of that name
    (
        "[AUTO]When a card named 'Lamp Warden Oriel' rides this unit search your deck for up to one card named "
        "'Lamp Warden Cassia' reveal it to your opponent put it into your hand and shuffle your deck.",
        {
            "kind": "auto",
            "when": "ridden",
            "zones": ["VC"],
            "params": {"rider_name": "Lamp Warden Oriel"},
            "effect": [{"search": {"zone": "deck", "up_to": 1, "name": "Lamp Warden Cassia"}}],
        },
    ),
    (
        '[AUTO](VC):When a card named "Lamp Warden Oriel" rides this unit, draw a card.',
        {
            "kind": "auto",
            "when": "ridden",
            "zones": ["VC"],
            "params": {"rider_name": "Lamp Warden Oriel"},
            "effect": [{"draw": 1}],
        },
    ),
]


COMPILED += [
    # fan spellings: "this units attack", "you can pay the cost", conditions joined by "and"
    (
        "[AUTO](VC/RC)[Counter Blast (2)] When this units attack hits if you have a Lantern Guild vanguard you can pay "
        "the cost. If you do draw a card.",
        {
            "kind": "auto",
            "when": "hits",
            "zones": ["VC", "RC"],
            "condition": [{"vanguard_clan": "Lantern Guild"}],
            "cost": [{"counter_blast": 2}],
            "effect": [{"draw": 1}],
            "optional": True,
        },
    ),
    (
        "[AUTO][Choose a card from your hand and discard it] When this unit is placed on (RC) if you have a Lantern "
        "Guild vanguard and if the number of rear-guards your opponent has is two or less you may pay the cost. If "
        "you do draw a card.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["RC"],
            "condition": [{"vanguard_clan": "Lantern Guild"}, {"opponent_rear_guards_at_most": 2}],
            "cost": [{"discard": 1}],
            "effect": [{"draw": 1}],
            "optional": True,
        },
    ),
    (
        "[AUTO](VC/RC): [Soul Blast (1)] When this unit attacks, and you have a Lantern Guild vanguard, you may pay "
        "the cost. If you do, this unit gets [Power] +3000/[Critical] +1 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC", "RC"],
            "condition": [{"vanguard_clan": "Lantern Guild"}],
            "cost": [{"soul_blast": 1}],
            "effect": [{"gets": {"power": 3000, "critical": 1, "until": "battle"}}],
            "optional": True,
        },
    ),
    # "when this unit boosts a unit named X / with X in its card name / a <clan> (vanguard)": the boosted unit
    (
        "[AUTO](RC):When this unit boosts a unit named 'Wick Warden', the boosted unit gets [Power]+4000 until end "
        "of that battle.",
        {
            "kind": "auto",
            "when": "boosts",
            "zones": ["RC"],
            "effect": [{"boosted_gets": {"power": 4000, "until": "battle"}}],
            "params": {"boosts": {"name": "Wick Warden"}},
        },
    ),
    (
        "[AUTO](RC)[Soul Blast (1)] When this unit boosts a card with 'Wick' in its card name you may pay the cost. If "
        "you do the boosted unit gains [Power]+6000 during that battle.",
        {
            "kind": "auto",
            "when": "boosts",
            "zones": ["RC"],
            "cost": [{"soul_blast": 1}],
            "effect": [{"boosted_gets": {"power": 6000, "until": "battle"}}],
            "optional": True,
            "params": {"boosts": {"name_has": "Wick"}},
        },
    ),
    (
        "[AUTO] [R] When this unit boosts a Lantern Guild vanguard if the number of rear-guards you have is more than "
        "your opponents the boosted unit gets Power +4000 until end of that battle.",
        {
            "kind": "auto",
            "when": "boosts",
            "zones": ["RC"],
            "effect": _if({"more_rear_guards": True}, [{"boosted_gets": {"power": 4000, "until": "battle"}}]),
            "params": {"boosts": {"clan": "Lantern Guild", "vanguard": True}},
        },
    ),
    (
        "[AUTO](RC)When this unit boosts a Lantern Guild the boosted unit gets [Power]+3000 until end of that battle.",
        {
            "kind": "auto",
            "when": "boosts",
            "zones": ["RC"],
            "effect": [{"boosted_gets": {"power": 3000, "until": "battle"}}],
            "params": {"boosts": {"clan": "Lantern Guild"}},
        },
    ),
]


COMPILED += [
    # "return this unit to your hand" (a boost_hits of a clan, read as before)
    (
        "[AUTO](RC) When an attack hits a vanguard during the battle that this unit boosted a Lantern Guild you may "
        "return this unit to your hand.",
        {
            "kind": "auto",
            "when": "boost_hits",
            "zones": ["RC"],
            "condition": [{"attacking_vanguard": True}, {"boosted_clan": "Lantern Guild"}],
            "effect": [{"put": {"self": True, "to": "hand"}}],
            "optional": True,
        },
    ),
    # "choose a <clan> from your soul / drop zone, and call it to (RC)"; "up to one" only from the hand
    (
        "[AUTO][Counter Blast (2)] When this unit is placed on (VC) you may pay the cost. If you do choose a Lantern "
        "Guild from your soul and call it to (RC).",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["VC"],
            "cost": [{"counter_blast": 2}],
            "effect": [{"superior_call": {"from": "soul", "count": 1, "clan": "Lantern Guild"}}],
            "optional": True,
        },
    ),
    (
        "[AUTO](RC):[Put this unit into your soul] When this unit's attack hits, you may pay the cost. If you do, "
        "choose up to one Lantern Guild from your hand, and call it to (RC).",
        {
            "kind": "auto",
            "when": "hits",
            "zones": ["RC"],
            "cost": [{"soul_self": True}],
            "effect": [{"superior_call": {"from": "hand", "count": 1, "clan": "Lantern Guild"}}],
            "optional": True,
        },
    ),
    # "another of your units with X in its card name", "another of your 《clan》", "your 《clan》 vanguard"
    (
        "[AUTO][Counter Blast (1)] When this unit is placed on (RC) you may pay the cost. If you do choose another "
        "of your units with 'Wick Engine' in its card name and that unit gets [Power]+4000 until end of turn.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["RC"],
            "cost": [{"counter_blast": 1}],
            "effect": [
                {
                    "gets": {
                        "power": 4000,
                        "target": {"count": 1, "other": True, "name_has": "Wick Engine", "zone": "units"},
                    }
                }
            ],
            "optional": True,
        },
    ),
    (
        "[ACT](RC):[Rest this unit] Choose another of your 《Lantern Guild》, and that unit gets [Power]+2000 until "
        "end of turn.",
        {
            "kind": "act",
            "zones": ["RC"],
            "cost": [{"rest_self": True}],
            "effect": [
                {
                    "gets": {
                        "power": 2000,
                        "target": {"count": 1, "other": True, "clan": "Lantern Guild", "zone": "units"},
                    }
                }
            ],
        },
    ),
    (
        "[ACT](RC):[Put this card into the soul] Choose your 《Lantern Guild》 vanguard, and that unit gets "
        "[Power]+4000 until end of turn.",
        {
            "kind": "act",
            "zones": ["RC"],
            "cost": [{"soul_self": True}],
            "effect": [{"gets": {"power": 4000, "target": {"count": 1, "clan": "Lantern Guild", "zone": "VC"}}}],
        },
    ),
]


COMPILED += [
    # counting conditions: a clan in your soul, your rear-guards, hands, rear-guards and damage compared
    (
        "[CONT](VC/RC)During your turn if the number of Lantern Guild in your soul is six or more this unit gets "
        "[Power]+3000.",
        {
            "kind": "cont",
            "zones": ["VC", "RC"],
            "condition": [{"my_turn": True}, {"soul_count_at_least": {"clan": "Lantern Guild", "count": 6}}],
            "effect": [{"power": 3000}],
        },
    ),
    (
        "[CONT](VC):During your turn, if the number of 《Lantern Guild》 rear-guards you have is four or more, this "
        "unit gets [Power]+2000.",
        {
            "kind": "cont",
            "zones": ["VC"],
            "condition": [{"my_turn": True}, {"rear_guards_at_least": {"count": 4, "clan": "Lantern Guild"}}],
            "effect": [{"power": 2000}],
        },
    ),
    (
        "[ACT](VC)[Counter Blast (3)] If you have four or more rear-guards with 'Wick' in its card name draw two cards.",
        {
            "kind": "act",
            "zones": ["VC"],
            "cost": [{"counter_blast": 3}],
            "effect": _if({"rear_guards_at_least": {"count": 4, "name_has": "Wick"}}, [{"draw": 2}]),
        },
    ),
    (
        "[AUTO](VC)When this unit attacks if the number of other rear-guards you have with 'Wick' in its card name is "
        "three or more this unit gets [Power]+3000 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC"],
            "effect": _if(
                {"rear_guards_at_least": {"count": 3, "name_has": "Wick"}},
                [{"gets": {"power": 3000, "until": "battle"}}],
            ),
        },
    ),
    (
        "[AUTO](VC/RC)When this unit attacks if the number of cards in your hand is less than your opponents this "
        "unit gets [Power]+3000 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC", "RC"],
            "effect": _if({"hand_compared": "fewer"}, [{"gets": {"power": 3000, "until": "battle"}}]),
        },
    ),
    (
        "[AUTO](VC/RC) When this unit attacks if the number of rear-guards you have is less than your opponents this "
        "unit gets [Power]+3000 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC", "RC"],
            "effect": _if({"fewer_rear_guards": True}, [{"gets": {"power": 3000, "until": "battle"}}]),
        },
    ),
    (
        "[AUTO](VC/RC)When this unit attacks if the number of cards in your damage zone is more than or equal to your "
        "opponents this unit gets [Power]+3000 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC", "RC"],
            "effect": _if({"damage_not_fewer": True}, [{"gets": {"power": 3000, "until": "battle"}}]),
        },
    ),
    (
        "[CONT](VC)During your turn if the number of cards in your hand is four or greater this unit gets [Power]+2000.",
        {
            "kind": "cont",
            "zones": ["VC"],
            "condition": [{"my_turn": True}, {"min_hand": 4}],
            "effect": [{"power": 2000}],
        },
    ),
    (
        "[AUTO](VC)When this unit attacks if the number of cards in your opponents damage zone is three or more this "
        "unit gets [Power]+2000 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC"],
            "condition": [{"opponent_damage_at_least": 3}],
            "effect": [{"gets": {"power": 2000, "until": "battle"}}],
        },
    ),
]


COMPILED += [
    # "look at N cards from the top of your deck, search for up to M ... from among them, ..., and shuffle your deck"
    (
        "[ACT](RC)[Counter Blast (1) amp Put this unit into your soul] Look at up to five cards from the top of your "
        "deck search for up to one grade 3 or greater Lantern Guild from among them reveal it to your opponent put it "
        "into your hand and shuffle your deck.",
        {
            "kind": "act",
            "zones": ["RC"],
            "cost": [{"counter_blast": 1}, {"soul_self": True}],
            "effect": [{"look_search": {"look": 5, "up_to": 1, "to": "hand", "grade_min": 3, "clan": "Lantern Guild"}}],
        },
    ),
    (
        "[AUTO] When a card named 'Wick Squire' rides this unit look at up to seven cards from the top of your deck "
        "search for up to one card named 'Wick Knight' or 'Wick Lord' from among them reveal it to your opponent put "
        "it into your hand and shuffle your deck.",
        {
            "kind": "auto",
            "when": "ridden",
            "zones": ["VC"],
            "effect": [{"look_search": {"look": 7, "up_to": 1, "to": "hand", "names": ["Wick Knight", "Wick Lord"]}}],
            "params": {"rider_name": "Wick Squire"},
        },
    ),
    (
        "[ACT](RC)[Counter Blast (1)] Look at the top ten cards of your deck search for up to one Lantern Guild from "
        "among them put it into your soul and shuffle your deck.",
        {
            "kind": "act",
            "zones": ["RC"],
            "cost": [{"counter_blast": 1}],
            "effect": [{"look_search": {"look": 10, "up_to": 1, "to": "soul", "clan": "Lantern Guild"}}],
        },
    ),
    (
        "[AUTO](VC) Limit Break 4 At the beginning of your main phase look at up to five cards from the top of your "
        "deck search for up to one grade 3 Lantern Guild from among them ride it and shuffle your deck.",
        {
            "kind": "auto",
            "when": "main_start",
            "zones": ["VC"],
            "condition": [{"limit_break": 4}],
            "effect": [{"look_search": {"look": 5, "up_to": 1, "to": "ride", "grade": 3, "clan": "Lantern Guild"}}],
        },
    ),
    (
        "[ACT](RC):[Counter Blast (1)] Look at up to four cards from the top of your deck, search for up to one card "
        "with 'Wick' in its card name, call it to (RC), and shuffle your deck.",
        {
            "kind": "act",
            "zones": ["RC"],
            "cost": [{"counter_blast": 1}],
            "effect": [{"look_search": {"look": 4, "up_to": 1, "to": "call", "name_has": "Wick"}}],
        },
    ),
]


_DAMAGE_BACK = [{"put": {"zone": "damage", "count": 1, "to": "deck"}}, {"shuffle_deck": True}]
_SELF_BACK = [{"put": {"self": True, "to": "deck"}}, {"shuffle_deck": True}]
COMPILED += [
    # timed triggers: "at the beginning of your end phase / of the end phase of that turn / of the close step of
    # that battle", "at the end of that turn"
    (
        "[AUTO][Counter Blast (1)] When this unit is placed on (VC) or (RC) if you have a Lantern Guild vanguard you "
        "may pay the cost. If you do put the top card of your deck into your damage zone and at the beginning of "
        "your end phase choose a card from your damage zone return it to your deck and shuffle your deck.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["VC", "RC"],
            "condition": [{"vanguard_clan": "Lantern Guild"}],
            "cost": [{"counter_blast": 1}],
            "effect": [
                {"put": {"zone": "deck", "top": 1, "to": "damage"}},
                {"timed": {"at": "your_end_phase", "steps": _DAMAGE_BACK}},
            ],
            "optional": True,
        },
    ),
    (
        "[AUTO]:[Counter Blast (1)] When this unit is placed on (VC) or (RC), you may pay the cost. If you do, put "
        "the top card of your deck into your damage zone, and at the end of that turn, choose a card from your "
        "damage zone, return it to your deck, and shuffle your deck.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["VC", "RC"],
            "cost": [{"counter_blast": 1}],
            "effect": [
                {"put": {"zone": "deck", "top": 1, "to": "damage"}},
                {"timed": {"at": "turn", "steps": _DAMAGE_BACK}},
            ],
            "optional": True,
        },
    ),
    (
        "[AUTO](RC):When this unit boosts, the boosted unit gets [Power]+3000 until end of that battle, and at the "
        "beginning of the end phase of that turn, return this unit to your deck, and shuffle your deck.",
        {
            "kind": "auto",
            "when": "boosts",
            "zones": ["RC"],
            "effect": [
                {"boosted_gets": {"power": 3000, "until": "battle"}},
                {"timed": {"at": "turn", "steps": _SELF_BACK}},
            ],
        },
    ),
    (
        "[AUTO](RC)[Soul Blast (1)] When this unit attacks you may pay the cost. If you do this unit gets "
        "[Power]+5000 until end of that battle and at the beginning of the close step of that battle return this "
        "unit to your deck and shuffle your deck.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["RC"],
            "cost": [{"soul_blast": 1}],
            "effect": [
                {"gets": {"power": 5000, "until": "battle"}},
                {"timed": {"at": "battle", "steps": _SELF_BACK}},
            ],
            "optional": True,
        },
    ),
    (
        "[AUTO]R When an attack hits during the battle that this unit boosted you may Soul Charge (1). If you do "
        "return this unit to your deck and shuffle your deck.",
        {
            "kind": "auto",
            "when": "boost_hits",
            "zones": ["RC"],
            "effect": [{"may": {"do": [{"soul_charge": 1}], "then": _SELF_BACK}}],
        },
    ),
]


COMPILED += [
    # a boosted unit "that has Limit Break 4" (VG 10.2.5)
    (
        "[AUTO](RC)[Counter Blast (1)] When this unit boosts a Lantern Guild that has Limit Break 4 you may pay the "
        "cost. If you do the boosted unit gets [Power]+3000 until end of that battle.",
        {
            "kind": "auto",
            "when": "boosts",
            "zones": ["RC"],
            "cost": [{"counter_blast": 1}],
            "effect": [{"boosted_gets": {"power": 3000, "until": "battle"}}],
            "optional": True,
            "params": {"boosts": {"clan": "Lantern Guild", "limit_break": 4}},
        },
    ),
    (
        "[AUTO](RC)[Counter Blast (1)] When this unit boosts a Lantern Guild if the boosted unit has Limit Break 4 "
        "you may pay the cost. If you do the boosted unit gets [Power]+3000 until end of that battle",
        {
            "kind": "auto",
            "when": "boosts",
            "zones": ["RC"],
            "condition": [{"boosted_limit_break": 4}],
            "cost": [{"counter_blast": 1}],
            "effect": [{"boosted_gets": {"power": 3000, "until": "battle"}}],
            "optional": True,
            "params": {"boosts": {"clan": "Lantern Guild"}},
        },
    ),
    (
        "[AUTO](RC):[Put this unit into your soul] When an attack hits a vanguard during the battle that this unit "
        "boosted a 《Lantern Guild》 with Limit Break 4, you may pay the cost. If you do, draw a card.",
        {
            "kind": "auto",
            "when": "boost_hits",
            "zones": ["RC"],
            "condition": [{"attacking_vanguard": True}, {"boosted_clan": "Lantern Guild"}, {"boosted_limit_break": 4}],
            "cost": [{"soul_self": True}],
            "effect": [{"draw": 1}],
            "optional": True,
        },
    ),
]


COMPILED += [
    # circles by name; "when this unit is put into the drop zone from (RC) / (GC)"; "during your <phase> phase"
    (
        "[AUTO] When this unit is placed on Rear-guard Circle choose another of your Lantern Guild and that unit gets "
        "Power +2000 until end of turn.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["RC"],
            "effect": [
                {
                    "gets": {
                        "power": 2000,
                        "target": {"count": 1, "other": True, "clan": "Lantern Guild", "zone": "units"},
                    }
                }
            ],
        },
    ),
    (
        "[AUTO] When this unit is put into the drop zone from Guardian Circle if you have a Lantern Guild vanguard "
        "you may Soul Charge (2).",
        {
            "kind": "auto",
            "when": "to_drop",
            "zones": ["GC"],
            "effect": _if({"vanguard_clan": "Lantern Guild"}, [{"may": [{"soul_charge": 2}]}]),
        },
    ),
    (
        "[AUTO] During your battle phase when this unit is put into the drop zone from (RC) choose one of your "
        "Lantern Guild and that unit gets [Power]+3000 until end of turn.",
        {
            "kind": "auto",
            "when": "to_drop",
            "zones": ["RC"],
            "condition": [{"my_turn": True}, {"phase": "battle"}],
            "effect": [{"gets": {"power": 3000, "target": {"count": 1, "clan": "Lantern Guild", "zone": "units"}}}],
        },
    ),
]


COMPILED += [
    # "... and put the rest on the bottom of your deck in any order": how many are looked at matters
    (
        "[AUTO](VC/RC)When this units attack hits a vanguard look at up to five cards from the top of your deck "
        "search for up to one card named 'Wick Lord' from among them reveal it to your opponent put it into your hand "
        "and put the rest on the bottom of your deck in any order.",
        {
            "kind": "auto",
            "when": "hits",
            "zones": ["VC", "RC"],
            "condition": [{"attacking_vanguard": True}],
            "effect": [
                {
                    "look_search": {
                        "look": 5,
                        "up_to": 1,
                        "to": "hand",
                        "rest": "bottom",
                        "look_up_to": True,
                        "names": ["Wick Lord"],
                    }
                }
            ],
        },
    ),
]


COMPILED += [
    # "when this unit's / your vanguard's drive check reveals ..."
    (
        '[AUTO](VC):When this unit\'s drive check reveals a "Lantern Guild", this unit gets [Power]+2000 until end of '
        "that battle.",
        {
            "kind": "auto",
            "when": "drive_reveals",
            "zones": ["VC"],
            "effect": [{"gets": {"power": 2000, "until": "battle"}}],
            "params": {"reveals": {"clan": "Lantern Guild"}},
        },
    ),
    (
        "[AUTO](RC) When your vanguards drive check reveals a grade 3 Lantern Guild [Stand] this unit.",
        {
            "kind": "auto",
            "when": "drive_reveals",
            "zones": ["RC"],
            "effect": [{"stand": "self"}],
            "params": {"reveals": {"grade": 3, "clan": "Lantern Guild"}},
        },
    ),
    (
        '[AUTO](VC) Limit Break 4:When this unit\'s drive check reveals a grade 1 or greater card with "Wick" in its '
        'card name, choose one of your "Lantern Guild" rear-guards, and [Stand] it.',
        {
            "kind": "auto",
            "when": "drive_reveals",
            "zones": ["VC"],
            "condition": [{"limit_break": 4}],
            "effect": [{"stand": {"count": 1, "clan": "Lantern Guild", "zone": "RC"}}],
            "params": {"reveals": {"grade_min": 1, "name_has": "Wick"}},
        },
    ),
]


COMPILED += [
    # "if it is the Nth battle of that turn (or more)", "if the number of battles during this turn is N or more"
    (
        "[AUTO](VC)When this unit attacks if it is the third battle of that turn or more this unit gets [Power]+3000 "
        "until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC"],
            "condition": [{"battle_at_least": 3}],
            "effect": [{"gets": {"power": 3000, "until": "battle"}}],
        },
    ),
    (
        '[AUTO](VC/RC):When this unit attacks, if you have a "Lantern Guild" vanguard, and if it is the second '
        "battle of that turn, this unit gets [Power]+3000 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC", "RC"],
            "condition": [{"battle_number": 2}],
            "effect": _if({"vanguard_clan": "Lantern Guild"}, [{"gets": {"power": 3000, "until": "battle"}}]),
        },
    ),
]


COMPILED += [
    (
        "[AUTO](VC/RC)When this unit attacks if you have a Lantern Guild vanguard or rear-guard that has Limit Break 4 "
        "this unit gets [Power]+3000 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC", "RC"],
            "effect": _if(
                {"limit_break_unit": {"clan": "Lantern Guild", "limit_break": 4}},
                [{"gets": {"power": 3000, "until": "battle"}}],
            ),
        },
    ),
]


COMPILED += [
    # Counter Blast of named cards; "This ability cannot be used for the rest of that turn"
    (
        "[ACT](VC)[Counter Blast (2) - Cards with 'Wick' in its card name] This unit gets [Power]+5000 until end of "
        "turn.",
        {
            "kind": "act",
            "zones": ["VC"],
            "cost": [{"counter_blast_of": {"count": 2, "name_has": "Wick"}}],
            "effect": [{"power": 5000}],
        },
    ),
    (
        '[AUTO](VC/RC):[Counter Blast (1)-"Lantern Guild"] When this unit attacks, if you have a "Lantern Guild" '
        "vanguard, you may pay the cost. If you do, this unit gets [Power]+4000 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC", "RC"],
            "condition": [{"vanguard_clan": "Lantern Guild"}],
            "cost": [{"counter_blast_of": {"count": 1, "clan": "Lantern Guild"}}],
            "effect": [{"gets": {"power": 4000, "until": "battle"}}],
            "optional": True,
        },
    ),
    (
        "[ACT](RC)[Counter Blast (1)] If you have a Lantern Guild vanguard choose up to two of your other rear-guards "
        "with 'Wick' in its card name and [Stand] them. This ability cannot be used for the rest of that turn.",
        {
            "kind": "act",
            "zones": ["RC"],
            "cost": [{"counter_blast": 1}],
            "effect": _if(
                {"vanguard_clan": "Lantern Guild"},
                [{"stand": {"up_to": 2, "other": True, "name_has": "Wick", "zone": "RC"}}],
            ),
            "once_per_turn": True,
        },
    ),
]


COMPILED += [
    # "when another of your <unit> is placed on (RC)", "when your grade 3 <clan> is placed on (VC)"
    (
        "[AUTO](VC)When another of your Lantern Guild is placed on (RC) you may Soul Charge (1).",
        {
            "kind": "auto",
            "when": "ally_placed",
            "zones": ["VC"],
            "effect": [{"soul_charge": 1}],
            "optional": True,
            "params": {"placed": {"zone": "RC", "clan": "Lantern Guild"}},
        },
    ),
    (
        '[AUTO](RC):When your grade 3 unit with "Wick" in its card name is placed on (VC), this unit gets '
        "[Power]+10000 until end of turn.",
        {
            "kind": "auto",
            "when": "ally_placed",
            "zones": ["RC"],
            "effect": [{"power": 10000}],
            "params": {"placed": {"zone": "VC", "grade": 3, "name_has": "Wick"}},
        },
    ),
]


COMPILED += [
    (
        "[AUTO](VC/RC):During your main phase, when an opponent's rear-guard is put into the drop zone, this unit get "
        "[Power] +3000 until end of turn.",
        {
            "kind": "auto",
            "when": "opponent_retired",
            "zones": ["VC", "RC"],
            "condition": [{"my_turn": True}, {"phase": "main"}],
            "effect": [{"power": 3000}],
        },
    ),
]


COMPILED += [
    # "when a <clan> rides this unit" (the card's own clan)
    (
        "[AUTO] Limit Break 4 When a Lantern Guild rides this unit choose your vanguard and that unit gets "
        "[Power]+10000/[Critical]+1 until end of turn.",
        {
            "kind": "auto",
            "when": "ridden",
            "zones": ["VC"],
            "condition": [{"limit_break": 4}],
            "effect": [{"gets": {"power": 10000, "critical": 1, "target": {"count": 1, "zone": "VC"}}}],
            "params": {"rider_clan": "Lantern Guild"},
        },
    ),
]


COMPILED += [
    # "choose up to one <clan> from your hand and put it into your soul"; "... and return it to your hand";
    # "choose a card from your drop zone, and call it to (RC)"
    (
        "[AUTO]When this unit is placed on (VC) or (RC) if you have a Lantern Guild vanguard choose up to one Lantern "
        "Guild from your hand and put it into your soul.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["VC", "RC"],
            "effect": _if(
                {"vanguard_clan": "Lantern Guild"},
                [{"put": {"clan": "Lantern Guild", "zone": "hand", "up_to": 1, "to": "soul"}}],
            ),
        },
    ),
    (
        "[AUTO][Counter Blast (1)] When this unit is placed on (RC) you may pay the cost. If you do choose another of "
        "your Lantern Guild rear-guards and return it to your hand.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["RC"],
            "cost": [{"counter_blast": 1}],
            "effect": [{"put": {"count": 1, "other": True, "clan": "Lantern Guild", "zone": "RC", "to": "hand"}}],
            "optional": True,
        },
    ),
    (
        "[AUTO]:[Counter Blast (2)] When this unit is placed on (VC), you may pay the cost. If you do, choose a card "
        "from your drop zone, and call it to (RC).",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["VC"],
            "cost": [{"counter_blast": 2}],
            "effect": [{"superior_call": {"from": "drop", "count": 1}}],
            "optional": True,
        },
    ),
]


COMPILED += [
    (
        "[AUTO]:[Counter Blast (2)] When this unit is placed on (VC), you may pay the cost. If you do, search your deck "
        'for up to one card with "Wick" in its card name, call it to (RC), and shuffle your deck.',
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["VC"],
            "cost": [{"counter_blast": 2}],
            "effect": [{"superior_call": {"from": "deck", "count": 1, "name_has": "Wick"}}],
            "optional": True,
        },
    ),
]


COMPILED += [
    # "when this unit intercepts" (the unit is on (GC)); [Shield]
    (
        '[AUTO]:When this unit intercepts, if you have a "Lantern Guild" vanguard, this unit gets [Shield]+5000 until '
        "end of that battle.",
        {
            "kind": "auto",
            "when": "intercepts",
            "zones": ["GC"],
            "effect": _if({"vanguard_clan": "Lantern Guild"}, [{"gets": {"shield": 5000, "until": "battle"}}]),
        },
    ),
]


COMPILED += [
    (
        "[AUTO][Counter Blast (1)] When this unit is returned to your hand from (RC) if you have a Lantern Guild "
        "vanguard you may pay the cost. If you do Soul Charge (1) and draw a card.",
        {
            "kind": "auto",
            "when": "to_hand",
            "zones": ["RC"],
            "condition": [{"vanguard_clan": "Lantern Guild"}],
            "cost": [{"counter_blast": 1}],
            "effect": [{"soul_charge": 1}, {"draw": 1}],
            "optional": True,
        },
    ),
]


COMPILED += [
    (
        "[AUTO]: When this unit is placed on (VC) or (RC), reveal the top card of your deck. If the revealed card is a "
        "grade 1 or 2 Lantern Guild, call it to (RC), and if it is not, shuffle your deck.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["VC", "RC"],
            "effect": [
                {
                    "reveal_top": {
                        "clan": "Lantern Guild",
                        "hit": "call",
                        "miss": "shuffle",
                        "grade_min": 1,
                        "grade_max": 2,
                    }
                }
            ],
        },
    ),
]


COMPILED += [
    # costs: retiring rear-guards of a clan or name ("another": not this unit), this unit, a card named from the hand
    (
        "[ACT](VC)[Counter Blast (2) amp Choose three of your Lantern Guild rear-guards and retire them] This unit "
        "gets [Power]+10000/[Critical]+1 until end of turn.",
        {
            "kind": "act",
            "zones": ["VC"],
            "cost": [{"counter_blast": 2}, {"retire_rearguards": {"count": 3, "clan": "Lantern Guild"}}],
            "effect": [{"gets": {"power": 10000, "critical": 1}}],
        },
    ),
    (
        "[AUTO](VC/RC)[Choose another of your rear-guards with 'Wick' in its card name and retire it] When this unit "
        "attacks a vanguard you may pay the cost. If you do this unit gets [Power]+5000 until end of that battle.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC", "RC"],
            "condition": [{"attacking_vanguard": True}],
            "cost": [{"retire_rearguards": {"count": 1, "name_has": "Wick", "other": True}}],
            "effect": [{"gets": {"power": 5000, "until": "battle"}}],
            "optional": True,
        },
    ),
    (
        "[ACT](RC):[Counter Blast (1) and Retire this unit] Search your deck for up to one grade 1 or less Lantern "
        "Guild, reveal it to your opponent, put it into your hand, and shuffle your deck.",
        {
            "kind": "act",
            "zones": ["RC"],
            "cost": [{"counter_blast": 1}, {"retire_self": True}],
            "effect": [{"search": {"zone": "deck", "grade_at_most": 1, "clan": "Lantern Guild", "up_to": 1}}],
        },
    ),
    (
        "[AUTO] (VC)[Counter Blast (2) amp Choose a card named 'Wick Queen' from your hand and discard it] When this "
        "units attack hits you may pay the cost. If you do [Stand] this unit.",
        {
            "kind": "auto",
            "when": "hits",
            "zones": ["VC"],
            "cost": [{"counter_blast": 2}, {"discard_card": {"count": 1, "name": "Wick Queen"}}],
            "effect": [{"stand": "self"}],
            "optional": True,
        },
    ),
]


COMPILED += [
    # "draw a card choose a card from your hand and put it on the bottom of your deck" (the comma lost);
    # "this unit loses 'Restraint' until end of turn"
    (
        "[AUTO]V/R When this unit attacks if the number of Lantern Guild in your soul is six or more draw a card "
        "choose a card from your hand and put it on the bottom of your deck.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC", "RC"],
            "effect": _if(
                {"soul_count_at_least": {"clan": "Lantern Guild", "count": 6}},
                [{"draw": 1}, {"put": {"zone": "hand", "count": 1, "to": "deck", "bottom": True}}],
            ),
        },
    ),
    (
        "[AUTO][Counter Blast (2)] When this unit is placed on (VC) you may pay the cost. If you do draw two cards "
        "choose a card from your hand and discard it.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["VC"],
            "cost": [{"counter_blast": 2}],
            "effect": [{"draw": 2}, {"discard": 1}],
            "optional": True,
        },
    ),
    (
        "[ACT](VC/RC)[Soul Blast (3)] This unit loses 'Restraint' until end of turn.",
        {"kind": "act", "zones": ["VC", "RC"], "cost": [{"soul_blast": 3}], "effect": [{"remove": "restraint"}]},
    ),
]


COMPILED += [
    (
        "[AUTO]V/R During your turn when another of your Lantern Guild rear-guards is put into the drop zone this unit "
        "gets Power +1000 until end of turn.",
        {
            "kind": "auto",
            "when": "ally_retired",
            "zones": ["VC", "RC"],
            "condition": [{"my_turn": True}],
            "effect": [{"power": 1000}],
            "params": {"retired": {"clan": "Lantern Guild"}},
        },
    ),
]


COMPILED += [
    (
        "[AUTO]:[Soul Blast (1)] When this unit is placed on (RC) from your drop zone, if you have a 《Lantern Guild》 "
        "vanguard, you may pay the cost. If you do, draw a card.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["RC"],
            "condition": [{"vanguard_clan": "Lantern Guild"}],
            "cost": [{"soul_blast": 1}],
            "effect": [{"draw": 1}],
            "optional": True,
            "params": {"placed_from": "drop"},
        },
    ),
]


COMPILED += [
    # "search your deck up to" (for lost); a called unit to the bottom at the end of the turn; a search into the soul
    (
        "[AUTO][Counter Blast (1)] When this unit is placed on (VC) or (RC) you may pay the cost. If you do search "
        "your deck up to one card named 'Wick Rat' call it to (RC) and shuffle your deck and at the beginning of the "
        "end phase of that turn put that unit on the bottom of your deck.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["VC", "RC"],
            "cost": [{"counter_blast": 1}],
            "effect": [
                {"superior_call": {"from": "deck", "count": 1, "name": "Wick Rat", "at_end": "turn", "then": "bottom"}}
            ],
            "optional": True,
        },
    ),
    (
        "[ACT](RC) [Counter Blast (1) amp Put this unit into your soul] Search your deck for up to one grade 2 or less "
        "Lantern Guild put it into your soul and shuffle your deck.",
        {
            "kind": "act",
            "zones": ["RC"],
            "cost": [{"counter_blast": 1}, {"soul_self": True}],
            "effect": [
                {"put": {"zone": "deck", "grade_at_most": 2, "clan": "Lantern Guild", "up_to": 1, "to": "soul"}},
                {"shuffle_deck": True},
            ],
        },
    ),
]


COMPILED += [
    (
        "[AUTO](VC)At the beginning of your main phase Soul Charge (1) draw a card choose a card from your hand and put "
        "it on the bottom of your deck.",
        {
            "kind": "auto",
            "when": "main_start",
            "zones": ["VC"],
            "effect": [
                {"soul_charge": 1},
                {"draw": 1},
                {"put": {"zone": "hand", "count": 1, "to": "deck", "bottom": True}},
            ],
        },
    ),
]


COMPILED += [
    # "if you do not have any cards in your soul", "if the number of cards in your soul is one or less", "draw up to"
    (
        "[CONT](VC) During your turn if you do not have any cards in your soul this unit gets [Power] +3000.",
        {
            "kind": "cont",
            "zones": ["VC"],
            "condition": [{"my_turn": True}, {"soul_at_most": 0}],
            "effect": [{"power": 3000}],
        },
    ),
    (
        "[AUTO]:[Counter Blast (2)] When this unit is placed on (VC), if the number of cards in your soul is one or "
        "less, you may pay the cost. If you do, draw up to two cards",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["VC"],
            "condition": [{"soul_at_most": 1}],
            "cost": [{"counter_blast": 2}],
            "effect": [{"draw": {"up_to": 2}}],
            "optional": True,
        },
    ),
]


COMPILED += [
    (
        "[AUTO](VC)At the beginning of your attack step if this units [Power] is 15000 or greater this unit gets "
        "[Critical]+1 until end of that battle.",
        {
            "kind": "auto",
            "when": "attack_step",
            "zones": ["VC"],
            "condition": [{"my_turn": True}],
            "effect": _if({"self_power_at_least": 15000}, [{"gets": {"critical": 1, "until": "battle"}}]),
        },
    ),
]


COMPILED += [
    # the opponent chooses (VG 8.5.3.1)
    (
        "[ACT](VC)[Counter Blast (2) - Cards with 'Wick' in their card name] Your opponent chooses one of his or her "
        "rear-guards and retires it.",
        {
            "kind": "act",
            "zones": ["VC"],
            "cost": [{"counter_blast_of": {"count": 2, "name_has": "Wick"}}],
            "effect": [{"retire": {"zone": "RC", "owner": "opponent", "count": 1, "chosen_by": "opponent"}}],
        },
    ),
    (
        "[AUTO](VC/RC):[Counter Blast (1)] When this unit's attack hits, you may pay the cost. If you do, your opponent "
        "chooses a card from his or her hand, and discards it.",
        {
            "kind": "auto",
            "when": "hits",
            "zones": ["VC", "RC"],
            "cost": [{"counter_blast": 1}],
            "effect": [{"discard": {"count": 1, "owner": "opponent", "chosen_by": "opponent"}}],
            "optional": True,
        },
    ),
]


COMPILED += [
    (
        "[AUTO][Counter Blast (2)] When this unit is placed on (VC) or (RC) you may pay the cost. If you do choose "
        "one of your opponents grade 2 or greater rear-guards in the front row and retire it.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["VC", "RC"],
            "cost": [{"counter_blast": 2}],
            "effect": [{"retire": {"count": 1, "grade_at_least": 2, "zone": "front_RC", "owner": "opponent"}}],
            "optional": True,
        },
    ),
]


@pytest.mark.parametrize(("text", "expected"), COMPILED, ids=[str(i) for i in range(len(COMPILED))])
def test_a_line_compiles_to_its_ability(text: str, expected: dict[str, Any]) -> None:
    assert one(text, **CLAN) == expected


NOT_COMPILED = [
    # another clan than this unit's, named bare: not guessed
    (
        "[AUTO]When this unit is placed on (RC) choose another of your Moonveil and that unit gets [Power]+2000 until end of turn.",
        CLAN,
    ),
    # boosted by a unit of another clan than this unit's: not read
    ("[AUTO](VC)When this unit is boosted by a Kagero this unit gets [Power]+4000 until end of that battle.", CLAN),
    # another clan than the card's own could be a name or a race: not guessed
    ("[AUTO] When another Moonveil rides this unit you may call this card to (RC).", CLAN),
    ("[AUTO](VC/RC):When this unit's attack hits, if you have a Moonveil vanguard, you may Soul Charge (1).", CLAN),
    # "the same clan" of a card without a clan
    ("[AUTO] Forerunner (When a unit of the same clan rides this unit you may call this unit to (RC))", {}),
    # with a cost too, another clan is not guessed at
    (
        "[AUTO](VC/RC):[Counter Blast (1)] When this unit's attack hits, if you have a Moonveil vanguard, you may "
        "pay the cost. If you do, draw a card.",
        CLAN,
    ),
    # Sentinel with other words
    ("[CONT] Sentinel, and this unit gets [Power]+1000.", CLAN),
    # Lord on a line with other words
    ("[CONT](VC/RC) Lord, and this unit gets [Power]+1000.", CLAN),
    # a perfect guard of another clan than the card's own
    (
        "[AUTO][Choose a Moonveil from your hand and discard it] When this unit is placed on (GC) you may pay the cost. "
        "If you do choose one of your Moonveil that is being attacked and that unit cannot be hit until end of that "
        "battle.",
        CLAN,
    ),
    # a call to an open (RC) only, or cards called together without "separate" circles
    (
        "[AUTO] When this unit is placed on (RC), search your deck for up to one Lantern Guild, call it to an open "
        "(RC), and shuffle your deck.",
        CLAN,
    ),
    (
        "[AUTO] When this unit is placed on (RC), search your deck for up to two Lantern Guild, call them to (RC), and "
        "shuffle your deck.",
        CLAN,
    ),
    # the boosted unit named as a vanguard of a clan
    (
        "[AUTO](RC) When an attack hits during the battle that this unit boosted a Lantern Guild vanguard, draw a card.",
        CLAN,
    ),
]


NOT_COMPILED += [
    # boosting a unit of another clan, or a name printed without quotes: not guessed
    ("[AUTO](RC)When this unit boosts a Moonveil the boosted unit gets [Power]+3000 until end of that battle.", CLAN),
    (
        "[AUTO](RC):When this unit boosts a unit named Wick Warden, the boosted unit gets [Power]+4000 until end of "
        "that battle.",
        CLAN,
    ),
    # the boosted unit's gain says how long it lasts
    ("[AUTO](RC)When this unit boosts a Lantern Guild the boosted unit gets [Power]+3000.", CLAN),
]


NOT_COMPILED += [
    # "up to one" from a public zone: a superior call of one card would not let the player choose none
    (
        "[AUTO][Counter Blast (2)] When this unit is placed on (VC) you may pay the cost. If you do choose up to one "
        "Lantern Guild from your soul and call it to (RC).",
        CLAN,
    ),
    # <X> of another name than the card's clan: a race, or a clan in fan wording
    (
        "[AUTO] When this unit is placed on (RC), choose another of your <Wick Beast>, and that unit gets "
        "[Power]+2000 until end of turn.",
        CLAN,
    ),
]


NOT_COMPILED += [
    # "other" rear-guards counted by an ability of a rear-guard circle: this unit would have to be left out
    (
        "[AUTO](RC)When this unit attacks if the number of other rear-guards you have with 'Wick' in its card name "
        "is three or more this unit gets [Power]+3000 until end of that battle.",
        CLAN,
    ),
    # another clan in the soul
    (
        "[CONT](VC)If the number of Moonveil in your soul is eight or more this unit gets [Power]+1000.",
        CLAN,
    ),
]


NOT_COMPILED += [
    # cards found put into the hand without being revealed, or called to "open" circles
    (
        "[ACT](RC)[Counter Blast (1)] Look at up to five cards from the top of your deck search for up to one "
        "Lantern Guild from among them put it into your hand and shuffle your deck.",
        CLAN,
    ),
    (
        "[ACT](RC)[Counter Blast (1)] Look at up to five cards from the top of your deck search for up to two "
        "Lantern Guild from among them call them to separate open (RC) and shuffle your deck.",
        CLAN,
    ),
]


NOT_COMPILED += [
    # a timed trigger on "that unit" (a unit chosen before): not read
    (
        "[ACT](VC)[Counter Blast (2)] Choose one of your Lantern Guild rear-guards and that unit gets [Power]+4000 "
        "until end of turn and at the beginning of the end phase of that turn retire that unit.",
        CLAN,
    ),
]


NOT_COMPILED += [
    # this card in the drop zone is not a unit an effect of the field can move
    ("[AUTO]When this unit is put into the drop zone from (GC) put this unit into your soul.", CLAN),
]


NOT_COMPILED += [
    # a drive check revealing a clan other than the card's own
    (
        "[AUTO](VC):When this unit's drive check reveals a Moonveil, this unit gets [Power]+2000 until end of that battle.",
        CLAN,
    ),
]


NOT_COMPILED += [
    # a Counter Blast of another clan than the card's own
    (
        "[AUTO](VC/RC)[Counter Blast (1) - Moonveil] When this unit attacks you may pay the cost. If you do this unit "
        "gets [Power]+4000 until end of that battle.",
        CLAN,
    ),
]


NOT_COMPILED += [
    # "your <unit> is placed on (RC)" by an ability that works on (RC): it could be this unit
    ("[AUTO](RC)When one of your Lantern Guild is placed on (RC) this unit gets [Power]+3000 until end of turn.", CLAN),
]


NOT_COMPILED += [
    # put into the drop zone "with one of your cards' effects": the cause is not read
    (
        "[AUTO](RC) When an opponent's rear-guard is put into the drop zone with one of your cards effects this unit "
        "gets [Power]+3000 until end of turn.",
        CLAN,
    ),
]


NOT_COMPILED += [
    # any card of the hand "up to one", or one a player could decline to find: not read
    ("[AUTO]When this unit is placed on (VC) choose up to one card from your hand and put it into your soul.", CLAN),
    (
        "[AUTO]When this unit is placed on (VC) choose a card from your hand and call it to (RC).",
        CLAN,
    ),
]


NOT_COMPILED += [
    # a shield gained without a duration
    ("AUTO When this unit intercepts if you have a Lantern Guild vanguard this unit gets Shield +5000.", CLAN),
]


NOT_COMPILED += [
    # "one of your <clan> rear-guards" for an ability of (RC): it could be this unit
    (
        "[AUTO](RC) When one of your Lantern Guild rear-guards is put into the drop zone you may Soul Charge (1).",
        CLAN,
    ),
]


NOT_COMPILED += [
    # this unit's power in a continuous ability: not read
    ("[CONT](VC) If this unit's [Power] is 15000 or greater this unit gets [Critical]+1.", CLAN),
]


@pytest.mark.parametrize(("text", "card"), NOT_COMPILED, ids=[str(i) for i in range(len(NOT_COMPILED))])
def test_a_line_not_read_exactly_is_not_compiled(text: str, card: dict[str, Any]) -> None:
    assert one(text, **card) is None


def test_a_line_with_an_if_condition_played_by_hand_keeps_its_words() -> None:
    """By hand, the condition is not read: the players read it with the effect's words."""
    text = (
        "[AUTO](VC/RC):When this unit attacks, if you have a Lantern Guild vanguard, look at the top card of "
        "your opponent's deck."
    )
    r = compile_card(GAME, {"text": text, **CLAN}).results[0]
    assert r.by_hand and r.ability is not None
    assert r.ability["effect"] == [
        {"manual": "if you have a Lantern Guild vanguard, look at the top card of your opponent's deck."}
    ]


SENTINEL_LINES = [
    "[CONT] Sentinel",
    "[CONT]:Sentinel",
    '[CONT]: Sentinel (You may only have up to four cards with "Sentinel" in a deck.)',
    # the reminder quoting the keyword with its marker is one line
    "[CONT]:Sentinel (You may only have up to four cards with '[CONT]:Sentinel' in a deck.)",
]


@pytest.mark.parametrize("text", SENTINEL_LINES, ids=[str(i) for i in range(len(SENTINEL_LINES))])
def test_sentinel_is_a_keyword_of_the_skills_field(text: str) -> None:
    compiled = compile_card(GAME, {"text": text, **CLAN})
    assert len(compiled.results) == 1 and compiled.results[0].compiled
    assert compiled.keywords == {"skills": ["sentinel"]}
