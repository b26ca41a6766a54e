"""Cardfight!! Vanguard rules, Section 8, Play and Resolve Cards and Abilities (VG 8)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities import read_step
from engine.decisions import Decision, Kind
from engine.events import CardMoved, Note
from engine.flow import check_timing
from engine.games.vanguard.abilities import check_situations, fire, install_continuous, play_act
from engine.games.vanguard.battle import attack_sub_phase
from engine.games.vanguard.keywords import call_unit, ride_unit
from engine.games.vanguard.state import VanguardTurn, game_state
from engine.games.vanguard.trigger_checks import deal_damage
from engine.match import Match
from engine.messages import Said
from engine.state import REST, Card
from engine.timing import Duration
from tests.engine.games.vg import (
    RS,
    answer_attack,
    battle_game,
    boost_rear_guard,
    custom,
    drive,
    fill,
    first_option,
    hand,
    lose_boost_vanguard,
    low_hand_drawer,
    match_to,
    new_game,
    pend,
    put,
    sage_game,
    skills,
    stack_top,
    turn_game,
)


def test_vg_8_5_2_1_1_1_ride_needs_same_grade_or_one_higher() -> None:
    """VG 8.5.2.1.1.1: only cards of the vanguard's grade or one higher may be ridden."""
    g = new_game()
    g.turn, g.active, g.phase = 4, 0, "ride"
    put(g, 0, "PMV1-010", "VC")  # grade 2
    g1 = put(g, 0, "PMV1-006", "hand")
    g2 = put(g, 0, "PMV1-011", "hand")
    g3 = put(g, 0, "PMV1-013", "hand")
    g0 = put(g, 0, "PMV1-002", "hand")
    asked, _ = drive(g, RS.ride_phase(g), lambda d: "skip")
    keys = {o.key for o in asked[0].options}
    assert keys == {"skip", f"ride:{g2.iid}", f"ride:{g3.iid}"}
    assert f"ride:{g1.iid}" not in keys and f"ride:{g0.iid}" not in keys
    # Through a real match: on the first turn only grade 0 and 1 cards are offered.
    m = Match.new("vanguard", seed=11)
    d = match_to(m, "Ride phase")
    grades = {m.game.cards[o.card].card.get("grade") for o in d.options if o.card is not None}
    assert grades <= {0, 1}


def test_vg_8_5_2_1_1_2_call_grade_limit_and_end_always_offered() -> None:
    """VG 8.5.2.1.1.2 / VG 6.6.1.3: calls need grade <= vanguard's; ending the main phase is always offered."""
    g = new_game()
    g.turn, g.active, g.phase = 2, 0, "main"
    put(g, 0, "PMV1-006", "VC")
    low = put(g, 0, "PMV1-007", "hand")
    high = put(g, 0, "PMV1-010", "hand")
    asked, _ = drive(g, RS.main_phase(g), lambda d: "end")
    keys = [o.key for o in asked[0].options]
    assert f"call:{low.iid}:RC_FL" in keys and not any(k.startswith(f"call:{high.iid}:") for k in keys)
    assert "end" in keys
    assert len([k for k in keys if k.startswith("call:")]) == 5


def test_vg_8_6_4_leaving_the_field_triggers_from_the_rear_guard_circle() -> None:
    """VG 8.6.4 / VG 8.6.4.1.2: a rear-guard retired by a hit triggers its 'leaves the field' ability."""
    g = battle_game()
    put(g, 0, "PMV1-010", "RC_FL")
    put(g, 1, "PMV2-010", "VC")
    runner = put(g, 1, "PMV2-009", "RC_FR")  # 7000; leaves the field: Soul Charge 1

    def answer(d: Decision) -> Any:
        if "Choose the unit" in d.prompt and "attacks" in d.prompt:
            return str(runner.iid)
        return first_option(d)

    drive(g, attack_sub_phase(g), answer)
    assert runner in g.zone(1, "drop").cards
    assert len(g.zone(1, "soul").cards) == 1
    # From the guardian circle it does not trigger (its ability works on RC only).
    guard = put(g, 1, "PMV2-009", "GC")
    from engine.games.vanguard.keywords import leave_field

    leave_field(g, guard, g.zone(1, "drop"), why="test", rule="VG 7.6.1.8")
    assert g.pending == []


