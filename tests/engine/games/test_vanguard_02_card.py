"""Cardfight!! Vanguard rules, Section 2, Characteristics of a card (VG 2)."""

from __future__ import annotations

from typing import Any

from engine.decisions import Decision
from engine.games.vanguard.abilities import fire
from engine.games.vanguard.battle import attack_sub_phase
from engine.games.vanguard.trigger_checks import deal_damage, drive_check
from engine.state import REST, STAND
from tests.engine.games.vg import (
    RS,
    battle_game,
    by_prompt,
    custom,
    drive,
    fill,
    first_option,
    put,
    stack_top,
)


def test_vg_2_card_schema_fields() -> None:
    """VG 2: the demo cards carry clan, grade, power, shield, critical, trigger and skill icons."""
    pool = RS.pool
    assert len(pool) >= 28
    empress = pool["PMV1-014"]
    assert empress.get("grade") == 3 and empress.get("shield") is None and "twin_drive" in empress.get("skills")
    sprite = pool["PMV1-002"]
    assert sprite.type == "trigger_unit" and sprite.get("trigger") == "critical" and sprite.get("shield") == 10000


def test_vg_2_8_1_1_2_critical_trigger_on_drive_adds_a_damage() -> None:
    """VG 2.8.1.1.2: a critical trigger gives +1 critical and +5000 power; the vanguard deals 2 damage."""
    g = battle_game()
    atk = put(g, 0, "PMV1-006", "VC")
    put(g, 1, "PMV2-010", "VC")  # 10000 > 8000 before the trigger
    stack_top(g, 0, "PMV1-002")  # critical trigger
    for _ in range(2):
        stack_top(g, 1, "PMV2-006")
    drive(g, attack_sub_phase(g), by_prompt({"Guard": ()}))
    assert g.stat(atk, "critical") == 2 and g.stat(atk, "power") == 13000
    assert len(g.zone(1, "damage").cards) == 2


def test_vg_2_8_1_1_3_draw_trigger_draws_and_gives_power() -> None:
    """VG 2.8.1.1.3: a draw trigger draws a card and gives +5000 power."""
    g = battle_game()
    vc = put(g, 1, "PMV2-006", "VC")
    trig = stack_top(g, 1, "PMV2-004")
    hand = g.zone(1, "hand")
    drive(g, deal_damage(g, 1, 1))
    assert trig in g.zone(1, "damage").cards
    assert len(hand.cards) == 1 and g.stat(vc, "power") == 13000


def test_vg_2_8_1_1_4_stand_trigger_stands_a_rear_guard() -> None:
    """VG 2.8.1.1.4: a stand trigger stands one of your rear-guards."""
    g = battle_game()
    put(g, 0, "PMV1-010", "VC")
    rg = put(g, 0, "PMV1-011", "RC_FL", orientation=REST)
    stack_top(g, 0, "PMV1-004")
    drive(g, drive_check(g, 0, 1))
    assert rg.orientation == STAND


def test_vg_2_8_1_1_5_heal_needs_at_least_as_much_damage_as_the_opponent() -> None:
    """VG 2.8.1.1.5: heal only with as many or more damage than the opponent."""
    g = battle_game()
    put(g, 1, "PMV2-006", "VC")
    put(g, 0, "PMV1-006", "VC")
    fill(g, 1, "damage", 3)
    fill(g, 0, "damage", 3)
    stack_top(g, 1, "PMV2-005")
    drive(g, deal_damage(g, 1, 1))
    # 3 damage against 3 when the heal is checked: one is healed, then the heal card is added.
    assert len(g.zone(1, "damage").cards) == 3
    assert len(g.zone(1, "drop").cards) == 1
    g2 = battle_game()
    put(g2, 1, "PMV2-006", "VC")
    put(g2, 0, "PMV1-006", "VC")
    fill(g2, 1, "damage", 2)
    fill(g2, 0, "damage", 3)
    stack_top(g2, 1, "PMV2-005")
    drive(g2, deal_damage(g2, 1, 1))
    assert len(g2.zone(1, "damage").cards) == 3  # 2 against 3: no heal
    assert g2.zone(1, "drop").cards == []


def test_vg_2_8_1_1_2_critical_and_power_may_go_to_different_units() -> None:
    """VG 2.8.1.1.2: the +1 critical and the +5000 power are chosen separately."""
    g = battle_game()
    vc = put(g, 0, "PMV1-010", "VC")
    rg = put(g, 0, "PMV1-011", "RC_FL")
    stack_top(g, 0, "PMV1-002")

    def answer(d: Decision) -> Any:
        if "critical" in d.prompt:
            return str(vc.iid)
        if "power" in d.prompt:
            return str(rg.iid)
        return first_option(d)

    asked, _ = drive(g, drive_check(g, 0, 1), answer)
    assert g.stat(vc, "critical") == 2 and g.stat(vc, "power") == 10000
    assert g.stat(rg, "power") == 14000 and g.stat(rg, "critical") == 1
    assert {o.card for o in asked[0].options} == {vc.iid, rg.iid}


def test_vg_2_8_1_1_5_heal_with_more_damage_than_the_opponent() -> None:
    """VG 2.8.1.1.5 / VG 7.6.1.6.2: a heal trigger in a damage check heals with more damage than the opponent."""
    g = battle_game()
    put(g, 1, "PMV2-006", "VC")
    put(g, 0, "PMV1-006", "VC")
    fill(g, 1, "damage", 4)
    fill(g, 0, "damage", 2)
    stack_top(g, 1, "PMV2-005")
    drive(g, deal_damage(g, 1, 1))
    assert len(g.zone(1, "damage").cards) == 4 and len(g.zone(1, "drop").cards) == 1


def test_vg_2_11_3_zone_marked_text_works_only_in_that_zone() -> None:
    """VG 2.11.3.1 / VG 2.11.3.2: [VC] text does not work on a rear-guard circle, [RC] not on the vanguard circle."""
    g = battle_game()
    vc_only = custom(
        g, 0, "RC_FL", abilities=({"kind": "auto", "when": "attacks", "zones": ["VC"], "effect": [{"power": 1000}]},)
    )
    rc_only = custom(
        g, 0, "VC", abilities=({"kind": "auto", "when": "attacks", "zones": ["RC"], "effect": [{"power": 1000}]},)
    )
    fire(g, "attacks", vc_only)
    fire(g, "attacks", rc_only)
    assert g.pending == []
    both = custom(
        g,
        0,
        "RC_FR",
        abilities=({"kind": "auto", "when": "attacks", "zones": ["VC", "RC"], "effect": [{"power": 1000}]},),
    )
    fire(g, "attacks", both)  # VG 2.11.3.4
    assert len(g.pending) == 1
