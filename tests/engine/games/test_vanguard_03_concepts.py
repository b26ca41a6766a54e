"""Cardfight!! Vanguard rules, Section 3, Basic Concept: abilities, owner and
master, check and play timing, units (VG 3)."""

from __future__ import annotations

from engine.events import CardMoved
from engine.flow import check_timing
from engine.games.vanguard.abilities import fire
from engine.games.vanguard.trigger_checks import deal_damage
from tests.engine.games.vg import (
    battle_game,
    custom,
    drive,
    stack_top,
)


def test_vg_3_4_5_master_of_an_automatic_ability_is_the_cards_master() -> None:
    """VG 3.4.5 / VG 3.4.2: an automatic ability of the opponent's unit stands by for that player,
    the master of the card (the player whose zone it is in)."""
    g = battle_game()
    unit = custom(g, 1, "VC", abilities=({"kind": "auto", "when": "attacked", "effect": [{"soul_charge": 1}]},))
    assert unit.master == 1
    fire(g, "attacked", unit)
    assert [p.controller for p in g.pending] == [1]


def test_vg_3_12_2_draw_moves_the_top_card_of_the_masters_deck() -> None:
    """VG 3.12.1 / VG 3.12.2: 'draw a card' moves the top card of the ability's master's deck to that hand."""
    g = battle_game()
    unit = custom(g, 1, "VC", abilities=({"kind": "auto", "when": "attacked", "effect": [{"draw": 1}]},))
    top = g.zone(1, "deck").cards[-1]
    fire(g, "attacked", unit)
    drive(g, check_timing(g))
    assert top.zone.name == "hand" and top.owner == 1


def test_vg_3_13_1_1_damage_goes_through_the_trigger_zone() -> None:
    """VG 3.13.1 / VG 3.13.1.1: dealing damage puts the top card of the deck into the trigger zone,
    then into the damage zone."""
    g = battle_game()
    card = stack_top(g, 1, "PMV2-006")
    n = len(g.journal)
    drive(g, deal_damage(g, 1, 1))
    moves = [(e.src, e.dst) for e in g.journal[n:] if isinstance(e, CardMoved) and e.card == card.iid]
    assert moves == [("p1.deck", "p1.trigger"), ("p1.trigger", "p1.damage")]


def test_vg_3_14_1_1_source_of_an_effect_is_the_card_with_the_ability() -> None:
    """VG 3.14.1 / VG 3.14.1.1 / VG 3.4.3: a +power effect records the unit whose ability made it
    as its source, and that ability's master as its master."""
    g = battle_game()
    unit = custom(g, 1, "VC", abilities=({"kind": "auto", "when": "attacked", "effect": [{"power": 3000}]},))
    fire(g, "attacked", unit)
    drive(g, check_timing(g))
    e = g.effects[-1]
    assert e.source == unit.iid and e.controller == 1 and e.value == 3000