def test_vg_8_5_2_3_activated_ability_once_per_turn_and_cost() -> None:
    """VG 8.5.2.3 / VG 6.6.1.2.2: an activated ability is offered only while its cost can be paid,
    and once per turn when so marked."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-013", "VC")
    warden = put(g, 0, "PMV1-012", "RC_FL")  # ACT 1/turn, CB1: retire
    put(g, 1, "PMV2-007", "RC_FL")
    put(g, 1, "PMV2-006", "RC_FR")
    asked: list[Decision] = []

    def answer(d: Decision) -> Any:
        asked.append(d)
        if "Main phase" in d.prompt:
            act = [o.key for o in d.options if o.key.startswith("act:")]
            return act[0] if act else "end"
        return first_option(d)

    # No face-up damage: the ability cannot be paid, so it is not offered.
    drive(g, RS.main_phase(g), answer)
    assert not any(o.key.startswith("act:") for o in asked[0].options)
    fill(g, 0, "damage", 2)
    asked.clear()
    drive(g, RS.main_phase(g), answer)
    mains = [d for d in asked if "Main phase" in d.prompt]
    assert f"act:{warden.iid}:0" in [o.key for o in mains[0].options]
    assert not any(o.key.startswith("act:") for o in mains[-1].options)  # used this turn
    assert len(g.zone(1, "drop").cards) == 1
    assert sum(1 for c in g.zone(0, "damage").cards if c.face_up) == 1


def test_vg_8_6_2_placed_on_rear_guard_circle_soul_charge() -> None:
    """VG 8.6.2 / VG 10.1.17.1: 'when placed on (RC)' stands by at the call and soul charges at check timing."""
    g = new_game()
    g.turn, g.active, g.phase = 2, 0, "main"
    put(g, 0, "PMV1-006", "VC")
    acolyte = put(g, 0, "PMV1-008", "hand")
    answers = iter([f"call:{acolyte.iid}:RC_BL", "end"])
    drive(g, RS.main_phase(g), lambda d: next(answers))
    assert len(g.zone(0, "soul").cards) == 1
    assert g.zone(0, "RC_BL").cards == [acolyte]


def test_vg_8_4_1_3_turn_player_chooses_the_order_of_the_opponents_abilities() -> None:
    """VG 8.4.1.3: when only the non-turn player's automatic abilities stand
    by, the turn player chooses which of them resolves next."""
    from engine.flow import check_timing
    from engine.match import Match

    m = Match.new("vanguard", seed=3)
    g = m.game
    opp = g.opponent(g.active)
    done: list[str] = []

    def resolver(name: str):  # type: ignore[no-untyped-def]
        def resolve(g, p):  # type: ignore[no-untyped-def]
            done.append(name)
            return
            yield

        return resolve

    g.add_pending(opp, "first", resolver("first"))
    g.add_pending(opp, "second", resolver("second"))
    flow = check_timing(g)
    d = next(flow)
    assert d.player == g.active
    with pytest.raises(StopIteration):
        flow.send(tuple(o for o in d.options if o.label == "second"))
    assert done == ["second", "first"]


def test_vg_8_6_6_situation_trigger_stands_by_once_while_the_situation_lasts() -> None:
    """VG 8.6.6 / VG 8.6.6.1: a situation trigger triggers once when the game meets the situation;
    looking again while it stands by does not trigger it a second time."""
    g = battle_game()
    unit = low_hand_drawer(g)
    assert not hand(g, 0)
    assert check_situations(g)
    assert not check_situations(g)
    assert not check_situations(g)
    mine = [p for p in g.pending if p.source == unit.iid]
    assert len(mine) == 1


def test_vg_8_6_6_1_situation_trigger_triggers_again_while_the_situation_holds() -> None:
    """VG 8.6.6.1: once the ability has resolved, if the game is still in the situation it
    triggers again — 'one or fewer cards in hand: draw' draws from 0 to 2 cards, then stops."""
    g = battle_game()
    low_hand_drawer(g)
    drive(g, check_timing(g))
    assert len(hand(g, 0)) == 2
    assert not g.pending
    # The situation has ceased: nothing more happens until it arises again.
    drive(g, check_timing(g))
    assert len(hand(g, 0)) == 2
    for c in hand(g, 0):
        g.move(c, g.zone(0, "drop"))
    drive(g, check_timing(g))
    assert len(hand(g, 0)) == 2


def test_vg_8_6_6_1_once_per_turn_situation_trigger_and_damage_check_timing() -> None:
    """VG 8.6.6.1 / VG 7.6.1.6.3: Tideturn Regent ('1/Turn: when you have five or more damage,
    +5000 power') triggers in the check timing after the fifth damage; still at five damage it
    does not trigger again this turn (it cannot be used), but does in the next turn."""
    g = battle_game()
    g.active = 0
    regent = put(g, 1, "PMV2-025", "VC")
    fill(g, 1, "damage", 4)
    stack_top(g, 1, "PMV2-006")  # no trigger
    drive(g, deal_damage(g, 1, 1))
    assert len(g.zone(1, "damage").cards) == 5
    assert g.stat(regent, "power") == 16000
    drive(g, check_timing(g))
    assert g.stat(regent, "power") == 16000  # not again this turn
    g.expire(Duration.END_OF_BATTLE, Duration.END_OF_TURN)
    g.turn += 1
    g.turn_data = VanguardTurn()
    g.active = 1
    assert g.stat(regent, "power") == 11000
    drive(g, check_timing(g))
    assert g.stat(regent, "power") == 16000


def test_vg_8_6_6_situation_trigger_below_the_situation_does_not_trigger() -> None:
    """VG 8.6.6: with four damage Tideturn Regent's situation (five or more) is not met."""
    g = battle_game()
    regent = put(g, 1, "PMV2-025", "VC")
    fill(g, 1, "damage", 4)
    drive(g, check_timing(g))
    assert g.stat(regent, "power") == 11000
    assert not g.pending


def test_vg_8_7_2_dependent_effect_applies_after_the_one_it_depends_on() -> None:
    """VG 8.7.2: 'your rear-guards with boost get intercept' depends on an effect giving boost,
    so it applies after it even though that effect is later in time stamp order; and it does not
    apply once an effect takes the boost away."""
    g = battle_game()
    rg = custom(g, 0, "RC_FL", skills=())
    custom(
        g,
        0,
        "VC",
        grade=3,
        abilities=(
            {
                "kind": "cont",
                "zones": ["VC"],
                "effect": [{"rearguards_skill": {"skill": "intercept", "with_skill": "boost"}}],
            },
        ),
    )
    install_continuous(g)
    assert skills(g, rg) == ()
    g.add_effect("skills", "grant", "boost", target=rg, text="gets boost")  # later time stamp
    assert set(skills(g, rg)) == {"boost", "intercept"}
    g.add_effect("skills", "remove", "boost", target=rg, text="loses boost")
    assert skills(g, rg) == ()


def test_vg_8_7_2_power_bonus_for_units_with_a_skill_sees_granted_skills() -> None:
    """VG 8.7.2 / VG 8.7.1.2: an effect that depends on a non-numeric change (a skill given by a
    continuous ability) is applied after it, whatever the order the abilities came into play."""
    g = battle_game()
    vc = custom(
        g,
        0,
        "VC",
        grade=3,
        abilities=({"kind": "cont", "zones": ["VC"], "effect": [{"rearguards_skill": "boost"}]},),
    )
    rg = custom(
        g,
        0,
        "RC_FR",
        skills=(),
        abilities=(
            {
                "kind": "cont",
                "zones": ["RC"],
                "effect": [{"rearguards_skill": {"skill": "intercept", "with_skill": "boost"}}],
            },
        ),
    )
    install_continuous(g)
    assert set(skills(g, rg)) == {"boost", "intercept"}
    g.move(vc, g.zone(0, "drop"))
    assert skills(g, rg) == ()


def test_vg_8_7_2_1_1_continuous_time_stamp_is_arrival_on_the_field() -> None:
    """VG 8.7.2.1 / VG 8.7.2.1.1: two continuous abilities that do not commute ('your rear-guards
    lose boost' on the vanguard, 'this unit gets boost' on a rear-guard) apply in the order their
    units came onto the field."""
    # The vanguard first, then the rear-guard: the rear-guard's boost comes later and stays.
    g = battle_game()
    v, r = lose_boost_vanguard(g), boost_rear_guard(g)
    install_continuous(g)
    ride_unit(g, 0, v, normal=False)
    call_unit(g, 0, r, "RC_BL", normal=False)
    assert "boost" in skills(g, r)
    # The rear-guard first, then the vanguard: the boost is taken away.
    g2 = battle_game()
    v2, r2 = lose_boost_vanguard(g2), boost_rear_guard(g2)
    install_continuous(g2)
    call_unit(g2, 0, r2, "RC_BL", normal=False)
    ride_unit(g2, 0, v2, normal=False)
    assert "boost" not in skills(g2, r2)


def test_vg_8_7_3_effect_from_an_ability_ends_when_the_card_changes_zones() -> None:
    """VG 8.7.3: +power from an automatic ability does not follow the unit when it returns to
    the hand and is called again (a continuous ability does apply to it at once, VG 8.7.4)."""
    g = battle_game()
    install_continuous(g)
    put(g, 1, "PMV2-019", "VC")  # [CONT](VC): your rear-guards get +1000
    rg = put(g, 1, "PMV2-007", "RC_FL")
    g.add_effect("power", "add", 3000, target=rg, text="+3000")
    assert g.stat(rg, "power") == 7000 + 1000 + 3000
    g.move(rg, g.zone(1, "hand"))
    call_unit(g, 1, rg, "RC_FL", normal=False)
    assert g.stat(rg, "power") == 7000 + 1000


def test_vg_8_8_1_retired_unit_draws_by_the_grade_it_had_on_its_circle() -> None:
    """VG 8.8.1: Pyre Sage (grade 1; grade +1 on a rear-guard circle with a grade 3 vanguard)
    'retire this unit, and then draw cards equal to its grade' draws 2: the grade it had on the
    circle, continuous effect included, not its printed grade 1 in the drop zone."""
    g, sage = sage_game("PMV1-013")  # grade 3
    assert g.stat(sage, "grade") == 2
    before = len(hand(g, 0))
    drive(g, play_act(g, 0, sage, 1))
    assert sage.zone.name == "drop"
    assert g.stat(sage, "grade") == 1
    assert len(hand(g, 0)) == before + 2


def test_vg_8_8_1_without_the_modifier_draws_its_printed_grade() -> None:
    """VG 8.8.1: with a grade 2 vanguard the Sage was grade 1 on its circle, so it draws 1."""
    g, sage = sage_game("PMV1-010")  # grade 2
    assert g.stat(sage, "grade") == 1
    before = len(hand(g, 0))
    drive(g, play_act(g, 0, sage, 1))
    assert len(hand(g, 0)) == before + 1


def test_vg_8_6_4_1_2_leaving_the_field_refers_to_the_unit_on_its_circle() -> None:
    """VG 8.6.4.1.2: 'when this unit leaves the field, draw cards equal to its critical' reads the
    critical it had on the field (+1 from an effect), not the printed one."""
    g = battle_game()
    unit = custom(
        g,
        0,
        "RC_FL",
        abilities=({"kind": "auto", "when": "leaves_field", "zones": ["RC"], "effect": [{"draw": "this.critical"}]},),
    )
    g.add_effect("critical", "add", 1, target=unit, text="+1 critical")
    from engine.games.vanguard.keywords import leave_field

    leave_field(g, unit, g.zone(0, "drop"), why="test", rule="")
    before = len(hand(g, 0))
    drive(g, check_timing(g))
    assert len(hand(g, 0)) == before + 2


def test_vg_8_6_3_standing_by_abilities_must_be_played() -> None:
    """VG 8.6.1 / VG 8.6.3 / VG 8.6.3.1: an automatic ability without a cost that stands by is
    played at the check timing without asking; its master only orders several."""
    g = battle_game()
    unit = custom(
        g,
        0,
        "VC",
        abilities=(
            {"kind": "auto", "when": "attacks", "effect": [{"power": 1000}]},
            {"kind": "auto", "when": "attacks", "effect": [{"power": 2000}]},
        ),
    )
    fire(g, "attacks", unit)
    asked, _ = drive(g, check_timing(g))
    assert not [d for d in asked if d.kind is Kind.YESNO]
    assert [d.player for d in asked] == [0]  # which one first
    assert g.stat(unit, "power") == 11000


def test_vg_8_7_2_1_1_1_effects_of_played_abilities_in_the_order_played() -> None:
    """VG 8.7.2.1 / VG 8.7.2.1.1.1: effects from played abilities have the time stamp of when they
    were played: 'loses boost' then 'gets boost' leaves boost; the other way round removes it."""
    for first, then, has in (("remove", "grant", True), ("grant", "remove", False)):
        g = battle_game()
        rg = custom(g, 0, "RC_BL", skills=())
        g.add_effect("skills", first, "boost", target=rg, text=first)
        g.add_effect("skills", then, "boost", target=rg, text=then)
        assert ("boost" in skills(g, rg)) is has


def test_vg_8_3_3_conditional_part_is_inactive_while_the_condition_fails() -> None:
    """VG 8.3.1 / VG 8.3.3: Pyre Sage's grade +1 is active only with a grade 3 vanguard: inactive
    with a grade 2 one, active once a grade 3 rides."""
    g, sage = sage_game("PMV1-010")
    assert g.stat(sage, "grade") == 1
    ride_unit(g, 0, put(g, 0, "PMV1-013", "hand"), normal=False)
    assert g.stat(sage, "grade") == 2


def test_vg_8_5_2_2_1_1_guardians_are_rested_on_the_guardian_circle() -> None:
    """VG 8.5.2.2.1.1 / VG 8.5.2.4.3: in the guard step cards are called only to the guardian circle, resting."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "VC")
    put(g, 1, "PMV2-013", "VC")
    grd = put(g, 1, "PMV2-009", "hand")
    stack_top(g, 0, "PMV1-009")
    where: list[tuple[str, str]] = []

    def answer(d: Decision) -> Any:
        if "Guard" in d.prompt:
            return (str(grd.iid),)
        if d.prompt.startswith("Drive check") or "drive" in d.prompt.lower():
            where.append((grd.zone.name, grd.orientation))
        return answer_attack(atk)(d)

    flow = attack_sub_phase(g)
    sent = None
    while True:
        try:
            d = flow.send(sent)  # type: ignore[arg-type]
        except StopIteration:
            break
        if grd.zone.name == "GC":
            where.append((grd.zone.name, grd.orientation))
        sent = d.chosen(d.normalise(answer(d)))
    assert ("GC", REST) in where or grd.zone.name == "drop"
    assert grd.zone.name == "drop"


def test_vg_8_1_1_2_2_automatic_ability_cost_may_be_declined() -> None:
    """VG 8.1.1.2.2: the cost of an automatic ability is paid on resolution; declining it does nothing."""
    g = battle_game()
    duelist = put(g, 0, "PMV1-011", "RC_FL")
    put(g, 0, "PMV1-010", "VC")
    soul_card = put(g, 0, "PMV1-006", "soul")
    put(g, 1, "PMV2-013", "VC")
    drive(g, attack_sub_phase(g), answer_attack(duelist, pay=lambda d: "no"))
    assert soul_card.zone.name == "soul"
    assert g.stat(duelist, "power") == 9000


def test_vg_8_1_1_2_3_condition_checked_on_resolution() -> None:
    """VG 8.1.1.2.3: an 'if' ability triggers anyway, and does nothing if the condition fails when it resolves."""
    g = battle_game()
    u = custom(
        g,
        0,
        "VC",
        abilities=(
            {"kind": "auto", "when": "attacks", "condition": [{"soul_at_least": 1}], "effect": [{"power": 5000}]},
        ),
    )
    fire(g, "attacks", u)
    assert len(g.pending) == 1
    drive(g, check_timing(g))
    assert g.stat(u, "power") == 8000
    fill(g, 0, "soul", 1)
    fire(g, "attacks", u)
    drive(g, check_timing(g))
    assert g.stat(u, "power") == 13000


def test_vg_8_1_1_3_continuous_ability_applies_while_in_its_zone() -> None:
    """VG 8.1.1.3 / VG 8.7.4: Maelstrom Sovereign's [CONT](VC) +1000 to rear-guards applies at once
    to a unit entering a rear-guard circle, and not while the Sovereign is elsewhere."""
    g = battle_game()
    install_continuous(g)
    sov = put(g, 1, "PMV2-019", "VC")
    rg = put(g, 1, "PMV2-007", "RC_FL")
    assert g.stat(rg, "power") == int(rg.card.get("power")) + 1000
    assert g.stat(sov, "power") == 11000
    g.move(sov, g.zone(1, "soul"))
    assert g.stat(rg, "power") == int(rg.card.get("power"))


def test_vg_8_1_1_3_continuous_ability_with_a_turn_condition() -> None:
    """VG 8.1.1.3: Spark Kindling gets +1000 power during its master's turn only, on a rear-guard circle."""
    g = battle_game()
    install_continuous(g)
    spark = put(g, 0, "PMV1-022", "RC_BC")
    assert g.stat(spark, "power") == 6000
    g.active = 1
    assert g.stat(spark, "power") == 5000


def test_vg_8_4_1_2_turn_players_abilities_resolve_first() -> None:
    """VG 8.4.1.2 / VG 8.4.1.3: the turn player's standing-by abilities resolve before the opponent's."""
    g = battle_game()
    order: list[int] = []
    a = custom(g, 0, "VC", abilities=({"kind": "auto", "when": "attacked", "effect": [{"soul_charge": 1}]},))
    b = custom(g, 1, "VC", abilities=({"kind": "auto", "when": "attacked", "effect": [{"soul_charge": 1}]},))
    fire(g, "attacked", b)
    fire(g, "attacked", a)
    n = len(g.journal)
    drive(g, check_timing(g))
    for e in g.journal[n:]:
        if isinstance(e, CardMoved) and e.dst.endswith("soul"):
            order.append(int(e.dst[1]))
    assert order == [0, 1]


def test_vg_8_5_3_1_2_choose_as_many_as_possible() -> None:
    """VG 8.5.3.1.2: 'retire two' with one candidate retires that one."""
    g = battle_game()
    src = put(g, 0, "PMV1-010", "VC")
    lone = put(g, 1, "PMV2-007", "RC_FL")

    drive(
        g, read_step("vanguard", {"retire": {"zone": "RC", "owner": "opponent", "count": 2}})[1].run(g, pend(g, 0, src))
    )
    assert lone.zone.name == "drop"


def test_vg_8_6_2_1_an_ability_triggered_twice_stands_by_twice() -> None:
    """VG 8.6.2.1: two hits on a multi-attack trigger 'when this unit's attack hits' twice."""
    g = battle_game()
    install_continuous(g)
    u = custom(
        g,
        0,
        "VC",
        power=30000,
        skills=("multi_attack",),
        abilities=({"kind": "auto", "when": "hits", "effect": [{"soul_charge": 1}]},),
    )
    put(g, 1, "PMV2-006", "VC")
    put(g, 1, "PMV2-007", "RC_FL")
    stack_top(g, 1, "PMV2-009")
    drive(g, attack_sub_phase(g), answer_attack(u, one_or_more=lambda d: tuple(o.key for o in d.options)))
    assert len(g.zone(0, "soul").cards) == 2


def test_vg_8_6_3_1_costless_automatic_abilities_are_not_optional() -> None:
    """VG 8.6.3.1: an automatic ability without cost resolves without asking."""
    g = battle_game()
    u = custom(g, 0, "VC", abilities=({"kind": "auto", "when": "attacks", "effect": [{"soul_charge": 1}]},))
    fire(g, "attacks", u)
    asked, _ = drive(g, check_timing(g))
    assert asked == [] and len(g.zone(0, "soul").cards) == 1


def test_vg_8_6_4_1_4_ridden_unit_ability_works_from_the_soul() -> None:
    """VG 8.6.4.1.4: Spark Kindling's 'when a unit rides this unit' resolves after it went into the soul."""
    g = battle_game()
    spark = put(g, 0, "PMV1-022", "VC")
    ride_unit(g, 0, put(g, 0, "PMV1-006", "hand"), normal=True)
    drive(g, check_timing(g))
    soul = g.zone(0, "soul").cards
    assert spark in soul and len(soul) == 2


def test_vg_8_6_7_ability_of_a_card_that_moved_fails_to_affect_it() -> None:
    """VG 8.6.7: the ability still resolves, but 'this unit gets +power' finds no unit once it left."""
    g = battle_game()
    u = custom(
        g, 0, "RC_FL", abilities=({"kind": "auto", "when": "attacks", "effect": [{"power": 5000}, {"soul_charge": 1}]},)
    )
    fire(g, "attacks", u)
    g.move(u, g.zone(0, "hand"))
    drive(g, check_timing(g))
    assert len(g.zone(0, "soul").cards) == 1
    g.move(u, g.zone(0, "RC_FL"))
    assert g.stat(u, "power") == 8000


def test_vg_8_4_2_1_check_timing_before_each_play_timing() -> None:
    """VG 8.4.2.1 / VG 8.4.2.2 / VG 8.4.2.3 / VG 3.6.2: an ability triggered by a normal call resolves before
    the next main-phase choice; passing ends the play timing."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-010", "VC")
    aco = put(g, 0, "PMV1-008", "hand")  # placed on RC: Soul Charge 1
    souls: list[int] = []

    def answer(d: Decision) -> Any:
        souls.append(len(g.zone(0, "soul").cards))
        return f"call:{aco.iid}:RC_BL" if aco.zone.name == "hand" else "end"

    drive(g, RS.main_phase(g), answer)
    assert souls == [0, 1]


def test_vg_8_7_1_numeric_changes_apply_after_a_set_value() -> None:
    """VG 8.7.1.1 - VG 8.7.1.3 / VG 8.7.2.1: a power set by an effect is the base of later +power,
    whatever the order."""
    g = battle_game()
    u = put(g, 0, "PMV1-010", "VC")
    g.add_effect("power", "add", 3000, target=u)
    g.add_effect("power", "set", 5000, target=u)
    assert g.stat(u, "power") == 8000
    g.add_effect("power", "add", 1000, target=u)
    assert g.stat(u, "power") == 9000


def test_vg_8_5_3_1_call_from_a_public_zone_must_choose() -> None:
    """VG 8.5.3.1 / VG 10.1.9.1.2: calling from the soul (a public zone), a fitting card must be chosen;
    only a hidden zone allows finding none (VG 8.5.3.1.4)."""
    g = battle_game()
    src = put(g, 0, "PMV1-017", "VC")
    fill(g, 0, "soul", 1)
    from engine.games.vanguard.keywords import HANDLERS

    asked, _ = drive(
        g, HANDLERS["superior_call"](g, pend(g, 0, src), (("from", "soul"), ("grade_max", 3))), lambda d: None
    )
    assert all(d.min >= 1 for d in asked if d.kind is Kind.CARDS)
    assert g.zone(0, "soul").cards == []


def test_vg_8_5_3_1_3_nothing_to_choose_means_no_effect() -> None:
    """VG 8.5.3.1.3 / VG 1.3.2: 'retire an opponent's rear-guard' with none on the field does nothing."""
    g = battle_game()
    src = put(g, 0, "PMV1-010", "VC")
    put(g, 1, "PMV2-006", "VC")

    n = len(g.journal)
    asked, _ = drive(
        g, read_step("vanguard", {"retire": {"zone": "RC", "owner": "opponent", "count": 1}})[1].run(g, pend(g, 0, src))
    )
    assert asked == [] and not any(isinstance(e, CardMoved) for e in g.journal[n:])


def test_vg_8_6_5_timed_trigger_returns_the_called_unit_at_end_of_turn() -> None:
    """VG 8.6.5 / VG 8.6.5.1 / VG 6.8.1.3: Pearl Diver's unit called from the deck goes to the bottom of
    the deck at the end of the turn, once."""
    g = turn_game()
    g.active = 1
    put(g, 1, "PMV2-010", "VC")
    diver = put(g, 1, "PMV2-015", "hand")
    fill(g, 1, "damage", 1)
    called: list[Card] = []

    def answer(d: Decision) -> Any:
        if "Ride phase" in d.prompt:
            return "skip"
        if "Main phase" in d.prompt:
            return f"call:{diver.iid}:RC_FL" if diver.zone.name == "hand" else "end"
        if "pay" in d.prompt:
            return "yes"
        if "Choose up to" in d.prompt:
            pick = next(o for o in d.options if g.cards[o.card or 0].card.id == "PMV2-006")
            called.append(g.cards[pick.card or 0])
            return (pick.key,)
        if "rear-guard circle for" in d.prompt:
            return "RC_BL"
        return first_option(d)

    drive(g, RS.turn(g), answer)
    (unit,) = called
    assert g.zone(1, "deck").cards[0] is unit  # the bottom card
    assert diver.zone.name == "RC_FL" and g.zone(1, "RC_BL").cards == []
    # the timed trigger's label keeps its words for the player's language, its English as it was
    (note,) = [e for e in g.journal if isinstance(e, Note) and e.text.startswith("End of turn:")]
    assert note.text == f"End of turn: {unit.name} goes to the bottom"
    assert note.message is not None
    label = dict(note.message.params)["text"]
    assert isinstance(label, Said) and label.message.id == "vg.pending.timed_end"


def test_8_5_1_continuous_abilities_of_a_hidden_deck_tell_the_opponent_nothing() -> None:
    """VG 8.5.1 / VG 4.2.2: continuous abilities are in force without being
    played, for every card, from the start; the deck is hidden. Putting them
    in force is not an event of the game: nothing in the opponent's log tells
    which abilities (so which cards) a deck holds, nor when a unit carrying
    one comes onto the field; the effects still apply."""
    m = Match.new("vanguard", seed=3)
    texts = {
        ce.text
        for c in m.game.cards
        if c.owner == 0
        for ab in c.card.abilities
        if ab.kind == "cont"
        for ce in game_state(m.game).cont.get(c.iid, [])
    }
    assert texts, "the demo deck of seat 1 has continuous abilities"
    log = "\n".join(m.log(1))
    assert not any(t in log for t in texts)
    assert all(ce.effect in m.game.effects for cs in game_state(m.game).cont.values() for ce in cs)
